"""The agent protocol shared by every computer player, and the thinking budget they obey.

An agent answers `choose(state, budget=..., stop=..., progress=...)` with one of the state's legal
actions. It never mutates the state it is given (it works on clones), never raises for a position
with legal actions, and always answers within `budget` seconds plus a small margin: when the
budget runs out or `stop` is set ("move now"), it returns the best action found so far.

`Thinking` bundles the deadline, the stop Event and the progress callback so the search loops
check one object. `values_of` turns a terminal state into one value per player in [0, 1].
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from typing import Protocol, runtime_checkable

from sandtable.core.protocol import Action, State

Progress = Callable[[float], None]
Values = tuple[float, ...]


@runtime_checkable
class Agent(Protocol):
    """What the tournament, selfplay and the GUI need from a computer player."""

    name: str

    def choose(self, state: State, budget: float | None = None, stop: threading.Event | None = None,
               progress: Progress | None = None) -> Action:
        """One legal action of `state.current_player()`; `budget` in seconds overrides the agent's own."""
        ...


class Thinking:
    """Deadline, stop flag and progress reporting of one decision."""

    __slots__ = ("start", "deadline", "stop", "_progress", "_last_report")

    def __init__(self, budget: float | None, stop: threading.Event | None = None,
                 progress: Progress | None = None) -> None:
        self.start = time.perf_counter()
        self.deadline = None if budget is None else self.start + max(0.0, budget)
        self.stop = stop
        self._progress = progress
        self._last_report = -1.0

    def over(self) -> bool:
        """True once the time is up or the caller asked for a move now."""
        if self.stop is not None and self.stop.is_set():
            return True
        return self.deadline is not None and time.perf_counter() >= self.deadline

    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def report(self, fraction: float) -> None:
        """Tell the caller how far the thinking is (0..1), at most about 20 times per decision."""
        if self._progress is None:
            return
        fraction = min(1.0, max(0.0, fraction))
        if fraction >= 1.0 or fraction - self._last_report >= 0.05:
            self._last_report = fraction
            try:
                self._progress(fraction)
            except Exception:  # a broken progress display must never stop the computer player
                self._progress = None


def start_decision(state: State, own_budget: float | None, budget: float | None,
                   stop: threading.Event | None, progress: Progress | None
                   ) -> tuple[list[Action], Thinking, Action | None]:
    """The opening every agent shares: the legal actions (refusing a state without any), the
    thinking budget (`budget` overrides the agent's own), and the answer when there is only one
    action to choose from (reported done at once), else None."""
    actions = state.legal_actions()
    if not actions:
        raise ValueError("the state offers no legal action")
    thinking = Thinking(own_budget if budget is None else budget, stop, progress)
    if len(actions) == 1:
        thinking.report(1.0)
        return actions, thinking, actions[0]
    return actions, thinking, None


def values_of(state: State, num_players: int = 2) -> Values:
    """Terminal values per player: 1 to the winner and 0 to the others, 0.5 each for a draw.

    The result's `scores` are used only when every one is in [0, 1] (values already, e.g. a team game
    where every seat of the winning side scores 1); other games put points there (the tiny dice game
    does). A game with more seats than `num_players` gets one value per seat.
    """
    result = state.result()
    scores = tuple(result.scores or ()) if result is not None else ()
    count = max(num_players, len(scores))
    if scores and len(scores) == count and all(0.0 <= float(v) <= 1.0 for v in scores):
        return tuple(float(v) for v in scores)
    if result is None or result.winner is None:
        return tuple(0.5 for _ in range(count))
    return tuple(1.0 if p == result.winner else 0.0 for p in range(count))


def apply_listed(state: State, action: Action) -> None:
    """Apply an action taken from the state's own legal list or chance outcomes, skipping the legality
    check (`State._apply` is documented for actions already known to be legal); search applies
    thousands of them per decision and the check would double the cost."""
    state._apply(action)


def decision_rng(seed: int | str, state: State, salt: str = "") -> random.Random:
    """A generator for one decision, a function of the agent's seed and the position only, so an
    agent replays the same choice after an undo or in a replayed game."""
    return random.Random(f"sandtable-ai:{salt}:{seed}:{state.state_hash()}")
