"""Drawing one chip of a game's view: a counter with its drawn symbol, a cube with its count.

A chip is a `core.table.PieceView`. Its `kind` is the game's type code; the game's
`TableGame.counter_art()` maps type codes to SVG files under the resource root
(`assets/counters/tank.svg`), drawn white on the owner's colour. A kind without art shows its
`label` (a type code such as "T" or "2-5-4"), as before. Blocks (`shape` "block") are drawn as
cubes with their count on the front face.

SVG files are parsed once (`QSvgRenderer`) and rendered once per pixel size and device pixel ratio
into a cached `QPixmap`, so a redraw only blits pixmaps.

Marks drawn the same way in every game: "engaged" (red band), "moved" (lighter), "lost" (pieces
lost in the battle in progress: faded, crossed out in red), "hit" (a piece that took a loss and
stays: a red ring). Nothing here knows a game.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtSvg import QSvgRenderer

from sandtable.core.table import PieceView, SideInfo
from sandtable.resources import find_resource

ENGAGED = QColor("#d22b2b")
LOST = QColor("#e01b1b")
SELECTED = QColor("#ffcc00")
TEXT = QColor("#ffffff")
NEUTRAL = QColor("#777777")


def game_text(text: str) -> str:
    """A sentence or name the game provides, in the UI's language when a translation exists."""
    return QCoreApplication.translate("GameText", text) if text else text


# A chip's label or a track's cell: a short code, maybe followed by a count ("Inf3").
_CODE_COUNT = re.compile(r"(.*\D)(\d+)")


class Palette:
    """Each side's name, colour and control tint (from the game's `sides()`), the game's counter
    art by type code (from `counter_art()`), and its short words at the table in the windows'
    language (its UI module's `table_words()` hook, see ui/play/hooks.py: {code: word})."""

    def __init__(self, sides: list[SideInfo], art: Mapping[str, str] | None = None,
                 words: Mapping[str, str] | None = None) -> None:
        self.sides = list(sides)
        self.colours = [QColor(s.colour) for s in sides]
        self.tints = [QColor(s.tint) if s.tint else QColor(s.colour).lighter(185) for s in sides]
        self.art = CounterArt(art or {})
        self.words = dict(words or {})

    def label(self, text: str) -> str:
        """A chip's label or a track's cell as drawn: the game's word for the code, its count kept
        ("Inf3" -> "Fan3"); unchanged when the game gives no word for it."""
        if not self.words or not text:
            return text
        if text in self.words:
            return self.words[text]
        found = _CODE_COUNT.fullmatch(text)
        if found is not None and found.group(1) in self.words:
            return self.words[found.group(1)] + found.group(2)
        return text

    def colour(self, owner: int | None) -> QColor:
        if owner is None or not 0 <= owner < len(self.colours):
            return QColor(NEUTRAL)
        return QColor(self.colours[owner])

    def name(self, owner: int | None) -> str:
        if owner is None or not 0 <= owner < len(self.sides):
            return "?"
        return game_text(self.sides[owner].name)


class CounterArt:
    """SVG symbols by type code, rendered white once per size and cached as pixmaps."""

    _renderers: dict[str, QSvgRenderer | None] = {}   # shared: a file is parsed once per process

    def __init__(self, paths: Mapping[str, str]) -> None:
        self.paths = dict(paths)
        self._pixmaps: dict[tuple[str, int, int], QPixmap] = {}

    def has(self, kind: str) -> bool:
        return self.renderer(kind) is not None

    def renderer(self, kind: str) -> QSvgRenderer | None:
        path = self.paths.get(kind)
        if not path:
            return None
        if path not in self._renderers:
            found = find_resource(*path.split("/"))
            renderer = QSvgRenderer(str(found)) if found is not None else None
            self._renderers[path] = renderer if renderer is not None and renderer.isValid() else None
        return self._renderers[path]

    def pixmap(self, kind: str, side_px: float, ratio: float = 1.0) -> QPixmap | None:
        """The symbol of `kind` as a square pixmap `side_px` wide (device pixels: times `ratio`)."""
        renderer = self.renderer(kind)
        if renderer is None:
            return None
        size = max(1, round(side_px * ratio))
        key = (kind, size, round(ratio * 100))
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            pixmap = QPixmap(size, size)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            renderer.render(painter, QRectF(0, 0, size, size))
            painter.end()
            pixmap.setDevicePixelRatio(ratio)
            self._pixmaps[key] = pixmap
        return pixmap


