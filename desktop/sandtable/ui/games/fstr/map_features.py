"""What a wargamer reads on the printed FSTR map besides the terrain colours: roads (major and minor,
drawn hex centre to hex centre), rivers and major rivers along their hexsides, bridges across them
(a blown one crossed out), the Gustav and Bernhardt line hexes ringed, and the towns' names.

One item per scene, added by the `state_changed` hook of this package (`ui.play.hooks`): the map
never changes during a game, only which bridges are blown (`FstrState.blown`, public: spec §6). The
geometry comes from the rules' board (`world.Board.sides`, the hexside features of the map files)
and the table's hex zones (`table_board.scenario_board`), so the play window draws what the rules use.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsItem

from sandtable.ui.board_style import Layer

ROAD = {"major": (QColor(178, 34, 34, 220), 2.6), "minor": (QColor(178, 34, 34, 170), 1.4)}
RIVER = {"river": (QColor(40, 95, 200), 2.6), "major_river": (QColor(25, 70, 170), 4.2)}
LINE_HEXES = QColor(150, 20, 20)  # Gustav and Bernhardt hexes
NAME_MIN_PX = 26.0  # a hex narrower than this on screen shows only the cities' names


def _pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(colour, width, style)
    pen.setCosmetic(True)  # pixels whatever the zoom: readable at fit and at 4x
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


class MapFeatures(QGraphicsItem):
    """Roads, rivers, bridges, fortified lines and town names of one scenario's board."""

    def __init__(self, scene: Any, world: Any) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scenario = world.scenario.id
        zones = scene.board.zones
        self.centre: dict[str, QPointF] = {}
        self.size = 1.0
        for key in world.board.hexes:
            zone = zones.get(key)
            if zone is None:
                continue
            c = zone.polygon.centroid
            self.centre[key] = scene.to_scene(c.x, c.y)
        if len(self.centre) > 1:
            a = next(iter(self.centre))
            n = world.board.nbrs.get(a, ())
            if n and n[0] in self.centre:
                self.size = QLineF(self.centre[a], self.centre[n[0]]).length()
        self.roads: dict[str, list[QLineF]] = {cls: [] for cls in ROAD}
        self.rivers: dict[str, list[QLineF]] = {kind: [] for kind in RIVER}
        self.bridges: dict[str, QLineF] = {}
        for pair, kinds in world.board.sides.items():
            a, b = sorted(pair)
            if a not in self.centre or b not in self.centre:
                continue
            if "road" in kinds:
                road = QLineF(self.centre[a], self.centre[b])
                self.roads.get(kinds["road"], self.roads["minor"]).append(road)
            edge = self._edge(zones[a], zones[b], scene)
            if edge is None:
                continue
            for kind in RIVER:
                if kind in kinds:
                    self.rivers[kind].append(edge)
            if "bridge" in kinds:
                self.bridges[f"{a}|{b}"] = QLineF(self.centre[a], self.centre[b])
        self.lines = [k for k, h in world.board.hexes.items()
                      if ("gustav" in h.features or "bernhardt" in h.features) and k in self.centre]
        self.names = [(self.centre[k], h.names[0], "city" in h.features)
                      for k, h in sorted(world.board.hexes.items()) if h.names and k in self.centre]
        self.blown: frozenset[str] = frozenset()
        xs = [p.x() for p in self.centre.values()] or [0.0]
        ys = [p.y() for p in self.centre.values()] or [0.0]
        self._rect = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).adjusted(
            -self.size * 2, -self.size * 2, self.size * 2, self.size * 2)
        self.setZValue(float(Layer.BORDERS) + 0.5)  # over the terrain, under lit hexes and pieces
        # Only what the view exposes is drawn (a 4x zoom shows a sixteenth of the campaign).
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    @staticmethod
    def _edge(za: Any, zb: Any, scene: Any) -> QLineF | None:
        """The hexside two hex zones share, in scene coordinates."""
        shared = za.polygon.exterior.intersection(zb.polygon.exterior)
        coords = [c for g in getattr(shared, "geoms", [shared]) for c in getattr(g, "coords", [])]
        if len(coords) < 2:
            return None
        return QLineF(scene.to_scene(*coords[0]), scene.to_scene(*coords[-1]))

    def set_blown(self, blown: frozenset[str]) -> None:
        if blown != self.blown:
            self.blown = blown
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: Any, option: Any, widget: Any = None) -> None:
        scale = math.sqrt(abs(painter.worldTransform().determinant())) or 1.0
        hex_px = self.size * scale
        seen = option.exposedRect.adjusted(-self.size, -self.size, self.size, self.size)

        def shown(lines: list[QLineF]) -> list[QLineF]:
            return [ln for ln in lines if seen.contains(ln.p1()) or seen.contains(ln.p2())]

        painter.setRenderHint(painter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for kind, (colour, width) in RIVER.items():
            painter.setPen(_pen(colour, width * min(1.6, max(0.7, hex_px / 30))))
            painter.drawLines(shown(self.rivers[kind]))
        for cls, (colour, width) in ROAD.items():
            painter.setPen(_pen(colour, width * min(1.5, max(0.6, hex_px / 32))))
            painter.drawLines(shown(self.roads[cls]))
        self._paint_bridges(painter, scale, seen)
        painter.setPen(_pen(LINE_HEXES, 1.6, Qt.PenStyle.DashLine))
        radius = self.size * 0.36
        for key in self.lines:
            if seen.contains(self.centre[key]):
                painter.drawEllipse(self.centre[key], radius, radius)
        self._paint_names(painter, scale, hex_px, seen)

    def _paint_bridges(self, painter: Any, scale: float, seen: QRectF) -> None:
        """A short bar across the river where a bridge stands; a red cross when it is blown."""
        half = 5.0 / scale
        for key, line in self.bridges.items():
            mid = line.center()
            if not seen.contains(mid):
                continue
            length = line.length() or 1.0
            ux, uy = line.dx() / length, line.dy() / length
            x, y = mid.x(), mid.y()
            painter.setPen(_pen(QColor(60, 45, 30), 4.0))
            painter.drawLine(QPointF(x - ux * half, y - uy * half), QPointF(x + ux * half, y + uy * half))
            if key in self.blown:
                painter.setPen(_pen(QColor(220, 20, 20), 2.4))
                painter.drawLine(QPointF(x - half, y - half), QPointF(x + half, y + half))
                painter.drawLine(QPointF(x - half, y + half), QPointF(x + half, y - half))

    def _paint_names(self, painter: Any, scale: float, hex_px: float, seen: QRectF) -> None:
        """Town names under the hex centre, in pixels; villages only when the hexes are big enough
        to hold them, cities always (they are the objectives)."""
        painter.save()
        fonts = {}
        for city in (True, False):
            font = QFont()
            font.setPixelSize(12 if city else 10)
            font.setBold(city)
            fonts[city] = (font, QFontMetricsF(font))
        for centre, name, city in self.names:
            if (not city and hex_px < NAME_MIN_PX) or not seen.contains(centre):
                continue
            font, metrics = fonts[city]
            painter.setFont(font)
            width = metrics.horizontalAdvance(name)
            painter.save()
            painter.translate(centre)
            painter.scale(1.0 / scale, 1.0 / scale)
            y = hex_px * 0.18
            box = QRectF(-width / 2 - 2, y, width + 4, metrics.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 170))
            painter.drawRoundedRect(box, 3, 3)
            painter.setPen(QColor(20, 20, 20))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, name)
            painter.restore()
        painter.restore()


def show(window: Any) -> MapFeatures | None:
    """Add (once per scene and scenario) or update the map features of the window's game."""
    scene, state = window.scene, window.state
    world = getattr(state, "world", None)
    if scene is None or world is None or scene.board is None:
        return None
    item = getattr(scene, "_fstr_features", None)
    if item is None or item.scene() is not scene or item.scenario != world.scenario.id:
        if item is not None and item.scene() is scene:
            scene.removeItem(item)
        item = MapFeatures(scene, world)
        scene.addItem(item)
        scene._fstr_features = item
    item.set_blown(frozenset(getattr(state, "blown", ())))
    return item
