"""`python -m sandtable.editor.table_data_screenshot OUT_DIR`: the game-data editor's pictures
(the shipped ones: docs/screenshots/<game>/data-*.png): the first data file's first grid, the
second file's first grid, and the first grid with a bad value typed in (its red cell and its
sentence). Nothing is saved.
Run offscreen by default; look at the pictures before committing them."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from sandtable.editor.table_data_window import GameDataWindow  # noqa: E402


def _show_first_typed_value(window: GameDataWindow) -> None:
    """Scroll to the first row with a value typed over a default (black among grey)."""
    model = window.models[0]
    table, data = model.table, window.document
    defaults = [c for c in range(model.columnCount()) if table.is_default(data, 0, c)]
    for r in range(model.rowCount()):
        if any(not table.is_default(data, r, c) and table.cell(data, r, c) for c in defaults):
            view = window.tabs.currentWidget()
            view.scrollTo(model.index(r, 0), view.ScrollHint.PositionAtTop)
            view.setCurrentIndex(model.index(r, 1))
            return


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else ".")
    out.mkdir(parents=True, exist_ok=True)
    from sandtable.ui.app import make_application

    # The application as players have it, so SANDTABLE_LANG=fr takes the pictures in French.
    app = make_application()
    window = GameDataWindow()
    window.resize(1200, 720)
    window.show()
    app.processEvents()
    shots = []
    window.show_file(0)
    app.processEvents()
    shots.append(("data-charts.png", window.grab()))
    if len(window.files) > 1:
        window.show_file(1)
        window.tabs.setCurrentIndex(0)
        _show_first_typed_value(window)
        app.processEvents()
        shots.append(("data-counters.png", window.grab()))
    window.show_file(0)
    window.tabs.setCurrentIndex(0)
    table = window.files[0].tables[0]
    view = window.tabs.currentWidget()
    window.edit_cell(table, 5, 4, "X9")
    view.setCurrentIndex(window.models[0].index(0, 0))
    app.processEvents()
    shots.append(("data-problem.png", window.grab()))
    window.undo_stack.undo()
    for name, pixmap in shots:
        pixmap.save(str(out / name))
        print(out / name)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
