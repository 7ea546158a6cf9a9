"""Exact battle odds for 1943-45: hand-computable cases, the fast enumeration against the protocol
walk of the Battle resolver, against Monte Carlo, policies, and the `sandtable odds` command."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import product

import pytest

from sandtable.cli import main as cli_main
from sandtable.games.g1943_45.combat import BattleSetup
from sandtable.games.g1943_45.combat_rules import DROPPED, SUPPORT_PLANE, SUPPORT_TANK, Unit
from sandtable.games.g1943_45.odds_exact import OddsPolicy, exact_odds, outcome_probabilities, protocol_odds
from sandtable.games.g1943_45.odds_forces import parse_forces
from sandtable.games.g1943_45.odds_montecarlo import monte_carlo

CUBE = Unit("cube")
TANK_S = Unit("tank", role=SUPPORT_TANK)
PLANE_S = Unit("plane", role=SUPPORT_PLANE, external=True)
PARA = Unit("paratroopers", role=DROPPED)
PATH = (("rear",),)


def setup(att, dfn, **kw) -> BattleSetup:
    kw.setdefault("retreat_paths", PATH)
    return BattleSetup(attacker=kw.pop("attacker", 0), attacking=tuple(att), defending=tuple(dfn), **kw)


def test_one_cube_against_one_cube_one_round():
    r = exact_odds(setup((CUBE,), (CUBE,), max_rounds=1), exact=True)
    # Only the attacker hits 5/36, only the defender 5/36, both 1/36, neither 25/36.
    assert r.p_result("attacker_won") == Fraction(5, 36)
    assert r.p_result("both_eliminated") == Fraction(1, 36)
    assert r.p_defender_holds == Fraction(5, 36) + Fraction(25, 36)
    neither = [p for (res, _, a, d), p in r.outcomes.items() if res == "defender_held" and a and d]
    assert neither == [Fraction(25, 36)]
    assert r.expected_losses == (Fraction(1, 6), Fraction(1, 6))
    assert r.total() == 1


def test_one_cube_against_one_cube_three_rounds_by_hand():
    r = exact_odds(setup((CUBE,), (CUBE,)), exact=True)
    # Each round: 25/36 nothing happens, 5/36 attacker wins, 5/36 defender wins, 1/36 both die.
    stay = Fraction(25, 36)
    reach = 1 + stay + stay**2
    assert r.p_result("attacker_won") == Fraction(5, 36) * reach
    assert r.p_result("both_eliminated") == Fraction(1, 36) * reach
    assert r.p_defender_holds == 1 - Fraction(6, 36) * reach


def _grid():
    attackers = [
        (CUBE, CUBE, CUBE, TANK_S, PLANE_S),
        (CUBE, PARA, TANK_S),
        (CUBE, CUBE, Unit("tank")),
        (CUBE,) * 5,
        (TANK_S, PLANE_S),              # a lone tank: supported, never supporting (lines 778-780)
    ]
    defenders = [
        (CUBE, CUBE, Unit("fortified_line")),
        (CUBE, Unit("elite"), TANK_S, PLANE_S),
        (Unit("plane"), Unit("plane", role=SUPPORT_PLANE)),
        (CUBE, Unit("tank", engaged=True), Unit("elite", engaged=True)),
        (Unit("plane"),),               # the only defender acts like a cube (line 794)
        (CUBE, Unit("plane", role=SUPPORT_PLANE), TANK_S),   # the supporting plane may end alone
    ]
    policies = [OddsPolicy(), OddsPolicy("after-round", 1), OddsPolicy("losses", 2),
                OddsPolicy(casualties="engage-first"), OddsPolicy("losses", 3, "engage-first")]
    return attackers, defenders, policies


def test_fast_enumeration_equals_the_protocol_walk():
    attackers, defenders, policies = _grid()
    for att, dfn, policy in product(attackers, defenders, policies):
        s = setup(att, dfn)
        fast = exact_odds(s, policy, exact=True)
        walk = protocol_odds(s, policy, exact=True)
        assert fast.outcomes == walk.outcomes, (att, dfn, policy)
        assert fast.expected_losses == walk.expected_losses
        assert fast.total() == 1


def test_fast_equals_protocol_for_landings_mountains_and_options():
    cases = [
        setup((CUBE, CUBE, CUBE, TANK_S, PARA, PLANE_S), (CUBE, CUBE, CUBE, TANK_S, Unit("elite"), PLANE_S),
              landing=True, fleets=1, interceptors=("fleet_it",)),
        setup((CUBE,) * 4 + (PARA,), (CUBE, Unit("fortified_line")), landing=True, fleets=2,
              interceptors=("plane", "uboat")),
        setup((CUBE, Unit("tank")), (CUBE, Unit("tank")), mountain=True),
        setup((CUBE, Unit("tank")), (CUBE, Unit("tank")), mountain=True,
              options={"tanks_engaged_in_mountains": True}),
        setup((PARA, TANK_S), (CUBE, CUBE), options={"supporting_counters_roll_when_no_cubes": False}),
        setup((CUBE, CUBE), (CUBE, Unit("elite")), attacker=0, max_rounds=4),
        setup((CUBE, Unit("elite"), TANK_S), (CUBE, CUBE, PARA._replace(role="")), attacker=1),
    ]
    for s in cases:
        for policy in (OddsPolicy(), OddsPolicy("losses", 3)):
            fast = exact_odds(s, policy, exact=True)
            walk = protocol_odds(s, policy, exact=True)
            assert fast.outcomes == walk.outcomes
            assert fast.expected_losses == walk.expected_losses
            assert fast.total() == 1


def test_probabilities_sum_to_one_in_floats():
    for att, dfn in product(_grid()[0], _grid()[1]):
        r = exact_odds(setup(att, dfn))
        assert abs(r.total() - 1) < 1e-9
        assert abs(sum(outcome_probabilities(r)[k] for k in
                       ("attacker_won", "defender_retreated", "defender_held", "both_eliminated")) - 1) < 1e-9


def test_monte_carlo_agrees_on_a_small_grid():
    cases = [
        (setup((CUBE, CUBE, CUBE, TANK_S, PLANE_S), (CUBE, CUBE, Unit("fortified_line"))), OddsPolicy()),
        (setup((CUBE, CUBE, PARA), (CUBE, Unit("elite"), TANK_S)), OddsPolicy("losses", 2)),
        (setup((CUBE, CUBE, TANK_S, PARA), (CUBE, CUBE, CUBE), landing=True, fleets=1,
               interceptors=("uboat",)), OddsPolicy("after-round", 1)),
    ]
    for s, policy in cases:
        exact = outcome_probabilities(exact_odds(s, policy))
        mc = monte_carlo(s, policy, samples=2000, seed=5).probabilities()
        for name, p in exact.items():
            assert abs(p - mc[name]) < 0.03, (name, p, mc[name])


def test_retreat_policies_change_the_outcomes_as_they_should():
    s = setup((CUBE, CUBE, CUBE, TANK_S, PLANE_S), (CUBE, CUBE, CUBE))
    never = exact_odds(s, OddsPolicy())
    after1 = exact_odds(s, OddsPolicy("after-round", 1))
    losses1 = exact_odds(s, OddsPolicy("losses", 1))
    losses2 = exact_odds(s, OddsPolicy("losses", 2))
    assert never.p_defender_retreated == 0
    # Retreating after round 1 whenever still there: the defender never holds past round one unless
    # the attacker is wiped out in round one.
    assert after1.p_defender_retreated > 0.5 and after1.p_defender_holds < never.p_defender_holds
    # Retreating at the first loss saves forces: fewer expected defender losses, more retreats.
    assert losses1.expected_losses[1] < losses2.expected_losses[1] < never.expected_losses[1]
    assert losses1.p_defender_retreated > losses2.p_defender_retreated > 0
    # Without a retreat path no policy can retreat.
    s_closed = setup((CUBE, CUBE, CUBE, TANK_S, PLANE_S), (CUBE, CUBE, CUBE), retreat_paths=())
    assert exact_odds(s_closed, OddsPolicy("losses", 1)).outcomes == never.outcomes


def test_casualty_order_policy():
    s = setup((CUBE, CUBE, CUBE, TANK_S, PLANE_S), (CUBE, CUBE, Unit("tank", role=SUPPORT_TANK)))
    cubes_first = exact_odds(s)
    engage_first = exact_odds(s, OddsPolicy(casualties="engage-first"))
    assert cubes_first.outcomes != engage_first.outcomes
    # Engaging counters first keeps more cubes alive on both sides: fewer forces are eliminated.
    def lost(result):
        return sum(p * (6 - sum(1 for u in a if not u.external) - sum(1 for u in d if not u.external))
                   for (_, _, a, d), p in result.outcomes.items())
    assert lost(engage_first) < lost(cubes_first)
    with pytest.raises(ValueError, match="casualty order"):
        OddsPolicy.parse("never", "random")


def test_supports_make_the_attacker_stronger():
    base = exact_odds(setup((CUBE, CUBE, CUBE), (CUBE, CUBE, CUBE))).p_attacker_takes_zone
    tank = exact_odds(setup((CUBE, CUBE, CUBE, TANK_S), (CUBE, CUBE, CUBE))).p_attacker_takes_zone
    both = exact_odds(setup((CUBE, CUBE, CUBE, TANK_S, PLANE_S), (CUBE, CUBE, CUBE))).p_attacker_takes_zone
    assert base < tank < both


def test_policy_parsing():
    assert OddsPolicy.parse("never") == OddsPolicy()
    assert OddsPolicy.parse("after-round-2") == OddsPolicy("after-round", 2)
    assert OddsPolicy.parse("losses-3").describe() == "losses-3"
    for bad in ("sometimes", "after-round-0", "losses-x"):
        with pytest.raises(ValueError, match="policy"):
            OddsPolicy.parse(bad)


def test_forces_spec():
    att = parse_forces("cube=3,tank=1,plane=1,paratroopers=1", attacking=True)
    assert [u.role for u in att] == ["", "", "", SUPPORT_TANK, SUPPORT_PLANE, DROPPED]
    assert att[4].external
    dfn = parse_forces("cube=2,tank_engaged=1,support_plane=1,plane=1", attacking=False, mountain=True)
    assert [(u.type, u.engaged, u.role, u.external) for u in dfn] == [
        ("cube", False, "", False), ("cube", False, "", False), ("tank", True, "", False),
        ("plane", False, SUPPORT_PLANE, True), ("plane", False, "", False)]
    for bad in ("cube=x", "tiger=1", "support_cube=1", "cube=99"):
        with pytest.raises(ValueError):
            parse_forces(bad, attacking=True)


def test_cli_prints_the_distribution_as_json(capsys):
    code = cli_main(["odds", "--game", "1943-45", "--attacker", "cube=3,tank=1,plane=1",
                     "--defender", "cube=2,fortified_line=1", "--rounds", "3", "--json"])
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    total = sum(data["results"].values())
    assert abs(total - 1) < 1e-9
    assert abs(sum(data["attacker_survivors"].values()) - 1) < 1e-9
    assert abs(sum(data["defender_survivors"].values()) - 1) < 1e-9
    expected = exact_odds(setup(parse_forces("cube=3,tank=1,plane=1", attacking=True),
                                parse_forces("cube=2,fortified_line=1", attacking=False)))
    assert data["p_attacker_takes_zone"] == pytest.approx(float(expected.p_attacker_takes_zone), abs=1e-12)


def test_cli_landing_mountain_and_retreat_policy(capsys):
    code = cli_main(["odds", "--attacker", "cube=3,tank=1,paratroopers=1", "--defender", "cube=3,elite=1",
                     "--landing", "fleets=1", "--interceptors", "fleet_it,uboat",
                     "--defender-retreat", "losses-2", "--json"])
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["landing"] and data["interceptors"] == ["fleet_it", "uboat"]
    assert data["p_defender_retreated"] > 0 and abs(sum(data["results"].values()) - 1) < 1e-9
    assert cli_main(["odds", "--attacker", "cube=2,tank=1", "--defender", "cube=2", "--mountain",
                     "--casualties", "engage-first"]) == 0
    assert "attacker takes the zone" in capsys.readouterr().out


def test_cli_refuses_bad_input_without_traceback(capsys):
    assert cli_main(["odds", "--attacker", "cube=3,tiger=1", "--defender", "cube=2"]) == 2
    assert "unknown force 'tiger'" in capsys.readouterr().err
    assert cli_main(["odds", "--attacker", "cube=3", "--defender", "cube=2", "--rounds", "9"]) == 2
    assert "three rounds" in capsys.readouterr().err
    assert cli_main(["odds", "--attacker", "cube=3", "--defender", "elite=1", "--attacker-side", "axis"]) == 2
    assert "Axis only" in capsys.readouterr().err


def test_a_lone_plane_or_tank_in_the_odds_is_what_the_engine_fights():
    # issue #14: "cube=3,tank=1" against "plane=1": the plane is the only defender, it rolls at 6 and
    # absorbs two losses (engaged, then eliminated), never the supporter engaged on entry.
    dfn = parse_forces("plane=1", attacking=False)
    assert [(u.role, u.external) for u in dfn] == [("", False)]
    assert parse_forces("cube=1,plane=1", attacking=False)[1].role == SUPPORT_PLANE
    s = setup(parse_forces("cube=3,tank=1", attacking=True), dfn)
    fast, walk = exact_odds(s, exact=True), protocol_odds(s, exact=True)
    assert fast.outcomes == walk.outcomes and fast.total() == 1
    # by hand, round 1: three dice at 5-6 against one die at 6; the plane needs two hits in all
    assert fast.p_attacker_takes_zone < Fraction(9, 10)
    lone = setup((TANK_S,), (CUBE,), max_rounds=1)
    r = exact_odds(lone, exact=True)
    assert r.p_result("attacker_won") + r.p_result("both_eliminated") == Fraction(1, 6)


@pytest.mark.parametrize(("argv", "words"), [
    (["--interceptors", "zeppelin", "--landing", "fleets=1"], "unknown interceptor 'zeppelin'"),
    (["--interceptors", "uboat,uboat,uboat,uboat,uboat", "--landing", "fleets=1"], "own only 1"),
    (["--landing", "fleets=0"], "fleets=1 or fleets=2"),
    (["--landing", "fleets=３"], "fleets=1 or fleets=2"),
    (["--monte-carlo", "-5"], "from 0 to"),
    (["--monte-carlo", "10000000"], "from 0 to"),
    (["--monte-carlo", "１０"], "from 0 to"),
    (["--rounds", "３"], "whole number"),
    (["--defender-retreat", "losses-２"], "retreat policy"),
    (["--attacker-side", "martians"], "allied or axis"),
    (["--casualties", "random"], "casualty order"),
])
def test_cli_refuses_what_the_rules_do_not_allow_in_one_line(capsys, argv, words):
    # issue #14: known interceptors within the pools, one or two fleets, a sane --monte-carlo, ASCII
    # digits; every refusal one line, exit status 2, no traceback
    assert cli_main(["odds", "--attacker", "cube=3", "--defender", "cube=2", *argv]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize(("attacker", "defender", "words"), [
    ("cube=3,cube=2", "cube=2", "named twice"),
    ("cube=３", "cube=2", "digits 0-9"),
    ("cube=3", "cube=7", "one zone"),
    ("cube=3", "cube=3,plane=3,support_plane=1", "own only 3"),
    ("cube=19", "cube=2", "three zones"),
    ("cube=3,tank=6", "cube=2", "own only 5"),
    ("cube=3,plane=2", "cube=2", "can only support"),
    ("cube=3", "tank=3", "more tanks"),
    ("cube=25", "cube=2", "between 0 and 24"),
])
def test_forces_beyond_the_pools_and_the_zones_are_refused(capsys, attacker, defender, words):
    assert cli_main(["odds", "--attacker", attacker, "--defender", defender]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_the_largest_accepted_battles_answer_at_once(capsys):
    # The limits keep every accepted request small: 18 attacking forces, a full defending zone, four
    # rounds, a landing with every interceptor (the timing itself is measured by bench/odds.py).
    assert cli_main(["odds", "--attacker", "cube=16,tank=1,paratroopers=1,plane=1",
                     "--defender", "cube=3,tank=2,elite=1,fortified_line=1,support_plane=1",
                     "--rounds", "4", "--defender-retreat", "losses-3", "--monte-carlo", "1000"]) == 0
    assert cli_main(["odds", "--attacker", "cube=5,tank=1,paratroopers=1,plane=1",
                     "--defender", "cube=3,tank=2,elite=1", "--landing", "fleets=2",
                     "--interceptors", "fleet_it,uboat,plane,plane,plane,plane_it"]) == 0
    capsys.readouterr()


def test_landing_odds_from_the_board_include_the_interception():
    # issue #14: the odds panel's landing odds meet the Axis pieces that can intercept, then the
    # bombardment, before the combat (lines 750, 766)
    from g1943_combat_support import board, plane_at
    from g1943_support import place
    from sandtable.games.g1943_45 import combat_actions as C
    from sandtable.games.g1943_45.odds_spec import SPEC
    from sandtable.games.g1943_45.pieces import ALLIED, AXIS

    s = board()
    place(s, ALLIED, 17, 6)
    place(s, AXIS, 14, 2)
    plane_at(s, AXIS, 15, "plane_it")
    query = SPEC.from_state(s, C.Landing(14, (17,), (4,), (), ("A.fleet_us.1",)))
    assert query is not None and query.setup.landing
    assert sorted(query.setup.interceptors) == ["X.fleet_it.1", "X.plane_it.1", "X.uboat.1"]
    quiet = exact_odds(setup(query.setup.attacking, query.setup.defending, landing=True, fleets=1))
    assert exact_odds(query.setup).p_attacker_takes_zone < quiet.p_attacker_takes_zone
