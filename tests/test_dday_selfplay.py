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
from pathlib import Path

import pytest

from random_games import assert_command_line_replays, assert_records_replay, session_game, walk_refusing
from sandtable.core.protocol import ChanceOutcome
from sandtable.games.aa_dday import GameDDay
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
    state = GAME.new_initial_state(GAME.load_scenario("default"), ADVANCED)
    applied, refused = walk_refusing(state, choose, random.Random(7), _broken_actions, A.Done(), 12, 10)
    assert applied > 500 and refused > 500


def _session_game(seed: int, options):
    return session_game(GAME, choose, seed, options)


@pytest.mark.parametrize("options", [{}, {**ADVANCED, "players": 3}])
def test_records_replay_to_the_same_hash(options):
    assert_records_replay(GAME, _session_game(3, options))


def test_save_and_command_line_replay(tmp_path: Path):
    session = _session_game(11, ADVANCED)
    assert_command_line_replays(tmp_path / "dday.sandtable.json", GAME, session, "sandtable.games.aa_dday")
