"""The tactics cards as data: the effect kinds the engine executes and what each kind's fields mean.

No engine import (scenario.py checks the file with it). Each card of maps/aa-dday/scenario.json's
"tactics_cards" names one kind in "effect" (null: the card is drawn and set aside) and the fields
that kind reads; "text" is the effect in a player's words for the card face, "provenance" says
whether the effect is the seed's text ("fact"), a public source's ("reference") or ours
("reconstruction", with a one-line "reason"). The code of each kind: advanced.py (the four named
cards) and tactics.py (the generic kinds).

Generic kinds:
- "fire": one die per `shooters` unit ({"side", "unit"}) in each zone that has a target, or `dice`
  dice in one zone the player picks (`zone`: "choose"; `zone_rule` "no_own_land": a zone without the
  player's land units); `reach` "same" or "adjacent" zones; `targets` {"side", "units" (default:
  every land unit), "exclude"}; `hit` or less destroys a unit the card's player chooses after the die.
- "modifier": order card `card` of this turn runs with the fate-style effect `mod` (and `value`).
- "bar_zone": the player picks a zone (`zones` "coastal" or "any"); `barred_side`'s land units may
  not enter it on the order cards `cards` of this turn.
- "extra_move": up to `units` land units of the player's side move now, `zones` (1 or 2) zones
  each, as on a movement card (not out of combat, stacking kept); Axis movers are strafed.
- "return_to_chart": one die per chart of the player's side: up to that many of its destroyed
  `unit` go back to their places on the chart.
"""

from __future__ import annotations

from typing import Any

NAMED = ("paratrooper_reinforcement", "v2_strike", "barnstorming", "blockhouse_construction")
GENERIC = ("fire", "modifier", "bar_zone", "extra_move", "return_to_chart")
TACTICS_EFFECTS = NAMED + GENERIC
PROVENANCE = ("fact", "reference", "reconstruction")
SIDES = ("allies", "axis")
UNITS = ("infantry", "artillery", "tank", "blockhouse", "fighter", "bomber")
# The fate-style effects the order cards read (engine.fate_is / tactic_mods) that a modifier may set.
MODS = ("land_anywhere", "move_two", "paired_infantry", "no_fighter_limit")


def _side_units(spec: Any, what: str, n: int) -> str | None:
    if not isinstance(spec, dict) or spec.get("side") not in SIDES:
        return f"tactics card {n}: {what} needs a side (allies or axis)"
    units = spec.get("units", [spec["unit"]] if "unit" in spec else [])
    if not isinstance(units, list) or any(u not in UNITS for u in units + list(spec.get("exclude", []))):
        return f"tactics card {n}: {what} names an unknown unit"
    return None


def _count(t: dict[str, Any], field: str, n: int, low: int, high: int) -> str | None:
    value = t.get(field)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        return f"tactics card {n}: {field} must be a whole number from {low} to {high}"
    return None


def problem(n: int, t: dict[str, Any]) -> str | None:
    """Why tactics card n's data cannot be played, in one sentence, or None."""
    effect = t.get("effect")
    if effect is None:
        return None
    if effect not in TACTICS_EFFECTS:
        return f"tactics card {n} has an unknown effect (known: {', '.join(TACTICS_EFFECTS)}, or null)"
    if t.get("provenance") is not None and t["provenance"] not in PROVENANCE:
        return f"tactics card {n}: provenance is one of {', '.join(PROVENANCE)}"
    if "hit" in t and (msg := _count(t, "hit", n, 0, 6)):
        return msg
    if t.get("side") not in SIDES:
        return f'tactics card {n} must be for "allies" or "axis"'
    if effect == "fire":
        if "shooters" in t:
            if msg := _side_units(t["shooters"], "shooters", n):
                return msg
        elif t.get("zone") != "choose" or (msg := _count(t, "dice", n, 1, 20)):
            return msg or f"tactics card {n}: a fire card needs shooters, or dice in a zone to choose"
        if t.get("reach", "same") not in ("same", "adjacent"):
            return f"tactics card {n}: reach is same or adjacent"
        return _side_units(t.get("targets"), "targets", n) or _count(t, "hit", n, 1, 6)
    if effect == "modifier":
        if t.get("mod") not in MODS:
            return f"tactics card {n}: mod is one of {', '.join(MODS)}"
        if t["mod"] == "paired_infantry" and (msg := _count(t, "value", n, 1, 6)):
            return msg  # the attack factor of the matched infantry
        return _count(t, "card", n, 1, 16)
    if effect == "bar_zone":
        cards = t.get("cards")
        if t.get("barred_side") not in SIDES or t.get("zones", "any") not in ("coastal", "any"):
            return f"tactics card {n}: bar_zone needs a barred_side and zones (coastal or any)"
        if not isinstance(cards, list) or not cards or any(c not in (8, 10, 12) for c in cards):
            return f"tactics card {n}: cards lists movement cards (8, 10, 12)"
        return None
    if effect == "extra_move":
        return _count(t, "units", n, 1, 50) or _count(t, "zones", n, 1, 2)
    if effect == "return_to_chart" and t.get("unit") not in ("infantry", "artillery", "tank"):
        return f"tactics card {n}: unit is infantry, artillery or tank"
    return None
