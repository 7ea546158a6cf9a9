"""A tiny two-player dice game that exercises every part of the core protocol (tests only).

Rules. Players take turns; the player whose turn it is (the active player) either
- rolls two dice: if either shows a 1 the turn total is lost and the turn passes, otherwise
  the sum is added to the turn total and the same player decides again;
- holds: the turn total is banked into their score and the turn passes (only with a total);
- bets, before rolling in this turn, that the next roll will total at least N (3..12).
  The opponent then answers — doubles the stakes or not (a decision of the non-active player).
  The dice are rolled: if the sum reaches N the bettor scores N points, otherwise the
  opponent scores 2; doubled, both payouts are doubled. The turn then passes.
The first player whose score reaches the scenario's target wins.

A scenario is {"target": N}, or one of the names in `SCENARIOS`. Option "doubling" (default
true) allows the opponent to double a bet.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, ClassVar

from sandtable.core import registry
from sandtable.core.protocol import (
    CHANCE,
    TERMINAL,
    Action,
    ChanceOutcome,
    Game,
    GameResult,
    IllegalAction,
    State,
)

GAME_ID = "tiny-dice"
SCENARIOS: dict[str, dict[str, Any]] = {"standard": {"target": 30}, "short": {"target": 12}}
MIN_BET, MAX_BET = 3, 12
LOSS_PAYOUT = 2


@dataclass(frozen=True)
class Roll(Action):
    kind: ClassVar[str] = "roll"


@dataclass(frozen=True)
class Hold(Action):
    kind: ClassVar[str] = "hold"


@dataclass(frozen=True)
class Bet(Action):
    kind: ClassVar[str] = "bet"
    at_least: int = MIN_BET


@dataclass(frozen=True)
class Answer(Action):
    """The opponent's reaction to a bet."""

    kind: ClassVar[str] = "answer"
    double: bool = False


def two_dice_outcomes(label: str) -> list[tuple[ChanceOutcome, Fraction]]:
    # Unordered pairs, so the probabilities are not all equal (doubles 1/36, others 2/36).
    return [
        (ChanceOutcome((low, high), label), Fraction(1 if low == high else 2, 36))
        for low in range(1, 7)
        for high in range(low, 7)
    ]


