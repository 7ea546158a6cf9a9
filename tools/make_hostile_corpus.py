"""Generate the hostile-file corpus of issue #15 and the committed saves of this version.

    python tools/make_hostile_corpus.py            # small files -> tests/data/hostile/<kind>/
    python tools/make_hostile_corpus.py --big DIR  # the big ones and those built from the maps
    python tools/make_hostile_corpus.py --compat   # tests/data/hostile/compat/ (saves of this version)

Every entry is (kind, name, bytes). Kinds are the entry points: "board" (`sandtable validate`,
`board.load_board`, the editor's Open), "save" and "record" (`sandtable replay`,
`core.saves.open_session`, the app's Open), "scenario" (the 1943-45 scenario loader), and those of
the other games' data files (tools/hostile_other_games.py: D-Day, Revised, FSTR). Each must
be refused with one sentence, no traceback, within 2 s and 300 MB (bench/hostile.py measures).
The small files are committed; the big ones and those built from the shipped board and scenario
(which follow the maps as they change) are made on the fly by the tests and the bench.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
HOSTILE = ROOT / "tests" / "data" / "hostile"
SHIPPED_BOARD = ROOT / "maps" / "1943-45" / "board.geojson"
SHIPPED_SCENARIO = ROOT / "maps" / "1943-45" / "scenario.json"

Entry = tuple[str, str, bytes]


def _dump(value: Any) -> bytes:
    return json.dumps(value, separators=(",", ":")).encode("utf-8")


def _square(lon: float, lat: float, size: float = 1.0) -> list[list[float]]:
    return [[lon, lat], [lon + size, lat], [lon + size, lat + size], [lon, lat + size], [lon, lat]]


def _zone(number: Any, lon: float, lat: float, **extra: Any) -> dict[str, Any]:
    props = {"id": f"z{lon:g}_{lat:g}", "number": number, "name": f"Z{number}", "kind": "land",
             "props": {"region": "europe"}}
    props.update(extra)
    return {"type": "Feature", "id": props["id"], "properties": props,
            "geometry": {"type": "Polygon", "coordinates": [_square(lon, lat)]}}


def _board(features: list[dict[str, Any]], **settings: Any) -> dict[str, Any]:
    st = {"format": "sandtable-board", "schema": 1, "name": "hostile"}
    st.update(settings)
    return {"type": "FeatureCollection", "sandtable": st, "features": features}


def _shipped_board() -> dict[str, Any]:
    return json.loads(SHIPPED_BOARD.read_text(encoding="utf-8"))


def _with_aegean_zone(number: Any) -> dict[str, Any]:
    """Issue #28's board: the shipped one plus a 1-degree square in the Aegean with `number`."""
    board = _shipped_board()
    feature = _zone(number, 24.5, 37.0)
    feature["id"] = feature["properties"]["id"] = "aegean"
    board["features"].append(feature)
    board["sandtable"]["links"].append({"a": "aegean", "b": "z14", "kind": "arrow"})
    return board


