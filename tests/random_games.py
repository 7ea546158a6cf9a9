"""What the games' random-game tests share (tests only): a seeded game through a GameSession, the
walk that applies every listed action and refuses broken ones, record replay, and the command
line's `replay` of a save.

The games' own `selfplay.choose(state, rng)` decides; each test file keeps its invariant
checker, its broken actions and its option sets.
"""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest

from sandtable.core.protocol import CHANCE, Action, Game, IllegalAction, State
from sandtable.core.record import GameRecord, replay
from sandtable.core.saves import save_game
from sandtable.core.session import GameSession

Choose = Callable[[Any, random.Random], Action]


def session_game(game: Game, choose: Choose, seed: int, options: dict[str, Any],
                 scenario: Any = "default") -> GameSession:
    """One seeded game to its end through a GameSession (chance drawn by the session)."""
    session = GameSession(game, GameRecord(game.game_id, scenario, dict(options), seed, []))
    rng = random.Random(seed)
    while True:
        session.advance()
        if session.is_over():
            return session
        session.decide(choose(session.state, rng))


def assert_records_replay(game: Game, session: GameSession) -> None:
    """The session's record replays to its final hash; half of it is a game still running."""
    state, _ = replay(game, session.record)
    assert state.state_hash() == session.state.state_hash()
    assert state.is_terminal()
    record = session.record
    half = GameRecord(record.game_id, record.scenario, record.options, record.seed,
                      record.actions[: len(record.actions) // 2])
    assert not GameSession(game, half).is_over()


def assert_command_line_replays(path: Path, game: Game, session: GameSession, package: str) -> None:
    """The session saved at `path` replays with `sandtable replay` (after importing `package`)
    to the session's final hash."""
    save_game(path, session.record, game=game)
    code = f"import sys, {package}; from sandtable.cli import main; sys.exit(main(['replay', sys.argv[1]]))"
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert session.state.state_hash() in out.stdout


def walk_refusing(state: State, choose: Choose, rng: random.Random,
                  broken: Callable[[State], Iterable[Action]], not_a_roll: Action,
                  listed: int, min_reason: int) -> tuple[int, int]:
    """Play `state` to its end with `choose`; at each decision first apply the first `listed` legal
    actions to copies, then check that each broken action not legal now is refused with a reason
    longer than `min_reason` and leaves the state as it was; at each chance step check that
    `not_a_roll` is refused. Returns (listed actions applied, broken actions refused)."""
    applied = refused = 0
    while not state.is_terminal():
        if state.current_player() != CHANCE:
            for action in state.legal_actions()[:listed]:
                state.clone().apply(action)
                applied += 1
            before = state.state_hash()
            legal = state.legal_actions()
            for bad in broken(state):
                if bad in legal:
                    continue
                with pytest.raises(IllegalAction) as info:
                    state.apply(bad)
                assert info.value.reason and len(info.value.reason) > min_reason
                refused += 1
            assert state.state_hash() == before
        else:
            with pytest.raises(IllegalAction):
                state.apply(not_a_roll)
        state.apply(choose(state, rng))
    return applied, refused
