"""Operations of a segment (rules 9, 11, 13, 15; seed 003 lines 345-368, 455-611, 619-681, 787-809).

The active player picks an activated formation (or the tactical adjustment, or a Reserve hex);
its operation runs steps A-D of sequence.OPERATION: A designate Reserves and bonus units, B move
(and bombard), C attack, D activate Reserves one hex at a time (each a small operation of its own:
B then C). After every move of the active player the other player gets his windows: Reaction (13)
and bombardment of the mover by artillery in range and aircraft (16.1.2-16.1.3).
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.fstr import actions as A
from sandtable.games.fstr.artillery import bombard_options, start_bombardment
from sandtable.games.fstr.combat import start_battle
from sandtable.games.fstr.flow import ask, handler, note, push, task
from sandtable.games.fstr.movement import can_stack
from sandtable.games.fstr.state import FstrState, other

STEP_PROMPT = {
    "A": "step A: Reserves and bonus units, then Done",
    "B": "step B: move, bombard, then Done",
    "C": "step C: attack, bombard, then Done",
    "D": "step D: activate a Reserve hex, or Done",
}


OPERATIONS = ("division", "corps")  # bought formation operations (not a reassignment, 7.1)


def active_side(s: FstrState) -> str:
    return s.seg_order[s.seg]


def op_units(s: FstrState) -> list[str]:
    return [u for u in (s.op or {}).get("units", []) if u in s.loc]


def formation_units(s: FstrState, side: str, formation: str) -> list[str]:
    kind = s.world.counters.formations[formation].kind
    forms = {formation}
    if kind == "corps":
        forms = set(next((b[2] for b in s.bought[side] if b[1] == formation and b[0] in OPERATIONS), []))
    from sandtable.games.fstr.bari import formation_ready

    return [
        u
        for u in s.on_map(side)
        if s.unit(u).formation in forms and u not in s.activated and u not in s.reserve and u not in s.end_ops
    ] + (formation_ready(s, forms) if side == "allied" else [])  # and those in the Bari Port Box (9.5.7)


# -- the segment menu --------------------------------------------------------------------------------
@handler("segment")
def _on_segment(s: FstrState, p: dict[str, Any], a: Action) -> None:
    side = p["side"]
    if isinstance(a, A.Done):
        return  # the segment's operations end; supply check and END OPS removal follow
    if isinstance(a, A.Operate):
        s.to_operate[side].remove(a.formation)
        units = formation_units(s, side, a.formation)
        s.activated.update(units)
        kind = s.world.counters.formations[a.formation].kind
        bought = next((b[2] for b in s.bought[side] if b[1] == a.formation and b[0] in OPERATIONS), [])
        divs = len(bought) if kind == "corps" else 0
        s.op = {
            "side": side,
            "formation": a.formation,
            "units": units,
            "step": "A",
            "bonus_left": 4 + divs if kind == "corps" else 1,
            "attacked": [],
            "penetrate": [],
            "parent": None,
        }
        note(s, f"{side} operates {a.formation}")
    elif isinstance(a, A.Adjust):  # 9.11: free, once an impulse, at most 3 dots from one hex
        s.adjusted[side] = True
        s.activated.update(a.units)
        s.op = {
            "side": side,
            "formation": "tactical adjustment",
            "units": list(a.units),
            "step": "A",
            "bonus_left": 0,
            "attacked": [],
            "penetrate": [],
            "parent": None,
        }
    elif isinstance(a, A.ActivateReserve):  # C43: Reserves may act in a segment with no formation
        activate_reserve(s, side, a.hex, parent=None)
    elif isinstance(a, A.Choose) and a.option == "intelligence":  # 9.9
        from sandtable.games.fstr.interdiction import intelligence

        push(s, ("segment_menu", {"side": side}))
        intelligence(s)  # the hexes are the player's choice (Examine), then back to the menu
        return
    elif isinstance(a, A.Choose) and a.option.startswith("withdraw_depot:"):  # 9.5, line 521
        from sandtable.games.fstr.landings import withdraw_depot

        withdraw_depot(s, a.option.split(":", 1)[1])
    elif isinstance(a, A.Choose) and a.option == "switch_naples":  # 17.1, line 889
        s.naples_switched = True
        s.depots = {h: o for h, o in s.depots.items() if o != "allied"}
        note(s, "V Army now draws its supply from Naples; the depots are removed")
    elif isinstance(a, A.Drop):
        from sandtable.games.fstr.drops import start_drop

        push(s, ("segment_menu", {"side": side}))  # after the drop's dice and operation
        units = [u for u in s.drops.pop(0) if u in s.loc or u in s.drop_ready]
        if units:
            start_drop(s, units, a.hex)
        return
    elif isinstance(a, A.Land):
        from sandtable.games.fstr.landings import land_major, land_minor

        push(s, ("segment_menu", {"side": side}))  # after the landing's operation
        kind, *units = s.landings.pop(0)
        units = [u for u in units if u in s.loc or u in s.landing_ready or u in s.bari]
        if units and kind == "minor_landing":
            land_minor(s, units[0], a.hex)
        elif units:
            land_major(s, units, a.hex)
        return
    elif isinstance(a, A.Emergency):
        from sandtable.games.fstr.special import start_emergency

        start_emergency(s, side, a.hex)
    push(s, ("op_ask", {}), ("segment_menu", {"side": side}))


def activate_reserve(
    s: FstrState, side: str, hex_key: str, parent: dict[str, Any] | None, interrupt: bool = False
) -> None:
    """Units of one Reserve hex act now (15.1-15.2): a small operation, steps B and C."""
    units = [
        u
        for u in s.combat_at(hex_key, side)
        if u in s.reserve and u not in s.end_ops and u not in s.activated
    ]
    for u in units:
        s.reserve.discard(u)
    s.activated.update(units)
    s.op = {
        "side": side,
        "formation": f"Reserve at {hex_key}",
        "units": units,
        "step": "B",
        "bonus_left": 0,
        "attacked": [],
        "penetrate": [],
        "parent": parent,
        "interrupt": interrupt,
    }


@task("op_ask")
def _op_ask(s: FstrState, data: dict[str, Any]) -> None:
    op = s.op
    if op is None:
        return
    ask(s, op["side"], "op_step", STEP_PROMPT[op["step"]], step=op["step"])


@handler("op_step")
def _on_op_step(s: FstrState, p: dict[str, Any], a: Action) -> None:
    op = s.op
    assert op is not None
    side = op["side"]
    step = op["step"]
    if isinstance(a, A.Done):
        if step == "A":
            op["step"] = "B"
        elif step == "B":
            op["step"] = "C"
        elif step == "C":
            for u in op_units(s):  # no attack or attack done: END OPS (lines 625, 701)
                s.end_ops.add(u)
            op["penetrate"] = []
            if (
                op["parent"] is not None
                or op["formation"] in ("tactical adjustment", "KG", "TF", "drop")
                or op.get("interrupt")
            ):
                s.op = op["parent"]
                if s.op is not None and not op.get("interrupt"):
                    push(s, ("op_ask", {}))
                return
            op["step"] = "D"
            if op["formation"] in s.world.counters.formations:  # the enemy's window at step D (C22)
                push(s, ("enemy_reserve_ask", {"side": other(side), "final": False}))
        else:
            s.op = None
            return
        push(s, ("op_ask", {}))
        return
    push(s, ("op_ask", {}))  # after whatever this action queues (windows, battle, dice)
    if isinstance(a, A.AddBonus):
        if s.unit(a.unit).role == "combat":
            op["units"].append(a.unit)
        op["bonus_left"] -= 1
        s.activated.add(a.unit)  # artillery taken as a bonus unit becomes active (lines 463, 473)
    elif isinstance(a, A.SetReserve):
        here = [u for u in op_units(s) if s.loc[u] == a.hex]
        s.reserve.update(here)
        s.activated.difference_update(here)  # they act when their Reserve is activated (15.1)
        op["units"] = [u for u in op["units"] if u not in here]
    elif isinstance(a, A.Move):
        _move(s, side, a)
    elif isinstance(a, A.Interdict):
        from sandtable.games.fstr.interdiction import interdict

        interdict(s, side, a.hex, a.counters)
    elif isinstance(a, A.Mule):
        from sandtable.games.fstr.mules import place

        place(s, side, a.hex)
    elif isinstance(a, A.SeaMove):  # 11.5 (line 649)
        from sandtable.games.fstr.landings import sea_move

        sea_move(s, a.unit, a.to)
    elif isinstance(a, A.Bridge):
        from sandtable.games.fstr.bridges import blow, repair

        if a.unit:
            repair(s, side, a.unit, a.bridge)
        else:
            blow(s, side, a.bridge)
    elif isinstance(a, A.Bombard):
        moving = any(u in s.moved_seg for u in s.combat_at(a.target))
        start_bombardment(s, side, a.target, a.counters, moving)
    elif isinstance(a, A.Attack):
        attackers: dict[str, list[str]] = {}
        for origin in a.origins:
            attackers[origin] = attack_units_at(s, origin, a.target)
        op["attacked"] = sorted(set(op["attacked"]) | {u for us in attackers.values() for u in us})
        op["penetrate"] = [u for u in op["penetrate"] if u not in op["attacked"]]
        start_battle(s, side, a.target, attackers)
    elif isinstance(a, A.ActivateReserve):
        activate_reserve(s, side, a.hex, parent=op)


def attack_units_at(s: FstrState, origin: str, target: str) -> list[str]:
    """The operation's units in `origin` that may attack `target` now (not END OPS, not yet
    attacked unless penetrating; never into a hex they could not enter, line 695)."""
    from sandtable.games.fstr.movement import enter_cost, group_traits

    op = s.op
    if op is None:
        return []
    pen = set(op.get("penetrate", []))
    done = set(op.get("attacked", []))
    units = [
        u for u in op_units(s) if s.loc[u] == origin and u not in s.end_ops and (u not in done or u in pen)
    ]
    if not units:
        return []
    armour, mtn = group_traits(s, units)
    if enter_cost(s, origin, target, armour, mtn) is None:
        units = [u for u in units if enter_cost(s, origin, target, *group_traits(s, [u])) is not None]
    return units


def _move(s: FstrState, side: str, a: A.Move) -> None:
    from sandtable.games.fstr.special import EXIT, leave_map

    if a.to == EXIT:
        leave_map(s, list(a.units))
        return
    units = list(a.units)
    from sandtable.games.fstr import bari

    if units[0] in s.bari:  # back from the Bari Port Box by land (9.5.7, line 559)
        bari.come_back(s, units, a.to)
        return
    if a.to == bari.BARI:  # off the map by a VIII Army terminal road into the box (line 557)
        from sandtable.games.fstr.movement import movement_allowance, reachable

        start = s.loc[units[0]]
        reach = reachable(s, start, units, movement_allowance(s, units))
        exit_hex = bari.into_box_from(s, start, reach, units)
        if exit_hex is None:
            return
        push(s, ("bari_enter", {"units": units, "at": exit_hex}))
        if exit_hex != start:
            walk(s, side, units, exit_hex)
        return
    if a.strategic:
        arrive(s, units, a.to)
        after_move(s, side, units, a.to)
        return
    walk(s, side, units, a.to)


def walk(s: FstrState, side: str, units: list[str], dest: str) -> None:
    """A move on the map to `dest` along the cheapest path, with the enemy's windows on the way."""
    from sandtable.games.fstr.movement import movement_allowance, path_to

    ma = movement_allowance(s, units)
    path = path_to(s, s.loc[units[0]], dest, units, ma)
    _walk(s, side, units, path[1:] or [dest], ma)


