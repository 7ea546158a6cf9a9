"""The editor window driven with mouse events (pytest-qt, offscreen): draw, split, merge, link,
symbols, rulers, corners, hexes; undo all, redo all, save, reload and compare."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QMainWindow

from sandtable.board import HexGrid, board_to_geojson, load_board
from sandtable.editor import geometry as geo
from sandtable.editor.editor_window import EditorWindow
from sandtable.editor.edits import snapshot
from sandtable.editor.land import land_sources
from sandtable.editor.tools import scene_point
from sandtable.resources import shipped_board

AREA = (7.5, 38.5, 10.5, 43.5)  # Corsica and Sardinia
CORSICA_BOX = [(8.4, 41.3), (9.7, 41.3), (9.7, 43.1), (8.4, 43.1)]
SARDINIA_BOX = [(8.0, 38.8), (9.9, 38.8), (9.9, 41.28), (8.0, 41.28)]
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def editor(qtbot, tmp_path):
    window = EditorWindow(settings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    window.confirm_discard = lambda: True
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def vp(editor: EditorWindow, lonlat) -> QPoint:
    return editor.view.mapFromScene(scene_point(editor, lonlat))


def click(qtbot, editor: EditorWindow, lonlat, button=LEFT, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.mouseClick(editor.view.viewport(), button, modifier, vp(editor, lonlat))


def draw(qtbot, editor: EditorWindow, corners) -> str:
    editor.set_tool("draw")
    before = set(editor.board.zones)
    for corner in corners:
        click(qtbot, editor, corner)
    click(qtbot, editor, corners[0])  # clicking the first corner closes the outline
    added = set(editor.board.zones) - before
    assert len(added) == 1, editor.message()
    return added.pop()


def land_zones(editor: EditorWindow) -> list[str]:
    return sorted(z.id for z in editor.board.zones.values() if z.kind == "land")


def new_board(editor: EditorWindow) -> None:
    sources = land_sources()
    assert sources, "no land data bundled"
    assert editor.new_board("Test board", AREA, sources[-1])
    editor.sync_now()
    assert set(editor.board.zones) == {"sea"}
    assert editor.land is not None and not editor.land.is_empty


def test_edit_session_with_the_mouse(qtbot, editor: EditorWindow, tmp_path) -> None:
    new_board(editor)
    start = snapshot(editor.board)
    assert not editor.act_play.isEnabled()  # no zone the scenario needs

    corsica = draw(qtbot, editor, CORSICA_BOX)
    sardinia = draw(qtbot, editor, SARDINIA_BOX)
    editor.sync_now()
    for zid in (corsica, sardinia):
        shape = editor.board.zones[zid].polygon
        assert shape.difference(editor.land).area < 1e-9  # cut to the coastline's land
        assert shape.area > 0.5  # square degrees: the island, not a sliver
        assert editor.board.is_coastal(zid)
    assert editor.board.zones[corsica].number == 1 and editor.board.zones[sardinia].number == 2
    sardinia_shape = editor.board.zones[sardinia].polygon

    # Split Sardinia with a line across it (the drawn zone is still selected), then merge it back.
    assert editor.selected == sardinia
    editor.set_tool("split")
    click(qtbot, editor, (7.8, 40.0))
    click(qtbot, editor, (10.1, 40.1))
    assert len(land_zones(editor)) == 3, editor.message()
    piece = next(z for z in land_zones(editor) if z not in (corsica, sardinia))
    assert editor.board.zones[piece].polygon.area + editor.board.zones[sardinia].polygon.area == \
        pytest.approx(sardinia_shape.area)
    editor.set_tool("merge")
    click(qtbot, editor, editor.board.zones[sardinia].label_point)
    click(qtbot, editor, editor.board.zones[piece].label_point)
    assert land_zones(editor) == sorted([corsica, sardinia]), editor.message()
    assert editor.board.zones[sardinia].polygon.symmetric_difference(sardinia_shape).area < 1e-9

    # An island arrow between the two islands.
    editor.set_tool("link")
    click(qtbot, editor, editor.board.zones[corsica].label_point)
    click(qtbot, editor, editor.board.zones[sardinia].label_point)
    assert [link.pair() for link in editor.board.links] == [frozenset((corsica, sardinia))]
    assert editor.board.graph.edges[corsica, sardinia]["kind"] == "arrow"

    # Symbols from the palette.
    editor.set_symbol("airport")
    click(qtbot, editor, editor.board.zones[sardinia].label_point)
    editor.set_symbol("mountain")
    click(qtbot, editor, editor.board.zones[corsica].label_point)
    assert editor.board.zones[sardinia].symbols == {"airport"}
    assert editor.board.zones[corsica].symbols == {"mountain"}

    # Number, name and a free-form property in the side panel.
    editor.set_tool("select")
    click(qtbot, editor, editor.board.zones[corsica].label_point)
    assert editor.selected == corsica
    panel = editor.properties
    panel.name.clear()
    qtbot.keyClicks(panel.name, "Corsica")
    qtbot.keyClick(panel.name, Qt.Key.Key_Return)
    panel.number.setValue(21)
    panel.number.editingFinished.emit()
    qtbot.mouseClick(panel.add_prop, LEFT)
    editor.sync_now()  # what the event loop does after every edit
    panel.props.item(0, 1).setText("true")
    zone = editor.board.zones[corsica]
    assert (zone.name, zone.number) == ("Corsica", 21)
    assert list(zone.props.values()) == [True]

    # Rulers: add one, rename it, resize it; the counter size.
    rulers = editor.rulers_panel
    qtbot.mouseClick(rulers.add, LEFT)
    assert len(editor.board.rulers) == 1
    editor.sync_now()
    rulers.table.item(0, 0).setText("short")
    editor.sync_now()
    rulers.table.item(0, 1).setText("420")
    rulers.counter.setValue(30.0)
    rulers.counter.editingFinished.emit()
    assert dict(editor.board.rulers) == {"short": 420.0}
    assert editor.board.counter_size_km == 30.0
    editor.set_tool("ruler")
    qtbot.mouseMove(editor.view.viewport(), vp(editor, (9.0, 41.3)))
    editor.tools["ruler"].hover(editor.view.mouse_at(vp(editor, (9.0, 41.3))))
    assert "short" in editor.message() and "in range" in editor.message()

    # Drag a corner of Corsica: one undo step; the sea, which shares it, follows.
    editor.view.zoom_by(6.0)
    editor.view.centre_on_scene(scene_point(editor, (9.2, 42.2)))
    editor.set_tool("vertex")
    vertices = geo.vertices_of(editor.board.zones[corsica].polygon)
    centre = editor.view.viewport().rect().center()
    corner = min(vertices, key=lambda v: (vp(editor, v) - centre).manhattanLength())
    assert geo.has_vertex(editor.board.zones["sea"].polygon, corner)
    steps = editor.undo_stack.count()
    start_px = vp(editor, corner)
    viewport = editor.view.viewport()
    qtbot.mousePress(viewport, LEFT, pos=start_px)
    for dx in (5, 10, 15, 20):
        qtbot.mouseMove(viewport, start_px + QPoint(dx, -dx))
    qtbot.mouseRelease(viewport, LEFT, pos=start_px + QPoint(20, -20))
    assert editor.undo_stack.count() == steps + 1, editor.message()
    for zid in (corsica, "sea"):
        assert not geo.has_vertex(editor.board.zones[zid].polygon, corner)
    moved = set(geo.vertices_of(editor.board.zones[corsica].polygon)) - set(vertices)
    assert len(moved) == 1 and geo.has_vertex(editor.board.zones["sea"].polygon, moved.pop())
    editor.view.fit_board()

    # A hex grid over Sardinia cut to the land, and the brush painting two hexes in one drag.
    assert editor.add_hex_grid(HexGrid("g1", 30.0, "flat", (9.0, 40.0), (8.0, 38.8, 9.9, 41.3), True))
    editor.sync_now()
    hexes = [z for z in editor.board.zones.values() if z.kind == "hex"]
    assert len(hexes) > 10 and all(h.polygon.difference(editor.land).area < 1e-9 for h in hexes)
    inner = sorted((h for h in hexes if h.polygon.area > 0.05), key=lambda h: (h.props["q"], h.props["r"]))
    a, b = inner[len(inner) // 2], inner[len(inner) // 2 + 1]
    editor.set_tool("brush")
    editor.set_brush_value("forest")
    steps = editor.undo_stack.count()
    pa, pb = vp(editor, a.label_point), vp(editor, b.label_point)
    qtbot.mousePress(viewport, LEFT, pos=pa)
    qtbot.mouseMove(viewport, (pa + pb) / 2)
    qtbot.mouseMove(viewport, pb)
    qtbot.mouseRelease(viewport, LEFT, pos=pb)
    assert editor.undo_stack.count() == steps + 1
    assert editor.board.zones[a.id].props["terrain"] == "forest"
    assert editor.board.zones[b.id].props["terrain"] == "forest"

    # Undo everything, redo everything.
    end = snapshot(editor.board)
    while editor.undo_stack.canUndo():
        editor.undo_stack.undo()
    editor.sync_now()
    assert snapshot(editor.board) == start
    while editor.undo_stack.canRedo():
        editor.undo_stack.redo()
    editor.sync_now()
    assert snapshot(editor.board) == end

    # Save, reload, compare.
    path = tmp_path / "board.geojson"
    assert editor.save_as(path)
    assert editor.undo_stack.isClean()
    reloaded = load_board(path)
    assert board_to_geojson(reloaded) == board_to_geojson(editor.board)
    assert editor.open_board(path)
    assert snapshot(editor.board) == snapshot(reloaded)


def test_validation_panel_and_saving_an_invalid_board(qtbot, editor: EditorWindow, tmp_path) -> None:
    new_board(editor)
    a = draw(qtbot, editor, CORSICA_BOX)
    b = draw(qtbot, editor, SARDINIA_BOX)
    from sandtable.editor import edits

    assert editor.push_edit(edits.make_zone_fields(editor.board, b, number=editor.board.zones[a].number))
    editor.validate_now()
    panel = editor.validation
    rows = [i for i, p in enumerate(panel.problems) if p.severity == "error" and "Number" in p.message]
    assert rows, [p.message for p in panel.problems]
    scale = editor.view.current_scale()
    item = panel.list.item(rows[0])
    qtbot.mouseClick(panel.list.viewport(), LEFT, pos=panel.list.visualItemRect(item).center())
    assert editor.view.current_scale() > scale * 2
    assert editor.problem_zones == {a, b}
    assert editor.scene.highlighted() >= {a, b}

    asked = []
    editor.confirm_invalid_save = lambda errors: asked.append(errors) or False
    assert not editor.save_as(tmp_path / "refused.geojson")
    assert not (tmp_path / "refused.geojson").exists()
    editor.confirm_invalid_save = lambda errors: asked.append(errors) or True
    assert editor.save_as(tmp_path / "kept.geojson")
    assert len(asked) == 2 and load_board(tmp_path / "kept.geojson").zones[b].number == 1


def test_corner_delete_and_escape(qtbot, editor: EditorWindow) -> None:
    new_board(editor)
    editor.set_tool("draw")
    for corner in CORSICA_BOX[:2]:
        click(qtbot, editor, corner)
    assert len(editor.tools["draw"].points) == 2
    qtbot.keyClick(editor.view, Qt.Key.Key_Escape)
    assert editor.tools["draw"].points == []
    zid = draw(qtbot, editor, [(8.95, 42.0), (9.25, 42.0), (9.3, 42.3), (9.0, 42.35)])  # inland: not cut
    corners = geo.vertices_of(editor.board.zones[zid].polygon)
    assert len(corners) == 4
    editor.set_tool("vertex")
    click(qtbot, editor, corners[0], button=Qt.MouseButton.RightButton)
    assert len(geo.vertices_of(editor.board.zones[zid].polygon)) == 3
    editor.undo_stack.undo()
    assert len(geo.vertices_of(editor.board.zones[zid].polygon)) == 4


def test_play_on_the_shipped_board(qtbot, editor: EditorWindow, monkeypatch) -> None:
    path = shipped_board("1943-45")
    if path is None:
        pytest.skip("no shipped board")
    assert editor.open_board(path)
    asked: list[object] = []
    monkeypatch.setattr(editor, "save_as", lambda where=None: asked.append(where) or False)
    assert not editor.save() and asked == [None]  # the shipped file is not overwritten in place
    from sandtable.editor.scenario_fit import scenario_fit

    fits, reason = scenario_fit(editor.board)
    assert editor.act_play.isEnabled() == fits, reason
    if not fits:
        pytest.skip(f"the shipped scenario does not fit the shipped board: {reason}")
    with qtbot.waitSignal(editor.play_requested, timeout=1000) as blocker:
        editor.act_play.trigger()
    assert blocker.args[0] is editor.board
    # Taking away a zone every registered scenario needs (a test game may be registered too) disables it.
    from sandtable.editor import edits

    assert editor.push_edit(edits.make_delete_zone(editor.board, editor.board.zone_by_number(1).id))
    editor.sync_now()
    assert not editor.act_play.isEnabled()


def test_menu_in_the_main_window(qtbot, tmp_path) -> None:
    from sandtable.editor.menu import install_editor_menu

    main = QMainWindow()
    qtbot.addWidget(main)
    main.menuBar().addMenu("&Help")
    path = shipped_board("1943-45")
    main.board_path = path  # type: ignore[attr-defined]
    main.settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)  # type: ignore[attr-defined]
    menu = install_editor_menu(main)
    titles = [a.text() for a in main.menuBar().actions()]
    assert titles.index(menu.title()) < titles.index("&Help")
    if path is None:
        return
    window = menu.edit_current()
    assert window is not None and window.board is not None and window.path == path
    window.confirm_discard = lambda: True
    window.close()


def test_dialogs_build(qtbot) -> None:
    from sandtable.editor.dialogs import HexGridDialog, NewBoardDialog

    dialog = NewBoardDialog()
    qtbot.addWidget(dialog)
    assert dialog.chosen_source() is not None
    dialog.source.setCurrentIndex(dialog.source.count() - 1)
    assert dialog.area.bbox() == pytest.approx(dialog.chosen_source().bbox)
    hexes = HexGridDialog(AREA, "g2")
    qtbot.addWidget(hexes)
    assert hexes.grid_id.text() == "g2" and hexes.area.bbox() == pytest.approx(AREA)
    assert hexes.origin_lon.value() == pytest.approx(9.0)
