"""Position evaluations: each game's heuristic, found through its table, and a game-agnostic fallback.

An evaluator maps a state to one value per player in [0, 1] (an estimate of the final score, 1 a
win). Terminal states are always scored by their result, never by a heuristic. A game gives its
heuristic through its table plug-in: `registry.table_for(game_id).evaluator(lookahead)` (with
`lookahead` the search agent asks for leaf values that also weigh what the opponent's next move
could do, a cheap stand-in for searching one ply deeper; a one-decision-ahead player asks for the
position as it stands). An agent that was not told the game finds it from the state it is given
(`game_of`). Games with no heuristic get `RolloutEvaluator`: the mean of a few random play-outs
(sound for small games, slow for big ones).
"""

from __future__ import annotations

import random
import sys
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


def game_of(state: object) -> str | None:
    """The registered game `state` belongs to: the one whose Game class lives in the state's module
    or in the package around it (None for a state of no registered game)."""
    from sandtable.core.registry import get_game, known_games

    if state is None:
        return None
    module = type(state).__module__
    for game_id in known_games():
        try:
            home = type(get_game(game_id)).__module__
        except Exception:  # a game that cannot even be built owns no state (a hostile test game)
            continue
        loaded = sys.modules.get(home)
        package = home if hasattr(loaded, "__path__") else home.rpartition(".")[0]
        if module == home or (package and (module == package or module.startswith(package + "."))):
            return game_id
    return None


def evaluator_for(state: State | None = None, game_id: str | None = None, seed: int | str = 0,
                  lookahead: bool = False) -> Evaluator:
    """The heuristic of `game_id` (or of the game `state` belongs to) from its table, else random
    play-outs."""
    from sandtable.core.registry import known_games, table_for

    for candidate in (game_id, None if state is None else game_of(state)):
        if candidate is not None and candidate in known_games():
            found = table_for(candidate).evaluator(lookahead)
            if found is not None:
                return found
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
