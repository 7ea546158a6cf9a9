"""D-Day's exact odds (games/aa_dday/odds_exact.py, odds_spec.py) against battles played through the
engine's own combat tasks, the targeted attacks, the command line, and the computer players there."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

import sandtable.games.aa_dday  # noqa: F401  (registers the game)
from sandtable.core.registry import table_for
from sandtable.games.aa_dday import odds_exact as X

ROOT = Path(__file__).resolve().parents[1]
SPEC = table_for("aa-dday").battle_spec()


@pytest.mark.parametrize(("attacker", "defender", "settings"), [
    ("inf=3,art=1,tank=3", "inf=2,art=4,tank=1,bunker=2", {}),
    ("inf=2,tank=1", "inf=1,art=1,bunker=1", {"cycles": 0}),
    ("inf=3,art=2", "inf=2,tank=2", {"attacking_side": "axis", "cycles": 3,
                                     "casualty_order": "tank,inf"}),
])
def test_exact_odds_match_the_engine_played_10000_times(attacker, defender, settings):
    setup = SPEC.parse(attacker, defender, settings)
    exact = X.battle(setup).final
    assert abs(sum(exact.values()) - 1) < 1e-12
    sampled = X.monte_carlo(setup, 10_000, seed=5)
    assert max(abs(sampled.get(k, 0.0) - exact.get(k, 0.0)) for k in set(exact) | set(sampled)) <= 0.01


def test_fractions_are_exact_and_sum_to_one():
    setup = SPEC.parse("inf=1", "inf=1", {"cycles": 0})
    report = SPEC.odds(setup, exact=True)
    total = sum(Fraction(v) for v in report.exact.values())
    assert total == 1
    # One infantry (hits on 1) against one infantry defending on 2: a cycle where nobody scores
    # repeats, so the attacker takes the zone with (1/6 * 4/6) / (1 - 5/6 * 4/6).
    takes = Fraction(1, 6) * Fraction(4, 6) / (1 - Fraction(20, 36))
    assert Fraction(report.exact["attacker_takes"]) == takes


def test_targeted_attacks():
    naval = SPEC.odds(SPEC.parse("dice=6", "bunker=2", {"attack": "naval"}), exact=True)
    none = Fraction(2, 3) ** 6
    assert Fraction(naval.exact["destroyed_0"]) == none
    assert Fraction(naval.exact["destroyed_1"]) == 6 * Fraction(1, 3) * Fraction(2, 3) ** 5
    strafe = SPEC.odds(SPEC.parse("fighter=2", "inf=3", {"attack": "strafing"}), exact=True)
    one = 1 - Fraction(5, 6) ** 2
    assert Fraction(strafe.exact["destroyed_3"]) == one ** 3
    bombers = SPEC.odds(SPEC.parse("bomber=2", "inf=1", {"attack": "bombers"}))
    assert bombers.outcomes["destroyed_1"] == pytest.approx(0.75)


def test_bad_input_is_one_sentence():
    for attacker, defender, settings in (("tanks=x", "inf=1", {}), ("inf=1", "inf=1", {"cycles": 99}),
                                         ("bunker=1", "inf=1", {}), ("inf=1", "inf=1", {"attack": "nuke"})):
        with pytest.raises(ValueError):
            SPEC.parse(attacker, defender, settings)


def test_the_battle_in_progress_is_described_from_the_state():
    from sandtable.core.registry import get_game
    from sandtable.games.aa_dday.selfplay import choose

    game = get_game("aa-dday")
    state = game.new_initial_state(game.load_scenario("default"), {})
    rng = random.Random(2)
    while state.battle is None:
        state.apply(choose(state, rng))
    setup = SPEC.from_state(state, None)
    report = SPEC.odds(setup)
    assert abs(sum(report.outcomes.values()) - 1) < 1e-9


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "sandtable.cli", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=600, env={**os.environ, "QT_QPA_PLATFORM": "offscreen",
                                                       "PYTHONPATH": str(ROOT / "desktop")})


def test_odds_selfplay_and_tournament_on_the_command_line():
    out = run_cli("odds", "--game", "aa-dday", "--attacker", "inf=3,art=1,tank=3", "--defender",
                  "inf=2,art=4,tank=1,bunker=2", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert set(data["outcomes"]) == {"attacker_takes", "defender_holds", "contested", "both_gone"}
    out = run_cli("odds", "--game", "aa-dday", "--attacker", "inf=1", "--defender", "inf=1", "--cycles", "99")
    assert out.returncode == 2 and "cycles" in out.stderr
    out = run_cli("selfplay", "--game", "aa-dday", "--agents", "random,random", "--games", "1", "--seed", "4",
                  "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["errors"] == 0
    out = run_cli("tournament", "--game", "aa-dday", "--agents", "greedy,random", "--games", "2", "--seed",
                  "1", "--jobs", "1", "--json")
    assert out.returncode == 0, out.stderr
