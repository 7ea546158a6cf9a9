"""Pictures of a big item's static layers, so that no frame of a pan or a zoom draws more than a
budget's worth of hexes (issue 23: <= 16 ms a frame on 5,000 hexes).

`ScreenTiles`: squares of TILE_PX pixels at the current zoom, kept while the view pans (a bounded,
least-recently-used set). Drawing every visible hex afresh costs 20 to 130 ms on a 1366 x 768 view
of 5,000 hexes, one tile 0.5 to 3 ms: a frame copies the tiles it has and draws the missing ones,
nearest the middle first, only for as long as its budget lasts; what is still missing shows the
next best picture stretched (the last zoom's tiles, else `BasePicture`) and comes on the next
frames. While a zoom is under way nothing is drawn: the last pictures are stretched.

`BasePicture`: the whole map at one small scale (at most BASE_PIXELS), made in bands while the
view is idle. It is the picture under missing tiles (so a pan or a zoom out never shows a hole),
and at its own scale (the fit) the frame itself: one copy.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPainterPath, QPixmap

TILE_PX = 128        # a tile's side in (device-independent) pixels
CHUNK = 8            # tiles of a row or a column drawn together (a path is walked once for them)
MIN_TILES = 256      # kept at least this many tiles (about 16 Mbyte), or three screens' worth
BAND_PX = 128        # the base picture is made in bands of this many device pixels
MARGIN_PX = 12       # drawn around a block of tiles and cut away: a glyph partly outside a picture
# is laid differently from the same glyph drawn whole, so one across a seam would not meet itself

# draw(painter, rect): paint the static layers inside `rect` (item coordinates); the painter is
# already scaled and translated to the picture.
Draw = Callable[[QPainter, QRectF], None]
# fallback(painter, rect): paint a stand-in (stretched) for the static layers inside `rect`.
Fallback = Callable[[QPainter, QRectF], None]
Key = tuple[float, float, int, tuple[float, float]]  # scale, device pixel ratio, version, shift
Level = tuple[Key, "OrderedDict[tuple[int, int], QPixmap]"]


class ScreenTiles:
    """The tiles of one item at one scale, device pixel ratio and version of its content."""

    def __init__(self) -> None:
        self._key: Key | None = None
        self._last: Level | None = None  # the last zoom's tiles, stretched until these are sharp
        self._ring: tuple[Any, ...] | None = None  # see prefetch
        self._tiles: OrderedDict[tuple[int, int], QPixmap] = OrderedDict()
        self._tile_ms = 2.0  # what a tile has been costing (CPU time), to keep within the budget
        self._probe = True  # a new zoom: its first frame draws one tile, to learn what one costs
        self.drawn = 0  # tiles drawn since the last clear (tests and bench read it)

    @property
    def empty(self) -> bool:
        return not self._tiles

    def clear(self) -> None:
        self._tiles = OrderedDict()
        self._key = None
        self._last = None
        self._ring = None
        self.drawn = 0

    def invalidate(self, bounds: QRectF, rect: QRectF) -> None:
        """Forget the tiles (of this zoom and the last) over `rect`, where the map was edited."""
        for level in (self._last, (self._key, self._tiles)):
            if level is None or level[0] is None:
                continue
            i0, i1, j0, j1 = self._range(bounds, rect, level[0])
            for j in range(j0, j1 + 1):
                for i in range(i0, i1 + 1):
                    level[1].pop((i, j), None)

    def paint(self, painter: QPainter, bounds: QRectF, exposed: QRectF, version: int, draw: Draw,
              stretch: bool = False, budget_ms: float | None = None,
              fallback: Fallback | None = None, exact: bool = False) -> str | None:
        """Copy the tiles covering `exposed` (item coordinates) to the painter.

        At a new scale with `stretch` (a zoom under way): the last pictures stretched, nothing
        drawn: "stretched" (ask again sharp once the zoom rests). Otherwise the missing tiles are
        drawn; with `budget_ms` and a `fallback` only for that long, nearest the middle first, the
        rest shown as the last zoom's tiles or the fallback stretched: "partial" (ask again soon).
        "sharp" once every tile is there; None (nothing done) when the transform rotates or shears.
        With `exact` (the first frame after an edit, which must show at once) every missing tile is
        drawn."""
        transform = painter.worldTransform()
        if transform.isRotating() or abs(transform.m11() - transform.m22()) > 1e-9 * abs(transform.m11()):
            return None
        scale = transform.m11()
        if scale <= 0 or transform.m22() <= 0:
            return None
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        # The tiles' corner on whole device pixels (so they meet without a seam), and the map drawn
        # in them shifted by what that rounding took away: a tile shows what drawing afresh would.
        origin = transform.map(bounds.topLeft())
        ox, oy = round(origin.x() * dpr) / dpr, round(origin.y() * dpr) / dpr
        shift = (origin.x() - ox, origin.y() - oy)  # exact: a glyph across a seam meets itself
        key = (round(scale, 9), round(dpr, 3), version, (round(shift[0], 4), round(shift[1], 4)))
        if key != self._key:
            old = self._key
            same_content = old is not None and old[1:3] == key[1:3]
            zooming = old is None or (same_content and old[0] != key[0])  # not an edit
            if stretch and zooming and self._stretched(painter, bounds, exposed, fallback, same_content):
                return "stretched"
            previous = (old, self._tiles) if same_content and old is not None else None
            self.clear()
            self._key = key
            self._last = previous
            self._probe = True
        span = TILE_PX / scale  # a tile's side in item coordinates
        cols = max(1, math.ceil(bounds.width() / span))
        rows = max(1, math.ceil(bounds.height() / span))
        i0 = max(0, math.floor((exposed.left() - bounds.left()) / span))
        i1 = min(cols - 1, math.floor((exposed.right() - bounds.left()) / span))
        j0 = max(0, math.floor((exposed.top() - bounds.top()) / span))
        j1 = min(rows - 1, math.floor((exposed.bottom() - bounds.top()) / span))
        if i1 < i0 or j1 < j0:
            return "sharp"
        limit = max(MIN_TILES, 3 * (i1 - i0 + 1) * (j1 - j0 + 1))
        missing = [(i, j) for j in range(j0, j1 + 1) for i in range(i0, i1 + 1) if (i, j) not in self._tiles]
        result = "sharp"
        if missing and budget_ms is not None and fallback is not None and not exact:
            left = self._draw_budgeted(bounds, missing, ((i0 + i1) / 2, (j0 + j1) / 2), span, scale, dpr,
                                       shift, draw, budget_ms)
            if left:  # under the tiles still to come, the next best picture stretched
                result = "partial"
                self._paint_under(painter, bounds, left, (ox, oy), span, fallback)
        else:
            for block in blocks(missing):
                self._draw_block(bounds, block, span, scale, dpr, shift, draw)
        if result == "sharp":
            self._last = None
            # The ring of tiles just off screen, for `prefetch` to draw while the view is idle.
            ring = [(i, j) for j in range(max(0, j0 - 1), min(rows - 1, j1 + 1) + 1)
                    for i in range(max(0, i0 - 1), min(cols - 1, i1 + 1) + 1)]
            self._ring = (key, bounds, span, scale, dpr, shift, draw, ring)
        painter.save()
        painter.resetTransform()
        for j in range(j0, j1 + 1):
            for i in range(i0, i1 + 1):
                tile = self._tiles.get((i, j))
                if tile is not None:
                    self._tiles.move_to_end((i, j))
                    painter.drawPixmap(QPointF(ox + i * TILE_PX, oy + j * TILE_PX), tile)
        painter.restore()
        while len(self._tiles) > limit:
            self._tiles.popitem(last=False)
        return result

    def _paint_under(self, painter: QPainter, bounds: QRectF, left: list[tuple[int, int]],
                     origin: tuple[float, float], span: float, fallback: Fallback) -> None:
        """The fallback and the last zoom's tiles, stretched, clipped to the tiles still to come:
        the clip on the tiles' own whole device pixels, so no seam shows where they will meet."""
        clip = QPainterPath()
        area = QRectF()
        for i0, i1, j0, j1 in blocks(left):
            clip.addRect(QRectF(origin[0] + i0 * TILE_PX, origin[1] + j0 * TILE_PX,
                                (i1 - i0 + 1) * TILE_PX, (j1 - j0 + 1) * TILE_PX))
            area = area.united(QRectF(bounds.left() + i0 * span, bounds.top() + j0 * span,
                                      (i1 - i0 + 1) * span, (j1 - j0 + 1) * span))
        transform = painter.worldTransform()
        painter.save()
        painter.resetTransform()
        painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
        painter.setWorldTransform(transform)
        pad = 2 / transform.m11()  # past the clip, so the stretched picture's edge is cut away
        fallback(painter, area.adjusted(-pad, -pad, pad, pad))
        if self._last is not None:
            self._paint_level(painter, bounds, area, self._last)
        painter.restore()

    def _draw_budgeted(self, bounds: QRectF, missing: list[tuple[int, int]], middle: tuple[float, float],
                       span: float, scale: float, dpr: float, shift: tuple[float, float], draw: Draw,
                       budget_ms: float) -> list[tuple[int, int]]:
        """Draw missing tiles, a few of a row at a time and nearest the middle of the view first,
        while the budget lasts (at least one tile, so every frame moves on); the ones left."""
        pieces: list[tuple[int, int, int, int]] = []
        for i0, i1, j0, j1 in blocks(missing):  # up to CHUNK tiles along a block's longer side
            if i1 - i0 >= j1 - j0:
                pieces += [(c, min(c + CHUNK - 1, i1), j, j) for j in range(j0, j1 + 1)
                           for c in range(i0, i1 + 1, CHUNK)]
            else:  # a column a pan uncovers
                pieces += [(i, i, r, min(r + CHUNK - 1, j1)) for i in range(i0, i1 + 1)
                           for r in range(j0, j1 + 1, CHUNK)]
        pieces.sort(key=lambda b: (abs((b[0] + b[1]) / 2 - middle[0]) + abs((b[2] + b[3]) / 2 - middle[1]),
                                   b[2], b[0]))
        start = time.perf_counter()
        first = True
        for a, b, c, d in pieces:
            spent = (time.perf_counter() - start) * 1000
            room = int((budget_ms - spent) / self._tile_ms) if self._tile_ms > 0 else CHUNK
            if first:  # one tile at least; only one at a new zoom, whose cost is not known yet
                room = 1 if self._probe else max(1, room)
            if room <= 0:
                break
            b, d = min(b, a + room - 1), min(d, c + room - 1)  # a piece is one row or one column
            t = time.thread_time()
            self._draw_block(bounds, (a, b, c, d), span, scale, dpr, shift, draw)
            # what a tile costs now in CPU time (it varies with the zoom and the hexes): a running
            # figure, but never below the last one, so a dearer stretch of the map is not overrun
            last = (time.thread_time() - t) * 1000 / ((b - a + 1) * (d - c + 1))
            self._tile_ms = max(last, 0.6 * self._tile_ms + 0.4 * last)
            self._probe = first = False
        return [t for t in missing if t not in self._tiles]

    def prefetch(self, budget_ms: float) -> bool:
        """Draw tiles of the ring around the last sharp view (a pan then only copies them), a chunk
        at a time for `budget_ms`; True while some are left to draw."""
        if self._ring is None or self._ring[0] != self._key:
            self._ring = None
            return False
        _, bounds, span, scale, dpr, shift, draw, ring = self._ring
        start = time.perf_counter()
        for i, j in ring:
            if (i, j) in self._tiles:
                continue
            if (time.perf_counter() - start) * 1000 >= budget_ms:
                return True
            end = i
            while end + 1 - i < CHUNK and (end + 1, j) in ring and (end + 1, j) not in self._tiles:
                end += 1
            self._draw_block(bounds, (i, end, j, j), span, scale, dpr, shift, draw)
        self._ring = None
        return False

    def _stretched(self, painter: QPainter, bounds: QRectF, exposed: QRectF, fallback: Fallback | None,
                   same_content: bool) -> bool:
        """A zoom under way: the last zooms' tiles stretched over the fallback (when they leave
        part of `exposed` uncovered, as zooming out does); False when there is nothing to show."""
        levels = [lvl for lvl in (self._last, (self._key, self._tiles))
                  if same_content and lvl is not None and lvl[0] is not None and lvl[1]]
        covered = bool(levels) and self._covers(bounds, exposed, levels[-1])
        if not covered:
            if fallback is None:
                return False
            fallback(painter, exposed)
        for level in levels[-1:] if covered else levels:
            self._paint_level(painter, bounds, exposed, level)
        return True

    @staticmethod
    def _range(bounds: QRectF, rect: QRectF, key: Key) -> tuple[int, int, int, int]:
        span = TILE_PX / key[0]
        cols, rows = max(1, math.ceil(bounds.width() / span)), max(1, math.ceil(bounds.height() / span))
        return (max(0, math.floor((rect.left() - bounds.left()) / span)),
                min(cols - 1, math.floor((rect.right() - bounds.left()) / span)),
                max(0, math.floor((rect.top() - bounds.top()) / span)),
                min(rows - 1, math.floor((rect.bottom() - bounds.top()) / span)))

    def _covers(self, bounds: QRectF, rect: QRectF, level: Level) -> bool:
        i0, i1, j0, j1 = self._range(bounds, rect, level[0])
        return i0 <= i1 and j0 <= j1 and all((i, j) in level[1] for j in range(j0, j1 + 1)
                                             for i in range(i0, i1 + 1))

    def _paint_level(self, painter: QPainter, bounds: QRectF, rect: QRectF, level: Level) -> None:
        """The tiles of another zoom that fall in `rect`, stretched to this one."""
        key, tiles = level
        span = TILE_PX / key[0]
        i0, i1, j0, j1 = self._range(bounds, rect, key)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # neighbours meet: no seam
        for j in range(j0, j1 + 1):
            for i in range(i0, i1 + 1):
                tile = tiles.get((i, j))
                if tile is not None:
                    target = QRectF(bounds.left() + i * span, bounds.top() + j * span, span, span)
                    painter.drawPixmap(target, tile, QRectF(tile.rect()))
        painter.restore()

    def _draw_block(self, bounds: QRectF, block: tuple[int, int, int, int], span: float, scale: float,
                    dpr: float, shift: tuple[float, float], draw: Draw) -> None:
        """Draw the tiles i0..i1 x j0..j1 in one pass (a path is walked once, not once a tile) and cut
        the picture into tiles."""
        i0, i1, j0, j1 = block
        side = max(1, math.ceil(TILE_PX * dpr))
        edge = math.ceil(MARGIN_PX * dpr)
        image = QImage(side * (i1 - i0 + 1) + 2 * edge, side * (j1 - j0 + 1) + 2 * edge,
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        left, top = bounds.left() + i0 * span, bounds.top() + j0 * span
        p = QPainter(image)
        p.translate(shift[0] + edge / dpr, shift[1] + edge / dpr)
        p.scale(scale, scale)
        p.translate(-left, -top)
        pad = (2 + MARGIN_PX) / scale
        draw(p, QRectF(left - pad, top - pad, span * (i1 - i0 + 1) + 2 * pad, span * (j1 - j0 + 1) + 2 * pad))
        p.end()
        for j in range(j0, j1 + 1):
            for i in range(i0, i1 + 1):
                if (i, j) not in self._tiles:
                    piece = image.copy(edge + (i - i0) * side, edge + (j - j0) * side, side, side)
                    piece.setDevicePixelRatio(dpr)
                    self._tiles[(i, j)] = QPixmap.fromImage(piece)
                    self.drawn += 1


class BasePicture:
    """The whole map at one scale, made whole (the first frame, an edit seen at that scale) or a
    band at a time while the view is idle; the last finished one stays in use meanwhile."""

    def __init__(self) -> None:
        self.image: QImage | None = None
        self.key: tuple[float, float, int] | None = None  # scale, device pixel ratio, version
        self._next: tuple[QImage, tuple[float, float, int], int] | None = None  # under way: next band's row

    def at(self, scale: float, dpr: float) -> bool:
        """Made at this scale and device pixel ratio (of any version)."""
        return self.key is not None and self.key[:2] == (round(scale, 9), round(dpr, 3))

    def build(self, bounds: QRectF, scale: float, dpr: float, version: int, draw: Draw,
              budget_ms: float | None = None) -> bool:
        """Go on making the picture at this scale and version, for `budget_ms` (None: to the end);
        True once it is the one in use."""
        key = (round(scale, 9), round(dpr, 3), version)
        if self.key == key:
            self._next = None
            return True
        if self._next is None or self._next[1] != key:
            image = QImage(max(1, math.ceil(bounds.width() * scale * dpr)),
                           max(1, math.ceil(bounds.height() * scale * dpr)),
                           QImage.Format.Format_ARGB32_Premultiplied)
            image.setDevicePixelRatio(dpr)
            image.fill(Qt.GlobalColor.transparent)
            self._next = (image, key, 0)
        image, _, row = self._next
        start = time.perf_counter()
        while row < image.height():
            band = min(BAND_PX, image.height() - row)
            p = QPainter(image)
            # each band clipped to its own device rows: the same pixels as one pass would make
            p.setClipRect(QRectF(0, row / dpr, image.width() / dpr, band / dpr))
            p.scale(scale, scale)
            p.translate(-bounds.left(), -bounds.top())
            pad = (2 + MARGIN_PX) / scale
            draw(p, QRectF(bounds.left() - pad, bounds.top() + row / (dpr * scale) - pad,
                           bounds.width() + 2 * pad, band / (dpr * scale) + 2 * pad))
            p.end()
            row += band
            if budget_ms is not None and (time.perf_counter() - start) * 1000 >= budget_ms:
                break
        if row < image.height():
            self._next = (image, key, row)
            return False
        self.image, self.key, self._next = image, key, None
        return True

    def patch(self, bounds: QRectF, rect: QRectF, draw: Draw) -> None:
        """Draw the picture again inside `rect` (item coordinates), where the map was edited: the
        same pixels as making it whole. A picture under way starts again."""
        self._next = None
        if self.image is None or self.key is None:
            return
        scale, dpr = self.key[0], self.key[1]
        px = scale * dpr
        x0 = max(0, math.floor((rect.left() - bounds.left()) * px))
        y0 = max(0, math.floor((rect.top() - bounds.top()) * px))
        x1 = min(self.image.width(), math.ceil((rect.right() - bounds.left()) * px))
        y1 = min(self.image.height(), math.ceil((rect.bottom() - bounds.top()) * px))
        if x1 <= x0 or y1 <= y0:
            return
        clip = QRectF(x0 / dpr, y0 / dpr, (x1 - x0) / dpr, (y1 - y0) / dpr)
        p = QPainter(self.image)
        p.setClipRect(clip)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        p.fillRect(clip, Qt.GlobalColor.transparent)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        p.scale(scale, scale)
        p.translate(-bounds.left(), -bounds.top())
        pad = (2 + MARGIN_PX) / scale
        draw(p, QRectF(bounds.left() + x0 / px - pad, bounds.top() + y0 / px - pad,
                       (x1 - x0) / px + 2 * pad, (y1 - y0) / px + 2 * pad))
        p.end()

    def paint_exact(self, painter: QPainter, bounds: QRectF) -> None:
        """The picture at its own scale: one copy, on whole device pixels."""
        assert self.image is not None
        dpr = self.image.devicePixelRatio()
        origin = painter.worldTransform().map(bounds.topLeft())
        painter.save()
        painter.resetTransform()
        painter.drawImage(QPointF(round(origin.x() * dpr) / dpr, round(origin.y() * dpr) / dpr), self.image)
        painter.restore()

    def paint_into(self, painter: QPainter, bounds: QRectF, rect: QRectF) -> None:
        """The part of the picture inside `rect` (item coordinates), stretched to the painter's zoom."""
        if self.image is None or self.key is None:
            return
        target = rect.intersected(bounds)
        if target.isEmpty():
            return
        px = self.key[0] * self.key[1]  # the picture's pixels a km
        source = QRectF((target.left() - bounds.left()) * px, (target.top() - bounds.top()) * px,
                        target.width() * px, target.height() * px)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # no half-covered edge
        painter.drawImage(target, self.image, source)
        painter.restore()


def blocks(missing: list[tuple[int, int]]) -> list[tuple[int, int, int, int]]:
    """The missing tiles as few rectangles (i0, i1, j0, j1): runs along each row, merged with the
    run above when they span the same columns (a pan uncovers a column and a row: two blocks)."""
    runs: list[tuple[int, int, int]] = []  # (j, i0, i1)
    for i, j in sorted(missing, key=lambda t: (t[1], t[0])):
        if runs and runs[-1][0] == j and runs[-1][2] == i - 1:
            runs[-1] = (j, runs[-1][1], i)
        else:
            runs.append((j, i, i))
    out: list[tuple[int, int, int, int]] = []
    open_blocks: dict[tuple[int, int], int] = {}  # (i0, i1) -> the block (index in out) with these columns
    for j, i0, i1 in runs:
        at = open_blocks.get((i0, i1))
        if at is not None and out[at][3] == j - 1:
            out[at] = (i0, i1, out[at][2], j)
        else:
            open_blocks[(i0, i1)] = len(out)
            out.append((i0, i1, j, j))
    return out
