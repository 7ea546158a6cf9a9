"""Combat (rule 14, seed 003 lines 683-785): the one resolver used by play, tests and any odds display.

`odds()` computes a battle before the dice in the order of spec C50: attacker per hex (one terrain
reduction, Tank Shock), defender (one terrain multiplier, fortifications for Axis units, village
+1), ratio rounded down to a column, column shifts, die modifiers. The battle then runs as tasks:
tactical support (attacker, then defender; one 2d6 each), the CRT roll, losses (the owner picks),
retreat or retreat-instead-of-a-step (defender), advance and penetration (attacker).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.fstr import actions as A
from sandtable.games.fstr.command import army_of
from sandtable.games.fstr.flow import ask, handler, note, push, roll, task
from sandtable.games.fstr.movement import can_stack, enter_cost, group_traits
from sandtable.games.fstr.state import FstrState, other

FORT_FEATURES = ("gustav", "bernhardt", "fortification")


def fortified(s: FstrState, hex_key: str) -> bool:
    """Operational Gustav (9.6, line 567), Bernhardt (line 571) or a fortification marker (line 575)."""
    f = s.world.board.hexes[hex_key].features
    return ("gustav" in f and s.gustav >= 2) or "bernhardt" in f or hex_key in s.forts


def no_armour_hex(s: FstrState, hex_key: str) -> bool:
    """City, operational Gustav, Bernhardt or fortification: no armour bonus (line 715, spec C5)."""
    return "city" in s.world.board.hexes[hex_key].features or fortified(s, hex_key)


def tank_shock_hex(s: FstrState, hex_key: str) -> bool:
    return tank_shock_terrain(s.weather, s.world.board.hexes[hex_key].terrain, no_armour_hex(s, hex_key))


def tank_shock_terrain(weather: str, terrain: str, no_armour: bool) -> bool:
    """Tank Shock: on plain only, not in bad weather, not where armour has no bonus (14.2.3, 719-725)."""
    return weather != "bad" and terrain == "plain" and not no_armour


def opposite(s: FstrState, target: str, a: str, b: str) -> bool:
    (qt, rt), (qa, ra), (qb, rb) = (s.world.board.hexes[h].axial for h in (target, a, b))
    return (qa - qt, ra - rt) == (qt - qb, rt - rb)


# -- the arithmetic of the combat chart (14.2), shared by `odds` and `odds_exact` ---------------------
def origin_attack(
    tec: Any,
    value: float,
    target_terrain: str,
    hexside: str | None,
    ridge: bool,
    from_plain: bool,
    shock_hex: bool,
    armour: bool,
    td: bool,
    d_armour: bool,
    d_td: bool,
) -> tuple[float, list[str]]:
    """The attack of the units of one hex: one terrain reduction at most (14.2.1, line 707), then
    Tank Shock x2 or no armour against armour x1/2 (14.2.3, line 719). Returns the value and why."""
    reductions = []
    if hexside:
        reductions.append(float(tec["hexsides"][hexside].get("attacker", 1)))
    if ridge:
        reductions.append(float(tec["hexsides"]["ridge"].get("attacker", 1)))
    if from_plain:
        reductions.append(float(tec["terrain"][target_terrain].get("attacker_from_plain", 1)))
    factor = min(reductions, default=1.0)
    value *= factor
    why = []
    if factor != 1:
        why.append(f"x{factor} (terrain, line 707)")
    if shock_hex:
        if armour and not td and not d_armour and not d_td:
            value *= 2
            why.append("Tank Shock x2 (line 719)")
        elif not armour and d_armour:
            value *= 0.5
            why.append("no armour against armour x1/2 (line 719)")
    return value, why


def defence_value(
    tec: Any, terrain: str, features: Collection[str], fort: bool, units: list[tuple[float, bool, bool]]
) -> tuple[float, bool]:
    """The defence of a hex's units given as (factor, armour, Axis): one terrain multiplier (city,
    mountain), fortifications x2 for Axis non-armour, armour without the benefit of city, mountain or
    village (line 707), village +1 after the multiplier (C6). Returns the value and whether +1 applied."""
    mult = float(tec["terrain"].get(terrain, {}).get("defence", 1))
    if "city" in features:
        mult = max(mult, float(tec["features"]["city"].get("defence", 1)))
    defence = 0.0
    for factor, is_armour, axis in units:
        m = mult
        if is_armour and (terrain == "mountain" or "city" in features or "village" in features):
            m = 1.0
        if fort and axis and not is_armour:
            m = max(m, float(tec["features"]["gustav"].get("axis_defence", 2)))
        defence += factor * m
    village = "village" in features and any(not armour for _f, armour, _a in units)
    if village:
        defence += float(tec["features"]["village"].get("defence_add", 1))
    return defence, village


def defence_note(tec: Any, terrain: str, fort: bool, raw: float, defence: float, village: bool) -> str:
    """Why the defence is more than the printed factors (the terrain or fortification multiplier),
    or "" when it is not: the player reads the counters' factors and must see what grew."""
    multiplied = defence - (float(tec["features"]["village"].get("defence_add", 1)) if village else 0.0)
    if not raw or multiplied <= raw + 1e-9:
        return ""
    how = f"{terrain}, fortified" if fort else terrain
    return f"defence {raw:g} -> {multiplied:g} ({how}, lines 567, 707)"


