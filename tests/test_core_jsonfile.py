"""Safe JSON files: strict reading, writes that fail before touching disk, and atomic replacement
that survives a process killed mid-save."""

from __future__ import annotations

import json
import os
import random
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sandtable.core import jsonfile
from sandtable.core.jsonfile import FileProblem, parse_json_text, read_json_file, write_json_atomic

# The child rewrites one file forever, alternating two large documents whose every part
# carries the generation number, and reports each completed save on stdout. Its fsync is
# slowed down (a slow disk) so that most of its time is spent with a half-done save, which is
# where a kill must be survived.
ROWS = 20000
WRITER = r"""
import os, sys, time
from sandtable.core.jsonfile import write_json_atomic
real_fsync = os.fsync
def slow_fsync(fd):
    print("fsync", flush=True)  # a save is at its disk flush: the parent may kill it there
    time.sleep(0.15)
    real_fsync(fd)
os.fsync = slow_fsync
target, rows = sys.argv[1], int(sys.argv[2])
documents = [{"generation": g, "rows": [{"generation": g, "row": i, "text": "x" * 40} for i in range(rows)],
              "count": rows} for g in (1, 2)]
generation = 0
while True:
    generation += 1
    document = documents[generation % 2]
    document["generation"] = generation
    for row in document["rows"]:
        row["generation"] = generation
    write_json_atomic(target, document)
    print(generation, flush=True)
"""


def _check_complete(path: Path) -> int:
    data = read_json_file(path)
    assert data["count"] == len(data["rows"]) == ROWS
    assert {row["generation"] for row in data["rows"]} == {data["generation"]}
    assert [row["row"] for row in data["rows"]] == list(range(ROWS))
    return data["generation"]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_a_save_killed_at_any_moment_leaves_the_old_or_the_new_file(tmp_path: Path) -> None:
    target = tmp_path / "big.json"
    write_json_atomic(target, {"generation": 0, "rows": [{"generation": 0, "row": i, "text": ""}
                                                         for i in range(ROWS)], "count": ROWS})
    rng = random.Random(20261122)
    kills = trials = 0
    # 6 kills: odd trials at a random moment, even ones while a save flushes its temporary file to
    # disk, so that some kill lands mid-save (its hidden temporary file is left) however loaded the
    # machine is (under load, random kills fell between saves in 40 trials of 40).
    while trials < 6:
        trials += 1
        child = subprocess.Popen([sys.executable, "-c", WRITER, str(target), str(ROWS)],
                                 stdout=subprocess.PIPE, text=True)
        try:
            assert child.stdout is not None
            completed = 0
            for line in child.stdout:
                if line.strip().isdigit():
                    completed = int(line)  # at least one save has gone through
                    if trials % 2:
                        break
                elif completed:  # "fsync" of the save after it: kill it there
                    break
            if trials % 2:
                time.sleep(rng.uniform(0.0, 0.25))  # one save takes about 0.2 s: land anywhere in it
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait(timeout=30)
            if child.stdout is not None:
                child.stdout.close()
        kills += child.returncode == -signal.SIGKILL
        generation = _check_complete(target)
        assert generation >= completed >= 1
    assert kills == trials
    leftovers = _leftovers(tmp_path)
    assert leftovers and all(n.startswith(".big.json.") and n.endswith(".tmp") for n in leftovers)


def _leftovers(folder: Path) -> list[str]:
    return [p.name for p in folder.iterdir() if p.name != "big.json"]


def test_a_value_that_cannot_be_written_leaves_the_file_untouched(tmp_path: Path) -> None:
    target = tmp_path / "save.json"
    write_json_atomic(target, {"ok": True})
    before = target.read_bytes()
    for bad in ({"x": float("nan")}, {"x": float("inf")}, {"x": object()}, {"x": "\ud800"}, {(1, 2): 3}):
        with pytest.raises((ValueError, TypeError)):
            write_json_atomic(target, bad)
        assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["save.json"], "no temporary file left behind"


