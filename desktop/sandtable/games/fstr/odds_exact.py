"""The exact distribution of an FSTR combat's result (rule 14, seed 003 lines 683-785; 14.2.6 support,
14.2.8 Gegenangriff, 16.2 tactical support). No Qt.

A combat is the engine's `combat.odds` before the dice (attack, defence, the column of the ratio, the
shifts and die modifiers of terrain, armour, supply, offensive...) plus the chance steps the battle
tasks roll before the CRT: the Gegenangriff die (Axis attacks, optional 14.2.8), the attacker's and
the defender's tactical support rolls (one counter each, 2d6 on the support table). Every combination
of those dice is put through `combat.with_support` (the engine's own shift, modifier and clamp
arithmetic) and the CRT roll (2d6 + modifiers, `Charts.crt_result`, clamped as the engine does), so
there is no second copy of the rules here; `tests/test_fstr_odds.py` checks the counts against
battles the engine plays with forced dice.

Two special battles have no CRT: a rearguard alone in its hex (12, line 671: one die) and Axis units
in Rome when it is an open city (rule 20, line 943: they leave without combat).

The result counted is the printed CRT cell. What the players choose after it (a retreat instead of a
step, 14.3.2; one more step when no retreat is possible, line 763) is theirs and is not averaged in:
the expected steps are the cell's own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from sandtable.games.fstr.charts import ROLLS, Charts, CrtResult
from sandtable.games.fstr.combat import with_support

# 2d6 sums and their chances
TWO_D6: dict[int, Fraction] = {n: Fraction(6 - abs(n - 7), 36) for n in ROLLS}
ONE_D6: dict[int, Fraction] = {n: Fraction(1, 6) for n in range(1, 7)}
# Exclusive result groups, in the order a panel draws them (the first that fits a cell names it).
GROUPS = (
    ("defender_retreats", "Defender retreats"),
    ("exchange", "Both lose steps"),
    ("defender_loses", "Defender loses steps"),
    ("attacker_loses", "Attacker loses steps"),
    ("no_effect", "No effect"),
)

# A support dict {who: {"columns"/"drm": n}} as sorted tuples (hashable, a key of the mixture).
Support = tuple[tuple[str, tuple[tuple[str, int], ...]], ...]


@dataclass(frozen=True)
class Combat:
    """A combat before its dice. `kind`: "crt" (the usual battle), "rearguard" (a rearguard alone)
    or "rome" (Rome open city). `support` holds results already rolled in a battle under way."""

    base: int = 0
    shifts: int = 0
    drm: int = 0
    attacker_support: bool = False
    defender_support: bool = False
    gegenangriff: bool = False
    attack: float = 0.0
    defence: float = 0.0
    why: tuple[str, ...] = ()
    kind: str = "crt"
    support: Support = ()


@dataclass
class Distribution:
    """Exact chances: by CRT cell text, by final column (name) and die modifier, by result group;
    expected step losses and the chances of END OPS and of a retreat."""

    cells: dict[str, Fraction] = field(default_factory=dict)
    columns: dict[str, Fraction] = field(default_factory=dict)
    groups: dict[str, Fraction] = field(default_factory=dict)
    attacker_steps: Fraction = Fraction(0)
    defender_steps: Fraction = Fraction(0)
    attacker_end_ops: Fraction = Fraction(0)
    defender_end_ops: Fraction = Fraction(0)
    retreat: Fraction = Fraction(0)

    def total(self) -> Fraction:
        return sum(self.cells.values(), Fraction(0))


def group_of(res: CrtResult) -> str:
    if res.defender_retreats:
        return "defender_retreats"
    if res.attacker_steps and res.defender_steps:
        return "exchange"
    if res.defender_steps:
        return "defender_loses"
    if res.attacker_steps:
        return "attacker_loses"
    return "no_effect"


Result = tuple[tuple[str, int], ...]  # one support or Gegenangriff result, {"columns"/"drm": n} sorted


def _step(pairs: list[tuple[Result, Fraction]]) -> dict[Result, Fraction]:
    out: dict[Result, Fraction] = {}
    for res, p in pairs:
        out[res] = out.get(res, Fraction(0)) + p
    return out


def support_mixture(charts: Charts, c: Combat) -> dict[Support, Fraction]:
    """The support dicts the battle may reach before the CRT and their chances: the Gegenangriff
    die, then the attacker's and the defender's support 2d6 (the order of `combat.start_battle`'s
    tasks); results already rolled (`c.support`) stay as they are."""
    mix: dict[Support, Fraction] = {c.support: Fraction(1)}
    done = {who for who, _ in c.support}
    steps: list[tuple[str, dict[Result, Fraction]]] = []
    if c.gegenangriff and "gegenangriff" not in done:
        table = charts.raw["dice"]["gegenangriff_columns"]
        faces = [((("columns", int(table[str(f)])),), p) for f, p in ONE_D6.items()]
        steps.append(("gegenangriff", _step(faces)))
    for who, used in (("attacker", c.attacker_support), ("defender", c.defender_support)):
        if used and who not in done:
            rolls = [(tuple(sorted(charts.support_result(n).items())), p) for n, p in TWO_D6.items()]
            steps.append((who, _step(rolls)))
    for who, outcomes in steps:
        nxt: dict[Support, Fraction] = {}
        for sup, p in mix.items():
            for res, q in outcomes.items():
                key = tuple(sorted((*sup, (who, res))))
                nxt[key] = nxt.get(key, Fraction(0)) + p * q
        mix = nxt
    return mix


def distribution(charts: Charts, c: Combat) -> Distribution:
    """The exact distribution of the combat's result (see the module docstring)."""
    d = Distribution()
    if c.kind == "rome":
        _add(d, CrtResult("D0R", defender_retreats=True), Fraction(1), "Rome")
        return d
    if c.kind == "rearguard":
        table = charts.raw["dice"]["rearguard_alone"]
        for face, p in ONE_D6.items():
            text = str(table[str(face)])
            res = CrtResult(
                f"rearguard: {text}",
                defender_steps=1 if text == "eliminated" else 0,
                defender_retreats=text.startswith("retreat"),
            )
            _add(d, res, p, "rearguard")
        return d
    for sup, p in support_mixture(charts, c).items():
        column, _shifts, drm = with_support(charts, c.base, c.shifts, c.drm, {w: dict(r) for w, r in sup})
        name = f"{charts.column_name(column)} {drm:+d}"
        for roll, q in TWO_D6.items():
            _add(d, charts.crt_result(column, roll + drm), p * q, name)
    return d


