"""Reinforcements (18, seed 003 lines 923-933) and replacements (19, lines 935-937).

Reinforcements enter in the reinforcement phase of their impulse at their printed place (the
scenario's zone, filled by the default placement); a hex held by the enemy moves them to the
nearest free hex of the zone, else the nearest free hex. They are supplied to the end of their
arrival impulse (errata; spec 3.13). Replacements are automatic in this version: each division
with losses recovers one infantry and one armour step (two of each with a unit in Reserve);
reduced units on the map flip back first, then units return from the Cadre Box next to a unit of
their division (C32: one step -> reduced side).
"""

from __future__ import annotations

from sandtable.games.fstr.flow import note
from sandtable.games.fstr.movement import can_stack
from sandtable.games.fstr.state import FstrState, other
from sandtable.games.fstr.zones import default_placement


def reinforcements(s: FstrState) -> None:
    sc = s.world.scenario
    board = s.world.board
    for n, entry in enumerate(sc.reinforcements):
        tag = f"{entry.turn}.{entry.impulse}.{n}"
        if tag in s.entered or (entry.turn, entry.impulse) > (s.turn, s.impulse):
            continue
        s.entered.add(tag)
        enemy = s.combat_hexes(other(entry.side))
        zone = frozenset(
            h for h in entry.zone if f"{entry.map}:{h}" in board.hexes and f"{entry.map}:{h}" not in enemy
        )
        if not zone:
            zone = frozenset(
                k.split(":")[1] for k in board.hexes if k.startswith(entry.map) and k not in enemy
            )
        used: dict[str, float] = {}
        for u, h in s.loc.items():
            if h.startswith(entry.map + ":") and s.unit(u).role == "combat":
                used[h.split(":")[1]] = used.get(h.split(":")[1], 0.0) + s.unit(u).dots
        anchor = (
            board.hexes[board.named[str(entry.spec["at"]).casefold()]].label
            if "at" in entry.spec and str(entry.spec["at"]).casefold() in board.named
            else None
        )
        units = [
            u
            for u in entry.units
            if s.unit(u).role != "hq" and u not in s.loc and u not in s.cadre[entry.side]
        ]
        dots = [(u, s.unit(u).dots) for u in units]
        placed = default_placement(board.maps[entry.map], zone, dots, s.world.charts.tec, used, anchor)
        for u, label in placed.items():
            s.loc[u] = f"{entry.map}:{label}"
            if s.unit(u).role == "combat":
                s.steps[u] = s.unit(u).steps
                s.auto_supply.add(u)
                s.arrived_now.add(u)
        settle(s, units)
        note(s, f"reinforcements {', '.join(units)}")


def replacements(s: FstrState) -> None:
    board = s.world.board
    for side in ("allied", "axis"):
        divisions = {
            s.unit(u).formation
            for u in [*s.on_map(side), *s.cadre[side]]
            if s.world.counters.formations[s.unit(u).formation].kind == "division"
        }
        for d in sorted(divisions):
            units = [u for u in s.world.counters.formations[d].units if s.unit(u).role == "combat"]
            double = any(u in s.reserve for u in units)
            for armour in (False, True):
                budget = 2 if double else 1
                for u in units:
                    if budget == 0:
                        break
                    unit = s.unit(u)
                    if (
                        unit.is_armour != armour
                        or unit.tiger
                        or (side == "allied" and (unit.paratroopers or unit.type == "sf"))
                    ):
                        continue
                    if u in s.steps and s.steps[u] < unit.steps and u not in s.oos:
                        s.steps[u] += 1
                        budget -= 1
                    elif u in s.cadre[side]:
                        home = [s.loc[x] for x in units if x in s.loc and x not in s.oos]
                        spots = [
                            h for x in home for h in (x, *board.nbrs[x])
                        ]  # next to the enemy is allowed (line 937)
                        spots = [
                            h for h in spots if h not in s.combat_hexes(other(side)) and can_stack(s, h, [u])
                        ]
                        if not spots:
                            continue
                        s.cadre[side].remove(u)
                        s.loc[u] = spots[0]
                        take = min(budget, unit.steps)
                        s.steps[u] = take
                        budget -= take
                        note(s, f"{u} returns from the Cadre Box")


def settle(s: FstrState, units: list[str]) -> None:
    """Units placed on an enemy-held or overstacked hex (a set-up or arrival zone that is full) go
    to the nearest hex with room and no enemy: the displacement of line 617 (spec C11, T25)."""
    board = s.world.board
    for u in units:
        h = s.loc.get(u)
        if h is None or s.unit(u).role != "combat":
            continue
        side = s.side_of(u)
        clash = any(s.side_of(x) != side for x in s.combat_at(h))
        if not clash and s.dots(h) <= board.hexes[h].stacking + 1e-9:
            continue
        enemy = s.combat_hexes(other(side))
        del s.loc[u]
        spots = sorted(
            (k for k in board.hexes if k not in enemy and can_stack(s, k, [u])),
            key=lambda k: (board.distance(h, k), k),
        )
        s.loc[u] = spots[0] if spots else h
