"""Thinking in a worker thread, for front ends: start, watch progress, "move now", cancel.

`think(agent, state)` clones the state, runs `agent.choose` on the clone in a daemon thread and
returns a `Thought`. The front end polls `done()` or waits with `wait()`, calls `move_now()` to
get the best action found so far (the agent stops at its next check, within milliseconds), or
`cancel()` to discard the answer (the player took the move back, the window closed). Progress
fractions (0..1) go to the optional callback from the worker thread; a Qt front end forwards
them through a queued signal. No Qt here: the same helper serves tests and the command line.
"""

from __future__ import annotations

import threading

from sandtable.ai.agent import Agent, Progress
from sandtable.core.protocol import Action, State


class Thought:
    """One decision being thought about in the background."""

    def __init__(self, agent: Agent, state: State, budget: float | None = None,
                 progress: Progress | None = None) -> None:
        self._stop = threading.Event()
        self._finished = threading.Event()
        self._cancelled = False
        self._action: Action | None = None
        self._error: BaseException | None = None
        self._lock = threading.Lock()
        self._fraction = 0.0
        snapshot = state.clone()

        def report(fraction: float, *_: object) -> None:
            with self._lock:
                self._fraction = fraction
            if progress is not None and not self._cancelled:
                progress(fraction)

        def run() -> None:
            try:
                self._action = agent.choose(snapshot, budget=budget, stop=self._stop, progress=report)
            except BaseException as exc:  # handed to the caller in result(), never lost in the thread
                self._error = exc
            finally:
                self._finished.set()

        self._thread = threading.Thread(target=run, name=f"sandtable-ai-{getattr(agent, 'name', 'agent')}",
                                        daemon=True)
        self._thread.start()

    @property
    def fraction(self) -> float:
        with self._lock:
            return self._fraction

    def done(self) -> bool:
        return self._finished.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._finished.wait(timeout)

    def move_now(self) -> None:
        """Ask for the best action found so far."""
        self._stop.set()

    def cancel(self) -> None:
        """Stop thinking and discard the answer."""
        self._cancelled = True
        self._stop.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def result(self, timeout: float | None = None) -> Action | None:
        """The chosen action (None if cancelled); re-raises the agent's error; waits up to `timeout`."""
        if not self._finished.wait(timeout):
            raise TimeoutError("the computer player is still thinking")
        if self._cancelled:
            return None
        if self._error is not None:
            raise self._error
        return self._action


def think(agent: Agent, state: State, budget: float | None = None,
          progress: Progress | None = None) -> Thought:
    return Thought(agent, state, budget, progress)
