"""Overlays on the board: supply (supplied zones, sources and supply lines), plane ranges, the
zones a selected force can reach, and arrows (drag line, declared attacks).

Every overlay draws sets computed by the engine (`supply.supplied_zones`, `supply.sources`, the
legal actions, `topo.in_range`); the lines joining supplied zones only show how the engine's set
hangs together, they decide nothing.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem

from sandtable.ui.board_scene import BoardScene, Layer

SUPPLY_COLOURS = (QColor(40, 150, 40), QColor(70, 80, 170))
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


class SupplyOverlay(OverlayGroup):
    """One side's supplied zones (tinted), its sources (ringed) and the lines joining them, under
    the labels and pieces so the forces stay readable."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene, Layer.HIGHLIGHTS)

    def show(self, state: Any, side: int, zone_ids: dict[int, str]) -> tuple[int, int]:
        from sandtable.games.g1943_45.supply import sources, supplied_zones

        self.clear()
        supplied = set(supplied_zones(state, side))
        origin = [z for z in sources(state, side) if z in supplied]
        colour = SUPPLY_COLOURS[side]
        tint = QColor(colour)
        tint.setAlpha(70)
        for z in sorted(supplied):
            zid = zone_ids.get(z)
            if zid is None:
                continue
            item = QGraphicsPathItem(self.scene.zone_item(zid).path())
            item.setPen(_cosmetic(colour, 1.2))
            item.setBrush(tint)
            self.add(item)
        centre = {z: self._anchor(zone_ids[z]) for z in supplied if z in zone_ids}
        # Breadth-first from the sources inside the engine's supplied set: each zone joined to the
        # neighbour it was reached from draws one tree of supply lines per source.
        seen = set(origin)
        frontier = list(origin)
        lines = QPainterPath()
        while frontier:
            nxt = []
            for z in frontier:
                for m in state.topo.adjacent.get(z, ()):
                    if m in supplied and m not in seen and m in centre and z in centre:
                        seen.add(m)
                        nxt.append(m)
                        lines.moveTo(centre[z])
                        lines.lineTo(centre[m])
            frontier = nxt
        path_item = QGraphicsPathItem(lines)
        path_item.setPen(_cosmetic(colour.darker(130), 2.6, Qt.PenStyle.DashLine))
        self.add(path_item, 1)
        for z in origin:
            if z not in centre:
                continue
            ring = QGraphicsEllipseItem(QRectF(-9, -9, 18, 18))
            ring.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
            ring.setPen(_cosmetic(colour.darker(140), 3.0))
            ring.setBrush(QColor(255, 255, 255, 90))
            ring.setPos(centre[z])
            self.add(ring, 2)
        return len(supplied), len(origin)

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


class Arrows(OverlayGroup):
    """Arrows between zones (declared attacks: at most three per impulse in 1943-45)."""

    def show(self, arrows: Iterable[tuple[QPointF, QPointF] | tuple[QPointF, QPointF, QColor]]) -> int:
        """Replace the arrows: (start, end) in the attack colour, or (start, end, colour)."""
        self.clear()
        count = 0
        for arrow in arrows:
            colour = arrow[2] if len(arrow) > 2 else ARROW  # type: ignore[misc]
            self.add(ArrowItem(arrow[0], arrow[1], colour), 5)
            count += 1
        return count