def test_write_round_trip_and_folder_creation(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "save.json"
    value = {"name": "Salerno – Rome ✓", "n": [1, 2.5, None, True], "nested": {"k": "ü"}}
    write_json_atomic(target, value)
    assert read_json_file(target) == value
    assert "Salerno – Rome ✓" in target.read_text(encoding="utf-8"), "stored as UTF-8, not escaped"


@pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")
def test_write_keeps_the_mode_of_the_file_it_replaces(tmp_path: Path) -> None:
    target = tmp_path / "shared.json"
    write_json_atomic(target, [1])
    assert stat.S_IMODE(target.stat().st_mode) == 0o666 & ~jsonfile._UMASK, "a new file follows the umask"
    target.chmod(0o640)
    write_json_atomic(target, [2])
    assert stat.S_IMODE(target.stat().st_mode) == 0o640 and read_json_file(target) == [2]


@pytest.mark.parametrize(("text", "words"), [
    ("", "empty"),
    ("[1, 2", "not valid JSON"),
    ("NaN", "NaN is not allowed"),
    ("[Infinity]", "Infinity is not allowed"),
    ("[1e400]", "too large"),
    ("[-1e400]", "too large"),
    ("1" * 101, "more than 100 digits"),
    ('"\\udc00"', "lone surrogate"),
    ('{"a": "\\ud800x"}', "lone surrogate"),
    ("[" * 201 + "]" * 201, "more than 200 levels"),
    ("[" * 50_000, "nested too deeply"),
])
def test_parse_refuses(text: str, words: str) -> None:
    with pytest.raises(FileProblem, match="^board.geojson ") as info:
        parse_json_text(text, "board.geojson")
    assert words in str(info.value)


def test_parse_accepts_what_it_should() -> None:
    assert parse_json_text('"\\ud83d\\ude00"') == "😀", "an escaped surrogate pair is a real character"
    assert parse_json_text(b"\xef\xbb\xbf[1]") == [1]
    assert parse_json_text("[" * 200 + "]" * 200) is not None
    assert parse_json_text("1" * 100) == int("1" * 100)
    assert parse_json_text("[1.5e300, -0.0]") == [1.5e300, -0.0]


def test_size_limit_applies_to_text_and_bytes() -> None:
    for value in ("[" + "1," * 100 + "1]", ("[" + "1," * 100 + "1]").encode()):
        with pytest.raises(FileProblem, match="too large"):
            parse_json_text(value, "x", max_bytes=100)
    with pytest.raises(FileProblem, match="too large"):
        parse_json_text("[" + "1," * 10 + "1]", "x", max_bytes=10)


def test_accepted_json_can_always_be_written_back(tmp_path: Path) -> None:
    """What the reader accepts, the writer can store: no late failure when a game is saved."""
    rng = random.Random(3)
    pieces = ['"a"', '"\\u00e9"', '"\\ud83d\\ude00"', "1", "-2.5e10", "true", "null", '"\\n\\t"', '"€"']
    target = tmp_path / "x.json"
    for _ in range(300):
        def value(depth: int) -> str:
            roll = rng.random()
            if depth > 4 or roll < 0.4:
                return rng.choice(pieces)
            items = [value(depth + 1) for _ in range(rng.randrange(4))]
            if roll < 0.7:
                return "[" + ",".join(items) + "]"
            return "{" + ",".join(f'"k{i}":{v}' for i, v in enumerate(items)) + "}"
        data = parse_json_text(value(0))
        write_json_atomic(target, data)
        assert read_json_file(target) == data


def test_reading_a_document_written_as_utf16_names_the_encoding(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_text(json.dumps({"a": 1}), encoding="utf-16")
    with pytest.raises(FileProblem, match="'save.json' is UTF-16 text; save it as UTF-8"):
        read_json_file(path)


@pytest.mark.parametrize(("raw", "words"), [
    (b"[" + b",".join([b"0"] * 1_000_001) + b"]", "too many values (1,000,001, limit 1,000,000)"),
    (b"[" + b",".join([b"[]"] * 400_000) + b"]", "too many objects and lists (400,001, limit 400,000)"),
    (b"{" + b",".join(b'"k%d":0' % n for n in range(300_001)) + b"}", "too many named entries (300,001"),
])
def test_shape_limits_are_checked_before_parsing(raw: bytes, words: str) -> None:
    with pytest.raises(FileProblem) as info:
        parse_json_text(raw, "'big.json'")
    assert str(info.value).startswith(f"'big.json' holds {words}")


def test_limits_can_be_chosen_per_file_kind(tmp_path: Path) -> None:
    path = tmp_path / "small.json"
    path.write_text(json.dumps({"rows": [[1, 2]] * 10, "names": {"a": "x,y:[z]{"}}), encoding="utf-8")
    assert read_json_file(path)["names"] == {"a": "x,y:[z]{"}
    tight = jsonfile.JsonLimits(max_bytes=10_000, max_containers=5)
    with pytest.raises(FileProblem, match="^'small.json' holds too many objects and lists"):
        read_json_file(path, limits=tight)
    with pytest.raises(FileProblem, match="^'small.json' is too large"):
        read_json_file(path, limits=jsonfile.JsonLimits(max_bytes=20))
