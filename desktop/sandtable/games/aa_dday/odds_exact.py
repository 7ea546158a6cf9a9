"""Exact outcome distributions of D-Day's battles and targeted attacks (no Qt), and a Monte Carlo
that plays the same situations through the engine's own tasks (`combat.py`, `engine.py`), so the
exact counts are checked against the rules as played.

Battle board cycle (lines 431-485): every attacking unit rolls one die, hitting on its attack factor
or less; every defending unit rolls one die, casualties included (469-475), hitting on its defence;
each side then loses as many units as the other scored, in its casualty order (the owner's choice:
cheapest first by default), hits beyond the units present being lost. The two sides' hits are
therefore independent within a cycle; "N cycles" repeats the cycle with the same attacker, cycles 0
until one side is gone. A side's state is how many casualties it has taken, since they go in a fixed order.

A card's modifier (tactics 10, Combined Assault: infantry paired with artillery attack at 2; fate 11/13:
infantry at 2) can make a unit's number depend on the units still present, so a side may carry the
numbers of the units left after each casualty (`Side.after`), read from the engine's own
`combat.fire_needs` (odds_spec.side_in_play), and the Monte Carlo plays on a state holding the modifier.

Targeted attacks (523-529): n dice at a hit number, each hit destroying one of the targets present.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

Number = Any  # float or Fraction
CHEAPEST = ("infantry", "blockhouse", "artillery", "tank")


@dataclass(frozen=True)
class Side:
    """One side's units in casualty order (first lost first) with each unit's hit number. With a
    modifier in force, `after[i]` are the hit numbers of the dice rolled once i units are lost (and
    `hits_on` those at full strength, not one per unit)."""

    power: str
    units: tuple[str, ...]
    hits_on: tuple[int, ...]
    after: tuple[tuple[int, ...], ...] = ()

    def needs(self, lost: int) -> tuple[int, ...]:
        """The hit numbers this side rolls with `lost` casualties taken."""
        return self.after[lost] if self.after else self.hits_on[lost:]


@dataclass(frozen=True)
class BattleSetup:
    attacker: Side
    defender: Side
    cycles: int = 1
    order: tuple[str, ...] = CHEAPEST
    card: int = 11  # the order card fought on (11: the Allies attack, 13: the Axis), whose modifiers count
    modifiers: tuple[str, ...] = ()  # the cards in force on this battle, in words (shown with the odds)
    # The same cards as the engine keeps them (state.fate, state.effects["mods"]), as sorted item
    # tuples: the Monte Carlo puts them on its state so it plays the battle under them.
    fate: tuple[tuple[str, Any], ...] = ()
    mods: tuple[tuple[tuple[str, Any], ...], ...] = ()


@dataclass(frozen=True)
class TargetedSetup:
    """`dice` dice hitting on `hit`; `targets` units that can be destroyed (one per hit), or with
    `per_target` each target takes its own `dice` dice and is destroyed by any hit (strafing)."""

    kind: str
    dice: int
    hit: int
    targets: int
    per_target: bool = False


@dataclass
class BattleResult:
    """Probabilities of the end states (attacker casualties, defender casualties)."""

    final: dict[tuple[int, int], Number] = field(default_factory=dict)


def _one(n: int, exact: bool) -> Number:
    return Fraction(n) if exact else float(n)


def hit_distribution(hits_on: Sequence[int], exact: bool) -> list[Number]:
    """P(k hits) for one die per unit, unit i hitting on hits_on[i] or less (Poisson binomial)."""
    dist = [_one(1, exact)]
    for need in hits_on:
        p = Fraction(max(0, min(6, need)), 6) if exact else max(0, min(6, need)) / 6
        q = 1 - p
        nxt = [q * dist[0]] + [q * dist[k] + p * dist[k - 1] for k in range(1, len(dist))] + [p * dist[-1]]
        dist = nxt
    return dist


def _clipped(dist: list[Number], room: int) -> list[Number]:
    """Hits beyond the `room` units present are lost (line 479): fold the tail into the last entry."""
    if len(dist) <= room + 1:
        return dist
    return dist[:room] + [sum(dist[room:])]


def battle(setup: BattleSetup, exact: bool = False) -> BattleResult:
    """The end states' distribution after `setup.cycles` cycles, or with cycles 0 until one side is gone
    (a cycle in which nobody scores repeats, so its mass is shared out over the others)."""
    att, dfd = setup.attacker, setup.defender
    na, nd = len(att.units), len(dfd.units)
    hits_a = [hit_distribution(att.needs(i), exact) for i in range(na + 1)]
    hits_d = [hit_distribution(dfd.needs(j), exact) for j in range(nd + 1)]

    known: dict[tuple[int, int], list[tuple[int, int, Number]]] = {}

    def moves(i: int, j: int) -> list[tuple[int, int, Number]]:
        """(attacker casualties, defender casualties, p) of one cycle from (i, j)."""
        if (i, j) not in known:
            da, dd = _clipped(hits_d[j], na - i), _clipped(hits_a[i], nd - j)
            known[(i, j)] = [(i + x, j + y, pa * pd) for x, pa in enumerate(da) if pa
                             for y, pd in enumerate(dd) if pd]
        return known[(i, j)]

    final: dict[tuple[int, int], Number] = {}
    if setup.cycles <= 0:
        mass: dict[tuple[int, int], Number] = {(0, 0): _one(1, exact)}
        for total in range(na + nd + 1):
            for i in range(max(0, total - nd), min(na, total) + 1):
                m = mass.pop((i, total - i), None)
                if m is None:
                    continue
                j = total - i
                if i >= na or j >= nd:
                    final[(i, j)] = final.get((i, j), 0) + m
                    continue
                steps = moves(i, j)
                stay = sum(p for x, y, p in steps if (x, y) == (i, j))
                share = m / (1 - stay)
                for x, y, p in steps:
                    if (x, y) != (i, j):
                        mass[(x, y)] = mass.get((x, y), 0) + share * p
        return BattleResult(final)
    states: dict[tuple[int, int], Number] = {(0, 0): _one(1, exact)}
    for _ in range(setup.cycles):
        nxt: dict[tuple[int, int], Number] = {}
        for (i, j), p in states.items():
            if i >= na or j >= nd:
                final[(i, j)] = final.get((i, j), 0) + p
                continue
            for x, y, q in moves(i, j):
                nxt[(x, y)] = nxt.get((x, y), 0) + p * q
        states = nxt
    for k, p in states.items():
        final[k] = final.get(k, 0) + p
    return BattleResult(final)


def targeted(setup: TargetedSetup, exact: bool = False) -> dict[int, Number]:
    """P(k targets destroyed)."""
    p = Fraction(setup.hit, 6) if exact else setup.hit / 6
    if setup.per_target:
        one = 1 - (1 - p) ** setup.dice
        dist = hit_distribution([], exact)
        for _ in range(setup.targets):
            dist = [(1 - one) * dist[0]] + [(1 - one) * dist[k] + one * dist[k - 1]
                                            for k in range(1, len(dist))] + [one * dist[-1]]
        return dict(enumerate(dist))
    hits = hit_distribution([setup.hit] * setup.dice, exact)
    out: dict[int, Number] = {}
    for k, q in enumerate(hits):
        kill = min(k, setup.targets)
        out[kill] = out.get(kill, 0) + q
    return out


# -- the same battles played through the engine ----------------------------------------------------

def engine_battle(setup: BattleSetup, rng: random.Random, base: Any) -> tuple[int, int]:
    """One battle played by the engine's tasks on a copy of `base` (a D-Day state) emptied but for
    a zone holding both forces: (attacker casualties, defender casualties). The fate card and the
    tactics modifiers of `base` stay, so a battle under a modifier is played as the engine plays it."""
    from sandtable.games.aa_dday.engine import push

    s = base.clone()
    zone = next(z for z in s.scen.zones if z in s.scen.victory_cities)
    for place in s.units:
        s.units[place] = {}
    att_side = "axis" if setup.attacker.power == "germany" else "allies"
    for side in (setup.attacker, setup.defender):
        for unit in side.units:
            s.add(zone, f"{side.power}:{unit}")
    s.tasks, s.pending, s.battle = [], None, None
    if setup.fate or setup.mods:
        s.fate = dict(setup.fate)
        s.effects = {**s.effects, "mods": [dict(m) for m in setup.mods]}
    rank = {u: i for i, u in enumerate(setup.order)}
    cycles = setup.cycles if setup.cycles > 0 else 10_000
    for _ in range(cycles):
        if not s.contested(zone):
            break
        push(s, ("battle", {"zone": zone, "attacker": att_side, "n": setup.card}))
        _fight(s, rank, rng)
    left_a = sum(n for k, n in s.units[zone].items() if k.startswith(setup.attacker.power + ":"))
    left_d = sum(n for k, n in s.units[zone].items() if k.startswith(setup.defender.power + ":"))
    return len(setup.attacker.units) - left_a, len(setup.defender.units) - left_d


def _fight(s: Any, rank: dict[str, int], rng: random.Random) -> None:
    """Run the engine's tasks to the end of the battle: dice from `rng`, casualties by `rank` (the
    casualty order)."""
    from sandtable.games.aa_dday import actions as A
    from sandtable.games.aa_dday.engine import HANDLERS, TASKS, casualty_options, push

    while True:
        while s.pending is None and s.tasks:
            name, data = s.tasks.pop(0)
            TASKS[name](s, data)
        pending = s.pending
        if pending is None:
            return
        s.pending = None
        if pending["kind"] == "die":
            push(s, (pending["then"], {**pending["ctx"], "faces": [rng.randint(1, 6)]}))
        elif pending["kind"] == "casualty":
            options = sorted(casualty_options(s, pending["data"]), key=lambda k: rank.get(k.split(":")[1], 9))
            power, unit = options[0].split(":")
            HANDLERS["casualty"](s, pending, A.Casualty(power, unit))
        else:
            raise AssertionError(f"unexpected decision {pending['kind']} in a battle")


def monte_carlo(setup: BattleSetup, samples: int, seed: int = 1,
                base_state: Callable[[], Any] | None = None) -> dict[tuple[int, int], float]:
    rng = random.Random(seed)
    base = base_state() if base_state is not None else default_state()
    counts: dict[tuple[int, int], int] = {}
    for _ in range(samples):
        k = engine_battle(setup, rng, base)
        counts[k] = counts.get(k, 0) + 1
    return {k: n / samples for k, n in counts.items()}


def default_state() -> Any:
    from sandtable.core.registry import get_game

    game = get_game("aa-dday")
    return game.new_initial_state(game.load_scenario("default"), {})
