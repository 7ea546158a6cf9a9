"""1943-1945 combat resolver: rule by rule (English rulebook lines cited), and the rulebook's GAME
SAMPLE (turn 2, the Allied landing in Sicily, lines 960-998) replayed with its printed dice."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sandtable.core.protocol import CHANCE, TERMINAL, IllegalAction
from sandtable.games.g1943_45.combat import (
    ACTION_CLASSES,
    AirBombardment,
    Battle,
    BattleSetup,
    BattleSetupError,
    BreakOff,
    Continue,
    DiceRoll,
    EliteEffect,
    HitsRoll,
    PartialRetreat,
    PlayStopBattle,
    RetreatAll,
    TakeLoss,
    default_policy_action,
)
from sandtable.games.g1943_45.combat_rules import (
    DROPPED,
    OPTION_DEFAULTS,
    SUPPORT_PLANE,
    SUPPORT_TANK,
    Unit,
    count_hits,
    default_loss_choice,
    dice_count,
    hit_threshold,
)

CUBE = Unit("cube")
TANK_S = Unit("tank", role=SUPPORT_TANK)
PLANE_S = Unit("plane", role=SUPPORT_PLANE, external=True)
PARA = Unit("paratroopers", role=DROPPED)
ELITE = Unit("elite")
FORT = Unit("fortified_line")
PATHS = (("13",), ("13", "12"))


def battle(att, dfn, **kw) -> Battle:
    kw.setdefault("retreat_paths", PATHS)
    mode = kw.pop("mode", "faces")
    setup = BattleSetup(attacker=kw.pop("attacker", 0), attacking=tuple(att), defending=tuple(dfn), **kw)
    return Battle(setup, mode=mode)


def run_defaults(b: Battle) -> None:
    while not b.finished and b.current_player() != CHANCE:
        b.apply(default_policy_action(b))


def last_round_event(b: Battle, side: int) -> dict:
    return [e for e in b.events if e["step"] == "round" and e["side"] == side][-1]


# -- GAME SAMPLE: Sicily --------------------------------------------------------------------------

def sicily(**options: bool) -> Battle:
    """Allies: a fleet, 3 cubes and a tank from Tunisia, paratroopers dropped, a plane from Tunis in
    support (lines 968, 976). Axis in Sicily: 4 cubes (3 cubes remain after the bombardment, line 982),
    a tank, an elite, and the plane from Sardinia in support (line 982). Italian fleet intercepts."""
    attacking = (CUBE, CUBE, CUBE, TANK_S, PARA, PLANE_S)
    defending = (CUBE, CUBE, CUBE, CUBE, TANK_S, ELITE, Unit("plane", role=SUPPORT_PLANE, external=True,
                                                           uid="X.plane.sardinia"))
    return battle(attacking, defending, landing=True, fleets=1, interceptors=("fleet_it",),
                  retreat_paths=(("13",),), options=options, zone="Sicily")


def test_golden_sicily_combat_replays_every_printed_number():
    b = sicily()
    # Interception (line 970): the Italian fleet is engaged, rolls 5: the Allies eliminate a cube.
    assert b.current_player() == CHANCE and "interception" in b.chance_label()
    assert b.roll_spec()[:2] == (1, 5)
    b.apply(DiceRoll((5,)))
    assert b.current_player() == 0 and b.pending[0] == 1
    b.apply(TakeLoss("A.cube#1"))
    # Fleet bombardment (line 974): a 5 is one Axis loss, satisfied by eliminating a cube.
    assert b.roll_spec()[:2] == (1, 5)
    b.apply(DiceRoll((5,)))
    assert b.current_player() == 1
    assert RetreatAll(0) not in b.legal_actions()          # no retreat from the bombardment (line 760)
    b.apply(TakeLoss("X.cube#1"))
    # "The Axis still have 3 cubes, a tank and elite forces in the zone" (line 982).
    assert sorted(u.type for u in b.units[1] if not u.external) == ["cube", "cube", "cube", "elite", "tank"]
    b.apply(Continue())                                      # the Allies go on with the landing
    # Round 1, Allies: three dice (two cubes and the paratroopers), 4-5-6 with tank and plane (line 978).
    assert b.roll_spec()[:2] == (3, 4)
    b.apply(DiceRoll((4, 4, 6)))
    assert last_round_event(b, 0)["hits"] == 3                # "inflicting three Axis casualties" (line 980)
    # Round 1, Axis: three dice at 4-5-6 with the tank and the plane from Sardinia (line 982).
    assert b.roll_spec()[:2] == (3, 4)
    b.apply(DiceRoll((3, 5, 6)))
    assert last_round_event(b, 1)["hits"] == 2                # "two losses on the Allied player"
    # Losses (line 984): the Axis engages the elite (its absorb) and the tank and eliminates a cube;
    # the Allies eliminate two cubes.
    assert b.current_player() == 1 and b.phase == "elite"
    b.apply(EliteEffect("X.elite#1", "absorb"))
    b.apply(TakeLoss("A.cube#2"))
    b.apply(TakeLoss("A.cube#3"))
    b.apply(TakeLoss("X.cube#2"))
    b.apply(TakeLoss("X.tank#1"))
    assert b.losses == [3, 4]          # counting the interception and the bombardment
    b.apply(Continue())                                      # the Axis does not retreat yet
    b.apply(Continue())                                      # the Allies do not break off
    # Round 2, Allies: two dice, still 4-5-6 (line 988): the paratroopers and the supporting tank,
    # which rolls as a cube now that no cube is left and keeps its support.
    assert b.roll_spec()[:2] == (2, 4)
    b.apply(DiceRoll((6, 6)))
    assert last_round_event(b, 0)["hits"] == 2
    # Round 2, Axis: four dice at 5-6: two cubes, the engaged tank, the engaged elite (line 990).
    assert b.roll_spec()[:2] == (4, 5)
    b.apply(DiceRoll((2, 3, 4, 6)))
    assert last_round_event(b, 1)["hits"] == 1
    # The Allies engage the tank (line 992); the Axis eliminates a cube and retreats, satisfying the
    # second loss (line 994); the Allies occupy Sicily (line 996).
    b.apply(TakeLoss("A.tank#1"))
    b.apply(TakeLoss("X.cube#3"))
    b.apply(RetreatAll(0))
    assert b.finished and b.current_player() == TERMINAL
    o = b.outcome
    assert o.result == "defender_retreated" and o.zone_taken and o.retreat_path == ("13",)
    assert o.rounds == 2 and o.losses == (4, 6)
    assert sorted(u.type for u in o.attacker_survivors) == ["paratroopers", "plane", "tank"]
    assert all(u.engaged for u in o.attacker_survivors)
    assert [u.type for u in o.attacker_eliminated] == ["cube"] * 3
    assert [u.type for u in o.defender_eliminated] == ["cube"] * 3
    assert sorted(u.type for u in o.defender_survivors if not u.external) == ["cube", "elite", "tank"]
    assert o.interceptors_engaged == ("fleet_it",)
    assert {"A.paratroopers#1", "A.plane#1", "X.plane.sardinia", "X.elite#1", "X.tank#1", "A.tank#1"} \
        == set(o.became_engaged)


def test_golden_sicily_strict_reading_cannot_reproduce_round_two():
    """With supporting_counters_roll_when_no_cubes off (a supporting tank never rolls), the one printed
    number that cannot be reproduced is the Allies' "two dice" of round 2 (line 988): they roll one."""
    b = sicily(supporting_counters_roll_when_no_cubes=False)
    for roll in (DiceRoll((5,)), DiceRoll((5,)), DiceRoll((4, 4, 6)), DiceRoll((3, 5, 6))):
        run_defaults(b)
        b.apply(roll)
    run_defaults(b)
    assert b.round == 2 and b.roll_spec()[:2] == (1, 4)


