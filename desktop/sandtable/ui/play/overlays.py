"""Overlays on the board: a game's place overlays (1943-45's supply: tinted zones, sources, supply
lines), range circles, the places a selection can reach, and arrows (drag line, declared attacks).

Every overlay draws what the game computed (`TableGame.overlay`, the legal actions); nothing here
decides anything or knows a game.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem

from sandtable.core.table import OverlayView
from sandtable.ui.board_scene import BoardScene, Layer

REACH = QColor(255, 190, 0)
RANGE = QColor(200, 40, 40)
ARROW = QColor(200, 30, 30)


def _cosmetic(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(colour, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    pen.setCosmetic(True)
    return pen


class OverlayGroup:
    """A set of scene items shown and cleared together."""

    def __init__(self, scene: BoardScene, layer: Layer = Layer.OVERLAYS) -> None:
        self.scene = scene
        self.layer = layer
        self.items: list[QGraphicsItem] = []

    def add(self, item: QGraphicsItem, offset: float = 0.0) -> None:
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scene.add_layer_item(item, self.layer, offset)
        self.items.append(item)

    def clear(self) -> None:
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items.clear()

    @property
    def visible(self) -> bool:
        return bool(self.items)


class PlacesOverlay(OverlayGroup):
    """A game's overlay (`core.table.OverlayView`): tinted places, the lines joining places, ringed
    places, drawn under the labels and pieces so the forces stay readable (1943-45's supply)."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene, Layer.HIGHLIGHTS)

    def show(self, view: OverlayView, zone_ids: Mapping[Any, str], colour: QColor) -> None:
        self.clear()
        tint = QColor(colour)
        tint.setAlpha(70)
        for place in sorted(view.tinted, key=str):
            zid = zone_ids.get(place)
            if zid is None:
                continue
            item = QGraphicsPathItem(self.scene.zone_item(zid).path())
            item.setPen(_cosmetic(colour, 1.2))
            item.setBrush(tint)
            self.add(item)
        lines = QPainterPath()
        for a, b in view.lines:
            if a in zone_ids and b in zone_ids:
                lines.moveTo(self._anchor(zone_ids[a]))
                lines.lineTo(self._anchor(zone_ids[b]))
        path_item = QGraphicsPathItem(lines)
        path_item.setPen(_cosmetic(colour.darker(130), 2.6, Qt.PenStyle.DashLine))
        self.add(path_item, 1)
        for place in sorted(view.ringed, key=str):
            if place not in zone_ids:
                continue
            ring = QGraphicsEllipseItem(QRectF(-9, -9, 18, 18))
            ring.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
            ring.setPen(_cosmetic(colour.darker(140), 3.0))
            ring.setBrush(QColor(255, 255, 255, 90))
            ring.setPos(self._anchor(zone_ids[place]))
            self.add(ring, 2)

    def _anchor(self, zone_id: str) -> QPointF:
        label = self.scene.label_item(zone_id)
        if label is not None:
            return label.pos()
        return self.scene.zone_item(zone_id).boundingRect().center()


class RangeOverlay(OverlayGroup):
    """Range circles of planes: the ruler's length around each plane's position."""

    def show(self, scene_points: Iterable[tuple[QPointF, float, QColor]]) -> int:
        self.clear()
        count = 0
        for centre, radius, colour in scene_points:
            box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            circle = QGraphicsEllipseItem(box)
            circle.setPen(_cosmetic(colour, 2.0, Qt.PenStyle.DashLine))
            fill = QColor(colour)
            fill.setAlpha(22)
            circle.setBrush(fill)
            self.add(circle)
            count += 1
        return count


class ZoneMarks(OverlayGroup):
    """Zones outlined in one colour (reachable destinations, legal placements), drawn under the
    labels and pieces so they never hide what stands in the zone."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene, Layer.HIGHLIGHTS)

    def show(self, zone_ids: Iterable[str], colour: QColor = REACH) -> None:
        self.clear()
        fill = QColor(colour)
        fill.setAlpha(55)
        for zid in zone_ids:
            item = QGraphicsPathItem(self.scene.zone_item(zid).path())
            item.setPen(_cosmetic(colour, 2.6))
            item.setBrush(fill)
            self.add(item, 0.5)


class ArrowItem(QGraphicsItem):
    """A thick arrow from one scene point to another, head sized in pixels (attacks, drags)."""

    def __init__(self, start: QPointF, end: QPointF, colour: QColor = ARROW, label: str = "") -> None:
        super().__init__()
        self.start = QPointF(start)
        self.end = QPointF(end)
        self.colour = QColor(colour)
        self.label = label
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_end(self, end: QPointF) -> None:
        self.prepareGeometryChange()
        self.end = QPointF(end)
        self.update()

    def boundingRect(self) -> QRectF:
        pad = max(abs(self.end.x() - self.start.x()), abs(self.end.y() - self.start.y())) * 0.1 + 60
        return QRectF(self.start, self.end).normalized().adjusted(-pad, -pad, pad, pad)

    def paint(self, painter: Any, option: Any, widget: Any = None) -> None:
        scale = math.sqrt(abs(painter.worldTransform().determinant())) or 1.0
        line = QLineF(self.start, self.end)
        if line.length() <= 0:
            return
        # Stop short of both zone numbers so the arrow never hides them.
        trim = min(13.0 / scale, line.length() / 4)
        ux0, uy0 = line.dx() / line.length(), line.dy() / line.length()
        line = QLineF(QPointF(self.start.x() + ux0 * trim, self.start.y() + uy0 * trim),
                      QPointF(self.end.x() - ux0 * trim, self.end.y() - uy0 * trim))
        head = 16.0 / scale
        painter.setRenderHint(painter.RenderHint.Antialiasing, True)
        painter.setPen(_cosmetic(QColor(255, 255, 255, 200), 7.0))
        painter.drawLine(line)
        painter.setPen(_cosmetic(self.colour, 4.0))
        painter.drawLine(line)
        ux, uy = ux0, uy0
        tip = line.p2()
        base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
        poly = QPolygonF([tip, QPointF(base.x() - uy * head * 0.55, base.y() + ux * head * 0.55),
                          QPointF(base.x() + uy * head * 0.55, base.y() - ux * head * 0.55)])
        painter.setPen(_cosmetic(QColor(255, 255, 255, 200), 1.5))
        painter.setBrush(self.colour)
        painter.drawPolygon(poly)
        if self.label:
            # A numbered disc at the middle (the order of the computer's moves), in pixels.
            mid = line.center()
            radius = 9.0 / scale
            painter.setPen(_cosmetic(QColor(255, 255, 255, 230), 1.5))
            painter.drawEllipse(mid, radius, radius)
            painter.save()
            painter.translate(mid)
            painter.scale(1.0 / scale, 1.0 / scale)
            font = painter.font()
            font.setPixelSize(11)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("white"))
            painter.drawText(QRectF(-9, -9, 18, 18), Qt.AlignmentFlag.AlignCenter, self.label)
            painter.restore()


class PathItem(QGraphicsItem):
    """The path a move would walk, place by place (a hex game's move: `TableGame.route`): a line
    through the places' centres with a dot in each place passed and a head at the destination, in
    pixels whatever the zoom, so the player sees which hexes the move enters before dropping."""

    def __init__(self, points: list[QPointF], colour: QColor = REACH) -> None:
        super().__init__()
        self.points = [QPointF(p) for p in points]
        self.colour = QColor(colour)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        xs = [p.x() for p in self.points] or [0.0]
        ys = [p.y() for p in self.points] or [0.0]
        pad = max(max(xs) - min(xs), max(ys) - min(ys)) * 0.1 + 60
        return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).adjusted(-pad, -pad, pad, pad)

    def paint(self, painter: Any, option: Any, widget: Any = None) -> None:
        if len(self.points) < 2:
            return
        scale = math.sqrt(abs(painter.worldTransform().determinant())) or 1.0
        painter.setRenderHint(painter.RenderHint.Antialiasing, True)
        line = QPolygonF(self.points)
        painter.setPen(_cosmetic(QColor(255, 255, 255, 210), 7.0))
        painter.drawPolyline(line)
        dark = QColor(self.colour).darker(150)
        painter.setPen(_cosmetic(dark, 3.5))
        painter.drawPolyline(line)
        radius = 4.0 / scale
        painter.setBrush(QColor("white"))
        painter.setPen(_cosmetic(dark, 2.0))
        for p in self.points[1:-1]:  # each place passed
            painter.drawEllipse(p, radius, radius)
        last = QLineF(self.points[-2], self.points[-1])
        if last.length() > 0:
            head = 14.0 / scale
            ux, uy = last.dx() / last.length(), last.dy() / last.length()
            tip = last.p2()
            base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
            painter.setBrush(dark)
            wing = head * 0.55
            painter.drawPolygon(QPolygonF([tip, QPointF(base.x() - uy * wing, base.y() + ux * wing),
                                           QPointF(base.x() + uy * wing, base.y() - ux * wing)]))


class Arrows(OverlayGroup):
    """Arrows between places (declared attacks, moves)."""

    def show(self, arrows: Iterable[tuple[Any, ...]]) -> int:
        """Replace the arrows: (start, end) in the attack colour, (start, end, colour), or
        (start, end, colour, label)."""
        self.clear()
        count = 0
        for arrow in arrows:
            colour = arrow[2] if len(arrow) > 2 else ARROW
            label = arrow[3] if len(arrow) > 3 else ""
            self.add(ArrowItem(arrow[0], arrow[1], colour, label), 5)
            count += 1
        return count
