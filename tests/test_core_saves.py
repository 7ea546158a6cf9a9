"""Saves: round trips, schema migrations, and hostile files refused with one clear FileProblem.

`saves.open_session` is the one door the UI uses to open a saved game, so every hostile case
goes through it and must end in a `FileProblem` naming the file and the problem (any other
exception fails the test).
"""

from __future__ import annotations

import copy
import json
import os
import pickle
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tiny_dice_game as tiny
from sandtable.core import registry, saves
from sandtable.core.jsonfile import FileProblem
from sandtable.core.protocol import Game
from sandtable.core.record import GameRecord, replay
from sandtable.core.session import GameSession

GAME = tiny.TinyDiceGame()
NAME = "game.sandtable.json"


def finished_session(seed: int = 3) -> GameSession:
    s = GameSession(GAME, tiny.new_record(seed, scenario="short"))
    tiny.play_random(s, random.Random(seed))
    assert s.is_over()
    return s


_BASE = saves.save_document(finished_session().record, {"title": "evening game"})


def base() -> dict[str, Any]:
    return copy.deepcopy(_BASE)


# -- round trips -----------------------------------------------------------------------------

def test_save_and_load_round_trip(tmp_path: Path) -> None:
    s = finished_session(9)
    meta = {"title": "Sicily, again", "players": ["human", "computer"], "notes": "ünïcödé ✓"}
    path = tmp_path / NAME
    saves.save_game(path, s.record, meta)
    record, loaded_meta = saves.load_save(path)
    assert record == s.record and loaded_meta == meta
    state, _ = replay(GAME, record)
    assert state.state_hash() == s.state.state_hash()
    opened = saves.open_session(path)
    assert opened.state.state_hash() == s.state.state_hash() and opened.meta == meta
    assert opened.is_over() and not opened.can_undo()


def test_a_game_in_progress_reopens_where_it_stopped(tmp_path: Path) -> None:
    s = GameSession(GAME, tiny.new_record(5))
    s.decide(tiny.Bet(9))
    path = tmp_path / NAME
    saves.save_game(path, s.record)
    opened = saves.open_session(path)
    assert opened.current_player() == 1 and opened.state.bet == 9
    opened.decide(tiny.Answer(False))
    s.decide(tiny.Answer(False))
    assert opened.roll() == s.roll(), "the seed travels with the save"


# -- migrations ------------------------------------------------------------------------------

def _migrate_2_to_3(document: dict[str, Any]) -> dict[str, Any]:
    """A pretend schema 3: meta must carry a title, and the record's scenario sits in meta too."""
    document = dict(document)
    meta = dict(document["meta"])
    meta.setdefault("title", "untitled")
    meta["scenario"] = document["record"]["scenario"]
    document["meta"] = meta
    return document


@pytest.fixture
def schema_three(monkeypatch: pytest.MonkeyPatch) -> None:
    assert saves.SCHEMA_VERSION == 2
    monkeypatch.setattr(saves, "SCHEMA_VERSION", 3)
    monkeypatch.setitem(saves.MIGRATIONS, 2, _migrate_2_to_3)


def test_an_old_save_is_migrated_forward(tmp_path: Path, schema_three: None) -> None:
    old = base()
    del old["meta"]["title"]
    assert old["schema"] == 2
    path = tmp_path / NAME
    path.write_text(json.dumps(old), encoding="utf-8")
    record, meta = saves.load_save(path)
    assert meta == {"title": "untitled", "scenario": "short"}
    assert record.to_json() == old["record"]
    session = saves.open_session(path)
    assert session.meta["title"] == "untitled" and session.is_over()
    # What is written now is the current schema, and it loads without migrating.
    saves.save_game(path, session.record, session.meta)
    assert json.loads(path.read_text(encoding="utf-8"))["schema"] == 3
    assert saves.load_save(path)[1] == meta


