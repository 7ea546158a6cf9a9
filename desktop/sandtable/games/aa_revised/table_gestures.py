"""What a gesture at the table means in Revised (no Qt): which places an action involves, what a player
may pick up in a space, the move (or load, unload, placement) a drop makes, what a click does, the
prompt and the one-click buttons, the default casualty, whose dice a roll is, and every decision in
words without the engine's unit ids.

The shared play window asks these; the engine still judges every action it submits.
"""

from __future__ import annotations

import re
from typing import Any

from sandtable.core.protocol import Action, Done
from sandtable.core.table import ActionPlaces, PieceView, RollInfo, Selection
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.agreement import AGREEMENT
from sandtable.games.aa_revised.rules import LAND, SIDE, UNITS
from sandtable.games.aa_revised.state import RevisedState, Unit
from sandtable.games.aa_revised.table_view import (
    DEV_TITLES,
    POWER_ADJ,
    POWER_TITLES,
    SEAT,
    plain,
    rank,
    unit_name,
    units_text,
)

BOX = "mobilization"
MOVES = (A.Move, A.FlyToCarrier, A.Load, A.Unload, A.UnloadUnit, A.UnloadUnits)
MOVE_KINDS = ("combat_move", "noncombat_move")
COMBAT_KINDS = frozenset({"casualty", "press", "retreat", "submerge"})
_HITS_ON = re.compile(r"hits on (\d) or less")
_POWER_WORD = re.compile(r"\b(ussr|germany|uk|japan|usa|soviet|german|british|japanese|american)\b", re.I)
_WORD_POWER = {"soviet": "ussr", "german": "germany", "british": "uk", "japanese": "japan",
               "american": "usa"}


def name(s: RevisedState, space: str) -> str:
    return s.ctx.name(space) if space else ""


def _kind(s: RevisedState) -> str:
    return str((s.pending or {}).get("kind", ""))


def _unit(s: RevisedState, uid: int) -> Unit | None:
    return s.units.get(uid)


def piece_key(u: Unit) -> str:
    return f"{u.owner}:{u.type}"


ABOARD = ":aboard"  # the picker's row of land units aboard transports, chosen to unload (L2975)


def cargo_key(u: Unit) -> str:
    return f"{u.owner}:{u.type}{ABOARD}"


# -- places ---------------------------------------------------------------------------------------

def action_places(s: RevisedState, action: Action) -> ActionPlaces | None:
    if isinstance(action, A.Move | A.FlyToCarrier) and action.units and action.path:
        u = _unit(s, action.units[0])
        if u is None:
            return None
        dest = action.path[-1]
        hostile = _kind(s) == "combat_move" and s.is_hostile(dest, s.active_side)
        return ActionPlaces(u.at, dest, (piece_key(u),), "attack" if hostile else "move")
    if isinstance(action, A.Load):
        u, t = _unit(s, action.unit), _unit(s, action.transport)
        if u is None or t is None:
            return None
        return ActionPlaces(u.at, t.at, (piece_key(u),), "move")
    if isinstance(action, A.Unload | A.UnloadUnit):
        t = _unit(s, action.transport)
        if t is None:
            return None
        aboard = tuple(sorted({cargo_key(c) for c in s.cargo(t.id) if s.commands(c.owner)}))
        return ActionPlaces(t.at, action.to, (piece_key(t), *aboard), "move")
    if isinstance(action, A.UnloadUnits) and action.units:
        cargo = [u for uid in action.units if (u := _unit(s, uid)) is not None]
        if not cargo:
            return None
        return ActionPlaces(cargo[0].at, action.to, tuple(sorted({cargo_key(c) for c in cargo})), "move")
    if isinstance(action, A.Place):
        return ActionPlaces(None, action.at, (f"{s.power}:{action.unit}",), "place")
    if isinstance(action, A.Fight):
        return ActionPlaces(None, action.space.removeprefix("sbr:"), (), "place")
    if isinstance(action, A.Land):
        return ActionPlaces(None, action.to, (), "place")
    if isinstance(action, A.Rocket):
        return ActionPlaces(None, action.target, (), "place")
    if isinstance(action, A.Casualty | A.Retreat) and s.battle:
        return ActionPlaces(None, s.battle["space"], (), "choose")
    return None


