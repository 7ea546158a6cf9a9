"""`GameDataWindow`: the games' charts and counter lists as grids, typed in without JSON.

The files and their grids come from the games (`table_data.discover_data_files`: each game's
`data_files` module), so this window names no game. Every typed cell is one undoable change of
the file's document (a snapshot before and after, on one QUndoStack); after every change the
file is checked (each bad cell and the game's loader, one sentence per problem, listed in the
Problems dock and marked red in the grid with the sentence as its tip). Saving writes the file
atomically and is refused while a problem is listed. Values a row takes from a default (a
counter's type) are grey until typed over; clearing such a cell goes back to the default.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QCloseEvent, QColor, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QTableView,
    QTabWidget,
    QToolBar,
    QWidget,
)

from sandtable.core.jsonfile import FileProblem
from sandtable.editor.table_data import CellError, DataFile, discover_data_files
from sandtable.editor.table_data_words import CellWords
from sandtable.ui.i18n import game_words  # the game's own words through its text catalogue

_Index = QModelIndex | QPersistentModelIndex
_DEFAULT_INK = QBrush(QColor(128, 128, 128))
_PROBLEM_FILL = QBrush(QColor(255, 200, 200))


def tr(text: str) -> str:
    return QCoreApplication.translate("GameDataWindow", text)


class GridModel(QAbstractTableModel):
    """One table of the current document; edits go to the window as undoable changes."""

    def __init__(self, window: GameDataWindow, table: Any) -> None:
        super().__init__(window)
        self.window_ = window
        self.table = table
        self._headers: list[str] = table.headers(window.document)
        self._rows: list[str] = table.row_labels(window.document)

    def refresh(self) -> None:
        """Re-read the document: cells changed in place keep the view's editor and selection."""
        data = self.window_.document
        headers, rows = self.table.headers(data), self.table.row_labels(data)
        if headers == self._headers and rows == self._rows:
            if rows and headers:
                self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, len(headers) - 1))
            return
        self.beginResetModel()
        self._headers, self._rows = headers, rows
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation != Qt.Orientation.Horizontal:
            # Row ids read in the game's own words for them (its data_words hook), not through the
            # catalogue, whose "mountain" is the troops, not the terrain row.
            return self.window_.words.label(self._rows[section]) if 0 <= section < len(self._rows) else None
        return game_words(self._headers[section]) if 0 <= section < len(self._headers) else None

    def data(self, index: _Index, role: int = 0) -> Any:
        if not index.isValid():
            return None
        data, r, c = self.window_.document, index.row(), index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self.window_.words.show(self.table.cell(data, r, c))
        if role == Qt.ItemDataRole.ForegroundRole and self.table.is_default(data, r, c):
            return _DEFAULT_INK
        if role in (Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ToolTipRole):
            problem = self.table.cell_problem(data, r, c)
            if problem:
                return _PROBLEM_FILL if role == Qt.ItemDataRole.BackgroundRole else game_words(problem)
            if role == Qt.ItemDataRole.ToolTipRole and self.table.is_default(data, r, c):
                return tr("The default of its kind: type a value to replace it, clear it to go back.")
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        return super().flags(index) | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: _Index, value: Any, role: int = 2) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        r, c = index.row(), index.column()
        before = self.table.cell(self.window_.document, r, c)
        return self.window_.edit_cell(self.table, r, c, self.window_.words.typed(str(value), before))


class SetDocument(QUndoCommand):
    """One typed cell: the file's document before and after."""

    def __init__(self, window: GameDataWindow, file_index: int, before: Any, after: Any, text: str) -> None:
        super().__init__(text)
        self.window_ = window
        self.file_index = file_index
        self.before = before
        self.after = after

    def redo(self) -> None:
        self.window_.set_document(self.file_index, copy.deepcopy(self.after))

    def undo(self) -> None:
        self.window_.set_document(self.file_index, copy.deepcopy(self.before))


