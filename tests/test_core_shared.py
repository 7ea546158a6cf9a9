"""The pieces the rules engines share: core.dispatch, core.game_base, core.playout, and from
core.protocol `Done` and `action_kinds`."""

from __future__ import annotations

import random
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from sandtable.core.dispatch import Registry
from sandtable.core.game_base import OneScenarioGame, by_content, refuse_unknown_options
from sandtable.core.playout import play_out, random_outcome
from sandtable.core.protocol import CHANCE, Action, ChanceOutcome, Done, State, action_from_json, action_kinds
from tiny_dice_game import Roll, TinyDiceGame


def test_registry_files_functions_by_name() -> None:
    tasks: Registry[Any] = Registry()

    @tasks.register("double")
    def double(x: int) -> int:
        return 2 * x

    assert double(2) == 4 and tasks["double"] is double and "double" in tasks
    tasks["half"] = lambda x: x // 2
    assert tasks["half"](8) == 4 and sorted(tasks) == ["double", "half"]


def test_by_content_builds_once_per_content() -> None:
    cache: dict[str, list[int]] = {}
    built: list[Any] = []

    def build(data: Any) -> list[int]:
        built.append(data)
        return [len(data)]

    first = by_content(cache, {"a": 1, "b": 2}, build)
    assert by_content(cache, {"b": 2, "a": 1}, build) is first
    assert by_content(cache, {"a": 2}, build) == [1] and len(built) == 2


class _OneScenario(OneScenarioGame):
    game_id = "one-scenario"
    actions_module = "one_scenario_actions"

    def __init__(self, path: Path) -> None:
        self.path = path

    def default_scenario_path(self) -> Path:
        return self.path

    def new_initial_state(self, scenario: Any, options: dict[str, Any]) -> State:
        raise NotImplementedError


def test_one_scenario_game_reads_default_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    module = types.ModuleType("one_scenario_actions")
    module.action_registry = lambda: {"roll": Roll}  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "one_scenario_actions", module)
    path = tmp_path / "scenario.json"
    path.write_text('{"target": 12}', encoding="utf-8")
    game = _OneScenario(path)
    assert game.load_scenario("default") == {"target": 12}
    path.write_text('{"target": 30}', encoding="utf-8")
    assert game.load_scenario("") is game.load_scenario("default")
    with pytest.raises(ValueError, match='no scenario named .* \\(use "default"\\)'):
        game.load_scenario("other")
    assert game.default_options() == {} and game.action_registry() == {"roll": Roll}


def _choose(state: State, rng: random.Random) -> Action:
    if state.current_player() == CHANCE:
        return random_outcome(state, rng)
    actions = state.legal_actions()
    return actions[rng.randrange(len(actions))]


def test_play_out_plays_to_the_end_and_checks_every_action() -> None:
    game = TinyDiceGame()

    def start() -> State:
        return game.new_initial_state({"target": 12}, {"doubling": True})

    seen: list[str] = []
    state = play_out(start(), _choose, random.Random(3), 10_000, 3, check=lambda s, a: seen.append(a.kind))
    assert state.is_terminal() and seen and "chance" in seen
    again = play_out(start(), _choose, random.Random(3), 10_000, 3)
    assert again.state_hash() == state.state_hash()
    with pytest.raises(AssertionError, match="seed 3: no end after 2 steps"):
        play_out(start(), _choose, random.Random(3), 2, 3)


def test_action_kinds_and_the_shared_done() -> None:
    kinds = action_kinds(Done, Roll, ChanceOutcome)
    assert kinds == {"done": Done, "roll": Roll, "chance": ChanceOutcome}
    assert action_from_json(Done().to_json(), kinds) == Done() and Done().describe() == "done"
    assert action_kinds(Done, Done) == {"done": Done}
    with pytest.raises(ValueError, match="action kind 'roll' names both Roll and Other"):
        action_kinds(Roll, type("Other", (Roll,), {}))


def test_unknown_options_are_refused_by_name() -> None:
    refuse_unknown_options({"a": 1}, {"a": (0, "")}, "Tiny")
    with pytest.raises(ValueError, match=r"^unknown Tiny option\(s\): b, c$"):
        refuse_unknown_options({"c": 1, "a": 2, "b": 3}, {"a": (0, "")}, "Tiny")
    with pytest.raises(ValueError) as info:
        refuse_unknown_options({"x" * 500: 1}, {}, "Tiny")
    assert str(info.value) == "unknown Tiny option(s): " + "x" * 40