def _walk(s: FstrState, side: str, units: list[str], rest: list[str], mp: float) -> None:
    """Enter the path's hexes one by one with `mp` movement points; entering a hex next to enemy
    units whose artillery can reach it lets that player interrupt the move to bombard (16.1.2,
    lines 847-849) or interdict a hex ahead (16.3, line 867); an interdicted hex may then cost
    more than the points left, and the move ends before it."""
    from sandtable.games.fstr.artillery import counters_in_range

    enemy = other(side)
    if any(h in s.interdicted for h in rest):  # the path was within the MA when chosen
        rest = _affordable(s, side, units, rest, mp)
        if not s.opts.get("fstr.rules_v2"):  # C11: a move cut short still never ends overstacked
            rest = _with_room(s, units, rest)
        if not rest:
            after_move(s, side, units, s.loc[units[0]])
            return
    for i, h in enumerate(rest[:-1]):
        near = any(n in s.occupied_by(enemy) for n in s.world.board.nbrs[h])  # artillery counts (C58)
        if near and counters_in_range(s, enemy, h, attack=False) and can_stack(s, h, units, leaving=units):
            spent = _path_cost(s, side, units, [s.loc[units[0]], *rest[: i + 1]])
            arrive(s, units, h)
            ahead = rest[i + 1 :]
            push(
                s,
                ("mover_bombard_ask", {"side": enemy, "at": h, "midway": True, "ahead": ahead}),
                ("move_on", {"side": side, "units": units, "rest": ahead, "at": h, "mp": mp - spent}),
            )
            return
    arrive(s, units, rest[-1])
    after_move(s, side, units, rest[-1])


