"""Seeded random games to the end: the workload of the invariant tests and of bench/fstr_engine.py.

Decisions are uniform among the legal actions, with two biases so a random game ends: in the
programming phase a player commits (stops buying) half the time, and in a step of an operation
it ends the step (Done) one time in five, else picks a kind of action, then one of
that kind; chance steps are drawn from their exact outcome lists.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from sandtable.core.playout import play_out, random_outcome
from sandtable.core.protocol import CHANCE, Action
from sandtable.games.fstr import actions as A
from sandtable.games.fstr.state import FstrState


def choose(state: FstrState, rng: random.Random) -> Action:
    if state.current_player() == CHANCE:
        return random_outcome(state, rng)
    actions = state.legal_actions()
    kind = state.pending["kind"] if state.pending else ""
    if kind == "allocate":
        side = state.pending["side"]
        if len(actions) == 1 or rng.random() < (0.5 if state.bought[side] else 0.1):
            return A.Commit()
    if kind in ("op_step", "react", "place_art", "segment") and A.Done() in actions and rng.random() < 0.2:
        return A.Done()
    by_kind: dict[str, list[Action]] = {}
    for a in actions:  # a kind first, then an action of it: bombardments do not drown the moves
        if a.kind not in ("done", "commit") or len(actions) == 1:
            by_kind.setdefault(a.kind, []).append(a)
    kinds = sorted(by_kind)
    pick = by_kind[kinds[rng.randrange(len(kinds))]]
    return pick[rng.randrange(len(pick))]


def random_game(
    game: Any,
    seed: int,
    scenario: str = "ortona",
    options: dict[str, Any] | None = None,
    check: Callable[[FstrState, Action], None] | None = None,
    max_steps: int = 50000,
) -> FstrState:
    """Play to the end; `check(state, action)` runs after each action when given."""
    rng = random.Random(seed)
    state = game.new_initial_state(scenario, dict(options or {}))
    return play_out(state, choose, rng, max_steps, seed, check)
