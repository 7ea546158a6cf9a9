"""The computer's moves are shown as they happen (#17): numbered arrows in its colour that stay until
a person decides, for any game whose plug-in says where an action goes."""

from __future__ import annotations

import random

from play_support import make_play_window
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game
from sandtable.core.session import GameSession
from sandtable.ui.play.controller import COMPUTER, Seat
from sandtable.ui.play.start_screen import make_agent


def test_the_computers_moves_stay_on_the_map_until_a_person_decides(qtbot, tmp_path) -> None:
    window = make_play_window(qtbot, tmp_path)
    window.settings.setValue("play/handover", False)
    window.settings.setValue("play/fastCombat", True)
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 3))
    window.start(session, [Seat(), Seat(COMPUTER, make_agent("greedy", "x", "1943-45"), "greedy")])
    rng = random.Random(1)
    c = window.controller
    for _ in range(400):
        assert c.wait_idle(10000)
        if c.computer_moves and c.is_human_turn():
            break
        if c.is_human_turn():
            window.submit(rng.choice(c.legal_actions()))
    assert c.computer_moves, "the computer moved pieces"
    arrows = window.computer_arrows.items
    assert len(arrows) == len(c.computer_moves)
    assert [a.label for a in arrows] == [str(i) for i in range(1, len(arrows) + 1)]
    # Each arrow goes from where the piece was to where the computer sent it.
    player, places = c.computer_moves[0]
    assert player == 1 and places.origin != places.target
    # A person's decision clears them (the computer's answer comes later, through the event loop).
    assert window.submit(c.legal_actions()[0])
    assert c.computer_moves == [] and window.computer_arrows.items == []
    c.wait_idle(10000)
    c.shutdown()