# -- hits and dice (Results, lines 705-717) -------------------------------------------------------

def test_hit_threshold_six_five_four_never_better():
    assert hit_threshold((CUBE,), False) == 6
    assert hit_threshold((CUBE, TANK_S), False) == 5
    assert hit_threshold((CUBE, PLANE_S), False) == 5
    assert hit_threshold((CUBE, TANK_S, PLANE_S), False) == 4
    # An engaged tank no longer supports (line 780).
    assert hit_threshold((CUBE, TANK_S._replace(engaged=True), PLANE_S), False) == 5


def test_faces_map_to_hits_by_threshold():
    assert count_hits((4, 4, 6), 4) == 3 and count_hits((2, 3, 4, 6), 5) == 1 and count_hits((5, 5), 6) == 0


def test_one_die_per_cube_at_most_four():
    assert dice_count((CUBE,) * 6, False, {}) == 4
    assert dice_count((CUBE,) * 3, False, {}) == 3


def test_fortified_line_rolls_two_dice_within_the_four():
    # line 854
    assert dice_count((FORT, CUBE), False, {}) == 3
    assert dice_count((FORT, CUBE, CUBE, CUBE), False, {}) == 4


def test_dropped_paratroopers_add_a_die_beyond_the_fourth():
    # lines 834-836
    assert dice_count((CUBE,) * 4 + (PARA,), False, {}) == 5
    assert dice_count((CUBE,) * 6 + (PARA,), False, {}) == 5


