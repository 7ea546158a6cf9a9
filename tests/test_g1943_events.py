"""1943-45 events (EVENTS, lines 904-958 of the English rulebook, seeds/000_ee0b107405368120.txt):
the display (six tokens, each box's maximum, one event per player per impulse), each event's
timing (offered when playable, refused with a reason when not) and its effect."""

from __future__ import annotations

from g1943_combat_support import board, dice, no_events
from g1943_support import (
    GAME,
    new_state,
    place,
    reason_of,
    scenario_with,
    skip_build,
    start_turn,
    to_impulses,
)
from sandtable.core.protocol import CHANCE
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import attack, events
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.combat import TakeLoss
from sandtable.games.g1943_45.invariants import problems
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, SEA
from sandtable.games.g1943_45.selfplay import checked_random_game
from sandtable.games.g1943_45.state import GameState


def played(s: GameState, side: int, event: str) -> int:
    return events.plays(s, side, event)


def listed_events(s: GameState) -> set[str]:
    return {a.event for a in s.legal_actions() if isinstance(a, A.PlayEvent)}


def to_axis_impulse(s: GameState) -> None:
    """From the first (Allied) impulse: the Allies pass, the Axis impulse starts."""
    no_events(s)
    s.apply(A.Pass())
    assert s.active_side() == AXIS


# -- the display (lines 908-918) ---------------------------------------------------------------
def test_six_tokens_a_side_and_the_display_maxima_come_from_the_scenario() -> None:
    # line 908: six tokens a side; each box's number is the most plays of that event (908-910)
    s = new_state(events=True)
    assert s.ev.hand == (6, 6)
    assert events.maximum(s, ALLIED, "additional_impulse") == 4   # the printed "New Impulse has 4"
    changed = new_state(scenario_with(lambda d: d.update(event_tokens=2)), events=True)
    assert changed.ev.hand == (2, 2)
    gone = new_state(scenario_with(lambda d: d["events"]["allied"].update(operational=0)), events=True)
    to_impulses(gone)
    assert "no plays" in events.play_problem(gone, ALLIED, "operational", events.OWN)
    assert "operational" not in listed_events(gone)


def test_playing_an_event_puts_a_token_on_its_box_and_counts_as_acting() -> None:
    # line 912: the token goes on the box and the effect applies at once; playing is acting (639)
    s = new_state(events=True)
    to_impulses(s)
    assert s.counters["A.fleet_us.1"].engaged          # the Allied fleets start engaged (574)
    assert A.PlayEvent("operational", SEA) in s.legal_actions()
    s.apply(A.PlayEvent("operational", SEA))
    assert s.ev.hand == (5, 6) and played(s, ALLIED, "operational") == 1
    assert events.on_box(s, ALLIED, "operational") == 1
    assert s.acted and A.EndImpulse() in s.legal_actions() and A.Pass() not in s.legal_actions()
    assert not problems(s)


def test_one_event_per_player_per_impulse() -> None:
    # line 916: "Each player cannot play more than one event per impulse"
    s = new_state(events=True)
    to_impulses(s)
    s.apply(A.PlayEvent("operational", SEA))
    assert not listed_events(s)
    assert "one per impulse" in reason_of(s, A.PlayEvent("strangle_plan", 14))
    assert "line 916" in reason_of(s, A.PlayEvent("strangle_plan", 14))
    s.apply(A.EndImpulse())
    # In the Axis impulse the Allies may react again (a new impulse).
    assert s.pending and s.pending[-1][:3] == ("events", ALLIED, events.REACTION)
    assert "strangle_plan" in listed_events(s)


def test_no_token_left_and_box_maximum_refuse_with_reasons() -> None:
    # lines 908-910: the tokens and each box's maximum bound the plays
    s = new_state(scenario_with(lambda d: d["events"]["allied"].update(strangle_plan=1)), events=True)
    to_impulses(s)
    s.apply(A.PlayEvent("strangle_plan", 14))
    s.apply(A.EndImpulse())
    no_events(s)
    s.apply(A.Pass())                          # Axis impulse over, Allied impulse 3
    assert s.active_side() == ALLIED
    assert "at most 1 times" in reason_of(s, A.PlayEvent("strangle_plan", 14))
    s.ev = s.ev._replace(hand=(0, s.ev.hand[1]))
    s.dirty()
    assert not listed_events(s)
    assert "no event token left" in reason_of(s, A.PlayEvent("operational", SEA))


