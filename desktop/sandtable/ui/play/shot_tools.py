"""What every game's screenshot script (`ui/games/<game>/shots.py`) does the same way: the output
folder from the command line, the application, throwaway settings, letting the window settle, and
saving a picture. Run the scripts under xvfb or offscreen; the pictures go to docs/screenshots/."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import QApplication, QWidget

# A session for pictures: nothing autosaved, no hand-over page, combat without waiting for a click.
SHOT_SETTINGS: dict[str, object] = {"play/autosave": False, "play/handover": False, "play/fastCombat": True}


def begin(argv: list[str] | None, default_folder: str,
          **settings: object) -> tuple[QApplication, Path, QSettings]:
    """The application, the output folder (the first argument that is not an --option, else
    `default_folder`; created) and a settings file of its own (`SHOT_SETTINGS`, then `settings`:
    keys with "/" spelled as "__", None leaves a key unset)."""
    args = [a for a in (sys.argv[1:] if argv is None else argv) if not a.startswith("--")]
    out = Path(args[0] if args else default_folder)
    out.mkdir(parents=True, exist_ok=True)
    from sandtable.ui.app import make_application

    app = make_application()
    folder = Path(tempfile.mkdtemp(prefix="sandtable-shots-"))
    stored = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    chosen = {**SHOT_SETTINGS, **{k.replace("__", "/"): v for k, v in settings.items()}}
    for key, value in chosen.items():
        if value is not None:
            stored.setValue(key, value)
    return app, out, stored


def settle(app: QApplication, rounds: int = 5) -> None:
    """Let queued drawing happen. Widgets replaced with deleteLater (the start screen's option rows
    of the previous game) go only when the event loop runs; the pictures are taken outside it."""
    for _ in range(rounds):
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def save(widget: QWidget, path: Path) -> None:
    widget.grab().save(str(path))
    print(path)
