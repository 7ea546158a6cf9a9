"""The board editor's hook for hex maps: `open_if_hexmap(editor, path)` opens a
"sandtable-hexmap" file in a `HexMapWindow` (kept alive by the editor) and says whether it did."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from sandtable.board.hexmap_check import is_hexmap_file


def open_if_hexmap(editor: Any, path: str | Path) -> bool:
    if not is_hexmap_file(path):
        return False
    from sandtable.board.hexmap import HexMapError
    from sandtable.editor.hexmap_window import HexMapWindow

    try:
        window = HexMapWindow.open(path)
    except HexMapError as exc:
        QMessageBox.warning(editor, QCoreApplication.translate("EditorWindow", "Cannot open board"), str(exc))
        return True
    windows = getattr(editor, "hexmap_windows", None)
    if windows is None:
        windows = editor.hexmap_windows = []
    windows.append(window)
    window.show()
    return True
