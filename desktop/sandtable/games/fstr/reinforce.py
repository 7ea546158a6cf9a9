"""Reinforcements (18, seed 003 lines 923-933) and replacements (19, lines 935-937).

Reinforcements enter in the reinforcement phase of their impulse at their printed place (the
scenario's zone, filled by the default placement); a hex held by the enemy moves them to the
nearest free hex of the zone, else the nearest free hex. They are supplied to the end of their
arrival impulse (errata; spec 3.13). Replacements: each division with losses recovers one
infantry and one armour step (two of each with a unit in Reserve), each side some independent
steps; the owner chooses every step's unit and hex (`PlaceUnit`; C32: one step from the Cadre Box
-> reduced side, two -> full side). Scenario recoveries (Anzio, Case Richard, Case Foggia) stay
automatic (`recover`).
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.fstr import actions as A
from sandtable.games.fstr.bari import CHOICE, arriving, reinforce_into_box
from sandtable.games.fstr.flow import ask, handler, note, push, task
from sandtable.games.fstr.movement import can_stack
from sandtable.games.fstr.state import FstrState, other
from sandtable.games.fstr.zones import default_placement


def due(s: FstrState) -> list[int]:
    """Scenario reinforcement entries due now and not entered (delayed ones stay due, C46)."""
    sc = s.world.scenario
    out = []
    for n, entry in enumerate(sc.reinforcements):
        tag = f"{entry.turn}.{entry.impulse}.{n}"
        if tag in s.entered or (entry.turn, entry.impulse) > (s.turn, s.impulse):
            continue
        if any(
            s.unit(u).role != "hq"
            and u not in s.loc
            and u not in s.cadre[entry.side]
            and u not in s.gone
            and u not in s.bari
            for u in entry.units
        ):
            out.append(n)
        else:
            s.entered.add(tag)
    return out


def reinforcements(s: FstrState) -> None:
    """The reinforcement phase: each entry due is entered or delayed at its owner's choice (line 927)."""
    push(s, *[("reinforce_ask", {"n": n}) for n in due(s)])


@task("reinforce_ask")
def _reinforce_ask(s: FstrState, data: dict[str, Any]) -> None:
    entry = s.world.scenario.reinforcements[data["n"]]
    units = ", ".join(u for u in entry.units if s.unit(u).role != "hq")
    drop = " or drop the paratroopers" if can_drop_on_arrival(s, data["n"]) else ""
    ask(s, entry.side, "reinforce", f"enter {units} now{drop}, or delay them", n=data["n"])


def paratroopers_arriving(s: FstrState, n: int) -> list[str]:
    entry = s.world.scenario.reinforcements[n]
    return [
        u
        for u in entry.units
        if s.unit(u).paratroopers
        and s.unit(u).role == "combat"
        and u not in s.loc
        and u not in s.bari
        and u not in s.cadre[entry.side]
    ]


def landing_arrivals(s: FstrState, n: int) -> list[str]:
    entry = s.world.scenario.reinforcements[n]
    return [
        u
        for u in entry.units
        if s.unit(u).role == "combat"
        and u not in s.loc
        and u not in s.bari
        and u not in s.cadre[entry.side]
        and u not in s.gone
    ]


def can_land_on_arrival(s: FstrState, n: int) -> bool:
    """Landing units may come from this turn's reinforcements (9.5, line 517; 9.5.3, line 537)."""
    from sandtable.games.fstr.landings import allowed

    entry = s.world.scenario.reinforcements[n]
    return (
        entry.side == "allied"
        and entry.turn == s.turn
        and s.turn >= 2
        and (allowed(s, "minor") or allowed(s, "major"))
        and bool(landing_arrivals(s, n))
    )


def can_drop_on_arrival(s: FstrState, n: int) -> bool:
    """A reinforcement may drop directly (9.4, line 507): Allied paratroopers of the entry."""
    entry = s.world.scenario.reinforcements[n]
    return entry.side == "allied" and bool(paratroopers_arriving(s, n))


