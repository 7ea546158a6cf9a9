"""Movement (rule 11, seed 003 lines 619-667), stacking (10, lines 613-617) and the one "zone of
control" FSTR has: +1 MP to move from a hex adjacent to the enemy into another (11.1, line 629).

Costs come from the terrain effects chart (charts.json "tec"; a reconstruction except the facts it
cites). A hex holding enemy combat units can never be entered (line 623); a hex holding only enemy
artillery can (the artillery is removed for the impulse, line 821).
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable

from sandtable.games.fstr.command import army_of
from sandtable.games.fstr.state import FstrState, other


def side_key(a: str, b: str) -> str:
    return "|".join(sorted((a, b)))


def group_traits(s: FstrState, units: Iterable[str]) -> tuple[bool, bool]:
    """(any armour, all mountain troops) of a moving group (lines 625, 645)."""
    us = [s.unit(u) for u in units]
    return any(u.is_armour for u in us), bool(us) and all(u.type == "mtn" for u in us)


def enter_cost(s: FstrState, frm: str, to: str, armour: bool, mtn: bool) -> float | None:
    """MP to enter `to` from its neighbour `frm` (None: not allowed), before the adjacency surcharge."""
    board = s.world.board
    pair = board.sides.get(frozenset((frm, to)))
    built = pair is not None and bool(s.built) and side_key(frm, to) in s.built  # 11.8
    blown = pair is not None and ("bridge" in pair or built) and side_key(frm, to) in s.blown
    key = (frm, to, armour, mtn, s.weather == "bad", blown, built)
    cache = board.cost_cache
    if key not in cache:
        cache[key] = _enter_cost(s, frm, to, armour, mtn)
    cost = cache[key]
    if cost is not None and to in s.interdicted:
        return cost + 2.0 * (s.interdicted[to] // 3)  # interdiction, both players (16.3, line 867)
    return cost


def _enter_cost(s: FstrState, frm: str, to: str, armour: bool, mtn: bool) -> float | None:
    board, tec = s.world.board, s.world.charts.tec
    h = board.hexes.get(to)
    if h is None:
        return None
    side = board.side(frm, to)
    river = board.river(frm, to)
    bridge = ("bridge" in side or side_key(frm, to) in s.built) and side_key(frm, to) not in s.blown
    bad = s.weather == "bad"
    if river and bad and not bridge:
        return None  # rivers impassable in bad weather (8.1, lines 449, 625), intact bridges excepted
    road = side.get("road")
    if road and (not river or bridge):
        return float(tec["roads"].get(road, {}).get("move", 1))  # any road negates terrain (11.2, line 633)
    terrain = tec["terrain"].get(h.terrain, {})
    if terrain.get("move") is None:
        return None
    if armour and terrain.get("armour_only_by_road"):
        return None  # armour enters mountain only along a road (line 625)
    cost = float(terrain["move"])
    if "city" in h.features:
        cost = float(tec["features"]["city"].get("move", cost))
    if bad:
        cost += float(terrain.get("bad_weather_extra", 0))
    if mtn and h.terrain == "mountain":
        cost -= tec["mountain_troops"]["mountain_less"]  # 11.4, line 645
    for kind in (river, "ridge" if "ridge" in side else None):
        if kind:
            add = float(tec["hexsides"][kind].get("move_add", 0))
            if kind == "ridge" and mtn:
                add -= tec["mountain_troops"]["ridge_less"]
            if kind == river and bridge:
                add = 0.0
            cost += add
    return max(cost, 0.5)


def movement_allowance(
    s: FstrState, units: Iterable[str], reaction: bool = False, strategic: bool = False
) -> float:
    """The MA of a group: its slowest unit; OoS -2 (17.2, line 897); Offensive +1 (9.10, line 601);
    Reaction half rounded up (13, line 677); strategic x4 Allies / x3 Axis (11.3, lines 639-641)."""
    values = []
    for uid in units:
        u = s.unit(uid)
        ma = float(u.move)
        if uid in s.oos:
            ma -= 2
        if (
            s.offensive
            and not reaction
            and u.side == "allied"
            and (s.offensive == "XV AG" or army_of(s, u.formation) == s.offensive)
        ):
            ma += 1
        if uid in s.halved:
            ma = float(int(ma // 2))  # after a drop: half, rounded down (line 509)
        if strategic:
            ma *= 4 if u.side == "allied" else 3
        if reaction:
            ma = math.ceil(ma / 2)
        values.append(max(ma, 0.0))
    return min(values) if values else 0.0


def can_stack(s: FstrState, hex_key: str, units: Iterable[str], leaving: Iterable[str] = ()) -> bool:
    """Stacking limit of the hex (10, lines 615-617; spec C11: voluntary moves never end overstacked)."""
    gone = set(leaving)
    here = [u for u in s.combat_at(hex_key) if u not in gone]
    adding = [u for u in units if s.unit(u).role == "combat" and u not in here]
    return s.dots(hex_key, here) + s.dots(hex_key, adding) <= s.world.board.hexes[hex_key].stacking + 1e-9


def reachable(
    s: FstrState, start: str, units: list[str], ma: float, strategic: bool = False
) -> dict[str, float]:
    """Every hex the group can end its move in, with its cost (start excluded)."""
    side = s.unit(units[0]).side
    board = s.world.board
    enemy = s.combat_hexes(other(side))
    near_enemy = {n for h in enemy for n in board.nbrs[h]}  # rearguards cause no surcharge (line 671)
    if side == "allied":
        enemy = enemy | set(s.rearguards)  # entered only by attacking them (line 671)
    enemy_any = s.occupied_by(other(side)) | (set(s.rearguards) if side == "allied" else set())
    armour, mtn = group_traits(s, units)
    if strategic:  # every hex, the start too, 4 or more hexes from every enemy unit (11.3, spec C17)
        near4 = {h for e in enemy_any for h in board.within(e, 3)}
        far = set(board.hexes) - near4
        if start not in far:
            return {}
    best: dict[str, float] = {start: 0.0}
    heap = [(0.0, start)]
    while heap:
        cost, h = heapq.heappop(heap)
        if cost > best.get(h, math.inf):
            continue
        for n in board.nbrs[h]:
            if n in enemy:
                continue
            c = enter_cost(s, h, n, armour, mtn)
            if c is None:
                continue
            if not strategic and h in near_enemy and n in near_enemy:
                c += 1  # adjacent to adjacent (11.1, line 629)
            if strategic and n not in far:
                continue
            total = cost + c
            if total <= ma + 1e-9 and total < best.get(n, math.inf):
                best[n] = total
                if n not in enemy_any:  # a hex of enemy artillery only ends the move there
                    heapq.heappush(heap, (total, n))
    best.pop(start, None)
    if side == "axis":
        from sandtable.games.fstr.special import rome, rome_closed_to_axis

        if rome_closed_to_axis(s):
            best.pop(rome(s) or "", None)  # rule 20 (line 943; spec C31)
    load: dict[str, float] = {}
    for u, h in s.loc.items():
        unit = s.unit(u)
        if unit.role == "combat" and u not in units:
            load[h] = load.get(h, 0.0) + unit.dots
    moving = sum(s.unit(u).dots for u in units if s.unit(u).role == "combat")
    hexes = board.hexes
    return {h: c for h, c in best.items() if load.get(h, 0.0) + moving <= hexes[h].stacking + 1e-9}


def path_to(s: FstrState, start: str, dest: str, units: list[str], ma: float) -> list[str]:
    """The cheapest path start -> dest (ties by hex key), for bombardment of movers (16.1.2)."""
    side = s.unit(units[0]).side
    board = s.world.board
    enemy = s.combat_hexes(other(side))
    near_enemy = {n for h in enemy for n in board.nbrs[h]}  # rearguards cause no surcharge (line 671)
    enemy = s.barred(side)  # not through a rearguard either, as `reachable` (12, line 671)
    armour, mtn = group_traits(s, units)
    best: dict[str, tuple[float, list[str]]] = {start: (0.0, [start])}
    heap = [(0.0, start)]
    while heap:
        cost, h = heapq.heappop(heap)
        if h == dest:
            return best[h][1]
        if cost > best[h][0]:
            continue
        for n in board.nbrs[h]:
            if n in enemy:
                continue
            c = enter_cost(s, h, n, armour, mtn)
            if c is None:
                continue
            if h in near_enemy and n in near_enemy:
                c += 1
            total = cost + c
            if total <= ma + 1e-9 and (n not in best or total < best[n][0]):
                best[n] = (total, [*best[h][1], n])
                heapq.heappush(heap, (total, n))
    return [start, dest]
