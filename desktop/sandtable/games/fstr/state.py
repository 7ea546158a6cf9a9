"""The FSTR state: where every counter is, its steps and markers, the AP tracks, the turn and
impulse, and the work list of the procedure being played.

The state knows everything (hidden information included: the secret AP purchases of the
programming phase, every enemy stack); `observation.observe(state, player)` gives a side only
what it may see. Steps are conserved: every step of a unit in play is on the map, in a Cadre Box
or gone (withdrawn or exited), which `invariants.py` checks.

Players: 0 = Allies, 1 = Axis.
"""

from __future__ import annotations

import copy
from fractions import Fraction
from typing import Any

from sandtable.core.protocol import CHANCE, TERMINAL, Action, ChanceOutcome, GameResult, IllegalAction, State
from sandtable.games.fstr.counters import Unit
from sandtable.games.fstr.world import World

SIDES = ("allied", "axis")
PLAYER = {"allied": 0, "axis": 1}


def other(side: str) -> str:
    return "axis" if side == "allied" else "allied"


class FstrState(State):
    def __init__(self, world: World, options: dict[str, Any]) -> None:
        self.world = world
        self.opts = options
        sc = world.scenario
        self.turn = sc.first_turn
        self.impulse = 0
        self.weather = "fine"
        self.phase = "setup"
        self.loc: dict[str, str] = {}  # unit -> hex, combat units and artillery on the map
        self.steps: dict[str, int] = {}  # unit -> steps left (combat units on the map)
        self.cadre: dict[str, list[str]] = {"allied": [], "axis": []}  # eliminated (rule 3, line 269)
        self.gone: list[str] = []  # withdrawn or exited units (11.6, 18.1)
        self.exited_steps = 0  # Allied supplied steps off the north edge (2.1, line 236)
        self.entered: set[str] = set()  # reinforcement entries done ("turn.impulse.n")
        self.end_ops: set[str] = set()
        self.reserve: set[str] = set()
        self.reacted: set[str] = set()
        self.oos: set[str] = set()
        self.fired: set[str] = set()
        self.activated: set[str] = set()  # units activated this impulse (line 432)
        self.acted: set[str] = set()  # units that moved or attacked in the current operation
        self.air: dict[str, int] = {"allied": 0, "axis": 0}  # aircraft left this impulse
        ap = sc.ap if isinstance(sc.ap, dict) else {}
        self.ap_table = ap
        self.ap: dict[str, int] = {}
        self.ap_before: dict[str, int] = {}  # the AP tracks before this impulse's secret purchases
        self.spent: dict[str, int] = {"allied": 0, "axis": 0}
        self.bought: dict[str, list[list[Any]]] = {"allied": [], "axis": []}
        self.committed: dict[str, bool] = {"allied": False, "axis": False}
        self.to_operate: dict[str, list[str]] = {"allied": [], "axis": []}
        self.adjusted: dict[str, bool] = {"allied": False, "axis": False}
        self.offensive: str | None = None  # the Offensive marker in play this impulse (9.10)
        self.offensives_left: list[str] = list(sc.rules.get("offensive_markers", []))
        self.gustav = 2 if sc.rules.get("gustav_operational") else 0
        self.gustav_paid_turn = 0
        self.blown: set[str] = set()  # hexsides "a|b" with a blown bridge (11.7)
        self.built: set[str] = set()  # river hexsides "a|b" where a bridge was built (11.8)
        self.sea_moved = 0  # units moved by sea this impulse (11.5, at most 3)
        self.landing_ready: list[str] = []  # arriving units that may land this impulse (9.5, line 517)
        self.bari: dict[str, int] = {}  # unit -> steps, in the Bari Port Box (9.5.7, lines 555-561)
        self.bari_new: set[str] = set()  # units that entered the box by road this impulse (line 557)
        self.control: dict[str, str] = {}  # hex -> side that last occupied it (spec C13, G17)
        self.initiative = "allied"
        self.seg_order: list[str] = []
        self.seg = 0
        self.op: dict[str, Any] | None = None  # the formation operation under way
        self.battle: dict[str, Any] | None = None
        self.tasks: list[list[Any]] = []
        self.pending: dict[str, Any] | None = None
        self.winner: str | None = None
        self.level = ""
        self.reason = ""
        self.log: list[str] = []
        self.chance_steps = 0
        self.depots: dict[str, str] = {}  # supply depot hex -> owner (17.1, line 889)
        self.auto_supply: set[str] = set()  # units supplied until the end of their arrival impulse
        self.arrived_now: set[str] = set()
        self.art_off: set[str] = set()  # artillery removed until the next placement (lines 821-823)
        self.placed: set[str] = set()  # artillery placed in this impulse's step 4e
        self.active_forms: set[str] = set()  # formations activated this impulse (HQ flipped, line 398)
        self.foggia: dict[str, Any] = {}  # Case Foggia (21): tossed, arrive [turn, impulse], arrived
        self.hq_in_play: set[str] = set()  # HQ counters on the command display (set-up and arrivals)
        self.command: dict[str, str] = {}  # formation -> its corps or army after reassignments (7.1)
        self.mules: dict[str, list[str]] = {}  # side -> mountain hexes with a mule (17.4)
        self.mules_lost: dict[str, int] = {}  # eliminated this impulse, back the next
        self.mules_moved: dict[str, int] = {}
        self.naples_switched = False  # V Army's terminal moved from the depots to Naples (17.1)
        self.interdicted: dict[str, int] = {}  # hex -> interdiction fire factors this impulse (16.3)
        self.intel: dict[str, list[str]] = {}  # hexes the Allies examined (9.9) -> the stack they saw
        self.intel_used = False
        self.naval: dict[str, str] = {}  # naval unit -> its sea hex this impulse (9.5.5)
        self.halved: set[str] = set()  # units with half their MA this impulse (drops, line 509)
        self.drops: list[list[str]] = []  # drops bought this impulse, not yet made (9.4)
        self.drop_ready: list[str] = []  # arriving paratroopers that may drop this impulse (9.4, line 507)
        self.major_landed = False  # the major landing (9.5) has been made
        self.richard = False  # Case Richard in force (9.5.1)
        self.landings: list[list[str]] = []  # landings bought this impulse: [kind, units...]
        self.rearguards: list[str] = []  # hexes holding a rearguard (12)
        self.forts: set[str] = set()  # fortification markers (9.7)
        self.forts_to_place = int(world.scenario.rules.get("free_fortifications_at_setup", 0))
        self.extension: dict[str, int] = {}  # AP spent this impulse to extend supply paths (17.6)
        self.air_tried: list[str] = []  # hexes tried by air supply this impulse (17.3)
        self.air_supplied: list[str] = []
        self.moved_seg: set[str] = set()  # units that moved in this segment (bombardment shift)
        self.rome_expelled = False  # rule 20: Axis units expelled from Rome (spec C31)
        self.rome_allied = False  # an Allied unit has entered Rome
        self.gegenangriff_turn = 0  # the turn the Gegenangriff was used (14.2.8, once a turn)
        self.emergency_used: dict[str, int] = {"allied": 0, "axis": 0}  # KG / TF used (9.3)
        self.captured_depot: str | None = None  # side that captured an enemy depot (2.2, line 249)

    # -- units ----------------------------------------------------------------------------------
    def unit(self, uid: str) -> Unit:
        return self.world.counters.units[uid]

    def side_of(self, uid: str) -> str:
        return self.world.counters.units[uid].side

    def units_at(self, hex_key: str) -> list[str]:
        return sorted(u for u, h in self.loc.items() if h == hex_key)

    def combat_at(self, hex_key: str, side: str | None = None) -> list[str]:
        return [
            u
            for u in self.units_at(hex_key)
            if self.unit(u).role == "combat" and (side is None or self.unit(u).side == side)
        ]

    def on_map(self, side: str, role: str = "combat") -> list[str]:
        ids = _ids(self.world.counters.units, side, role)
        return sorted(u for u in self.loc if u in ids)

    def occupied_by(self, side: str) -> set[str]:
        """Hexes holding units of `side` (artillery included: spec C58)."""
        ids = _ids(self.world.counters.units, side, None)
        return {h for u, h in self.loc.items() if u in ids}

    def combat_hexes(self, side: str) -> set[str]:
        ids = _ids(self.world.counters.units, side, "combat")
        return {h for u, h in self.loc.items() if u in ids}

    def barred(self, side: str) -> set[str]:
        """Hexes no unit of `side` may enter or be placed on but by attacking: the enemy's combat
        units' (11, line 623) and, for the Allies, the rearguards' (12, line 671; rules version 3:
        `fstr.rules_v2` keeps version 2, where only some ways in checked them)."""
        out = self.combat_hexes(other(side))
        if side == "allied" and self.rearguards and not self.opts.get("fstr.rules_v2"):
            out |= set(self.rearguards)
        return out

    def enemy_adjacent(self, hex_key: str, side: str) -> bool:
        enemy = self.combat_hexes(other(side))
        return any(n in enemy for n in self.world.board.nbrs[hex_key])

    def dots(self, hex_key: str, units: list[str] | None = None) -> float:
        return sum(self.unit(u).dots for u in (self.combat_at(hex_key) if units is None else units))

    def factor(self, uid: str) -> float:
        u = self.unit(uid)
        if u.steps == 2 and self.steps.get(uid, 2) == 1 and u.reduced is not None:
            return float(u.reduced)
        return float(u.combat)

    def independent(self, uid: str) -> bool:
        """An independent unit, or (Anzio, line 1196) a divisional unit whose HQ is not in play."""
        u = self.unit(uid)
        if u.independent:
            return True
        return bool(self.world.scenario.rules.get("hq_less_units_are_independent")) and (
            f"HQ/{u.formation}" not in self.hq_in_play
        )

    def formation_of(self, uid: str) -> str:
        return self.unit(uid).formation

    def step_total(self, side: str) -> dict[str, int]:
        """Steps on the map, in the Cadre Box, in the Bari Port Box and lost by reduced units, for `side`."""
        units = self.world.counters.units
        here = self.on_map(side)
        on_map = sum(self.steps[u] for u in here)
        cadre = sum(units[u].steps for u in self.cadre[side])
        box = {u: n for u, n in self.bari.items() if units[u].side == side}  # Bari (9.5.7)
        reduced = sum(units[u].steps - self.steps[u] for u in here)
        reduced += sum(self.unit(u).steps - n for u, n in box.items())
        return {"map": on_map, "cadre": cadre, "reduced": reduced, "box": sum(box.values())}

    # -- protocol -------------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.winner is not None or self.phase == "over":
            return TERMINAL
        p = self.pending
        if p is None:
            return TERMINAL
        if p["kind"] == "roll":
            return CHANCE
        return PLAYER[p["side"]]

    def chance_label(self) -> str:
        return str(self.pending["label"]) if self.pending and self.pending["kind"] == "roll" else ""

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        p = self.pending
        if p is None or p["kind"] != "roll":
            return []
        n = int(p.get("dice", 1))
        faces: list[tuple[int, ...]] = [(a,) for a in range(1, 7)]
        if n == 2:
            faces = [(a, b) for a in range(1, 7) for b in range(1, 7)]
        elif n == 0:  # a coin (Case Foggia, line 951)
            faces = [(1,), (2,)]
        prob = Fraction(1, len(faces))
        return [(ChanceOutcome(values=f, label=p["label"]), prob) for f in faces]

    def legal_actions(self) -> list[Action]:
        from sandtable.games.fstr.legal import legal_actions

        if self.current_player() < 0:
            return []
        key = (id(self.pending), len(self.log), len(self.tasks))
        cached = self.__dict__.get("_legal")
        if cached is not None and cached[0] == key:
            return list(cached[1])
        out = legal_actions(self)
        self._legal = (key, out)
        return list(out)

    def check_legal(self, action: Action) -> None:
        from sandtable.games.fstr.legal import refusal

        if self.current_player() == TERMINAL:
            raise IllegalAction("the game is over", action)
        if self.current_player() == CHANCE:
            if not isinstance(action, ChanceOutcome) or all(action != o for o, _ in self.chance_outcomes()):
                raise IllegalAction(
                    f"{action.describe()} is not a possible outcome of {self.chance_label()}", action
                )
            return
        reason = refusal(self, action)
        if reason:
            raise IllegalAction(reason, action)

    def _apply(self, action: Action) -> None:
        from sandtable.games.fstr.engine import apply_action  # noqa: F401  (registers the tasks)

        if isinstance(action, ChanceOutcome):
            self.chance_steps += 1
        apply_action(self, action)
        if self.winner is None:
            from sandtable.games.fstr.victory import check_any_time

            check_any_time(self)  # "at any moment" victory, after every state change (C13)

    def result(self) -> GameResult | None:
        if not self.is_terminal():
            return None
        winner = None if self.winner in (None, "draw") else PLAYER[self.winner]
        return GameResult(winner, self.reason)

    def observation(self, player: int) -> FstrState:
        from sandtable.games.fstr.observation import observe

        return observe(self, player)

    def clone(self) -> FstrState:
        # The search clones a state for every child it values (tens of thousands a decision), so
        # this copies the plain data the state holds (dicts, lists, sets of strings, numbers,
        # booleans) directly: copy.deepcopy took ~40% of a Normal decision.
        new = object.__new__(type(self))
        copied = new.__dict__
        for name, value in self.__dict__.items():
            kind = type(value)
            if name in _SHARED or name[0] == "_":
                if name != "_legal":  # the legal-action cache belongs to this state
                    copied[name] = value
            elif kind is set:
                copied[name] = set(value)
            elif name in _FLAT and (kind is dict or kind is list):
                copied[name] = value.copy()
            elif isinstance(value, set | list | dict):
                copied[name] = _copied(value)
            else:
                copied[name] = value
        return new

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, value in sorted(self.__dict__.items()):
            if name in ("world", "log", "ap_table") or name.startswith("_"):
                continue
            if name in ("bari", "bari_new") and not value:
                continue  # added in rules version 2: hashed only when used, so older saves keep theirs
            if name == "opts":  # options for old saves say how a record replays, not the position
                from sandtable.games.fstr.options import COMPAT

                value = {k: v for k, v in value.items() if k not in COMPAT}
            out[name] = _plain(value)
        out["scenario"] = self.world.scenario.id
        return out


