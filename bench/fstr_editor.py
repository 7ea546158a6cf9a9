"""Benchmark: redraw and pan of the biggest From Salerno to Rome map in the hex-map editor
(issue 23: <= 16 ms a frame), offscreen, plus a synthetic 5,000-hex map (99 x 51).

For each map: open (file -> window), then at the fit and at each zoom of it: the first frame
right after the zoom (the last pictures stretched), the frames once the zoom has rested until the
view is sharp (its tiles come a budget's worth a frame), still frames, a pan of 40 steps back to
back and a drag (40 more such steps, with 16 ms of the event loop between frames, as at 60
frames a second); then a wheel zoom from the fit, 8 steps in and 8 out with a frame each; and,
not a pan or a zoom, an edit (a hex painted, then undone) at 1x and 3x and the frame after it. Each
frame is one full viewport render into a QImage, timed as wall and as CPU time of the thread (the
machine may be loaded); each group's slowest frame, 95th percentile and median. Figures, not
pass/fail.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/fstr_editor.py [--frames N]
"""

from __future__ import annotations

import argparse
import math
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
from sandtable.editor.hexmap_commands import make_paint_terrain  # noqa: E402
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


Frame = tuple[float, float]  # (wall ms, CPU ms of this thread)


def frame_ms(window: HexMapWindow, frames: int, step: tuple[int, int] = (0, 0)) -> list[Frame]:
    """Each frame one full render of the viewport, at its own size (so at the view's own scale):
    its wall time and its CPU time (the machine may be loaded: CPU time is what the frame cost)."""
    view = window.view
    size = view.viewport().size()
    image = QImage(size.width(), size.height(), QImage.Format.Format_ARGB32_Premultiplied)
    times = []
    for _ in range(frames):
        if step != (0, 0):
            view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + step[0])
            view.verticalScrollBar().setValue(view.verticalScrollBar().value() + step[1])
        t, c = time.perf_counter(), time.thread_time()
        painter = QPainter(image)
        view.render(painter, QRectF(image.rect()), view.viewport().rect())
        painter.end()
        times.append(((time.perf_counter() - t) * 1000, (time.thread_time() - c) * 1000))
    return times


