"""Starting a game from outside the play window: the start screen, then the play window.

`open_play(settings, parent)` is the hook for the main window (a "New game…" menu entry);
`main()` runs it as its own application (`python -m sandtable.ui.play`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any


def open_play(settings: Any = None, parent: Any = None, prepare: Callable[[Any], None] | None = None) -> Any:
    """Show the start screen (after `prepare(screen)`, e.g. to pre-fill it); on a choice, open and
    return a PlayWindow (None when cancelled)."""
    from sandtable.ui.app import app_settings
    from sandtable.ui.play.play_window import PlayWindow
    from sandtable.ui.play.start_screen import StartScreen

    settings = settings if settings is not None else app_settings()
    screen = StartScreen(settings, parent)
    if prepare is not None:
        prepare(screen)
    if not screen.exec() or screen.session is None:
        return None
    window = PlayWindow(settings, parent)
    window.show()
    window.start(screen.session, screen.seats, screen.path)
    return window


def main(argv: list[str] | None = None) -> int:
    from sandtable.ui.app import NO_DISPLAY_MESSAGE, has_display, make_application

    if not has_display():
        print(NO_DISPLAY_MESSAGE, file=sys.stderr)
        return 2
    app = make_application(argv)
    window = open_play()
    if window is None:
        return 0
    return int(app.exec())
