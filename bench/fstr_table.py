"""From Salerno to Rome at the table: the hex board in the shared window, per scenario (Ortona, the
smallest area, and the campaign, both maps joined: the biggest board the game draws).

For each: the hexes drawn; building the board (hex zones with their terrain); starting the window on
it (scene, pieces, first refresh); the redraw of the whole view at fit and at 4x zoom (median of N
renders of the view into an image); the stack piles' sizing at a new zoom; one refresh after a
decision (the view built from the observation, pieces, tracks, lists).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/fstr_table.py [--repeat N] [--scenario ID ...]

Figures, not pass/fail.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SANDTABLE_DATA_DIR", tempfile.mkdtemp(prefix="sandtable-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "desktop"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=10, help="renders per figure (default 10)")
    parser.add_argument("--scenario", nargs="*", default=["ortona", "campaign"])
    args = parser.parse_args()

    from PySide6.QtCore import QSettings

    from sandtable.ui.app import make_application

    app = make_application()
    from sandtable.core.registry import table_for

    ini = Path(os.environ["SANDTABLE_DATA_DIR"]) / "bench.ini"
    settings = QSettings(str(ini), QSettings.Format.IniFormat)
    settings.setValue("play/autosave", False)
    settings.setValue("play/handover", False)
    table = table_for("fstr")

    for scenario in args.scenario:
        measure(app, settings, table, scenario, args.repeat)
    return 0


def median_ms(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def measure(app: Any, settings: Any, table: Any, scenario: str, repeat: int) -> None:
    from PySide6.QtGui import QImage, QPainter

    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.games.fstr.table_board import scenario_board
    from sandtable.ui.play.controller import Seat
    from sandtable.ui.play.play_window import PlayWindow

    start = time.perf_counter()
    board = scenario_board(scenario)
    built = (time.perf_counter() - start) * 1000
    window = PlayWindow(settings)
    window.resize(1366, 768)
    window.show()
    session = GameSession(get_game("fstr"), GameRecord("fstr", scenario, {}, 1))
    start = time.perf_counter()
    window.start(session, [Seat(), Seat()])
    app.processEvents()
    window.view.viewport().repaint()
    started = (time.perf_counter() - start) * 1000
    stacks = sum(1 for s in window.pieces.stacks.values() if s.chips)
    print(f"{scenario}: {len(board.zones):,} hexes drawn, {stacks} stacks; board built in {built:.0f} ms "
          f"(cold, then cached); window started in {started:.0f} ms")
    viewport = window.view.viewport()
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)

    def render() -> None:
        painter = QPainter(image)
        window.view.render(painter)
        painter.end()

    window.view.fit_board()
    app.processEvents()
    print(f"  redraw at fit ({viewport.width()}x{viewport.height()} px): {median_ms(render, repeat):.1f} ms")
    window.view.zoom_by(4.0)
    app.processEvents()
    print(f"  redraw at 4x zoom: {median_ms(render, repeat):.1f} ms")

    def rezoom() -> None:
        window.pieces._layout_key = None  # a new zoom: every pile sized again
        window.pieces.relayout()

    print(f"  piles sized to the hexes at a new zoom: {median_ms(rezoom, repeat):.1f} ms")

    def refresh() -> None:
        window._view_key = None  # a new position: the view built again from the observation
        window.refresh()

    print(f"  refresh after a decision: {median_ms(refresh, repeat):.1f} ms")
    start = time.perf_counter()
    table.view(session.state.observation(0), 0)
    print(f"  of which the view of the observation: {(time.perf_counter() - start) * 1000:.1f} ms")
    window.controller.shutdown()
    window.close()


if __name__ == "__main__":
    raise SystemExit(main())