def _movers(s: RevisedState, place: Any) -> list[Unit]:
    """The units at `place` the power to play commands and may pick up (not land cargo)."""
    if not isinstance(place, str) or place not in s.ctx.spaces:
        return []
    return [u for u in s.units_at(place) if s.commands(u.owner) and u.type != "industrial_complex"
            and not (u.on and u.type in LAND)]


def movable(s: RevisedState, place: Any, legal: list[Action]) -> list[PieceView]:
    """What the player may pick up at `place`: each unit type with a legal move (or load, unload)
    from there, with how many stand there; from the mobilization zone, the units to place."""
    kind = _kind(s)
    if place == BOX and kind == "mobilize":
        placeable = {a.unit for a in legal if isinstance(a, A.Place)}
        return [PieceView(f"{s.power}:{k}", SEAT[s.power], n, str(n),
                          f"{unit_name(k, n)} to place".replace("AA gun", "anti-aircraft gun"), "block")
                for k, n in sorted(s.bought.items(), key=lambda kv: rank(kv[0])) if k in placeable]
    if kind not in MOVE_KINDS:
        return []
    able: set[str] = set()
    for a in legal:
        p = action_places(s, a) if isinstance(a, MOVES) else None
        if p is not None and p.origin == place:
            able.update(p.pieces)
    counts: dict[str, int] = {}
    for u in _movers(s, place):
        k = piece_key(u)
        if k in able:
            counts[k] = counts.get(k, 0) + 1
    out = []
    for k, n in sorted(counts.items(), key=lambda kv: (SEAT.get(kv[0].split(":")[0], 9),
                                                      rank(kv[0].split(":")[1]))):
        owner, unit = k.split(":")
        # The force picker capitalises its rows like a sentence ("German aa gun"): spelled out here.
        title = f"{POWER_ADJ[owner]} {unit_name(unit, n)}".replace("AA gun", "anti-aircraft gun")
        out.append(PieceView(k, SEAT[owner], n, str(n), title, "block"))
    return out + _aboard_rows(s, place, able)


def _unloadable(s: RevisedState, place: Any) -> list[Unit]:
    """Land units of the power to play aboard transports at `place` (the units a drop unloads)."""
    if not isinstance(place, str) or place not in s.ctx.sea:
        return []
    return [u for u in s.units_at(place) if u.on and u.type in LAND and s.commands(u.owner)]


def _aboard_rows(s: RevisedState, place: Any, able: set[str]) -> list[PieceView]:
    """One picker row per kind of land unit aboard that may be unloaded now: the player sets how
    many of each land when the stack is dropped on a coast, the rest staying aboard (L2975)."""
    counts: dict[str, int] = {}
    for u in _unloadable(s, place):
        if cargo_key(u) in able:
            counts[cargo_key(u)] = counts.get(cargo_key(u), 0) + 1
    rows = []
    for k, n in sorted(counts.items(), key=lambda kv: (SEAT.get(kv[0].split(":")[0], 9),
                                                      rank(kv[0].split(":")[1]))):
        owner, unit, _ = k.split(":")
        title = f"{POWER_ADJ[owner]} {unit_name(unit, n)} aboard".replace("AA gun", "anti-aircraft gun")
        rows.append(PieceView(k, SEAT[owner], n, str(n), title, "block"))
    return rows


def _chosen(s: RevisedState, selection: Selection) -> list[tuple[str, int]]:
    chosen = [(k, n) for k, n in selection.counts.items() if n > 0]
    if chosen or selection.counts:
        return chosen
    counts: dict[str, int] = {}
    for u in _movers(s, selection.origin):
        counts[piece_key(u)] = counts.get(piece_key(u), 0) + 1
    return sorted(counts.items())


