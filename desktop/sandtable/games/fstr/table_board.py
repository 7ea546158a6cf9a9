"""The board the table draws for an FSTR scenario (no Qt): the land and sea hexes of the scenario's
area as hex zones of a `sandtable.board.Board`, keyed like the rules' hexes ("map2:0812"), each
filled with its terrain's colour (zone prop "fill") and named as printed.

Each hex is drawn where its own map's layout puts it on the ground; the campaign's two maps meet at
the scenario's seam because the rules' board leaves out map 1's rows under map 2 (world.py).
Built once per scenario and kept: the board never changes during a game.
"""

from __future__ import annotations

from functools import cache

from sandtable.board.hexgrid import HexGrid
from sandtable.board.hexmap_board import hex_polygon_lonlat
from sandtable.board.model import Board
from sandtable.board.zone import Zone
from sandtable.games.fstr.table_view import TERRAIN_FILLS


@cache
def scenario_board(scenario_id: str) -> Board:
    from sandtable.games.fstr.world import load_world

    world = load_world(scenario_id)
    rules_board = world.board
    zones = []
    keys = sorted(set(rules_board.hexes) | set(rules_board.sea))
    for n, key in enumerate(keys, start=1):
        map_id, label = key.split(":")
        hm = rules_board.maps[map_id]
        cell = hm.hexes[label]
        fill = TERRAIN_FILLS.get(cell.terrain, "#e0dccc")
        if "city" in cell.features:
            fill = TERRAIN_FILLS["city"]
        name = f"{' / '.join(cell.names)} ({label})" if cell.names else label
        props: dict[str, str | int | float | bool] = {"terrain": cell.terrain, "fill": fill, "grid": map_id}
        zones.append(Zone(id=key, number=n, name=name, kind="hex", polygon=hex_polygon_lonlat(hm, label),
                          props=props))
    first = rules_board.maps[keys[0].split(":")[0]].layout
    lons = [p[0] for z in zones for p in z.polygon.exterior.coords]
    lats = [p[1] for z in zones for p in z.polygon.exterior.coords]
    bbox = (min(lons), min(lats), max(lons), max(lats))
    map_ids = sorted({k.split(":")[0] for k in keys})
    grids = [HexGrid(m, first.size_km, "flat", rules_board.maps[m].layout.anchor, bbox) for m in map_ids]
    return Board(zones, name=world.scenario.name, projection=first.projection, hex_grids=grids,
                 counter_size_km=first.size_km * 0.8)