_ATOMS = frozenset({str, int, float, bool, type(None)})
_SHARED = frozenset({"world", "opts", "ap_table"})  # never changed by play: a clone shares them
# Containers of strings and numbers only (their declared types above): a shallow copy is a deep one.
_FLAT = frozenset({"loc", "steps", "control", "log", "gone", "air", "ap", "ap_before", "spent",
                   "committed", "adjusted", "offensives_left", "landing_ready", "seg_order",
                   "rearguards", "drop_ready", "depots", "command", "naval", "emergency_used", "bari"})
_IDS: dict[int, tuple[Any, dict[tuple[str, str | None], frozenset[str]]]] = {}


def _ids(units: Any, side: str, role: str | None) -> frozenset[str]:
    """The ids of `side`'s counters of `role` (None: every role), indexed once per counter set: the
    computer's search asks which units stand where tens of thousands of times a decision, and
    looking each counter up (`unit()`) was a fifth of its time."""
    entry = _IDS.get(id(units))
    if entry is None or entry[0] is not units:  # the counters are kept, so their id is not reused
        index: dict[tuple[str, str | None], set[str]] = {}
        for uid, u in units.items():
            index.setdefault((u.side, u.role), set()).add(uid)
            index.setdefault((u.side, None), set()).add(uid)
        entry = _IDS[id(units)] = (units, {k: frozenset(v) for k, v in index.items()})
    return entry[1].get((side, role), frozenset())


def _copied(value: Any) -> Any:
    """A deep copy of plain data. Set members and tuples are immutable (hashable atoms), so a set or a
    tuple of atoms is copied shallowly; anything unexpected goes through copy.deepcopy."""
    kind = type(value)
    if kind is dict:
        return {k: v if type(v) in _ATOMS else _copied(v) for k, v in value.items()}
    if kind is list:
        return [v if type(v) in _ATOMS else _copied(v) for v in value]
    if kind is set:
        return set(value)
    if kind in _ATOMS or (kind is tuple and all(type(v) in _ATOMS for v in value)):
        return value
    return copy.deepcopy(value)


def _plain(value: Any) -> Any:
    if isinstance(value, set | frozenset):
        return sorted(_plain(v) for v in value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
