"""What the player to move may do now, and why anything else is refused (with seed lines).

`legal_actions` lists moves one unit at a time (a Move of several units is legal when one of them
would be); `check_action` gives the reason a player reads when an action is refused.
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action, IllegalAction
from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.engine import casualty_options, fate_is, fate_result, tactic_mods
from sandtable.games.aa_dday.scenario import SIDE_OF
from sandtable.games.aa_dday.state import ADJECTIVES, DDayState, key, split

ENEMY = {"allies": "axis", "axis": "allies"}
WHAT = {
    "move": "move or finish moving (Done)",
    "place_aircraft": "send aircraft or finish (Done)",
    "casualty": "choose a casualty",
    "target": "choose a target",
    "reinforce": "place a reinforcement",
    "pick_zone": "choose a zone",
    "tactic": "play or pass the tactics card",
    "reroll": "choose a die to re-roll",
}
KIND_OF = {
    "move": (A.Move, A.Done),
    "place_aircraft": (A.PlaceAircraft, A.Done),
    "casualty": (A.Casualty,),
    "target": (A.Target,),
    "reinforce": (A.Reinforce, A.Done),
    "pick_zone": (A.PickZone,),
    "tactic": (A.UseTactic,),
    "reroll": (A.Reroll,),
}


def _power_origins(s: DDayState, power: str) -> list[str]:
    return [t for t in s.origins if t.startswith(power + ":")]


def barred(s: DDayState, card: int, side: str) -> set[str]:
    """Zones `side`'s land units may not enter on this card (tactics 7, Flooding the Lowlands)."""
    return {m["zone"] for m in tactic_mods(s, card, "barred") if m["side"] == side}


def units_left(s: DDayState, card: int) -> int | None:
    """How many more units may move on this card when a tactics card limits them (German Convoy)."""
    limit = tactic_mods(s, card, "unit_limit")
    if not limit:
        return None
    return int(limit[0]["value"]) - sum(n for moved in s.moved.values() for n in moved.values())


def move_problem(s: DDayState, power: str, card: int, m: A.Move) -> str | None:
    """Why Move `m` is illegal for `power` on order card `card`, or None."""
    sc = s.scen
    side = SIDE_OF[power]
    problem = _move_problem(s, power, card, m)
    if problem:
        return problem
    closed = barred(s, card, side) & {m.dest, m.via}
    if closed:
        return f"{sc.place_name(closed.pop())} is flooded: no land unit of yours may enter it this turn"
    left = units_left(s, card)
    if left is not None and m.count > left:
        total = int(tactic_mods(s, card, "unit_limit")[0]["value"])
        return f"this tactics card moves at most {total} unit{'' if total == 1 else 's'} in all"
    return None


def _move_problem(s: DDayState, power: str, card: int, m: A.Move) -> str | None:
    sc = s.scen
    side = SIDE_OF[power]
    if m.unit not in sc.unit_types or not sc.unit_types[m.unit].land:
        return f"{m.unit!r} is not a land unit"
    if sc.unit_types[m.unit].move == 0:
        return "blockhouses never move (lines 204, 282)"
    if m.count < 1:
        return "move at least one unit"
    if m.origin not in s.units or m.dest not in sc.zones:
        return "a move goes from a place of the board to a zone"
    k = key(power, m.unit)
    left = s.count(m.origin, k) - s.moved.get(m.origin, {}).get(k, 0)
    if left < m.count:
        return (
            f"only {max(left, 0)} {power} {m.unit} in {sc.place_name(m.origin)} can still move on this card "
            "(a unit moves once per card, line 443)"
        )
    if card == 10:
        box = sc.beach_boxes.get(m.origin)
        if box is None or box.power != power:
            nation = ADJECTIVES.get(power, power)
            return f"on card 10 only units in the {nation} beach boxes land (lines 650-652)"
        dests = (
            {b.lands_in for b in sc.beach_boxes.values() if b.power == power}
            if fate_is(s, 10, "land_anywhere")
            else {box.lands_in}
        )
        if m.dest not in dests or m.via:
            return f"units in {box.name} land in {sc.place_name(box.lands_in)} (line 650)"
        eff = fate_result(s, 10)
        if (
            eff
            and eff.get("effect") == "box_limit"
            and f"{power}:{m.origin}" not in s.origins
            and len(_power_origins(s, power)) >= int(eff["value"])
        ):
            return "fate card 10: units may leave only one beach box of each nation this turn"
    else:
        if m.origin not in sc.zones:
            return f"on card {card} only units already on land move, not those in beach boxes (line 637)"
        if s.land(m.origin, ENEMY[side]):
            return f"units in {sc.place_name(m.origin)} are locked in combat and cannot leave (line 409)"
        eff = fate_result(s, card)
        if (
            eff
            and eff.get("effect") == "origin_limit"
            and f"{power}:{m.origin}" not in s.origins
            and len(_power_origins(s, power)) >= int(eff["value"])
        ):
            return f"fate card {card}: units may leave only {eff['value']} zone(s) this card"
        if m.via:
            steps = 2 if sc.unit_types[m.unit].move >= 2 or fate_is(s, card, "move_two") else 1
            if steps < 2:
                return f"{m.unit} moves one zone (lines 206-244, 405)"
            if m.via not in sc.adjacency[m.origin] or m.dest not in sc.adjacency[m.via] or m.dest == m.origin:
                return (
                    "a two-zone move goes through a zone next to the start into a zone next to it (line 274)"
                )
            if s.land(m.via, ENEMY[side]):
                where = sc.place_name(m.via)
                return f"{where} holds enemy land units: a tank entering it stops there (274, 409)"
        elif m.dest not in sc.adjacency[m.origin]:
            return f"{sc.place_name(m.dest)} is not next to {sc.place_name(m.origin)} (line 405)"
    if s.land(m.dest, side, stacking_only=True) + m.count > sc.stack_limit:
        return f"no more than {sc.stack_limit} land units of a side in one zone (lines 417-421)"
    return None


