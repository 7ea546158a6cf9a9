"""The hex-map editor's terrain, hexside and feature words read in the windows' language (issue 26)
while the map keeps its English ids: under SANDTABLE_LANG=it the FSTR brush reads "collina", a
"fiume maggiore" stroke draws "major_river", features typed "città, linea Gustav" store city gustav."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sandtable.editor import hexmap_commands as hc
from sandtable.editor.hexmap_window import HexMapWindow
from sandtable.ui import i18n

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def italian(qapp, monkeypatch):
    monkeypatch.setenv(i18n.ENV_VAR, "it")
    assert i18n.install_translators(qapp) == "it"
    yield
    i18n.remove_translators(qapp)


@pytest.fixture
def editor(qtbot, tmp_path: Path, italian):
    folder = tmp_path / "fstr"  # the game's folder: the editor takes FSTR's vocabulary
    folder.mkdir()
    shutil.copy(ROOT / "maps" / "fstr" / "map2.json", folder / "map2.json")
    window = HexMapWindow.open(folder / "map2.json")
    yield window
    window.undo_stack.setClean()  # closing with changes would ask in a modal box
    window.close()
    window.deleteLater()


def shown(box) -> list[str]:  # noqa: ANN001
    return [box.itemText(i) for i in range(box.count())]


def test_brush_and_feature_lists_read_italian(editor: HexMapWindow) -> None:
    assert shown(editor.terrain_box) == ["mare", "lago", "pianura", "collina", "montagna"]
    assert shown(editor.kind_box) == ["fiume", "fiume maggiore", "cresta", "strada", "ponte"]
    assert shown(editor.road_class) == ["maggiore", "minore"]
    editor.terrain_box.setCurrentText("collina")
    editor.kind_box.setCurrentText("fiume maggiore")
    assert editor.current_terrain() == "hill" and editor.current_hexside_kind() == "major_river"
    editor.kind_box.setCurrentText("strada")
    editor.road_class.setCurrentText("minore")
    assert editor.current_hexside_props() == {"class": "minor"}
    known = editor.findChildren(type(editor.hex_label))
    assert any("linea Gustav" in label.text() and "villaggio" in label.text() for label in known)


def test_features_read_and_typed_in_italian_keep_their_ids(editor: HexMapWindow) -> None:
    label = next(lab for lab, cell in editor.hexmap.hexes.items()
                 if cell.terrain == "plain" and not cell.features)
    editor.push_edit(lambda: hc.make_edit_hex(editor.hexmap, label, "", "city gustav"))
    editor.select_hex(label)
    assert editor.features_edit.text() == "città, linea Gustav"
    assert editor.terrain_label.text() == "pianura"
    editor.features_edit.setText("villaggio, linea Gustav, aeroporto")
    editor._apply_hex()
    assert editor.hexmap.hexes[label].features == ("village", "gustav", "airfield")
