"""MainWindow: opens boards (shipped, chosen, recent), refuses bad files with a message box,
shows the zone under the mouse, keeps its preferences in the given QSettings."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox

from sandtable.resources import shipped_board
from sandtable.ui import main_window as main_window_module
from sandtable.ui.board_scene import ZoneItem
from sandtable.ui.main_window import MainWindow

DATA = Path(__file__).parent / "data"
TEST_BOARD = DATA / "ui_board.geojson"
BAD_BOARD = DATA / "ui_bad_board.geojson"


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot, settings):
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def warnings(monkeypatch):
    shown: list[tuple[str, str]] = []

    def fake_warning(parent, title, text, *args, **kwargs):
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", fake_warning)
    return shown


def _zone_items(win: MainWindow) -> list[ZoneItem]:
    return [item for item in win.scene.items() if isinstance(item, ZoneItem)]


@pytest.mark.skipif(shipped_board() is None, reason="no shipped 1943-45 board in this checkout")
def test_opens_the_shipped_board_by_default(window):
    assert window.open_default_board()
    board = window.board
    assert window.board_path == shipped_board()
    assert len(_zone_items(window)) == len(board.zones)
    numbers = {window.scene.label_item(z).number_text for z in board.zones if board.zones[z].kind == "land"}
    assert numbers == {f"{board.zones[z].number:02d}" for z in board.zones if board.zones[z].kind == "land"}
    assert board.name in window.windowTitle()


def test_open_board_shows_every_zone_and_label(window, settings):
    assert window.open_board(TEST_BOARD)
    board = window.board
    assert sorted(item.zone_id for item in _zone_items(window)) == sorted(board.zones)
    for zone_id, zone in board.zones.items():
        label = window.scene.label_item(zone_id)
        assert label is not None and label.name_text == zone.name
    assert window.view.is_fitted()
    assert window.recent_files()[0] == str(TEST_BOARD.resolve())
    assert settings.value("lastDirectory") == str(TEST_BOARD.resolve().parent)


def test_bad_board_shows_a_message_and_keeps_the_current_one(window, warnings):
    assert window.open_board(TEST_BOARD)
    before = window.board
    assert not window.open_board(BAD_BOARD)
    assert len(warnings) == 1
    title, text = warnings[0]
    assert BAD_BOARD.name in text
    assert "Traceback" not in text and len(text.splitlines()) <= 4
    assert window.board is before
    assert len(_zone_items(window)) == len(before.zones)


def test_missing_and_non_json_files_are_refused_cleanly(window, warnings, tmp_path):
    assert not window.open_board(tmp_path / "nowhere.geojson")
    junk = tmp_path / "junk.geojson"
    junk.write_bytes(b"\x00\xff not json")
    assert not window.open_board(junk)
    assert len(warnings) == 2
    assert window.board is None
    assert all("Traceback" not in text for _, text in warnings)


def test_file_dialog_opens_the_chosen_board(window, monkeypatch, settings):
    seen: dict[str, str] = {}

    def fake_dialog(parent, caption, directory, filters):
        seen["directory"] = directory
        return str(TEST_BOARD), filters

    monkeypatch.setattr(QFileDialog, "getOpenFileName", fake_dialog)
    window.act_open.trigger()
    assert window.board is not None and window.board_path == TEST_BOARD
    window.act_open.trigger()
    assert seen["directory"] == str(TEST_BOARD.resolve().parent)  # the last folder is remembered


def test_cancelled_dialog_changes_nothing(window, monkeypatch):
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: ("", ""))
    window.act_open.trigger()
    assert window.board is None


def test_recent_menu_reopens(window, tmp_path):
    copy = tmp_path / "copy.geojson"
    copy.write_text(TEST_BOARD.read_text())
    window.open_board(TEST_BOARD)
    window.open_board(copy)
    assert window.recent_files()[:2] == [str(copy.resolve()), str(TEST_BOARD.resolve())]
    window.recent_menu.aboutToShow.emit()
    actions = [a for a in window.recent_menu.actions() if a.text() == TEST_BOARD.name]
    assert actions
    actions[0].trigger()
    assert window.board_path == TEST_BOARD.resolve()
    copy.unlink()
    window.recent_menu.aboutToShow.emit()
    gone = [a for a in window.recent_menu.actions() if a.text() == copy.name]
    assert gone and not gone[0].isEnabled()


def test_hover_updates_the_status_bar(window, qtbot):
    window.open_board(TEST_BOARD)
    view = window.view
    pos = view.mapFromScene(window.scene.to_scene(12.0, 45.0))
    qtbot.mouseMove(view.viewport(), pos)
    text = window._zone_label.text()
    assert "01" in text and "Alpina" in text
    assert "Axis symbol" in text and "orange star" in text and "mountain" in text
    qtbot.mouseMove(view.viewport(), view.mapFromScene(window.scene.to_scene(9.0, 37.0)))
    assert window._zone_label.text().startswith("Tyrrhenian Sea")
    view.zone_hovered.emit(None)  # off the board: the status bar shows how to move around
    assert "zoom" in window._zone_label.text()


def test_view_menu_actions_zoom_and_fit(window):
    window.open_board(TEST_BOARD)
    fit = window.view.current_scale()
    window.act_zoom_in.trigger()
    assert window.view.current_scale() > fit
    window.act_zoom_out.trigger()
    window.act_zoom_out.trigger()
    assert window.view.current_scale() < fit
    window.act_fit.trigger()
    assert window.view.current_scale() == pytest.approx(fit)
    assert "100" in window._zoom_label.text()


def test_geometry_saved_on_close(window, settings):
    window.close()
    assert settings.value("window/geometry") is not None


def test_rules_reference_opens_the_notes_inside_the_application(window, qtbot):
    window.act_rules.trigger()
    viewer = window._rules_viewer
    qtbot.addWidget(viewer)
    assert viewer.isVisible()
    # Every game's notes can be chosen, and the text is the rendered Markdown, not a file path.
    assert "rules/1943-45.md" in viewer.notes and viewer.chooser.count() == len(viewer.notes)
    assert viewer.contents.count() > 5
    assert "#" not in viewer.text.toPlainText().splitlines()[0]
    viewer.close()


def test_menus_have_the_documented_entries(window):
    titles = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert titles[:2] == ["File", "View"] and titles[-1] == "Help"
    # Menus of the play window and the editor plug in between, when those packages exist.
    assert set(titles[2:-1]) <= {"Game", "Edit board"}
    file_menu = window.menuBar().actions()[0].menu()
    texts = [a.text().replace("&", "") for a in file_menu.actions() if not a.isSeparator()]
    assert texts == ["Home", "Open board…", "Open recent", "Quit"]


def test_a_saved_game_goes_to_the_play_window(window, tmp_path, monkeypatch):
    from sandtable.core.record import GameRecord
    from sandtable.core.saves import save_game

    routed: list[Path] = []
    monkeypatch.setattr(MainWindow, "open_saved_game", lambda self, path: routed.append(path) or True)
    save = tmp_path / "game.json"
    save_game(save, GameRecord("1943-45", "default", {}, 7))
    assert window.open_board(save)
    assert routed == [save]
    assert window.board is None  # the board view is left as it was
    assert window.open_board(TEST_BOARD) and routed == [save]


@pytest.mark.skipif(not main_window_module._play_available(), reason="no play window in this checkout")
def test_saved_game_opens_a_play_window(window, tmp_path):
    from sandtable.core.record import GameRecord
    from sandtable.core.saves import save_game

    save = tmp_path / "game.json"
    save_game(save, GameRecord("1943-45", "default", {}, 7))
    assert window.open_saved_game(save)
    assert len(window.play_windows) == 1
    play = window.play_windows[0]
    assert play.isVisible()
    play.close()


@pytest.mark.skipif(not main_window_module._play_available(), reason="no play window in this checkout")
def test_new_game_uses_the_play_start_screen(window, monkeypatch):
    from PySide6.QtWidgets import QWidget

    from sandtable.ui.play import launch

    calls: list[tuple[object, object]] = []
    opened = QWidget()

    def fake_open_play(settings, parent):
        calls.append((settings, parent))
        return opened

    monkeypatch.setattr(launch, "open_play", fake_open_play)
    window.act_new_game.trigger()
    assert calls == [(window.settings, window)]
    assert window.play_windows == [opened]
    opened.deleteLater()


def test_a_board_that_cannot_be_drawn_is_reported_and_the_old_one_kept(window, warnings, monkeypatch):
    from sandtable.ui.board_scene import BoardScene

    assert window.open_board(TEST_BOARD)
    before = window.board
    real = BoardScene.set_board

    def fragile(scene, board):
        if board is not None and board is not before:
            raise RuntimeError("cannot draw")
        real(scene, board)

    monkeypatch.setattr(BoardScene, "set_board", fragile)
    assert not window.open_board(TEST_BOARD)
    assert len(warnings) == 1 and "RuntimeError" in warnings[0][1]
    assert window.board is before and len(_zone_items(window)) == len(before.zones)
