"""A game-agnostic random player: picks one of the state's legal actions with its own seeded RNG.

By default it first picks an action kind uniformly, then an action of that kind: "end the impulse"
is one kind among a few rather than one action among hundreds of moves, so random games stay short
and still try every kind of decision. `by_kind=False` gives the plain uniform choice.
"""

from __future__ import annotations

import random

from sandtable.core.protocol import Action, State


class RandomAgent:
    name = "random"

    def __init__(self, seed: int | str = 0, by_kind: bool = True) -> None:
        self.rng = random.Random(f"random-agent:{seed}")
        self.by_kind = by_kind

    def choose(self, state: State) -> Action:
        actions = state.legal_actions()
        if not actions:
            raise ValueError("the state offers no legal action")
        if not self.by_kind:
            return self.rng.choice(actions)
        # The kinds in sorted order, then the actions of the chosen kind in listing order (the same
        # draws as grouping them first, without building the groups). An action's kind is its
        # class's tag (protocol.Action), so the kinds are read once a class, not once an action.
        classes = set(map(type, actions))
        kinds = {cls: cls.kind for cls in classes}
        if not all(isinstance(kind, str) for kind in kinds.values()):   # a kind set per action
            kind = self.rng.choice(sorted({action.kind for action in actions}))
            return self.rng.choice([action for action in actions if action.kind == kind])
        kind = self.rng.choice(sorted(set(kinds.values())))
        chosen = {cls for cls, tag in kinds.items() if tag == kind}
        return self.rng.choice([action for action in actions if type(action) in chosen])
