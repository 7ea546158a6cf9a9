"""The decision panel: every legal action of the player to decide, in the game's words
(`TableGame.describe_decision` through the window, else the action's `describe()`).

It is the fallback that never lets a decision block a player: whatever the board gestures do not
cover can be done here. Actions are grouped by kind (collapsible headers are overkill: a filter
box narrows long lists such as the Axis free set-up); double-click or "Do it" submits.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sandtable.core.protocol import Action
from sandtable.ui.play.counters import game_text

MAX_SHOWN = 600


class DecisionPanel(QWidget):
    chosen = Signal(object)  # the Action picked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText(self.tr("Filter (e.g. a zone number)"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._refill)
        layout.addWidget(self.filter)
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.itemDoubleClicked.connect(self._activate)
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.count_label = QLabel(self)
        row.addWidget(self.count_label, 1)
        self.do_button = QPushButton(self.tr("Do it"), self)
        self.do_button.clicked.connect(self._do_current)
        row.addWidget(self.do_button)
        layout.addLayout(row)
        self.actions: list[Action] = []
        self._texts: list[str] = []
        self._sort_key: Callable[[Action], object] | None = None

    def set_actions(self, actions: list[Action], heading: str = "",
                    describe: Callable[[Action], str] | None = None) -> None:
        """Show `actions`, each by `describe(action)` (worded once here, not at each filter key)."""
        self.actions = list(actions)
        self._texts = [describe(a) if describe else game_text(a.describe()) for a in self.actions]
        self.heading.setText(heading)
        self._refill()

    def _refill(self) -> None:
        self.list.clear()
        needle = self.filter.text().strip().lower()
        shown = 0
        # The filter matches what the list shows: the player's language.
        matching = [(a, t) for a, t in zip(self.actions, self._texts, strict=True)
                    if not needle or needle in t.lower()]
        for action, text in matching[:MAX_SHOWN]:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, action)
            item.setToolTip(text)  # the whole line when the panel is narrow; no internal kind
            self.list.addItem(item)
            shown += 1
        if matching:
            self.list.setCurrentRow(0)
        more = len(matching) - shown
        text = self.tr("%1 choices").replace("%1", str(len(matching)))
        if more > 0:
            text += " " + self.tr("(first %1 shown: filter to see others)").replace("%1", str(shown))
        self.count_label.setText(text if self.actions else self.tr("Nothing to decide now"))
        self.do_button.setEnabled(bool(matching))

    def first_action(self) -> Action | None:
        item = self.list.item(0)
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def _activate(self, item: QListWidgetItem) -> None:
        action = item.data(Qt.ItemDataRole.UserRole)
        if action is not None:
            self.chosen.emit(action)

    def _do_current(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self._activate(item)
