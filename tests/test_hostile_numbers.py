"""Zone numbers are labels, not addresses (issue #28).

The board model and `validate_board` refuse, in one sentence naming the zone, every number an
engine cannot take (negative, duplicated, not an integer, beyond the limit); the 1943-45 engine
maps the labels it accepts to its own dense indexes, so no label can collide with the pool or
the sea, or size a list. Property-based tests relabel the shipped board and scenario with hostile
numbers: each board is refused with one sentence, or a seeded game on it keeps the invariant
checker clean, and the invariant checker itself sees a unit or cube in a zone the board lacks.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandtable.board import board_from_geojson, board_to_geojson, load_board, validate_board
from sandtable.board.geojson_io import BoardFileError
from sandtable.board.zone import MAX_ZONE_NUMBER
from sandtable.core.jsonfile import FileProblem
from sandtable.core.registry import get_game
from sandtable.games.g1943_45.board_setup import make_setup
from sandtable.games.g1943_45.invariants import problems
from sandtable.games.g1943_45.pieces import POOL
from sandtable.games.g1943_45.scenario import default_scenario_path
from sandtable.games.g1943_45.selfplay import checked_random_game
from sandtable.games.g1943_45.topology import Topology

GAME = get_game("1943-45")
SHIPPED = board_to_geojson(load_board(default_scenario_path().parent / "board.geojson"))
SCENARIO: dict[str, Any] = json.loads(json.dumps(GAME.load_scenario("default")))
LAND = sorted(f["properties"]["number"] for f in SHIPPED["features"] if f["properties"]["kind"] == "land")


def _aegean(number: Any) -> dict[str, Any]:
    """Issue #28's board: the shipped one plus a land square in the Aegean linked to z14."""
    board = copy.deepcopy(SHIPPED)
    ring = [[24.5, 37.0], [25.5, 37.0], [25.5, 38.0], [24.5, 38.0], [24.5, 37.0]]
    board["features"].append({"type": "Feature", "id": "aegean", "geometry": {"type": "Polygon",
                              "coordinates": [ring]},
                              "properties": {"id": "aegean", "number": number, "name": "Aegean",
                                             "kind": "land", "props": {"region": "europe"}}})
    board["sandtable"]["links"].append({"a": "aegean", "b": "z14", "kind": "arrow"})
    return board


def _errors(board_json: dict[str, Any]) -> list[str]:
    board = board_from_geojson(board_json)
    return [p.message for p in validate_board(board) if p.severity == "error"]


@pytest.mark.parametrize(("number", "words"), [
    (-1, "Zone -1 Aegean has the negative number -1"),
    (14, "Number 14 is used by 2 zones"),
])
def test_validate_refuses_negative_and_duplicated_numbers_naming_the_zone(number: int, words: str) -> None:
    errors = _errors(_aegean(number))
    assert len(errors) == 1 and errors[0].startswith(words), errors


@pytest.mark.parametrize(("number", "words"), [
    (100_000_000, "has 'number' 100000000, beyond the limit of 99,999"),
    (MAX_ZONE_NUMBER + 1, "beyond the limit"),
    (1.5, "has 'number' 1.5, which is not a whole number"),
    (28.0, "has 'number' 28.0, which is not a whole number"),
    ("28", "which is not a whole number"),
    (True, "which is not a whole number"),
    (None, "which is not a whole number"),
])
def test_the_reader_refuses_numbers_no_engine_can_take(number: Any, words: str) -> None:
    with pytest.raises(BoardFileError) as info:
        board_from_geojson(_aegean(number))
    message = str(info.value)
    assert "feature 29 (aegean)" in message and words in message and "\n" not in message


def test_a_zone_cannot_be_given_a_number_that_is_not_an_integer() -> None:
    board = board_from_geojson(SHIPPED)
    with pytest.raises(ValueError, match="not a whole number"):
        board.update_zone("z14", number=14.0)


def test_the_engine_indexes_zones_densely_whatever_their_numbers() -> None:
    topo = Topology.from_spec({"zones": [
        {"number": 100_000_000, "point": [10, 45], "neighbours": [-1]},
        {"number": -1, "point": [11, 45], "neighbours": [0]},
        {"number": 0, "point": [12, 45]},
    ]})
    assert topo.size == 4 and topo.numbers == (1, 2, 3)
    assert topo.index_of == {-1: 1, 0: 2, 100_000_000: 3}
    assert POOL not in topo.zones and 0 not in topo.zones      # neither the pool nor the sea
    assert topo.adjacent == {1: (2, 3), 2: (1,), 3: (1,)}
    assert topo.label(3) == "zone 100000000"
    assert topo.zone_index(0) == 2
    with pytest.raises(ValueError, match="no land zone numbered 5"):
        topo.zone_index(5)
    with pytest.raises(ValueError, match="two land zones numbered 4"):
        Topology.from_spec({"zones": [{"number": 4, "point": [0, 0]}, {"number": 4, "point": [1, 1]}]})