@task("move_on")
def _move_on(s: FstrState, data: dict[str, Any]) -> None:
    """After the interrupt the move goes on unless END OPS resulted (line 849)."""
    here = [u for u in data["units"] if s.loc.get(u) == data["at"]]
    if not here:
        return
    if any(u in s.end_ops for u in here):
        after_move(s, data["side"], here, data["at"])
        return
    from sandtable.games.fstr.movement import enter_cost, group_traits

    armour, mtn = group_traits(s, here)
    enemy = s.combat_hexes(other(data["side"]))
    prev = data["at"]
    rest = []
    for h in data["rest"]:  # the rest of the path, while it stays open
        if h in enemy or enter_cost(s, prev, h, armour, mtn) is None:
            break
        rest.append(h)
        prev = h
    rest = _with_room(s, here, rest)
    if rest:
        _walk(s, data["side"], here, rest, float(data.get("mp", 99)))
    else:
        after_move(s, data["side"], here, data["at"])


def _path_cost(s: FstrState, side: str, units: list[str], path: list[str]) -> float:
    """MP to walk `path` (its first hex is where the units stand), as `movement.path_to` counts."""
    from sandtable.games.fstr.movement import enter_cost, group_traits

    armour, mtn = group_traits(s, units)
    near = {n for h in s.combat_hexes(other(side)) for n in s.world.board.nbrs[h]}
    total = 0.0
    for a, b in zip(path, path[1:], strict=False):
        c = enter_cost(s, a, b, armour, mtn)
        total += (c if c is not None else 99.0) + (1 if a in near and b in near else 0)
    return total


