"""Benchmark: redraw and pan of the biggest From Salerno to Rome map in the hex-map editor
(issue 23: <= 16 ms a frame), offscreen, plus a synthetic 5,000-hex map (99 x 51).

For each map: open (file -> window), fit-to-window frame, a frame zoomed to hex numbers and
names, and a pan of 40 steps at that zoom (each step one full viewport render into a QImage);
median ms per frame (the fit's first frame, which draws the cached picture of the static
layers, apart). Figures, not pass/fail.

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

from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from sandtable.board.hexlayout import HexLayout  # noqa: E402
from sandtable.board.hexmap import HexCell, HexMap, load_hexmap  # noqa: E402
from sandtable.board.hexsides import HexsideFeature, Hexsides  # noqa: E402
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


def frame_ms(window: HexMapWindow, frames: int, step: tuple[int, int] = (0, 0),
             first: list[float] | None = None) -> float:
    image = QImage(W, H, QImage.Format.Format_ARGB32_Premultiplied)
    view = window.view
    times = []
    for _ in range(frames):
        if step != (0, 0):
            view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + step[0])
            view.verticalScrollBar().setValue(view.verticalScrollBar().value() + step[1])
        t = time.perf_counter()
        painter = QPainter(image)
        view.render(painter)
        painter.end()
        times.append((time.perf_counter() - t) * 1000)
    if first is not None:
        first.append(times[0])
    return statistics.median(times)


def run(name: str, make, frames: int) -> None:  # noqa: ANN001
    t = time.perf_counter()
    window = make()
    window.resize(W, H)
    window.show()
    QApplication.processEvents()
    opened = (time.perf_counter() - t) * 1000
    view = window.view
    view.resize(W, H)
    view.fit_board()
    first: list[float] = []
    fit = frame_ms(window, frames, first=first)
    view.zoom_by(8.0)
    zoomed = frame_ms(window, frames)
    pan = frame_ms(window, 40, (25, 12))
    hexes = len(window.hexmap.layout.columns * [0]) * window.hexmap.layout.rows
    print(f"{name}: {hexes} hexes, {len(window.hexmap.hexsides)} hexside features | open {opened:7.1f} ms | "
          f"fit {fit:6.1f} ms/frame (first {first[0]:5.1f}) | zoomed {zoomed:6.1f} ms/frame | "
          f"pan {pan:6.1f} ms/frame")
    window.undo_stack.setClean()
    window.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=15)
    args = parser.parse_args(argv)
    QApplication.instance() or QApplication([])
    sizes = {m: (MAPS / f"{m}.json").stat().st_size for m in ("map1", "map2")}
    biggest = max(sizes, key=lambda m: (sizes[m], m))
    print(f"offscreen renders of {W} x {H}, median of {args.frames} frames (pan: 40 steps); target 16 ms")
    run(biggest, lambda: HexMapWindow.open(MAPS / f"{biggest}.json"), args.frames)
    base = load_hexmap(MAPS / f"{biggest}.json")
    run("synthetic 99x51", lambda: HexMapWindow(synthetic(base)), args.frames)
    return 0


if __name__ == "__main__":
    sys.exit(main())