# -- Allied events -------------------------------------------------------------------------------
def test_allied_reinforcements_three_cubes_in_an_owned_zone_then_conversion() -> None:
    # line 922-924: three cubes in any zone they own, can be converted, only in the Allied movement
    s = new_state(events=True)
    start_turn(s)
    skip_build(s)
    assert s.phase == "impulses"
    no_events(s)
    # Zone 18 holds 4 cubes, a tank and a plane: full, yet it may take them until the end of the
    # impulse, where stacking is checked (line 544; tests/test_g1943_rules3.py).
    assert A.PlayEvent("reinforcements", 18) in s.legal_actions()
    s.cubes[ALLIED][18] = 1
    s.dirty()
    before = s.cubes[ALLIED][18]
    pool = s.cube_pool(ALLIED)
    assert A.PlayEvent("reinforcements", 18) in s.legal_actions()
    assert "not a zone the Allies own" in reason_of(s, A.PlayEvent("reinforcements", 14))
    s.apply(A.PlayEvent("reinforcements", 18))
    assert s.cubes[ALLIED][18] == before + 3 and s.cube_pool(ALLIED) == pool - 3
    # "The cubes can be converted": a conversion question on that zone (turn 1: convertible now).
    assert s.pending[-1][0] == "event_convert" and s.current_player() == ALLIED
    assert A.Convert(18, "plane") in s.legal_actions()
    assert "entered" in reason_of(s, A.Convert(19, "plane"))
    s.apply(A.Convert(18, "plane"))
    assert s.cubes[ALLIED][18] == before + 2
    s.apply(A.ConvertDone())
    assert not s.pending and s.impulse_step == "movement"
    assert not problems(s)
    # Not in the Axis impulse, not even as a reaction.
    s2 = new_state(events=True)
    to_impulses(s2)
    to_axis_impulse(s2)
    s2.ev = s2.ev._replace(last=(None, None))
    assert "only during the movement of the Allied impulse" in events.play_problem(
        s2, ALLIED, "reinforcements", events.REACTION)


def act_and_end(s: GameState) -> None:
    """A small move of the active side on the cleared board (board()), then the end of its impulse."""
    no_events(s)
    if s.active_side() == ALLIED:
        origin = 20 if s.cubes[ALLIED][20] else 19
        s.apply(A.MoveLand(origin, (39 - origin,), 1, ()))
    else:
        origin = 1 if s.cubes[AXIS][1] else 2
        s.apply(A.MoveLand(origin, (3 - origin,), 1, ()))
    s.apply(A.EndImpulse())


def test_additional_impulse_only_after_the_normal_impulses_and_never_twice_in_a_row() -> None:
    # lines 926-928: when all normal impulses have run out and the last was the opponent's
    s = board(events=True)                          # turn 1, the Allies first: A, X, A, X
    for _ in range(3):
        no_events(s)
        assert "additional_impulse" not in listed_events(s)
        act_and_end(s)
    no_events(s)
    assert s.impulse == 3 and s.active_side() == AXIS
    assert "only when all normal impulses" in events.play_problem(s, AXIS, "additional_impulse", events.OWN)
    act_and_end(s)
    # The Axis played the last impulse: only the Allies are asked.
    assert s.pending[-1][:3] == ("events", ALLIED, events.ADDITIONAL)
    assert s.legal_actions() == [A.NoEvent(), A.PlayEvent("additional_impulse")]
    s.apply(A.PlayEvent("additional_impulse"))
    assert s.phase == "impulses" and s.impulse == 4 and s.active_side() == ALLIED
    act_and_end(s)
    # Now the Axis may answer with its own; declining ends the impulses of the turn.
    assert s.pending[-1][:3] == ("events", AXIS, events.ADDITIONAL)
    s.apply(A.NoEvent())
    assert s.phase != "impulses"
    assert played(s, ALLIED, "additional_impulse") == 1 and played(s, AXIS, "additional_impulse") == 0


