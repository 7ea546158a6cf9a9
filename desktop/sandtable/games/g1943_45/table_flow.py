"""How often 1943-45 asks a person (no Qt): the routine reactions the computer may answer for the
player, which decisions are worth a hot-seat hand-over, and the questions asked before a Done or
a Pass that leaves something unused (`core.table.TableGame.routine`, `real_choice`, `confirm`).

The game hides nothing, so a hand-over only marks a real turn of play: the initiative choice, a
player's reinforcements and conversion, and each impulse. The other player's reactions in between
(bombing a force that just moved, intercepting, defending, casualties) are answered at the same
screen without one.
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.g1943_45.pieces import describe_group

# Decisions a person need not weigh: losses the rules' casualty order settles, the transported
# piece an interception sinks.
_LOSS_KINDS = frozenset({"combat_take_loss"})


def is_reaction(state: Any) -> bool:
    """A decision in the other side's impulse (a reaction), not in one's own turn of play."""
    return state.phase == "impulses" and state.current_player() != state.active_side()


def routine(state: Any, legal: list[Action]) -> Action | None:
    """The computer's answer for a person to a routine reaction: the default casualty when every
    choice is a loss, the cheapest piece an interception sinks."""
    if not legal:
        return None
    if all(a.kind in _LOSS_KINDS for a in legal):
        from sandtable.games.g1943_45.table_gestures import default_decision

        return default_decision(state, legal)
    if all(a.kind == "transport_loss" for a in legal):
        cubes = [a for a in legal if getattr(a, "piece", "") == "cube"]
        return cubes[0] if cubes else legal[0]
    return None


def real_choice(state: Any, legal: list[Action]) -> bool:
    """Worth a hand-over: a choice in one's own turn of play (not a reaction in the other's)."""
    return len(legal) > 1 and not is_reaction(state)


def confirm(state: Any, action: Action, careful: bool) -> str | None:
    """'Done' with pieces still undeployed always asks; 'Pass'/'End impulse' with moves left asks
    when the player wants to be careful."""
    if action.kind == "setup_done":
        left = {piece: n for piece, n in state.setup_left.items() if n}
        if left:
            pieces = describe_group(left.pop("cube", 0), tuple(f"x.{p}.{i}" for p, n in left.items()
                                                             for i in range(n)))
            return f"{pieces[:1].upper()}{pieces[1:]} of the free set-up still undeployed. Done anyway?"
        return None
    if not careful or action.kind not in ("pass", "end_impulse"):
        return None
    unused = _unused(state)
    if not unused:
        return None
    verb = "Pass" if action.kind == "pass" else "End the impulse"
    return f"{unused} could still act. {verb} anyway?"


def _unused(state: Any) -> str:
    """What the side to play could still do this impulse, in words ('3 cubes and a plane')."""
    kinds = {a.kind for a in state.legal_actions()}
    if not kinds & {"move", "fly", "transport", "attack", "land", "bomb"}:
        return ""
    side = state.current_player()
    cubes = 0
    counters: list[str] = []
    moved = state.moved_cubes
    for zone, n in enumerate(state.cubes[side]):
        cubes += max(0, n - moved[zone]) if n else 0
    for cid, c in state.counters.items():
        if c.side == side and c.zone > 0 and not c.moved and not c.engaged and c.type not in (
                "fortified_line", "partisans"):
            counters.append(cid)
    if not cubes and not counters:
        return "Forces"
    return describe_group(cubes, tuple(counters))

