"""What the engine gives a battle and what it gets back: `BattleSetup` (the units with their roles,
retreat paths, rounds, Stop Battle, options), its validation against the rules (raising
`BattleSetupError` with the reason), unique unit ids, `BattleOutcome`, and what the UI reads of a
list of units (counts, cubes, the effect a loss would have).

Rule passages are cited by line of the English rulebook (seeds/000_...txt).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from sandtable.core.protocol import JsonValue
from sandtable.games.g1943_45.combat_rules import (
    ALLIED,
    AXIS,
    CUBE,
    DROPPED,
    ELITE,
    FIGHTS,
    FORT,
    MAX_DICE,
    OPTION_DEFAULTS,
    PARA,
    PLANES,
    SEA_LANDING_TYPES,
    SUPPORT_PLANE,
    SUPPORT_TANK,
    TANKS,
    UNIT_TYPES,
    Unit,
    is_present,
    loss_effect,
)

ATT, DEF = 0, 1          # roles inside a battle; players are ALLIED / AXIS


class BattleSetupError(ValueError):
    """The engine asked for a combat the rules do not allow; the message says why."""


# -- set-up -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class BattleSetup:
    """What the engine knows before the first die.

    `attacking` / `defending`: the units, with roles (at most one supporting tank and one
    supporting plane a side; dropped paratroopers). Every attacking plane supports from outside the
    zone (`external`); a defending plane is either in the zone or external. `retreat_paths`: the
    zone paths (1 or 2 zones, never by sea) the defender may retreat along, computed by the
    engine. `stop_battle`: whether each player (index 0 Allied, 1 Axis) may still play Stop Battle.
    `max_rounds`: 3, or 4 with Reserves. `reserves`: the attacker may still play Reserves, so a battle
    whose last round is fought waits for his decision before it ends (lines 914, 936, 956).
    `plane_zones`: the friendly zones the defender's planes in the zone may fly to between rounds
    (lines 703, 795); None keeps the reading of rules version 1 (planes withdraw along the retreat
    paths, like the ground forces). Landings: `fleets` Allied fleets engaged (each bombards),
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
    reserves: bool = False
    plane_zones: tuple[str, ...] | None = None

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
            # Written only when used, so a battle of the earlier readings keeps its old form.
            **({"reserves": True} if self.reserves else {}),
            **({} if self.plane_zones is None else {"plane_zones": list(self.plane_zones)}),
        }


def assign_uids(units: Sequence[Unit], prefix: str) -> tuple[Unit, ...]:
    """The units with unique ids: one without an id, or with an id already taken, gets
    `<prefix>.<type>#<n>` (prefix "A" for Allied units, "X" for Axis ones)."""
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
        if any(u.role == SUPPORT_PLANE and not u.external for u in units) and \
                sum(not u.external for u in units) < 2:
            raise BattleSetupError("a plane that is the only defender in its zone acts like a cube, it "
                                   "supports no one (line 794)")
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
    `defender_survivors` it stays in the zone. `planes_withdrawn`: (uid, zone) of the defender's
    planes that flew out between rounds, engaged (lines 703, 795).
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
    planes_withdrawn: tuple[tuple[str, str], ...] = ()

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
            **({"planes_withdrawn": [list(w) for w in self.planes_withdrawn]}
               if self.planes_withdrawn else {}),
        }


# -- units ----------------------------------------------------------------------------------

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
