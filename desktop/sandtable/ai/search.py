"""The search agent: Monte Carlo tree search with explicit chance nodes and heuristic cut-offs.

- Decision nodes are expanded all at once: every legal action (or, past `expand_cap`, a sample
  spread over the action kinds) is applied and its child valued by the heuristic, averaged over
  the die rolls that follow (the greedy look-ahead). Those values order the children; selection
  (UCT) only considers the best `widen * sqrt(visits)` of them (progressive widening), so the
  time goes to deepening the promising lines, both players' replies included.
- Chance nodes draw an outcome by its exact probability (as a float) and keep one child per
  outcome seen; their value is the mean over the draws, an unbiased estimate of the expectation.
- A leaf is valued by the heuristic (no random play-out: in a wargame random moves say little).
- Values are vectors (one per player) backed up unchanged; each decision node maximises its
  mover's component.

The answer is the most visited root child. The search stops at `iterations`, at `evaluations`
(heuristic calls, at most `per_candidate` per root candidate beyond the root's own), when the
leading child can no longer be overtaken, at the time budget, or when `stop` is set. When a cap
ends it before the time budget, the choice is a function of the seed and the position only
(reproducible games).
"""

from __future__ import annotations

import math
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
from sandtable.ai.evaluation import Evaluator, candidates, evaluator_for, reseed, sample_outcome
from sandtable.ai.greedy import expected_values, spread_by_kind
from sandtable.core.protocol import CHANCE, TERMINAL, Action, State


class _Node:
    __slots__ = ("state", "player", "visits", "total", "actions", "children", "outcomes", "expanded")

    def __init__(self, state: State, value: Values) -> None:
        self.state = state
        self.player = state.current_player()
        self.visits = 1
        self.total = list(value)
        self.actions: list[Action] = []
        self.children: list[_Node] = []          # decision node: sorted best first for the mover
        self.outcomes: dict[int, _Node] = {}     # chance node: outcome index -> child
        self.expanded = False

    def mean(self, player: int) -> float:
        return self.total[player] / self.visits