def targets(s: RevisedState, legal: list[Action], selection: Selection | None) -> dict[Any, str]:
    """Places to light: where the picked-up units may go (red: a combat), or where a click acts."""
    out: dict[Any, str] = {}
    if selection is None:
        for a in legal:
            p = action_places(s, a)
            if p is not None and p.role == "place" and p.target is not None:
                out.setdefault(p.target, "place")
        return out
    kinds = {k for k, _ in _chosen(s, selection)}
    for a in legal:
        if isinstance(a, A.Place):
            if selection.origin == BOX and f"{s.power}:{a.unit}" in kinds:
                out.setdefault(a.at, "place")
            continue
        p = action_places(s, a)
        if p is None or p.origin != selection.origin or p.target is None or not set(p.pieces) & kinds:
            continue
        if out.get(p.target) != "attack":
            out[p.target] = p.role
    return out


def compose(s: RevisedState, legal: list[Action], selection: Selection, target: Any) -> Action | None:
    """The action dropping the picked-up units on `target` makes: a placement from the mobilization
    zone; land units dropped on a sea zone board a transport there; a transport dropped on a coast
    unloads; otherwise one move of every picked unit that can reach `target` along one path (Shift
    on an enemy factory: a bombing raid)."""
    chosen = _chosen(s, selection)
    if selection.origin == BOX:
        for k, _ in chosen:
            unit = k.split(":")[1]
            found = [a for a in legal if isinstance(a, A.Place) and a.unit == unit and a.at == target]
            if found:
                return found[0]
        return None
    if selection.origin is None or _kind(s) not in MOVE_KINDS or not chosen:
        return None
    kinds = dict(chosen)
    loads = [a for a in legal if isinstance(a, A.Load) and (t := _unit(s, a.transport)) is not None
             and t.at == target and (u := _unit(s, a.unit)) is not None and u.at == selection.origin
             and piece_key(u) in kinds]
    if loads and target in s.ctx.sea:
        return min(loads, key=lambda a: rank(s.units[a.unit].type))
    if target in s.ctx.land and any(k.endswith(ABOARD) and n for k, n in selection.counts.items()):
        return _unload_chosen(s, selection, str(target), kinds)
    unloads = [a for a in legal if isinstance(a, A.Unload) and a.to == target
               and (t := _unit(s, a.transport)) is not None and t.at == selection.origin
               and piece_key(t) in kinds]
    if unloads:
        return unloads[0]
    return _move(s, legal, selection, target, {k: n for k, n in kinds.items() if not k.endswith(ABOARD)})


def _unload_chosen(s: RevisedState, selection: Selection, target: str,
                   kinds: dict[str, int]) -> Action | None:
    """The land units the picker's rows "... aboard" name, unloaded onto the coast `target`: taken
    first from transports already unloading there, then from those whose whole load goes (so as few
    transports as possible stop, L2952-2953); the engine judges the result."""
    from sandtable.games.aa_revised.movement import View
    from sandtable.games.aa_revised.transports import unload_problem

    need = {k: n for k, n in kinds.items() if k.endswith(ABOARD) and n > 0}
    if not need:
        return None
    combat = _kind(s) == "combat_move"
    v = View(s, s.active_side)
    by_transport: dict[int, list[Unit]] = {}
    for u in _unloadable(s, selection.origin):
        by_transport.setdefault(u.on, []).append(u)

    def order(tid: int) -> tuple[int, int, int, int]:
        t = s.units[tid]
        fits = sum(1 for c in by_transport[tid] if need.get(cargo_key(c), 0) > 0)
        return (t.unloaded != target, unload_problem(v, t, target, combat) is not None, -fits, tid)

    chosen: list[int] = []
    for tid in sorted(by_transport, key=order):
        for c in sorted(by_transport[tid], key=lambda c: c.id):
            if need.get(cargo_key(c), 0) > 0:
                need[cargo_key(c)] -= 1
                chosen.append(c.id)
    return A.UnloadUnits(tuple(chosen), target) if chosen else None


