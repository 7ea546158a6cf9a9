"""Sessions: seeded dice, records that replay to the same hash, undo that never re-rolls, listeners."""

from __future__ import annotations

import json
import random
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

import tiny_dice_game as tiny
from sandtable.core import CHANCE, ChanceOutcome, IllegalAction, dice, saves
from sandtable.core.record import GameRecord, initial_state, replay
from sandtable.core.session import GameSession
from tiny_dice_game import Answer, Bet, Hold, Roll

GAME = tiny.TinyDiceGame()


def session(seed: int = 1, **kw: object) -> GameSession:
    return GameSession(GAME, tiny.new_record(seed, **kw))


# -- dice ------------------------------------------------------------------------------------

def test_draw_is_a_function_of_seed_and_step() -> None:
    outcomes = [(face, Fraction(1, 6)) for face in range(1, 7)]
    first = [dice.draw(99, step, outcomes) for step in range(200)]
    assert first == [dice.draw(99, step, outcomes) for step in range(200)]
    assert set(first) == set(range(1, 7))
    assert first != [dice.draw(100, step, outcomes) for step in range(200)]


def test_draw_follows_the_exact_probabilities() -> None:
    outcomes = [("rare", Fraction(1, 10)), ("often", Fraction(3, 5)), ("some", Fraction(3, 10))]
    n = 20000
    counts = Counter(dice.draw(5, step, outcomes) for step in range(n))
    for name, p in outcomes:
        sigma = (n * p * (1 - p)) ** 0.5
        assert abs(counts[name] - n * p) < 5 * sigma, (name, counts)


def test_draw_respects_certain_and_impossible_outcomes() -> None:
    outcomes = [("never", Fraction(0)), ("always", Fraction(1))]
    assert {dice.draw(3, step, outcomes) for step in range(100)} == {"always"}
    assert dice.draw(3, 0, [("only", 1)]) == "only"


@pytest.mark.parametrize(("outcomes", "error"), [
    ([], ValueError),
    ([("a", Fraction(1, 2))], ValueError),
    ([("a", Fraction(1, 2)), ("b", Fraction(2, 3))], ValueError),
    ([("a", Fraction(-1, 2)), ("b", Fraction(3, 2))], ValueError),
    ([("a", 0.5), ("b", 0.5)], TypeError),
    ([("a", True)], TypeError),
])
def test_draw_refuses_outcome_lists_that_are_not_a_distribution(outcomes: list, error: type) -> None:
    with pytest.raises(error):
        dice.draw(0, 0, outcomes)


def test_die_faces() -> None:
    faces = dice.die_faces(6)
    assert [f for f, _ in faces] == [1, 2, 3, 4, 5, 6] and sum(p for _, p in faces) == 1


# -- determinism and replay ------------------------------------------------------------------

def test_session_rolls_follow_the_seed() -> None:
    def game(seed: int) -> GameSession:
        s = session(seed)
        tiny.play_random(s, random.Random(1000 + seed))
        return s

    a, b = game(8), game(8)
    assert a.record.actions == b.record.actions and a.state.state_hash() == b.state.state_hash()
    assert a.is_over()
    # The decisions use their own rng, so different seeds differ only through the dice.
    records = {json.dumps(game(seed).record.actions) for seed in range(8, 13)}
    assert len(records) == 5


def test_a_roll_is_drawn_from_the_listed_outcomes_at_the_current_step() -> None:
    s = session(21)
    s.decide(Roll())
    expected = dice.draw(21, 0, s.state.chance_outcomes())
    assert s.roll() == expected
    assert s.chance_steps == 1
    assert s.log[-1].is_chance and s.log[-1].text.startswith("roll, player 1: rolled ")


@pytest.mark.parametrize("seed", range(20))
def test_replaying_a_record_reproduces_the_state_hash(seed: int) -> None:
    s = session(seed)
    tiny.play_random(s, random.Random(seed))
    record = GameRecord.from_json(json.loads(json.dumps(s.record.to_json())))
    state, actions = replay(GAME, record)
    assert state.state_hash() == s.state.state_hash()
    assert len(actions) == len(s.record.actions)
    assert GameSession(GAME, record).state.state_hash() == s.state.state_hash()
    # Every prefix replays to the position the session passed through.
    middle = len(actions) // 2
    partial, _ = replay(GAME, record, upto=middle)
    walk = initial_state(GAME, record)
    for action in actions[:middle]:
        walk.apply(action)
    assert partial.state_hash() == walk.state_hash()


def test_a_session_opened_on_a_record_with_an_illegal_step_names_it() -> None:
    record = tiny.new_record(0)
    record.actions = [Roll().to_json(), ChanceOutcome((3, 4), "roll, player 1").to_json(),
                      Hold().to_json(), Hold().to_json(), Roll().to_json()]
    with pytest.raises(IllegalAction) as info:
        GameSession(GAME, record)
    assert str(info.value) == "action 4 (hold()) is refused: there is nothing to hold yet: roll first"
    with pytest.raises(IllegalAction) as again:
        replay(GAME, record)
    assert str(again.value) == str(info.value)