def test_supporting_tank_rolls_only_when_no_cube_is_left():
    # Sicily, lines 978 and 988; option supporting_counters_roll_when_no_cubes
    assert dice_count((CUBE, TANK_S), False, {}) == 1
    assert dice_count((PARA, TANK_S), False, {}) == 2
    assert dice_count((PARA, TANK_S), False, {"supporting_counters_roll_when_no_cubes": False}) == 1
    # A tank that does not support fights as a cube (line 780); an engaged one too.
    assert dice_count((CUBE, Unit("tank")), False, {}) == 2
    assert dice_count((CUBE, Unit("tank", engaged=True)), False, {}) == 2


def test_unengaged_elite_uses_its_effect_instead_of_a_die():
    # lines 826-828
    assert dice_count((CUBE, ELITE), False, {}) == 1
    assert dice_count((CUBE, ELITE._replace(engaged=True)), False, {}) == 2


def test_lone_defending_plane_fights_as_a_cube_and_a_plane_can_support_it():
    # line 794: "If a plane is the only defender in the zone, it acts like a cube" at 6; a plane can
    # support another plane, which then hits on 5-6.
    lone = (Unit("plane"),)
    assert dice_count(lone, False, {}) == 1 and hit_threshold(lone, False) == 6
    pair = (Unit("plane"), Unit("plane", role=SUPPORT_PLANE))
    assert dice_count(pair, False, {}) == 1 and hit_threshold(pair, False) == 5
    # With ground forces present the planes in the zone do not roll.
    assert dice_count((CUBE, Unit("plane")), False, {}) == 1


def test_plane_support_engages_the_plane_tank_support_does_not():
    # line 717
    b = battle((CUBE, TANK_S, PLANE_S), (CUBE,))
    att = b.units[0]
    assert [u.engaged for u in att] == [False, False, True]
    assert b.outcome is None and b.became_engaged == ["A.plane#1"]


def test_supports_are_limited_and_checked():
    with pytest.raises(BattleSetupError, match="more than one tank"):
        battle((CUBE, TANK_S, TANK_S), (CUBE,))
    with pytest.raises(BattleSetupError, match="mountain"):
        battle((CUBE, TANK_S), (CUBE,), mountain=True)
    with pytest.raises(BattleSetupError, match="Engaged tanks|engaged tanks"):
        battle((CUBE, TANK_S._replace(engaged=True)), (CUBE,))
    with pytest.raises(BattleSetupError, match="only support"):
        battle((CUBE, Unit("plane", external=True)), (CUBE,))
    with pytest.raises(BattleSetupError, match="Axis only"):
        battle((CUBE, ELITE), (CUBE,))
    with pytest.raises(BattleSetupError, match="landings are Allied only"):
        battle((CUBE,), (CUBE,), attacker=1, landing=True, fleets=1)


def test_combat_is_simultaneous_both_sides_roll_before_losses():
    b = battle((CUBE,), (CUBE,))
    b.apply(DiceRoll((6,)))
    assert b.current_player() == CHANCE            # the defender still rolls though hit
    b.apply(DiceRoll((6,)))
    run_defaults(b)
    assert b.outcome.result == "both_eliminated" and not b.outcome.zone_taken


