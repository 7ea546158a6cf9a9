"""What the player to decide may do now (`legal_actions`) and why anything else is refused
(`refusal`, a sentence citing the rule).

Moves are listed per starting hex: the whole group of units that may still move there, and each
unit alone, to every hex it can reach (11); strategic moves for whole groups only (11.3).
"""

from __future__ import annotations

from itertools import combinations

from sandtable.core.protocol import Action
from sandtable.games.fstr import actions as A
from sandtable.games.fstr import bari
from sandtable.games.fstr.artillery import AIRCRAFT, bombard_options, candidates, support_counters
from sandtable.games.fstr.artillery import _rome_protected as _rome
from sandtable.games.fstr.bridges import (
    blowable,
    buildable,
    reaction_blowable,
    rearguard_blowable,
    repairable,
)
from sandtable.games.fstr.combat import advance_origins
from sandtable.games.fstr.command import corps_of
from sandtable.games.fstr.drops import targets as drop_targets
from sandtable.games.fstr.interdiction import examinable, intelligence_possible
from sandtable.games.fstr.interdiction import options as interdiction_options
from sandtable.games.fstr.landings import (
    WITHDRAW,
    beaches,
    place_options,
    sea_move_options,
    ship_places,
    withdrawable_depots,
)
from sandtable.games.fstr.movement import can_stack, movement_allowance, reachable
from sandtable.games.fstr.mules import placements as mule_placements
from sandtable.games.fstr.ops import (
    attack_units_at,
    interdictions_ahead,
    mover_bombard_options,
    op_units,
    reactors,
)
from sandtable.games.fstr.programming import purchases
from sandtable.games.fstr.reinforce import can_drop_on_arrival, can_land_on_arrival, replace_options
from sandtable.games.fstr.special import EXIT, emergency_hexes, exit_hexes, rome, rome_closed_to_axis
from sandtable.games.fstr.state import FstrState, other
from sandtable.games.fstr.supply_check import enemy_reserve_hexes, supply_options


def legal_actions(s: FstrState) -> list[Action]:
    p = s.pending
    assert p is not None
    kind = p["kind"]
    side = p["side"]
    if kind == "allocate":
        return [*purchases(s, side), A.Commit()]
    if kind == "place_art":
        return [*(A.PlaceArtillery(p["unit"], h) for h in candidates(s, p["unit"])), A.Done()]
    if kind == "place_naval":
        return [*(A.PlaceArtillery(p["unit"], h) for h in p["options"]), A.Done()]
    if kind == "segment":
        return _segment(s, side)
    if kind == "op_step":
        return _op_step(s, side, p["step"])
    if kind == "react":
        return [*_reactions(s, side, p["at"]), *(A.Bridge(br) for br in reaction_blowable(s, side)), A.Done()]
    if kind == "mover_bombard":
        at = p["at"]
        return [
            *(A.Bombard(at, o) for o in mover_bombard_options(s, side, at, p["midway"])),
            *(A.Interdict(h, c) for h, c in interdictions_ahead(s, side, p.get("ahead", []))),
            A.Done(),
        ]
    if kind == "closing_air":
        return [
            *(
                A.Bombard(t, (AIRCRAFT,) * k)
                for t in sorted(s.combat_hexes(other(side)))
                for k in range(1, min(3, s.air[side]) + 1)
                if not _rome(s, t)
            ),
            *(A.Interdict(h, c) for h, c in interdiction_options(s, side, air_only=True)),
            A.Done(),
        ]
    if kind == "support":
        assert s.battle is not None
        return [
            A.Support(""),
            *(A.Support(c) for c in support_counters(s, side, s.battle["target"], p["who"] == "attacker")),
        ]
    if kind == "lose_step":
        return [A.LoseStep(u) for u in p["units"] if u in s.loc]
    if kind == "retreat_choice":
        return [A.Choose("retreat_instead"), A.Choose("take_loss")]
    if kind == "retreat":
        return [A.Retreat(h) for h in p["options"]]
    if kind == "advance":
        return [*_advances(s, p["origins"]), A.Done()]
    if kind == "react_advance":
        return [*(A.Move(tuple(p["movers"]), h) for h in p["vacated"]), A.Done()]
    if kind == "reinforce":
        drop = [A.Choose("drop")] if can_drop_on_arrival(s, p["n"]) else []
        land = [A.Choose("land")] if can_land_on_arrival(s, p["n"]) else []
        box = [A.Choose(f"{bari.CHOICE}{f}") for f in bari.reinforcement_groups(s, p["n"])]  # 9.5.7, L561
        return [A.Choose("enter"), *drop, *land, *box, A.Choose("delay")]
    if kind == "fortify":
        return [A.Fortify(h) for h in p["options"]]
    if kind == "rearguard":
        return [*(A.PlaceRearguard(h) for h in p["options"]), A.Done()]
    if kind == "supply":
        return [*supply_options(s, side), A.Done()]
    if kind == "enemy_reserve":
        return [*(A.ActivateReserve(h) for h in enemy_reserve_hexes(s, side)), A.Done()]
    if kind == "gegenangriff":
        return [A.Choose("gegenangriff"), A.Choose("no")]
    if kind == "minor_naval":
        return [*(A.PlaceArtillery(p["unit"], h) for h in ship_places(s, p["at"])), A.Done()]
    if kind == "place_landing":
        return [A.PlaceUnit(u, h) for u, h in place_options(s, p["left"], p["depot"])]
    if kind == "replace":
        options = replace_options(s, side, p["div"], p["armour"])
        return [*(A.PlaceUnit(u, h) for u, h in options), A.Done()]
    if kind == "intel":
        return [*(A.Examine(h) for h in examinable(s)), A.Done()]
    if kind == "hit_choice":
        return [A.Choose("step"), A.Choose("end_ops")]
    raise AssertionError(f"unknown decision {kind}")


