"""Starting a game on a board held in memory: the editor's "Play on this board".

The usual start screen is shown, pre-filled: the games are those registered whose scenarios fit the
board (`TableGame.board_fit`, with the reason when one does not), and each scenario is stored in the
record together with the board, so saves, autosaves and `sandtable replay` rebuild the game on that
board. A board with validation errors is refused in a message box listing them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

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


def fitting_games(board: Any) -> dict[str, list[Any]]:
    """game id -> the `BoardFit` of each of its scenarios on `board` (registered games)."""
    from sandtable.core.registry import known_games, table_for

    return {game_id: table_for(game_id).board_fit(board) for game_id in known_games()}


def fit_problems(fits: dict[str, list[Any]]) -> list[str]:
    """One sentence per game with no fitting scenario, saying why."""
    from sandtable.core.registry import table_for

    out = []
    for game_id, results in fits.items():
        if not any(f.fits for f in results):
            reason = "; ".join(dict.fromkeys(f.reason for f in results if f.reason)) or tr("no scenario")
            out.append(f"{table_for(game_id).title or game_id}: {reason}")
    return out


def prefill_start_screen(screen: Any, board: Any, label: str,
                         fits: dict[str, list[Any]] | None = None) -> None:
    """Pin the screen to the games that fit `board`; their scenarios become board set-ups."""
    from sandtable.core.registry import table_for

    fits = fitting_games(board) if fits is None else fits
    combo = screen.game_combo
    model = combo.model()
    first = -1
    for index in range(combo.count()):
        ok = any(f.fits for f in fits.get(str(combo.itemData(index)), []))
        model.item(index).setEnabled(ok)
        if not ok:
            why = "; ".join(f.reason for f in fits.get(str(combo.itemData(index)), []) if f.reason)
            combo.setItemData(index, why, Qt.ItemDataRole.ToolTipRole)
        elif first < 0:
            first = index
    scenarios = screen.scenario_combo
    add_file = screen.add_scenario_file

    def fill() -> None:
        scenarios.clear()
        for fit in fits.get(str(combo.currentData()), []):
            if fit.fits:
                scenarios.addItem(tr("%1 on %2").replace("%1", fit.title).replace("%2", label), fit.scenario)

    def add_on_board(path: str | Path) -> bool:
        # A scenario file chosen here is played on this board too, so it is wrapped with it.
        if not add_file(path):
            return False
        last = scenarios.count() - 1
        table = table_for(str(combo.currentData()))
        scenarios.setItemData(last, table.wrap_scenario(board, scenarios.itemData(last)))
        text = tr("%1 on %2").replace("%1", scenarios.itemText(last)).replace("%2", label)
        scenarios.setItemText(last, text)
        return True

    combo.currentIndexChanged.connect(fill)
    if first >= 0:
        combo.setCurrentIndex(first)
    fill()
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
    fits = fitting_games(board)
    problems = fit_problems(fits)
    if len(problems) == len(fits):
        QMessageBox.warning(parent, tr("Cannot play on this board"),
                            tr("No game's scenario fits this board.\n\n%1")
                            .replace("%1", "\n".join(problems)))
        return None
    return open_play(settings, parent,
                     lambda screen: prefill_start_screen(screen, board, board_label(board, path), fits))
