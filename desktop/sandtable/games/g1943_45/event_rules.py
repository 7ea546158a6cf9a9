"""When an event may be played and where it would have an effect (EVENTS, lines 904-958).

The rules of the display (lines 908-918): six tokens a side (`event_tokens`); each box's maximum
(`events.<side>.<event>` of the scenario) is the most times that event may be played in a game;
at most one event per player per impulse; a token is used once per game unless Kesselring brings it
back. An event is playable right now with a token in hand, the box's maximum not reached, no event
yet in this impulse, the right moment, and an effect possible (`play_problem` says which fails).

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
  engine's hooks (set by events.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandtable.games.g1943_45 import combat as CB
from sandtable.games.g1943_45.event_track import (
    ADDITIONAL,
    COMBAT,
    OWN,
    REACTION,
    REINFORCEMENTS,
    SUPPLY,
    maximum,
    moment_key,
    on_box,
    plays,
    title,
)
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, POOL, SEA, SIDE_TITLES, SIDES
from sandtable.games.g1943_45.scenario import EVENTS
from sandtable.games.g1943_45.supply import supplied_zones

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState


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


# Pending frames of the opponent's impulse where the deciding player may also react: the
# interception of a naval transport, the bombing of a force that just moved (attack.py).
REACTION_FRAMES = {"intercept", "bomb_reaction"}


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


def reinforcement_zone_ok(s: GameState, side: int, zone: int) -> bool:
    """`reinforcement_zone_problem(...) is None` without wording the problem (the listing asks it of
    every zone at every decision)."""
    topo = s.topo
    return (zone in topo.zones and _owned(s, side, zone)
            and not (side == AXIS and (zone in topo.africa or zone in topo.sardinia_corsica))
            and reinforcement_count(s, side) >= 1)


def reinforcement_zone_problem(s: GameState, side: int, zone: int) -> str | None:
    topo = s.topo
    if zone not in topo.zones:
        return f"there is no zone {zone} on the board"
    if reinforcement_zone_ok(s, side, zone):
        return None
    label = topo.label(zone)
    if not _owned(s, side, zone):
        line = 922 if side == ALLIED else 944
        return f"{label} is not a zone the {SIDE_TITLES[side]} own (line {line})"
    if side == AXIS and (zone in topo.africa or zone in topo.sardinia_corsica):
        return "the Axis event places no cubes in Africa, Sardinia or Corsica (line 944)"
    if reinforcement_count(s, side) < 1:
        return "every cube is already on the board: the event brings none (line 617)"
    # A full zone takes them: stacking is checked at the end of the impulse (line 544).
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
    """Fortified lines eliminated in the game: they return to the pool (line 627); lines never
    deployed left the game at the end of the set-up unless `defensive_line_from_pool` (958)."""
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


def effect_zones(s: GameState, side: int, event: str) -> list[int]:
    """Target zones where the event has an effect (listing); checks accept exactly these."""
    topo = s.topo
    if event == "reinforcements":
        if reinforcement_count(s, side) < 1:
            return []
        return [z for z in topo.open_zones if reinforcement_zone_ok(s, side, z)]
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
        if not effect_zones(s, side, event):
            return {
                "reinforcements": "no cube is left in the pool or no owned zone can take them",
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
