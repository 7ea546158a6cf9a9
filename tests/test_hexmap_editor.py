"""The hex-map editor driven by real clicks and drags on a copy of an FSTR map (issue 23)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from sandtable.board.hexmap import load_hexmap
from sandtable.editor import hexmap_commands as hc
from sandtable.editor.hexmap_window import HexMapWindow

ROOT = Path(__file__).resolve().parents[1]
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def map_path(tmp_path: Path) -> Path:
    folder = tmp_path / "fstr"  # the game's folder name: the editor uses FSTR's vocabulary and checks
    folder.mkdir()
    shutil.copy(ROOT / "maps" / "fstr" / "map2.json", folder / "map2.json")
    return folder / "map2.json"


@pytest.fixture
def editor(qtbot, map_path: Path):
    window = HexMapWindow.open(map_path)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_board()
    yield window
    window.undo_stack.setClean()  # closing with changes would ask in a modal box
    window.close()
    window.deleteLater()


def zoom_on(editor: HexMapWindow, label: str, factor: float = 6.0) -> None:
    editor.view.zoom_by(factor)
    editor.view.centerOn(editor.scene.item.centre(label))


def vp(editor: HexMapWindow, point: QPointF) -> QPoint:
    return editor.view.mapFromScene(point)


def side_mid(editor: HexMapWindow, a: str, b: str) -> QPointF:
    p, q = editor.scene.item.side_line(a, b)
    # a little inside hex a, so the hex under the mouse is a and the nearest side is a-b
    c = editor.scene.item.centre(a)
    m = QPointF((p.x() + q.x()) / 2, (p.y() + q.y()) / 2)
    return QPointF(m.x() * 0.8 + c.x() * 0.2, m.y() * 0.8 + c.y() * 0.2)


def land_hex(editor: HexMapWindow, terrain: str = "plain") -> str:
    hm = editor.hexmap
    for label in sorted(hm.hexes):
        if hm.hexes[label].terrain == terrain and all(
                n in hm.hexes and hm.hexes[n].terrain == terrain for n in hm.layout.neighbours(label)) \
                and len(hm.layout.neighbours(label)) == 6 and not hm.hexsides.around(label):
            return label
    raise AssertionError("no inland plain hex")


def test_opens_valid_with_the_games_vocabulary(editor):
    assert editor.problems == []
    assert "mountain" in [editor.terrain_box.itemText(i) for i in range(editor.terrain_box.count())]
    assert editor.windowTitle().startswith("Hex map editor - map2.json")


def test_brush_stroke_paints_hexes_one_undo(editor, qtbot):
    start = land_hex(editor)
    end = editor.hexmap.layout.neighbour(editor.hexmap.layout.neighbour(start, 2), 2)
    zoom_on(editor, start)
    editor.set_tool("terrain")
    editor.terrain_box.setCurrentText("mountain")
    viewport = editor.view.viewport()
    qtbot.mousePress(viewport, LEFT, pos=vp(editor, editor.scene.item.centre(start)))
    qtbot.mouseMove(viewport, vp(editor, editor.scene.item.centre(end)))
    qtbot.mouseRelease(viewport, LEFT, pos=vp(editor, editor.scene.item.centre(end)))
    assert editor.hexmap.hexes[start].terrain == "mountain"
    assert editor.hexmap.hexes[end].terrain == "mountain"
    assert editor.undo_stack.count() == 1
    editor.undo_stack.undo()
    assert editor.hexmap.hexes[start].terrain == "plain" and editor.hexmap.hexes[end].terrain == "plain"
    editor.undo_stack.redo()
    assert editor.hexmap.hexes[end].terrain == "mountain"


def test_river_click_on_hexside_and_click_again_removes(editor, qtbot):
    a = land_hex(editor)
    b = editor.hexmap.layout.neighbour(a, 2)
    zoom_on(editor, a)
    editor.set_tool("hexside")
    editor.kind_box.setCurrentText("river")
    qtbot.mouseClick(editor.view.viewport(), LEFT, pos=vp(editor, side_mid(editor, a, b)))
    assert editor.hexmap.hexsides.has(a, b, "river")
    assert editor.problems == []
    qtbot.mouseClick(editor.view.viewport(), LEFT, pos=vp(editor, side_mid(editor, a, b)))
    assert not editor.hexmap.hexsides.has(a, b, "river")
    editor.undo_stack.undo()
    assert editor.hexmap.hexsides.has(a, b, "river")


def test_road_drag_across_hexes_and_bridge_problem_shown(editor, qtbot):
    a = land_hex(editor)
    lay = editor.hexmap.layout
    b = lay.neighbour(a, 3)
    c = lay.neighbour(b, 3)
    zoom_on(editor, a, 4.0)
    editor.set_tool("hexside")
    editor.kind_box.setCurrentText("road")
    editor.road_class.setCurrentText("minor")
    viewport = editor.view.viewport()
    qtbot.mousePress(viewport, LEFT, pos=vp(editor, editor.scene.item.centre(a)))
    qtbot.mouseMove(viewport, vp(editor, editor.scene.item.centre(b)))
    qtbot.mouseRelease(viewport, LEFT, pos=vp(editor, editor.scene.item.centre(c)))
    road = editor.hexmap.hexsides.get(a, b, "road")
    assert road is not None and road.props["class"] == "minor"
    assert editor.hexmap.hexsides.has(b, c, "road")
    assert editor.undo_stack.count() == 1
    # a bridge over no river is a problem, listed and outlined on its hexside
    editor.kind_box.setCurrentText("bridge")
    qtbot.mouseClick(viewport, LEFT, pos=vp(editor, side_mid(editor, a, b)))
    assert any("bridge" in p and "crosses no river" in p for p in editor.problems)
    assert tuple(sorted((a, b))) in {tuple(sorted(s)) for s in editor.scene.item.problem_sides}
    assert editor.problem_list.count() == len(editor.problems)


def test_names_and_features_in_the_properties(editor, qtbot):
    a = land_hex(editor)
    zoom_on(editor, a)
    qtbot.mouseClick(editor.view.viewport(), LEFT, pos=vp(editor, editor.scene.item.centre(a)))
    assert editor.hex_label.text() == a
    editor.names_edit.setText("Roccasecca")
    editor.features_edit.setText("village")
    editor.names_edit.editingFinished.emit()
    assert editor.hexmap.hexes[a].names == ("Roccasecca",)
    assert editor.hexmap.hexes[a].features == ("village",)
    # a name used twice is a problem
    editor.names_edit.setText("Cassino")
    editor.names_edit.editingFinished.emit()
    assert any("cassino" in p.casefold() and "unique" in p for p in editor.problems)
    assert a in editor.scene.item.problem_hexes or editor.problems


def test_exit_toggle_on_edge_hex(editor, qtbot):
    hm = editor.hexmap
    label = next(lbl for lbl in sorted(hm.hexes) if hm.layout.edge_of(lbl) == ("north",)
                 and hm.hexes[lbl].terrain != "sea" and all(e.hex != lbl for e in hm.exits))
    zoom_on(editor, label)
    editor.set_tool("exit")
    editor.exit_road.setText("SS99")
    before = len(hm.exits)
    qtbot.mouseClick(editor.view.viewport(), LEFT, pos=vp(editor, editor.scene.item.centre(label)))
    assert len(hm.exits) == before + 1 and hm.exits[-1].road == "SS99" and hm.exits[-1].edge == "north"
    editor.undo_stack.undo()
    assert len(hm.exits) == before


def test_save_is_atomic_and_round_trips(editor, map_path):
    original = map_path.read_text(encoding="utf-8")
    a = land_hex(editor)
    assert editor.push_edit(lambda: hc.make_paint_terrain(editor.hexmap, [a], "hill"))
    assert editor.save()
    assert editor.undo_stack.isClean()
    assert load_hexmap(map_path).hexes[a].terrain == "hill"
    editor.undo_stack.undo()
    assert editor.save()
    assert map_path.read_text(encoding="utf-8") == original


def test_board_editor_hands_a_hex_map_to_the_hex_editor(qtbot, map_path):
    from sandtable.editor.editor_window import EditorWindow

    window = EditorWindow()
    qtbot.addWidget(window)
    assert window.open_board(map_path)
    assert window.board is None
    [hexwin] = window.hexmap_windows
    qtbot.addWidget(hexwin)  # unchanged: closes without asking
    assert hexwin.hexmap.id == "map2"


def test_commands_refuse_in_one_sentence(map_path):
    from sandtable.editor.geometry import EditError

    hm = load_hexmap(map_path)
    with pytest.raises(EditError, match="neighbouring"):
        hc.make_hexside_stroke(hm, [("0101", "0909")], "river")
    with pytest.raises(EditError, match="edge"):
        hc.make_toggle_exit(hm, "1010", "SS6", "major")


def test_map_grid_dialog_resizes_the_numbering_with_one_undo(editor, qtbot):
    """Set hex numbering (#23): the Map grid dialog, driven through its widgets, makes the map one
    column and row smaller; the hexes and hexsides cut off come back with Undo."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QPushButton

    from sandtable.editor.hexmap_grid_dialog import MapGridDialog

    hm = editor.hexmap
    cols, rows = hm.layout.columns, hm.layout.rows
    last = f"{cols:02d}{rows:02d}"
    cells, sides = len(hm.hexes), len(hm.hexsides)
    width = editor.scene.item.boundingRect().width()
    seen: list[str] = []

    def answer() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, MapGridDialog) and w.isVisible())
        dialog.columns.setValue(cols - 1)
        dialog.rows.setValue(rows - 1)
        seen.append(dialog.numbers.text())
        dialog.accept()

    button = next(b for b in editor.findChildren(QPushButton) if b.text().startswith("Map grid"))
    QTimer.singleShot(0, answer)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert seen == [f"0101 to {cols - 1:02d}{rows - 1:02d}"]
    assert (hm.layout.columns, hm.layout.rows) == (cols - 1, rows - 1)
    assert last not in hm.hexes and len(hm.hexes) < cells
    assert all(hm.layout.contains(int(f.a[:2]), int(f.a[2:])) for f in hm.hexsides)
    assert editor.scene.item.boundingRect().width() < width
    editor.undo_stack.undo()
    assert (hm.layout.columns, hm.layout.rows) == (cols, rows)
    assert len(hm.hexes) == cells and len(hm.hexsides) == sides
    assert editor.scene.item.boundingRect().width() == pytest.approx(width)


def test_map_grid_that_cannot_be_a_map_is_refused_in_one_sentence(map_path):
    from sandtable.board.hexmap import load_hexmap
    from sandtable.editor.geometry import EditError
    from sandtable.editor.hexmap_commands import make_set_layout

    hm = load_hexmap(map_path)
    lay = hm.layout
    with pytest.raises(EditError, match="unchanged"):
        make_set_layout(hm, lay.columns, lay.rows, lay.size_km, lay.anchor, lay.up_bearing)
    with pytest.raises(EditError, match="hex size"):
        make_set_layout(hm, lay.columns, lay.rows, 0.0, lay.anchor, lay.up_bearing)
