"""GameController: decisions through the engine, labelled rolls, undo of a person's moves across the
computer's, autosave, and computer players on a worker thread (stop/progress, stale answers,
failures reported, never raised)."""

from __future__ import annotations

import copy
import threading

import pytest

from sandtable.ai.random_agent import RandomAgent
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game
from sandtable.core.saves import autosave_path, open_session
from sandtable.core.session import GameSession
from sandtable.games.g1943_45 import actions as A
from sandtable.ui.play.controller import COMPUTER, GameController, RollRecord, Seat, roll_spec
from sandtable.ui.play.log_panel import dice_stats


def new_session(seed: int = 5) -> GameSession:
    game = get_game("1943-45")
    return GameSession(game, GameRecord("1943-45", "default", {}, seed))


def computer(seed: str = "c") -> Seat:
    return Seat(COMPUTER, RandomAgent(seed), "random")


def test_refused_action_carries_the_engine_reason(qtbot):
    session = new_session()
    controller = GameController(session, [Seat(), Seat()], autosave=False)
    refusals: list[str] = []
    controller.refused.connect(refusals.append)
    before = session.state.state_hash()
    # Axis free set-up first: an Allied move is not what is being decided.
    reason = controller.submit(A.MoveLand(19, (18,), 1, ()))
    assert reason is not None and "set-up" in reason
    assert refusals == [reason]
    assert session.state.state_hash() == before


def test_rolls_are_labelled_and_counted_per_side(qtbot):
    session = new_session(9)
    controller = GameController(session, [Seat(), Seat()], autosave=False)
    rolled: list[RollRecord] = []
    controller.rolled.connect(rolled.append)
    controller.submit(A.AcceptDefaultSetup())
    # The initiative roll follows at once: rolled by the controller with the seeded RNG.
    assert len(rolled) == 1
    roll = rolled[0]
    assert "initiative" in roll.label
    assert len(roll.faces) == 2 and all(1 <= f <= 6 for f in roll.faces)
    entry = session.log[roll.index - 1]
    assert entry.is_chance and entry.text.startswith(roll.label)
    stats = dice_stats(controller.rolls)
    assert (stats[0].dice, stats[0].total) == (1, roll.faces[0])
    assert (stats[1].dice, stats[1].total) == (1, roll.faces[1])


def test_roll_spec_reads_side_and_hit_number_from_labels():
    from sandtable.core.registry import table_for

    table = table_for("1943-45")
    assert roll_spec(table, None, "12, round 1: Allied attacker dice (3 at 4-6)") == (0, 4, False)
    assert roll_spec(table, None, "naval transport interception, U-boat X.uboat.1") == (1, None, False)
    bombing = "zone 17 (Tunis): air bombardment by Allied plane (hits on 4-6)"
    assert roll_spec(table, None, bombing) == (0, 4, False)
    assert roll_spec(table, None, "something else") == (None, None, False)
    assert roll_spec(table, None, "initiative") == (None, None, True)


def test_undo_returns_before_the_human_move_and_keeps_the_roll(qtbot):
    session = new_session(3)
    controller = GameController(session, [Seat(), Seat()], autosave=False, handovers=False)
    controller.submit(A.AcceptDefaultSetup())
    # Past the initiative roll nothing before it can be undone.
    assert not controller.can_undo()
    first = session.state.legal_actions()[0]
    controller.submit(first)
    hash_before = session.state.state_hash()
    moves = [a for a in session.state.legal_actions() if a.kind == "move"]
    assert moves
    controller.submit(moves[0])
    assert session.state.state_hash() != hash_before
    assert controller.undo() is None
    assert session.state.state_hash() == hash_before


class Passer:
    """A computer player that declines whatever it can: its impulses roll no dice."""

    def choose(self, state):
        legal = state.legal_actions()
        for kind in ("pass", "no_event", "end_impulse", "accept_default_setup", "choose_first"):
            for action in legal:
                if action.kind == kind:
                    return action
        return legal[0]


def test_undo_skips_back_over_computer_decisions(qtbot):
    scenario = copy.deepcopy(get_game("1943-45").load_scenario("default"))
    next(p for p in scenario["setup"]["allied"] if p["zone"] == 19)["pieces"]["cube"] = 2
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", scenario, {}, 4))
    controller = GameController(session, [Seat(), Seat(COMPUTER, Passer(), "passer")], autosave=False)
    controller.proceed()  # the computer Axis sets up first
    qtbot.waitUntil(controller.is_human_turn, timeout=10000)
    if session.state.phase == "initiative_choice":
        controller.submit(A.ChooseFirst("allied"))
        qtbot.waitUntil(controller.is_human_turn, timeout=10000)
    assert session.state.active_side() == 0
    controller.submit(A.MoveLand(18, (19,), 1, ()))
    controller.submit(A.EndImpulse())
    # Events may be offered to the Allies as the Axis impulse opens; each answer is a human decision.
    before = session.state.state_hash()
    length = len(session.record.actions)
    while controller.is_human_turn() and "no_event" in {a.kind for a in session.state.legal_actions()}:
        before = session.state.state_hash()
        length = len(session.record.actions)
        controller.submit(A.NoEvent())
    qtbot.waitUntil(lambda: controller.is_human_turn() or session.is_over(), timeout=10000)
    computer_steps = [e for e in session.log[length + 1:] if e.player == 1]
    assert computer_steps, "the Axis computer played its impulse"
    assert not any(e.is_chance for e in session.log[length:])
    assert controller.undo() is None
    assert session.state.state_hash() == before
    assert len(session.record.actions) == length
    assert controller.is_human_turn() and not controller.is_thinking()


