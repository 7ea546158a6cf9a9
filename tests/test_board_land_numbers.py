"""A board says whether land zones' numbers are printed on the map (Revised's box prints none)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from sandtable.board import BoardFileError, board_from_geojson, board_to_geojson, load_board
from sandtable.editor.editor_window import EditorWindow
from sandtable.resources import shipped_board

ROOT = Path(__file__).resolve().parents[1]


def test_setting_round_trips_and_is_written_only_when_off() -> None:
    board = load_board(shipped_board())
    assert board.land_numbers
    assert "land_numbers" not in board_to_geojson(board)["sandtable"]  # shipped files keep their bytes
    board.set_land_numbers(False)
    data = board_to_geojson(board)
    assert data["sandtable"]["land_numbers"] is False
    assert not board_from_geojson(json.loads(json.dumps(data))).land_numbers


def test_a_value_that_is_not_true_or_false_is_refused_in_one_sentence() -> None:
    data = board_to_geojson(load_board(shipped_board()))
    data["sandtable"]["land_numbers"] = "no"
    with pytest.raises(BoardFileError, match='land_numbers "no", which is neither true nor false'):
        board_from_geojson(data)


def test_revised_board_prints_no_land_numbers_but_its_sea_numbers(qtbot) -> None:
    from sandtable.ui.board_scene import BoardScene

    board = load_board(ROOT / "maps" / "aa-revised" / "board.geojson")
    assert not board.land_numbers
    scene = BoardScene()
    scene.set_board(board)
    labels = scene._labels
    land = [z.id for z in board.zones.values() if z.kind == "land"]
    assert land and all(labels[z].number_text == "" for z in land)
    assert all(labels[z].name_text for z in land)  # the names still show
    assert labels["sz05"].short_text == "5"


def test_editor_checkbox_hides_numbers_and_undo_brings_them_back(qtbot, tmp_path) -> None:
    editor = EditorWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    editor.confirm_discard = lambda: True
    qtbot.addWidget(editor)
    editor.show()
    assert editor.open_board(shipped_board())
    box = editor.properties.land_numbers
    assert box.isChecked() and box.isEnabled()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert not editor.board.land_numbers
    editor.sync_now()
    land = next(z for z in editor.board.zones.values() if z.kind == "land")
    assert editor.scene._labels[land.id].number_text == ""
    editor.undo_stack.undo()
    editor.sync_now()
    assert editor.board.land_numbers and box.isChecked()
    assert editor.scene._labels[land.id].number_text != ""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    path = tmp_path / "b.geojson"
    assert editor.save_to(path)
    assert not load_board(path).land_numbers


def test_revised_europe_at_fit_names_its_powers_by_abbreviation_where_crowded(qtbot) -> None:
    """At fit on 1366 x 768, crowded Europe shows the board's short names (short_name) and seas give
    way to their numbers, so every territory is named."""
    from sandtable.ui.board_scene import BoardScene
    from sandtable.ui.board_view import BoardView

    board = load_board(ROOT / "maps" / "aa-revised" / "board.geojson")
    scene = BoardScene()
    scene.set_board(board)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(1366, 768)
    view.show()
    qtbot.waitExposed(view)
    view.fit_board()
    shown = {zid: " ".join(label._name_lines) for zid, label in scene._labels.items()}
    land = [z for z in board.zones.values() if z.kind == "land"]
    unnamed = [z.name for z in land if not shown[z.id]]
    assert unnamed == []  # the last three are set apart with a leader (tests/test_board_labels.py)
    germany = next(z for z in land if z.name == "Germany")
    assert shown[germany.id] in ("Germany", "Ger.")
    assert any(label.is_sea and shown[zid] == label.short_text for zid, label in scene._labels.items())
