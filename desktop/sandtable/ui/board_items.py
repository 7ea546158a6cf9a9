"""The map's drawn items: a zone's fill, all borders in one item, and an island link's arrow."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget
from shapely.geometry.base import BaseGeometry

from sandtable.ui.board_style import (
    BORDER_CASING,
    BORDER_CASING_FAINT,
    BORDER_WHITE,
    COAST,
    HATCH,
    Layer,
    default_fill,
    geometry_path,
)

# Levels of detail (km): zoomed out, a shape is drawn simplified by the largest of these that stays
# under LOD_PX on screen. Revised's world at fit (0.04 px/km) has 88,542 vertices, most of them
# finer than a pixel: drawing them all made a frame cost 0.75-1.8 s on a loaded machine.
LODS_KM = (20.0, 5.0, 1.2)
LOD_PX = 0.35


class Detail:
    """A km geometry's path at full detail and, made when first asked, simplified ones."""

    def __init__(self, geom: BaseGeometry) -> None:
        self._geom = geom
        self.full = geometry_path(geom)
        self._coarse: dict[float, QPainterPath] = {}

    def at(self, scale: float) -> QPainterPath:
        """The path to draw at `scale` pixels per km."""
        for km in LODS_KM:
            if km * scale <= LOD_PX:
                path = self._coarse.get(km)
                if path is None:
                    # Douglas-Peucker without topology: ten times quicker, and a shape it would
                    # empty (an island smaller than the tolerance) keeps its full path.
                    coarse = self._geom.simplify(km, preserve_topology=False)
                    path = self._coarse[km] = self.full if coarse.is_empty else geometry_path(coarse)
                return path
        return self.full


def _scale(painter: QPainter) -> float:
    return math.sqrt(abs(painter.worldTransform().determinant())) or 1.0


# A link shorter than this on screen (pixels) is stretched so its shaft shows between the heads,
# by at most this many km.
_LINK_MIN_PX = 40.0
LINK_MAX_STRETCH_KM = 120.0


class ZoneItem(QGraphicsPathItem):
    """One zone's fill (hatched when closed to land forces); borders are drawn by BorderItem."""

    def __init__(self, zone: Any, polygon_km: BaseGeometry) -> None:
        self._detail = Detail(polygon_km)
        super().__init__(self._detail.full)
        self.zone_id: str = zone.id
        self.kind: str = zone.kind
        self.closed = "closed-to-land" in zone.symbols
        self.default_color = default_fill(zone.kind, zone.symbols)
        fill = zone.props.get("fill")  # a printed map's own colour (a hex's terrain), "#rrggbb"
        if isinstance(fill, str) and QColor.isValidColorName(fill):
            self.default_color = QColor(fill)
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
        path = self._detail.at(_scale(painter)) if self.kind != "hex" else self.path()
        painter.setPen(self.pen())
        painter.setBrush(self.brush())
        painter.drawPath(path)
        if self.closed:
            # The hatch keeps a fixed on-screen spacing: pattern brushes are drawn in device pixels.
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            brush = QBrush(HATCH, Qt.BrushStyle.BDiagPattern)
            brush.setTransform(painter.worldTransform().inverted()[0])
            painter.setBrush(brush)
            painter.drawPath(path)
            painter.restore()


class BorderItem(QGraphicsItem):
    """All zone borders in one item: white lines with a dark casing, dotted for closed zones,
    and a thin coastline where land meets the sea."""

    def __init__(self, solid: BaseGeometry, dotted: BaseGeometry, coast: BaseGeometry) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Layer.BORDERS)
        self._details = (Detail(solid), Detail(dotted), Detail(coast))
        self._solid, self._dotted, self._coast = (d.full for d in self._details)
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
        scale = _scale(painter)
        solid, dotted, coast = (d.at(scale) for d in self._details)
        white = 1.3 if scale < 1.0 else 2.0
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(self._pen(COAST, 1.0 if scale < 1.0 else 1.4))
        painter.drawPath(coast)
        casing = self._pen(BORDER_CASING if scale >= 1.0 else BORDER_CASING_FAINT,
                           white + (2.0 if scale >= 1.0 else 1.4))
        painter.setPen(casing)
        painter.drawPath(solid)
        painter.drawPath(dotted)
        painter.setPen(self._pen(BORDER_WHITE, white))
        painter.drawPath(solid)
        dots = self._pen(BORDER_WHITE, white + 0.4, Qt.PenStyle.CustomDashLine)
        dots.setDashPattern([1.0, 2.2])
        painter.setPen(dots)
        painter.drawPath(dotted)


class LinkItem(QGraphicsItem):
    """An island link: a white dashed double arrow across the strait, heads sized in pixels."""

    def __init__(self, a_id: str, b_id: str, start: QPointF, end: QPointF,
                 max_stretch_km: float = LINK_MAX_STRETCH_KM) -> None:
        super().__init__()
        self.a_id = a_id
        self.b_id = b_id
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Layer.LINKS)
        self._start = start
        self._end = end
        self._max_stretch = max_stretch_km
        margin = max_stretch_km
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
        half = min(max(length / 2, _LINK_MIN_PX / 2 / scale), length / 2 + self._max_stretch)
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
