"""Events (EVENTS, lines 904-958) in play: listing the events and partisans playable at a decision,
the moments where a player is asked whether to play one, the events' effects, the checks and
effects of the events actions (called by legal.py), what the Strangle plan and pinned cubes forbid,
and the combat engine's hooks (`attack.HOOKS`, set at the end of this module).

Playing an event is an ordinary action (`PlayEvent`) of the player whose decision it is, listed only
when the event is playable right now. The display's state and the moment key are in
event_track.py; when an event may be played and where it has an effect, in event_rules.py (with
the moments described). Every public name of those stays importable from here.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from sandtable.core.protocol import Action, IllegalAction
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import attack, build, partisans
from sandtable.games.g1943_45.event_rules import (
    REACTION_FRAMES,
    REINFORCEMENT_CUBES,
    TIMING,
    ZONE_EVENTS,
    decision_moment,
    effect_zones,
    engaged_in,
    free_lines,
    line_zone_problem,
    logistic_zone_problem,
    operational_zone_problem,
    play_problem,
    playable,
    reinforcement_count,
    reinforcement_zone_problem,
    returnable,
    strangle_zone_problem,
)
from sandtable.games.g1943_45.event_track import (
    ADDITIONAL,
    COMBAT,
    OWN,
    REACTION,
    REINFORCEMENTS,
    SUPPLY,
    EventTrack,
    add_pin,
    event_index,
    exempt,
    maximum,
    moment_key,
    new_track,
    on_box,
    pins_now,
    plays,
    record_play,
    replace_side,
    strangled,
    title,
    track_json,
)
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, SIDE_TITLES, SIDES
from sandtable.games.g1943_45.scenario import EVENTS
from sandtable.games.g1943_45.supply import in_supply

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState

__all__ = [
    "OWN", "REACTION", "ADDITIONAL", "SUPPLY", "REINFORCEMENTS", "COMBAT", "TIMING", "ZONE_EVENTS",
    "REINFORCEMENT_CUBES", "FRAMES", "KINDS", "REACTION_FRAMES", "EVENTS",
    "EventTrack", "new_track", "track_json", "maximum", "plays", "on_box", "title", "moment_key",
    "decision_moment", "play_problem", "reinforcement_count", "reinforcement_zone_problem",
    "logistic_zone_problem", "engaged_in", "operational_zone_problem", "strangle_zone_problem",
    "free_lines", "line_zone_problem", "returnable", "playable",
    "event_actions", "partisan_actions", "reactions", "amend", "convert_options", "list_frame",
    "impulse_started", "movement_ended", "offer_additional_impulse", "supply_events", "reinforcement_events",
    "record_play", "strangled", "pins_now", "add_pin", "exempt",
    "handles", "check", "perform", "blocked", "attack_problem",
]

# The pending frames and the action kinds routed here by legal.py (`handles`).
FRAMES = frozenset({"events", "event_convert"})
KINDS = frozenset({"play_event", "no_event", "convert_partisans", "move_partisans", "engage_partisans"})


# -- listing -----------------------------------------------------------------------------------
def event_actions(s: GameState, side: int, moment: str) -> list[Action]:
    if s.ev.hand[side] <= 0:
        return []
    found: list[Action] = []
    key = moment_key(s)
    name = SIDES[side]
    for event in EVENTS[name]:
        if moment not in TIMING[name][event][0]:
            continue
        # The zone events' effect test is their list of zones, computed once here.
        if play_problem(s, side, event, moment, key, effect=event not in ZONE_EVENTS) is not None:
            continue
        if event in ZONE_EVENTS:
            found.extend(A.PlayEvent(event, z) for z in effect_zones(s, side, event))
        elif event == "kesselring":
            boxes = returnable(s, side)
            tokens = [e for e, n in boxes.items() for _ in range(n)]
            size = min(2, len(tokens))
            found.extend(A.PlayEvent(event, -1, pick) for pick in sorted(set(combinations(tokens, size))))
        else:
            found.append(A.PlayEvent(event))
    return found


def partisan_actions(s: GameState, side: int, moment: str) -> list[Action]:
    if side != ALLIED or moment not in (OWN, REACTION) or not partisans.on_board(s):
        return []
    found = partisans.list_engages(s)
    if moment == OWN and s.impulse_step == "movement":
        found.extend(partisans.list_moves(s))
    return found


def reactions(s: GameState, side: int, moment: str) -> list[Action]:
    return event_actions(s, side, moment) + partisan_actions(s, side, moment)


def amend(s: GameState, situation: str, found: list[Action]) -> list[Action]:
    """The ordinary listing of a decision plus the events and partisans playable there, minus the
    moves the Strangle plan or partisans forbid."""
    where = decision_moment(s)
    if where is not None:
        found = found + reactions(s, *where)
    if situation == "movement" and _restrictions(s):
        found = _unblocked(s, found)
    return found


def _unblocked(s: GameState, found: list[Action]) -> list[Action]:
    """`found` without the moves `blocked` refuses (a quick pass for the zones concerned first)."""
    mark = s.ev.strangled
    zone = mark[2] if mark is not None and mark[:2] == (s.turn, s.impulse) else -1
    pinned = set(pins_now(s))
    kept: list[Action] = []
    for a in found:
        if isinstance(a, A.MoveLand):
            suspect = a.origin == zone or zone in a.path or a.origin in pinned
        elif isinstance(a, A.Transport):
            suspect = zone in (a.origin, a.to) or a.origin in pinned
        elif isinstance(a, A.MoveAir):
            plane = s.counters.get(a.plane)
            suspect = zone in (a.to, plane.zone if plane else -1)
        else:
            suspect = False
        if not suspect or blocked(s, a) is None:
            kept.append(a)
    return kept


def convert_options(s: GameState, side: int, zone: int) -> list[Action]:
    """Conversions of the cubes in `zone` right after a reinforcements event ("the cubes can be
    converted", lines 922, 946), with the ordinary conversion rules (line 623)."""
    found: list[Action] = [A.Convert(zone, p) for p in build.conversion_pieces(s, side)
                           if build.conversion_problem(s, side, zone, p) is None]
    if side == ALLIED:
        found.extend(partisans.list_converts(s, [zone]))
    return found


def list_frame(s: GameState) -> list[Action]:
    frame = s.pending[-1]
    if frame[0] == "event_convert":
        return [A.ConvertDone()] + convert_options(s, int(frame[1]), int(frame[2]))
    return [A.NoEvent()] + reactions(s, int(frame[1]), str(frame[2]))


# -- offering the moments (hooks called by the driver) -----------------------------------------
def _offer(s: GameState, side: int, moment: str, label: str) -> bool:
    if reactions(s, side, moment):
        s.pending.append(("events", side, moment, label))
        s.dirty()
        return True
    return False


def impulse_started(s: GameState) -> None:
    """Start of an impulse (GameState.start_impulse): the opponent may react (lines 934, 940, 944,
    848). Called before the phase is "impulses" in the first impulse, so the key is explicit."""
    if s.final is not None:
        return
    opponent = 1 - s.order[s.impulse % 2]
    s.phase, saved = "impulses", s.phase
    try:
        if reactions(s, opponent, REACTION):
            s.pending.append(("events", opponent, REACTION, "impulse_start"))
    finally:
        s.phase = saved
    s.dirty()


def movement_ended(s: GameState) -> None:
    """The active player ended the movement of an impulse in which they acted: the opponent may
    react before the attacks (Strangle plan forbids combat from a zone, line 940)."""
    if s.final is None:
        _offer(s, 1 - s.active_side(), REACTION, "before_combat")


def offer_additional_impulse(s: GameState) -> bool:
    """The normal impulses have run out (and not by two passes): the player who did not play the
    last impulse may play Additional Impulse (lines 926-928, 948). True while the question waits."""
    if s.ev.closed == s.turn:
        return False
    side = 1 - s.active_side()
    key = ("between", s.turn, s.impulse)
    if play_problem(s, side, "additional_impulse", ADDITIONAL, key) is None:
        s.pending.append(("events", side, ADDITIONAL, ADDITIONAL))
        s.dirty()
        return True
    return False


def supply_events(s: GameState) -> bool:
    """Supply phase: each player in turn order may spare a zone with Logistical effort (932, 952)."""
    for side in s.order:
        mark = (s.turn, SUPPLY, side)
        if mark in s.ev.asked:
            continue
        s.ev = s.ev._replace(asked=s.ev.asked + (mark,))
        if _offer(s, side, SUPPLY, SUPPLY):
            return True
    return False


def reinforcement_events(s: GameState, side: int) -> bool:
    """Whether `side` has an event to play during its reinforcement entry (New defensive line)."""
    if side != AXIS:
        return False
    return bool(playable(s, side, REINFORCEMENTS))


# -- effects -----------------------------------------------------------------------------------
def _apply(s: GameState, side: int, action: A.PlayEvent) -> None:
    event = action.event
    record_play(s, side, event)
    if event == "reinforcements":
        count = reinforcement_count(s, side)
        s.cubes[side][action.zone] += count
        s.dirty()
        # "The cubes can be converted" (lines 922, 946): in the zone that received them.
        if convert_options(s, side, action.zone):
            s.pending.append(("event_convert", side, action.zone))
    elif event == "additional_impulse":
        turn, extra = s.ev.extra
        s.ev = s.ev._replace(extra=(s.turn, (extra if turn == s.turn else 0) + 1))
    elif event in ("logistical_effort", "logistics_effort"):
        s.ev = s.ev._replace(exempt=s.ev.exempt + ((s.turn, side, action.zone),))
    elif event == "operational":
        for cid in engaged_in(s, side, action.zone):
            s.counters[cid] = s.counters[cid]._replace(engaged=False)
    elif event == "strangle_plan":
        s.ev = s.ev._replace(strangled=(s.turn, s.impulse, action.zone))
    elif event == "kesselring":
        rows = list(s.ev.box[side])
        for back in action.returns:
            rows[event_index(side, back)] -= 1
        s.ev = s.ev._replace(box=replace_side(s.ev.box, side, tuple(rows)),
                             hand=replace_side(s.ev.hand, side, s.ev.hand[side] + len(action.returns)))
    elif event == "new_defensive_line":
        s.put(free_lines(s)[0], action.zone)
    elif event == "reserves":
        attack.extend_battle(s)
    s.dirty()


# -- checks and dispatch (called by legal.py) --------------------------------------------------
def handles(s: GameState, action: Action) -> bool:
    return action.kind in KINDS or bool(s.pending and s.pending[-1][0] in FRAMES)


def _fail(action: Action, reason: str) -> IllegalAction:
    return IllegalAction(reason, action)


def check(s: GameState, action: Action) -> None:
    side = s.current_player()
    frame = s.pending[-1] if s.pending else None
    if frame is not None and frame[0] == "event_convert":
        if isinstance(action, A.ConvertDone):
            return
        if isinstance(action, A.Convert):
            if action.zone != frame[2]:
                raise _fail(action, f"the event's cubes entered {s.topo.label(frame[2])}: conversion "
                                    f"happens there (lines 922, 946)")
            problem = build.conversion_problem(s, side, action.zone, action.piece)
            if problem:
                raise _fail(action, problem)
            return
        if isinstance(action, A.ConvertPartisans) and action.origin == frame[2]:
            problem = partisans.convert_problem(s, action.origin, action.to)
            if problem:
                raise _fail(action, problem)
            return
        raise _fail(action, f"{action.describe()} is not possible now: the {SIDE_TITLES[side]} may "
                            f"convert the cubes of {s.topo.label(frame[2])} or be done (lines 922, 946)")
    if isinstance(action, A.ConvertPartisans):
        if s.phase != "conversion" or s.pending or side != ALLIED:
            raise _fail(action, "partisans are converted in the Allied conversion (Forces Conversion, "
                                "line 623; Partisans, line 844)")
        problem = partisans.convert_problem(s, action.origin, action.to)
        if problem:
            raise _fail(action, problem)
        return
    where = decision_moment(s)
    if frame is not None and frame[0] == "events":
        if isinstance(action, A.NoEvent):
            return
        if action.kind not in KINDS:
            raise _fail(action, f"{action.describe()} is not possible now: the {SIDE_TITLES[side]} are "
                                f"deciding whether to play an event or partisans (EVENTS, line 914)")
    elif isinstance(action, A.NoEvent):
        raise _fail(action, "no event is being offered now: play an ordinary action")
    if where is None:
        raise _fail(action, f"{action.describe()} is not possible now: no event or partisans action "
                            f"can be played at this step ({s.summary()})")
    player, moment = where
    if isinstance(action, A.PlayEvent):
        _check_play(s, action, player, moment)
        return
    if player != ALLIED:
        raise _fail(action, "partisans belong to the Allies (Partisans, line 844)")
    if isinstance(action, A.MovePartisans):
        if moment != OWN or s.impulse_step != "movement":
            raise _fail(action, "partisans move in the Allied impulse, during movement (line 846)")
        problem = partisans.move_problem(s, action)
    elif isinstance(action, A.EngagePartisans):
        if moment not in (OWN, REACTION):
            raise _fail(action, "partisans are engaged during an impulse, Allied or Axis (line 848)")
        problem = partisans.engage_problem(s, action)
    else:
        problem = f"{action.describe()} is not an event action"
    if problem:
        raise _fail(action, problem)


def _check_play(s: GameState, action: A.PlayEvent, side: int, moment: str) -> None:
    event = action.event
    # Zone events: the named zone's own problem says more than "no effect anywhere".
    problem = play_problem(s, side, event, moment, effect=event not in ZONE_EVENTS)
    if problem:
        raise _fail(action, problem)
    if event == "kesselring":
        if action.zone != -1:
            raise _fail(action, "Kesselring names no zone")
        if not 1 <= len(action.returns) <= 2:
            raise _fail(action, "Kesselring takes back one or two event tokens (line 954)")
        left = dict(returnable(s, side))
        for back in action.returns:
            if left.get(back, 0) <= 0:
                raise _fail(action, f"no token of yours lies on the {title(back)} box to take back, other "
                                    f"than the Kesselring just played (line 954)")
            left[back] -= 1
        return
    if action.returns:
        raise _fail(action, f"{title(event)} takes no tokens back")
    if event not in ZONE_EVENTS:
        if action.zone != -1:
            raise _fail(action, f"{title(event)} names no zone")
        return
    zone = action.zone
    if event == "reinforcements":
        problem = reinforcement_zone_problem(s, side, zone)
    elif event in ("logistical_effort", "logistics_effort"):
        problem = logistic_zone_problem(s, side, zone)
    elif event == "operational":
        problem = operational_zone_problem(s, side, zone)
    elif event == "strangle_plan":
        problem = strangle_zone_problem(s, zone)
    else:
        problem = line_zone_problem(s, zone)
    if problem:
        raise _fail(action, problem)


def perform(s: GameState, action: Action) -> None:
    side = s.current_player()
    frame = s.pending[-1] if s.pending else None
    if frame is not None and frame[0] == "event_convert":
        if isinstance(action, A.ConvertDone):
            s.pending.pop()
        elif isinstance(action, A.ConvertPartisans):
            partisans.do_convert(s, action)
        else:
            assert isinstance(action, A.Convert)
            build.do_convert(s, action)
        zone = int(frame[2])
        if side == s.active_side() and s.moved_cubes[zone] > s.cubes[side][zone]:
            s.moved_cubes[zone] = s.cubes[side][zone]   # converted cubes that had moved
        if s.pending and s.pending[-1] is frame and not convert_options(s, int(frame[1]), int(frame[2])):
            s.pending.pop()
        _close_if_done(s)
        s.dirty()
        return
    if isinstance(action, A.NoEvent):
        assert frame is not None
        s.pending.pop()
        if frame[2] == ADDITIONAL:
            s.ev = s.ev._replace(closed=s.turn)
        s.dirty()
        return
    own = frame is None and s.phase == "impulses"
    if isinstance(action, A.PlayEvent):
        _apply(s, side, action)
    elif isinstance(action, A.ConvertPartisans):
        partisans.do_convert(s, action)
    elif isinstance(action, A.MovePartisans):
        partisans.do_move(s, action)
    elif isinstance(action, A.EngagePartisans):
        partisans.do_engage(s, action)
    if own:
        # Playing an event or using partisans in one's own impulse is acting (no pass, line 639).
        s.acted = True
    _close_if_done(s)
    s.dirty()


def _close_if_done(s: GameState) -> None:
    """An events question closes once nothing more is playable there (one event per impulse)."""
    while s.pending and s.pending[-1][0] == "events" and not reactions(s, int(s.pending[-1][1]),
                                                                         str(s.pending[-1][2])):
        s.pending.pop()


# -- what the Strangle plan and pinned cubes forbid (MOVEMENT, Stacking) -----------------------
def _restrictions(s: GameState) -> bool:
    """Whether a Strangle plan or pinned cubes restrict the Axis player deciding now."""
    if s.phase != "impulses" or s.current_player() != AXIS:
        return False
    mark = s.ev.strangled
    if mark is not None and mark[:2] == (s.turn, s.impulse):
        return True
    return bool(s.ev.pins) and s.ev.pins[-1][:2] == (s.turn, s.impulse)


def blocked(s: GameState, action: Action) -> str | None:
    """A reason when the Strangle plan (line 940) or partisans (line 848) forbid an Axis move."""
    if not _restrictions(s):
        return None
    zones: tuple[int, ...] = ()
    origin = -1
    cubes = 0
    if isinstance(action, A.MoveLand):
        zones, origin, cubes = (action.origin,) + action.path, action.origin, action.cubes
    elif isinstance(action, A.Transport):
        zones, origin, cubes = (action.origin, action.to), action.origin, action.cubes
    elif isinstance(action, A.MoveAir):
        plane = s.counters.get(action.plane)
        zones = (plane.zone if plane else -1, action.to)
    for z in zones:
        if strangled(s, z):
            return (f"{s.topo.label(z)} is under the Allied Strangle plan: no Axis force may move into, "
                    f"leave or attack from it this impulse (line 940)")
    if cubes and origin > 0:
        pinned = partisans.pinned(s, origin)
        if pinned:
            free = s.cubes[AXIS][origin] - pinned
            if isinstance(action, A.MoveLand) and s.active_side() == AXIS:
                free -= s.moved_cubes[origin]
            if cubes > free:
                return (f"{pinned} Axis cube(s) in {s.topo.label(origin)} were drawn there by partisans and "
                        f"cannot move until the next impulse (Partisans, line 848)")
    return None


def attack_problem(s: GameState, side: int, origins: tuple[int, ...]) -> str | None:
    """For the combat engine: the Strangle plan forbids Axis attacks from the strangled zone."""
    if side == AXIS:
        for z in origins:
            if strangled(s, z):
                return (f"{s.topo.label(z)} is under the Allied Strangle plan: no Axis force may attack "
                        f"from it this impulse (line 940)")
    return None


# -- the combat engine's hooks (attack.HOOKS) --------------------------------------------------
def _stop_battle_available(s: GameState, side: int) -> bool:
    return play_problem(s, side, "stop_battle") is None


def _reserves_available(s: GameState, side: int) -> bool:
    return play_problem(s, side, "reserves") is None


def _stop_battle_played(s: GameState, side: int) -> None:
    record_play(s, side, "stop_battle")


def _may_attack_from(s: GameState, side: int, zone: int) -> bool:
    # Also out of supply (line 876): the listings, the composer and offensive_possible follow.
    return attack_problem(s, side, (zone,)) is None and in_supply(s, side, zone)


def _may_move(s: GameState, side: int, zone: int) -> bool:
    """The Strangle plan: no Axis force may move into or leave the zone (retreats, planes flying out)."""
    return not (side == AXIS and strangled(s, zone))


attack.HOOKS.may_leave = _may_move
attack.HOOKS.may_enter = _may_move
attack.HOOKS.stop_battle_available = _stop_battle_available
attack.HOOKS.stop_battle_played = _stop_battle_played
attack.HOOKS.reserves_available = _reserves_available
attack.HOOKS.may_attack_from = _may_attack_from
attack.HOOKS.movement_ended = movement_ended
