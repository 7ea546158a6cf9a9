"""What a gesture at the table means in D-Day (no Qt): which places an action involves, what a player
may pick up in a place, the action a drop makes, what a click does, the prompt and the one-click
buttons, the default casualty, and whose dice a roll is.

The shared play window asks these; the engine still judges every action it submits.
"""

from __future__ import annotations

import re
from typing import Any

from sandtable.core.protocol import Action
from sandtable.core.table import ActionPlaces, PieceView, RollInfo, Selection
from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.state import DDayState, key, split
from sandtable.games.aa_dday.table_view import POWER_ADJ, POWER_TITLES, SEAT, SIDE_TITLES, unit_name

COMBAT_KINDS = frozenset({"casualty", "target", "use_tactic", "reroll"})
# Cheapest first: the casualty a player takes by default (blockhouses are not worth less, but a
# blockhouse cannot move and fires to sea; it goes after infantry and before artillery and tanks).
CHEAP = ("infantry", "blockhouse", "artillery", "tank")
_HITS_ON = re.compile(r"hits on (\d) or less")
_ANY = "hits on any die"


def name(s: DDayState, place: str) -> str:
    return s.scen.place_name(place)


def action_places(s: DDayState, action: Action) -> ActionPlaces | None:
    if isinstance(action, A.Move):
        return ActionPlaces(action.origin, action.dest, (key(_power(s), action.unit),), "move")
    if isinstance(action, A.PlaceAircraft):
        return ActionPlaces(s.scen.airfield, action.zone, (key(_power(s), action.unit),), "fly")
    if isinstance(action, A.Target):
        return ActionPlaces(None, action.place, (key(action.power, action.unit),), "place")
    if isinstance(action, A.Reinforce):
        return ActionPlaces(None, action.place, (), "place")
    if isinstance(action, A.PickZone):
        return ActionPlaces(None, action.zone, (), "place")
    if isinstance(action, A.Casualty) and s.pending:
        place = s.pending.get("data", {}).get("place")
        return ActionPlaces(None, place, (key(action.power, action.unit),), "choose")
    return None


def _power(s: DDayState) -> str:
    return str((s.pending or {}).get("power", ""))


def _kind(s: DDayState) -> str:
    return str((s.pending or {}).get("kind", ""))


def movable(s: DDayState, place: Any, legal: list[Action]) -> list[PieceView]:
    """What the player may pick up in `place`: a number of each unit type with a legal move from it,
    or the aircraft waiting on the airfield."""
    power = _power(s)
    if _kind(s) == "place_aircraft" and place == s.scen.airfield:
        unit = s.pending["data"]["unit"] if s.pending else "fighter"
        n = s.count(place, key(power, unit))
        if n and any(isinstance(a, A.PlaceAircraft) for a in legal):
            return [PieceView(key(power, unit), SEAT[power], n, str(n),
                              f"{POWER_ADJ[power]} {unit_name(unit, n)}", "block")]
        return []
    if _kind(s) != "move" or not isinstance(place, str) or place not in s.units:
        return []
    units = {a.unit for a in legal if isinstance(a, A.Move) and a.origin == place}
    out = []
    moved = s.moved.get(place, {})
    for unit in ("tank", "artillery", "infantry"):
        if unit in units:
            k = key(power, unit)
            n = s.count(place, k) - moved.get(k, 0)
            if n > 0:
                out.append(PieceView(k, SEAT[power], n, str(n), f"{POWER_ADJ[power]} {unit_name(unit, n)}",
                                     "block"))
    return out


def _chosen(selection: Selection) -> list[tuple[str, int]]:
    return [(k, n) for k, n in selection.counts.items() if n > 0]


def targets(s: DDayState, legal: list[Action], selection: Selection | None) -> dict[Any, str]:
    """Places to light: where the picked-up units may go (a tank's two zones), or where a click acts."""
    out: dict[Any, str] = {}
    if selection is None:
        for a in legal:
            p = action_places(s, a)
            if p is not None and p.role == "place" and p.target is not None:
                out.setdefault(p.target, "place")
            elif isinstance(a, A.PlaceAircraft):
                out.setdefault(a.zone, "fly")
        return out
    units = {split(k)[1] for k, _ in _chosen(selection)}
    for a in legal:
        if isinstance(a, A.Move) and a.origin == selection.origin and (not units or a.unit in units):
            out.setdefault(a.dest, "move")
        elif isinstance(a, A.PlaceAircraft) and selection.origin == s.scen.airfield:
            out.setdefault(a.zone, "fly")
    return out


