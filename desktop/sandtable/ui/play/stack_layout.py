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


def candidates(w: float, h: float, own: QRectF) -> list[QPointF]:
    """Offsets of the stack's centre from its anchor, most expected first."""
    above, below = own.top() - MARGIN - 1 - h / 2, own.bottom() + MARGIN + 1 + h / 2
    right, left = own.right() + MARGIN + 2 + w / 2, own.left() - MARGIN - 2 - w / 2
    out = [
        QPointF(0, above), QPointF(0, below), QPointF(right, 0), QPointF(left, 0),
        QPointF(w / 2 + 2, above), QPointF(-w / 2 - 2, above), QPointF(w / 2 + 2, below),
        QPointF(-w / 2 - 2, below), QPointF(right, above), QPointF(left, above),
        QPointF(right, below), QPointF(left, below), QPointF(0, above - h - 3),
        QPointF(0, below + h + 3),
    ]
    # Rings further out: an ellipse as wide as the stack is long, spots every ~30 degrees or closer.
    step_x, step_y = w / 2 + 8, h / 2 + 6
    for ring in range(1, RINGS + 1):
        rx, ry = own.width() / 2 + step_x * (ring + 1), own.height() / 2 + step_y * (ring + 1)
        n = 8 + 4 * ring
        for k in range(n):
            angle = -math.pi / 2 + 2 * math.pi * k / n   # from straight above, clockwise
            out.append(QPointF(rx * math.cos(angle), ry * math.sin(angle)))
    return out


def lay_out_stacks(requests: Mapping[Hashable, StackRequest],
                   obstacles: Sequence[QRectF]) -> dict[Hashable, QPointF]:
    """The offset of each stack's centre from its anchor (see the module doc)."""
    placed: list[QRectF] = list(obstacles)
    out: dict[Hashable, QPointF] = {}
    order = sorted(requests, key=lambda key: (-requests[key].size[0] * requests[key].size[1], str(key)))
    for key in order:
        request = requests[key]
        w, h = request.size
        anchor = request.anchor
        spots = candidates(w, h, request.own)
        far = max(max(abs(p.x()), abs(p.y())) for p in spots) + w + h
        reach = QRectF(anchor.x() - far, anchor.y() - far, 2 * far, 2 * far)
        near = [o for o in placed if o.intersects(reach)]
        best_free: tuple[int, int, QPointF] | None = None    # (corners outside, rank, offset)
        least: tuple[float, int, QPointF] | None = None      # (covered area, rank, offset)
        chosen: QPointF | None = None
        for rank, offset in enumerate(spots):
            box = QRectF(anchor.x() + offset.x() - w / 2 - MARGIN, anchor.y() + offset.y() - h / 2 - MARGIN,
                         w + 2 * MARGIN, h + 2 * MARGIN)
            covered = sum(_area(box.intersected(o)) for o in near if o.intersects(box))
            if covered > 0:
                if least is None or covered < least[0]:
                    least = (covered, rank, offset)
                continue
            corners = (box.center(), box.topLeft(), box.topRight(), box.bottomLeft(), box.bottomRight())
            outside = sum(1 for p in corners if not request.inside(p))
            if outside == 0:
                chosen = offset
                break
            if best_free is None or outside < best_free[0]:
                best_free = (outside, rank, offset)
        if chosen is None:
            chosen = best_free[2] if best_free is not None else least[2] if least is not None else QPointF()
        out[key] = chosen
        placed.append(QRectF(anchor.x() + chosen.x() - w / 2 - MARGIN,
                             anchor.y() + chosen.y() - h / 2 - MARGIN, w + 2 * MARGIN, h + 2 * MARGIN))
    return out