def _advances(s: FstrState, origins: list[str]) -> list[Action]:
    """All attackers of a hex, or one of them, into the vacated hex (14.3.3, line 773)."""
    b = s.battle
    assert b is not None
    out: list[Action] = []
    for o in origins:
        if o not in advance_origins(s):
            continue
        left = [u for u in b["attackers"][o] if s.loc.get(u) == o]
        out.append(A.Advance(o))
        if len(left) > 1:
            out.extend(A.Advance(o, (u,)) for u in left if can_stack(s, b["target"], [u]))
    return out


def _segment(s: FstrState, side: str) -> list[Action]:
    out: list[Action] = [A.Operate(f) for f in s.to_operate[side]]
    if not s.adjusted[side]:  # 9.11: up to 3 dots from one hex, once an impulse
        by_hex: dict[str, list[str]] = {}
        for u in s.on_map(side):
            if u not in s.activated and u not in s.end_ops and u not in s.reserve:
                by_hex.setdefault(s.loc[u], []).append(u)
        for h, units in sorted(by_hex.items()):
            if s.dots(h, units) <= 3:
                out.append(A.Adjust(tuple(units)))
            elif len(units) > 1:
                out.extend(A.Adjust((u,)) for u in units if s.unit(u).dots <= 3)
    out.extend(A.ActivateReserve(h) for h in _reserve_hexes(s, side))
    out.extend(A.Emergency(h) for h in emergency_hexes(s, side))
    if side == "allied" and can_switch_to_naples(s):
        out.append(A.Choose("switch_naples"))
    if side == "allied":
        out.extend(A.Choose(f"{WITHDRAW}{h}") for h in withdrawable_depots(s))
    if intelligence_possible(s, side):
        out.append(A.Choose("intelligence"))
    if side == "allied" and s.landings:
        kind, *units = s.landings[0]
        alive = [u for u in units if u in s.loc or u in s.landing_ready or u in s.bari]
        out.extend(A.Land(h) for h in beaches(s, alive if kind == "minor_landing" else []))
    if side == "allied" and s.drops and s.weather == "fine":
        out.extend(A.Drop(h) for h in drop_targets(s))
    out.append(A.Done())
    return out


def _bonus_units(s: FstrState, side: str) -> list[str]:
    """Independent units (9.1-9.2, lines 463, 475) and, for the Axis, any battalion or tank unit
    of a formation not active this impulse (7.1.3, line 424)."""
    out = []
    for u in s.on_map(side):
        unit = s.unit(u)
        if u in s.activated or u in s.end_ops or u in s.reserve:
            continue
        if s.independent(u) or (
            side == "axis" and unit.size == "II" and unit.formation not in s.active_forms
        ):
            out.append(u)
    if side == "allied":  # independents in the Bari Port Box (9.5.7, line 559)
        out.extend(u for u in bari.ready(s, sorted(s.bari)) if s.independent(u) and u not in s.activated)
    return out


