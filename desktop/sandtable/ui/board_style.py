"""How the board looks: the scene's layers, the map colours, the label font metrics, the default fill of
a zone, and km shapes turned into painter paths (y flipped, north up). Shared by the scene's items and by
the play window's and editor's own items."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

import shapely
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainterPath, QPolygonF
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry


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

_METRICS: dict[str, QFontMetricsF] = {}


def font_metrics(font: QFont) -> QFontMetricsF:
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


def _ring_polygon(ring: Any, close: bool) -> QPolygonF:
    # Whole columns from shapely, not a tuple a vertex (Revised's zone paths: 445 -> 307 ms).
    xy = shapely.get_coordinates(ring)
    poly = QPolygonF(list(map(QPointF, xy[:, 0].tolist(), (-xy[:, 1]).tolist())))
    if close and len(poly) and poly.first() != poly.last():
        poly.append(poly.first())
    return poly


def _add_geometry(path: QPainterPath, geom: BaseGeometry) -> None:
    if geom.is_empty:
        return
    if isinstance(geom, Polygon):
        path.addPolygon(_ring_polygon(geom.exterior, True))
        for ring in geom.interiors:
            path.addPolygon(_ring_polygon(ring, True))
    elif isinstance(geom, LineString):
        line = _ring_polygon(geom, False)
        if len(line) >= 2:
            path.addPolygon(line)  # an open subpath
    elif hasattr(geom, "geoms"):  # Multi* and collections
        for part in geom.geoms:
            _add_geometry(path, part)
