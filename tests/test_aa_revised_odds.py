"""Revised's exact battle odds (games/aa_revised/odds_exact.py, odds_spec.py): closed forms worked by
hand, the distribution summing to 1, agreement with the same battles played through the engine's
own combat tasks (odds_engine.monte_carlo), the retreat policies, the naval specials, bad input."""

from __future__ import annotations

from fractions import Fraction

import pytest

import sandtable.games.aa_revised  # noqa: F401  (registers the game)
from sandtable.games.aa_revised import odds_engine as E
from sandtable.games.aa_revised import odds_exact as X
from sandtable.games.aa_revised.odds_spec import SPEC

F = Fraction


def odds(attacker: str, defender: str, exact: bool = True, **settings: object) -> X.Result:
    return X.solve(SPEC.parse(attacker, defender, settings), exact)


def test_one_infantry_against_one_is_the_closed_form():
    # each round: the attacker hits on 1 (1/6), the defender on 2 (1/3), both fire every round
    a, d = F(1, 6), F(1, 3)
    go_on = (1 - a) * (1 - d)
    out = odds("inf=1", "inf=1").outcomes()
    assert out == {"attacker_wins": a * (1 - d) / (1 - go_on), "defender_wins": d * (1 - a) / (1 - go_on),
                   "both_gone": a * d / (1 - go_on)}


def test_artillery_raises_one_infantry():
    # 1 inf + 1 art attack at 2 and 2 against 1 infantry: the defender survives round 1 with
    # (4/6)^2 (without the support: 5/6 * 4/6); its one hit cannot end a two-unit attack
    res = odds("inf=1,art=1", "inf=1", retreat="after:1")
    assert res.outcomes()["retreat"] == F(4, 6) ** 2


@pytest.mark.parametrize(("attacker", "defender", "settings"), [
    ("inf=3,art=1,arm=2,fig=2,bom=1", "inf=4,art=1,arm=1,fig=1,aa=1", {}),
    ("sub=2,dst=1,fig=1,bb=1", "dst=1,car=1,fig=2,trn=1,sub=1", {}),
    ("inf=4,arm=2", "inf=5", {"retreat": "after:2"}),
    ("sub=2,bb=1", "bb=1,trn=2,sub=1", {"defender_submerge": True}),
])
def test_the_exact_distribution_sums_to_one(attacker, defender, settings):
    res = odds(attacker, defender, True, **settings)
    assert sum(res.final.values()) == 1
    assert all(p > 0 for p in res.final.values())


@pytest.mark.parametrize(("attacker", "defender", "settings"), [
    ("inf=3,art=1,arm=2,fig=2", "inf=4,arm=1,fig=1,aa=1", {}),
    ("sub=2,dst=1,fig=2,bb=1", "dst=1,car=1,fig=2,trn=1", {}),
    ("inf=5,arm=2", "inf=6", {"retreat": "below:0.5"}),
])
def test_exact_odds_match_the_engine_played_4000_times(attacker, defender, settings):
    setup = SPEC.parse(attacker, defender, settings)
    exact = X.solve(setup)
    sampled = E.monte_carlo(setup, 4000, seed=3)
    outcomes: dict[str, float] = {}
    for (name, _, _), p in sampled.items():
        outcomes[name] = outcomes.get(name, 0.0) + p
    # 4,000 battles: one standard error is at most 0.008; the bound is 3 of them
    assert E.max_delta(exact.outcomes(), outcomes) <= 0.024
    assert E.max_delta(exact.final, sampled) <= 0.024


def test_retreat_after_round_n_and_below_a_threshold():
    one = F(5, 6) * F(2, 3)  # 1 inf against 1 inf: both survive a round
    assert odds("inf=1", "inf=1", retreat="after:1").outcomes()["retreat"] == one
    assert odds("inf=1", "inf=1", retreat="after:3").outcomes()["retreat"] == one**3
    # a win chance of 1/4 is below 0.5 from every state: retreat after the first round
    assert odds("inf=1", "inf=1", exact=False, retreat="below:0.5").outcomes()["retreat"] == \
        pytest.approx(float(one))
    # ... and above 0.2: the attacker never leaves
    assert "retreat" not in odds("inf=1", "inf=1", exact=False, retreat="below:20%").outcomes()


def test_a_submarine_strikes_first_unless_a_destroyer_defends():
    # 1 sub (hits on 2) against 1 transport (1): a sunk transport does not fire back
    assert odds("sub=1", "trn=1").outcomes()["attacker_wins"] == F(1, 3) / (1 - F(2, 3) * F(5, 6))
    # against a destroyer (hits on 3) the sub's victim fires back: simultaneous fire
    out = odds("sub=1", "dst=1").outcomes()
    assert out == {"attacker_wins": F(1, 4), "both_gone": F(1, 4), "defender_wins": F(1, 2)}


