"""The hex-map editor's base picture of the static layers at fit (issue 23, 5,000-hex redraw):
one picture per scale and per edit, so an edit shows at once; a zoom stretches it, and once the
zoom rests the sharp tiles come and the picture is made again at that zoom while idle."""

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
    picture = item._base.image
    assert picture is not None and item._base.at(window.view.current_scale(), 1.0)
    render(window)
    assert item._base.image is picture  # the same scale: the same picture
    window.push_edit(hc.make_paint_terrain(window.hexmap, [label], "mountain"))
    assert QColor(render(window).pixel(point)) == terrain_fill("mountain")
    window.undo_stack.undo()
    assert QColor(render(window).pixel(point)) == terrain_fill("plain")
    picture = item._base.image
    hidpi = render(window, 2.0)  # a HiDPI screen: tiles of twice the pixels, the same place
    assert hidpi.width() == 2 * window.view.viewport().width()
    assert QColor(hidpi.pixel(point * 2)) == terrain_fill("plain")
    render(window)
    assert item._base.image is picture
    drawn = item._screen.drawn
    window.view.zoom_by(1.5)
    render(window)
    assert item._screen.drawn == drawn  # while the wheel zooms, the last picture is stretched (fast)
    qtbot.wait(REST_MS + 100)
    for _ in range(100):  # the zoom rested: sharp tiles at the new scale, a few a frame
        render(window)
        if item._screen._last is None and item._screen.drawn > drawn:
            break
    assert item._screen.drawn > drawn
    qtbot.waitUntil(lambda: item._base.at(window.view.current_scale(), 1.0), timeout=5000)
    assert item._base.image is not picture  # and made again, while idle, as this zoom's one picture
    assert QColor(render(window).pixel(window.view.mapFromScene(item.centre(label)))) == terrain_fill("plain")
    window.undo_stack.setClean()
    window.close()
