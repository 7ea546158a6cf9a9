"""The generic exact walker (`odds.walk`) on a battle written for the test: each round one man falls,
the defender's with probability 5/12; it agrees with the closed form, in Fractions and floats."""

from __future__ import annotations

from fractions import Fraction

from sandtable.odds.walk import exact_walk

P = Fraction(5, 12)


class Duel:
    def __init__(self, men: tuple[int, int], lost: tuple[int, int] = (0, 0)) -> None:
        self.men, self.lost = men, lost

    def clone(self) -> Duel:
        return Duel(self.men, self.lost)

    def apply(self, hit: int) -> None:
        men, lost = list(self.men), list(self.lost)
        men[hit] -= 1
        lost[hit] += 1
        self.men, self.lost = (men[0], men[1]), (lost[0], lost[1])

    def chance_outcomes(self) -> list[tuple[int, Fraction]]:
        return [(1, P), (0, 1 - P)]


def closed_form(att: int, dfd: int) -> Fraction:
    if dfd == 0:
        return Fraction(1)
    if att == 0:
        return Fraction(0)
    return P * closed_form(att, dfd - 1) + (1 - P) * closed_form(att - 1, dfd)


def winner(node: Duel) -> str:
    return "attacker" if node.men[1] == 0 else "defender"


def walk(root: Duel, exact: bool = True, outcome=winner):
    return exact_walk(root, settle=lambda node: None, finished=lambda node: 0 in node.men,
                      key=lambda node: node.men, outcome=outcome, counters=lambda node: node.lost,
                      exact=exact)


def test_the_walk_is_the_closed_form():
    for men in ((1, 1), (3, 2), (4, 6)):
        result = walk(Duel(men))
        assert result.outcomes["attacker"] == closed_form(*men)
        assert sum(result.outcomes.values()) == 1
        assert all(isinstance(x, Fraction) and 0 < x <= men[i] for i, x in enumerate(result.expected))
        floats = walk(Duel(men), exact=False)
        assert abs(floats.outcomes["attacker"] - float(closed_form(*men))) < 1e-12
        assert all(abs(a - float(b)) < 1e-12 for a, b in zip(floats.expected, result.expected, strict=True))


def test_counters_start_where_the_battle_stands():
    result = walk(Duel((1, 1), lost=(2, 3)), outcome=lambda node: node.men)
    assert result.outcomes == {(1, 0): P, (0, 1): 1 - P}
    assert result.expected == (2 + (1 - P), 3 + P)
