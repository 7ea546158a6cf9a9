"""What a gesture at the table means in FSTR (no Qt): which hexes an action involves, the units a
player may pick up in a hex, the move or attack a drop makes, what a click does, the prompt, the
one-click buttons, the combat decisions and whose dice a roll is.

A drag from a hex of the operating formation moves the ticked units (Shift: the strategic move,
11.3); a drag onto an enemy hex, or a click on it, declares the attack (the combat dialog of
`ui/games/fstr` composes the attacking hexes); clicks place artillery, fortifications, retreats
and the other one-hex decisions. The engine judges every action submitted.
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action, Done
from sandtable.core.table import ActionPlaces, PieceView, RollInfo, Selection
from sandtable.games.fstr import actions as A
from sandtable.games.fstr.bari import BARI, CHOICE
from sandtable.games.fstr.state import FstrState
from sandtable.games.fstr.table_view import chip, player_text

COMBAT_KINDS = frozenset({"support", "lose_step", "retreat_choice", "hit_choice", "retreat", "advance",
                          "gegenangriff"})
_ONE_HEX = (A.PlaceArtillery, A.Fortify, A.PlaceRearguard, A.Emergency, A.Drop, A.Land, A.SetReserve,
            A.ActivateReserve, A.Mule, A.AirSupply, A.Retreat, A.Examine, A.PlaceUnit)


def _kind(s: FstrState) -> str:
    return str((s.pending or {}).get("kind", ""))


def where(s: FstrState, uid: str) -> Any:
    """The place a unit stands in: its hex, the Bari Port Box (9.5.7), or None."""
    return s.loc.get(uid) or (BARI if uid in s.bari else None)


def action_places(s: FstrState, action: Action) -> ActionPlaces | None:
    if isinstance(action, A.Move | A.React):
        if not action.units or where(s, action.units[0]) is None:
            return None
        strategic = isinstance(action, A.Move) and action.strategic
        role = "sea" if strategic else "move"
        return ActionPlaces(where(s, action.units[0]), action.to, tuple(action.units), role)
    if isinstance(action, A.Attack):
        return ActionPlaces(None, action.target, (), "attack")
    if isinstance(action, A.Advance) and s.battle is not None:
        return ActionPlaces(action.origin, s.battle["target"], tuple(action.units), "move")
    if isinstance(action, A.SeaMove) and where(s, action.unit) is not None:
        return ActionPlaces(where(s, action.unit), action.to, (action.unit,), "sea")
    if isinstance(action, A.PlaceArtillery | A.PlaceUnit):
        return ActionPlaces(None, action.hex, (action.unit,), "place")
    if isinstance(action, _ONE_HEX):
        return ActionPlaces(None, getattr(action, "hex", None) or getattr(action, "to", None), (), "place")
    if isinstance(action, A.Bombard | A.Interdict):
        target = action.target if isinstance(action, A.Bombard) else action.hex
        return ActionPlaces(None, target, (), "place")
    if isinstance(action, A.Adjust) and action.units and action.units[0] in s.loc:
        return ActionPlaces(None, s.loc[action.units[0]], tuple(action.units), "place")
    if isinstance(action, A.AddBonus) and action.unit in s.loc:
        return ActionPlaces(None, s.loc[action.unit], (action.unit,), "place")
    if isinstance(action, A.LoseStep) and action.unit in s.loc:
        return ActionPlaces(None, s.loc[action.unit], (action.unit,), "choose")
    return None


def _moves(legal: list[Action]) -> list[A.Move | A.React | A.Advance]:
    return [a for a in legal if isinstance(a, A.Move | A.React | A.Advance)]


def movable(s: FstrState, place: Any, legal: list[Action]) -> list[PieceView]:
    """The units in `place` with a legal move from there, one counter each (the picker ticks them)."""
    units: set[str] = set()
    for a in _moves(legal):
        if isinstance(a, A.Advance):
            if a.origin == place and s.battle is not None:
                units.update(a.units or s.battle["attackers"].get(place, []))
        elif a.units and where(s, a.units[0]) == place:
            units.update(a.units)
    return [chip(s, u) for u in sorted(units) if where(s, u) == place]


def _group(a: A.Move | A.React | A.Advance) -> frozenset[str]:
    return frozenset(a.units)


def _fits(s: FstrState, a: Action, selection: Selection) -> bool:
    """Whether move `a` starts where the selection was picked up and moves exactly the ticked units."""
    if isinstance(a, A.Advance):
        if a.origin != selection.origin:
            return False
        if not selection.pieces or s.battle is None:
            return not a.units
        everyone = [u for u in s.battle["attackers"].get(a.origin, []) if s.loc.get(u) == a.origin]
        ticked = set(selection.pieces)
        return (not a.units and ticked >= set(everyone)) or set(a.units) == ticked
    if not isinstance(a, A.Move | A.React) or not a.units or where(s, a.units[0]) != selection.origin:
        return False
    if isinstance(a, A.Move) and a.strategic != selection.alternate:
        return False
    return not selection.pieces or _group(a) == frozenset(selection.pieces)


def targets(s: FstrState, legal: list[Action], selection: Selection | None) -> dict[Any, str]:
    out: dict[Any, str] = {}
    if selection is None:
        for a in legal:
            p = action_places(s, a)
            if p is not None and p.target is not None and p.role in ("place", "attack"):
                out.setdefault(p.target, p.role)
        return out
    for a in legal:
        if _fits(s, a, selection):
            p = action_places(s, a)
            if p is not None and p.target is not None:
                out.setdefault(p.target, p.role)
        elif isinstance(a, A.Attack) and selection.origin in a.origins:
            out.setdefault(a.target, "attack")
    return out


def compose(s: FstrState, legal: list[Action], selection: Selection, target: Any) -> Action | None:
    """The move of the ticked units to `target`, or the attack on `target` from the selected hex."""
    for a in legal:
        if _fits(s, a, selection) and (p := action_places(s, a)) is not None and p.target == target:
            return a
    attacks = [a for a in legal if isinstance(a, A.Attack) and a.target == target
               and selection.origin in a.origins]
    if attacks:
        return min(attacks, key=lambda a: len(a.origins))
    if selection.origin is not None and selection.pieces and _kind(s) == "op_step":
        # Nothing legal: the engine's refusal says why (too far, overstacked, enemy-held).
        return A.Move(tuple(selection.pieces), str(target), selection.alternate)
    return None


def click(s: FstrState, legal: list[Action], place: Any, alternate: bool) -> Action | None:
    """A click on a hex makes the one one-hex decision there (artillery, retreat, fortification…)."""
    here = [a for a in legal if isinstance(a, _ONE_HEX + (A.Bombard, A.Interdict))
            and (p := action_places(s, a)) is not None and p.target == place]
    return here[0] if len(here) == 1 else None


def explain(s: FstrState, legal: list[Action], place: Any) -> str:
    hidden = getattr(s, "hidden_stacks", {}).get(place, 0)
    if hidden and not any((p := action_places(s, a)) is not None and place in (p.origin, p.target)
                          for a in legal):
        return f"{hidden} counter(s) of this stack are hidden: only stacks next to your units can be examined"
    return ""


def describe(s: FstrState, action: Action) -> str:
    """A decision in a player's words, with the movement points left for a move."""
    text = player_text(s, action.describe())
    if isinstance(action, A.Move | A.React) and action.units and action.units[0] in s.loc:
        left = mp_left(s, action)
        if left is not None:
            text += f" ({left:g} MP left)"
    if isinstance(action, A.Attack):
        text = player_text(s, f"attack {action.target} from " + ", ".join(action.origins))
    if isinstance(action, A.Move) and action.units and action.units[0] in s.bari:
        # Out of the box by land (9.5.7, line 559): the box is where it starts, not a hex.
        text = player_text(s, f"move {', '.join(action.units)} from the Bari Port Box to {action.to}")
    if isinstance(action, A.Choose) and action.option.startswith(CHOICE):  # a reinforcement (9.5.7)
        text = f"put {action.option[len(CHOICE):]} in the Bari Port Box"
    return text[:1].upper() + text[1:]


