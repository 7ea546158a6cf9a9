"""Supply (rule 17, seed 003 lines 877-921): terminals, depots, ports and the 6-MP path.

A unit is in supply if a path of at most 6 MP (+2 per AP of extension, 17.6; +1 with the Offensive,
9.10) joins it to (a) a road linked without break to one of its side's terminals, or (b) a depot
hex or a hex next to it (spec C27). A hex with enemy units in it or next to it cuts the path and
the road unless a friendly unit stands in it (line 879; C26), except where the enemy could not
enter that hex (the note of line 881: rivers in bad weather). Blown bridges cut roads. Allied
units in or next to a friendly port are always supplied (17.5, line 917).
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable

from sandtable.games.fstr.movement import enter_cost, group_traits, side_key
from sandtable.games.fstr.state import FstrState, other


def terminal_hexes(s: FstrState, side: str, army: str | None = None) -> set[str]:
    """The hexes the scenario names as `side`'s terminals, depots and ports (17.1, lines 883-893);
    with `army`, only that army's (entries without an army serve every army)."""
    w = s.world
    board = w.board
    out: set[str] = set()
    for t in w.scenario.terminals.get(side, []):
        if army is not None and t.get("army") not in (None, army):
            continue
        # V Army switched to Naples: its starting depots left `s.depots` (line 889); a major
        # landing's depot, placed after the switch, is one again (9.5, line 519)
        if "at" in t:
            out.add(board.named.get(str(t["at"]).casefold(), ""))
        elif "depot" in t:
            out.update(h for h, owner in s_depots(s).items() if owner == side)
        elif "port" in t:
            h = board.named.get(str(t["port"]).casefold(), "")
            if h and s.control.get(h, "axis") == side and (not t.get("after_switch") or s.naples_switched):
                out.add(h)
        elif "exits" in t:
            ex = t["exits"]
            for map_id in w.scenario.maps:
                if t.get("map") not in (None, map_id):
                    continue
                hm = board.maps[map_id]
                for e in hm.exits:
                    if e.edge == ex.get("edge") and ex.get("class") in (None, e.road_class):
                        key = f"{map_id}:{e.hex}"
                        if key in board.hexes:
                            out.add(key)
            if not out:  # a scenario area without the exit roads: its printed supply symbols
                feature = "axis_supply" if side == "axis" else "viii_supply"
                out.update(k for k, h in board.hexes.items() if feature in h.features)
    out.discard("")
    return out


def s_depots(s: FstrState) -> dict[str, str]:
    return s.depots


def blocked_hexes(s: FstrState, side: str) -> set[str]:
    """Hexes a supply path or road of `side` may not use (line 879, note line 881)."""
    board = s.world.board
    enemy = other(side)
    friendly = s.occupied_by(side)
    out: set[str] = set()
    enemy_hexes = s.combat_hexes(enemy)
    if side == "allied":
        out.update(h for h in s.rearguards if h not in friendly)  # their own hex only (line 671)
    for e in enemy_hexes:
        out.add(e)
        armour, mtn = group_traits(s, s.combat_at(e, enemy))
        for n in board.nbrs[e]:
            if n not in friendly and enter_cost(s, e, n, armour, mtn) is not None:
                out.add(n)
    return out


def supply_sources(s: FstrState, side: str, blocked: set[str], army: str | None = None) -> set[str]:
    board = s.world.board
    all_terminals = terminal_hexes(s, side, army)
    terminals = [t for t in all_terminals if t not in blocked]
    depots = [h for h, owner in s_depots(s).items() if owner == side and h in all_terminals]
    network: set[str] = set()
    stack = list(terminals)
    while stack:
        h = stack.pop()
        if h in network:
            continue
        network.add(h)
        for n in board.nbrs[h]:
            sd = board.side(h, n)
            if "road" not in sd or n in blocked or n in network:
                continue
            bridged = "bridge" in sd or side_key(h, n) in s.built  # built bridges too (11.8)
            if board.river(h, n) and (not bridged or side_key(h, n) in s.blown):
                continue
            stack.append(n)
    for d in depots:
        for h in (d, *board.nbrs[d]):
            if h not in blocked:
                network.add(h)
    return network


def supplied_hexes(
    s: FstrState, side: str, extra_mp: float = 0.0, army: str | None = None
) -> dict[str, float]:
    """Every hex from which a unit of `side` (of `army`, if given) traces supply, with its MP.
    Memoised on everything the answer depends on (a fingerprint of the state)."""
    key = (
        side,
        extra_mp,
        army,
        tuple(sorted(s.loc.items())),
        tuple(sorted(s.blown)),
        s.weather,
        tuple(sorted(s.depots.items())),
        tuple(sorted(s.control.items())),
        tuple(sorted((k, tuple(v)) for k, v in s.mules.items())),
        tuple(s.rearguards),
        s.offensive,
        s.naples_switched,
        tuple(sorted(s.interdicted.items())),
    )
    cache = s.__dict__.setdefault("_supply_cache", {})
    if key not in cache:
        if len(cache) > 64:
            cache.clear()
        cache[key] = _supplied_hexes(s, side, extra_mp, army)
    return dict(cache[key])


def _supplied_hexes(s: FstrState, side: str, extra_mp: float, army: str | None) -> dict[str, float]:
    board = s.world.board
    blocked = blocked_hexes(s, side)
    limit = 6.0 + extra_mp + (1.0 if side == "allied" and s.offensive else 0.0)
    best: dict[str, float] = {}
    heap: list[tuple[float, str]] = []
    for h in supply_sources(s, side, blocked, army):
        best[h] = 0.0
        heap.append((0.0, h))
    heapq.heapify(heap)
    friendly = s.occupied_by(side)
    mules = set(s.mules.get(side, []))
    while heap:
        cost, h = heapq.heappop(heap)
        if cost > best.get(h, math.inf):
            continue
        for n in board.nbrs[h]:
            if n in blocked and n not in friendly:
                continue
            c = enter_cost(s, n, h, False, False)  # the unit walks n -> h
            if c is None:
                continue
            if h in s.interdicted and s.opts.get("fstr.interdiction_ignores_supply"):
                c -= 2.0 * (s.interdicted[h] // 3)  # option C25
            if h in mules:
                c = max(c - 1.0, 0.5)  # a mule lowers the hex's cost by 1 MP (17.4, line 911)
            total = cost + c
            if total <= limit + 1e-9 and total < best.get(n, math.inf):
                best[n] = total
                heapq.heappush(heap, (total, n))
    if side == "allied":
        for h, hx in board.hexes.items():
            if "port" in hx.features and s.control.get(h) == "allied":
                for n in (h, *board.nbrs[h]):
                    best.setdefault(n, 0.0)
    return best


def in_supply(
    s: FstrState, units: Iterable[str], supplied: dict[str, float] | None = None
) -> dict[str, bool]:
    units = list(units)
    out: dict[str, bool] = {}
    cache: dict[str, dict[str, float]] = {}
    for u in units:
        side = s.side_of(u)
        if supplied is not None:
            table = supplied
        else:
            if side not in cache:
                cache[side] = supplied_hexes(s, side)
            table = cache[side]
        out[u] = s.loc.get(u) in table or u in s.auto_supply
    return out
