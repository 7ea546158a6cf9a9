"""Combat dice: a list of dice rolled one labelled chance step at a time (a hit is a die showing the
unit's number or less, L1345-1356), the hits counted for the step that asked for them; and the
`low_luck` house rule (spec section 13, TripleA's Low Luck).

Low luck replaces a volley of dice by its strength: the hit numbers of the firing units are added
up, every full 6 is a sure hit, and the remainder (1-5) is rolled as one die that hits on the
remainder or less. A volley is what the book rolls together: one side's main fire, its submarines,
one AA gun, one bombardment. Damage dice (strategic bombing, rockets) stay rolled.
"""

from __future__ import annotations

from typing import Any

from sandtable.games.aa_revised.engine import push, roll, task
from sandtable.games.aa_revised.state import RevisedState


@task("dice")
def _dice(s: RevisedState, data: dict[str, Any]) -> None:
    """Roll data["dice"] ([need, label, group] each) one die at a time; then data["then"] with hits.
    A group ("" for none) scores at most one hit (LHTR heavy bombers keep the best die, C30)."""
    if "face" in data:
        face = data.pop("face")
        need, _, group = data["dice"].pop(0)
        data.setdefault("faces", []).append(face)
        if face <= need and (not group or group not in data.setdefault("scored", [])):
            data["hits"] = data.get("hits", 0) + 1
            if group:
                data["scored"].append(group)
    if data["dice"]:
        need, label, _ = data["dice"][0]
        roll(s, f"{label} (hits on {need} or less)", "dice", data)
        return
    push(s, (data["then"], {**data["ctx"], "hits": data.get("hits", 0), "faces": data.get("faces", [])}))


def low_luck(dice: list[list[Any]]) -> tuple[int, list[list[Any]]]:
    """(sure hits, the remainder die or none) for a volley. LHTR heavy-bomber groups count once, at
    their value (the best of the group's dice)."""
    strength, seen = 0, set()
    for need, _, group in dice:
        if group:
            if group in seen:
                continue
            seen.add(group)
        strength += max(0, min(6, int(need)))
    sure, rest = divmod(strength, 6)
    if not rest:
        return sure, []
    first = str(dice[0][1]).split(",")[0]
    label = f"{first}, low luck: {sure} sure hit(s) of strength {strength}, the remainder"
    return sure, [[rest, label, ""]]


def fire(s: RevisedState, dice: list[list[Any]], then: str, ctx: dict[str, Any]) -> None:
    """Roll a volley and hand its hits to the task `then` (with `ctx`)."""
    sure = 0
    if dice and s.opts.get("low_luck"):
        sure, dice = low_luck(dice)
    if dice:
        push(s, ("dice", {"dice": dice, "then": then, "ctx": ctx, "hits": sure}))
    else:
        push(s, (then, {**ctx, "hits": sure, "faces": []}))
