"""Axis & Allies Revised: the generated world board and the starting scenario against the facts.

The reference facts (tools/aa_revised_reference.json) were extracted from TripleA's test fixture
by tools/aa_revised_reference.py; the board and the scenario are checked against them here.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from sandtable.board.geojson_io import load_board
from sandtable.games.aa_revised import (
    ScenarioError,
    TopologyError,
    load_scenario,
    scenario_from_json,
    shipped_scenario_path,
    topology_from_board,
)

ROOT = Path(__file__).resolve().parent.parent
BOARD = ROOT / "maps" / "aa-revised" / "board.geojson"
REFERENCE = json.loads((ROOT / "tools" / "aa_revised_reference.json").read_text(encoding="utf-8"))
SPEC = json.loads((ROOT / "tools" / "aa_revised_board.json").read_text(encoding="utf-8"))
POWER = SPEC["powers"]
# Decided against the fixture (spec section 9.2): the shipped TripleA map deleted it as erroneous.
DROPPED = {frozenset(p) for p in SPEC["dropped_connections"]}


@pytest.fixture(scope="module")
def board():  # noqa: ANN201
    return load_board(BOARD)


@pytest.fixture(scope="module")
def scenario():  # noqa: ANN201
    return load_scenario(shipped_scenario_path())


@pytest.fixture(scope="module")
def topo(board, scenario):  # noqa: ANN001, ANN201
    return topology_from_board(board, scenario)


def test_143_spaces_with_reference_names_and_numbers(topo) -> None:  # noqa: ANN001
    spaces = list(topo.spaces.values())
    assert Counter(s.kind for s in spaces) == {"land": 79, "sea": 64}
    assert {s.ref for s in spaces} == set(REFERENCE["spaces"])
    seas = {s.number: s.name for s in spaces if s.kind == "sea"}
    assert seas == {n: f"{n} Sea Zone" for n in range(1, 65)}
    land_numbers = sorted(s.number for s in spaces if s.kind == "land")
    assert land_numbers == list(range(101, 180))
    assert topo.by_ref("Philipine Islands").name == "Philippine Islands"
    assert topo.by_ref("Kwantung").name == "Kwangtung"


def test_adjacency_equals_the_reference(topo) -> None:  # noqa: ANN001
    ids = {s.ref: s.id for s in topo.spaces.values()}
    wanted = {frozenset(ids[n] for n in pair) for pair in REFERENCE["connections"]}
    dropped = {frozenset(ids[n] for n in pair) for pair in DROPPED}
    assert len(wanted) == 349
    assert dropped <= wanted
    drawn = topo.edges()
    name = {s.id: s.ref for s in topo.spaces.values()}
    differences = sorted(" - ".join(sorted(name[x] for x in e)) for e in drawn ^ (wanted - dropped))
    assert differences == []
    assert len(drawn) == 348


def test_wrap_links_and_canals_are_links(board, topo) -> None:  # noqa: ANN001
    links = {frozenset((x.a, x.b)) for x in board.links}
    ids = {s.ref: s.id for s in topo.spaces.values()}
    for a, b in SPEC["wrap_links"] + SPEC["canal_links"]:
        assert frozenset((ids[a], ids[b])) in links
    assert topo.canals == {
        frozenset(("sz15", "sz34")): ("anglo_egypt", "trans_jordan"),
        frozenset(("sz19", "sz20")): ("panama",),
    }
    # Every other connection of the reference is a drawn shared border, but Eastern United States -
    # Panama: the Gulf of Mexico lies between them on real coastlines.
    expected = {frozenset((ids[a], ids[b])) for a, b in SPEC["wrap_links"] + SPEC["canal_links"]}
    assert links - expected == {frozenset(("eastern_united_states", "panama"))}


def test_space_facts_match_the_reference(topo) -> None:  # noqa: ANN001
    for s in topo.spaces.values():
        ref = REFERENCE["spaces"][s.ref]
        if s.kind == "sea":
            continue
        assert s.income == ref["production"], s.ref
        assert s.owner == POWER.get(ref.get("owner", ""), ""), s.ref
        assert s.neutral == bool(ref.get("impassable")), s.ref
        assert s.capital == POWER.get(ref.get("capital", ""), ""), s.ref
        assert bool(s.victory_city) == bool(ref.get("victory_city")), s.ref


def test_income_capitals_victory_cities(topo, scenario) -> None:  # noqa: ANN001
    land = [s for s in topo.spaces.values() if s.kind == "land"]
    assert sum(s.income for s in land) == 166
    for p in scenario.powers:
        assert topo.income_of(p.id) == p.ipcs  # seed 004 L484-488: starting IPCs = production
    assert {s.capital for s in land if s.capital} == set(scenario.turn_order)
    held = Counter(scenario.side_of(s.owner) for s in land if s.victory_city)
    assert held == {"allies": 6, "axis": 6}
    assert sum(1 for s in land if s.neutral) == 16
    assert all(s.income == 0 and not s.owner for s in land if s.neutral)


def test_island_flag_default_rule(topo) -> None:  # noqa: ANN001
    islands = sorted(s.ref for s in topo.spaces.values() if s.island)
    assert islands == sorted(
        [
            "Borneo",
            "Caroline Islands",
            "East Indies",
            "Greenland",
            "Hawaiian Islands",
            "Midway",
            "New Guinea",
            "New Zealand",
            "Okinawa",
            "Philipine Islands",
            "Solomon Islands",
            "Wake Island",
            "West Indies",
        ]
    )


def test_scenario_powers_units_and_setup(scenario) -> None:  # noqa: ANN001
    assert scenario.turn_order == ("ussr", "germany", "uk", "japan", "usa")
    assert [p.ipcs for p in scenario.powers] == [24, 40, 30, 30, 42]
    assert {p.id for p in scenario.powers if p.side == "axis"} == {"germany", "japan"}
    assert scenario.unit_count() == 205
    per_power = {p: scenario.unit_count(p) for p in scenario.turn_order}
    assert per_power == {"ussr": 37, "germany": 58, "uk": 36, "japan": 40, "usa": 34}
    assert scenario.setup["germany"]["germany"]["infantry"] == 3  # seed 004 L603-605
    costs = {u.id: u.cost for u in scenario.unit_types.values()}
    assert costs == {
        "infantry": 3,
        "artillery": 4,
        "tank": 5,
        "aa_gun": 5,
        "industrial_complex": 15,
        "fighter": 10,
        "bomber": 15,
        "battleship": 24,
        "destroyer": 12,
        "carrier": 16,
        "transport": 8,
        "submarine": 8,
    }
    assert sum(len(v) for v in scenario.national_advantages.values()) == 30
    assert scenario.national_advantages["uk"][3] == "Mideast Oil"
    assert dict(scenario.victory_thresholds) == {"minor": 8, "major": 10, "total": 12}
    assert scenario.research_die_cost == 5 and len(scenario.developments) == 6
    assert scenario.options["victory_cities"].default == 8


def _shipped() -> dict:
    return json.loads(shipped_scenario_path().read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("edit", "words"),
    [
        (lambda d: d.pop("powers"), "'powers' is missing"),
        (lambda d: d["powers"].update(source="guess"), "'powers.source'"),
        (lambda d: d["setup"]["units"]["russia"]["ussr"].update(infantry=-1), "whole number"),
        (lambda d: d["setup"]["units"]["russia"]["ussr"].update(zeppelin=1), "unknown unit type"),
        (lambda d: d["setup"]["units"]["russia"].update(italy={"infantry": 1}), "not a power"),
        (lambda d: d["options"][0].update(default=9), "not one of its choices"),
    ],
)
def test_bad_scenario_is_one_sentence(edit, words) -> None:  # noqa: ANN001
    data = _shipped()
    edit(data)
    with pytest.raises(ScenarioError) as info:
        scenario_from_json(data)
    assert words in str(info.value)
    assert "\n" not in str(info.value)


def test_scenario_that_does_not_fit_the_board(board) -> None:  # noqa: ANN001
    data = _shipped()
    data["setup"]["units"]["sz04"]["ussr"] = {"tank": 1}
    with pytest.raises(TopologyError, match="at sea"):
        topology_from_board(board, scenario_from_json(data))
    data = _shipped()
    data["setup"]["units"]["atlantis"] = {"usa": {"infantry": 1}}
    with pytest.raises(TopologyError, match="atlantis"):
        topology_from_board(board, scenario_from_json(data))


def test_scenario_file_is_what_the_script_makes() -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "aa_revised_scenario", ROOT / "tools" / "aa_revised_scenario.py"
    )
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    assert module.main(["--check"]) == 0


@pytest.mark.skipif(
    not (ROOT / "tools" / "node_modules" / "world-atlas").exists(),
    reason="needs `npm ci` in tools/ (Natural Earth)",
)
def test_board_generator_reproduces_the_committed_board() -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "build_board_aa_revised", ROOT / "tools" / "build_board_aa_revised.py"
    )
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    assert module.main(["--check"]) == 0


def test_board_validates_clean(board) -> None:  # noqa: ANN001
    from sandtable.board.validate import validate_board

    assert [p.message for p in validate_board(board)] == []
