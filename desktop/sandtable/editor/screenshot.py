"""Documentation screenshots of the editor: `python -m sandtable.editor.screenshot OUT.png [scene]`.

Scenes: "board" (the shipped board, a zone selected with its corners, range circles of the
rulers), "new" (a new board from the coastline with drawn zones, an island arrow and a painted
hex grid). Run it under a display (xvfb-run -a -s "-screen 0 1366x768x24").
"""

from __future__ import annotations

import sys
from pathlib import Path


def _board_scene(window) -> None:  # noqa: ANN001 - an EditorWindow
    from sandtable.resources import shipped_board

    path = shipped_board()
    if path is None:
        raise SystemExit("no shipped board")
    window.open_board(path)
    window.sync_now()
    window.select(window.board.zone_by_number(12).id)
    window.set_tool("ruler")
    view = window.view
    tool = window.tools["ruler"]
    m = view.mouse_at(view.mapFromScene(tool_point(window, (9.1, 40.1))))
    tool.hover(m)


def tool_point(window, lonlat):  # noqa: ANN001, ANN201
    from sandtable.editor.tools import scene_point

    return scene_point(window, lonlat)


def _new_scene(window) -> None:  # noqa: ANN001
    from sandtable.board import HexGrid
    from sandtable.editor import edits
    from sandtable.editor.land import land_sources

    sources = land_sources()
    window.new_board("Corsica and Sardinia", (7.5, 38.5, 10.8, 43.6), sources[0])
    board = window.board
    corsica = [(8.4, 41.3), (9.7, 41.3), (9.7, 43.1), (8.4, 43.1)]
    north = [(7.9, 40.2), (9.9, 40.2), (9.9, 41.28), (7.9, 41.28)]
    south = [(7.9, 38.6), (9.9, 38.6), (9.9, 40.2), (7.9, 40.2)]
    window.push_edit(edits.make_draw_zone(board, corsica, window.land, name="Corsica",
                                        symbols={"mountain"}))
    window.push_edit(edits.make_draw_zone(board, north, window.land, name="Sassari", symbols={"airport"}))
    window.push_edit(edits.make_draw_zone(board, south, window.land, name="Cagliari",
                                        symbols={"orange-star"}))
    window.push_edit(edits.make_link_toggle(board, "z01", "z02"))
    window.push_edit(edits.make_set_ruler(board, "short", 150))
    window.add_hex_grid(HexGrid("g1", 22.0, "flat", (9.0, 39.5), (8.0, 38.7, 9.9, 40.15), True))
    hexes = sorted((z for z in board.zones.values() if z.kind == "hex"),
                   key=lambda z: (z.props["q"], z.props["r"]))
    for n, terrain in ((0, "mountain"), (1, "forest"), (2, "clear")):
        window.push_edit(edits.make_paint_hexes(board, [h.id for h in hexes[n::3]], "terrain", terrain))
    window.sync_now()
    window.select("z01")
    window.set_tool("vertex")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print(__doc__)
        return 2
    out = Path(args[0])
    scene = args[1] if len(args) > 1 else "board"
    from PySide6.QtCore import QSettings, QTimer

    from sandtable.ui.app import make_application

    app = make_application()
    from sandtable.editor.editor_window import EditorWindow

    settings = QSettings(str(out.with_suffix(".ini")), QSettings.Format.IniFormat)
    window = EditorWindow(settings=settings)
    window.resize(1366, 768)
    window.show()
    {"board": _board_scene, "new": _new_scene}[scene](window)

    def shoot() -> None:
        window.sync_now()
        window.grab().save(str(out))
        window.undo_stack.setClean()
        window.close()
        app.quit()

    QTimer.singleShot(400, shoot)
    app.exec()
    out.with_suffix(".ini").unlink(missing_ok=True)
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
