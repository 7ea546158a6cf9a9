"""The legal actions of the decision at hand, and the reason an action is refused.

Interchangeable units (same owner, type, place, cargo and per-turn facts) are listed once, by
their lowest id; `check_legal` accepts any of them, and any legal path, not only the listed one.
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action, IllegalAction, brief
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.advantages import enigma_moves
from sandtable.games.aa_revised.bombing import rocket_options
from sandtable.games.aa_revised.carriers import (
    binding_problem,
    bindings,
    bound_carrier,
    carrier_duty,
    declared_in_combat_move,
    meet_zone,
    needs_carrier,
)
from sandtable.games.aa_revised.engine import lend_lease_units
from sandtable.games.aa_revised.mobilize import can_buy, placements
from sandtable.games.aa_revised.movement import (
    View,
    allowance,
    mobile_industry,
    path_cost,
    path_problem,
    reach,
)
from sandtable.games.aa_revised.rules import AIR, DEVELOPMENT_DIE, LAND, RESEARCH_DIE_COST, UNITS
from sandtable.games.aa_revised.state import RevisedState, Unit
from sandtable.games.aa_revised.transports import (
    cargo_problem,
    lightning,
    load_problem,
    unload_problem,
    unloadable,
)

MAX_LISTED_DICE = 6


def _key(u: Unit, cargo: dict[int, list[tuple[str, str, str]]],
         awaited_at: dict[int, set[str]]) -> tuple[Any, ...]:
    aboard = tuple(sorted(cargo.get(u.id, ())))
    return (
        tuple(sorted(awaited_at.get(u.id, ()))),
        u.owner,
        u.type,
        u.at,
        u.on,
        u.moved,
        u.came,
        u.landing,
        u.unloaded,
        tuple(sorted(u.flags)),
        aboard,
    )


def representatives(s: RevisedState, units: list[Unit]) -> list[Unit]:
    cargo: dict[int, list[tuple[str, str, str]]] = {}
    for c in s.units.values():
        if c.on:
            cargo.setdefault(c.on, []).append((c.owner, c.type, c.landing))
    # Two carriers alike in every other way differ when fighters wait for them in different zones
    # (FlyToCarrier, L1748-1766): each must be offered its own way there (long-run seed 3300000656
    # offered only the one that could not reach its fighter, and the non-combat move could not end).
    awaited_at: dict[int, set[str]] = {}
    for f in s.units.values():
        carrier = bound_carrier(f) if not f.on else 0
        if carrier:
            awaited_at.setdefault(carrier, set()).add(meet_zone(f) or f.at)
    seen: dict[tuple[Any, ...], Unit] = {}
    for u in sorted(units, key=lambda x: x.id):
        seen.setdefault(_key(u, cargo, awaited_at), u)
    return list(seen.values())


def move_actions(s: RevisedState, combat: bool) -> list[Action]:
    v = View(s, s.active_side)
    out: list[Action] = []
    mine = [u for u in s.units.values() if s.commands(u.owner)]
    factories = {u.at for u in s.units.values() if u.type == "industrial_complex"}
    movers = [u for u in mine if u.type != "industrial_complex" or not combat and mobile_industry(s, u)]
    for u in representatives(s, movers):
        if u.on and u.type not in AIR:
            continue
        for dest, path in sorted(reach(v, u, combat).items()):
            if combat and needs_carrier(v, u, path, ""):
                # its landing is a carrier yet to come: declared with the move (L1758-1763)
                left = allowance(s, u) - u.moved - path_cost(s, u, path)
                out += [A.FlyToCarrier((u.id,), path, c, z) for c, z in bindings(v, [u], dest, left)]
                continue
            out.append(A.Move((u.id,), path))
            if (
                combat
                and u.type in AIR
                and dest in s.ctx.land
                and dest in factories
                and v.hostile(dest)
                and path_problem(v, [u], path, combat, "sbr") is None
            ):
                out.append(A.Move((u.id,), path, "sbr"))
    transports = [t for t in s.units.values() if t.type in ("transport", "destroyer") and t.at in s.ctx.sea]
    by_zone: dict[str, list[Unit]] = {}
    for t in representatives(s, transports):
        by_zone.setdefault(t.at, []).append(t)
    for u in representatives(s, [u for u in mine if u.type in LAND and not u.on and u.at in s.ctx.land]):
        for zone in s.ctx.coast.get(u.at, ()):
            for t in by_zone.get(zone, ()):
                if load_problem(v, u, t, combat) is None:
                    out.append(A.Load(u.id, t.id))
    owners_aboard: dict[int, set[str]] = {}
    for c in s.units.values():
        if c.on:
            owners_aboard.setdefault(c.on, set()).add(c.owner)
    for t in [t for ts in by_zone.values() for t in ts]:
        if s.power not in owners_aboard.get(t.id, ()):
            continue
        for to in s.ctx.shore.get(t.at, ()):
            if unload_problem(v, t, to, combat) is None:
                out.append(A.Unload(t.id, to))
                singles = lightning_units(s, v, t, combat)
                out += [A.UnloadUnit(t.id, c, to) for c in singles]
                if not singles:  # part of the cargo: one unit of each kind aboard (L2975)
                    out += [A.UnloadUnits((c,), to) for c in partial_units(s, t, combat)
                            if unload_problem(v, t, to, combat, [s.units[c]]) is None]
    return out


def legal_actions(s: RevisedState) -> list[Action]:
    p = s.pending
    assert p is not None
    kind = p["kind"]
    if kind == "research":
        out: list[Action] = [A.Done()]
        most = min(s.ipcs[s.power] // RESEARCH_DIE_COST, MAX_LISTED_DICE)
        for dev in DEVELOPMENT_DIE:
            if dev not in s.techs[s.power] and dev not in s.pending_techs[s.power]:
                out += [A.Research(dev, n) for n in range(1, most + 1)]
        return out
    if kind == "purchase":
        lent = [A.LendLease(u.id) for u in representatives(s, lend_lease_units(s))]
        return [A.Done()] + [A.Buy(u, 1) for u in UNITS if can_buy(s, u, 1) is None] + lent
    if kind == "combat_move":
        return [A.Done(), *move_actions(s, True)]
    if kind == "noncombat_move":
        done = [] if carrier_duty(s) else [A.Done()]  # a declared carrier comes first (L1748-1766)
        return [*done, *move_actions(s, False)]
    if kind == "rockets":
        return [A.Done(), *rocket_options(s)]
    if kind == "battle_order":
        return [A.Fight(b) for b in p["options"]]
    if kind == "casualty":
        return [A.Casualty(u) for u in p["options"]]
    if kind == "press":
        out = [A.Press()] + [A.Retreat(to) for to in p["retreats"]]
        if p.get("submerge"):
            out.append(A.Submerge(True))
        return out
    if kind == "submerge":
        return [A.Submerge(True), A.Submerge(False)]
    if kind == "land":
        return [A.Land(p["unit"], to) for to in p["options"]]
    if kind == "mobilize":
        out = [A.Done()]
        for unit in sorted(s.bought):
            out += [A.Place(unit, at, via) for at, via in placements(s, unit)]
        return out
    if kind == "declare":
        return [A.Declare(p["name"], True), A.Declare(p["name"], False)]
    if kind == "enigma":
        return [A.Done(), *enigma_moves(s)]
    if kind == "choose_advantage":
        return [A.ChooseAdvantage(p["power"], n) for n in p["options"]]
    raise AssertionError(f"unknown decision {kind}")


def _refuse(reason: str, action: Action) -> IllegalAction:
    return IllegalAction(reason, action)


def check_legal(s: RevisedState, action: Action) -> None:
    p = s.pending
    if p is None:
        raise _refuse("nothing to decide", action)
    kind = p["kind"]
    if isinstance(action, A.Done) and kind == "noncombat_move":
        duty = carrier_duty(s)
        if duty:
            raise _refuse(duty, action)
    if isinstance(action, A.Done) and kind in (
        "research",
        "purchase",
        "combat_move",
        "noncombat_move",
        "rockets",
        "mobilize",
        "enigma",
    ):
        return
    if kind == "research" and isinstance(action, A.Research):
        if action.development not in DEVELOPMENT_DIE:
            raise _refuse(f"{action.development!r} is not one of the six developments (L838-884)", action)
        if action.development in s.techs[s.power] + s.pending_techs[s.power]:
            raise _refuse("that development is already yours", action)
        if action.dice < 1 or action.dice * RESEARCH_DIE_COST > s.ipcs[s.power]:
            raise _refuse(
                f"research dice cost {RESEARCH_DIE_COST} IPCs each; you have {s.ipcs[s.power]} (L802-807)",
                action,
            )
        return
    if kind == "purchase" and isinstance(action, A.Buy):
        reason = can_buy(s, action.unit, action.count)
        if reason:
            raise _refuse(reason, action)
        return
    if kind == "purchase" and isinstance(action, A.LendLease):
        if action.unit not in {u.id for u in lend_lease_units(s)}:
            raise _refuse(
                "Lend-Lease takes an allied unit in Soviet territory, in the USSR's purchase (L3287-3292)",
                action,
            )
        return
    if kind in ("combat_move", "noncombat_move") and isinstance(
        action, A.Move | A.Load | A.Unload | A.UnloadUnit | A.UnloadUnits | A.FlyToCarrier
    ):
        reason = move_problem(s, action, kind == "combat_move")
        if reason:
            raise _refuse(reason, action)
        return
    if kind == "mobilize" and isinstance(action, A.Place):
        if s.bought.get(action.unit, 0) < 1:
            raise _refuse(f"no {action.unit} waits in the mobilization zone", action)
        if (action.at, action.via) not in placements(s, action.unit):
            raise _refuse(
                f"a {action.unit} cannot be placed at {s.ctx.name(action.at)} now (L2373-2441)", action
            )
        return
    if action not in legal_actions(s):
        raise _refuse(f"{brief(action)} is not legal now ({p.get('prompt', kind)})", action)


def lightning_units(s: RevisedState, v: View, t: Unit, combat: bool) -> list[int]:
    """Cargo units a Japanese transport may land one at a time (Lightning Assaults, L3413-3420):
    in the combat move, from a zone without enemies, when it carries two of Japan's units."""
    if not combat or not lightning(s, t) or t.at in v.enemy:
        return []
    mine = [c for c in s.cargo(t.id) if c.owner == s.power and not c.landing and c.type != "aa_gun"]
    return [c.id for c in mine] if len(mine) > 1 else []


