"""Mouse tools of the board editor: each turns gestures on the view into commands on the board.

A tool receives the view's mouse events as `Mouse` (scene point, board km, lon/lat) through
`press`/`drag`/`release` (a gesture it took over by returning True from `press`), `click` (a
press and release without a drag, when it did not take the press, so a drag pans the map),
`hover`, `double_click` and `key_press`. It draws its feedback (rubber lines, handles, range circles)
in `paint`, in scene units, with cosmetic pens. A drag is one command, pushed on release.
"""

from __future__ import annotations

import math
import zlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen, QPolygonF

from sandtable.editor import commands as cmd
from sandtable.editor import geometry as geo
from sandtable.editor.geometry import EditError, LonLat

if TYPE_CHECKING:
    from sandtable.editor.editor_window import EditorWindow

SNAP_PX = 9.0
HANDLE_PX = 4.0
ACCENT = QColor("#e0489a")
SNAP_VERTEX = QColor("#ffd23f")
SNAP_COAST = QColor("#38c6f4")
PREVIEW_FILL = QColor(224, 72, 154, 60)
RULER_COLORS = (QColor("#d7263d"), QColor("#1b998b"), QColor("#3d5a80"), QColor("#f46036"), QColor("#6d2e46"))


def tr(text: str) -> str:
    return QCoreApplication.translate("EditorTool", text)


# Usual terrain names get the colours a map reader expects; other names get one from their text.
TERRAIN_COLORS = {"clear": "#cfe3a6", "forest": "#6fa35a", "woods": "#6fa35a", "mountain": "#a98461",
                  "hills": "#c9ad7f", "rough": "#c9ad7f", "marsh": "#7fb8a8", "swamp": "#7fb8a8",
                  "city": "#9a9a9a", "town": "#b5b5b5", "desert": "#e8d29a"}


def terrain_color(name: str) -> QColor:
    """A stable colour per terrain name (names are free-form)."""
    key = name.strip().lower()
    if key in TERRAIN_COLORS:
        color = QColor(TERRAIN_COLORS[key])
        color.setAlpha(200)
        return color
    hue = zlib.crc32(key.encode("utf-8")) % 360
    return QColor.fromHsv(hue, 110, 225, 190)


@dataclass
class Mouse:
    pos: QPointF               # scene point
    km: tuple[float, float]    # board km (y north)
    lonlat: LonLat
    button: Qt.MouseButton = Qt.MouseButton.NoButton
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier


def scene_point(editor: EditorWindow, lonlat: LonLat) -> QPointF:
    x, y = editor.board.project(*lonlat)
    return QPointF(x, -y)


