"""The D-Day board (maps/aa-dday/board.geojson): loads, validates clean, fits the scenario's graph,
and the generator reproduces it byte for byte."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from sandtable.board import load_board
from sandtable.board.validate import validate_board
from sandtable.games.aa_dday import GameDDay

ROOT = Path(__file__).resolve().parents[1]
BOARD = ROOT / "maps" / "aa-dday" / "board.geojson"
SCEN = GameDDay().load_scenario("default")


def test_board_validates_without_problems():
    board = load_board(BOARD)
    assert validate_board(board) == []


def test_board_matches_the_scenario_graph():
    board = load_board(BOARD)
    land = {z for z, zone in board.zones.items() if zone.kind == "land"}
    assert land == {z["id"] for z in SCEN["zones"]}  # 42 zones: the data decides (C1)
    edges = {tuple(sorted(e)) for e in board.graph.edges if "sea" not in e}
    assert edges == {tuple(sorted(p)) for p in SCEN["adjacency"]}
    assert len(edges) == 97


def test_board_names_cities_sectors_beaches_and_arcs():
    board = load_board(BOARD)
    data = json.loads(BOARD.read_text(encoding="utf-8"))
    props = {f["id"]: f["properties"]["props"] for f in data["features"]}
    assert {z for z, p in props.items() if p.get("victory_city")} == {"cherbourg", "st-lo", "caen"}
    assert {p["sector"] for p in props.values() if "sector" in p} == {"rennes", "chartres", "rouen"}
    assert props["bayeux"]["beach"] == "Gold Beach" and props["bayeux"]["blockhouse_arc"] == "gold"
    assert board.zones["caen"].name == "Caen"
    # the off-map places have display positions in the scenario, inside the board's frame
    frame = data["sandtable"]["backdrop"]["bbox"]
    for place in ("utah", "omaha", "gold", "juno", "sword", "airfield", "uk-airborne"):
        lon, lat = SCEN["layout"][place]
        assert frame[0] <= lon <= frame[2] and frame[1] <= lat <= frame[3]


def test_generator_reproduces_the_committed_board():
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_board_aa_dday.py"), "build", "--check"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
