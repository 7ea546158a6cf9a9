"""Positions the FSTR rules tests build by hand (a bare board, a mover beside a unit that may react)."""

from __future__ import annotations

from typing import Any


def clear(s: Any, keep: Any = ()) -> None:
    """Remove every combat unit but `keep` (a bare board for geometric cases)."""
    for u in [u for u in s.loc if u not in keep]:
        s.loc.pop(u)
        s.steps.pop(u, None)
    for flags in (s.reserve, s.oos, s.end_ops):
        flags.intersection_update(s.loc)


def mover_beside_a_reactor(s: Any) -> tuple[str, str]:
    """On a bare board, 11/78 Inf (2 steps) on a hex x with six neighbours and I-1/1.FJ (1 step) on
    a neighbour y, neither in the mountains: the pair of 13.1's Reaction (line 681). Returns (x, y)."""
    board = s.world.board
    clear(s)
    x = next(
        h for h in sorted(board.hexes) if len(board.nbrs[h]) == 6 and board.hexes[h].terrain != "mountain"
    )
    y = next(n for n in board.nbrs[x] if board.hexes[n].terrain != "mountain")
    s.loc["11/78 Inf"], s.steps["11/78 Inf"] = x, 2
    s.loc["I-1/1.FJ"], s.steps["I-1/1.FJ"] = y, 1
    return x, y
