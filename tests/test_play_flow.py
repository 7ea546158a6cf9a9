"""Fewer prompts and nothing unseen (#17), through the plug-in contract: 1943-45's automatic events
marked on the board until the player decides, Done with pieces undeployed asks first (and Pass
with moves left when the player wants), reactions offered only when there is something to play,
routine reactions answered for the player on request, the computer's dice rolling by themselves,
and hot-seat hand-overs only for real choices in one's own turn of play."""

from __future__ import annotations

import collections
import re

import pytest
from PySide6.QtCore import QSettings

from play_support import press
from sandtable.ai.cli import play_game
from sandtable.core.protocol import CHANCE
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game, table_for
from sandtable.core.session import GameSession
from sandtable.games.g1943_45 import Game1943
from sandtable.games.g1943_45.table_flow import is_reaction
from sandtable.ui.play.controller import COMPUTER, GameController, Seat
from sandtable.ui.play.play_window import PlayWindow

TABLE = table_for("1943-45")


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("play/handover", False)
    settings.setValue("play/autoForced", False)  # each step made by the test
    w = PlayWindow(settings)
    qtbot.addWidget(w)
    w.resize(1366, 740)
    w.show()
    return w


def _random_record(seed: int) -> tuple[GameSession, list[int]]:
    """A seeded random game and the number of notes after each step."""
    sessions: list[GameSession] = []
    counts: list[int] = []

    def step(session: GameSession) -> None:
        if not sessions:
            sessions.append(session)
        counts.append(len(TABLE.notes(session.state)))

    play_game(Game1943(), "default", seed, ["random", "random"], on_step=step)
    return sessions[0], counts


@pytest.mark.parametrize(("seed", "note"), [
    (1, r"^Stacking: Allies over the limit in Algiers \(19\) with no room next door: \d cubes"),
    (4, r"^Supply phase, turn 2: Axis out of supply in Southern Tunisia \(16\): .+ eliminated$"),
    (3, r"^Italy surrenders \(the Allies hold a zone of Italy\): removed for good Italian fleet"),
    (1, r"^Italy surrenders .*: removed for good Italian fleet at sea"),
    (2, r"^End of turn 1: orange stars held in supply, Allies \d, Axis \d$"),
])
def test_an_automatic_event_is_logged_and_marked_until_the_player_decides(qtbot, window, seed, note):
    """Stacking, supply and surrender eliminations and the end of a turn: the note in the log, the
    places it changed ringed in amber (zones; the sea box for a fleet removed at sea) until the
    player at the screen decides again."""
    full, counts = _random_record(seed)
    notes = TABLE.notes(full.state)
    places = TABLE.note_places(full.state)
    first = next(i for i, n in enumerate(notes) if re.search(note, n))
    # The decision after which that note appeared (a person's, in a hot-seat game).
    step = next(i for i, n in enumerate(counts) if n > first)
    game = get_game("1943-45")
    decision = game.action_from_json(full.record.actions[step])
    record = GameRecord("1943-45", "default", {}, full.record.seed, list(full.record.actions[:step]))
    session = GameSession(game, record)
    assert session.state.current_player() >= 0
    window.start(session, [Seat(), Seat()])
    assert window.note_marked_places() == []
    assert window.submit(decision)
    marked = window.note_marked_places()
    assert set(places[first]) <= set(marked)
    texts = [window.log_panel.list.item(i).text().strip() for i in range(window.log_panel.list.count())]
    assert notes[first] in texts
    zones = [p for p in places[first] if p in window.pieces.zone_ids]
    boxes = [p for p in places[first] if p in window.pieces.boxes]
    assert len(zones) + len(boxes) == len(places[first])
    assert window._note_marks is not None and len(window._note_marks.items) >= len(zones)
    assert all(window.pieces.boxes[b].lit is not None for b in boxes)
    if "surrenders" in notes[first]:  # the pieces it removed are gone from the board
        assert all(c.zone < 0 for c in window.state.counters.values() if c.type.endswith("_it"))
    if note.endswith("at sea"):
        assert boxes == ["sea"]


def test_done_with_pieces_undeployed_asks_first(qtbot, window):
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 5))
    window.start(session, [Seat(), Seat()])
    place = next(a for a in window.state.legal_actions() if a.kind == "setup_place")
    assert window.submit(place)
    asked: list[str] = []
    window.ask = lambda title, text: asked.append(text) or False  # type: ignore[method-assign]
    assert window.pass_button.text() == "Done"
    press(qtbot, window.pass_button)
    assert asked and "still undeployed" in asked[0]
    assert window.state.phase == "axis_setup"  # "No": nothing done
    window.ask = lambda title, text: True  # type: ignore[method-assign]
    press(qtbot, window.pass_button)
    assert window.state.phase != "axis_setup"


