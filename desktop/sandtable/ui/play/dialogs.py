"""Play dialogs: the hotseat hand-over screen, the victory screen, the choice of pieces for a
reaction (interception, and landings when the engine offers them), and the play preferences.

Each dialog only collects a choice; the play window builds the action and the engine judges it.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

# Preference key -> default (QSettings).
PREFS = {
    "play/fastCombat": False,
    "play/handover": True,
    "play/autosave": True,
    "play/confirmPass": False,
    "play/autoForced": True,
    "play/autoRoutine": False,
    "play/watchComputerDice": False,
}


def pref(settings: QSettings, key: str) -> bool:
    default = PREFS[key]
    value = settings.value(key, default)
    if isinstance(value, str):
        return value.lower() in ("1", "true", "yes")
    return bool(value)


class HandoverDialog(QDialog):
    """"Hand the computer to the Axis player": hides nothing of the rules, just the moment."""

    def __init__(self, player_name: str, what: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hand over"))
        self.setModal(True)
        layout = QVBoxLayout(self)
        layout.addWidget(headline(self.tr("%1 to decide").replace("%1", player_name), self, 2.0))
        text = QLabel(self.tr("Pass the computer to the %1 player.").replace("%1", player_name)
                      + "\n" + what, self)
        text.setWordWrap(True)
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(text)
        self.ready = QPushButton(self.tr("I am the %1 player: continue").replace("%1", player_name), self)
        self.ready.setDefault(True)
        self.ready.clicked.connect(self.accept)
        layout.addWidget(self.ready)
        self.resize(440, 200)


def headline(text: str, parent: QWidget, scale: float) -> QLabel:
    """A dialog's big bold centred title (the hand-over's player, the victory's winner)."""
    label = QLabel(text, parent)
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    label.setFont(font)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


class VictoryDialog(QDialog):
    NEW_GAME = 2

    def __init__(self, winner: str | None, reason: str, parent: QWidget | None = None,
                 colour: str = "#555555", detail: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        layout = QVBoxLayout(self)
        winner_text = (self.tr("Victory: %1").replace("%1", winner) if winner else self.tr("Draw"))
        title = headline(winner_text, self, 2.4)
        title.setStyleSheet(f"background: {colour}; color: white; padding: 14px; border-radius: 6px;")
        layout.addWidget(title)
        self.reason = QLabel(reason, self)
        self.reason.setWordWrap(True)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.reason.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.reason.setFont(font)
        layout.addWidget(self.reason)
        if detail:
            extra = QLabel(detail, self)
            extra.setWordWrap(True)
            extra.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(extra)
        buttons = QDialogButtonBox(self)
        self.new_button = buttons.addButton(self.tr("New game…"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = buttons.addButton(self.tr("Look at the board"),
                                              QDialogButtonBox.ButtonRole.RejectRole)
        self.new_button.clicked.connect(lambda: self.done(self.NEW_GAME))
        self.close_button.clicked.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(480, 220)


class PieceChoiceDialog(QDialog):
    """Tick the pieces that take part (interceptors, landing forces); all ticked by default."""

    def __init__(self, title: str, text: str, pieces: list[tuple[str, str]], checked: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        label = QLabel(text, self)
        label.setWordWrap(True)
        layout.addWidget(label)
        self.boxes: list[tuple[str, QCheckBox]] = []
        for key, name in pieces:
            box = QCheckBox(name, self)
            box.setChecked(checked)
            layout.addWidget(box)
            self.boxes.append((key, box))
        ok_cancel = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok_cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def chosen(self) -> tuple[str, ...]:
        return tuple(key for key, box in self.boxes if box.isChecked())


class PreferencesDialog(QDialog):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Play preferences"))
        layout = QVBoxLayout(self)
        self.boxes: dict[str, QCheckBox] = {}
        labels = {
            "play/fastCombat": self.tr("Fast combat (do not wait for the Roll button)"),
            "play/handover": self.tr("Hotseat: show a hand-over screen when the other player decides"),
            "play/autosave": self.tr("Autosave after every step"),
            "play/confirmPass": self.tr("Ask before passing or ending an impulse with moves left"),
            "play/autoForced": self.tr("Make my decision for me when there is only one (no prompt, no "
                                       "hand-over)"),
            "play/autoRoutine": self.tr("Let the computer answer my routine reactions (losses the "
                                        "rules' order settles)"),
            "play/watchComputerDice": self.tr("Wait for the Roll button for the computer's dice too"),
        }
        for key in PREFS:
            box = QCheckBox(labels[key], self)
            box.setChecked(pref(settings, key))
            layout.addWidget(box)
            self.boxes[key] = box
        ok_cancel = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok_cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def accept(self) -> None:
        for key, box in self.boxes.items():
            self.settings.setValue(key, box.isChecked())
        self.settings.sync()
        super().accept()