def compose(s: DDayState, legal: list[Action], selection: Selection, target: Any) -> Action | None:
    """The move dropping the picked-up units on `target` makes: one unit type per move (the engine
    moves one type at a time), the first type picked that can go there, as many as were picked."""
    if selection.origin == s.scen.airfield and _kind(s) == "place_aircraft":
        unit = s.pending["data"]["unit"] if s.pending else "fighter"
        return A.PlaceAircraft(unit, str(target))
    if selection.origin is None or _kind(s) != "move":
        return None
    chosen = _chosen(selection) or [(key(_power(s), u), 1) for u in ("tank", "artillery", "infantry")]
    for k, n in chosen:
        unit = split(k)[1]
        found = [a for a in legal if isinstance(a, A.Move) and a.origin == selection.origin
                 and a.dest == target and a.unit == unit]
        if found:
            direct = [a for a in found if not a.via]
            first = (direct or found)[0]
            return A.Move(unit, first.origin, first.dest, n, first.via)
    if chosen:  # nothing legal: the engine says why (a move of the first type picked)
        return A.Move(split(chosen[0][0])[1], str(selection.origin), str(target), chosen[0][1])
    return None


def click(s: DDayState, legal: list[Action], place: Any, alternate: bool) -> Action | None:
    """A click on a zone sends an aircraft there (card 3 and 5) or places the next reinforcement."""
    kind = _kind(s)
    if kind == "place_aircraft" and place in s.scen.zones:
        unit = s.pending["data"]["unit"] if s.pending else "fighter"
        return A.PlaceAircraft(unit, str(place))
    if kind == "reinforce":
        return A.Reinforce(str(place))
    if kind == "pick_zone" and place in s.scen.zones:
        return A.PickZone(str(place))
    return None


def explain(s: DDayState, legal: list[Action], place: Any) -> str:
    """Why a click on `place` does nothing now (empty: the window's general sentence)."""
    kind = _kind(s)
    if kind == "casualty":
        return "Choose the casualty on the battle board (or in the Combat & dice tab)."
    if kind == "move" and s.pending and s.pending.get("card") == 10 and place in s.scen.zones:
        return "On card 10 units land from the beach boxes: drag a beach box onto its beach."
    return ""


# -- prompt, buttons, combat defaults, rolls ----------------------------------------------------

def prompt(s: DDayState, legal: list[Action]) -> str:
    p = s.pending or {}
    kind = p.get("kind")
    who = POWER_TITLES.get(str(p.get("power", "")), "")
    card = s.current_card()
    head = f"Card {card['n']} {card['name']}" if card and card["deck"] == "order" else \
        (str(card["name"]) if card else "")
    if kind == "move":
        if card and card["deck"] == "tactics":  # German Convoy: the card's own limits (Cards tab)
            return (f"{head} — {who}: drag a stack as far as the tactics card allows; the picker sets how "
                    "many go. Done when finished.")
        if p.get("card") == 10:
            return (f"{head} — {who}: drag units from your beach boxes to the beach they land on; "
                    "Done when finished.")
        return (f"{head} — {who}: drag a stack to an adjacent zone (tanks two zones); the picker "
                "sets how many go. Done when finished.")
    if kind == "place_aircraft":
        unit = p.get("data", {}).get("unit", "fighter")
        left = s.count(s.scen.airfield, key(str(p.get("power")), unit))
        extra = " (at most 4 a zone)" if unit == "fighter" else " (only zones without Allied units)"
        return (f"{head} — {who}: click a zone to send a {unit} there{extra}; {left} on the airfield. "
                "Done when finished.")
    if kind == "reinforce":
        chart = p.get("data", {}).get("chart", "")
        left = next((c["left"] for c in s.charts_view() if c["id"] == chart), [])
        nxt = unit_name(left[0]["unit"]) if left else "unit"
        return f"{head} — {who}: click a lit beach box or sector zone to place the next {nxt}."
    if kind == "casualty":
        return f"{head} — {who}: {p.get('prompt', '')}. Pick it in the battle panel."
    if kind == "target":
        return f"{head} — {who}: {p.get('prompt', '')}. Click the target's zone or pick it in the list."
    if kind == "pick_zone":
        return f"{head} — {who}: {p.get('prompt', '')}. Click a lit zone."
    if kind == "tactic":
        return f"{head} — {who}: play or pass the tactics card."
    if kind == "reroll":
        return f"{head} — {who}: re-roll a die or keep the roll."
    return ""


