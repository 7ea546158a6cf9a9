"""Saves that vouch for themselves (issue #15): the record schema, the rules version, checkpoint
hashes and seeded dice are written with every save, and a save whose replay differs (an edited
seed, die, label or hash, or a rules change) is refused with a `DivergentSave` that names the step
and carries the last agreeing step, from which the game can be continued on request.

Also: temporary files left by a killed save are cleaned at start, and committed saves of this
version keep loading (a rules fix that changes them must raise the rules version and keep them
loading through a migration or an option set).
"""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path
from typing import Any

import pytest

import tiny_dice_game as tiny
from sandtable.core import saves
from sandtable.core.jsonfile import FileProblem, write_json_atomic
from sandtable.core.record import RECORD_SCHEMA
from sandtable.core.registry import get_game
from sandtable.core.session import GameSession

GAME = tiny.TinyDiceGame()
COMPAT = Path(__file__).parent / "data" / "hostile" / "compat"


def _finished(seed: int) -> GameSession:
    s = GameSession(GAME, tiny.new_record(seed, scenario="standard"))
    tiny.play_random(s, random.Random(seed))
    assert s.is_over()
    return s


def _saved(tmp_path: Path, seed: int = 11) -> tuple[Path, dict[str, Any], GameSession]:
    s = _finished(seed)
    path = tmp_path / "game.json"
    saves.save_game(path, s.record, {"title": "t"})
    return path, json.loads(path.read_text(encoding="utf-8")), s


def _chance_steps(document: dict[str, Any]) -> list[int]:
    return [n for n, a in enumerate(document["record"]["actions"]) if a["kind"] == "chance"]


def test_a_save_carries_versions_hashes_and_opens_clean(tmp_path: Path) -> None:
    path, document, s = _saved(tmp_path)
    check = document["check"]
    assert document["schema"] == saves.SCHEMA_VERSION == 2
    assert check["record_schema"] == RECORD_SCHEMA and check["rules"] == GAME.rules_version
    assert check["final_hash"] == s.state.state_hash() and check["seeded_dice"] is True
    assert check["steps"] == len(s.record.actions)
    assert len(check["checkpoints"]) == len(s.record.actions) // saves.CHECKPOINT_EVERY
    opened = saves.open_session(path)
    assert opened.state.state_hash() == s.state.state_hash() and opened.meta == {"title": "t"}


def _refused(path: Path, document: dict[str, Any]) -> saves.DivergentSave:
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(saves.DivergentSave) as info:
        saves.open_session(path)
    message = str(info.value)
    assert message.startswith("'game.json' does not replay as it was saved: it diverges at step ")
    assert "\n" not in message and "Traceback" not in message
    return info.value


def test_a_changed_seed_is_named_at_the_first_roll(tmp_path: Path) -> None:
    path, document, _ = _saved(tmp_path)
    document["record"]["seed"] += 1
    first = _chance_steps(document)[0]
    found = _refused(path, document).divergence
    assert found.step == first + 1 and found.last_agreeing == first
    assert "is not what the seed draws" in found.reason


def test_an_edited_die_or_label_is_named_at_its_step(tmp_path: Path) -> None:
    path, document, _ = _saved(tmp_path)
    third = _chance_steps(document)[2]
    edited = json.loads(json.dumps(document))
    action = edited["record"]["actions"][third]
    # Another face that is still a legal outcome, so only the seed check can see it.
    action["values"] = sorted(7 - v for v in action["values"])
    found = _refused(path, edited).divergence
    assert found.step <= third + 1
    relabelled = json.loads(json.dumps(document))
    relabelled["record"]["actions"][third]["label"] = "a die nobody rolled"
    with pytest.raises(FileProblem, match=f"(diverges at step {third + 1}|action {third + 1})"):
        _refused(path, relabelled)


