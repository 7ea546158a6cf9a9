"""A battle board window beside the table (Qt), for games whose battles are fought in rounds of dice
by hit number (D-Day, Revised): the heading, each side's columns (one per hit number: its units, the
dice that fell in it), what happens now, the decisions as buttons, Roll, and the odds. A game's
dialog subclasses `BattleBoardWindow`, fills the columns and the buttons from its state in
`follow(state)`; nothing here knows a game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sandtable.ui.play.combat_panel import DiceView
from sandtable.ui.play.odds_panel import OddsPanel


def tr(text: str) -> str:
    return QCoreApplication.translate("BattleBoard", text)


class _Cell(QLabel):
    """A column's units, word-wrapped, as tall as all its lines need at its narrowest: the grid
    asked the wrapped height at a wider width and cut the last line (French "(3 perdues)")."""

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self.setMinimumHeight(0)  # the label's height for a width counts its minimum height
        self.setMinimumHeight(max(0, self.heightForWidth(self.minimumWidth())))


class HitColumns(QGroupBox):
    """One side of a battle board: a column per hit number (0: units that do not fire), each with
    its units (`cells`), its dice (`dice`) and, when asked, a count under them (`counts`)."""

    def __init__(self, parent: QWidget, columns: tuple[int, ...], cell_width: int, dice_size: int,
                 with_counts: bool = False) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        self.cells: list[QLabel] = []
        self.dice: list[DiceView] = []
        self.counts: list[QLabel] = []
        for col, hit in enumerate(columns):
            head = QLabel(f"<b>{hit}</b>" if hit else tr("no fire"), self)
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            if hit:
                head.setToolTip(tr("Units here hit on a die of %1 or less").replace("%1", str(hit)))
            grid.addWidget(head, 0, col)
            cell = _Cell(self)
            cell.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
            cell.setMinimumWidth(cell_width)
            cell.setWordWrap(True)
            cell.setText("—")
            grid.addWidget(cell, 1, col)
            view = DiceView(self)
            view.SIZE = dice_size  # smaller than the combat panel's: a column holds many dice
            grid.addWidget(view, 2, col, Qt.AlignmentFlag.AlignHCenter)
            self.cells.append(cell)
            self.dice.append(view)
            if with_counts:
                count = QLabel(self)
                count.setAlignment(Qt.AlignmentFlag.AlignCenter)
                count.setStyleSheet("color: #555555;")
                grid.addWidget(count, 3, col)
                self.counts.append(count)


class BattleBoardWindow(QDialog):
    """Non-modal: the window shows it while a person fights a battle and hides it afterwards."""

    def __init__(self, window: Any, title: str, game_id: str, attacker: HitColumns, defender: HitColumns,
                 side_by_side: bool) -> None:
        super().__init__(window)
        self.window_ = window
        self.setWindowTitle(title)
        self.setModal(False)
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setStyleSheet("font-weight: bold; font-size: 14px;")
        layout.addWidget(self.heading)
        self.attacker = attacker
        self.defender = defender
        sides = QHBoxLayout() if side_by_side else QVBoxLayout()
        for side in (attacker, defender):
            side.setParent(self)
            sides.addWidget(side)
        layout.addLayout(sides)
        self.step = QLabel(self)
        self.step.setWordWrap(True)
        layout.addWidget(self.step)
        self.choices = QHBoxLayout()
        layout.addLayout(self.choices)
        self.roll_button = QPushButton(tr("Roll"), self)
        self.roll_button.clicked.connect(self.roll)
        layout.addWidget(self.roll_button)
        self.odds = OddsPanel(window.state, self, game_id)
        layout.addWidget(self.odds)
        self.buttons: list[QPushButton] = []
        self.battle_key: Any = None
        self.first_roll = 0

    def roll(self) -> None:
        c = self.window_.controller
        if c is not None and c.waiting_roll:
            c.roll_now()

    def battle_rolls(self, key: Any) -> list[Any]:
        """The window's rolls of the battle `key` names; a new key starts a new battle's dice."""
        c = self.window_.controller
        if key != self.battle_key:
            self.battle_key = key
            self.first_roll = len(c.rolls) if c is not None else 0
        return list(c.rolls[self.first_roll:]) if c is not None else []

    def set_choices(self, state: Any, legal: list[Any], object_name: Any, default_tip: str) -> None:
        """The decisions `legal` as buttons in the table's words, the table's default marked (with
        `default_tip`); a click submits the decision through the window, as a click on the board."""
        from sandtable.ui.play.pieces_layer import game_text

        for button in self.buttons:
            self.choices.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons = []
        self._legal = list(legal)
        if not legal:
            return
        table = self.window_.table
        default = table.default_decision(state, legal)
        for index, action in enumerate(legal):
            text = game_text(table.describe_decision(state, action))
            button = QPushButton(text[:1].upper() + text[1:], self)
            button.setObjectName(object_name(action))
            button.setProperty("choice", index)
            button.clicked.connect(self._choose)
            if action == default:
                button.setDefault(True)
                button.setToolTip(default_tip)
            self.choices.addWidget(button)
            self.buttons.append(button)

    def _choose(self) -> None:
        button = self.sender()
        index = button.property("choice") if button is not None else None
        if isinstance(index, int) and 0 <= index < len(self._legal):
            self.window_.submit(self._legal[index])