class TinyDiceState(State):
    def __init__(self, target: int, doubling: bool) -> None:
        self.target = target
        self.doubling = doubling
        self.scores = [0, 0]
        self.active = 0
        self.turn_total = 0
        # "decide": active player to move; "answer": opponent answers a bet; "roll"/"bet-roll": dice.
        self.phase = "decide"
        self.bet: int | None = None
        self.doubled = False
        self.last_roll: tuple[int, ...] = ()
        self.winner: int | None = None

    # -- protocol queries --------------------------------------------------------------------
    def current_player(self) -> int:
        if self.winner is not None:
            return TERMINAL
        if self.phase in ("roll", "bet-roll"):
            return CHANCE
        if self.phase == "answer":
            return 1 - self.active
        return self.active

    def legal_actions(self) -> list[Action]:
        if self.current_player() < 0:
            return []
        if self.phase == "answer":
            return [Answer(False), Answer(True)] if self.doubling else [Answer(False)]
        actions: list[Action] = [Roll()]
        if self.turn_total > 0:
            actions.append(Hold())
        else:
            actions.extend(Bet(n) for n in range(MIN_BET, MAX_BET + 1))
        return actions

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.current_player() != CHANCE:
            return []
        return list(two_dice_outcomes(self.chance_label()))

    def chance_label(self) -> str:
        if self.phase == "roll":
            return f"roll, player {self.active + 1}"
        if self.phase == "bet-roll":
            return f"bet roll, player {self.active + 1}"
        return ""

    def check_legal(self, action: Action) -> None:
        player = self.current_player()
        if player == TERMINAL:
            raise IllegalAction("the game is over", action)
        if player == CHANCE and not isinstance(action, ChanceOutcome):
            raise IllegalAction("the dice must be rolled first", action)
        if player != CHANCE and isinstance(action, ChanceOutcome):
            raise IllegalAction("no dice are being rolled now", action)
        if self.phase == "answer" and not isinstance(action, Answer):
            raise IllegalAction(f"player {player + 1} must first answer the bet", action)
        if self.phase != "answer" and isinstance(action, Answer):
            raise IllegalAction("there is no bet to answer", action)
        if isinstance(action, Hold) and self.turn_total == 0:
            raise IllegalAction("there is nothing to hold yet: roll first", action)
        if isinstance(action, Bet):
            if self.turn_total > 0:
                raise IllegalAction("a bet is allowed only before rolling in this turn", action)
            if not MIN_BET <= action.at_least <= MAX_BET:
                raise IllegalAction(f"a bet must be between {MIN_BET} and {MAX_BET}", action)
        if isinstance(action, Answer) and action.double and not self.doubling:
            raise IllegalAction("doubling is switched off in this game", action)
        super().check_legal(action)

    def _apply(self, action: Action) -> None:
        if isinstance(action, Roll):
            self.phase = "roll"
        elif isinstance(action, Hold):
            self.scores[self.active] += self.turn_total
            self._end_turn()
        elif isinstance(action, Bet):
            self.bet = action.at_least
            self.phase = "answer" if self.doubling else "bet-roll"
        elif isinstance(action, Answer):
            self.doubled = action.double
            self.phase = "bet-roll"
        elif isinstance(action, ChanceOutcome):
            self.last_roll = action.values
            self._resolve_roll(action.values)
        else:  # check_legal compared with legal_actions, so this is a bug in this module
            raise AssertionError(f"unhandled action {action!r}")

    def _resolve_roll(self, faces: tuple[int, ...]) -> None:
        factor = 2 if self.doubled else 1
        if self.phase == "bet-roll":
            assert self.bet is not None
            if sum(faces) >= self.bet:
                self.scores[self.active] += self.bet * factor
            else:
                self.scores[1 - self.active] += LOSS_PAYOUT * factor
            self._end_turn()
        elif 1 in faces:
            self.turn_total = 0
            self._end_turn()
        else:
            self.turn_total += sum(faces)
            self.phase = "decide"

    def _end_turn(self) -> None:
        for player in (self.active, 1 - self.active):
            if self.scores[player] >= self.target:
                self.winner = player
        self.active = 1 - self.active
        self.turn_total = 0
        self.bet = None
        self.doubled = False
        self.phase = "decide"

    # -- protocol plumbing -------------------------------------------------------------------
    def result(self) -> GameResult | None:
        if self.winner is None:
            return None
        return GameResult(self.winner, f"player {self.winner + 1} reached {self.target} points",
                          tuple(float(s) for s in self.scores))

    def to_json(self) -> dict[str, Any]:
        return {
            "target": self.target, "doubling": self.doubling, "scores": list(self.scores),
            "active": self.active, "turn_total": self.turn_total, "phase": self.phase,
            "bet": self.bet, "doubled": self.doubled, "last_roll": list(self.last_roll),
            "winner": self.winner,
        }

    def clone(self) -> TinyDiceState:
        copy = TinyDiceState.__new__(TinyDiceState)
        copy.__dict__.update(self.__dict__)
        copy.scores = list(self.scores)
        return copy


class TinyDiceGame(Game):
    game_id: ClassVar[str] = GAME_ID
    num_players: ClassVar[int] = 2

    def action_registry(self) -> dict[str, type[Action]]:
        return {cls.kind: cls for cls in (Roll, Hold, Bet, Answer, ChanceOutcome)}

    def default_options(self) -> dict[str, Any]:
        return {"doubling": True}

    def load_scenario(self, ref: str) -> Any:
        if ref not in SCENARIOS:
            raise ValueError(f"tiny-dice has no scenario named {ref!r} (known: {', '.join(SCENARIOS)})")
        return dict(SCENARIOS[ref])

    def new_initial_state(self, scenario: Any, options: dict[str, Any]) -> TinyDiceState:
        # Deliberately light validation: a bad "target" raises KeyError or TypeError, which is what a
        # sloppy game constructor does; saves.open_session must still turn that into a FileProblem.
        target = scenario["target"]
        if isinstance(target, bool | float) or not 1 <= target <= 1000:
            raise ValueError(f"the target must be between 1 and 1000, not {target!r}")
        unknown = set(options) - set(self.default_options())
        if unknown:
            raise ValueError(f"unknown options: {', '.join(sorted(unknown))}")
        doubling = options["doubling"]
        if not isinstance(doubling, bool):
            raise ValueError("option 'doubling' must be true or false")
        return TinyDiceState(int(target), doubling)


registry.register(GAME_ID, TinyDiceGame)


def new_record(seed: int = 0, scenario: Any = "standard", **options: Any) -> Any:
    """A fresh record of this game (imported lazily so this module stays a plain game)."""
    from sandtable.core.record import GameRecord

    return GameRecord(GAME_ID, scenario, dict(options), seed, [])


def play_random(session: Any, rng: Any, max_decisions: int = 1000) -> None:
    """Play `session` to the end (or `max_decisions`) with uniformly random legal decisions."""
    for _ in range(max_decisions):
        session.advance()
        if session.is_over():
            return
        session.decide(rng.choice(session.state.legal_actions()))
