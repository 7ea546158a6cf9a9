"""The D-Day heuristic for the shared computer players (greedy, search), reached through the table
(`table.DDayTable.evaluator`). No Qt.

The score is from the Allied side (positive: good for the Allies), squashed into (0, 1) by a logistic;
the Axis value is its complement, both Allied seats share the Allied value. Terms, as a player weighs
them:
- cities: the three victory cities (Cherbourg, St. Lô, Caen), Allied-held ones count fully, contested
  ones by the share of land strength the Allies have there; the Allies win by holding all three at two
  victory checks in a row (577-579), so held checks count heavily;
- the clock: ten turns (143); each turn that passes without the cities weighs on the Allies, so the
  Allied value of an unheld city falls as the game goes on and the Axis is content to hold;
- forces: land strength on the board and in the beach boxes (infantry 1, artillery 1.3, tank 1.8,
  blockhouse 1.2), aircraft a little; losses count for both sides;
- beach pressure: Allied strength standing in or next to a city it does not hold, and Axis strength
  in and around its cities (what the coming attack cards 11 and 13 will fight with);
- strafing exposure: Axis units that moved or entered through patrolled zones this card (the strafing
  dice are rolled at the end of the card, lines 535, 668), discounted by the fighters there.
"""

from __future__ import annotations

import math
from typing import Any

from sandtable.ai.agent import values_of
from sandtable.core.protocol import CHANCE, TERMINAL, Action, State

VALUE = {"infantry": 1.0, "artillery": 1.3, "tank": 1.8, "blockhouse": 1.2}
AIR_VALUE = {"fighter": 0.35, "bomber": 0.45}
W_CITY = 1.1
W_HELD = 1.5
W_CLOCK = 0.09
W_FORCE = 0.06
W_PRESSURE = 0.05
W_STRAFE = 0.015  # per fighter die at a mover: a 1 in 6 chance at a unit worth about 0.07
W_ADVANCE = 0.04
BOX_SHARE = 0.8  # a unit waiting in a beach box is worth less than one ashore
BIAS = 2.54  # the shipped set-up scores about even (measured on the initial state)


class DDayEvaluator:
    """Values per seat (Germany, UK, US) in [0, 1]; see the module docstring."""

    def __init__(self, lookahead: bool = False) -> None:
        self.lookahead = lookahead
        self._near: dict[int, dict[str, tuple[str, ...]]] = {}

    def __call__(self, state: State) -> tuple[float, ...]:
        player = state.current_player()
        if player == TERMINAL:
            return values_of(state, 3)
        v = 1.0 / (1.0 + math.exp(-self.score(state)))
        return (1.0 - v, v, v)

    def settles(self, state: State) -> bool:
        """Dice inside a battle cycle are valued as they stand (a cycle is many dice, each a chance
        step); other dice (a bomber, a blockhouse shot) are averaged by the agents."""
        return state.current_player() == CHANCE and getattr(state, "battle", None) is not None

    def candidates(self, state: State, actions: list[Action]) -> list[Action]:
        """Moves of one unit type between the same two zones differ only in the route of a tank:
        keep one of each."""
        seen: set[tuple[Any, ...]] = set()
        out = []
        for a in actions:
            mark = (a.kind, getattr(a, "unit", ""), getattr(a, "origin", ""), getattr(a, "dest", ""),
                    getattr(a, "zone", ""), getattr(a, "place", ""), getattr(a, "power", ""),
                    getattr(a, "use", None), getattr(a, "die", None))
            if mark not in seen:
                seen.add(mark)
                out.append(a)
        return out

    def _neighbours(self, s: Any) -> dict[str, tuple[str, ...]]:
        key = id(s.scen)
        if key not in self._near:
            self._near = {key: {z: tuple(sorted(adj)) for z, adj in s.scen.adjacency.items()}}
            self._dist = {key: {c: _distances(s.scen.adjacency, c) for c in s.scen.victory_cities}}
        return self._near[key]

    def _advance(self, s: Any, strength: dict[str, list[float]]) -> float:
        """Allied land strength by closeness to the victory cities it does not hold yet (1 in the
        city, 1/2 next to it, ...): what makes the Allies push inland rather than wait on the beaches."""
        dist = self._dist[id(s.scen)]
        targets = [c for c in s.scen.victory_cities if s.control(c) != "allies"]
        if not targets:
            return 0.0
        total = 0.0
        for z in s.scen.zones:
            a = strength[z][0]
            if a:
                total += a / (1 + min(dist[c].get(z, 9) for c in targets))
        return total

    def score(self, s: Any) -> float:
        sc = s.scen
        strength: dict[str, list[float]] = {}
        allies_total = axis_total = 0.0
        boxes = s.scen.beach_boxes
        for place, units in s.units.items():
            a = x = 0.0
            for k, n in units.items():
                power, unit = k.split(":", 1)
                if unit in VALUE:
                    if power == "germany":
                        x += VALUE[unit] * n
                    else:
                        a += VALUE[unit] * n
                else:
                    allies_total += AIR_VALUE.get(unit, 0.0) * n
            strength[place] = [a, x]
            allies_total += a * (BOX_SHARE if place in boxes else 1.0)
            axis_total += x
        near = self._neighbours(s)
        cities = 0.0
        pressure = 0.0
        for city in sc.victory_cities:
            a, x = strength[city]
            if a and not x:
                cities += 1.0
            elif a and x:
                cities += 0.25 + 0.5 * a / (a + x)
            around_a = sum(strength[z][0] for z in near[city])
            around_x = sum(strength[z][1] for z in near[city])
            pressure += (a + 0.5 * around_a) - (x + 0.3 * around_x)
        turn_share = (s.turn - 1 + max(0, s.pos) / max(1, len(s.deck))) / max(1, sc.turns)
        clock = W_CLOCK * 10 * turn_share * (len(sc.victory_cities) - cities)
        exposure = 0.0
        for entry in s.strafe:
            zones = entry[2] if len(entry) > 2 else []
            for z in zones if isinstance(zones, list) else []:
                if z in s.units:
                    exposure += min(4, s.air(z, "fighter"))
        score = (W_CITY * cities + W_HELD * s.held - clock + W_FORCE * (allies_total - axis_total)
                 + W_PRESSURE * pressure + W_STRAFE * exposure + W_ADVANCE * self._advance(s, strength))
        return score + BIAS


def _distances(adjacency: dict[str, Any], start: str) -> dict[str, int]:
    """Zones by number of steps from `start` (breadth first)."""
    out = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for z in frontier:
            for m in adjacency.get(z, ()):
                if m not in out:
                    out[m] = out[z] + 1
                    nxt.append(m)
        frontier = nxt
    return out


__all__ = ["DDayEvaluator"]
