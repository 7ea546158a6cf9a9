"""The two From Salerno to Rome maps: reproducible, sound, and where the text puts things."""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path

import pytest

from sandtable.board.hexlayout import parse_label
from sandtable.board.hexmap import HexMapError
from sandtable.games.fstr.terrain import REQUIRED_PLACES, MapDataError, Topology, load_map, map_problems

ROOT = Path(__file__).resolve().parent.parent
MAPS = ROOT / "maps" / "fstr"


@pytest.fixture(scope="module")
def maps():
    return {m: load_map(m, MAPS) for m in ("map1", "map2")}


def _generator():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        spec = importlib.util.spec_from_file_location(
            "build_maps_fstr", ROOT / "tools" / "build_maps_fstr.py"
        )
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(ROOT / "tools"))


def test_the_generator_reproduces_the_committed_maps_byte_for_byte():
    gen = _generator()
    inputs = json.loads((ROOT / "tools" / "fstr_map_inputs.json").read_text(encoding="utf-8"))
    geo = json.loads((ROOT / "tools" / "fstr_geo.json").read_text(encoding="utf-8"))
    outputs = gen.build(geo, inputs)
    assert sorted(outputs) == ["map1.json", "map2.json"]
    for name, text in outputs.items():
        assert text == (MAPS / name).read_text(encoding="utf-8"), f"{name} is not what the generator makes"


def test_both_maps_are_sound_and_have_every_place_the_scenarios_name(maps):
    for map_id, hm in maps.items():
        assert map_problems(hm) == []
        assert (hm.layout.columns, hm.layout.rows, hm.layout.size_km) == (55, 31, 5.0)
        assert len(hm.hexes) == 55 * 31
        for place in REQUIRED_PLACES[map_id]:
            assert hm.hex_named(place) is not None, f"{map_id} lacks {place}"


def test_rome_is_on_the_north_edge_and_san_benedetto_near_the_north_east_corner(maps):
    # [ref] the reviews and the FAQ (reference/fstr_dsimula.md sections 2 and 4).
    _col, row = parse_label(maps["map2"].hex_named("Rome"))
    assert row == 1
    col, row = parse_label(maps["map2"].hex_named("San Benedetto del Tronto"))
    assert col >= 50 and row <= 3


def test_south_of_salerno_is_the_south_edge_of_map_1(maps):
    _col, row = parse_label(maps["map1"].hex_named("Salerno"))
    assert 31 - 6 <= row < 31


def test_the_two_maps_agree_where_they_overlap(maps):
    """Map 1's rows 1-10 are map 2's rows 22-31 (the seam of the campaign, a reconstruction)."""
    m1, m2 = maps["map1"], maps["map2"]
    same = total = 0
    for col in range(1, 56):
        for row in range(1, 11):
            total += 1
            same += m1.hexes[f"{col:02d}{row:02d}"].terrain == m2.hexes[f"{col:02d}{row + 21:02d}"].terrain
    assert same / total > 0.95
    assert parse_label(m1.hex_named("Cassino"))[1] + 21 == parse_label(m2.hex_named("Cassino"))[1]


def test_coasts_rivers_and_roads_are_where_the_rules_need_them(maps):
    m1, m2 = Topology(maps["map1"]), Topology(maps["map2"])
    for topo, place in ((m1, "Naples"), (m1, "Salerno"), (m2, "Anzio"), (m2, "Ortona"), (m2, "Pescara")):
        assert topo.is_coastal(topo.map.hex_named(place)), place
    assert not m2.is_coastal(m2.map.hex_named("Cassino"))
    assert m2.is_adriatic_coast(m2.map.hex_named("Ortona"))
    assert not m2.is_adriatic_coast(m2.map.hex_named("Anzio"))
    names = {f.props.get("name") for f in maps["map2"].hexsides if f.kind in ("river", "major_river")}
    assert {"Sangro", "Garigliano", "Rapido", "Volturno", "Liri"} <= names
    assert m1.road_connected(m1.map.hex_named("Naples"), m1.map.hex_named("Foggia"))
    assert m2.road_connected(m2.map.hex_named("Rome"), m2.map.hex_named("Pescara"))
    assert m2.road_connected(m2.map.hex_named("Rome"), m2.map.hex_named("Cassino"))


