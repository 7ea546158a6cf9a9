"""The greedy agent: one decision ahead, scored by the game's heuristic, chance averaged.

Every legal action is applied to a clone; when it leads to die rolls, the value is the
probability-weighted mean over their outcomes (enumerated while the number of leaves stays under
`chance_leaves`, sampled beyond), taken at the next decision. The action with the best value for
the player to move wins; `noise` (Easy level) blurs the values and `epsilon` sometimes plays a
random action, so a weak player still makes sensible-looking moves most of the time.
"""

from __future__ import annotations

import random
import threading

from sandtable.ai.agent import (
    Progress,
    Thinking,
    Values,
    apply_listed,
    decision_rng,
    start_decision,
    values_of,
)
from sandtable.ai.evaluation import Evaluator, candidates, evaluator_for, reseed, sample_outcome, settles
from sandtable.core.protocol import CHANCE, TERMINAL, Action, State


def expected_values(state: State, evaluator: Evaluator, rng: random.Random, leaves: int = 36,
                    num_players: int = 2) -> Values:
    """Mean values over the chance steps starting at `state`, evaluated at the next decision.

    Outcomes are enumerated exactly (weighted by their probabilities) while `leaves` allows one
    leaf per outcome; past that, `leaves` outcomes are sampled. An evaluator that `settles` a
    chance state (plays it out itself, e.g. a whole battle) is asked directly. `state` is not
    modified.
    """
    player = state.current_player()
    if player == TERMINAL:
        return values_of(state, num_players)
    if player != CHANCE or settles(evaluator, state):
        return evaluator(state)
    outcomes = state.chance_outcomes()
    total = [0.0] * num_players

    def add(weight: float, values: Values) -> None:
        total.extend([0.0] * (len(values) - len(total)))  # a game with more seats than num_players
        for i, v in enumerate(values):
            total[i] += weight * v

    if len(outcomes) <= leaves:
        share = max(1, leaves // len(outcomes))
        for outcome, p in outcomes:
            child = state.clone()
            apply_listed(child, outcome)
            add(float(p), expected_values(child, evaluator, rng, share, num_players))
        return tuple(total)
    samples = max(1, leaves)
    for _ in range(samples):
        child = state.clone()
        apply_listed(child, sample_outcome(outcomes, rng))
        add(1.0 / samples, expected_values(child, evaluator, rng, 1, num_players))
    return tuple(total)


def spread_by_kind(actions: list[Action], rng: random.Random) -> list[Action]:
    """Actions reordered round-robin over their kinds (each kind shuffled), so a cut-off list still
    holds every kind of decision ("end the impulse" is not lost among hundreds of moves)."""
    by_kind: dict[str, list[Action]] = {}
    for action in actions:
        by_kind.setdefault(action.kind, []).append(action)
    queues = [by_kind[k] for k in sorted(by_kind)]
    for q in queues:
        rng.shuffle(q)
    rng.shuffle(queues)
    ordered: list[Action] = []
    index = 0
    while len(ordered) < len(actions):
        for q in queues:
            if index < len(q):
                ordered.append(q[index])
        index += 1
    return ordered


class GreedyAgent:
    """Best action one decision ahead under the heuristic (Easy: with noise and occasional blunders)."""

    def __init__(self, seed: int | str = 0, evaluator: Evaluator | None = None, game_id: str | None = None,
                 budget: float = 2.0, chance_leaves: int = 36, noise: float = 0.0, epsilon: float = 0.0,
                 name: str = "greedy") -> None:
        self.seed = seed
        self.evaluator = evaluator
        self.game_id = game_id
        self.budget = budget
        self.chance_leaves = chance_leaves
        self.noise = noise
        self.epsilon = epsilon
        self.name = name
        self.failures = 0             # decisions answered by the fallback after an error
        self.last_error = ""
        self._lock = threading.Lock()

    def choose(self, state: State, budget: float | None = None, stop: threading.Event | None = None,
               progress: Progress | None = None) -> Action:
        actions, thinking, only = start_decision(state, self.budget, budget, stop, progress)
        if only is not None:
            return only
        rng = decision_rng(self.seed, state, self.name)
        if self.epsilon and rng.random() < self.epsilon:
            thinking.report(1.0)
            return rng.choice(actions)
        with self._lock:  # one decision at a time per agent (the evaluator is reseeded per decision)
            return self._choose_locked(state, actions, thinking, rng)

    def _choose_locked(self, state: State, actions: list[Action], thinking: Thinking,
                       rng: random.Random) -> Action:
        best: Action | None = None
        try:
            if self.evaluator is None:
                self.evaluator = evaluator_for(state, self.game_id, self.seed)
            reseed(self.evaluator, rng)
            player = state.current_player()
            best_value = -1.0
            ordered = spread_by_kind(candidates(self.evaluator, state, actions), rng)
            for index, action in enumerate(ordered):
                if index and thinking.over():
                    break
                child = state.clone()
                apply_listed(child, action)
                value = expected_values(child, self.evaluator, rng, self.chance_leaves)[player]
                if self.noise:
                    value += rng.gauss(0.0, self.noise)
                if value > best_value:
                    best, best_value = action, value
                thinking.report((index + 1) / len(ordered))
        except Exception as exc:  # a computer player must answer: a failing heuristic costs quality only
            self.failures += 1
            self.last_error = f"{type(exc).__name__}: {exc}"
        thinking.report(1.0)
        return best if best is not None else rng.choice(actions)