def _move(s: RevisedState, legal: list[Action], selection: Selection, target: Any,
          kinds: dict[str, int]) -> Action | None:
    from sandtable.games.aa_revised.legal import move_problem
    from sandtable.games.aa_revised.movement import View, reach

    combat = _kind(s) == "combat_move"
    moves = [a for a in legal if isinstance(a, A.Move | A.FlyToCarrier) and a.path and a.path[-1] == target
             and (p := action_places(s, a)) is not None and p.origin == selection.origin]
    if not moves:
        if kinds:  # nothing legal: the engine says why (a move of the first unit picked)
            first = next((u for u in _movers(s, selection.origin) if piece_key(u) in kinds), None)
            if first is not None:
                return A.Move((first.id,), (str(target),))
        return None
    mission = "sbr" if selection.alternate and any(getattr(a, "mission", "") == "sbr" for a in moves) else ""
    v = View(s, s.active_side)
    by_path: dict[tuple[str, ...], list[int]] = {}
    taken: dict[str, int] = {}
    for u in sorted(_movers(s, selection.origin), key=lambda u: (u.moved, u.id)):
        k = piece_key(u)
        if taken.get(k, 0) >= kinds.get(k, 0):
            continue
        if mission == "sbr" and u.type != "bomber":
            continue
        path = reach(v, u, combat).get(str(target))
        if path is None:
            continue
        taken[k] = taken.get(k, 0) + 1
        by_path.setdefault(tuple(path), []).append(u.id)
    if not by_path:
        return None
    everyone = tuple(uid for ids in by_path.values() for uid in ids)
    for path in sorted(by_path, key=lambda p: (len(p), p)):
        action = _with_carrier(s, v, A.Move(everyone, path, mission), combat)
        if move_problem(s, action, combat) is None:
            return action
    path = max(by_path, key=lambda p: len(by_path[p]))
    return _with_carrier(s, v, A.Move(tuple(by_path[path]), path, mission), combat)


def _with_carrier(s: RevisedState, v: Any, move: A.Move, combat: bool) -> Action:
    """Fighters whose only landing after the attack is a carrier yet to come: the move declares the
    carrier that comes soonest to a zone nearest their target (L1758-1763); `alternatives` offers
    the others."""
    from sandtable.games.aa_revised.carriers import bindings, needs_carrier
    from sandtable.games.aa_revised.movement import allowance, path_cost

    units = [s.units[uid] for uid in move.units]
    if not combat or not any(needs_carrier(v, u, move.path, move.mission) for u in units):
        return move
    left = min(allowance(s, u) - u.moved - path_cost(s, u, move.path) for u in units)
    found = bindings(v, units, move.path[-1], left)
    if not found:
        return move  # the engine says why
    carrier, meet = found[0]
    return A.FlyToCarrier(move.units, move.path, carrier, meet)


def alternatives(s: RevisedState, legal: list[Action], action: Action) -> list[Action]:
    """The other readings of a drop the player picks from: each carrier (and the zone where it
    comes) a fighter's combat move may declare (L1748-1766). Empty: the drop means one action."""
    if not isinstance(action, A.FlyToCarrier):
        return []
    from sandtable.games.aa_revised.carriers import bindings
    from sandtable.games.aa_revised.legal import move_problem
    from sandtable.games.aa_revised.movement import View, allowance, path_cost

    units = [s.units[uid] for uid in action.units if uid in s.units]
    if not units:
        return []
    left = min(allowance(s, u) - u.moved - path_cost(s, u, action.path) for u in units)
    out = [A.FlyToCarrier(action.units, action.path, c, z)
           for c, z in bindings(View(s, s.active_side), units, action.path[-1], left, every=True)]
    return [a for a in out if move_problem(s, a, True) is None]