def decline_and_pass(s: GameState) -> None:
    """Both players decline every event and pass until the impulses are over."""
    while s.phase == "impulses" and s.final is None:
        if s.pending and s.pending[-1][0] == "events":
            assert s.pending[-1][2] != events.ADDITIONAL, "offered after two passes"
            s.apply(A.NoEvent())
        else:
            s.apply(A.EndImpulse() if s.acted else A.Pass())


def test_no_additional_impulse_after_two_passes() -> None:
    # line 639: both players passing ends the turn, whatever impulses or events remain
    s = board(events=True)
    decline_and_pass(s)
    assert s.impulse == 1 and s.phase != "impulses"
    assert played(s, ALLIED, "additional_impulse") == played(s, AXIS, "additional_impulse") == 0


def unsupplied_allies(s: GameState, zone: int) -> None:
    """Allied cubes cut off inland: zone surrounded by Axis forces, no Allied coast behind."""
    place(s, ALLIED, zone, 2)
    for m in s.topo.adjacent[zone]:
        if not s.topo.zone(m).closed and m != zone:
            place(s, AXIS, m, 1)


def test_logistical_effort_spares_one_zone_at_the_supply_phase_never_munich() -> None:
    # line 932: any zone, except Munich, does not suffer the effects of being out of supply
    s = board(events=True)
    unsupplied_allies(s, 4)
    unsupplied_allies(s, 1)
    s.cubes[AXIS][1] = 0
    s.dirty()
    assert "at the supply phase" in reason_of(s, A.PlayEvent("logistical_effort", 4))
    decline_and_pass(s)
    assert s.phase == "supply" and s.pending[-1][:3] == ("events", ALLIED, events.SUPPLY)
    assert A.PlayEvent("logistical_effort", 4) in s.legal_actions()
    assert A.PlayEvent("logistical_effort", 1) not in s.legal_actions()
    assert "except Munich" in reason_of(s, A.PlayEvent("logistical_effort", 1))
    s.apply(A.PlayEvent("logistical_effort", 4))
    no_events(s)
    assert s.cubes[ALLIED][4] == 2                # spared
    assert s.cubes[ALLIED][1] == 0                # Munich was not
    assert not problems(s)


def test_operational_unengages_a_zone_also_in_the_opponents_impulse() -> None:
    # line 934: all engaged forces in a zone become operational; also during the opponent's impulse
    s = new_state(events=True)
    to_impulses(s)
    plane = next(cid for cid, c in s.counters.items() if c.side == AXIS and c.type == "plane" and c.zone > 0)
    zone = s.counters[plane].zone
    s.counters[plane] = s.counters[plane]._replace(engaged=True)
    s.dirty()
    s.apply(A.EndImpulse() if s.acted else A.Pass())
    # Allied impulse over; at the start of the Axis impulse the Allies may react, the Axis plays in its own.
    no_events(s)
    assert s.active_side() == AXIS
    # Operational is an Allied event: the Axis, deciding in its own impulse, is not offered it.
    assert A.PlayEvent("operational", zone) not in s.legal_actions()
    assert "event of the Allies" in reason_of(s, A.PlayEvent("operational", zone))
    s2 = new_state(events=True)
    to_impulses(s2)
    s2.apply(A.Pass())
    assert s2.pending[-1][:3] == ("events", ALLIED, events.REACTION)
    assert A.PlayEvent("operational", SEA) in s2.legal_actions()       # the Allied fleets are engaged
    s2.apply(A.PlayEvent("operational", SEA))
    assert not s2.counters["A.fleet_us.1"].engaged and not s2.counters["A.fleet_uk.1"].engaged
    # Nothing else is playable for the Allies in this impulse: the question closes by itself.
    assert not s2.pending and s2.current_player() == AXIS
    s3 = new_state(events=True)
    to_impulses(s3)
    assert "none of your forces in" in reason_of(s3, A.PlayEvent("operational", 14))