def partial_units(s: RevisedState, t: Unit, combat: bool) -> list[int]:
    """One cargo unit per kind a transport may land alone, when it carries more than one."""
    mine = unloadable(s, t, combat)
    if len(mine) < 2:
        return []
    kinds: dict[tuple[str, str], int] = {}
    for c in sorted(mine, key=lambda c: c.id):
        kinds.setdefault((c.owner, c.type), c.id)
    return sorted(kinds.values())


def move_problem(s: RevisedState, action: Action, combat: bool) -> str | None:
    v = View(s, s.active_side)
    if isinstance(action, A.FlyToCarrier):
        if not combat or not declared_in_combat_move(s):
            return "a carrier is declared for a fighter in the combat move (L2272-2278)"
        problem = _move_problem(s, v, A.Move(action.units, action.path), combat)
        if problem:
            return problem
        units = [s.units[uid] for uid in action.units]
        return binding_problem(v, units, action.path, action.carrier, action.meet)
    if isinstance(action, A.UnloadUnits):
        return cargo_problem(v, action.units, action.to, combat)
    if isinstance(action, A.Move):
        problem = _move_problem(s, v, action, combat)
        if problem is None and combat and any(
            needs_carrier(v, s.units[uid], action.path, action.mission) for uid in action.units
        ):
            return ("after its attack the fighter can land only on a carrier yet to come: declare now "
                    "which carrier comes, and where (L1748-1766, L2272-2278)")
        return problem
    if isinstance(action, A.Load):
        u, t = s.units.get(action.unit), s.units.get(action.transport)
        if u is None or t is None:
            return "no such unit"
        return load_problem(v, u, t, combat)
    if isinstance(action, A.UnloadUnit):
        t = s.units.get(action.transport)
        if t is None or action.unit not in lightning_units(s, v, t, combat):
            return "one unit at a time only with Lightning Assaults, from a clear zone (L3413-3420)"
        if action.to not in s.ctx.spaces:
            return "no such territory"
        return unload_problem(v, t, action.to, combat)
    if isinstance(action, A.Unload):
        t = s.units.get(action.transport)
        if t is None or t.type not in ("transport", "destroyer"):
            return "no such transport"
        if action.to not in s.ctx.spaces:
            return "no such territory"
        return unload_problem(v, t, action.to, combat)
    return "not a move"


def _move_problem(s: RevisedState, v: View, action: A.Move, combat: bool) -> str | None:
    """A move's units, path and mission (the carrier a fighter counts on is judged apart)."""
    if not action.units or len(set(action.units)) != len(action.units):
        return "name each unit to move once"
    units = [s.units.get(uid) for uid in action.units]
    if any(u is None for u in units):
        return "no such unit"
    real = [u for u in units if u is not None]
    if len({u.at for u in real}) != 1:
        return "units moved together start in the same space"
    if action.mission not in ("", "sbr", "kamikaze"):
        return f"unknown mission {action.mission!r}"
    if action.mission and not combat:
        return "missions are flown in the combat move"
    if any(p not in s.ctx.spaces for p in action.path):
        return "the path names a space that is not on the board"
    return path_problem(v, real, tuple(action.path), combat, action.mission)