def board_entries() -> Iterator[Entry]:
    yield "board", "not-json.geojson", b"this is not json {"
    yield "board", "empty.geojson", b""
    yield "board", "utf16.geojson", '{"type": "FeatureCollection"}'.encode("utf-16")
    yield "board", "nan.geojson", (b'{"type":"FeatureCollection","features":[],'
                                   b'"sandtable":{"rulers":{"s":NaN}}}')
    yield "board", "deep.geojson", b"[" * 100_000 + b"]" * 100_000
    yield "board", "long-number.geojson", b'{"type":"FeatureCollection","features":[' + b"9" * 5000 + b"]}"
    yield "board", "not-a-collection.geojson", _dump({"type": "Feature"})
    yield "board", "schema-float.geojson", _dump(_board([_zone(1, 0, 0)], schema=1.0))
    yield "board", "number-float.geojson", _dump(_board([_zone(1.5, 0, 0)]))
    yield "board", "number-one-point-zero.geojson", _dump(_board([_zone(1.0, 0, 0)]))
    yield "board", "number-text.geojson", _dump(_board([_zone("3", 0, 0)]))
    yield "board", "number-bool.geojson", _dump(_board([_zone(True, 0, 0)]))
    yield "board", "unknown-setting.geojson", _dump(_board([_zone(1, 0, 0)], colour="red"))
    yield "board", "hex-coordinate-huge.geojson", _dump(_board([
        {"type": "Feature", "properties": {"id": "g:1", "kind": "hex", "grid": "g", "q": 10**12, "r": 0},
         "geometry": {"type": "Polygon", "coordinates": [_square(0, 0)]}}],
        hex_grids=[{"id": "g", "size_km": 20, "origin": [0, 0], "bbox": [0, 0, 1, 1]}]))
    yield "board", "hex-grid-huge.geojson", _dump(_board([], hex_grids=[
        {"id": "g", "size_km": 0.001, "origin": [0, 0], "bbox": [-170, -80, 170, 80]}]))
    yield "board", "hex-grid-20x199000.geojson", _dump(_board([], hex_grids=[
        {"id": "g", "size_km": 1, "origin": [0, 0], "bbox": [0, 0, 0.18, 179]}]))
    yield "board", "many-rulers.geojson", _dump(_board([_zone(1, 0, 0)],
                                                      rulers={f"r{n}": 1.0 for n in range(1000)}))
    yield "board", "open-ring.geojson", _dump(_board([{
        "type": "Feature", "properties": {"id": "a", "number": 1, "name": "A", "kind": "land"},
        "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 1]]]}}]))
    yield "board", "point-geometry.geojson", _dump(_board([{
        "type": "Feature", "properties": {"id": "a", "number": 1, "name": "A", "kind": "land"},
        "geometry": {"type": "Point", "coordinates": [0, 0]}}]))


def derived_entries() -> Iterator[Entry]:
    """Entries built from the shipped board and scenario: made on the fly (they follow the maps)."""
    yield "board", "number-huge.geojson", _dump(_with_aegean_zone(100_000_000))
    yield "board", "number-negative.geojson", _dump(_with_aegean_zone(-1))
    yield "board", "number-duplicate.geojson", _dump(_with_aegean_zone(14))
    yield "board", "number-beyond-limit.geojson", _dump(_with_aegean_zone(100_000))
    yield "save", "options-mistyped.json", _dump(_save(_record(options={"landing_on_empty_zone": 1})))
    yield "save", "inline-underscore-key.json", _dump(_save(_record(scenario=_changed(
        lambda d: d.update({"_evil": {"nested": [1, 2, 3]}})))))
    yield "save", "inline-setup-in-setup.json", _dump(_save(_record(scenario=_changed(
        lambda d: d["setup"].update({"setup": copy.deepcopy(d["setup"])})))))
    yield "save", "inline-zone-board-lacks.json", _dump(_save(_record(scenario=_changed(
        lambda d: d["setup"]["allied"].append({"zone": 77, "pieces": {"cube": 1}})))))
    yield "save", "inline-zone-negative.json", _dump(_save(_record(scenario=_changed(
        lambda d: d["setup"]["allied"].append({"zone": -1, "pieces": {"cube": 1}})))))
    yield "save", "inline-count-huge.json", _dump(_save(_record(scenario=_changed(
        lambda d: d["pools"]["allied"].update({"cube": 10**9})))))
    yield "save", "inline-turns-huge.json", _dump(_save(_record(scenario=_changed(
        lambda d: d.update({"turns": 10**9})))))
    game_setup = {"format": "sandtable-game-setup", "scenario": "default", "board": _with_aegean_zone(-1)}
    yield "save", "play-on-board-negative-zone.json", _dump(_save(_record(scenario=game_setup)))
    game_setup = {"format": "sandtable-game-setup", "scenario": "default",
                  "board": _with_aegean_zone(100_000_000)}
    yield "save", "play-on-board-huge-zone.json", _dump(_save(_record(scenario=game_setup)))
    yield "scenario", "scenario-unknown-key.json", _dump(_changed(lambda d: d.update({"colour": "red"})))
    yield "scenario", "scenario-turns-float.json", _dump(_changed(lambda d: d.update({"turns": 8.0})))
    yield "scenario", "scenario-underscore-key.json", _dump(_changed(lambda d: d["setup"].update({"_x": 1})))
    yield "scenario", "scenario-negative-zone.json", _dump(_changed(
        lambda d: d["setup"]["allied"].append({"zone": -1, "pieces": {"cube": 1}})))
    from hostile_other_games import entries as other_games  # D-Day, Revised, FSTR

    yield from other_games()


def big_board_entries() -> Iterator[Entry]:
    """Megabyte boards: made on the fly, never committed."""
    ring = b"[[0,0],[1,0],[1,1],[0,1]," + b"[0.5,0.5]," * 2_000_000 + b"[0,0]]"
    yield "board", "two-million-vertices.geojson", (
        b'{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"id":"a","number":1,'
        b'"name":"A","kind":"land"},"geometry":{"type":"Polygon","coordinates":[' + ring + b"]}}]}")
    one = (b'[[0,0],[1,0],[1,1],[0,1],[0,0]]')
    yield "board", "one-million-vertices-in-rings.geojson", (
        b'{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"id":"a","number":1,'
        b'"name":"A","kind":"land"},"geometry":{"type":"Polygon","coordinates":[' + b",".join([one] * 200_000)
        + b"]}}]}")
    hole = b"[[0.1,0.1],[0.2,0.1],[0.2,0.2],[0.1,0.1]]"
    yield "board", "twenty-thousand-holes.geojson", (
        b'{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"id":"a","number":1,'
        b'"name":"A","kind":"land"},"geometry":{"type":"Polygon","coordinates":[[[0,0],[9,0],[9,9],[0,9],[0,0]],'
        + b",".join([hole] * 20_000) + b"]}}]}")
    yield "board", "199000-zones.geojson", _compact_zones(199_000)
    yield "board", "200001-features.geojson", _compact_zones(200_001, kind=b"hex")
    # Under the byte limit: refused by the counts, before any shape is built.
    yield "board", "30000-zones-in-5mb.geojson", _compact_zones(30_000)
    yield "board", "25000-land-and-hex-features.geojson", _compact_zones(25_000)[:-2] + b"," + (
        _compact_zones(1, kind=b"hex")[len(b'{"type":"FeatureCollection","features":['):])
    yield "board", "over-size.geojson", (b'{"type":"FeatureCollection","features":['
                                         + b" " * (17 * 2**20) + b"]}")


def _compact_zones(count: int, kind: bytes = b"land") -> bytes:
    # Written directly as bytes: building 200,000 dicts here would cost the test what it measures.
    parts = []
    for n in range(count):
        lon, lat = (n % 400) * 0.4, (n // 400) * 0.4 - 80
        parts.append(b'{"type":"Feature","properties":{"id":"z%d","number":%d,"name":"","kind":"%s"},'
                     b'"geometry":{"type":"Polygon","coordinates":[[[%g,%g],[%g,%g],[%g,%g],[%g,%g]]]}}'
                     % (n, n, kind, lon, lat, lon + 0.3, lat, lon, lat + 0.3, lon, lat))
    return b'{"type":"FeatureCollection","features":[' + b",".join(parts) + b"]}"


def _save(record: dict[str, Any], **extra: Any) -> dict[str, Any]:
    document = {"format": "sandtable-save", "schema": 2, "saved_at": "2026-11-24T00:00:00+00:00",
                "meta": {}, "record": record}
    document.update(extra)
    return document


def _record(**changes: Any) -> dict[str, Any]:
    record = {"game": "1943-45", "scenario": "default", "options": {}, "seed": 1, "actions": []}
    record.update(changes)
    return record


def _scenario() -> dict[str, Any]:
    return json.loads(SHIPPED_SCENARIO.read_text(encoding="utf-8"))


def _changed(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    data = copy.deepcopy(_scenario())
    change(data)
    return data


def save_entries() -> Iterator[Entry]:
    yield "save", "wrong-format.json", _dump({"format": "sandtable-board", "schema": 2})
    yield "save", "newer-schema.json", _dump(_save(_record(), schema=99))
    yield "save", "schema-float.json", _dump(_save(_record(), schema=2.0))
    yield "save", "record-not-object.json", _dump(_save([]))  # type: ignore[arg-type]
    yield "save", "unknown-game.json", _dump(_save(_record(game="chess")))
    yield "save", "seed-negative.json", _dump(_save(_record(seed=-5)))
    yield "save", "action-unknown-kind.json", _dump(_save(_record(actions=[{"kind": "teleport"}])))
    yield "save", "action-illegal.json", _dump(_save(_record(actions=[{"kind": "pass"}])))
    yield "save", "check-malformed.json", _dump(_save(_record(), check={"rules": 3}))
    yield "save", "check-hash-lies.json", _dump(_save(_record(), check={
        "record_schema": 1, "rules": "1", "steps": 0, "final_hash": "0" * 32, "checkpoints": {},
        "seeded_dice": True}))
    yield "save", "check-newer-record.json", _dump(_save(_record(), check={
        "record_schema": 7, "rules": "1", "steps": 0, "final_hash": "0" * 32}))
    yield "save", "options-unknown.json", _dump(_save(_record(options={"teleporters": True})))
    yield "save", "scenario-by-path.json", _dump(_save(_record(scenario="../../etc/passwd")))
    yield "save", "check-bad-checkpoint.json", _dump(_save(_record(), check={
        "record_schema": 1, "rules": "1", "steps": 0, "final_hash": "0" * 32, "checkpoints": {"-3": "zz"}}))
    yield "save", "meta-not-object.json", _dump(_save(_record(), meta=[1, 2]))
    yield "save", "options-too-many.json", _dump(_save(_record(options={f"o{n}": True for n in range(600)})))
    yield "save", "code-in-scenario-name.json", _dump(_save(_record(scenario="__import__('os').system('x')")))
    yield "save", "pickle-bytes.json", b"\x80\x04\x95\x0b\x00\x00\x00\x00\x00\x00\x00}\x94."
    yield "record", "bare-record-actions-not-list.json", _dump(_record(actions={"kind": "pass"}))
    yield "record", "bare-record-seed-text.json", _dump(_record(seed="7"))
    yield "record", "bare-record-seed-huge.json", _dump(_record(seed=2**70))
    yield "record", "bare-record-no-scenario.json", _dump({"game": "1943-45", "actions": []})


def big_save_entries() -> Iterator[Entry]:
    yield "save", "two-million-actions.json", (
        b'{"format":"sandtable-save","schema":2,"meta":{},"record":{"game":"1943-45","scenario":"default",'
        b'"seed":1,"actions":[' + b",".join([b"{}"] * 2_000_000) + b"]}}")
    yield "save", "two-million-numbers-in-meta.json", (
        b'{"format":"sandtable-save","schema":2,"meta":{"x":[' + b",".join([b"0"] * 2_000_000) + b']},'
        b'"record":{"game":"1943-45","scenario":"default","seed":1,"actions":[]}}')
    yield "save", "one-million-small-objects.json", (
        b'{"format":"sandtable-save","schema":2,"meta":{"x":[' + b",".join([b'{"a":1}'] * 1_000_000) + b']},'
        b'"record":{"game":"1943-45","scenario":"default","seed":1,"actions":[]}}')
    yield "record", "bare-record-two-million-actions.json", (
        b'{"game":"1943-45","scenario":"default","seed":1,"actions":['
        + b",".join([b"{}"] * 2_000_000) + b"]}")
    yield "record", "options-with-a-million-keys.json", (
        b'{"game":"1943-45","scenario":"default","seed":1,"actions":[],"options":{'
        + b",".join(b'"o%d":true' % n for n in range(1_000_000)) + b"}}")
    yield "save", "deep-nesting.json", (b'{"format":"sandtable-save","meta":' + b"[" * 5_000_000
                                        + b"]" * 5_000_000 + b"}")


def small_entries() -> list[Entry]:
    """The committed entries (independent of the shipped maps)."""
    return [*board_entries(), *save_entries()]


def big_entries() -> list[Entry]:
    return [*big_board_entries(), *big_save_entries()]


def write_entries(entries: list[Entry], folder: Path) -> list[Path]:
    written = []
    for kind, name, data in entries:
        target = folder / kind / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        written.append(target)
    return written


def write_compat(folder: Path) -> list[Path]:
    """Saves of this version: a finished tiny-dice game and 200 steps of a seeded game of each
    shipped game. A file already there is never rewritten: it was saved by a released version,
    and loading it as it was is the point."""
    import random

    sys.path.insert(0, str(ROOT / "tests"))
    import tiny_dice_game as tiny
    from sandtable.ai.cli import play_game
    from sandtable.core import saves
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession

    folder.mkdir(parents=True, exist_ok=True)
    written = []
    tiny_path = folder / "save-schema2-tiny-dice.json"
    if not tiny_path.exists():
        session = GameSession(tiny.TinyDiceGame(), tiny.new_record(20261124, scenario="standard"))
        tiny.play_random(session, random.Random(20261124))
        saves.save_game(tiny_path, session.record, {"title": "tiny dice, saved by schema 2"},
                        tiny.TinyDiceGame())
        written.append(tiny_path)
    for game_id, scenario in COMPAT_GAMES.items():
        path = folder / f"save-schema2-{game_id}.json"
        if path.exists():
            continue
        game = get_game(game_id)
        outcome = play_game(game, scenario, 20261124, ["random"] * game.num_players, max_steps=200)
        saves.save_game(path, outcome.record, {"title": f"{game_id}, 200 random steps, saved by schema 2"},
                        game)
        written.append(path)
    return written


# The shipped games and the scenario of their committed save (FSTR: one that 200 random steps do not end).
COMPAT_GAMES = {"1943-45": "default", "aa-dday": "default", "aa-revised": "default", "fstr": "salerno"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--big", type=Path, help="write the big entries into this folder")
    parser.add_argument("--compat", action="store_true", help="write the committed saves of this version")
    args = parser.parse_args(argv)
    if args.compat:
        for path in write_compat(HOSTILE / "compat"):
            print(path.relative_to(ROOT))
        return 0
    if args.big:
        written = write_entries([*derived_entries(), *big_entries()], args.big)
    else:
        written = write_entries(small_entries(), HOSTILE)
    print(f"{len(written)} files written")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


def run_entry(kind: str, path: Path) -> tuple[bool, str]:
    """Feed one file to its entry point the way a user would; (refused, the one message).

    Boards go through `sandtable validate` (load_board + validate_board), saves and records
    through `sandtable replay` (open_session), scenarios through the 1943-45 loader checked
    against the shipped board.
    Only FileProblem counts as a refusal; any other exception escapes (a test failure).
    """
    import contextlib
    import io

    from hostile_other_games import KINDS, run_game_entry

    from sandtable.core.jsonfile import FileProblem

    if kind in KINDS:
        return run_game_entry(kind, path)
    if kind == "scenario":
        from sandtable.board import load_board
        from sandtable.games.g1943_45.scenario import load_scenario

        try:
            load_scenario(path, board=load_board(SHIPPED_BOARD))
        except FileProblem as exc:
            return True, str(exc)
        return False, ""
    from sandtable.cli import main as cli

    out, err = io.StringIO(), io.StringIO()
    command = ["validate", str(path)] if kind == "board" else ["replay", str(path)]
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli(command)
    lines = [line for line in (out.getvalue() + err.getvalue()).splitlines() if line.strip()]
    if code == 0:
        return False, " / ".join(lines)
    # validate prints the problems, then "invalid: N problem(s)"; the first error is the sentence.
    errors = [line for line in lines if line.startswith(("invalid:", "error:"))]
    return True, (errors[0] if errors else " / ".join(lines))
