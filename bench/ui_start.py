"""Benchmark: cold start to the board on screen, and redraw time of the board view.

    .venv/bin/python bench/ui_start.py [--runs 3] [--frames 30] [--board maps/1943-45/board.geojson]

Cold start runs a fresh interpreter per run and measures wall time from launch to the end of the
first paint of the board view (imports, QApplication, main window, board load, scene build, paint).
Redraw renders the view (1366x768 window) into a QImage N times, at fit-to-window and at 4x zoom
over Italy, plus the scene build and the label re-layout on a zoom step. Figures, not pass/fail.
Runs offscreen unless a display is available.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_CHILD = r"""
import json, sys, time
t0 = time.time()
import sandtable.ui
from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from sandtable.ui.app import make_application
app = make_application()
from sandtable.ui.main_window import MainWindow
t_app = time.time()
window = MainWindow(QSettings(sys.argv[2], QSettings.Format.IniFormat))
window.resize(1366, 768)
window.show()
window.open_board(sys.argv[1])
t_board = time.time()
marks = {}

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "paint" not in marks:
            marks["paint_start"] = time.time()
            QTimer.singleShot(0, done)
        return False

def done():
    marks["paint"] = time.time()
    app.quit()

f = FirstPaint()
window.view.viewport().installEventFilter(f)
window.view.viewport().update()
app.exec()
print(json.dumps({"imports_app": t_app - t0, "window_board": t_board - t_app,
                  "paint": marks["paint"] - t_board, "end": marks["paint"],
                  "zones": len(window.board.zones)}))
"""


def cold_start(board: Path, runs: int) -> dict[str, float]:
    env = dict(os.environ)
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    settings = Path(os.environ.get("TMPDIR", "/tmp")) / "sandtable-bench-settings.ini"
    totals, parts = [], []
    for _ in range(runs):
        start = time.time()
        out = subprocess.run([sys.executable, "-c", _CHILD, str(board), str(settings)], env=env,
                             capture_output=True, text=True, check=True, cwd=ROOT)
        data = json.loads(out.stdout.strip().splitlines()[-1])
        totals.append(data["end"] - start)
        parts.append(data)
    settings.unlink(missing_ok=True)
    return {
        "total_s": statistics.median(totals),
        "min_s": min(totals),
        "imports_and_app_s": statistics.median(p["imports_app"] for p in parts),
        "window_and_board_s": statistics.median(p["window_board"] for p in parts),
        "first_paint_s": statistics.median(p["paint"] for p in parts),
        "zones": parts[0]["zones"],
    }


def redraw(board_path: Path, frames: int) -> dict[str, float]:
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QImage, QPainter

    import sandtable.ui  # noqa: F401  (applies the binding repair before any Qt object exists)
    from sandtable.board import load_board
    from sandtable.ui.app import make_application
    from sandtable.ui.main_window import MainWindow

    app = make_application()
    settings = QSettings(str(Path(os.environ.get("TMPDIR", "/tmp")) / "sandtable-bench-redraw.ini"),
                         QSettings.Format.IniFormat)
    window = MainWindow(settings)
    window.resize(1366, 768)
    window.show()
    app.processEvents()
    t = time.perf_counter()
    board = load_board(board_path)
    load_s = time.perf_counter() - t
    t = time.perf_counter()
    window.set_board(board, board_path)
    build_s = time.perf_counter() - t
    app.processEvents()
    view = window.view
    size = view.viewport().size()
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)

    def frame_ms() -> float:
        """Best of 5 batches: the machine may be shared, and the best batch is the code's own cost."""
        painter = QPainter(image)
        view.render(painter)  # warm-up (font caches, label pixmaps)
        painter.end()
        best = float("inf")
        for _ in range(5):
            start = time.perf_counter()
            for _ in range(frames):
                painter = QPainter(image)
                view.render(painter)
                painter.end()
            best = min(best, (time.perf_counter() - start) / frames * 1000)
        return best

    view.fit_board()
    fit_ms = frame_ms()
    centre = window.scene.to_scene(12.5, 42.5)  # central Italy
    view.centerOn(centre)
    view.zoom_by(4.0)
    zoom_ms = frame_ms()
    # A zoom step re-lays the labels out; alternate between two zooms so every step does real work.
    scales = (view.fit_scale(), view.fit_scale() * 1.25)
    t = time.perf_counter()
    for i in range(frames):
        window.scene.set_view_scale(scales[i % 2])
    layout_ms = (time.perf_counter() - t) / frames * 1000
    result = {
        "viewport": f"{size.width()}x{size.height()}",
        "board_load_s": load_s,
        "scene_build_s": build_s,
        "redraw_fit_ms": fit_ms,
        "redraw_4x_ms": zoom_ms,
        "label_layout_ms": layout_ms,
        "frames": frames,
    }
    window.close()
    settings.remove("")
    Path(settings.fileName()).unlink(missing_ok=True)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", type=Path, default=ROOT / "maps" / "1943-45" / "board.geojson")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--frames", type=int, default=30)
    args = parser.parse_args()
    cold = cold_start(args.board, args.runs)
    print(f"cold start to first paint ({args.runs} runs, median): {cold['total_s']:.2f} s "
          f"(min {cold['min_s']:.2f} s; {cold['zones']} zones)")
    print(f"  interpreter + imports + QApplication: {cold['imports_and_app_s']:.2f} s, "
          f"window + board load + scene: {cold['window_and_board_s']:.2f} s, "
          f"first paint: {cold['first_paint_s']:.3f} s")
    r = redraw(args.board, args.frames)
    print(f"board load {r['board_load_s'] * 1000:.0f} ms, scene build {r['scene_build_s'] * 1000:.0f} ms "
          f"(viewport {r['viewport']})")
    print(f"redraw (best of 5 batches) at fit: {r['redraw_fit_ms']:.1f} ms/frame, "
          f"at 4x zoom: {r['redraw_4x_ms']:.1f} ms/frame "
          f"({r['frames']} frames each); label re-layout per zoom step: {r['label_layout_ms']:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
