"""1943-45 rules version 3 (issue #14): planes withdrawing by air between rounds (lines 703, 795),
Reserves once the last round is fought (914, 936, 956), New Defensive Line reviving only eliminated
lines (958), and saves of rules versions 1 and 2 replaying under their readings. Every die is forced."""

from __future__ import annotations

import json
from pathlib import Path

from g1943_combat_support import board, no_events, plane_at
from g1943_support import new_state, pass_turn, place, reason_of, roll, scenario_with, start_turn, to_impulses
from sandtable.core import saves
from sandtable.core.protocol import CHANCE
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45 import events
from sandtable.games.g1943_45.combat import (
    P_ATTACKER_CHOICE,
    P_DEFENDER_CHOICE,
    Battle,
    BattleSetup,
    Continue,
    DiceRoll,
    PartialRetreat,
    WithdrawPlane,
)
from sandtable.games.g1943_45.combat_rules import Unit
from sandtable.games.g1943_45.invariants import problems
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, POOL, REMOVED
from sandtable.games.g1943_45.state import GameState

CUBE = Unit("cube")
PLANE = Unit("plane")
COMPAT = Path(__file__).parent / "data" / "hostile" / "compat" / "save-schema2-1943-45.json"


def misses(b: Battle | GameState) -> None:
    """Force the pending roll to all ones (no hit at any threshold)."""
    battle = b if isinstance(b, Battle) else b.combat.resolver
    assert b.current_player() == CHANCE
    b.apply(DiceRoll((1,) * battle.roll_spec()[0]))


# -- planes withdrawing between rounds (lines 703, 795) ---------------------------------------
def test_a_defending_plane_flies_to_any_friendly_zone_between_rounds_without_a_retreat_path() -> None:
    b = Battle(BattleSetup(attacker=ALLIED, attacking=(CUBE, CUBE), defending=(CUBE, PLANE),
                           plane_zones=("01", "05", "09", "11")))
    misses(b)
    misses(b)
    assert b.phase == P_DEFENDER_CHOICE
    listed = b.legal_actions()
    assert WithdrawPlane("X.plane#1", "01") in listed
    assert not any(isinstance(a, PartialRetreat) for a in listed)      # no ground path at all
    b.apply(WithdrawPlane("X.plane#1", "11"))                           # beyond the three listed
    assert [u.type for u in b.units[1]] == ["cube"]
    while not b.finished:
        misses(b) if b.current_player() == CHANCE else b.apply(Continue())
    assert b.outcome is not None and b.outcome.planes_withdrawn == (("X.plane#1", "11"),)
    assert "X.plane#1" in b.outcome.became_engaged


def test_a_lone_plane_flying_out_leaves_the_zone_to_the_attacker() -> None:
    b = Battle(BattleSetup(attacker=ALLIED, attacking=(CUBE,), defending=(PLANE,), plane_zones=("05",)))
    misses(b)
    misses(b)
    b.apply(WithdrawPlane("X.plane#1", "05"))
    assert b.finished and b.outcome is not None
    assert b.outcome.zone_taken and b.outcome.ended_by == "withdrawal"


def test_rules_version_1_planes_withdraw_along_the_retreat_paths() -> None:
    b = Battle(BattleSetup(attacker=ALLIED, attacking=(CUBE, CUBE), defending=(CUBE, PLANE),
                           retreat_paths=(("13",),)))
    misses(b)
    misses(b)
    listed = b.legal_actions()
    assert PartialRetreat(("X.plane#1",), 0) in listed
    assert not any(isinstance(a, WithdrawPlane) for a in listed)


def _attack_17(s: GameState) -> str:
    """Allies attack zone 17 (two Axis cubes and a plane) from 18; round one misses on both sides."""
    plane = plane_at(s, AXIS, 17)
    place(s, AXIS, 17, 2)
    place(s, ALLIED, 18, 3)
    s.apply(C.StartCombat())
    no_events(s)
    while s.pending and s.pending[-1][0] == "bomb_window":
        s.apply(C.Bomb())                     # the Axis plane does not bomb before the attacks
        no_events(s)
    s.apply(C.Attack(17, (18,), (3,), ()))
    no_events(s)
    assert s.pending[-1][0] == "defend"
    s.apply(C.Defend((), 0, "", ""))          # the plane stays for round one
    misses(s)
    misses(s)
    no_events(s)
    return plane


