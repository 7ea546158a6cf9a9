"""What the rules packages' `Game` classes share: action and option modules imported on first use,
one shipped scenario named "default", scenario parsing memoised by content, and the refusal of
unknown option names.

A game package keeps its `Game` in its `__init__.py`, which every import of the package runs; the
rules modules stay unimported until a game is decoded or started (`PackagedGame`). A game with one
shipped scenario file says where it is (`OneScenarioGame.default_scenario_path`) and gets the
usual `load_scenario`.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Container, Iterable
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from sandtable.core.protocol import Action, Game, JsonValue

T = TypeVar("T")


class PackagedGame(Game):
    """A Game whose action classes and options live in modules of its package.

    `actions_module` names a module with `action_registry()`, `options_module` one with
    `default_options()` (none: no options); both are imported when first asked for.
    """

    actions_module: ClassVar[str]
    options_module: ClassVar[str] = ""

    def action_registry(self) -> dict[str, type[Action]]:
        registry: dict[str, type[Action]] = importlib.import_module(self.actions_module).action_registry()
        return registry

    def default_options(self) -> dict[str, JsonValue]:
        if not self.options_module:
            return {}
        options: dict[str, JsonValue] = importlib.import_module(self.options_module).default_options()
        return options


class OneScenarioGame(PackagedGame):
    """A PackagedGame with one shipped scenario: "default" (or "") names it; read once per Game."""

    _default_scenario: Any = None

    def default_scenario_path(self) -> Path:
        raise NotImplementedError

    def load_scenario(self, ref: str) -> Any:
        from sandtable.core.jsonfile import read_json_file

        if ref not in ("", "default"):
            raise ValueError(f'game {self.game_id!r} has no scenario named {str(ref)[:40]!r} (use "default")')
        if self._default_scenario is None:
            self._default_scenario = read_json_file(self.default_scenario_path())
        return self._default_scenario


def by_content(cache: dict[str, T], data: Any, build: Callable[[Any], T]) -> T:
    """`build(data)` once per content of the JSON value `data` (its sorted-key text is the key)."""
    key = json.dumps(data, sort_keys=True)
    if key not in cache:
        cache[key] = build(data)
    return cache[key]


def refuse_unknown_options(given: Iterable[Any], known: Container[str], game: str) -> None:
    """ValueError naming, sorted and cut to 40 characters each, the option names in `given` that
    `known` lacks ("unknown D-Day option(s): ...")."""
    unknown = sorted(str(name)[:40] for name in given if name not in known)
    if unknown:
        raise ValueError(f"unknown {game} option(s): {', '.join(unknown)}")
