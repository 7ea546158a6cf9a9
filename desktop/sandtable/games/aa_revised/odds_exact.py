"""Exact outcome distributions of Revised battles (no Qt). The Monte Carlo that plays the same
battle through the engine's own combat tasks (combat.py, dice.py), the check of these counts, is
in odds_engine.py.

What comes from the engine: the round's steps in order (`combat.ROUND`: a step the engine gains
and this module does not count is refused at import), who fires and at what value
(`values.attack_values`, `values.defence_value`, read on the engine's own position of the battle
with its Banzai / Wolf Pack flags, developments, advantages; the AA hit number of
`moves.aa_hit_number`). What is written here: which units an AA gun, a bombardment or a submarine
may hit (the filters of `combat.candidates`), the two-hit battleship and the volley rules of
`dice.py` (heavy bombers, low luck), each step's volleys (AA and bombardment in round 1, the
submarines every round, their casualties removed unless the victims have a destroyer; then both
sides' main fire, casualties firing back).

A battle is a Markov chain on *canonical states*: a side is the count of each unit type (and of
damaged and of submerged ones), so every order of dice that leaves the same forces is met once. A
round from a state is a mixture of products (the two sides' volleys are independent within a
step): states are visited in an order where every successor comes later, the "nobody hit"
self-loop divided out. This module builds the chain (forces, volleys, casualties, round 1); the
walks over it are in odds_walk.py: in floats many pairs of forces at once as arrays, in Fractions
pair by pair. Casualties follow each owner's order (cheapest first by default; a healthy
battleship always takes the first hit, as the engine does when a choice is forced).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import numpy as np

from sandtable.games.aa_revised.combat import ROUND
from sandtable.games.aa_revised.rules import AIR, SEA, UNITS

# One slot per type that fights; a damaged battleship is a type of its own until the battle ends.
SLOTS = ("infantry", "artillery", "tank", "fighter", "bomber", "transport", "submarine", "destroyer",
         "carrier", "battleship", "battleship_dmg", "submerged")
IDX = {t: i for i, t in enumerate(SLOTS)}
BB, BBD, SUB, DOWN = IDX["battleship"], IDX["battleship_dmg"], IDX["submarine"], IDX["submerged"]
COST = {t: UNITS[t].cost for t in SLOTS if t in UNITS} | {"battleship_dmg": UNITS["battleship"].cost,
                                                          "submerged": UNITS["submarine"].cost}
CHEAPEST = tuple(sorted(SLOTS[:BBD], key=lambda t: (COST[t], SLOTS.index(t))))
ZERO: tuple[int, ...] = (0,) * len(SLOTS)
PRUNE = 1e-15  # float walk: states holding less mass than this are dropped (their mass is reported)

# A win chance within this of the retreat threshold counts as on it ("falls under X" is strictly
# under): the float and the Fractions walks, and the sampled check, then take the same decision on a
# tie that rounding would otherwise split (car+dst against sub+trn+car below 20%, low luck: 1/5 exactly).
TIE = 1e-9


def falls_below(value: Any, threshold: float) -> Any:
    """Whether a win chance (a number or an array of them) is under the retreat threshold."""
    return value < threshold - TIE


Cfg = tuple[int, ...]
KEEP = "keep_land"  # in an attacker's order: its last land unit goes after its other units
CONQUER = tuple(IDX[t] for t in ("infantry", "artillery", "tank"))


def keep_last(order: tuple[str, ...]) -> tuple[str, ...]:
    """The order with the land units that can take a territory moved to its end."""
    land = ("infantry", "artillery", "tank")
    return tuple(t for t in order if t not in land) + tuple(t for t in order if t in land)

# The engine's round (combat.ROUND) read as counted steps: each step fires before one removal of
# casualties; kamikaze and kaiten are decisions taken at the table, outside a battle's odds.
COUNTED = {"aa_fire": "opening", "bombard": "opening", "sub_fire": "subs", "main_fire": "main"}
LEFT_OUT = frozenset({"kamikaze", "kaiten", "after_round"})


def _steps() -> tuple[tuple[str, ...], ...]:
    groups: list[tuple[str, ...]] = []
    current: list[str] = []
    for name, _ in ROUND:
        if name == "remove":
            groups.append(tuple(current))
            current = []
        elif name in COUNTED:
            current += [] if COUNTED[name] in current else [COUNTED[name]]
        elif name not in LEFT_OUT:
            raise AssertionError(f"combat step {name!r} is not counted by the exact odds")
    return tuple(groups)


STEPS = _steps()


@dataclass(frozen=True)
class Setup:
    """One battle: each side's units as (type, count), the defender's AA guns, the space fought in
    (its owner, colour and island status matter to some national advantages), the policies."""

    kind: str  # "land" or "sea"
    attacker: str  # power
    defender: str
    att: tuple[tuple[str, int], ...]
    dfd: tuple[tuple[str, int], ...]
    space: str
    aa_guns: int = 0
    amphibious: bool = False
    bombard: tuple[tuple[str, int], ...] = ()  # attacking ships bombarding a landing
    att_order: tuple[str, ...] = CHEAPEST
    def_order: tuple[str, ...] = CHEAPEST
    retreat: str = "never"  # never / after / below
    retreat_round: int = 0  # "after": retreat once this many rounds are fought
    retreat_below: float = 0.0  # "below": retreat when the attacker's win chance falls under this
    defender_submerge: bool = False  # the defending subs submerge whenever the rules let them
    options: tuple[tuple[str, Any], ...] = ()
    techs: tuple[tuple[str, tuple[str, ...]], ...] = ()
    advantages: tuple[tuple[str, tuple[str, ...]], ...] = ()
    russian_winter: bool = False
    state: Any = field(default=None, compare=False, hash=False, repr=False)  # a live position to read


@dataclass
class Result:
    """Final (outcome, attacker survivors, defender survivors) -> probability, and the mass dropped."""

    final: dict[tuple[str, Cfg, Cfg], Any] = field(default_factory=dict)
    dropped: float = 0.0
    start: tuple[Cfg, Cfg] = ((), ())

    def outcomes(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for (name, _, _), p in self.final.items():
            out[name] = out.get(name, 0) + p
        return out


def cfg_of(units: Mapping[str, int] | tuple[tuple[str, int], ...]) -> Cfg:
    counts = [0] * len(SLOTS)
    for t, n in dict(units).items():
        counts[IDX[t]] += n
    return tuple(counts)


def ipc(cfg: Cfg) -> int:
    return sum(n * COST[SLOTS[i]] for i, n in enumerate(cfg))


def hit_points(cfg: Cfg) -> int:
    """Hits the side can still take in the combat (submerged submarines are out of it)."""
    return sum(cfg) - cfg[DOWN] + cfg[BB]


def repaired(cfg: Cfg) -> Cfg:
    """Battleships are repaired after the combat (L2102-2108)."""
    if not cfg[BBD]:
        return cfg
    return tuple(cfg[BB] + cfg[BBD] if i == BB else 0 if i == BBD else n for i, n in enumerate(cfg))


def present(cfg: Cfg) -> bool:
    return hit_points(cfg) > 0


# -- the engine's facts ------------------------------------------------------------------------------
class Facts:
    """Values and targets read from the engine for each canonical side."""

    def __init__(self, setup: Setup, state: Any) -> None:
        from sandtable.games.aa_revised.moves import aa_hit_number

        self.setup, self.s = setup, state
        self.b = dict(state.battle or {"space": setup.space, "kind": setup.kind, "attacker": setup.attacker})
        self.sea = setup.kind == "sea"
        self.aa_need = aa_hit_number(state, setup.space)
        self.lhtr = state.opts.get("heavy_bombers") == "lhtr"
        self.low_luck = bool(state.opts.get("low_luck"))
        self.superfort = setup.attacker == "usa" and state.has_na("usa", "Superfortresses")
        self.heavy = state.tech(setup.attacker, "heavy_bombers")  # every attacking unit is its
        self._needs: dict[tuple[str, Cfg, bool, bool], list[tuple[int, int]]] = {}
        self._pools: dict[tuple[bool, int], list[Any]] = {}

    def units(self, cfg: Cfg, owner: str, attacking: bool) -> list[Any]:
        """The engine's units of a canonical side, drawn from pools made once per type (the engine
        only reads them, and making hundreds of units a count was a good part of its time)."""
        from sandtable.games.aa_revised.state import Unit

        out: list[Any] = []
        for i, n in enumerate(cfg[:DOWN]):
            if not n:
                continue
            pool = self._pools.setdefault((attacking, i), [])
            t = SLOTS[i]
            while len(pool) < n:
                u = Unit(10_000 + 100 * i + len(pool) + (5_000 if attacking else 0),
                         "battleship" if t == "battleship_dmg" else t, owner, self.setup.space)
                if t == "battleship_dmg":
                    u.flags.add("dmg")
                if attacking and self.setup.amphibious and UNITS[u.type].domain == "land":
                    u.flags.add("amphibious")
                pool.append(u)
            out += pool[:n]
        return out

    def needs(self, who: str, cfg: Cfg, round1: bool, subs: bool) -> list[tuple[int, int]]:
        """The dice of one volley as (hit number, dice in the group: 2 for an LHTR heavy bomber):
        `subs` the submarines' opening fire at sea, else the main fire (values.py's numbers)."""
        found = self._needs.get((who, cfg, round1, subs))
        if found is not None:
            return found
        from sandtable.games.aa_revised.values import attack_values, defence_value

        b = dict(self.b, round=1 if round1 else 2)
        attacking = who == "att"
        units = self.units(cfg, self.setup.attacker if attacking else self.setup.defender, attacking)
        if attacking:
            values = attack_values(self.s, b, units)
        else:
            values = {u.id: defence_value(self.s, b, u) for u in units}
        out: tuple[list[tuple[int, int]], list[tuple[int, int]]] = ([], [])  # main fire, subs
        main, down = out
        heavy = attacking and self.heavy
        for u in units:  # one reading of the engine for both volleys
            v = values[u.id]
            if v <= 0:
                continue
            if u.type == "submarine" and self.sea:
                down.append((v, 1))
            elif heavy and u.type == "bomber":
                main.extend([(v, 2)] if self.lhtr else [(v, 1), (v, 1)])
            else:
                main.append((v, 1))
        self._needs[(who, cfg, round1, False)], self._needs[(who, cfg, round1, True)] = out
        return out[subs]

    def eligible(self, slot: int, filt: str) -> bool:
        t = SLOTS[slot]
        if slot == DOWN:
            return False
        if filt == "naval":
            return t in SEA or t == "battleship_dmg"
        if filt == "aa":
            return t in AIR and not (t == "bomber" and self.superfort)
        if filt == "land":
            return t in ("infantry", "artillery", "tank")
        return True


def hit_dist(needs: list[tuple[int, int]], low_luck: bool, exact: bool) -> list[Any]:
    """P(k hits) of one volley (dice.py: a die hits on its number or less; an LHTR group scores at
    most once; low luck: full sixes of strength are sure hits, the remainder one die)."""
    one: Any = Fraction(1) if exact else 1.0
    if low_luck:
        strength = sum(max(0, min(6, n)) for n, _ in needs)
        sure, rest = divmod(strength, 6)
        p = Fraction(rest, 6) if exact else rest / 6
        return [one * 0] * sure + ([one - p, p] if rest else [one])
    groups: dict[tuple[int, int], int] = {}
    for need, group in needs:  # dice alike are one binomial
        key = (max(0, min(6, need)), group)
        groups[key] = groups.get(key, 0) + 1
    if not exact:
        out = np.ones(1)
        for (need, group), n in groups.items():
            out = np.convolve(out, _binomial(need, group, n))
        return out.tolist()
    dist = [one]
    for (need, group), n in groups.items():
        p = one - Fraction(6 - need, 6) ** group
        pmf = [math.comb(n, i) * p**i * (one - p) ** (n - i) for i in range(n + 1)]
        dist = [sum((dist[j] * pmf[k - j] for j in range(max(0, k - n), min(k, len(dist) - 1) + 1)), one * 0)
                for k in range(len(dist) + n)]
    return dist


_BINOMIAL: dict[tuple[int, int, int], Any] = {}


def _binomial(need: int, group: int, n: int) -> Any:
    """P(k hits) of n dice alike in floats (a pure function of three small numbers, kept once made)."""
    found = _BINOMIAL.get((need, group, n))
    if found is None:
        p = 1.0 - ((6 - need) / 6) ** group
        k = np.arange(n + 1)
        found = np.array([math.comb(n, i) for i in k]) * p**k * (1 - p) ** (n - k)
        _BINOMIAL[(need, group, n)] = found
    return found


# -- casualties ----------------------------------------------------------------------------------------
# -- the chain -----------------------------------------------------------------------------------------
Side = tuple[Cfg, Cfg]  # (units that can still be hit, casualties marked but still firing this round)
Dist = list[tuple[Any, Any]]  # [(state, p)]


class Battle:
    """The battle's chain: one round from a canonical state as a mixture of products."""

    def __init__(self, setup: Setup, exact: bool = False, state: Any = None) -> None:
        self.setup, self.exact = setup, exact
        if state is None and setup.state is not None:
            state = setup.state
        if state is None:
            from sandtable.games.aa_revised.odds_engine import engine_state

            state = engine_state(setup)
        self.facts = Facts(setup, state)
        self.sea = setup.kind == "sea"
        self._hits: dict[tuple[str, Cfg, bool, bool], list[Any]] = {}
        self._dists: dict[tuple[tuple[tuple[int, int], int], ...], list[Any]] = {(): [1.0]}
        self._chains: dict[tuple[Side, str, bool, tuple[str, ...]], list[Side]] = {}
        self._info: dict[tuple[str, Cfg], tuple[bool, bool, bool, bool]] = {}
        self._lost: dict[tuple[str, tuple[str, ...]], dict[Cfg, tuple[Cfg, int] | None]] = {}
        self._ok: dict[str, list[bool]] = {}

    # volleys
    def hits(self, who: str, firing: Cfg, round1: bool, subs: bool) -> list[Any]:
        key = (who, firing, round1, subs)
        found = self._hits.get(key)
        if found is None:
            needs = self.facts.needs(who, firing, round1, subs)
            found = self._hits[key] = self.dist(needs) if needs else []
        return found

    def dist(self, needs: list[tuple[int, int]]) -> list[Any]:
        """`hit_dist`, kept per multiset of dice; in floats a multiset one die larger than a kept one
        is that one's distribution times the die's (forces are mostly met smallest first)."""
        if self.exact or self.facts.low_luck:
            return hit_dist(needs, self.facts.low_luck, self.exact)
        dice = tuple(sorted(Counter(needs).items()))  # (hit number, dice in a group), how many
        found = self._dists.get(dice)
        if found is not None:
            return found
        for n, ((need, group), count) in enumerate(dice):
            smaller = dice[:n] + (((need, group), count - 1),) * (count > 1) + dice[n + 1:]
            base = self._dists.get(smaller)
            if base is not None:
                p = 1.0 - ((6 - max(0, min(6, need))) / 6) ** group
                found = np.convolve(base, (1.0 - p, p)).tolist()
                break
        else:
            found = hit_dist(needs, False, False)
        self._dists[dice] = found
        return found

    def chain(self, side: Side, filt: str, mark: bool, order: tuple[str, ...]) -> list[Side]:
        """The victim's states after 0, 1, 2... hits, up to the last one that can be hit."""
        key = (side, filt, mark, order)  # the two sides' orders differ (KEEP)
        found = self._chains.get(key)
        if found is None:
            found = [side]
            alive, marked = side
            while (nxt := self.lose(alive, filt, order)) is not None:
                alive, slot = nxt
                if mark and slot >= 0:
                    marked = marked[:slot] + (marked[slot] + 1,) + marked[slot + 1:]
                found.append((alive, marked))
            self._chains[key] = found
        return found

    def lose(self, alive: Cfg, filt: str, order: tuple[str, ...]) -> tuple[Cfg, int] | None:
        """One hit of `filt` (what it may strike, `Facts.eligible`): a healthy battleship is damaged
        first, else the first type of `order` it may strike is lost; None when nothing can be hit.
        Returns the force left and the slot the lost unit is marked in (still firing this round when
        its owner marks casualties), -1 for a damaged battleship. Kept: the choice depends on the
        units alive only."""
        lost = self._lost.get((filt, order))
        if lost is None:
            lost = self._lost[(filt, order)] = {}
        found = lost.get(alive, False)
        if found is False:
            found = lost[alive] = self._lose(alive, filt, order)
        return found

    def _lose(self, alive: Cfg, filt: str, order: tuple[str, ...]) -> tuple[Cfg, int] | None:
        ok = self._ok.get(filt)
        if ok is None:
            ok = self._ok[filt] = [self.facts.eligible(i, filt) for i in range(len(SLOTS))]
        if alive[BB] and ok[BB]:
            return alive[:BB] + (alive[BB] - 1, alive[BBD] + 1) + alive[BBD + 1:], -1
        if KEEP in order and sum(alive[i] for i in CONQUER) == 1 and \
                any(alive[i] and ok[i] for i in range(DOWN) if i not in CONQUER):
            order = keep_last(order)  # the attacker's last land unit goes after its other units
        for t in order:
            for slot in ((BBD, BB) if t == "battleship" else () if t == KEEP else (IDX[t],)):
                if alive[slot] and ok[slot]:
                    return alive[:slot] + (alive[slot] - 1,) + alive[slot + 1:], BBD if slot == BB else slot
        return None

    def received(self, side: Side, dist: list[Any], filt: str, mark: bool, order: tuple[str, ...]) -> Dist:
        if not dist:
            return [(side, self.one)]
        states = self.chain(side, filt, mark, order)
        last = len(states) - 1
        out = [(states[k], p) for k, p in enumerate(dist[:last]) if p]
        tail = sum(dist[last:], self.one * 0)
        if tail:
            out.append((states[last], tail))
        return out

    @property
    def one(self) -> Any:
        return Fraction(1) if self.exact else 1.0

    # steps of a round (combat.py `_round`)
    def steps(self, round1: bool) -> list[str]:
        """The counted steps of a round, in the engine's order (`combat.ROUND`)."""
        out = []
        for group in STEPS:
            live = [k for k in group if k == "main" or k == "subs" and self.sea or
                    k == "opening" and round1 and not self.sea]
            assert len(live) <= 1, f"two counted steps fire before the same removal: {live}"
            out += live
        return out

    def step(self, name: str, a: Side, d: Side, round1: bool) -> tuple[Dist, Dist]:
        """Both sides fire from the step's starting forces; each receives the other's volley."""
        s, f = self.setup, self.facts
        fa, fd = _firing(a), _firing(d)  # marked casualties still fire
        if name == "opening":
            planes = sum(a[0][i] for i in range(len(SLOTS)) if f.eligible(i, "aa"))
            aa = [(f.aa_need, 1)] * planes if s.aa_guns else []
            bomb = [(UNITS[t].attack, 1) for t, n in s.bombard for _ in range(n)] if s.amphibious else []
            if not any(d[0][IDX[t]] for t in ("infantry", "artillery", "tank")):
                bomb = []  # no enemy land units: the ships do not fire
            to_a = hit_dist(aa, f.low_luck, self.exact) if aa else []
            to_d = hit_dist(bomb, f.low_luck, self.exact) if bomb else []
            return (self.received(a, to_a, "aa", False, s.att_order),
                    self.received(d, to_d, "land", False, s.def_order))
        if name == "subs":
            a_dd, d_dd = a[0][IDX["destroyer"]] + a[1][IDX["destroyer"]], d[0][IDX["destroyer"]]
            return (self.received(a, self.hits("def", fd, round1, True), "naval", bool(a_dd), s.att_order),
                    self.received(d, self.hits("att", fa, round1, True), "naval", bool(d_dd), s.def_order))
        return (self.received(a, self.hits("def", fd, round1, False), "any", True, s.att_order),
                self.received(d, self.hits("att", fa, round1, False), "any", True, s.def_order))

    def round(self, a: Cfg, d: Cfg, round1: bool) -> list[tuple[Any, Dist, Dist]]:
        """One round from (a, d) as [(weight, attacker's end states, defender's end states)]."""
        zero = tuple(0 for _ in SLOTS)
        parts: list[tuple[Any, Side, Side]] = [(self.one, (a, zero), (d, zero))]
        names = self.steps(round1)
        for n, name in enumerate(names):
            if n == len(names) - 1:
                out = []
                for w, sa, sd in parts:
                    da, dd = self.step(name, sa, sd, round1)
                    out.append((w, _merge((x[0], p) for x, p in da), _merge((x[0], p) for x, p in dd)))
                return out
            nxt: dict[tuple[Side, Side], Any] = {}
            for w, sa, sd in parts:
                da, dd = self.step(name, sa, sd, round1)
                for x, px in da:
                    for y, py in dd:
                        nxt[(x, y)] = nxt.get((x, y), 0) + w * px * py
            parts = [(w, x, y) for (x, y), w in nxt.items()]
        raise AssertionError("a round has a main fire step")

    # the end of a round
    def status(self, a: Cfg, d: Cfg) -> str:
        """"" while the combat goes on, else how it ended (combat.py `_after_round`)."""
        here_a, main_a, subs_a, ships_a = self.info("att", a)
        here_d, main_d, subs_d, ships_d = self.info("def", d)
        if not here_a:  # an AA gun alone still holds the territory
            held = here_d or bool(self.setup.aa_guns) and not self.sea
            return "defender_wins" if held else "both_gone"
        if not here_d:
            return "attacker_wins"
        if not (main_a or subs_a and ships_d or main_d or subs_d and ships_a):
            return "stalemate"  # neither side can hit the other (values.can_hit)
        return ""

    def info(self, who: str, c: Cfg) -> tuple[bool, bool, bool, bool]:
        """(present, fires in the main fire, has submarines firing, has ships a submarine may hit)."""
        found = self._info.get((who, c))
        if found is None:
            ships = any(c[i] for i, t in enumerate(SLOTS[:DOWN]) if t in SEA or t == "battleship_dmg")
            found = (present(c), bool(self.hits(who, c, False, False)),
                     self.sea and bool(self.hits(who, c, False, True)), ships)
            self._info[(who, c)] = found
        return found

    def submerge(self, a: Cfg, d: Cfg) -> Cfg:
        """The defender's subs dive when its policy says so and no attacking destroyer is there."""
        if self.setup.defender_submerge and self.sea and d[SUB] and not a[IDX["destroyer"]]:
            c = list(d)
            c[DOWN] += c[SUB]
            c[SUB] = 0
            return tuple(c)
        return d