def _with_room(s: FstrState, units: list[str], rest: list[str]) -> list[str]:
    """`rest` up to its last hex the units may end in (10, lines 615-617; spec C11): a full hex
    may be passed through, not ended in."""
    rest = list(rest)
    while rest and not can_stack(s, rest[-1], units, leaving=units):
        rest.pop()
    return rest


def _affordable(s: FstrState, side: str, units: list[str], rest: list[str], mp: float) -> list[str]:
    """The longest start of `rest` the units can pay for now (interdiction may have raised it)."""
    here = s.loc[units[0]]
    for n in range(len(rest), 0, -1):
        if _path_cost(s, side, units, [here, *rest[:n]]) <= mp + 1e-9:
            return rest[:n]
    return []


def arrive(s: FstrState, units: list[str], dest: str) -> None:
    """Units enter `dest`: Reserve status ends, enemy artillery alone there is removed (line 821),
    an enemy depot alone there is captured (line 893), control changes (spec C13)."""
    from sandtable.games.fstr.victory import update_control

    side = s.side_of(units[0])
    for u in units:
        s.loc[u] = dest
        s.reserve.discard(u)
        s.acted.add(u)
        s.moved_seg.add(u)
    if side == "allied" and dest == s.world.board.named.get("rome"):
        s.rome_allied = True
    for art in [u for u in s.units_at(dest) if s.side_of(u) != side]:
        s.loc.pop(art, None)
        s.art_off.add(art)
    from sandtable.games.fstr.mules import entered

    entered(s, side, dest)
    if s.depots.get(dest) and s.depots[dest] != side:
        del s.depots[dest]
        s.captured_depot = side
        note(s, f"{side} captures the depot at {dest}")
    update_control(s)
    _lose_reserve_next_to(s, other(side))