def mp_left(s: FstrState, action: A.Move | A.React) -> float | None:
    from sandtable.games.fstr.movement import movement_allowance, reachable

    units = list(action.units)
    strategic = isinstance(action, A.Move) and action.strategic
    try:
        if isinstance(action, A.React):
            ma = movement_allowance(s, units, reaction=True)
        else:
            ma = movement_allowance(s, units, strategic=strategic)
        cost = reachable(s, s.loc[units[0]], units, ma, strategic=strategic).get(action.to)
    except (KeyError, IndexError, TypeError):
        return None
    return None if cost is None else max(0.0, ma - cost)


def route(s: FstrState, action: Action) -> tuple[str, ...]:
    """The hexes a move or a Reaction walks through, origin to destination: the cheapest path the
    engine itself walks (`movement.path_to`, where enemy artillery may interrupt it, 16.1.2), drawn
    hex by hex while the player drags. Empty for a strategic move (it keeps 4 hexes from the enemy
    and is not interrupted: a straight arrow says enough) and for anything that is not a move."""
    from sandtable.games.fstr.movement import movement_allowance, path_to

    if not isinstance(action, A.Move | A.React) or (isinstance(action, A.Move) and action.strategic):
        return ()
    units = list(action.units)
    if not units or units[0] not in s.loc or action.to not in s.world.board.hexes:
        return ()
    ma = movement_allowance(s, units, reaction=isinstance(action, A.React))
    path = path_to(s, s.loc[units[0]], action.to, units, ma)
    nbrs = s.world.board.nbrs
    if len(path) < 2 or path[-1] != action.to or any(
            b not in nbrs[a] for a, b in zip(path, path[1:], strict=False)):
        return ()  # no path within the allowance: the engine refuses the move anyway
    return tuple(path)


