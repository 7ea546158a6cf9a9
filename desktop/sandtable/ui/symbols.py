"""Vector-drawn zone symbols (stars, Axis cross, airport, mountain, partisans, closed-to-land,
capital, victory city) and the circled value (a zone's income).

Every symbol is drawn by code in a unit square, so it stays sharp at any zoom and needs no image
files. `paint_symbol` draws one into a rectangle; `SymbolRowItem` is the scene item showing a
zone's symbols as a row of screen-sized icons, led by its circled value when it has one
(`paint_value`); `symbol_pixmap` serves legends and menus.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

# The order symbols appear in a zone's row: the ones that decide play first.
SYMBOL_ORDER = (
    "axis-symbol", "orange-star", "allied-star", "capital", "victory-city", "airport", "mountain",
    "partisans", "closed-to-land",
)
# The closed-to-land rule is already shown by the zone's hatching and dotted border.
ROW_HIDDEN = frozenset({"closed-to-land"})

ORANGE = QColor("#f08a1c")
ALLIED_BLUE = QColor("#1d4f9c")
PARTISAN_BLUE = QColor("#a9dcf5")
INK = QColor("#1f2428")
GOLD = QColor("#f2c230")
CAPITAL_RED = QColor("#a3121c")


def symbol_label(name: str) -> str:
    """The symbol's name as shown to the user (status bar, legend)."""
    labels = {
        "orange-star": QCoreApplication.translate("symbols", "orange star"),
        "allied-star": QCoreApplication.translate("symbols", "Allied star"),
        "axis-symbol": QCoreApplication.translate("symbols", "Axis symbol"),
        "airport": QCoreApplication.translate("symbols", "airport"),
        "mountain": QCoreApplication.translate("symbols", "mountain"),
        "partisans": QCoreApplication.translate("symbols", "partisans"),
        "closed-to-land": QCoreApplication.translate("symbols", "closed to land forces"),
        "capital": QCoreApplication.translate("symbols", "capital"),
        "victory-city": QCoreApplication.translate("symbols", "victory city"),
    }
    return labels.get(name, name)


def ordered_symbols(symbols: Iterable[str]) -> list[str]:
    """Known symbols in display order, then unknown ones alphabetically (they get a placeholder)."""
    present = set(symbols)
    known = [s for s in SYMBOL_ORDER if s in present]
    return known + sorted(present - set(SYMBOL_ORDER))


def _star(points: int = 5, outer: float = 1.0, inner: float = 0.42) -> QPolygonF:
    poly = QPolygonF()
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / points
        poly.append(QPointF(r * math.cos(a), r * math.sin(a)))
    return poly


def _outline(unit: float, color: QColor = INK, width_px: float = 1.0) -> QPen:
    pen = QPen(color, width_px / unit)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _paint_orange_star(p: QPainter, unit: float) -> None:
    p.setPen(_outline(unit, QColor("#6b3300")))
    p.setBrush(ORANGE)
    p.drawPolygon(_star(outer=1.05))


def _paint_allied_star(p: QPainter, unit: float) -> None:
    p.setPen(_outline(unit, QColor("#0d2550")))
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(QPointF(0, 0), 0.98, 0.98)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ALLIED_BLUE)
    p.drawPolygon(_star(outer=0.9, inner=0.37))


def _paint_axis_symbol(p: QPainter, unit: float) -> None:
    # A Balkenkreuz: white flanks around a black cross, with a thin dark edge so it reads on paper.
    white = QPainterPath()
    white.addRect(QRectF(-0.95, -0.34, 1.9, 0.68))
    white.addRect(QRectF(-0.34, -0.95, 0.68, 1.9))
    white = white.simplified()
    p.setPen(_outline(unit))
    p.setBrush(QColor("#ffffff"))
    p.drawPath(white)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#000000"))
    p.drawRect(QRectF(-0.8, -0.17, 1.6, 0.34))
    p.drawRect(QRectF(-0.17, -0.8, 0.34, 1.6))


