"""The main window: opens a board file and shows it, with menus, recent files and a status bar.

Preferences (last folder, recent files, window geometry) live in QSettings; a caller (the tests)
may hand in its own QSettings so nothing touches the user's. The play window (Game menu, saved
games given as the file to open) and the editor ("Edit board" menu) plug in through their own
hooks when those packages are present.
"""

from __future__ import annotations

import traceback
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QLabel, QMainWindow, QMessageBox, QStackedWidget, QWidget

from sandtable import __version__
from sandtable.core.jsonfile import display_name
from sandtable.resources import shipped_board
from sandtable.ui.app import app_settings
from sandtable.ui.board_scene import BoardScene
from sandtable.ui.board_view import BoardView
from sandtable.ui.home_page import HomePage
from sandtable.ui.symbols import ordered_symbols, symbol_label

MAX_RECENT = 8


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else app_settings()
        self.board: Any = None
        self.board_path: Path | None = None
        self.scene = BoardScene(self)
        self.view = BoardView(self.scene, self)
        # The home page (new game, continue, open, edit a board) and the map share the window.
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.view)
        self.setCentralWidget(self.pages)
        self.view.setFocus()  # so +/-/0 work as soon as the window is active
        self._zone_label = QLabel(self)
        self._zoom_label = QLabel(self)
        self.statusBar().addWidget(self._zone_label, 1)
        self.statusBar().addPermanentWidget(self._zoom_label)
        self.view.zone_hovered.connect(self._show_zone)
        self.view.scale_changed.connect(self._show_zoom)
        self.play_windows: list[QWidget] = []
        self._build_actions()
        self._build_menus()
        self.editor_menu = self._install_editor_menu()
        self.home = HomePage(self.settings, new_game=self.new_game, open_game=self.open_board,
                             open_file=self.choose_board,
                             edit_board=self._edit_board if self.editor_menu is not None else None,
                             show_map=self.show_map, parent=self)
        self.pages.addWidget(self.home)
        self._update_title()
        self._default_size()
        self._restored = False
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray | bytes) and geometry:
            self._restored = self.restoreGeometry(QByteArray(geometry))

    def show_initially(self) -> None:
        """Show the window: as last time, else maximized on a small screen (e.g. 1366x768)."""
        screen = self.screen()
        if not self._restored and screen is not None:
            avail = screen.availableGeometry()
            if avail.width() <= 1440 or avail.height() <= 900:
                # Without a window manager "maximized" is only a hint, so take the room explicitly.
                self.setGeometry(avail)
                self.showMaximized()
                return
        self.show()

    def _default_size(self) -> None:
        screen = self.screen()
        if screen is None:
            self.resize(1280, 720)
            return
        avail = screen.availableGeometry()
        self.resize(min(1280, int(avail.width() * 0.92)), min(800, int(avail.height() * 0.9)))

    # -- actions and menus --------------------------------------------------------------------------
    def _build_actions(self) -> None:
        self.act_open = QAction(self.tr("&Open board…"), self)
        self.act_open.setShortcut(QKeySequence.StandardKey.Open)
        self.act_open.triggered.connect(self.choose_board)
        self.act_quit = QAction(self.tr("&Quit"), self)
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.act_quit.triggered.connect(self.close)
        self.act_zoom_in = QAction(self.tr("Zoom &in"), self)
        self.act_zoom_in.setShortcuts([QKeySequence.StandardKey.ZoomIn, QKeySequence("Ctrl+=")])
        self.act_zoom_in.triggered.connect(self.view.zoom_in)
        self.act_zoom_out = QAction(self.tr("Zoom &out"), self)
        self.act_zoom_out.setShortcut(QKeySequence.StandardKey.ZoomOut)
        self.act_zoom_out.triggered.connect(self.view.zoom_out)
        self.act_fit = QAction(self.tr("&Fit to window"), self)
        self.act_fit.setShortcut(QKeySequence("Ctrl+0"))
        self.act_fit.triggered.connect(self.view.fit_board)
        self.act_about = QAction(self.tr("&About Sandtable"), self)
        self.act_about.triggered.connect(self.show_about)
        self.act_rules = QAction(self.tr("&Rules reference"), self)
        self.act_rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.act_rules.triggered.connect(self.open_rules)
        self.act_home = QAction(self.tr("&Home"), self)
        self.act_home.setShortcut(QKeySequence("Ctrl+Home"))
        self.act_home.triggered.connect(self.show_home)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.addAction(self.act_home)
        file_menu.addAction(self.act_open)
        self.recent_menu = file_menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self._fill_recent_menu()
        file_menu.addSeparator()
        file_menu.addAction(self.act_quit)
        view_menu = bar.addMenu(self.tr("&View"))
        view_menu.addAction(self.act_zoom_in)
        view_menu.addAction(self.act_zoom_out)
        view_menu.addAction(self.act_fit)
        view_menu.addSeparator()
        self.language_menu = view_menu.addMenu(self.tr("&Language"))
        self._build_language_menu()
        if _play_available():
            game_menu = bar.addMenu(self.tr("&Game"))
            self.act_new_game = game_menu.addAction(self.tr("&New game…"), self.new_game)
            self.act_new_game.setShortcut(QKeySequence.StandardKey.New)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.act_rules)
        help_menu.addSeparator()
        help_menu.addAction(self.act_about)

    def _install_editor_menu(self) -> Any:
        try:
            from sandtable.editor.menu import install_editor_menu
        except ModuleNotFoundError as exc:
            if exc.name is not None and "sandtable.editor".startswith(exc.name):
                return None
            raise
        return install_editor_menu(self)

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.recent_files()
        for path in files:
            action = self.recent_menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.setStatusTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_board(p))
            # A board moved or deleted since stays listed (it may be on a drive not mounted now).
            action.setEnabled(Path(path).is_file())
        if not files:
            empty = self.recent_menu.addAction(self.tr("(no recent boards)"))
            empty.setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("Clear list"), self._clear_recent)

    def _build_language_menu(self) -> None:
        from sandtable.ui.i18n import available_languages, preferred_language

        group = QActionGroup(self)
        group.setExclusive(True)
        current = preferred_language(self.settings)
        self.language_actions: dict[str, QAction] = {}
        choices = {"": self.tr("System")} | available_languages()
        for code, name in choices.items():
            action = self.language_menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.triggered.connect(lambda _checked=False, c=code: self.choose_language(c))
            group.addAction(action)
            self.language_actions[code] = action
        if current not in self.language_actions:  # a language this copy no longer ships
            self.language_actions[""].setChecked(True)

    def choose_language(self, code: str) -> None:
        """Store the language preference ("" = the system's); it takes effect at the next start."""
        from sandtable.ui.i18n import preferred_language, set_preferred_language

        if code == preferred_language(self.settings):
            return
        set_preferred_language(self.settings, code)
        if code in self.language_actions:
            self.language_actions[code].setChecked(True)
        QMessageBox.information(self, self.tr("Language"),
                                self.tr("The new language will be used the next time Sandtable starts."))

    # -- preferences --------------------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        value = self.settings.value("recentFiles", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in (value or []) if v]

    def _remember(self, path: Path) -> None:
        text = str(path)
        files = [text] + [f for f in self.recent_files() if f != text]
        self.settings.setValue("recentFiles", files[:MAX_RECENT])
        self.settings.setValue("lastDirectory", str(path.parent))

    def _clear_recent(self) -> None:
        self.settings.setValue("recentFiles", [])

    def last_directory(self) -> str:
        value = self.settings.value("lastDirectory", "")
        if value and Path(str(value)).is_dir():
            return str(value)
        shipped = shipped_board()
        return str(shipped.parent.parent) if shipped is not None else str(Path.home())

    # -- pages --------------------------------------------------------------------------------------
    def show_home(self) -> None:
        """The home page, with the saves read again (a game may have been saved meanwhile)."""
        self.home.refresh()
        self.pages.setCurrentWidget(self.home)

    def show_map(self) -> None:
        self.pages.setCurrentWidget(self.view)
        self.view.setFocus()

    def _edit_board(self) -> Any:
        """The editor on the board shown, else on a board chosen from a file."""
        menu = self.editor_menu
        return menu.edit_current() if self.board_path is not None else menu.open_other()

    # -- opening ------------------------------------------------------------------------------------
    def choose_board(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open board"), self.last_directory(),
            self.tr("Boards (*.geojson *.json);;All files (*)"))
        if path:
            self.open_board(path)

    def open_default_board(self) -> bool:
        """Open the first shipped game's board if this build has one."""
        path = shipped_board()
        if path is None:
            self.statusBar().showMessage(self.tr("No board open: use File > Open board…"))
            return False
        return self.open_board(path)

    def open_board(self, path: str | Path) -> bool:
        """Load and show a board; a bad file gets a message box and leaves the current board."""
        from sandtable.board import load_board
        from sandtable.core.jsonfile import FileProblem

        path = Path(path)
        if _is_saved_game(path):
            return self.open_saved_game(path)
        try:
            board = load_board(path)
        except (FileProblem, OSError, ValueError) as exc:
            QMessageBox.warning(self, self.tr("Cannot open board"),
                                self.tr("%1 could not be opened.\n\n%2").replace("%1", display_name(path))
                                .replace("%2", str(exc)))
            return False
        previous = (self.board, self.board_path)
        try:
            self.set_board(board, path)
        except Exception as exc:  # a shape the drawing code cannot handle must not end the session
            traceback.print_exc()
            self.set_board(*previous)
            QMessageBox.warning(self, self.tr("Cannot show board"),
                                self.tr("%1 was read but could not be drawn (%2). Check it with "
                                        "`sandtable validate`.").replace("%1", display_name(path))
                                .replace("%2", type(exc).__name__))
            return False
        self._remember(path.resolve())
        self.show_map()
        return True

    # -- games (the play window's hooks) ------------------------------------------------------------
    def new_game(self) -> Any:
        """The play window's start screen (new game, continue, open a save); returns the window."""
        from sandtable.ui.play.launch import open_play

        window = open_play(self.settings, self)
        if window is not None:
            self.play_windows.append(window)
        return window

    def play_board(self, board: Any, path: str | Path | None = None) -> Any:
        """The editor's "Play on this board": a game that fits `board` (the record carries it).
        Returns the play window, or None when the board is refused or the start screen cancelled."""
        if not _play_available():
            QMessageBox.warning(self, self.tr("Cannot play"), self.tr("This copy has no play window."))
            return None
        from sandtable.ui.play.board_game import open_play_on_board

        window = open_play_on_board(board, path, self.settings, self)
        if window is not None:
            self.play_windows.append(window)
        return window

    def open_saved_game(self, path: Path) -> bool:
        if not _play_available():
            QMessageBox.warning(self, self.tr("Cannot open the game"),
                                self.tr("%1 is a saved game, and this copy has no play window.")
                                .replace("%1", display_name(path)))
            return False
        from sandtable.ui.play.play_window import PlayWindow
        from sandtable.ui.play.start_screen import open_saved, remember_game, seats_from_meta

        session = open_saved(path, self)
        if session is None:
            return False
        remember_game(self.settings, path)
        window = PlayWindow(self.settings, self)
        window.show()
        seats = seats_from_meta(session.meta, session.game.num_players, session.record.seed)
        window.start(session, seats, path)
        self.play_windows.append(window)
        return True

    def set_board(self, board: Any, path: Path | None = None) -> None:
        self.board = board
        self.board_path = path
        self.scene.set_board(board)
        self.view.fit_board()
        self._update_title()
        self._show_zone(None)

    def _update_title(self) -> None:
        name = getattr(self.board, "name", "") or (self.board_path.stem if self.board_path else "")
        self.setWindowTitle(f"{name} — Sandtable" if name else "Sandtable")

    # -- status bar ---------------------------------------------------------------------------------
    def zone_description(self, zone_id: str | None) -> str:
        if zone_id is None or self.board is None:
            return ""
        zone = self.board.zones[zone_id]
        text = self.scene.zone_name(zone_id)
        symbols = [symbol_label(s) for s in ordered_symbols(zone.symbols)]
        if zone.kind == "land" and self.board_is_coastal(zone_id):
            symbols.append(self.tr("coastal"))
        if symbols:
            text += " — " + ", ".join(symbols)
        return text

    def board_is_coastal(self, zone_id: str) -> bool:
        check = getattr(self.board, "is_coastal", None)
        return bool(check(zone_id)) if check is not None else False

    def _show_zone(self, zone_id: str | None) -> None:
        text = self.zone_description(zone_id)
        if not text and self.board is not None:
            text = self.tr("Wheel: zoom · drag: pan · +/−: zoom · 0: fit")
        self._zone_label.setText(text)

    def _show_zoom(self, scale: float) -> None:
        fit = self.view.fit_scale()
        percent = round(100 * scale / fit) if fit > 0 else 100
        self._zoom_label.setText(self.tr("Zoom %1%").replace("%1", str(percent)))

    # -- help ---------------------------------------------------------------------------------------
    def show_about(self) -> None:
        QMessageBox.about(
            self, self.tr("About Sandtable"),
            self.tr("<b>Sandtable %1</b><p>A desktop wargame table: vector boards, enforced rules, "
                    "hotseat and computer play, a board editor.</p>").replace("%1", __version__))

    def open_rules(self) -> bool:
        """Every game's rules notes in the rules window (F1), searchable."""
        from sandtable.ui.rules_viewer import show_rules

        if show_rules(self) is None:
            QMessageBox.information(self, self.tr("Rules reference"),
                                    self.tr("The rules notes are not installed with this copy."))
            return False
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.sync()
        super().closeEvent(event)


def _play_available() -> bool:
    import importlib.util

    try:
        return importlib.util.find_spec("sandtable.ui.play.launch") is not None
    except ModuleNotFoundError:
        return False


def _is_saved_game(path: Path) -> bool:
    """A Sandtable save (not a board): only .json files are looked into; errors mean "no"."""
    if path.suffix.lower() != ".json" or not path.is_file():
        return False
    from sandtable.core.jsonfile import FileProblem, read_json_file

    try:
        data = read_json_file(path)
    except (FileProblem, OSError):
        return False
    # A bare game record (what `sandtable replay` also takes) opens as a game too.
    return isinstance(data, dict) and (data.get("format") == "sandtable-save"
                                       or {"game", "actions"} <= data.keys())