def test_combat_lasts_three_rounds_or_four_with_reserves():
    for rounds in (3, 4):
        b = battle((CUBE,), (CUBE,), max_rounds=rounds)
        while not b.finished:
            run_defaults(b)
            if not b.finished:
                b.apply(DiceRoll((1,)))
        assert b.outcome.result == "defender_held" and b.outcome.ended_by == "rounds"
        assert b.outcome.rounds == rounds


# -- losses (lines 721-728) -------------------------------------------------------------------

def test_each_kind_of_loss():
    b = battle((CUBE,) * 4, (CUBE, Unit("tank"), Unit("tank", engaged=True), FORT))
    b.apply(DiceRoll((6, 6, 6, 6)))
    b.apply(DiceRoll((1, 1, 1, 1)))
    assert b.actor == 1 and b.pending[1] == 4
    b.apply(TakeLoss("X.cube#1"))
    b.apply(TakeLoss("X.tank#1"))
    b.apply(TakeLoss("X.tank#2"))
    b.apply(TakeLoss("X.fortified_line#1"))
    effects = [(e["type"], e["effect"]) for e in b.events if e["step"] == "loss"]
    assert effects == [("cube", "eliminated"), ("tank", "engaged"), ("tank", "eliminated"),
                       ("fortified_line", "eliminated")]


def test_mountain_tanks_engaged_only_with_the_option():
    for flag, effect in ((False, "eliminated"), (True, "engaged")):
        b = battle((CUBE,), (Unit("tank"), CUBE), mountain=True,
                   options={"tanks_engaged_in_mountains": flag})
        b.apply(DiceRoll((6,)))
        b.apply(DiceRoll((1, 1)))
        b.apply(TakeLoss("X.tank#1"))
        assert [e["effect"] for e in b.events if e["step"] == "loss"] == [effect]


def test_losses_beyond_the_forces_are_lost_and_the_attacker_wins():
    b = battle((CUBE,) * 4, (CUBE,))
    b.apply(DiceRoll((6, 6, 6, 6)))
    b.apply(DiceRoll((1,)))
    b.apply(TakeLoss("X.cube#1"))
    assert b.finished and b.outcome.result == "attacker_won" and b.outcome.zone_taken
    assert len(b.outcome.attacker_survivors) == 4


def test_supporting_plane_from_elsewhere_takes_no_loss():
    b = battle((CUBE, PLANE_S), (CUBE, CUBE))
    b.apply(DiceRoll((1,)))
    b.apply(DiceRoll((6, 1)))
    assert b.legal_actions() == [TakeLoss("A.cube#1")]
    with pytest.raises(IllegalAction, match="supporting plane"):
        b.apply(TakeLoss("A.plane#1"))


def test_default_casualty_order():
    units = (Unit("tank", role=SUPPORT_TANK), Unit("tank"), CUBE, FORT)
    assert units[default_loss_choice(units, False, {})].type == "cube"
    units = (Unit("tank", role=SUPPORT_TANK), Unit("tank"), FORT)
    assert default_loss_choice(units, False, {}) == 1          # engage the tank that does not support
    units = (Unit("tank", engaged=True), FORT)
    assert units[default_loss_choice(units, False, {})].type == "fortified_line"
    # A fortified line goes before the last force, which alone holds the zone.
    units = (CUBE, FORT)
    assert units[default_loss_choice(units, False, {})].type == "fortified_line"


# -- elite (lines 822-828) --------------------------------------------------------------------

def test_elite_inflicts_a_loss_after_the_dice_then_fights_as_a_cube():
    b = battle((CUBE, CUBE), (CUBE, ELITE), attacker=0)
    b.apply(DiceRoll((1, 1)))
    b.apply(DiceRoll((1,)))
    assert b.phase == "elite" and b.legal_actions() == [EliteEffect("X.elite#1", "inflict")]
    with pytest.raises(IllegalAction, match="no loss"):
        b.apply(EliteEffect("X.elite#1", "absorb"))
    b.apply(EliteEffect("X.elite#1", "inflict"))
    assert b.actor == 0 and b.pending[0] == 1
    b.apply(TakeLoss("A.cube#1"))
    b.apply(Continue())
    assert b.roll_spec()[:2] == (1, 6)        # the attacker's last cube
    b.apply(DiceRoll((1,)))
    assert b.roll_spec()[:2] == (2, 6)        # cube + the engaged elite