def idle(seconds: float) -> None:
    """The event loop for a while (the editor's timers: the tiles just off screen, the base picture)."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        QApplication.processEvents()
        time.sleep(0.002)


def drag(window: HexMapWindow, steps: int, step: tuple[int, int]) -> list[Frame]:
    """A pan as a drag at 60 frames a second: each frame, then 16 ms of the event loop."""
    times = []
    for _ in range(steps):
        times += frame_ms(window, 1, step)
        idle(0.016)
    return times


def wheel(window: HexMapWindow, factor: float, steps: int) -> list[Frame]:
    """A wheel zoom: a zoom step and a frame every 16 ms, then the frames once it has rested until
    the view is sharp."""
    times = []
    for _ in range(steps):
        window.view.zoom_by(factor)
        times += frame_ms(window, 1)
        idle(0.016)
    return times + sharpen(window)


def edits(window: HexMapWindow, count: int = 5) -> tuple[list[Frame], list[Frame]]:
    """Painting the hex in the middle of the view, and its undo: each edit itself (the map's
    paths, its checks, the pictures where it changed) and the frame after it."""
    centre = window.view.mapToScene(window.view.viewport().rect().center())
    label = window.scene.hex_at(centre)
    made: list[Frame] = []
    times: list[Frame] = []
    for _ in range(count):
        if label is None:
            break
        terrain = "mountain" if window.hexmap.hexes[label].terrain != "mountain" else "plain"
        for edit in (make_paint_terrain(window.hexmap, [label], terrain), None):
            t, c = time.perf_counter(), time.thread_time()
            if edit is None:
                window.undo_stack.undo()
            else:
                window.push_edit(edit)
            made.append(((time.perf_counter() - t) * 1000, (time.thread_time() - c) * 1000))
            times += frame_ms(window, 1)
        idle(0.05)
    return made, times


def sharpen(window: HexMapWindow) -> list[Frame]:
    """Let the zoom rest, then frames (16 ms of event loop between them) until one draws no tile."""
    idle((REST_MS + 60) / 1000)
    times: list[Frame] = []
    for _ in range(100):
        times += frame_ms(window, 1)
        if window.scene.item.shown in ("base", "sharp"):
            break
        idle(0.016)
    return times


def figures(frames: list[Frame], which: int) -> str:
    values = sorted(f[which] for f in frames)
    p95 = values[min(len(values) - 1, math.ceil(0.95 * len(values)) - 1)]
    return f"max {values[-1]:5.1f} p95 {p95:5.1f} med {statistics.median(values):4.1f}"


def line(label: str, frames: list[Frame]) -> str:
    return f"    {label:<30} {len(frames):4d} frames | wall {figures(frames, 0)} | cpu {figures(frames, 1)}"


def run(name: str, make, frames: int, zooms: list[float]) -> list[Frame]:  # noqa: ANN001
    t, c = time.perf_counter(), time.thread_time()
    window = make()
    window.resize(W, H)
    window.show()
    QApplication.processEvents()
    opened, opened_cpu = (time.perf_counter() - t) * 1000, (time.thread_time() - c) * 1000
    window.hide()  # so the pictures are made by the bench's frames, not by paint events while resting
    view = window.view
    hexes = window.hexmap.layout.columns * window.hexmap.layout.rows
    print(f"{name}: {hexes} hexes, {len(window.hexmap.hexsides)} hexside features | "
          f"open {opened:6.1f} ms wall, {opened_cpu:6.1f} ms cpu")
    every: list[Frame] = []
    for zoom in zooms:
        view.fit_board()
        if zoom != 1.0:
            view.zoom_by(zoom)
        first = frame_ms(window, 1)  # right after the zoom (the last pictures stretched)
        sharp = sharpen(window)
        still = frame_ms(window, frames)
        pan = frame_ms(window, 40, (25, 12))  # back to back: no idle time to draw ahead
        idle((REST_MS + 60) / 1000)
        dragged = drag(window, 40, (25, 12))  # on, over tiles not drawn yet
        print(f"  zoom {zoom:4.1f}x (hex {window.hexmap.layout.size_km * view.current_scale():5.1f} px): "
              f"first frame {first[0][0]:5.1f} ms wall, {first[0][1]:5.1f} ms cpu")
        for label, got in (("sharpening once rested", sharp), ("still", still), ("pan", pan),
                           ("drag", dragged)):
            print(line(label, got))
        every += first + sharp + still + pan + dragged
    view.fit_board()
    frame_ms(window, 1)
    sharpen(window)
    zoom_in = wheel(window, 1.25, 8)
    zoom_out = wheel(window, 0.8, 8)
    print(f"  wheel from the fit (hex {window.hexmap.layout.size_km * view.current_scale():5.1f} px after)")
    print(line("8 steps in x1.25 and sharpen", zoom_in))
    print(line("8 steps out x0.8 and sharpen", zoom_out))
    every += zoom_in + zoom_out
    print(line(f"{name}: every frame above", every))
    for zoom in (1.0, 3.0):  # not a pan or a zoom: an edit shows whole on the next frame
        view.fit_board()
        view.zoom_by(zoom)
        frame_ms(window, 1)
        sharpen(window)
        made, after = edits(window)
        print(line(f"edit at {zoom:.0f}x: the edit itself", made))
        print(line(f"edit at {zoom:.0f}x: the frame after", after))
    window.undo_stack.setClean()
    window.close()
    return every


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=15)
    parser.add_argument("--zooms", default="1,2,3,3.5,4,8", help="zoom factors of the fit, comma separated")
    args = parser.parse_args(argv)
    QApplication.instance() or QApplication([])
    sizes = {m: (MAPS / f"{m}.json").stat().st_size for m in ("map1", "map2")}
    biggest = max(sizes, key=lambda m: (sizes[m], m))
    zooms = [float(z) for z in args.zooms.split(",")]
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"offscreen renders of a {W} x {H} window's view (pan: 40 steps of 25 x 12 px); target 16 ms "
          f"a frame; load average {load} on {os.cpu_count()} cores")
    every = run(biggest, lambda: HexMapWindow.open(MAPS / f"{biggest}.json"), args.frames, zooms)
    base = load_hexmap(MAPS / f"{biggest}.json")
    every += run("synthetic 99x51", lambda: HexMapWindow(synthetic(base)), args.frames, zooms)
    print(line("both maps: every frame", every))
    return 0


if __name__ == "__main__":
    sys.exit(main())
