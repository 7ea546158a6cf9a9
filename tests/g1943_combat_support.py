"""Helpers for the 1943-45 combat tests (rules part 2): a cleared board in the first Allied impulse,
events declined, battle dice forced."""

from __future__ import annotations

from g1943_support import clear_land, new_state, to_impulses
from sandtable.core.protocol import CHANCE, ChanceOutcome, IllegalAction
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45.combat import DiceRoll
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, SEA
from sandtable.games.g1943_45.state import GameState


def no_events(s: GameState) -> None:
    """Decline every events/partisans question (combat tests play no event)."""
    no_event = getattr(A, "NoEvent", None)
    while no_event is not None and s.pending and s.pending[-1][0] == "events":
        s.apply(no_event())


def board(**options: bool) -> GameState:
    """Turn 1, the Allied impulse, movement; the board emptied and every zone Axis-controlled.
    Fleets and the U-boat stay at sea; the Allied fleets are made ready."""
    s = new_state(**options)
    to_impulses(s)
    no_events(s)
    clear_land(s)
    # Far-away forces so that no side runs out of forces (Win the game, line 586).
    s.cubes[AXIS][1] = 1
    s.cubes[ALLIED][20] = 1
    s.control[20] = ALLIED
    for cid, c in list(s.counters.items()):
        if c.zone == SEA:
            s.counters[cid] = c._replace(engaged=False)
    s.dirty()
    assert s.active_side() == ALLIED and s.impulse_step == "movement"
    return s


def apply(s: GameState, action: A.Action) -> None:
    no_events(s)
    s.apply(action)
    no_events(s)


def dice(s: GameState, *faces: int) -> None:
    no_events(s)
    assert s.current_player() == CHANCE, s.summary()
    s.apply(DiceRoll(tuple(sorted(faces))))


def die(s: GameState, face: int) -> None:
    no_events(s)
    assert s.current_player() == CHANCE, s.summary()
    s.apply(next(o for o, _ in s.chance_outcomes()
                 if (o.values if isinstance(o, ChanceOutcome) else getattr(o, "faces", ())) == (face,)))


def refusal(s: GameState, action: A.Action) -> str:
    try:
        s.check_legal(action)
    except IllegalAction as exc:
        assert exc.reason
        return exc.reason
    raise AssertionError(f"{action.describe()} was accepted")


def plane_at(s: GameState, side: int, zone: int, piece: str = "plane") -> str:
    cid = s.pool_counter(side, piece)
    assert cid is not None
    s.put(cid, zone)
    s.control[zone] = side
    s.dirty()
    return cid


__all__ = ["ALLIED", "AXIS", "board", "apply", "dice", "die", "refusal", "plane_at", "no_events"]