def test_strangle_plan_stops_axis_moves_and_attacks_from_the_zone_for_the_impulse() -> None:
    # line 940: no Axis forces may move into, leave or combat from that zone, in that impulse;
    # playable at any time, even during the Axis movement
    s = board(events=True)
    place(s, AXIS, 12, 3)
    place(s, ALLIED, 11, 1)
    act_and_end(s)
    assert s.active_side() == AXIS and s.pending[-1][:3] == ("events", ALLIED, events.REACTION)
    assert A.PlayEvent("strangle_plan", 12) in s.legal_actions()
    s.apply(A.PlayEvent("strangle_plan", 12))
    assert not s.pending and s.current_player() == AXIS
    assert "Strangle plan" in reason_of(s, A.MoveLand(12, (13,), 1, ()))
    assert "line 940" in reason_of(s, A.MoveLand(1, (4, 7, 12), 1, ())) or \
        "connected" in reason_of(s, A.MoveLand(1, (4, 7, 12), 1, ()))
    assert not any(isinstance(a, A.MoveLand) and (a.origin == 12 or 12 in a.path) for a in s.legal_actions())
    assert not attack.HOOKS.may_attack_from(s, AXIS, 12)
    assert attack.HOOKS.may_attack_from(s, AXIS, 13)
    act_and_end(s)
    act_and_end(s)
    # The next Axis impulse is free again.
    no_events(s)
    assert s.active_side() == AXIS
    assert attack.HOOKS.may_attack_from(s, AXIS, 12)
    assert A.MoveLand(12, (13,), 1, ()) in s.legal_actions()


def battle_with_attacker_decision(s: GameState) -> None:
    """An Allied attack on zone 17 that reaches an Allied loss decision in round one."""
    tank = place(s, ALLIED, 18, 3, "tank")
    place(s, AXIS, 17, 3)
    for fleet in ("A.fleet_us.1", "A.fleet_uk.1"):
        s.counters[fleet] = s.counters[fleet]._replace(engaged=True)
    s.dirty()
    s.apply(C.StartCombat())
    no_events(s)
    s.apply(C.Attack(17, (18,), (3,), tuple(tank)))
    while s.pending and s.current_player() != CHANCE:
        no_events(s)
        s.apply(s.legal_actions()[0])
    dice(s, 1, 1, 1, 1)          # Allies (three cubes and the tank): no hit
    dice(s, 6, 6, 1)             # Axis: two hits
    no_events(s)
    assert s.current_player() == ALLIED and s.pending[-1][0] == "battle"


def test_reserves_adds_a_fourth_round_at_an_attacker_decision_in_battle() -> None:
    # line 936: "The attack continues for another round"; never after a Stop Battle
    s = board(events=True)
    assert "by the attacker during a battle" in reason_of(s, A.PlayEvent("reserves"))
    battle_with_attacker_decision(s)
    assert A.PlayEvent("reserves") in s.legal_actions()
    s.apply(A.PlayEvent("reserves"))
    assert s.combat.resolver.setup.max_rounds == 4
    assert played(s, ALLIED, "reserves") == 1
    assert "one per impulse" in reason_of(s, A.PlayEvent("reserves"))
    s.ev = s.ev._replace(last=(None, None))
    assert "four rounds" in reason_of(s, A.PlayEvent("reserves"))
    assert all(isinstance(a, TakeLoss) for a in s.legal_actions())


def test_stop_battle_goes_through_the_battle_and_spends_a_token() -> None:
    # lines 930, 950: a fight ends when Stop Battle is played, from the end of the first round
    s = board(events=True)
    assert "Stop Battle choice" in reason_of(s, A.PlayEvent("stop_battle"))
    assert attack.HOOKS.stop_battle_available(s, AXIS)
    attack.HOOKS.stop_battle_played(s, AXIS)
    assert played(s, AXIS, "stop_battle") == 1 and s.ev.hand[AXIS] == 5
    # One event per impulse: no second Stop Battle (nor any event) for the Axis in this impulse.
    assert not attack.HOOKS.stop_battle_available(s, AXIS)


