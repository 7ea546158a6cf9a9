"""The hostile corpus (issue #15) opened the way a player or a designer opens a file: in the app's
main window (File > Open board, which hands a save to the play window's loader), in the start
screen's "Open a saved game", and in the board editor (File > Open, which hands a hex map to its
own window). Used by tests/test_hostile_app.py and `bench/hostile.py --app`.

`run_app_entry(kind, path)` needs a QApplication. It replaces the message boxes by a recorder, so
what the user would read is returned: (refused, the messages shown). Refused means every opener
said no and each said why in a message box; anything that escapes is a defect.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

# Kinds a user can open from the app or the editor (the others are opened by their loaders only).
APP_KINDS = ("board", "save", "record", "fstr-map")

_WINDOWS: dict[str, Any] = {}


class _Boxes:
    """Stands in for QMessageBox's static functions: records the text, answers No."""

    def __init__(self) -> None:
        self.shown: list[str] = []

    def record(self, _parent: Any, _title: str, text: str, *_args: Any, **_kwargs: Any) -> Any:
        from PySide6.QtWidgets import QMessageBox

        self.shown.append(text)
        return QMessageBox.StandardButton.No


def _windows() -> tuple[Any, Any]:
    """One main window and one editor for every file (as a user opening file after file)."""
    if not _WINDOWS:
        from PySide6.QtCore import QSettings

        from sandtable.editor.editor_window import EditorWindow
        from sandtable.ui.main_window import MainWindow

        folder = tempfile.mkdtemp(prefix="hostile-app-")
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        _WINDOWS["main"] = MainWindow(settings)
        _WINDOWS["editor"] = EditorWindow(settings=settings)
    return _WINDOWS["main"], _WINDOWS["editor"]


def run_app_entry(kind: str, path: Path) -> tuple[bool, list[str]]:
    """Open `path` in every place the app offers for its kind; (refused by all, messages shown)."""
    from PySide6.QtWidgets import QMessageBox

    from sandtable.ui.play.start_screen import open_saved

    main, editor = _windows()
    boxes = _Boxes()
    saved = {name: getattr(QMessageBox, name) for name in ("warning", "critical", "information", "question")}
    for name in saved:
        setattr(QMessageBox, name, boxes.record)
    try:
        opened: list[bool] = []
        before = len(boxes.shown)
        opened.append(bool(main.open_board(path)))
        said = [len(boxes.shown) > before]
        if kind in ("board", "fstr-map"):
            before = len(boxes.shown)
            windows = len(getattr(editor, "hexmap_windows", []))
            editor_opened = bool(editor.open_board(path))
            # A hex map's window is opened (or refused in a box) by the editor's hook, which says
            # True either way: what counts is whether a window came up.
            if len(getattr(editor, "hexmap_windows", [])) == windows and len(boxes.shown) > before:
                editor_opened = False
            opened.append(editor_opened)
            said.append(len(boxes.shown) > before)
        else:
            before = len(boxes.shown)
            opened.append(open_saved(path, None) is not None)
            said.append(len(boxes.shown) > before)
    finally:
        for name, function in saved.items():
            setattr(QMessageBox, name, function)
    refused = not any(opened) and all(said)
    return refused, boxes.shown