def _lose_reserve_next_to(s: FstrState, side: str) -> None:
    """A Reserve unit that becomes adjacent to the enemy loses its status (15, example line 1504)."""
    for u in list(s.reserve):
        if s.side_of(u) == side and u in s.loc and s.enemy_adjacent(s.loc[u], side):
            s.reserve.discard(u)


def after_move(s: FstrState, side: str, movers: list[str], dest: str) -> None:
    """The other player's windows after a move ends: Reaction (13), then bombardment of the movers."""
    push(
        s,
        ("react_ask", {"side": other(side), "at": dest, "movers": movers, "vacated": []}),
        ("mover_bombard_ask", {"side": other(side), "at": dest}),
    )


def reactors(s: FstrState, side: str, at: str) -> list[str]:
    board = s.world.board
    out = []
    for u in s.on_map(side):
        unit = s.unit(u)
        if unit.reaction <= 0 or u in s.reacted or u in s.end_ops:
            continue
        if board.distance(s.loc[u], at) <= unit.reaction:  # range to the mover's final hex (C52)
            out.append(u)
    return out


@task("react_ask")
def _react_ask(s: FstrState, data: dict[str, Any]) -> None:
    if s.seg_order and data["side"] == s.seg_order[s.seg]:
        return  # Reaction only in the opponent's segment (13, line 677): not against his Reserves
    if not any(s.side_of(u) != data["side"] for u in s.combat_at(data["at"])):
        return
    from sandtable.games.fstr.bridges import reaction_blowable

    if reactors(s, data["side"], data["at"]) or reaction_blowable(s, data["side"]):
        ask(
            s,
            data["side"],
            "react",
            "Reaction (13): move units within range, or Done",
            at=data["at"],
            movers=data.get("movers", []),
            vacated=data.get("vacated", []),
        )
    else:
        _advance_after_reaction(s, data)


def react_advance_options(s: FstrState, data: dict[str, Any]) -> list[str]:
    """13.1 (line 681): hexes next to the movers that reacting units have just left empty."""
    from sandtable.games.fstr.movement import enter_cost, group_traits

    movers = [u for u in data.get("movers", []) if s.loc.get(u) == data["at"] and u not in s.end_ops]
    if not movers:
        return []
    enemy = s.occupied_by(data["side"])
    if data["side"] == "axis" and not s.opts.get("fstr.rules_v2"):
        enemy |= set(s.rearguards)  # a rearguard's hex is entered only by attacking it (12, line 671)
    armour, mtn = group_traits(s, movers)
    return sorted(
        h
        for h in set(data.get("vacated", []))
        if h in s.world.board.nbrs[data["at"]]
        and h not in enemy
        and enter_cost(s, data["at"], h, armour, mtn) is not None
        and can_stack(s, h, movers, leaving=movers)
    )


def _advance_after_reaction(s: FstrState, data: dict[str, Any]) -> None:
    options = react_advance_options(s, data)
    if options:
        movers = [u for u in data["movers"] if s.loc.get(u) == data["at"] and u not in s.end_ops]
        ask(
            s,
            other(data["side"]),
            "react_advance",
            "advance into the hex the reacting units left (13.1)?",
            at=data["at"],
            movers=movers,
            vacated=options,
            side_reacting=data["side"],
        )


