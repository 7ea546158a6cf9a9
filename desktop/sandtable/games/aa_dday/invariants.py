"""Invariants of a D-Day state, checked after every action of the random-game tests.

`problems(state)` lists what is broken: pieces conserved (places + charts + lost = the scenario's
totals), stacking (417-423) and box capacities (569), pieces only where they may be (aircraft in a
zone, the airfield or lost; land units never on the airfield), control read from the pieces
(485), the deck played in order (381, 714), aircraft out only between the cards that launch and
land them (298, 631, 700). `move_problems(before, action)` checks one move against the state it was
made in: nobody leaves a zone where it is locked in combat (409).
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.scenario import SIDE_OF, Scenario
from sandtable.games.aa_dday.state import DDayState, split

_TOTALS: dict[int, tuple[Scenario, dict[str, int]]] = {}


def totals(scen: Scenario) -> dict[str, int]:
    """Every piece of the box: set-up plus charts, by "power:type"."""
    hit = _TOTALS.get(id(scen))
    if hit is not None and hit[0] is scen:
        return hit[1]
    totals: dict[str, int] = {}
    for counts in scen.setup.values():
        for k, n in counts.items():
            totals[k] = totals.get(k, 0) + n
    for chart in scen.charts.values():
        for e in chart.entries:
            k = f"{chart.power}:{e.unit}"
            totals[k] = totals.get(k, 0) + 1
    out = {k: n for k, n in totals.items() if n}
    _TOTALS[id(scen)] = (scen, out)
    return out


def _card_number(s: DDayState) -> int:
    if 0 <= s.pos < len(s.deck):
        return s.deck[s.pos][1]
    return 0 if s.pos < 0 else 17


def problems(s: DDayState) -> list[str]:
    found: list[str] = []
    sc = s.scen
    now: dict[str, int] = {}
    for place, units in s.units.items():
        for k, n in units.items():
            if n <= 0:
                found.append(f"{place} holds {n} {k}")
            now[k] = now.get(k, 0) + n
            power, unit = split(k)
            kind = sc.unit_types[unit]
            if place == sc.airfield and kind.land:
                found.append(f"land unit {k} on the airfield")
            if not kind.land and place not in sc.zones and place != sc.airfield:
                found.append(f"aircraft {k} in {place}")
            if unit == "blockhouse" and place not in sc.zones:
                found.append(f"blockhouse outside the zones ({place})")
            if (place in sc.beach_boxes or place in sc.airborne) and SIDE_OF[power] != "allies":
                found.append(f"Axis unit {k} in {place}")
    for cid, entries in s.charts.items():
        power = sc.charts[cid].power
        for unit, _ in entries:
            now[f"{power}:{unit}"] = now.get(f"{power}:{unit}", 0) + 1
    for k, n in s.lost.items():
        if n < 0:
            found.append(f"{n} {k} lost")
        now[k] = now.get(k, 0) + n
    want = totals(sc)
    card = _card_number(s)
    for k in sorted(set(want) | set(now)):
        if now.get(k, 0) != want.get(k, 0):
            found.append(f"{k}: {now.get(k, 0)} pieces in play, {want.get(k, 0)} in the box")
    for z in sc.zones:
        stack = {"allies": 0, "axis": 0}
        present = {"allies": 0, "axis": 0}
        fighters = bombers = 0
        for k, n in s.units[z].items():
            power, unit = split(k)
            kind = sc.unit_types[unit]
            if kind.land:
                present[SIDE_OF[power]] += n
                if kind.stacks:
                    stack[SIDE_OF[power]] += n
            elif unit == "fighter":
                fighters += n
            else:
                bombers += n
        if fighters and not 3 <= card <= 16:
            found.append(f"fighters out in {z} outside cards 3-16")
        if bombers and not 5 <= card <= 7:
            found.append(f"bombers out in {z} outside cards 5-7")
        for side, n in stack.items():
            if n > sc.stack_limit:
                found.append(f"more than {sc.stack_limit} {side} land units in {z}")
        if not s.opts["fate_deck"] and fighters > sc.fighter_limit:
            found.append(f"more than {sc.fighter_limit} fighters in {z}")
        expected = (
            None
            if present["allies"] and present["axis"]
            else "allies"
            if present["allies"]
            else "axis"
            if present["axis"]
            else None
        )
        if s.control(z) != expected:
            found.append(f"control of {z} is not what its pieces say")
    for b in sc.beach_boxes.values():
        if sum(s.units[b.id].values()) > b.capacity:
            found.append(f"{b.id} holds more than its {b.capacity} spaces")
        if any(split(k)[0] != b.power for k in s.units[b.id]):
            found.append(f"{b.id} holds another nation's units")
    if s.played != [f"{d}-{n}" for d, n in s.deck[: max(s.pos, 0)]]:
        found.append("the cards played are not the deck's order")
    if [n for _, n in s.deck] != sorted(n for _, n in s.deck):
        found.append("the deck is not in ascending order")
    if card > 1 and s.turn == 1 and any(s.units[a] for a in sc.airborne):
        found.append("paratroopers still in an airborne space after card 1")
    if not 1 <= s.turn <= sc.turns:
        found.append(f"turn {s.turn} outside 1-{sc.turns}")
    if s.winner is None and s.pending is None:
        found.append("a live state with nothing pending")
    return found


def move_problems(before: DDayState, action: Action) -> list[str]:
    """A move made in `before` must not leave a zone where its units were locked in combat."""
    if not isinstance(action, A.Move) or before.pending is None:
        return []
    side = SIDE_OF[before.pending["power"]]
    enemy = "axis" if side == "allies" else "allies"
    if action.origin in before.scen.zones and before.land(action.origin, enemy):
        return [f"{action.describe()} left a zone locked in combat"]
    return []


def summary(s: DDayState) -> dict[str, Any]:
    return {"turn": s.turn, "winner": s.winner, "contested": s.contested_zones()}