def _paint_airport(p: QPainter, unit: float) -> None:
    # A plane seen from above, nose up, on a white disc so it reads on any fill.
    p.setPen(_outline(unit, QColor("#2a3a4c"), 0.8))
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(QPointF(0, 0), 1.0, 1.0)
    plane = QPainterPath()
    plane.addRoundedRect(QRectF(-0.17, -0.86, 0.34, 1.62), 0.17, 0.17)
    plane.addPolygon(QPolygonF([QPointF(-0.86, 0.06), QPointF(-0.12, -0.36), QPointF(0.12, -0.36),
                                QPointF(0.86, 0.06), QPointF(0.86, 0.3), QPointF(-0.86, 0.3)]))
    plane.addPolygon(QPolygonF([QPointF(-0.42, 0.62), QPointF(0.0, 0.42), QPointF(0.42, 0.62),
                                QPointF(0.42, 0.8), QPointF(-0.42, 0.8)]))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#2a3a4c"))
    p.drawPath(plane.simplified())


def _paint_mountain(p: QPainter, unit: float) -> None:
    p.setPen(_outline(unit, QColor("#3d2812")))
    p.setBrush(QColor("#9a6a3a"))
    p.drawPolygon(QPolygonF([QPointF(-1.0, 0.8), QPointF(-0.1, -0.85), QPointF(0.8, 0.8)]))
    p.setBrush(QColor("#7d5429"))
    p.drawPolygon(QPolygonF([QPointF(0.15, 0.8), QPointF(0.55, 0.0), QPointF(1.0, 0.8)]))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#ffffff"))
    p.drawPolygon(QPolygonF([QPointF(-0.1, -0.85), QPointF(-0.38, -0.34), QPointF(-0.2, -0.42),
                             QPointF(-0.06, -0.3), QPointF(0.08, -0.44), QPointF(0.18, -0.34)]))


def _paint_partisans(p: QPainter, unit: float) -> None:
    p.setPen(_outline(unit, QColor("#1c5a80")))
    p.setBrush(PARTISAN_BLUE)
    p.drawPolygon(QPolygonF([QPointF(0.0, -0.95), QPointF(1.0, 0.8), QPointF(-1.0, 0.8)]))