def click(s: RevisedState, legal: list[Action], place: Any, alternate: bool) -> Action | None:
    """A click fights the battle in a space, places the next bought unit at a factory, lands an
    aircraft, or fires a rocket at a factory."""
    kind = _kind(s)
    if kind == "battle_order":
        found = [a for a in legal if isinstance(a, A.Fight) and a.space.removeprefix("sbr:") == place]
        found.sort(key=lambda a: a.space.startswith("sbr:") != alternate)
        return found[0] if found else None
    if kind == "mobilize":
        found = [a for a in legal if isinstance(a, A.Place) and a.at == place]
        # The costliest unit first: a factory's limit is better spent on what cannot go elsewhere.
        found.sort(key=lambda a: (-UNITS[a.unit].cost, a.unit))
        return found[0] if found else None
    if kind == "land":
        return next((a for a in legal if isinstance(a, A.Land) and a.to == place), None)
    if kind == "rockets":
        return next((a for a in legal if isinstance(a, A.Rocket) and a.target == place), None)
    return None


def explain(s: RevisedState, legal: list[Action], place: Any) -> str:
    kind = _kind(s)
    if kind == "purchase":
        return "Buy units in the purchase window (or Done buying)."
    if kind == "research":
        return "Buy research dice in the Decisions tab, or pass with No research."
    if kind in COMBAT_KINDS:
        return "Decide in the battle window."
    placing = any(isinstance(a, A.Place) and a.at == place for a in legal)
    if kind == "mobilize" and place != BOX and not placing:
        return "Units are placed at your factories (the lit spaces): drag them from the mobilization zone."
    return ""


# -- prompt, buttons, combat defaults, rolls ----------------------------------------------------

def capacity_text(s: RevisedState) -> str:
    from sandtable.games.aa_revised.mobilize import capacity, factories

    return ", ".join(f"{name(s, ic)} {capacity(s, ic)}" for ic in factories(s))


def prompt(s: RevisedState, legal: list[Action]) -> str:
    p = s.pending or {}
    kind = p.get("kind")
    who = POWER_TITLES.get(str(p.get("power", "")), "")
    head = f"Round {s.round} — {who}"
    if kind == "research":
        return (f"{head}: weapons development — buy research dice (5 IPC each) in the Decisions tab, "
                "or No research.")
    if kind == "purchase":
        return f"{head}: purchase — choose units in the purchase window ({s.ipcs[s.power]} IPC to spend)."
    if kind == "combat_move":
        return (f"{head}: combat move — drag a stack onto a lit space (the picker sets how many go); "
                "drop land units on a sea zone to board a transport, a transport on a coast to unload. "
                "End combat move when done.")
    if kind == "noncombat_move":
        from sandtable.games.aa_revised.carriers import carrier_duty

        duty = carrier_duty(s)
        if duty:  # the move cannot end before it (L1761-1766): say so before the player tries
            return f"{head}: non-combat move — {duty}."
        return (f"{head}: non-combat move — drag units to a lit space; aircraft must land in a friendly "
                "territory or on a carrier. End non-combat move when done.")
    if kind == "battle_order":
        return f"{head}: click a lit space to fight its battle next."
    if kind == "mobilize":
        bought = sorted(s.bought.items(), key=lambda kv: rank(kv[0]))
        waiting = ", ".join(f"{n} {unit_name(k, n)}" for k, n in bought)
        return (f"{head}: mobilize {waiting} — drag them from the mobilization zone onto a lit space "
                f"(or click it). Room left: {capacity_text(s)}.")
    if kind == "land":
        u = _unit(s, int(p.get("unit", 0)))
        what = unit_name(u.type) if u else "aircraft"
        where = f" (from {name(s, u.at)})" if u else ""
        return f"{head}: click a lit space where the {what}{where} lands."
    if kind == "rockets":
        return f"{head}: click an enemy factory in range to fire a rocket, or No rockets."
    return f"{head}: {plain(s, str(p.get('prompt', '')))}" if p.get("prompt") else ""


DONE_TEXT = {"research": "No research", "purchase": "Done buying", "combat_move": "End combat move",
             "noncombat_move": "End non-combat move", "mobilize": "Done placing", "rockets": "No rockets",
             "enigma": "Done"}