def _bonus_artillery(s: FstrState, side: str) -> list[str]:
    """Corps or army artillery as a bonus unit (lines 463, 473): the corps of the operating division,
    or any army's; on the map, not yet active, not Fired."""
    op = s.op
    assert op is not None
    corps = corps_of(s, op["formation"])
    out = []
    for art in sorted(s.loc):
        u = s.unit(art)
        if u.role != "artillery" or u.side != side or art in s.activated or art in s.fired:
            continue
        kind = s.world.counters.formations[u.formation].kind
        if (kind == "corps" and u.formation == corps and corps not in s.active_forms) or kind == "army":
            out.append(art)
    return out


def can_switch_to_naples(s: FstrState) -> bool:
    """17.1 (line 889): once the Allies hold Naples they may move V Army's terminal there."""
    if s.naples_switched:
        return False
    for t in s.world.scenario.terminals.get("allied", []):
        if t.get("after_switch") and "port" in t:
            h = s.world.board.named.get(str(t["port"]).casefold())
            return h is not None and s.control.get(h) == "allied"
    return False


def _reserve_hexes(s: FstrState, side: str) -> list[str]:
    return sorted(
        {
            s.loc[u]
            for u in s.reserve
            if u in s.loc and s.side_of(u) == side and u not in s.end_ops and u not in s.activated
        }
    )


def _op_step(s: FstrState, side: str, step: str) -> list[Action]:
    op = s.op
    assert op is not None
    out: list[Action] = []
    if step == "A":
        if op["bonus_left"] > 0:
            out.extend(A.AddBonus(u) for u in _bonus_units(s, side))
            out.extend(A.AddBonus(art) for art in _bonus_artillery(s, side))
        markers = int(s.world.scenario.reserve_markers.get(side, 0))
        used = len({s.loc[u] for u in s.reserve if u in s.loc and s.side_of(u) == side})
        if (
            used < markers
            and op["formation"] != "tactical adjustment"
            or (op["formation"] == "tactical adjustment" and used < markers)
        ):
            hexes = sorted({s.loc[u] for u in op_units(s)})
            out.extend(
                A.SetReserve(h)
                for h in hexes
                if not s.enemy_adjacent(h, side)  # line 789
                and not any(u in s.oos for u in op_units(s) if s.loc[u] == h)  # OoS loses it (879)
            )
    elif step == "B":
        out.extend(_moves(s, side))
        units = [u for u in op_units(s) if u not in s.end_ops]
        out.extend(A.Bridge(br) for br in sorted(set(blowable(s, units)) | set(rearguard_blowable(s, side))))
        out.extend(A.Bridge(br, u) for u, br in repairable(s, units))
        out.extend(A.Bridge(br, u) for u, br in buildable(s, units))
        if side == "allied":
            out.extend(A.SeaMove(u, p) for u, p in sea_move_options(s, units))
            out.extend(A.SeaMove(u, p) for u, p in bari.sea_options(s, op["units"]))  # 9.5.7, L559
        if op.get("parent") is None and not op.get("interrupt"):
            out.extend(A.Mule(h) for h in mule_placements(s, side))
        out.extend(_bombards(s, side))
    if step in ("B", "C"):
        out.extend(A.Interdict(h, c) for h, c in interdiction_options(s, side))
    if step == "C":
        if not (op["formation"] == "tactical adjustment" and s.opts.get("fstr.adjustment_move_only")):  # C21
            out.extend(_attacks(s, side))
        out.extend(_bombards(s, side))
    elif step == "D":
        out.extend(A.ActivateReserve(h) for h in _reserve_hexes(s, side))
    out.append(A.Done())
    return out


