"""The zone: one numbered area of a board (land, sea or hex) with its shape and attributes.

A zone is immutable; the editor changes a board by replacing zones (`Board.update_zone`), which
keeps undo simple and lets caches be keyed by zone id.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from shapely.geometry import MultiPolygon, Polygon

ZONE_KINDS = ("land", "sea", "hex")
KNOWN_SYMBOLS = frozenset({
    "orange-star", "allied-star", "axis-symbol", "airport", "mountain", "partisans", "closed-to-land",
    "capital", "victory-city",
})
# The zone prop holding a zone's value (the income it gives its owner): the table draws a positive
# whole number of it circled beside the zone's number.
VALUE_PROP = "income"

PropValue = str | int | float | bool
# The largest zone number a board may give (a printed label, never an address): far beyond any real
# board, small enough that no game sizing something by it can be made to allocate gigabytes.
MAX_ZONE_NUMBER = 99_999
# Hex axial coordinates beyond this are refused when read (a real grid has at most a few hundred).
MAX_HEX_COORDINATE = 100_000


def is_prop_value(value: Any) -> bool:
    if isinstance(value, bool | str | int):
        return True
    return isinstance(value, float) and math.isfinite(value)


@dataclass(frozen=True, eq=True)
class Zone:
    """One zone; `polygon` is in lon/lat degrees. `label_point` defaults to a point inside the shape."""

    id: str
    number: int
    name: str
    kind: str
    polygon: Polygon | MultiPolygon
    symbols: frozenset[str] = frozenset()
    props: dict[str, PropValue] = field(default_factory=dict)
    label_point: tuple[float, float] | None = None

    def __post_init__(self) -> None:
        # A number is an integer (never a bool or 1.0); its range is validate_board's to judge, so
        # the editor can open a board with a bad number and show it on the zone.
        if not isinstance(self.number, int) or isinstance(self.number, bool):
            raise ValueError(f"zone {self.id!r}: the number {self.number!r} is not a whole number")
        if self.kind not in ZONE_KINDS:
            raise ValueError(f"zone {self.id!r}: kind must be one of {', '.join(ZONE_KINDS)}, "
                             f"not {self.kind!r}")
        if not isinstance(self.polygon, Polygon | MultiPolygon):
            raise ValueError(f"zone {self.id!r}: the shape must be a Polygon or MultiPolygon")
        if not isinstance(self.symbols, frozenset):
            object.__setattr__(self, "symbols", frozenset(self.symbols))
        # A private copy, so a caller mutating its dict afterwards cannot change a zone behind the board.
        object.__setattr__(self, "props", dict(self.props))
        if self.label_point is None:
            if self.polygon.is_empty:
                point = (0.0, 0.0)
            else:
                try:
                    rp = self.polygon.representative_point()
                    point = (rp.x, rp.y)
                except Exception:  # invalid shapes still get a label; validation reports the shape
                    c = self.polygon.centroid
                    point = (c.x, c.y) if not c.is_empty else (0.0, 0.0)
            object.__setattr__(self, "label_point", point)
        else:
            lon, lat = self.label_point
            object.__setattr__(self, "label_point", (float(lon), float(lat)))

    __hash__ = None  # type: ignore[assignment]  # props is a dict; zones are keyed by id instead

    @property
    def is_land(self) -> bool:
        return self.kind == "land"

    @property
    def is_sea(self) -> bool:
        return self.kind == "sea"

    @property
    def is_hex(self) -> bool:
        return self.kind == "hex"

    def describe(self) -> str:
        """How messages name a zone: its printed number and name."""
        if self.kind == "hex":
            return f"hex {self.name or self.id}"
        if self.kind == "sea":
            return f"sea zone {self.name or self.id}".rstrip()
        return f"zone {self.number:02d} {self.name}".rstrip()