def chip_colour(chip: PieceView, palette: Palette) -> QColor:
    return QColor(chip.colour) if chip.colour else palette.colour(chip.owner)


def chips_tooltip(chips: tuple[PieceView, ...] | list[PieceView]) -> str:
    return "\n".join(game_text(chip.title) for chip in chips if chip.title)


def font(px: float, bold: bool = True) -> QFont:
    out = QFont()
    out.setPixelSize(max(1, round(px)))
    out.setBold(bold)
    return out


def count_text(chip: PieceView) -> str:
    return str(chip.count) if chip.count > 1 else ""


def chip_width(chip: PieceView, height: float, palette: Palette) -> float:
    """The width of a chip `height` pixels high: a cube is square, a counter with art is square plus
    its count, a counter without art is as wide as its label."""
    if chip.shape == "block":
        return height
    metrics = QFontMetricsF(font(height * 0.62))
    if palette.art.has(chip.kind):
        count = chip.factors or count_text(chip)
        return height + (metrics.horizontalAdvance(count) + 2 if count else 0.0)
    return max(height * 1.25, metrics.horizontalAdvance(palette.label(chip.label)) + 8)


def paint_chip(painter: QPainter, rect: QRectF, chip: PieceView, palette: Palette,
               selected: bool = False) -> None:
    """A cube with its count, or a counter (symbol or label, engaged band), with its marks."""
    colour = chip_colour(chip, palette)
    lost = "lost" in chip.marks
    if "moved" in chip.marks:
        colour = colour.lighter(135)
    painter.save()
    if lost:
        painter.setOpacity(painter.opacity() * 0.45)
    if chip.shape == "block":
        _paint_cube(painter, rect, colour, palette.label(chip.label) or count_text(chip))
    else:
        _paint_counter(painter, rect, chip, colour, palette)
    painter.restore()
    if lost:
        painter.setPen(QPen(LOST, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        inset = rect.adjusted(2, 2, -2, -2)
        painter.drawLine(inset.topLeft(), inset.bottomRight())
        painter.drawLine(inset.topRight(), inset.bottomLeft())
    elif "hit" in chip.marks:
        painter.setPen(QPen(LOST, 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 3, 3)
    if selected:
        painter.setPen(QPen(SELECTED, 2.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 4, 4)


def _paint_cube(painter: QPainter, rect: QRectF, colour: QColor, text: str) -> None:
    """A cube seen from the front and a little above: front face, lit top, shaded side."""
    d = rect.height() * 0.24
    front = QRectF(rect.left(), rect.top() + d, rect.width() - d, rect.height() - d)
    edge = QPen(QColor(20, 20, 20, 200), 1.0)
    painter.setPen(edge)
    painter.setBrush(colour.lighter(150))
    painter.drawPolygon(QPolygonF([front.topLeft(), QPointF(rect.left() + d, rect.top()), rect.topRight(),
                                   front.topRight()]))
    painter.setBrush(colour.darker(140))
    painter.drawPolygon(QPolygonF([front.topRight(), rect.topRight(),
                                   QPointF(rect.right(), rect.bottom() - d), front.bottomRight()]))
    painter.setBrush(colour)
    painter.drawRect(front)
    painter.setPen(TEXT)
    painter.setFont(font(front.height() * 0.78))
    painter.drawText(front, Qt.AlignmentFlag.AlignCenter, text)


def _paint_counter(painter: QPainter, rect: QRectF, chip: PieceView, colour: QColor,
                   palette: Palette) -> None:
    engaged = "engaged" in chip.marks
    painter.setPen(QPen(QColor(20, 20, 20, 200), 1.0))
    painter.setBrush(colour)
    painter.drawRoundedRect(rect, 3, 3)
    band = rect.height() * 0.22 if engaged else 0.0
    if engaged:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ENGAGED)
        painter.drawRect(QRectF(rect.left() + 1, rect.bottom() - band, rect.width() - 2, band - 1))
    side = rect.height() - 4 - band
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    pixmap = palette.art.pixmap(chip.kind, side, ratio)
    painter.setPen(TEXT)
    painter.setFont(font(rect.height() * 0.62))
    if pixmap is None:
        text_rect = rect.adjusted(0, 0, 0, -band * 0.5)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, palette.label(chip.label))
        return
    painter.drawPixmap(QRectF(rect.left() + 2, rect.top() + 2, side, side), pixmap, QRectF(pixmap.rect()))
    count = chip.factors or count_text(chip)
    if count:
        box = QRectF(rect.left() + 2 + side, rect.top(), rect.width() - 2 - side, rect.height() - band)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, count)
