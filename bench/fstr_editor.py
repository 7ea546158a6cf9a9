"""Benchmark: redraw and pan of the biggest From Salerno to Rome map in the hex-map editor
(issue 23: <= 16 ms a frame), offscreen, plus a synthetic 5,000-hex map (99 x 51).

For each map: open (file -> window), then at the fit and at each zoom of it: the first frame
right after the zoom (the last picture stretched), the frames once the zoom has rested until the
picture is sharp (its tiles come a row at a time) and the slowest of them, the median of still
frames, of a pan of 40 steps back to back and of a drag (40 more such steps, with 16 ms of the
event loop between frames, as at 60 frames a second); each frame one full viewport render into
a QImage. Figures, not pass/fail.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/fstr_editor.py [--frames N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "desktop"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from sandtable.board.hexlayout import HexLayout  # noqa: E402
from sandtable.board.hexmap import HexCell, HexMap, load_hexmap  # noqa: E402
from sandtable.board.hexsides import HexsideFeature, Hexsides  # noqa: E402
from sandtable.editor.hexmap_scene import REST_MS  # noqa: E402
from sandtable.editor.hexmap_window import HexMapWindow  # noqa: E402

MAPS = ROOT / "maps" / "fstr"
W, H = 1366, 768


def synthetic(base: HexMap) -> HexMap:
    """99 x 51 hexes (5,049) with the biggest map's terrains repeated and a river and road net."""
    lay = HexLayout(99, 51, base.layout.size_km, base.layout.anchor, base.layout.up_bearing,
                    base.layout.projection)
    terrains = [c.terrain for _, c in sorted(base.hexes.items())]
    hexes = {label: HexCell(terrains[i % len(terrains)]) for i, label in enumerate(lay.labels())}
    sides = Hexsides()
    for i, label in enumerate(lay.labels()):
        if i % 3 == 0:
            for d, kind in ((2, "river"), (3, "road")):
                n = lay.neighbour(label, d)
                if n is not None:
                    sides.add(HexsideFeature(label, n, kind, {"class": "major"} if kind == "road" else {}))
    return HexMap("synthetic", "5,049 hexes", lay, hexes, sides)


def frame_ms(window: HexMapWindow, frames: int, step: tuple[int, int] = (0, 0)) -> list[float]:
    """Each frame one full render of the viewport, at its own size (so at the view's own scale)."""
    view = window.view
    size = view.viewport().size()
    image = QImage(size.width(), size.height(), QImage.Format.Format_ARGB32_Premultiplied)
    times = []
    for _ in range(frames):
        if step != (0, 0):
            view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + step[0])
            view.verticalScrollBar().setValue(view.verticalScrollBar().value() + step[1])
        t = time.perf_counter()
        painter = QPainter(image)
        view.render(painter, QRectF(image.rect()), view.viewport().rect())
        painter.end()
        times.append((time.perf_counter() - t) * 1000)
    return times


def drag(window: HexMapWindow, steps: int, step: tuple[int, int]) -> list[float]:
    """A pan as a drag at 60 frames a second: each frame, then 16 ms of the event loop (timers:
    the editor draws the tiles just off screen then)."""
    times = []
    for _ in range(steps):
        times += frame_ms(window, 1, step)
        end = time.perf_counter() + 0.016
        while time.perf_counter() < end:
            QApplication.processEvents()
    return times


def rest() -> None:
    """Let the editor's zoom-rest timer fire (the sharp picture is made on the next frame)."""
    end = time.perf_counter() + (REST_MS + 60) / 1000
    while time.perf_counter() < end:
        QApplication.processEvents()
        time.sleep(0.01)


def run(name: str, make, frames: int, zooms: list[float]) -> None:  # noqa: ANN001
    t = time.perf_counter()
    window = make()
    window.resize(W, H)
    window.show()
    QApplication.processEvents()
    opened = (time.perf_counter() - t) * 1000
    window.hide()  # so the pictures are made by the bench's frames, not by paint events while resting
    view = window.view
    hexes = window.hexmap.layout.columns * window.hexmap.layout.rows
    print(f"{name}: {hexes} hexes, {len(window.hexmap.hexsides)} hexside features | open {opened:7.1f} ms")
    for zoom in zooms:
        view.fit_board()
        if zoom != 1.0:
            view.zoom_by(zoom)
        first = frame_ms(window, 1)[0]  # right after the zoom (may be the last picture stretched)
        rest()
        # Once the zoom rested, the sharp tiles come a row at a time over the stretched ones: frames
        # until the picture is sharp, and the slowest of them.
        sharpening: list[float] = []
        screen = window.scene.item._screen
        for _ in range(60):
            drawn = screen.drawn
            took = frame_ms(window, 1)
            if sharpening and screen.drawn == drawn:  # nothing left to draw: sharp
                break
            sharpening += took
        still = statistics.median(frame_ms(window, frames))
        pan = frame_ms(window, 40, (25, 12))
        rest()
        dragged = drag(window, 40, (25, 12))  # on, over tiles not drawn yet
        print(f"  zoom {zoom:4.1f}x (hex {window.hexmap.layout.size_km * view.current_scale():5.1f} px) | "
              f"first {first:6.1f} ms, sharp in {len(sharpening):2d} frames "
              f"(worst {max(sharpening):5.1f} ms) | "
              f"still {still:5.1f} ms/frame | "
              f"pan {statistics.median(pan):5.1f} ms/frame (worst {max(pan):5.1f}) | "
              f"drag {statistics.median(dragged):5.1f} (worst {max(dragged):5.1f})")
    window.undo_stack.setClean()
    window.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=15)
    parser.add_argument("--zooms", default="1,2,3,4,8", help="zoom factors of the fit, comma separated")
    args = parser.parse_args(argv)
    QApplication.instance() or QApplication([])
    sizes = {m: (MAPS / f"{m}.json").stat().st_size for m in ("map1", "map2")}
    biggest = max(sizes, key=lambda m: (sizes[m], m))
    zooms = [float(z) for z in args.zooms.split(",")]
    print(f"offscreen renders of a {W} x {H} window's view, median of {args.frames} frames "
          f"(pan: 40 steps of 25 x 12 px); target 16 ms")
    run(biggest, lambda: HexMapWindow.open(MAPS / f"{biggest}.json"), args.frames, zooms)
    base = load_hexmap(MAPS / f"{biggest}.json")
    run("synthetic 99x51", lambda: HexMapWindow(synthetic(base)), args.frames, zooms)
    return 0


if __name__ == "__main__":
    sys.exit(main())
