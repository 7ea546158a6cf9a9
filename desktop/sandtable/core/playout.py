"""Seeded random games to the end: the loop the games' `selfplay.py` modules share.

A game's `selfplay.choose(state, rng)` says how its random player decides (with the biases that
make a random game end); chance steps are drawn by `random_outcome` from their exact outcome lists.
`play_out` plays one game to its end with them, a check after every action.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TypeVar

from sandtable.core.protocol import Action, State

S = TypeVar("S", bound=State)


def random_outcome(state: State, rng: random.Random) -> Action:
    """One of the chance outcomes of `state`, drawn uniformly from its list (one `randrange`)."""
    outcomes = state.chance_outcomes()
    return outcomes[rng.randrange(len(outcomes))][0]


def play_out(
    state: S,
    choose: Callable[[S, random.Random], Action],
    rng: random.Random,
    max_steps: int,
    seed: int,
    check: Callable[[S, Action], None] | None = None,
    apply: Callable[[S, Action], None] | None = None,
) -> S:
    """Play `state` to its end with `choose`; `check(state, action)` runs after each action when
    given, `apply(state, action)` replaces `state.apply` when given (e.g. to keep the state before).

    AssertionError naming `seed` when the game has not ended after `max_steps` actions.
    """
    for _ in range(max_steps):
        if state.is_terminal():
            return state
        action = choose(state, rng)
        if apply is None:
            state.apply(action)
        else:
            apply(state, action)
        if check is not None:
            check(state, action)
    raise AssertionError(f"seed {seed}: no end after {max_steps} steps")
