"""The board as a QGraphicsScene: zones, borders, island links, symbols and labels, in layers.

Scene units are projected kilometres (`Board.project`) with y flipped so north is up. Zones are
addressable by id (`zone_item`, `label_item`, `symbol_item`); the play window and the editor
recolour them (`set_zone_fill`), highlight them (`set_highlight`) and stack their own items on
the named layers (`add_layer_item`). Labels and symbols ignore the zoom and are re-laid out by
`set_view_scale`, so they keep a readable pixel size and never pile up at fit-to-window.
"""

from __future__ import annotations

import math
from enum import IntEnum
from typing import Any

import shapely
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shapely.geometry import GeometryCollection, LineString, MultiLineString, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import nearest_points

from sandtable.ui.symbols import SymbolRowItem


class Layer(IntEnum):
    """Z-values of the scene's layers; items of other packages go on PIECES or OVERLAYS."""

    BACKGROUND = 0
    SEA = 3
    BACKDROP = 5
    ZONES = 10
    BORDERS = 15
    HIGHLIGHTS = 18
    LINKS = 20
    SYMBOLS = 30
    LABELS = 40
    PIECES = 50
    OVERLAYS = 60


TABLE = QColor("#37434f")
SEA = QColor("#6f9fcd")
SEA_LABEL = QColor("#f4f8fc")
SEA_HALO = QColor("#3f6f9f")
PAPER = QColor("#f0e6cc")
BACKDROP_LAND = QColor("#d6cfbd")
CLOSED = QColor("#d9d5ca")
HATCH = QColor("#8a8780")
BORDER_WHITE = QColor("#ffffff")
BORDER_CASING = QColor(70, 60, 45, 150)
BORDER_CASING_FAINT = QColor(70, 60, 45, 105)
COAST = QColor("#3d5f80")
INK = QColor("#1f2428")
HIGHLIGHT = QColor("#ffcc00")

# Under this distance (km) an island link is drawn at a minimum visible length.
_LINK_MIN_KM = 70.0
_LINK_OVERHANG_KM = 18.0
_LINK_MIN_PX = 40.0
_LINK_MAX_STRETCH_KM = 120.0
# Which zone a point reports when shapes overlap or touch: the finest first.
_HIT_RANK = {"hex": 0, "land": 1, "sea": 2}
# The gap (km) used to tell shared borders from coastline when the shapes come from real data.
_EPS_KM = 0.05


_METRICS: dict[str, QFontMetricsF] = {}


def _metrics(font: QFont) -> QFontMetricsF:
    """Font metrics, cached per font (the label layout asks for the same few fonts many times)."""
    key = font.key()
    metrics = _METRICS.get(key)
    if metrics is None:
        metrics = _METRICS[key] = QFontMetricsF(font)
    return metrics


def default_fill(kind: str, symbols: frozenset[str] | set[str]) -> QColor:
    if kind == "sea":
        return QColor(SEA)
    if kind == "hex":
        return QColor(0, 0, 0, 0)
    if "closed-to-land" in symbols:
        return QColor(CLOSED)
    return QColor(PAPER)