def test_session_guards_the_chance_steps() -> None:
    s = session(2)
    with pytest.raises(IllegalAction, match="no die roll is pending"):
        s.roll()
    with pytest.raises(IllegalAction, match="no die roll is pending"):
        s.force(ChanceOutcome((3, 4), "roll, player 1"))
    s.decide(Roll())
    with pytest.raises(IllegalAction, match="roll it first"):
        s.decide(Hold())
    with pytest.raises(IllegalAction, match="not a possible outcome"):
        s.force(ChanceOutcome((3, 4), "wrong label"))
    s.force(ChanceOutcome((3, 4), "roll, player 1"))
    assert s.state.turn_total == 7 and len(s.record.actions) == 2


# -- undo ------------------------------------------------------------------------------------

def test_undo_goes_back_one_decision_at_a_time() -> None:
    s = session(4)
    hashes = [s.state.state_hash()]
    s.decide(Bet(6))
    hashes.append(s.state.state_hash())
    s.decide(Answer(True))
    assert s.current_player() == CHANCE
    s.undo()
    assert s.state.state_hash() == hashes[1] and s.current_player() == 1
    s.undo()
    assert s.state.state_hash() == hashes[0] and s.record.actions == [] and s.log == []
    assert not s.can_undo()
    with pytest.raises(IllegalAction):
        s.undo()


def test_undo_stops_at_a_revealed_roll() -> None:
    s = session(_first_roll_without_a_one())
    s.decide(Roll())
    s.roll()
    assert s.current_player() == 0 and s.state.turn_total > 0
    seen = s.state.state_hash()
    assert not s.can_undo()
    with pytest.raises(IllegalAction, match="die roll"):
        s.undo()
    assert s.state.state_hash() == seen
    s.decide(Roll())
    s.undo()
    assert s.state.state_hash() == seen
    with pytest.raises(IllegalAction):
        s.undo()


def _first_roll_without_a_one() -> int:
    for seed in range(100):
        s = session(seed)
        s.decide(Roll())
        if 1 not in s.roll().values:
            return seed
    raise AssertionError("no seed in 100 rolls a pair without a one")


def test_undo_then_reroll_gives_the_same_dice() -> None:
    seed = _first_roll_without_a_one()
    straight = session(seed)
    for _ in range(2):
        straight.decide(Roll())
        straight.roll()
    second = straight.record.actions[-1]["values"]

    wavering = session(seed)
    wavering.decide(Roll())
    wavering.roll()
    wavering.decide(Roll())
    wavering.undo()
    wavering.decide(Roll())
    assert wavering.roll().values == tuple(second)
    assert wavering.state.state_hash() == straight.state.state_hash()

    # A different decision before the roll does not change the dice either: the draw depends on
    # the seed and the number of chance steps, not on what was chosen.
    other = session(seed)
    other.decide(Roll())
    first = other.roll().values
    fresh = session(seed)
    fresh.decide(Bet(5))
    fresh.decide(Answer(False))
    assert fresh.roll().values == first


# -- listeners and autosave ------------------------------------------------------------------

def test_listeners_hear_every_action_and_undo() -> None:
    s = session(6)
    heard: list[int] = []
    s.listeners.append(lambda sess: heard.append(len(sess.record.actions)))
    s.decide(Bet(7))
    s.decide(Answer(False))
    s.roll()
    s.decide(Roll())
    s.undo()
    assert heard == [1, 2, 3, 4, 3]


def test_autosave_writes_after_every_decision_to_the_data_dir(data_dir: Path) -> None:
    s = session(12)
    s.meta = {"players": ["human", "computer"]}
    s.listeners.append(saves.autosave)
    path = saves.autosave_path(GAME.game_id)
    assert path.is_relative_to(data_dir)
    checked = 0

    def check(sess: GameSession) -> None:
        nonlocal checked
        record, meta = saves.load_save(path)
        assert record.actions == sess.record.actions
        assert meta == {"players": ["human", "computer"], "autosave": True}
        checked += 1

    s.listeners.append(check)
    tiny.play_random(s, random.Random(12))
    assert checked == len(s.record.actions) > 5
    reopened = saves.open_session(path)
    assert reopened.state.state_hash() == s.state.state_hash()


@pytest.mark.parametrize("seed", range(12))
def test_random_play_with_undos_never_rerolls_and_always_replays(seed: int) -> None:
    """Invariants over decide/roll/undo walks: the k-th roll is always draw(seed, k) and the
    session's state is always what its record replays to."""
    rng = random.Random(seed)
    s = session(seed)
    undos = 0
    for _ in range(400):
        if s.is_over():
            break
        if s.can_undo() and rng.random() < 0.3:
            s.undo()
            undos += 1
        elif rng.random() < 0.05:
            with pytest.raises(IllegalAction):
                while True:  # undo until the last revealed roll stops it
                    s.undo()
        elif s.current_player() == CHANCE:
            s.roll()
        else:
            s.decide(rng.choice(s.state.legal_actions()))
        replayed, _ = replay(GAME, s.record)
        assert replayed.state_hash() == s.state.state_hash()
    assert undos >= 3
    # Every roll in the final record is the seed's draw for its chance-step index.
    walk = initial_state(GAME, s.record)
    k = 0
    for data in s.record.actions:
        action = GAME.action_from_json(data)
        if walk.current_player() == CHANCE:
            assert action == dice.draw(seed, k, walk.chance_outcomes())
            k += 1
        walk.apply(action)
    assert k == s.chance_steps > 0
    # Undoing as far as allowed always stops just after the last revealed roll.
    with pytest.raises(IllegalAction):
        while True:
            s.undo()
    assert s.record.actions and s.record.actions[-1]["kind"] == "chance"
