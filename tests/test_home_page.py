"""The page the application opens on: New game, Continue, Open and Edit a board in plain sight."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from sandtable.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    # Autosaves and recent games of this test only.
    monkeypatch.setenv("SANDTABLE_DATA_DIR", str(tmp_path / "data"))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.resize(1100, 720)
    win.show()
    win.open_default_board()
    win.show_home()
    return win


def test_the_four_choices_are_in_plain_sight(window) -> None:
    home = window.home
    assert window.pages.currentWidget() is home
    for button in (home.new_button, home.continue_button, home.open_button, home.edit_button):
        assert button.isVisible() and button.height() >= 60
    # Nothing to continue on a fresh install, and the button says so.
    assert not home.continue_button.isEnabled() and "No game" in home.continue_button.text()


def test_new_game_opens_the_start_screen(window, qtbot, monkeypatch) -> None:
    import sandtable.ui.play.launch as launch

    opened: list[object] = []
    monkeypatch.setattr(launch, "open_play", lambda settings, parent: opened.append(parent))
    qtbot.mouseClick(window.home.new_button, Qt.MouseButton.LeftButton)
    assert opened == [window]


def test_continue_opens_the_newest_saved_game(window, qtbot, tmp_path, monkeypatch) -> None:
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.saves import autosave
    from sandtable.core.session import GameSession

    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 5))
    session.advance()
    autosave(session)
    window.show_home()
    home = window.home
    assert home.continue_button.isEnabled() and "autosave" in home.continue_button.text()
    assert home.recent.count() == 1
    opened: list[str] = []
    monkeypatch.setattr(window, "open_saved_game", lambda path: opened.append(path.name) or True)
    qtbot.mouseClick(home.continue_button, Qt.MouseButton.LeftButton)
    assert opened == ["1943-45-last.json"]


def test_edit_a_board_opens_the_editor_on_the_board_shown(window, qtbot) -> None:
    from PySide6.QtWidgets import QApplication

    qtbot.mouseClick(window.home.edit_button, Qt.MouseButton.LeftButton)
    editors = [w for w in QApplication.topLevelWidgets()
               if type(w).__name__ == "EditorWindow" and w.isVisible()]
    assert len(editors) == 1 and editors[0].board is not None
    for editor in editors:
        editor.close()


def test_look_at_the_map_and_back_home(window, qtbot) -> None:
    qtbot.mouseClick(window.home.map_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.view
    window.act_home.trigger()
    assert window.pages.currentWidget() is window.home

