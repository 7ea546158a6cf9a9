"""D-Day's battle board (Qt): the zone fought over, the attacker's and the defender's columns 1, 2, 3
(the hit numbers) with the units in each and the casualties marked, the dice of this battle as they
fall, the exact odds of the cycle as it began, and the casualty choice as buttons (the cheapest
first is the default). Non-modal: it follows the battle and closes when the battle ends.

The engine decides everything: the buttons are the legal casualty actions, submitted through the
window as a click on the board would be.
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
from sandtable.ui.play.pieces_layer import game_text

HITS = (1, 2, 3)


def tr(text: str) -> str:
    return QCoreApplication.translate("DDayBattleBoard", text)


class SideBoard(QGroupBox):
    """One side of the battle board: a column per hit number (1, 2, 3) with its units and its dice."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        self.cells: list[QLabel] = []
        self.dice: list[DiceView] = []
        for col, hit in enumerate(HITS):
            head = QLabel(f"<b>{hit}</b>", self)
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            head.setToolTip(tr("Units here hit on a die of %1 or less").replace("%1", str(hit)))
            grid.addWidget(head, 0, col)
            cell = QLabel("—", self)
            cell.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
            cell.setMinimumWidth(150)
            grid.addWidget(cell, 1, col)
            view = DiceView(self)
            view.SIZE = 20  # smaller than the combat panel's: a column may hold eight dice
            grid.addWidget(view, 2, col, Qt.AlignmentFlag.AlignHCenter)
            self.cells.append(cell)
            self.dice.append(view)

    def set_columns(self, title: str, columns: Any, rolls: list[Any]) -> None:
        """`rolls`: this side's dice of the battle (roll records, each with its hit number)."""
        from sandtable.games.aa_dday.table_view import POWER_ADJ, unit_name

        self.setTitle(title)
        by_hit = {c.hit: c for c in columns}
        for col, hit in enumerate(HITS):
            lines = []
            for power, unit, n, cas in by_hit[hit].units if hit in by_hit else ():
                name = game_text(f"{POWER_ADJ.get(power, power)} {unit_name(unit, n)}")
                line = f"{n} × {name}"
                if cas:
                    hit_text = tr("(%1 hit)").replace("%1", str(cas))
                    line += f" <span style='color:#b71c1c'>{hit_text}</span>"
                lines.append(line)
            self.cells[col].setText("<br>".join(lines) or "—")
            faces = tuple(f for r in rolls if r.threshold == hit for f in r.faces)
            self.dice[col].set_dice(faces, hit, True)
            self.dice[col].setMinimumWidth(len(faces) * (self.dice[col].SIZE + 6) + 6)
            self.dice[col].setToolTip(tr("%1 dice rolled").replace("%1", str(len(faces))))


class BattleBoardDialog(QDialog):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window_ = window
        self.setWindowTitle(tr("Battle board"))
        self.setModal(False)
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setStyleSheet("font-weight: bold; font-size: 14px;")
        layout.addWidget(self.heading)
        sides = QHBoxLayout()
        self.attacker = SideBoard(self)
        self.defender = SideBoard(self)
        sides.addWidget(self.attacker)
        sides.addWidget(self.defender)
        layout.addLayout(sides)
        self.step = QLabel(self)
        self.step.setWordWrap(True)
        layout.addWidget(self.step)
        self.choices = QHBoxLayout()
        layout.addLayout(self.choices)
        self.roll_button = QPushButton(tr("Roll"), self)
        self.roll_button.clicked.connect(self._roll)
        layout.addWidget(self.roll_button)
        self.odds = OddsPanel(window.state, self, "aa-dday")
        layout.addWidget(self.odds)
        self.buttons: list[QPushButton] = []
        self.battle_key: Any = None
        self.first_roll = 0

    def _roll(self) -> None:
        c = self.window_.controller
        if c is not None and c.waiting_roll:
            c.roll_now()

    def follow(self, state: Any) -> None:
        """Show the battle `state` is fighting (the window calls this after every change)."""
        from sandtable.games.aa_dday import actions as A
        from sandtable.games.aa_dday.table_battle import OTHER, battle_board
        from sandtable.games.aa_dday.table_view import SIDE_TITLES

        board = battle_board(state)
        if board is None:
            return
        c = self.window_.controller
        key = (board.zone, board.attacker, state.turn, state.pos)
        if key != self.battle_key:  # a new battle: its dice start now, its odds are those of the cycle
            self.battle_key = key
            self.first_roll = len(c.rolls) if c is not None else 0
            self.odds.state = state
            self.odds.show_odds(A.Done())
        self.heading.setText(tr("Combat in %1: the %2 attack").replace("%1", game_text(board.place))
                             .replace("%2", game_text(SIDE_TITLES[board.attacker])))
        rolls = c.rolls[self.first_roll:] if c is not None else []
        att = [r for r in rolls if "attacks in" in r.label]
        dfd = [r for r in rolls if "defends in" in r.label]
        defender = game_text(SIDE_TITLES[OTHER[board.attacker]])
        self.attacker.set_columns(tr("Attacker: %1").replace("%1", game_text(SIDE_TITLES[board.attacker])),
                                  board.attacking, att)
        self.defender.set_columns(tr("Defender: %1").replace("%1", defender), board.defending, dfd)
        self.step.setText(game_text(board.step))
        self._set_choices(state)
        self.roll_button.setVisible(bool(c is not None and c.waiting_roll))

    def _set_choices(self, state: Any) -> None:
        from sandtable.games.aa_dday import actions as A

        for button in self.buttons:
            self.choices.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons = []
        c = self.window_.controller
        if c is None or not c.is_human_turn():
            return
        legal = [a for a in c.legal_actions() if isinstance(a, A.Casualty)]
        if not legal:
            return
        table = self.window_.table
        default = table.default_decision(state, legal)
        for action in legal:
            button = QPushButton(game_text(table.describe_decision(state, action)), self)
            button.setObjectName(f"casualty-{action.power}-{action.unit}")
            button.clicked.connect(lambda _=False, a=action: self.window_.submit(a))
            if action == default:
                button.setDefault(True)
                button.setToolTip(tr("Cheapest first"))
            self.choices.addWidget(button)
            self.buttons.append(button)
