"""Random 1943-45 games with the invariant checker attached (used by the tests and the bench).

Each game goes through `sandtable.ai.cli.play_game` (GameSession, chance from the seed, random
agents). After every step the cheap invariants run; every `deep_every` steps (0: never) the
expensive ones too (every listed action applies, broken actions are refused with a reason).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sandtable.ai.cli import GameOutcome, play_game
from sandtable.core.session import GameSession
from sandtable.games.g1943_45.invariants import deep_problems, problems


@dataclass
class CheckedGame:
    outcome: GameOutcome
    problems: list[str] = field(default_factory=list)
    final_hash: str = ""


def checked_random_game(game: Any, scenario: Any, seed: int, deep_every: int = 0,
                        options: dict[str, Any] | None = None) -> CheckedGame:
    found: list[str] = []
    last: list[GameSession] = []

    def on_step(session: GameSession) -> None:
        state = session.state
        step = len(session.record.actions)
        check = deep_problems if deep_every and step % deep_every == 0 else problems
        for problem in check(state):  # type: ignore[arg-type]
            if len(found) < 20:
                found.append(f"seed {seed}, step {step} ({state.summary()}): {problem}")  # type: ignore[attr-defined]
        if not last:
            last.append(session)

    outcome = play_game(game, scenario, seed, ["random", "random"], options, on_step=on_step)
    final_hash = last[0].state.state_hash() if last else ""
    return CheckedGame(outcome, found, final_hash)