def test_the_engine_flies_a_defending_plane_to_a_far_friendly_zone_engaged() -> None:
    s = board()
    plane = _attack_17(s)
    battle = s.combat.resolver
    assert battle.phase == P_DEFENDER_CHOICE and "1" in battle.setup.plane_zones
    assert "1" not in {z for path in battle.setup.retreat_paths for z in path}
    s.apply(WithdrawPlane(plane, "1"))        # Munich: no ground retreat reaches it
    assert "not another friendly zone" in reason_of(s, WithdrawPlane(plane, "18"))
    s.apply(Continue())
    while s.combat.resolver is not None:
        misses(s)
        no_events(s)
        if s.current_player() != CHANCE and s.combat.resolver is not None:
            s.apply(Continue())
    assert s.counters[plane].zone == 1 and s.counters[plane].engaged


# -- Reserves once the last round is fought (lines 914, 936, 956) -------------------------------
def test_reserves_can_follow_the_third_round() -> None:
    b = Battle(BattleSetup(attacker=ALLIED, attacking=(CUBE,), defending=(CUBE,), reserves=True))
    for _ in range(6):
        misses(b)
        if b.phase == P_DEFENDER_CHOICE:
            b.apply(Continue())
    assert b.round == 3 and b.phase == P_ATTACKER_CHOICE and b.legal_actions() == [Continue()]
    assert b.extend()
    assert b.phase == P_DEFENDER_CHOICE and b.setup.max_rounds == 4    # the defender may retreat first
    b.apply(Continue())
    misses(b)
    misses(b)
    assert b.outcome is not None and b.outcome.rounds == 4 and b.outcome.ended_by == "rounds"


def test_without_reserves_played_the_battle_ends_after_the_third_round() -> None:
    b = Battle(BattleSetup(attacker=ALLIED, attacking=(CUBE,), defending=(CUBE,), reserves=True))
    while b.phase != P_ATTACKER_CHOICE:
        misses(b) if b.current_player() == CHANCE else b.apply(Continue())
    b.apply(Continue())
    assert b.outcome is not None and b.outcome.rounds == 3


def test_the_engine_offers_reserves_after_the_third_round() -> None:
    s = board(events=True)
    _attack_17(s)
    for _ in range(2):                        # rounds two and three miss too
        s.apply(Continue())
        no_events(s)
        if s.current_player() != CHANCE:
            s.apply(Continue())
        misses(s)
        misses(s)
    battle = s.combat.resolver
    assert battle.round == 3 and battle.phase == P_ATTACKER_CHOICE and s.current_player() == ALLIED
    assert A.PlayEvent("reserves") in s.legal_actions()
    s.apply(A.PlayEvent("reserves"))
    assert battle.setup.max_rounds == 4 and s.current_player() == AXIS
    s.apply(Continue())
    if s.current_player() != CHANCE:
        s.apply(Continue())
    misses(s)
    misses(s)
    assert s.combat.resolver is None and s.cubes[AXIS][17] == 2


# -- New Defensive Line (line 958) -------------------------------------------------------------
def _set_up_without_lines(s: GameState) -> None:
    """The Axis set-up ends with both free lines left in the box."""
    s.apply(A.SetupDone())


def test_a_line_never_deployed_leaves_the_game_and_is_never_revived() -> None:
    s = new_state(events=True)
    _set_up_without_lines(s)
    lines = {cid: c.zone for cid, c in s.counters.items() if c.type == "fortified_line"}
    assert sorted(lines.values()) == [REMOVED, REMOVED, 17]
    assert events.free_lines(s) == []
    line = next(cid for cid, z in lines.items() if z == 17)
    s.eliminate(line)                          # one eliminated in the game comes back
    assert events.free_lines(s) == [line]


