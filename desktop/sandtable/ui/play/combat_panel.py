"""The combat panel: the forces of both sides, the hit number, the dice as rolled (visible faces,
hits marked, each roll labelled), the Roll button when combat dice wait for the player, and the
current combat decision (losses, retreat, Stop Battle...) with the engine's default pre-selected.

It shows the battle the game describes (`TableGame.battle_view`) and the decisions in the game's
words (`describe_decision`), and otherwise the latest rolls of any kind, so dice are always visible as
they happen. Nothing here knows a game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sandtable.core.protocol import Action
from sandtable.core.table import TableGame
from sandtable.ui.play.controller import RollRecord
from sandtable.ui.play.odds_panel import number  # the engine's numbers as the locale writes them
from sandtable.ui.play.pieces_layer import game_text

_PIPS = {
    1: [(0.5, 0.5)], 2: [(0.27, 0.27), (0.73, 0.73)], 3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.27, 0.22), (0.73, 0.22), (0.27, 0.5), (0.73, 0.5), (0.27, 0.78), (0.73, 0.78)],
}


class DiceView(QWidget):
    """Dice drawn with pips; faces reaching the hit number are red."""

    SIZE = 30

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces: tuple[int, ...] = ()
        self.threshold: int | None = None
        self.low = False  # hits on the threshold or less
        self.setMinimumHeight(self.SIZE + 6)

    def set_dice(self, faces: tuple[int, ...], threshold: int | None, low: bool = False) -> None:
        self.faces = faces
        self.threshold = threshold
        self.low = low
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(max(1, len(self.faces)) * (self.SIZE + 6), self.SIZE + 6)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for i, face in enumerate(self.faces):
            rect = QRectF(3 + i * (self.SIZE + 6), 3, self.SIZE, self.SIZE)
            hit = self.threshold is not None and (face <= self.threshold if self.low
                                                  else face >= self.threshold)
            painter.setPen(QPen(QColor("#333333"), 1.4))
            painter.setBrush(QColor("#c62828") if hit else QColor("#fbfbf6"))
            painter.drawRoundedRect(rect, 5, 5)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#ffffff") if hit else QColor("#222222"))
            for px, py in _PIPS.get(face, []):
                x, y = rect.left() + px * rect.width(), rect.top() + py * rect.height()
                painter.drawEllipse(QRectF(x - 3, y - 3, 6, 6))
        painter.end()


class CombatPanel(QWidget):
    roll_requested = Signal()
    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self.tr("No combat in progress"), self)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        sides = QHBoxLayout()
        self.attacker = QLabel(self)
        self.defender = QLabel(self)
        for box_title, label in ((self.tr("Attacker"), self.attacker), (self.tr("Defender"), self.defender)):
            box = QGroupBox(box_title, self)
            inner = QVBoxLayout(box)
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignTop)
            inner.addWidget(label)
            sides.addWidget(box)
        layout.addLayout(sides)
        self.hit_label = QLabel(self)
        layout.addWidget(self.hit_label)
        self.roll_label = QLabel(self)
        self.roll_label.setWordWrap(True)
        layout.addWidget(self.roll_label)
        self.dice = DiceView(self)
        layout.addWidget(self.dice)
        self.next_label = QLabel(self)
        self.next_label.setWordWrap(True)
        self.next_label.setStyleSheet("font-weight: bold; color: #7a3b00;")
        self.next_label.setVisible(False)
        layout.addWidget(self.next_label)
        self.roll_button = QPushButton(self.tr("Roll the dice"), self)
        self.roll_button.clicked.connect(self.roll_requested)
        self.roll_button.setVisible(False)
        layout.addWidget(self.roll_button)
        self.choice_box = QGroupBox(self.tr("Your decision (reactions, casualties, events)"), self)
        choice_layout = QVBoxLayout(self.choice_box)
        self.choice = QComboBox(self.choice_box)
        choice_layout.addWidget(self.choice)
        self.confirm = QPushButton(self.tr("Confirm"), self.choice_box)
        self.confirm.clicked.connect(self._confirm)
        choice_layout.addWidget(self.confirm)
        self.choice_box.setVisible(False)
        layout.addWidget(self.choice_box)
        layout.addStretch(1)
        self.last_roll: RollRecord | None = None

    def show_roll(self, roll: RollRecord) -> None:
        self.last_roll = roll
        text = self.tr("Last roll: %1").replace("%1", roll.label or self.tr("die roll"))
        if roll.hits is not None:
            hits = self.tr("1 hit, %2 expected") if roll.hits == 1 else self.tr("%1 hits, %2 expected")
            text += "  —  " + hits.replace("%1", str(roll.hits)).replace(
                "%2", number(roll.expected_hits, 2) if roll.expected_hits is not None else "?")
        self.roll_label.setText(text)
        self.dice.set_dice(roll.faces, roll.threshold, roll.low)

    def set_waiting(self, label: str | None) -> None:
        """Show the Roll button for `label` (None hides it); the last dice stay visible meanwhile."""
        self.roll_button.setVisible(label is not None)
        self.next_label.setVisible(bool(label))
        self.next_label.setText(self.tr("To roll: %1").replace("%1", label or ""))

    def refresh(self, table: TableGame, state: Any, combat_actions: list[Action],
                default: Action | None) -> None:
        battle = table.battle_view(state) if state is not None else None
        if battle is not None:
            kinds = {"landing": self.tr("Landing"), "combat": self.tr("Combat")}
            what = kinds.get(battle.kind, game_text(battle.kind))
            self.title.setText(self.tr("%1 in %2, round %3").replace("%1", what)
                               .replace("%2", game_text(battle.place))
                               .replace("%3", str(battle.round or "—")))
            self.attacker.setText(game_text(battle.attacker))
            self.defender.setText(game_text(battle.defender))
            if battle.next_roll is not None:
                n, t = battle.next_roll
                # "1 die", and "hits on 6" rather than "6-6", as a player says it
                text = (self.tr("Next roll: 1 die, hits on %2") if n == 1
                        else self.tr("Next roll: %1 dice, hits on %2"))
                self.hit_label.setText(text.replace("%1", str(n)).replace("%2", "6" if t == 6 else f"{t}-6"))
            else:
                self.hit_label.setText("")
        else:
            self.title.setText(self.tr("No combat in progress"))
            self.attacker.setText("—")
            self.defender.setText("—")
            self.hit_label.setText("")
        self.choice.clear()
        if default is None and combat_actions:
            self.choice.addItem(self.tr("— choose —"), None)
        for action in combat_actions:
            self.choice.addItem(game_text(table.describe_decision(state, action)), action)
        if default is not None and default in combat_actions:
            self.choice.setCurrentIndex(combat_actions.index(default))
        self.choice_box.setVisible(bool(combat_actions))

    def _confirm(self) -> None:
        action = self.choice.currentData()
        if action is not None:
            self.chosen.emit(action)
