"""The Revised heuristic for the shared computer players (greedy, search), reached through the table
(`table.RevisedTable.evaluator`). No Qt.

The score is the Allies' (positive: good for the Allies), in IPCs, squashed into (0, 1) by a
logistic; every seat gets the value of its side, so it plays any subset of the five powers. Terms,
as a player weighs them:
- material: each unit's worth (its cost, shaded by how much fighting it does for the money: an
  infantry is worth more than its 3 IPCs, a transport less than its 8 unless its power must cross
  the sea), units bought and not yet placed included, money in the bank at a discount (so a power
  buys);
- income: each power's production, worth several turns of it;
- victory cities (the game's goal) and capitals (a captured capital stops its power and hands over
  its bank);
- battles: a space holding both sides' forces (a combat move made, a battle under way) counts as
  its likely result: the attacker's chance from the square law of the two sides' expected hits a
  round, applied to the territory's income, cities and capital, and to both sides' losses;
- threats: a valuable territory (income, city, capital, factory) next to more enemy attack than it
  has defence is discounted; with `lookahead` (the search's leaves) the threat counts fully, as a
  cheap stand-in for the enemy's next turn; land forces next to enemy territory earn a little
  (pressure), which moves armies to the front;
- the combat move's reserve (look-ahead reading only): a contested space also counts the unmoved
  units of the power in turn that can still join it, since moves come one unit a decision.
The candidate filter (`candidates`) also keeps the purchase spending and the mobilization placing
(see `_purchases`): a turn is dozens of decisions, too many for the search to see where an early
Done leads.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from sandtable.ai.agent import values_of
from sandtable.core.protocol import TERMINAL, Action, State
from sandtable.games.aa_revised.rules import AIR, SIDE, UNITS

# Worth in IPCs: the cost shaded by what the unit does for its money (land units hold and take
# territory; a battleship is a lot of IPCs for two hits).
SHADE = {"infantry": 1.3, "artillery": 1.2, "tank": 1.25, "fighter": 1.1, "bomber": 0.95, "aa_gun": 0.9,
         "transport": 0.8, "submarine": 0.95, "destroyer": 1.0, "carrier": 0.95, "battleship": 0.9}
WORTH = {t: u.cost * SHADE.get(t, 0.0) for t, u in UNITS.items()}
NAVAL_POWERS = {"uk", "japan", "usa"}  # their armies must cross the sea: transports are worth their cost
LAND_POWERS = {"ussr"}  # no warships worth buying: its fleet is a submarine and a transport
NAVAL_TRANSPORT = 1.1 * UNITS["transport"].cost
W_CASH = 0.92  # an IPC in the bank: a little less than one well spent
W_INCOME = 4.0  # a production point: about four turns of it
W_CITY = 18.0
W_CAPITAL = 45.0
W_WIN = 400.0  # the side holding the cities it needs
W_THREAT = 0.45
W_PRESSURE = 0.04
SCALE = 90.0  # IPCs for the logistic: a 90-IPC lead is about a 73% position
BIAS = -208.0  # the shipped set-up scores about even (measured on the initial state)
AIR_REACH = 1  # fighters and bombers threaten from one space further than land units here


class RevisedEvaluator:
    """Values per seat in [0, 1]; see the module docstring."""

    def __init__(self, lookahead: bool = False) -> None:
        self.lookahead = lookahead

    def __call__(self, state: State) -> tuple[float, ...]:
        seats = state.num_seats()  # type: ignore[attr-defined]
        if state.current_player() == TERMINAL:
            return values_of(state, seats)
        v = 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, self.score(state) / SCALE))))
        out = [0.5] * seats
        for power, seat in state.seats.items():  # type: ignore[attr-defined]
            out[seat] = v if SIDE[power] == "allies" else 1.0 - v
        return tuple(out)

    def settles(self, state: State) -> bool:
        """Dice inside a battle are valued as they stand (each die is a chance step; the battle
        term already weighs the likely result)."""
        return getattr(state, "battle", None) is not None and getattr(state, "pending", None) is not None \
            and state.pending.get("kind") == "die"  # type: ignore[attr-defined]

    def candidates(self, state: State, actions: list[Action]) -> list[Action]:
        """Moves of units of the same types from the same places to the same destination differ only
        in which ids move: keep one of each (and one placement per type and site)."""
        units = getattr(state, "units", {})
        pending = getattr(state, "pending", None) or {}
        if pending.get("kind") == "mobilize" and any(a.kind == "place" for a in actions):
            # Done with units still to place loses them (L2373-2441): no player wants that, and
            # the search, a few evaluations deep, cannot always see it.
            actions = [a for a in actions if a.kind != "done"]
        if pending.get("kind") == "purchase":
            actions = _purchases(state, actions)
        seen: set[tuple[Any, ...]] = set()
        out = []
        for a in actions:
            ids = getattr(a, "units", ())
            movers = tuple(sorted((units[i].type, units[i].owner, units[i].at) for i in ids if i in units))
            path = getattr(a, "path", ())
            mark = (a.kind, movers, path[-1] if path else "", getattr(a, "mission", ""),
                    getattr(a, "unit", ""), getattr(a, "at", ""), getattr(a, "count", 0),
                    getattr(a, "to", ""), getattr(a, "space", ""), getattr(a, "submerge", None),
                    getattr(a, "development", ""), getattr(a, "dice", 0), getattr(a, "via", ""))
            if a.kind == "casualty" and a.unit in units:  # type: ignore[attr-defined]
                u = units[a.unit]  # type: ignore[attr-defined]
                mark = (a.kind, u.type, u.owner, "dmg" in u.flags, bool(u.on))
            if mark not in seen:
                seen.add(mark)
                out.append(a)
        return out

    # -- the score ------------------------------------------------------------------------------
    def score(self, s: Any) -> float:
        ctx = s.ctx
        sign = {"allies": 1.0, "axis": -1.0}
        total = 0.0
        # per space and side: worth present, attack and defence strength (expected hits a round)
        here: dict[str, dict[str, list[float]]] = {}
        for u in s.units.values():
            side = SIDE[u.owner]
            worth = NAVAL_TRANSPORT if u.type == "transport" and u.owner in NAVAL_POWERS else WORTH[u.type]
            total += sign[side] * worth
            st = UNITS[u.type]
            if u.type in ("industrial_complex",) or (u.on and st.domain == "land"):
                continue
            cell = here.setdefault(u.at, {}).setdefault(side, [0.0, 0.0, 0.0, 0.0, 0.0])
            cell[0] += worth
            cell[1] += st.attack / 6.0
            cell[2] += st.defence / 6.0 if u.type != "aa_gun" else 0.0
            cell[3] += 1.0 if u.type not in ("aa_gun",) else 0.0
            if st.domain == "land" and u.type != "aa_gun":
                cell[4] += st.attack / 6.0
        side_now = SIDE[s.power]
        total += sign[side_now] * sum(WORTH[t] * n for t, n in s.bought.items())
        for p, money in s.ipcs.items():
            total += sign[SIDE[p]] * W_CASH * money
        reserve = self._reserve(s, here, side_now) if self.lookahead and s.phase == "combat_move" else {}
        owner = s.owner
        chance: dict[str, float] = {}  # territory -> chance the side now moving takes it
        for space, sides in here.items():
            if len(sides) < 2:
                continue
            att, dfd = sides[side_now], sides["axis" if side_now == "allies" else "allies"]
            more = reserve.get(space)
            if more is not None:  # the rest of the combat move may still bring these
                att = [a + b for a, b in zip(att, more, strict=True)]
            p = _square_law(att[1], att[3], dfd[2], dfd[3])
            loss_a = att[0] * (1.0 - p * _kept(att, dfd))
            loss_d = dfd[0] * (p + (1.0 - p) * (1.0 - _kept(dfd, att)))
            total -= sign[side_now] * loss_a
            total += sign[side_now] * loss_d
            if space in owner and att[4] > 0:
                chance[space] = p
        need = int(s.opts["victory_cities"])
        cities = {"allies": 0.0, "axis": 0.0}
        for t, p in owner.items():
            side = SIDE[p]
            flip = chance.get(t, 0.0) if side != side_now else 0.0
            value = W_INCOME * ctx.income[t] + (W_CITY if t in ctx.victory_cities else 0.0) + \
                (W_CAPITAL if t in ctx.capital_at else 0.0)
            total += sign[side] * value * (1.0 - 2.0 * flip) if flip else sign[side] * value
            if t in ctx.victory_cities:
                cities[side] += 1.0 - flip
                cities[side_now] += flip
        for side, n in cities.items():
            total += sign[side] * W_WIN * _sigmoid(2.0 * (n - need + 0.5))
        total += self._threats(s, here, chance)
        return total + BIAS

    def _reserve(self, s: Any, here: dict[str, dict[str, list[float]]],
                 side_now: str) -> dict[str, list[float]]:
        """Per contested space, the unmoved units of the power in turn that could still join its
        attack this combat move (land units within their move by land, aircraft within half their
        range so they can come back, warships within their move). Moves are one unit a decision, so
        without this the first infantry into a territory reads as a lost battle and no attack is
        ever begun; with it, ending the combat move before the attack is strong enough is what
        costs. A unit within reach of several battles is split evenly over them, so beginning a
        second attack thins the first one's reserve (counting it whole in each made the USSR open
        four attacks at once and lose Karelia)."""
        enemy = "axis" if side_now == "allies" else "allies"
        fights = [sp for sp, sides in here.items() if side_now in sides and enemy in sides]
        if not fights:
            return {}
        dist = _distances(s.ctx)
        sea = s.ctx.sea
        out: dict[str, list[float]] = {}
        for u in s.units.values():
            if u.owner != s.power or u.moved or u.on or u.at in fights:
                continue
            st = UNITS[u.type]
            if st.attack <= 0 or u.type == "aa_gun":
                continue
            if u.type in AIR:
                near = [sp for sp in fights if dist["all"][sp].get(u.at, 99) <= st.move // 2]
            elif st.domain == "land":
                near = [sp for sp in fights if sp not in sea and dist["land"][sp].get(u.at, 99) <= st.move]
            else:
                near = [sp for sp in fights if sp in sea and dist["sea"][sp].get(u.at, 99) <= st.move]
            share = 1.0 / len(near) if near else 0.0  # it joins one battle: split over those it reaches
            for sp in near:
                cell = out.setdefault(sp, [0.0, 0.0, 0.0, 0.0, 0.0])
                cell[0] += share * WORTH[u.type]
                cell[1] += share * st.attack / 6.0
                cell[3] += share
                if st.domain == "land":
                    cell[4] += share * st.attack / 6.0
        return out

    def _threats(self, s: Any, here: dict[str, dict[str, list[float]]], chance: dict[str, float]) -> float:
        """Valuable territories under more enemy attack than their defence, and armies at the front."""
        ctx = s.ctx
        weight = W_THREAT * (1.0 if self.lookahead else 0.6)
        out = 0.0
        factories = {u.at for u in s.units.values() if u.type == "industrial_complex"}
        for t, p in s.owner.items():
            if t in chance:
                continue
            side = SIDE[p]
            enemy = "axis" if side == "allies" else "allies"
            value = ctx.income[t] * W_INCOME * 0.5 + (W_CITY if t in ctx.victory_cities else 0.0) + \
                (W_CAPITAL if t in ctx.capital_at else 0.0) + (6.0 if t in factories else 0.0)
            if value <= 0:
                continue
            hits = units = 0.0
            for n in ctx.nb_sorted[t]:
                cell = here.get(n, {}).get(enemy)
                if cell is not None and n not in ctx.sea:
                    hits += cell[1]
                    units += cell[3]
            if hits <= 0:
                continue
            own = here.get(t, {}).get(side)
            d_hits, d_units = (own[2], own[3]) if own else (0.0, 0.0)
            sign = 1.0 if side == "allies" else -1.0
            out -= sign * weight * value * _square_law(hits, units, d_hits, d_units)
            out -= sign * W_PRESSURE * value * min(1.0, hits / (d_hits + 0.5))  # armies at the front
        return out


def _square_law(a_hits: float, a_units: float, d_hits: float, d_units: float) -> float:
    """The attacker's chance in a battle of attrition (Lanchester's square law: a side's strength is
    its expected hits a round times its units), sharpened since dice even out over the rounds."""
    if a_hits <= 0 or a_units <= 0:
        return 0.0
    if d_hits <= 0 or d_units <= 0:
        return 1.0
    a, d = a_hits * a_units, d_hits * d_units
    return a * a / (a * a + d * d)


def _kept(winner: list[float], loser: list[float]) -> float:
    """The share of its worth a winning side keeps (square law: sqrt(1 - (loser/winner)^2))."""
    w, lo = winner[1] * winner[3] + winner[2] * winner[3], loser[1] * loser[3] + loser[2] * loser[3]
    if w <= 0:
        return 0.0
    r = min(1.0, lo / w)
    return math.sqrt(max(0.0, 1.0 - r * r))


def _purchases(state: Any, actions: list[Action]) -> list[Action]:
    """The buys worth weighing: money is spent while it buys anything (a bank earns nothing, and the
    search, seeing the combat move beyond an early Done, would otherwise end its purchase with
    money left; a complex is not a unit the heuristic values), and the USSR, whose war is on land,
    buys no warships."""
    power = getattr(state, "power", "")
    buys = [a for a in actions if a.kind == "buy" and a.unit != "industrial_complex"  # type: ignore[attr-defined]
            and not (power in LAND_POWERS and UNITS[a.unit].domain == "sea")]  # type: ignore[attr-defined]
    if not buys:  # no room left (or only a complex): stop
        return [a for a in actions if a.kind != "buy"]
    return buys + [a for a in actions if a.kind not in ("buy", "done")]


_DIST: dict[int, dict[str, dict[str, dict[str, int]]]] = {}


def _distances(ctx: Any) -> dict[str, dict[str, dict[str, int]]]:
    """Spaces apart, by land only, by sea only and over anything (flight), from every space: one
    breadth-first walk each, kept per scenario context (the board never changes)."""
    found = _DIST.get(id(ctx))
    if found is not None:
        return found
    sea = ctx.sea
    tables: dict[str, dict[str, dict[str, int]]] = {"land": {}, "sea": {}, "all": {}}
    for start in ctx.nb_sorted:
        walks: tuple[tuple[str, Callable[[str], bool]], ...] = (
            ("land", lambda x: x not in sea), ("sea", lambda x: x in sea), ("all", lambda x: True))
        for key, keep in walks:
            seen = {start: 0}
            frontier = [start]
            while frontier:
                nxt = []
                for a in frontier:
                    if seen[a] >= 3:
                        continue
                    for b in ctx.nb_sorted[a]:
                        if b not in seen and keep(b):
                            seen[b] = seen[a] + 1
                            nxt.append(b)
                frontier = nxt
            tables[key][start] = seen
    _DIST[id(ctx)] = tables
    return tables


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, x))))


__all__ = ["RevisedEvaluator"]
