"""1943-45 at the table in the player's words (#17): seeded random games played through the shared
window (hot-seat, both seats answered by the seeded random agent) never show an internal id
("X.plane.3", "A.tank.1", "cube@17#0"), a bare zone number, a numbered retreat route, an impulse by
its running number, "1 dice" or "6-6" in what a player reads: the log and its notes, the decision
list and its tooltips, the combat panel's choices, the prompt, the buttons, the status bar, the
counters' tooltips, and the engine's refusals of decisions that were legal a moment before.
The log lines alone, over more games, are in tests/test_g1943_wording.py."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtWidgets import QGraphicsItem

from play_support import table_window
from sandtable.ai.random_agent import RandomAgent
from sandtable.core.protocol import Action
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game, table_for
from sandtable.core.session import GameSession
from sandtable.ui.play.controller import Seat
from sandtable.ui.play.play_window import PlayWindow

BAD = {
    "counter id": re.compile(r"\b[AX]\.[a-z_]+[.#]\d+"),
    "battle cube id": re.compile(r"cube@\d"),
    "side twice": re.compile(r"\b(Allies|Axis): (Allies|Axis)\b[: ]"),
    "numbered retreat route": re.compile(r"retreat route \d"),
    "1 dice": re.compile(r"\b1 dice\b"),
    "a range of one face": re.compile(r"\b(on|at) (\d)-\2\b"),
    "impulse by number": re.compile(r"\bimpulse \d"),
    "zone by bare number": re.compile(r"\b(from|to|via|in) \d\d\b(?! \()"),
    "route by numbers": re.compile(r"\d\d →"),
    "action kind": re.compile(r"^[a-z]+_[a-z_]+$"),
    "type code": re.compile(r"\b(tank|plane|fleet)[ _](it|us|uk)\b"),
}
TABLE = table_for("1943-45")


def _problems(texts: list[str]) -> list[str]:
    return [f"{name}: {text}" for text in texts for name, pattern in BAD.items() if pattern.search(text)]


@pytest.fixture
def window(qtbot, tmp_path):
    # every decision reaches the panel (no automatic forced moves)
    w = table_window(qtbot, tmp_path, play__autoForced=False)
    return w


def _shown(w: PlayWindow) -> list[str]:
    """What a player reads in the window now."""
    texts = [w.prompt.text(), w.status_label.text(), w.pass_button.text(), w.attack_button.toolTip()]
    for widget in (w.decisions.list, w.log_panel.list):
        for i in range(widget.count()):
            item = widget.item(i)
            texts += [item.text(), item.toolTip()]
    texts += [w.combat.choice.itemText(i) for i in range(w.combat.choice.count())]
    texts += [label.text() for label in (w.combat.title, w.combat.attacker, w.combat.defender,
                                         w.combat.hit_label, w.combat.roll_label, w.combat.next_label)]
    assert w.pieces is not None
    texts += [item.toolTip() for item in w.scene.items() if isinstance(item, QGraphicsItem)]
    return [t for t in texts if t]


def _picked(w: PlayWindow) -> list[str]:
    """Pick up the first stack that may move: the force picker's title and pieces, and the verdict
    shown while hovering each zone (the move's words, or the engine's refusal)."""
    state = w.state
    place = next((z for z in sorted(state.topo.zones) if TABLE.movable(state, z)), None)
    if place is None or not w.select_zone(place):
        return []
    texts = [w.picker.title()] + [box.text() for _, box in w.picker.boxes]
    for zone_id in list(w.pieces.zone_ids.values())[:30]:
        w._zone_hovered(zone_id)
        texts += [w.status_label.text(), w.view.toolTip()]
    w._clear_selection()
    return [t for t in texts if t]


@pytest.mark.parametrize("seed", [11, 12])
def test_a_game_at_the_table_reads_in_the_players_words(qtbot, window, seed: int) -> None:
    game = get_game("1943-45")
    session = GameSession(game, GameRecord("1943-45", "default", {}, seed))
    window.start(session, [Seat(), Seat()])
    c = window.controller
    agent = RandomAgent(f"{seed}")
    pick = random.Random(seed)
    found: list[str] = []
    earlier: list[Action] = []
    steps = decisions = refusals = 0
    while not session.is_over() and steps < 2000:
        steps += 1
        if c.waiting_roll:
            window.pass_or_end()
            continue
        state = c.state
        if steps % 3 == 0:  # a decision of a moment ago, refused now with the engine's reason
            for stale in pick.sample(earlier, min(4, len(earlier))):
                reason = c.why_illegal(stale)
                if reason is not None:
                    window.show_refusal(reason)
                    found += _problems([window.status_label.text()])
                    refusals += 1
        if steps % 2 == 0 or window.combat.choice.count():
            found += _problems(_shown(window))
        if steps % 5 == 0:
            found += _problems(_picked(window))
        earlier = c.legal_actions()
        assert window.decisions.list.count() == min(len(earlier), 600)
        assert window.submit(agent.choose(state))
        decisions += 1
    assert session.is_over(), "the game did not end"
    found += _problems(_shown(window) + TABLE.notes(session.state))
    assert decisions > 150 and refusals > 50
    assert not found, "\n".join(sorted(set(found))[:30])
