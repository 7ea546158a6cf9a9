"""`sandtable validate` on FSTR scenario files: each shipped one is valid, a broken copy gets one
sentence per problem (dispatch by the file's format to the game's data_files.FILE_CHECKS)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandtable.cli import main

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "maps" / "fstr" / "scenarios").glob("*.json"))


def test_six_scenarios_shipped() -> None:
    assert len(SCENARIOS) == 6


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_shipped_scenario_validates(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("valid: FSTR scenario "), out


def _broken(tmp_path: Path) -> Path:
    data = json.loads(SCENARIOS[[p.stem for p in SCENARIOS].index("ortona")].read_text("utf-8"))
    data["setup"][1]["units"] = ["Nonexistent/unit"]
    data["setup"][4]["zone"] = {"within": 2, "of": "Atlantis"}
    data["reinforcements"][0]["turn"] = 99
    out = tmp_path / "ortona-broken.json"
    out.write_text(json.dumps(data), "utf-8")
    return out


def test_broken_copy_names_each_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(_broken(tmp_path))]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines == [
        "error: 'ortona-broken.json': setup entry 2: no counter is called 'Nonexistent/unit'",
        "error: 'ortona-broken.json': setup entry 5: map2 has no place called 'Atlantis'",
        "error: 'ortona-broken.json': reinforcements entry 1: turn 99 is outside the scenario's turns 4-4",
        "invalid: 3 problem(s)",
    ]


def test_broken_head_is_one_sentence(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(SCENARIOS[0].read_text("utf-8"))
    data["maps"] = ["map9"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), "utf-8")
    assert main(["validate", str(path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "invalid: 1 problem(s)"
    assert "maps must list one or both of map1, map2" in lines[0]


def test_broken_tail_and_entry(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(SCENARIOS[0].read_text("utf-8"))
    data["victory"] = {"marginal": {"vp": {"Atlantis": 2}}}
    data["setup"][0]["side"] = "neutral"
    path = tmp_path / "bad2.json"
    path.write_text(json.dumps(data), "utf-8")
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert "no map of the scenario has a place called 'Atlantis'" in out
    assert "setup entry 1: side must be 'allied' or 'axis'" in out
    assert "invalid: 2 problem(s)" in out
