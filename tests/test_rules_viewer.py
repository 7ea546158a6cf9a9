"""F1: the rules notes rendered inside the application, with contents and search."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from sandtable.ui.rules_viewer import RulesViewer, headings, notes_file, rules_notes


def test_headings_skip_code_blocks() -> None:
    text = "# Title\nSome text\n```\n# not a heading\n```\n## Part `two` ##\n#### too deep\n"
    assert headings(text) == [(1, "Title"), (2, "Part two")]


def test_every_games_notes_are_found() -> None:
    notes = rules_notes()
    assert "rules/1943-45.md" in notes
    assert all(notes_file(name) is not None for name in notes)
    # A translation is preferred when the interface speaks its language, never listed twice.
    assert all(name.count(".") == 1 for name in notes)


@pytest.fixture
def viewer(qtbot):
    view = RulesViewer(rules_notes(), "rules/1943-45.md")
    qtbot.addWidget(view)
    view.show()
    return view


def test_the_notes_are_rendered_with_their_contents(viewer) -> None:
    assert viewer.chooser.currentData() == "rules/1943-45.md"
    plain = viewer.text.toPlainText()
    assert "1943" in plain and "](" not in plain  # Markdown rendered: no raw link syntax
    titles = [viewer.contents.item(i).data(Qt.ItemDataRole.UserRole) for i in range(viewer.contents.count())]
    assert titles, "the contents list the notes' headings"
    # Clicking a heading of the contents brings the text to it.
    item = viewer.contents.item(len(titles) - 1)
    viewer.contents.scrollToItem(item)
    rect = viewer.contents.visualItemRect(item)
    from pytestqt.qtbot import QtBot  # noqa: F401 (the fixture's type)

    QTest.mouseClick(viewer.contents.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert viewer.text.textCursor().block().text().strip() == titles[-1].strip()


def test_search_finds_and_wraps(viewer, qtbot) -> None:
    qtbot.keyClicks(viewer.search, "impulse")
    first = viewer.text.textCursor()
    assert first.selectedText().lower() == "impulse"
    assert "found" in viewer.found.text() and "not" not in viewer.found.text()
    qtbot.keyClick(viewer.search, Qt.Key.Key_Return)
    assert viewer.text.textCursor().position() != first.position()
    viewer.search.clear()
    qtbot.keyClicks(viewer.search, "zzzqqq-no-such-word")
    assert viewer.found.text() == "not found"


def test_another_games_notes_can_be_chosen(viewer) -> None:
    others = [i for i in range(viewer.chooser.count()) if viewer.chooser.itemData(i) != "rules/1943-45.md"]
    if not others:
        pytest.skip("only one game's notes installed")
    viewer.chooser.setCurrentIndex(others[0])
    assert viewer.chooser.currentData() in viewer.windowTitle() or viewer.contents.count() > 0


def test_f1_in_the_play_window_opens_its_games_notes(qtbot, tmp_path) -> None:
    from play_support import make_play_window
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.ui.play.controller import Seat

    window = make_play_window(qtbot, tmp_path)
    window.start(GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 1)), [Seat(), Seat()])
    f1 = window.act_rules.shortcut().matches(QKeySequence(Qt.Key.Key_F1))
    assert f1 == QKeySequence.SequenceMatch.ExactMatch
    window.act_rules.trigger()
    viewer = window._rules_viewer
    qtbot.addWidget(viewer)
    assert viewer.isVisible() and viewer.chooser.currentData() == window.table.rules_doc
    viewer.close()
    window.controller.shutdown()
