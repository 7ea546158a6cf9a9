"""The seeded source of chance: every draw is a pure function of (seed, step index).

Deriving each draw from the seed and the number of chance steps already taken (instead of
one running generator) means replaying or undoing to any point and going on draws exactly
what would have been drawn: an undo can never re-roll a die whose face was seen.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import TypeVar

T = TypeVar("T")


def draw(seed: int, step: int, outcomes: list[tuple[T, Fraction]]) -> T:
    """Pick one outcome by its exact probability, deterministically for (seed, step)."""
    if not outcomes:
        raise ValueError("a chance step with no outcomes")
    rng = random.Random(f"sandtable:{seed}:{step}")
    total = sum(p for _, p in outcomes)
    # Exact arithmetic: a uniform integer over the common denominator, no float rounding.
    denominator = 1
    for _, p in outcomes:
        denominator = denominator * p.denominator // _gcd(denominator, p.denominator)
    target = rng.randrange(int(total * denominator))
    acc = 0
    for outcome, p in outcomes:
        acc += int(p * denominator)
        if target < acc:
            return outcome
    return outcomes[-1][0]


def _gcd(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a


def die_faces(sides: int = 6) -> list[tuple[int, Fraction]]:
    return [(face, Fraction(1, sides)) for face in range(1, sides + 1)]
