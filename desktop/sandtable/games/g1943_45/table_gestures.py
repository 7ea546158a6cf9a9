"""What a gesture at the table means in 1943-45 (no Qt): which places an action involves, what a
player may pick up in a zone, the action a drop makes, the prompt and the one-click buttons, the
default choice in a combat, and whose dice a roll is.

The shared play window asks these; the engine still judges every action it submits.
"""

from __future__ import annotations

import re
from typing import Any

from sandtable.core.protocol import Action, IllegalAction
from sandtable.core.table import ActionPlaces, PieceView, RollInfo, Selection
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.pieces import LAND_COUNTERS, SIDE_TITLES
from sandtable.games.g1943_45.table_view import piece_name
from sandtable.games.g1943_45.wording import piece_words, zone_name

MOVE_KINDS = frozenset({"move", "fly", "transport", "pass", "end_impulse"})
ATTACK_KINDS = frozenset({"attack", "land"})
# Decisions shown in the combat panel beside the dice: reactions, casualties, events playable now.
REACTION_KINDS = frozenset({"intercept", "transport_loss", "play_event", "no_event", "intercept_landing",
                            "defend", "occupy", "landing_return"})
# "(3 at 4-6)" in a label, "hits on 4-6" or "hits on 6" in a log line (wording.py).
_THRESHOLD = re.compile(r"\b(?:at|on) (\d)(?:-6)?\b")
_SIDE_WORDS = (("Allies", 0), ("Allied", 0), ("Axis", 1), ("American", 0), ("British", 0),
               ("Italian", 1), ("U-boat", 1))


def action_places(state: Any, action: Action) -> ActionPlaces | None:
    if isinstance(action, A.MoveLand) and action.path:
        return ActionPlaces(action.origin, action.path[-1], action.counters, "move")
    if isinstance(action, A.Transport):
        return ActionPlaces(action.origin, action.to, action.counters, "sea")
    if isinstance(action, A.MoveAir):
        return ActionPlaces(None, action.to, (action.plane,), "fly")
    if isinstance(action, C.Bomb):
        return ActionPlaces(None, action.zone, (action.plane,), "attack")
    if isinstance(action, C.Attack | C.Landing):
        return ActionPlaces(None, action.target, (), "attack")
    if isinstance(action, A.Reinforce | A.Convert | A.SetupPlace):
        return ActionPlaces(None, action.zone, (), "place")
    if isinstance(action, A.StackingMove):
        return ActionPlaces(action.origin, None, (), "alert")
    zone = getattr(action, "zone", None)
    if isinstance(zone, int) and zone > 0:
        return ActionPlaces(None, zone, (), "place")
    return None


def movers(state: Any, zone: int) -> tuple[int, list[str]]:
    """The fresh cubes and unmoved land counters of the side to decide in `zone`."""
    from sandtable.games.g1943_45.movement import fresh_cubes

    side = state.current_player()
    if side < 0 or not isinstance(zone, int) or zone not in state.topo.zones:
        return 0, []
    ids = sorted(cid for cid, c in state.counters.items()
                 if c.zone == zone and c.side == side and c.type in LAND_COUNTERS and not c.moved)
    return fresh_cubes(state, side, zone), ids


def movable(state: Any, zone: Any, legal: list[Action]) -> list[PieceView]:
    if not {a.kind for a in legal} & {"move", "transport"}:
        return []
    cubes, ids = movers(state, zone)
    side = state.current_player()
    out = [PieceView("cube", side, cubes, str(cubes), piece_name("cube", cubes), "block")] if cubes else []
    for cid in ids:
        piece = state.counters[cid].type
        # the picker names a counter as the player knows it ("Allied tank"); its id stays in `ids`
        title = piece_words(state, cid, where=False)
        out.append(PieceView(piece, side, 1, cid, title, "counter", ids=(cid,)))
    return out


def plane_twins(state: Any, cid: str) -> set[str]:
    """Planes interchangeable with `cid` (the legal list names one of each kind per zone)."""
    me = state.counters[cid]
    return {k for k, c in state.counters.items() if c.zone == me.zone and c.type == me.type
            and c.engaged == me.engaged and c.side == me.side}


def land_targets(legal: list[Action], origin: int) -> dict[int, tuple[int, ...]]:
    found: dict[int, tuple[int, ...]] = {}
    for a in legal:
        if isinstance(a, A.MoveLand) and a.origin == origin and a.path:
            dest = a.path[-1]
            if dest not in found or len(a.path) < len(found[dest]):
                found[dest] = a.path
    return found