def moves(s: DDayState, power: str, card: int, first_only: bool = False) -> list[Action]:
    """Every legal single-unit move (one via per destination). The same tests as `move_problem`,
    with the per-zone counts taken once (random games and search call this at every step)."""
    sc = s.scen
    side = SIDE_OF[power]
    enemy = ENEMY[side]
    out: list[Action] = []
    closed = barred(s, card, side)
    left = units_left(s, card)
    if left is not None and left <= 0:
        return out
    if card == 10:
        eff = fate_result(s, 10)
        boxes = [b for b in sc.beach_boxes.values() if b.power == power]
        if eff and eff.get("effect") == "box_limit":
            used = [t.split(":", 1)[1] for t in _power_origins(s, power)]
            if len(used) >= int(eff["value"]):
                boxes = [b for b in boxes if b.id in used]
        anywhere = fate_is(s, 10, "land_anywhere")
        for b in boxes:
            dests = (
                sorted({x.lands_in for x in sc.beach_boxes.values() if x.power == power})
                if anywhere
                else [b.lands_in]
            )
            for k in list(s.units[b.id]):
                unit = split(k)[1]
                if s.count(b.id, k) - s.moved.get(b.id, {}).get(k, 0) <= 0:
                    continue
                for d in dests:
                    if d not in closed and s.land(d, side, stacking_only=True) < sc.stack_limit:
                        out.append(A.Move(unit, b.id, d))
                        if first_only:
                            return out
        return out
    # Per-zone counts asked for lazily: most zones hold none of this power's units, and counting
    # every zone at every step was a third of a random game's time.
    room_of: dict[str, bool] = {}
    hostile_of: dict[str, bool] = {}

    def room(z: str) -> bool:
        r = room_of.get(z)
        if r is None:
            r = room_of[z] = z not in closed and s.land(z, side, stacking_only=True) < sc.stack_limit
        return r

    def hostile(z: str) -> bool:
        h = hostile_of.get(z)
        if h is None:
            h = hostile_of[z] = s.land(z, enemy) > 0
        return h

    eff = fate_result(s, card)
    limited = (
        eff is not None
        and eff.get("effect") == "origin_limit"
        and len(_power_origins(s, power)) >= int(eff["value"])
    )
    two_all = fate_is(s, card, "move_two")
    prefix = power + ":"
    for origin in sc.zones:
        here = s.units[origin]
        if not any(k.startswith(prefix) for k in here) or hostile(origin):
            continue
        if limited and f"{power}:{origin}" not in s.origins:
            continue
        moved = s.moved.get(origin, {})
        for k, n in list(s.units[origin].items()):
            if not k.startswith(prefix):
                continue
            unit = k[len(prefix) :]
            kind = sc.unit_types[unit]
            if not kind.land or kind.move == 0 or n - moved.get(k, 0) <= 0:
                continue
            adjacent = sc.adjacency[origin]
            for d in sorted(adjacent):
                if room(d):
                    out.append(A.Move(unit, origin, d))
                    if first_only:
                        return out
            if kind.move >= 2 or two_all:
                seen = set(adjacent) | {origin}
                for via in sorted(adjacent):
                    if hostile(via) or via in closed:
                        continue
                    for d in sorted(sc.adjacency[via] - seen):
                        seen.add(d)
                        if room(d):
                            out.append(A.Move(unit, origin, d, 1, via))
    return out


