"""`sandtable validate BOARD`: exit code and output on a good, a flawed and a malformed board."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from sandtable import cli
from sandtable.board import save_board
from test_board_support import mini_board

ROOT = Path(__file__).resolve().parents[1]


def _validate(path: Path, capsys) -> tuple[int, list[str]]:
    code = cli.main(["validate", str(path)])
    return code, capsys.readouterr().out.splitlines()


def test_good_board_is_valid(tmp_path: Path, capsys):
    path = tmp_path / "good.geojson"
    save_board(mini_board(), path)
    code, lines = _validate(path, capsys)
    assert code == 0
    assert lines == ["valid: 6 zones, 1 links"]


def test_flawed_board_lists_its_problems(tmp_path: Path, capsys):
    board = mini_board(rulers={"short": 0.0})
    board.update_zone("c", number=2)
    board.update_zone("b", symbols=frozenset({"volcano"}))
    path = tmp_path / "flawed.geojson"
    save_board(board, path)
    code, lines = _validate(path, capsys)
    assert code == 1
    assert "error: Number 02 is used by 2 zones (Bravo, Charlie)." in lines
    assert "error: The ruler 'short' is 0 km long; rulers must be longer than 0 km." in lines
    assert "warning: Zone 02 Bravo has unknown symbol(s): volcano." in lines
    assert lines[-1] == "invalid: 2 problem(s)"


def test_malformed_board_is_refused_in_one_line(tmp_path: Path, capsys):
    path = tmp_path / "broken.geojson"
    path.write_text('{"type": "FeatureCollection", "features": [{"type": "Feature"}]}', encoding="utf-8")
    code, lines = _validate(path, capsys)
    assert code == 1
    assert lines == ["invalid: 'broken.geojson': feature 1 has no 'properties' object"]


def test_python_dash_m_sandtable_validate(tmp_path: Path):
    good, bad = tmp_path / "good.geojson", tmp_path / "bad.geojson"
    save_board(mini_board(), good)
    bad.write_text("[]", encoding="utf-8")
    env_path = str(ROOT / "desktop")
    run = [sys.executable, "-m", "sandtable", "validate"]
    ok = subprocess.run(run + [str(good)], capture_output=True, text=True, cwd=tmp_path,
                        env={"PYTHONPATH": env_path, "QT_QPA_PLATFORM": "offscreen"}, timeout=60)
    assert ok.returncode == 0 and ok.stdout.strip() == "valid: 6 zones, 1 links"
    ko = subprocess.run(run + [str(bad)], capture_output=True, text=True, cwd=tmp_path,
                        env={"PYTHONPATH": env_path, "QT_QPA_PLATFORM": "offscreen"}, timeout=60)
    assert ko.returncode == 1 and "is not a GeoJSON FeatureCollection" in ko.stdout