def test_lone_elite_still_applies_its_effect():
    b = battle((CUBE,), (ELITE,))
    b.apply(DiceRoll((6,)))
    assert b.phase == "elite"                 # the defender rolled no die
    b.apply(EliteEffect("X.elite#1", "absorb"))
    assert b.finished is False and b.phase == "defender_choice"


# -- retreat (lines 732-738) and events ---------------------------------------------------------

def test_retreat_satisfies_exactly_one_loss_the_last():
    b = battle((CUBE,) * 3, (CUBE,) * 3)
    b.apply(DiceRoll((6, 6, 1)))
    b.apply(DiceRoll((1, 1, 1)))
    assert b.actor == 1 and RetreatAll(0) not in b.legal_actions()
    with pytest.raises(IllegalAction, match="one and only one loss"):
        b.apply(RetreatAll(0))
    b.apply(TakeLoss("X.cube#1"))
    assert RetreatAll(1) in b.legal_actions()
    b.apply(RetreatAll(1))
    o = b.outcome
    assert o.result == "defender_retreated" and o.retreat_path == ("13", "12") and o.zone_taken
    assert len(o.defender_survivors) == 2 and o.losses == (0, 2)


def test_attacker_never_retreats():
    b = battle((CUBE,) * 2, (CUBE,) * 2)
    b.apply(DiceRoll((1, 1)))
    b.apply(DiceRoll((6, 1)))
    with pytest.raises(IllegalAction, match="attacker can never retreat"):
        b.apply(RetreatAll(0))


def test_voluntary_and_partial_retreat_after_the_first_round():
    b = battle((CUBE,) * 2, (CUBE, CUBE, Unit("tank")))
    b.apply(DiceRoll((1, 1)))
    b.apply(DiceRoll((1, 1, 1)))
    assert b.phase == "defender_choice"
    b.apply(PartialRetreat(("X.cube#1", "X.tank#1"), 0))
    assert [u.uid for u in b.units[1]] == ["X.cube#2"]
    assert b.phase == "defender_choice"
    b.apply(RetreatAll(1))
    o = b.outcome
    assert o.result == "defender_retreated" and o.zone_taken
    assert o.partial_retreats == ((("X.cube#1", "X.tank#1"), ("13",)),)


def test_no_retreat_without_a_path():
    b = battle((CUBE,), (CUBE,), retreat_paths=())
    b.apply(DiceRoll((6,)))
    b.apply(DiceRoll((1,)))
    assert all(not isinstance(a, RetreatAll) for a in b.legal_actions())


def test_stop_battle_from_the_end_of_the_first_round():
    b = battle((CUBE,) * 2, (CUBE,) * 2, stop_battle=(False, True))
    b.apply(DiceRoll((1, 1)))
    b.apply(DiceRoll((1, 1)))
    assert PlayStopBattle() in b.legal_actions()
    b.apply(PlayStopBattle())
    assert b.outcome.result == "defender_held" and b.outcome.ended_by == "stop_battle"
    assert b.outcome.stop_battle_by == 1
    b = battle((CUBE,) * 2, (CUBE,) * 2)
    b.apply(DiceRoll((1, 1)))
    b.apply(DiceRoll((1, 1)))
    with pytest.raises(IllegalAction, match="Stop Battle"):
        b.apply(PlayStopBattle())


def test_ordinary_attack_breaks_off_only_with_the_option():
    b = battle((CUBE,), (CUBE,))
    b.apply(DiceRoll((1,)))
    b.apply(DiceRoll((1,)))
    b.apply(Continue())
    assert b.current_player() == CHANCE           # no attacker decision: straight to round 2
    b = battle((CUBE,), (CUBE,), options={"attacker_may_break_off_attack": True})
    b.apply(DiceRoll((1,)))
    b.apply(DiceRoll((1,)))
    b.apply(Continue())
    b.apply(BreakOff())
    assert b.outcome.ended_by == "break_off" and not b.outcome.landing_returns