def aircraft_zones(s: DDayState, unit: str) -> list[str]:
    from sandtable.games.aa_dday.cards_air import fighter_limit

    if unit == "fighter":
        limit = fighter_limit(s)
        return [z for z in s.scen.zones if limit is None or s.air(z, "fighter") < limit]
    return [z for z in s.scen.zones if not s.land(z, "allies")]


def legal_actions(s: DDayState) -> list[Action]:
    p = s.pending
    assert p is not None
    kind = p["kind"]
    if kind == "move":
        return moves(s, p["power"], p["card"]) + [A.Done()]
    if kind == "place_aircraft":
        unit = p["data"]["unit"]
        return [A.PlaceAircraft(unit, z) for z in aircraft_zones(s, unit)] + [A.Done()]
    if kind == "casualty":
        return [A.Casualty(*split(k)) for k in sorted(casualty_options(s, p["data"]))]
    if kind == "target":
        return [A.Target(place, *split(k)) for place, k in p["data"]["options"]]
    if kind == "reinforce":
        from sandtable.games.aa_dday.cards_land import reinforcement_places

        extra: list[Action] = [A.Done()] if s.opts["hold_back_reinforcements"] else []
        return [A.Reinforce(pl) for pl in reinforcement_places(s, p["data"]["chart"])] + extra
    if kind == "pick_zone":
        return [A.PickZone(z) for z in p["options"]]
    if kind == "tactic":
        return [A.UseTactic(True), A.UseTactic(False)]
    if kind == "reroll":
        return [A.Reroll(0), A.Reroll(1), A.Reroll(2)]
    raise AssertionError(f"unknown pending decision {kind!r}")


def check_action(s: DDayState, action: Action) -> None:
    p = s.pending
    assert p is not None
    kind = p["kind"]
    if not isinstance(action, KIND_OF[kind]):
        raise IllegalAction(f"now {p['power']} must {WHAT[kind]}: {p.get('prompt', '')}", action)
    problem: str | None = None
    if isinstance(action, A.Move):
        problem = move_problem(s, p["power"], p["card"], action)
    elif isinstance(action, A.PlaceAircraft):
        unit = p["data"]["unit"]
        if action.unit != unit:
            problem = f"this card sends {unit}s, not {action.unit}s"
        elif action.zone not in aircraft_zones(s, unit):
            problem = (
                f"at most {s.scen.fighter_limit} fighters patrol one zone (line 423)"
                if unit == "fighter"
                else "bombers go only to zones without Allied land units (lines 330, 539, 623)"
            )
    elif isinstance(action, A.Casualty):
        if key(action.power, action.unit) not in casualty_options(s, p["data"]):
            problem = f"{action.power} {action.unit} is not among the units that can be chosen here"
    elif isinstance(action, A.Target):
        if [action.place, key(action.power, action.unit)] not in p["data"]["options"]:
            problem = "that unit is not a possible target of this shot"
    elif isinstance(action, A.Reinforce):
        from sandtable.games.aa_dday.cards_land import reinforcement_places

        if action.place not in reinforcement_places(s, p["data"]["chart"]):
            problem = (
                f"the next unit cannot enter at {s.scen.place_name(action.place)}: wrong box or sector, "
                "or no room left (lines 565-571, 690, 696)"
            )
    elif isinstance(action, A.Done) and kind == "reinforce" and not s.opts["hold_back_reinforcements"]:
        problem = "reinforcements enter as far as they fit (option hold_back_reinforcements is off; C9)"
    elif isinstance(action, A.PickZone):
        if action.zone not in p["options"]:
            problem = f"{s.scen.place_name(action.zone)} is not one of the zones offered"
    elif isinstance(action, A.Reroll) and action.die not in (0, 1, 2):
        problem = "choose die 1 or 2, or 0 to keep the roll"
    if problem:
        raise IllegalAction(problem, action)


def pending_summary(s: DDayState) -> dict[str, Any]:
    """The decision being asked, for a table: who, what and the prompt."""
    p = s.pending or {}
    return {"kind": p.get("kind"), "power": p.get("power"), "prompt": p.get("prompt", "")}
