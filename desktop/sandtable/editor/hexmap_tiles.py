"""Screen tiles: pictures of a big item's static layers, cut in squares of TILE_PX pixels at the
current zoom, kept while the view pans.

When the whole map at this zoom is too big to be one cached picture (`hexmap_scene.CACHE_PIXELS`),
drawing every visible hex afresh costs 20 to 60 ms a frame on a 1366 x 768 view (5,000 hexes at 3x).
A pan, a hover or a selection redraws the same picture at the same scale, so the pieces already
drawn are kept (a bounded, least-recently-used set) and a frame copies them; only the strip a pan
uncovers is drawn. A new zoom or an edit (a new version) starts a new set.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

TILE_PX = 128        # a tile's side in (device-independent) pixels
CHUNK = 4            # tiles drawn together while a new zoom sharpens a few at a frame
MIN_TILES = 256      # kept at least this many tiles (about 16 Mbyte), or three screens' worth

# draw(painter, rect): paint the static layers inside `rect` (item coordinates); the painter is
# already scaled and translated to the tile.
Draw = Callable[[QPainter, QRectF], None]
Key = tuple[float, float, int, tuple[float, float]]  # scale, device pixel ratio, version, shift


class ScreenTiles:
    """The tiles of one item at one scale, device pixel ratio and version of its content."""

    def __init__(self) -> None:
        self._key: Key | None = None
        self._last: tuple[Key, OrderedDict[tuple[int, int], QPixmap]] | None = None
        self._ring: tuple[Any, ...] | None = None  # see prefetch
        self._sharpening = False
        self._tiles: OrderedDict[tuple[int, int], QPixmap] = OrderedDict()
        self.drawn = 0  # tiles drawn since the last clear (tests and bench read it)

    @property
    def empty(self) -> bool:
        return not self._tiles

    def clear(self) -> None:
        self._tiles.clear()
        self._key = None
        self._last = None
        self._ring = None
        self.drawn = 0

    def paint(self, painter: QPainter, bounds: QRectF, exposed: QRectF, version: int, draw: Draw,
              stretch: bool = False, budget_ms: float | None = None,
              under: Callable[[QPainter], bool] | None = None) -> str | None:
        """Copy the tiles covering `exposed` (item coordinates) to the painter, drawing the missing
        ones: "sharp". With `stretch` (a zoom is under way), at a new scale the last scale's tiles
        drawn stretched when they cover `exposed`: "stretched" (ask again sharp once the zoom
        rests). With `budget_ms`, the sharp tiles of a new scale are drawn a row at a time until
        the budget is spent, over the last scale's tiles stretched (or what `under` draws, when it
        says it covers the view): "partial" (ask again soon).
        None (nothing done) when the painter's transform rotates or shears."""
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
        shift = (round(origin.x() - ox, 4), round(origin.y() - oy, 4))
        key = (round(scale, 9), round(dpr, 3), version, shift)
        if key != self._key:
            old = self._key
            same_content = old is not None and old[1:3] == key[1:3]
            if stretch and same_content and self._stretched(painter, bounds, exposed):
                return "stretched"
            previous = (old, self._tiles) if same_content and old is not None else None
            self._tiles = OrderedDict()
            self.clear()
            self._key = key
            self._last = previous  # shown stretched while the sharp tiles are made (budget_ms)
            self._sharpening = True  # a new zoom's first screen: made a chunk at a time
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
        if self._sharpening and missing and budget_ms is not None and (
                (self._last is not None and self._stretched(painter, bounds, exposed, self._last))
                or (under is not None and under(painter))):
            # A few tiles of a row at a time until the budget is spent; the rest next time.
            start = time.perf_counter()
            rows_left = [(c, min(c + CHUNK - 1, b1), j, j) for b0, b1, r0, r1 in blocks(missing)
                         for j in range(r0, r1 + 1) for c in range(b0, b1 + 1, CHUNK)]
            for row in rows_left:
                self._draw_block(bounds, row, span, scale, dpr, shift, draw)
                if (time.perf_counter() - start) * 1000 >= budget_ms:
                    break
            result = "partial" if any(t not in self._tiles for t in missing) else "sharp"
        else:
            for block in blocks(missing):
                self._draw_block(bounds, block, span, scale, dpr, shift, draw)
        if result == "sharp":
            self._last = None
            self._sharpening = False  # from now on a pan's strip is drawn at once
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
            row = [t for t in ring if t[1] == j and t not in self._tiles and t[0] >= i]
            end = i
            while end + 1 - i < CHUNK and (end + 1, j) in row:
                end += 1
            self._draw_block(bounds, (i, end, j, j), span, scale, dpr, shift, draw)
        self._ring = None
        return False

    def _stretched(self, painter: QPainter, bounds: QRectF, exposed: QRectF,
                   last: tuple[Key, OrderedDict[tuple[int, int], QPixmap]] | None = None) -> bool:
        """The last scale's tiles (these, or `last`) under the painter's transform, if they cover
        `exposed` (zooming in they do; zooming out uncovers what was off screen)."""
        key, tiles = last if last is not None else (self._key, self._tiles)
        assert key is not None
        span = TILE_PX / key[0]
        i0 = max(0, math.floor((exposed.left() - bounds.left()) / span))
        i1 = math.floor((exposed.right() - bounds.left()) / span)
        j0 = max(0, math.floor((exposed.top() - bounds.top()) / span))
        j1 = math.floor((exposed.bottom() - bounds.top()) / span)
        cols = max(1, math.ceil(bounds.width() / span))
        rows = max(1, math.ceil(bounds.height() / span))
        wanted = [(i, j) for j in range(j0, min(rows - 1, j1) + 1) for i in range(i0, min(cols - 1, i1) + 1)]
        if not wanted or any(t not in tiles for t in wanted):
            return False
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        for i, j in wanted:
            target = QRectF(bounds.left() + i * span, bounds.top() + j * span, span, span)
            painter.drawPixmap(target, tiles[(i, j)], QRectF(tiles[(i, j)].rect()))
        painter.restore()
        return True

    def _draw_block(self, bounds: QRectF, block: tuple[int, int, int, int], span: float, scale: float,
                    dpr: float, shift: tuple[float, float], draw: Draw) -> None:
        """Draw the tiles i0..i1 x j0..j1 in one pass (a path is walked once, not once a tile) and cut
        the picture into tiles."""
        i0, i1, j0, j1 = block
        side = max(1, math.ceil(TILE_PX * dpr))
        image = QImage(side * (i1 - i0 + 1), side * (j1 - j0 + 1), QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        left, top = bounds.left() + i0 * span, bounds.top() + j0 * span
        p = QPainter(image)
        p.translate(*shift)
        p.scale(scale, scale)
        p.translate(-left, -top)
        pad = 2 / scale
        draw(p, QRectF(left - pad, top - pad, span * (i1 - i0 + 1) + 2 * pad, span * (j1 - j0 + 1) + 2 * pad))
        p.end()
        for j in range(j0, j1 + 1):
            for i in range(i0, i1 + 1):
                if (i, j) not in self._tiles:
                    piece = image.copy((i - i0) * side, (j - j0) * side, side, side)
                    piece.setDevicePixelRatio(dpr)
                    self._tiles[(i, j)] = QPixmap.fromImage(piece)
                    self.drawn += 1


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