# -- landings (lines 746-766) -------------------------------------------------------------------

def test_interception_eliminates_landing_forces_and_engages_interceptors():
    b = battle((CUBE, TANK_S), (CUBE,), landing=True, fleets=1, interceptors=("plane", "uboat"))
    assert b.roll_spec()[:2] == (2, 5)
    b.apply(DiceRoll((5, 6)))
    b.apply(TakeLoss("A.tank#1"))          # a tank hit by an interception is eliminated, not engaged
    assert b.events[-1]["effect"] == "eliminated"
    b.apply(TakeLoss("A.cube#1"))
    o = b.outcome
    assert o.result == "defender_held" and o.ended_by == "attacker_eliminated"
    assert o.interceptors_engaged == ("plane", "uboat") and not o.landing_returns


def test_interception_cannot_hit_paratroopers():
    b = battle((CUBE, PARA), (CUBE,), landing=True, fleets=1, interceptors=("uboat",))
    b.apply(DiceRoll((6,)))
    assert b.legal_actions() == [TakeLoss("A.cube#1")]
    with pytest.raises(IllegalAction, match="carried by sea"):
        b.apply(TakeLoss("A.paratroopers#1"))


def test_bombardment_can_clear_the_zone_and_two_fleets_roll_two_dice():
    b = battle((CUBE,) * 6, (CUBE,), landing=True, fleets=2)
    assert b.roll_spec()[:2] == (2, 5)
    b.apply(DiceRoll((5, 6)))
    b.apply(TakeLoss("X.cube#1"))
    assert b.outcome.result == "attacker_won" and b.outcome.zone_taken and b.outcome.rounds == 0


def test_landing_on_an_empty_zone_and_no_attack_on_an_empty_zone():
    # A fortified line alone is not a force: the landing survivors simply come ashore (no bombardment).
    b = battle((CUBE, CUBE), (FORT,), landing=True, fleets=1, interceptors=("uboat",))
    b.apply(DiceRoll((6,)))
    b.apply(TakeLoss("A.cube#1"))
    o = b.outcome
    assert o.result == "attacker_won" and o.zone_taken and o.rounds == 0
    assert [e["step"] for e in b.events] == ["interception", "loss", "end"]
    with pytest.raises(BattleSetupError, match="no defending force"):
        battle((CUBE,), (FORT,))


def test_landing_limits():
    with pytest.raises(BattleSetupError, match="at most 4"):
        battle((CUBE,) * 5, (CUBE,), landing=True, fleets=1)
    with pytest.raises(BattleSetupError, match="one or two fleets"):
        battle((CUBE,), (CUBE,), landing=True, fleets=0)


def test_break_off_landing_returns_survivors_and_loses_dropped_paratroopers():
    b = battle((CUBE, CUBE, PARA), (CUBE,), landing=True, fleets=1)
    b.apply(DiceRoll((1,)))
    b.apply(BreakOff())
    o = b.outcome
    assert o.result == "defender_held" and o.landing_returns and not o.zone_taken
    assert [u.type for u in o.attacker_survivors] == ["cube", "cube"]
    assert [u.type for u in o.attacker_eliminated] == ["paratroopers"]     # line 838


def test_paratroopers_survive_when_the_zone_is_taken():
    b = battle((CUBE, PARA), (CUBE,))
    b.apply(DiceRoll((6, 1)))
    b.apply(DiceRoll((1,)))
    b.apply(TakeLoss("X.cube#1"))
    assert b.outcome.zone_taken and "paratroopers" in [u.type for u in b.outcome.attacker_survivors]


# -- air bombardment (lines 798-804) ------------------------------------------------------------