class GameDataWindow(QMainWindow):
    def __init__(self, files: list[DataFile] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.files = discover_data_files() if files is None else list(files)
        self._cell_words: dict[str, CellWords] = {}
        self.documents: list[Any] = []
        self.saved: list[Any] = []
        self.load_problems: list[str] = []
        for f in self.files:
            try:
                doc = f.load()
            except FileProblem as exc:
                self.load_problems.append(str(exc))
                doc = {}
            self.documents.append(doc)
            self.saved.append(copy.deepcopy(doc))
        self.current = 0
        self.problems: list[str] = []
        self.models: list[GridModel] = []
        self.undo_stack = QUndoStack(self)
        self.undo_stack.indexChanged.connect(self._stack_changed)
        self.setWindowTitle(tr("Game data"))
        self.resize(1100, 700)

        bar = QToolBar(tr("File"), self)
        bar.setObjectName("gameDataBar")
        self.addToolBar(bar)
        bar.addWidget(QLabel(tr("File: "), self))
        self.file_box = QComboBox(self)
        for f in self.files:
            self.file_box.addItem(f"{game_words(f.title)} ({f.path.name})")
        self.file_box.currentIndexChanged.connect(self.show_file)
        bar.addWidget(self.file_box)
        self.act_save = bar.addAction(tr("&Save"))
        self.act_save.setShortcut(QKeySequence.StandardKey.Save)
        self.act_save.triggered.connect(self._save_clicked)
        self.act_undo = self.undo_stack.createUndoAction(self, tr("&Undo"))
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_redo = self.undo_stack.createRedoAction(self, tr("&Redo"))
        self.act_redo.setShortcut(QKeySequence.StandardKey.Redo)
        bar.addAction(self.act_undo)
        bar.addAction(self.act_redo)
        file_menu = self.menuBar().addMenu(tr("&File"))
        file_menu.addAction(self.act_save)
        file_menu.addSeparator()
        file_menu.addAction(tr("&Close"), self.close)
        edit_menu = self.menuBar().addMenu(tr("&Edit"))
        edit_menu.addAction(self.act_undo)
        edit_menu.addAction(self.act_redo)

        self.tabs = QTabWidget(self)
        self.setCentralWidget(self.tabs)
        self.problem_list = QListWidget(self)
        dock = QDockWidget(tr("Problems"), self)
        dock.setObjectName("gameDataProblems")
        dock.setWidget(self.problem_list)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        if self.files:
            self.show_file(0)
        else:
            self.statusBar().showMessage(tr("No game declares data files to edit."))

    # ----- documents ------------------------------------------------------------------------
    @property
    def document(self) -> Any:
        return self.documents[self.current] if self.documents else {}

    @property
    def data_file(self) -> DataFile:
        return self.files[self.current]

    @property
    def words(self) -> CellWords:
        """The current file's game's words for its ids (asked of the game once per window)."""
        package = self.data_file.game_package if self.files else ""
        if package not in self._cell_words:
            self._cell_words[package] = CellWords.of(package)
        return self._cell_words[package]

    def show_file(self, index: int) -> None:
        """Show the grids of file `index` (one tab per table)."""
        if not 0 <= index < len(self.files):
            return
        self.current = index
        if self.file_box.currentIndex() != index:
            self.file_box.setCurrentIndex(index)
        tab = self.tabs.currentIndex()
        self.tabs.clear()
        self.models = []
        for table in self.files[index].tables:
            model = GridModel(self, table)
            view = QTableView(self.tabs)
            view.setModel(model)
            view.setAlternatingRowColors(True)
            view.resizeColumnsToContents()
            self.models.append(model)
            self.tabs.addTab(view, game_words(table.title))
        if 0 <= tab < self.tabs.count():
            self.tabs.setCurrentIndex(tab)
        self._check()

    def set_document(self, file_index: int, data: Any) -> None:
        """Replace a file's document (the undo commands' entry point) and redraw its grids."""
        self.documents[file_index] = data
        if file_index != self.current:
            self.show_file(file_index)
            return
        for model in self.models:
            model.refresh()
        self._check()

    def edit_cell(self, table: Any, row: int, column: int, text: str) -> bool:
        """The typed `text` into a cell of the current file, as one undoable change."""
        before = self.document
        if table.cell(before, row, column) == text.strip():
            return False
        after = copy.deepcopy(before)
        try:
            table.set_cell(after, row, column, text)
        except CellError as exc:
            self.statusBar().showMessage(str(exc), 8000)
            return False
        label = self.words.label(table.row_labels(before)[row])
        head = table.headers(before)[column]
        # The Undo menu names the cell as the tabs and the headers do (the game's words).
        title = tr("%1, %2, %3 = %4").replace("%1", game_words(table.title)).replace("%2", label) \
            .replace("%3", game_words(head)).replace("%4", self.words.show(text.strip()))
        self.undo_stack.push(SetDocument(self, self.current, copy.deepcopy(before), after, title))
        return True

    def is_dirty(self, file_index: int | None = None) -> bool:
        i = self.current if file_index is None else file_index
        return self.documents[i] != self.saved[i]

    def _check(self) -> None:
        self.problems = list(self.load_problems) + self.data_file.problems(self.document)
        self.problem_list.clear()
        self.problem_list.addItems([game_words(p) for p in self.problems])
        self.act_save.setEnabled(not self.problems)
        title = tr("Game data — %1").replace("%1", self.data_file.path.name)
        self.setWindowTitle(title + (" *" if self.is_dirty() else ""))

    def _stack_changed(self, _index: int) -> None:
        self._check()

    # ----- files ------------------------------------------------------------------------------
    def save(self, path: str | Path | None = None) -> bool:
        """Write the current file atomically; False (and the first problem shown) while any is listed."""
        self._check()
        if self.problems:
            self.statusBar().showMessage(tr("Not saved: %1").replace("%1", self.problems[0]), 10000)
            return False
        try:
            self.data_file.save(self.document, path)
        except (FileProblem, OSError) as exc:
            self.statusBar().showMessage(tr("Not saved: %1").replace("%1", str(exc)), 10000)
            return False
        self.saved[self.current] = copy.deepcopy(self.document)
        self.statusBar().showMessage(tr("Saved %1").replace("%1", str(path or self.data_file.path)), 5000)
        self._check()
        return True

    def _save_clicked(self, _checked: bool = False) -> None:
        self.save()

    def closeEvent(self, event: QCloseEvent) -> None:
        dirty = [f.path.name for i, f in enumerate(self.files) if self.is_dirty(i)]
        if dirty:
            answer = QMessageBox.question(
                self, tr("Game data"),
                tr("%1 has unsaved changes. Close without saving?").replace("%1", ", ".join(dirty)))
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        event.accept()


def open_game_data(parent: QWidget | None = None) -> GameDataWindow:
    """Open the game-data window (a window of its own, owned by `parent`, deleted when closed)."""
    window = GameDataWindow(parent=parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window
