"""Starting a 1943-45 game on a board held in memory: the editor's "Play on this board".

The usual start screen is shown, pre-filled: the game is 1943-45 and every scenario in its list
(the shipped one, or a scenario file the player adds) is stored in the record together with the
board (games.g1943_45.board_setup), so saves, autosaves and `sandtable replay` rebuild the game on
that board. A board with validation errors is refused in a message box listing them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

GAME_ID = "1943-45"
MAX_LISTED = 12


def tr(text: str) -> str:
    return QCoreApplication.translate("PlayOnBoard", text)


def board_errors(board: Any) -> list[str]:
    """The board's validation errors (warnings do not stop a game), each a sentence."""
    from sandtable.board import validate_board

    return [p.message for p in validate_board(board) if p.severity == "error"]


def show_board_errors(parent: QWidget | None, errors: list[str]) -> None:
    listed = "\n".join(f"• {e}" for e in errors[:MAX_LISTED])
    if len(errors) > MAX_LISTED:
        listed += "\n" + tr("… and %1 more").replace("%1", str(len(errors) - MAX_LISTED))
    QMessageBox.warning(parent, tr("Cannot play on this board"),
                        tr("The board has %1 error(s); fix them in the editor first.\n\n%2")
                        .replace("%1", str(len(errors))).replace("%2", listed))


def prefill_start_screen(screen: Any, board: Any, label: str) -> None:
    """Pin the screen to 1943-45 on `board`: its scenarios become inline-board set-ups."""
    from sandtable.board import board_to_geojson
    from sandtable.games.g1943_45.board_setup import make_setup

    board_json = board_to_geojson(board)
    index = screen.game_combo.findData(GAME_ID)
    if index >= 0:
        screen.game_combo.setCurrentIndex(index)
    screen.game_combo.setEnabled(False)
    combo = screen.scenario_combo
    combo.clear()
    combo.addItem(tr("Shipped scenario on %1").replace("%1", label), make_setup(board_json))
    add_file = screen.add_scenario_file

    def add_on_board(path: str | Path) -> bool:
        # A scenario file chosen here is played on this board too, so it is wrapped with it.
        if not add_file(path):
            return False
        last = combo.count() - 1
        combo.setItemData(last, make_setup(board_json, combo.itemData(last)))
        combo.setItemText(last, tr("%1 on %2").replace("%1", combo.itemText(last)).replace("%2", label))
        return True

    screen.add_scenario_file = add_on_board
    screen.setWindowTitle(tr("Sandtable — play on %1").replace("%1", label))


def board_label(board: Any, path: str | Path | None) -> str:
    name = getattr(board, "name", "") or ""
    if path:
        return f"{name} ({Path(path).name})" if name else Path(path).name
    return name or tr("the edited board")


def open_play_on_board(board: Any, path: str | Path | None = None, settings: Any = None,
                       parent: QWidget | None = None) -> Any:
    """Show the pre-filled start screen; on a choice, open and return the PlayWindow (None when
    refused or cancelled)."""
    from sandtable.ui.play.launch import open_play

    errors = board_errors(board)
    if errors:
        show_board_errors(parent, errors)
        return None
    return open_play(settings, parent,
                     lambda screen: prefill_start_screen(screen, board, board_label(board, path)))
