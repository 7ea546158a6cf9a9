"""A hex map as a Board: one hex zone per printed hex, so the table's scene, the board file
(`save_board`) and `validate_board` / `sandtable validate` work on a printed hex map too.

The Board keeps what it can hold (the hex polygons on the ground, their number, name and
terrain as zone props, the axial neighbours); hexside features and map exits stay in the
HexMap, which remains the map's source of truth.
"""

from __future__ import annotations

from shapely.geometry import Polygon

from sandtable.board.hexgrid import HexGrid
from sandtable.board.hexlayout import offset_to_axial, parse_label
from sandtable.board.hexmap import HexMap
from sandtable.board.model import Board
from sandtable.board.zone import Zone


def hex_polygon_lonlat(hm: HexMap, label: str) -> Polygon:
    lay = hm.layout
    return Polygon([lay.frame_to_lonlat(x, y) for x, y in lay.corners_frame(*parse_label(label))])


def hexmap_to_board(hm: HexMap) -> Board:
    lay = hm.layout
    zones = []
    for n, label in enumerate(sorted(hm.hexes), start=1):
        cell = hm.hexes[label]
        q, r = offset_to_axial(*parse_label(label))
        props: dict[str, str | int | float | bool] = {"grid": hm.id, "q": q, "r": r, "terrain": cell.terrain}
        if cell.features:
            props["features"] = " ".join(cell.features)
        name = " / ".join(cell.names) if cell.names else label
        zones.append(Zone(id=f"{hm.id}:{label}", number=n, name=name, kind="hex",
                          polygon=hex_polygon_lonlat(hm, label), props=props))
    lons = [p[0] for z in zones for p in z.polygon.exterior.coords]
    lats = [p[1] for z in zones for p in z.polygon.exterior.coords]
    bbox = (min(lons), min(lats), max(lons), max(lats))
    # The grid record only describes the hexes (their size and where hex 0101 is); the zones are explicit.
    grid = HexGrid(hm.id, lay.size_km, "flat", lay.anchor, bbox)
    return Board(zones, name=hm.name, projection=lay.projection, hex_grids=[grid],
                 counter_size_km=lay.size_km * 0.8)