def test_every_bridge_carries_a_road_over_a_river_and_romes_cannot_be_blown(maps):
    for hm in maps.values():
        for f in hm.hexsides.of_kind("bridge"):
            assert hm.hexsides.has(f.a, f.b, "road")
    rome = maps["map2"].hex_named("Rome")
    rome_bridges = [f for f in maps["map2"].hexsides.of_kind("bridge") if rome in (f.a, f.b)]
    assert all(f.props.get("blowable") is False for f in rome_bridges)


def test_the_gustav_line_crosses_the_peninsula_in_one_piece(maps):
    hm = maps["map2"]
    topo = Topology(hm)
    line = set(hm.with_feature("gustav"))
    start = min(line)
    seen, todo = {start}, [start]
    while todo:
        for n in topo.neighbours(todo.pop()):
            if n in line and n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == line
    assert any(topo.is_coastal(h) and not topo.is_adriatic_coast(h) for h in line)  # Tyrrhenian end
    assert any(topo.is_adriatic_coast(h) for h in topo.layout.within(max(line), 1))  # Adriatic end
    assert len(hm.with_feature("bernhardt")) == 3  # seed 003 line 571


def test_supply_terminals_and_airfields(maps):
    north_exits = [e for e in maps["map2"].exits if e.edge == "north" and e.road_class == "major"]
    assert north_exits and all("axis_supply" in maps["map2"].hexes[e.hex].features for e in north_exits)
    south_exits = [e for e in maps["map1"].exits if e.edge == "south" and e.road_class == "major"]
    assert south_exits and all("viii_supply" in maps["map1"].hexes[e.hex].features for e in south_exits)
    m1 = maps["map1"]
    points = sum(m1.hexes[m1.hex_named(n)].props["air_points"] for n in ("Foggia airfields", "Amendola"))
    assert points == 4  # seed 003 line 1466


def test_a_broken_map_file_is_refused_in_one_sentence(tmp_path, maps):
    shutil.copy(MAPS / "map1.json", tmp_path / "map1.json")
    data = json.loads((tmp_path / "map1.json").read_text(encoding="utf-8"))
    data["hexes"]["0101"]["terrain"] = "swamp"
    (tmp_path / "map1.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(MapDataError, match=r"^map1.json: Hex 0101 has unknown terrain 'swamp'\.$"):
        load_map("map1", tmp_path)
    label = maps["map1"].hex_named("Foggia")
    data["hexes"]["0101"]["terrain"] = "sea"
    data["hexes"][label]["names"] = []
    (tmp_path / "map1.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(MapDataError, match="no hex named Foggia"):
        load_map("map1", tmp_path)
    (tmp_path / "map1.json").write_text("{", encoding="utf-8")
    with pytest.raises(HexMapError, match="not valid JSON"):
        load_map("map1", tmp_path)


def test_sandtable_validate_passes_both_maps_as_boards(maps, tmp_path, capsys):
    from sandtable.board import save_board, validate_board
    from sandtable.board.hexmap_board import hexmap_to_board
    from sandtable.cli import main

    for map_id, hm in maps.items():
        board = hexmap_to_board(hm)
        assert [p.message for p in validate_board(board) if p.severity == "error"] == []
        pairs = {frozenset((a, b)) for a in hm.hexes for b in hm.layout.neighbours(a)}
        assert board.graph.number_of_edges() == len(pairs)
        save_board(board, tmp_path / f"{map_id}.geojson")
        assert main(["validate", str(tmp_path / f"{map_id}.geojson")]) == 0
        assert capsys.readouterr().out.strip().endswith("valid: 1705 zones, 0 links")
