"""Who plays each side: the computer levels on offer, the seat a choice names, and Game > Players,
which hands a side to the computer, or takes it back, at any moment of a game; the choice goes into
the game's save (`meta["players"]`). The start screen offers the same choices."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from sandtable.ui.play.controller import COMPUTER, HUMAN, Seat


def tr(text: str) -> str:
    return QCoreApplication.translate("Seats", text)


def computer_levels() -> list[str]:
    """The computer players the AI package offers: its levels (`ai.levels`), else `ai.cli.AGENTS`."""
    try:
        from sandtable.ai.levels import DIFFICULTIES, agent_names
    except ImportError:
        try:
            from sandtable.ai.cli import AGENTS
        except ImportError:
            return []
        return sorted(AGENTS)
    names = agent_names()
    # Difficulty levels first (what most players pick), then the named agents.
    return [n for n in DIFFICULTIES if n in names] + [n for n in names if n not in DIFFICULTIES]


def level_descriptions() -> dict[str, str]:
    """One line per computer level from the AI package (translated under the context "AiLevels")."""
    from PySide6.QtCore import QCoreApplication

    try:
        from sandtable.ai.levels import DESCRIPTIONS
    except ImportError:
        return {}
    return {name: QCoreApplication.translate("AiLevels", text) for name, text in DESCRIPTIONS.items()}


def make_agent(level: str, seed: str, game_id: str | None = None) -> Any:
    try:
        from sandtable.ai.levels import make_agent as make_level
    except ImportError:
        from sandtable.ai.cli import AGENTS

        if level not in AGENTS:
            raise ValueError(f"no computer player named {level!r}") from None
        return AGENTS[level](seed)
    return make_level(level, seed, game_id)


def fill_seat_combo(combo: QComboBox) -> None:
    """A person, then each computer level (with its description as a tooltip)."""
    combo.clear()
    combo.addItem(tr("Human"), HUMAN)
    described = level_descriptions()
    for level in computer_levels():
        combo.addItem(tr("Computer (%1)").replace("%1", level), f"{COMPUTER}:{level}")
        if level in described:
            combo.setItemData(combo.count() - 1, described[level], Qt.ItemDataRole.ToolTipRole)


def seat_for(choice: str, seed: int, index: int, game_id: str | None) -> Seat:
    """The seat a combo's choice names ("human" or "computer:<level>")."""
    if choice.startswith(f"{COMPUTER}:"):
        level = choice.split(":", 1)[1]
        return Seat(COMPUTER, make_agent(level, f"{seed}:{index}", game_id), level)
    return Seat()


class PlayersDialog(QDialog):
    """One row per side, set to who plays it now."""

    def __init__(self, names: list[str], seats: list[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Players"))
        layout = QFormLayout(self)
        layout.addRow(QLabel(tr("Who plays each side from now on (saved with the game):")))
        self.combos: list[QComboBox] = []
        for index, name in enumerate(names):
            combo = QComboBox(self)
            fill_seat_combo(combo)
            combo.setObjectName(f"seat{index}")
            found = combo.findData(seats[index].describe()) if index < len(seats) else 0
            combo.setCurrentIndex(max(found, 0))
            layout.addRow(name, combo)
            self.combos.append(combo)
        ok_cancel = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok_cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addRow(buttons)

    def choices(self) -> list[str]:
        return [str(combo.currentData()) for combo in self.combos]


def change_players(window: Any) -> bool:
    """Game > Players of the play window: ask, then give the controller its new seats."""
    c = window.controller
    if c is None:
        return False
    names = [window.palette_.name(i) for i in range(len(c.seats))]
    dialog = PlayersDialog(names, c.seats, window)
    window._players_dialog = dialog  # for tests, which answer it without a modal loop
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    return apply_players(window, dialog.choices())


def apply_players(window: Any, choices: list[str]) -> bool:
    c = window.controller
    game_id = c.session.game.game_id
    seed = c.session.record.seed
    seats = [seat if seat.describe() == choice else seat_for(choice, seed, index, game_id)
             for index, (seat, choice) in enumerate(zip(c.seats, choices, strict=True))]
    c.set_seats(seats)
    human = tr("human")
    who = ", ".join(f"{window.palette_.name(i)} {seat.level or human}" for i, seat in enumerate(seats))
    window.show_status(tr("Players: %1").replace("%1", who))
    return True