def test_defensive_line_from_pool_keeps_the_reading_of_rules_version_1() -> None:
    s = new_state(events=True, defensive_line_from_pool=True)
    _set_up_without_lines(s)
    assert len(events.free_lines(s)) == 2 and all(s.counters[c].zone == POOL for c in events.free_lines(s))
    start_turn(s, first="axis", dice=(1, 6))
    assert events.play_problem(s, AXIS, "new_defensive_line", events.REINFORCEMENTS) is None


# -- saves of rules versions 1 and 2 ------------------------------------------------------------
def test_a_save_of_rules_version_1_replays_under_its_own_readings(tmp_path: Path) -> None:
    document = json.loads(COMPAT.read_text(encoding="utf-8"))
    assert document["check"]["rules"] == "1"
    session = saves.open_session(COMPAT)
    assert session.state.state_hash() == document["check"]["final_hash"]
    assert session.record.options == {"planes_withdraw_by_air": False, "reserves_after_last_round": False,
                                      "defensive_line_from_pool": True, "supply_to_move_and_fight": False}
    again = tmp_path / "again.json"
    saves.save_game(again, session.record, {})
    assert json.loads(again.read_text(encoding="utf-8"))["check"]["rules"] == session.game.rules_version
    assert saves.open_session(again).state.state_hash() == document["check"]["final_hash"]
    # The player's choices of the record win over the old version's readings.
    assert saves.rules_options(session.game, session.game.rules_version) == {}


# -- stacking checked at the end of the impulse for reinforcements (lines 544, 615, 922, 944) --------
def _turn_two_allied_first() -> GameState:
    """Turn 2, Allied reinforcements first; the Axis pool has spare cubes. Zone 20 is full (four
    cubes, a tank and a plane), 18 and 19 hold two cubes each."""
    data = scenario_with(lambda d: d["pools"]["axis"].update(cube=30))
    s = new_state(data)
    to_impulses(s)
    s.cubes[ALLIED][18] = s.cubes[ALLIED][19] = 2
    s.dirty()
    pass_turn(s)
    roll(s, 2, 3)
    s.apply(A.ChooseFirst("allied"))
    return s


def test_turn_reinforcements_may_over_stack_until_the_end_of_the_first_impulse() -> None:
    s = _turn_two_allied_first()
    assert s.occ().forces[ALLIED][20] == 6
    s.apply(A.Reinforce(20, 2))                    # over the limit of six (542) for now
    s.apply(A.Reinforce(18, 2))
    while s.phase in ("reinforcements", "conversion"):
        s.apply(A.ReinforceDone() if s.phase == "reinforcements" else A.ConvertDone())
    assert s.phase == "impulses" and s.active_side() == ALLIED and s.occ().forces[ALLIED][20] == 8
    assert problems(s) == []                        # no stacking is due inside the impulse
    s.apply(A.Pass())
    assert s.pending[-1] == ("stacking", ALLIED)   # checked at the end of the impulse (544)
    while s.pending and s.pending[-1][0] == "stacking":
        s.apply(s.legal_actions()[0])
    assert s.occ().forces[ALLIED][20] == 6 and s.cubes[ALLIED][18] + s.cubes[ALLIED][19] == 8


def test_the_allied_reinforcements_event_may_fill_a_full_zone_checked_at_the_impulse_end() -> None:
    s = new_state(events=True)
    to_impulses(s)
    no_events(s)
    assert s.occ().forces[ALLIED][18] == 6
    assert events.play_problem(s, ALLIED, "reinforcements", events.OWN) is None
    s.apply(A.PlayEvent("reinforcements", 18))
    while s.pending and s.pending[-1][0] == "event_convert":
        s.apply(A.ConvertDone())
    assert s.occ().forces[ALLIED][18] == 9
    pool = s.cube_pool(ALLIED)
    s.apply(A.EndImpulse())
    # 19 and 20, the neighbours, are full too: the excess cannot move and is lost (docs, Stacking).
    assert s.occ().forces[ALLIED][18] == 6 and s.cube_pool(ALLIED) == pool + 3
