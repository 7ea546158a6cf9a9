"""Seeded random games to the end: the workload of the invariant tests and of bench/.

`choose` picks a uniformly random legal decision, except that in the move phases it stops (Done)
with probability 1/8 (so random armies do move and fight), buys until the money or the
placement room runs out half of the time, and rolls chance steps from their exact outcome lists.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from sandtable.core.playout import play_out, random_outcome
from sandtable.core.protocol import CHANCE, Action
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.state import RevisedState

_STOP = {
    "combat_move": 1 / 8,
    "noncombat_move": 1 / 6,
    "purchase": 1 / 6,
    "mobilize": 0.0,
    "research": 0.7,
    "rockets": 0.3,
}


def choose(state: RevisedState, rng: random.Random) -> Action:
    if state.current_player() == CHANCE:
        return random_outcome(state, rng)
    kind = state.pending["kind"] if state.pending else ""
    actions = state.legal_actions()
    if kind in _STOP and A.Done() in actions:  # not while a declared carrier must still come
        if rng.random() < _STOP[kind] or len(actions) == 1:
            return A.Done()
        actions = [a for a in actions if not isinstance(a, A.Done)]
    return actions[rng.randrange(len(actions))]


def random_game(
    game: Any,
    seed: int,
    options: dict[str, Any] | None = None,
    check: Callable[[RevisedState, Action], None] | None = None,
    max_steps: int = 200_000,
) -> RevisedState:
    """Play to the end (set option round_limit for a bounded game); `check(state, action)` runs
    after each action when given."""
    rng = random.Random(seed)
    opts = {"round_limit": 6, **(options or {})}
    state = game.new_initial_state(game.load_scenario("default"), opts)
    return play_out(state, choose, rng, max_steps, seed, check)
