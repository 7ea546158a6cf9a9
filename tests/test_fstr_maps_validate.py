"""`sandtable validate` on hex-map files: the shipped maps pass, a broken copy names each problem."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from sandtable.cli import main

MAPS = Path(__file__).resolve().parents[1] / "maps" / "fstr"


@pytest.mark.parametrize("map_id", ["map1", "map2"])
def test_shipped_maps_validate(map_id, capsys):
    assert main(["validate", str(MAPS / f"{map_id}.json")]) == 0
    assert capsys.readouterr().out.startswith(f"valid: hex map {map_id}, 1705 hexes")


def test_broken_map_names_each_problem(tmp_path, capsys):
    folder = tmp_path / "fstr"  # the game's folder: its own checks apply
    folder.mkdir()
    data = json.loads((MAPS / "map1.json").read_text(encoding="utf-8"))
    data["hexes"].pop("0510")
    data["hexes"]["0511"]["terrain"] = "lava"
    data["hexsides"].append({"a": "0101", "b": "0909", "kind": "river"})
    (folder / "bad.json").write_text(json.dumps(data), encoding="utf-8")
    assert main(["validate", str(folder / "bad.json")]) == 1
    out = capsys.readouterr().out
    assert "error: Hex 0510 has no terrain." in out
    assert "error: Hex 0511 has unknown terrain 'lava'." in out
    assert "0101 and 0909 is not on a hexside" in out
    assert out.strip().endswith("problem(s)")


def test_unreadable_hex_map_is_one_sentence(tmp_path, capsys):
    shutil.copy(MAPS / "map1.json", tmp_path / "m.json")
    (tmp_path / "m.json").write_text('{"format": "sandtable-hexmap", "schema": 1}', encoding="utf-8")
    assert main(["validate", str(tmp_path / "m.json")]) == 1
    assert capsys.readouterr().out.startswith("invalid: 'm.json': id must be")
