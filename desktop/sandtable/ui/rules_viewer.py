"""The rules notes inside the application (F1): a game's `docs/rules/<game>.md` rendered, with its
headings as a contents list and a search field, in a window that stays open beside the board.

The notes are Markdown; Qt renders them (`QTextDocument.setMarkdown`). A translated copy
`<name>.<lang>.md` beside the English one is shown when the interface speaks that language. Several
games' notes can be chosen from the list at the top (the main window offers them all; the play
window opens its game's).
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from sandtable.resources import docs_dir
from sandtable.ui.i18n import shown_language

# Notes larger than this are not rules notes; they are refused rather than frozen on.
MAX_NOTES_BYTES = 4 * 1024 * 1024
_HEADING = re.compile(r"^(#{1,3})\s+(.+?)\s*#*\s*$")


def tr(text: str) -> str:
    return QCoreApplication.translate("RulesViewer", text)


def notes_file(name: str, language: str | None = None) -> Path | None:
    """The notes `name` (a path under docs/, e.g. "rules/1943-45.md") in `language` when a
    translation exists, else in English; None when not installed."""
    base = docs_dir() / name
    # The windows' language (SANDTABLE_LANG, the preference), not the system's locale.
    lang = (language or shown_language()).split("_")[0]
    if lang and lang != "en":
        translated = base.with_name(f"{base.stem}.{lang}{base.suffix}")
        if translated.is_file():
            return translated
    return base if base.is_file() else None


def rules_notes() -> list[str]:
    """Every installed rules note (names under docs/), English originals only, sorted."""
    folder = docs_dir() / "rules"
    if not folder.is_dir():
        return []
    names = sorted(p.name for p in folder.glob("*.md") if p.stem.count(".") == 0)
    return [f"rules/{name}" for name in names]


def headings(markdown: str) -> list[tuple[int, str]]:
    """(level, text) of the Markdown headings outside code blocks, in order."""
    found: list[tuple[int, str]] = []
    fenced = False
    for line in markdown.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        match = None if fenced else _HEADING.match(line)
        if match:
            found.append((len(match.group(1)), match.group(2).replace("`", "")))
    return found


def note_title(name: str) -> str:
    """The notes' first heading (what a reader recognises), else the file's name."""
    path = notes_file(name)
    start = ""
    if path is not None:
        try:
            with path.open(encoding="utf-8") as handle:
                start = handle.read(4096)
        except (OSError, UnicodeDecodeError):
            pass
    found = headings(start)
    return found[0][1] if found else Path(name).stem


class RulesViewer(QWidget):
    """A window with the notes: contents on the left, the text on the right, search on top."""

    def __init__(self, notes: list[str], current: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(tr("Rules reference"))
        self.resize(980, 720)
        self.notes = list(notes)
        self.chooser = QComboBox()
        for name in self.notes:
            self.chooser.addItem(note_title(name), name)
        self.chooser.setVisible(len(self.notes) > 1)
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search the rules (Enter: next, Shift+Enter: previous)"))
        self.search.setClearButtonEnabled(True)
        self.found = QLabel()
        top = QHBoxLayout()
        top.addWidget(self.chooser)
        top.addWidget(self.search, 1)
        top.addWidget(self.found)
        self.contents = QListWidget()
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(True)
        split = QSplitter()
        split.addWidget(self.contents)
        split.addWidget(self.text)
        split.setStretchFactor(1, 3)
        split.setSizes([240, 740])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        self.chooser.currentIndexChanged.connect(self._show_current)
        self.contents.itemActivated.connect(self._go_to_heading)
        self.contents.itemClicked.connect(self._go_to_heading)
        self.search.returnPressed.connect(lambda: self.find(self.search.text()))
        self.search.textChanged.connect(self._search_from_top)
        QShortcut(QKeySequence.StandardKey.Find, self, self.search.setFocus)
        QShortcut(QKeySequence(Qt.Modifier.SHIFT | Qt.Key.Key_Return), self.search,
                  lambda: self.find(self.search.text(), backward=True))
        index = self.notes.index(current) if current in self.notes else 0
        self.chooser.setCurrentIndex(index)
        self._show_current()

    # -- content ------------------------------------------------------------------------------------
    def _show_current(self) -> None:
        name = self.chooser.currentData()
        path = notes_file(name) if name else None
        self.contents.clear()
        if path is None:
            self.text.setPlainText(tr("The rules notes are not installed with this copy."))
            return
        try:
            if path.stat().st_size > MAX_NOTES_BYTES:
                raise ValueError
            markdown = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError, ValueError):
            self.text.setPlainText(tr("The rules notes %1 cannot be read.").replace("%1", path.name))
            return
        self.text.setMarkdown(markdown)
        self.setWindowTitle(tr("Rules reference — %1").replace("%1", self.chooser.currentText()))
        for level, title in headings(markdown):
            item = QListWidgetItem("    " * (level - 1) + title)
            item.setData(Qt.ItemDataRole.UserRole, title)
            self.contents.addItem(item)

    def _go_to_heading(self, item: QListWidgetItem) -> None:
        title = item.data(Qt.ItemDataRole.UserRole)
        doc = self.text.document()
        block = doc.begin()
        while block.isValid():
            if block.blockFormat().headingLevel() > 0 and block.text().strip() == title.strip():
                cursor = QTextCursor(block)
                self.text.setTextCursor(cursor)
                # Put the heading at the top of the view, not wherever scrolling to it lands.
                bar = self.text.verticalScrollBar()
                bar.setValue(bar.maximum())
                self.text.ensureCursorVisible()
                return
            block = block.next()

    # -- search -------------------------------------------------------------------------------------
    def _search_from_top(self, text: str) -> None:
        self.text.moveCursor(QTextCursor.MoveOperation.Start)
        self.find(text)

    def find(self, text: str, backward: bool = False) -> bool:
        """Select the next (or previous) match of `text`, wrapping around; says when there is none."""
        if not text:
            self.found.setText("")
            return False
        flags = QTextDocument.FindFlag.FindBackward if backward else QTextDocument.FindFlag(0)
        hit = self.text.find(text, flags)
        if not hit:
            wrap = QTextCursor.MoveOperation.End if backward else QTextCursor.MoveOperation.Start
            self.text.moveCursor(wrap)
            hit = self.text.find(text, flags)
        count = self.text.toPlainText().lower().count(text.lower())
        self.found.setText(tr("%1 found").replace("%1", str(count)) if hit else tr("not found"))
        return hit


def show_rules(parent: QWidget, current: str | None = None) -> RulesViewer | None:
    """Open (or raise) the rules window of `parent`, on `current` when given; None when no notes
    are installed."""
    notes = rules_notes()
    if current is not None and current not in notes and notes_file(current) is not None:
        notes.insert(0, current)
    if not notes:
        return None
    viewer: RulesViewer | None = getattr(parent, "_rules_viewer", None)
    if viewer is None or viewer.notes != notes:
        viewer = RulesViewer(notes, current, parent)
        parent._rules_viewer = viewer  # type: ignore[attr-defined]
    elif current in notes:
        viewer.chooser.setCurrentIndex(notes.index(current))
    viewer.show()
    viewer.raise_()
    viewer.activateWindow()
    return viewer
