"""An exact walk of any battle that speaks the chance protocol: every chance outcome weighted by its
exact probability, every decision taken by a policy, equal positions met once.

A game's battle spec can count a battle with no enumeration of its own: give the walker the battle
(any object with `clone()`, `apply(action)` and `chance_outcomes()` -> [(action, Fraction)], such as
a protocol `State` or a game's battle resolver) and say how to read it. The walk is memoised on
`key(node)`, so it stays small when many paths reach the same position; each memo entry holds, per
outcome, the probability and the expected further growth of the `counters` (losses, rounds), so that
positions reached with different pasts share it. 1943-45's `protocol_odds` is this walk of its
`Battle` resolver.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol


class ChanceNode(Protocol):
    def clone(self) -> Any: ...

    def apply(self, action: Any) -> None: ...

    def chance_outcomes(self) -> list[tuple[Any, Fraction]]: ...


@dataclass
class WalkResult:
    """Outcome -> probability (they sum to 1), and the expected value of each counter at the end."""

    outcomes: dict[Hashable, Any]
    expected: tuple[Any, ...]


def exact_walk(root: ChanceNode, *, settle: Callable[[Any], None], finished: Callable[[Any], bool],
               key: Callable[[Any], Hashable], outcome: Callable[[Any], Hashable],
               counters: Callable[[Any], tuple[int, ...]] = lambda node: (),
               exact: bool = False) -> WalkResult:
    """The outcome distribution of the battle `root`.

    `settle(node)` applies the policy's decisions until a chance step is pending or the battle is
    over (it is applied to `root` first); `finished(node)` says it is over and `outcome(node)` names
    how it ended; `counters(node)` are running totals (e.g. each side's losses) whose final values
    are averaged. Probabilities are floats, or Fractions with `exact`.
    """
    zero: Any = Fraction(0) if exact else 0.0
    memo: dict[Hashable, dict[Hashable, list[Any]]] = {}

    def walk(node: Any) -> dict[Hashable, list[Any]]:
        if finished(node):
            return {outcome(node): [zero + 1, *(zero for _ in counters(node))]}
        found = memo.get(key(node))
        if found is not None:
            return found
        before = counters(node)
        acc: dict[Hashable, list[Any]] = {}
        for action, prob in node.chance_outcomes():
            p = prob if exact else float(prob)
            child = node.clone()
            child.apply(action)
            settle(child)
            grown = [after - was for after, was in zip(counters(child), before, strict=True)]
            for k, (q, *further) in walk(child).items():
                cell = acc.setdefault(k, [zero] * (1 + len(before)))
                cell[0] += p * q
                for i, (f, g) in enumerate(zip(further, grown, strict=True), start=1):
                    cell[i] += p * (f + g * q)
        memo[key(node)] = acc
        return acc

    settle(root)
    base = counters(root)
    table = walk(root)
    expected = tuple(sum((v[i + 1] + b * v[0] for v in table.values()), zero) for i, b in enumerate(base))
    return WalkResult({k: v[0] for k, v in table.items()}, expected)
