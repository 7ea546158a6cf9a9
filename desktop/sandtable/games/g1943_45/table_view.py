"""What the table draws of a 1943-45 state: stacks per zone, planes at their positions, the sea
box, control, the tracks of the printed map, the attack arrows, and the supply and range overlays.

Plain data (`core.table`): the shared play window draws it without knowing the game. 1943-45 has
no hidden information, so every observer sees the same view.
"""

from __future__ import annotations

from collections import Counter as Tally
from typing import Any

from sandtable.core.table import ArrowView, BoxView, OverlayView, PieceView, TableView, TrackView
from sandtable.games.g1943_45.pieces import ITALIAN, NAMES, PLANES, SEA, SIDE_TITLES

ITALIAN_COLOUR = "#1f6f8b"
# Short codes a player reads on a counter (the tooltip gives the full name).
CODES = {
    "tank": "T", "tank_it": "T", "plane": "P", "plane_it": "P", "elite": "E", "paratroopers": "Pa",
    "partisans": "Pt", "fortified_line": "FL", "fleet_us": "US", "fleet_uk": "UK", "fleet_it": "IT",
    "uboat": "U",
}
# The drawn symbol of each counter type (assets/counters, our own SVG drawings); cubes are drawn cubes.
COUNTER_ART = {
    "tank": "assets/counters/tank.svg", "tank_it": "assets/counters/tank.svg",
    "plane": "assets/counters/plane.svg", "plane_it": "assets/counters/plane.svg",
    "elite": "assets/counters/elite.svg", "paratroopers": "assets/counters/paratroopers.svg",
    "partisans": "assets/counters/partisans.svg", "fortified_line": "assets/counters/fortified_line.svg",
    "fleet_us": "assets/counters/fleet_us.svg", "fleet_uk": "assets/counters/fleet_uk.svg",
    "fleet_it": "assets/counters/fleet.svg", "uboat": "assets/counters/uboat.svg",
}
ORDER = ("tank", "tank_it", "elite", "paratroopers", "plane", "plane_it", "fortified_line", "partisans",
         "fleet_us", "fleet_uk", "fleet_it", "uboat")
def summary(s: Any) -> str:
    """The position in one line, the impulse named as on its track: 'turn 2, impulse X1 (Axis, movement)'."""
    if s.phase != "impulses":
        return str(s.summary())
    from sandtable.games.g1943_45.wording import impulse_name

    side = "Allies" if s.active_side() == 0 else "Axis"
    return f"turn {s.turn}, impulse {impulse_name(s, s.impulse)} ({side}, {s.impulse_step})"


PHASE_TITLES = {
    "axis_setup": "Axis set-up", "initiative_roll": "initiative", "initiative_choice": "initiative",
    "reinforcements": "reinforcements", "conversion": "conversion", "overlord": "Overlord",
    "supply": "supply", "end_of_turn": "end of turn",
}


def piece_name(piece: str, count: int = 1) -> str:
    singular, plural = NAMES.get(piece, (piece, piece))
    return singular if count == 1 else plural


def _piece(piece: str, side: int, count: int, engaged: bool = False, moved: bool = False,
           ids: tuple[str, ...] = (), pos: tuple[float, float] | None = None,
           battle: str = "") -> PieceView:
    marks = tuple(m for m, on in (("engaged", engaged), ("moved", moved), (battle, bool(battle))) if on)
    if piece == "cube":
        label, shape = str(count), "block"
    else:
        code = CODES.get(piece, piece[:2])
        label, shape = (f"{code}{count}" if count > 1 else code), "counter"
    state = [m for m in marks]
    extra = f" ({', '.join(state)})" if state else ""
    title = f"{SIDE_TITLES[side]}: {count} × {piece_name(piece)}{extra}"
    colour = ITALIAN_COLOUR if piece in ITALIAN else None
    return PieceView(piece, side, count, label, title, shape, colour, marks, ids, pos)


