"""The plug-in contract is enough: a second game written for the tests (tests/zone_duel_game.py)
plays to the end in the real play window through clicks and drags, with undo, save/load, the odds
and a computer player, and works in selfplay, tournament, odds, replay and the start screen.
Nothing of it is named outside its own file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt

import zone_duel_game as duel
from play_support import drag, stack_point, table_window
from play_support import zone_point as board_point
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game, known_games, table_for
from sandtable.core.session import GameSession
from sandtable.ui.play.controller import COMPUTER, Seat
from sandtable.ui.play.play_window import PlayWindow

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def window(qtbot, tmp_path):
    w = table_window(qtbot, tmp_path, size=(1200, 700))
    yield w
    w.close()  # with its dialogs and computer players (PlayWindow.closeEvent)


def zone_point(window: PlayWindow, zone: int) -> QPoint:
    return board_point(window, zone, below=30)  # the duel's square zones: well inside, under the label


def red_front(state: duel.DuelState) -> int:
    return max(z for z in range(1, duel.ZONES + 1) if state.men[0][z])


def test_the_test_game_is_registered_but_not_shipped():
    from sandtable.games import SHIPPED

    assert "zone-duel" in known_games()
    assert not any("duel" in module for module in SHIPPED)
    assert table_for("zone-duel").title.startswith("Zone duel")


def test_a_whole_game_in_the_window_by_drags_against_the_computer(qtbot, window, tmp_path):
    from sandtable.ai.levels import make_agent

    session = GameSession(get_game("zone-duel"), GameRecord("zone-duel", "standard", {}, 7))
    window.start(session, [Seat(), Seat(COMPUTER, make_agent("greedy", "7:1", "zone-duel"), "greedy")])
    assert "Zone duel" in window.windowTitle()
    assert window.tracks.tracks[0].title == "Turn"
    assert window.log_panel.table.rowCount() == 2
    # A first move by drag, then undone with the button: the position is back.
    before = window.state.state_hash()
    drag(window, stack_point(window, 1), zone_point(window, 2))
    window.controller.wait_idle()
    assert window.state.men[0][2] == 3
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    window.controller.wait_idle()
    assert window.state.state_hash() == before
    # Save and load in the middle of the game.
    drag(window, stack_point(window, 1), zone_point(window, 2))
    window.controller.wait_idle()
    path = tmp_path / "duel.json"
    assert window.save_to(path)
    from sandtable.core.saves import open_session

    reopened = open_session(path)
    assert reopened.state.state_hash() == window.state.state_hash()
    # Then Red always marches its front stack on, by drags only, until the game ends.
    for _ in range(80):
        if window.controller.session.is_over():
            break
        assert window.controller.wait_idle()
        if window.controller.session.is_over():
            break
        front = red_front(window.state)
        target = min(front + 1, duel.ZONES)
        if target == front:
            qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
        else:
            # Hovering a move into an enemy zone shows the battle's exact odds before the drop.
            drag(window, stack_point(window, front), zone_point(window, target))
        window.controller.wait_idle()
    assert window.controller.session.is_over()
    assert window.victory_dialog is not None
    result = window.state.result()
    assert result.reason in window.prompt.text()


def test_hover_shows_the_engine_verdict_and_the_battle_odds(qtbot, window):
    session = GameSession(get_game("zone-duel"), GameRecord("zone-duel", "standard", {}, 3))
    # Red's 3 men next to Blue's 3: Red moves 1->2->3->4, Blue stays home at 5.
    for action in (duel.Move(1, 2, 3), duel.Pass(), duel.Move(2, 3, 3), duel.Pass(), duel.Move(3, 4, 3),
                   duel.Pass()):
        session.decide(action)
    window.start(session, [Seat(), Seat()])
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=stack_point(window, 4))
    assert window.selected_zone == 4
    window._zone_hovered(window.pieces.zone_ids[5])
    text = window.status_label.text()
    assert "✓" in text and "attacker wins" in text
    spec = table_for("zone-duel").battle_spec()
    win = spec.odds((3, 3)).outcomes["attacker_wins"]
    assert f"{win:.1%}" in text
    window._zone_hovered(window.pieces.zone_ids[2])
    assert "✗" in window.status_label.text()  # two zones away: the engine's reason


def test_start_screen_lists_the_test_game_with_its_sides_and_scenarios(qtbot, tmp_path):
    from sandtable.ui.play.start_screen import StartScreen

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    screen = StartScreen(settings)
    qtbot.addWidget(screen)
    index = screen.game_combo.findData("zone-duel")
    assert index >= 0
    screen.game_combo.setCurrentIndex(index)
    assert [label.text() for label in screen.seat_labels] == ["Red", "Blue"]
    assert screen.scenario_combo.currentData() == "standard"
    screen.start_new()
    assert screen.session is not None and screen.session.game.game_id == "zone-duel"
    screen.game_combo.setCurrentIndex(screen.game_combo.findData("1943-45"))
    assert [label.text() for label in screen.seat_labels] == ["Allies", "Axis"]
    screen.close()


def test_exact_odds_through_the_host(tmp_path):
    spec = table_for("zone-duel").battle_spec()
    report = spec.odds(spec.parse("men=1", "men=1", {}), exact=True)
    assert report.exact["attacker_wins"] == "5/12"
    with pytest.raises(ValueError):
        spec.parse("tanks=3", "men=1", {})


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    """`sandtable` in a process that registered the test game first (as the tests register it)."""
    code = ("import sys; sys.path.insert(0, 'tests'); import zone_duel_game; "
            "from sandtable.cli import main; sys.exit(main(sys.argv[1:]))")
    return subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


def test_selfplay_tournament_odds_and_replay_on_the_command_line(tmp_path):
    out = run_cli("selfplay", "--game", "zone-duel", "--agents", "greedy,random", "--games", "2",
                  "--seed", "5", "--json")
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["games"] == 2 and summary["errors"] == 0
    assert sum(summary["wins"].values()) + summary["draws"] == 2
    assert set(summary["wins"]) == {"Red", "Blue"}
    out = run_cli("tournament", "--game", "zone-duel", "--agents", "greedy,random", "--games", "2",
                  "--seed", "1", "--jobs", "1", "--json")
    assert out.returncode == 0, out.stderr
    out = run_cli("odds", "--game", "zone-duel", "--attacker", "men=2", "--defender", "men=1", "--json")
    assert out.returncode == 0, out.stderr
    assert "attacker_wins" in out.stdout
    session = GameSession(get_game("zone-duel"), GameRecord("zone-duel", "standard", {}, 9))
    duel_rng = __import__("random").Random(9)
    while not session.is_over():
        session.advance()
        if not session.is_over():
            session.decide(duel_rng.choice(session.state.legal_actions()))
    record = tmp_path / "duel-record.json"
    record.write_text(json.dumps(session.record.to_json()))
    out = run_cli("replay", str(record))
    assert out.returncode == 0, out.stderr
    assert session.state.state_hash() in out.stdout


def test_shipped_games_are_found_whatever_was_imported_first():
    import sandtable.games.g1943_45.attack  # noqa: F401  (a game module imported before the registry asks)
    from sandtable.core.registry import shipped_games
    from sandtable.games import SHIPPED
    from sandtable.resources import shipped_board

    shipped = shipped_games()
    assert shipped[0] == "1943-45" and len(shipped) == len(SHIPPED)  # one per shipped package, in order
    assert "zone-duel" not in shipped  # a game the tests register is not offered by the app
    assert shipped_board() is not None
