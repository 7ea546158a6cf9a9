"""Seeded random games to the end: the workload of the invariant tests and of bench/.

`random_game(game, seed, options)` plays one game with uniformly random legal decisions, except
that at a move or launch prompt it stops (Done) one time in three, so the random side does not
shuffle every unit every card; chance steps are drawn from the exact outcome lists.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from sandtable.core.protocol import CHANCE, Action
from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.state import DDayState

_STOPPABLE = ("move", "place_aircraft")


def choose(state: DDayState, rng: random.Random) -> Action:
    if state.current_player() == CHANCE:
        outcomes = state.chance_outcomes()
        return outcomes[rng.randrange(len(outcomes))][0]
    if state.pending and state.pending["kind"] in _STOPPABLE and rng.random() < 1 / 3:
        return A.Done()
    actions = state.legal_actions()
    return actions[rng.randrange(len(actions))]


def random_game(
    game: Any,
    seed: int,
    options: dict[str, Any] | None = None,
    scenario: Any = None,
    check: Callable[[DDayState, Action, DDayState | None], None] | None = None,
    max_steps: int = 20000,
) -> DDayState:
    """Play to the end; `check(state, action, before)` runs after each action when given."""
    rng = random.Random(seed)
    state = game.new_initial_state(
        scenario if scenario is not None else game.load_scenario("default"), dict(options or {})
    )
    for _ in range(max_steps):
        if state.is_terminal():
            return state
        action = choose(state, rng)
        before = state.clone() if check is not None and isinstance(action, A.Move) else None
        state.apply(action)
        if check is not None:
            check(state, action, before)
    raise AssertionError(f"seed {seed}: no end after {max_steps} steps")
