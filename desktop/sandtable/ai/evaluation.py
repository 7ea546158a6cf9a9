"""Position evaluations: the registry of per-game heuristics and a game-agnostic fallback.

An evaluator maps a state to one value per player in [0, 1] (an estimate of the final score, 1 a
win). Terminal states are always scored by their result, never by a heuristic. A game registers
its heuristic with `register_evaluator(game_id, factory, matches)`: `factory(lookahead)` makes one
(with `lookahead` the search agent asks for leaf values that also weigh what the opponent's next
move could do, a cheap stand-in for searching one ply deeper; a one-decision-ahead player asks
for the position as it stands), and `matches(state)` lets an agent that was not told the game find
the heuristic from the state it is given. Games with no heuristic
get `RolloutEvaluator`: the mean of a few random play-outs (sound for small games, slow for big ones).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from typing import Protocol

from sandtable.ai.agent import Values, apply_listed, values_of
from sandtable.core.protocol import CHANCE, TERMINAL, Action, State


class Evaluator(Protocol):
    def __call__(self, state: State) -> Values:
        """Values per player in [0, 1] for `state` (any state: decision, chance or terminal)."""
        ...


def candidates(evaluator: Evaluator, state: State, actions: list[Action]) -> list[Action]:
    """The actions worth looking at: an evaluator may offer `candidates(state, actions)` to drop
    redundant ones (e.g. "place 3 cubes" when "place 1" can be repeated); never an empty list."""
    hook = getattr(evaluator, "candidates", None)
    if hook is None:
        return actions
    kept = hook(state, actions)
    return kept if kept else actions


def settles(evaluator: Evaluator, state: State) -> bool:
    """True when the evaluator values this chance state itself (`settles(state)`), rather than the
    caller averaging over its outcomes: a battle of many dice rolls is cheaper to play out."""
    hook = getattr(evaluator, "settles", None)
    return bool(hook is not None and hook(state))


def reseed(evaluator: Evaluator, rng: random.Random) -> None:
    """Give an evaluator that draws random numbers (`reseed(int)`) a seed taken from the decision's
    generator, so a decision depends on the agent's seed and the position only."""
    hook = getattr(evaluator, "reseed", None)
    if hook is not None:
        hook(rng.getrandbits(64))


_EVALUATORS: dict[str, tuple[Callable[[bool], Evaluator], Callable[[State], bool]]] = {}
_BUILTIN = ("sandtable.ai.eval_1943_45",)


def register_evaluator(game_id: str, factory: Callable[[bool], Evaluator],
                       matches: Callable[[State], bool]) -> None:
    _EVALUATORS[game_id] = (factory, matches)


def _load_builtin() -> None:
    import importlib

    for module in _BUILTIN:
        importlib.import_module(module)


def evaluator_for(state: State | None = None, game_id: str | None = None, seed: int | str = 0,
                  lookahead: bool = False) -> Evaluator:
    """The registered heuristic of `game_id` (or of the game `state` belongs to), else random play-outs."""
    _load_builtin()
    if game_id is not None and game_id in _EVALUATORS:
        return _EVALUATORS[game_id][0](lookahead)
    if state is not None:
        for factory, matches in _EVALUATORS.values():
            if matches(state):
                return factory(lookahead)
    return RolloutEvaluator(seed)


class RolloutEvaluator:
    """Mean values of `playouts` uniformly random play-outs of at most `max_steps` steps each.

    Chance is drawn by the outcomes' probabilities. Unfinished play-outs count as draws.
    """

    def __init__(self, seed: int | str = 0, playouts: int = 2, max_steps: int = 200,
                 num_players: int = 2) -> None:
        self.rng = random.Random(f"rollout:{seed}")
        self.playouts = playouts
        self.max_steps = max_steps
        self.num_players = num_players

    def __call__(self, state: State) -> Values:
        if state.current_player() == TERMINAL:
            return values_of(state, self.num_players)
        total = [0.0] * self.num_players
        for _ in range(self.playouts):
            for p, v in enumerate(self._playout(state)):
                total[p] += v
        return tuple(v / self.playouts for v in total)

    def _playout(self, state: State) -> Values:
        s = state.clone()
        rng = self.rng
        for _ in range(self.max_steps):
            player = s.current_player()
            if player == TERMINAL:
                return values_of(s, self.num_players)
            if player == CHANCE:
                outcomes = s.chance_outcomes()
                apply_listed(s, sample_outcome(outcomes, rng))
            else:
                apply_listed(s, rng.choice(s.legal_actions()))
        return tuple(0.5 for _ in range(self.num_players))


def sample_outcome(outcomes: list[tuple[Action, Fraction]], rng: random.Random) -> Action:
    """One outcome drawn by its probability (floats are enough for search)."""
    target = rng.random()
    acc = 0.0
    for outcome, p in outcomes:
        acc += float(p)
        if target < acc:
            return outcome
    return outcomes[-1][0]