@handler("reinforce")
def _on_reinforce(s: FstrState, p: dict[str, Any], a: Action) -> None:
    assert isinstance(a, A.Choose)
    if a.option == "enter":
        enter(s, p["n"])
    elif a.option == "land":  # the rest enters; the combat units wait for a landing bought this impulse
        ready = [u for u in landing_arrivals(s, p["n"])]
        enter(s, p["n"], skip=ready)
        s.landing_ready.extend(ready)
        note(s, f"{', '.join(ready)} may land this impulse (else they stay due)")
    elif a.option.startswith(CHOICE):  # a VIII Army formation into the Bari Port Box (9.5.7, L561)
        reinforce_into_box(s, p["n"], a.option[len(CHOICE):])
        if any(s.unit(u).role == "combat" for u in arriving(s, p["n"])):
            push(s, ("reinforce_ask", {"n": p["n"]}))  # the rest of the entry: enter, box or delay
        else:
            enter(s, p["n"])  # its HQ and artillery, if any; the entry is done
    elif a.option == "drop":  # the rest enters; the paratroopers wait for a drop bought this impulse
        paras = paratroopers_arriving(s, p["n"])
        enter(s, p["n"], skip=paras)
        s.drop_ready.extend(paras)
        note(s, f"{', '.join(paras)} may drop this impulse (else they stay due)")


