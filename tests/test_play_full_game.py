"""A whole game Human-vs-Computer through the window: the "human" only ever presses the decision
panel's "Do it" on its first entry, the computer (random level) thinks on its worker thread, and
the game ends on the victory screen with the engine's reason. Also the start screen's continue,
open and recent-games paths, including a broken file shown in a message box."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game
from sandtable.core.saves import autosave_path, open_session, save_game
from sandtable.core.session import GameSession
from sandtable.ui.play.controller import COMPUTER, Seat
from sandtable.ui.play.play_window import PlayWindow
from sandtable.ui.play.start_screen import StartScreen, make_agent, recent_games, remember_game


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.mark.parametrize("human", [0, 1])
def test_full_game_human_scripted_through_the_ui_against_the_computer(qtbot, settings, human):
    settings.setValue("play/autosave", False)  # autosave has its own test; here it would only add fsyncs
    window = PlayWindow(settings)
    qtbot.addWidget(window)
    window.show()
    seats = [Seat(), Seat()]
    seats[1 - human] = Seat(COMPUTER, make_agent("random", "t", "1943-45"), "random")
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 77 + human))
    window.start(session, seats)
    presses = rolls = 0
    while not session.is_over():
        assert presses < 2000, "the game did not end"
        if window.controller.is_thinking():
            qtbot.waitUntil(lambda: not window.controller.is_thinking(), timeout=30000)
            continue
        assert not window.controller.paused, "the computer player stopped"
        if window.controller.waiting_roll:
            # Combat dice wait for the player (fast combat off): the Roll button rolls them.
            assert window.pass_button.text() == "Roll the dice"
            qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
            rolls += 1
            continue
        assert window.controller.is_human_turn()
        assert window.decisions.do_button.isEnabled()
        qtbot.mouseClick(window.decisions.do_button, Qt.MouseButton.LeftButton)
        presses += 1
    window.controller.shutdown()
    result = session.state.result()
    assert result is not None
    dialog = window.victory_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.reason.text() == result.reason
    assert any(entry.player == 1 - human for entry in session.log), "the computer played"
    assert presses > 0
    # Nothing is left to decide: the panel says so.
    assert window.decisions.list.count() == 0
    dialog.reject()


def test_start_screen_continues_the_autosaved_game(qtbot, settings, data_dir):
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 5))
    session.meta["players"] = ["human", f"{COMPUTER}:random"]
    save_game(autosave_path("1943-45"), session.record, session.meta)
    screen = StartScreen(settings)
    qtbot.addWidget(screen)
    assert screen.continue_button.isEnabled()
    qtbot.mouseClick(screen.continue_button, Qt.MouseButton.LeftButton)
    assert screen.session is not None
    assert screen.session.state.state_hash() == session.state.state_hash()
    assert not screen.seats[0].is_computer and screen.seats[1].is_computer
    assert screen.seats[1].level == "random"


def test_open_broken_save_shows_a_message_not_a_traceback(qtbot, settings, tmp_path, monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "sandtable-save", "schema": 1, "record": {"game": "1943-45",
                   "scenario": "default", "seed": 1, "actions": [{"kind": "move", "origin": "x"}]}}))
    screen = StartScreen(settings)
    qtbot.addWidget(screen)
    assert not screen.open_path(str(bad))
    assert screen.session is None
    assert len(shown) == 1 and "bad.json" in shown[0] and "cannot be replayed" in shown[0]


def test_recent_games_are_listed_and_open(qtbot, settings, tmp_path):
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 8))
    path = tmp_path / "mine.json"
    save_game(path, session.record, {"players": ["human", "human"]})
    remember_game(settings, path)
    assert recent_games(settings) == [str(path.resolve())]
    screen = StartScreen(settings)
    qtbot.addWidget(screen)
    item = screen.recent_list.item(0)
    assert item.text() == "mine.json"
    screen.recent_list.itemActivated.emit(item)
    assert screen.session is not None
    assert screen.session.state.state_hash() == open_session(path).state.state_hash()
    assert screen.path == path


def test_scenario_file_is_carried_in_the_record_and_a_bad_one_refused(qtbot, settings, tmp_path, monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    scenario = dict(get_game("1943-45").load_scenario("default"))
    scenario["turns"] = 9
    good = tmp_path / "long.json"
    good.write_text(json.dumps(scenario))
    screen = StartScreen(settings)
    qtbot.addWidget(screen)
    assert screen.add_scenario_file(good)
    assert screen.scenario_combo.currentText() == "long.json"
    qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    assert screen.session is not None, shown
    assert screen.session.record.scenario["turns"] == 9
    assert screen.session.state.rules.turns == 9
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**scenario, "turns": "many"}))
    other = StartScreen(settings)
    qtbot.addWidget(other)
    assert other.add_scenario_file(bad)
    qtbot.mouseClick(other.start_button, Qt.MouseButton.LeftButton)
    assert other.session is None
    assert len(shown) == 1 and "turns" in shown[0]
    assert not other.add_scenario_file(tmp_path / "missing.json")
    assert len(shown) == 2
