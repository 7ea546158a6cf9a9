"""`sandtable replay` on records and saves of the tiny dice game (registered by importing it)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import tiny_dice_game as tiny
from sandtable import cli
from sandtable.core import saves
from sandtable.core.session import GameSession


def test_the_command_line_reaches_the_replay_command() -> None:
    args = cli.build_parser().parse_args(["replay", "x.json"])
    assert args.record == "x.json" and args.func is not None


def _finished(seed: int) -> GameSession:
    session = GameSession(tiny.TinyDiceGame(), tiny.new_record(seed, scenario="short"))
    tiny.play_random(session, random.Random(seed))
    return session


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_replay_prints_the_final_hash_and_result(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                 seed: int) -> None:
    session = _finished(seed)
    path = tmp_path / "game.record.json"
    path.write_text(json.dumps(session.record.to_json()), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    result = session.state.result()
    assert result is not None
    assert out == {
        "game": "tiny-dice",
        "actions": len(session.record.actions),
        "state_hash": session.state.state_hash(),
        "terminal": True,
        "result": {"winner": result.winner, "reason": result.reason},
    }


def test_replay_reads_saves_and_unfinished_games(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = GameSession(tiny.TinyDiceGame(), tiny.new_record(4))
    session.decide(tiny.Bet(6))
    path = tmp_path / "game.sandtable.json"
    saves.save_game(path, session.record, {"title": "half way"})
    assert cli.main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["state_hash"] == session.state.state_hash()
    assert out["terminal"] is False and out["result"] is None and out["actions"] == 1


def test_replay_reports_a_bad_record_without_a_traceback(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    record = tiny.new_record(0).to_json()
    record["actions"] = [{"kind": "hold"}]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip() == ("error: 'bad.json' cannot be replayed: action 1 (hold()) is refused: "
                                    "there is nothing to hold yet: roll first")
    path.write_bytes(b"\x80\x04junk")
    assert cli.main(["replay", str(path)]) == 1
    assert "is not UTF-8" in capsys.readouterr().err


ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("path", ["maps/1943-45/scenario.json", "maps/aa-dday/scenario.json",
                                  "maps/aa-revised/scenario.json", "maps/fstr/charts.json",
                                  "maps/fstr/counters.json"])
def test_validate_reads_every_shipped_games_data_files(path: str, capsys: pytest.CaptureFixture[str]) -> None:
    # Before: every one of them was read as a board and refused ('not a GeoJSON FeatureCollection').
    assert cli.main(["validate", str(ROOT / path)]) == 0
    assert capsys.readouterr().out.startswith("valid: ")


def test_validate_names_what_a_scenario_breaks_in_one_sentence(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads((ROOT / "maps/aa-dday/scenario.json").read_text(encoding="utf-8"))
    zone, units = next(iter(data["setup"]["zones"].items()))
    units["germany"]["infantry"] = 40  # over the stacking limit
    bad = tmp_path / "crowded.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert cli.main(["validate", str(bad)]) == 1
    out = capsys.readouterr().out.strip()
    assert out.startswith("invalid: ") and "stacking limit" in out and "\n" not in out
    data["game"] = "chess"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert cli.main(["validate", str(bad)]) == 1
    assert "names no installed game" in capsys.readouterr().out
