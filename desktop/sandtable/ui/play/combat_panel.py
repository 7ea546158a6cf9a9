"""The combat panel: the forces of both sides, the hit number, the dice as rolled (visible faces,
hits marked, each roll labelled), the Roll button when combat dice wait for the player, and the
current combat decision (losses, retreat, Stop Battle...) with the engine's default pre-selected.

It reads a battle from the state when the engine exposes one (`state.battle`, a
`games.g1943_45.combat.Battle`), and otherwise shows the latest rolls of any kind (initiative,
naval transport interception), so dice are always visible as they happen.
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
from sandtable.ui.play.controller import RollRecord

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
        self.setMinimumHeight(self.SIZE + 6)

    def set_dice(self, faces: tuple[int, ...], threshold: int | None) -> None:
        self.faces = faces
        self.threshold = threshold
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(max(1, len(self.faces)) * (self.SIZE + 6), self.SIZE + 6)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for i, face in enumerate(self.faces):
            rect = QRectF(3 + i * (self.SIZE + 6), 3, self.SIZE, self.SIZE)
            hit = self.threshold is not None and face >= self.threshold
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
            text += "  —  " + self.tr("%1 hit(s), %2 expected").replace("%1", str(roll.hits)).replace(
                "%2", f"{roll.expected_hits:.2f}" if roll.expected_hits is not None else "?")
        self.roll_label.setText(text)
        self.dice.set_dice(roll.faces, roll.threshold)

    def set_waiting(self, label: str | None) -> None:
        """Show the Roll button for `label` (None hides it); the last dice stay visible meanwhile."""
        self.roll_button.setVisible(label is not None)
        self.next_label.setVisible(bool(label))
        self.next_label.setText(self.tr("To roll: %1").replace("%1", label or ""))

    def refresh(self, state: Any, combat_actions: list[Action], default: Action | None) -> None:
        battle = getattr(getattr(state, "combat", None), "resolver", None) or getattr(state, "battle", None)
        if battle is not None and hasattr(battle, "units"):
            fight = getattr(getattr(state, "combat", None), "fight", None) or {}
            target = fight.get("target")
            zone = state.topo.label(target) if isinstance(target, int) else getattr(
                getattr(battle, "setup", None), "zone", "")
            what = self.tr("Landing") if fight.get("kind") == "landing" else self.tr("Combat")
            self.title.setText(self.tr("%1 in %2, round %3").replace("%1", what).replace("%2", str(zone))
                               .replace("%3", str(getattr(battle, "round", "?") or "—")))
            describe = getattr(battle, "describe_units", None)
            if callable(describe):
                self.attacker.setText(describe(0))
                self.defender.setText(describe(1))
            else:
                self.attacker.setText(str(getattr(battle, "bomber_uid", "—")))
                self.defender.setText("—")
            spec = getattr(battle, "roll_spec", None)
            try:
                n, t, _ = spec() if callable(spec) else (None, None, None)
                self.hit_label.setText(self.tr("Next roll: %1 dice, hits on %2-6").replace("%1", str(n))
                                       .replace("%2", str(t)))
            except Exception:  # no roll pending in this combat phase
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
            self.choice.addItem(self.action_text(battle, action), action)
        if default is not None and default in combat_actions:
            self.choice.setCurrentIndex(combat_actions.index(default))
        self.choice_box.setVisible(bool(combat_actions))

    def action_text(self, battle: Any, action: Action) -> str:
        """A combat decision in words, naming the forces by what they are (the resolver's units)."""
        units = {}
        for side in getattr(battle, "units", ()) or ():
            for unit in side:
                units[getattr(unit, "uid", "")] = unit
        uid = getattr(action, "uid", None)
        if action.kind == "combat_take_loss" and uid in units:
            return self.tr("take the loss on: %1").replace("%1", units[uid].describe())
        if action.kind == "combat_elite" and uid in units:
            mode = getattr(action, "mode", "")
            text = self.tr("elite inflicts a loss") if mode == "inflict" else self.tr("elite absorbs a loss")
            return text
        paths = getattr(getattr(battle, "setup", None), "retreat_paths", ())
        index = getattr(action, "path", None)
        if action.kind in ("combat_retreat", "combat_partial_retreat") and isinstance(index, int) \
                and 0 <= index < len(paths):
            route = " → ".join(str(z) for z in paths[index])
            if action.kind == "combat_retreat":
                return self.tr("retreat every force to %1").replace("%1", route)
            names = ", ".join(units[u].describe() for u in getattr(action, "uids", ()) if u in units)
            return self.tr("retreat %1 to %2").replace("%1", names).replace("%2", route)
        return action.describe()

    def _confirm(self) -> None:
        action = self.choice.currentData()
        if action is not None:
            self.chosen.emit(action)