def test_air_bombardment_threshold_and_losses():
    bomb = AirBombardment(0, "A.plane.1", (CUBE, Unit("tank")))
    assert bomb.threshold == 4 and bomb.current_player() == CHANCE
    bomb.apply(DiceRoll((4,)))
    assert bomb.current_player() == 1
    with pytest.raises(IllegalAction, match="withdraw"):
        bomb.apply(RetreatAll(0))
    bomb.apply(bomb.default_loss())
    assert bomb.outcome.hit and [u.type for u in bomb.outcome.target_eliminated] == ["cube"]
    assert bomb.outcome.became_engaged == ("A.plane.1",)
    # An enemy plane, even engaged, or a fortified line: 5-6.
    assert AirBombardment(0, "p", (CUBE, Unit("plane", engaged=True))).threshold == 5
    assert AirBombardment(0, "p", (CUBE, FORT)).threshold == 5
    miss = AirBombardment(1, "p", (CUBE,), mode="hits")
    assert sum(p for _, p in miss.chance_outcomes()) == 1
    miss.apply(HitsRoll(0))
    assert miss.finished and not miss.outcome.hit


# -- protocol ---------------------------------------------------------------------------------

def test_chance_outcomes_are_exact_in_both_modes():
    for mode in ("faces", "hits"):
        b = battle((CUBE, CUBE, CUBE, TANK_S), (CUBE,), mode=mode)
        outcomes = b.chance_outcomes()
        assert sum(p for _, p in outcomes) == 1
    b = battle((CUBE, CUBE, TANK_S), (CUBE,), mode="hits")
    probs = dict((a.hits, p) for a, p in b.chance_outcomes())
    assert probs[2] == Fraction(1, 9)       # two dice hitting on 5-6


def test_illegal_actions_are_refused_with_reasons():
    b = battle((CUBE,), (CUBE,))
    with pytest.raises(IllegalAction, match="roll is pending"):
        b.apply(TakeLoss("A.cube#1"))
    with pytest.raises(IllegalAction, match="faces"):
        b.apply(DiceRoll((7,)))
    b.apply(DiceRoll((6,)))
    b.apply(DiceRoll((6,)))
    with pytest.raises(IllegalAction, match="not one of"):
        b.apply(TakeLoss("X.cube#1"))


def test_clone_is_independent_and_json_is_stable():
    b = battle((CUBE, CUBE), (CUBE, CUBE))
    c = b.clone()
    c.apply(DiceRoll((6, 6)))
    assert b.current_player() == CHANCE and b.roll_spec()[2].endswith("attacker dice (2 at 6-6)")
    assert c.state_hash() != b.state_hash() and b.clone().state_hash() == b.state_hash()
    for kind, cls in ACTION_CLASSES.items():
        assert cls.kind == kind


def test_option_defaults_agree_with_the_game_options():
    options = pytest.importorskip("sandtable.games.g1943_45.options")
    defaults = options.default_options()
    for name, value in OPTION_DEFAULTS.items():
        assert defaults[name] == value


def test_random_play_keeps_every_unit_accounted_for():
    """Seeded draws (core.dice) and random legal decisions, every decision kind included."""
    import random

    from sandtable.core import dice

    setups = [
        dict(att=(CUBE, CUBE, TANK_S, PARA, PLANE_S), dfn=(CUBE, CUBE, TANK_S, ELITE, FORT, Unit("plane")),
             kw=dict(stop_battle=(True, True), max_rounds=4)),
        dict(att=(CUBE, CUBE, CUBE, TANK_S, PARA), dfn=(CUBE, ELITE, Unit("tank", engaged=True)),
             kw=dict(landing=True, fleets=2, interceptors=("plane", "uboat", "fleet_it"))),
        dict(att=(CUBE, Unit("tank"), ELITE), dfn=(CUBE, CUBE, PARA._replace(role="")),
             kw=dict(attacker=1, mountain=True, options={"attacker_may_break_off_attack": True})),
    ]
    rng = random.Random(4)
    for seed in range(60):
        spec = setups[seed % len(setups)]
        b = battle(spec["att"], spec["dfn"], **spec["kw"])
        uids = [{u.uid for u in side} for side in b.units]
        step = 0
        while not b.finished:
            if b.current_player() == CHANCE:
                b.apply(dice.draw(seed, step, b.chance_outcomes()))
            else:
                actions = b.legal_actions()
                assert actions, b.phase
                b.apply(rng.choice(actions))
            step += 1
            assert step < 200
        o = b.outcome
        retreated = {uid for group, _ in o.partial_retreats for uid in group}
        for role, survivors, eliminated in ((0, o.attacker_survivors, o.attacker_eliminated),
                                            (1, o.defender_survivors, o.defender_eliminated)):
            seen = [u.uid for u in survivors] + [u.uid for u in eliminated]
            if role == 1:
                seen += sorted(retreated)
            assert sorted(seen) == sorted(uids[role])
        held = any(not u.external and u.type != "fortified_line" for u in o.defender_survivors)
        assert o.zone_taken == (o.result in ("attacker_won", "defender_retreated")
                                and any(not u.external for u in o.attacker_survivors)
                                and o.ended_by not in ("stop_battle", "break_off"))
        if o.result == "defender_held":
            assert held
        if not o.zone_taken:
            assert all(u.role != DROPPED for u in o.attacker_survivors)