def with_support(
    charts: Any, base: int, shifts: int, drm: int, support: dict[str, dict[str, int]] | None
) -> tuple[int, int, int]:
    """Support and Gegenangriff results on top of the battle's own shifts and die modifiers
    (attacker's add, defender's subtract), then the column clamped again (C49): (column, shifts, drm)."""
    for who, res in (support or {}).items():
        sign = 1 if who != "defender" else -1
        shifts += sign * int(res.get("columns", 0))
        drm += sign * int(res.get("drm", 0))
    last = len(charts.crt_columns) - 1
    return max(0, min(last, base + shifts)), shifts, drm


def odds(
    s: FstrState,
    target: str,
    attackers: dict[str, list[str]],
    support: dict[str, dict[str, int]] | None = None,
) -> dict[str, Any]:
    """The battle before the dice: attack, defence, column, shifts and die modifiers, each explained."""
    board, tec = s.world.board, s.world.charts.tec
    side = s.side_of(next(iter(attackers.values()))[0])
    defenders = s.combat_at(target, other(side))
    th = board.hexes[target]
    why: list[str] = []
    d_armour = any(s.unit(u).is_armour for u in defenders)
    d_td = any(s.unit(u).td for u in defenders)
    shock = tank_shock_hex(s, target)
    attack = 0.0
    for origin, units in sorted(attackers.items()):
        value, notes = origin_attack(
            tec,
            sum(s.factor(u) for u in units),
            th.terrain,
            board.river(origin, target),
            "ridge" in board.side(origin, target),
            board.hexes[origin].terrain == "plain",
            shock,
            any(s.unit(u).is_armour for u in units),
            any(s.unit(u).td for u in units),
            d_armour,
            d_td,
        )
        why.extend(f"attack from {origin} {n}" for n in notes)
        attack += value
    fort = fortified(s, target)
    defence, village = defence_value(
        tec,
        th.terrain,
        th.features,
        fort,
        [(s.factor(u), s.unit(u).is_armour, s.unit(u).side == "axis") for u in defenders],
    )
    grew = defence_note(tec, th.terrain, fort, sum(s.factor(u) for u in defenders), defence, village)
    if grew:
        why.append(grew)
    if village:
        why.append("village +1 (line 707)")
    column = s.world.charts.crt_column(attack, defence)
    base = column
    shifts = 0
    if (
        len(attackers) > 1
        and not fort
        and any(opposite(s, target, a, b) for a in attackers for b in attackers if a < b)
    ):
        shifts += 1
        why.append("encirclement 1 right (14.2.4, line 729)")
    if any(u in s.oos for units in attackers.values() for u in units):
        shifts -= 1
        why.append("attacker out of supply 1 left (line 897, C28)")
    drm = 0
    if not no_armour_hex(s, target):
        a_bonus = sum(max((s.unit(u).armour for u in units), default=0) for units in attackers.values())
        d_bonus = max((s.unit(u).armour for u in defenders), default=0)
        if a_bonus or d_bonus:
            why.append(f"armour bonus +{a_bonus} -{d_bonus} (14.2.2, lines 711-715)")
        drm += a_bonus - d_bonus
    if th.terrain == "mountain":  # 14.2.5, line 733 (spec C29)
        drm += sum(max((s.unit(u).mountain for u in units), default=0) for units in attackers.values())
        drm -= max((s.unit(u).mountain for u in defenders), default=0)
    if (
        s.offensive
        and side == "allied"
        and any(
            s.offensive == "XV AG" or army_of(s, s.unit(u).formation) == s.offensive
            for units in attackers.values()
            for u in units
        )
    ):
        drm += 1
        why.append("Allied offensive +1 (line 601)")
    if any(u in s.oos for u in defenders):
        drm += 1
        why.append("defender out of supply +1 (line 897)")
    if (
        s.opts.get("opt.14.2.7")
        and (fort or "city" in th.features)
        and any(s.unit(u).paratroopers or s.unit(u).type in ("mg", "sf") for u in defenders)
    ):
        drm -= 1
        why.append("Green/Red Devils -1 (line 745)")
    final, shifts, drm = with_support(s.world.charts, base, shifts, drm, support)
    return {
        "attack": attack,
        "defence": defence,
        "base": base,
        "column": final,
        "shifts": shifts,
        "drm": drm,
        "why": why,
        "defenders": defenders,
        "side": side,
    }


