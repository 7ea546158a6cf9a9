"""The programming phase's purchases (rules 6, 7, 9; seed 003 lines 370-406, 459-483, 563-607).

Each player secretly buys this impulse's operations from his AP tracks (spec H1): divisions
(1 AP, line 461), corps (activated divisions + 1, line 469 and the example line 1466, spec C1),
the Allied Offensive (2 AP, 9.10, line 599), the Gustav line (2 AP a box, at most 2 AP a turn,
9.6, line 567). Allied armies pay from their own pool, then from XV Army Group's (line 376).
"""

from __future__ import annotations

from itertools import combinations

from sandtable.games.fstr import actions as A
from sandtable.games.fstr.command import army_of, corps_divisions, corps_of, reassignments
from sandtable.games.fstr.state import FstrState


def divisions_in_play(s: FstrState, side: str) -> list[str]:
    forms = s.world.counters.formations
    present = {s.unit(u).formation for u in s.on_map(side)} | {
        s.unit(u).formation for u in s.loc if s.unit(u).role == "artillery"
    }
    hq_rule = bool(s.world.scenario.rules.get("hq_less_units_are_independent"))
    return sorted(
        f
        for f in present
        if f in forms
        and forms[f].kind == "division"
        and forms[f].side == side
        and (not hq_rule or f"HQ/{f}" in s.hq_in_play)  # Anzio: no HQ, no division (line 1196)
    )


def pool_for(s: FstrState, side: str, formation: str) -> list[str]:
    if side == "axis":
        return ["axis"]
    army = army_of(s, formation) or ""
    return [p for p in (army, "XV AG") if p in s.ap] or [p for p in s.ap if p != "axis"]


def can_pay(s: FstrState, pools: list[str], cost: int) -> bool:
    return sum(s.ap.get(p, 0) for p in pools) >= cost


def pay(s: FstrState, side: str, pools: list[str], cost: int) -> None:
    left = cost
    for p in pools:
        take = min(left, s.ap.get(p, 0))
        s.ap[p] -= take
        left -= take
    assert left == 0
    s.spent[side] += cost


def taken(s: FstrState, side: str) -> set[str]:
    out: set[str] = set()
    for item, target, divisions in s.bought[side]:
        if item == "division":
            out.add(target)
        elif item == "corps":
            out.add(target)
            out.update(divisions)
    return out


def corps_cost(s: FstrState, corps: str, divisions: tuple[str, ...]) -> int:
    forms = s.world.counters.formations
    if (
        s.opts.get("opt.9.2.1")
        and divisions
        and all(  # a Polish corps of Polish divisions: 2 AP (9.2.1)
            d in forms and forms[d].nation == "pl" for d in divisions
        )
    ):
        return 2
    if s.opts.get("fstr.corps_cost_all_divisions"):
        return len(corps_divisions(s, corps)) + 1
    return len(divisions) + 1


def purchases(s: FstrState, side: str) -> list[A.Buy]:
    """Everything `side` may still buy now (each is legal on its own)."""
    out: list[A.Buy] = []
    used = taken(s, side)
    divs = [d for d in divisions_in_play(s, side) if d not in used]
    corps = sorted({c for d in divs if (c := corps_of(s, d)) is not None} - used)
    for d in divs:
        c = corps_of(s, d)
        if c is not None and c in used:
            continue  # a division of an activated corps is not bought alone (line 461)
        if can_pay(s, pool_for(s, side, d), 1):
            out.append(A.Buy("division", d))
    for c in corps:
        mine = [d for d in corps_divisions(s, c) if d in divs]
        for n in range(2, len(mine) + 1):  # at least two divisions (line 398)
            for combo in combinations(mine, n):
                if can_pay(s, pool_for(s, side, c), corps_cost(s, c, combo)):
                    out.append(A.Buy("corps", c, combo))
    if (
        side == "allied"
        and s.opts.get("opt.9.10")
        and s.offensive is None
        and not any(b[0] == "offensive" for b in s.bought[side])
    ):
        for marker in s.offensives_left:
            if can_pay(s, _offensive_pools(s, marker), 2):
                out.append(A.Buy("offensive", marker))
    if side == "allied" and can_pay(s, [p for p in s.ap if p != "axis"], 1):
        groups = airfield_points(s) // 3 - sum(1 for b in s.bought[side] if b[0] == "airfield_group")
        cap = int(s.world.charts.raw["air"].get("allied_cap", 9))
        if groups > 0 and s.air["allied"] + 3 * (1 + _groups_bought(s)) <= cap:
            out.append(A.Buy("airfield_group", "airfields"))
    forts_left = int(s.world.scenario.rules.get("fortifications", 7)) - len(s.forts)
    if (
        side == "axis"
        and forts_left > 0
        and not any(b[0] == "fortification" for b in s.bought[side])  # one an impulse (line 575)
        and can_pay(s, ["axis"], 1)
    ):
        out.append(A.Buy("fortification", "fortification"))
    if side == "allied":
        from sandtable.games.fstr.drops import drop_groups

        costs = s.world.charts.operations["costs"]
        bought = {b[1] for b in s.bought[side] if b[0] == "drop"}
        for name, units in drop_groups(s):
            cost = int(costs["drop_division" if len(units) > 1 else "drop_unit"]["ap"])
            if (
                name not in bought
                and not any(u in bought for u in units)
                and can_pay(s, _any_allied(s), cost)
            ):
                out.append(A.Buy("drop", name, units))
    if side == "allied":
        from sandtable.games.fstr.landings import major_options, minor_options

        costs = s.world.charts.operations["costs"]
        minor = int(costs["minor_landing"]["ap"])
        if can_pay(s, _any_allied(s), minor):
            out.extend(A.Buy("minor_landing", u, (u,)) for u in minor_options(s))
        major = int(costs["major_landing"]["ap"])
        if not any(b[0] == "major_landing" for b in s.bought[side]) and can_pay(s, _any_allied(s), major):
            opts = major_options(s)
            out.extend(A.Buy("major_landing", d, us) for d, us in opts)
            out.extend(
                A.Buy("major_landing", f"{d1}+{d2}", u1 + u2)
                for i, (d1, u1) in enumerate(opts)
                for d2, u2 in opts[i + 1 :]
            )
    gustav_now = any(b[0] == "gustav" for b in s.bought[side])
    if (
        side == "axis"
        and s.gustav < 2
        and s.gustav_paid_turn == 0
        and not gustav_now
        and can_pay(s, ["axis"], 2)
    ):
        out.append(A.Buy("gustav", "Gustav line"))
    return [*out, *reassignments(s, side)]  # step 4b, before any of the above (7.1)


