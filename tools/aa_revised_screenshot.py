"""Screenshots of the Axis & Allies Revised board, drawn by the table's own BoardScene/BoardView.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/aa_revised_screenshot.py docs/screenshots/aa-revised

writes aa-revised-board.png (the whole board at fit in a 1366x768 view) and aa-revised-europe.png
(Europe zoomed). Territories are filled with the colour of their starting owner (the box's
colours, seed 004 L552-564); neutrals are left in the table's "closed" colour.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "desktop"))

# The box's colours: USSR red, Germany grey, UK beige, Japan orange, USA green.
OWNER_FILL = {"ussr": "#c8695a", "germany": "#9a9a94", "uk": "#d8c39a", "japan": "#e8a04c", "usa": "#8fae6a"}


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QApplication

    from sandtable.board.geojson_io import load_board
    from sandtable.ui.board_scene import BoardScene
    from sandtable.ui.board_view import BoardView

    app = QApplication.instance() or QApplication([])
    board = load_board(ROOT / "maps" / "aa-revised" / "board.geojson")
    scene = BoardScene()
    scene.set_board(board)
    for z in board.zones.values():
        owner = z.props.get("owner")
        if owner in OWNER_FILL:
            scene.set_zone_fill(z.id, QColor(OWNER_FILL[owner]))
    view = BoardView(scene)
    view.resize(1366, 768)
    view.show()
    view.fit_board()
    app.processEvents()
    view.grab().save(str(out / "aa-revised-board.png"))
    centre = scene.to_scene(*board.zones["germany"].label_point)
    view.zoom_by(4.0)
    view.centre_on_scene(QPointF(centre.x(), centre.y()))
    app.processEvents()
    view.grab().save(str(out / "aa-revised-europe.png"))
    print(out / "aa-revised-board.png", out / "aa-revised-europe.png")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
