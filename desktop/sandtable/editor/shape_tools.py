"""Editor tools that draw and reshape zones: select, draw a zone, move/insert/delete corners, split a
zone along a line. Each turns a gesture into one command, pushed on release (see `tool_base`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPolygonF

from sandtable.editor import edits
from sandtable.editor import geometry as geo
from sandtable.editor.geometry import EditError, LonLat
from sandtable.editor.tool_base import (
    ACCENT,
    HANDLE_PX,
    PREVIEW_FILL,
    SNAP_COAST,
    SNAP_VERTEX,
    Mouse,
    Tool,
    draw_handle,
    scene_point,
    tool_pen,
)

if TYPE_CHECKING:
    from sandtable.editor.editor_window import EditorWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("EditorTool", text)


class SelectTool(Tool):
    key = "select"

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Click a zone to edit its number, name, symbols and properties; drag to pan.")


class DrawTool(Tool):
    """Click corners (snapped to neighbours' corners and to the coast); click the first corner,
    double-click or press Enter to close the zone; Backspace takes the last corner back."""

    key = "draw"

    def __init__(self, editor: EditorWindow) -> None:
        super().__init__(editor)
        self.points: list[LonLat] = []
        self.cursor: tuple[LonLat, str] | None = None

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Click the corners of the new zone; click the first corner or press Enter to close it. "
                  "The zone is cut to the land and against its neighbours.")

    def reset(self) -> None:
        self.points = []
        self.cursor = None

    def _snap(self, m: Mouse) -> tuple[LonLat, str]:
        return self.editor.snapper().snap(m.km, self.radius_km())

    def click(self, m: Mouse) -> None:
        if m.button != Qt.MouseButton.LeftButton:
            return
        if len(self.points) >= 3:
            first = self.board.project(*self.points[0])
            if geo.distance_km(first, m.km) <= self.radius_km():
                self.finish()
                return
        point, _ = self._snap(m)
        if not self.points or not geo.same(point, self.points[-1]):
            self.points.append(point)
        self.editor.overlay_changed()

    def double_click(self, m: Mouse) -> None:
        if len(self.points) >= 3:
            self.finish()

    def finish(self) -> None:
        points, self.points = list(self.points), []
        self.cursor = None
        before = set(self.board.zones)
        if self.push(lambda: edits.make_draw_zone(self.board, points, self.editor.land)):
            added = [z for z in self.board.zones if z not in before]
            if added:
                self.editor.select(added[0])
        self.editor.overlay_changed()

    def hover(self, m: Mouse) -> None:
        self.cursor = self._snap(m)
        self.editor.overlay_changed()

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and len(self.points) >= 3:
            self.finish()
            return True
        if event.key() == Qt.Key.Key_Backspace and self.points:
            self.points.pop()
            self.editor.overlay_changed()
            return True
        return super().key_press(event)

    def paint(self, painter: QPainter, scale: float) -> None:
        pts = [scene_point(self.editor, p) for p in self.points]
        if self.cursor is not None and pts:
            pts_with_cursor = [*pts, scene_point(self.editor, self.cursor[0])]
        else:
            pts_with_cursor = pts
        if len(pts_with_cursor) >= 2:
            painter.setPen(tool_pen(ACCENT, 2.0))
            painter.setBrush(PREVIEW_FILL if len(pts_with_cursor) >= 3 else Qt.BrushStyle.NoBrush)
            if len(pts_with_cursor) >= 3:
                painter.drawPolygon(QPolygonF(pts_with_cursor))
            else:
                painter.drawPolyline(QPolygonF(pts_with_cursor))
        for i, p in enumerate(pts):
            first = i == 0
            color = QColor("white") if first else ACCENT
            draw_handle(painter, p, scale, color, HANDLE_PX + (1.5 if first else 0))
        if self.cursor is not None:
            point, kind = self.cursor
            color = SNAP_VERTEX if kind == "vertex" else SNAP_COAST if kind == "coast" else QColor("white")
            draw_handle(painter, scene_point(self.editor, point), scale, color, HANDLE_PX + 1,
                    square=kind != "free")


class VertexTool(Tool):
    """Drag a corner to move it (in every zone that shares it); drag an edge to add a corner there;
    right-click or Shift+click a corner to delete it."""

    key = "vertex"

    def __init__(self, editor: EditorWindow) -> None:
        super().__init__(editor)
        self.reset()

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Drag a corner to move it (shared borders follow), drag an edge to add a corner, "
                  "right-click or Shift+click a corner to delete it. Corners snap to neighbours and coast.")

    def reset(self) -> None:
        self.vertex: LonLat | None = None          # the corner being dragged
        self.edge: tuple[LonLat, LonLat] | None = None  # the edge a new corner is dragged from
        self.target: tuple[LonLat, str] | None = None
        self.hot_vertex: LonLat | None = None
        self.hot_edge: tuple[LonLat, LonLat, LonLat] | None = None

    def _find(self, m: Mouse) -> tuple[LonLat | None, tuple[LonLat, LonLat, LonLat] | None]:
        if self.board is None:
            return None, None
        v = self.editor.snapper().vertex(m.km, self.radius_km())
        if v is not None:
            return v, None
        return None, geo.nearest_edge(self.board, m.km, self.radius_km())

    def press(self, m: Mouse) -> bool:
        v, edge = self._find(m)
        delete = m.button == Qt.MouseButton.RightButton or (
            m.button == Qt.MouseButton.LeftButton and m.modifiers & Qt.KeyboardModifier.ShiftModifier)
        if v is not None and delete:
            self.push(lambda: edits.make_delete_vertex(self.board, v))
            self.reset()
            return True
        if m.button != Qt.MouseButton.LeftButton:
            return False
        if v is not None:
            self.vertex = v
            self.target = (v, "vertex")
            return True
        if edge is not None:
            self.edge = (edge[0], edge[1])
            self.target = (edge[2], "free")
            return True
        return False

    def drag(self, m: Mouse) -> None:
        if self.vertex is None and self.edge is None:
            return
        self.target = self.editor.snapper().snap(m.km, self.radius_km(), exclude=self.vertex)
        self.editor.overlay_changed()

    def release(self, m: Mouse) -> None:
        self.drag(m)
        vertex, edge, target = self.vertex, self.edge, self.target
        self.reset()
        if target is not None and vertex is not None and not geo.same(vertex, target[0]):
            self.push(lambda: edits.make_move_vertex(self.board, vertex, target[0]))
        elif target is not None and edge is not None:
            self.push(lambda: edits.make_insert_vertex(self.board, edge[0], edge[1], target[0]))
        self.editor.overlay_changed()

    def hover(self, m: Mouse) -> None:
        self.hot_vertex, self.hot_edge = self._find(m)
        self.editor.overlay_changed()

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.hot_vertex is not None:
            v = self.hot_vertex
            self.push(lambda: edits.make_delete_vertex(self.board, v))
            self.reset()
            return True
        return super().key_press(event)

    def paint(self, painter: QPainter, scale: float) -> None:
        sel = self.editor.selected
        if sel is not None and sel in self.board.zones:
            for p in geo.vertices_of(self.board.zones[sel].polygon):
                draw_handle(painter, scene_point(self.editor, p), scale, QColor("white"), 3.0, square=True)
        if self.hot_edge is not None and self.vertex is None:
            a, b, p = self.hot_edge
            painter.setPen(tool_pen(ACCENT, 3.0))
            painter.drawLine(scene_point(self.editor, a), scene_point(self.editor, b))
            draw_handle(painter, scene_point(self.editor, p), scale, ACCENT)
        if self.hot_vertex is not None and self.vertex is None:
            hot = scene_point(self.editor, self.hot_vertex)
            draw_handle(painter, hot, scale, SNAP_VERTEX, HANDLE_PX + 1.5)
        if self.target is not None and (self.vertex is not None or self.edge is not None):
            end = scene_point(self.editor, self.target[0])
            ends = [self.vertex] if self.vertex is not None else list(self.edge or ())
            painter.setPen(tool_pen(ACCENT, 1.5, Qt.PenStyle.DashLine))
            for other in self._neighbours(ends):
                painter.drawLine(scene_point(self.editor, other), end)
            kind = self.target[1]
            color = SNAP_VERTEX if kind == "vertex" else SNAP_COAST if kind == "coast" else ACCENT
            draw_handle(painter, end, scale, color, HANDLE_PX + 1.5, square=kind != "free")

    def _neighbours(self, ends: list[LonLat]) -> list[LonLat]:
        """The corners joined to the dragged point, for the rubber lines."""
        if self.edge is not None:
            return list(self.edge)
        out: list[LonLat] = []
        v = ends[0]
        for z in geo.editable_zones(self.board):
            for rings in geo.polygon_rings(z.polygon):
                for ring in rings:
                    for i, p in enumerate(ring):
                        if geo.same(p, v):
                            out.extend((ring[i - 1], ring[(i + 1) % len(ring)]))
        return out


class SplitTool(Tool):
    """Click where the cut starts and where it ends: the selected zone (or the one zone the line
    crosses) is split in two along it."""

    key = "split"

    def __init__(self, editor: EditorWindow) -> None:
        super().__init__(editor)
        self.reset()

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Click on one side of a zone, then on the other: the zone is split along the line.")

    def reset(self) -> None:
        self.start: LonLat | None = None
        self.cursor: LonLat | None = None

    def click(self, m: Mouse) -> None:
        point, _ = self.editor.snapper().snap(m.km, self.radius_km())
        if self.start is None:
            self.start = point
            self.cursor = point
            self.editor.overlay_changed()
            return
        line = [self.start, point]
        self.reset()
        self.split(line)
        self.editor.overlay_changed()

    def split(self, line: list[LonLat]) -> bool:
        board = self.board
        target = self.editor.selected
        candidates = [target] if target is not None and target in board.zones else []
        if not candidates:
            from shapely.geometry import LineString

            cutter = LineString(line)
            candidates = [z.id for z in geo.editable_zones(board) if z.kind == "land"
                          and z.polygon.intersects(cutter)]
        splittable = []
        for zid in candidates:
            try:
                geo.split_zone(board, board.zone(zid), line)
                splittable.append(zid)
            except EditError:
                continue
        if len(splittable) != 1:
            if not splittable:
                self.editor.show_message(tr("The line does not cut a zone in two: draw it right across."))
            else:
                self.editor.show_message(tr("The line crosses several zones: select the one to split."))
            return False
        zid = splittable[0]
        return self.push(lambda: edits.make_split(board, zid, line))

    def hover(self, m: Mouse) -> None:
        if self.start is not None:
            self.cursor = self.editor.snapper().snap(m.km, self.radius_km())[0]
            self.editor.overlay_changed()

    def paint(self, painter: QPainter, scale: float) -> None:
        if self.start is None or self.cursor is None:
            return
        a, b = scene_point(self.editor, self.start), scene_point(self.editor, self.cursor)
        painter.setPen(tool_pen(ACCENT, 2.0, Qt.PenStyle.DashLine))
        painter.drawLine(a, b)
        draw_handle(painter, a, scale, ACCENT)
        draw_handle(painter, b, scale, QColor("white"))
