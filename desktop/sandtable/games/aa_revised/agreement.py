"""Casualties a side's powers must agree on: a multinational defence (L2118-2128) and a Joint
Strike force (L3341-3349). No Qt; the combat calls `picker` and `propose` from its casualty steps.

- Defence: "the defenders decide together which unit is hit; if they cannot agree, the attacker
  chooses" (L2122-2128). Option `multinational_casualties`: `agree` (the book) lets the largest
  defending force pick, and a unit of another power played by another seat is put to that power;
  a refusal hands the rest of that volley to the attacker. `largest`: the largest force picks alone.
- Joint Strike: "you and the US player must agree on targets, or else the attacked opponent chooses"
  (L3348-3349, read as the joint force's casualties, spec §7.2). Option `joint_strike_casualties`:
  `agree` (the book) lets the US pick and puts a British loss to the UK player when another seat
  plays the UK, a refusal handing the rest of the volley to the attacked opponent; `usa`: the US
  alone; `defender`: the attacked opponent always.
One player holding both powers agrees with himself: no question is asked.
"""

from __future__ import annotations

from typing import Any

from sandtable.games.aa_revised.engine import DECLARED, DECLINED, ask, push
from sandtable.games.aa_revised.rules import SIDE
from sandtable.games.aa_revised.state import RevisedState, Unit

AGREEMENT = "Casualty agreement"


def joint_force(s: RevisedState, pool: list[Unit]) -> bool:
    """Whether the hit side is an American attack with British units after a Joint Strike."""
    b = s.battle
    return (
        b is not None
        and b["attacker"] == "usa"
        and s.effects.get("joint_strike") == s.round
        and any(u.owner == "uk" for u in pool)
    )


def picker(s: RevisedState, data: dict[str, Any], pool: list[Unit], usual: str) -> str:
    """The power that picks the next casualty of the hit side (`usual` when nothing is disputed)."""
    b = s.battle
    assert b is not None
    if data["side"] == "def":
        return b["attacker"] if data.get("refused") else usual
    if not joint_force(s, pool):
        return usual
    if s.opts["joint_strike_casualties"] == "defender" or data.get("refused"):
        from sandtable.games.aa_revised.combat import chooser

        return chooser(s, "def")
    return "usa"


def propose(s: RevisedState, pending: dict[str, Any], u: Unit) -> bool:
    """A casualty of another power's unit waits for that power's word (True: it was asked)."""
    picked_by = str(pending.get("power", ""))
    if u.owner == picked_by or s.seats[u.owner] == s.seats[picked_by] or SIDE[u.owner] != SIDE[picked_by]:
        return False  # its own unit, one player's two powers, or the other side choosing after a refusal
    if pending["data"]["side"] == "def":
        if s.opts["multinational_casualties"] != "agree":
            return False
        question = (f"{picked_by} takes {u.owner} {u.type} {u.id} as a casualty; agree, or let the "
                    "attacker choose? (L2122-2128)")
    else:
        if s.opts["joint_strike_casualties"] != "agree" or u.owner != "uk" or not joint_force(s, [u]):
            return False
        question = (f"Joint Strike: the US takes uk {u.type} {u.id} as a casualty; agree, or let the "
                    "attacked opponent choose? (L3341-3349)")
    ask(s, u.owner, "declare", question, name=AGREEMENT, unit=u.id, data=pending["data"])
    return True


def _agreed(s: RevisedState, pending: dict[str, Any]) -> None:
    from sandtable.games.aa_revised.combat import take_hit

    s.used.remove(f"{pending['power']}:{AGREEMENT}")  # an answer, not the use of an advantage
    data = pending["data"]
    take_hit(s, s.units[pending["unit"]], data["mark"])
    data["hits"] -= 1
    push(s, ("hits_on", data))


def _refused(s: RevisedState, pending: dict[str, Any]) -> None:
    data = pending["data"]
    data["refused"] = True  # "or else" the other side chooses (L2126-2128, L3348-3349)
    s.note("no agreement on the casualty: the other side chooses the rest of this volley")
    push(s, ("hits_on", data))


DECLARED[AGREEMENT], DECLINED[AGREEMENT] = _agreed, _refused