class BattleLosses:
    """What the battle in progress has cost so far, before the board applies it when it ends:
    cubes lost per (side, zone), counters lost, counters that took a loss and stay (engaged by it)."""

    def __init__(self, state: Any) -> None:
        self.cubes: Tally[tuple[int, int]] = Tally()
        self.lost: set[str] = set()
        self.hit: set[str] = set()
        battle = getattr(getattr(state, "combat", None), "resolver", None)
        if battle is None:
            return
        events = getattr(battle, "events", None)
        if events is not None:  # a combat or landing: its log of losses
            for event in events:
                uid = str(event.get("uid", ""))
                if event.get("step") == "loss":
                    self._add(state, int(event.get("side", 0)), uid, event.get("effect") == "eliminated")
                elif event.get("step") == "elite" and event.get("mode") == "absorb":
                    self.hit.add(uid)
        else:  # an air bombardment: the bombed side's losses
            side = 1 - int(getattr(battle, "bomber_side", 0))
            for unit in getattr(battle, "eliminated", ()):
                self._add(state, side, unit.uid, True)
            bomber = getattr(battle, "bomber_uid", "")
            self.hit.update(uid for uid in getattr(battle, "became_engaged", ()) if uid != bomber)

    def _add(self, state: Any, side: int, uid: str, eliminated: bool) -> None:
        if uid.startswith("cube@"):
            zone = uid.split("@", 1)[1].split("#", 1)[0]
            if zone.isdigit():
                self.cubes[(side, int(zone))] += 1
        elif uid in state.counters:
            (self.lost if eliminated else self.hit).add(uid)

    def mark(self, cid: str) -> str:
        return "lost" if cid in self.lost else "hit" if cid in self.hit else ""


def zone_pieces(state: Any, zone: int, losses: BattleLosses | None = None) -> tuple[PieceView, ...]:
    """The chips of a zone in reading order: each side's cubes, then its counters by type; during a
    battle, the pieces it has cost so far are marked "lost" (or "hit" when they stay)."""
    losses = losses if losses is not None else BattleLosses(state)
    chips: list[PieceView] = []
    for side in (0, 1):
        cubes = state.cubes[side][zone]
        lost = min(cubes, losses.cubes.get((side, zone), 0))
        if cubes > lost:
            moved = side == state.active_side() and state.moved_cubes[zone] >= cubes
            chips.append(_piece("cube", side, cubes - lost, False, moved))
        if lost:
            chips.append(_piece("cube", side, lost, battle="lost"))
        tally: Tally[tuple[str, bool, bool, str]] = Tally()
        ids: dict[tuple[str, bool, bool, str], list[str]] = {}
        for cid, c in sorted(state.counters.items()):
            if c.zone == zone and c.side == side and c.type not in PLANES:
                mark = losses.mark(cid)
                key = (c.type, c.engaged or mark == "hit", c.moved, mark)
                tally[key] += 1
                ids.setdefault(key, []).append(cid)
        for key, n in sorted(tally.items(), key=lambda kv: (
                ORDER.index(kv[0][0]) if kv[0][0] in ORDER else 99, kv[0][1], kv[0][3])):
            piece, engaged, moved, mark = key
            chips.append(_piece(piece, side, n, engaged, moved, tuple(ids[key]), battle=mark))
    return tuple(chips)


def planes(state: Any, losses: BattleLosses | None = None) -> tuple[PieceView, ...]:
    losses = losses if losses is not None else BattleLosses(state)
    out = []
    for cid, c in sorted(state.counters.items()):
        if c.type not in PLANES or c.zone <= 0:
            continue
        pos = c.pos or state.topo.default_plane_position(c.zone)
        mark = losses.mark(cid)
        chip = _piece(c.type, c.side, 1, c.engaged or mark == "hit", c.moved, (cid,),
                      (float(pos[0]), float(pos[1])), mark)
        out.append(chip)
    return tuple(out)


SEA_BOX = "sea"  # the sea box's place on the table


def sea_box(state: Any) -> BoxView:
    pieces = [_piece(c.type, c.side, 1, c.engaged, False, (cid,))
              for cid, c in sorted(state.counters.items(), key=lambda kv: (kv[1].side, kv[0]))
              if c.zone == SEA]
    return BoxView(SEA_BOX, "SEA BOX", tuple(pieces), None, "Sea box: fleets and U-boat")