def test_a_battleship_takes_two_hits():
    # 1 bb (hits on 4) against 1 destroyer (3): damaged once, it still fires at full value
    wounded = F(1, 3) / (1 - F(1, 6))  # the damaged battleship wins
    healthy = (F(2, 3) + F(1, 6) * wounded) / (1 - F(1, 6))
    res = odds("bb=1", "dst=1", attacker_power="uk", defender_power="germany")
    assert res.outcomes()["attacker_wins"] == healthy == F(22, 25)
    # repaired after the combat: every survivor is a healthy battleship
    assert {a[X.IDX["battleship_dmg"]] for (_, a, _) in res.final} == {0}


def test_defending_submarines_submerge_and_survive():
    # a fighter cannot be hit by a submarine; the sub dives after round 1 if it survives (1/2)
    res = odds("fig=1", "sub=1", defender_submerge=True)
    dived = sum(p for (name, _, d), p in res.final.items() if d[X.DOWN] == 1)
    assert dived == F(1, 2)
    assert res.outcomes() == {"attacker_wins": 1}


def test_aa_gun_fires_at_aircraft_in_the_first_round_only():
    # 1 fighter against an AA gun alone: shot down on a 1 (1/6), else nothing left to fight
    out = odds("fig=1", "aa=1").outcomes()
    assert out == {"attacker_wins": F(5, 6), "defender_wins": F(1, 6)}


def test_heavy_bombers_and_jets_change_the_dice():
    plain = odds("bom=1", "fig=1", attacker_power="usa", defender_power="germany").outcomes()
    heavy = odds("bom=1", "fig=1", attacker_power="usa", defender_power="germany",
                 attacker_techs="heavy_bombers").outcomes()
    jets = odds("bom=1", "fig=1", attacker_power="usa", defender_power="germany",
                defender_techs="jets").outcomes()
    # a bomber (4) against a fighter (4): even; two dice raise it, a jet defending at 5 lowers it
    assert plain["attacker_wins"] == plain["defender_wins"]
    assert heavy["attacker_wins"] > plain["attacker_wins"] > jets["attacker_wins"]


def test_the_casualty_order_is_the_owners():
    cheap = odds("inf=2,arm=2", "inf=3", exact=False)
    tanks_first = odds("inf=2,arm=2", "inf=3", exact=False, attacker_order="arm,inf")
    assert tanks_first.outcomes()["attacker_wins"] < cheap.outcomes()["attacker_wins"]


def test_national_advantages_reach_the_values():
    base = odds("inf=4", "inf=3", attacker_power="germany", defender_power="ussr", exact=False)
    winter = odds("inf=4", "inf=3", attacker_power="germany", defender_power="ussr", exact=False,
                  russian_winter=True)
    assert winter.outcomes()["attacker_wins"] < base.outcomes()["attacker_wins"]


@pytest.mark.parametrize(("attacker", "defender", "settings", "words"), [
    ("inf=x", "inf=1", {}, "whole number"),
    ("inf=3", "arm=2,bb=1", {}, "on land or at sea"),
    ("foo=2", "inf=1", {}, "not TYPE=N"),
    ("inf=41", "inf=1", {}, "from 0 to 40"),
    ("aa=1", "inf=1", {}, "do not attack"),
    ("inf=3", "inf=2", {"retreat": "sometimes"}, "--retreat"),
    ("inf=3", "inf=2", {"space": "nowhere"}, "not a territory"),
    ("inf=3", "inf=2", {"attacker_power": "germany", "defender_power": "japan"}, "same side"),
    ("inf=3", "inf=2", {"attacker_advantages": "Radar"}, "national advantages"),
    ("", "inf=2", {}, "no units"),
])
def test_bad_input_gets_one_sentence(attacker, defender, settings, words):
    with pytest.raises(ValueError) as info:
        SPEC.parse(attacker, defender, settings)
    assert words in str(info.value) and "\n" not in str(info.value)


def test_the_report_names_outcomes_losses_and_the_monte_carlo():
    setup = SPEC.parse("inf=10,art=5,arm=5,fig=5,bom=2", "inf=15,art=3,arm=5,fig=4,aa=1", {})
    report = SPEC.odds(setup, samples=50)
    assert sum(report.outcomes.values()) == pytest.approx(1.0, abs=1e-9)
    assert report.expected["attacker_losses"] > 0 and report.expected["defender_losses"] > 0
    assert "Attacker wins" in report.text and "Monte Carlo (50 battles" in report.text
    # Places and powers as players name them, not the data's ids ("archangel", "germany").
    assert report.text.splitlines()[:3] == [
        "Revised battle odds (land battle in Archangel; the attacker never retreats)",
        "  Germany: inf=10, art=5, arm=5, fig=5, bom=2",
        "  USSR: inf=15, art=3, arm=5, fig=4, aa=1",
    ]
    assert report.details["attacker_takes_territory"] <= report.outcomes["attacker_wins"]