def test_migration_errors_and_gaps_are_file_problems(tmp_path: Path, schema_three: None,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    broken = base()
    del broken["meta"]  # the migration indexes document["meta"] -> KeyError on bad data
    path = tmp_path / NAME
    path.write_text(json.dumps(broken), encoding="utf-8")
    with pytest.raises(FileProblem, match="cannot be upgraded from schema 2"):
        saves.open_session(path)
    newer = base()
    newer["schema"] = 4
    path.write_text(json.dumps(newer), encoding="utf-8")
    with pytest.raises(FileProblem, match=r"newer Sandtable \(schema 4; this version reads up to 3\)"):
        saves.open_session(path)
    monkeypatch.setattr(saves, "SCHEMA_VERSION", 4)
    path.write_text(json.dumps(base()), encoding="utf-8")
    with pytest.raises(FileProblem, match="schema 3, which cannot be upgraded"):
        saves.open_session(path)


# -- hostile files ---------------------------------------------------------------------------

Builder = Callable[[Path], Path]


def raw(data: bytes | Callable[[], bytes]) -> Builder:
    def build(folder: Path) -> Path:
        path = folder / NAME
        path.write_bytes(data() if callable(data) else data)
        return path
    return build


def doc(change: Callable[[dict[str, Any]], Any]) -> Builder:
    """A valid save changed by `change` (which edits in place or returns a replacement)."""
    def build(folder: Path) -> Path:
        document = base()
        replaced = change(document)
        document = document if replaced is None else replaced
        path = folder / NAME
        path.write_text(json.dumps(document), encoding="utf-8")
        return path
    return build


def text(make: Callable[[str], str]) -> Builder:
    """Edit the JSON text of a valid save (for things json.dumps will not write)."""
    return raw(lambda: make(json.dumps(base())).encode("utf-8"))


def put(*keys_and_value: Any) -> Callable[[dict[str, Any]], None]:
    *keys, value = keys_and_value

    def change(document: dict[str, Any]) -> None:
        target = document
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value
    return change


def drop(*keys: str) -> Callable[[dict[str, Any]], None]:
    def change(document: dict[str, Any]) -> None:
        target = document
        for key in keys[:-1]:
            target = target[key]
        del target[keys[-1]]
    return change


def actions(*extra: Any, keep: int = 0) -> Callable[[dict[str, Any]], None]:
    """Keep the first `keep` recorded actions and append `extra` ones."""
    def change(document: dict[str, Any]) -> None:
        document["record"]["actions"] = document["record"]["actions"][:keep] + list(extra)
    return change


ROLL = {"kind": "roll"}
HOLD = {"kind": "hold"}
EXPR = "__import__('os').system('touch PWNED')"
VALID_BYTES = json.dumps(_BASE).encode("utf-8")

HOSTILE: list[tuple[str, Builder, str]] = [
    # -- not JSON text at all
    ("empty", raw(b""), "is empty"),
    ("blank", raw(b"  \n\t \r\n"), "is empty"),
    ("binary-junk", raw(bytes(range(128, 256)) * 8), "not UTF-8"),
    ("nul-bytes", raw(b"\x00" * 64), "not valid JSON"),
    ("utf16-le-bom", raw(b"\xff\xfe" + json.dumps(_BASE).encode("utf-16-le")), "UTF-16"),
    ("utf16-be-bom", raw(b"\xfe\xff" + json.dumps(_BASE).encode("utf-16-be")), "UTF-16"),
    ("utf16-no-bom", raw(json.dumps(_BASE).encode("utf-16-le")), "not valid JSON"),
    ("latin1", raw(json.dumps({**_BASE, "meta": {"t": "café"}}, ensure_ascii=False).encode("latin-1")),
     "not UTF-8"),
    ("truncated-half", raw(VALID_BYTES[: len(VALID_BYTES) // 2]), "not valid JSON"),
    ("truncated-last-byte", raw(VALID_BYTES.rstrip()[:-1]), "not valid JSON"),
    ("one-brace", raw(b"{"), "not valid JSON"),
    ("trailing-garbage", raw(VALID_BYTES + b" rm -rf /"), "not valid JSON: Extra data"),
    ("two-documents", raw(VALID_BYTES + VALID_BYTES), "not valid JSON"),
    ("yaml", raw(b"format: sandtable-save\nschema: 1\n"), "not valid JSON"),
    ("xml", raw(b"<?xml version='1.0'?><save/>"), "not valid JSON"),
    ("pickle-binary", raw(pickle.dumps(_BASE, protocol=4)), "not UTF-8"),
    ("pickle-ascii", raw(pickle.dumps(_BASE, protocol=0)), "not valid JSON"),
    ("pickle-reduce", raw(b"cos\nsystem\n(S'touch PWNED'\ntR."), "not valid JSON"),
    ("python-literal", raw(repr(_BASE).encode("utf-8")), "not valid JSON"),
    ("single-quotes", text(lambda t: t.replace('"', "'")), "not valid JSON"),
    ("comment", text(lambda t: "// a save\n" + t), "not valid JSON"),
    # -- JSON that Sandtable does not accept as data
    ("nan", text(lambda t: t.replace('"title": "evening game"', '"title": NaN')), "NaN is not allowed"),
    ("infinity", text(lambda t: t.replace('"schema": 2', '"schema": Infinity')), "Infinity is not allowed"),
    ("minus-infinity", text(lambda t: t.replace('"seed": 3', '"seed": -Infinity')), "-Infinity"),
    ("overflowing-float", text(lambda t: t.replace('"seed": 3', '"seed": 1e999')), "too large"),
    ("huge-integer", text(lambda t: t.replace('"seed": 3', '"seed": ' + "9" * 5000)), "more than 100 digits"),
    ("lone-surrogate", text(lambda t: t.replace("evening game", "\\ud800")), "lone surrogate"),
    ("nested-100k-arrays", raw(b"[" * 100_000 + b"]" * 100_000), "nested too deeply"),
    ("nested-100k-objects", raw(b'{"a":' * 100_000 + b"1" + b"}" * 100_000), "nested too deeply"),
    ("nested-in-meta", text(lambda t: t.replace('"evening game"', "[" * 100_000 + "]" * 100_000)),
     "nested too deeply"),
    ("nested-300", doc(put("meta", "deep", json.loads("[" * 300 + "]" * 300))), "more than 200 levels"),
    # -- the wrong kind of document
    ("top-level-array", doc(lambda d: [d]), "not a Sandtable save (expected a JSON object)"),
    ("top-level-string", doc(lambda d: "sandtable-save"), "expected a JSON object"),
    ("top-level-null", raw(b"null"), "expected a JSON object"),
    ("top-level-number", doc(lambda d: 1), "expected a JSON object"),
    ("no-format", doc(drop("format")), "format is None"),
    ("board-format", doc(put("format", "sandtable-board")), "format is 'sandtable-board'"),
    ("geojson", doc(lambda d: {"type": "FeatureCollection", "features": []}), "not a Sandtable save"),
    # -- schema versions
    ("no-schema", doc(drop("schema")), "no valid schema version (found None)"),
    ("schema-newer", doc(put("schema", 99)), "newer Sandtable (schema 99"),
    ("schema-zero", doc(put("schema", 0)), "no valid schema version (found 0)"),
    ("schema-negative", doc(put("schema", -1)), "no valid schema version (found -1)"),
    ("schema-string", doc(put("schema", "1")), "no valid schema version (found '1')"),
    ("schema-float", doc(put("schema", 1.0)), "no valid schema version (found 1.0)"),
    ("schema-bool", doc(put("schema", True)), "no valid schema version (found True)"),
    ("schema-list", doc(put("schema", [1])), "no valid schema version"),
    # -- record and meta structure
    ("no-record", doc(drop("record")), "has no game record ('record')"),
    ("record-null", doc(put("record", None)), "a game record must be a JSON object"),
    ("record-list", doc(put("record", [])), "a game record must be a JSON object"),
    ("record-string", doc(put("record", "tiny-dice")), "a game record must be a JSON object"),
    ("meta-list", doc(put("meta", ["title"])), "'meta' must be an object"),
    ("meta-string", doc(put("meta", EXPR)), "'meta' must be an object"),
    ("no-game", doc(drop("record", "game")), "no game id ('game')"),
    ("game-empty", doc(put("record", "game", "")), "no game id ('game')"),
    ("game-number", doc(put("record", "game", 7)), "no game id ('game')"),
    ("game-unknown", doc(put("record", "game", "chess")), "unknown game 'chess' (known: "),
    ("game-expression", doc(put("record", "game", EXPR)), "unknown game \"__import__('os').system"),
    ("game-path", doc(put("record", "game", "../../../etc/passwd")), "unknown game '../../../etc/passwd'"),
    ("game-huge-string", doc(put("record", "game", "x" * 1_000_000)), "unknown game 'xxxx"),
    ("seed-string", doc(put("record", "seed", "3")), "'seed' must be a non-negative integer"),
    ("seed-bool", doc(put("record", "seed", True)), "'seed' must be a non-negative integer"),
    ("seed-negative", doc(put("record", "seed", -3)), "'seed' must be a non-negative integer"),
    ("seed-huge", doc(put("record", "seed", 2**64)), "below 2**63"),
    ("seed-float", doc(put("record", "seed", 3.5)), "'seed' must be a non-negative integer"),
    ("seed-null", doc(put("record", "seed", None)), "'seed' must be a non-negative integer"),
    ("options-list", doc(put("record", "options", ["doubling"])), "'options' must be an object"),
    ("actions-object", doc(put("record", "actions", {"0": ROLL})), "'actions' must be a list of objects"),
    ("actions-string", doc(put("record", "actions", "roll,hold")), "'actions' must be a list of objects"),
    ("actions-numbers", doc(put("record", "actions", [1, 2])), "'actions' must be a list of objects"),
    ("actions-null-item", doc(actions(None, keep=2)), "'actions' must be a list of objects"),
    # -- actions the game cannot decode
    ("action-unknown-kind", doc(actions({"kind": "teleport"})), "action 1: unknown action kind 'teleport'"),
    ("action-no-kind", doc(actions({"at_least": 5})), "action 1: unknown action kind None"),
    ("action-kind-number", doc(actions({"kind": 3})), "unknown action kind 3"),
    ("action-kind-expression", doc(actions({"kind": EXPR})), "unknown action kind \"__import__"),
    ("action-kind-dunder", doc(actions({"kind": "__class__"})), "unknown action kind '__class__'"),
    ("action-extra-field", doc(actions({"kind": "roll", "speed": 3})), "unknown fields: 'speed'"),
    ("action-missing-field", doc(actions({"kind": "bet"})), "action 1: action 'bet' lacks fields: at_least"),
    ("action-nested-object", doc(actions({"kind": "bet", "at_least": {"$eval": EXPR}})),
     "field 'at_least' has an unsupported value (an object)"),
    ("action-nested-in-list", doc(actions(ROLL, {"kind": "chance", "values": [3, {"x": 1}], "label": ""})),
     "action 2: action 'chance' field 'values' has an unsupported value"),
    ("action-bool-for-int", doc(actions({"kind": "bet", "at_least": True})), "must be an integer, not True"),
    ("action-string-for-int", doc(actions({"kind": "bet", "at_least": "12"})),
     "must be an integer, not '12'"),
    ("action-expression-for-int", doc(actions({"kind": "bet", "at_least": EXPR})), "must be an integer"),
    # -- actions that decode but break the rules
    ("illegal-in-the-middle", doc(actions(HOLD, keep=3)), "action 4 (hold()) is refused"),
    ("decision-at-a-roll", doc(actions(ROLL, HOLD)), "action 2 (hold()) is refused: the dice must be"),
    ("answer-without-bet", doc(actions({"kind": "answer", "double": True})), "there is no bet to answer"),
    ("bet-out-of-range", doc(actions({"kind": "bet", "at_least": 99})), "a bet must be between 3 and 12"),
    ("impossible-dice", doc(actions(ROLL, {"kind": "chance", "values": [7, 7], "label": "roll, player 1"})),
     "action 2 (roll, player 1: rolled 7 7) is refused"),
    ("wrong-roll-label", doc(actions(ROLL, {"kind": "chance", "values": [3, 4], "label": "cheat"})),
     "not a possible outcome of roll, player 1"),
    ("chance-before-decision", doc(actions({"kind": "chance", "values": [6, 6], "label": "roll, player 1"})),
     "no dice are being rolled now"),
    ("move-after-the-end", doc(lambda d: d["record"]["actions"].append(ROLL)), "the game is over"),
    ("huge-string-in-action",
     doc(actions(ROLL, {"kind": "chance", "values": [2, 2], "label": "z" * 500_000})), "is refused"),
    # -- scenarios and options the game refuses (ValueError, KeyError and TypeError alike)
    ("no-scenario", doc(drop("record", "scenario")), "the record has no 'scenario'"),
    ("scenario-unknown-name", doc(put("record", "scenario", "marathon")), "no scenario named 'marathon'"),
    ("scenario-relative-path", doc(put("record", "scenario", "../../../../etc/passwd")),
     "no scenario named '../../../../etc/passwd'"),
    ("scenario-absolute-path", doc(put("record", "scenario", "/etc/passwd")), "no scenario named"),
    ("scenario-windows-path", doc(put("record", "scenario", "C:\\Windows\\win.ini")), "no scenario named"),
    ("scenario-url", doc(put("record", "scenario", "file:///etc/passwd")), "no scenario named"),
    ("scenario-expression", doc(put("record", "scenario", EXPR)), "no scenario named"),
    ("scenario-empty-object", doc(put("record", "scenario", {})), "missing entry 'target'"),
    ("scenario-list", doc(put("record", "scenario", [30])), "cannot be replayed"),
    ("scenario-number", doc(put("record", "scenario", 30)), "cannot be replayed"),
    ("scenario-null", doc(put("record", "scenario", None)), "cannot be replayed"),
    ("target-string", doc(put("record", "scenario", {"target": "30"})), "cannot be replayed"),
    ("target-zero", doc(put("record", "scenario", {"target": 0})), "target must be between 1 and 1000"),
    ("target-bool", doc(put("record", "scenario", {"target": True})), "target must be between"),
    ("option-unknown", doc(put("record", "options", {"turbo": True})), "unknown options: turbo"),
    ("option-wrong-type", doc(put("record", "options", {"doubling": "yes"})), "must be true or false"),
]


def _special(kind: str) -> Builder:
    def build(folder: Path) -> Path:
        path = folder / NAME
        if kind == "directory":
            path.mkdir()
        elif kind == "over-size-limit":
            with path.open("wb") as fh:  # sparse: no 16 MiB actually written
                fh.truncate(saves.MAX_SAVE_BYTES + 1)
        elif kind == "fifo":
            os.mkfifo(path)  # opening it would block forever
        elif kind == "symlink-loop":
            path.symlink_to(folder / "other")
            (folder / "other").symlink_to(path)
        elif kind == "device":
            path.symlink_to("/dev/zero")  # endless content
        return path
    return build


SPECIAL: list[tuple[str, Builder, str]] = [
    ("missing-file", lambda folder: folder / "nowhere" / NAME, "does not exist or is not a file"),
    ("directory", _special("directory"), "does not exist or is not a file"),
    ("over-size-limit", _special("over-size-limit"), "is too large"),
]
if os.name == "posix":
    SPECIAL += [
        ("fifo", _special("fifo"), "not a file"),
        ("symlink-loop", _special("symlink-loop"), "not a file"),
        ("device", _special("device"), "not a file"),
    ]


@pytest.mark.parametrize(("build", "words"), [(b, w) for _, b, w in HOSTILE + SPECIAL],
                         ids=[name for name, _, _ in HOSTILE + SPECIAL])
def test_hostile_save_is_refused_with_a_clear_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      build: Builder, words: str) -> None:
    monkeypatch.chdir(tmp_path)
    path = build(tmp_path)
    with pytest.raises(FileProblem) as info:
        saves.open_session(path)
    message = str(info.value)
    assert words in message
    assert f"'{NAME}'" in message, "the message names the file"
    assert len(message) < 400 and "\n" not in message, "one readable sentence"
    assert info.value.__cause__ is None or isinstance(info.value.__cause__, FileProblem)
    assert not (tmp_path / "PWNED").exists()


def test_there_are_at_least_fifty_hostile_cases() -> None:
    assert len(HOSTILE) + len(SPECIAL) >= 50


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root can read anything")
def test_unreadable_file(tmp_path: Path) -> None:
    path = tmp_path / NAME
    path.write_bytes(VALID_BYTES)
    path.chmod(0)
    with pytest.raises(FileProblem, match="cannot be read"):
        saves.open_session(path)


def test_over_the_limit_with_real_content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / NAME
    path.write_bytes(VALID_BYTES)
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", len(VALID_BYTES) - 1)
    with pytest.raises(FileProblem, match=f"too large \\({len(VALID_BYTES)} bytes"):
        saves.open_session(path)


def test_code_in_strings_stays_text(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A valid save whose free text holds code loads, and the code is just a string."""
    monkeypatch.chdir(tmp_path)
    document = base()
    document["meta"] = {"title": EXPR, "__class__": EXPR, "path": "../../../etc/passwd",
                        "$type": "System.Diagnostics.Process", "!!python/object": EXPR}
    path = tmp_path / NAME
    path.write_text(json.dumps(document), encoding="utf-8")
    session = saves.open_session(path)
    assert session.meta == document["meta"]
    assert not (tmp_path / "PWNED").exists()


def test_a_bare_record_opens_too(tmp_path: Path) -> None:
    s = finished_session(6)
    path = tmp_path / "golden.record.json"
    path.write_text(json.dumps(s.record.to_json()), encoding="utf-8")
    opened = saves.open_session(path)
    assert opened.state.state_hash() == s.state.state_hash() and opened.meta == {}
    bad = s.record.to_json()
    bad["seed"] = "7"
    path.write_text(json.dumps(bad), encoding="utf-8")
    with pytest.raises(FileProblem, match="^'golden.record.json': 'seed' must be"):
        saves.open_session(path)


def test_a_utf8_bom_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / NAME
    path.write_bytes(b"\xef\xbb\xbf" + VALID_BYTES)
    assert saves.open_session(path).is_over()


def test_bugs_in_a_game_are_not_hidden(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Only bad-data errors become messages; a crash inside a game's code stays a crash."""
    class Buggy(tiny.TinyDiceGame):
        def new_initial_state(self, scenario: Any, options: dict[str, Any]) -> tiny.TinyDiceState:
            return scenario.no_such_method()

    monkeypatch.setitem(registry._FACTORIES, "buggy-dice", Buggy)
    document = base()
    document["record"]["game"] = "buggy-dice"
    path = tmp_path / NAME
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(AttributeError):
        saves.open_session(path)


def test_registry() -> None:
    assert "tiny-dice" in registry.known_games()
    assert isinstance(registry.get_game("tiny-dice"), Game)
    with pytest.raises(ValueError, match="unknown game 'nope' \\(known: .*tiny-dice"):
        registry.get_game("nope")
    with pytest.raises(ValueError):
        registry.register("", tiny.TinyDiceGame)


# -- fuzzing ---------------------------------------------------------------------------------

@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edits=st.lists(st.tuples(st.integers(0, len(VALID_BYTES) - 1), st.binary(min_size=0, max_size=4)),
                      min_size=1, max_size=6))
def test_mutated_saves_open_or_fail_cleanly(tmp_path: Path, edits: list[tuple[int, bytes]]) -> None:
    data = bytearray(VALID_BYTES)
    for position, replacement in edits:
        end = position + max(len(replacement), 1)  # an empty replacement deletes one byte
        data[position:end] = replacement
    path = tmp_path / NAME
    path.write_bytes(bytes(data))
    try:
        session = saves.open_session(path)
    except FileProblem as exc:
        assert f"'{NAME}'" in str(exc)
    else:
        # Whatever opens can be saved again and reopens to the same position.
        saves.save_game(path, session.record, session.meta)
        again = saves.open_session(path)
        assert again.state.state_hash() == session.state.state_hash()


def test_saved_record_json_is_plain(tmp_path: Path) -> None:
    s = finished_session(4)
    path = tmp_path / NAME
    saves.save_game(path, s.record, {"title": "x"})
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == "sandtable-save" and document["schema"] == saves.SCHEMA_VERSION
    assert GameRecord.from_json(document["record"]) == s.record
