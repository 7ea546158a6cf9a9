"""The 1943-45 computer players against the blunders of issue #14, each from its position.

Spending the Italian fleet and the U-boat on a harmless rear transport: the Allies ship two cubes
between their own rear zones in Africa (18 -> 20) while both Allied fleets are ready to land. Each
interceptor sinks a cube a third of the time (one die at 5-6, line 687) and is engaged for the turn,
so it can no longer try to intercept the landing that may follow (lines 746, 766)."""

from __future__ import annotations

from g1943_combat_support import board, no_events
from g1943_support import place
from sandtable.ai.levels import make_agent
from sandtable.ai.search import SearchAgent
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45.ai_eval import Evaluator1943
from sandtable.games.g1943_45.pieces import ALLIED, AXIS
from sandtable.games.g1943_45.state import GameState

DECLINE = A.Intercept(())


def rear_transport(fleets_ready: bool = True) -> GameState:
    s = board()
    place(s, ALLIED, 18, 3)
    place(s, ALLIED, 19, 2)
    place(s, AXIS, 14, 3)
    place(s, AXIS, 13, 3)
    if not fleets_ready:
        for fleet in ("A.fleet_us.1", "A.fleet_uk.1"):
            s.counters[fleet] = s.counters[fleet]._replace(engaged=True)
        s.dirty()
    s.apply(A.Transport(18, 20, 2, ()))
    no_events(s)
    assert s.pending[-1][0] == "intercept" and s.current_player() == AXIS
    return s


def _axis_value(action: A.Action, fleets_ready: bool = True) -> float:
    s = rear_transport(fleets_ready)
    s.apply(action)
    return Evaluator1943()(s)[AXIS]


def test_the_evaluation_keeps_the_interceptors_for_a_landing() -> None:
    listed = rear_transport().legal_actions()
    assert DECLINE in listed and len(listed) == 4
    values = {a: _axis_value(a) for a in listed}
    assert max(values, key=values.__getitem__) == DECLINE
    # The dice are averaged exactly: no lucky sampled hit decides it.
    assert values == {a: _axis_value(a) for a in listed}


def test_with_no_allied_fleet_ready_intercepting_costs_nothing() -> None:
    both = A.Intercept(("X.fleet_it.1", "X.uboat.1"))
    assert _axis_value(both, fleets_ready=False) > _axis_value(DECLINE, fleets_ready=False)


def test_greedy_and_normal_decline_the_rear_transport() -> None:
    for seed in range(3):
        assert make_agent("greedy", seed, "1943-45").choose(rear_transport()) == DECLINE
    for seed in range(4):
        # Normal's search, its evaluations not cut by the clock (deterministic under load).
        normal = SearchAgent(seed, game_id="1943-45", evaluations=200, budget=None, name="normal")
        assert normal.choose(rear_transport()) == DECLINE
