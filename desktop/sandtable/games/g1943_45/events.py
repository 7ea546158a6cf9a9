"""Events (EVENTS, lines 904-958): the tokens, the event display, when each event may be played,
the events' effects, and the moments where a player is asked whether to play one.

The rules of the display (lines 908-918): six tokens a side (`event_tokens`); each box's maximum
(`events.<side>.<event>` of the scenario) is the most times that event may be played in a game;
at most one event per player per impulse; a token is used once per game unless Kesselring brings it
back. Playing an event is an ordinary action (`PlayEvent`) of the player whose decision it is,
listed only when the event is playable right now: a token in hand, the box's maximum not reached,
no event yet in this impulse, the right moment, and an effect possible.

When each event may be played (the "moment" of a decision; docs/rules/1943-45.md, Events):
- "own": the player's own impulse, movement step (line 641: "during impulses players can use
  events"); events whose text gives no moment are played there.
- "reaction": the opponent's impulse, for the events that say so (Operational 934, Strangle plan
  940, Axis reinforcements 944) and for partisans (848). A reaction point is offered at the start of
  the opponent's impulse, when the opponent ends the movement (before attacks), and whenever the
  player decides something in that impulse (the interception of a naval transport, the bombing of a
  force that just moved); the game stops there only if an event or partisans action is playable.
- "additional_impulse": when the normal impulses have run out and the last was the opponent's
  (926-928, 948).
- "supply": the supply phase, before forces are eliminated (Logistical / Logistics effort, 932, 952:
  their effect is on being out of supply, checked only there, line 876).
- "reinforcements": the Axis reinforcement entry (New Defensive Line, 958).
- "combat": Reserves (936, 956) at the attacker's decisions inside a battle (`attack.extend_battle`);
  Stop Battle (930, 950) is the battle's own choice, made available and paid for through the combat
  engine's hooks (`attack.HOOKS`, set at the end of this module), as are the Strangle plan's limits
  on attacks, retreats and planes flying out.

State: `GameState.ev` is an immutable `EventTrack` (replaced, never mutated, so clones share it).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any, NamedTuple

from sandtable.core.protocol import Action, IllegalAction
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import attack, build, partisans
from sandtable.games.g1943_45 import combat as CB
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, POOL, SEA, SIDE_TITLES, SIDES
from sandtable.games.g1943_45.scenario import EVENTS
from sandtable.games.g1943_45.supply import supplied_zones

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState

OWN, REACTION, ADDITIONAL, SUPPLY, REINFORCEMENTS, COMBAT = (
    "own", "reaction", "additional_impulse", "supply", "reinforcements", "combat")

# Moment(s) each event may be played at, with the rulebook's words for refusals.
TIMING: dict[str, dict[str, tuple[frozenset[str], str]]] = {
    "allied": {
        "reinforcements": (frozenset({OWN}), "only during the movement of the Allied impulse (line 924)"),
        "additional_impulse": (frozenset({ADDITIONAL}), "only when all normal impulses have run out and "
                               "the last one was played by the opponent (line 926)"),
        "stop_battle": (frozenset(), "with the battle's own Stop Battle choice, from the end of its first "
                        "round (line 930)"),
        "logistical_effort": (frozenset({SUPPLY}), "at the supply phase, where being out of supply takes "
                              "effect (lines 876, 932)"),
        "operational": (frozenset({OWN, REACTION}), "in the Allied impulse or during the opponent's "
                        "impulse (line 934)"),
        "reserves": (frozenset({COMBAT}), "by the attacker during a battle, to continue it for another "
                     "round (line 936)"),
        "strangle_plan": (frozenset({OWN, REACTION}), "at any time in an impulse, even during the Axis "
                          "movement (line 940)"),
    },
    "axis": {
        "reinforcements": (frozenset({OWN, REACTION}), "in the Axis impulse or during the opponent's "
                           "impulse (line 944)"),
        "additional_impulse": (frozenset({ADDITIONAL}), "only when all normal impulses have run out and "
                               "the last one was played by the opponent (line 948)"),
        "stop_battle": (frozenset(), "with the battle's own Stop Battle choice, from the end of its first "
                        "round (line 950)"),
        "logistics_effort": (frozenset({SUPPLY}), "at the supply phase, where being out of supply takes "
                             "effect (lines 876, 952)"),
        "kesselring": (frozenset({OWN}), "in the Axis impulse (lines 641, 954)"),
        "reserves": (frozenset({COMBAT}), "by the attacker during a battle, to continue it for another "
                     "round (line 956)"),
        "new_defensive_line": (frozenset({REINFORCEMENTS}), "during the entry of reinforcements (line 958)"),
    },
}

# Events that name a zone; the rest take none (Kesselring names boxes instead).
ZONE_EVENTS = frozenset({"reinforcements", "logistical_effort", "logistics_effort", "operational",
                         "strangle_plan", "new_defensive_line"})
REINFORCEMENT_CUBES = (3, 2)   # Allied event line 922, Axis event line 944
FRAMES = frozenset({"events", "event_convert"})
KINDS = frozenset({"play_event", "no_event", "convert_partisans", "move_partisans", "engage_partisans"})
# Pending frames of the opponent's impulse where the deciding player may also react: the
# interception of a naval transport, the bombing of a force that just moved (attack.py).
REACTION_FRAMES = {"intercept", "bomb_reaction"}


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


def _set(pair: tuple[Any, Any], side: int, value: Any) -> tuple[Any, Any]:
    return (value, pair[1]) if side == ALLIED else (pair[0], value)


def _index(side: int, event: str) -> int:
    return EVENTS[SIDES[side]].index(event)


def maximum(s: GameState, side: int, event: str) -> int:
    return s.rules.events[SIDES[side]].get(event, 0)


def plays(s: GameState, side: int, event: str) -> int:
    return s.ev.plays[side][_index(side, event)]


def on_box(s: GameState, side: int, event: str) -> int:
    return s.ev.box[side][_index(side, event)]


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


def decision_moment(s: GameState) -> tuple[int, str] | None:
    """(player, moment) when the player now deciding may play events, else None."""
    if s.final is not None:
        return None
    if s.pending:
        frame = s.pending[-1]
        if frame[0] == "events":
            return int(frame[1]), str(frame[2])
        if frame[0] in REACTION_FRAMES and int(frame[1]) != s.active_side():
            return int(frame[1]), REACTION
        if frame[0] == "battle":
            battle = s.combat.resolver
            if (isinstance(battle, CB.Battle) and not battle.finished
                    and battle.current_player() == battle.setup.attacker):
                return battle.setup.attacker, COMBAT
        return None
    if s.phase == "impulses" and s.impulse_step in ("movement", "combat"):
        return s.active_side(), OWN
    if s.phase == "reinforcements" and s.current_player() == AXIS:
        return AXIS, REINFORCEMENTS
    return None


# -- playability -------------------------------------------------------------------------------
def play_problem(s: GameState, side: int, event: str, moment: str | None = None,
                 key: tuple[Any, ...] | None = None, effect: bool = True) -> str | None:
    """Why `side` cannot play `event` now (None: it can). `moment` None skips the timing test (the
    combat engine checks Stop Battle and Reserves at its own decision points)."""
    name = SIDES[side]
    who = SIDE_TITLES[side]
    if event not in EVENTS[name]:
        other = SIDE_TITLES[1 - side]
        if event in EVENTS[SIDES[1 - side]]:
            return f"{title(event)} is an event of the {other}; the {who} are deciding now"
        return f"the {who} have no event {event!r} (their events: {', '.join(EVENTS[name])})"
    most = maximum(s, side, event)
    if most <= 0:
        return f"the scenario's event display gives {title(event)} no plays (line 908)"
    if s.ev.hand[side] <= 0:
        return f"the {who} have no event token left in hand (six tokens a side, line 908)"
    used = on_box(s, side, event) if s.options.get("kesselring_frees_boxes", False) else plays(s, side, event)
    if used >= most:
        return f"{title(event)} may be played at most {most} times in a game (event display, line 908)"
    if s.ev.last[side] == (key if key is not None else moment_key(s)):
        return f"the {who} have already played an event in this impulse: one per impulse (line 916)"
    if moment is not None:
        moments, when = TIMING[name][event]
        if moment not in moments or (side == ALLIED and event == "reinforcements"
                                     and s.impulse_step != "movement"):
            return f"{title(event)} can be played {when}"
        return _effect_problem(s, side, event) if effect else None
    return None


def _owned(s: GameState, side: int, zone: int) -> bool:
    return (zone in s.topo.zones and not s.topo.zone(zone).closed and s.control[zone] == side
            and not s.occ().presence[1 - side][zone])


def reinforcement_count(s: GameState, side: int) -> int:
    return min(REINFORCEMENT_CUBES[side], s.cube_pool(side))


def reinforcement_zone_problem(s: GameState, side: int, zone: int) -> str | None:
    topo = s.topo
    if zone not in topo.zones:
        return f"there is no zone {zone} on the board"
    label = topo.label(zone)
    if not _owned(s, side, zone):
        line = 922 if side == ALLIED else 944
        return f"{label} is not a zone the {SIDE_TITLES[side]} own (line {line})"
    if side == AXIS and (zone in topo.africa or zone in topo.sardinia_corsica):
        return "the Axis event places no cubes in Africa, Sardinia or Corsica (line 944)"
    room = s.rules.stacking_limit - s.occ().forces[side][zone]
    count = reinforcement_count(s, side)
    if count < 1:
        return "every cube is already on the board: the event brings none (line 617)"
    if count > room:
        return f"{label} has room for {room} more forces, the event brings {count} (Stacking, line 542)"
    return None


def _unsupplied(s: GameState, side: int) -> list[int]:
    ok = supplied_zones(s, side)
    occ = s.occ()
    return [z for z in s.topo.open_zones if occ.presence[side][z] and z not in ok]


def logistic_zone_problem(s: GameState, side: int, zone: int) -> str | None:
    if zone not in s.topo.zones:
        return f"there is no zone {zone} on the board"
    label = s.topo.label(zone)
    if side == ALLIED and zone in s.topo.munich:
        return "the Allied Logistical effort spares any zone except Munich (line 932)"
    if zone not in _unsupplied(s, side):
        return f"{label} holds none of your forces out of supply (lines 932, 952)"
    return None


def engaged_in(s: GameState, side: int, zone: int) -> list[str]:
    return sorted(cid for cid, c in s.counters.items() if c.side == side and c.zone == zone and c.engaged)


def operational_zone_problem(s: GameState, side: int, zone: int) -> str | None:
    if zone != SEA and zone not in s.topo.zones:
        return f"there is no zone {zone} on the board"
    if not engaged_in(s, side, zone):
        where = "at sea" if zone == SEA else f"in {s.topo.label(zone)}"
        return f"none of your forces {where} is engaged (Operational, line 934)"
    return None


def strangle_zone_problem(s: GameState, zone: int) -> str | None:
    if zone not in s.topo.zones or s.topo.zone(zone).closed:
        return f"zone {zone} is not a land zone open to forces (Strangle plan, line 940)"
    return None


def free_lines(s: GameState) -> list[str]:
    """Fortified lines out of play: eliminated ones return to the pool (line 627)."""
    return sorted(cid for cid, c in s.counters.items()
                  if c.type == "fortified_line" and c.side == AXIS and c.zone == POOL)


def line_zone_problem(s: GameState, zone: int) -> str | None:
    if zone not in s.topo.zones:
        return f"there is no zone {zone} on the board"
    label = s.topo.label(zone)
    if not free_lines(s):
        return "no fortified line has been eliminated (New defensive line, line 958)"
    if not _owned(s, AXIS, zone):
        return f"{label} is not controlled by the Axis (New defensive line, line 958)"
    if s.occ().forts[zone]:
        return f"{label} already has a fortified line; at most one per zone (Fortified lines, line 854)"
    return None


def returnable(s: GameState, side: int, just_played: str | None = None) -> dict[str, int]:
    """Tokens Kesselring may take back, per box (never the Kesselring token just played, 954)."""
    found: dict[str, int] = {}
    for event in EVENTS[SIDES[side]]:
        n = on_box(s, side, event) - (1 if event == just_played else 0)
        if n > 0:
            found[event] = n
    return found


def _zones_for(s: GameState, side: int, event: str) -> list[int]:
    """Target zones where the event has an effect (listing); checks accept exactly these."""
    topo = s.topo
    if event == "reinforcements":
        if reinforcement_count(s, side) < 1:
            return []
        return [z for z in topo.open_zones if reinforcement_zone_problem(s, side, z) is None]
    if event in ("logistical_effort", "logistics_effort"):
        return [z for z in _unsupplied(s, side) if logistic_zone_problem(s, side, z) is None]
    if event == "operational":
        zones = {c.zone for c in s.counters.values() if c.side == side and c.engaged and c.zone >= 0}
        return sorted(zones)
    if event == "strangle_plan":
        # Listed: zones holding Axis forces or next to them (any open zone is accepted).
        axis = s.occ().presence[AXIS]
        near = {z for z in topo.open_zones if axis[z]}
        near |= {m for z in list(near) for m in topo.adjacent[z] if not topo.zone(m).closed}
        return sorted(near)
    if event == "new_defensive_line":
        if not free_lines(s):
            return []
        return [z for z in topo.open_zones if line_zone_problem(s, z) is None]
    return []


def _effect_problem(s: GameState, side: int, event: str) -> str | None:
    if event in ZONE_EVENTS:
        if not _zones_for(s, side, event):
            return {
                "reinforcements": "no cube is left in the pool or no owned zone has room for them",
                "logistical_effort": "none of your forces is out of supply",
                "logistics_effort": "none of your forces is out of supply",
                "operational": "none of your forces is engaged",
                "strangle_plan": "no zone can be strangled",
                "new_defensive_line": "no eliminated fortified line or no Axis zone can take one",
            }[event] + f" ({title(event)} would have no effect)"
        return None
    if event == "kesselring" and not returnable(s, side):
        return "no other event token lies on the display to take back (Kesselring, line 954)"
    if event == "reserves":
        battle = s.combat.resolver
        if not isinstance(battle, CB.Battle) or battle.finished:
            return "no battle is being fought (Reserves, line 936)"
        if battle.stop_by is not None:
            return "a Stop Battle event has been played in this battle (line 936)"
        if battle.setup.max_rounds >= 4:
            return "this battle already lasts four rounds (Reserves, line 936)"
    return None


def playable(s: GameState, side: int, moment: str) -> list[str]:
    key = moment_key(s)
    return [e for e in EVENTS[SIDES[side]]
            if TIMING[SIDES[side]][e][0] & {moment} and play_problem(s, side, e, moment, key) is None]


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
            found.extend(A.PlayEvent(event, z) for z in _zones_for(s, side, event))
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
def record_play(s: GameState, side: int, event: str) -> None:
    """Put a token on the event's box (also for Stop Battle and Reserves, by the combat engine)."""
    i = _index(side, event)
    ev = s.ev
    row_plays = list(ev.plays[side])
    row_box = list(ev.box[side])
    row_plays[i] += 1
    row_box[i] += 1
    s.ev = ev._replace(plays=_set(ev.plays, side, tuple(row_plays)), box=_set(ev.box, side, tuple(row_box)),
                       hand=_set(ev.hand, side, ev.hand[side] - 1), last=_set(ev.last, side, moment_key(s)))


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
            rows[_index(side, back)] -= 1
        s.ev = s.ev._replace(box=_set(s.ev.box, side, tuple(rows)),
                             hand=_set(s.ev.hand, side, s.ev.hand[side] + len(action.returns)))
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


def _stop_battle_played(s: GameState, side: int) -> None:
    record_play(s, side, "stop_battle")


def _may_attack_from(s: GameState, side: int, zone: int) -> bool:
    return attack_problem(s, side, (zone,)) is None


def _may_move(s: GameState, side: int, zone: int) -> bool:
    """The Strangle plan: no Axis force may move into or leave the zone (retreats, planes flying out)."""
    return not (side == AXIS and strangled(s, zone))


attack.HOOKS.may_leave = _may_move
attack.HOOKS.may_enter = _may_move
attack.HOOKS.stop_battle_available = _stop_battle_available
attack.HOOKS.stop_battle_played = _stop_battle_played
attack.HOOKS.may_attack_from = _may_attack_from
attack.HOOKS.movement_ended = movement_ended
