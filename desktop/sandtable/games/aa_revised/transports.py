"""Transports: loading, unloading all or part of a cargo, amphibious assaults (L1235-1271,
L2903-3019, spec C7, C8, C21, C22).

A transport unloads into one territory a turn (L2953-2954, caption L2991) and then stops
(L1240-1244, L2952-2953); "sbarcare una o più unità" (L2975: unload one or more units) lets the
player choose which of its units land, the rest staying aboard. `unload_problem` judges one
transport's unloading of the chosen units, `cargo_problem` an unloading of chosen units from one
or more transports of one sea zone (an amphibious assault from several transports, L1960-1974).
"""

from __future__ import annotations

from collections.abc import Sequence

from sandtable.games.aa_revised.movement import View
from sandtable.games.aa_revised.rules import LAND, SIDE, TRANSPORT_CAPACITY, TRANSPORT_COST
from sandtable.games.aa_revised.state import RevisedState, Unit

CARRIES_LAND = ("transport", "destroyer")  # a destroyer only with Tokyo Express (L3378-3382)


def load_problem(v: View, u: Unit, t: Unit, combat: bool) -> str | None:
    """Loading a land unit (L2922-2957, L2999-3003, spec C7, C8, C21)."""
    s = v.s
    if not s.commands(u.owner):
        return "only the land unit's owner loads it, on its own turn (L2153-2168)"
    if u.type not in LAND or u.type == "industrial_complex":
        return "only land units other than ICs ride transports (L2922-2933)"
    if u.on or u.at not in s.ctx.land:
        return f"unit {u.id} is not in a territory"
    if u.moved or "cm" in u.flags or "fought" in u.flags:
        return "a land unit that has moved cannot be loaded: boarding is its whole move (L2936-2937, C7)"
    if t.type != "transport" and not (
        t.type == "destroyer"
        and t.owner == "japan"
        and u.owner == "japan"
        and u.type == "infantry"
        and s.has_na("japan", "Tokyo Express")
    ):
        return f"unit {t.id} is not a transport"
    if SIDE[t.owner] != v.side:
        return "the transport belongs to the enemy"
    if t.at not in s.ctx.coast.get(u.at, ()):
        return "the transport is not in a sea zone next to the unit"
    if t.at in v.enemy:
        return "no loading in a hostile sea zone (L2956-2957, L3002-3003, spec C8)"
    if t.unloaded:
        return "a transport that unloaded may not load again this turn (L3002-3003)"
    if t.type == "destroyer":
        if s.cargo(t.id):
            return "a destroyer carries 1 infantry (Tokyo Express, L3378-3382)"
    elif s.transport_load(t.id) + TRANSPORT_COST.get(u.type, 9) > TRANSPORT_CAPACITY:
        return "one land unit of any type plus one infantry per transport (L2922-2933)"
    if (
        not combat
        and "cm" in t.flags
        and t.owner == s.power
        and ("fought" not in t.flags or t.flags & {"retreated", "post_unload"})
    ):
        return "a transport that moved in the combat move only loads or unloads after its combat (L2256-2268)"
    return None


def unloadable(s: RevisedState, t: Unit, combat: bool) -> list[Unit]:
    """The cargo of `t` the power to play may land now: its own (allied cargo lands on its owner's
    turn, L3011-3013), not already declared onto a coast, and no AA gun in an assault (an AA gun
    never attacks, L2618-2619)."""
    return [
        c
        for c in s.cargo(t.id)
        if s.commands(c.owner) and not c.landing and not (combat and c.type == "aa_gun")
    ]


def unload_problem(
    v: View, t: Unit, to: str, combat: bool, chosen: Sequence[Unit] | None = None
) -> str | None:
    """Unloading the chosen units of one transport (all it may land when None) into `to`
    (L1245-1250, L2947-2957, L2975, spec C21, C22)."""
    s = v.s
    mine = unloadable(s, t, combat)
    if chosen is None:
        chosen = mine
    for c in chosen:
        if c in mine:
            continue
        if not s.commands(c.owner):
            return "allied units aboard unload on their owner's turn (L2938-2946, L3011-3013)"
        if c.landing:
            return f"that unit is already declared to land in {s.ctx.name(c.landing)} (L1960-1974)"
        return "an AA gun never attacks: it does not land in an amphibious assault (L2618-2619)"
    if not chosen:
        return "the transport carries none of your units that may land (an AA gun never attacks, L2618-2619)"
    if to not in s.ctx.shore.get(t.at, ()):
        return f"{s.ctx.name(to)} is not a coast of the transport's sea zone"
    if to in s.ctx.neutral:
        return "never into a neutral (L1055-1058)"
    if t.unloaded and t.unloaded != to and not (combat and "lightning" in t.flags):
        return "a transport never unloads into two territories in one turn (L2953-2954)"
    if any(c.moved and c.at != t.at for c in chosen):
        return "cargo that has moved cannot unload"
    if combat:
        if not v.hostile(to):
            return "in the combat move transports unload only into hostile territory (L1245-1250)"
    else:
        if t.at in v.enemy:
            return "no unloading in a hostile sea zone (L2956-2957, spec C8)"
        if not s.friendly_land(to, v.side):
            return "in the non-combat move transports unload only into friendly territory (L2256-2261)"
        if "retreated" in t.flags:
            return "a transport that retreated may not unload (L2266-2268)"
        if (
            ("cm" in t.flags or t.moved)
            and t.owner == s.power
            and "fought" in t.flags
            and "post_load" in t.flags
        ):
            return "after its combat a transport may load or unload, not both (L2954-2956)"
        if "cm" in t.flags and "fought" not in t.flags and t.unloaded != to:
            return "a transport that moved in the combat move does not unload in the non-combat move (L2256)"
    return None


def by_transport(s: RevisedState, units: Sequence[int]) -> tuple[dict[int, list[Unit]], str | None]:
    """The chosen cargo units grouped by the transport each rides, or the reason they cannot be."""
    if not units or len(set(units)) != len(units):
        return {}, "name each unit to unload once"
    groups: dict[int, list[Unit]] = {}
    for uid in units:
        c = s.units.get(uid)
        t = s.units.get(c.on) if c is not None and c.on else None
        if c is None or t is None or t.type not in CARRIES_LAND:
            return {}, "only units aboard a transport unload"
        groups.setdefault(t.id, []).append(c)
    if len({s.units[t].at for t in groups}) != 1:
        return {}, "units unloaded together come from transports in one sea zone"
    return groups, None


def cargo_problem(v: View, units: Sequence[int], to: str, combat: bool) -> str | None:
    """Unloading chosen units, of one or more transports in one sea zone, into one territory: each
    transport as if it unloaded alone (L1960-1974: an assault may come from several transports)."""
    groups, problem = by_transport(v.s, units)
    if problem:
        return problem
    if to not in v.s.ctx.spaces:
        return "no such territory"
    for tid, chosen in sorted(groups.items()):
        problem = unload_problem(v, v.s.units[tid], to, combat, chosen)
        if problem:
            return problem
    return None


def lightning(s: RevisedState, t: Unit) -> bool:
    """Lightning Assaults: a Japanese transport assaults one coast, moves on, assaults another; it
    still stops in the first hostile sea zone, and lands only from a zone free of enemies
    (L3413-3420)."""
    return t.type == "transport" and t.owner == "japan" and s.has_na("japan", "Lightning Assaults")