def buttons(s: RevisedState, legal: list[Action]) -> list[tuple[str, Action]]:
    kind = _kind(s)
    out: list[tuple[str, Action]] = []
    for a in legal:
        if isinstance(a, Done):
            out.append((DONE_TEXT.get(kind, "Done"), a))
        elif isinstance(a, A.Press):
            out.append(("Press the attack", a))
        elif isinstance(a, A.Declare) and a.name == AGREEMENT:
            out.append(("Agree" if a.use else "Refuse: the opponent chooses", a))
        elif isinstance(a, A.Declare):
            out.append((f"Use {a.name}" if a.use else f"Not now ({a.name})", a))
    return out


def is_combat_decision(action: Action) -> bool:
    return action.kind in COMBAT_KINDS


def casualty_rank(s: RevisedState, uid: int) -> tuple[int, int]:
    """Cheapest first; a healthy battleship's first hit costs nothing (it is only damaged), and
    transports go before the warships they would leave without escort."""
    u = s.units.get(uid)
    if u is None:
        return (99, uid)
    if u.type == "battleship" and "dmg" not in u.flags:
        return (0, uid)
    return (UNITS[u.type].cost + (1 if u.type == "artillery" else 0), uid)


def default_decision(s: RevisedState, actions: list[Action]) -> Action | None:
    cas = [a for a in actions if isinstance(a, A.Casualty)]
    if cas:
        return min(cas, key=lambda a: casualty_rank(s, a.unit))
    for a in actions:
        if isinstance(a, A.Press):
            return a
    return actions[0] if actions else None


def roll_info(s: RevisedState | None, label: str) -> RollInfo:
    """Whose die (the power named in the label, else the battle's attacker or defender), the hit
    number from "(hits on N or less)"; combat dice are watched at the first die of a volley."""
    found = _HITS_ON.search(label)
    threshold = int(found.group(1)) if found else None
    low = label.lower()
    side: int | None = None
    word = _POWER_WORD.search(low)
    if word:
        side = SEAT[_WORD_POWER.get(word.group(1), word.group(1))]
    elif s is not None and s.battle:
        attacker = s.battle["attacker"]
        if low.startswith(("attack", "shore bombardment")):
            side = SEAT[attacker]
        else:
            defenders = [u.owner for u in s.units_at(s.battle["space"]) if SIDE[u.owner] != SIDE[attacker]]
            side = SEAT[max(set(defenders), key=defenders.count)] if defenders else None
    elif s is not None and low.startswith("research"):
        side = SEAT.get(s.power)
    combat = any(w in low for w in ("attack", "defence", "defending", "aa gun", "bombardment"))
    pending = (s.pending or {}) if s is not None else {}
    first = not pending.get("ctx", {}).get("faces")
    return RollInfo(side, threshold, combat and first, low=True)


# -- words ----------------------------------------------------------------------------------------

