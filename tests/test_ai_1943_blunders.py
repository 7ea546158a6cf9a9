"""The 1943-45 computer players against the blunders of issue #14, each from its position.

Spending the Italian fleet and the U-boat on a harmless rear transport: the Allies ship two cubes
between their own rear zones in Africa (18 -> 20) while both Allied fleets are ready to land. Each
interceptor sinks a cube a third of the time (one die at 5-6, line 687) and is engaged for the turn,
so it can no longer try to intercept the landing that may follow (lines 746, 766).

Retreating into an over-stacked zone: forces over the limit that no adjacent friendly zone can take
are eliminated by the end-of-impulse check (lines 542-544).

Emptying the coast of Italy: an empty coastal zone invites an unopposed landing (option
landing_on_empty_zone), and one Allied zone in Italy makes it surrender at the end of the turn."""

from __future__ import annotations

from typing import Any

import pytest

from g1943_combat_support import board, no_events, plane_at
from g1943_support import new_state, place, skip_build, start_turn
from sandtable.ai.agent import apply_listed
from sandtable.ai.levels import make_agent
from sandtable.ai.search import SearchAgent
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.ai_eval import Evaluator1943
from sandtable.games.g1943_45.combat import DiceRoll, PartialRetreat, RetreatAll
from sandtable.games.g1943_45.pieces import ALLIED, AXIS
from sandtable.games.g1943_45.state import GameState

DECLINE = A.Intercept(())


def greedy(seed: int) -> Any:
    """Greedy without its time cap: on a loaded machine the cap cut its list short and the
    choice depended on the load (a failure of the Sicily test under a tournament)."""
    return make_agent("greedy", seed, "1943-45", budget=None)


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
        assert greedy(seed).choose(rear_transport()) == DECLINE
    for seed in range(4):
        # Normal's search, its evaluations not cut by the clock (deterministic under load).
        normal = SearchAgent(seed, game_id="1943-45", evaluations=200, budget=None, name="normal")
        assert normal.choose(rear_transport()) == DECLINE


# -- retreating into an over-stacked zone (lines 542-544) ------------------------------------------
def tunis(axis_cubes: int, neighbour_free: bool) -> GameState:
    """Axis cubes in Tunis (17); its neighbours are 18 (Allied) and 16 (Allied, or Axis and empty)."""
    s = board()
    place(s, AXIS, 17, axis_cubes)
    place(s, ALLIED, 18, 4)
    if neighbour_free:
        s.control[16] = AXIS
    else:
        place(s, ALLIED, 16, 1)
    s.dirty()
    return s


def test_forces_over_the_limit_with_nowhere_to_go_count_as_lost() -> None:
    value = Evaluator1943()
    boxed_in, full = value(tunis(8, False))[AXIS], value(tunis(6, False))[AXIS]
    assert abs(boxed_in - full) < 1e-9            # the two over the limit die at the impulse's end
    assert value(tunis(8, True))[AXIS] > value(tunis(6, True))[AXIS]   # 16 can take them


def defending_next_to_a_full_tunis() -> GameState:
    """Four Allied cubes attack two Axis cubes in Southern Tunisia (16); Tunis (17), the only retreat,
    already holds six. Round one misses on both sides; the Axis chooses."""
    s = board()
    place(s, AXIS, 17, 6)
    place(s, AXIS, 16, 2)
    place(s, ALLIED, 18, 4)
    s.apply(C.StartCombat())
    no_events(s)
    s.apply(C.Attack(16, (18,), (4,), ()))
    no_events(s)
    while s.pending[-1][0] != "battle":
        s.apply(s.legal_actions()[0])
        no_events(s)
    s.apply(DiceRoll((1, 1, 1, 1)))
    s.apply(DiceRoll((1, 1)))
    no_events(s)
    assert s.current_player() == AXIS and RetreatAll(0) in s.legal_actions()
    return s


def test_no_retreat_into_a_full_tunis() -> None:
    # Before: greedy (seed 0) retreated both cubes there, Normal sent one; the excess dies at the end
    # of the impulse, 16 and 18 being Allied.
    for seed in range(3):
        assert greedy(seed).choose(defending_next_to_a_full_tunis()) != RetreatAll(0)
    for seed in range(2):
        normal = SearchAgent(seed, game_id="1943-45", evaluations=200, budget=None, name="normal")
        choice = normal.choose(defending_next_to_a_full_tunis())
        assert not isinstance(choice, RetreatAll | PartialRetreat)