def buttons(s: DDayState, legal: list[Action]) -> list[tuple[str, Action]]:
    out: list[tuple[str, Action]] = []
    for a in legal:
        if isinstance(a, A.Done):
            out.append(("Done", a))
        elif isinstance(a, A.UseTactic):
            out.append(("Play card" if a.use else "Pass card", a))  # short: the buttons share a row
        elif isinstance(a, A.Reroll) and a.die == 0:
            out.append(("Keep the roll", a))
    return out


def is_combat_decision(action: Action) -> bool:
    return action.kind in COMBAT_KINDS


def default_decision(s: DDayState, actions: list[Action]) -> Action | None:
    """Cheapest first: infantry, then blockhouses, artillery, tanks."""
    cas = [a for a in actions if isinstance(a, A.Casualty)]
    if cas:
        return min(cas, key=lambda a: (CHEAP.index(a.unit) if a.unit in CHEAP else 9, a.power))
    return actions[0] if actions else None


def roll_info(s: DDayState | None, label: str) -> RollInfo:
    """Whose die: the power named first in the label ("uk infantry attacks ..."), else the side whose
    card it is; the hit number from "(hits on N or less)"."""
    found = _HITS_ON.search(label)
    threshold = int(found.group(1)) if found else (6 if _ANY in label else None)
    side: int | None = None
    low = label.lower()
    for word, seat in (("germany", 0), ("german", 0), ("axis", 0), ("uk", 1), ("british", 1), ("us", 2),
                       ("american", 2), ("allies", 1), ("allied", 1)):
        if re.search(rf"\b{word}\b", low):
            side = seat
            break
    # A side's volley on the battle board waits for its Roll click once, at its first die; the rest
    # of the volley falls at once (the engine rolls one die at a time, each a chance step).
    pending = (s.pending or {}) if s is not None else {}
    first = not pending.get("ctx", {}).get("rolled")
    watched = ("attacks in" in low or "defends in" in low) and first
    return RollInfo(side, threshold, watched, low=True)


def describe(s: DDayState, action: Action) -> str:
    """A decision in a player's words, with place names."""
    power = _power(s)
    if isinstance(action, A.Move):
        path = f"{name(s, action.origin)} → " + (f"{name(s, action.via)} → " if action.via else "") \
            + name(s, action.dest)
        units = f"{POWER_ADJ.get(power, power)} {unit_name(action.unit, action.count)}"
        return f"move {action.count} {units}: {path}"
    if isinstance(action, A.PlaceAircraft):
        return f"{POWER_ADJ.get(power, power)} {action.unit} to {name(s, action.zone)}"
    if isinstance(action, A.Casualty):
        return f"casualty: {POWER_ADJ.get(action.power, action.power)} {unit_name(action.unit)}"
    if isinstance(action, A.Target):
        return f"target: {POWER_ADJ.get(action.power, action.power)} {unit_name(action.unit)} in " \
            f"{name(s, action.place)}"
    if isinstance(action, A.Reinforce):
        return f"reinforcement to {name(s, action.place)}"
    if isinstance(action, A.PickZone):
        return f"zone {name(s, action.zone)}" + (f" ({POWER_TITLES.get(action.power, '')})"
                                                  if action.power else "")
    return action.describe()


def side_title(side: str) -> str:
    return SIDE_TITLES.get(side, side)
