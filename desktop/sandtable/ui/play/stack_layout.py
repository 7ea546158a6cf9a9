"""Where each stack of pieces goes at a zoom: beside its zone's number, clear of every label, symbol,
plane, box and other stack, inside its zone when there is room (no Qt widgets; rectangles only).

All rectangles are in view pixels (scene km times the scale: fixed-size items sit at their anchor
times the scale). A stack tries the spots a reader expects first (above its number, below, right,
left, then beside those), then rings of spots further out. It takes the first spot that covers
nothing and stays inside its zone; failing that, the nearest spot that covers nothing even if it
stands outside its zone (the window draws a leader line back to the number); failing that, the spot
covering least. Each placed stack becomes an obstacle for the next ones, the biggest placed first.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

MARGIN = 2.0    # pixels kept free around a stack
RINGS = 7       # rings of further spots tried when the usual ones are taken


@dataclass(frozen=True)
class StackRequest:
    """One stack to place: its anchor (the zone's number, view pixels), its size, the box of its own
    number and symbols (relative to the anchor), and whether a view point is inside its zone."""

    anchor: QPointF
    size: tuple[float, float]
    own: QRectF
    inside: Callable[[QPointF], bool]


def _area(rect: QRectF) -> float:
    return max(0.0, rect.width()) * max(0.0, rect.height()) if not rect.isEmpty() else 0.0


def candidates(w: float, h: float, own: QRectF) -> list[tuple[int, QPointF]]:
    """Offsets of the stack's centre from its anchor, most expected first, with their ring (0: the
    usual spots beside the number)."""
    above, below = own.top() - MARGIN - 1 - h / 2, own.bottom() + MARGIN + 1 + h / 2
    right, left = own.right() + MARGIN + 2 + w / 2, own.left() - MARGIN - 2 - w / 2
    usual = [
        QPointF(0, above), QPointF(0, below), QPointF(right, 0), QPointF(left, 0),
        QPointF(w / 2 + 2, above), QPointF(-w / 2 - 2, above), QPointF(w / 2 + 2, below),
        QPointF(-w / 2 - 2, below), QPointF(right, above), QPointF(left, above),
        QPointF(right, below), QPointF(left, below), QPointF(0, above - h - 3),
        QPointF(0, below + h + 3),
    ]
    out = [(0, p) for p in usual]
    # Rings further out: an ellipse as wide as the stack is long, spots every ~30 degrees or closer.
    step_x, step_y = w / 2 + 8, h / 2 + 6
    for ring in range(1, RINGS + 1):
        rx, ry = own.width() / 2 + step_x * (ring + 1), own.height() / 2 + step_y * (ring + 1)
        n = 8 + 4 * ring
        for k in range(n):
            angle = -math.pi / 2 + 2 * math.pi * k / n   # from straight above, clockwise
            out.append((ring, QPointF(rx * math.cos(angle), ry * math.sin(angle))))
    return out


class _Grid:
    """Rectangles bucketed in square cells, so a spot is tested only against its neighbours."""

    CELL = 48.0

    def __init__(self, rects: Sequence[QRectF]) -> None:
        self.cells: dict[tuple[int, int], list[QRectF]] = {}
        for rect in rects:
            self.add(rect)

    def _keys(self, rect: QRectF) -> list[tuple[int, int]]:
        c = self.CELL
        x0, x1 = math.floor(rect.left() / c), math.floor(rect.right() / c)
        y0, y1 = math.floor(rect.top() / c), math.floor(rect.bottom() / c)
        return [(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)]

    def add(self, rect: QRectF) -> None:
        for key in self._keys(rect):
            self.cells.setdefault(key, []).append(rect)

    def hits(self, rect: QRectF) -> bool:
        return any(o.intersects(rect) for key in self._keys(rect) for o in self.cells.get(key, ()))

    def covered(self, rect: QRectF) -> float:
        seen = {id(o): o for key in self._keys(rect) for o in self.cells.get(key, ()) if o.intersects(rect)}
        return sum(_area(rect.intersected(o)) for o in seen.values())


def _box(anchor: QPointF, offset: QPointF, w: float, h: float) -> QRectF:
    return QRectF(anchor.x() + offset.x() - w / 2 - MARGIN, anchor.y() + offset.y() - h / 2 - MARGIN,
                  w + 2 * MARGIN, h + 2 * MARGIN)


def lay_out_stacks(requests: Mapping[Hashable, StackRequest],
                   obstacles: Sequence[QRectF]) -> dict[Hashable, QPointF]:
    """The offset of each stack's centre from its anchor (see the module doc)."""
    grid = _Grid(obstacles)
    out: dict[Hashable, QPointF] = {}
    order = sorted(requests, key=lambda key: (-requests[key].size[0] * requests[key].size[1], str(key)))
    for key in order:
        request = requests[key]
        w, h = request.size
        anchor = request.anchor
        spots = candidates(w, h, request.own)
        best_free: tuple[int, int] | None = None     # (corners outside its zone, ring) of the best free spot
        chosen: QPointF | None = None
        chosen_free = QPointF()
        for ring, offset in spots:
            if best_free is not None and ring > max(best_free[1], 1):
                break       # a free spot was found nearer: further rings only stand further away
            box = _box(anchor, offset, w, h)
            if grid.hits(box):
                continue
            outside = 0
            limit = best_free[0] if best_free is not None else 5
            for corner in (box.center(), box.topLeft(), box.topRight(), box.bottomLeft(), box.bottomRight()):
                if not request.inside(corner):
                    outside += 1
                    if outside >= limit:
                        break
            if outside == 0:
                chosen = offset
                break
            if best_free is None or outside < best_free[0]:
                best_free = (outside, ring)
                chosen_free = offset
        if chosen is None and best_free is not None:
            chosen = chosen_free
        if chosen is None:  # nowhere free within reach: the spot covering least
            chosen = min((offset for _, offset in spots), key=lambda o: grid.covered(_box(anchor, o, w, h)))
        out[key] = chosen
        grid.add(_box(anchor, chosen, w, h))
    return out