# -- Axis events ---------------------------------------------------------------------------------
def test_axis_reinforcements_two_cubes_also_in_the_allied_impulse_not_in_africa() -> None:
    # line 944: two cubes in any zone the Axis owns except Africa, Sardinia or Corsica; also during
    # the opponent's impulse
    s = new_state(events=True)
    start_turn(s, first="axis", dice=(1, 6))
    skip_build(s)
    no_events(s)
    assert s.cube_pool(AXIS) == 0                 # every Axis cube is deployed: no effect possible
    assert "no cube is left in the pool" in str(events.play_problem(s, AXIS, "reinforcements", events.OWN))
    assert "every cube is already on the board" in reason_of(s, A.PlayEvent("reinforcements", 14))
    s.cubes[AXIS][14] -= 2
    s.dirty()
    s.apply(A.Pass())
    assert s.pending[-1][:3] == ("events", AXIS, events.REACTION)   # Allied impulse starts
    legal = s.legal_actions()
    assert A.PlayEvent("reinforcements", 17) not in legal
    assert "Africa, Sardinia or Corsica" in reason_of(s, A.PlayEvent("reinforcements", 17))
    target = next(a.zone for a in legal if isinstance(a, A.PlayEvent) and a.event == "reinforcements")
    before = s.cubes[AXIS][target]
    s.apply(A.PlayEvent("reinforcements", target))
    no_events(s)
    assert s.cubes[AXIS][target] == before + 2
    assert s.current_player() == ALLIED and not problems(s)


def test_kesselring_returns_two_tokens_but_not_itself() -> None:
    # line 954: return any two event tokens to hand, except the one just played
    s = new_state(events=True)
    to_impulses(s, first="axis", dice=(1, 6))
    no_events(s)
    assert "no other event token" in reason_of(s, A.PlayEvent("kesselring", -1, ("stop_battle",)))
    attack.HOOKS.stop_battle_played(s, AXIS)
    s.ev = s.ev._replace(last=(None, None))
    events.record_play(s, AXIS, "reserves")
    s.ev = s.ev._replace(last=(None, None))
    s.dirty()
    assert s.ev.hand[AXIS] == 4
    assert A.PlayEvent("kesselring", -1, ("stop_battle", "reserves")) in s.legal_actions()
    assert "other than the Kesselring just played" in reason_of(
        s, A.PlayEvent("kesselring", -1, ("kesselring",)))
    assert "one or two" in reason_of(s, A.PlayEvent("kesselring", -1, ()))
    s.apply(A.PlayEvent("kesselring", -1, ("reserves", "stop_battle")))
    assert s.ev.hand[AXIS] == 5                      # 4 - Kesselring + 2 back
    assert events.on_box(s, AXIS, "reserves") == 0 and played(s, AXIS, "reserves") == 1
    assert not problems(s)


def test_kesselring_and_the_box_maximum_option() -> None:
    # lines 908, 954; option kesselring_frees_boxes (docs/rules/1943-45.md, Events)
    for frees in (False, True):
        s = new_state(scenario_with(lambda d: d["events"]["axis"].update(reserves=1)), events=True,
                      kesselring_frees_boxes=frees)
        to_impulses(s, first="axis", dice=(1, 6))
        no_events(s)
        events.record_play(s, AXIS, "reserves")
        s.ev = s.ev._replace(last=(None, None))
        s.dirty()
        s.apply(A.PlayEvent("kesselring", -1, ("reserves",)))
        s.ev = s.ev._replace(last=(None, None))
        problem = events.play_problem(s, AXIS, "reserves")
        assert (problem is None) == frees, problem


def test_new_defensive_line_during_the_axis_reinforcements_only() -> None:
    # line 958: an eliminated line is revived on any Axis-controlled zone during the entry of
    # reinforcements
    s = new_state(events=True)
    start_turn(s)
    line = next(cid for cid, c in s.counters.items() if c.type == "fortified_line" and c.zone == 17)
    s.eliminate(line)
    skip_build(s)
    no_events(s)
    assert s.turn == 1 and s.phase == "impulses"
    assert "during the entry of reinforcements" in str(events.play_problem(
        s, AXIS, "new_defensive_line", events.OWN))
    assert "event of the Axis" in reason_of(s, A.PlayEvent("new_defensive_line", 10))
    decline_and_pass(s)
    while s.phase != "reinforcements" or s.current_player() != AXIS:
        if s.pending and s.pending[-1][0] == "events":
            s.apply(A.NoEvent())
        elif s.current_player() == CHANCE:
            dice_roll(s)
        elif s.phase == "initiative_choice":
            s.apply(A.ChooseFirst("allied"))
        elif s.phase == "reinforcements":
            s.apply(A.ReinforceDone())
        else:
            decline_and_pass(s)
    assert s.occ().forts[10] == 1 and s.control[11] == AXIS and not s.occ().forts[11]
    assert A.PlayEvent("new_defensive_line", 11) in s.legal_actions()
    assert "not controlled by the Axis" in reason_of(s, A.PlayEvent("new_defensive_line", 18))
    assert "already has a fortified line" in reason_of(s, A.PlayEvent("new_defensive_line", 10))
    s.apply(A.PlayEvent("new_defensive_line", 11))
    assert s.counters[line].zone == 11 and s.occ().forts[11] == 1
    assert not problems(s)