def is_combat_decision(s: FstrState | None, action: Action) -> bool:
    return isinstance(action, A.Support | A.LoseStep | A.Retreat) or (
        isinstance(action, A.Choose) and action.option in ("retreat_instead", "take_loss", "step", "end_ops",
                                                            "gegenangriff", "no"))


def default_decision(s: FstrState, actions: list[Action]) -> Action | None:
    """The cheapest step to lose (the lowest factor), no support, the first retreat hex."""
    steps = [a for a in actions if isinstance(a, A.LoseStep)]
    if steps:
        return min(steps, key=lambda a: (s.factor(a.unit), a.unit))
    for a in actions:
        if isinstance(a, A.Support | A.Retreat) or (
                isinstance(a, A.Choose) and a.option in ("take_loss", "step")):
            return a
    return None


def prompt(s: FstrState, actions: list[Action]) -> str:
    p = s.pending or {}
    kind = p.get("kind", "")
    side = {"allied": "Allies", "axis": "Axis"}.get(str(p.get("side")), "")
    if kind == "op_step" and p.get("step") == "B":
        return (f"{side}: drag a stack of the operating formation to a lit hex (Shift: strategic move), "
                "then Done")
    if kind == "op_step" and p.get("step") == "C":
        return f"{side}: drag attackers onto an enemy hex, or click it, to declare a combat; then Done"
    if kind == "place_art":
        return f"{side}: click a lit hex to place {p.get('unit', '')}, or Done"
    if kind == "retreat":
        return f"{side}: click the hex to retreat to"
    text = str(p.get("prompt", ""))
    return player_text(s, f"{side}: {text}" if side and text else text)


BUTTON_TITLES = {"commit": "Commit", "done": "Done", "take_loss": "Take the loss",
                 "retreat_instead": "Retreat instead", "step": "Lose a step", "end_ops": "END OPS",
                 "enter": "Enter now", "delay": "Delay", "no": "No", "gegenangriff": "Gegenangriff"}


def buttons(s: FstrState, actions: list[Action]) -> list[tuple[str, Action]]:
    out: list[tuple[str, Action]] = []
    for a in actions:
        if isinstance(a, A.Commit):
            out.append(("Commit", a))
        elif isinstance(a, Done):
            out.append(("Done", a))
        elif isinstance(a, A.Choose) and a.option in BUTTON_TITLES:
            out.append((BUTTON_TITLES[a.option], a))
        elif isinstance(a, A.Support) and not a.counter:
            out.append(("No support", a))
    return out


def roll_info(s: FstrState | None, label: str) -> RollInfo:
    if label.startswith("CRT") and s is not None and s.battle is not None:
        side = {"allied": 0, "axis": 1}.get(str(s.battle.get("side")))
        return RollInfo(side, None, watched=True)
    return RollInfo()