def _add(d: Distribution, res: CrtResult, p: Fraction, column: str) -> None:
    d.cells[res.text] = d.cells.get(res.text, Fraction(0)) + p
    d.columns[column] = d.columns.get(column, Fraction(0)) + p
    g = group_of(res)
    d.groups[g] = d.groups.get(g, Fraction(0)) + p
    d.attacker_steps += p * res.attacker_steps
    d.defender_steps += p * res.defender_steps
    d.attacker_end_ops += p * res.attacker_end_ops
    d.defender_end_ops += p * res.defender_end_ops
    d.retreat += p * res.defender_retreats


def from_battle(s: Any, odds: dict[str, Any], attacker_support: bool, defender_support: bool,
                gegenangriff: bool, rolled: dict[str, dict[str, int]] | None = None) -> Combat:
    """A `Combat` from the engine's `combat.odds(state, target, attackers)` (called without support)."""
    return Combat(
        base=int(odds["base"]),
        shifts=int(odds["shifts"]),
        drm=int(odds["drm"]),
        attacker_support=attacker_support,
        defender_support=defender_support,
        gegenangriff=gegenangriff,
        attack=float(odds["attack"]),
        defence=float(odds["defence"]),
        why=tuple(odds["why"]),
        support=tuple(sorted((w, tuple(sorted(r.items()))) for w, r in (rolled or {}).items())),
    )
