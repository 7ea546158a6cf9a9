"""`HexMapWindow`: the board editor's window for a printed hex map ("sandtable-hexmap" file).

The board editor opens a hex-map file here (`EditorWindow.open_board` hands it over). Same
architecture as the zone editor: the map is changed only by undoable commands
(`hexmap_commands`) on a QUndoStack, through mouse tools (`hexmap_tools`); the drawing
(`hexmap_scene`) is refreshed after every change, the map is validated after every change (the
owning game's checks, `board.hexmap_check`) and the problems are listed and outlined in red on
their hex or hexside; saving is atomic.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDockWidget,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QToolBar,
    QWidget,
)

from sandtable.board.hexmap import HexMap, HexMapError, load_hexmap, save_hexmap
from sandtable.board.hexmap_check import Vocabulary, vocabulary_for
from sandtable.editor import hexmap_tools as ht
from sandtable.editor.commands import Command
from sandtable.editor.editor_view import OverlayItem
from sandtable.editor.geometry import EditError
from sandtable.editor.hexmap_commands import make_set_layout
from sandtable.editor.hexmap_grid_dialog import MapGridDialog
from sandtable.editor.hexmap_scene import HexMapScene
from sandtable.editor.hexmap_words import MapWords, problem_text
from sandtable.editor.qt_commands import push_command
from sandtable.editor.tool_base import Mouse


def tr(text: str) -> str:
    return QCoreApplication.translate("HexMapWindow", text)


def tool_titles() -> dict[str, str]:
    return {"select": tr("Select hex"), "terrain": tr("Terrain brush"), "hexside": tr("Hexsides"),
            "exit": tr("Map-edge exits")}


class HexMapWindow(QMainWindow):
    def __init__(self, hexmap: HexMap, path: str | Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hexmap = hexmap
        self.path = Path(path) if path is not None else None
        self.vocabulary: Vocabulary = vocabulary_for(self.path, hexmap)
        # The owning game's words for its map ids (the editor names no game).
        self.words = MapWords.of(self.vocabulary.game_module)
        self.problems: list[str] = []
        self.selected: str | None = None
        self.undo_stack = QUndoStack(self)
        self.scene = HexMapScene(hexmap)
        self.view = ht.HexMapView(self.scene, self)
        self.overlay = OverlayItem(self)  # type: ignore[arg-type] - it only calls self.tool.paint
        self.overlay.setZValue(10)
        self.scene.addItem(self.overlay)
        self.setCentralWidget(self.view)
        self.tools = {cls.key: cls(self) for cls in ht.HEX_TOOL_CLASSES}
        self.tool: ht.HexTool = self.tools["select"]
        self._build_controls()
        self._build_docks()
        # Bound methods, not lambdas: Qt drops them with the window, so an undo stack emitting while
        # it is destroyed never calls into a window that is gone.
        self.undo_stack.indexChanged.connect(self._undo_index_changed)
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self.resize(1280, 800)
        self.set_tool("select")
        self.changed()

    @classmethod
    def open(cls, path: str | Path, parent: QWidget | None = None) -> HexMapWindow:
        """The window over a hex-map file; HexMapError (one sentence) if it cannot be read."""
        return cls(load_hexmap(path), path, parent)

    def tr_text(self, text: str) -> str:
        return QCoreApplication.translate("EditError", text)

    # ----- controls --------------------------------------------------------------------------
    def _build_controls(self) -> None:
        bar = QToolBar(tr("Hex map"), self)
        bar.setObjectName("hexmapTools")
        self.addToolBar(bar)
        self.act_save = bar.addAction(tr("Save"), self.save)
        self.act_save.setShortcut(QKeySequence.StandardKey.Save)
        self.act_undo = self.undo_stack.createUndoAction(self, tr("Undo"))
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_redo = self.undo_stack.createRedoAction(self, tr("Redo"))
        self.act_redo.setShortcut(QKeySequence.StandardKey.Redo)
        bar.addAction(self.act_undo)
        bar.addAction(self.act_redo)
        bar.addAction(tr("Fit"), self.view.fit_board)
        bar.addSeparator()
        group = QActionGroup(self)
        self.tool_actions: dict[str, QAction] = {}
        for key, title in tool_titles().items():
            act = bar.addAction(title, lambda k=key: self.set_tool(k))
            act.setCheckable(True)
            group.addAction(act)
            self.tool_actions[key] = act
        bar.addSeparator()
        vocab = self.vocabulary
        # The boxes show words in the windows' language; their item data are the map's ids.
        self.terrain_box = QComboBox()
        for map_id in vocab.terrains or ("plain",):
            self.terrain_box.addItem(self.words.word(map_id), map_id)
        self.terrain_box.setEditable(not vocab.terrains)
        self.kind_box = QComboBox()
        for map_id in vocab.hexside_kinds or ("river", "road"):
            self.kind_box.addItem(self.words.word(map_id), map_id)
        self.road_class = QComboBox()
        classes = getattr(vocab.game_module, "ROAD_CLASSES", None) or ("major", "minor")
        for map_id in classes:
            self.road_class.addItem(self.words.word(map_id), map_id)
        self.exit_road = QLineEdit()
        self.exit_road.setPlaceholderText(tr("road leaving the map"))
        for label, widget in ((tr("Terrain"), self.terrain_box), (tr("Hexside"), self.kind_box),
                              (tr("Road class"), self.road_class), (tr("Exit road"), self.exit_road)):
            bar.addWidget(QLabel(" " + label + " "))
            bar.addWidget(widget)

    def _build_docks(self) -> None:
        props = QWidget()
        form = QFormLayout(props)
        self.hex_label = QLabel("-")
        self.terrain_label = QLabel("-")
        self.names_edit = QLineEdit()
        self.names_edit.setPlaceholderText(tr("names, separated by ;"))
        self.features_edit = QLineEdit()
        self.features_edit.setPlaceholderText(tr("features, separated by commas"))
        self.names_edit.editingFinished.connect(self._apply_hex)
        self.features_edit.editingFinished.connect(self._apply_hex)
        form.addRow(tr("Hex"), self.hex_label)
        form.addRow(tr("Terrain"), self.terrain_label)
        form.addRow(tr("Names"), self.names_edit)
        form.addRow(tr("Features"), self.features_edit)
        if self.vocabulary.features:
            known = QLabel(self.words.words(self.vocabulary.features))
            known.setWordWrap(True)
            form.addRow(tr("Known features"), known)
        grid_button = QPushButton(tr("Map grid…"))
        grid_button.setToolTip(tr("Columns and rows (the hex numbers), hex size, where the map lies"))
        grid_button.clicked.connect(self.edit_grid)
        form.addRow(grid_button)
        dock = QDockWidget(tr("Hex"), self)
        dock.setObjectName("hexProps")
        dock.setWidget(props)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.problem_list = QListWidget()
        self.problem_list.setWordWrap(True)  # a long sentence (French, Italian) reads whole, no scrolling
        self.problem_list.itemActivated.connect(self._problem_clicked)
        self.problem_list.itemClicked.connect(self._problem_clicked)
        pdock = QDockWidget(tr("Validation"), self)
        pdock.setObjectName("hexProblems")
        pdock.setWidget(self.problem_list)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, pdock)

    # ----- state the tools read ---------------------------------------------------------------
    @staticmethod
    def _box_id(box: QComboBox) -> str:
        """The map id of a box's choice (its item data; a name typed in a free box as typed)."""
        index = box.findText(box.currentText())
        data = box.itemData(index) if index >= 0 else None
        return data if isinstance(data, str) else box.currentText()

    def current_terrain(self) -> str:
        return self._box_id(self.terrain_box)

    def current_hexside_kind(self) -> str:
        return self._box_id(self.kind_box)

    def current_hexside_props(self) -> dict[str, str | int | float | bool]:
        return {"class": self._box_id(self.road_class)} if self.current_hexside_kind() == "road" else {}

    def current_exit(self) -> tuple[str, str]:
        return self.exit_road.text(), self._box_id(self.road_class)

    def set_tool(self, key: str) -> None:
        self.tool.deactivate()
        self.tool = self.tools[key]
        self.tool.activate()
        self.tool_actions[key].setChecked(True)
        self.overlay_changed()

    # ----- edits -----------------------------------------------------------------------------
    def push_edit(self, make: Callable[[], Command] | Command) -> bool:
        """Make and apply a command; an edit that cannot be made is one sentence in the status bar."""
        try:
            command = make() if callable(make) and not isinstance(make, Command) else make
            push_command(self.undo_stack, command)  # type: ignore[arg-type]
        except EditError as exc:
            self.show_message(self.tr_text(str(exc)))
            return False
        return True

    def edit_grid(self) -> None:
        """The Map grid dialog; OK makes one undoable change of the grid."""
        dialog = MapGridDialog(self.hexmap.layout, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.push_edit(lambda: make_set_layout(self.hexmap, *dialog.values()))

    def changed(self) -> None:
        self.scene.relayout()
        self.scene.item.refresh()
        self.problems = self.vocabulary.problems(self.hexmap)
        self.scene.item.set_problems(self.problems)
        self.problem_list.clear()
        for message in self.problems:
            # The list in the windows' language; self.problems (and the red outlines) stay as the
            # checks wrote them, so a hex number is found in either.
            self.problem_list.addItem(QListWidgetItem(problem_text(message)))
        if not self.problems:
            self.problem_list.addItem(QListWidgetItem(tr("No problems.")))
        self.select_hex(self.selected)
        self._update_title()

    def _apply_hex(self) -> None:
        from sandtable.editor import hexmap_commands as hc

        label = self.selected
        if label is None:
            return
        cell = self.hexmap.hexes.get(label)
        names = self.names_edit.text()
        feats = " ".join(self.words.ids_of(self.features_edit.text(), self.vocabulary.features))
        if (cell is not None and "; ".join(cell.names) == names.strip()
                and " ".join(cell.features) == feats):
            return
        self.push_edit(lambda: hc.make_edit_hex(self.hexmap, label, names, feats))

    def select_hex(self, label: str | None) -> None:
        self.selected = label
        self.scene.item.selected = label
        self.scene.item.update()
        cell = self.hexmap.hexes.get(label) if label else None
        self.hex_label.setText(label or "-")
        self.terrain_label.setText(self.words.word(cell.terrain) if cell else "-")
        self.names_edit.setText("; ".join(cell.names) if cell else "")
        self.features_edit.setText(self.words.words(cell.features) if cell else "")

    def _problem_clicked(self, item: QListWidgetItem) -> None:
        found = re.search(r"\b(\d{4})\b", item.text())
        if found and found.group(1) in self.scene.item._polys:
            self.select_hex(found.group(1))
            self.view.centre_on_scene(self.scene.item.centre(found.group(1)))

    # ----- feedback --------------------------------------------------------------------------
    def overlay_changed(self) -> None:
        self.overlay.update()

    def show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def message(self) -> str:
        return self.statusBar().currentMessage()

    def show_position(self, m: Mouse) -> None:
        label = self.scene.hex_at(m.pos)
        if label is None:
            return
        cell = self.hexmap.hexes.get(label)
        text = (label if cell is None
                else f"{label}  {self.words.word(cell.terrain)}  {' / '.join(cell.names)}".rstrip())
        side = self.scene.side_at(m.pos)
        if side is not None:
            kinds = sorted(self.hexmap.hexsides.on(*side))
            if kinds:
                text += f"   {side[0]}-{side[1]}: {self.words.words(kinds)}"
        self.statusBar().showMessage(text)

    def _update_title(self) -> None:
        name = self.path.name if self.path is not None else self.hexmap.name
        self.setWindowTitle(tr("Hex map editor") + f" - {name}" + ("" if self.undo_stack.isClean() else " *"))

    # ----- files -----------------------------------------------------------------------------
    def save(self) -> bool:
        if self.path is None:
            return False
        if self.problems:
            answer = QMessageBox.question(
                self, tr("Save hex map"),
                tr("The map has problems (see Validation); save it anyway?"))
            if answer != QMessageBox.StandardButton.Yes:
                return False
        try:
            save_hexmap(self.hexmap, self.path)
        except (OSError, ValueError, HexMapError) as exc:
            QMessageBox.warning(self, tr("Cannot save hex map"), str(exc))
            return False
        self.undo_stack.setClean()
        self.show_message(tr("Saved %1").replace("%1", str(self.path)))
        return True

    def _undo_index_changed(self, _index: int) -> None:
        self.changed()

    def _clean_changed(self, _clean: bool) -> None:
        self._update_title()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.undo_stack.isClean():
            answer = QMessageBox.question(
                self, tr("Hex map editor"), tr("Discard the changes to this hex map?"))
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        event.accept()
