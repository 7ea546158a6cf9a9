"""Saves that lie (issue #15), for every shipped game: a save whose seed, recorded die faces, chance
label or final state hash was edited never opens silently; the loader names the step where the
replay leaves the save (or refuses the action) in one sentence. The core's own checks on the tiny
game are in tests/test_core_save_check.py; this runs the same edits on a seeded random game of
1943-45, D-Day, Revised and FSTR, whose dice are each a labelled chance step drawn from the seed.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from sandtable.ai.cli import play_game
from sandtable.core import saves
from sandtable.core.jsonfile import FileProblem
from sandtable.core.registry import get_game

SCENARIOS = {"1943-45": "default", "aa-dday": "default", "aa-revised": "default", "fstr": "ortona"}


def _saved(tmp_path: Path, game_id: str) -> tuple[Path, dict[str, Any], list[int]]:
    game = get_game(game_id)
    outcome = play_game(game, SCENARIOS[game_id], 77, ["random"] * game.num_players, max_steps=120)
    assert outcome.error in (None, "no end after 120 steps")  # a game cut short is saved as it stands
    path = tmp_path / "game.json"
    saves.save_game(path, outcome.record, {}, game)
    document = json.loads(path.read_text(encoding="utf-8"))
    chance = [n for n, a in enumerate(document["record"]["actions"]) if a["kind"] == "chance"]
    assert document["check"]["seeded_dice"] is True and len(chance) >= 2
    return path, document, chance


def _refusal(path: Path, document: dict[str, Any], change: Callable[[dict[str, Any]], None]) -> str:
    edited = copy.deepcopy(document)
    change(edited)
    path.write_text(json.dumps(edited), encoding="utf-8")
    with pytest.raises(FileProblem) as info:  # DivergentSave is a FileProblem
        saves.open_session(path)
    message = str(info.value)
    assert "\n" not in message and "Traceback" not in message and len(message) < 600
    return message


@pytest.mark.parametrize("game_id", sorted(SCENARIOS))
def test_an_edited_seed_die_label_or_hash_is_named(tmp_path: Path, game_id: str) -> None:
    path, document, chance = _saved(tmp_path, game_id)
    assert saves.open_session(path).state.state_hash() == document["check"]["final_hash"]
    first, middle = chance[0], chance[len(chance) // 2]

    def seed(d: dict[str, Any]) -> None:
        d["record"]["seed"] += 1

    def face(d: dict[str, Any]) -> None:
        action = d["record"]["actions"][middle]
        action["values"] = [7 - v for v in action["values"]]

    def label(d: dict[str, Any]) -> None:
        d["record"]["actions"][middle]["label"] = "a die nobody rolled"

    def final_hash(d: dict[str, Any]) -> None:
        d["check"]["final_hash"] = "0" * 32

    assert f"diverges at step {first + 1} " in _refusal(path, document, seed)
    assert f"step {middle + 1}" in _refusal(path, document, face)
    assert f"{middle + 1}" in _refusal(path, document, label)
    steps = len(document["record"]["actions"])
    assert f"diverges at step {steps} " in _refusal(path, document, final_hash)
