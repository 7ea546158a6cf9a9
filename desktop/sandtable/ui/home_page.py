"""The page the application opens on: New game, Continue, Open and Edit a board in plain sight, with
the most recent games below. The main window owns the actions; this page only shows them.

"Continue" opens the newest of the shipped games' autosaves and the recently saved games, and says
which one (game, file, when) before it is clicked.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

MAX_SHOWN_RECENT = 6


def tr(text: str) -> str:
    return QCoreApplication.translate("HomePage", text)


@dataclass(frozen=True)
class SavedGame:
    path: Path
    label: str      # what the player reads: the file's name, or the game's title for an autosave
    stamp: float    # modification time

    def when(self) -> str:
        """The time in the interface's short date format."""
        moment = dt.datetime.fromtimestamp(self.stamp)
        return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def saved_games(settings: QSettings) -> list[SavedGame]:
    """The games a player may want to go back to, newest first: every shipped game's autosave and
    the recently saved or opened games that still exist."""
    try:
        from sandtable.core.registry import shipped_games, table_for
        from sandtable.core.saves import autosave_path
        from sandtable.ui.play.start_screen import recent_games
    except ModuleNotFoundError:  # a copy without the play window
        return []
    candidates = [(Path(autosave_path(game_id)),
                   tr("%1 (autosave)").replace("%1", table_for(game_id).title or game_id))
                  for game_id in shipped_games()]
    candidates += [(Path(p), Path(p).stem) for p in recent_games(settings)]
    seen: dict[str, SavedGame] = {}
    for path, label in candidates:
        try:
            if path.is_file():
                seen.setdefault(str(path.resolve()), SavedGame(path, label, path.stat().st_mtime))
        except OSError:
            continue
    return sorted(seen.values(), key=lambda game: -game.stamp)


class HomePage(QWidget):
    """Four large buttons and the recent games; `refresh()` re-reads the saves."""

    def __init__(self, settings: QSettings, *, new_game: Callable[[], object],
                 open_game: Callable[[Path], object], open_file: Callable[[], object],
                 edit_board: Callable[[], object] | None, show_map: Callable[[], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._open_game = open_game
        title = QLabel(tr("Sandtable"))
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        title.setFont(font)
        subtitle = QLabel(tr("Board wargames on your desk: play against a friend or the computer, "
                             "or make your own board."))
        subtitle.setWordWrap(True)
        self.new_button = self._big_button(tr("New game"), tr("Choose a game, its scenario and the players"))
        self.continue_button = self._big_button(tr("Continue"), "")
        self.open_button = self._big_button(tr("Open…"), tr("A saved game or a board file"))
        self.edit_button = self._big_button(tr("Edit a board"),
                                            tr("Draw zones, hexes and symbols, or correct a board"))
        self.map_button = QPushButton(tr("Look at the map"))
        self.map_button.setFlat(True)
        self.new_button.clicked.connect(new_game)
        self.continue_button.clicked.connect(self._continue)
        self.open_button.clicked.connect(open_file)
        self.map_button.clicked.connect(show_map)
        if edit_board is None:
            self.edit_button.setEnabled(False)
            self.edit_button.setToolTip(tr("This copy has no board editor."))
        else:
            self.edit_button.clicked.connect(edit_board)
        grid = QGridLayout()
        grid.setSpacing(14)
        grid.addWidget(self.new_button, 0, 0)
        grid.addWidget(self.continue_button, 0, 1)
        grid.addWidget(self.open_button, 1, 0)
        grid.addWidget(self.edit_button, 1, 1)
        self.recent = QListWidget()
        self.recent.setMaximumHeight(170)
        self.recent.itemActivated.connect(self._open_item)
        self.recent.itemClicked.connect(self._open_item)
        panel = QFrame()
        panel.setMaximumWidth(760)
        inner = QVBoxLayout(panel)
        inner.addWidget(title)
        inner.addWidget(subtitle)
        inner.addSpacing(12)
        inner.addLayout(grid)
        inner.addSpacing(12)
        inner.addWidget(QLabel(tr("Recent games")))
        inner.addWidget(self.recent)
        inner.addWidget(self.map_button, 0, Qt.AlignmentFlag.AlignLeft)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(panel, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(2)
        self._latest: SavedGame | None = None
        self.refresh()

    @staticmethod
    def _big_button(text: str, detail: str) -> QPushButton:
        button = QPushButton(f"{text}\n{detail}" if detail else text)
        button.setMinimumHeight(72)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        font = QFont(button.font())
        font.setPointSizeF(font.pointSizeF() * 1.15)
        button.setFont(font)
        return button

    def refresh(self) -> None:
        games = saved_games(self.settings)
        self._latest = games[0] if games else None
        if self._latest is None:
            self.continue_button.setText(tr("Continue") + "\n" + tr("No game played yet"))
            self.continue_button.setEnabled(False)
        else:
            latest = tr("%1, %2").replace("%1", self._latest.label).replace("%2", self._latest.when())
            self.continue_button.setText(tr("Continue") + "\n" + latest)
            self.continue_button.setEnabled(True)
        self.recent.clear()
        for game in games[:MAX_SHOWN_RECENT]:
            item = QListWidgetItem(f"{game.label}   —   {game.when()}")
            item.setToolTip(str(game.path))
            item.setData(Qt.ItemDataRole.UserRole, str(game.path))
            self.recent.addItem(item)
        if not games:
            item = QListWidgetItem(tr("(none yet)"))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent.addItem(item)

    def _continue(self) -> None:
        if self._latest is not None:
            self._open_game(self._latest.path)

    def _open_item(self, item: QListWidgetItem) -> None:
        path = item.data(Qt.ItemDataRole.UserRole)
        if path:
            self._open_game(Path(path))
