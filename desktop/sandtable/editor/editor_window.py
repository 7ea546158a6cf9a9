"""The board editor window: a BoardScene mirroring the board, mouse tools, panels, undo, files.

Every edit is a command pushed on `undo_stack` (`push_edit`); the board announces the change
and the window rebuilds the scene from the model on the next turn of the event loop (`sync_now`
does it at once), so what is drawn is always what the model holds. The window never edits the
board except through commands. Its view, overlay and adjacency items are in editor_view.py, its
actions, menus, toolbars and docks are built by editor_actions.py.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QMetaMethod,
    QPointF,
    QSettings,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QWidget,
)
from shapely.geometry import Point
from shapely.ops import nearest_points

from sandtable.board import Board, BoardChange, BoardProblem, load_board, save_board, validate_board
from sandtable.editor import commands as cmd
from sandtable.editor import edits
from sandtable.editor import tools as tl
from sandtable.editor.dialogs import NewBoardDialog
from sandtable.editor.editor_actions import (
    TOOL_SHORTCUTS,
    build_actions,
    build_menus_and_toolbars,
    build_panels,
    tool_title,
)
from sandtable.editor.editor_hexgrids import HexGridMixin
from sandtable.editor.editor_view import (
    BORDER_LINK,
    CUT,
    PROBLEM,
    SEA_LINK,
    AdjacencyItem,
    EditorView,
    OverlayItem,
    SceneBoard,
)
from sandtable.editor.geometry import EditError, Snapper
from sandtable.editor.land import BBox, board_land, load_land
from sandtable.editor.land import new_board as make_new_board
from sandtable.editor.panels import PropertiesPanel, RulersPanel, ValidationPanel
from sandtable.editor.qt_commands import push_command
from sandtable.editor.scenario_fit import scenario_fit
from sandtable.ui.board_scene import BoardScene, Layer
from sandtable.ui.symbols import SYMBOL_ORDER

# The window's names from before its view and actions moved out stay importable from here.
__all__ = ["EditorWindow", "tr", "VALIDATE_DELAY_MS", "tool_title", "TOOL_SHORTCUTS", "PROBLEM",
           "BORDER_LINK", "SEA_LINK", "CUT", "OverlayItem", "AdjacencyItem", "SceneBoard", "EditorView"]

VALIDATE_DELAY_MS = 250


def tr(text: str) -> str:
    return QCoreApplication.translate("EditorWindow", text)


class EditorWindow(HexGridMixin, QMainWindow):
    """The board editor; `play_requested(board, path)` asks the play window to open this board."""

    play_requested = Signal(object, object)
    board_saved = Signal(str)

    # Built by editor_actions (build_actions, build_panels, build_menus_and_toolbars).
    act_new: QAction
    act_open: QAction
    act_save: QAction
    act_save_as: QAction
    act_play: QAction
    act_close: QAction
    act_undo: QAction
    act_redo: QAction
    act_delete_zone: QAction
    act_hex_grid: QAction
    act_remove_grids: QAction
    act_adjacency: QAction
    act_fit: QAction
    tool_group: QActionGroup
    tool_actions: dict[str, QAction]
    properties: PropertiesPanel
    rulers_panel: RulersPanel
    validation: ValidationPanel
    docks: dict[str, QDockWidget]
    symbol_group: QActionGroup
    symbol_actions: dict[str, QAction]
    terrain: QComboBox

    def __init__(self, board: Board | None = None, path: str | Path | None = None, *,
                 land: Any = None, settings: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else QSettings()
        self.board: Board | None = None
        self.path: Path | None = None
        self.land: Any = None
        self.selected: str | None = None
        self.problem_zones: set[str] = set()
        self.problems: list[BoardProblem] = []
        self._fit: tuple[Board | None, tuple[bool, str]] | None = None  # see _scenario_fit
        self.current_symbol = SYMBOL_ORDER[0]
        self.brush_value = "mountain"
        self.show_adjacency = True
        self.play_hook: Callable[[Board, Path | None], None] | None = None
        # Asked before saving a board with errors; tests replace it to answer without a dialog.
        self.confirm_invalid_save: Callable[[list[BoardProblem]], bool] = self._ask_save_invalid
        self.confirm_discard: Callable[[], bool] = self._ask_discard
        self._snapper: Snapper | None = None
        self._fitted_once = False
        self._overlay: OverlayItem | None = None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self.scene = BoardScene(self)
        self.scene.localized_names = False  # the editor shows and edits the names as stored
        self.view = EditorView(self.scene, self)
        self.setCentralWidget(self.view)
        self.tools: dict[str, tl.Tool] = {cls.key: cls(self) for cls in tl.TOOL_CLASSES}
        self.tool: tl.Tool = self.tools["select"]
        self._sync_timer = QTimer(self)
        self._sync_timer.setSingleShot(True)
        self._sync_timer.setInterval(0)
        self._sync_timer.timeout.connect(self.sync_now)
        self._validate_timer = QTimer(self)
        self._validate_timer.setSingleShot(True)
        self._validate_timer.setInterval(VALIDATE_DELAY_MS)
        self._validate_timer.timeout.connect(self.validate_now)
        self._message = QLabel()
        self._where = QLabel()
        self.statusBar().addWidget(self._message, 1)
        self.statusBar().addPermanentWidget(self._where)
        self.view.scale_changed.connect(self._scale_changed)
        build_actions(self)
        build_panels(self)
        build_menus_and_toolbars(self)
        self.resize(1366, 768)
        self.set_tool("select")
        if board is not None:
            self.set_board(board, path, land=land)
        else:
            self._update_title()
            self._update_actions()


    # -- board --------------------------------------------------------------------------------------
    def set_board(self, board: Board | None, path: str | Path | None = None, *, land: Any = None) -> None:
        """Edit `board` (a new document: the undo history starts afresh)."""
        if self.board is not None:
            with contextlib.suppress(ValueError):
                self.board.listeners.remove(self._on_change)
        self.undo_stack.clear()
        self.board = board
        self.path = Path(path) if path is not None else None
        self.land = land if land is not None else (board_land(board) if board is not None else None)
        self.selected = None
        self.problem_zones = set()
        self._snapper = None
        self._fitted_once = False
        for tool in self.tools.values():
            tool.reset()
        if board is not None:
            board.listeners.append(self._on_change)
        self.sync_now()
        self.validate_now()
        self.undo_stack.setClean()
        self._update_title()

    def _on_change(self, change: BoardChange) -> None:
        self._snapper = None
        self._fit = None
        if change.what == "zone-removed" and self.selected in change.ids:
            self.selected = None
        if change.what == "zone-renamed" and self.selected == change.ids[0]:
            self.selected = change.ids[1]
        self._sync_timer.start()
        self._validate_timer.start()

    def snapper(self) -> Snapper:
        if self._snapper is None:
            assert self.board is not None
            self._snapper = Snapper(self.board, self.land)
        return self._snapper

    def sync_now(self) -> None:
        """Rebuild the scene from the model and refresh the panels."""
        self._sync_timer.stop()
        board = self.board
        self.scene.set_board(SceneBoard(board) if board is not None else None)
        self._overlay = None
        if board is not None:
            # The scene draws the backdrop (board.backdrop["geometry"]), which for a board made
            # here is the whole land of the area; only the land zones' union is left, and the
            # zones themselves cover that.
            self._add_adjacency()
            for zone in board.zones.values():
                if zone.kind != "hex":
                    continue
                terrain = zone.props.get("terrain")
                if isinstance(terrain, str) and terrain.strip():
                    self.scene.set_zone_fill(zone.id, tl.terrain_color(terrain))
            self._apply_highlights()
            self._overlay = OverlayItem(self)
            self.scene.add_layer_item(self._overlay, Layer.OVERLAYS, 5.0)
            if not self._fitted_once:
                self.view.fit_board()
                self._fitted_once = True
            else:
                self.scene.set_view_scale(self.view.current_scale())
        self.properties.refresh()
        self.rulers_panel.refresh()
        self._update_actions()
        self._update_title()

    def adjacency_lines(self) -> list[tuple[QPointF, QPointF, str]]:
        board = self.board
        if board is None:
            return []
        lines: list[tuple[QPointF, QPointF, str]] = []

        def at(zid: str) -> QPointF:
            return tl.scene_point(self, board.zones[zid].label_point)

        for a, b, data in board.graph.edges(data=True):
            za, zb = board.zones[a], board.zones[b]
            kind = data.get("kind")
            if za.kind == "hex" or zb.kind == "hex" or kind == "arrow":
                continue
            if kind == "sea":
                land, sea = (za, zb) if zb.kind == "sea" else (zb, za)
                if land.kind == "sea":
                    continue
                p = Point(board.project(*land.label_point))
                _, q = nearest_points(p, board.polygon_km(sea.id))
                lines.append((at(land.id), QPointF(q.x, -q.y), "sea"))
            else:
                lines.append((at(a), at(b), "border"))
        for cut in board.cuts:
            if cut.a in board.zones and cut.b in board.zones:
                lines.append((at(cut.a), at(cut.b), "cut"))
        return lines

    def _add_adjacency(self) -> None:
        if not self.show_adjacency:
            return
        item = AdjacencyItem(self.adjacency_lines(), self.scene.sceneRect())
        self.scene.add_layer_item(item, Layer.LINKS, -1.0)

    def _apply_highlights(self) -> None:
        known = set(self.scene.zone_ids())
        for zid in self.problem_zones & known:
            self.scene.set_highlight(zid, True, PROBLEM)
        if self.selected in known:
            self.scene.set_highlight(self.selected, True)

    def set_show_adjacency(self, on: bool) -> None:
        self.show_adjacency = on
        self.sync_now()

    # -- editing ------------------------------------------------------------------------------------
    def push_edit(self, make: Callable[[], cmd.Command] | cmd.Command) -> bool:
        """Make and apply a command; a refused edit shows its reason in the status bar."""
        try:
            command = make if isinstance(make, cmd.Command) else make()
            push_command(self.undo_stack, command)
        except (EditError, ValueError, KeyError) as exc:
            message = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
            # Fixed sentences of the command layer have translations; ones naming zones stay English.
            self.show_message(QCoreApplication.translate("EditError", str(message)))
            return False
        self.show_message(self.tool.hint)
        return True

    def _flush(self) -> None:
        """Bring the scene up to date now if a rebuild is pending (before touching its items)."""
        if self._sync_timer.isActive():
            self.sync_now()

    def select(self, zone_id: str | None) -> None:
        self._flush()
        if self.board is None or (zone_id is not None and zone_id not in self.board.zones):
            zone_id = None
        if self.selected is not None and self.selected in self.scene.zone_ids():
            self.scene.set_highlight(self.selected, False)
            if self.selected in self.problem_zones:
                self.scene.set_highlight(self.selected, True, PROBLEM)
        self.selected = zone_id
        if zone_id is not None and zone_id in self.scene.zone_ids():
            self.scene.set_highlight(zone_id, True)
        self.properties.refresh()
        self._overlay_update()

    def delete_selected(self) -> None:
        if self.board is not None and self.selected is not None:
            zid = self.selected
            if self.push_edit(lambda: edits.make_delete_zone(self.board, zid)):
                self.select(None)

    def set_tool(self, key: str) -> None:
        self.tool.deactivate()
        self.tool = self.tools[key]
        self.tool.activate()
        self.tool_actions[key].setChecked(True)
        self.show_message(self.tool.hint)
        self._overlay_update()

    def set_symbol(self, name: str) -> None:
        self.current_symbol = name
        self.symbol_actions[name].setChecked(True)
        if self.tool.key != "symbol":
            self.set_tool("symbol")

    def set_brush_value(self, text: str) -> None:
        """The hex brush's terrain: a preset, shown in the windows' language or given by its id,
        is kept by its id ("mountain", not "montagne"); any other name as typed."""
        index = self.terrain.findText(text)
        if index < 0:
            index = self.terrain.findData(text)
        value = self.terrain.itemData(index) if index >= 0 else None
        self.brush_value = value if isinstance(value, str) else text
        shown = self.terrain.itemText(index) if index >= 0 else text
        if self.terrain.currentText() != shown:
            self.terrain.setCurrentText(shown)

    def overlay_changed(self) -> None:
        self._overlay_update()

    def _scale_changed(self, _scale: float) -> None:
        self._overlay_update()

    def _overlay_update(self) -> None:
        if self._overlay is not None:
            self._overlay.update()

    def show_message(self, text: str) -> None:
        self._message.setText(text)

    def message(self) -> str:
        return self._message.text()

    def show_position(self, m: tl.Mouse) -> None:
        lon, lat = m.lonlat
        text = f"{abs(lat):.3f}°{'N' if lat >= 0 else 'S'} {abs(lon):.3f}°{'E' if lon >= 0 else 'W'}"
        if self.board is not None:
            zid = self.tool.pick(m)
            if zid is not None:
                text = f"{self.describe_zone(zid)} — {text}"
        self._where.setText(text)

    def describe_zone(self, zone_id: str) -> str:
        zone = self.board.zones[zone_id] if self.board is not None else None
        if zone is None:
            return ""
        if zone.kind == "hex":
            q, r = zone.props.get("q"), zone.props.get("r")
            text = tr("hex %1,%2").replace("%1", str(q)).replace("%2", str(r))
            terrain = zone.props.get("terrain")
            return f"{text} ({terrain})" if terrain else text
        return self.scene.zone_name(zone_id)

    # -- validation ---------------------------------------------------------------------------------
    def validate_now(self) -> list[BoardProblem]:
        self._validate_timer.stop()
        self.problems = validate_board(self.board) if self.board is not None else []
        self.validation.set_problems(self.problems)
        self._update_play()
        return self.problems

    def show_problem(self, problem: BoardProblem) -> None:
        """Zoom to where a problem is and outline its zones in red."""
        self._flush()
        for zid in self.problem_zones:
            if zid in self.scene.zone_ids():
                self.scene.set_highlight(zid, False)
        self.problem_zones = {z for z in problem.zone_ids if self.board is not None and z in self.board.zones}
        self._apply_highlights()
        location = problem.location
        if location is None and self.problem_zones:
            location = self.board.zones[sorted(self.problem_zones)[0]].label_point
        if location is None:
            return
        target = max(self.view.current_scale(), self.view.fit_scale() * 5.0)
        self.view.zoom_by(target / max(self.view.current_scale(), 1e-9))
        self.view.centre_on_scene(tl.scene_point(self, location))
        self.show_message(problem.message)

    # -- files --------------------------------------------------------------------------------------
    def _ask_discard(self) -> bool:
        if self.undo_stack.isClean():
            return True
        answer = QMessageBox.question(self, tr("Unsaved changes"),
                                      tr("The board has unsaved changes. Discard them?"),
                                      QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Discard

    def _ask_save_invalid(self, errors: list[BoardProblem]) -> bool:
        text = tr("The board has %1 error(s), for example:\n\n%2\n\nSave it anyway?") \
            .replace("%1", str(len(errors))).replace("%2", errors[0].message)
        answer = QMessageBox.warning(self, tr("Board has errors"), text,
                                     QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Save

    def new_board_dialog(self) -> bool:
        if not self.confirm_discard():
            return False
        dialog = NewBoardDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        source = dialog.chosen_source()
        if source is None:
            return False
        return self.new_board(dialog.name.text().strip() or tr("New board"), dialog.area.bbox(), source)

    def new_board(self, name: str, bbox: BBox, source: Any) -> bool:
        """Start an empty board over `bbox` with the land of `source` (a LandSource)."""
        try:
            land = load_land(source, bbox)
            board = make_new_board(name, bbox, land, source.title, sea_name=tr("Sea"))
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self, tr("New board"), str(exc))
            return False
        self.set_board(board, None, land=land)
        self.set_tool("draw")
        return True

    def choose_board(self) -> None:
        if not self.confirm_discard():
            return
        last = str(self.settings.value("lastDirectory", ""))
        start = str(self.path.parent) if self.path is not None else last
        path, _ = QFileDialog.getOpenFileName(self, tr("Open board"), start,
                                              tr("Boards (*.geojson *.json);;All files (*)"))
        if path:
            self.open_board(path)

    def open_board(self, path: str | Path) -> bool:
        from sandtable.core.jsonfile import FileProblem
        from sandtable.editor.hexmap_open import open_if_hexmap

        if open_if_hexmap(self, path):  # a printed hex map opens in its own editor window
            return True
        try:
            board = load_board(path)
        except (FileProblem, OSError, ValueError) as exc:
            QMessageBox.warning(self, tr("Cannot open board"), str(exc))
            return False
        self.set_board(board, path)
        return True

    def save(self) -> bool:
        """Save to the board's file; a new board, or the board shipped with the program, asks where."""
        from sandtable.resources import shipped_board

        shipped = shipped_board()
        if self.path is None or (shipped is not None and self.path.resolve() == shipped.resolve()):
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self, path: str | Path | None = None) -> bool:
        if path is None:
            start = str(self.path) if self.path is not None else str(Path.home() / "board.geojson")
            chosen, _ = QFileDialog.getSaveFileName(self, tr("Save board as"), start,
                                                    tr("Boards (*.geojson);;All files (*)"))
            if not chosen:
                return False
            path = chosen
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Write the board (atomically); a board with errors is saved only if the user agrees."""
        if self.board is None:
            return False
        errors = [p for p in self.validate_now() if p.severity == "error"]
        if errors and not self.confirm_invalid_save(errors):
            return False
        try:
            save_board(self.board, path)
        except (OSError, ValueError) as exc:
            QMessageBox.warning(self, tr("Cannot save board"), str(exc))
            return False
        self.path = Path(path)
        self.undo_stack.setClean()
        self.settings.setValue("lastDirectory", str(self.path.parent))
        self._update_title()
        self.show_message(tr("Saved %1").replace("%1", str(self.path)))
        self.board_saved.emit(str(self.path))
        return True

    def play(self) -> None:
        errors = [p for p in self.validate_now() if p.severity == "error"]
        if errors:  # a game never starts on a board its engine cannot trust: show where it is wrong
            self.show_problem(errors[0])
            return
        fits, reason = scenario_fit(self.board)
        if not fits or self.board is None:
            self.show_message(QCoreApplication.translate("EditError", reason))
            return
        listened = self.isSignalConnected(QMetaMethod.fromSignal(self.play_requested))
        self.play_requested.emit(self.board, self.path)
        if self.play_hook is not None:
            self.play_hook(self.board, self.path)
        elif not listened:
            self.show_message(tr("This copy cannot start a game from the editor yet: save the board and "
                                 "open it from the play window."))

    # -- state --------------------------------------------------------------------------------------
    def _update_actions(self) -> None:
        has = self.board is not None
        for a in (self.act_save, self.act_save_as, self.act_hex_grid, self.act_delete_zone):
            a.setEnabled(has)
        self.act_remove_grids.setEnabled(has and bool(self.board.hex_grids))
        self._update_play()
        for action in self.tool_actions.values():
            action.setEnabled(has)

    def _scenario_fit(self) -> tuple[bool, str]:
        """scenario_fit of the board, kept until the board changes: it loads every game's scenarios
        (1.2 s for Revised's board on a loaded machine), and opening asked it three times."""
        if self._fit is None or self._fit[0] is not self.board:
            self._fit = (self.board, scenario_fit(self.board))
        return self._fit[1]

    def _update_play(self) -> None:
        """Play on this board: offered when a game's scenario fits and validation found no error."""
        errors = [p for p in self.problems if p.severity == "error"]
        fits, reason = self._scenario_fit()
        self.act_play.setEnabled(fits and not errors)
        if errors:
            self.act_play.setToolTip(tr("Fix the board first: %1").replace("%1", errors[0].message))
        elif fits:
            self.act_play.setToolTip(tr("Play a game whose scenario fits this board"))
        else:
            self.act_play.setToolTip(QCoreApplication.translate("EditError", reason))

    def _clean_changed(self, clean: bool) -> None:
        self.setWindowModified(not clean)

    def _update_title(self) -> None:
        name = (self.board.name if self.board is not None else "") or (self.path.name if self.path else "")
        title = tr("Board editor")
        self.setWindowTitle(f"{name}[*] — {title}" if name else f"{title}[*]")

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_discard():
            event.ignore()
            return
        if self.board is not None:
            with contextlib.suppress(ValueError):
                self.board.listeners.remove(self._on_change)
        super().closeEvent(event)
