"""The six FSTR scenarios: they load, cross-check against maps and counters, and place every unit."""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path

import pytest

from sandtable.games.fstr.charts import load_charts
from sandtable.games.fstr.counters import load_counters
from sandtable.games.fstr.scenario import SCENARIO_IDS, ScenarioError, load_scenario, scenario_from_json
from sandtable.games.fstr.terrain import load_map
from sandtable.games.fstr.zones import stacking_limit

ROOT = Path(__file__).resolve().parent.parent / "maps" / "fstr"


@pytest.fixture(scope="module")
def world():
    maps = {m: load_map(m, ROOT) for m in ("map1", "map2")}
    return maps, load_counters(ROOT / "counters.json"), load_charts(ROOT / "charts.json")


@pytest.fixture(scope="module")
def scenarios(world):
    maps, counters, _ = world
    return {s: load_scenario(ROOT / "scenarios" / f"{s}.json", maps, counters) for s in SCENARIO_IDS}


def test_six_scenario_files_ship(scenarios):
    assert sorted(p.stem for p in (ROOT / "scenarios").glob("*.json")) == sorted(SCENARIO_IDS)
    assert {s.maps for s in scenarios.values()} == {("map1",), ("map2",), ("map2", "map1")}


@pytest.mark.parametrize("sid", SCENARIO_IDS)
def test_default_placement_fills_every_zone_without_overstacking(world, scenarios, sid):
    maps, counters, charts = world
    sc = scenarios[sid]
    placed = sc.default_placement(maps, counters, charts.tec)
    on_map = [u for e in sc.setup for u in e.units if counters.units[u].role != "hq"]
    assert sorted(placed) == sorted(on_map)
    zone_of = {u: e for e in sc.setup for u in e.units}
    load = Counter()
    for unit, (map_id, label) in placed.items():
        assert map_id == zone_of[unit].map and label in zone_of[unit].zone
        assert label in sc.area[map_id]
        load[(map_id, label)] += counters.units[unit].dots
    for (map_id, label), dots in load.items():
        assert dots <= stacking_limit(maps[map_id], label, charts.tec)


def test_ortona_as_printed(world, scenarios):
    maps, counters, _ = world
    sc, hm = scenarios["ortona"], world[0]["map2"]
    assert (sc.first_turn, sc.last_turn, sc.sets_up_first) == (4, 4, "axis")
    assert sc.ap == {"4": {"VIII Army": 18, "axis": 12}}
    assert dict(sc.reserve_markers) == {"allied": 4, "axis": 3}
    reserve = [e for e in sc.setup if e.reserve]
    assert [e.units for e in reserve] == [("II-67/26.Pz", "B/26.Pz")]
    assert reserve[0].zone == {hm.hex_named("Lanciano")}
    fj = next(e for e in sc.setup if "III-3/1.FJ" in e.units)
    assert all("gustav" in hm.hexes[h].features for h in fj.zone)
    assert hm.hex_named("Casoli") not in fj.zone and hm.hex_named("Castel di Sangro") not in fj.zone
    for entry in sc.setup:
        if entry.side == "allied":
            assert not any("gustav" in hm.hexes[h].features for h in entry.zone)
    assert [(r.turn, r.impulse) for r in sc.reinforcements] == [(4, 2), (4, 2), (4, 3)]
    assert sc.victory["marginal"]["vp"] == {"Ortona": 1, "Orsogna": 1, "Popoli": 1, "Pescara": 1}
    assert {hm.hex_named(p) for p in ("Pescara", "Vasto", "Popoli", "Ortona")} <= sc.area["map2"]
    assert hm.hex_named("Rome") not in sc.area["map2"]


def test_anzio_kesselring_salerno_diadem_figures(scenarios, world):
    hm = world[0]["map2"]
    anzio = scenarios["anzio"]
    assert anzio.ap == {"5": {"V Army": 14, "axis": 16}, "6": {"V Army": 16, "axis": 22}}
    assert {hm.hex_named(p) for p in ("Rome", "Anzio", "Terracina", "Velletri", "Frosinone")} <= anzio.area[
        "map2"
    ]
    assert (
        hm.hex_named("Cassino") not in anzio.area["map2"]
        and hm.hex_named("Pescara") not in anzio.area["map2"]
    )
    assert sum(anzio.victory["marginal"]["vp"].values()) == 6
    kess = scenarios["kesselring"]
    assert kess.ap == {"2": {"axis": 28}, "3": {"axis": 25}}
    assert (
        kess.victory["marginal"]["vp"]["Sessa Aurunca"] == 2
        and sum(kess.victory["marginal"]["vp"].values()) == 15
    )
    salerno = scenarios["salerno"]
    assert (
        salerno.victory["marginal"]["vp"]["Naples"] == 3
        and sum(salerno.victory["marginal"]["vp"].values()) == 16
    )
    assert dict(salerno.reserve_markers) == {"allied": 10, "axis": 10}
    assert (
        scenarios["diadem"].rules["fortifications"] == 5
        and scenarios["diadem"].rules["free_fortifications_at_setup"] == 3
    )
    assert (scenarios["campaign"].first_turn, scenarios["campaign"].last_turn) == (1, 10)


