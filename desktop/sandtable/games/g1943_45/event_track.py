"""The event display as state: `EventTrack` (`GameState.ev`, immutable, replaced on change, so
clones share it), the plays and tokens of each box, the moment key that allows one event per
impulse (line 916), recording a play, and the marks events leave for the rest of the rules (the
Strangle plan's zone, the cubes partisans pin, the zones Logistical effort spares).

The moments a player may play an event at (`OWN`, `REACTION`, ...) are described in event_rules.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from sandtable.games.g1943_45.pieces import ALLIED, SIDES
from sandtable.games.g1943_45.scenario import EVENTS

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState

# The moments of a decision (event_rules.py: which events each allows); part of the moment key.
OWN, REACTION, ADDITIONAL, SUPPLY, REINFORCEMENTS, COMBAT = (
    "own", "reaction", "additional_impulse", "supply", "reinforcements", "combat")


class EventTrack(NamedTuple):
    """Everything the events and partisans add to a state (immutable; replaced on change)."""

    plays: tuple[tuple[int, ...], tuple[int, ...]]   # times each event was played (EVENTS order)
    box: tuple[tuple[int, ...], tuple[int, ...]]     # tokens lying on each box
    hand: tuple[int, int]                            # tokens in each player's hand
    last: tuple[Any, Any]                            # moment of each side's last event (one per impulse)
    strangled: tuple[int, int, int] | None = None    # (turn, impulse, zone) of the Strangle plan
    pins: tuple[tuple[int, int, int], ...] = ()      # (turn, impulse, zone) per cube drawn by partisans
    extra: tuple[int, int] = (0, 0)                  # (turn, additional impulses played in it)
    closed: int = 0                                  # turn whose impulses ended by declining one
    exempt: tuple[tuple[int, int, int], ...] = ()    # (turn, side, zone) spared by logistical effort
    asked: tuple[tuple[int, str, int], ...] = ()     # (turn, moment, side) already offered


def new_track(tokens: int) -> EventTrack:
    zero = (tuple(0 for _ in EVENTS["allied"]), tuple(0 for _ in EVENTS["axis"]))
    return EventTrack(plays=zero, box=zero, hand=(tokens, tokens), last=(None, None))


def track_json(ev: EventTrack) -> dict[str, Any]:
    return {
        "plays": [dict(zip(EVENTS[SIDES[i]], ev.plays[i], strict=True)) for i in (0, 1)],
        "box": [dict(zip(EVENTS[SIDES[i]], ev.box[i], strict=True)) for i in (0, 1)],
        "hand": list(ev.hand), "last": [list(x) if x else None for x in ev.last],
        "strangled": list(ev.strangled) if ev.strangled else None,
        "pins": [list(p) for p in ev.pins], "extra": list(ev.extra), "closed": ev.closed,
        "exempt": [list(e) for e in ev.exempt], "asked": [list(a) for a in ev.asked],
    }


def replace_side(pair: tuple[Any, Any], side: int, value: Any) -> tuple[Any, Any]:
    """`pair` (Allied, Axis) with `side`'s entry replaced by `value`."""
    return (value, pair[1]) if side == ALLIED else (pair[0], value)


def event_index(side: int, event: str) -> int:
    """The event's box on `side`'s row of the display (the scenario's `EVENTS` order)."""
    return EVENTS[SIDES[side]].index(event)


def maximum(s: GameState, side: int, event: str) -> int:
    return s.rules.events[SIDES[side]].get(event, 0)


def plays(s: GameState, side: int, event: str) -> int:
    return s.ev.plays[side][event_index(side, event)]


def on_box(s: GameState, side: int, event: str) -> int:
    return s.ev.box[side][event_index(side, event)]


def title(event: str) -> str:
    return event.replace("_", " ").capitalize()


# -- moments -----------------------------------------------------------------------------------
def moment_key(s: GameState) -> tuple[Any, ...]:
    """The stretch of play inside which a player may play one event (line 916): an impulse; the
    decision on an additional impulse (between impulses); or a step outside the impulses."""
    if s.pending and s.pending[-1][0] == "events" and s.pending[-1][2] == ADDITIONAL:
        return ("between", s.turn, s.impulse)
    if s.phase == "impulses":
        return ("impulse", s.turn, s.impulse)
    return (s.phase, s.turn)


# -- recording a play, and the marks events leave ------------------------------------------
def record_play(s: GameState, side: int, event: str) -> None:
    """Put a token on the event's box (also for Stop Battle and Reserves, by the combat engine)."""
    i = event_index(side, event)
    ev = s.ev
    row_plays = list(ev.plays[side])
    row_box = list(ev.box[side])
    row_plays[i] += 1
    row_box[i] += 1
    s.ev = ev._replace(plays=replace_side(ev.plays, side, tuple(row_plays)),
                       box=replace_side(ev.box, side, tuple(row_box)),
                       hand=replace_side(ev.hand, side, ev.hand[side] - 1),
                       last=replace_side(ev.last, side, moment_key(s)))


def strangled(s: GameState, zone: int) -> bool:
    mark = s.ev.strangled
    return mark is not None and mark == (s.turn, s.impulse, zone) and s.phase == "impulses"


def pins_now(s: GameState) -> dict[int, int]:
    found: dict[int, int] = {}
    for turn, impulse, zone in s.ev.pins:
        if (turn, impulse) == (s.turn, s.impulse) and s.phase == "impulses":
            found[zone] = found.get(zone, 0) + 1
    return found


def add_pin(s: GameState, zone: int) -> None:
    now = [p for p in s.ev.pins if p[:2] == (s.turn, s.impulse)]
    s.ev = s.ev._replace(pins=tuple(now) + ((s.turn, s.impulse, zone),))


def exempt(s: GameState, side: int, zone: int) -> bool:
    """Logistical effort spares `zone` of `side` from the effects of being out of supply this turn."""
    return (s.turn, side, zone) in s.ev.exempt