def _pen(color: QColor, width: float = 2.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(color, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    pen.setCosmetic(True)
    return pen


def _handle(painter: QPainter, p: QPointF, scale: float, color: QColor, px: float = HANDLE_PX,
            square: bool = False) -> None:
    r = px / scale
    painter.setPen(_pen(QColor(20, 20, 20), 1.2))
    painter.setBrush(color)
    if square:
        painter.drawRect(QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r))
    else:
        painter.drawEllipse(p, r, r)


class Tool:
    """Base tool: does nothing, so the view pans on drags."""

    key = "tool"
    hint = ""

    def __init__(self, editor: EditorWindow) -> None:
        self.editor = editor

    @property
    def board(self):  # noqa: ANN201 - the editor's Board
        return self.editor.board

    def radius_km(self) -> float:
        scale = self.editor.view.current_scale() or 1.0
        return SNAP_PX / scale

    def activate(self) -> None:
        self.reset()

    def deactivate(self) -> None:
        self.reset()

    def reset(self) -> None:
        """Forget a gesture in progress (also called after the board changes under the tool)."""

    def press(self, m: Mouse) -> bool:
        return False

    def drag(self, m: Mouse) -> None:
        pass

    def release(self, m: Mouse) -> None:
        pass

    def click(self, m: Mouse) -> None:
        self.editor.select(self.pick(m))

    def hover(self, m: Mouse) -> None:
        pass

    def double_click(self, m: Mouse) -> None:
        pass

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.reset()
            self.editor.overlay_changed()
            return True
        return False

    def paint(self, painter: QPainter, scale: float) -> None:
        pass

    def pick(self, m: Mouse, kinds: tuple[str, ...] = ("land", "hex", "sea")) -> str | None:
        if self.board is None:
            return None
        for kind in kinds:
            found = geo.pick_zone(self.board, m.lonlat, (kind,))
            if found is not None:
                return found
        return None

    def push(self, command_or_error) -> bool:  # noqa: ANN001 - a callable making a command
        return self.editor.push_edit(command_or_error)


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
        if self.push(lambda: cmd.make_draw_zone(self.board, points, self.editor.land)):
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
            painter.setPen(_pen(ACCENT, 2.0))
            painter.setBrush(PREVIEW_FILL if len(pts_with_cursor) >= 3 else Qt.BrushStyle.NoBrush)
            if len(pts_with_cursor) >= 3:
                painter.drawPolygon(QPolygonF(pts_with_cursor))
            else:
                painter.drawPolyline(QPolygonF(pts_with_cursor))
        for i, p in enumerate(pts):
            _handle(painter, p, scale, ACCENT if i else QColor("white"), HANDLE_PX + (1.5 if i == 0 else 0))
        if self.cursor is not None:
            point, kind = self.cursor
            color = SNAP_VERTEX if kind == "vertex" else SNAP_COAST if kind == "coast" else QColor("white")
            _handle(painter, scene_point(self.editor, point), scale, color, HANDLE_PX + 1,
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
            self.push(lambda: cmd.make_delete_vertex(self.board, v))
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
            self.push(lambda: cmd.make_move_vertex(self.board, vertex, target[0]))
        elif target is not None and edge is not None:
            self.push(lambda: cmd.make_insert_vertex(self.board, edge[0], edge[1], target[0]))
        self.editor.overlay_changed()

    def hover(self, m: Mouse) -> None:
        self.hot_vertex, self.hot_edge = self._find(m)
        self.editor.overlay_changed()

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.hot_vertex is not None:
            v = self.hot_vertex
            self.push(lambda: cmd.make_delete_vertex(self.board, v))
            self.reset()
            return True
        return super().key_press(event)

    def paint(self, painter: QPainter, scale: float) -> None:
        sel = self.editor.selected
        if sel is not None and sel in self.board.zones:
            for p in geo.vertices_of(self.board.zones[sel].polygon):
                _handle(painter, scene_point(self.editor, p), scale, QColor("white"), 3.0, square=True)
        if self.hot_edge is not None and self.vertex is None:
            a, b, p = self.hot_edge
            painter.setPen(_pen(ACCENT, 3.0))
            painter.drawLine(scene_point(self.editor, a), scene_point(self.editor, b))
            _handle(painter, scene_point(self.editor, p), scale, ACCENT)
        if self.hot_vertex is not None and self.vertex is None:
            _handle(painter, scene_point(self.editor, self.hot_vertex), scale, SNAP_VERTEX, HANDLE_PX + 1.5)
        if self.target is not None and (self.vertex is not None or self.edge is not None):
            end = scene_point(self.editor, self.target[0])
            ends = [self.vertex] if self.vertex is not None else list(self.edge or ())
            painter.setPen(_pen(ACCENT, 1.5, Qt.PenStyle.DashLine))
            for other in self._neighbours(ends):
                painter.drawLine(scene_point(self.editor, other), end)
            kind = self.target[1]
            color = SNAP_VERTEX if kind == "vertex" else SNAP_COAST if kind == "coast" else ACCENT
            _handle(painter, end, scale, color, HANDLE_PX + 1.5, square=kind != "free")

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
        return self.push(lambda: cmd.make_split(board, zid, line))

    def hover(self, m: Mouse) -> None:
        if self.start is not None:
            self.cursor = self.editor.snapper().snap(m.km, self.radius_km())[0]
            self.editor.overlay_changed()

    def paint(self, painter: QPainter, scale: float) -> None:
        if self.start is None or self.cursor is None:
            return
        a, b = scene_point(self.editor, self.start), scene_point(self.editor, self.cursor)
        painter.setPen(_pen(ACCENT, 2.0, Qt.PenStyle.DashLine))
        painter.drawLine(a, b)
        _handle(painter, a, scale, ACCENT)
        _handle(painter, b, scale, QColor("white"))


class PairTool(Tool):
    """A tool acting on two zones clicked one after the other."""

    kinds: tuple[str, ...] = ("land", "sea")

    def __init__(self, editor: EditorWindow) -> None:
        super().__init__(editor)
        self.first: str | None = None

    def reset(self) -> None:
        self.first = None

    def click(self, m: Mouse) -> None:
        zid = self.pick(m, self.kinds)
        if zid is None:
            return
        if self.first is None or self.first not in self.board.zones:
            self.first = zid
            self.editor.select(zid)
            return
        first, self.first = self.first, None
        if first == zid:
            return
        self.act(first, zid)

    def act(self, a: str, b: str) -> None:
        raise NotImplementedError


class MergeTool(PairTool):
    key = "merge"

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Click the zone to keep, then the zone to join into it.")

    def act(self, a: str, b: str) -> None:
        if self.push(lambda: cmd.make_merge(self.board, a, b)):
            self.editor.select(a)


class LinkTool(PairTool):
    key = "link"

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Click two zones: not neighbours, they get an island arrow; neighbours, their "
                  "adjacency is cut; click again to take an arrow or a cut back.")

    def act(self, a: str, b: str) -> None:
        self.push(lambda: cmd.make_link_toggle(self.board, a, b))


class DeleteTool(Tool):
    key = "delete"

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Click a zone to delete it.")

    def click(self, m: Mouse) -> None:
        zid = self.pick(m, ("land", "sea"))
        if zid is not None and self.push(lambda: cmd.make_delete_zone(self.board, zid)):
            self.editor.select(None)


class SymbolTool(Tool):
    key = "symbol"

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Choose a symbol in the palette, then click zones to put it on or take it off.")

    def click(self, m: Mouse) -> None:
        zid = self.pick(m, ("land", "hex", "sea"))
        symbol = self.editor.current_symbol
        if zid is None or not symbol:
            return
        if self.push(lambda: cmd.make_toggle_symbol(self.board, zid, symbol)):
            self.editor.select(zid)


class BrushTool(Tool):
    """Paint the brush's terrain on the hexes the mouse drags over; an empty terrain erases."""

    key = "brush"

    def __init__(self, editor: EditorWindow) -> None:
        super().__init__(editor)
        self.painted: list[str] = []

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Drag over hexes to paint the terrain named in the palette (empty name: erase).")

    def reset(self) -> None:
        self.painted = []

    def _add(self, m: Mouse) -> None:
        zid = geo.pick_zone(self.board, m.lonlat, ("hex",))
        if zid is not None and zid not in self.painted:
            self.painted.append(zid)
            self.editor.overlay_changed()

    def press(self, m: Mouse) -> bool:
        if m.button != Qt.MouseButton.LeftButton or geo.pick_zone(self.board, m.lonlat, ("hex",)) is None:
            return False
        self.painted = []
        self._add(m)
        return True

    def drag(self, m: Mouse) -> None:
        self._add(m)

    def release(self, m: Mouse) -> None:
        hexes, self.painted = self.painted, []
        value = self.editor.brush_value.strip()
        if hexes:
            self.push(lambda: cmd.make_paint_hexes(self.board, hexes, "terrain", value or None))
        self.editor.overlay_changed()

    def paint(self, painter: QPainter, scale: float) -> None:
        if not self.painted:
            return
        value = self.editor.brush_value
        color = terrain_color(value) if value.strip() else QColor(0, 0, 0, 0)
        painter.setPen(_pen(ACCENT, 1.5))
        painter.setBrush(color)
        known = set(self.editor.scene.zone_ids())
        for zid in self.painted:
            if zid in known:
                painter.drawPath(self.editor.scene.zone_item(zid).path())


class RulerTool(Tool):
    """Hover a point: each ruler's range circle around it and a plane counter's square."""

    key = "ruler"

    def __init__(self, editor: EditorWindow) -> None:
        super().__init__(editor)
        self.at: tuple[float, float] | None = None

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Move the mouse over the map to see the range of each ruler and the size of a counter.")

    def reset(self) -> None:
        self.at = None

    def hover(self, m: Mouse) -> None:
        self.at = m.km
        if self.board is not None and self.board.rulers:
            parts = []
            for name in sorted(self.board.rulers, key=lambda n: self.board.rulers[n]):
                hexes = {z.id for z in self.board.zones_of_kind("hex")}
                n = len(self.board.zones_in_range(m.lonlat, name) - hexes)
                parts.append(tr("%1: %2 zones in range").replace("%1", name).replace("%2", str(n)))
            self.editor.show_message("; ".join(parts))
        self.editor.overlay_changed()

    def paint(self, painter: QPainter, scale: float) -> None:
        if self.at is None or self.board is None:
            return
        c = QPointF(self.at[0], -self.at[1])
        rulers = sorted(self.board.rulers.items(), key=lambda kv: kv[1])
        font = painter.font()
        for i, (name, km) in enumerate(rulers):
            color = RULER_COLORS[i % len(RULER_COLORS)]
            painter.setPen(_pen(color, 2.0))
            fill = QColor(color)
            fill.setAlpha(25)
            painter.setBrush(fill)
            painter.drawEllipse(c, km, km)
            painter.save()
            painter.translate(QPointF(c.x() + km * math.cos(math.radians(-35 - 12 * i)),
                                      c.y() + km * math.sin(math.radians(-35 - 12 * i))))
            painter.scale(1 / scale, 1 / scale)
            font.setPixelSize(12)
            font.setBold(True)
            painter.setFont(font)
            text = tr("%1 %2 km").replace("%1", name).replace("%2", f"{km:g}")
            path = QPainterPath()
            path.addText(QPointF(4, -4), font, text)
            painter.setPen(_pen(QColor(255, 255, 255, 220), 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawPath(path)
            painter.restore()
        half = self.board.counter_size_km / 2
        painter.setPen(_pen(QColor(20, 20, 20), 1.5))
        painter.setBrush(QColor(255, 255, 255, 150))
        painter.drawRect(QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half))


TOOL_CLASSES: tuple[type[Tool], ...] = (SelectTool, DrawTool, VertexTool, SplitTool, MergeTool, DeleteTool,
                                        SymbolTool, LinkTool, BrushTool, RulerTool)
