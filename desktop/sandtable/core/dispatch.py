"""Name -> function tables that the rules engines fill with a decorator.

A rules engine keeps its tasks, decision handlers, phase or card starts in such a table: each
module registers its functions under a name (`@TASKS.register("dice")`), and the engine's loop
looks the name up (`TASKS[name](state, data)`). `Registry` is a plain dict with that decorator, so
lookups, `in` and direct assignment (`DECLARED[name] = fn`) cost what a dict costs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T", bound=Callable[..., object])


class Registry(dict[str, T]):
    """Functions by name; `register(name)` is a decorator that files the function and returns it.

    Registering a name again replaces the function (last registration wins), as with a dict.
    """

    def register(self, name: str) -> Callable[[T], T]:
        def file(fn: T) -> T:
            self[name] = fn
            return fn

        return file