# -- battle flow -----------------------------------------------------------------------------------
def start_battle(s: FstrState, side: str, target: str, attackers: dict[str, list[str]]) -> None:
    s.battle = {
        "side": side,
        "target": target,
        "attackers": attackers,
        "support": {},
        "defenders": s.combat_at(target, other(side)),
    }
    for units in attackers.values():
        s.acted.update(units)
    from sandtable.games.fstr.special import rome_expulsion

    if rome_expulsion(s, target):
        return
    from sandtable.games.fstr.rearguards import alone, attack_rearguard

    if alone(s, target):
        attack_rearguard(s)
        return
    push(
        s,
        ("gegenangriff_ask", {}),
        ("support_ask", {"who": "attacker"}),
        ("support_ask", {"who": "defender"}),
        ("crt_ask", {}),
    )


@task("support_ask")
def _support_ask(s: FstrState, data: dict[str, Any]) -> None:
    from sandtable.games.fstr.artillery import support_counters

    b = s.battle
    assert b is not None
    who = data["who"]
    side = b["side"] if who == "attacker" else other(b["side"])
    if support_counters(s, side, b["target"], who == "attacker"):
        ask(s, side, "support", f"tactical support for the {who}", who=who)


@handler("support")
def _on_support(s: FstrState, p: dict[str, Any], a: Action) -> None:
    from sandtable.games.fstr.artillery import use_counter

    assert isinstance(a, A.Support) and s.battle is not None
    if a.counter:
        use_counter(s, p["side"], a.counter)
        roll(s, f"tactical support ({p['who']}), {a.counter}", "support_roll", {"who": p["who"]}, dice=2)


@task("support_roll")
def _support_roll(s: FstrState, data: dict[str, Any]) -> None:
    assert s.battle is not None
    res = dict(s.world.charts.support_result(sum(data["faces"])))
    s.battle["support"][data["who"]] = res
    note(s, f"support {data['who']}: {res or 'no effect'}")


@task("crt_ask")
def _crt_ask(s: FstrState, data: dict[str, Any]) -> None:
    b = s.battle
    assert b is not None
    o = odds(s, b["target"], b["attackers"], b["support"])
    b["odds"] = {k: o[k] for k in ("attack", "defence", "column", "drm")}
    name = s.world.charts.column_name(o["column"])
    roll(s, f"CRT {name} on {s.world.board.name_of(b['target'])}", "crt_roll", {}, dice=2)


@task("crt_roll")
def _crt_roll(s: FstrState, data: dict[str, Any]) -> None:
    b = s.battle
    assert b is not None
    res = s.world.charts.crt_result(b["odds"]["column"], sum(data["faces"]) + b["odds"]["drm"])
    b["result"] = res.text
    note(s, f"combat result {res.text}")
    att = [u for units in b["attackers"].values() for u in units]
    if res.attacker_end_ops:
        b["attacker_end_ops"] = True
    if res.defender_end_ops:
        s.end_ops.update(u for u in b["defenders"] if u in s.loc)
    if res.defender_steps or res.defender_retreats or res.defender_end_ops:
        from sandtable.games.fstr.rearguards import hit_by_result

        hit_by_result(s, b["target"])
    push(
        s,
        ("defender_result", {"steps": res.defender_steps, "retreat": res.defender_retreats}),
        ("losses", {"side": b["side"], "units": att, "n": res.attacker_steps}),
        ("advance_ask", {}),
        ("battle_end", {}),
    )