def tracks(state: Any) -> tuple[TrackView, ...]:
    """The tracks of the printed map and the event displays, top to bottom."""
    s = state
    rules = s.rules
    out: list[TrackView] = []
    turns = int(rules.turns or 8)
    overlord = int(rules.overlord_turn or 0)
    cells = tuple(f"{t}★" if t == overlord else str(t) for t in range(1, turns + 1))
    out.append(TrackView("turn", "Turn", cells, frozenset({s.turn - 1}), None, "the turn track"))
    total = s.impulses_total()
    names = tuple(("A" if s.order[i % 2] == 0 else "X") + str(i // 2 + 1) for i in range(total))
    if s.phase == "impulses":
        out.append(TrackView("impulse", "Impulse", names, frozenset({s.impulse}), s.active_side()))
    else:
        out.append(TrackView("impulse", "Impulse", names, frozenset(), None,
                             PHASE_TITLES.get(s.phase, s.phase)))
    for side, name in ((0, "Transport Allies"), (1, "Transport Axis")):
        points = int(s.transport[side])
        start = int(rules.naval_transport.get(("allied", "axis")[side], points))
        # Points left are lit; spent points stay as empty boxes, as markers moved down a track.
        boxes = max(start, points, 1)
        out.append(TrackView(f"transport-{side}", name, ("⚓",) * boxes, frozenset(range(points)), side))
    battle = s.combat.resolver
    rnd = int(getattr(battle, "round", 0) or 0) if battle is not None else 0
    out.append(TrackView("round", "Combat round", tuple(str(i + 1) for i in range(max(4, rnd))),
                         frozenset({rnd - 1}) if rnd else frozenset(), -1))
    if s.phase == "impulses":
        used = int(s.combat.arrows)
        out.append(TrackView("arrows", "Attack arrows", ("➜",) * 3, frozenset(range(used)), -1))
    out.extend(_event_tracks(s))
    return tuple(out)


def _event_tracks(s: Any) -> list[TrackView]:
    from sandtable.games.g1943_45.scenario import EVENTS

    out = []
    for side, (key, name) in enumerate((("allied", "Events Allies"), ("axis", "Events Axis"))):
        played = {e: n for e, n in zip(EVENTS[key], s.ev.plays[side], strict=False) if n}
        text = f"{int(s.ev.hand[side])} tokens  "
        text += ", ".join(f"{k.replace('_', ' ')} ×{v}" for k, v in sorted(played.items()))
        out.append(TrackView(f"events-{side}", name, (), frozenset(), side, text.strip()))
    return out


def arrows(state: Any) -> tuple[ArrowView, ...]:
    """The attack or landing being fought this impulse (the window keeps the earlier ones)."""
    fight = state.combat.fight if isinstance(state.combat.fight, dict) else None
    if state.phase != "impulses" or fight is None or fight.get("target") is None:
        return ()
    target = int(fight["target"])
    origins = [int(o) for o in fight.get("origins", ())]
    if fight.get("kind") == "landing" and not origins:
        return (ArrowView("sea", target),)
    return tuple(ArrowView(o, target) for o in origins)


def build_view(state: Any) -> TableView:
    topo = state.topo
    losses = BattleLosses(state)
    stacks = {n: zone_pieces(state, n, losses) for n in topo.zones}
    control = {}
    for n in topo.zones:
        side = state.control[n] if n < len(state.control) else -1
        if not topo.zones[n].closed and side in (0, 1):
            control[n] = side
    scope = f"{state.turn}:{state.impulse}" if state.phase == "impulses" else ""
    return TableView(stacks=stacks, free=planes(state, losses), boxes=(sea_box(state),), tracks=tracks(state),
                     control=control, arrows=arrows(state), summary=summary(state),
                     turn=scope, fought=frozenset(state.combat.attacked) if scope else frozenset())


# -- overlays ----------------------------------------------------------------------------------

SUPPLY_COLOURS = ("#289628", "#4650aa")


def supply_overlay(state: Any, side: int) -> OverlayView:
    """One side's supplied zones, its sources, and the lines joining them breadth-first from the
    sources inside the engine's set (they only show how the set hangs together; they decide nothing)."""
    from sandtable.games.g1943_45.supply import sources, supplied_zones

    supplied = set(supplied_zones(state, side))
    origin = [z for z in sources(state, side) if z in supplied]
    seen = set(origin)
    frontier = list(origin)
    lines: list[tuple[int, int]] = []
    while frontier:
        nxt = []
        for z in frontier:
            for m in state.topo.adjacent.get(z, ()):
                if m in supplied and m not in seen:
                    seen.add(m)
                    nxt.append(m)
                    lines.append((z, m))
        frontier = nxt
    status = f"{SIDE_TITLES[side]} supply: {len(supplied)} zones in supply from {len(origin)} sources."
    return OverlayView(side, frozenset(supplied), frozenset(origin), tuple(lines), (), status,
                       SUPPLY_COLOURS[side])


def range_overlay(state: Any, board: Any, only: str | None) -> OverlayView:
    """Range circles of the planes on the board (all, or only the plane `only`)."""
    circles = []
    for cid, c in sorted(state.counters.items()):
        if c.type not in PLANES or c.zone <= 0 or (only is not None and cid != only):
            continue
        pos = c.pos or state.topo.default_plane_position(c.zone)
        circles.append((float(pos[0]), float(pos[1]), float(board.ruler_km(state.ruler(c.side))), c.side))
    return OverlayView(circles=tuple(circles))
