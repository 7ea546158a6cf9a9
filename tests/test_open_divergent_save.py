"""A save that no longer replays as it was saved (a rules fix since) is offered from its last step
that still agrees, in the app (#15)."""

from __future__ import annotations

import json
import random

from PySide6.QtWidgets import QMessageBox

from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game
from sandtable.core.saves import save_game
from sandtable.core.session import GameSession
from sandtable.ui.play.start_screen import open_saved


def diverging_save(tmp_path):
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 9))
    rng = random.Random(9)
    while len(session.record.actions) < 45:
        session.advance()
        session.decide(rng.choice(session.state.legal_actions()))
    path = tmp_path / "changed.json"
    save_game(path, session.record, {"players": ["human", "human"]})
    data = json.loads(path.read_text())
    # As if the rules had changed after step 30: the position saved there no longer matches.
    data["check"]["checkpoints"]["30"] = "0" * 16
    path.write_text(json.dumps(data))
    return path


def test_the_player_may_go_on_from_the_last_agreeing_step(tmp_path, qtbot, monkeypatch) -> None:
    path = diverging_save(tmp_path)
    asked: list[str] = []

    def answer(parent, title, text, *args):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    session = open_saved(path, None)
    assert session is not None and len(session.record.actions) == 20
    assert len(asked) == 1 and "step 30" in asked[0] and "step 20" in asked[0]
    assert session.meta["players"] == ["human", "human"]


def test_declining_opens_nothing(tmp_path, qtbot, monkeypatch) -> None:
    path = diverging_save(tmp_path)
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: pytest_fail())
    assert open_saved(path, None) is None


def pytest_fail() -> None:
    raise AssertionError("no warning expected when the player declines")