def test_autosave_writes_the_record_after_each_step(qtbot, data_dir):
    session = new_session(6)
    controller = GameController(session, [Seat(), Seat()])
    controller.submit(A.AcceptDefaultSetup())
    path = autosave_path("1943-45")
    assert path.is_file()
    reopened = open_session(path)
    assert reopened.state.state_hash() == session.state.state_hash()
    assert reopened.meta.get("players") == ["human", "human"]


def test_computer_game_runs_on_a_worker_thread_to_its_end(qtbot):
    session = new_session(12)
    seats = [computer("a"), computer("x")]
    controller = GameController(session, seats, autosave=False)
    ends: list[object] = []
    thinking: list[tuple[int, bool]] = []
    threads: set[int] = set()

    class Watching(RandomAgent):
        def choose(self, state):
            threads.add(threading.get_ident())
            return super().choose(state)

    seats[0].agent = Watching("a")
    controller.thinking.connect(lambda p, on: thinking.append((p, on)))
    controller.game_over.connect(ends.append)
    controller.proceed()
    qtbot.waitUntil(lambda: bool(ends), timeout=30000)
    controller.shutdown()
    assert session.is_over()
    assert ends[0] == session.state.result()
    assert threading.get_ident() not in threads  # the agent never ran on the GUI thread
    assert thinking and thinking[0] == (1, True)


def test_agent_gets_stop_and_progress_and_move_now_stops_it(qtbot):
    started = threading.Event()

    class Thinker:
        def __init__(self) -> None:
            self.fractions: list[float] = []

        def choose(self, state, stop, progress):
            started.set()
            progress(0.5, "half way")
            stop.wait(10)
            return state.legal_actions()[0]

    session = new_session(2)
    controller = GameController(session, [Seat(), Seat(COMPUTER, Thinker(), "thinker")], autosave=False)
    progress: list[tuple[int, float, str]] = []
    controller.progress.connect(lambda p, f, t: progress.append((p, f, t)))
    controller.proceed()
    assert controller.is_thinking()
    assert started.wait(5)
    qtbot.waitUntil(lambda: bool(progress), timeout=5000)
    assert progress[0] == (1, 0.5, "half way")
    controller.move_now()
    qtbot.waitUntil(lambda: not controller.is_thinking(), timeout=5000)
    assert session.state.phase != "axis_setup"


def test_paused_computer_answer_is_dropped(qtbot):
    release = threading.Event()

    class Slow:
        def choose(self, state, stop):
            release.wait(5)
            return state.legal_actions()[0]

    session = new_session(2)
    controller = GameController(session, [Seat(), Seat(COMPUTER, Slow(), "slow")], autosave=False)
    controller.proceed()
    controller.pause()
    before = session.state.state_hash()
    release.set()
    controller.shutdown()
    qtbot.wait(50)
    assert session.state.state_hash() == before
    assert not controller.is_thinking()


def test_failing_computer_is_reported_not_raised(qtbot):
    class Broken:
        def choose(self, state):
            raise RuntimeError("no idea")

    session = new_session(2)
    controller = GameController(session, [Seat(), Seat(COMPUTER, Broken(), "broken")], autosave=False)
    problems: list[str] = []
    controller.problem.connect(problems.append)
    controller.proceed()
    qtbot.waitUntil(lambda: bool(problems), timeout=5000)
    assert "no idea" in problems[0]
    assert controller.paused


@pytest.mark.parametrize("seed", [1, 2])
def test_loaded_session_rebuilds_roll_records(qtbot, seed):
    session = new_session(seed)
    GameController(session, [Seat(), Seat()], autosave=False).submit(A.AcceptDefaultSetup())
    copy = GameSession(session.game, session.record)
    rebuilt = GameController(copy, [Seat(), Seat()], autosave=False)
    assert [r.faces for r in rebuilt.rolls] == [
        tuple(session.record.actions[e.index - 1]["values"]) for e in session.log if e.is_chance]


def test_engine_defect_is_reported_and_the_position_restored(qtbot, monkeypatch):
    from sandtable.games.g1943_45 import legal

    session = new_session(8)
    controller = GameController(session, [Seat(), Seat()], autosave=False)
    problems: list[str] = []
    controller.problem.connect(problems.append)
    before = session.state.state_hash()
    length = len(session.record.actions)

    def broken(state, action):
        state.phase = "garbage"  # half-applied, then the defect
        raise RuntimeError("boom")

    monkeypatch.setitem(legal._DOS, A.AcceptDefaultSetup, broken)
    reason = controller.submit(A.AcceptDefaultSetup())
    assert reason is not None and "boom" in reason
    assert problems and "back at the position before it" in problems[0]
    monkeypatch.undo()
    assert session.state.state_hash() == before
    assert len(session.record.actions) == length