def _firing(side: Side) -> Cfg:
    alive, marked = side
    if not any(marked):
        return alive
    return tuple(x + y for x, y in zip(alive, marked, strict=True))


def _merge(items: Any) -> Dist:
    out: dict[Any, Any] = {}
    for k, p in items:
        out[k] = out.get(k, 0) + p
    return list(out.items())


def _sides(battle: Battle, start: Cfg, filters: tuple[str, ...], order: tuple[str, ...],
           dive: bool) -> list[Cfg]:
    """Every force one side can be reduced to, most hit points first (a successor never comes earlier)."""
    seen, todo = {start}, [start]
    while todo:
        c = todo.pop()
        nxt = [t[0] for f in filters if (t := battle.lose(c, f, order)) is not None]
        if dive and c[SUB]:
            nxt.append(tuple(0 if i == SUB else n + c[SUB] if i == DOWN else n for i, n in enumerate(c)))
        for n in nxt:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return sorted(seen, key=lambda c: (-hit_points(c), -c[DOWN], c))


def solve(setup: Setup, exact: bool = False, state: Any = None) -> Result:
    """The distribution of (outcome, attacker's survivors, defender's survivors)."""
    from sandtable.games.aa_revised.odds_walk import walk, walk_pairs  # it reads this module

    bt = Battle(setup, exact, state)
    a0, d0 = cfg_of(setup.att), cfg_of(setup.dfd)
    res = Result(start=(a0, d0))
    one, zero = bt.one, bt.one * 0
    if not present(a0):
        raise ValueError("the attacker has no units that fight here")
    planes = any(a0[i] for i in range(len(SLOTS)) if bt.facts.eligible(i, "aa"))
    if not present(d0) and not (setup.aa_guns and planes and not bt.sea):
        res.final[("attacker_wins", a0, d0)] = one
        return res
    A = _sides(bt, a0, ("any", "aa", "naval"), setup.att_order, False)
    D = _sides(bt, d0, ("any", "land", "naval"), setup.def_order, setup.defender_submerge and bt.sea)
    ia, id_ = {c: i for i, c in enumerate(A)}, {c: i for i, c in enumerate(D)}
    dtype: Any = object if exact else float

    def end(name: str, a: Cfg, d: Cfg, m: Any) -> None:
        key = (name, repaired(a), repaired(d))
        res.final[key] = res.final.get(key, zero) + m

    grid = np.zeros((len(A), len(D)), dtype=dtype)
    for w, da, dd in bt.round(a0, d0, True):  # each side's end forces are distinct within a part
        xa, xd = [ia[a] for a, _ in da], [id_[d] for d, _ in dd]
        pa, pd = np.array([p for _, p in da], dtype=dtype), np.array([p for _, p in dd], dtype=dtype)
        grid[np.ix_(xa, xd)] += np.multiply.outer(pa * w, pd)
    if exact:
        walk_pairs(bt, A, D, ia, id_, grid, end)
    else:
        res.dropped = walk(bt, A, D, ia, id_, grid, end)
    return res
