"""Seeded random Revised games to a round cap with zero invariant breaks; records replay to the same
hash; saves load; illegal actions are refused with a reason; selfplay runs from the command line.

Default suite: 50 games of 4 rounds (invariants at every phase change, every action in the first 3
games), a few under non-default options. SANDTABLE_SLOW=1 plays 1,000 more games of 8 rounds with
invariants after every action.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from random_games import assert_command_line_replays, assert_records_replay, session_game, walk_refusing
from sandtable.core.protocol import ChanceOutcome
from sandtable.games.aa_revised import GameRevised
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.invariants import problems
from sandtable.games.aa_revised.selfplay import choose, random_game

GAME = GameRevised()
VARIANTS = [
    {},
    {"players": 5, "tech_timing": "end_of_turn", "heavy_bombers": "lhtr", "super_subs": "lhtr"},
    {
        "national_advantages": 2,
        "national_advantage_selection": "random",
        "aa_casualties": "per_aircraft_dice",
    },
    {"aa_overflight": "always", "rockets": "printed", "sbr_cap": "per_territory_per_turn", "players": 3},
    {
        "national_advantages": 6,
        "carrier_production": "lhtr",
        "allied_ic_when_capital_lost": "any_allied_ic",
        "players": 4,
        "strict_exile": True,
    },
    {
        "low_luck": True,
        "bid": {"germany": 9, "japan": 6},
        "victory_cities": 10,
        "individual_winner": True,
        "new_carrier_rescues_fighter": True,
        "national_advantages": 6,
        "national_advantage_selection": "random",
    },
    {  # the readings players may prefer over the book's (agreements, Enigma's one special move)
        "players": 5,
        "national_advantages": 6,
        "national_advantage_selection": "random",
        "enigma_move": "any",
        "joint_strike_casualties": "defender",
        "multinational_casualties": "largest",
    },
]


def _checker(seed: int, every_action: bool):
    last = {"key": None}

    def check(state, action):
        key = (state.round, state.power, state.phase)
        if every_action or key != last["key"] or state.is_terminal():
            last["key"] = key
            found = problems(state)
            assert not found, f"seed {seed}, after {action.describe()}: {found}"

    return check


def _play(seeds, rounds: int, every_below: int) -> dict[str | None, int]:
    winners: dict[str | None, int] = {}
    for seed in seeds:
        options = {**VARIANTS[seed % len(VARIANTS)], "round_limit": rounds}
        state = random_game(GAME, seed, options, check=_checker(seed, seed < every_below))
        assert state.is_terminal() and state.result() is not None
        winners[state.winner] = winners.get(state.winner, 0) + 1
    return winners


def test_50_random_games_keep_every_invariant() -> None:
    winners = _play(range(50), rounds=4, every_below=3)
    assert sum(winners.values()) == 50


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("SANDTABLE_SLOW"), reason="set SANDTABLE_SLOW=1")
def test_1000_more_games_checked_after_every_action() -> None:
    _play(range(10_000, 11_000), rounds=8, every_below=10**9)


def test_starting_position_facts() -> None:
    s = GAME.new_initial_state(GAME.load_scenario("default"), {})
    assert sum(s.production(p) for p in s.ipcs) == 166
    assert all(s.ipcs[p] == s.production(p) for p in s.ipcs)
    assert len(s.units) == 205
    assert not problems(s)
    assert sum(1 for t in s.ctx.victory_cities if s.owner[t] in ("ussr", "uk", "usa")) == 6


def _session_game(seed: int, options):
    return session_game(GAME, choose, seed, {"round_limit": 2, **options})


@pytest.mark.parametrize(
    "options", [{}, {"national_advantages": 3, "national_advantage_selection": "random"}]
)
def test_records_replay_to_the_same_hash(options) -> None:
    assert_records_replay(GAME, _session_game(3, options))


def _broken_actions(state):
    yield ChanceOutcome((7,), "a seven-sided die")
    yield A.Move((99999,), ("russia",))
    yield A.Move((1,), ("nowhere",))
    yield A.Buy("zeppelin", 1)
    yield A.Buy("battleship", 40)
    yield A.Research("death_ray", 1)
    yield A.Load(1, 2)
    yield A.Unload(1, "spain")
    yield A.Place("tank", "spain", "spain")
    yield A.Fight("sz99")
    yield A.Casualty(99999)
    yield A.Land(1, "sahara")


def test_listed_actions_apply_and_illegal_ones_are_refused_with_a_reason() -> None:
    state = GAME.new_initial_state(GAME.load_scenario("default"), {"round_limit": 1})
    applied, refused = walk_refusing(state, choose, random.Random(7), _broken_actions, A.Done(), 10, 8)
    assert applied > 200 and refused > 200


def test_save_and_command_line_replay(tmp_path: Path) -> None:
    session = _session_game(11, {})
    path = tmp_path / "revised.sandtable.json"
    assert_command_line_replays(path, GAME, session, "sandtable.games.aa_revised")


def test_selfplay_command_plays_engine_only_games() -> None:
    code = (
        "import sys, sandtable.games.aa_revised; from sandtable.cli import main; "
        "sys.exit(main(['selfplay', '--game', 'aa-revised', '--games', '1', '--seed', '5']))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "errors 0" in out.stdout