def _any_allied(s: FstrState) -> list[str]:
    return [p for p in s.ap if p != "axis"]


def airfield_points(s: FstrState) -> int:
    """Air points of the airfields the Allies control (9.8.1, line 585; example line 1466)."""
    board = s.world.board
    return sum(h.air_points for k, h in board.hexes.items() if h.air_points and s.control.get(k) == "allied")


def _groups_bought(s: FstrState) -> int:
    return sum(1 for b in s.bought["allied"] if b[0] == "airfield_group")


def _offensive_pools(s: FstrState, marker: str) -> list[str]:
    """An army's marker is paid from its army, then XV AG; XV AG's from XV AG alone (6, line 376),
    each pool once: listing XV AG twice counted its points twice in `can_pay`."""
    return list(dict.fromkeys(p for p in (marker, "XV AG") if p in s.ap)) or [p for p in s.ap if p != "axis"]


def buy(s: FstrState, side: str, b: A.Buy) -> None:
    """Pay and record a purchase; its effects wait for the reveal (spec H1: the other player must
    not learn anything from the state before both have committed)."""
    if b.item == "reassign":
        from sandtable.games.fstr.command import buy as reassign

        reassign(s, side, b.target, b.divisions[0])
        return
    if b.item in ("division", "corps"):
        cost = 1 if b.item == "division" else corps_cost(s, b.target, b.divisions)
        pay(s, side, pool_for(s, side, b.target), cost)
    elif b.item == "offensive":
        pay(s, side, _offensive_pools(s, b.target), 2)
    elif b.item == "gustav":
        pay(s, side, ["axis"], 2)
    elif b.item == "fortification":  # 9.7, line 575: placed in step 4f
        pay(s, side, ["axis"], 1)
    elif b.item in ("minor_landing", "major_landing"):  # 9.5, 9.5.3 (costs: reconstruction, G9)
        pay(s, side, _any_allied(s), int(s.world.charts.operations["costs"][b.item]["ap"]))
    elif b.item == "drop":  # 9.4: a division or a single unit (costs: reconstruction, G9)
        costs = s.world.charts.operations["costs"]
        pay(
            s,
            side,
            _any_allied(s),
            int(costs["drop_division" if len(b.divisions) > 1 else "drop_unit"]["ap"]),
        )
    elif b.item == "airfield_group":  # 3 aircraft for 1 AP (example line 1466)
        pay(s, side, [p for p in s.ap if p != "axis"], 1)
    s.bought[side].append([b.item, b.target, list(b.divisions)])


def reveal(s: FstrState) -> None:
    """Both committed: the purchases are revealed and take effect (HQs flipped, line 380)."""
    from sandtable.games.fstr.command import reveal as display

    for side in ("allied", "axis"):
        display(s, side)
        for item, target, divisions in s.bought[side]:
            if item in ("division", "corps"):
                s.to_operate[side].append(target)
                s.active_forms.add(target)
                s.active_forms.update(divisions)
            elif item == "offensive":
                s.offensive = target
                s.offensives_left.remove(target)  # each marker once (line 597)
                if s.weather == "fine":
                    s.air["allied"] += 1  # one more aircraft if the weather allows (line 603, C42)
            elif item == "gustav":
                s.gustav += 1
                s.gustav_paid_turn += 2
            elif item == "airfield_group":
                s.air["allied"] += 3
            elif item == "fortification":
                s.forts_to_place += 1
            elif item == "drop":
                s.drops.append(list(divisions))
            elif item in ("minor_landing", "major_landing"):
                s.landings.append([item, *divisions])