class SearchAgent:
    """MCTS over the rules protocol; see the module docstring."""

    def __init__(self, seed: int | str = 0, evaluator: Evaluator | None = None, game_id: str | None = None,
                 budget: float = 1.0, iterations: int | None = None, evaluations: int | None = None,
                 expand_cap: int = 12, root_cap: int = 400, chance_leaves: int = 12,
                 exploration: float = 0.25, widen: float = 1.5, per_candidate: int = 12,
                 lookahead: bool = True, name: str = "search") -> None:
        self.seed = seed
        self.evaluator = evaluator
        self.game_id = game_id
        self.budget = budget
        self.iterations = iterations
        self.evaluations = evaluations
        self.per_candidate = per_candidate
        self.lookahead = lookahead    # leaf values also weigh the opponent's next move (evaluation.py)
        self.expand_cap = expand_cap
        self.root_cap = root_cap
        self.chance_leaves = chance_leaves
        self.exploration = exploration
        self.widen = widen
        self.name = name
        self.last_iterations = 0
        self._evals = 0
        self._history: dict[tuple[int, Action], float] = {}
        self._root: _Node | None = None
        self.failures = 0             # decisions answered by the fallback after an error
        self.last_error = ""
        self._lock = threading.Lock()

    # -- the protocol ------------------------------------------------------------------------
    def choose(self, state: State, budget: float | None = None, stop: threading.Event | None = None,
               progress: Progress | None = None) -> Action:
        actions, thinking, only = start_decision(state, self.budget, budget, stop, progress)
        self.last_iterations = 0
        if only is not None:
            return only
        with self._lock:  # one decision at a time per agent: a cancelled one ends within milliseconds
            return self._choose_locked(state, actions, thinking)

    def _choose_locked(self, state: State, actions: list[Action], thinking: Thinking) -> Action:
        self._root = None
        try:
            return self._search(state, actions, thinking)
        except Exception as exc:  # a computer player must answer: a failing heuristic costs quality only
            self.failures += 1
            self.last_error = f"{type(exc).__name__}: {exc}"
            thinking.report(1.0)
            root = self._root
            if root is not None and root.children:
                best = max(root.children, key=lambda c: (c.visits, c.mean(root.player)))
                return root.actions[root.children.index(best)]
            return decision_rng(self.seed, state, "fallback").choice(actions)

    def _search(self, state: State, actions: list[Action], thinking: Thinking) -> Action:
        if self.evaluator is None:
            self.evaluator = evaluator_for(state, self.game_id, self.seed, lookahead=self.lookahead)
        rng = decision_rng(self.seed, state, self.name)
        reseed(self.evaluator, rng)
        self._evals = 0
        self._history = {}
        seats = len(self.evaluator(state))  # one value per seat (a game may have more than two)
        root = _Node(state, tuple(0.5 for _ in range(max(2, seats))))
        self._root = root
        self._expand(root, rng, thinking, self.root_cap, actions)
        if not root.children:  # no time even for one look-ahead: any legal action beats none
            thinking.report(1.0)
            return actions[0]
        iterations = 0
        cap = self.iterations
        player = root.player
        if len(root.children) == 1:
            cap = 0  # one candidate left: searching cannot change the answer
        evals_cap = self.evaluations
        root_evals = self._evals
        if evals_cap is not None:
            # A narrow decision (a casualty, a yes/no reaction) needs less search than a wide one.
            evals_cap = min(evals_cap, root_evals + self.per_candidate * len(root.children))
        while not thinking.over() and (cap is None or iterations < cap):
            if evals_cap is not None and self._evals >= evals_cap:
                break
            self._iterate(root, rng, thinking)
            iterations += 1
            if iterations % 4 == 0:
                left = None if cap is None else cap - iterations
                if evals_cap is not None:
                    # Iterations still affordable at the evaluations per iteration seen so far.
                    per = max(1.0, (self._evals - root_evals) / iterations)
                    by_evals = int((evals_cap - self._evals) / per)
                    left = by_evals if left is None else min(left, by_evals)
                if left is not None and self._decided(root, left):
                    break
            fraction = self._time_fraction(thinking)
            if cap:
                fraction = max(fraction, iterations / cap)
            if evals_cap:
                fraction = max(fraction, self._evals / evals_cap)
            thinking.report(fraction)
        self.last_iterations = iterations
        thinking.report(1.0)
        best = max(root.children, key=lambda c: (c.visits, c.mean(player)))
        return root.actions[root.children.index(best)]

    @staticmethod
    def _decided(root: _Node, remaining: int) -> bool:
        """True when the most visited child can no longer be overtaken in the iterations left."""
        if len(root.children) < 2:
            return True
        first, second = sorted((c.visits for c in root.children), reverse=True)[:2]
        return first - second > remaining

    @staticmethod
    def _time_fraction(thinking: Thinking) -> float:
        if thinking.deadline is None:
            return 0.0
        span = thinking.deadline - thinking.start
        return 1.0 if span <= 0 else thinking.elapsed() / span

    # -- tree ----------------------------------------------------------------------------------
    def _leaf_value(self, state: State, rng: random.Random) -> Values:
        assert self.evaluator is not None
        self._evals += 1
        return expected_values(state, self.evaluator, rng, self.chance_leaves)

    def _expand(self, node: _Node, rng: random.Random, thinking: Thinking, cap: int,
                actions: list[Action] | None = None) -> None:
        """Create and value the children of a decision node, best first for its mover."""
        node.expanded = True
        actions = node.state.legal_actions() if actions is None else actions
        assert self.evaluator is not None
        actions = candidates(self.evaluator, node.state, actions)
        if len(actions) > cap:
            actions = self._promising(node.player, actions, cap, rng)
        scored: list[tuple[float, int, Action, _Node]] = []
        for index, action in enumerate(actions):
            if scored and thinking.over():
                break
            child_state = node.state.clone()
            apply_listed(child_state, action)
            child = _Node(child_state, self._leaf_value(child_state, rng))
            value = child.total[node.player]
            key = (node.player, action)
            self._history[key] = max(value, self._history.get(key, value))
            scored.append((value, -index, action, child))
        scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
        node.actions = [item[2] for item in scored]
        node.children = [item[3] for item in scored]

    def _promising(self, player: int, actions: list[Action], cap: int, rng: random.Random) -> list[Action]:
        """At most `cap` actions worth expanding: those that did best elsewhere in this search (the
        same move is often good a few decisions later: the history heuristic), the only action of
        its kind ("end the impulse", "pass"), then a spread over the kinds for the rest."""
        history = self._history
        counts: dict[str, int] = {}
        for action in actions:
            counts[action.kind] = counts.get(action.kind, 0) + 1
        single = [a for a in actions if counts[a.kind] == 1]
        known = sorted((a for a in actions if (player, a) in history and counts[a.kind] > 1),
                       key=lambda a: history[(player, a)], reverse=True)
        chosen = single + known[: max(0, (2 * cap) // 3 - len(single))]
        taken = set(chosen)
        for action in spread_by_kind([a for a in actions if a not in taken], rng):
            if len(chosen) >= cap:
                break
            chosen.append(action)
        return chosen

    def _iterate(self, root: _Node, rng: random.Random, thinking: Thinking) -> None:
        path = [root]
        node = root
        value: Values
        while True:
            player = node.player
            if player == TERMINAL:
                value = values_of(node.state)
                break
            if player == CHANCE:
                outcomes = node.state.chance_outcomes()
                drawn = sample_outcome(outcomes, rng)
                index = next(i for i, (o, _) in enumerate(outcomes) if o is drawn)
                child = node.outcomes.get(index)
                if child is None:
                    child_state = node.state.clone()
                    apply_listed(child_state, drawn)
                    child = _Node(child_state, self._leaf_value(child_state, rng))
                    node.outcomes[index] = child
                    path.append(child)
                    value = tuple(child.total)
                    child.visits = 0
                    child.total = [0.0] * len(value)
                    break
                node = child
                path.append(node)
                continue
            if not node.expanded:
                self._expand(node, rng, thinking, self.expand_cap)
                if not node.children:
                    value = tuple(node.total[i] / node.visits for i in range(len(node.total)))
                    break
                best = node.children[0]
                value = tuple(best.total[i] / best.visits for i in range(len(best.total)))
                break
            node = self._select(node)
            path.append(node)
        for visited in path:
            visited.visits += 1
            for i, v in enumerate(value):
                visited.total[i] += v

    def _select(self, node: _Node) -> _Node:
        player = node.player
        allowed = min(len(node.children), max(2, int(self.widen * math.sqrt(node.visits))))
        log_n = math.log(node.visits)
        best = node.children[0]
        best_score = -math.inf
        for child in node.children[:allowed]:
            score = child.mean(player) + self.exploration * math.sqrt(log_n / child.visits)
            if score > best_score:
                best, best_score = child, score
        return best
