"""Phases 3 and 5, combat move and non-combat move (L981-1309, L2228-2352), and the landing of
aircraft after combat (L1728-1766, spec C12): applying moves, loads and unloads, captures on
entry (blitz, L1218-1234; spec section 10 for non-tank units), the end of the non-combat move
(submarines surface, fighters without a carrier are lost, L2285-2292, L1742-1747).
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.carriers import (
    arriving_carriers,
    bind,
    bound_carrier,
    declare_on_landing,
    meet_zone,
    unbind,
)
from sandtable.games.aa_revised.engine import DECLARED, ask, conquer, handler, phase, push, roll, task
from sandtable.games.aa_revised.movement import View, aa_overflown, air_distances, allowance, path_cost
from sandtable.games.aa_revised.rules import AIR, SIDE, UNITS
from sandtable.games.aa_revised.state import RevisedState
from sandtable.games.aa_revised.transports import lightning, unloadable

CM_PROMPT = "combat move: move units into hostile spaces, load and unload; done to fight"
NCM_PROMPT = "non-combat move: move units that have not moved or fought; done to end"


@phase("combat_move")
def _start_combat_move(s: RevisedState) -> None:
    push(s, ("combat_move_ask", {}))
    if s.power == "uk" and s.has_na("uk", "Joint Strike") and "uk:Joint Strike" not in s.used:
        ask(
            s,
            "uk",
            "declare",
            "declare a Joint Strike: no British combat now, the US fights with "
            "British units on its turn? (L3341-3349)",
            name="Joint Strike",
        )


@task("combat_move_ask")
def _combat_move_ask(s: RevisedState, data: dict[str, Any]) -> None:
    if s.power == "uk" and s.effects.get("joint_strike") == s.round:
        s.note("Joint Strike: the UK skips its combat move (L3341-3349)")
        return
    ask(s, s.power, "combat_move", CM_PROMPT)


def _joint_strike(s: RevisedState, pending: dict[str, Any]) -> None:
    s.effects["joint_strike"] = s.round


DECLARED["Joint Strike"] = _joint_strike


@phase("noncombat_move")
def _start_noncombat(s: RevisedState) -> None:
    ask(s, s.power, "noncombat_move", NCM_PROMPT)


@handler("combat_move")
def _on_combat_move(s: RevisedState, pending: dict[str, Any], action: Action) -> None:
    if isinstance(action, A.Done):
        return
    do_move(s, action, combat=True)
    ask(s, s.power, "combat_move", CM_PROMPT)


@handler("noncombat_move")
def _on_noncombat(s: RevisedState, pending: dict[str, Any], action: Action) -> None:
    if isinstance(action, A.Done):
        push(s, ("ncm_aa", {}), ("end_noncombat", {}))
        return
    do_move(s, action, combat=False)
    ask(s, s.power, "noncombat_move", NCM_PROMPT)


def do_move(s: RevisedState, action: Action, combat: bool) -> None:
    v = View(s, s.active_side)
    if isinstance(action, A.Move):
        for uid in action.units:
            move_unit(s, v, uid, action.path, combat, action.mission)
    elif isinstance(action, A.FlyToCarrier):
        for uid in action.units:
            move_unit(s, v, uid, action.path, combat, "")
            bind(s, s.units[uid], action.carrier, action.meet)  # declared now (L1758-1763, L2272-2278)
    elif isinstance(action, A.Load):
        u, t = s.units[action.unit], s.units[action.transport]
        u.on = t.id
        u.at = t.at
        u.moved = 1  # riding is the land unit's whole move (L2936-2937)
        u.came = ""
        u.flags.add("cm" if combat else "nc")
        if not combat and "fought" in t.flags:
            t.flags.add("post_load")
        s.note(f"{u.type} {u.id} loads onto transport {t.id} in {s.ctx.name(t.at)}")
    elif isinstance(action, A.Unload):
        unload(s, v, s.units[action.transport], action.to, combat)
    elif isinstance(action, A.UnloadUnit):
        unload(s, v, s.units[action.transport], action.to, combat, only={action.unit})
    elif isinstance(action, A.UnloadUnits):
        chosen = set(action.units)
        for tid in sorted({s.units[uid].on for uid in action.units}):
            unload(s, v, s.units[tid], action.to, combat, only=chosen)


def move_unit(s: RevisedState, v: View, uid: int, path: tuple[str, ...], combat: bool, mission: str) -> None:
    u = s.units[uid]
    origin = u.at
    cost = path_cost(s, u, path)  # spaces entered (Island Bases steps free, L3432-3437)
    kind = UNITS[u.type].domain
    if u.on and kind == "air":
        u.on = 0  # a fighter takes off from its carrier before the carrier moves (L1175-1204)
    if (
        kind == "air"
        and (combat or s.opts["aa_overflight"] == "always")
        and s.opts["aa_overflight"] != "attacked_territory_only"
    ):
        u.aa = aa_overflown(v, u, path)
    here = origin
    for step in path:
        if combat and kind == "land" and step != path[-1] and v.hostile(step) and step not in v.enemy:
            conquer(s, step, s.power)  # blitz: take the first territory, then go on (L1224-1230)
            u.flags.add("blitz")
        here = step
    u.came = path[-2] if len(path) > 1 else origin
    u.at = path[-1]
    u.moved += cost
    u.flags.add("cm" if combat else "nc")
    if mission:
        u.flags.add(mission)
    for c in s.cargo(u.id):
        c.at = u.at
    dest = path[-1]
    if (
        not combat
        and kind == "air"
        and u.owner == "uk"
        and s.has_na("uk", "Mideast Oil")
        and dest in ("anglo_egypt", "trans_jordan", "persia")
        and "oil" not in u.flags
    ):
        u.flags.add("oil")  # Mideast Oil: it may move again, up to its normal range (L3361-3366)
        u.flags.discard("nc")
        u.moved = 0
    if (
        combat
        and kind == "land"
        and dest in s.ctx.land
        and v.hostile(dest)
        and not v.combat_units(dest)
        and SIDE[s.owner[dest]] != s.active_side
    ):
        conquer(s, dest, s.power)  # an empty hostile territory, or AA/IC only: taken at once (L1231-1234)
    s.note(
        f"{u.type} {u.id} moves {s.ctx.name(origin)} -> {s.ctx.name(dest)}"
        + (f" ({mission})" if mission else "")
    )
    if here != dest:  # pragma: no cover - path bookkeeping
        raise AssertionError("path bookkeeping")


def unload(s: RevisedState, v: View, t: Any, to: str, combat: bool, only: set[int] | None = None) -> None:
    """Unload the mover's cargo (L2947-2957); behind a sea combat it is declared and lands once the
    zone is cleared (L1975-1998). `only`: the units chosen, the rest staying aboard ("una o più
    unità", L2975; one unit for Lightning Assaults, L3413-3420)."""
    cargo = [c for c in unloadable(s, t, combat) if only is None or c.id in only]
    t.unloaded = to
    if combat and lightning(s, t) and t.at not in v.enemy:
        t.flags.add("lightning")  # it may go on to a second coast (L3413-3420)
    else:
        t.moved = max(t.moved, allowance(s, t))  # no further move this turn (L2952-2953)
    t.flags.add("cm" if combat else "nc")
    if not combat and "fought" in t.flags:
        t.flags.add("post_unload")
    if combat and t.at in v.enemy:
        for c in cargo:
            c.landing = to
        s.note(
            f"transport {t.id} will land {len(cargo)} unit(s) in {s.ctx.name(to)} "
            f"once {s.ctx.name(t.at)} is cleared"
        )
        return
    for c in cargo:
        land_cargo(s, c, to, t.at, combat)
    s.note(f"transport {t.id} unloads {len(cargo)} unit(s) into {s.ctx.name(to)}")
    if combat and to in s.ctx.land and SIDE[s.owner[to]] != s.active_side and not v.combat_units(to):
        conquer(s, to, s.power)


def land_cargo(s: RevisedState, c: Any, to: str, zone: str, combat: bool) -> None:
    c.on = 0
    c.at = to
    c.came = zone
    c.landing = ""
    c.moved = max(c.moved, 1)
    c.flags.add("cm" if combat else "nc")
    if combat:
        c.flags.add("amphibious")  # may not retreat from the land combat (L1650-1652)


# -- AA at overflights ------------------------------------------------------------------------
@task("overflight_aa")
def _overflight_aa(s: RevisedState, data: dict[str, Any]) -> None:
    """Each hostile AA gun flown over fires once at the aircraft, in route order (L1150-1169)."""
    if "face" in data:
        face = data.pop("face")
        uid, where = data["uid"], data["where"]
        if face <= aa_hit_number(s, where):
            u = s.units.get(uid)
            if u is not None:
                s.note(f"AA in {s.ctx.name(where)} shoots down {u.type} {uid}")
                s.remove_unit(uid)
        elif uid in s.units:
            s.units[uid].aa.pop(0)
    for u in sorted(s.units.values(), key=lambda x: x.id):
        if not s.commands(u.owner) or not u.aa:
            continue
        where = u.aa[0]
        if not _aa_still_fires(s, u, where):
            u.aa.pop(0)
            push(s, ("overflight_aa", {}))
            return
        roll(
            s,
            f"AA gun in {s.ctx.name(where)} at {u.type} {u.id} flying over "
            f"(hits on {aa_hit_number(s, where)})",
            "overflight_aa",
            {"uid": u.id, "where": where},
        )
        return


def _aa_still_fires(s: RevisedState, u: Any, where: str) -> bool:
    if u.type == "bomber" and s.has_na("usa", "Superfortresses") and u.owner == "usa":
        return False  # L3456-3462
    return any(g.type == "aa_gun" and SIDE[g.owner] != s.active_side for g in s.units_at(where))


def aa_hit_number(s: RevisedState, where: str) -> int:
    """A 1 hits (L1397-1401); 1-2 with Radar in a beige territory (L3338-3340, L3266-3270)."""
    if s.has_na("uk", "Radar") and s.owner.get(where) == "uk" and s.ctx.original.get(where) == "uk":
        return 2
    return 1


@task("ncm_aa")
def _ncm_aa(s: RevisedState, data: dict[str, Any]) -> None:
    if s.opts["aa_overflight"] == "always":
        push(s, ("overflight_aa", {}))


@task("end_noncombat")
def _end_noncombat(s: RevisedState, data: dict[str, Any]) -> None:
    """Submarines surface (L2285-2292); fighters at sea with no carrier are lost (L1742-1747)."""
    for u in s.units.values():
        u.flags.discard("sub")
    rescue = s.opts["new_carrier_rescues_fighter"] and s.capital_held(s.power)  # C20: Phase 6 comes
    for zone in sorted({u.at for u in s.units.values() if u.type == "fighter" and u.at in s.ctx.sea}):
        fighters = [u for u in s.units_at(zone) if u.type == "fighter"]
        for side in ("allies", "axis"):
            carriers = [c for c in s.units_at(zone) if c.type == "carrier" and SIDE[c.owner] == side]
            mine = [f for f in fighters if SIDE[f.owner] == side]
            seat_carriers(s, carriers, mine)
            for f in mine:
                if not f.on and not (rescue and f.owner == s.power):
                    s.note(f"fighter {f.id} has no carrier in {s.ctx.name(zone)} and is lost")
                    s.remove_unit(f.id)


def rescue_fighters(s: RevisedState) -> None:
    """Option new_carrier_rescues_fighter (C20): after Phase 6 the mover's fighters still at sea take
    a seat on a carrier there (one just placed), or are lost."""
    for f in sorted(s.units.values(), key=lambda u: u.id):
        if f.type != "fighter" or f.owner != s.power or f.at not in s.ctx.sea or f.on:
            continue
        carriers = [c for c in s.units_at(f.at) if c.type == "carrier" and SIDE[c.owner] == SIDE[f.owner]]
        seat_carriers(s, carriers, [f])
        if not f.on:
            s.note(f"fighter {f.id} has no carrier in {s.ctx.name(f.at)} and is lost")
            s.remove_unit(f.id)


def seat_carriers(s: RevisedState, carriers: list[Any], fighters: list[Any]) -> None:
    """Put fighters on carriers with room, the carrier's owner first (L2717-2723)."""
    for f in sorted(fighters, key=lambda f: (f.on == 0, f.id)):
        if f.on and f.on in s.units:
            continue
        f.on = 0
        for c in sorted(carriers, key=lambda c: (c.owner != f.owner, c.id)):
            if s.carrier_room(c) > 0:
                f.on = c.id
                break


# -- landing aircraft after combat (L1728-1766) --------------------------------------------------
def landing_options(s: RevisedState, u: Any, escape: bool = False) -> list[str]:
    """Where an aircraft may land now: a friendly space within its moves; for a fighter also the
    zone where the carrier declared in its combat move comes (L1758-1766), or, when it declared
    none, a zone a carrier can come to, declared now (L1690-1698)."""
    v = View(s, SIDE[u.owner])
    left = 1 if escape else max(0, allowance(s, u) - u.moved)
    arriving: dict[str, int] = {}
    if not escape and u.type == "fighter":
        carrier = s.units.get(bound_carrier(u))
        if carrier is not None:
            arriving = {meet_zone(u): carrier.id}
        elif not bound_carrier(u):
            arriving = arriving_carriers(s, v)
    out = []
    for space in air_distances(s, u.at, left):
        if v.landing_ok(space, u.type == "fighter") or space in arriving:
            out.append(space)
    return sorted(out)


@task("land_aircraft")
def _land_aircraft(s: RevisedState, data: dict[str, Any]) -> None:
    """Every aircraft that flew in the combat move returns to a friendly space (L1680-1698)."""
    for u in sorted(s.units.values(), key=lambda x: x.id):
        if not s.commands(u.owner) or u.type not in AIR or "cm" not in u.flags or "landed" in u.flags:
            continue
        options = landing_options(s, u)
        if not options:
            s.note(f"{u.type} {u.id} has nowhere to land and is lost (L2691-2697)")
            s.remove_unit(u.id)
            continue
        if len(options) == 1:
            settle(s, u, options[0])
            if u.aa:
                push(s, ("overflight_aa", {}), ("land_aircraft", {}))
                return
            continue
        ask(s, u.owner, "land", f"land {u.type} {u.id}", unit=u.id, options=options)
        return


def return_overflights(s: RevisedState, u: Any, to: str) -> list[str]:
    """The hostile AA territories an aircraft flies over on its way back after combat or a retreat
    (L1626-1633, L1680-1689, spec C2), in route order, on the route within its range that meets
    the fewest of them (the player's best route; the destination itself is friendly)."""
    if s.opts["aa_overflight"] == "attacked_territory_only" or u.at == to:
        return []
    v = View(s, SIDE[u.owner])
    guns = {t for t in v.aa if v.hostile(t)}
    left = max(1, allowance(s, u) - u.moved)
    best: dict[str, tuple[int, int, tuple[str, ...]]] = {u.at: (0, 0, ())}
    frontier = [u.at]
    for step in range(1, left + 1):
        nxt = []
        for here in frontier:
            aa, _, route = best[here]
            for n in s.ctx.nb_sorted[here]:
                if n in s.ctx.neutral:
                    continue
                score = (aa + (1 if here in guns and here != u.at else 0), step, (*route, here))
                if n not in best or score[:2] < best[n][:2]:
                    best[n] = score
                    nxt.append(n)
        frontier = nxt
    if to not in best:
        return []
    return [t for t in best[to][2][1:] if t in guns]


@handler("land")
def _on_land(s: RevisedState, pending: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.Land)
    settle(s, s.units[action.unit], action.to)
    push(s, (pending.get("then", "land_aircraft"), pending.get("ctx", {})))
    if s.units[action.unit].aa:
        push(s, ("overflight_aa", {}))  # AA on the way back first (L1680-1689)


def settle(s: RevisedState, u: Any, to: str) -> None:
    u.flags.add("landed")
    u.aa = return_overflights(s, u, to) if s.battle is None and "escape" not in u.flags else []
    if to != u.at:
        u.moved += len(_distance_path(s, u.at, to))
    u.at = to
    u.flags.discard("sbr")
    if to in s.ctx.sea:
        carriers = [c for c in s.units_at(to) if c.type == "carrier" and SIDE[c.owner] == SIDE[u.owner]]
        u.on = 0
        seat_carriers(s, carriers, [u])
        if u.on or (bound_carrier(u) and meet_zone(u) != to):
            unbind(u)  # it landed on a carrier there, or elsewhere than where its carrier comes
        elif bound_carrier(u):
            s.note(f"{u.type} {u.id} waits in {s.ctx.name(to)} for its carrier (L1748-1766)")
        else:
            waits_for = arriving_carriers(s, View(s, SIDE[u.owner])).get(to)
            if waits_for is not None:  # declared now, flying back after its combat (L1690-1698)
                declare_on_landing(s, u, waits_for, to)
    elif bound_carrier(u):
        unbind(u)  # it landed ashore: the carrier need not come
    s.note(f"{u.type} {u.id} lands in {s.ctx.name(to)}")


def _distance_path(s: RevisedState, a: str, b: str) -> list[str]:
    dist = air_distances(s, a, 12)
    return [b] * dist.get(b, 0)


@task("clear_landed")
def _clear_landed(s: RevisedState, data: dict[str, Any]) -> None:
    for u in s.units.values():
        u.flags.discard("landed")
