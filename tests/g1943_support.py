"""Helpers for the 1943-45 rules tests: the shipped board and scenario, and quick ways to reach a
phase or lay out a position (tests edit the state directly, then call `dirty()`)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from sandtable.core.protocol import CHANCE, ChanceOutcome
from sandtable.core.registry import get_game
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, POOL, SIDES
from sandtable.games.g1943_45.state import GameState

GAME = get_game("1943-45")
SCENARIO: dict[str, Any] = GAME.load_scenario("default")


def scenario_with(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    data = copy.deepcopy(SCENARIO)
    change(data)
    return data


def new_state(scenario: dict[str, Any] | None = None, events: bool = False, **options: bool) -> GameState:
    """A new game. Without `events` the scenario gives no event tokens, so no event is ever offered:
    the part-1 tests walk the sequence without the events' questions (rules part 2, events.py);
    the events tests ask for them."""
    data = scenario or SCENARIO
    if not events:
        data = {**data, "event_tokens": 0}
    state = GAME.new_initial_state(data, {**GAME.default_options(), **options})
    assert isinstance(state, GameState)
    return state


def roll(state: GameState, *values: int) -> None:
    """Force the pending chance step to the given faces."""
    assert state.current_player() == CHANCE, state.summary()
    outcome = next(o for o, _ in state.chance_outcomes()
                   if isinstance(o, ChanceOutcome) and o.values == values)
    state.apply(outcome)


def start_turn(state: GameState, first: str = "allied", dice: tuple[int, int] = (6, 1)) -> None:
    """From the set-up or a turn start: default deployment, initiative, first player."""
    if state.phase == "axis_setup":
        state.apply(A.AcceptDefaultSetup())
    roll(state, *dice)
    state.apply(A.ChooseFirst(first))


def skip_build(state: GameState) -> None:
    """Decline remaining reinforcements and conversions until the impulses start."""
    while state.phase in ("reinforcements", "conversion") and not state.pending:
        state.apply(A.ReinforceDone() if state.phase == "reinforcements" else A.ConvertDone())


def to_impulses(state: GameState, first: str = "allied", dice: tuple[int, int] = (6, 1)) -> None:
    start_turn(state, first, dice)
    skip_build(state)
    assert state.phase == "impulses", state.summary()


def pass_turn(state: GameState) -> None:
    """Both players pass: the turn ends (Impulses, line 639)."""
    while state.phase == "impulses" and not state.pending and state.final is None:
        state.apply(A.EndImpulse() if state.acted else A.Pass())


def clear_land(state: GameState) -> None:
    """Every land piece back to the pool, every zone Axis-controlled."""
    for side in (ALLIED, AXIS):
        state.cubes[side] = [0] * state.topo.size
    for cid, c in list(state.counters.items()):
        if c.zone > 0:
            state.counters[cid] = c._replace(zone=POOL, pos=None, moved=False, engaged=False)
    state.moved_cubes = [0] * state.topo.size
    for z in state.topo.open_zones:
        state.control[z] = AXIS
    state.dirty()


def place(state: GameState, side: int, zone: int, cubes: int = 0, *pieces: str) -> list[str]:
    """Put pieces of `side` from the pool into `zone` and give it the zone."""
    state.cubes[side][zone] += cubes
    placed = []
    for piece in pieces:
        cid = state.pool_counter(side, piece)
        assert cid is not None, f"no {piece} in the {SIDES[side]} pool"
        state.put(cid, zone)
        placed.append(cid)
    state.control[zone] = side
    state.dirty()
    return placed


def reason_of(state: GameState, action: A.Action) -> str:
    from sandtable.core.protocol import IllegalAction

    try:
        state.check_legal(action)
    except IllegalAction as exc:
        return exc.reason
    raise AssertionError(f"{action.describe()} was accepted")
