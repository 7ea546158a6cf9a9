"""Dice that cannot be predicted (#17): games begun at the table roll from fresh entropy, the record
keeps every outcome (replays need no seed); seeded dice stay for tests, tournaments and selfplay."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from sandtable.core import dice
from sandtable.core.record import GameRecord, replay
from sandtable.core.registry import get_game
from sandtable.core.saves import save_game
from sandtable.core.session import GameSession
from sandtable.ui.play.start_screen import StartScreen, open_saved


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_a_new_game_at_the_table_rolls_live_dice(qtbot, settings, monkeypatch) -> None:
    monkeypatch.delenv("SANDTABLE_SEEDED_DICE", raising=False)
    screen = StartScreen(settings)
    qtbot.addWidget(screen)
    assert not screen.seeded_dice.isChecked()  # the default for a person
    qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    assert screen.session is not None and screen.session.live_dice
    assert screen.session.meta["dice"] == "live"


def test_live_rolls_come_from_entropy_and_the_record_replays_them(monkeypatch) -> None:
    drawn: list[object] = []
    real = dice.draw_live

    def spy(outcomes):
        outcome = real(outcomes)
        drawn.append(outcome)
        return outcome

    monkeypatch.setattr(dice, "draw_live", spy)
    seeded = dice.draw
    monkeypatch.setattr(dice, "draw", lambda *a: pytest.fail("a live game drew from the seed"))
    game = get_game("1943-45")
    session = GameSession(game, GameRecord("1943-45", "default", {}, 7))
    session.live_dice = True
    rng = __import__("random").Random(3)
    while len(drawn) < 12 and not session.is_over():
        session.advance()
        if not session.is_over():
            session.decide(rng.choice(session.state.legal_actions()))
    assert len(drawn) >= 12
    monkeypatch.setattr(dice, "draw", seeded)
    state, _ = replay(game, session.record)
    assert state.state_hash() == session.state.state_hash()


def test_a_saved_live_game_goes_on_with_live_dice(tmp_path, qtbot) -> None:
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 7))
    session.live_dice = True
    session.meta["dice"] = "live"
    session.advance()
    path = tmp_path / "live.json"
    save_game(path, session.record, session.meta)
    reopened = open_saved(path, None)
    assert reopened is not None and reopened.live_dice
    seeded = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 7))
    save_game(tmp_path / "seeded.json", seeded.record, {"dice": "seeded"})
    assert not open_saved(tmp_path / "seeded.json", None).live_dice