def test_pass_with_moves_left_asks_only_when_the_player_wants(qtbot, window):
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 5))
    window.start(session, [Seat(), Seat()])
    c = window.controller
    while not (c.state.phase == "impulses" and any(a.kind == "pass" for a in c.legal_actions())):
        legal = c.legal_actions()
        done = [a for a in legal if a.kind in ("accept_default_setup", "reinforce_done", "convert_done",
                                               "no_event", "choose_first")]
        c.submit(done[0] if done else legal[0])
    passing = next(a for a in c.legal_actions() if a.kind == "pass")
    assert TABLE.confirm(c.state, passing, careful=False) is None
    question = TABLE.confirm(c.state, passing, careful=True)
    assert question and question.endswith("Pass anyway?") and "cube" in question
    window.settings.setValue("play/confirmPass", True)
    asked: list[str] = []
    window.ask = lambda title, text: asked.append(text) or False  # type: ignore[method-assign]
    before = len(c.session.record.actions)
    press(qtbot, window.pass_button)
    assert asked == [question] and len(c.session.record.actions) == before


def _reaction_states(seeds: tuple[int, ...]):
    game = get_game("1943-45")
    for seed in seeds:
        full, _ = _random_record(seed)
        session = GameSession(game, GameRecord("1943-45", "default", {}, seed))
        for data in full.record.actions:
            state = session.state
            if state.current_player() >= 0 and is_reaction(state):
                yield state.clone()
            if state.current_player() == CHANCE:
                session.force(game.action_from_json(data))
            else:
                session.decide(game.action_from_json(data))


DECLINES = {"intercept": lambda a: not a.pieces, "intercept_landing": lambda a: not a.pieces,
            "bomb": lambda a: not a.plane, "no_event": lambda a: True}


def test_reactions_are_offered_only_with_something_to_play_and_routine_ones_answered():
    seen = collections.Counter()
    answered = 0
    for state in _reaction_states((2, 3)):
        legal = state.legal_actions()
        declines = [a for a in legal if a.kind in DECLINES and DECLINES[a.kind](a)]
        if declines:
            # a question with a "no" always has a "yes": a piece in range, an event playable now
            assert len(legal) > len(declines), (state.summary(), legal)
        seen.update(a.kind for a in legal)
        answer = TABLE.routine(state, legal)
        if all(a.kind == "combat_take_loss" for a in legal):
            assert answer in legal
            answered += 1
        elif any(a.kind in ("bomb", "intercept", "play_event", "defend", "occupy") for a in legal):
            assert answer is None  # a reaction that can matter stays the player's
        assert not TABLE.real_choice(state, legal)  # never worth a hand-over
    assert answered and seen["bomb"]


def _hotseat_handovers(seed: int, turns: int, **options: bool) -> collections.Counter:
    """Hand-overs per turn of a hot-seat game, both seats played by the seeded random agent."""
    from sandtable.ai.random_agent import RandomAgent

    game = get_game("1943-45")
    session = GameSession(game, GameRecord("1943-45", "default", {}, seed))
    c = GameController(session, [Seat(), Seat()], autosave=False, fast_combat=True, handovers=True,
                       **options)
    counts: collections.Counter = collections.Counter()

    def handed(player: int) -> None:
        state = session.state
        assert not is_reaction(state), state.summary()  # never for a reaction in the other's impulse
        counts[state.turn] += 1

    c.handover.connect(handed)
    agent = RandomAgent(f"{seed}")
    c.proceed()
    while not session.is_over() and session.state.turn <= turns:
        legal = c.legal_actions()
        if options.get("auto_routine"):  # the rules' casualty order answered for the player
            assert not all(a.kind == "combat_take_loss" for a in legal), session.state.summary()
        c.submit(agent.choose(session.state))
    return counts


def test_hotseat_hands_over_only_for_real_choices(qtbot):
    counts = _hotseat_handovers(4, 2, auto_forced=True, auto_routine=True)
    # initiative choice, reinforcements and conversion of each side, the impulses: a handful each turn
    assert counts[1] and all(n <= 11 for n in counts.values()), counts


def test_the_computers_dice_roll_by_themselves(qtbot):
    game = get_game("1943-45")
    full, _ = _random_record(3)
    session = GameSession(game, GameRecord("1943-45", "default", {}, 3))
    for data in full.record.actions:
        state = session.state
        if state.current_player() == CHANCE:
            info = TABLE.roll_info(state, state.chance_label())
            if info.watched and info.side is not None:
                break
            session.force(game.action_from_json(data))
        else:
            session.decide(game.action_from_json(data))
    else:
        pytest.fail("no combat roll in the game")
    side = info.side
    label = session.state.chance_label()
    computer = Seat(COMPUTER, agent=object(), level="test")
    seats = [Seat(), Seat()]
    seats[side] = computer
    mixed = GameController(session, seats, autosave=False, fast_combat=False)
    assert not mixed._should_wait(label)  # the computer's roll: no Roll click
    watching = GameController(session, seats, autosave=False, fast_combat=False, watch_computer_dice=True)
    assert watching._should_wait(label)
    people = GameController(session, [Seat(), Seat()], autosave=False, fast_combat=False)
    assert people._should_wait(label)  # a person's own combat roll waits for his click