def enter(s: FstrState, n: int, skip: list[str] | None = None) -> None:
    sc = s.world.scenario
    board = s.world.board
    entry = sc.reinforcements[n]
    if not skip:  # with units skipped (waiting to drop) the entry stays due for them
        s.entered.add(f"{entry.turn}.{entry.impulse}.{n}")
    enemy = s.barred(entry.side)
    zone = frozenset(
        h for h in entry.zone if f"{entry.map}:{h}" in board.hexes and f"{entry.map}:{h}" not in enemy
    )
    if not zone:
        zone = frozenset(k.split(":")[1] for k in board.hexes if k.startswith(entry.map) and k not in enemy)
    used: dict[str, float] = {}
    for u, h in s.loc.items():
        if h.startswith(entry.map + ":") and s.unit(u).role == "combat":
            used[h.split(":")[1]] = used.get(h.split(":")[1], 0.0) + s.unit(u).dots
    anchor = (
        board.hexes[board.named[str(entry.spec["at"]).casefold()]].label
        if "at" in entry.spec and str(entry.spec["at"]).casefold() in board.named
        else None
    )
    s.hq_in_play.update(u for u in entry.units if s.unit(u).role == "hq")
    from sandtable.games.fstr.command import corps_arrives

    for u in entry.units:
        if s.unit(u).role == "hq":
            corps_arrives(s, s.unit(u).formation)
    units = [
        u
        for u in entry.units
        if s.unit(u).role != "hq"
        and u not in s.loc
        and u not in s.bari
        and u not in s.cadre[entry.side]
        and u not in (skip or [])
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


def withdrawals(s: FstrState) -> None:
    """18.1 (lines 929-933): in the reinforcement phase of impulse 1 of the turn named, every unit
    of the formation, on the map and in the Cadre Box, leaves the game. The card is lost: the
    scenario file lists them (`rules.withdrawals`, marked reconstruction); Case Foggia's delay of
    the paratroopers (line 955) is taken whenever it is granted (`foggia_delay_turns`)."""
    if s.impulse != 1:
        return
    for w in s.world.scenario.rules.get("withdrawals", []) or []:
        delay = int(w.get("foggia_delay_turns", 0)) if "arrive" in s.foggia else 0  # tails (line 955)
        turn = int(w["turn"]) + delay
        if turn != s.turn:
            continue
        units = [u for u in s.world.counters.formations[w["formation"]].units if s.unit(u).side == w["side"]]
        leaving = [u for u in units if u in s.loc or u in s.bari or u in s.cadre[w["side"]]]
        for u in leaving:
            s.loc.pop(u, None)
            s.bari.pop(u, None)  # the Bari Port Box too (9.5.7)
            s.steps.pop(u, None)
            if u in s.cadre[w["side"]]:
                s.cadre[w["side"]].remove(u)
            for flags in (s.end_ops, s.reserve, s.reacted, s.oos, s.auto_supply):
                flags.discard(u)
            s.gone.append(u)
        s.gone.extend(u for u in units if u not in s.gone and u not in leaving)  # not yet arrived: never will
        s.hq_in_play.discard(f"HQ/{w['formation']}")
        note(s, f"{w['formation']} is withdrawn from Italy (18.1)")


INDEPENDENT_STEPS = {"allied": 6, "axis": 3}  # line 937


def recoverable(s: FstrState, uid: str, any_unit: bool = False) -> bool:
    """Never: Allied paratroopers and special forces, Tiger tanks (line 937), unless `any_unit`."""
    u = s.unit(uid)
    return any_unit or not (u.tiger or (u.side == "allied" and (u.paratroopers or u.type == "sf")))


def recover(s: FstrState, side: str, n: int, independents_only: bool = False, any_unit: bool = False) -> int:
    """Recover up to `n` steps for `side`: reduced units on the map flip back first, then units
    return from the Cadre Box to a supplied hex next to a friendly unit (line 937); returns the
    steps recovered. Used for independents (rule 19) and the scenario recoveries (Anzio, C33)."""
    from sandtable.games.fstr.supply import supplied_hexes

    board = s.world.board

    def eligible(u: str) -> bool:
        return (s.independent(u) or not independents_only) and recoverable(s, u, any_unit) and u not in s.oos

    left = n
    for u in sorted(s.steps):
        if left and s.side_of(u) == side and s.steps[u] < s.unit(u).steps and eligible(u):
            s.steps[u] += 1
            left -= 1
    if left:
        table = supplied_hexes(s, side)
        enemy = s.combat_hexes(other(side))
        spots = sorted(h for h in table if h in board.hexes and h not in enemy and h in s.occupied_by(side))
        for u in list(s.cadre[side]):
            if not left:
                break
            if not eligible(u):
                continue
            spot = next((h for h in spots if can_stack(s, h, [u])), None)
            if spot is None:
                break
            s.cadre[side].remove(u)
            s.loc[u] = spot
            s.steps[u] = min(left, s.unit(u).steps)
            left -= s.steps[u]
    if n - left:
        note(s, f"{side} recovers {n - left} step(s)")
    return n - left


def scenario_recoveries(s: FstrState) -> None:
    """Scenario recoveries due this impulse (Anzio, lines 1180, 1204), on top of rule 19 (C33)."""
    for r in s.world.scenario.rules.get("recoveries", []) or []:
        if (r.get("turn"), r.get("impulse", 1)) == (s.turn, s.impulse):
            if "independent_steps" in r:
                recover(s, r["side"], int(r["independent_steps"]), independents_only=True)
            else:
                recover(s, r["side"], int(r.get("steps", 0)))


def replacements(s: FstrState) -> None:
    """Rule 19 (line 937), the recovery phase: each side's pools, independents first, then each
    division with losses, infantry (engineers and recon included) then armour; the owner places
    every step (`replace_options`, a `PlaceUnit` decision; Done gives up the rest of a pool)."""
    queue: list[tuple[str, dict[str, Any]]] = []
    for side in ("allied", "axis"):
        independents = {"side": side, "div": "", "armour": False, "left": INDEPENDENT_STEPS[side]}
        queue.append(("replace_ask", independents))
        divisions = {
            s.unit(u).formation
            for u in [*s.on_map(side), *s.cadre[side]]
            if s.world.counters.formations[s.unit(u).formation].kind == "division"
        }
        for d in sorted(divisions):
            units = [u for u in s.world.counters.formations[d].units if s.unit(u).role == "combat"]
            budget = 2 if any(u in s.reserve for u in units) else 1  # doubled with a Reserve
            for armour in (False, True):
                queue.append(("replace_ask", {"side": side, "div": d, "armour": armour, "left": budget}))
    push(s, *queue)


def replace_options(s: FstrState, side: str, div: str, armour: bool) -> list[tuple[str, str]]:
    """(unit, hex) for one step of a pool: a reduced unit on the map flips back where it stands
    (never out of supply); a unit from the Cadre Box enters in or next to a supplied unit of its
    division (next to the enemy allowed), or, with none on the map, on a supplied hex 6 or more
    hexes from the enemy; an independent on a supplied hex held by a friendly unit (line 937)."""
    from sandtable.games.fstr.supply import supplied_hexes

    board = s.world.board
    if div:
        pool = [
            u
            for u in s.world.counters.formations[div].units
            if s.unit(u).role == "combat" and s.unit(u).is_armour == armour and recoverable(s, u)
        ]
    else:
        pool = [u for u in [*s.on_map(side), *s.cadre[side]] if s.independent(u) and recoverable(s, u)]
    out = [(u, s.loc[u]) for u in pool if u in s.steps and s.steps[u] < s.unit(u).steps and u not in s.oos]
    back = [u for u in pool if u in s.cadre[side]]
    if not back:
        return out
    enemy = s.barred(side)  # the rearguards' too (12, line 671)
    if div:
        home = [s.loc[x] for x in s.world.counters.formations[div].units if x in s.loc and x not in s.oos]
        spots = {h for x in home for h in (x, *board.nbrs[x])}
        if not home:
            table = supplied_hexes(s, side)
            spots = {h for h in table if h in board.hexes and all(board.distance(h, e) >= 6 for e in enemy)}
    else:
        table = supplied_hexes(s, side)
        spots = {h for h in table if h in board.hexes and h in s.occupied_by(side)}
    spots -= enemy
    out += [(u, h) for u in back for h in sorted(spots) if can_stack(s, h, [u])]
    return out


@task("replace_ask")
def _replace_ask(s: FstrState, data: dict[str, Any]) -> None:
    if data["left"] > 0 and replace_options(s, data["side"], data["div"], data["armour"]):
        what = f"{data['div']} {'armour' if data['armour'] else 'infantry'}" if data["div"] else "independent"
        ask(s, data["side"], "replace", f"replacements: {data['left']} {what} step(s) to place",
            div=data["div"], armour=data["armour"], left=data["left"])


@handler("replace")
def _on_replace(s: FstrState, p: dict[str, Any], a: Action) -> None:
    if not isinstance(a, A.PlaceUnit):
        return  # Done: the rest of this pool is given up
    side, u = p["side"], a.unit
    if u in s.steps:
        s.steps[u] += 1
        left = p["left"] - 1
    else:  # C32: one step -> reduced side; two steps of its category on one unit -> full side
        s.cadre[side].remove(u)
        s.loc[u] = a.hex
        s.steps[u] = min(p["left"], s.unit(u).steps)
        left = p["left"] - s.steps[u]
        note(s, f"{u} returns from the Cadre Box")
    push(s, ("replace_ask", {k: p[k] for k in ("side", "div", "armour")} | {"left": left}))


def settle(s: FstrState, units: list[str]) -> None:
    """Units placed on an enemy-held or overstacked hex (a set-up or arrival zone that is full) go
    to the nearest hex with room and no enemy: the displacement of line 617 (spec C11, T25)."""
    board = s.world.board
    for u in units:
        h = s.loc.get(u)
        if h is None or s.unit(u).role != "combat":
            continue
        side = s.side_of(u)
        enemy = s.barred(side)
        if h not in enemy and s.dots(h) <= board.hexes[h].stacking + 1e-9:
            continue
        del s.loc[u]
        spots = sorted(
            (k for k in board.hexes if k not in enemy and can_stack(s, k, [u])),
            key=lambda k: (board.distance(h, k), k),
        )
        s.loc[u] = spots[0] if spots else h
