"""The game log (every decision, every roll with its label and faces) and per-side dice statistics:
dice rolled, average face, and for rolls with a known hit number the expected and actual hits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sandtable.core.session import LogEntry
from sandtable.ui.play.controller import RollRecord
from sandtable.ui.play.counters import game_text
from sandtable.ui.play.odds_panel import number

DIE_FACES = "⚀⚁⚂⚃⚄⚅"


@dataclass
class SideDice:
    dice: int = 0
    total: int = 0
    expected_hits: float = 0.0
    hits: int = 0
    counted_rolls: int = 0
    faces: list[int] = field(default_factory=lambda: [0] * 6)

    @property
    def mean(self) -> float | None:
        return self.total / self.dice if self.dice else None


def dice_stats(rolls: list[RollRecord], sides: int = 2) -> list[SideDice]:
    """Per side. A roll of one die each (1943-45's initiative) gives its first die to the first side,
    its second to the second, ...; other rolls count for the side the game says they are."""
    stats = [SideDice() for _ in range(sides)]
    for roll in rolls:
        if roll.one_die_each and len(roll.faces) == sides:
            per_side = [(i, (face,)) for i, face in enumerate(roll.faces)]
        elif roll.side is not None and 0 <= roll.side < sides:
            per_side = [(roll.side, roll.faces)]
        else:
            continue
        for side, faces in per_side:
            s = stats[side]
            for f in faces:
                if 1 <= f <= 6:
                    s.dice += 1
                    s.total += f
                    s.faces[f - 1] += 1
        if roll.side is not None and 0 <= roll.side < sides and roll.expected_hits is not None \
                and roll.hits is not None:
            s = stats[roll.side]
            s.expected_hits += roll.expected_hits
            s.hits += roll.hits
            s.counted_rolls += 1
    return stats


def faces_text(faces: tuple[int, ...]) -> str:
    return " ".join(f"{DIE_FACES[f - 1]}{f}" if 1 <= f <= 6 else str(f) for f in faces)


class LogPanel(QWidget):
    """The log; a click on a decision or roll asks to see the board after it (`step_chosen`)."""

    step_chosen = Signal(int)  # the record length after the clicked line

    def __init__(self, player_names: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player_names = player_names
        # A logged decision's or roll's text in the player's words (the window sets the game's).
        self.describe: Callable[[str], str] = game_text
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.history_label = QLabel(self)
        self.history_label.setWordWrap(True)
        self.history_label.setStyleSheet("background: #fff3c4; padding: 4px;")
        self.back_button = QPushButton(self.tr("Back to the game"), self)
        layout.addWidget(self.history_label)
        layout.addWidget(self.back_button)
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setToolTip(self.tr("Click a line to see the board as it was then"))
        self.list.itemClicked.connect(self._chosen)
        layout.addWidget(self.list, 3)
        self.show_history_banner(None)
        title = QLabel(self.tr("Dice statistics"), self)
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        self.table = QTableWidget(2, 4, self)
        self.table.setHorizontalHeaderLabels([self.tr("Dice"), self.tr("Avg face"), self.tr("Exp. hits"),
                                              self.tr("Hits")])
        self.table.horizontalHeaderItem(2).setToolTip(self.tr("Hits expected from the dice rolled at their "
                                                              "hit numbers"))
        self.set_sides(player_names)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table)
        self._shown = 0
        self._rolls_shown = -1
        # The game's own notes (`TableGame.notes`: "order card 8: Allies Move"), by the log entry they
        # followed (0: before the first decision).
        self._notes_after: dict[int, list[str]] = {}
        self._notes_seen = 0

    def set_sides(self, player_names: tuple[str, ...]) -> None:
        """One row of dice statistics per side, named as the game names them."""
        self.player_names = tuple(player_names)
        self.table.setRowCount(len(self.player_names))
        self.table.setVerticalHeaderLabels(list(self.player_names))
        self.table.setMaximumHeight(30 + 28 * max(1, len(self.player_names)))
        self.list.clear()
        self._shown = 0
        self._rolls_shown = -1
        self._notes_after = {}
        self._notes_seen = 0

    def show_history_banner(self, step: int | None) -> None:
        """Say that the board shows the past (after `step`), or hide the banner (None)."""
        self.history_label.setVisible(step is not None)
        self.back_button.setVisible(step is not None)
        if step is not None:
            text = self.tr("The board shows the game after step %1.")
            self.history_label.setText(text.replace("%1", str(step)))
            for row in range(self.list.count()):
                item = self.list.item(row)
                if item.data(Qt.ItemDataRole.UserRole) == step:
                    self.list.setCurrentItem(item)
                    self.list.scrollToItem(item)
                    break
        else:
            self.list.clearSelection()

    def _chosen(self, item: QListWidgetItem) -> None:
        step = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(step, int):
            self.step_chosen.emit(step)

    def _add_notes(self, texts: Sequence[str]) -> None:
        for text in texts:
            item = QListWidgetItem(f"   {game_text(text)}")
            font = QFont(item.font())
            font.setItalic(True)
            item.setFont(font)
            item.setForeground(QColor("#1d3c5e"))
            self.list.addItem(item)

    def refresh(self, log: list[LogEntry], rolls: list[RollRecord], notes: Sequence[str] = ()) -> None:
        if len(log) < self._shown:
            self.list.clear()
            self._shown = 0
            self._notes_after = {i: n for i, n in self._notes_after.items() if i <= len(log)}
            self._notes_seen = len(notes)
        if len(log) == self._shown and len(rolls) == self._rolls_shown and len(notes) == self._notes_seen:
            return  # nothing new: scrolling and the statistics cost more than the whole check
        fresh = list(notes[self._notes_seen:])
        self._notes_seen = len(notes)
        shown_before = self._shown
        if fresh:
            self._notes_after.setdefault(len(log), []).extend(fresh)
        if self._shown == 0:
            self._add_notes(self._notes_after.get(0, ()))
        faces = {r.index: r.faces for r in rolls}
        # Outside the f-strings, where lupdate cannot see them; "%1. %2: %3" so that French
        # puts its space before the colon.
        roll_line = self.tr("%1. Roll — %2")
        move_line = self.tr("%1. %2: %3")
        for entry in log[self._shown:]:
            named = 0 <= entry.player < len(self.player_names)
            who = game_text(self.player_names[entry.player]) if named else ""
            if entry.is_chance:
                shown = faces.get(entry.index)
                text = roll_line.replace("%2", self.describe(entry.text)).replace("%1", str(entry.index))
                if shown:
                    text += f"   [{faces_text(shown)}]"
                item = QListWidgetItem(text)
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
                item.setForeground(QColor("#7a3b00"))
            else:
                item = QListWidgetItem(move_line.replace("%3", self.describe(entry.text))
                                       .replace("%2", who).replace("%1", str(entry.index)))
            item.setData(Qt.ItemDataRole.UserRole, entry.index)
            self.list.addItem(item)
            self._add_notes(self._notes_after.get(entry.index, ()))
        if fresh and shown_before and len(log) == shown_before:  # notes after an entry already shown
            self._add_notes(fresh)
        self._shown = len(log)
        self._rolls_shown = len(rolls)
        self.list.scrollToBottom()
        self._fill_stats(dice_stats(rolls, len(self.player_names)))

    def _fill_stats(self, stats: list[SideDice]) -> None:
        for row, s in enumerate(stats):
            # Decimals as the windows' language writes them ("3,25" in French and Italian).
            mean = number(s.mean, 2) if s.mean is not None else "—"
            expected = number(s.expected_hits, 1) if s.counted_rolls else "—"
            actual = str(s.hits) if s.counted_rolls else "—"
            for col, text in enumerate((str(s.dice), mean, expected, actual)):
                self.table.setItem(row, col, QTableWidgetItem(text))
