"""The board as a QGraphicsScene: zones, borders, island links, symbols and labels, in layers.

Scene units are projected kilometres (`Board.project`) with y flipped so north is up. Zones are
addressable by id (`zone_item`, `label_item`, `symbol_item`); the play window and the editor
recolour them (`set_zone_fill`), highlight them (`set_highlight`) and stack their own items on
the named layers (`add_layer_item`). Labels and symbols ignore the zoom and are re-laid out by
`set_view_scale` (`board_labels`), so they keep a readable pixel size and never pile up at
fit-to-window. The items are in `board_items`, the colours and layers in `board_style`, the shapes
derived from the board in `board_shapes`.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

import shapely
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsScene
from shapely.geometry import GeometryCollection
from shapely.geometry.base import BaseGeometry
from shapely.ops import nearest_points

from sandtable.board.adjacency import valid_polygonal
from sandtable.board.zone import VALUE_PROP
from sandtable.core.messages import ENGLISH, localized_name, localized_short_name
from sandtable.ui.board_items import LINK_MAX_STRETCH_KM, BorderItem, LinkItem, ZoneItem
from sandtable.ui.board_labels import ZoneLabelItem, lay_out_labels
from sandtable.ui.board_shapes import (
    arrow_links,
    backdrop_geometry,
    border_lines,
    lines_only,
    main_part,
    project_coords,
    sea_border_lines,
)
from sandtable.ui.board_style import (
    BACKDROP_LAND,
    COAST,
    HIGHLIGHT,
    SEA,
    TABLE,
    Layer,
    geometry_path,
)
from sandtable.ui.i18n import shown_language
from sandtable.ui.symbols import SymbolRowItem

__all__ = ["BoardScene", "Layer", "LinkItem", "ZoneItem", "ZoneLabelItem"]

# Under this distance (km) an island link is drawn at a minimum visible length.
_LINK_MIN_KM = 70.0
_LINK_OVERHANG_KM = 18.0
# Which zone a point reports when shapes overlap or touch: the finest first.
_HIT_RANK = {"hex": 0, "land": 1, "sea": 2}
# The thin line between two sea zones: a darker blue of the sea, quieter than the coast.
SEA_BORDER = QColor(63, 111, 159, 190)


class BoardScene(QGraphicsScene):
    """The scene of one board; empty until `set_board`."""

    # Zone names in the windows' language where the board has them (the viewer and the play window).
    localized_names = True

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
        self._add_sea_borders(board)
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
        # The abbreviation goes with the name shown: Italian "Germania" is shortened "Germ.", not "Ger.".
        lang = shown_language() if self.localized_names else ENGLISH
        label = ZoneLabelItem(self._named(zone), numbered=getattr(self._board, "land_numbers", True),
                              short_name=localized_short_name(zone.props, lang))
        label.setPos(self.to_scene(*zone.label_point))
        self.addItem(label)
        self._labels[zone.id] = label
        value = zone.props.get(VALUE_PROP)
        row = SymbolRowItem(zone.symbols, value=value if type(value) is int else None)
        row.setZValue(Layer.SYMBOLS)
        row.setPos(label.pos())
        self.addItem(row)
        self._symbols[zone.id] = row

    def _add_backdrop(self, board: Any) -> None:
        geom = backdrop_geometry(board)
        if geom is None or geom.is_empty:
            return
        projection = getattr(board, "projection", None)
        if projection is not None and hasattr(projection, "project_geom"):
            geom_km = projection.project_geom(geom)
        else:
            geom_km = shapely.transform(geom, lambda c: project_coords(board, c))
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
        land = {zid: valid_polygonal(g) for zid, g in self._km_polygons.items()
                if board.zones[zid].kind == "land"}
        land = {zid: g for zid, g in land.items() if not g.is_empty}
        if not land:
            return
        closed_ids = [zid for zid in land if "closed-to-land" in board.zones[zid].symbols]
        try:
            solid, dotted, coast = border_lines(land, closed_ids)
        except shapely.errors.GEOSException:
            # Shapes too broken for set operations (validation reports them): plain outlines.
            solid = shapely.union_all([g.boundary for g in land.values()])
            dotted, coast = GeometryCollection(), GeometryCollection()
        self._borders = BorderItem(lines_only(solid), lines_only(dotted), lines_only(coast))
        self.addItem(self._borders)

    def _add_sea_borders(self, board: Any) -> None:
        """Thin lines between sea zones, under the land (a board with one sea draws none)."""
        sea = {zid: valid_polygonal(g) for zid, g in self._km_polygons.items()
               if board.zones[zid].kind == "sea"}
        try:
            lines = lines_only(sea_border_lines({z: g for z, g in sea.items() if not g.is_empty}))
        except shapely.errors.GEOSException:
            return
        if lines.is_empty:
            return
        pen = QPen(SEA_BORDER, 1.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        pen.setCosmetic(True)
        item = QGraphicsPathItem(geometry_path(lines))
        item.setPen(pen)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setZValue(Layer.ZONES + 1)
        self.addItem(item)

    def _add_links(self, board: Any) -> None:
        for a, b in arrow_links(board):
            if a not in self._km_polygons or b not in self._km_polygons:
                continue
            shape_a, shape_b = main_part(self._km_polygons[a]), main_part(self._km_polygons[b])
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
            # Sized to the zones it joins: an arrow between small zones (a Normandy sector) stays
            # short, one between islands of a sea keeps its readable minimum length.
            size = math.sqrt(min(shape_a.area, shape_b.area))
            half = max(gap / 2 + min(_LINK_OVERHANG_KM, 0.2 * size), min(_LINK_MIN_KM, 0.75 * size) / 2)
            mx, my = (ax + bx) / 2, (ay + by) / 2
            start = QPointF(mx - ux * half, my - uy * half)
            item = LinkItem(a, b, start, QPointF(mx + ux * half, my + uy * half),
                            max_stretch_km=min(LINK_MAX_STRETCH_KM, 1.3 * size))
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

    def _named(self, zone: Any) -> Any:
        """`zone` with its name in the windows' language (props.name_it ..., docs/formats.md);
        the editor shows the names as stored (`localized_names` False)."""
        if not self.localized_names:
            return zone
        name = localized_name(zone.name, zone.props, shown_language())
        return zone if name == zone.name else dataclasses.replace(zone, name=name)

    def zone_name(self, zone_id: str) -> str:
        zone = self._named(self._board.zones[zone_id])
        if zone.kind == "sea":
            return zone.name or QCoreApplication.translate("BoardScene", "Sea")
        if zone.kind == "hex" and zone.name:
            return zone.name  # a hex cell is named by its printed number; the zone's own is internal
        return f"{zone.number:02d} {zone.name}".strip()

    # -- level of detail ----------------------------------------------------------------------------
    @property
    def view_scale(self) -> float:
        return self._view_scale

    def set_view_scale(self, scale: float) -> None:
        """Lay labels and symbols out for a view showing `scale` pixels per km.

        A name with no room is left out at this zoom (the status bar names the zone under the
        mouse), so labels never pile up over each other (see `board_labels`).
        """
        self._view_scale = scale
        if not self._labels or scale <= 0:
            return
        self._view_scale = scale
        if not self._labels or scale <= 0:
            return
        areas = {zid: self._km_polygons[zid].area for zid in self._labels}
        lay_out_labels(self._labels, self._symbols, areas, self._board_rect, scale, self.zone_at)
