"""`python -m sandtable.editor [board.geojson]` opens the board editor on its own."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from sandtable.ui.app import NO_DISPLAY_MESSAGE, has_display, make_application

    args = sys.argv[1:] if argv is None else argv
    if not has_display():
        print(NO_DISPLAY_MESSAGE, file=sys.stderr)
        return 2
    app = make_application()
    from sandtable.editor.editor_window import EditorWindow

    window = EditorWindow()
    window.show()
    if args:
        window.open_board(args[0])
    else:
        from sandtable.resources import shipped_board

        path = shipped_board()
        if path is not None:
            window.open_board(path)
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
