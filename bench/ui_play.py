"""Play window figures: cold start to an interactive board, redraw at fit and at 4x zoom, the
cost of one refresh after a decision, and computer-vs-computer steps per second through the UI.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/ui_play.py [--repeat N]

Figures, not pass/fail: the cold start is measured from the interpreter's start (imports
included) to the first painted frame of the board with its pieces.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

_T0 = time.perf_counter()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SANDTABLE_DATA_DIR", tempfile.mkdtemp(prefix="sandtable-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "desktop"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20, help="redraws per zoom level (default 20)")
    args = parser.parse_args()

    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QImage, QPainter

    from sandtable.ui.app import make_application

    app = make_application()
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.games.g1943_45 import actions as A
    from sandtable.ui.play.controller import COMPUTER, Seat
    from sandtable.ui.play.play_window import PlayWindow
    from sandtable.ui.play.start_screen import make_agent

    ini = Path(os.environ["SANDTABLE_DATA_DIR"]) / "bench.ini"
    settings = QSettings(str(ini), QSettings.Format.IniFormat)
    settings.setValue("play/autosave", False)
    window = PlayWindow(settings)
    window.resize(1366, 740)
    window.show()
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 1))
    window.start(session, [Seat(), Seat()])
    window.submit(A.AcceptDefaultSetup())
    window.pages.setCurrentIndex(0)
    app.processEvents()
    window.view.viewport().repaint()
    cold = time.perf_counter() - _T0
    print(f"cold start to interactive board: {cold:.2f} s (imports, board, scene, pieces, first paint)")

    viewport = window.view.viewport()
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)

    def redraw_ms() -> float:
        times = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            painter = QPainter(image)
            window.view.render(painter)
            painter.end()
            times.append((time.perf_counter() - start) * 1000)
        return statistics.median(times)

    window.view.fit_board()
    app.processEvents()
    print(f"redraw at fit ({viewport.width()}x{viewport.height()} px): {redraw_ms():.1f} ms median")
    window.view.zoom_by(4.0)
    window.view.centre_on_scene(window.pieces.stacks[10].scenePos())
    app.processEvents()
    print(f"redraw at 4x zoom (centred on Lazio): {redraw_ms():.1f} ms median")
    window.view.fit_board()

    times = []
    for _ in range(args.repeat):
        window.pieces._layout_key = None  # forget the cached layout: place every stack again
        start = time.perf_counter()
        window.pieces.relayout()
        times.append((time.perf_counter() - start) * 1000)
    print(f"stack layout at fit (every stack placed clear of labels and stacks): "
          f"{statistics.median(times):.1f} ms median")

    times = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        window.refresh()
        times.append((time.perf_counter() - start) * 1000)
    print(f"refresh after a decision (panels, pieces, marks): {statistics.median(times):.1f} ms median")

    window.controller.shutdown()
    seats = [Seat(COMPUTER, make_agent("random", "a", "1943-45"), "random"),
             Seat(COMPUTER, make_agent("random", "x", "1943-45"), "random")]
    game = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 2))
    start = time.perf_counter()
    window.start(game, seats)
    while not game.is_over() and time.perf_counter() - start < 120:
        window.controller.wait_idle(50)
    elapsed = time.perf_counter() - start
    steps = len(game.record.actions)
    print(f"random-vs-random game through the window: {steps} steps in {elapsed:.2f} s "
          f"({steps / elapsed:.0f} steps/s, worker thread + refresh per step)")
    window.controller.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
