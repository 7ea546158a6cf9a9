"""The 1943-45 game state and the driver that walks the turn sequence (sequence.py).

Design note (part 1, written so part 2 can slot in):
- Pieces. Cubes are counted per side and zone (`cubes[side][zone]`); every other piece is an
  individual `pieces.Counter` (type, owner, place, engaged flag, plane position, moved flag) in
  `counters` by id. Fortified lines are counters that do not stack; fleets and the U-boat sit in
  the sea (zone 0); the pool and "removed for good" are places too, so conservation is a count.
- Phases. `phase` is a step name of `sequence.TURN_SEQUENCE` (or "axis_setup" before turn 1).
  `_advance()` runs automatic steps until a player must decide or a die must be rolled. Inside
  the "impulses" step, `impulse_step` walks `sequence.IMPULSE_STEPS`: movement -> combat ->
  stacking. The combat step is where part 2 inserts attacks, landings and their reactions; in
  part 1 it has nothing to offer and is skipped.
- Pending decisions. `pending` is a stack of frames (plain tuples: kind, player, data...). The
  top frame, when present, decides who acts: the non-active player's reactions (naval transport
  interception now; bombing, events, casualties and retreats in part 2) and the dice they cause
  are ordinary decisions and chance steps of the protocol. Interception frames: "intercept"
  (decision of the other side) -> "intercept_die" (one chance step per piece) -> optionally
  "transport_loss" (the mover picks the destroyed piece). "stacking" and "overlord_fleet" are
  frames too.
- Sharing. The Scenario, the Topology (board facts) and the options are shared and read-only;
  `clone()` copies only small lists and dicts, never the board.
- Rules live in movement.py, transport.py, build.py, supply.py and victory.py as functions over
  this state; each cites its paragraph and English line number.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import repeat
from operator import is_
from typing import Any

from sandtable.core.protocol import (
    CHANCE,
    TERMINAL,
    Action,
    ChanceOutcome,
    GameResult,
    IllegalAction,
    State,
    brief,
)
from sandtable.games.g1943_45 import victory
from sandtable.games.g1943_45.attack import FRAMES as COMBAT_FRAMES
from sandtable.games.g1943_45.attack import CombatState, frame_player
from sandtable.games.g1943_45.legal import check, list_legal, perform
from sandtable.games.g1943_45.movement import stacking_step
from sandtable.games.g1943_45.pieces import (
    ALLIED,
    AXIS,
    FIELD_FORCES,
    NOT_STACKING,
    POOL,
    REMOVED,
    SEA,
    SIDE_TITLES,
    SIDES,
    TANKS,
    Counter,
    counter_id,
)
from sandtable.games.g1943_45.scenario import Scenario
from sandtable.games.g1943_45.sequence import STEP_NAMES, next_step
from sandtable.games.g1943_45.topology import Topology

_DIE = Fraction(1, 6)
_TWO_DICE = Fraction(1, 36)


class Occupancy:
    """Per-zone counts derived from the pieces (recomputed lazily after each change)."""

    __slots__ = ("presence", "forces", "tanks", "forts", "field", "supply", "in_play", "pool")

    def __init__(self, size: int) -> None:
        self.presence = [[0] * size, [0] * size]   # any piece that occupies (not partisans)
        self.forces = [[0] * size, [0] * size]     # pieces that count for stacking
        self.tanks = [[0] * size, [0] * size]
        self.forts = [0] * size
        self.field = [0, 0]                         # cubes, tanks, planes, elites, paratroopers
        self.supply: dict[Any, frozenset[int]] = {}  # memo of supply.supplied_zones
        self.in_play: set[str] = set()              # piece types on the board or at sea
        self.pool: dict[tuple[int, str], str | None] = {}  # memo of GameState.pool_counter


class GameState(State):
    def __init__(self, scenario: Scenario, topo: Topology, options: dict[str, bool]) -> None:
        self.rules = scenario
        self.topo = topo
        self.options = options
        size = topo.size
        self.turn = 1
        self.phase = "axis_setup"
        self.order = (ALLIED, AXIS)          # order[0] plays the first impulse
        self.initiative: int | None = None   # winner of the initiative roll
        self.init_dice: tuple[int, int] | None = None
        self.build_index = 0
        self.reinf_left = -1
        self.planes_converted = 0
        self.impulse = 0
        self.impulse_step = "movement"
        self.acted = False
        self.passes = 0
        self.cubes = [[0] * size, [0] * size]
        self.moved_cubes = [0] * size
        self.counters: dict[str, Counter] = {}
        self.control = [-1] * size
        self.transport = [scenario.naval_transport["allied"], scenario.naval_transport["axis"]]
        self.italy_out = False
        self.overlord_done = False
        self.setup_left = {k: v for k, v in scenario.setup.axis_free.items() if v}
        self.setup_touched = False
        self.pending: list[tuple[Any, ...]] = []
        from sandtable.games.g1943_45.events import new_track
        self.ev = new_track(scenario.event_tokens)   # events and partisans (events.EventTrack)
        self.combat = CombatState()          # rules part 2: arrows, missions, the battle (attack.py)
        self.final: GameResult | None = None
        # Automatic events for the log, oldest first: (text, zones changed); not part of the position.
        self.notes: tuple[tuple[str, tuple[int, ...]], ...] = ()
        self._occ: Occupancy | None = None
        self._legal: list[Action] | None = None
        # The chance step's outcomes and their set, cached like the listing until the next change
        # (a battle's roll of five dice has 252 outcomes, listed by the roll and checked by apply).
        self._chance: tuple[list[tuple[Action, Fraction]], frozenset[Action] | None] | None = None
        self._build_start()

    # -- construction ----------------------------------------------------------------------
    def _build_start(self) -> None:
        """Pools, the fixed set-up and initial control (SETUP, lines 574-580; Controlling, line 533)."""
        rules = self.rules
        for side, name in enumerate(SIDES):
            for piece, number in sorted(rules.pools[name].items()):
                if piece == "cube":
                    continue
                for index in range(1, number + 1):
                    self.counters[counter_id(side, piece, index)] = Counter(piece, side, POOL)
        # Scenarios name zones by printed number; the engine works by index (topology.py).
        for placement in rules.setup.allied + rules.setup.axis_fixed + rules.setup.axis_default_deployment:
            if placement.zone not in self.topo.index_of:
                raise ValueError(f"the scenario places pieces in zone {placement.zone}, "
                                 "which the board does not have")
        for side, placements in ((ALLIED, rules.setup.allied), (AXIS, rules.setup.axis_fixed)):
            for placement in placements:
                self._place_from_pool(side, self.topo.index_of[placement.zone], placement.pieces)
        for side, sea in ((ALLIED, rules.setup.allied_sea), (AXIS, rules.setup.axis_sea)):
            for piece, how in sorted(sea.items()):
                cid = self.pool_counter(side, piece)
                if cid is not None:
                    self.counters[cid] = Counter(piece, side, SEA, engaged=(how == "engaged"))
        # At the start every zone is Axis except those holding Allied forces (line 533).
        occ = self.occ()
        for z in self.topo.open_zones:
            self.control[z] = ALLIED if occ.presence[ALLIED][z] else AXIS

    def _place_from_pool(self, side: int, zone: int, pieces: dict[str, int]) -> None:
        if zone not in self.topo.zones:
            raise ValueError(f"the scenario places pieces in zone {zone}, which the board does not have")
        for piece, number in sorted(pieces.items()):
            if piece == "cube":
                self.cubes[side][zone] += number
                continue
            for _ in range(number):
                cid = self.pool_counter(side, piece)
                if cid is None:
                    raise ValueError(f"the scenario's pool has too few {piece!r} for the "
                                     f"{SIDES[side]} set-up")
                self.put(cid, zone)
        self.dirty()

    # -- piece helpers ---------------------------------------------------------------------
    def dirty(self) -> None:
        self._occ = None
        self._legal = None
        self._chance = None

    def reconsider(self) -> None:
        """What may be decided changed but no piece changed zone and no cube moved (a battle's
        step, a flag turned: engaged, moved, the impulse's step): the listing and the chance steps
        go, the occupancy stays (it counts pieces by zone and type, nothing else)."""
        self._legal = None
        self._chance = None

    def occ(self) -> Occupancy:
        occ = self._occ
        if occ is None:
            occ = Occupancy(self.topo.size)
            field = occ.field
            for side in (ALLIED, AXIS):
                row = self.cubes[side]          # cubes occupy, stack and stand on the field
                occ.presence[side] = list(row)
                occ.forces[side] = list(row)
                field[side] = sum(row)
            presence_by, forces_by, tanks_by, forts = occ.presence, occ.forces, occ.tanks, occ.forts
            in_play = occ.in_play
            for c in self.counters.values():
                z = c.zone
                if z <= 0:
                    if z == SEA:
                        in_play.add(c.type)
                    continue
                kind = c.type
                in_play.add(kind)
                if kind == "partisans":
                    continue
                if kind == "fortified_line":
                    # A fortified line is not a force (wooden rod, line 854; 'Forces', line 566):
                    # it neither occupies nor holds a zone on its own.
                    forts[z] += 1
                    continue
                side = c.side
                presence_by[side][z] += 1
                if kind not in NOT_STACKING:
                    forces_by[side][z] += 1
                if kind in TANKS:
                    tanks_by[side][z] += 1
                if kind in FIELD_FORCES:
                    field[side] += 1
            self._occ = occ
        return occ

    def pool_counter(self, side: int, piece: str) -> str | None:
        """The lowest-numbered counter of that type waiting in the pool (conversion, set-up)."""
        occ = self._occ       # memoised with the occupancy (both follow the pieces), never forcing it
        if occ is not None:
            key = (side, piece)
            if key in occ.pool:
                return occ.pool[key]
            occ.pool[key] = found = self._pool_counter(side, piece)
            return found
        return self._pool_counter(side, piece)

    def _pool_counter(self, side: int, piece: str) -> str | None:
        best: str | None = None
        best_index = 0
        for cid, c in self.counters.items():
            if c.zone == POOL and c.side == side and c.type == piece:
                index = int(cid.rsplit(".", 1)[1])
                if best is None or index < best_index:
                    best, best_index = cid, index
        return best

    def put(self, cid: str, zone: int, pos: tuple[float, float] | None = None, moved: bool = False,
            engaged: bool | None = None) -> None:
        c = self.counters[cid]
        if c.type in ("plane", "plane_it") and zone > 0 and pos is None:
            pos = self.topo.default_plane_position(zone)
        if zone <= 0 and zone != SEA:
            pos, moved, engaged = None, False, False
        self.counters[cid] = Counter(c.type, c.side, zone, c.engaged if engaged is None else engaged,
                                     pos if zone > 0 else None, moved)
        self.dirty()

    def eliminate(self, cid: str) -> None:
        """An eliminated piece returns to the pool, available again by conversion (line 627)."""
        self.put(cid, POOL)

    def remove_for_good(self, cid: str) -> None:
        self.put(cid, REMOVED)

    def eliminate_cubes(self, side: int, zone: int, number: int) -> None:
        self.cubes[side][zone] -= number
        if side == self.active_side() and self.moved_cubes[zone] > self.cubes[side][zone]:
            self.moved_cubes[zone] = self.cubes[side][zone]
        self.dirty()

    def enter(self, side: int, zone: int) -> None:
        """Forces of `side` pass through or arrive in `zone`: it becomes theirs (Controlling a Zone,
        line 537), and an enemy fortified line standing there without forces is eliminated (a line
        cannot hold a zone alone; interpretation shared with the combat rules)."""
        self.control[zone] = side
        if self.occ().forts[zone]:
            for cid, c in list(self.counters.items()):
                if c.zone == zone and c.type == "fortified_line" and c.side != side:
                    self.eliminate(cid)

    def counters_at(self, side: int, zone: int) -> list[str]:
        return [cid for cid, c in self.counters.items() if c.zone == zone and c.side == side]

    def in_play(self, piece: str) -> bool:
        # Read from the occupancy: a counter changes zone only through `put`, which calls dirty().
        return piece in self.occ().in_play

    def removed(self, piece: str) -> bool:
        return any(c.type == piece and c.zone == REMOVED for c in self.counters.values())

    def cube_pool(self, side: int) -> int:
        return self.rules.pools[SIDES[side]].get("cube", 0) - sum(self.cubes[side])

    def enemy_present(self, side: int, zone: int) -> bool:
        return self.occ().presence[1 - side][zone] > 0

    def ruler(self, side: int) -> str:
        """Short ruler; the Allies use the long one from Overlord (Operational Range, line 810)."""
        return "long" if self.rules.uses_long_ruler(SIDES[side], self.turn) else "short"

    def active_side(self) -> int:
        """The player of the current impulse (-1 outside impulses)."""
        if self.phase != "impulses":
            return -1
        return self.order[self.impulse % 2]

    def impulses_total(self) -> int:
        turn, extra = self.ev.extra   # additional impulses played this turn (events, line 926)
        return 2 * self.rules.impulses_per_player + (extra if turn == self.turn else 0)

    # -- protocol --------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.final is not None:
            return TERMINAL
        if self.pending:
            frame = self.pending[-1]
            if frame[0] in COMBAT_FRAMES:
                return frame_player(self)
            return CHANCE if frame[0] == "intercept_die" else int(frame[1])
        phase = self.phase
        if phase == "impulses":          # by far the most frequent question first
            return self.order[self.impulse % 2]
        if phase == "axis_setup":
            return AXIS
        if phase == "initiative_roll":
            return CHANCE
        if phase == "initiative_choice":
            return int(self.initiative if self.initiative is not None else ALLIED)
        if phase in ("reinforcements", "conversion"):
            return self.order[self.build_index]
        if phase == "impulses":
            return self.active_side()
        raise RuntimeError(f"no decision is pending in phase {phase!r}")

    def result(self) -> GameResult | None:
        return self.final

    def chance_label(self) -> str:
        if self.pending and self.pending[-1][0] in COMBAT_FRAMES:
            from sandtable.games.g1943_45.attack import chance_label
            return chance_label(self)
        if self.pending and self.pending[-1][0] == "intercept_die":
            from sandtable.games.g1943_45.transport import die_label
            return die_label(self, self.pending[-1])
        if self.phase == "initiative_roll" and not self.pending:
            return f"initiative roll, turn {self.turn} (Allies, Axis)"
        return ""

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self._chance is None:
            self._chance = (self._list_chance(), None)
        return list(self._chance[0])

    def _chance_set(self) -> frozenset[Action]:
        if self._chance is None or self._chance[1] is None:
            outcomes = self.chance_outcomes()
            self._chance = (outcomes, frozenset(outcome for outcome, _ in outcomes))
        assert self._chance[1] is not None
        return self._chance[1]

    def _list_chance(self) -> list[tuple[Action, Fraction]]:
        if self.current_player() != CHANCE:
            return []
        label = self.chance_label()
        if self.pending and self.pending[-1][0] in COMBAT_FRAMES:
            from sandtable.games.g1943_45.attack import chance_outcomes
            dice = chance_outcomes(self)
            if dice is not None:
                return dice
        return list(_plain_rolls(label, bool(self.pending)))

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = list_legal(self)
        return list(self._legal)

    def check_legal(self, action: Action) -> None:
        player = self.current_player()
        if player == TERMINAL:
            raise IllegalAction("the game is over", action)
        if player == CHANCE:
            listed = self._chance
            if listed is not None and any(map(is_, (outcome for outcome, _ in listed[0]), repeat(action))):
                return      # the very outcome listed (the session's draw): no set of 252 rolls
            if action not in self._chance_set():
                raise IllegalAction(f"{brief(action)} is not a possible outcome of {self.chance_label()}",
                                    action)
            return
        listed = self._legal
        if listed is not None and any(map(is_, listed, repeat(action))):
            # The very object this position listed (an agent's pick from legal_actions()): the
            # listing offers only legal decisions (invariants.deep_problems applies each one to a
            # fresh clone, whose full check runs), so its reasons need not be worked out again.
            # An equal action built elsewhere (a record, a click, a test) is checked in full.
            return
        check(self, action)

    def describe_action(self, action: Action) -> str:
        """The log line in the player's words (wording.py): pieces and zones named, not numbered."""
        from sandtable.games.g1943_45.wording import log_line
        return log_line(self, action)

    def note(self, text: str, zones: tuple[int, ...] = ()) -> None:
        """Record an automatic event for the log (the table's notes) and the zones it changed."""
        self.notes = self.notes + ((text, zones),)

    def _apply(self, action: Action) -> None:
        perform(self, action)
        # Every change of cubes or counter zones calls dirty() where it happens, so an occupancy
        # computed during `perform` after the last change is current: keep it (one recount fewer
        # per action); the listing and the chance steps depend on more and are dropped.
        self._legal = None
        self._chance = None
        self.advance()

    # -- the driver ------------------------------------------------------------------------
    def advance(self) -> None:
        """Run automatic steps until a decision or a roll is needed, checking victory as we go.

        The order of the steps is `sequence.TURN_SEQUENCE`; each step's handler below says whether
        it waits for a player (or a die) or is complete, in which case the next step begins."""
        while True:
            victory.check_immediate(self)
            if self.final is not None or self.pending or self.phase == "axis_setup":
                return
            phase = self.phase
            if _STEP_HANDLERS[phase](self):
                return
            following = next_step(phase)
            if following is None:          # after the end of the turn, the next turn begins
                following = STEP_NAMES[0]
            self.phase = following

    # Step handlers: True = wait for a decision or a roll; False = the step is complete.
    def _step_overlord(self) -> bool:
        from sandtable.games.g1943_45.build import enter_overlord
        enter_overlord(self)
        return False

    def _step_waits(self) -> bool:
        # The initiative roll and choice end when their action is applied (build.py moves on).
        return True

    def _step_reinforcements(self) -> bool:
        from sandtable.games.g1943_45.build import reinforcement_step
        if reinforcement_step(self):
            return True
        self.build_index = 0
        return False

    def _step_conversion(self) -> bool:
        from sandtable.games.g1943_45.build import conversion_step
        if conversion_step(self):
            return True
        self.impulse = 0
        self.passes = 0
        self.start_impulse()
        return False

    def _step_impulses(self) -> bool:
        """Inside an impulse: movement (decisions) -> combat (part 2) -> stacking check; then the
        next impulse, until they run out or both players passed (sequence.IMPULSE_STEPS)."""
        from sandtable.games.g1943_45 import wording
        while True:
            if self.impulse_step == "movement":
                return True
            if self.impulse_step == "combat":
                # Attacks and landings (attack.py, Combat line 697) until the player ends the impulse.
                return True
            if stacking_step(self):
                return True
            ended = f"End of impulse {wording.impulse_name(self, self.impulse)}"
            if not self.notes or self.notes[-1][0] != ended:
                self.note(ended)
            if self.passes >= 2:
                return False
            if self.impulse + 1 >= self.impulses_total():
                from sandtable.games.g1943_45.events import offer_additional_impulse
                return offer_additional_impulse(self)
            self.impulse += 1
            self.start_impulse()

    def _step_supply(self) -> bool:
        from sandtable.games.g1943_45.events import supply_events
        if supply_events(self):       # Logistical effort first (events, lines 932, 952)
            return True
        from sandtable.games.g1943_45.supply import supply_phase
        lost = supply_phase(self)
        if not lost:
            self.note(f"Supply phase, turn {self.turn}: every force is in supply")
        for text, zone in lost:
            self.note(f"Supply phase, turn {self.turn}: {text}", (zone,))
        return False

    def _step_end_of_turn(self) -> bool:
        from sandtable.games.g1943_45.victory import end_of_turn, star_count
        end_of_turn(self)
        if self.final is None or self.turn < self.rules.turns:
            allied, axis = star_count(self, ALLIED), star_count(self, AXIS)
            self.note(f"End of turn {self.turn}: orange stars held in supply, Allies {allied}, Axis {axis}")
        if self.final is not None:
            return True
        self.turn += 1
        return False

    def start_impulse(self) -> None:
        self.impulse_step = "movement"
        self.acted = False
        self.moved_cubes = [0] * self.topo.size
        self.combat.new_impulse()
        for cid, c in self.counters.items():
            if c.moved:
                self.counters[cid] = c._replace(moved=False)
        self.reconsider()
        from sandtable.games.g1943_45.events import impulse_started
        impulse_started(self)         # the opponent's reaction point (events, partisans)

    # -- copies and hashing ----------------------------------------------------------------
    def clone(self) -> GameState:
        new = object.__new__(GameState)
        new.__dict__.update(self.__dict__)
        new.cubes = [list(self.cubes[0]), list(self.cubes[1])]
        new.moved_cubes = list(self.moved_cubes)
        new.counters = dict(self.counters)
        new.control = list(self.control)
        new.transport = list(self.transport)
        new.setup_left = dict(self.setup_left)
        new.pending = list(self.pending)
        new.combat = self.combat.clone()
        new._legal = None
        new._chance = None
        return new

    def to_json(self) -> dict[str, Any]:
        return {
            "turn": self.turn, "phase": self.phase, "order": list(self.order),
            "initiative": self.initiative, "init_dice": list(self.init_dice) if self.init_dice else None,
            "build_index": self.build_index, "reinf_left": self.reinf_left,
            "planes_converted": self.planes_converted, "impulse": self.impulse,
            "impulse_step": self.impulse_step, "acted": self.acted, "passes": self.passes,
            "cubes": [{str(z): n for z, n in enumerate(row) if n} for row in self.cubes],
            "moved_cubes": {str(z): n for z, n in enumerate(self.moved_cubes) if n},
            "counters": {cid: [c.type, c.side, c.zone, c.engaged, list(c.pos) if c.pos else None, c.moved]
                         for cid, c in sorted(self.counters.items())},
            "allied_control": [z for z in self.topo.open_zones if self.control[z] == ALLIED],
            "transport": list(self.transport), "italy_out": self.italy_out,
            "overlord_done": self.overlord_done, "setup_left": dict(sorted(self.setup_left.items())),
            "setup_touched": self.setup_touched,
            "pending": [_frame_json(f) for f in self.pending],
            "events": _events_json(self),
            "combat": self.combat.to_json(),
            "result": None if self.final is None else [self.final.winner, self.final.reason],
        }

    def summary(self) -> str:
        """A one-line description for logs and the CLI."""
        where = self.phase if self.phase != "impulses" else (
            f"impulse {self.impulse + 1} ({SIDE_TITLES[self.active_side()]}, {self.impulse_step})")
        return f"turn {self.turn}, {where}"


def _events_json(state: GameState) -> dict[str, Any]:
    from sandtable.games.g1943_45.events import track_json
    return track_json(state.ev)


def _frame_json(frame: tuple[Any, ...]) -> list[Any]:
    return [list(v) if isinstance(v, tuple) else v for v in frame]


_STEP_HANDLERS = {
    "overlord": GameState._step_overlord,
    "initiative_roll": GameState._step_waits,
    "initiative_choice": GameState._step_waits,
    "reinforcements": GameState._step_reinforcements,
    "conversion": GameState._step_conversion,
    "impulses": GameState._step_impulses,
    "supply": GameState._step_supply,
    "end_of_turn": GameState._step_end_of_turn,
}
assert set(_STEP_HANDLERS) == set(STEP_NAMES), "every step of sequence.TURN_SEQUENCE needs a handler"


@lru_cache(maxsize=256)
def _plain_rolls(label: str, one_die: bool) -> tuple[tuple[Action, Fraction], ...]:
    """A one-die frame's faces, or the initiative's two dice (Allies, Axis), built once a label
    (the outcomes are frozen actions: every state may share them)."""
    if one_die:
        return tuple((ChanceOutcome((face,), label), _DIE) for face in range(1, 7))
    return tuple((ChanceOutcome((a, x), label), _TWO_DICE) for a in range(1, 7) for x in range(1, 7))