@task("losses")
def _losses(s: FstrState, data: dict[str, Any]) -> None:
    units = [u for u in data["units"] if u in s.loc]
    if data["n"] <= 0 or not units:
        return
    if len(units) == 1:
        lose_step(s, units[0])
        push(s, ("losses", {**data, "n": data["n"] - 1}))
        return
    ask(
        s,
        data["side"],
        "lose_step",
        f"choose the unit that loses a step ({data['n']} to take)",
        units=units,
        n=data["n"],
    )


@handler("lose_step")
def _on_lose_step(s: FstrState, p: dict[str, Any], a: Action) -> None:
    assert isinstance(a, A.LoseStep)
    lose_step(s, a.unit)
    push(s, ("losses", {"side": p["side"], "units": p["units"], "n": p["n"] - 1}))


@task("defender_result")
def _defender_result(s: FstrState, data: dict[str, Any]) -> None:
    b = s.battle
    assert b is not None
    side = other(b["side"])
    units = [u for u in b["defenders"] if u in s.loc]
    if not units:
        return
    if data["retreat"]:
        push(
            s,
            ("losses", {"side": side, "units": units, "n": data["steps"]}),
            ("retreat_ask", {"forced": True}),
        )
    elif data["steps"] > 0 and retreat_options(s, b["target"], units):
        ask(
            s,
            side,
            "retreat_choice",
            "retreat 1-2 hexes instead of losing one step (14.3.2)?",
            steps=data["steps"],
        )
    else:
        push(s, ("losses", {"side": side, "units": units, "n": data["steps"]}))


@handler("retreat_choice")
def _on_retreat_choice(s: FstrState, p: dict[str, Any], a: Action) -> None:
    assert isinstance(a, A.Choose) and s.battle is not None
    side = p["side"]
    units = [u for u in s.battle["defenders"] if u in s.loc]
    if a.option == "retreat_instead":  # a retreat absorbs one step at most (line 769, C10)
        push(
            s,
            ("losses", {"side": side, "units": units, "n": p["steps"] - 1}),
            ("retreat_ask", {"forced": False}),
        )
    else:
        push(s, ("losses", {"side": side, "units": units, "n": p["steps"]}))


def terminal_distance(s: FstrState, side: str) -> dict[str, int]:
    from sandtable.games.fstr.supply import terminal_hexes

    terms = terminal_hexes(s, side)
    board = s.world.board
    if not terms:
        return {h: 0 for h in board.hexes}
    return {h: min(board.distance(h, t) for t in terms) for h in board.hexes}


def retreat_options(s: FstrState, start: str, units: list[str], free: bool = False) -> list[str]:
    """End hexes of a 1- or 2-hex retreat toward the side's terminals (14.3.1, lines 763-765; C9),
    continuing past full hexes; never through enemy units, off the map or into impassable terrain."""
    if not units:
        return []
    side = s.side_of(units[0])
    board = s.world.board
    enemy = s.barred(side)
    free = free or bool(s.opts.get("fstr.retreat_free_direction"))
    dist = terminal_distance(s, side)
    armour, mtn = group_traits(s, units)
    nearer_exists = any(dist[n] < dist[start] for n in board.nbrs[start])
    out: set[str] = set()
    frontier = [(start, [start])]
    for depth in range(1, 5):
        nxt = []
        for h, path in frontier:
            for n in board.nbrs[h]:
                if n in path or n in enemy or enter_cost(s, h, n, armour, mtn) is None:
                    continue
                if not free and dist[n] > dist[h]:
                    continue
                nxt.append((n, [*path, n]))
        for n, _path in nxt:
            ok_dir = free or dist[n] < dist[start] or (not nearer_exists and dist[n] <= dist[start])
            if ok_dir and can_stack(s, n, units, leaving=units) and (depth <= 2 or not out):
                out.add(n)
        if depth >= 2 and out:
            break
        frontier = [(n, p) for n, p in nxt if depth < 2 or not can_stack(s, n, units, leaving=units)]
        if not frontier:
            break
    return sorted(out)


