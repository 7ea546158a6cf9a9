"""Starting the GUI: display check, the QApplication (names, icon), the main window, the event loop."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

NO_DISPLAY_MESSAGE = (
    "sandtable: no display found; run it as `xvfb-run -a sandtable`, "
    "or without any window with QT_QPA_PLATFORM=offscreen"
)


def has_display() -> bool:
    """False on Linux without X11/Wayland and without an explicit Qt platform (Qt would abort)."""
    if not sys.platform.startswith("linux"):
        return True
    env = os.environ
    return bool(env.get("QT_QPA_PLATFORM") or env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def app_icon_path() -> Path | None:
    from sandtable.resources import find_resource

    for name in ("sandtable.svg", "sandtable.png"):
        path = find_resource("assets", "icons", name)
        if path is not None:
            return path
    return None


def app_settings():  # -> QSettings
    """Sandtable's preferences: the platform's store, or settings.ini in SANDTABLE_DATA_DIR when set
    (so tests and portable copies never touch the user's own preferences)."""
    from PySide6.QtCore import QSettings

    override = os.environ.get("SANDTABLE_DATA_DIR")
    if override:
        return QSettings(str(Path(override) / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings("Sandtable", "Sandtable")


def make_application(argv: list[str] | None = None):  # -> QApplication
    """The QApplication with Sandtable's names (QSettings uses them) and icon; reused if one exists."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else [sys.argv[0]])
    app.setOrganizationName("Sandtable")
    app.setOrganizationDomain("sandtable.invalid")
    app.setApplicationName("Sandtable")
    from sandtable import __version__

    app.setApplicationVersion(__version__)
    icon = app_icon_path()
    if icon is not None:
        app.setWindowIcon(QIcon(str(icon)))
    from sandtable.ui.i18n import install_translators

    install_translators(app, app_settings())  # before any window, so every text is translated
    return app


def remove_leftover_temp_files(settings: Any) -> list[Path]:
    """The temporary files a save killed mid-write left: in the autosave folder, the last folder a
    board was opened from, and the folders of the recent saved games (never below them)."""
    from sandtable.core.saves import clean_temp_files

    folders: list[Path] = []
    last = settings.value("lastDirectory")
    if isinstance(last, str) and last:
        folders.append(Path(last))
    recent = settings.value("play/recentGames", [])
    for text in [recent] if isinstance(recent, str) else list(recent or []):
        if isinstance(text, str) and text:
            folders.append(Path(text).parent)
    return clean_temp_files(list(dict.fromkeys(folders)))


def run_gui(path: str | None = None) -> int:
    """Open the main window on `path` (or the shipped board) and run until it closes."""
    if not has_display():
        print(NO_DISPLAY_MESSAGE, file=sys.stderr)
        return 2
    app = make_application()
    from sandtable.ui.main_window import MainWindow

    settings = app_settings()
    remove_leftover_temp_files(settings)
    window = MainWindow(settings)
    window.show_initially()
    if path:
        window.open_board(path)
    else:
        window.open_default_board()  # behind the home page, for "Look at the map"
        window.show_home()
    return int(app.exec())
