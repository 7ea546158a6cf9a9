"""Screenshots of the hex-map editor: `python -m sandtable.editor.hexmap_screenshot OUT_DIR`
writes <map>-fit.png and <map>-zoom.png for both FSTR maps (zoomed on Cassino or Naples)."""

from __future__ import annotations

import sys
from pathlib import Path


def settle(app, window=None) -> None:  # noqa: ANN001
    """Run the event loop until the editor's zoom has rested (its sharp picture is asked for), and
    with `window` until its view is sharp (the tiles come a few a frame; at most 10 s)."""
    import time

    from sandtable.editor.hexmap_scene import REST_MS

    end = time.monotonic() + (REST_MS + 150) / 1000
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)
    app.processEvents()
    end = time.monotonic() + 10
    while window is not None and time.monotonic() < end:
        window.view.viewport().repaint()
        if window.scene.item.shown in ("base", "sharp"):
            break
        app.processEvents()


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else ".")
    out.mkdir(parents=True, exist_ok=True)
    from sandtable.resources import maps_dir
    from sandtable.ui.app import make_application

    app = make_application()
    from sandtable.editor.hexmap_window import HexMapWindow

    for map_id, place in (("map1", "Naples"), ("map2", "Cassino")):
        window = HexMapWindow.open(maps_dir() / "fstr" / f"{map_id}.json")
        window.resize(1366, 768)
        window.show()
        app.processEvents()
        window.view.fit_board()
        settle(app, window)
        window.grab().save(str(out / f"{map_id}-fit.png"))
        label = window.hexmap.hex_named(place)
        window.select_hex(label)
        window.view.zoom_by(3.5)  # hex numbers and town names legible, a dozen hexes around
        if label is not None:
            window.view.centre_on_scene(window.scene.item.centre(label))
        settle(app, window)  # the first frames of a zoom stretch the last picture; the sharp one follows
        window.grab().save(str(out / f"{map_id}-zoom.png"))
        window.close()
        print(out / f"{map_id}-fit.png", out / f"{map_id}-zoom.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