@task("retreat_ask")
def _retreat_ask(s: FstrState, data: dict[str, Any]) -> None:
    b = s.battle
    assert b is not None
    units = [u for u in b["defenders"] if u in s.loc]
    if not units:
        return
    opts = retreat_options(s, b["target"], units, free=bool(data.get("exact")))  # Rome: out of the city
    if data.get("exact"):
        opts = [h for h in opts if s.world.board.distance(h, b["target"]) >= data["exact"]] or opts
    if not opts:  # no retreat possible: one more step and stay (line 763)
        push(s, ("losses", {"side": other(b["side"]), "units": units, "n": 1}))
        return
    ask(s, other(b["side"]), "retreat", "choose where the defenders retreat", options=opts)


@handler("retreat")
def _on_retreat(s: FstrState, p: dict[str, Any], a: Action) -> None:
    assert isinstance(a, A.Retreat) and s.battle is not None
    for u in s.battle["defenders"]:
        if u in s.loc:
            s.loc[u] = a.to
            s.reserve.discard(u)
    from sandtable.games.fstr.victory import update_control

    update_control(s)
    # retreating forces may be bombarded, END OPS ignored (14.3.1, line 765), as movers (16.1.2-16.1.3)
    push(s, ("mover_bombard_ask", {"side": other(p["side"]), "at": a.to, "retreat": True}))


@task("advance_ask")
def _advance_ask(s: FstrState, data: dict[str, Any]) -> None:
    b = s.battle
    assert b is not None
    target = b["target"]
    if s.combat_at(target, other(b["side"])) or target in s.rearguards:
        return
    origins = advance_origins(s)
    if origins:
        ask(s, b["side"], "advance", "advance into the vacated hex (14.3.3)?", origins=origins)


def advance_origins(s: FstrState) -> list[str]:
    b = s.battle
    assert b is not None
    out = []
    for origin, units in sorted(b["attackers"].items()):
        left = [u for u in units if s.loc.get(u) == origin]
        if not left:
            continue
        armour, mtn = group_traits(s, left)
        if enter_cost(s, origin, b["target"], armour, mtn) is not None and can_stack(s, b["target"], left):
            out.append(origin)
    return out


@handler("advance")
def _on_advance(s: FstrState, p: dict[str, Any], a: Action) -> None:
    b = s.battle
    assert b is not None
    if isinstance(a, A.Done):
        return
    assert isinstance(a, A.Advance)
    movers = [
        u for u in b["attackers"][a.origin] if s.loc.get(u) == a.origin and (not a.units or u in a.units)
    ]
    from sandtable.games.fstr.ops import arrive

    arrive(s, movers, b["target"])
    b.setdefault("advanced", []).extend(movers)
    push(s, ("advance_ask", {}))
    from sandtable.games.fstr.ops import after_move

    after_move(s, b["side"], movers, b["target"])


@task("battle_end")
def _battle_end(s: FstrState, data: dict[str, Any]) -> None:
    """Attackers get END OPS unless they advanced without an END OPS result: those may penetrate
    (14.3.4, lines 777-779)."""
    b = s.battle
    assert b is not None
    penetrating = [] if b.get("attacker_end_ops") else [u for u in b.get("advanced", []) if u in s.loc]
    for units in b["attackers"].values():
        for u in units:
            if u in s.loc and u not in penetrating:
                s.end_ops.add(u)
    if s.op is not None:
        s.op["penetrate"] = sorted(set(s.op.get("penetrate", [])) - set(s.end_ops) | set(penetrating))
    s.battle = None
    from sandtable.games.fstr.victory import check_any_time

    check_any_time(s)  # and after every combat (C13): a depot captured, Cadre-Box counts


# -- losses ------------------------------------------------------------------------------------------
def lose_step(s: FstrState, uid: str) -> None:
    """14.3 (lines 757-759): a 2-step unit flips, a 1-step or reduced unit goes to the Cadre Box."""
    if uid not in s.steps:
        return
    if s.steps[uid] >= 2:
        s.steps[uid] -= 1
        note(s, f"{uid} reduced")
    else:
        eliminate(s, uid)


def eliminate(s: FstrState, uid: str) -> None:
    side = s.side_of(uid)
    s.loc.pop(uid, None)
    s.steps.pop(uid, None)
    for flags in (s.end_ops, s.reserve, s.reacted, s.oos, s.auto_supply):
        flags.discard(uid)
    s.cadre[side].append(uid)
    note(s, f"{uid} eliminated (Cadre Box)")
    if s.op is not None and uid in s.op.get("units", []):
        s.op["units"] = [u for u in s.op["units"] if u != uid]
