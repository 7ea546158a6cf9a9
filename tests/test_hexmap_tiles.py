"""The hex-map editor zoomed in past its one cached picture (issue 23, <= 16 ms a frame): the static
layers and the text are screen tiles kept while the view pans, drawn afresh after an edit, and
the last ones stretched while a zoom is under way."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from sandtable.editor import hexmap_commands as hc
from sandtable.editor.hexmap_scene import REST_MS, TEXT_PX, terrain_fill
from sandtable.editor.hexmap_tiles import blocks
from sandtable.editor.hexmap_window import HexMapWindow

ROOT = Path(__file__).resolve().parents[1]


def render(window: HexMapWindow) -> QImage:
    view = window.view
    size = view.viewport().size()
    image = QImage(size.width(), size.height(), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    view.render(painter, QRectF(0, 0, size.width(), size.height()), view.viewport().rect())
    painter.end()
    return image


def sharpen(window: HexMapWindow) -> int:
    """Render until a frame draws no tile (the view is sharp); how many frames drew some."""
    screen = window.scene.item._screen
    for frames in range(200):
        drawn = screen.drawn
        render(window)
        if screen.drawn == drawn and screen._last is None:
            return frames
    raise AssertionError("the tiles never became sharp")


@pytest.fixture
def zoomed(qtbot, tmp_path: Path):
    folder = tmp_path / "fstr"
    folder.mkdir()
    shutil.copy(ROOT / "maps" / "fstr" / "map2.json", folder / "map2.json")
    window = HexMapWindow.open(folder / "map2.json")
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    window.hide()  # only the test's renders draw
    window.view.fit_board()
    window.view.zoom_by(3.0)
    render(window)  # the zoom under way: the fit's picture stretched
    qtbot.wait(REST_MS + 100)
    sharpen(window)
    yield window
    window.undo_stack.setClean()
    window.close()


def centre_on_a_plain_hex(window: HexMapWindow) -> str:
    """A plain hex without features, names or hexsides, in the middle of the view."""
    label = next(k for k, c in sorted(window.hexmap.hexes.items()) if c.terrain == "plain" and not c.features
                 and not window.hexmap.hexsides.around(k) and not c.names)
    window.view.centre_on_scene(window.scene.item.centre(label))
    return label


def test_tiles_are_kept_while_panning_and_redrawn_after_an_edit(zoomed, qtbot) -> None:
    window, item = zoomed, zoomed.scene.item
    assert window.hexmap.layout.size_km * window.view.current_scale() >= TEXT_PX  # numbers shown
    label = centre_on_a_plain_hex(window)
    point = window.view.mapFromScene(item.centre(label))
    sharpen(window)
    assert QColor(render(window).pixel(point)) == terrain_fill("plain")
    drawn = item._screen.drawn
    assert drawn > 0
    render(window)
    assert item._screen.drawn == drawn  # the same view: every tile copied, none drawn
    bar = window.view.horizontalScrollBar()
    bar.setValue(bar.value() + 25)
    render(window)
    assert 0 <= item._screen.drawn - drawn <= drawn // 3  # a pan draws at most the strip it uncovers
    point = window.view.mapFromScene(item.centre(label))
    window.push_edit(hc.make_paint_terrain(window.hexmap, [label], "mountain"))
    assert QColor(render(window).pixel(point)) == terrain_fill("mountain")  # an edit shows at once
    window.undo_stack.undo()
    assert QColor(render(window).pixel(point)) == terrain_fill("plain")


def test_tiles_look_like_the_direct_drawing(zoomed, monkeypatch) -> None:
    window, item = zoomed, zoomed.scene.item
    tiled = render(window)
    monkeypatch.setattr(item._screen, "paint", lambda *a, **k: None)  # no tiles: every hex drawn
    direct = render(window)
    # pixel for pixel but a few antialiased ones where blocks meet (6 of 660,000 when written): the
    # tiles are placed where the map would be drawn, not half a pixel off
    differ = sum(1 for y in range(tiled.height()) for x in range(tiled.width())
                 if tiled.pixel(x, y) != direct.pixel(x, y))
    assert differ <= 0.0002 * tiled.width() * tiled.height()


def test_a_zoom_stretches_the_last_tiles_until_it_rests(zoomed, qtbot) -> None:
    window, item = zoomed, zoomed.scene.item
    render(window)
    key, drawn = item._screen._key, item._screen.drawn
    window.view.zoom_by(1.3)
    render(window)
    assert (item._screen._key, item._screen.drawn) == (key, drawn)  # stretched: nothing drawn
    qtbot.wait(REST_MS + 100)
    render(window)
    assert item._screen._key != key and item._screen.drawn > 0  # rested: sharp tiles at the new scale


def test_missing_tiles_are_drawn_in_few_blocks() -> None:
    assert blocks([(i, j) for j in range(3) for i in range(4)]) == [(0, 3, 0, 2)]
    # a diagonal pan uncovers a column and a row: two blocks, not the whole screen
    pan = [(5, j) for j in range(4)] + [(i, 4) for i in range(6)]
    assert sorted(blocks(pan)) == [(0, 5, 4, 4), (5, 5, 0, 3)]
    assert blocks([]) == []


def test_a_rested_zoom_sharpens_a_few_tiles_a_frame_over_the_stretched_ones(zoomed, qtbot,
                                                                            monkeypatch) -> None:
    from sandtable.editor import hexmap_scene

    window, item = zoomed, zoomed.scene.item
    render(window)
    window.view.zoom_by(1.3)
    render(window)  # stretched while the zoom is under way
    qtbot.wait(REST_MS + 100)
    monkeypatch.setattr(hexmap_scene, "SHARP_BUDGET_MS", 0.0)  # one chunk of tiles a frame
    counts = []
    for _ in range(200):
        before = item._screen.drawn if counts else 0
        render(window)
        counts.append(item._screen.drawn - before)
        if item._screen._last is None:
            break
    assert len(counts) > 2 and all(0 < n <= 4 for n in counts)  # a few tiles a frame, never blank
    sharp = render(window)
    monkeypatch.setattr(item._screen, "paint", lambda *a, **k: None)
    direct = render(window)
    differ = sum(1 for y in range(sharp.height()) for x in range(sharp.width())
                 if sharp.pixel(x, y) != direct.pixel(x, y))
    # and sharp in the end (stretched, a fifth of the pixels differ): drawn a tile at a time, an
    # aliased grid line cut at a tile's edge may step a pixel apart from one drawn whole
    assert differ <= 0.0005 * sharp.width() * sharp.height()


def test_the_tiles_just_off_screen_are_drawn_while_idle(zoomed, qtbot) -> None:
    window, item = zoomed, zoomed.scene.item
    render(window)  # sharp: the ring around the view is asked for
    shown = item._screen.drawn
    qtbot.waitUntil(lambda: not item._prefetch_on, timeout=5000)
    assert item._screen.drawn > shown  # the ring, drawn in the idle time
    ready = item._screen.drawn
    bar = window.view.horizontalScrollBar()
    bar.setValue(bar.value() + 60)
    window.view.verticalScrollBar().setValue(window.view.verticalScrollBar().value() + 60)
    render(window)
    assert item._screen.drawn == ready  # a pan onto them only copies


def test_a_long_pan_draws_a_budget_a_frame_with_no_hole(zoomed, monkeypatch) -> None:
    from sandtable.editor import hexmap_scene

    window, item = zoomed, zoomed.scene.item
    monkeypatch.setattr(hexmap_scene, "SHARP_BUDGET_MS", 0.0)  # one tile a frame
    bar = window.view.horizontalScrollBar()
    bar.setValue(bar.value() + window.view.viewport().width())  # a whole screen on: all tiles missing
    drawn = item._screen.drawn
    image = render(window)
    assert item.shown == "partial" and item._screen.drawn - drawn == 1
    # the rest of the view is the base picture stretched: at every hex in view, its terrain
    shown = [(label, window.view.mapFromScene(item.centre(label))) for label in window.hexmap.hexes]
    shown = [(label, p) for label, p in shown if image.rect().adjusted(2, 2, -2, -2).contains(p)]
    assert len(shown) > 100
    def near(a: QColor, b: QColor) -> bool:  # the stretched picture is filtered
        return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= 16

    plain = [(label, p) for label, p in shown  # no town's square, road or river over the centre
             if not window.hexmap.hexes[label].features and not window.hexmap.hexsides.around(label)]
    assert len(plain) > 50
    assert [label for label, p in plain
            if not near(QColor(image.pixel(p)), terrain_fill(window.hexmap.hexes[label].terrain))] == []
    frames = sharpen(window)
    assert frames > 10 and item.shown == "sharp"


def test_the_base_picture_made_in_bands_is_the_one_made_whole(zoomed) -> None:
    from sandtable.editor.hexmap_tiles import BasePicture

    item = zoomed.scene.item
    bounds, scale = item.boundingRect(), 5.0
    whole, bands = BasePicture(), BasePicture()
    assert whole.build(bounds, scale, 1.0, 1, item._paint_piece)
    steps = 1
    while not bands.build(bounds, scale, 1.0, 1, item._paint_piece, budget_ms=0.0):
        steps += 1
    assert steps > 3 and bands.image == whole.image


def test_an_edit_draws_again_only_the_tiles_around_it(zoomed) -> None:
    window, item = zoomed, zoomed.scene.item
    label = centre_on_a_plain_hex(window)
    sharpen(window)
    version, drawn = item._version, item._screen.drawn
    screen_tiles = len(item._screen._tiles)
    window.push_edit(hc.make_paint_terrain(window.hexmap, [label], "mountain"))
    window.push_edit(hc.make_edit_hex(window.hexmap, label, "Nuova Città", "village"))
    tiled = render(window)
    assert item._version == version  # the other tiles kept
    assert 0 < item._screen.drawn - drawn <= 16 < screen_tiles
    point = window.view.mapFromScene(item.centre(label))
    assert QColor(tiled.pixel(point)) != terrain_fill("plain")
    original = item._screen.paint
    item._screen.paint = lambda *a, **k: None  # no tiles: every hex drawn
    direct = render(window)
    item._screen.paint = original
    differ = sum(1 for y in range(tiled.height()) for x in range(tiled.width())
                 if tiled.pixel(x, y) != direct.pixel(x, y))
    assert differ <= 0.0005 * tiled.width() * tiled.height()  # the name and the town drawn in place
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert QColor(render(window).pixel(point)) == terrain_fill("plain")


def test_an_edit_at_the_fit_draws_the_base_picture_again_where_it_changed(qtbot, tmp_path: Path) -> None:
    from sandtable.editor.hexmap_tiles import BasePicture

    folder = tmp_path / "fstr"
    folder.mkdir()
    shutil.copy(ROOT / "maps" / "fstr" / "map2.json", folder / "map2.json")
    window = HexMapWindow.open(folder / "map2.json")
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    window.hide()
    window.view.fit_board()
    item = window.scene.item
    render(window)
    assert item.shown == "base"
    picture = item._base.image
    label = next(k for k, c in sorted(window.hexmap.hexes.items()) if c.terrain == "plain")
    window.push_edit(hc.make_paint_terrain(window.hexmap, [label], "mountain"))
    window.push_edit(hc.make_edit_hex(window.hexmap, label, "Nuova Città", "city"))
    render(window)
    assert item.shown == "base" and item._base.image is picture  # drawn again in place
    whole = BasePicture()
    key = item._base.key
    assert key is not None
    whole.build(item.boundingRect(), key[0], key[1], key[2], item._paint_piece)
    assert whole.image == picture
    window.undo_stack.setClean()
    window.close()