def test_the_battle_being_fought_is_read_from_the_state():
    from sandtable.core.registry import get_game

    setup = SPEC.parse("inf=2,arm=1", "inf=2", {"attacker_power": "germany", "defender_power": "ussr"})
    state = E.engine_state(setup)
    live = SPEC.from_state(state, None)
    assert live is not None
    assert dict(live.att) == {"infantry": 2, "tank": 1} and dict(live.dfd) == {"infantry": 2}
    assert SPEC.odds(live).outcomes == pytest.approx(SPEC.odds(setup).outcomes)
    assert get_game("aa-revised") is not None


SEA = {"attacker_power": "germany", "defender_power": "uk"}


@pytest.mark.parametrize(("attacker", "defender", "settings"), [
    ("inf=4,art=2,arm=2,fig=2,bom=1", "inf=5,art=1,arm=2,fig=2,aa=1", {}),  # AA, artillery
    ("inf=4,arm=2", "inf=5,arm=1", {"retreat": "below:0.6"}),
    ("inf=3,art=1,arm=1,fig=1", "inf=4,arm=1,aa=1", {"retreat": "after:2"}),
    ("inf=3,art=1,arm=1", "inf=4,arm=1", {"amphibious": True, "bombard": "bb=2"}),
    ("inf=3,arm=2,fig=1", "inf=4,arm=1", {"low_luck": True}),
    ("bom=2,inf=2", "inf=3,fig=1,aa=1", {"attacker_power": "usa", "defender_power": "germany",
                                         "attacker_techs": "heavy_bombers"}),
    ("sub=2,dst=1,fig=1,bb=1", "dst=1,car=1,fig=1,trn=1,sub=1", {"defender_submerge": True}),
    ("sub=3,bb=1", "sub=2,trn=2,car=1,fig=1", SEA),  # submarines, no destroyer on either side
    ("sub=2,dst=1,bb=1", "sub=2,trn=1,bb=1", SEA),  # only the attacker has a destroyer
    ("sub=2,bb=1,fig=1", "sub=1,dst=1,car=1,fig=1", dict(SEA, retreat="below:0.5")),
    ("sub=2,dst=1,fig=1", "sub=1,dst=1,bb=1", dict(SEA, retreat="after:2")),
    # a win chance of exactly 1/5 on the threshold: both walks press on (odds_exact.falls_below)
    ("car=1,dst=1", "sub=1,trn=1,car=1", dict(SEA, retreat="below:0.2", low_luck=True)),
])
def test_the_float_walk_agrees_with_the_fractions_pair_by_pair(attacker, defender, settings):
    # the float walk (odds_walk.walk: levels, anti-diagonals, batched arrays) against the Fractions
    # walked pair by pair through Battle.round, to rounding
    setup = SPEC.parse(attacker, defender, settings)
    fast, exact = X.solve(setup), X.solve(setup, exact=True)
    assert sum(exact.final.values()) == 1
    assert E.max_delta(exact.final, {k: float(v) for k, v in fast.final.items()}) < 1e-12


def test_the_count_follows_the_engines_round(monkeypatch):
    from sandtable.games.aa_revised import combat

    assert X.STEPS == (("opening", "subs"), ("main",))  # read from combat.ROUND
    monkeypatch.setattr(X, "ROUND", combat.ROUND + (("new_fire", {}),))
    with pytest.raises(AssertionError, match="new_fire"):
        X._steps()  # a step the engine gains is not silently left out of the odds


def test_a_combat_move_shows_the_battle_it_would_start():
    from sandtable.core.registry import get_game
    from sandtable.games.aa_revised.fixtures import position

    s = position(get_game("aa-revised"),
                 {"west_russia": {"germany": {"infantry": 3, "tank": 2}},
                  "karelia_s_s_r": {"ussr": {"infantry": 2, "aa_gun": 1}}},
                 power="germany", phase="combat_move")
    move = next(a for a in s.legal_actions() if a.kind == "move" and a.path[-1] == "karelia_s_s_r"
                and s.units[a.units[0]].type == "tank")
    setup = SPEC.from_state(s, move)
    assert dict(setup.att) == {"tank": 1} and dict(setup.dfd) == {"infantry": 2} and setup.aa_guns == 1
    assert 0 < SPEC.odds(setup).outcomes["attacker_wins"] < 1
    assert SPEC.from_state(s, next(a for a in s.legal_actions() if a.kind == "done")) is None


def test_the_attacker_keeps_its_last_land_unit_to_take_the_territory():
    kept = SPEC.odds(SPEC.parse("inf=2,fig=2", "inf=2", {}))
    spent = SPEC.odds(SPEC.parse("inf=2,fig=2", "inf=2", {"attacker_keeps_land": "no"}))
    assert kept.details["attacker_takes_territory"] > spent.details["attacker_takes_territory"]
    assert kept.details["attacker_takes_territory"] == pytest.approx(kept.outcomes["attacker_wins"], abs=0.02)
    # the engine's battles, casualties chosen by the same rule, agree
    setup = SPEC.parse("inf=2,fig=2", "inf=2", {})
    sampled = E.monte_carlo(setup, 3000, seed=4)
    assert E.max_delta(X.solve(setup).final, sampled) <= 0.03