def geometry_path(geom: BaseGeometry) -> QPainterPath:
    """A QPainterPath of a km geometry with y flipped (polygons odd-even filled, lines open)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    _add_geometry(path, geom)
    return path


def _ring_polygon(coords: Any, close: bool) -> QPolygonF:
    poly = QPolygonF([QPointF(x, -y) for x, y, *_ in coords])
    if close and len(poly) and poly.first() != poly.last():
        poly.append(poly.first())
    return poly


def _add_geometry(path: QPainterPath, geom: BaseGeometry) -> None:
    if geom.is_empty:
        return
    if isinstance(geom, Polygon):
        path.addPolygon(_ring_polygon(geom.exterior.coords, True))
        for ring in geom.interiors:
            path.addPolygon(_ring_polygon(ring.coords, True))
    elif isinstance(geom, LineString):
        line = _ring_polygon(geom.coords, False)
        if len(line) >= 2:
            path.moveTo(line.first())
            for i in range(1, len(line)):
                path.lineTo(line.at(i))
    elif hasattr(geom, "geoms"):  # Multi* and collections
        for part in geom.geoms:
            _add_geometry(path, part)


class ZoneItem(QGraphicsPathItem):
    """One zone's fill (hatched when closed to land forces); borders are drawn by BorderItem."""

    def __init__(self, zone: Any, polygon_km: BaseGeometry) -> None:
        super().__init__(geometry_path(polygon_km))
        self.zone_id: str = zone.id
        self.kind: str = zone.kind
        self.closed = "closed-to-land" in zone.symbols
        self.default_color = default_fill(zone.kind, zone.symbols)
        self.setPen(Qt.PenStyle.NoPen)
        if zone.kind == "hex":
            pen = QPen(QColor(60, 60, 60, 140), 1.0)
            pen.setCosmetic(True)
            self.setPen(pen)
        self.setBrush(self.default_color)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # The sea lies under the off-board backdrop land and under the land zones, so neither is
        # hidden by a sea shape drawn as a plain rectangle.
        self.setZValue(Layer.SEA if zone.kind == "sea" else Layer.ZONES)

    def fill_color(self) -> QColor:
        return self.brush().color()

    def set_fill(self, color: QColor | None) -> None:
        self.setBrush(QColor(self.default_color if color is None else color))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        if self.closed:
            # The hatch keeps a fixed on-screen spacing: pattern brushes are drawn in device pixels.
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            brush = QBrush(HATCH, Qt.BrushStyle.BDiagPattern)
            brush.setTransform(painter.worldTransform().inverted()[0])
            painter.setBrush(brush)
            painter.drawPath(self.path())
            painter.restore()