def test_the_shipped_board_keeps_its_numbers_as_indexes() -> None:
    topo = Topology.from_board(board_from_geojson(SHIPPED))
    assert all(topo.zones[i].number == i for i in topo.numbers)
    assert topo.numbers == tuple(LAND)


def test_the_invariant_checker_sees_pieces_in_zones_the_board_lacks() -> None:
    state = GAME.new_initial_state(SCENARIO, GAME.default_options())
    assert problems(state) == []
    broken = state.clone()
    broken.counters["A.tank.1"] = broken.counters["A.tank.1"]._replace(zone=-7)
    broken.dirty()
    assert any("stands in zone -7, which the board does not have" in p for p in problems(broken))
    broken = state.clone()
    broken.counters["A.tank.1"] = broken.counters["A.tank.1"]._replace(zone=state.topo.size + 3)
    broken.dirty()
    assert any(f"zone {state.topo.size + 3}, which the board does not have" in p for p in problems(broken))
    broken = state.clone()
    broken.cubes[0].append(2)
    broken.dirty()
    assert any("cubes track has" in p for p in problems(broken))
    broken = state.clone()
    broken.combat.spent[state.topo.size + 5] = 1
    broken.dirty()
    assert any("the board does not have" in p for p in problems(broken))


def _relabelled(mapping: dict[int, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The shipped board and scenario with land zone n renamed mapping[n] everywhere."""
    board = copy.deepcopy(SHIPPED)
    for feature in board["features"]:
        props = feature["properties"]
        if props["kind"] == "land":
            props["number"] = mapping[props["number"]]
    scenario = copy.deepcopy(SCENARIO)
    setup = scenario["setup"]
    for key in ("allied", "axis_fixed", "axis_default_deployment"):
        for placement in setup[key]:
            placement["zone"] = mapping[placement["zone"]]
    return board, scenario


hostile_number = st.one_of(st.integers(-3, 40), st.integers(0, 999), st.integers(-(2**40), 2**40),
                           st.sampled_from([0, -1, -2, 999, 1000, MAX_ZONE_NUMBER, 10**8]),
                           st.floats(allow_nan=False, allow_infinity=False, width=32),
                           st.booleans(), st.none(), st.text(max_size=3))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(changes=st.dictionaries(st.sampled_from(LAND), hostile_number, min_size=1, max_size=4),
       seed=st.integers(0, 2**31))
def test_hostile_numbers_are_refused_in_one_sentence_or_play_clean(changes: dict[int, Any],
                                                                   seed: int) -> None:
    mapping = {n: changes.get(n, n) for n in LAND}
    board, scenario = _relabelled(mapping)
    try:
        setup = make_setup(board, scenario)
        state = GAME.new_initial_state(setup, GAME.default_options())
    except (FileProblem, ValueError, KeyError, TypeError) as exc:
        message = str(exc)
        assert message and "\n" not in message and "Traceback" not in message
        return
    # Accepted: the numbers were distinct integers the board and scenario allow, and the game plays.
    labels = [v for v in mapping.values()]
    assert all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_ZONE_NUMBER for v in labels)
    assert len(set(labels)) == len(labels)
    assert state.topo.size == len(LAND) + 1
    checked = checked_random_game(GAME, setup, seed, deep_every=0)
    assert checked.outcome.error is None, checked.outcome.error
    assert checked.problems == []


@pytest.mark.parametrize(("name", "relabel"), [
    ("reversed and sparse", lambda n: 999 - 30 * n),
    ("gaps", lambda n: n * 3 + (500 if n > 20 else 0)),
])
def test_a_board_numbered_any_way_plays_clean_on_dense_indexes(name: str, relabel: Any) -> None:
    mapping = {n: relabel(n) for n in LAND}
    board, scenario = _relabelled(mapping)
    setup = make_setup(board, scenario)
    state = GAME.new_initial_state(setup, GAME.default_options())
    topo = state.topo
    assert topo.size == len(LAND) + 1 and sorted(topo.index_of) == sorted(mapping.values())
    assert any(topo.zones[i].number != i for i in topo.numbers)
    for seed in (1, 2):
        checked = checked_random_game(GAME, setup, seed, deep_every=7)
        assert checked.outcome.error is None, checked.outcome.error
        assert checked.problems == []
        assert checked.outcome.steps > 50
