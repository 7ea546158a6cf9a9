"""Victory (WIN THE GAME, lines 584-590), the end of a turn (HOW TO PLAY, lines 596-600), the
surrender of Italy (line 892) and the U-boat leaving the game (U-boats, line 868).

Immediate checks run after every action: all orange stars held by Allied forces; a side with no
cubes, tanks, paratroopers, elites or planes on the board; and the U-boat's removal once the
Allies control every coastal zone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandtable.core.protocol import GameResult
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, ITALIAN, REMOVED, SEA, SIDE_TITLES
from sandtable.games.g1943_45.supply import supplied_zones

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState


def _end(s: GameState, winner: int | None, reason: str) -> None:
    if s.final is None:
        s.final = GameResult(winner, reason, _scores(winner))


def _scores(winner: int | None) -> tuple[float, float]:
    if winner is None:
        return (0.5, 0.5)
    return (1.0, 0.0) if winner == ALLIED else (0.0, 1.0)


def check_immediate(s: GameState) -> None:
    if s.final is not None or s.phase == "axis_setup":
        return
    _uboat_check(s)
    occ = s.occ()
    stars = s.topo.stars
    # "If at any time the Allied player occupies all the zones marked with an orange star" (line 584)
    allied = occ.presence[ALLIED]
    if stars and all(allied[z] for z in stars):
        _end(s, ALLIED, "the Allies occupy every orange-star zone (Win the game, line 584)")
        return
    # "If at any time a player has no more forces ... on the field" (line 586)
    empty = [side for side in (ALLIED, AXIS) if occ.field[side] == 0]
    if len(empty) == 2:
        _end(s, None, "neither side has forces left on the board (Win the game, line 586)")
    elif empty:
        loser = empty[0]
        _end(s, 1 - loser, f"the {SIDE_TITLES[loser]} have no cubes, tanks, paratroopers, elites or "
                           f"planes left on the board (Win the game, line 586)")


def _uboat_check(s: GameState) -> None:
    """The U-boat leaves when the Allies control all zones adjacent to the sea (line 868)."""
    coastal = s.topo.coastal
    control = s.control
    for z in coastal:          # a plain loop: this runs after every action
        if control[z] != ALLIED:
            return
    if not coastal:
        return
    for cid, c in list(s.counters.items()):
        if c.type == "uboat" and c.zone == SEA:
            s.remove_for_good(cid)
            s.note("The Allies control every coastal zone: the U-boat leaves the game", (SEA,))


def end_of_turn(s: GameState) -> None:
    """After the supply phase: Munich, surrender of Italy, transport reset, engaged counters flip
    back, and after the last turn the star count."""
    occ = s.occ()
    # "the Allied player wins at the end of any turn in which he occupies Munich with supplied
    # forces" (line 588); unsupplied forces were eliminated by the supply phase just before.
    allied_supply = supplied_zones(s, ALLIED)
    for z in s.topo.munich:
        if occ.presence[ALLIED][z] and z in allied_supply:
            _end(s, ALLIED, f"the Allies hold Munich with supplied forces at the end of turn {s.turn} "
                            f"(Win the game, line 588)")
            return
    surrender_check(s)
    check_immediate(s)
    if s.final is not None:
        return
    # Naval transport back to its normal values (line 596); Overlord's drop is applied at the
    # start of the Overlord turn and scenario.allied_naval_transport keeps it afterwards.
    s.transport = [s.rules.allied_naval_transport(s.turn + 1),
                   s.rules.naval_transport["axis"] if s.in_play("fleet_it") else 0]
    # "The counters of both players, if they show the side with the red band (engaged), are
    # turned over showing the normal side" (line 598).
    for cid, c in list(s.counters.items()):
        if c.engaged:
            s.counters[cid] = c._replace(engaged=False)
    s.planes_converted = 0
    s.dirty()
    if s.turn >= s.rules.turns:
        final_count(s)


def surrender_check(s: GameState) -> None:
    """At the end of the turn in which the Allies control any zone 3-14 the Italian fleet, tank and
    plane leave for good and the Axis loses naval transport (SURRENDER OF ITALY, lines 892-896)."""
    if s.italy_out or not any(s.control[z] == ALLIED for z in s.topo.italy):
        return
    from sandtable.games.g1943_45.wording import piece_words

    s.italy_out = True
    gone: list[str] = []
    zones: list[int] = []
    for cid, c in list(s.counters.items()):
        if c.type in ITALIAN and c.zone != REMOVED:
            if c.zone > 0 or c.zone == SEA:
                gone.append(piece_words(s, cid))
                if c.zone not in zones:  # SEA too: the table marks the sea box
                    zones.append(c.zone)
            s.remove_for_good(cid)
    s.transport[AXIS] = 0
    removed = ", ".join(gone) if gone else "no Italian piece was on the board"
    s.note(f"Italy surrenders (the Allies hold a zone of Italy): removed for good {removed}; "
           f"the Axis loses its naval transport", tuple(zones))


def star_count(s: GameState, side: int) -> int:
    """Orange-star zones a side holds in supply for the final count (line 590); with the option
    victory_stars_by_control an empty zone the side controls counts, otherwise it must hold forces."""
    occ = s.occ()
    ok = supplied_zones(s, side)
    if s.options.get("logistical_effort_counts_as_supply", True):
        # The zone spared by Logistical effort this turn counts as in supply (lines 932, 952).
        ok = ok | {z for turn, who, z in s.ev.exempt if turn == s.turn and who == side}
    by_control = bool(s.options.get("victory_stars_by_control", False))
    count = 0
    for z in s.topo.stars:
        if z not in ok or occ.presence[1 - side][z]:
            continue
        if occ.presence[side][z] or (by_control and s.control[z] == side):
            count += 1
    return count


def final_count(s: GameState) -> None:
    allied, axis = star_count(s, ALLIED), star_count(s, AXIS)
    text = f"after turn {s.turn}: Allies {allied} orange-star zones in supply, Axis {axis} (line 590)"
    s.note(f"Final count after turn {s.turn}: orange stars held in supply, Allies {allied}, Axis {axis}")
    if allied > axis:
        _end(s, ALLIED, text)
    elif axis > allied:
        _end(s, AXIS, text)
    else:
        _end(s, None, "draw " + text)
