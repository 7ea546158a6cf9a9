"""The work list that plays a game: tasks run in order until one needs a player or a die.

A task is [name, data] with JSON data (so a state is plain data and hashes the same on every
machine). A task that needs a decision sets `pending` = {"kind", "side", ...}; a die sets
`pending` = {"kind": "roll", "dice", "label", "then", "ctx"} and the outcome is handed to the
task `then` as ctx["faces"]. Handlers turn a player's action into state changes and tasks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sandtable.core.dispatch import Registry
from sandtable.core.protocol import Action, ChanceOutcome
from sandtable.games.fstr.state import FstrState

Task = Callable[[FstrState, dict[str, Any]], None]
Handler = Callable[[FstrState, dict[str, Any], Action], None]
TASKS: Registry[Task] = Registry()
HANDLERS: Registry[Handler] = Registry()
task = TASKS.register
handler = HANDLERS.register


def push(s: FstrState, *tasks: tuple[str, dict[str, Any]]) -> None:
    """Run these tasks next, in the order given (before anything already listed)."""
    s.tasks[0:0] = [[name, dict(data)] for name, data in tasks]


def ask(s: FstrState, side: str, kind: str, prompt: str, **data: Any) -> None:
    s.pending = {"kind": kind, "side": side, "prompt": prompt, **data}


def roll(s: FstrState, label: str, then: str, ctx: dict[str, Any], dice: int = 1) -> None:
    """A labelled chance step (ARCHITECTURE principle 4): `dice` d6 (0 = a coin)."""
    s.pending = {"kind": "roll", "dice": dice, "label": label, "then": then, "ctx": ctx}


def note(s: FstrState, text: str) -> None:
    s.log.append(f"T{s.turn}.{s.impulse} {text}")


def advance(s: FstrState) -> None:
    while s.pending is None and s.winner is None and s.phase != "over":
        if not s.tasks:
            raise RuntimeError("the work list ran dry")  # the impulse task always re-queues itself
        name, data = s.tasks.pop(0)
        TASKS[name](s, data)


def apply_action(s: FstrState, action: Action) -> None:
    pending = s.pending
    assert pending is not None
    s.pending = None
    if isinstance(action, ChanceOutcome):
        note(s, action.describe())
        push(s, (pending["then"], {**pending["ctx"], "faces": list(action.values)}))
    else:
        note(s, f"{pending['side']}: {action.describe()}")
        HANDLERS[pending["kind"]](s, pending, action)
    advance(s)