class BorderItem(QGraphicsItem):
    """All zone borders in one item: white lines with a dark casing, dotted for closed zones,
    and a thin coastline where land meets the sea."""

    def __init__(self, solid: BaseGeometry, dotted: BaseGeometry, coast: BaseGeometry) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Layer.BORDERS)
        self._solid = geometry_path(solid)
        self._dotted = geometry_path(dotted)
        self._coast = geometry_path(coast)
        rect = self._solid.boundingRect().united(self._dotted.boundingRect())
        self._rect = rect.united(self._coast.boundingRect()).adjusted(-5, -5, 5, 5)

    def boundingRect(self) -> QRectF:
        return self._rect

    @staticmethod
    def _pen(color: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
        pen = QPen(color, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        pen.setCosmetic(True)
        return pen

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = math.sqrt(abs(painter.worldTransform().determinant())) or 1.0
        white = 1.3 if scale < 1.0 else 2.0
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(self._pen(COAST, 1.0 if scale < 1.0 else 1.4))
        painter.drawPath(self._coast)
        casing = self._pen(BORDER_CASING if scale >= 1.0 else BORDER_CASING_FAINT,
                           white + (2.0 if scale >= 1.0 else 1.4))
        painter.setPen(casing)
        painter.drawPath(self._solid)
        painter.drawPath(self._dotted)
        painter.setPen(self._pen(BORDER_WHITE, white))
        painter.drawPath(self._solid)
        dots = self._pen(BORDER_WHITE, white + 0.4, Qt.PenStyle.CustomDashLine)
        dots.setDashPattern([1.0, 2.2])
        painter.setPen(dots)
        painter.drawPath(self._dotted)


class LinkItem(QGraphicsItem):
    """An island link: a white dashed double arrow across the strait, heads sized in pixels."""

    def __init__(self, a_id: str, b_id: str, start: QPointF, end: QPointF) -> None:
        super().__init__()
        self.a_id = a_id
        self.b_id = b_id
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Layer.LINKS)
        self._start = start
        self._end = end
        margin = _LINK_MAX_STRETCH_KM
        self._rect = QRectF(start, end).normalized().adjusted(-margin, -margin, margin, margin)

    def endpoints(self) -> tuple[QPointF, QPointF]:
        return QPointF(self._start), QPointF(self._end)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = math.sqrt(abs(painter.worldTransform().determinant())) or 1.0
        dx = self._end.x() - self._start.x()
        dy = self._end.y() - self._start.y()
        length = math.hypot(dx, dy)
        if length <= 0:
            return
        ux, uy = dx / length, dy / length
        # Zoomed out, a short link still shows a shaft between its heads: stretch it in pixels.
        half = min(max(length / 2, _LINK_MIN_PX / 2 / scale), length / 2 + _LINK_MAX_STRETCH_KM)
        mid = QPointF((self._start.x() + self._end.x()) / 2, (self._start.y() + self._end.y()) / 2)
        start = QPointF(mid.x() - ux * half, mid.y() - uy * half)
        end = QPointF(mid.x() + ux * half, mid.y() + uy * half)
        head = min(7.0 / scale, half * 2 / 4)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        heads = []
        for tip, sign in ((end, 1.0), (start, -1.0)):
            bx, by = tip.x() - sign * ux * head, tip.y() - sign * uy * head
            heads.append(QPolygonF([tip, QPointF(bx - uy * head * 0.55, by + ux * head * 0.55),
                                    QPointF(bx + uy * head * 0.55, by - ux * head * 0.55)]))
        shaft_a = QPointF(start.x() + ux * head * 0.8, start.y() + uy * head * 0.8)
        shaft_b = QPointF(end.x() - ux * head * 0.8, end.y() - uy * head * 0.8)
        casing = QPen(QColor(30, 50, 75, 190), 4.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        casing.setCosmetic(True)
        painter.setPen(casing)
        painter.drawLine(shaft_a, shaft_b)
        painter.setBrush(QColor(30, 50, 75, 190))
        for poly in heads:
            painter.drawPolygon(poly)
        dash = QPen(BORDER_WHITE, 2.2, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
        dash.setDashPattern([2.5, 1.6])
        dash.setCosmetic(True)
        painter.setPen(dash)
        painter.drawLine(shaft_a, shaft_b)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BORDER_WHITE)
        for poly in heads:
            painter.drawPolygon(poly)


class ZoneLabelItem(QGraphicsItem):
    """A zone's number and name, drawn with a halo at a fixed pixel size (ignores the zoom).

    The scene decides the font size and whether the name shows (one line, two lines or not at
    all) from the zoom and the room left by neighbouring labels; see `BoardScene.set_view_scale`.
    """

    def __init__(self, zone: Any) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Layer.LABELS)
        # Small and zoom-independent: a cached pixmap saves re-filling the text and halo paths.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.zone_id: str = zone.id
        self.is_sea = zone.kind == "sea"
        self.number_text = "" if self.is_sea or zone.kind == "hex" else f"{zone.number:02d}"
        self.name_text: str = zone.name or ""
        self._number_px = 12.0
        self._name_px = 10.0
        self._name_lines: list[str] = []
        self._layout: tuple[Any, ...] = ()
        self._path = QPainterPath()
        self._halo = QPainterPath()
        self._rect = QRectF()
        self._rebuild()

    # -- layout -------------------------------------------------------------------------------------
    def number_font(self, px: float | None = None) -> QFont:
        font = QFont()
        font.setPixelSize(max(1, round(px or self._number_px)))
        font.setBold(True)
        return font

    def name_font(self, px: float | None = None) -> QFont:
        font = QFont()
        font.setPixelSize(max(1, round(px or self._name_px)))
        if self.is_sea:
            font.setItalic(True)
            font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 1.5)
        else:
            font.setWeight(QFont.Weight.DemiBold)
        return font

    def number_height(self) -> float:
        return _metrics(self.number_font()).height() if self.number_text else 0.0

    def number_width(self, px: float | None = None) -> float:
        if not self.number_text:
            return 0.0
        return _metrics(self.number_font(px)).horizontalAdvance(self.number_text)

    def name_rect_for(self, lines: list[str], x: float, top: float, align: str = "c",
                      px: float | None = None) -> QRectF:
        """The box of `lines` (pixels, relative to the anchor) aligned at x: centre, left or right."""
        metrics = _metrics(self.name_font(px))
        width = max((metrics.horizontalAdvance(line) for line in lines), default=0.0)
        left = {"c": x - width / 2, "l": x, "r": x - width}[align]
        return QRectF(left, top, width, metrics.height() * len(lines))

    def name_candidates(self) -> list[list[str]]:
        """The name on one line, then split in two at the break nearest the middle."""
        name = self.name_text.strip()
        if not name:
            return []
        options = [[name]]
        breaks = [i for i, ch in enumerate(name) if ch in " -/"]
        if breaks:
            mid = len(name) / 2
            i = min(breaks, key=lambda b: abs(b - mid))
            head = name[: i + 1].rstrip() if name[i] == "-" else name[:i].rstrip()
            tail = name[i + 1:].strip()
            if head and tail:
                options.append([head, tail])
        return options

    def set_layout(self, number_px: float, name_px: float, name_lines: list[str],
                   name_x: float = 0.0, name_top: float = 0.0, align: str = "c") -> None:
        layout = (number_px, name_px, list(name_lines), name_x, name_top, align)
        if layout == self._layout:
            return
        self.prepareGeometryChange()
        self._layout = layout
        self._number_px, self._name_px = number_px, name_px
        self._name_lines = list(name_lines)
        self._rebuild()
        self.update()  # drops the cached pixmap

    @property
    def name_visible(self) -> bool:
        return bool(self._name_lines)

    @property
    def name_lines(self) -> list[str]:
        return list(self._name_lines)

    def _rebuild(self) -> None:
        path = QPainterPath()
        if self.number_text:
            font = self.number_font()
            metrics = _metrics(font)
            w = metrics.horizontalAdvance(self.number_text)
            # Centred on the anchor: the baseline sits half a cap height below it.
            path.addText(QPointF(-w / 2, metrics.capHeight() / 2), font, self.number_text)
        if self._name_lines:
            _, _, lines, x, top, align = self._layout
            font = self.name_font()
            metrics = _metrics(font)
            y = top + metrics.ascent()
            for line in lines:
                w = metrics.horizontalAdvance(line)
                left = {"c": x - w / 2, "l": x, "r": x - w}[align]
                path.addText(QPointF(left, y), font, line)
                y += metrics.height()
        stroker = QPainterPathStroker()
        stroker.setWidth(3.2)
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self._halo = stroker.createStroke(path)
        self._path = path
        self._rect = self._halo.boundingRect().united(path.boundingRect()).adjusted(-1, -1, 1, 1)

    def text_rect(self) -> QRectF:
        """The drawn text's box in pixels around the anchor (without the halo)."""
        return self._path.boundingRect()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        if self.is_sea:
            painter.setBrush(QColor(SEA_HALO.red(), SEA_HALO.green(), SEA_HALO.blue(), 150))
            painter.drawPath(self._halo)
            painter.setBrush(SEA_LABEL)
        else:
            painter.setBrush(QColor(255, 250, 238, 230))
            painter.drawPath(self._halo)
            painter.setBrush(INK)
        painter.drawPath(self._path)


