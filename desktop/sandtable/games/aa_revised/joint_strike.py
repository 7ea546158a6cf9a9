"""Joint Strike's casualties (L3341-3349): who picks the losses of a joint Anglo-American force.

The book: "You and the US player must agree on targets, or else the attacked opponent chooses"
(spec §7.2, read as the joint force's casualties, as defenders agree on theirs at L2118-2131).
Option `joint_strike_casualties`:
- `agree` (the book): the US picks; a British casualty the US picks is put to the UK player when
  another seat plays the UK; if the UK refuses, the attacked opponent picks the rest of that volley.
- `usa`: the US picks alone (tables that take the declaration as the UK's standing consent).
- `defender`: the attacked opponent always picks (tables that never negotiate).
No Qt; the combat calls `picker` and `propose` from its casualty steps.
"""

from __future__ import annotations

from typing import Any

from sandtable.games.aa_revised.engine import DECLARED, DECLINED, ask, push
from sandtable.games.aa_revised.state import RevisedState, Unit

AGREEMENT = "Joint Strike agreement"


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
    """The power that picks the next casualty of the attacking side (`usual` outside a joint force)."""
    if data["side"] != "att" or not joint_force(s, pool):
        return usual
    if s.opts["joint_strike_casualties"] == "defender" or data.get("joint_refused"):
        from sandtable.games.aa_revised.combat import chooser

        return chooser(s, "def")
    return "usa"


def propose(s: RevisedState, pending: dict[str, Any], u: Unit) -> bool:
    """Option `agree`: a British casualty picked by the US waits for the UK's word (True: asked)."""
    if (
        s.opts["joint_strike_casualties"] != "agree"
        or pending.get("power") != "usa"
        or u.owner != "uk"
        or s.seats["uk"] == s.seats["usa"]  # one player holds both powers: agreed by definition
        or not joint_force(s, [u])
    ):
        return False
    ask(
        s,
        "uk",
        "declare",
        f"Joint Strike: the US takes uk {u.type} {u.id} as a casualty; agree, or let the attacked "
        "opponent choose? (L3341-3349)",
        name=AGREEMENT,
        unit=u.id,
        data=pending["data"],
    )
    return True


def _agreed(s: RevisedState, pending: dict[str, Any]) -> None:
    from sandtable.games.aa_revised.combat import take_hit

    s.used.remove(f"uk:{AGREEMENT}")  # an answer, not the once-per-game use of an advantage
    data = pending["data"]
    take_hit(s, s.units[pending["unit"]], data["mark"])
    data["hits"] -= 1
    push(s, ("hits_on", data))


def _refused(s: RevisedState, pending: dict[str, Any]) -> None:
    data = pending["data"]
    data["joint_refused"] = True  # "or else the attacked opponent chooses" (L3348-3349)
    s.note("Joint Strike: no agreement, the attacked opponent chooses the casualties (L3341-3349)")
    push(s, ("hits_on", data))


DECLARED[AGREEMENT], DECLINED[AGREEMENT] = _agreed, _refused
