"""The sources of chance: seeded draws, a pure function of (seed, step index), and live draws.

Deriving each seeded draw from the seed and the number of chance steps already taken (instead of
one running generator) means replaying or undoing to any point and going on draws exactly
what would have been drawn: tests, tournaments and selfplay use it. At the table a player who
knows the seed could compute the coming dice, so live games draw from the system's entropy
(`draw_live`); the record keeps every outcome, so replays need no seed, and undo never crosses a
roll whose face was seen.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from math import lcm
from typing import TypeVar

T = TypeVar("T")


_SYSTEM = random.SystemRandom()


def draw(seed: int, step: int, outcomes: list[tuple[T, Fraction]]) -> T:
    """Pick one outcome by its exact probability, deterministically for (seed, step).

    Probabilities must be exact (`Fraction` or int), non-negative and sum to exactly 1; a
    game listing anything else has a bug, reported here rather than silently renormalised.
    """
    # A string seed is hashed (SHA-512) by `random`, the same on every platform and run.
    return _pick(outcomes, random.Random(f"sandtable:{seed}:{step}").randrange)


def draw_live(outcomes: list[tuple[T, Fraction]]) -> T:
    """Pick one outcome by its exact probability from the operating system's entropy."""
    return _pick(outcomes, _SYSTEM.randrange)


def _pick(outcomes: list[tuple[T, Fraction]], randrange: Callable[[int], int]) -> T:
    if not outcomes:
        raise ValueError("a chance step with no outcomes")
    probabilities = [_exact(p) for _, p in outcomes]
    # The common denominator of the distinct denominators (a roll of five dice lists 252 outcomes
    # over a handful of denominators): the same number as folding the lcm over every outcome.
    denominator = lcm(*{p.denominator for p in probabilities})
    # Integer weights over the common denominator: the same exact sum as adding the Fractions,
    # without building one Fraction per outcome (a battle's roll of five dice has 252 outcomes).
    weights = [p.numerator * (denominator // p.denominator) for p in probabilities]
    if sum(weights) != denominator:
        raise ValueError(f"chance probabilities sum to {Fraction(sum(weights), denominator)}, not 1")
    # Exact arithmetic: a uniform integer over the common denominator, no float rounding.
    target = randrange(denominator)
    acc = 0
    for (outcome, _), weight in zip(outcomes, weights, strict=True):
        acc += weight
        if target < acc:
            return outcome
    raise AssertionError("unreachable: the probabilities sum to 1")


def _exact(p: object) -> Fraction:
    if type(p) is Fraction:
        # The common case first: a Fraction's sign is its numerator's (its denominator is always
        # positive), tested without Fraction's slower comparison.
        if p.numerator < 0:
            raise ValueError(f"a negative chance probability ({p})")
        return p
    if isinstance(p, bool) or not isinstance(p, Fraction | int):
        raise TypeError(f"chance probabilities must be exact Fractions, not {type(p).__name__}")
    if not isinstance(p, Fraction):
        p = Fraction(p)
    if p < 0:
        raise ValueError(f"a negative chance probability ({p})")
    return p


def die_faces(sides: int = 6) -> list[tuple[int, Fraction]]:
    """The faces of one fair die with their probabilities."""
    return [(face, Fraction(1, sides)) for face in range(1, sides + 1)]
