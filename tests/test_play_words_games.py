"""D-Day, Revised and From Salerno to Rome at the table in the player's words (#17), as
tests/test_play_words_1943.py does for 1943-45: a seeded random game played through the shared
window (hot-seat, both seats answered by the seeded random agent) never shows an internal id (a hex
key "map2:0812", a unit id "germany bomber 58", a sea zone "sz60", a cube id "cube@17#0"), a
snake_case key or a lower-case side key in what a player reads: the log and its notes, the decision
list and its tooltips, the prompt and buttons, the status bar, the combat panel, the counters' and
tracks' tooltips, every label and button of the game's own windows on screen, the force picker with
the verdicts of hovering the board, and the engine's refusals of decisions legal a moment before."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QGraphicsItem, QLabel, QListWidget

from play_support import table_window
from sandtable.ai.random_agent import RandomAgent
from sandtable.core.protocol import Action
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game, table_for
from sandtable.core.session import GameSession
from sandtable.ui.play.controller import Seat
from sandtable.ui.play.play_window import PlayWindow

BAD = {
    "hex key": re.compile(r"\bmap\d:\d{4}"),
    "hexside key": re.compile(r"\d{4}\|\d{4}"),
    "unit id": re.compile(r"\b(germany|ussr|japan|uk|usa|german|british|american)[ _][a-z_]+[ _]\d+\b", re.I),
    "sea zone key": re.compile(r"\bsz\d+"),
    "battle cube id": re.compile(r"cube@\d"),
    "snake_case key": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "side key": re.compile(r"(^|: )(allied|axis|allies)\b"),
    "side twice": re.compile(r"\b(Allies|Axis|Germany|USSR): (Allies|Axis|Germany|USSR)\b[: ]"),
    "1 dice": re.compile(r"\b1 dice\b"),
    "a range of one face": re.compile(r"\b(on|at) (\d)-\2\b"),
    "python value": re.compile(r"\b(None|True|False)\b|[\[{]'"),
    "plural by (s)": re.compile(r"\w\(s\)"),
}
# game -> scenario, seeds, decisions played
GAMES = {
    "aa-dday": ("default", (3,), 300),
    "aa-revised": ("default", (3,), 250),
    "fstr": ("ortona", (4, 2), 250),
}
NOT_HERE: dict[str, re.Pattern[str]] = {}  # known exceptions owned elsewhere: none left
SKIP: dict[str, set[str]] = {}


def problems(texts: list[str], game_id: str = "") -> list[str]:
    skip = SKIP.get(game_id, set())
    return [f"{name}: {text}" for text in texts for name, pattern in BAD.items()
            if name not in skip and pattern.search(text)
            and not (name in NOT_HERE and NOT_HERE[name].search(text))]


@pytest.fixture
def window(qtbot, tmp_path):
    # every decision reaches the panel (no automatic forced moves)
    w = table_window(qtbot, tmp_path, play__autoForced=False)
    yield w
    w.close()


def shown(w: PlayWindow) -> list[str]:
    """What a player reads now: the play window's lists, labels and tooltips, the board's items'
    tooltips and every label and button of the game's own windows on screen."""
    texts = [w.prompt.text(), w.status_label.text(), w.pass_button.text(), w.attack_button.toolTip()]
    for top in QApplication.topLevelWidgets():
        if not top.isVisible():
            continue
        for label in top.findChildren(QLabel):
            if label.isVisible():
                texts += [label.text(), label.toolTip()]
        for button in top.findChildren(QAbstractButton):
            if button.isVisible():
                texts += [button.text(), button.toolTip()]
        for widget in top.findChildren(QListWidget):
            for i in range(widget.count()):
                item = widget.item(i)
                texts += [item.text(), item.toolTip()]
    texts += [w.combat.choice.itemText(i) for i in range(w.combat.choice.count())]
    texts += [item.toolTip() for item in w.scene.items() if isinstance(item, QGraphicsItem)]
    return [t for t in texts if t]


def picked(w: PlayWindow, table, rng: random.Random) -> list[str]:
    """Pick up a stack that may move: the force picker's title and pieces, and the verdict shown
    while hovering zones (the move's words, or the engine's refusal)."""
    assert w.pieces is not None
    zones = list(w.pieces.zone_ids.items())
    movable = [place for place, _ in zones if table.movable(w.state, place)]
    if not movable or not w.select_zone(rng.choice(movable)):
        return []
    texts = [w.picker.title()] + [box.text() for _, box in w.picker.boxes]
    for _, zone_id in rng.sample(zones, min(25, len(zones))):
        w._zone_hovered(zone_id)
        texts += [w.status_label.text(), w.view.toolTip()]
    w._clear_selection()
    return [t for t in texts if t]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_game_at_the_table_reads_in_the_players_words(qtbot, window, game_id: str) -> None:
    scenario, seeds, limit = GAMES[game_id]
    table = table_for(game_id)
    found: list[str] = []
    decisions = refusals = read = 0
    for seed in seeds:
        session = GameSession(get_game(game_id), GameRecord(game_id, scenario, {}, seed))
        window.start(session, [Seat(), Seat()])
        c = window.controller
        agent = RandomAgent(f"{seed}")
        pick = random.Random(seed)
        earlier: list[Action] = []
        steps = 0
        while not session.is_over() and decisions < limit and steps < 4 * limit:
            steps += 1
            if c.waiting_roll:
                window.pass_or_end()
                continue
            if steps % 3 == 0:  # a decision of a moment ago, refused now with the engine's reason
                for stale in pick.sample(earlier, min(3, len(earlier))):
                    reason = c.why_illegal(stale)
                    if reason is not None:
                        window.show_refusal(reason)
                        found += problems([window.status_label.text()], game_id)
                        refusals += 1
            if steps % 3 == 0:
                texts = shown(window)
                read += len(texts)
                found += problems(texts, game_id)
            if steps % 10 == 0:
                found += problems(picked(window, table, pick), game_id)
            earlier = c.legal_actions()
            state = c.state
            assert window.submit(agent.choose(state))
            decisions += 1
        found += problems(shown(window) + table.notes(session.state), game_id)
    assert decisions >= min(limit, 100) and refusals > 20 and read > 1000
    assert not found, report(found)


def report(found: list[str]) -> str:
    """The problems by kind: how many texts, and a few of each."""
    kinds: dict[str, list[str]] = {}
    for line in sorted(set(found)):
        kinds.setdefault(line.split(":")[0], []).append(line)
    return "\n".join(f"{len(lines)} x {kind}:\n  " + "\n  ".join(lines[:6]) for kind, lines in kinds.items())