class BoardScene(QGraphicsScene):
    """The scene of one board; empty until `set_board`."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(TABLE)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        self._board: Any = None
        self._zones: dict[str, ZoneItem] = {}
        self._labels: dict[str, ZoneLabelItem] = {}
        self._symbols: dict[str, SymbolRowItem] = {}
        self._highlights: dict[str, QGraphicsPathItem] = {}
        self._links: list[LinkItem] = []
        self._borders: BorderItem | None = None
        self._backdrop_item: QGraphicsPathItem | None = None
        self._backdrop_km: BaseGeometry | None = None
        self._tree: shapely.STRtree | None = None
        self._tree_ids: list[str] = []
        self._sheet: QGraphicsRectItem | None = None
        self._km_polygons: dict[str, BaseGeometry] = {}
        self._board_rect = QRectF()
        self._view_scale = 0.0

    # -- building -----------------------------------------------------------------------------------
    @property
    def board(self) -> Any:
        return self._board

    def set_board(self, board: Any) -> None:
        """Show `board` (a sandtable.board.Board), or nothing for None."""
        self.clear()
        self._zones.clear()
        self._labels.clear()
        self._symbols.clear()
        self._highlights.clear()
        self._links.clear()
        self._km_polygons.clear()
        self._borders = None
        self._backdrop_item = None
        self._backdrop_km = None
        self._tree = None
        self._tree_ids = []
        self._sheet = None
        self._board = board
        self._board_rect = QRectF()
        if board is None:
            self.setSceneRect(QRectF(-100, -100, 200, 200))
            return
        for zone in board.zones.values():
            self._km_polygons[zone.id] = board.polygon_km(zone.id)
        self._tree_ids = list(self._km_polygons)
        self._tree = shapely.STRtree([self._km_polygons[z] for z in self._tree_ids])
        self._add_backdrop(board)
        for zone in board.zones.values():
            self._add_zone(zone)
        self._add_borders(board)
        self._add_links(board)
        rect = QRectF()
        for item in self._zones.values():
            rect = rect.united(item.boundingRect())
        if self._backdrop_item is not None and rect.isEmpty():
            rect = self._backdrop_item.boundingRect()
        self._board_rect = rect
        self._sheet = QGraphicsRectItem(rect)
        self._sheet.setPen(Qt.PenStyle.NoPen)
        self._sheet.setBrush(SEA)
        self._sheet.setZValue(Layer.BACKGROUND)
        self._sheet.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(self._sheet)
        # Generous room around the board so zooming about the cursor works near the edges.
        pad = max(rect.width(), rect.height(), 1.0)
        self.setSceneRect(rect.adjusted(-pad, -pad, pad, pad))
        if self._view_scale > 0:
            self.set_view_scale(self._view_scale)

    def _add_zone(self, zone: Any) -> None:
        item = ZoneItem(zone, self._km_polygons[zone.id])
        self.addItem(item)
        self._zones[zone.id] = item
        if zone.kind == "hex":
            # Hexes are terrain cells, often thousands: the status bar names them, not labels.
            return
        label = ZoneLabelItem(zone)
        label.setPos(self.to_scene(*zone.label_point))
        self.addItem(label)
        self._labels[zone.id] = label
        row = SymbolRowItem(zone.symbols)
        row.setZValue(Layer.SYMBOLS)
        row.setPos(label.pos())
        self.addItem(row)
        self._symbols[zone.id] = row

    def _add_backdrop(self, board: Any) -> None:
        geom = _backdrop_geometry(board)
        if geom is None or geom.is_empty:
            return
        projection = getattr(board, "projection", None)
        if projection is not None and hasattr(projection, "project_geom"):
            geom_km = projection.project_geom(geom)
        else:
            geom_km = shapely.transform(geom, lambda c: _project_coords(board, c))
        item = QGraphicsPathItem(geometry_path(geom_km))
        pen = QPen(COAST, 0.8)
        pen.setCosmetic(True)
        item.setPen(pen)
        item.setBrush(BACKDROP_LAND)
        item.setZValue(Layer.BACKDROP)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(item)
        self._backdrop_item = item
        self._backdrop_km = geom_km
        shapely.prepare(geom_km)

    def _add_borders(self, board: Any) -> None:
        land = {zid: _polygonal(g) for zid, g in self._km_polygons.items() if board.zones[zid].kind == "land"}
        land = {zid: g for zid, g in land.items() if not g.is_empty}
        if not land:
            return
        closed_ids = [zid for zid in land if "closed-to-land" in board.zones[zid].symbols]
        try:
            solid, dotted, coast = _border_lines(land, closed_ids)
        except shapely.errors.GEOSException:
            # Shapes too broken for set operations (validation reports them): plain outlines.
            solid = shapely.union_all([g.boundary for g in land.values()])
            dotted, coast = GeometryCollection(), GeometryCollection()
        self._borders = BorderItem(_lines_only(solid), _lines_only(dotted), _lines_only(coast))
        self.addItem(self._borders)

    def _add_links(self, board: Any) -> None:
        for a, b in _arrow_links(board):
            if a not in self._km_polygons or b not in self._km_polygons:
                continue
            shape_a, shape_b = _main_part(self._km_polygons[a]), _main_part(self._km_polygons[b])
            if a == b or shape_a.is_empty or shape_b.is_empty:
                continue  # nothing sensible to draw; validation reports such links
            # The arrow crosses the strait between the main bodies, not to an islet off the coast.
            try:
                pa, pb = nearest_points(shape_a, shape_b)
            except shapely.errors.GEOSException:
                continue
            ax, ay = pa.x, -pa.y
            bx, by = pb.x, -pb.y
            gap = math.hypot(bx - ax, by - ay)
            if gap > 1.0:
                ux, uy = (bx - ax) / gap, (by - ay) / gap
            else:
                la, lb = self._labels[a].pos(), self._labels[b].pos()
                d = math.hypot(lb.x() - la.x(), lb.y() - la.y()) or 1.0
                ux, uy = (lb.x() - la.x()) / d, (lb.y() - la.y()) / d
            half = max(gap / 2 + _LINK_OVERHANG_KM, _LINK_MIN_KM / 2)
            mx, my = (ax + bx) / 2, (ay + by) / 2
            start = QPointF(mx - ux * half, my - uy * half)
            item = LinkItem(a, b, start, QPointF(mx + ux * half, my + uy * half))
            self.addItem(item)
            self._links.append(item)

    # -- geometry -----------------------------------------------------------------------------------
    def to_scene(self, lon: float, lat: float) -> QPointF:
        x, y = self._board.project(lon, lat)
        return QPointF(x, -y)

    def to_lonlat(self, pos: QPointF) -> tuple[float, float]:
        return self._board.unproject(pos.x(), -pos.y())

    def board_rect(self) -> QRectF:
        """The board's extent in scene units (empty without a board)."""
        return QRectF(self._board_rect)

    def zone_at(self, pos: QPointF) -> str | None:
        """The id of the zone under scene point `pos`: a hex, else land, else (unless the point is
        on off-board backdrop land) the sea; None off the board.

        Answered from a spatial index over the km shapes, not from the items: the play window asks
        this many times per redraw, and a path containment test on a coastline is slow.
        """
        if self._tree is None:
            return None
        point = shapely.Point(pos.x(), -pos.y())
        found = self._tree.query(point, predicate="intersects")
        if len(found) == 0:
            return None
        best: tuple[int, str] | None = None
        for index in found:
            zone_id = self._tree_ids[int(index)]
            rank = _HIT_RANK.get(self._zones[zone_id].kind, 3)
            if best is None or (rank, zone_id) < best:
                best = (rank, zone_id)
        assert best is not None
        on_backdrop = self._backdrop_km is not None and self._backdrop_km.intersects(point)
        if best[0] == _HIT_RANK["sea"] and on_backdrop:
            return None
        return best[1]

    # -- per-zone access ----------------------------------------------------------------------------
    def zone_ids(self) -> list[str]:
        return list(self._zones)

    def zone_item(self, zone_id: str) -> ZoneItem:
        return self._zones[zone_id]

    def label_item(self, zone_id: str) -> ZoneLabelItem | None:
        return self._labels.get(zone_id)

    def symbol_item(self, zone_id: str) -> SymbolRowItem | None:
        return self._symbols.get(zone_id)

    def link_items(self) -> list[LinkItem]:
        return list(self._links)

    def set_zone_fill(self, zone_id: str, color: QColor | None) -> None:
        """Recolour a zone (e.g. by controlling side); None restores its default colour."""
        self._zones[zone_id].set_fill(color)

    def set_highlight(self, zone_id: str, on: bool = True, color: QColor | None = None) -> None:
        """Outline a zone (selection, legal targets); several zones may be highlighted at once."""
        old = self._highlights.pop(zone_id, None)
        if old is not None:
            self.removeItem(old)
        if not on:
            return
        c = QColor(HIGHLIGHT if color is None else color)
        item = QGraphicsPathItem(self._zones[zone_id].path())
        pen = QPen(c, 3.0)
        pen.setCosmetic(True)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        item.setPen(pen)
        fill = QColor(c)
        fill.setAlpha(60)
        item.setBrush(fill)
        item.setZValue(Layer.HIGHLIGHTS)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(item)
        self._highlights[zone_id] = item

    def clear_highlights(self) -> None:
        for zone_id in list(self._highlights):
            self.set_highlight(zone_id, False)

    def highlighted(self) -> set[str]:
        return set(self._highlights)

    def add_layer_item(self, item: QGraphicsItem, layer: Layer = Layer.OVERLAYS, offset: float = 0.0) -> None:
        """Add an item of another package on one of the layers (offset orders items in a layer)."""
        item.setZValue(float(layer) + offset)
        self.addItem(item)

    def zone_name(self, zone_id: str) -> str:
        zone = self._board.zones[zone_id]
        if zone.kind == "sea":
            return zone.name or QCoreApplication.translate("BoardScene", "Sea")
        return f"{zone.number:02d} {zone.name}".strip()

    # -- level of detail ----------------------------------------------------------------------------
    @property
    def view_scale(self) -> float:
        return self._view_scale

    def set_view_scale(self, scale: float) -> None:
        """Lay labels and symbols out for a view showing `scale` pixels per km.

        Numbers and symbols are placed everywhere (play needs them); then, from the largest zone
        down, each name takes the first free spot: below, above, right or left of its number, on
        one line or two. A name with no room is left out at this zoom (the status bar names the
        zone under the mouse), so labels never pile up over each other.
        """
        self._view_scale = scale
        if not self._labels or scale <= 0:
            return
        # Whole pixel sizes: fonts only come in those, and unchanged sizes keep the cached label pixmaps.
        number_px = float(round(min(max(8.0 + 6.0 * math.log2(1.0 + scale), 12.0), 20.0)))
        name_px = float(max(10, round(number_px * 0.8)))
        icon_px = float(round(min(max(number_px * 1.05, 13.0), 21.0)))
        placed: list[QRectF] = []
        order = sorted(self._labels.values(), key=lambda lab: -self._km_polygons[lab.zone_id].area)
        blocks: dict[str, QRectF] = {}
        for label in order:
            anchor = QPointF(label.pos().x() * scale, label.pos().y() * scale)
            row = self._symbols[label.zone_id]
            if label.is_sea:
                row.set_layout(icon_px, 0.0)
                continue
            num_h = _metrics(label.number_font(number_px)).height() if label.number_text else 0.0
            num_w = label.number_width(number_px)
            row_top = num_h / 2 if label.number_text else -icon_px / 2
            row.set_layout(icon_px, row_top)
            block = QRectF(-num_w / 2, -num_h / 2, num_w, num_h)
            if row.symbols:
                rw = row.row_width()
                block = block.united(QRectF(-rw / 2, row_top, rw, icon_px))
            blocks[label.zone_id] = block
            placed.append(block.translated(anchor))
        self._place_names(order, blocks, placed, scale, number_px, name_px)

    def _place_names(self, order: list[ZoneLabelItem], blocks: dict[str, QRectF], obstacles: list[QRectF],
                     scale: float, number_px: float, name_px: float) -> None:
        Spot = tuple[list[str], float, float, str]
        candidates: dict[str, list[tuple[Spot, QRectF]]] = {}
        for label in order:
            anchor = QPointF(label.pos().x() * scale, label.pos().y() * scale)
            if label.is_sea:
                lines = [label.name_text] if label.name_text else []
                rect = label.name_rect_for(lines, 0.0, 0.0, "c", name_px + 1)
                label.set_layout(number_px, name_px + 1, lines, 0.0, -rect.height() / 2)
                obstacles.append(rect.translated(anchor).translated(0, -rect.height() / 2))
                continue
            spots = []
            for spot in self._name_spots(label, blocks[label.zone_id], name_px):
                r = label.name_rect_for(spot[0], spot[1], spot[2], spot[3], name_px).translated(anchor)
                if self._inside_board(r, scale):
                    spots.append((spot, r))
            candidates[label.zone_id] = spots
        own_block = {zid: b.translated(QPointF(self._labels[zid].pos().x() * scale,
                                                  self._labels[zid].pos().y() * scale))
                     for zid, b in blocks.items()}
        names: dict[str, tuple[Spot, QRectF]] = {}

        def clashes(zid: str, rect: QRectF) -> list[str | None]:
            """Who `rect` (zid's name) would overlap: None for a fixed number/symbol block."""
            padded = rect.adjusted(-3, -1, 3, 1)
            mine = own_block.get(zid)
            hits: list[str | None] = [None for o in obstacles if o != mine and padded.intersects(o)]
            hits += [other for other, (_, r) in names.items() if other != zid and padded.intersects(r)]
            return hits

        for label in order:
            zid = label.zone_id
            for spot, rect in candidates.get(zid, []):
                if not clashes(zid, rect):
                    names[zid] = (spot, rect)
                    break
        # One round of repair: a name with no room may move one placed name to another of its spots.
        for label in order:
            zid = label.zone_id
            if zid in names or zid not in candidates:
                continue
            for spot, rect in candidates[zid]:
                hits = clashes(zid, rect)
                if len(hits) != 1 or hits[0] is None:
                    continue
                other = hits[0]
                names[zid] = (spot, rect)
                moved = next(((s2, r2) for s2, r2 in candidates[other]
                              if r2 != names[other][1] and not clashes(other, r2)), None)
                if moved is not None:
                    names[other] = moved
                    break
                del names[zid]
        for label in order:
            if label.is_sea:
                continue
            spot = names.get(label.zone_id, (([], 0.0, 0.0, "c"), QRectF()))[0]
            label.set_layout(number_px, name_px, *spot)

    @staticmethod
    def _name_spots(label: ZoneLabelItem, block: QRectF,
                    name_px: float) -> list[tuple[list[str], float, float, str]]:
        spots: list[tuple[list[str], float, float, str]] = []
        line_h = _metrics(label.name_font(name_px)).height()
        for lines in label.name_candidates():
            h = line_h * len(lines)
            spots.append((lines, 0.0, block.bottom(), "c"))
            spots.append((lines, 0.0, block.top() - h, "c"))
        for lines in label.name_candidates():
            h = line_h * len(lines)
            mid = block.center().y() - h / 2
            spots.append((lines, block.right() + 3, mid, "l"))
            spots.append((lines, block.left() - 3, mid, "r"))
        for lines in label.name_candidates():
            h = line_h * len(lines)
            for top in (block.bottom(), block.top() - h):
                spots.append((lines, block.right(), top, "r"))
                spots.append((lines, block.left(), top, "l"))
        return spots

    def _inside_board(self, rect_px: QRectF, scale: float) -> bool:
        b = self._board_rect
        return QRectF(b.x() * scale, b.y() * scale, b.width() * scale, b.height() * scale).contains(rect_px)