@handler("react_advance")
def _on_react_advance(s: FstrState, p: dict[str, Any], a: Action) -> None:
    if isinstance(a, A.Done):
        return
    assert isinstance(a, A.Move)
    arrive(s, list(a.units), a.to)
    s.end_ops.update(a.units)  # the advancing units get END OPS (line 681)


@handler("react")
def _on_react(s: FstrState, p: dict[str, Any], a: Action) -> None:
    if isinstance(a, A.Done):
        _advance_after_reaction(
            s, {"side": p["side"], "at": p["at"], "movers": p["movers"], "vacated": p["vacated"]}
        )
        return
    if isinstance(a, A.Bridge):  # 11.7 (line 657) / 12 (line 671): the window stays open
        from sandtable.games.fstr.bridges import blow

        push(s, ("react_ask", {k: p[k] for k in ("side", "at", "movers", "vacated")}))
        blow(s, p["side"], a.bridge)
        return
    assert isinstance(a, A.React)
    origin = s.loc[a.units[0]]
    if s.opts.get("fstr.reaction_counts_as_activation"):  # C23 option
        s.activated.update(a.units)
    for u in a.units:
        s.loc[u] = a.to
        s.reacted.add(u)
        s.reserve.discard(u)  # Reserve units may react but lose the status (line 797)
        s.moved_seg.add(u)
    from sandtable.games.fstr.victory import update_control

    update_control(s)
    _lose_reserve_next_to(s, other(p["side"]))
    vacated = [*p["vacated"], origin] if not s.combat_at(origin, p["side"]) else p["vacated"]
    push(s, ("react_ask", {"side": p["side"], "at": p["at"], "movers": p["movers"], "vacated": vacated}))


@task("mover_bombard_ask")
def _mover_bombard_ask(s: FstrState, data: dict[str, Any]) -> None:
    side, at = data["side"], data["at"]
    if not any(s.side_of(u) != side for u in s.combat_at(at)):
        return
    options = mover_bombard_options(s, side, at, bool(data.get("midway")))
    if options or interdictions_ahead(s, side, data.get("ahead", [])):
        ask(
            s,
            side,
            "mover_bombard",
            "bombard the moving units (16.1.2-16.1.3), or Done",
            at=at,
            midway=bool(data.get("midway")),
            ahead=list(data.get("ahead", [])),
            retreat=bool(data.get("retreat")),
        )


def interdictions_ahead(s: FstrState, side: str, ahead: list[str]) -> list[tuple[str, tuple[str, ...]]]:
    """Interdiction of a hex the movers have not entered yet (16.3, line 867)."""
    if not ahead:
        return []
    from sandtable.games.fstr.interdiction import options

    return [(h, c) for h, c in options(s, side) if h in ahead]


def mover_bombard_options(s: FstrState, side: str, at: str, midway: bool) -> list[tuple[str, ...]]:
    """Artillery in range when the movers are next to friendly units; aircraft only at the end of
    the move (16.1.3, line 853; the optional first-hex reading of line 855 is not offered)."""
    board = s.world.board
    friendly_next = any(n in s.occupied_by(side) for n in board.nbrs[at])  # artillery counts (C58)
    return [
        o
        for o in bombard_options(s, side, at, attack=False)
        if (friendly_next and o[0] != "aircraft") or (o[0] == "aircraft" and not midway)
    ]


@handler("mover_bombard")
def _on_mover_bombard(s: FstrState, p: dict[str, Any], a: Action) -> None:
    if isinstance(a, A.Done):
        return
    if isinstance(a, A.Interdict):  # 16.3 (line 867): before the movers enter the hex
        from sandtable.games.fstr.interdiction import interdict

        interdict(s, p["side"], a.hex, a.counters)
        note(s, f"{a.hex} interdicted during the move")
        push(s, ("mover_bombard_ask", {k: p[k] for k in ("side", "at", "midway", "ahead", "retreat")}))
        return
    assert isinstance(a, A.Bombard)
    start_bombardment(s, p["side"], a.target, a.counters, moving=True, retreating=bool(p.get("retreat")))