def describe(s: RevisedState, action: Action) -> str:
    """A decision in a player's words, with unit types and space names, never ids."""
    if isinstance(action, A.Move):
        units = [s.units[u] for u in action.units if u in s.units]
        start = name(s, units[0].at) if units else "?"
        path = " → ".join([start, *(name(s, p) for p in action.path)])
        extra = " (strategic bombing raid)" if action.mission == "sbr" else (
            " (kamikaze)" if action.mission == "kamikaze" else "")
        return f"move {units_text(units)}: {path}{extra}"
    if isinstance(action, A.Load):
        u, t = s.units.get(action.unit), s.units.get(action.transport)
        if u and t:
            article = "an" if POWER_ADJ[t.owner][0] in "AEIOU" else "a"
            return (f"load {POWER_ADJ[u.owner]} {unit_name(u.type)} from {name(s, u.at)} onto {article} "
                    f"{POWER_ADJ[t.owner]} {unit_name(t.type)} in {name(s, t.at)}")
    if isinstance(action, A.FlyToCarrier):  # short: the drop's menu lists one line per carrier
        units = [s.units[u] for u in action.units if u in s.units]
        start = name(s, units[0].at) if units else "?"
        c = s.units.get(action.carrier)
        where = name(s, c.at) if c else "?"
        return (f"move {units_text(units)}: {start} → {name(s, action.path[-1])}; the carrier in {where} "
                f"comes to {name(s, action.meet)}")
    if isinstance(action, A.UnloadUnits):
        cargo = [s.units[u] for u in action.units if u in s.units]
        start = name(s, cargo[0].at) if cargo else "?"
        return f"unload {units_text(cargo)} from {start} into {name(s, action.to)}"
    if isinstance(action, A.Unload | A.UnloadUnit):
        t = s.units.get(action.transport)
        if t:
            cargo = [c for c in s.cargo(t.id) if c.owner == s.power]
            if isinstance(action, A.UnloadUnit) and action.unit in s.units:
                cargo = [s.units[action.unit]]
            return f"unload {units_text(cargo)} from {name(s, t.at)} into {name(s, action.to)}"
    if isinstance(action, A.Buy):
        cost = UNITS[action.unit].cost * action.count if action.unit in UNITS else 0
        return f"buy {action.count} {unit_name(action.unit, action.count)} ({cost} IPC)"
    if isinstance(action, A.Place):
        via = f" (factory in {name(s, action.via)})" if action.via and action.via != action.at else ""
        return f"place {unit_name(action.unit)} in {name(s, action.at)}{via}"
    if isinstance(action, A.Research):
        return f"research {DEV_TITLES.get(action.development, action.development)} with {action.dice} " \
            f"{'die' if action.dice == 1 else 'dice'} ({5 * action.dice} IPC)"
    if isinstance(action, A.Fight):
        if action.space.startswith("sbr:"):
            return f"bombing raid on {name(s, action.space[4:])}"
        return f"fight in {name(s, action.space)}"
    if isinstance(action, A.Casualty):
        u = s.units.get(action.unit)
        if u:
            hurt = " (damaged)" if "dmg" in u.flags else ""
            if u.type == "battleship" and "dmg" not in u.flags:
                return f"casualty: {POWER_ADJ[u.owner]} battleship takes the hit (damaged, still fights)"
            return f"casualty: {POWER_ADJ[u.owner]} {unit_name(u.type)}{hurt}"
    if isinstance(action, A.Retreat):
        return f"retreat to {name(s, action.to)}" if action.to else "retreat the aircraft"
    if isinstance(action, A.Land):
        u = s.units.get(action.unit)
        what = f"{POWER_ADJ[u.owner]} {unit_name(u.type)}" if u else "aircraft"
        return f"{what} lands in {name(s, action.to)}"
    if isinstance(action, A.Rocket):
        return f"rocket from {name(s, action.launch)} at {name(s, action.target)}"
    if isinstance(action, A.LendLease):
        u = s.units.get(action.unit)
        what = f"{POWER_ADJ[u.owner]} {unit_name(u.type)} in {name(s, u.at)}" if u else "a unit"
        return f"Lend-Lease: the {what} becomes Soviet"
    if isinstance(action, A.ChooseAdvantage):
        return f"{POWER_TITLES.get(action.power, action.power)} takes {action.name}"
    if isinstance(action, A.Declare) and action.name == AGREEMENT:
        return "agree to the casualty" if action.use else "refuse: the other side chooses the casualty"
    if isinstance(action, Done):
        return DONE_TEXT.get(_kind(s), "done").lower()
    return plain(s, action.describe())


def log_line(s: RevisedState, action: Action) -> str:
    """The log line of `action` applied now: a roll with its label in words, a decision described."""
    from sandtable.core.protocol import CHANCE

    if s.winner is None and s.pending is not None and s.current_player() == CHANCE:
        return plain(s, action.describe())  # "<label>: rolled N" with the label in words
    return describe(s, action)