def _polygonal(geom: BaseGeometry) -> BaseGeometry:
    """The polygon parts of a shape, made valid (a hand-drawn ring may cross itself or collapse)."""
    if not geom.is_valid:
        geom = shapely.make_valid(geom)
    if isinstance(geom, Polygon | shapely.MultiPolygon):
        return geom
    parts = [p for p in shapely.get_parts(geom) if isinstance(p, Polygon | shapely.MultiPolygon)]
    return shapely.union_all(parts) if parts else shapely.MultiPolygon()


def _border_lines(land: dict[str, BaseGeometry],
                  closed_ids: list[str]) -> tuple[BaseGeometry, BaseGeometry, BaseGeometry]:
    """(solid, dotted, coast) lines: borders between land zones, those of closed zones, coastline."""
    coast = shapely.union_all(list(land.values())).boundary
    lines = shapely.union_all([g.boundary for g in land.values()])
    internal = lines.difference(coast.buffer(_EPS_KM))
    if not closed_ids:
        return internal, GeometryCollection(), coast
    closed_lines = shapely.union_all([land[zid].boundary for zid in closed_ids]).buffer(_EPS_KM)
    return internal.difference(closed_lines), internal.intersection(closed_lines), coast


def _main_part(geom: BaseGeometry) -> BaseGeometry:
    parts = getattr(geom, "geoms", None)
    return max(parts, key=lambda g: g.area) if parts else geom