def targets(state: Any, legal: list[Action], selection: Selection | None) -> dict[Any, str]:
    """Places to light: where the selection can go ("move", "sea" by Shift, "fly"), or with nothing
    selected where a click acts ("place") or must act ("alert": over-stacked zones)."""
    if selection is None:
        out: dict[Any, str] = {}
        for a in legal:
            places = action_places(state, a)
            if places is None:
                continue
            if isinstance(a, A.Reinforce | A.Convert):
                out[a.zone] = "place"
            elif places.role == "alert" and places.origin is not None:
                out[places.origin] = "alert"
        return out
    if selection.origin is not None:
        land = land_targets(legal, selection.origin)
        sea = {a.to for a in legal if isinstance(a, A.Transport) and a.origin == selection.origin}
        return {**{z: "sea" for z in sea - set(land)}, **{z: "move" for z in land}}
    if selection.pieces and selection.pieces[0] in state.counters:
        twins = plane_twins(state, selection.pieces[0])
        found: dict[Any, str] = {a.zone: "attack" for a in legal
                                 if isinstance(a, C.Bomb) and a.plane in twins}
        found.update({a.to: "fly" for a in legal if isinstance(a, A.MoveAir) and a.plane in twins})
        return found
    return {}


def compose(state: Any, legal: list[Action], selection: Selection, target: Any) -> Action | None:
    """The action dropping `selection` on `target` makes (checked by the engine afterwards)."""
    if selection.origin is not None:
        origin = selection.origin
        cubes = int(selection.counts.get("cube", 0))
        counters = tuple(sorted(selection.pieces))
        land = land_targets(legal, origin)
        sea = {a.to for a in legal if isinstance(a, A.Transport) and a.origin == origin}
        if (selection.alternate and target in sea) or (target not in land and target in sea):
            return A.Transport(origin, target, cubes, counters)
        return A.MoveLand(origin, land.get(target, (target,)), cubes, counters)
    if selection.pieces:
        cid = selection.pieces[0]
        plane = state.counters.get(cid)
        if plane is None:
            return None
        if state.enemy_present(plane.side, target):
            # A plane sent onto enemy forces bombs them (Air bombardment), when the engine offers it.
            bombs = [a for a in legal if isinstance(a, C.Bomb) and a.plane == cid and a.zone == target]
            if bombs:
                return bombs[0]
        position = None
        if selection.point is not None:
            position = (round(selection.point[0], 4), round(selection.point[1], 4))
        action = A.MoveAir(cid, target, position)
        if position is not None and not _legal(state, action) and _legal(state, A.MoveAir(cid, target, None)):
            return A.MoveAir(cid, target, None)  # the point is refused: the zone's default spot
        return action
    return None


def click(state: Any, legal: list[Action], zone: Any, alternate: bool) -> Action | None:
    """The action a plain click on `zone` makes when nothing is selected and it is not an attack
    target or a stack to pick up: place a reinforcement (Shift: as many as fit), convert, set up."""
    kinds = {a.kind for a in legal}
    if "reinforce" in kinds:
        mine = [a for a in legal if isinstance(a, A.Reinforce) and a.zone == zone]
        count = max((a.count for a in mine), default=1) if alternate else 1
        return A.Reinforce(zone, count)
    choices = [a for a in legal if getattr(a, "zone", None) == zone or getattr(a, "origin", None) == zone]
    if "convert" in kinds and not choices:
        return A.Convert(zone, "tank")  # the engine says why this zone cannot convert
    if "setup_place" in kinds and not choices:
        return A.SetupPlace(zone, "cube", 1)
    return None


def explain(state: Any, legal: list[Action], zone: Any) -> str:
    """Why a click on `zone` does nothing now (empty when the generic sentence will do)."""
    kinds = {a.kind for a in legal}
    label = zone_name(state, zone) if zone in state.topo.zones else str(zone)
    side = state.current_player()
    movable_here = bool(kinds & {"move", "transport"}) and any(movers(state, zone))
    if kinds & ATTACK_KINDS and not movable_here:
        return f"{label} cannot be attacked now: no attack or landing on it is possible."
    if "to_combat" in kinds and side >= 0 and state.enemy_present(side, zone) and not movable_here:
        return "Attacks come after the movement: press “To the attacks” first."
    return ""


def _legal(state: Any, action: Action) -> bool:
    try:
        state.check_legal(action)
    except IllegalAction:
        return False
    return True


# -- prompt, buttons, combat defaults, rolls ---------------------------------------------------

def prompt(state: Any, legal: list[Action]) -> str:
    kinds = {a.kind for a in legal}
    side = state.current_player()
    who = SIDE_TITLES[side] if side in (0, 1) else ""
    if "setup_place" in kinds or "accept_default_setup" in kinds:
        return ("Axis free set-up: click a zone to place pieces, or accept the default deployment in the "
                "Decisions tab.")
    if "reinforce" in kinds:
        return (f"{who}: place {state.reinf_left} reinforcement cube(s). Click a highlighted zone "
                "(Shift-click: as many as fit).")
    if "convert" in kinds:
        return f"{who}: conversion. Click a zone with cubes to convert them, or Done."
    if "choose_first" in kinds:
        return f"{who} won the initiative: choose who plays first (Decisions tab)."
    if "combat_take_loss" in kinds:
        return _casualty_prompt(state, who, "combat_retreat" in kinds)
    if "no_event" in kinds:
        return f"{who} may play an event now (Combat & dice tab), or press No event."
    if kinds & {"intercept", "transport_loss"}:
        return f"{who}: reaction to the enemy's naval transport (Combat tab)."
    if "stacking_move" in kinds:
        return f"{who}: over-stacked. Click the zone to move the excess out."
    if "overlord_remove_fleet" in kinds:
        return "Overlord: choose the Allied fleet that leaves (Decisions tab)."
    if kinds & ATTACK_KINDS:
        left = 3 - int(state.combat.arrows)
        return (f"{who}: attacks. Click an enemy zone to attack it ({left} of 3 arrows left), or End "
                "impulse.")
    if kinds & MOVE_KINDS:
        return (f"{who}, impulse: select your forces (click or drag a stack, or a plane), then a "
                "destination. Pass or End impulse when done.")
    return ""