def _raw(sid):
    return json.loads((ROOT / "scenarios" / f"{sid}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: d["setup"][1]["units"].append("Tiger/99.Pz"),
            "setup entry 2: no counter is called 'Tiger/99.Pz'",
        ),
        (
            lambda d: d["setup"][2]["units"].append("div:65.I"),
            "setup entry 3: HQ/65.I is already placed by setup entry 2",
        ),
        (
            lambda d: d["setup"][1].update(zone={"within": 2, "of": "Atlantis"}),
            "map2 has no place called 'Atlantis'",
        ),
        (lambda d: d["setup"][1].update(zone={"near": "Lanciano"}), "unknown key"),
        (lambda d: d["setup"][1].update(side="allied"), "HQ/65.I is not an allied unit"),
        (lambda d: d["reinforcements"][0].update(turn=5), "turn 5 is outside the scenario's turns 4-4"),
        (lambda d: d["setup"][1].update(zone={"at": "Rome"}), "holds no land hex inside the scenario area"),
        (lambda d: d["ap"]["4"].update({"IX Army": 3}), "'IX Army' must be one of"),
        (
            lambda d: d["victory"]["marginal"]["vp"].update({"Oz": 1}),
            "no map of the scenario has a place called 'Oz'",
        ),
        (lambda d: d.update(maps=["map3"]), "maps must list one or both"),
    ],
)
def test_a_broken_scenario_names_its_problem_in_one_sentence(world, change, message):
    maps, counters, _ = world
    data = copy.deepcopy(_raw("ortona"))
    change(data)
    with pytest.raises(ScenarioError, match=message) as info:
        scenario_from_json(data, maps, counters, "ortona.json")
    assert str(info.value).startswith("ortona.json: ") and "\n" not in str(info.value)


def test_an_unreadable_scenario_file_is_one_sentence(world, tmp_path):
    maps, counters, _ = world
    (tmp_path / "x.json").write_bytes(b"\xff\xfe{")
    with pytest.raises(ScenarioError, match="UTF-16"):
        load_scenario(tmp_path / "x.json", maps, counters)


# ----- zones -----------------------------------------------------------------------------------
def test_zones_read_the_texts_placements(world):
    from sandtable.games.fstr.zones import ZoneError, zone_hexes

    hm = world[0]["map2"]
    lanciano = hm.hex_named("Lanciano")
    ring = zone_hexes(hm, {"within": 1, "of": "Lanciano"})
    assert lanciano in ring and len(ring) <= 7
    assert all(hm.layout.distance(lanciano, h) <= 1 for h in ring)
    assert zone_hexes(hm, {"within": 1, "of": "Lanciano", "exclude": ["Lanciano"]}) == ring - {lanciano}
    both = zone_hexes(hm, {"any": [{"at": "Anzio"}, {"at": "Rome"}]})
    assert both == {hm.hex_named("Anzio"), hm.hex_named("Rome")}
    north = zone_hexes(hm, {"edge": "north"})
    assert hm.hex_named("Rome") in north and all(hm.layout.edge_of(h)[0] == "north" for h in north)
    hills = zone_hexes(hm, {"within": 3, "of": "Chieti", "terrain": "hill"})
    assert hills and all(hm.hexes[h].terrain == "hill" for h in hills)
    assert all(
        hm.hexes[h].terrain not in ("sea", "lake") for h in zone_hexes(hm, {"within": 3, "of": "Anzio"})
    )
    for bad, message in (
        ({"near": "Rome"}, "unknown key"),
        ({"within": -1, "of": "Rome"}, "whole number of hexes"),
        ({"within": 1}, "needs 'of'"),
        ({"line": "gustav", "between": ["Cassino"]}, "two places"),
        ({"terrain": "hill"}, "says neither"),
        ("Rome", "must be an object"),
    ):
        with pytest.raises(ZoneError, match=message):
            zone_hexes(hm, bad)


def test_the_gustav_line_divides_south_from_north(world):
    from sandtable.games.fstr.zones import zone_hexes

    hm = world[0]["map2"]
    south = zone_hexes(hm, {"area": True, "south_of": "gustav"})
    assert hm.hex_named("Torino di Sangro") in south and hm.hex_named("Vasto") in south
    assert hm.hex_named("Ortona") not in south and hm.hex_named("Rome") not in south
    stretch = zone_hexes(hm, {"line": "gustav", "between": ["Castel di Sangro", "Casoli"]})
    assert stretch and all("gustav" in hm.hexes[h].features for h in stretch)