# -- issue #14: a tank or a plane never supports itself ---------------------------------------------

def test_a_lone_tank_never_supports_itself_and_is_supported_only_by_others():
    # line 778: a tank supports "together with other forces"; line 780: a tank that does not support
    # fights as a cube at 6, supported only by other tanks or planes.
    assert dice_count((TANK_S,), False, {}) == 1 and hit_threshold((TANK_S,), False) == 6
    assert hit_threshold((TANK_S, PLANE_S), False) == 5
    assert hit_threshold((TANK_S, Unit("tank")), False) == 5        # it supports the other tank
    assert hit_threshold((CUBE, TANK_S), False) == 5 and hit_threshold((CUBE, TANK_S, PLANE_S), False) == 4
    # Forced dice: a lone attacking tank rolls one die, a 5 misses; the defender's lone tank too.
    b = battle((TANK_S,), (CUBE, CUBE))
    b.apply(DiceRoll((5,)))
    b.apply(DiceRoll((1, 1)))
    assert last_round_event(b, 0)["hits"] == 0 and last_round_event(b, 0)["threshold"] == 6
    # The last survivor of its side: the cube goes, the tank is alone and hits on 6 again.
    b = battle((CUBE, CUBE), (CUBE, TANK_S))
    assert hit_threshold(b.units[1], False) == 5
    b.apply(DiceRoll((6, 1)))
    b.apply(DiceRoll((1,)))
    run_defaults(b)
    assert [u.type for u in b.units[1]] == ["tank"] and hit_threshold(b.units[1], False) == 6
    b.apply(DiceRoll((1, 1)))
    b.apply(DiceRoll((5,)))
    assert last_round_event(b, 1)["hits"] == 0


def test_a_plane_alone_in_its_zone_is_a_defender_never_a_supporter():
    # line 794: "If a plane is the only defender in the zone, it acts like a cube and inflicts
    # casualties on a roll of 6."
    with pytest.raises(BattleSetupError, match="only defender"):
        battle((CUBE, CUBE, CUBE, TANK_S), (Unit("plane", role=SUPPORT_PLANE),))
    b = battle((CUBE, CUBE, CUBE, TANK_S), (Unit("plane"),))
    assert b.became_engaged == [] and hit_threshold(b.units[1], False) == 6
    b.apply(DiceRoll((5, 1, 1)))        # one hit: the plane is engaged, not eliminated
    b.apply(DiceRoll((6,)))
    run_defaults(b)
    assert [(u.type, u.engaged) for u in b.units[1]] == [("plane", True)]
    # The supporting plane that is the last defender left rolls like a cube, at 6.
    last = (Unit("plane", engaged=True, role=SUPPORT_PLANE),)
    assert dice_count(last, False, {}) == 1 and hit_threshold(last, False) == 6
    b = battle((CUBE, CUBE), (CUBE, Unit("plane", role=SUPPORT_PLANE)))
    assert hit_threshold(b.units[1], False) == 5
    b.apply(DiceRoll((6, 1)))
    b.apply(DiceRoll((1,)))
    run_defaults(b)
    assert [u.type for u in b.units[1]] == ["plane"] and hit_threshold(b.units[1], False) == 6
    b.apply(DiceRoll((1, 1)))
    assert b.current_player() == CHANCE and b.roll_spec()[0] == 1