def _casualty_prompt(state: Any, who: str, may_retreat: bool) -> str:
    """How many losses the side still has to take in this round, and how to take the next one."""
    battle = combat_resolver(state)
    pending = getattr(battle, "pending", None)
    actor = getattr(battle, "actor", None)
    left = int(pending[actor]) if pending is not None and actor in (0, 1) else 1
    losses = "1 loss" if left == 1 else f"{left} losses"
    retreat = " or retreat instead" if may_retreat else ""
    return (f"{who}: {losses} still to take. Choose the piece that takes the next one in the Combat tab"
            f"{retreat}; the lost pieces are crossed out on the map.")


def buttons(state: Any, legal: list[Action]) -> list[tuple[str, Action]]:
    """The one-click decisions under the prompt, the main one first."""
    by_kind: dict[str, Action] = {}
    for a in legal:
        by_kind.setdefault(a.kind, a)
    out: list[tuple[str, Action]] = []
    if "accept_default_setup" in by_kind and not state.setup_touched:
        # Before any piece is placed, "done" would leave the free forces off the board.
        out.append(("Default deployment", by_kind["accept_default_setup"]))
    else:
        for kind, text in (("pass", "Pass"), ("end_impulse", "End impulse"), ("no_event", "No event"),
                           ("reinforce_done", "Done"), ("convert_done", "Done"), ("setup_done", "Done")):
            if kind in by_kind:
                out.append((text, by_kind[kind]))
                break
    if "to_combat" in by_kind:
        out.append(("To the attacks", by_kind["to_combat"]))
    return out


def is_combat_decision(action: Action) -> bool:
    return action.kind.startswith("combat_") or action.kind in REACTION_KINDS


def combat_resolver(state: Any) -> Any:
    resolver = getattr(getattr(state, "combat", None), "resolver", None)
    return resolver if resolver is not None else getattr(state, "battle", None)


def default_decision(state: Any, actions: list[Action]) -> Action | None:
    if not actions:
        return None
    battle = combat_resolver(state)
    if battle is not None:
        try:
            from sandtable.games.g1943_45.combat import default_policy_action

            default_loss = getattr(battle, "default_loss", None)
            found = default_loss() if callable(default_loss) else default_policy_action(battle)
            for action in actions:
                if action.describe() == found.describe() or action == found:
                    return action
        except Exception:  # the engine's battle may be in a phase without a default
            pass
    # Events are an option, never the default; reactions intercept with everything available.
    declines = [a for a in actions if a.kind == "no_event"]
    if declines:
        return declines[0]
    if all(a.kind in ("intercept", "intercept_landing") for a in actions):
        return max(actions, key=lambda a: len(getattr(a, "pieces", ())))
    return actions[0]


def roll_info(state: Any, label: str) -> RollInfo:
    """(side, threshold) of the pending roll as far as the state or its label tells."""
    threshold: int | None = None
    battle = combat_resolver(state)
    spec = getattr(battle, "roll_spec", None)
    if callable(spec):
        try:
            threshold = int(spec()[1])
        except (ValueError, TypeError, IndexError, IllegalAction):
            threshold = None
    watched = "round" in label or "landing" in label or "bombardment" in label
    attacker = getattr(getattr(battle, "setup", None), "attacker", None)
    if "bombardment" in label and attacker in (0, 1):
        return RollInfo(attacker, threshold, watched)  # the attacker's fleets bombard the landing zone
    if threshold is None:
        found = _THRESHOLD.search(label)
        threshold = int(found.group(1)) if found else None
    side: int | None = None
    if "initiative" in label:
        return RollInfo(None, threshold, watched, True)  # one die each: Allies first, then Axis
    positions = [(label.find(word), s) for word, s in _SIDE_WORDS if word in label]
    if positions:
        side = min(positions)[1]
    else:
        # Counter ids name their owner: "A.plane.2" is Allied, "X.fleet_it.1" Axis.
        owner = re.search(r"\b([AX])\.[a-z_]+\.\d+\b", label)
        if owner:
            side = 0 if owner.group(1) == "A" else 1
    return RollInfo(side, threshold, watched)
