"""Map projection between lon/lat degrees and board kilometres.

The board uses an equirectangular projection around (lon0, lat0):
    x = R * (lon - lon0) * cos(lat0),   y = R * (lat - lat0)      (radians, R = 6371.0088 km)
North is +y. Along meridians the scale is exact; along parallels it is off by the factor
cos(lat) / cos(lat0): on a board centred at 41 N, about -17 % at 51 N and +13 % at 31 N, and
under 1 % within 1.5 degrees of lat0. Distances are therefore "map kilometres", which is
what the printed game measures anyway (its rulers are laid on the printed map), as long as
the table draws the map with this same projection.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TypeVar

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

EARTH_RADIUS_KM = 6371.0088
PROJECTION_TYPES = ("equirectangular",)

G = TypeVar("G", bound=BaseGeometry)


@dataclass(frozen=True)
class Projection:
    lon0: float = 0.0
    lat0: float = 0.0
    type: str = "equirectangular"

    def __post_init__(self) -> None:
        if self.type not in PROJECTION_TYPES:
            raise ValueError(f"unknown projection type {self.type!r}")
        if not (math.isfinite(self.lon0) and -180.0 <= self.lon0 <= 180.0):
            raise ValueError("projection lon0 must be between -180 and 180")
        if not (math.isfinite(self.lat0) and -85.0 <= self.lat0 <= 85.0):
            raise ValueError("projection lat0 must be between -85 and 85")

    @property
    def _kx(self) -> float:
        return EARTH_RADIUS_KM * math.radians(1.0) * math.cos(math.radians(self.lat0))

    @property
    def _ky(self) -> float:
        return EARTH_RADIUS_KM * math.radians(1.0)

    def project(self, lon: float, lat: float) -> tuple[float, float]:
        return ((lon - self.lon0) * self._kx, (lat - self.lat0) * self._ky)

    def unproject(self, x: float, y: float) -> tuple[float, float]:
        return (x / self._kx + self.lon0, y / self._ky + self.lat0)

    def project_array(self, coords: np.ndarray) -> np.ndarray:
        out = np.empty_like(coords, dtype=float)
        out[:, 0] = (coords[:, 0] - self.lon0) * self._kx
        out[:, 1] = (coords[:, 1] - self.lat0) * self._ky
        return out

    def unproject_array(self, coords: np.ndarray) -> np.ndarray:
        out = np.empty_like(coords, dtype=float)
        out[:, 0] = coords[:, 0] / self._kx + self.lon0
        out[:, 1] = coords[:, 1] / self._ky + self.lat0
        return out

    def project_geom(self, geom: G) -> G:
        return shapely.transform(geom, self.project_array)

    def unproject_geom(self, geom: G) -> G:
        return shapely.transform(geom, self.unproject_array)

    def to_json(self) -> dict[str, object]:
        return {"type": self.type, "lon0": self.lon0, "lat0": self.lat0}


def projection_for_bounds(bounds: tuple[float, float, float, float] | None) -> Projection:
    """A projection centred on a lon/lat bounding box (the default for a board without one)."""
    if bounds is None:
        return Projection()
    lon_min, lat_min, lon_max, lat_max = bounds
    lat0 = max(-85.0, min(85.0, (lat_min + lat_max) / 2))
    return Projection(round((lon_min + lon_max) / 2, 4), round(lat0, 4))
