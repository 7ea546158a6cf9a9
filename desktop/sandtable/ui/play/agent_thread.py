"""A computer player's move worked out off the Qt thread: `AgentThread` runs one `agent.choose` on a
clone of the state and hands the answer back through a queued signal (see `controller`)."""

from __future__ import annotations

import inspect
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from sandtable.core.protocol import State


def _accepts(function: Callable[..., Any], name: str) -> bool:
    try:
        return name in inspect.signature(function).parameters
    except (TypeError, ValueError):
        return False


class AgentThread(QThread):
    """Runs one `agent.choose` on a clone of the state; emits `chosen(token, action or error)`."""

    chosen = Signal(int, object)
    progressed = Signal(int, float, str)

    def __init__(self, agent: Any, state: State, token: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.agent = agent
        self.state = state
        self.token = token
        self.stop = threading.Event()

    def run(self) -> None:
        kwargs: dict[str, Any] = {}
        if _accepts(self.agent.choose, "stop"):
            kwargs["stop"] = self.stop
        if _accepts(self.agent.choose, "progress"):
            kwargs["progress"] = lambda fraction, text="": self.progressed.emit(
                self.token, float(fraction), str(text))
        try:
            result: Any = self.agent.choose(self.state, **kwargs)
        except Exception as exc:  # the computer's failure is shown to the player, never raised in Qt
            result = exc
        self.chosen.emit(self.token, result)
