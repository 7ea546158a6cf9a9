"""A game being played: the state, its record, chance (seeded or live), undo, listeners.

Hotseat, computer players, replays and saves all go through a `GameSession`. Chance steps are
resolved here (never inside the rules), each draw labelled for the log.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sandtable.core import dice
from sandtable.core.protocol import CHANCE, TERMINAL, Action, Game, IllegalAction, State
from sandtable.core.record import GameRecord, apply_recorded, initial_state, replay


@dataclass(frozen=True)
class LogEntry:
    index: int
    player: int
    text: str
    is_chance: bool


class GameSession:
    """Plays a record forward. Listeners are called after every applied action and every undo."""

    def __init__(self, game: Game, record: GameRecord) -> None:
        """Start from `record` (replaying its actions); errors name the offending step."""
        self.game = game
        # Whatever rules an old record came from, the game goes on under these ones.
        self.record = GameRecord(record.game_id, record.scenario, dict(record.options), record.seed, [],
                                 str(game.rules_version))
        self.state: State = initial_state(game, self.record)
        self.log: list[LogEntry] = []
        self.listeners: list[Callable[[GameSession], None]] = []
        self.meta: dict[str, Any] = {}  # free-form data saved beside the record (see core.saves)
        self._chance_flags: list[bool] = []
        # Live dice (the table): rolls from fresh entropy, kept in the record; else from the seed.
        self.live_dice = False
        for index, data in enumerate(record.actions):
            player = self.state.current_player()
            text = self._line_of(data)
            action = apply_recorded(game, self.state, index, data)
            self._record(action, player, text, notify=False)

    # -- queries ---------------------------------------------------------------------------
    @property
    def chance_steps(self) -> int:
        return sum(self._chance_flags)

    def current_player(self) -> int:
        return self.state.current_player()

    def is_over(self) -> bool:
        return self.state.current_player() == TERMINAL

    # -- acting ----------------------------------------------------------------------------
    def decide(self, action: Action) -> None:
        """Apply a player's decision; raises IllegalAction with the rules' reason."""
        if self.state.current_player() == CHANCE:
            raise IllegalAction("a die roll is pending; roll it first", action)
        self._apply(action)

    def force(self, outcome: Action) -> None:
        """Apply a chosen chance outcome (tests, golden examples, replays)."""
        if self.state.current_player() != CHANCE:
            raise IllegalAction("no die roll is pending", outcome)
        self._apply(outcome)

    def roll(self) -> Action:
        """Resolve the pending chance step: from fresh entropy with `live_dice`, else seeded."""
        if self.state.current_player() != CHANCE:
            raise IllegalAction("no die roll is pending")
        outcomes = self.state.chance_outcomes()
        if self.live_dice:
            outcome = dice.draw_live(outcomes)
        else:
            outcome = dice.draw(self.record.seed, self.chance_steps, outcomes)
        self._apply(outcome)
        return outcome

    def advance(self) -> None:
        """Roll every pending chance step until a player must decide or the game ends."""
        while self.state.current_player() == CHANCE:
            self.roll()

    def _apply(self, action: Action, notify: bool = True) -> None:
        player = self.state.current_player()
        text = self._line(action)
        self.state.apply(action)
        self._record(action, player, text, notify)

    def _line_of(self, data: Any) -> str | None:
        """The log line of a recorded action before it is applied (None: its problem is reported
        when it is applied)."""
        try:
            action = self.game.action_from_json(data)
        except Exception:  # an undecodable action: apply_recorded names the problem
            return None
        return self._line(action)

    def _line(self, action: Action) -> str | None:
        """The game's log line of `action` in the position it is applied to (None: the action's own
        words, when the game cannot word an action it is about to refuse)."""
        try:
            return self.state.describe_action(action)
        except Exception:  # a refused action is reported by apply, never by its wording
            return None

    def _record(self, action: Action, player: int, text: str | None, notify: bool) -> None:
        self.record.actions.append(action.to_json())
        self._chance_flags.append(player == CHANCE)
        if text is None:
            text = action.describe()
        self.log.append(LogEntry(len(self.record.actions), player, text, player == CHANCE))
        if notify:
            for listener in list(self.listeners):
                listener(self)

    # -- undo ------------------------------------------------------------------------------
    def undo_limit(self) -> int:
        """The shortest record length undo may return to: just after the last revealed roll."""
        for index in range(len(self._chance_flags) - 1, -1, -1):
            if self._chance_flags[index]:
                return index + 1
        return 0

    def can_undo(self) -> bool:
        return len(self.record.actions) > self.undo_limit()

    def undo(self) -> None:
        """Go back one decision (replaying the record); refused across a revealed die roll."""
        if not self.can_undo():
            raise IllegalAction("cannot undo past a die roll whose result was seen")
        target = len(self.record.actions) - 1
        self.state, _ = replay(self.game, self.record, upto=target)
        del self.record.actions[target:]
        del self._chance_flags[target:]
        del self.log[target:]
        for listener in list(self.listeners):
            listener(self)