def test_an_edited_hash_or_step_count_is_refused_and_the_game_goes_on_from_the_last_agreeing_step(
        tmp_path: Path) -> None:
    path, document, s = _saved(tmp_path)
    document["check"]["final_hash"] = "0" * 32
    found = _refused(path, document).divergence
    steps = len(s.record.actions)
    assert found.step == steps and found.reason == "the final position differs from the saved one"
    assert found.last_agreeing == steps // saves.CHECKPOINT_EVERY * saves.CHECKPOINT_EVERY
    resumed = saves.open_session(path, upto=found.last_agreeing)
    assert len(resumed.record.actions) == found.last_agreeing and resumed.meta == {"title": "t"}
    with pytest.raises(FileProblem, match="has no step 9999 to continue from"):
        saves.open_session(path, upto=9999)
    document["check"]["final_hash"] = s.state.state_hash()
    document["check"]["checkpoints"]["10"] = "f" * 16
    found = _refused(path, document).divergence
    assert (found.step, found.last_agreeing) == (10, 0)
    assert "position after step 10 differs" in found.reason


def test_a_rules_change_is_named_with_both_versions(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, document, _ = _saved(tmp_path)
    game = get_game("tiny-dice")
    monkeypatch.setattr(type(game), "rules_version", "2")
    # Under the same replay a new rules version alone is no divergence.
    assert saves.open_session(path).is_over()
    document["check"]["final_hash"] = "1" * 32
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(saves.DivergentSave, match=r"^'game.json', saved under rules 1 and replayed under "
                                                  r"rules 2, diverges at step \d+ \(the final position"):
        saves.open_session(path)


@pytest.mark.parametrize(("check", "words"), [
    ([], "'check' must be an object"),
    ({"rules": "1"}, "record_schema None"),
    ({"record_schema": 1, "steps": 1, "rules": "1", "final_hash": "xyz"}, "not a hexadecimal hash"),
    ({"record_schema": 99, "steps": 1, "rules": "1", "final_hash": "a" * 32}, "record schema 99"),
    ({"record_schema": 1, "steps": 1, "rules": "", "final_hash": "a" * 32}, "not a version text"),
    ({"record_schema": 1, "steps": 1, "rules": "1", "final_hash": "a" * 32, "_x": 1}, "unknown field '_x'"),
    ({"record_schema": 1, "steps": 1, "rules": "1", "final_hash": "a" * 32, "checkpoints": {"x": "a"}},
     "checkpoint 'x'"),
])
def test_malformed_check_data_is_one_sentence(tmp_path: Path, check: Any, words: str) -> None:
    path, document, _ = _saved(tmp_path)
    document["check"] = check
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(FileProblem) as info:
        saves.open_session(path)
    assert words in str(info.value) and str(info.value).startswith("'game.json'")


def test_a_schema_1_save_still_opens_unchecked(tmp_path: Path) -> None:
    path, document, s = _saved(tmp_path)
    document["schema"] = 1
    del document["check"]
    path.write_text(json.dumps(document), encoding="utf-8")
    assert saves.open_session(path).state.state_hash() == s.state.state_hash()


def test_temporary_files_left_by_a_killed_save_are_cleaned(tmp_path: Path) -> None:
    folder = saves.autosave_dir()
    folder.mkdir(parents=True, exist_ok=True)
    old = folder / ".1943-45-last.json.k2j4_x9a.tmp"
    fresh = folder / ".1943-45-last.json.b7c8d9e0.tmp"
    mine = folder / "notes.tmp"
    other = tmp_path / ".my game.json.abcdefgh.tmp"
    for p in (old, fresh, mine, other):
        p.write_text("{", encoding="utf-8")
    hour_ago = time.time() - 3600
    for p in (old, mine, other):
        os.utime(p, (hour_ago, hour_ago))
    write_json_atomic(folder / "kept.json", {"a": 1})
    removed = saves.clean_temp_files([tmp_path])
    assert sorted(removed) == sorted([old, other])
    assert fresh.exists() and mine.exists() and (folder / "kept.json").exists()
    assert saves.clean_temp_files([tmp_path / "missing"]) == []
    fresh.unlink()
    mine.unlink()


@pytest.mark.parametrize("name", sorted(p.name for p in COMPAT.glob("*.json")))
def test_committed_saves_of_released_versions_keep_loading(name: str) -> None:
    """Each file here was saved by a released version; it must open, replay as saved, forever."""
    path = COMPAT / name
    document = json.loads(path.read_text(encoding="utf-8"))
    session = saves.open_session(path)
    check = document.get("check")
    if check is not None:
        assert session.state.state_hash() == check["final_hash"]
        assert len(session.record.actions) == check["steps"]


def test_there_are_committed_saves_of_this_version() -> None:
    names = {p.name for p in COMPAT.glob("*.json")}
    shipped = {"1943-45", "aa-dday", "aa-revised", "fstr"}  # a save of each game, kept forever
    assert {"save-schema2-tiny-dice.json"} | {f"save-schema2-{g}.json" for g in shipped} <= names


def test_autosave_replays_only_the_new_actions_and_follows_an_undo(tmp_path: Path) -> None:
    s = GameSession(GAME, tiny.new_record(21, scenario="standard"))
    s.listeners.append(saves.autosave)
    rng = random.Random(21)
    undone = False
    while not s.is_over():
        s.advance()
        if s.is_over():
            break
        s.decide(rng.choice(s.state.legal_actions()))
        if not undone and s.can_undo():
            s.undo()              # the trail must notice the shorter record and start again
            undone = True
        written = json.loads(saves.autosave_path(GAME.game_id).read_text(encoding="utf-8"))
        assert written["check"] == saves.check_data(GAME, s.record)   # the same as a full replay
    trail = s.__dict__["_save_trail"]
    assert len(trail.actions) == len(s.record.actions) and undone
    assert saves.open_session(saves.autosave_path(GAME.game_id)).state.state_hash() == s.state.state_hash()


def _bare_record(tmp_path: Path, seed: int = 11, **changes: Any) -> Path:
    data = _finished(seed).record.to_json()
    data.update(changes)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_bare_record_carries_its_rules_version_and_replays(tmp_path: Path) -> None:
    path = _bare_record(tmp_path)
    assert json.loads(path.read_text(encoding="utf-8"))["rules"] == GAME.rules_version
    assert saves.open_session(path).is_over()


def test_a_bare_record_of_older_rules_replays_under_their_options(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The game played with doubling off under rules 1; under rules 2 the option that reproduces
    # rules 1 is doubling off, which the record itself does not name.
    path = _bare_record(tmp_path, seed=5)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert "doubling" not in data["options"]
    data["options"] = {}
    path.write_text(json.dumps(data), encoding="utf-8")
    game = type(get_game("tiny-dice"))
    asked: list[str] = []

    def options_for_rules(self: Any, version: str) -> dict[str, Any]:
        asked.append(version)
        return {"doubling": GAME.default_options()["doubling"]}

    monkeypatch.setattr(game, "rules_version", "2")
    monkeypatch.setattr(game, "options_for_rules", options_for_rules, raising=False)
    session = saves.open_session(path)
    assert asked == ["1"] and session.is_over()
    assert session.record.options == {"doubling": GAME.default_options()["doubling"]}
    assert session.record.rules == "2"


def test_a_bare_record_without_rules_that_diverges_says_so_and_offers_the_agreeing_steps(
        tmp_path: Path) -> None:
    data = _finished(11).record.to_json()
    del data["rules"]
    # An action no replay can take, as a record of rules that no longer exist would hold.
    data["actions"].insert(3, {"kind": "no such action"})
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(saves.DivergentSave, match=r"^'old.json' does not say which rules it was played "
                                                  r"under and, replayed under rules 1, diverges at step 4 "):
        saves.open_session(path)
    try:
        saves.open_session(path)
    except saves.DivergentSave as exc:
        assert exc.divergence.last_agreeing == 3
        assert len(saves.open_session(path, upto=3).record.actions) == 3


@pytest.mark.parametrize("rules", [7, "", "x" * 33])
def test_a_record_with_a_bad_rules_version_is_one_sentence(tmp_path: Path, rules: Any) -> None:
    path = _bare_record(tmp_path, rules=rules)
    with pytest.raises(FileProblem, match="'rules' must be a rules version of 1 to 32 characters"):
        saves.open_session(path)
