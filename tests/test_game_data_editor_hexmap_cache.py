"""The hex-map editor's cached picture of the static layers at fit (issue 23, 5,000-hex redraw):
one picture per scale and per edit, so an edit shows at once and a zoom draws afresh."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from sandtable.editor import hexmap_commands as hc
from sandtable.editor.hexmap_scene import REST_MS, terrain_fill
from sandtable.editor.hexmap_window import HexMapWindow

ROOT = Path(__file__).resolve().parents[1]


def render(window: HexMapWindow, dpr: float = 1.0) -> QImage:
    view = window.view
    size = view.viewport().size()
    image = QImage(round(size.width() * dpr), round(size.height() * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    view.render(painter, QRectF(0, 0, size.width(), size.height()), view.viewport().rect())
    painter.end()
    return image


def test_fit_picture_is_cached_and_redrawn_after_an_edit(qtbot, tmp_path: Path) -> None:
    folder = tmp_path / "fstr"
    folder.mkdir()
    shutil.copy(ROOT / "maps" / "fstr" / "map2.json", folder / "map2.json")
    window = HexMapWindow.open(folder / "map2.json")
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_board()
    item = window.scene.item
    label = next(k for k, c in sorted(window.hexmap.hexes.items()) if c.terrain == "plain"
                 and not window.hexmap.hexsides.around(k) and not c.features)
    point = window.view.mapFromScene(item.centre(label))
    assert QColor(render(window).pixel(point)) == terrain_fill("plain")
    picture = item._cache
    assert picture is not None
    render(window)
    assert item._cache is picture  # the same scale: the same picture
    window.push_edit(hc.make_paint_terrain(window.hexmap, [label], "mountain"))
    assert QColor(render(window).pixel(point)) == terrain_fill("mountain")
    window.undo_stack.undo()
    assert QColor(render(window).pixel(point)) == terrain_fill("plain")
    hidpi = render(window, 2.0)  # a HiDPI screen: a picture of twice the pixels, the same place
    assert hidpi.width() == 2 * window.view.viewport().width()
    assert QColor(hidpi.pixel(point * 2)) == terrain_fill("plain")
    assert item._cache is not picture and item._cache.devicePixelRatio() == 2.0
    render(window)
    picture = item._cache
    window.view.zoom_by(1.5)
    render(window)
    assert item._cache is picture  # while the wheel zooms, the last picture is stretched (fast)
    qtbot.wait(REST_MS + 100)
    render(window)
    assert item._cache is not picture  # the zoom rested: drawn afresh, sharp at the new scale
    window.undo_stack.setClean()
    window.close()