def dice_roll(s: GameState) -> None:
    outcome, _ = s.chance_outcomes()[0]
    s.apply(outcome)


# -- random play -----------------------------------------------------------------------------------
def test_random_agents_play_events_and_partisans_and_the_invariants_hold() -> None:
    found: set[str] = set()
    kinds: set[str] = set()
    for seed in range(6):
        checked = checked_random_game(GAME, "default", seed)
        assert not checked.outcome.error and not checked.problems, checked.problems[:3]
        found |= {a.get("event", "") for a in checked.outcome.record.actions if a.get("kind") == "play_event"}
        kinds |= {str(a.get("kind")) for a in checked.outcome.record.actions}
    assert {"reinforcements", "operational", "strangle_plan", "additional_impulse"} <= found
    assert {"no_event", "convert_partisans", "engage_partisans"} <= kinds


def test_events_are_hashed_and_cloned_independently() -> None:
    s = new_state(events=True)
    to_impulses(s)
    copy = s.clone()
    copy.apply(A.PlayEvent("operational", SEA))
    assert copy.state_hash() != s.state_hash() and s.ev.hand == (6, 6)
    assert copy.to_json()["events"]["plays"][0]["operational"] == 1


def test_strangle_plan_in_the_allied_impulse_forbids_axis_retreats_out_of_and_into_the_zone() -> None:
    # line 940: "no Axis forces may move into, leave ..." also holds in the Allied impulse, for the
    # defender's retreat and planes flying out (engine hooks may_leave / may_enter)
    s = board(events=True)
    place(s, AXIS, 12, 3)
    place(s, AXIS, 10, 1)
    before = attack.retreat_paths(s, 12, AXIS)
    assert before
    s.apply(A.PlayEvent("strangle_plan", 12))
    assert attack.retreat_paths(s, 12, AXIS) == []
    assert not attack.HOOKS.may_enter(s, AXIS, 12) and attack.HOOKS.may_enter(s, ALLIED, 12)
    s2 = board(events=True)
    place(s2, AXIS, 12, 3)
    place(s2, AXIS, 11, 1)
    assert any(11 in path for path in attack.retreat_paths(s2, 12, AXIS))
    s2.apply(A.PlayEvent("strangle_plan", 11))
    assert all(11 not in path for path in attack.retreat_paths(s2, 12, AXIS))


def test_event_and_partisans_actions_round_trip_through_json() -> None:
    import json

    samples = [A.PlayEvent("kesselring", -1, ("stop_battle", "reserves")), A.PlayEvent("strangle_plan", 12),
               A.NoEvent(), A.ConvertPartisans(18, 7), A.MovePartisans("A.partisans.1", (5, 27)),
               A.EngagePartisans("A.partisans.1", 9)]
    for action in samples:
        assert GAME.action_from_json(json.loads(json.dumps(action.to_json()))) == action
        assert action.describe()


def test_logistical_effort_and_the_victory_count_option() -> None:
    # lines 590, 932; option logistical_effort_counts_as_supply (docs/rules/1943-45.md, Options)
    from sandtable.games.g1943_45.victory import star_count

    for counts in (True, False):
        s = board(events=True, logistical_effort_counts_as_supply=counts)
        unsupplied_allies(s, 4)                     # Lombardy, an orange star cut off inland
        base = star_count(s, ALLIED)
        s.ev = s.ev._replace(exempt=((s.turn, ALLIED, 4),))
        assert events.exempt(s, ALLIED, 4)
        assert star_count(s, ALLIED) == base + (1 if counts else 0)
