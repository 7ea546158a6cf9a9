"""The "Edit board" menu the main window gets from the editor (`install_editor_menu`).

The editor opens in its own window over a fresh copy of the board file, so the board the main
window shows is never changed under it; after a save of that same file the main window reloads
it. "Play on this board" is forwarded to the main window's `play_board(board, path)` when it has
one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QWidget

from sandtable.editor.editor_window import EditorWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("EditorMenu", text)


class EditorMenu(QMenu):
    """The menu; it keeps the editor windows it opened alive."""

    def __init__(self, main_window: Any) -> None:
        super().__init__(tr("Edit &board"), main_window)
        self.main_window = main_window
        self.windows: list[EditorWindow] = []
        self.act_edit = self.addAction(tr("&Edit this board"), self.edit_current)
        self.act_new = self.addAction(tr("&New board from coastline…"), self.new_board)
        self.act_open = self.addAction(tr("&Open a board in the editor…"), self.open_other)
        self.addSeparator()
        self.act_data = self.addAction(tr("Edit &game data…"), self.edit_game_data)
        self.aboutToShow.connect(self._update)

    def _update(self) -> None:
        self.act_edit.setEnabled(getattr(self.main_window, "board_path", None) is not None)

    def editor(self) -> EditorWindow:
        window = EditorWindow(settings=getattr(self.main_window, "settings", None))
        window.board_saved.connect(self._saved)
        play = getattr(self.main_window, "play_board", None)
        if callable(play):
            window.play_requested.connect(play)
        window.destroyed.connect(lambda _obj=None, w=window: self._forget(w))
        self.windows.append(window)
        window.show()
        return window

    def _forget(self, window: EditorWindow) -> None:
        if window in self.windows:
            self.windows.remove(window)

    def edit_current(self) -> EditorWindow | None:
        path = getattr(self.main_window, "board_path", None)
        if path is None:
            return None
        window = self.editor()
        window.open_board(path)
        return window

    def new_board(self) -> EditorWindow:
        window = self.editor()
        window.new_board_dialog()
        return window

    def open_other(self) -> EditorWindow:
        window = self.editor()
        window.choose_board()
        return window

    def edit_game_data(self) -> QWidget:
        """The games' charts and counter lists as grids (`table_data_window`)."""
        from sandtable.editor.table_data_window import open_game_data

        return open_game_data(self.main_window)

    def _saved(self, path: str) -> None:
        current = getattr(self.main_window, "board_path", None)
        reopen = getattr(self.main_window, "open_board", None)
        if current is not None and callable(reopen) and Path(current).resolve() == Path(path).resolve():
            reopen(path)


def install_editor_menu(main_window: QWidget) -> EditorMenu:
    """Add the "Edit board" menu to a QMainWindow's menu bar (before its Help menu if it has one)."""
    menu = EditorMenu(main_window)
    bar = main_window.menuBar()
    help_names = ("Help", QCoreApplication.translate("MainWindow", "&Help").replace("&", ""))
    help_action = next((a for a in bar.actions()
                        if a.menu() is not None and a.text().replace("&", "") in help_names), None)
    if help_action is not None:
        bar.insertMenu(help_action, menu)
    else:
        bar.addMenu(menu)
    return menu