def _moves(s: FstrState, side: str) -> list[Action]:
    out: list[Action] = []
    by_hex: dict[str, list[str]] = {}
    for u in op_units(s):
        if u not in s.acted and u not in s.end_ops and s.unit(u).move > 0:
            by_hex.setdefault(s.loc[u], []).append(u)
    exits = exit_hexes(s, side)
    box_open = side == "allied" and bool(bari.exit_hexes(s))
    for h, units in sorted(by_hex.items()):
        groups = [units] + ([[u] for u in units] if len(units) > 1 else [])
        for g in groups:
            reach = reachable(s, h, g, movement_allowance(s, g))
            for dest in sorted(reach):
                out.append(A.Move(tuple(g), dest))
            if h in exits:
                out.append(A.Move(tuple(g), EXIT))  # off the map by a victory exit road (11.6)
            if box_open and bari.into_box_from(s, h, reach, g):
                out.append(A.Move(tuple(g), bari.BARI))  # by a VIII Army terminal road (9.5.7, L557)
        for dest in sorted(
            reachable(s, h, units, movement_allowance(s, units, strategic=True), strategic=True)
        ):
            out.append(A.Move(tuple(units), dest, True))
    box = [u for u in bari.ready(s, (s.op or {}).get("units", [])) if s.unit(u).move > 0]
    for g in [box] + [[u] for u in box] if len(box) > 1 else [box] if box else []:
        # back from the Bari Port Box by land, half the MA (9.5.7, line 559)
        out.extend(A.Move(tuple(g), dest) for dest in sorted(bari.land_moves(s, g)))
    return out


def _bombards(s: FstrState, side: str) -> list[Action]:
    out: list[Action] = []
    board = s.world.board
    for target in sorted(s.combat_hexes(other(side))):
        for combo in bombard_options(s, side, target, attack=True):
            out.append(A.Bombard(target, combo))
    del board
    return out


def _attacks(s: FstrState, side: str) -> list[Action]:
    out: list[Action] = []
    board = s.world.board
    targets = s.combat_hexes(other(side)) | (set(s.rearguards) if side == "allied" else set())
    for target in sorted(targets):
        if side == "axis" and target == rome(s) and rome_closed_to_axis(s):
            continue  # rule 20 (line 943)
        origins = [n for n in board.nbrs[target] if attack_units_at(s, n, target)]
        for k in range(1, len(origins) + 1):
            for combo in combinations(sorted(origins), k):
                out.append(A.Attack(target, combo))
    return out


def _reactions(s: FstrState, side: str, at: str) -> list[Action]:
    out: list[Action] = []
    by_hex: dict[str, list[str]] = {}
    for u in reactors(s, side, at):
        by_hex.setdefault(s.loc[u], []).append(u)
    for h, units in sorted(by_hex.items()):
        groups = [units] + ([[u] for u in units] if len(units) > 1 else [])
        for g in groups:
            for dest in sorted(reachable(s, h, g, movement_allowance(s, g, reaction=True))):
                out.append(A.React(tuple(g), dest))
    return out


REASONS = {
    "allocate": "in the programming phase only purchases the AP tracks can pay and Commit are possible "
    "(rule 6, seed 003 lines 378-388)",
    "op_step": "not possible in this step of the operation (rule 5, lines 349-355; movement rule 11, "
    "combat rule 14)",
    "segment": "choose an activated formation, the tactical adjustment, a Reserve hex, or end the segment "
    "(lines 345-368)",
    "react": "Reaction moves units within reaction range up to half their MA (13, lines 675-681)",
    "retreat": "a retreat goes 1-2 hexes toward the own terminals, never through enemy units "
    "(14.3.1, line 763)",
}


def refusal(s: FstrState, action: Action) -> str | None:
    """None if `action` is legal now, else the reason."""
    p = s.pending
    assert p is not None
    if action in s.legal_actions():
        return None
    if isinstance(action, A.Move) and action.to in s.combat_hexes(other(p["side"])):
        return "no unit may enter a hex held by enemy units (11, seed 003 line 623)"
    if isinstance(action, A.Move) and action.to in s.world.board.hexes and p["kind"] == "op_step":
        return (
            f"{', '.join(action.units)} cannot end a move in {action.to}: too far, impassable, "
            "overstacked or not allowed now (rules 10-11, lines 613-667)"
        )
    base = REASONS.get(p["kind"], f"{action.describe()} is not one of the choices now ({p['prompt']})")
    return f"{action.describe()}: {base}"