# -- emptying the coast of Italy (lines 746, 754, 888-896) ----------------------------------------
def axis_first_impulse() -> GameState:
    """Turn 1 after the default deployment, the Axis moving first; the Allied fleets made ready."""
    s = new_state()
    start_turn(s, first="axis", dice=(1, 6))
    skip_build(s)
    no_events(s)
    for fleet in ("A.fleet_us.1", "A.fleet_uk.1"):
        s.counters[fleet] = s.counters[fleet]._replace(engaged=False)
    s.dirty()
    assert s.current_player() == AXIS and s.impulse_step == "movement"
    return s


def _coast_emptied(action: A.Action) -> list[int]:
    before = axis_first_impulse()
    after = before.clone()
    after.apply(action)
    held = before.occ().presence[AXIS]
    return [z for z in before.topo.italy if z in before.topo.coastal and held[z]
            and not after.occ().presence[AXIS][z]]


def test_an_empty_coastal_zone_of_italy_is_worth_less_to_the_axis() -> None:
    s = axis_first_impulse()
    emptied = s.clone()
    emptied.apply(A.MoveLand(11, (10,), 1, ()))        # the one cube of zone 11 leaves it
    value = Evaluator1943()
    assert value(emptied)[AXIS] < value(s)[AXIS]


def test_the_axis_does_not_empty_sicily_on_its_first_move() -> None:
    # Before: greedy's first move took everything out of Sicily (14) towards the north.
    for seed in range(3):
        assert _coast_emptied(greedy(seed).choose(axis_first_impulse())) == []
    normal = SearchAgent(0, game_id="1943-45", evaluations=200, budget=None, name="normal")
    assert _coast_emptied(normal.choose(axis_first_impulse())) == []


# -- a wide interception valued once per position after the dice (decision time) ---------------------
def wide_interception() -> GameState:
    """Four cubes shipped from Constantine to an Allied cube in Sicily; the Italian fleet, the U-boat
    and two German planes (in Campania and Apulia-Calabria, in range) all try: four dice."""
    s = board()
    place(s, ALLIED, 18, 4)
    place(s, ALLIED, 14, 1)
    for zone, kind in ((13, "plane"), (12, "plane"), (11, "plane_it"), (10, "plane")):
        place(s, AXIS, zone, 1)
        plane_at(s, AXIS, zone, kind)
    s.apply(A.Transport(18, 14, 4, ()))
    no_events(s)
    widest = max((a for a in s.legal_actions() if isinstance(a, A.Intercept)), key=lambda a: len(a.pieces))
    assert len(widest.pieces) == 4
    s.apply(widest)
    assert s.pending[-1][0] == "intercept_die"
    return s


class _Counting(Evaluator1943):
    """Counts the settled positions valued; `naive` enumerates the dice face by face."""

    def __init__(self, naive: bool) -> None:
        super().__init__()
        self.naive = naive
        self.valued = 0

    def __call__(self, state: Any) -> tuple[float, float]:
        if not (state.pending and state.pending[-1][0] == "intercept_die"):
            self.valued += 1
        return super().__call__(state)

    def _interception(self, state: Any, seen: dict[str, float] | None = None) -> float:
        if not self.naive or not (state.pending and state.pending[-1][0] == "intercept_die"):
            return super()._interception(state, seen)
        total = 0.0
        for outcome, p in state.chance_outcomes():
            child = state.clone()
            apply_listed(child, outcome)
            total += float(p) * self._interception(child)
        return total


def test_each_position_after_the_interception_dice_is_valued_once() -> None:
    # A die only counts a hit (5-6) or not: face by face, four dice made hundreds of valuations of
    # a handful of positions, and a wide interception took a computer player seconds.
    naive, once = _Counting(naive=True), _Counting(naive=False)
    assert naive(wide_interception()) == pytest.approx(once(wide_interception()), abs=1e-12)
    assert once.valued <= 5 < 100 <= naive.valued
