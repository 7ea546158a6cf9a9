"""Revised's battle window (Qt): the space fought over and the round, both sides on a battle board
(columns 1-4: the number each unit hits on, a column for units that do not fire) with the
casualties marked, this battle's dice as they fall in their columns, the exact odds of the battle as
it stands (the game's battle spec, when there is one), and the decisions as buttons: casualties
(cheapest first is the default), press on, retreat, submerge. Non-modal: it follows the battle and
closes when the battle ends.

The engine decides everything: the buttons are the legal actions, submitted through the window.
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

COLUMNS = (1, 2, 3, 4, 0)  # 0: units that do not fire (transports, AA guns between their shots)
SHOWN = 6  # dice drawn per column (a column of 20 infantry rolls 20: the count says so)


def tr(text: str) -> str:
    return QCoreApplication.translate("RevisedBattle", text)


class SideBoard(QGroupBox):
    """One side of the battle board: a column per hit number with its units and its dice."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        self.cells: list[QLabel] = []
        self.dice: list[DiceView] = []
        self.counts: list[QLabel] = []
        for col, hit in enumerate(COLUMNS):
            head = QLabel(f"<b>{hit}</b>" if hit else tr("no fire"), self)
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            if hit:
                head.setToolTip(tr("Units here hit on a die of %1 or less").replace("%1", str(hit)))
            grid.addWidget(head, 0, col)
            cell = QLabel("—", self)
            cell.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
            cell.setMinimumWidth(118)
            cell.setWordWrap(True)
            grid.addWidget(cell, 1, col)
            view = DiceView(self)
            view.SIZE = 16
            grid.addWidget(view, 2, col, Qt.AlignmentFlag.AlignHCenter)
            count = QLabel(self)
            count.setAlignment(Qt.AlignmentFlag.AlignCenter)
            count.setStyleSheet("color: #555555;")
            grid.addWidget(count, 3, col)
            self.cells.append(cell)
            self.dice.append(view)
            self.counts.append(count)

    def set_rows(self, title: str, rows: Any, rolls: list[Any]) -> None:
        self.setTitle(title)
        for col, hit in enumerate(COLUMNS):
            lines = []
            for r in rows:
                if (r.value if r.value <= 4 else 4) != hit:
                    continue
                line = f"{r.count} {game_text(r.text().split(' ', 1)[1])}"
                if r.lost:
                    lost = tr("(%1 lost)").replace("%1", str(r.lost))
                    line += f" <span style='color:#b71c1c'>{lost}</span>"
                lines.append(line)
            self.cells[col].setText("<br>".join(lines) or "—")
            faces = tuple(f for roll in rolls if hit and (roll.threshold or 0) == hit for f in roll.faces)
            shown = faces[-SHOWN:]  # the latest dice; the count below says how many fell in all
            self.dice[col].set_dice(shown, hit or None, True)
            self.dice[col].setMinimumWidth(len(shown) * (self.dice[col].SIZE + 6) + 6)
            hits = sum(1 for f in faces if f <= hit)
            self.counts[col].setText(tr("%1 dice, %2 hits").replace("%1", str(len(faces)))
                                     .replace("%2", str(hits)) if faces else "")


class BattleDialog(QDialog):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window_ = window
        self.setWindowTitle(tr("Battle"))
        self.setModal(False)
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setStyleSheet("font-weight: bold; font-size: 14px;")
        layout.addWidget(self.heading)
        self.attacker = SideBoard(self)
        self.defender = SideBoard(self)
        layout.addWidget(self.attacker)
        layout.addWidget(self.defender)
        self.step = QLabel(self)
        self.step.setWordWrap(True)
        layout.addWidget(self.step)
        self.choices = QHBoxLayout()
        layout.addLayout(self.choices)
        self.roll_button = QPushButton(tr("Roll"), self)
        self.roll_button.clicked.connect(self._roll)
        layout.addWidget(self.roll_button)
        self.odds = OddsPanel(window.state, self, "aa-revised")
        layout.addWidget(self.odds)
        self.buttons: list[QPushButton] = []
        self.battle_key: Any = None
        self.odds_key: Any = None
        self.first_roll = 0

    def _roll(self) -> None:
        c = self.window_.controller
        if c is not None and c.waiting_roll:
            c.roll_now()

    def follow(self, state: Any) -> None:
        """Show the battle `state` is fighting (the window calls this after every change)."""
        from sandtable.games.aa_revised import actions as A
        from sandtable.games.aa_revised.table_battle import battle_facts
        from sandtable.games.aa_revised.table_view import POWER_TITLES, SEAT

        facts = battle_facts(state)
        if facts is None:
            return
        c = self.window_.controller
        key = (facts.space, facts.attacker, state.round, len(state.battles))
        if key != self.battle_key:  # a new battle: its dice start now
            self.battle_key = key
            self.first_roll = len(c.rolls) if c is not None else 0
        odds_key = (key, facts.round, tuple(facts.attacking), tuple(facts.defending))
        if odds_key != self.odds_key:
            # The odds of the battle as it stands: at its start, each round and after each loss.
            self.odds_key = odds_key
            self.odds.state = state
            self.odds.show_odds(A.Done())
        self.heading.setText(tr("Combat in %1, round %2: %3 attacks").replace("%1", game_text(facts.place))
                             .replace("%2", str(facts.round))
                             .replace("%3", game_text(POWER_TITLES[facts.attacker])))
        rolls = c.rolls[self.first_roll:] if c is not None else []
        mine = SEAT[facts.attacker]
        att = [r for r in rolls if r.side == mine]
        dfd = [r for r in rolls if r.side is not None and r.side != mine]
        self.attacker.set_rows(tr("Attacker: %1").replace("%1", game_text(POWER_TITLES[facts.attacker])),
                               facts.attacking, att)
        self.defender.set_rows(tr("Defender: %1").replace("%1", game_text(POWER_TITLES.get(facts.defender,
                                                                                           facts.defender))),
                               facts.defending, dfd)
        self.step.setText(game_text(facts.step))
        self._set_choices(state)
        self.roll_button.setVisible(bool(c is not None and c.waiting_roll))

    def _set_choices(self, state: Any) -> None:
        for button in self.buttons:
            self.choices.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons = []
        c = self.window_.controller
        if c is None or not c.is_human_turn():
            return
        table = self.window_.table
        legal = [a for a in c.legal_actions() if table.is_combat_decision(a)]
        if not legal:
            return
        default = table.default_decision(state, legal)
        for action in legal:
            text = game_text(table.describe_decision(state, action))
            button = QPushButton(text[:1].upper() + text[1:], self)
            button.setObjectName(f"battle-{action.kind}")
            button.clicked.connect(self._choose)
            button.setProperty("choice", len(self.buttons))
            if action == default:
                button.setDefault(True)
                button.setToolTip(tr("Cheapest first") if action.kind == "casualty" else "")
            self.choices.addWidget(button)
            self.buttons.append(button)
        self._legal = legal

    def _choose(self) -> None:
        button = self.sender()
        index = button.property("choice") if button is not None else None
        if isinstance(index, int) and 0 <= index < len(self._legal):
            self.window_.submit(self._legal[index])
