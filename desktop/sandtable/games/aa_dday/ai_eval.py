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

Two readings, as for 1943-45: greedy values the position as it stands (static); the search agents
(Normal, Hard) value their leaves with the look-ahead reading, which also forecasts the rest of the
turn's deck: one expected battle-board cycle per combat card to come in every contested zone, with
the units that can still join it this card (a move on card 8 or 12, a landing on card 10); card 9's
blockhouse fire on the beach boxes; units stuck behind a full landing zone and a chart that cannot
enter (the US chart's Utah-only row, C5); held cities against the Axis next door; an assault force
per unheld city; fighters over the zones the Axis must move out of or place into. Casualties marked
on the battle board count in both readings.
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
# The look-ahead reading (search leaves) only:
IDLE = 1.0  # a unit stuck in a box behind a full landing zone, in force units
JOIN = 0.85  # a unit that can still join a fight this card, against one already in it
BLOCKED = 4.0  # a chart that cannot enter this turn: about half a roll of units a turn late
DETER = 0.5  # strafing dice are a threat the Axis can dodge by staying put: half their value
W_APPROACH = 0.5  # per city: an assault force the size of what holds it is worth half a city
CLOSE = (1.0, 0.9, 0.6, 0.4, 0.25, 0.15, 0.1)  # a unit's weight by its distance to the city
BIAS = 2.54  # the shipped set-up scores about even (measured on the initial state)
# The look-ahead reading is centred on the middle game (turns 3-6 of greedy games scored +2.5 to +3,
# a value of 0.93-0.95, where the logistic is flat: the search's comparisons of moves, a few
# hundredths apart, were lost under its exploration term of 0.25).
AHEAD_SHIFT = 2.0


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
        units = _board(s)
        strength: dict[str, list[float]] = {}
        allies_total = axis_total = 0.0
        boxes = sc.beach_boxes
        for place, (allied, axis) in units.items():
            a = sum(VALUE[u] * n for u, n in allied.items())
            x = sum(VALUE[u] * n for u, n in axis.items())
            strength[place] = [a, x]
        for units_here in s.units.values():
            for k, n in units_here.items():
                unit = k.split(":", 1)[1]
                if unit in AIR_VALUE:
                    allies_total += AIR_VALUE[unit] * n
        if self.lookahead:
            allies_total -= forecast(s, units, strength)
        for place, (a, x) in strength.items():
            allies_total += a * (BOX_SHARE if place in boxes else 1.0)
            axis_total += x
        near = self._neighbours(s)
        cities = 0.0
        pressure = 0.0
        for city in sc.victory_cities:
            a, x = strength[city]
            if self.lookahead:
                cities += city_share(s, city, a, x, strength, units, near[city])
            elif a and not x:
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
        if self.lookahead:
            score += W_FORCE * patrol(s, units) + W_APPROACH * self._approach(s, strength) - AHEAD_SHIFT
        return score + BIAS

    def _approach(self, s: Any, strength: dict[str, list[float]]) -> float:
        """For each victory city the Allies do not hold, the Allied strength on its way there against
        what an assault needs (the garrison, half the Axis next to it, a margin), each city's share
        capped at 1: a unit counts for the city nearest to it, closer counts more, so the Allies
        mass against every city and an army already big enough for one city goes to another."""
        dist = self._dist[id(s.scen)]
        sc = s.scen
        targets = [c for c in sc.victory_cities if s.control(c) != "allies"]
        if not targets:
            return 0.0
        need = {c: strength[c][1] + 0.5 * sum(strength[z][1] for z in sc.adjacency[c]) + 2.0 for c in targets}
        force = dict.fromkeys(targets, 0.0)
        for z in sc.zones:
            a = strength[z][0]
            if not a or z in sc.victory_cities and z not in targets:
                continue
            best = min(dist[c].get(z, 9) for c in targets)
            nearest = [c for c in targets if dist[c].get(z, 9) == best]
            for c in nearest:
                force[c] += a * CLOSE[min(best, len(CLOSE) - 1)] / len(nearest)
        return sum(min(1.0, force[c] / need[c]) for c in targets)


def _board(s: Any) -> dict[str, tuple[dict[str, float], dict[str, float]]]:
    """Land units per place, (Allied, Axis) by type; casualties already marked on the battle board
    are taken off (they still fire back, 469, but they are lost: without this a casualty choice
    made before the defender's dice looks the same whatever was picked)."""
    battle = getattr(s, "battle", None)
    cas = battle["cas"] if battle else {}
    fighting = battle["zone"] if battle else None
    out: dict[str, tuple[dict[str, float], dict[str, float]]] = {}
    for place, here in s.units.items():
        allied: dict[str, float] = {}
        axis: dict[str, float] = {}
        for k, n in here.items():
            power, unit = k.split(":", 1)
            if unit not in VALUE:
                continue
            if place == fighting:
                n -= cas.get(k, 0)
            if n > 0:
                side = axis if power == "germany" else allied
                side[unit] = side.get(unit, 0) + n
        out[place] = (allied, axis)
    return out


def to_come(s: Any, n: int, strict: bool = False) -> bool:
    """Order card n is still to be played this turn (or is being played, unless `strict`)."""
    for index, (deck, number) in enumerate(s.deck):
        if deck == "order" and number == n:
            return index > s.pos if strict else index >= s.pos
    return False


def _value(units: dict[str, float]) -> float:
    return sum(VALUE[u] * n for u, n in units.items())


def _lose(units: dict[str, float], hits: float) -> None:
    """Expected casualties taken cheapest first (the owner's default, 449), fractions allowed."""
    for unit in sorted(units, key=VALUE.__getitem__):
        if hits <= 0:
            return
        taken = min(units[unit], hits)
        units[unit] -= taken
        hits -= taken


def _cycle(s: Any, allied: dict[str, float], axis: dict[str, float], attacker: str) -> None:
    """One battle-board cycle in expectation: both sides' hits from the units standing before it
    (casualties fire back, 469), one die per unit at factor/6 (447)."""
    sc = s.scen
    a_fire = sum(n * (sc.unit_types[u].attack if attacker == "allies" else sc.defence("uk", u))
                 for u, n in allied.items())
    x_fire = sum(n * (sc.unit_types[u].attack if attacker == "axis" else sc.defence("germany", u))
                 for u, n in axis.items())
    _lose(axis, a_fire / 6)
    _lose(allied, x_fire / 6)


def _join(s: Any, units: dict[str, tuple[dict[str, float], dict[str, float]]], zone: str,
          side_units: dict[str, float], side: int, landing: bool = False) -> None:
    """Units next to a fight that can still walk into it on their side's move card (8 or 12; free
    zones only, 409; up to the stack limit, 419), or land in it from a beach box on card 10, counted
    at JOIN: a battle is joined one unit at a time, and a reading that only sees the first unit
    alone against the garrison never starts one."""
    room = s.scen.stack_limit - sum(n for u, n in side_units.items() if u != "blockhouse")
    if landing:  # card 10: the boxes whose arrow points at this zone (650)
        nexts: Any = [b for b, box in s.scen.beach_boxes.items() if box.lands_in == zone]
    else:
        nexts = s.scen.adjacency[zone]
    for near in nexts:
        if room <= 0:
            return
        if units[near][1 - side]:
            continue  # locked in combat there
        moved = s.moved.get(near, {})
        for unit, n in units[near][side].items():
            if unit == "blockhouse":
                continue
            free = n - sum(m for k, m in moved.items() if k.endswith(":" + unit)
                           and (k.startswith("germany:") == (side == 1)))
            take = min(max(0.0, free), room)
            if take > 0:
                side_units[unit] = side_units.get(unit, 0) + JOIN * take
                room -= take


def forecast(s: Any, units: dict[str, tuple[dict[str, float], dict[str, float]]],
             strength: dict[str, list[float]]) -> float:
    """The look-ahead reading: what the rest of this turn's deck will most likely do to the forces.
    Contested zones fight one cycle on each combat card still to come (11 Allies first, 13 Axis
    first; 441, 660-680); beach boxes take the blockhouses' fire of card 9 (551, 645: one shot
    each at <= 3); units in a box whose landing zone is full when card 10 comes stay exposed
    another turn (650). `strength` is updated in place; the return is the Allied value lost to
    congestion (not a unit lost, a unit idle)."""
    sc = s.scen
    battle = getattr(s, "battle", None)
    for zone in sc.zones:
        allied, axis = units[zone]
        if not allied or not axis:
            continue
        fights = [side for n, side in ((11, "allies"), (13, "axis"))
                  if to_come(s, n, strict=battle is not None and battle["zone"] == zone)]
        if not fights:
            continue
        allied, axis = dict(allied), dict(axis)
        if to_come(s, 8):
            _join(s, units, zone, allied, 0)
        if to_come(s, 10):
            _join(s, units, zone, allied, 0, landing=True)
        if to_come(s, 12):
            _join(s, units, zone, axis, 1)
        for side in fights:
            _cycle(s, allied, axis, side)
        strength[zone] = [_value(allied), _value(axis)]
    idle = 0.0
    full: dict[str, bool] = {}  # boxes that stay full after this turn's landing
    if to_come(s, 9, strict=True) or to_come(s, 10) or to_come(s, 14):
        bunkers: dict[str, int] = {}
        for zone, reach in sc.arcs.items():
            here = units[zone][1].get("blockhouse", 0)
            for box in reach:
                bunkers[box] = bunkers.get(box, 0) + int(here)
        for box_id, box in sc.beach_boxes.items():
            allied = dict(units[box_id][0])
            if not allied:
                continue
            if to_come(s, 9, strict=True):
                _lose(allied, bunkers.get(box_id, 0) * 0.5)
            strength[box_id] = [_value(allied), 0.0]
            room = sc.stack_limit - sum(n for u, n in units[box.lands_in][0].items() if u != "blockhouse")
            landing = to_come(s, 10)
            stuck = sum(allied.values()) - (max(0.0, room) if landing else 0.0)
            if stuck > 0:
                idle += IDLE * stuck if landing else 0.0
                full[box_id] = stuck >= box.capacity - 0.5
    if to_come(s, 14):
        # A chart enters strictly in order (565): when every box its next unit may use stays full
        # (the US chart's first row is "Utah Beach only", C5), that nation gets nothing this turn.
        for cid, chart in sc.charts.items():
            if chart.power == "germany" or not s.charts[cid]:
                continue
            allowed = s.charts[cid][0][1] if s.opts.get("chart_beach_restrictions") else []
            boxes = [b for b, box in sc.beach_boxes.items() if box.power == chart.power
                     and (not allowed or b in allowed)]
            if boxes and all(full.get(b, False) for b in boxes):
                idle += BLOCKED
    return idle


def city_share(s: Any, city: str, a: float, x: float, strength: dict[str, list[float]],
               units: dict[str, tuple[dict[str, float], dict[str, float]]], near: tuple[str, ...]) -> float:
    """How much of a victory city the Allies have, in the look-ahead reading (after `forecast`):
    a held city less what the Axis next to it could walk in with on card 12 (fighters over the
    city strafe whoever enters, 535); a contested one by the square of the strength share
    (concentration wins a battle-board war of attrition). An Axis city is worth nothing here: a
    share for the Allies next to it made the first unit walking in look like a loss."""
    a = a if a > 0.05 else 0.0
    x = x if x > 0.05 else 0.0
    if a and not x:
        if not to_come(s, 12):
            return 1.0
        threat = sum(strength[z][1] - VALUE["blockhouse"] * units[z][1].get("blockhouse", 0)
                     for z in near if not units[z][0])
        threat = min(threat, 8 * VALUE["artillery"]) * (5 / 6) ** min(4, s.air(city, "fighter"))
        return 1.0 - 0.5 * threat * threat / (threat * threat + 4 * a * a) if threat > 0 else 1.0
    if a and x:
        return a * a / (a * a + x * x)
    return 0.0  # the Allied force around an Axis city is the assault term's (DDayEvaluator._approach)


def patrol(s: Any, units: dict[str, tuple[dict[str, float], dict[str, float]]]) -> float:
    """Fighters where the Axis must move or place units (cards 12 and 15; 535, 694), as players of
    the boxed game use them: over Axis stacks that must move (a sector zone's arrivals), a city or
    a fight the Axis feeds from next door, a sector zone while the German charts still hold units;
    less what the artillery there shoots down on card 4 (619). In force units."""
    sc = s.scen
    moving, placing, aa = to_come(s, 12), to_come(s, 15), to_come(s, 4, strict=True)
    if not (moving or placing):
        return 0.0
    sector_zones = {z for zs in sc.sectors.values() for z in zs}
    charts_left = sum(len(v) for cid, v in s.charts.items() if sc.charts[cid].power == "germany")
    total = 0.0
    for zone in sc.zones:
        f = s.air(zone, "fighter")
        if not f:
            continue
        axis_here = units[zone][1]
        movers = 0.0
        if moving:
            # Units here that will want to leave (tanks heading north out of a sector zone), and
            # the Axis feeding a city it holds or a fight from next door; entering an Allied zone
            # is an attack the Axis chooses less often.
            free_here = not units[zone][0]
            movers += 0.5 * sum(n for u, n in axis_here.items() if u != "blockhouse") if free_here else 0.0
            feeding = 0.5 if zone in sc.victory_cities or axis_here else 0.2
            movers += feeding * sum(n for z in sc.adjacency[zone] if not units[z][0]
                                    for u, n in units[z][1].items() if u != "blockhouse")
        if placing and zone in sector_zones and charts_left:
            movers += min(3.0, charts_left / 4)
        total += (1 - (5 / 6) ** min(f, 4)) * min(movers, 8.0) * 1.2 * DETER
        if aa:
            total -= axis_here.get("artillery", 0) * f / 6 * AIR_VALUE["fighter"]
    return total


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
