"""Small hand-made boards shared by the board tests (this module holds no tests itself).

The mini board, in lon/lat around 45 N (1 degree is about 79 km east-west, 111 km north-south):

    lat 46 +-----+-----+
           |  a  |  b  |            sea: the box 9..14 x 43..47 minus the land
    lat 45 +-----+-----+
           |  c  |  d  |    [i]     i: an island, linked to d by an arrow
    lat 44 +-----+-----+
          lon 10    11    12
"""

from __future__ import annotations

from shapely import union_all
from shapely.geometry import box

from sandtable.board import Board, Link, Projection, Zone

A = box(10, 45, 11, 46)
B = box(11, 45, 12, 46)
C = box(10, 44, 11, 45)
D = box(11, 44, 12, 45)
I = box(12.5, 44.2, 12.9, 44.6)
SEA = box(9, 43, 14, 47).difference(union_all([A, B, C, D, I]))
PROJECTION = Projection(11.0, 45.0)


def land(zid: str, number: int, shape, name: str | None = None, **kw) -> Zone:
    return Zone(id=zid, number=number, name=name or zid.upper(), kind="land", polygon=shape, **kw)


def sea(shape, zid: str = "sea") -> Zone:
    return Zone(id=zid, number=0, name="Sea", kind="sea", polygon=shape)


def mini_board(**kw) -> Board:
    zones = [land("a", 1, A, "Alpha", symbols={"orange-star"}, props={"region": "europe"}),
             land("b", 2, B, "Bravo"), land("c", 3, C, "Charlie"), land("d", 4, D, "Delta"),
             land("i", 5, I, "India", props={"island": True}), sea(SEA)]
    kw.setdefault("rulers", {"short": 100.0, "long": 250.0})
    kw.setdefault("counter_size_km", 20.0)
    kw.setdefault("links", [Link("i", "d")])
    kw.setdefault("projection", PROJECTION)
    return Board(zones, name="mini", **kw)


def edge_set(board: Board) -> set[tuple[str, str, str]]:
    return {(min(u, v), max(u, v), k) for u, v, k in board.graph.edges(data="kind")}
