"""A printed hex map's grid: column-row numbering, axial/cube maths and placement on the globe.

A printed wargame map numbers its hexes "CCRR" (column, row, both from 01), the way players
read them off the map. Internally we use axial coordinates (q, r) and cube distance (Red Blob
Games' conventions, facts not code): q = column index, r = row index minus half the column
index, so neighbours and distances are the same arithmetic everywhere.

Conventions of this module (stated once, relied on by every caller):
- Hexes are "flat" (flat top and bottom; columns of hexes run down the map) and `size_km`
  is the distance between neighbouring centres (the printed width across flats).
- Column 01 starts highest; every even-numbered column (02, 04, ...) sits half a hex lower.
- The map frame has x to the right and y downward, in km, with the centre of hex 0101 at
  (radius, size/2) so the map's top-left corner is (0, 0).
- The map is laid on the globe by `anchor` (lon/lat of hex 0101's centre) and `up_bearing`
  (the compass bearing of the map's "up", clockwise from true north: a map printed along
  the axis of Italy has its top pointing north-west, about 314 degrees). Kilometres on the
  ground use the board's equirectangular `Projection`.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

from sandtable.board.projection import Projection

# Axial neighbour offsets, in clockwise order starting with the hex above: N, NE, SE, S, SW, NW
# (map frame, y down). Index = direction number, used for hexside sides and drift dice.
AXIAL_DIRECTIONS: tuple[tuple[int, int], ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
DIRECTION_NAMES: tuple[str, ...] = ("N", "NE", "SE", "S", "SW", "NW")
MAX_COLUMNS = 99  # a "CCRR" label holds two digits per coordinate
MAX_ROWS = 99


def hex_label(col: int, row: int) -> str:
    """The printed number of a hex: "0812" for column 8, row 12."""
    return f"{col:02d}{row:02d}"


def parse_label(label: str) -> tuple[int, int]:
    """(column, row) of a printed "CCRR" label; ValueError with a readable reason if malformed."""
    if not (isinstance(label, str) and len(label) == 4 and label.isdigit()):
        raise ValueError(f"hex number {label!r} is not four digits (column and row, e.g. '0812')")
    return int(label[:2]), int(label[2:])


def offset_to_axial(col: int, row: int) -> tuple[int, int]:
    q = col - 1
    return q, (row - 1) - (q - (q & 1)) // 2


def axial_to_offset(q: int, r: int) -> tuple[int, int]:
    return q + 1, r + (q - (q & 1)) // 2 + 1


def axial_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def axial_line(a: tuple[int, int], b: tuple[int, int]) -> list[tuple[int, int]]:
    """Hexes on the straight line from a to b, both included (cube lerp with a tiny nudge so a
    line along a hexside always falls on the same side)."""
    n = axial_distance(a, b)
    if n == 0:
        return [a]
    out: list[tuple[int, int]] = []
    aq, ar = a[0] + 1e-6, a[1] + 2e-6
    bq, br = b[0] + 1e-6, b[1] + 2e-6
    for i in range(n + 1):
        t = i / n
        out.append(_axial_round(aq + (bq - aq) * t, ar + (br - ar) * t))
    return out


def _axial_round(q: float, r: float) -> tuple[int, int]:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return int(rq), int(rr)


@dataclass(frozen=True)
class HexLayout:
    """The grid of one printed map: its size in hexes and where it lies on the ground."""

    columns: int
    rows: int
    size_km: float
    anchor: tuple[float, float]          # lon/lat of the centre of hex 0101
    up_bearing: float                    # degrees clockwise from north of the map's "up"
    projection: Projection

    def __post_init__(self) -> None:
        if not (1 <= self.columns <= MAX_COLUMNS and 1 <= self.rows <= MAX_ROWS):
            raise ValueError(f"a hex map has 1 to {MAX_COLUMNS} columns and 1 to {MAX_ROWS} rows, "
                             f"not {self.columns} x {self.rows}")
        if not (math.isfinite(self.size_km) and self.size_km > 0):
            raise ValueError("the hex size must be a positive number of km")
        if not math.isfinite(self.up_bearing):
            raise ValueError("the map's up bearing must be a number of degrees")

    # ----- numbering and topology ------------------------------------------------------------
    def contains(self, col: int, row: int) -> bool:
        return 1 <= col <= self.columns and 1 <= row <= self.rows

    def labels(self) -> Iterator[str]:
        for col in range(1, self.columns + 1):
            for row in range(1, self.rows + 1):
                yield hex_label(col, row)

    def neighbour(self, label: str, direction: int) -> str | None:
        """The hex across side `direction` (0 = N ... 5 = NW), or None off the map."""
        q, r = offset_to_axial(*parse_label(label))
        dq, dr = AXIAL_DIRECTIONS[direction % 6]
        col, row = axial_to_offset(q + dq, r + dr)
        return hex_label(col, row) if self.contains(col, row) else None

    def neighbours(self, label: str) -> list[str]:
        return [n for d in range(6) if (n := self.neighbour(label, d)) is not None]

    def direction_between(self, a: str, b: str) -> int | None:
        """The side of `a` that `b` lies across (0 = N ... 5 = NW), or None if not neighbours."""
        qa, ra = offset_to_axial(*parse_label(a))
        qb, rb = offset_to_axial(*parse_label(b))
        try:
            return AXIAL_DIRECTIONS.index((qb - qa, rb - ra))
        except ValueError:
            return None

    def distance(self, a: str, b: str) -> int:
        return axial_distance(offset_to_axial(*parse_label(a)), offset_to_axial(*parse_label(b)))

    def within(self, label: str, radius: int) -> list[str]:
        """Every hex of the map at distance <= radius of `label` (itself included)."""
        q0, r0 = offset_to_axial(*parse_label(label))
        out = []
        for dq in range(-radius, radius + 1):
            for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
                col, row = axial_to_offset(q0 + dq, r0 + dr)
                if self.contains(col, row):
                    out.append(hex_label(col, row))
        return out

    def edge_of(self, label: str) -> tuple[str, ...]:
        """Which map edges ("north", "south", "west", "east") the hex lies on."""
        col, row = parse_label(label)
        edges = []
        if row == 1:
            edges.append("north")
        if row == self.rows:
            edges.append("south")
        if col == 1:
            edges.append("west")
        if col == self.columns:
            edges.append("east")
        return tuple(edges)

    # ----- geometry --------------------------------------------------------------------------
    @property
    def radius_km(self) -> float:
        return self.size_km / math.sqrt(3.0)

    def frame_size_km(self) -> tuple[float, float]:
        """Width and height of the printed area (corner to corner of the outermost hexes)."""
        rad = self.radius_km
        return (1.5 * rad * (self.columns - 1) + 2 * rad, self.size_km * (self.rows + 0.5))

    def center_frame(self, col: int, row: int) -> tuple[float, float]:
        """Centre of a hex in the map frame (km, x right, y down)."""
        rad = self.radius_km
        x = rad + 1.5 * rad * (col - 1)
        y = self.size_km * (row - 0.5) + (self.size_km / 2 if col % 2 == 0 else 0.0)
        return x, y

    def corners_frame(self, col: int, row: int) -> list[tuple[float, float]]:
        """The six corners, clockwise from the east corner (map frame)."""
        cx, cy = self.center_frame(col, row)
        rad = self.radius_km
        return [(cx + rad * math.cos(math.radians(60 * i)), cy + rad * math.sin(math.radians(60 * i)))
                for i in range(6)]

    def _axes(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """Ground (east, north) unit vectors of the frame's x (right) and of its up direction."""
        up = math.radians(self.up_bearing)
        right = up + math.pi / 2
        return (math.sin(right), math.cos(right)), (math.sin(up), math.cos(up))

    def frame_to_ground(self, x: float, y: float) -> tuple[float, float]:
        """Map-frame km -> projection km (east, north)."""
        ex, ey = self.projection.project(*self.anchor)
        (rx, ry), (ux, uy) = self._axes()
        x0, y0 = self.center_frame(1, 1)
        dx, dy = x - x0, y - y0
        return ex + dx * rx - dy * ux, ey + dx * ry - dy * uy

    def ground_to_frame(self, east: float, north: float) -> tuple[float, float]:
        ex, ey = self.projection.project(*self.anchor)
        (rx, ry), (ux, uy) = self._axes()
        de, dn = east - ex, north - ey
        x0, y0 = self.center_frame(1, 1)
        return x0 + de * rx + dn * ry, y0 - (de * ux + dn * uy)

    def frame_to_lonlat(self, x: float, y: float) -> tuple[float, float]:
        return self.projection.unproject(*self.frame_to_ground(x, y))

    def lonlat_to_frame(self, lon: float, lat: float) -> tuple[float, float]:
        return self.ground_to_frame(*self.projection.project(lon, lat))

    def hex_at_frame(self, x: float, y: float) -> tuple[int, int]:
        """(column, row) of the hex containing a map-frame point (may be off the map)."""
        rad = self.radius_km
        x0, y0 = self.center_frame(1, 1)
        fx, fy = x - x0, y - y0
        q = (2.0 / 3.0) * fx / rad
        r = fy / self.size_km - q / 2.0
        aq, ar = _axial_round(q, r)
        return axial_to_offset(aq, ar)

    def hex_at_lonlat(self, lon: float, lat: float) -> str | None:
        col, row = self.hex_at_frame(*self.lonlat_to_frame(lon, lat))
        return hex_label(col, row) if self.contains(col, row) else None

    def to_json(self) -> dict[str, object]:
        return {"columns": self.columns, "rows": self.rows, "size_km": self.size_km,
                "orientation": "flat", "numbering": "CCRR, even columns half a hex lower",
                "anchor": [self.anchor[0], self.anchor[1]], "up_bearing": self.up_bearing,
                "projection": self.projection.to_json()}
