"""Benchmark: load and first paint of the Axis & Allies Revised world board (issue 20).

Times, median of N runs each (figures, not pass/fail):
  load      load_board: GeoJSON -> Board (143 zones, links, cuts)
  graph     the adjacency graph (shared borders found from the shapes, links, cuts)
  scene     BoardScene.set_board: zones, borders, sea-zone lines, links, labels
  paint     first paint: the scene rendered at fit into an offscreen 1366x768 QImage
  repaint   a later frame at fit of the same scene (what a hover or a move redraws)
and the board's size (zones, vertices, bytes).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/aa_revised_board.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "desktop"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import shapely  # noqa: E402
from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from timing import median_ms  # noqa: E402

from sandtable.board.geojson_io import load_board  # noqa: E402
from sandtable.ui.board_scene import BoardScene  # noqa: E402

BOARD = ROOT / "maps" / "aa-revised" / "board.geojson"
WIDTH, HEIGHT = 1366, 768


def _paint(scene: BoardScene) -> QImage:
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.black)
    rect = scene.board_rect()
    scale = min(WIDTH / rect.width(), HEIGHT / rect.height())
    scene.set_view_scale(scale)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    scene.render(painter, QRectF(0, 0, WIDTH, HEIGHT), rect, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    _app = QApplication.instance() or QApplication([])
    board = load_board(BOARD)
    vertices = sum(len(shapely.get_coordinates(z.polygon)) for z in board.zones.values())
    kinds = [z.kind for z in board.zones.values()]
    print(f"{BOARD.relative_to(ROOT)}: {BOARD.stat().st_size:,} bytes, {kinds.count('land')} land + "
          f"{kinds.count('sea')} sea zones, {vertices:,} vertices, {len(board.links)} links "
          f"(median of {args.runs} runs)")

    def graph() -> None:
        load_board(BOARD).graph  # noqa: B018

    def scene() -> BoardScene:
        s = BoardScene()
        s.set_board(board)
        return s

    def first_paint() -> None:
        _paint(scene())

    print(f"  load      {median_ms(lambda: load_board(BOARD), args.runs):8.1f} ms")
    print(f"  graph     {median_ms(graph, args.runs):8.1f} ms  (load + adjacency)")
    print(f"  scene     {median_ms(scene, args.runs):8.1f} ms")
    paint = median_ms(first_paint, args.runs)
    print(f"  paint     {paint:8.1f} ms  (scene + render at fit, {WIDTH}x{HEIGHT})")
    shown = scene()
    _paint(shown)
    again = median_ms(lambda: _paint(shown), args.runs)
    print(f"  repaint   {again:8.1f} ms  (labels laid out + render at fit)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
