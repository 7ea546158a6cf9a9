"""The editor's "Play on this board" through the main window: the start screen pre-filled with the
edited board, a play window running the game on it, and a save that reopens to the same state;
a board with validation errors is refused in a message box."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from sandtable.board import board_to_geojson, load_board
from sandtable.core.saves import autosave_path, load_save, open_session
from sandtable.editor import edits
from sandtable.games.g1943_45.board_setup import SETUP_FORMAT
from sandtable.resources import shipped_board
from sandtable.ui.main_window import MainWindow
from sandtable.ui.play.start_screen import StartScreen

EDITED = "Lombardia Edited"


@pytest.fixture
def main(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    path = shipped_board("1943-45")
    if path is None:
        pytest.skip("no shipped board")
    assert window.open_board(path)
    yield window
    for play in window.play_windows:
        if play.controller is not None:
            play.controller.shutdown()
        play.close()  # a play window left on screen takes the mouse from later tests


@pytest.fixture
def start_at_once(monkeypatch):
    """The start screen as a player who presses "Start the game" with what it offers."""
    seen: list[StartScreen] = []

    def run(screen: StartScreen) -> int:
        seen.append(screen)
        screen.start_new()
        return int(screen.result())

    monkeypatch.setattr(StartScreen, "exec", run)
    return seen


def test_play_on_the_edited_board_saves_and_reopens(qtbot, main: MainWindow, start_at_once,
                                                      tmp_path: Path, data_dir: Path) -> None:
    editor = main.editor_menu.edit_current()
    assert editor is not None
    qtbot.addWidget(editor)
    editor.confirm_discard = lambda: True
    zone = editor.board.zone_by_number(4)
    assert editor.push_edit(edits.make_zone_fields(editor.board, zone.id, name=EDITED))
    editor.sync_now()
    assert editor.act_play.isEnabled(), editor.act_play.toolTip()
    editor.act_play.trigger()

    assert len(start_at_once) == 1
    combo = start_at_once[0].game_combo
    # Only the games whose scenarios fit the board can be chosen; the others say why in a tooltip.
    fitting = [combo.itemData(i) for i in range(combo.count()) if combo.model().item(i).isEnabled()]
    assert "1943-45" in fitting and combo.currentData() == "1943-45"
    assert len(main.play_windows) == 1
    play = main.play_windows[0]
    session = play.controller.session
    scenario = session.record.scenario
    assert scenario["format"] == SETUP_FORMAT and scenario["scenario"] == "default"
    assert session.state.topo.zone(4).name == EDITED
    assert play.scene.board.zone_by_number(4).name == EDITED
    assert scenario["board"] == board_to_geojson(editor.board)
    # The shipped board file is untouched: only the game carries the edit.
    assert load_board(shipped_board("1943-45")).zone_by_number(4).name != EDITED

    # One decision through the window, so the autosave is written too.
    assert play.controller.is_human_turn()
    qtbot.mouseClick(play.decisions.do_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(session.record.actions) > 0 and not play.controller.is_thinking())
    auto_record, _ = load_save(autosave_path("1943-45"))
    assert auto_record.scenario == scenario

    path = tmp_path / "on-board.json"
    assert play.save_to(path)
    reopened = open_session(path)
    assert reopened.state.state_hash() == session.state.state_hash()
    assert reopened.state.topo.zone(4).name == EDITED
    assert main.open_board(path)  # a save given to the main window goes to a new play window
    again = main.play_windows[-1]
    assert again is not play and again.scene.board.zone_by_number(4).name == EDITED
    assert again.controller.session.state.state_hash() == session.state.state_hash()


def test_a_board_with_errors_is_refused_in_a_message_box(main: MainWindow, start_at_once,
                                                         monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: shown.append(text))
    board = load_board(shipped_board("1943-45"))
    lombardy, veneto = board.zone_by_number(4), board.zone_by_number(5)
    edits.make_zone_fields(board, lombardy.id, number=veneto.number).redo()
    assert main.play_board(board, None) is None
    assert not start_at_once and not main.play_windows
    assert len(shown) == 1 and "Number 05 is used by 2 zones" in shown[0]


def test_a_scenario_file_chosen_on_the_board_screen_is_played_on_that_board(qtbot, tmp_path: Path) -> None:
    import json

    from sandtable.core.jsonfile import read_json_file
    from sandtable.games.g1943_45.scenario import default_scenario_path
    from sandtable.ui.play.board_game import prefill_start_screen

    board = load_board(shipped_board("1943-45"))
    scenario = read_json_file(default_scenario_path())
    scenario["turns"] = 9
    path = tmp_path / "short.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    screen = StartScreen(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(screen)
    prefill_start_screen(screen, board, "test board")
    assert screen.scenario_combo.count() == 1
    assert screen.add_scenario_file(path)
    chosen = screen.scenario_combo.currentData()
    assert chosen["format"] == SETUP_FORMAT and chosen["scenario"]["turns"] == 9
    assert chosen["board"] == board_to_geojson(board)
    assert "test board" in screen.scenario_combo.currentText()
    screen.start_new()
    assert screen.session is not None and screen.session.state.rules.turns == 9


def test_a_board_with_a_zone_number_error_is_not_offered_for_play(qtbot, main: MainWindow,
                                                                   start_at_once) -> None:
    """#28: the editor shows the problem on the zone and does not offer Play until it is fixed."""
    editor = main.editor_menu.edit_current()
    assert editor is not None
    qtbot.addWidget(editor)
    editor.confirm_discard = lambda: True
    zone = editor.board.zone_by_number(4)
    assert editor.push_edit(edits.make_zone_fields(editor.board, zone.id, number=5))  # a duplicate
    editor.sync_now()
    editor.validate_now()
    assert not editor.act_play.isEnabled()
    assert editor.act_play.toolTip().startswith("Fix the board first:")
    editor.act_play.setEnabled(True)  # as if triggered anyway (a shortcut): the problem is shown instead
    editor.act_play.trigger()
    assert start_at_once == []
    assert zone.id in editor.problem_zones
    assert editor.push_edit(edits.make_zone_fields(editor.board, zone.id, number=4))
    editor.sync_now()
    editor.validate_now()
    assert editor.act_play.isEnabled(), editor.act_play.toolTip()
