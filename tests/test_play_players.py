"""Game > Players (#17): a side is handed to the computer, or taken back, at any moment; the save
remembers it."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from play_support import make_play_window
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game
from sandtable.core.saves import autosave_path, load_save, save_game
from sandtable.core.session import GameSession
from sandtable.ui.play.controller import Seat
from sandtable.ui.play.start_screen import seats_from_meta


def answer_players(window, choices: dict[int, str]) -> None:
    """Open Game > Players and pick `choices` (side -> combo data) in the real dialog, then OK."""
    def pick() -> None:
        dialog = window._players_dialog
        for side, data in choices.items():
            combo = dialog.combos[side]
            combo.setCurrentIndex(combo.findData(data))
        dialog.accept()

    QTimer.singleShot(0, pick)
    window.act_players.trigger()


def test_a_side_is_handed_to_the_computer_and_taken_back(qtbot, tmp_path) -> None:
    window = make_play_window(qtbot, tmp_path)
    window.settings.setValue("play/handover", False)
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 4))
    window.start(session, [Seat(), Seat()])
    c = window.controller
    assert not any(seat.is_computer for seat in c.seats)
    answer_players(window, {0: "computer:random", 1: "computer:random"})
    assert all(seat.is_computer for seat in c.seats) and c.seats[0].level == "random"
    assert session.meta["players"] == ["computer:random", "computer:random"]
    # The computer takes over at once: the game moves on without anyone at the screen.
    start = len(session.record.actions)
    qtbot.waitUntil(lambda: len(session.record.actions) > start + 5, timeout=20000)
    answer_players(window, {0: "human", 1: "human"})
    assert c.wait_idle(10000)
    assert not any(seat.is_computer for seat in c.seats)
    stopped = len(session.record.actions)
    qtbot.wait(200)
    assert len(session.record.actions) == stopped  # people again: nothing moves by itself
    # The save remembers who plays.
    answer_players(window, {1: "computer:random"})
    c.pause()
    path = tmp_path / "seats.json"
    save_game(path, session.record, session.meta)
    record, meta = load_save(path)
    seats = seats_from_meta(meta, 2, record.seed, "1943-45")
    assert not seats[0].is_computer and seats[1].is_computer and seats[1].level == "random"
    c.shutdown()


def test_a_seat_change_is_in_the_autosave_at_once(qtbot, tmp_path, data_dir) -> None:
    """Handing a side to the computer writes the autosave before anyone moves: a window closed
    right after Game > Players continues with the computer in that seat."""
    window = make_play_window(qtbot, tmp_path)
    window.settings.setValue("play/handover", False)
    window.settings.setValue("play/autosave", True)
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 4))
    window.start(session, [Seat(), Seat()])
    c = window.controller
    c.pause()  # nothing moves after the change: only the change itself can have saved
    moves = len(session.record.actions)
    answer_players(window, {1: "computer:random"})
    assert len(session.record.actions) == moves
    record, meta = load_save(autosave_path("1943-45"))
    assert meta["players"] == ["human", "computer:random"]
    seats = seats_from_meta(meta, 2, record.seed, "1943-45")
    assert not seats[0].is_computer and seats[1].is_computer and seats[1].level == "random"
    answer_players(window, {1: "human"})
    _, meta = load_save(autosave_path("1943-45"))
    assert meta["players"] == ["human", "human"]
    c.shutdown()
