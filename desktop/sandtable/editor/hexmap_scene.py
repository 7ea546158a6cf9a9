"""The drawing of a printed hex map in the editor: `HexMapScene` (scene units are the map
frame's km, x right and y down) and its one item, `HexMapItem`.

Drawing 1,700 to 5,000 hexes as separate graphics items is slow; the item keeps one path per
terrain, one for the grid and one per hexside kind, in tiles of 8 x 8 hexes, and draws hex
numbers and names only inside the exposed rectangle and only when they are legible. No frame of
a pan or a zoom draws the whole screen (`hexmap_tiles`): at the fit (or a small zoom that has
rested) the static layers are one base picture, so a frame is one copy plus the exits, problems
and selection on top; elsewhere they and the text are screen tiles kept while the view pans, the
missing ones drawn a budget's worth a frame over the last pictures stretched.
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QStaticText,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from sandtable.board.hexlayout import HexLayout, hex_label, parse_label
from sandtable.board.hexmap import HexMap
from sandtable.editor.hexmap_commands import CROSSING_KINDS
from sandtable.editor.hexmap_tiles import BasePicture, ScreenTiles
from sandtable.editor.tool_base import terrain_color

HEX_TERRAIN_COLORS = {"sea": "#8fc1e3", "lake": "#a9d4f0", "plain": "#dfe9b8", "clear": "#dfe9b8",
                      "hill": "#c9b27c", "hills": "#c9b27c", "mountain": "#9a7b5a", "forest": "#6fa35a",
                      "marsh": "#7fb8a8", "city": "#9a9a9a"}
HEXSIDE_STYLE = {  # kind -> (colour, width in px, dashed)
    "river": ("#1f6fd1", 3.0, False), "major_river": ("#0b3f99", 5.0, False),
    "ridge": ("#5a3a1a", 3.0, True), "road": ("#c0392b", 2.2, False), "bridge": ("#111111", 2.0, False),
}
PROBLEM = QColor("#e0263c")
TILE = 8          # hexes per side of a drawing tile
TEXT_PX = 34      # hex numbers from this hex size in pixels; names from 40
REST_MS = 150  # how long a zoom must rest before the sharp tiles are made
BASE_PIXELS = 2_000_000  # the whole map is one base picture at scales where it is this small
PREFETCH_MS = 40  # idle pause before (and between) drawing the tiles just off screen
PREFETCH_BUDGET_MS = 6.0  # and how long each such idle turn may draw (an input event may wait)
BASE_SLICE_MS = 6.0  # likewise for a band of the base picture
DIRTY_HEXES = 400  # an edit of more hexes than this makes every picture anew
SHARP_BUDGET_MS = 7.0  # a frame draws missing tiles this long at most (the copies, the stretched
# pictures under the tiles still to come and the marks take the rest of 16 ms)


class _Tile:
    def __init__(self) -> None:
        self.rect = QRectF()
        self.grid = QPainterPath()
        self.missing = QPainterPath()
        self.terrain: dict[str, QPainterPath] = {}
        self.terrain_items: list[tuple[str, QPainterPath]] = []
        self.sides: dict[str, QPainterPath] = {}
        self.side_items: list[tuple[str, QPainterPath]] = []
        self.bridges: list[tuple[QPointF, QPointF]] = []
        self.towns: list[tuple[str, bool]] = []
_SIDE_LABELS = re.compile(r"\b(\d{4})\b")


def terrain_fill(name: str) -> QColor:
    if name in HEX_TERRAIN_COLORS:
        return QColor(HEX_TERRAIN_COLORS[name])
    color = terrain_color(name)
    color.setAlpha(255)
    return color


def side_corners(direction: int) -> tuple[int, int]:
    """The two corner indices (of `corners_frame`, clockwise from east, y down) of side
    `direction` (0 = N ... 5 = NW)."""
    return (4 + direction) % 6, (5 + direction) % 6


class HexMapItem(QGraphicsItem):
    """The whole map as one item; call `refresh(labels)` after an edit of those hexes."""

    def __init__(self, hm: HexMap) -> None:
        super().__init__()
        self.hm = hm
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)  # exposedRect
        self._polys: dict[str, QPolygonF] = {}
        self._centres: dict[str, QPointF] = {}
        self._measure()
        self.problem_hexes: set[str] = set()
        self.problem_sides: set[tuple[str, str]] = set()
        self.selected: str | None = None
        self._version = 0
        self._base = BasePicture()  # the whole map at a small scale: the fit, and under missing tiles
        self._base_wanted: tuple[float, float] | None = None  # a small zoom at rest, to make it at
        self._base_on = False
        self._screen = ScreenTiles()  # the static layers and the text in tiles kept while panning
        self._number_px = 0
        self._prefetch_on = False
        self._numbers: dict[str, QStaticText] = {}  # hex numbers laid out once per font size
        # While the wheel zooms, the last picture is drawn scaled (one copy a frame); the sharp one is
        # made once the zoom has rested this long.
        self._sharp_at_rest = False
        self._rest_timer_on = False
        self._stretched_at = 0.0
        # what the last frame showed: "base" (the base picture, one copy), "sharp" (tiles), "partial"
        # (some tiles still to come: stretched pictures there), "stretched" (a zoom under way)
        self.shown = ""
        # the paths are made at the first frame, or by the first refresh (opening a file refreshes
        # once more: making them twice was a quarter of opening 5,000 hexes)
        self._tiles: list[_Tile] = []
        self._stale = True
        self._drawn_as: tuple[dict[str, tuple[object, ...]], set[tuple[str, str, str]]] | None = None
        self._edited = False

    def _measure(self) -> None:
        """The hexes' shapes in the map's frame, from its grid."""
        lay = self.layout = self.hm.layout
        w, h = lay.frame_size_km()
        self._rect = QRectF(0, 0, w, h)
        self._cells = {label: parse_label(label) for label in lay.labels()}  # (column, row), read once
        centres = {label: lay.center_frame(*cell) for label, cell in self._cells.items()}
        self._centres = {label: QPointF(x, y) for label, (x, y) in centres.items()}
        # Every hex is the same shape: its corners are its centre plus six offsets, worked out once
        # (opening 5,000 hexes spent a tenth of its time in trigonometry), unless the grid says not.
        cx, cy = lay.center_frame(1, 1)
        offsets = [(x - cx, y - cy) for x, y in lay.corners_frame(1, 1)]
        if all(self._same_shape(lay, cell, offsets) for cell in list(self._cells.values())[-2:]):
            self._polys = {label: QPolygonF([QPointF(x + dx, y + dy) for dx, dy in offsets])
                           for label, (x, y) in centres.items()}
        else:
            self._polys = {label: QPolygonF([QPointF(x, y) for x, y in lay.corners_frame(*cell)])
                           for label, cell in self._cells.items()}

    @staticmethod
    def _same_shape(lay: HexLayout, cell: tuple[int, int], offsets: list[tuple[float, float]]) -> bool:
        cx, cy = lay.center_frame(*cell)
        return all(abs(x - cx - dx) < 1e-9 and abs(y - cy - dy) < 1e-9
                   for (x, y), (dx, dy) in zip(lay.corners_frame(*cell), offsets, strict=True))

    def relayout(self) -> None:
        """After the grid changed (Map grid dialog, or its undo): new shapes, then new pictures."""
        self.prepareGeometryChange()
        self._measure()
        self._base = BasePicture()
        self._base_wanted = None
        self._drawn_as = None  # new shapes: every picture anew
        self._screen.clear()
        self.rebuild()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def centre(self, label: str) -> QPointF:
        return self._centres[label]

    def side_line(self, a: str, b: str) -> tuple[QPointF, QPointF] | None:
        direction = self.hm.layout.direction_between(a, b)
        if direction is None or a not in self._polys:
            return None
        i, j = side_corners(direction)
        poly = self._polys[a]
        return poly[i], poly[j]

    # ----- caches ----------------------------------------------------------------------------
    def _tile_of(self, label: str) -> tuple[int, int]:
        col, row = self._cells.get(label) or parse_label(label)
        return (col - 1) // TILE, (row - 1) // TILE

    def rebuild(self) -> None:
        """After an edit: new paths, and the pictures made again where the map changed (a brush
        stroke: the tiles around its hexes; many hexes or a first call: a new version of all)."""
        before, self._drawn_as = self._drawn_as, self._what_is_drawn()
        self._make_paths()
        changed = None if before is None else self._changed(before, self._drawn_as)
        self._edited = True  # the next frame shows it whole, whatever it costs
        if changed is None or len(changed) > DIRTY_HEXES:
            self._version += 1
        elif changed:
            pad = self.hm.layout.size_km  # names, pens and roads reach into the next hex
            rect = QRectF()
            for label in changed:
                rect = rect.united(self._polys[label].boundingRect())
            rect = rect.adjusted(-pad, -pad, pad, pad)
            self._screen.invalidate(self.boundingRect(), rect)
            self._base.patch(self.boundingRect(), rect, self._paint_piece)
        self.update()

    def _what_is_drawn(self) -> tuple[dict[str, tuple[object, ...]], set[tuple[str, str, str]]]:
        """What the pictures show of each hex and hexside, to find what an edit changed."""
        cells = {label: (c.terrain, c.features, c.names) for label, c in self.hm.hexes.items()}
        return cells, {(f.a, f.b, f.kind) for f in self.hm.hexsides}

    def _changed(self, before: tuple[dict[str, tuple[object, ...]], set[tuple[str, str, str]]],
                 after: tuple[dict[str, tuple[object, ...]], set[tuple[str, str, str]]]) -> set[str]:
        cells = {label for label in before[0].keys() | after[0].keys()
                 if before[0].get(label) != after[0].get(label)}
        for a, b, _ in before[1] ^ after[1]:
            cells |= {a, b}
        return {label for label in cells if label in self._polys}

    def _make_paths(self) -> None:
        """The paths, in tiles of TILE x TILE hexes so a frame paints only what it shows (tens of ms
        for 5,000 hexes, so every edit remakes all)."""
        tiles: dict[tuple[int, int], _Tile] = {}

        def tile(label: str) -> _Tile:
            key = self._tile_of(label)
            found = tiles.get(key)
            if found is None:
                found = tiles[key] = _Tile()
            return found

        lay = self.hm.layout
        for label, poly in self._polys.items():
            t = tile(label)
            t.rect = t.rect.united(poly.boundingRect()) if not t.rect.isNull() else poly.boundingRect()
            col, row = self._cells[label]
            if col in (1, lay.columns) or row in (1, lay.rows):  # the map's edge: the whole outline
                t.grid.addPolygon(poly)
                t.grid.closeSubpath()
            else:  # inside, each side once: N, NE and SE (the others are a neighbour's)
                t.grid.moveTo(poly[4])
                for k in (5, 0, 1):
                    t.grid.lineTo(poly[k])
            cell = self.hm.hexes.get(label)
            if cell is None:
                t.missing.addPolygon(poly)
                continue
            t.terrain.setdefault(cell.terrain, QPainterPath()).addPolygon(poly)
            if "city" in cell.features or "village" in cell.features:
                t.towns.append((label, "city" in cell.features))
        for f in self.hm.hexsides:
            if f.a not in self._centres or f.b not in self._centres:
                continue
            t = tile(f.a)
            if f.kind in CROSSING_KINDS:
                path = t.sides.setdefault(f.kind, QPainterPath())
                path.moveTo(self._centres[f.a])
                path.lineTo(self._centres[f.b])
                continue
            line = self.side_line(f.a, f.b)
            if line is None:
                continue
            if f.kind == "bridge":
                t.bridges.append(line)
                continue
            path = t.sides.setdefault(f.kind, QPainterPath())
            path.moveTo(line[0])
            path.lineTo(line[1])
        pad = self.hm.layout.size_km
        for t in tiles.values():
            t.rect = t.rect.adjusted(-pad, -pad, pad, pad)
            t.terrain_items = sorted(t.terrain.items())
            t.side_items = sorted(t.sides.items(), key=lambda kv: (kv[0] in CROSSING_KINDS, kv[0]))
        self._tiles = list(tiles.values())
        self._stale = False

    def refresh(self, labels: Iterable[str] | None = None) -> None:
        self.rebuild()

    def set_problems(self, problems: list[str]) -> None:
        hexes: set[str] = set()
        sides: set[tuple[str, str]] = set()
        for message in problems:
            found = [x for x in _SIDE_LABELS.findall(message) if x in self._polys]
            if len(found) >= 2 and " between " in message:
                sides.add((found[0], found[1]))
            elif found:
                hexes.add(found[0])
        self.problem_hexes, self.problem_sides = hexes, sides
        self.update()

    # ----- painting --------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self._stale:
            self._make_paths()
        transform = painter.worldTransform()
        scale = math.sqrt(abs(transform.determinant())) or 1.0
        exposed = option.exposedRect
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0  # sharp on a HiDPI screen
        inverse, ok = transform.inverted()
        if ok and device is not None:  # what the target shows, when it is smaller than exposedRect
            exposed = exposed.intersected(inverse.mapRect(QRectF(0, 0, device.width(), device.height())))
        bounds = self.boundingRect()
        base = self._base
        if not transform.isRotating():
            if base.image is None:  # the first frame: the whole map once (part of opening the file)
                base.build(bounds, min(scale, self._base_scale(dpr)), dpr, self._version, self._paint_piece)
            elif base.at(scale, dpr) and base.key is not None and base.key[2] != self._version:
                base.build(bounds, scale, dpr, self._version, self._paint_piece)  # an edit shows at once
            if base.at(scale, dpr):  # at the base picture's own scale (the fit): one copy
                base.paint_exact(painter, bounds)
                self._sharp_at_rest = self._edited = False
                self.shown = "base"
                self._paint_marks(painter)
                return
        # Elsewhere, screen tiles kept while the view pans; while the wheel zooms, the last pictures
        # stretched, and once it rests the sharp tiles a budget's worth a frame over them.
        done = self._screen.paint(painter, bounds, exposed, self._version, self._paint_piece,
                                  stretch=not self._sharp_at_rest, budget_ms=SHARP_BUDGET_MS,
                                  fallback=self._paint_base if base.image is not None else None,
                                  exact=self._edited)
        self._edited = False
        self.shown = done or "sharp"
        if done is None:
            self._paint_piece(painter, exposed)
        elif done == "stretched":
            self._ask_sharp_at_rest()
        elif done == "partial":  # more sharp tiles on the next turn of the event loop
            self._soon(0, self._more)
        else:
            self._sharp_at_rest = False
            if not self._prefetch_on:  # the tiles a pan will need, while idle
                self._prefetch_on = self._soon(PREFETCH_MS, self._prefetch)
            if scale <= self._base_scale(dpr) and not base.at(scale, dpr):
                self._base_wanted = (scale, dpr)  # a small zoom at rest: its one picture, while idle
        if base.key is not None and (base.key[2] != self._version or self._base_wanted is not None):
            self._build_base_soon()
        self._paint_marks(painter)

    def _paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        """The static layers and the legible text inside `rect` (item coordinates)."""
        scale = math.sqrt(abs(painter.worldTransform().determinant())) or 1.0
        size_px = self.hm.layout.size_km * scale
        self._paint_static(painter, [t for t in self._tiles if t.rect.intersects(rect)], scale, size_px)
        if size_px >= TEXT_PX:  # a name is wider than its hex: the hexes just outside count too
            pad = self.hm.layout.size_km
            self._paint_text(painter, rect.adjusted(-pad, -pad, pad, pad), scale, size_px)

    def _paint_base(self, painter: QPainter, rect: QRectF) -> None:
        """Under tiles still to come: the base picture stretched (after an edit, until it is made
        again, the picture before the edit: for a frame or two, rather than a hole)."""
        self._base.paint_into(painter, self.boundingRect(), rect)

    def _base_scale(self, dpr: float) -> float:
        """The largest scale at which the whole map is one base picture."""
        rect = self.boundingRect()
        return math.sqrt(BASE_PIXELS / max(1e-9, rect.width() * rect.height())) / dpr

    def _soon(self, ms: int, call: Callable[[], None]) -> bool:
        scene = self.scene()
        if scene is None:
            return False
        QTimer.singleShot(ms, scene, call)  # skipped if the scene is gone
        return True

    def _build_base_soon(self) -> None:
        if not self._base_on:
            self._base_on = self._soon(PREFETCH_MS, self._build_base)

    def _build_base(self) -> None:
        """A slice of the base picture while idle: at the zoom that asked for it, else again at its
        own scale for the current version."""
        self._base_on = False
        base = self._base
        if base.key is None:
            return
        scale, dpr = self._base_wanted if self._base_wanted is not None else base.key[:2]
        if base.build(self.boundingRect(), scale, dpr, self._version, self._paint_piece, BASE_SLICE_MS):
            self._base_wanted = None
            if base.at(scale, dpr):
                self.update()  # at that zoom the frame is now one copy
        else:
            self._base_on = self._soon(0, self._build_base)

    def _more(self) -> None:
        self.update()

    def _prefetch(self) -> None:
        more = self._screen.prefetch(PREFETCH_BUDGET_MS)
        self._prefetch_on = more and self._soon(PREFETCH_MS, self._prefetch)

    def _ask_sharp_at_rest(self) -> None:
        self._stretched_at = time.monotonic()
        if not self._rest_timer_on:
            self._rest_timer_on = self._soon(REST_MS, self._at_rest)

    def _at_rest(self) -> None:
        """REST_MS after the last stretched frame (a wheel still turning waits on), the sharp tiles."""
        wait = REST_MS - (time.monotonic() - self._stretched_at) * 1000
        if wait > 1:
            self._rest_timer_on = self._soon(math.ceil(wait), self._at_rest)
            return
        self._rest_timer_on = False
        self._sharp_at_rest = True
        self.update()

    def _paint_static(self, painter: QPainter, tiles: list[_Tile], scale: float, size_px: float) -> None:
        # Fills without antialiasing: their edges lie under the (aliased) grid, and it halves their cost.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        missing = QBrush(QColor("#ffffff"), Qt.BrushStyle.DiagCrossPattern)
        for t in tiles:
            for terrain, path in t.terrain_items:
                painter.fillPath(path, terrain_fill(terrain))
            if not t.missing.isEmpty():
                painter.fillPath(t.missing, missing)
        if size_px > 7:
            grid = QPen(QColor(60, 60, 60, 110 if size_px > 20 else 70), 0.8)
            grid.setCosmetic(True)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            for t in tiles:
                painter.strokePath(t.grid, grid)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pens = {}
        for kind, (color, width, dashed) in HEXSIDE_STYLE.items():
            pens[kind] = self._side_pen(color, width, dashed, size_px)
        for t in tiles:
            for kind, path in t.side_items:
                pen = pens.get(kind) or self._side_pen("#7b2cbf", 2.5, False, size_px)
                painter.strokePath(path, pen)
        self._paint_bridges(painter, scale, tiles)
        self._paint_towns(painter, scale, tiles)

    @staticmethod
    def _side_pen(color: str, width: float, dashed: bool, size_px: float) -> QPen:
        pen = QPen(QColor(color), width * min(1.0, max(0.45, size_px / 30)),
                   Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine,
                   Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        pen.setCosmetic(True)
        return pen

    def _paint_bridges(self, painter: QPainter, scale: float, tiles: list[_Tile]) -> None:
        pen = QPen(QColor(HEXSIDE_STYLE["bridge"][0]), 2.0)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(QColor("#f4f1e8"))
        r = max(2.5 / scale, self.hm.layout.size_km * 0.09)
        for t in tiles:
            for p, q in t.bridges:
                m = QPointF((p.x() + q.x()) / 2, (p.y() + q.y()) / 2)
                painter.drawRect(QRectF(m.x() - r, m.y() - r, 2 * r, 2 * r))

    def _paint_towns(self, painter: QPainter, scale: float, tiles: list[_Tile]) -> None:
        r_town = max(2.2 / scale, self.hm.layout.size_km * 0.16)
        painter.setPen(QPen(QColor("#222222"), 0))
        for t in tiles:
            for label, city in t.towns:
                painter.setBrush(QColor("#202020") if city else QColor("#ffffff"))
                rr = r_town * (1.4 if city else 1.0)
                c = self._centres[label]
                painter.drawRect(QRectF(c.x() - rr, c.y() - rr, 2 * rr, 2 * rr))

    def _paint_marks(self, painter: QPainter) -> None:
        """Exits, problems and the selection (drawn every frame over the static layers)."""
        lay = self.hm.layout
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)  # whatever drew the map before
        exit_pen = QPen(QColor("#d35400"), 3.0)
        exit_pen.setCosmetic(True)
        painter.setPen(exit_pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for ex in self.hm.exits:
            if ex.hex in self._centres:
                c = self._centres[ex.hex]
                painter.drawEllipse(c, lay.radius_km * 0.7, lay.radius_km * 0.7)
        bad = QPen(PROBLEM, 2.5)
        bad.setCosmetic(True)
        painter.setPen(bad)
        for label in self.problem_hexes:
            painter.drawPolygon(self._polys[label])
        for a, b in self.problem_sides:
            line = self.side_line(a, b)
            if line is not None:
                painter.drawLine(*line)
            else:
                painter.drawLine(self._centres[a], self._centres[b])
        if self.selected in self._polys:
            sel = QPen(QColor("#e0489a"), 3.0)
            sel.setCosmetic(True)
            painter.setPen(sel)
            painter.drawPolygon(self._polys[self.selected])

    def _paint_text(self, painter: QPainter, exposed: QRectF, scale: float, size_px: float) -> None:
        """Hex numbers (and names from 40 px) of the hexes in `exposed`. A zoomed screen holds 1,000
        and more hexes: each number is a prepared QStaticText (no text layout a frame), and the
        font and pen are set once a pass, not once a hex."""
        lay = self.hm.layout
        transform = painter.worldTransform()
        painter.save()
        painter.resetTransform()
        px = max(7, min(13, int(size_px * 0.2)))
        if px != self._number_px:
            self._number_px, self._numbers = px, {}
        font = QFont()
        font.setPixelSize(px)
        x0, y0 = lay.hex_at_frame(exposed.left(), exposed.top())
        x1, y1 = lay.hex_at_frame(exposed.right(), exposed.bottom())
        shown = [hex_label(col, row) for col in range(max(1, x0 - 1), min(lay.columns, x1 + 1) + 1)
                 for row in range(max(1, y0 - 1), min(lay.rows, y1 + 1) + 1)]
        painter.setFont(font)
        painter.setPen(QColor(30, 30, 30, 200))
        # the number centred in the band from 0.42 to 0.12 hex sizes above the centre
        for label in shown:
            text = self._numbers.get(label)
            if text is None:
                text = self._numbers[label] = QStaticText(label)
                text.setTextFormat(Qt.TextFormat.PlainText)
                text.prepare(QTransform(), font)
            c = transform.map(self._centres[label])
            size = text.size()
            painter.drawStaticText(QPointF(c.x() - size.width() / 2,
                                           c.y() - size_px * 0.27 - size.height() / 2), text)
        if size_px >= 40:
            name_font = QFont(font)
            name_font.setBold(True)
            name_font.setPixelSize(max(8, min(15, int(size_px * 0.24))))
            painter.setFont(name_font)
            painter.setPen(QColor(0, 0, 0))
            metrics = QFontMetrics(name_font)
            for label in shown:
                cell = self.hm.hexes.get(label)
                if cell is not None and cell.names:
                    c = transform.map(self._centres[label])
                    # a name longer than its box ends in an ellipsis (cut at both ends, it was unreadable)
                    name = metrics.elidedText(cell.names[0], Qt.TextElideMode.ElideRight, int(2 * size_px))
                    painter.drawText(QRectF(c.x() - size_px, c.y() + size_px * 0.12, 2 * size_px,
                                            size_px * 0.34), Qt.AlignmentFlag.AlignCenter, name)
        painter.restore()


class HexMapScene(QGraphicsScene):
    """The scene a `BoardView` shows: the map item, its rectangle, scale and hex under a point."""

    def __init__(self, hm: HexMap) -> None:
        super().__init__()
        self.hm = hm
        self.item = HexMapItem(hm)
        self.addItem(self.item)
        self._frame()
        self.setBackgroundBrush(QColor("#eef1f4"))
        self.scale = 1.0

    def _frame(self) -> None:
        rect = self.item.boundingRect()
        pad = 0.1 * max(rect.width(), rect.height())
        self.setSceneRect(rect.adjusted(-pad, -pad, pad, pad))

    def relayout(self) -> None:
        """Follow a change of the map's grid."""
        if self.item.layout is not self.hm.layout:
            self.item.relayout()
            self._frame()

    def board_rect(self) -> QRectF:
        return self.item.boundingRect()

    def set_view_scale(self, scale: float) -> None:
        self.scale = scale

    def zone_at(self, point: QPointF) -> str | None:
        return self.hex_at(point)

    def hex_at(self, point: QPointF) -> str | None:
        col, row = self.hm.layout.hex_at_frame(point.x(), point.y())
        return hex_label(col, row) if self.hm.layout.contains(col, row) else None

    def side_at(self, point: QPointF) -> tuple[str, str] | None:
        """The hexside nearest a point: the hex under it and the neighbour across its nearest side."""
        label = self.hex_at(point)
        if label is None:
            return None
        best: tuple[float, str] | None = None
        for d in range(6):
            n = self.hm.layout.neighbour(label, d)
            if n is None:
                continue
            p, q = self.item.side_line(label, n) or (None, None)
            if p is None or q is None:
                continue
            m = QPointF((p.x() + q.x()) / 2, (p.y() + q.y()) / 2)
            dist = math.hypot(m.x() - point.x(), m.y() - point.y())
            if best is None or dist < best[0]:
                best = (dist, n)
        return None if best is None else (label, best[1])