def _paint_closed(p: QPainter, unit: float) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#dcd8cc"))
    p.drawRect(QRectF(-0.9, -0.9, 1.8, 1.8))
    p.setBrush(QBrush(QColor("#6f6f6f"), Qt.BrushStyle.BDiagPattern))
    p.drawRect(QRectF(-0.9, -0.9, 1.8, 1.8))
    pen = _outline(unit, QColor("#ffffff"), 1.5)
    pen.setStyle(Qt.PenStyle.DotLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(QRectF(-0.9, -0.9, 1.8, 1.8))


def _paint_capital(p: QPainter, unit: float) -> None:
    # The cartographer's capital: a ring around a dot, on a white disc.
    p.setPen(_outline(unit))
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(QPointF(0, 0), 0.98, 0.98)
    ring = QPainterPath()
    ring.addEllipse(QPointF(0, 0), 0.7, 0.7)
    ring.addEllipse(QPointF(0, 0), 0.5, 0.5)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(CAPITAL_RED)
    p.drawPath(ring)
    p.drawEllipse(QPointF(0, 0), 0.3, 0.3)


def _paint_victory_city(p: QPainter, unit: float) -> None:
    # A crenellated tower on a gold disc.
    p.setPen(_outline(unit, QColor("#5a4300")))
    p.setBrush(GOLD)
    p.drawEllipse(QPointF(0, 0), 0.98, 0.98)
    tower = QPolygonF([
        QPointF(-0.5, 0.62), QPointF(-0.5, -0.58), QPointF(-0.28, -0.58), QPointF(-0.28, -0.38),
        QPointF(-0.11, -0.38), QPointF(-0.11, -0.58), QPointF(0.11, -0.58), QPointF(0.11, -0.38),
        QPointF(0.28, -0.38), QPointF(0.28, -0.58), QPointF(0.5, -0.58), QPointF(0.5, 0.62),
    ])
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    p.drawPolygon(tower)
    p.setBrush(GOLD)
    p.drawRoundedRect(QRectF(-0.14, 0.18, 0.28, 0.44), 0.12, 0.12)


def _paint_unknown(p: QPainter, unit: float) -> None:
    p.setPen(_outline(unit))
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(QPointF(0, 0), 0.85, 0.85)
    p.drawLine(QPointF(-0.45, 0.0), QPointF(0.45, 0.0))


_PAINTERS: dict[str, Callable[[QPainter, float], None]] = {
    "orange-star": _paint_orange_star,
    "allied-star": _paint_allied_star,
    "axis-symbol": _paint_axis_symbol,
    "airport": _paint_airport,
    "mountain": _paint_mountain,
    "partisans": _paint_partisans,
    "closed-to-land": _paint_closed,
    "capital": _paint_capital,
    "victory-city": _paint_victory_city,
}


def is_known_symbol(name: str) -> bool:
    return name in _PAINTERS


def paint_symbol(painter: QPainter, name: str, rect: QRectF) -> None:
    """Draw symbol `name` centred in `rect` (unknown names get a neutral placeholder disc)."""
    unit = min(rect.width(), rect.height()) / 2.0
    if unit <= 0:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(rect.center())
    painter.scale(unit, unit)
    _PAINTERS.get(name, _paint_unknown)(painter, unit)
    painter.restore()


def paint_value(painter: QPainter, value: int, rect: QRectF) -> None:
    """A zone's value (its income) as a number in a white circle, centred in `rect`."""
    d = min(rect.width(), rect.height())
    if d <= 0:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    disc = QRectF(rect.center().x() - d / 2, rect.center().y() - d / 2, d, d).adjusted(0.5, 0.5, -0.5, -0.5)
    painter.setPen(QPen(INK, 1.0))
    painter.setBrush(QColor("#ffffff"))
    painter.drawEllipse(disc)
    font = QFont()
    text = str(value)
    font.setPixelSize(max(1, round(d * (0.72 if len(text) < 2 else 0.6))))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(INK)
    painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def symbol_pixmap(name: str, size: int = 16) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_symbol(painter, name, QRectF(0.5, 0.5, size - 1.0, size - 1.0))
    painter.end()
    return pixmap


class SymbolRowItem(QGraphicsItem):
    """A zone's symbols as a centred row of icons, sized in screen pixels (ignores the zoom); a
    positive `value` (the zone's income) leads the row as a circled number."""

    GAP = 2.0

    def __init__(self, symbols: Iterable[str], icon_px: float = 13.0,
                 parent: QGraphicsItem | None = None, value: int | None = None) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._symbols = [s for s in ordered_symbols(symbols) if s not in ROW_HIDDEN]
        self._icon = icon_px
        self._top = 0.0
        self._value = value if value is not None and value > 0 else None

    @property
    def symbols(self) -> list[str]:
        return list(self._symbols)

    @property
    def value(self) -> int | None:
        return self._value

    def is_empty(self) -> bool:
        return not self._symbols and self._value is None

    def set_layout(self, icon_px: float, top: float) -> None:
        """Icon size in pixels and the row's top edge below the anchor point, in pixels."""
        if icon_px == self._icon and top == self._top:
            return
        self.prepareGeometryChange()
        self._icon = icon_px
        self._top = top
        self.update()

    def row_width(self) -> float:
        n = len(self._symbols) + (self._value is not None)
        return n * self._icon + max(0, n - 1) * self.GAP

    def boundingRect(self) -> QRectF:
        w = self.row_width()
        return QRectF(-w / 2 - 1, self._top - 1, w + 2, self._icon + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        x = -self.row_width() / 2
        if self._value is not None:
            paint_value(painter, self._value, QRectF(x, self._top, self._icon, self._icon))
            x += self._icon + self.GAP
        for name in self._symbols:
            paint_symbol(painter, name, QRectF(x, self._top, self._icon, self._icon))
            x += self._icon + self.GAP
