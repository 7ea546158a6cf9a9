"""Seeded random games to the end: the workload of the invariant tests and of bench/.

`random_game(game, seed, options)` plays one game with uniformly random legal decisions, except
that at a move or launch prompt it stops (Done) one time in three, so the random side does not
shuffle every unit every card; chance steps are drawn from the exact outcome lists.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from sandtable.core.playout import play_out, random_outcome
from sandtable.core.protocol import CHANCE, Action
from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.state import DDayState

_STOPPABLE = ("move", "place_aircraft")


def choose(state: DDayState, rng: random.Random) -> Action:
    if state.current_player() == CHANCE:
        return random_outcome(state, rng)
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
    if check is None:
        return play_out(state, choose, rng, max_steps, seed)

    def apply_checked(s: DDayState, action: Action) -> None:
        before = s.clone() if isinstance(action, A.Move) else None
        s.apply(action)
        check(s, action, before)

    return play_out(state, choose, rng, max_steps, seed, apply=apply_checked)