def _lines_only(geom: BaseGeometry) -> BaseGeometry:
    """The line parts of a set-operation result, joined into long runs (points are dropped).

    Set operations return borders as many two-point pieces; stroking each piece separately (with
    its own caps) made a redraw several times slower than stroking the merged polylines.
    """
    if geom.is_empty:
        return GeometryCollection()
    if isinstance(geom, LineString | MultiLineString):
        lines = geom
    else:
        parts = [g for g in getattr(geom, "geoms", []) if isinstance(g, LineString | MultiLineString)]
        if not parts:
            return GeometryCollection()
        lines = shapely.union_all(parts)
    merged = shapely.line_merge(lines)
    return merged if not merged.is_empty else lines


def _project_coords(board: Any, coords: Any) -> Any:
    import numpy as np

    out = np.array([board.project(float(x), float(y)) for x, y in coords], dtype=float)
    return out.reshape(coords.shape) if len(coords) else coords


def _arrow_links(board: Any) -> list[tuple[str, str]]:
    """The island links (edges of kind "arrow") of the board, each pair once."""
    pairs: list[tuple[str, str]] = []
    graph = getattr(board, "graph", None)
    if graph is not None:
        for a, b, data in graph.edges(data=True):
            if data.get("kind") == "arrow":
                pairs.append((a, b))
        return pairs
    for link in getattr(board, "links", []) or []:
        a = getattr(link, "a", None) if not isinstance(link, dict) else link.get("a")
        b = getattr(link, "b", None) if not isinstance(link, dict) else link.get("b")
        if a and b:
            pairs.append((a, b))
    return pairs


def _backdrop_geometry(board: Any) -> BaseGeometry | None:
    """The board's coastline backdrop in lon/lat (`backdrop.geometry`, GeoJSON), or None.

    The backdrop is decoration: a missing or malformed geometry just means no backdrop.
    """
    backdrop = getattr(board, "backdrop", None)
    if isinstance(backdrop, BaseGeometry):
        return backdrop
    geom = backdrop.get("geometry") if isinstance(backdrop, dict) else getattr(backdrop, "geometry", None)
    if isinstance(geom, BaseGeometry):
        return geom
    if not isinstance(geom, dict) or geom.get("type") not in ("Polygon", "MultiPolygon"):
        return None
    try:
        shape = shapely.geometry.shape(geom)
        return shape if shape.is_valid else shapely.make_valid(shape)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, shapely.errors.GEOSException):
        return None
