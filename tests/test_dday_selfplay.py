"""Seeded random D-Day games to the end with zero invariant breaks; records replay; illegal actions
are refused with a reason.

Default suite: 1,000 games (500 basic, 500 with both advanced decks; 2 and 3 players), every
invariant checked at each card boundary and after every move (locked in combat), and after every
single action in the first 20 games of each half. SANDTABLE_SLOW=1 checks every action of 1,000
more games.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from sandtable.core.protocol import CHANCE, ChanceOutcome, IllegalAction
from sandtable.core.record import GameRecord, replay
from sandtable.core.saves import save_game
from sandtable.core.session import GameSession
from sandtable.games.aa_dday import GAME_ID, GameDDay
from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.invariants import move_problems, problems
from sandtable.games.aa_dday.selfplay import choose, random_game

GAME = GameDDay()
ADVANCED = {"fate_deck": True, "tactics_deck": True}


def _checker(seed: int, every_action: bool):
    last = {"pos": None, "turn": None}

    def check(state, action, before):
        found = move_problems(before, action) if before is not None else []
        boundary = (state.pos, state.turn) != (last["pos"], last["turn"])
        last["pos"], last["turn"] = state.pos, state.turn
        if every_action or boundary or state.is_terminal() or isinstance(action, A.Move):
            found += problems(state)
        assert not found, f"seed {seed}, after {action.describe()}: {found}"

    return check


def _play_many(seeds, options_of, every_action_below: int):
    winners: dict[str | None, int] = {}
    for seed in seeds:
        state = random_game(GAME, seed, options_of(seed), check=_checker(seed, seed < every_action_below))
        assert state.is_terminal() and state.result() is not None
        winners[state.winner] = winners.get(state.winner, 0) + 1
    return winners


def test_500_basic_random_games_keep_every_invariant():
    winners = _play_many(range(500), lambda seed: {"players": 2 + seed % 2}, every_action_below=20)
    assert sum(winners.values()) == 500


def test_500_advanced_random_games_keep_every_invariant():
    winners = _play_many(
        range(1000, 1500), lambda seed: {**ADVANCED, "players": 2 + seed % 2}, every_action_below=1020
    )
    assert sum(winners.values()) == 500


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("SANDTABLE_SLOW"), reason="set SANDTABLE_SLOW=1")
def test_1000_more_games_checked_after_every_action():
    _play_many(
        range(5000, 6000),
        lambda seed: {**(ADVANCED if seed % 2 else {}), "players": 2 + seed % 3 // 2},
        every_action_below=10**9,
    )


def _broken_actions(state):
    """Deliberately wrong actions for the decision at hand."""
    yield ChanceOutcome((7,), "a seven-sided die")
    yield A.Move("blockhouse", "cherbourg", "la-hague")
    yield A.Move("infantry", "caen", "la-hague", 1)
    yield A.PlaceAircraft("bomber", "nowhere")
    yield A.Target("gold", "uk", "fighter")
    yield A.Casualty("germany", "fighter")
    yield A.Reinforce("airfield")
    yield A.PickZone("nowhere")
    yield A.Reroll(5)


def test_every_listed_action_applies_and_illegal_ones_are_refused_with_a_reason():
    rng = random.Random(7)
    state = GAME.new_initial_state(GAME.load_scenario("default"), ADVANCED)
    refused = applied = 0
    while not state.is_terminal():
        if state.current_player() != CHANCE:
            for action in state.legal_actions()[:12]:
                copy = state.clone()
                copy.apply(action)
                applied += 1
            before = state.state_hash()
            for bad in _broken_actions(state):
                if bad in state.legal_actions():
                    continue
                with pytest.raises(IllegalAction) as info:
                    state.apply(bad)
                assert info.value.reason and len(info.value.reason) > 10
                refused += 1
            assert state.state_hash() == before
        else:
            with pytest.raises(IllegalAction):
                state.apply(A.Done())
        state.apply(choose(state, rng))
    assert applied > 500 and refused > 500


def _session_game(seed: int, options):
    session = GameSession(GAME, GameRecord(GAME_ID, "default", dict(options), seed, []))
    rng = random.Random(seed)
    while True:
        session.advance()
        if session.is_over():
            return session
        session.decide(choose(session.state, rng))


@pytest.mark.parametrize("options", [{}, {**ADVANCED, "players": 3}])
def test_records_replay_to_the_same_hash(options):
    session = _session_game(3, options)
    state, _ = replay(GAME, session.record)
    assert state.state_hash() == session.state.state_hash()
    assert state.is_terminal()
    half = GameRecord(
        GAME_ID, "default", dict(options), 3, session.record.actions[: len(session.record.actions) // 2]
    )
    again = GameSession(GAME, half)
    assert not again.is_over()


def test_save_and_command_line_replay(tmp_path: Path):
    session = _session_game(11, ADVANCED)
    path = tmp_path / "dday.sandtable.json"
    save_game(path, session.record, game=GAME)
    code = (
        "import sys, sandtable.games.aa_dday; from sandtable.cli import main; "
        "sys.exit(main(['replay', sys.argv[1]]))"
    )
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert session.state.state_hash() in out.stdout
