"""The game controller: one `GameSession` played through the UI, by people or computer players.

It owns everything that happens between the widgets and the rules: submitting a decision (the
engine's `check_legal` decides, its reason is passed on), rolling chance steps with the session's
seeded RNG (each roll labelled and counted for the dice statistics), undo to the last revealed
roll, autosave after every step, and computer players. A computer player is any object with
`choose(state) -> Action`; if its `choose` also accepts `stop` (a threading.Event) and/or
`progress` (a callable taking a fraction and a text), they are passed. It runs on a QThread on
a clone of the state, and its answer comes back through a queued signal, so no Qt object is
touched from the worker and the window keeps responding.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from sandtable.core.protocol import CHANCE, TERMINAL, Action, IllegalAction, State
from sandtable.core.registry import table_for
from sandtable.core.session import GameSession
from sandtable.core.table import TableGame
from sandtable.ui.play.agent_thread import AgentThread
from sandtable.ui.play.counters import game_text

HUMAN = "human"
COMPUTER = "computer"



@dataclass
class Seat:
    """Who plays one side: a person, or a computer player (`agent`) with its level name."""

    kind: str = HUMAN
    agent: Any = None
    level: str = ""

    @property
    def is_computer(self) -> bool:
        return self.kind == COMPUTER and self.agent is not None

    def describe(self) -> str:
        return f"{COMPUTER}:{self.level}" if self.kind == COMPUTER else HUMAN


@dataclass(frozen=True)
class RollRecord:
    """One revealed chance step, for the log and the dice statistics.

    `side` is the side whose dice these are when the label tells (None otherwise); `threshold`
    the lowest hitting face when known, with the expected and actual number of hits.
    """

    index: int
    label: str
    faces: tuple[int, ...]
    side: int | None
    threshold: int | None
    expected_hits: float | None
    hits: int | None
    one_die_each: bool = False
    low: bool = False  # hits on `threshold` or less


def count_hits(faces: tuple[int, ...], threshold: int, low: bool) -> tuple[int, float]:
    """(hits, expected hits) of dice hitting on `threshold` or more (or less when `low`)."""
    if low:
        return sum(1 for f in faces if f <= threshold), len(faces) * threshold / 6
    return sum(1 for f in faces if f >= threshold), len(faces) * (7 - threshold) / 6


def outcome_faces(outcome: Action) -> tuple[int, ...]:
    """The die faces an outcome shows (`values` of ChanceOutcome, `faces` of combat dice)."""
    for name in ("faces", "values"):
        value = getattr(outcome, name, None)
        if isinstance(value, tuple) and all(isinstance(v, int) for v in value):
            return value
    return ()


def roll_spec(table: TableGame, state: State | None, label: str) -> tuple[int | None, int | None, bool]:
    """(side, threshold, one die each) of a roll as far as the game tells from the state or label."""
    info = table.roll_info(state, label)
    return info.side, info.threshold, info.one_die_each


class GameController(QObject):
    """Plays `session` with `seats` (one per player); see the module docstring."""

    changed = Signal()                 # after every applied step, undo or reset
    refused = Signal(str)              # the engine's reason for a refused action
    thinking = Signal(int, bool)       # a computer player starts (True) / stops (False)
    progress = Signal(int, float, str)
    handover = Signal(int)             # hotseat: this human player decides next
    roll_waiting = Signal(str)         # a roll waits for the player (combat dice, fast combat off)
    rolled = Signal(object)            # a RollRecord
    game_over = Signal(object)         # the GameResult
    problem = Signal(str)              # a non-rules problem (autosave failed, computer error)

    def __init__(self, session: GameSession, seats: list[Seat], *, autosave: bool = True,
                 fast_combat: bool = True, handovers: bool = True, auto_forced: bool = False,
                 auto_routine: bool = False, watch_computer_dice: bool = False,
                 autosave_fn: Callable[[GameSession], Any] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.table = table_for(session.game.game_id)
        self.seats = list(seats) + [Seat() for _ in range(len(seats), session.game.num_players)]
        self.fast_combat = fast_combat
        self.handovers = handovers
        # A person's decision with one legal action is made for them (no prompt, no hand-over).
        self.auto_forced = auto_forced
        # A person's routine reactions answered by the computer (the game's `routine`), and whether
        # a computer's combat dice wait for the Roll button like the person's own.
        self.auto_routine = auto_routine
        self.watch_computer_dice = watch_computer_dice
        self._screen: int | None = None  # the person the screen was last handed to (hotseat)
        # The game's notes from this index on came after the person at the screen last decided: the
        # places they changed are marked on the board.
        self.notes_from = len(self.table.notes(session.state))
        self._auto: set[int] = set()  # record lengths after the decisions made that way
        self.rolls: list[RollRecord] = []
        self.paused = False
        self.waiting_roll = False
        self._token = 0
        self._thread: AgentThread | None = None
        self._threads: list[AgentThread] = []
        self._last_human: int | None = None
        self._announced_over = False
        self._autosave_fn = autosave_fn
        self._autosave_warned = False
        self._listing_failed: tuple[int, str] | None = None
        # What Undo took back, newest last: the decisions one Undo removed, in order, each with
        # whether it had been made for the player (a forced one).
        self._redo: list[list[tuple[Action, bool]]] = []
        # The computer's moves since a person last decided, (player, places), shown as arrows.
        self.computer_moves: list[tuple[int, Any]] = []
        self.session.meta["players"] = [seat.describe() for seat in self.seats]
        self._rebuild_rolls()
        if autosave:
            self.session.listeners.append(self._autosave)

    # -- queries -------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.session.state

    def current_player(self) -> int:
        return self.session.current_player()

    def is_human_turn(self) -> bool:
        player = self.current_player()
        return player >= 0 and not self.seats[player].is_computer and not self.waiting_roll

    def last_human(self) -> int | None:
        """The person who decided last (whose screen it still is between decisions)."""
        return self._last_human

    def is_thinking(self) -> bool:
        return self._thread is not None

    def hotseat(self) -> bool:
        """More than one person at this screen (a computer may hold another seat: D-Day's Germany
        against the British and the American players)."""
        return sum(not seat.is_computer for seat in self.seats) > 1

    def legal_actions(self) -> list[Action]:
        if not self.is_human_turn():
            return []
        try:
            return self.state.legal_actions()
        except Exception as exc:  # a defect of the rules engine: say it once, show no choices
            key = (len(self.session.record.actions), str(exc))
            if key != self._listing_failed:
                self._listing_failed = key
                self.problem.emit(self.tr("The rules engine cannot list the choices here: %1")
                                  .replace("%1", f"{type(exc).__name__}: {exc}"))
            return []

    def why_illegal(self, action: Action) -> str | None:
        """The engine's reason for refusing `action` now, or None when it is legal."""
        if not self.is_human_turn():
            return self.not_your_turn()
        try:
            self.state.check_legal(action)
        except IllegalAction as exc:
            return exc.reason
        return None

    def not_your_turn(self) -> str:
        player = self.current_player()
        if player == TERMINAL:
            return self.tr("the game is over")
        if self.waiting_roll:
            return self.tr("a roll is waiting: press Roll")
        if player == CHANCE:
            return self.tr("a die roll is pending")
        return self.tr("the computer is deciding")

    # -- acting --------------------------------------------------------------------------------
    def submit(self, action: Action) -> str | None:
        """Apply a human decision; returns (and signals) the engine's reason when refused."""
        reason = self.why_illegal(action)
        if reason is not None:
            self.refused.emit(reason)
            return reason
        self._last_human = self.current_player()
        self.notes_from = len(self.table.notes(self.state))
        try:
            self.session.decide(action)
        except IllegalAction as exc:
            self.refused.emit(exc.reason)
            return exc.reason
        except Exception as exc:  # a defect of the rules engine: keep the game, say what happened
            return self._engine_failed(action.describe(), exc)
        self._redo.clear()  # a new decision replaces what was undone
        self.computer_moves.clear()
        self.changed.emit()
        self.proceed()
        return None

    def _engine_failed(self, what: str, exc: Exception) -> str:
        """Put the session back at its last good position (replaying the record) and report."""
        from sandtable.core.record import replay

        try:
            self.session.state, _ = replay(self.session.game, self.session.record)
            after = self.tr("The game is back at the position before it.")
        except Exception:  # the record itself no longer replays: say so rather than pretend
            after = self.tr("The position could not be restored; save and report the game.")
        self.paused = True
        text = self.tr("The rules engine failed on “%1”: %2. %3").replace("%1", what) \
            .replace("%2", f"{type(exc).__name__}: {exc}").replace("%3", after)
        self.problem.emit(text)
        self.changed.emit()
        return text

    def proceed(self) -> None:
        """Roll pending chance steps and start computer players until a person must act."""
        while True:
            player = self.current_player()
            if player == TERMINAL:
                if not self._announced_over:
                    self._announced_over = True
                    self.game_over.emit(self.state.result())
                return
            if player == CHANCE:
                label = self.state.chance_label()
                if self._should_wait(label):
                    self.waiting_roll = True
                    self.roll_waiting.emit(label)
                    return
                if not self._roll():
                    return
                continue
            if self.seats[player].is_computer:
                if not self.paused and self._thread is None:
                    self._start_agent(player)
                return
            if self.auto_forced and not self.paused and self._play_forced():
                continue
            if self.auto_routine and not self.paused and self._play_routine():
                continue
            self._hand_over(player)
            self._last_human = player
            return

    def _hand_over(self, player: int) -> None:
        """Hotseat: hand the screen to `player` when the decision is his and it hides information
        or is a real choice (not a quick reaction in the other's turn, answered at the same screen)."""
        if not (self.handovers and self.hotseat()):
            return
        if self._screen is None:
            self._screen = player if self._last_human is None else self._last_human
        if self._screen == player:
            return
        if not self.table.hidden_information:
            try:
                worthy = self.table.real_choice(self.state, self.state.legal_actions())
            except Exception:  # listing failures are reported where the decisions are listed
                worthy = True
            if not worthy:
                return
        self._screen = player
        self.handover.emit(player)

    def _play_forced(self) -> bool:
        """Make a person's only legal decision for them; False when there is a choice."""
        try:
            legal = self.session.state.legal_actions()
        except Exception:  # listing failures are reported where the decisions are listed
            return False
        if len(legal) != 1:
            return False
        return self._made_for_player(legal[0])

    def _play_routine(self) -> bool:
        """Answer a person's routine reaction as the game says (preference); False when it is his."""
        try:
            answer = self.table.routine(self.session.state, self.session.state.legal_actions())
        except Exception:  # a game's defect here only means the player is asked
            return False
        return answer is not None and self._made_for_player(answer)

    def _made_for_player(self, action: Action) -> bool:
        try:
            self.session.decide(action)
        except Exception as exc:  # a defect of the rules engine: keep the game, say what happened
            self._engine_failed(action.describe(), exc)
            return False
        self._auto.add(len(self.session.record.actions))
        self.changed.emit()
        return True

    def _should_wait(self, label: str) -> bool:
        if self.fast_combat or all(seat.is_computer for seat in self.seats):
            return False
        # Combat rounds wait for the player so each roll can be watched (not initiative, transport);
        # the computer's own dice roll by themselves unless the player wants to click for them too.
        info = self.table.roll_info(self.state, label)
        if info.side is not None and 0 <= info.side < len(self.seats) and self.seats[info.side].is_computer \
                and not self.watch_computer_dice:
            return False
        return info.watched

    def roll_now(self) -> None:
        """Roll the waiting die (the Roll button) and carry on."""
        if not self.waiting_roll:
            return
        self.waiting_roll = False
        if self._roll():
            self.proceed()

    def _roll(self) -> bool:
        state = self.state
        label = state.chance_label()
        side, threshold, each = roll_spec(self.table, state, label)
        outcomes = state.chance_outcomes()
        try:
            outcome = self.session.roll()
        except Exception as exc:  # a defect of the rules engine
            self._engine_failed(label or self.tr("a die roll"), exc)
            return False
        faces = outcome_faces(outcome)
        expected: float | None = None
        hits: int | None = None
        low = self.table.roll_info(state, label).low
        if threshold is not None and faces:
            hits, expected = count_hits(faces, threshold, low)
        elif hasattr(outcome, "hits"):
            hits = int(outcome.hits)
            expected = float(sum(float(p) * int(getattr(o, "hits", 0)) for o, p in outcomes))
        record = RollRecord(len(self.session.record.actions), label, faces, side, threshold, expected, hits,
                            each, low)
        self.rolls.append(record)
        self.rolled.emit(record)
        self.changed.emit()
        return True

    def _rebuild_rolls(self) -> None:
        """Roll records of a session that was loaded (its rolls happened before this controller)."""
        for entry in self.session.log:
            if not entry.is_chance:
                continue
            data = self.session.record.actions[entry.index - 1]
            faces: tuple[int, ...] = ()
            for name in ("faces", "values"):
                value = data.get(name)
                if isinstance(value, list) and all(isinstance(v, int) for v in value):
                    faces = tuple(value)
                    break
            label = entry.text.split(": rolled", 1)[0]
            side, threshold, each = roll_spec(self.table, None, label) if label else (None, None, False)
            low = self.table.roll_info(None, label).low if label else False
            hits: int | None = None
            expected: float | None = None
            if threshold is not None and faces:
                hits, expected = count_hits(faces, threshold, low)
            self.rolls.append(RollRecord(entry.index, label, faces, side, threshold, expected, hits, each,
                                         low))

    # -- undo ----------------------------------------------------------------------------------
    def undo_target(self) -> int | None:
        """The record length an Undo returns to: before the latest decision of a person, never
        across a revealed roll; None when there is nothing of a person's to undo."""
        limit = self.session.undo_limit()
        for entry in reversed(self.session.log):
            if entry.index - 1 < limit:
                return None
            if entry.is_chance:
                return None
            if entry.index in self._auto:
                continue  # made for the player: goes with the decision before it
            if 0 <= entry.player < len(self.seats) and not self.seats[entry.player].is_computer:
                return entry.index - 1
        return None

    def can_undo(self) -> bool:
        return self.undo_target() is not None

    def undo_refusal(self) -> str:
        """Why Undo cannot go back now, in a player's words: the roll that was seen, or nothing of a
        person's to take back."""
        for entry in reversed(self.session.log):
            if entry.is_chance:
                # The roll as the log shows it: in the player's words and language, no engine keys.
                seen = game_text(self.table.describe_text(self.state, entry.text))
                return self.tr("the dice were seen (%1): a move made before a roll cannot be taken back") \
                    .replace("%1", seen)
            if 0 <= entry.player < len(self.seats) and not self.seats[entry.player].is_computer:
                break
        return self.tr("nothing of yours to undo yet")

    def can_redo(self) -> bool:
        return bool(self._redo) and not self.session.is_over()

    def undo(self) -> str | None:
        target = self.undo_target()
        if target is None:
            reason = self.undo_refusal()
            self.refused.emit(reason)
            return reason
        self._cancel_agent()
        self.waiting_roll = False
        game = self.session.game
        taken = [(game.action_from_json(data), index in self._auto)
                 for index, data in enumerate(self.session.record.actions[target:], target + 1)]
        while len(self.session.record.actions) > target:
            self.session.undo()
        self._auto = {index for index in self._auto if index <= target}
        self._redo.append(taken)
        self.computer_moves.clear()
        self._last_human = self.current_player()
        self._announced_over = False
        self.changed.emit()
        self.proceed()
        return None

    def redo(self) -> str | None:
        """Make again the decisions the last Undo took back (the same ones, so no die differs)."""
        if not self.can_redo():
            reason = self.tr("nothing to redo")
            self.refused.emit(reason)
            return reason
        self._cancel_agent()
        self.waiting_roll = False
        batch = self._redo.pop()
        self.computer_moves.clear()
        for action, forced in batch:
            if action not in self.session.state.legal_actions():
                self._redo.clear()
                reason = self.tr("the game has moved on: nothing to redo")
                self.refused.emit(reason)
                self.changed.emit()
                self.proceed()
                return reason
            self.session.decide(action)
            if forced:
                self._auto.add(len(self.session.record.actions))
        self._last_human = self.current_player()
        self._announced_over = False
        self.changed.emit()
        self.proceed()
        return None

    # -- computer players -----------------------------------------------------------------------
    def set_seats(self, seats: list[Seat]) -> None:
        """Hand sides to the computer or back to people, mid-game; remembered in the save."""
        self._cancel_agent()
        self.seats = list(seats) + [Seat() for _ in range(len(seats), self.session.game.num_players)]
        self.session.meta["players"] = [seat.describe() for seat in self.seats]
        if self._autosave in self.session.listeners:  # saved now, not only with the next move
            self._autosave(self.session)
        self.changed.emit()
        self.proceed()

    def _start_agent(self, player: int) -> None:
        self._token += 1
        thread = AgentThread(self.seats[player].agent, self._agent_view(player), self._token)
        thread.chosen.connect(self._agent_done)
        thread.progressed.connect(self._agent_progress)
        thread.finished.connect(lambda t=thread: self._reap(t))
        self._thread = thread
        self._threads.append(thread)
        self.thinking.emit(player, True)
        thread.start()

    def _agent_view(self, player: int) -> State:
        """What a computer player is given to think on: its own side's observation when the game
        hides information (it must not see more than a person in its seat), else a copy of the state."""
        if self.table.hidden_information:
            seen = self.table.observation(self.state, player)
            if seen is not self.state:
                return seen
        return self.state.clone()

    def _reap(self, thread: AgentThread) -> None:
        if thread in self._threads and thread is not self._thread:
            self._threads.remove(thread)
            thread.deleteLater()

    def _agent_progress(self, token: int, fraction: float, text: str) -> None:
        if token == self._token and self._thread is not None:
            self.progress.emit(self.current_player(), fraction, text)

    def _agent_done(self, token: int, result: Any) -> None:
        if token != self._token or self._thread is None:
            return  # a stale answer (undo, pause or a new game came first)
        thread, self._thread = self._thread, None
        player = self.current_player()
        self.thinking.emit(player, False)
        if thread.isFinished():
            self._reap(thread)
        if isinstance(result, Exception):
            self.paused = True
            self.problem.emit(self.tr("The computer player failed: %1").replace("%1", str(result)))
            return
        places = self._places(result)
        try:
            self.session.decide(result)
        except IllegalAction as exc:
            self.paused = True
            self.problem.emit(self.tr("The computer player chose an illegal action: %1")
                              .replace("%1", exc.reason))
            return
        except Exception as exc:  # a defect of the rules engine
            self._engine_failed(getattr(result, "describe", lambda: str(result))(), exc)
            return
        if places is not None and places.origin is not None and places.target is not None:
            self.computer_moves.append((player, places))
        self.changed.emit()
        self.proceed()

    def _places(self, action: Action) -> Any:
        """Where a computer's move goes (for its arrow); None when the game does not say."""
        try:
            return self.table.action_places(self.state, action)
        except Exception:  # a drawing aid only: a game's defect here must not stop the game
            return None

    def move_now(self) -> None:
        """Ask the thinking computer player to answer with its best move so far."""
        if self._thread is not None:
            self._thread.stop.set()

    def pause(self) -> None:
        """Stop the computer (its answer is dropped); `resume` lets it think again."""
        self.paused = True
        self._cancel_agent()

    def resume(self) -> None:
        self.paused = False
        self.proceed()

    def _cancel_agent(self) -> None:
        if self._thread is not None:
            player = self.current_player()
            self._thread.stop.set()
            self._thread = None
            self._token += 1
            self.thinking.emit(player, False)

    def shutdown(self, wait_ms: int = 5000) -> None:
        """Drop listeners and wait for worker threads (on closing the window)."""
        self._cancel_agent()
        if self._autosave in self.session.listeners:
            self.session.listeners.remove(self._autosave)
        for thread in list(self._threads):
            thread.stop.set()
            thread.wait(wait_ms)
        self._threads.clear()

    def wait_idle(self, timeout_ms: int = 10000) -> bool:
        """Block until no computer player is thinking (tests, benchmarks); True if idle."""
        from PySide6.QtCore import QCoreApplication, QElapsedTimer

        timer = QElapsedTimer()
        timer.start()
        while self._thread is not None and timer.elapsed() < timeout_ms:
            QCoreApplication.processEvents()
            self._thread.wait(5) if self._thread is not None else None
        QCoreApplication.processEvents()
        return self._thread is None

    # -- autosave ------------------------------------------------------------------------------
    def _autosave(self, session: GameSession) -> None:
        from sandtable.core import saves

        save = self._autosave_fn or saves.autosave
        try:
            save(session)
        except OSError as exc:
            if not self._autosave_warned:
                self._autosave_warned = True
                self.problem.emit(self.tr("Autosave failed: %1").replace("%1", str(exc)))
