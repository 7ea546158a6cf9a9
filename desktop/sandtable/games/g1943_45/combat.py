"""1943-1945 combat resolver: one battle (or one air bombardment) as a small rules state machine.

The one resolver used by play, the odds calculator and the AI. A `Battle` speaks the shape of
`core.protocol.State`: `current_player()` is the Allied (0) or Axis (1) player deciding, `CHANCE`
for a roll, `TERMINAL` once `finished`; dice are chance steps listing exact probabilities, either as
faces (mode "faces": the golden tests force the printed dice) or as numbers of hits (mode "hits":
the odds calculator enumerates these); both come from `combat_rules`. Casualties, the elite's
effect, retreats, Stop Battle and breaking off a landing are decisions of the player concerned.
When finished, `outcome` says what the engine must apply to the board.

The engine computes what the board decides (which units join, which zones a retreat may reach,
interceptors in range, fleets engaged) and passes a `BattleSetup`; this module imports nothing of
the engine. Rule passages are cited by line of the English rulebook (seeds/000_...txt).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, ClassVar

from sandtable.core.protocol import CHANCE, TERMINAL, Action, IllegalAction, JsonValue, State
from sandtable.games.g1943_45.combat_rules import (
    ALLIED,
    AXIS,
    CUBE,
    DROPPED,
    ELITE,
    FIGHTS,
    FORT,
    MAX_DICE,
    NAVAL_HIT,
    OPTION_DEFAULTS,
    PARA,
    PLANES,
    SEA_LANDING_TYPES,
    SIDE_NAMES,
    SUPPORT_PLANE,
    SUPPORT_TANK,
    TANKS,
    UNIT_TYPES,
    Unit,
    apply_loss,
    binomial_hits,
    canonical,
    count_hits,
    default_elite_mode,
    default_loss_choice,
    dice_count,
    elite_candidates,
    engage_on_entry,
    face_outcomes,
    hit_threshold,
    is_present,
    loss_effect,
    loss_targets,
)

__all__ = [
    "ALLIED", "AXIS", "ATT", "DEF", "Unit", "BattleSetup", "BattleSetupError", "Battle", "BattleOutcome",
    "DiceRoll", "HitsRoll", "TakeLoss", "RetreatAll", "PartialRetreat", "EliteEffect", "Continue",
    "PlayStopBattle", "BreakOff", "AirBombardment", "BombardmentOutcome", "ACTION_CLASSES",
    "default_policy_action",
]

ATT, DEF = 0, 1          # roles inside a battle; players are ALLIED / AXIS


class BattleSetupError(ValueError):
    """The engine asked for a combat the rules do not allow; the message says why."""


# -- actions ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class DiceRoll(Action):
    """Chance outcome in faces mode: the faces rolled (ascending)."""

    kind: ClassVar[str] = "combat_dice"
    faces: tuple[int, ...] = ()

    def describe(self) -> str:
        return "rolled " + "-".join(str(f) for f in self.faces) if self.faces else "no dice"


@dataclass(frozen=True)
class HitsRoll(Action):
    """Chance outcome in compact mode: only the number of hits."""

    kind: ClassVar[str] = "combat_hits"
    hits: int = 0

    def describe(self) -> str:
        return f"{self.hits} hit{'s' if self.hits != 1 else ''}"


def unit_phrase(uid: str) -> str:
    """A readable name for a battle unit id: 'a cube from 18', 'tank A.tank.2', 'elite X.elite#1'."""
    if uid.startswith("cube@"):
        zone = uid.split("@", 1)[1].split("#", 1)[0]
        return f"a cube from {zone}"
    kind = uid.split(".")[1] if uid.count(".") >= 2 else uid.split("#", 1)[0].split(".")[-1]
    kind = kind.replace("_", " ")
    return f"{kind} {uid}" if kind and kind != uid else uid


@dataclass(frozen=True)
class TakeLoss(Action):
    """Satisfy one loss with a unit (eliminated, or engaged if an unengaged counter)."""

    kind: ClassVar[str] = "combat_take_loss"
    uid: str = ""

    def describe(self) -> str:
        return f"take a loss with {unit_phrase(self.uid)}"


@dataclass(frozen=True)
class RetreatAll(Action):
    """The defender withdraws every force along retreat path number `path` (1 or 2 zones)."""

    kind: ClassVar[str] = "combat_retreat"
    path: int = 0

    def describe(self) -> str:
        return f"retreat every defending force (retreat route {self.path + 1})"


@dataclass(frozen=True)
class PartialRetreat(Action):
    """After the first round, the defender withdraws some forces along path number `path`."""

    kind: ClassVar[str] = "combat_partial_retreat"
    uids: tuple[str, ...] = ()
    path: int = 0

    def describe(self) -> str:
        units = ", ".join(unit_phrase(u) for u in self.uids)
        return f"retreat {units} (retreat route {self.path + 1})"


@dataclass(frozen=True)
class EliteEffect(Action):
    """An unengaged elite inflicts or absorbs one loss, then is engaged (line 826)."""

    kind: ClassVar[str] = "combat_elite"
    uid: str = ""
    mode: str = "inflict"

    def describe(self) -> str:
        effect = "inflict one loss" if self.mode == "inflict" else "absorb one loss"
        return f"{unit_phrase(self.uid)}: {effect}"


@dataclass(frozen=True)
class Continue(Action):
    kind: ClassVar[str] = "combat_continue"

    def describe(self) -> str:
        return "continue the combat"


@dataclass(frozen=True)
class PlayStopBattle(Action):
    kind: ClassVar[str] = "combat_stop_battle"

    def describe(self) -> str:
        return "play Stop Battle"


@dataclass(frozen=True)
class BreakOff(Action):
    kind: ClassVar[str] = "combat_break_off"

    def describe(self) -> str:
        return "break off the attack"


ACTION_CLASSES: dict[str, type[Action]] = {
    cls.kind: cls for cls in (DiceRoll, HitsRoll, TakeLoss, RetreatAll, PartialRetreat, EliteEffect,
                              Continue, PlayStopBattle, BreakOff)
}


# -- set-up -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class BattleSetup:
    """What the engine knows before the first die.

    `attacking` / `defending`: the units, with roles (at most one supporting tank and one
    supporting plane a side; dropped paratroopers). Every attacking plane supports from outside the
    zone (`external`); a defending plane is either in the zone or external. `retreat_paths`: the
    zone paths (1 or 2 zones, never by sea) the defender may retreat along, computed by the
    engine. `stop_battle`: whether each player (index 0 Allied, 1 Axis) may still play Stop Battle.
    `max_rounds`: 3, or 4 with Reserves. Landings: `fleets` Allied fleets engaged (each bombards),
    `interceptors` the Axis pieces trying to intercept (planes in range, the U-boat, the unengaged
    Italian fleet), named for the log.
    """

    attacker: int
    attacking: tuple[Unit, ...]
    defending: tuple[Unit, ...]
    mountain: bool = False
    landing: bool = False
    fleets: int = 0
    interceptors: tuple[str, ...] = ()
    retreat_paths: tuple[tuple[str, ...], ...] = ()
    max_rounds: int = 3
    stop_battle: tuple[bool, bool] = (False, False)
    options: Mapping[str, bool] = field(default_factory=dict)
    zone: str = "the zone"

    @property
    def defender(self) -> int:
        return 1 - self.attacker

    def player(self, role: int) -> int:
        return self.attacker if role == ATT else 1 - self.attacker

    def to_json(self) -> dict[str, JsonValue]:
        return {
            "attacker": self.attacker,
            "attacking": [list(u) for u in self.attacking],
            "defending": [list(u) for u in self.defending],
            "mountain": self.mountain, "landing": self.landing, "fleets": self.fleets,
            "interceptors": list(self.interceptors),
            "retreat_paths": [list(p) for p in self.retreat_paths],
            "max_rounds": self.max_rounds, "stop_battle": list(self.stop_battle),
            "options": {k: bool(self.options.get(k, v)) for k, v in OPTION_DEFAULTS.items()},
            "zone": self.zone,
        }


def _assign_uids(units: Sequence[Unit], prefix: str) -> tuple[Unit, ...]:
    seen: set[str] = set()
    out: list[Unit] = []
    counts: dict[str, int] = {}
    for u in units:
        uid = u.uid
        if not uid or uid in seen:
            counts[u.type] = counts.get(u.type, 0) + 1
            uid = f"{prefix}.{u.type}#{counts[u.type]}"
            while uid in seen:
                counts[u.type] += 1
                uid = f"{prefix}.{u.type}#{counts[u.type]}"
        seen.add(uid)
        out.append(u._replace(uid=uid))
    return tuple(out)


def validate_setup(setup: BattleSetup) -> None:
    """Refuse a combat the rules forbid, with the reason (raises BattleSetupError)."""
    if setup.attacker not in (ALLIED, AXIS):
        raise BattleSetupError("the attacker must be 0 (Allied) or 1 (Axis)")
    if not 1 <= setup.max_rounds <= 4:
        raise BattleSetupError("a combat lasts at most three rounds, four with Reserves (line 705)")
    unknown = set(setup.options) - set(OPTION_DEFAULTS)
    if unknown:
        raise BattleSetupError(f"unknown combat option(s): {', '.join(sorted(unknown))}")
    for role, units in ((ATT, setup.attacking), (DEF, setup.defending)):
        side = setup.player(role)
        who = "attacking" if role == ATT else "defending"
        for u in units:
            if u.type not in UNIT_TYPES:
                raise BattleSetupError(f"unknown force type {u.type!r}")
            if u.role not in (FIGHTS, SUPPORT_TANK, SUPPORT_PLANE, DROPPED):
                raise BattleSetupError(f"unknown role {u.role!r}")
            if u.type == ELITE and side != AXIS:
                raise BattleSetupError("elite units are Axis only (line 826)")
            if u.type == PARA and side != ALLIED:
                raise BattleSetupError("paratroopers are Allied only (line 832)")
            if u.type == FORT and (role != DEF or side != AXIS):
                raise BattleSetupError("only a defending Axis zone can hold a fortified line (line 854)")
            if u.external and u.type not in PLANES:
                raise BattleSetupError("only a supporting plane can fight from outside the zone")
            if u.type in PLANES and (role == ATT or u.external) and u.role != SUPPORT_PLANE:
                raise BattleSetupError(f"an {who} plane outside the zone can only support the combat")
            if u.role == SUPPORT_TANK:
                if u.type not in TANKS:
                    raise BattleSetupError("only a tank can give tank support")
                if u.engaged:
                    raise BattleSetupError("engaged tanks cannot support combat (line 780)")
                if setup.mountain:
                    raise BattleSetupError("tanks cannot support combat in or towards a mountain zone "
                                           "(lines 517, 782)")
            if u.role == SUPPORT_PLANE:
                if u.type not in PLANES:
                    raise BattleSetupError("only a plane can give air support")
                if u.engaged:
                    raise BattleSetupError("an engaged plane cannot support another combat (line 792)")
            if u.role == DROPPED and (u.type != PARA or role != ATT):
                raise BattleSetupError("only attacking paratroopers are dropped on a combat (line 834)")
        if sum(u.role == SUPPORT_TANK for u in units) > 1:
            raise BattleSetupError("a combat cannot be supported by more than one tank a side (line 713)")
        if sum(u.role == SUPPORT_PLANE for u in units) > 1:
            raise BattleSetupError("a combat cannot be supported by more than one plane a side (line 713)")
        if sum(u.type == FORT for u in units) > 1:
            raise BattleSetupError("a zone holds at most one fortified line (line 854)")
    if not is_present(setup.attacking):
        raise BattleSetupError("the attack has no forces (planes only support)")
    if not setup.landing and not is_present(setup.defending):
        # An empty zone is entered by movement, not attacked (a fortified line is not a force).
        raise BattleSetupError("the attacked zone holds no defending force")
    if setup.landing:
        if setup.attacker != ALLIED:
            raise BattleSetupError("landings are Allied only (line 746)")
        if not 1 <= setup.fleets <= 2:
            raise BattleSetupError("a landing engages one or two fleets (lines 746-750)")
        sea = [u for u in setup.attacking if u.type in SEA_LANDING_TYPES]
        limit = MAX_DICE + (2 if setup.fleets == 2 else 0)
        if len(sea) > limit or sum(u.type in TANKS for u in sea) > 1:
            raise BattleSetupError(f"a landing carries at most {limit} forces, at most one of them a tank "
                                   "(lines 746-750)")
    elif setup.fleets or setup.interceptors:
        raise BattleSetupError("fleet bombardment and interception belong to landings only")
    for path in setup.retreat_paths:
        if not 1 <= len(path) <= 2:
            raise BattleSetupError("a retreat goes one or two zones (line 734)")


# -- outcome ----------------------------------------------------------------------------------

RESULTS = ("attacker_won", "defender_retreated", "defender_held", "both_eliminated")


@dataclass(frozen=True)
class BattleOutcome:
    """What the engine applies once a battle is finished.

    `result`: attacker_won (defenders eliminated), defender_retreated (all defenders withdrew along
    `retreat_path`), defender_held (the defender still holds the zone: attacker eliminated, rounds
    over, Stop Battle, broken off), both_eliminated. `zone_taken`: the zone is empty of defending
    forces and attacking ground forces survive to occupy it (line 742; planes never occupy).
    Survivors carry their final engaged flag; `became_engaged` lists uids flipped in this combat
    (including plane support and dropped paratroopers), `interceptors_engaged` the interceptors.
    `landing_returns`: a landing that did not take the zone; the engine moves the survivors to a
    supplied Allied zone of its choice (line 752). Dropped paratroopers are already counted as
    eliminated when the zone was not taken (line 838). A fortified line never moves: in
    `defender_survivors` it stays in the zone.
    """

    result: str
    ended_by: str
    zone_taken: bool
    rounds: int
    attacker_survivors: tuple[Unit, ...]
    defender_survivors: tuple[Unit, ...]
    attacker_eliminated: tuple[Unit, ...]
    defender_eliminated: tuple[Unit, ...]
    became_engaged: tuple[str, ...]
    interceptors_engaged: tuple[str, ...]
    losses: tuple[int, int]
    retreat_path: tuple[str, ...] | None = None
    partial_retreats: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = ()
    landing_returns: bool = False
    stop_battle_by: int | None = None

    def to_json(self) -> dict[str, JsonValue]:
        return {
            "result": self.result, "ended_by": self.ended_by, "zone_taken": self.zone_taken,
            "rounds": self.rounds,
            "attacker_survivors": [u._asdict() for u in self.attacker_survivors],
            "defender_survivors": [u._asdict() for u in self.defender_survivors],
            "attacker_eliminated": [u._asdict() for u in self.attacker_eliminated],
            "defender_eliminated": [u._asdict() for u in self.defender_eliminated],
            "became_engaged": list(self.became_engaged),
            "interceptors_engaged": list(self.interceptors_engaged),
            "losses": list(self.losses),
            "retreat_path": None if self.retreat_path is None else list(self.retreat_path),
            "partial_retreats": [[list(u), list(p)] for u, p in self.partial_retreats],
            "landing_returns": self.landing_returns, "stop_battle_by": self.stop_battle_by,
        }


# -- the battle -------------------------------------------------------------------------------

# Phases. Rolls are chance steps; the others are decisions of `self.actor` (a role).
P_INTERCEPT_ROLL = "intercept_roll"
P_INTERCEPT_LOSSES = "intercept_losses"
P_BOMBARD_ROLL = "bombard_roll"
P_BOMBARD_LOSSES = "bombard_losses"
P_ROLL = "roll"
P_ELITE = "elite"
P_LOSSES = "losses"
P_DEFENDER_CHOICE = "defender_choice"
P_ATTACKER_CHOICE = "attacker_choice"
P_FINISHED = "finished"
_CHANCE_PHASES = frozenset({P_INTERCEPT_ROLL, P_BOMBARD_ROLL, P_ROLL})


class Battle(State):
    """One combat or landing, from interception to the outcome."""

    __slots__ = ("setup", "mode", "units", "eliminated", "became_engaged", "phase", "actor", "round",
                 "pending", "hits", "losses", "retreat_path", "partial", "ended_by", "stop_by",
                 "events", "outcome", "_opts")

    def __init__(self, setup: BattleSetup, mode: str = "faces", *, _blank: bool = False) -> None:
        if _blank:
            return
        if mode not in ("faces", "hits"):
            raise ValueError("mode must be 'faces' or 'hits'")
        validate_setup(setup)
        self.setup = setup
        self.mode = mode
        self._opts = {k: bool(setup.options.get(k, v)) for k, v in OPTION_DEFAULTS.items()}
        attacking = _assign_uids(setup.attacking, "A" if setup.attacker == ALLIED else "X")
        defending = _assign_uids(setup.defending, "X" if setup.attacker == ALLIED else "A")
        self.became_engaged: list[str] = []
        self.units: list[tuple[Unit, ...]] = [self._engage_on_entry(attacking),
                                              self._engage_on_entry(defending)]
        self.eliminated: list[list[Unit]] = [[], []]
        self.phase = P_FINISHED
        self.actor = ATT
        self.round = 0
        self.pending = [0, 0]
        self.hits = [0, 0]
        self.losses = [0, 0]
        self.retreat_path: tuple[str, ...] | None = None
        self.partial: list[tuple[tuple[str, ...], tuple[str, ...]]] = []
        self.ended_by = ""
        self.stop_by: int | None = None
        self.events: list[dict[str, Any]] = []
        self.outcome: BattleOutcome | None = None
        self._start()

    def _engage_on_entry(self, units: tuple[Unit, ...]) -> tuple[Unit, ...]:
        out, flipped = engage_on_entry(units)
        self.became_engaged.extend(flipped)
        return out

    # -- protocol ------------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.phase == P_FINISHED

    @property
    def options(self) -> Mapping[str, bool]:
        return self._opts

    def current_player(self) -> int:
        if self.phase == P_FINISHED:
            return TERMINAL
        if self.phase in _CHANCE_PHASES:
            return CHANCE
        return self.setup.player(self.actor)

    def clone(self) -> Battle:
        other = Battle(self.setup, _blank=True)
        other.setup = self.setup
        other.mode = self.mode
        other._opts = self._opts
        other.units = list(self.units)
        other.eliminated = [list(self.eliminated[0]), list(self.eliminated[1])]
        other.became_engaged = list(self.became_engaged)
        other.phase = self.phase
        other.actor = self.actor
        other.round = self.round
        other.pending = list(self.pending)
        other.hits = list(self.hits)
        other.losses = list(self.losses)
        other.retreat_path = self.retreat_path
        other.partial = list(self.partial)
        other.ended_by = self.ended_by
        other.stop_by = self.stop_by
        other.events = list(self.events)
        other.outcome = self.outcome
        return other

    def key(self) -> tuple[Any, ...]:
        """A hashable key of everything that matters for the rest of the combat (not the ids)."""
        return (self.phase, self.actor, self.round, tuple(self.pending), self.hits[ATT],
                canonical(self.units[ATT]), canonical(self.units[DEF]), self.losses[DEF], self.stop_by)

    # -- chance --------------------------------------------------------------------------------
    def roll_spec(self) -> tuple[int, int, str]:
        """At a chance step: (number of dice, threshold, what is rolled)."""
        zone = self.setup.zone
        if self.phase == P_INTERCEPT_ROLL:
            names = ", ".join(self.setup.interceptors)
            return len(self.setup.interceptors), NAVAL_HIT, f"{zone}: landing interception ({names})"
        if self.phase == P_BOMBARD_ROLL:
            n = self.setup.fleets
            return n, NAVAL_HIT, f"{zone}: fleet bombardment ({n} fleet{'s' if n > 1 else ''})"
        if self.phase == P_ROLL:
            units = self.units[self.actor]
            n = dice_count(units, self.setup.mountain, self._opts)
            t = hit_threshold(units, self.setup.mountain)
            who = SIDE_NAMES[self.setup.player(self.actor)]
            role = "attacker" if self.actor == ATT else "defender"
            return n, t, f"{zone}, round {self.round}: {who} {role} dice ({n} at {t}-6)"
        raise IllegalAction("no die roll is pending")

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.phase not in _CHANCE_PHASES:
            return []
        n, t, _ = self.roll_spec()
        if self.mode == "hits":
            return [(HitsRoll(k), p) for k, p in enumerate(binomial_hits(n, t)) if p]
        return [(DiceRoll(faces), p) for faces, p in face_outcomes(n)]

    def chance_label(self) -> str:
        return self.roll_spec()[2] if self.phase in _CHANCE_PHASES else ""

    # -- legality ------------------------------------------------------------------------------
    def check_legal(self, action: Action) -> None:
        reason = self._illegal_reason(action)
        if reason:
            raise IllegalAction(reason, action)

    def _illegal_reason(self, action: Action) -> str:
        if self.phase == P_FINISHED:
            return "the combat is over"
        if self.phase in _CHANCE_PHASES:
            n, t, label = self.roll_spec()
            if self.mode == "hits":
                if not isinstance(action, HitsRoll):
                    return f"a roll is pending ({label}): expected a number of hits"
                return "" if 0 <= action.hits <= n else f"{action.hits} hits is impossible with {n} dice"
            if not isinstance(action, DiceRoll):
                return f"a roll is pending ({label}): expected the faces of {n} dice"
            if len(action.faces) != n or any(not isinstance(f, int) or not 1 <= f <= 6 for f in action.faces):
                return f"{label}: expected {n} faces between 1 and 6"
            return ""
        if isinstance(action, DiceRoll | HitsRoll):
            return "no die roll is pending"
        player = SIDE_NAMES[self.setup.player(self.actor)]
        phase = self.phase
        units = self.units[self.actor]
        if isinstance(action, TakeLoss) and phase in (P_LOSSES, P_INTERCEPT_LOSSES, P_BOMBARD_LOSSES):
            # Any of several identical units may be named, not only the one legal_actions() lists.
            targets = loss_targets(units, sea_only=phase == P_INTERCEPT_LOSSES)
            if any(units[i].uid == action.uid for i in targets):
                return ""
        if (isinstance(action, EliteEffect) and phase == P_ELITE
                and any(units[i].uid == action.uid for i in elite_candidates(units))
                and (action.mode == "inflict" or (action.mode == "absorb" and self.pending[self.actor] > 0))):
            return ""
        if action not in self._legal():
            return self._explain(action, player)
        return ""

    def _explain(self, action: Action, player: str) -> str:
        phase = self.phase
        if isinstance(action, RetreatAll | PartialRetreat):
            if self.actor == ATT and phase in (P_LOSSES, P_INTERCEPT_LOSSES):
                return "the attacker can never retreat to satisfy losses (line 738)"
            if phase == P_BOMBARD_LOSSES:
                return "no retreat can satisfy a loss from the fleet bombardment (line 760)"
            if not self.setup.retreat_paths:
                return "the defender has no zone to retreat to"
            if not 0 <= action.path < len(self.setup.retreat_paths):
                return f"there is no retreat path number {action.path}"
            if phase == P_LOSSES and self.actor == DEF:
                return (f"a retreat satisfies one and only one loss (line 734): take "
                        f"{self.pending[DEF] - 1} other loss(es) first")
            if isinstance(action, PartialRetreat):
                return "part of the forces can withdraw only after a round, before the next one (line 705)"
            return "the defender may retreat only after a round of combat (lines 705, 736)"
        if isinstance(action, TakeLoss):
            if phase not in (P_LOSSES, P_INTERCEPT_LOSSES, P_BOMBARD_LOSSES):
                return "no loss is to be satisfied now"
            units = self.units[self.actor]
            if all(u.uid != action.uid for u in units):
                return f"{action.uid} is not one of the {player} forces in this combat"
            if phase == P_INTERCEPT_LOSSES:
                return "an interception destroys a force carried by sea (line 766)"
            return "a supporting plane from another zone does not take losses"
        if isinstance(action, EliteEffect):
            if phase != P_ELITE:
                return "the elite acts only right after the combat dice (line 826)"
            if action.mode == "absorb" and self.pending[self.actor] == 0:
                return "there is no loss for the elite to absorb"
            return f"{action.uid} is not an unengaged elite in this combat"
        if isinstance(action, PlayStopBattle):
            return (f"the {player} player cannot play Stop Battle now "
                    "(only from the end of the first round, lines 930, 950)")
        if isinstance(action, BreakOff):
            return "only a landing can be broken off by the attacker (line 752)"
        if phase in (P_LOSSES, P_INTERCEPT_LOSSES, P_BOMBARD_LOSSES):
            return f"the {player} player must satisfy {self.pending[self.actor]} loss(es) first"
        return f"{action.describe()} is not legal now"

    def legal_actions(self) -> list[Action]:
        return self._legal() if self.phase not in _CHANCE_PHASES else []

    def _legal(self) -> list[Action]:
        phase = self.phase
        role = self.actor
        out: list[Action] = []
        if phase in (P_LOSSES, P_INTERCEPT_LOSSES, P_BOMBARD_LOSSES):
            units = self.units[role]
            seen = set()
            for i in loss_targets(units, sea_only=phase == P_INTERCEPT_LOSSES):
                u = units[i]
                # Identical units are one choice (the AI should not branch on which cube dies).
                sig = (u.type, u.engaged, u.role)
                if sig not in seen:
                    seen.add(sig)
                    out.append(TakeLoss(u.uid))
            if phase == P_LOSSES and role == DEF and self.pending[DEF] == 1:
                out.extend(RetreatAll(i) for i in range(len(self.setup.retreat_paths)))
        elif phase == P_ELITE:
            units = self.units[role]
            i = elite_candidates(units)[0]
            out.append(EliteEffect(units[i].uid, "inflict"))
            if self.pending[role] > 0:
                out.append(EliteEffect(units[i].uid, "absorb"))
        elif phase == P_DEFENDER_CHOICE:
            out.append(Continue())
            out.extend(RetreatAll(i) for i in range(len(self.setup.retreat_paths)))
            if self.setup.retreat_paths:
                movable = tuple(u.uid for u in self.units[DEF] if not u.external and u.type != FORT)
                for u in movable:
                    out.extend(PartialRetreat((u,), i) for i in range(len(self.setup.retreat_paths)))
            if self._may_stop(DEF):
                out.append(PlayStopBattle())
        elif phase == P_ATTACKER_CHOICE:
            out.append(Continue())
            if self._may_break_off():
                out.append(BreakOff())
            if self.round >= 1 and self._may_stop(ATT):
                out.append(PlayStopBattle())
        return out

    def check_partial(self, action: PartialRetreat) -> str:
        units = {u.uid: u for u in self.units[DEF]}
        if not action.uids:
            return "name the forces that withdraw"
        for uid in action.uids:
            u = units.get(uid)
            if u is None or u.external:
                return f"{uid} is not a defending force in the zone"
            if u.type == FORT:
                return "a fortified line cannot move (line 854)"
        if not 0 <= action.path < len(self.setup.retreat_paths):
            return f"there is no retreat path number {action.path}"
        return ""

    def _may_stop(self, role: int) -> bool:
        return self.round >= 1 and bool(self.setup.stop_battle[self.setup.player(role)])

    def _may_break_off(self) -> bool:
        return self.setup.landing or self._opts["attacker_may_break_off_attack"]

    def apply(self, action: Action) -> None:
        # Any subset of defenders may withdraw, not only the singletons listed by legal_actions().
        if isinstance(action, PartialRetreat) and self.phase == P_DEFENDER_CHOICE:
            reason = self.check_partial(action)
            if reason:
                raise IllegalAction(reason, action)
            self._apply(action)
            return
        super().apply(action)

    # -- transitions ---------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        phase = self.phase
        if phase in _CHANCE_PHASES:
            n, t, label = self.roll_spec()
            if isinstance(action, DiceRoll):
                faces = tuple(sorted(action.faces))
                hits = count_hits(faces, t)
            else:
                assert isinstance(action, HitsRoll)
                faces = ()
                hits = action.hits
            self._rolled(n, t, faces, hits)
        elif isinstance(action, TakeLoss):
            self._take_loss(action.uid)
        elif isinstance(action, RetreatAll):
            self._retreat_all(action.path, phase == P_LOSSES)
        elif isinstance(action, PartialRetreat):
            self._partial_retreat(action.uids, action.path)
        elif isinstance(action, EliteEffect):
            self._elite(action.uid, action.mode)
        elif isinstance(action, Continue):
            self._continue()
        elif isinstance(action, PlayStopBattle):
            self.stop_by = self.setup.player(self.actor)
            self.events.append({"step": "stop_battle", "player": self.stop_by})
            self._finish("stop_battle")
        elif isinstance(action, BreakOff):
            self.events.append({"step": "break_off", "round": self.round})
            self._finish("break_off")
        else:  # pragma: no cover - check_legal refuses everything else
            raise IllegalAction(f"{action.describe()} is not a combat action", action)

    def _rolled(self, n: int, t: int, faces: tuple[int, ...], hits: int) -> None:
        event: dict[str, Any] = {"dice": n, "threshold": t, "hits": hits}
        if self.mode == "faces":
            event["faces"] = list(faces)
        if self.phase == P_INTERCEPT_ROLL:
            self.events.append({"step": "interception", **event})
            self.pending[ATT] = hits
            self._begin_losses(P_INTERCEPT_LOSSES, ATT)
        elif self.phase == P_BOMBARD_ROLL:
            self.events.append({"step": "bombardment", **event})
            self.pending[DEF] = hits
            self._begin_losses(P_BOMBARD_LOSSES, DEF)
        else:
            role = self.actor
            self.events.append({"step": "round", "round": self.round,
                                "side": self.setup.player(role), **event})
            self.hits[role] = hits
            if role == ATT:
                self._roll(DEF)
            else:
                self._after_rolls()

    # pre-combat ---------------------------------------------------------------------------------
    def _start(self) -> None:
        if self.setup.landing and self.setup.interceptors:
            self.phase = P_INTERCEPT_ROLL
            return
        self._after_interception()

    def _after_interception(self) -> None:
        if not is_present(self.units[ATT]):
            self._finish("attacker_eliminated")
        elif self.setup.landing and self.setup.fleets and is_present(self.units[DEF]):
            self.phase = P_BOMBARD_ROLL
        else:
            self._after_bombardment()

    def _after_bombardment(self) -> None:
        if not is_present(self.units[DEF]):
            self._finish("defender_eliminated")
        elif self.setup.landing:
            # The attacker may call off a landing at any point (line 752), also before round one.
            self.phase, self.actor = P_ATTACKER_CHOICE, ATT
        else:
            self._begin_round()

    def _begin_losses(self, phase: str, role: int) -> None:
        self.phase, self.actor = phase, role
        self._check_losses_done()

    def _check_losses_done(self) -> None:
        role = self.actor
        sea_only = self.phase == P_INTERCEPT_LOSSES
        if self.pending[role] > 0 and loss_targets(self.units[role], sea_only):
            return
        self.pending[role] = 0          # losses beyond the forces present are lost
        if self.phase == P_INTERCEPT_LOSSES:
            self._after_interception()
        elif self.phase == P_BOMBARD_LOSSES:
            self._after_bombardment()
        elif role == ATT:
            self._begin_losses(P_LOSSES, DEF)
        else:
            self._end_round()

    # rounds ---------------------------------------------------------------------------------
    def _begin_round(self) -> None:
        self.round += 1
        self.hits = [0, 0]
        self._roll(ATT)

    def _roll(self, role: int) -> None:
        self.phase, self.actor = P_ROLL, role
        if dice_count(self.units[role], self.setup.mountain, self._opts) == 0:
            self.hits[role] = 0
            self.events.append({"step": "round", "round": self.round, "side": self.setup.player(role),
                                "dice": 0, "threshold": hit_threshold(self.units[role], self.setup.mountain),
                                "hits": 0})
            if role == ATT:
                self._roll(DEF)
            else:
                self._after_rolls()

    def _after_rolls(self) -> None:
        self.pending = [self.hits[DEF], self.hits[ATT]]
        self._next_elite(ATT)

    def _next_elite(self, role: int) -> None:
        for r in (ATT, DEF) if role == ATT else (DEF,):
            if elite_candidates(self.units[r]):
                self.phase, self.actor = P_ELITE, r
                return
        self._begin_losses(P_LOSSES, ATT)

    def _elite(self, uid: str, mode: str) -> None:
        role = self.actor
        units = self.units[role]
        i = next(i for i, u in enumerate(units) if u.uid == uid)
        self.units[role] = units[:i] + (units[i]._replace(engaged=True),) + units[i + 1:]
        self.became_engaged.append(uid)
        if mode == "absorb":
            self.pending[role] -= 1
            self.losses[role] += 1
        else:
            self.pending[1 - role] += 1
        self.events.append({"step": "elite", "side": self.setup.player(role), "uid": uid, "mode": mode})
        self._next_elite(role)

    def _take_loss(self, uid: str) -> None:
        role = self.actor
        units = self.units[role]
        i = next(i for i, u in enumerate(units) if u.uid == uid)
        eliminate_only = self.phase == P_INTERCEPT_LOSSES
        self.units[role], unit, effect = apply_loss(units, i, self.setup.mountain, self._opts, eliminate_only)
        if effect == "eliminated":
            self.eliminated[role].append(unit)
        else:
            self.became_engaged.append(uid)
        self.pending[role] -= 1
        self.losses[role] += 1
        self.events.append({"step": "loss", "side": self.setup.player(role), "uid": uid,
                            "type": unit.type, "effect": effect})
        self._check_losses_done()

    def _retreat_all(self, path: int, for_loss: bool) -> None:
        self.retreat_path = tuple(self.setup.retreat_paths[path])
        if for_loss:
            self.pending[DEF] -= 1
            self.losses[DEF] += 1
        self.events.append({"step": "retreat", "path": list(self.retreat_path), "for_loss": for_loss})
        if for_loss:
            # The attacker's losses of this round were already satisfied (attacker chooses first).
            self._end_round()
        else:
            self._finish("retreat")

    def _partial_retreat(self, uids: tuple[str, ...], path: int) -> None:
        leaving = set(uids)
        units = self.units[DEF]
        if all(u.uid in leaving for u in units if not u.external and u.type != FORT):
            self._retreat_all(path, False)
            return
        self.units[DEF] = tuple(u for u in units if u.uid not in leaving)
        gone = tuple(u.uid for u in units if u.uid in leaving)
        self.partial.append((gone, tuple(self.setup.retreat_paths[path])))
        self.events.append({"step": "partial_retreat", "uids": list(gone),
                            "path": list(self.setup.retreat_paths[path])})

    def _end_round(self) -> None:
        if self.retreat_path is not None:
            self._finish("retreat")
        elif not is_present(self.units[DEF]):
            self._finish("defender_eliminated")
        elif not is_present(self.units[ATT]):
            self._finish("attacker_eliminated")
        elif self.round >= self.setup.max_rounds:
            self._finish("rounds")
        else:
            self.phase, self.actor = P_DEFENDER_CHOICE, DEF

    def _continue(self) -> None:
        if self.phase == P_DEFENDER_CHOICE and (self._may_break_off() or self._may_stop(ATT)):
            self.phase, self.actor = P_ATTACKER_CHOICE, ATT
            return
        self._begin_round()

    def _finish(self, ended_by: str) -> None:
        self.phase = P_FINISHED
        self.ended_by = ended_by
        att, dfn = self.units
        defender_gone = self.retreat_path is not None or not is_present(dfn)
        attacker_left = is_present(att)
        zone_taken = defender_gone and attacker_left and ended_by not in ("stop_battle", "break_off")
        if self.retreat_path is not None:
            result = "defender_retreated"
        elif not is_present(dfn):
            result = "attacker_won" if attacker_left else "both_eliminated"
        else:
            result = "defender_held"
        if not zone_taken:
            # Paratroopers dropped on a zone not conquered are eliminated (line 838).
            dropped = [u for u in att if u.role == DROPPED]
            if dropped:
                self.eliminated[ATT].extend(dropped)
                att = tuple(u for u in att if u.role != DROPPED)
                self.units[ATT] = att
        survivors_def = dfn
        self.outcome = BattleOutcome(
            result=result, ended_by=ended_by, zone_taken=zone_taken, rounds=self.round,
            attacker_survivors=att, defender_survivors=survivors_def,
            attacker_eliminated=tuple(self.eliminated[ATT]), defender_eliminated=tuple(self.eliminated[DEF]),
            became_engaged=tuple(self.became_engaged),
            interceptors_engaged=tuple(self.setup.interceptors) if self.setup.landing else (),
            losses=(self.losses[ATT], self.losses[DEF]), retreat_path=self.retreat_path,
            partial_retreats=tuple(self.partial),
            landing_returns=self.setup.landing and not zone_taken and attacker_left,
            stop_battle_by=self.stop_by,
        )
        self.events.append({"step": "end", "result": result, "ended_by": ended_by})

    # -- serialisation -------------------------------------------------------------------------
    def to_json(self) -> dict[str, JsonValue]:
        return {
            "setup": self.setup.to_json(), "mode": self.mode, "phase": self.phase, "actor": self.actor,
            "round": self.round, "pending": list(self.pending), "hits": list(self.hits),
            "losses": list(self.losses),
            "units": [[list(u) for u in side] for side in self.units],
            "eliminated": [[list(u) for u in side] for side in self.eliminated],
            "became_engaged": list(self.became_engaged),
            "retreat_path": None if self.retreat_path is None else list(self.retreat_path),
            "partial": [[list(a), list(b)] for a, b in self.partial],
            "ended_by": self.ended_by, "stop_by": self.stop_by,
            "outcome": None if self.outcome is None else self.outcome.to_json(),
        }

    def describe_units(self, role: int) -> str:
        return ", ".join(u.describe() for u in self.units[role]) or "nothing"


def default_policy_action(battle: Battle) -> Action:
    """The default decision of whoever must decide: casualties in the default order, the elite
    absorbing when there is a loss, never retreating, never stopping or breaking off."""
    phase = battle.phase
    role = battle.actor
    units = battle.units[role]
    if phase in (P_LOSSES, P_INTERCEPT_LOSSES, P_BOMBARD_LOSSES):
        i = default_loss_choice(units, battle.setup.mountain, battle.options,
                                sea_only=phase == P_INTERCEPT_LOSSES,
                                eliminate_only=phase == P_INTERCEPT_LOSSES)
        assert i is not None
        return TakeLoss(units[i].uid)
    if phase == P_ELITE:
        i = elite_candidates(units)[0]
        return EliteEffect(units[i].uid, default_elite_mode(battle.pending[role]))
    if phase in (P_DEFENDER_CHOICE, P_ATTACKER_CHOICE):
        return Continue()
    raise IllegalAction("no decision is pending")


# -- air bombardment --------------------------------------------------------------------------

@dataclass(frozen=True)
class BombardmentOutcome:
    hit: bool
    target_survivors: tuple[Unit, ...]
    target_eliminated: tuple[Unit, ...]
    became_engaged: tuple[str, ...]

    def to_json(self) -> dict[str, JsonValue]:
        return {"hit": self.hit, "target_survivors": [u._asdict() for u in self.target_survivors],
                "target_eliminated": [u._asdict() for u in self.target_eliminated],
                "became_engaged": list(self.became_engaged)}


class AirBombardment(State):
    """A plane bombs an enemy zone (Air Bombardment, lines 802-804): the plane is engaged, one die,
    4-6 inflicts one loss, 5-6 if an enemy plane (even engaged) or a fortified line is in the zone;
    the owner satisfies the loss as in combat, never by retreat and no plane may leave."""

    def __init__(self, bomber_side: int, bomber_uid: str, targets: Sequence[Unit], *, mountain: bool = False,
                 options: Mapping[str, bool] | None = None, mode: str = "faces", zone: str = "the zone",
                 _blank: bool = False) -> None:
        if _blank:
            return
        if bomber_side not in (ALLIED, AXIS):
            raise BattleSetupError("the bombing side must be 0 (Allied) or 1 (Axis)")
        if mode not in ("faces", "hits"):
            raise ValueError("mode must be 'faces' or 'hits'")
        if any(u.type not in UNIT_TYPES for u in targets):
            raise BattleSetupError("unknown force type in the bombed zone")
        self.bomber_side = bomber_side
        self.bomber_uid = bomber_uid
        self.targets = _assign_uids(targets, "X" if bomber_side == ALLIED else "A")
        self.mountain = mountain
        self.options = {k: bool((options or {}).get(k, v)) for k, v in OPTION_DEFAULTS.items()}
        self.mode = mode
        self.zone = zone
        self.threshold = 5 if any(u.type in PLANES or u.type == FORT for u in self.targets) else 4
        self.phase = P_BOMBARD_ROLL
        self.hit = False
        self.eliminated: list[Unit] = []
        self.became_engaged: list[str] = [bomber_uid]
        self.outcome: BombardmentOutcome | None = None
        if not self.targets:
            raise BattleSetupError("there is nothing to bomb in the zone")

    @property
    def finished(self) -> bool:
        return self.phase == P_FINISHED

    def current_player(self) -> int:
        if self.phase == P_FINISHED:
            return TERMINAL
        return CHANCE if self.phase == P_BOMBARD_ROLL else 1 - self.bomber_side

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.phase != P_BOMBARD_ROLL:
            return []
        if self.mode == "hits":
            return [(HitsRoll(k), p) for k, p in enumerate(binomial_hits(1, self.threshold))]
        return [(DiceRoll(faces), p) for faces, p in face_outcomes(1)]

    def chance_label(self) -> str:
        if self.phase != P_BOMBARD_ROLL:
            return ""
        side = SIDE_NAMES[self.bomber_side]
        return f"{self.zone}: air bombardment by {side} plane (hits on {self.threshold}-6)"

    def legal_actions(self) -> list[Action]:
        if self.phase != P_LOSSES:
            return []
        seen = set()
        out: list[Action] = []
        for i in loss_targets(self.targets):
            u = self.targets[i]
            if (u.type, u.engaged, u.role) not in seen:
                seen.add((u.type, u.engaged, u.role))
                out.append(TakeLoss(u.uid))
        return out

    def check_legal(self, action: Action) -> None:
        if self.phase == P_FINISHED:
            raise IllegalAction("the bombardment is over", action)
        if self.phase == P_BOMBARD_ROLL:
            ok = (isinstance(action, DiceRoll) and len(action.faces) == 1 and 1 <= action.faces[0] <= 6) or (
                isinstance(action, HitsRoll) and action.hits in (0, 1))
            if not ok:
                raise IllegalAction("the bombing die is pending", action)
            return
        if isinstance(action, RetreatAll | PartialRetreat):
            raise IllegalAction("no forces can withdraw from a bombed zone (line 802)", action)
        if not isinstance(action, TakeLoss) or all(u.uid != action.uid for u in self.targets):
            raise IllegalAction("choose which force satisfies the bombing loss", action)

    def _apply(self, action: Action) -> None:
        if self.phase == P_BOMBARD_ROLL:
            if isinstance(action, DiceRoll):
                self.hit = count_hits(action.faces, self.threshold) > 0
            else:
                assert isinstance(action, HitsRoll)
                self.hit = action.hits > 0
            if self.hit and loss_targets(self.targets):
                self.phase = P_LOSSES
            else:
                self._finish()
            return
        assert isinstance(action, TakeLoss)
        i = next(i for i, u in enumerate(self.targets) if u.uid == action.uid)
        self.targets, unit, effect = apply_loss(self.targets, i, self.mountain, self.options)
        if effect == "eliminated":
            self.eliminated.append(unit)
        else:
            self.became_engaged.append(unit.uid)
        self._finish()

    def _finish(self) -> None:
        self.phase = P_FINISHED
        self.outcome = BombardmentOutcome(self.hit, self.targets, tuple(self.eliminated),
                                          tuple(self.became_engaged))

    def default_loss(self) -> TakeLoss:
        i = default_loss_choice(self.targets, self.mountain, self.options)
        assert i is not None
        return TakeLoss(self.targets[i].uid)

    def to_json(self) -> dict[str, JsonValue]:
        return {"bomber_side": self.bomber_side, "bomber_uid": self.bomber_uid, "zone": self.zone,
                "targets": [list(u) for u in self.targets], "threshold": self.threshold, "phase": self.phase,
                "hit": self.hit, "eliminated": [list(u) for u in self.eliminated], "mode": self.mode}

    def clone(self) -> AirBombardment:
        other = AirBombardment(self.bomber_side, self.bomber_uid, (), _blank=True)
        other.__dict__.update(self.__dict__)
        other.eliminated = list(self.eliminated)
        other.became_engaged = list(self.became_engaged)
        return other


def unit_counts(units: Sequence[Unit]) -> dict[str, int]:
    out: dict[str, int] = {}
    for u in units:
        out[u.type] = out.get(u.type, 0) + 1
    return out


def cubes_of(units: Sequence[Unit]) -> int:
    return sum(u.type == CUBE for u in units)


def loss_effect_of(unit: Unit, mountain: bool, options: Mapping[str, bool]) -> str:
    """What a loss would do to this unit (for the UI's casualty dialog)."""
    return loss_effect(unit, mountain, options)
