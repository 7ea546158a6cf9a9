"""1943-45 battles written as text: forces ("cube=3,tank=1,plane=1") and the battle's settings, turned
into the `combat.BattleSetup` the odds enumerate (the odds command, the benchmark, the tests).

Keys are the piece types (cube, tank, tank_it, plane, plane_it, elite, paratroopers,
fortified_line), optionally with the suffix `_engaged` for engaged counters, plus
`support_plane` / `support_plane_it` for a defending plane flying in from another zone. Supports
are chosen as a player would: the first unengaged tank supports (not in a mountain zone), the
first unengaged plane supports (not a plane that is the only defender of its zone, which acts like a
cube, line 794); every attacking plane is based outside the zone; attacking
paratroopers are dropped on the combat.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from sandtable.games.g1943_45.battle_setup import validate_setup
from sandtable.games.g1943_45.combat import BattleSetup
from sandtable.games.g1943_45.combat_rules import (
    DROPPED,
    FIGHTS,
    FORT,
    PARA,
    PLANES,
    SUPPORT_PLANE,
    SUPPORT_TANK,
    TANKS,
    UNIT_TYPES,
    Unit,
)

_MAX_COUNT = 24          # the largest pool of the box (Allied cubes); the scenario's pools bound it again
ARROWS = 3              # at most three zones attack one zone (line 697)
INTERCEPTORS = ("fleet_it", "uboat", "plane", "plane_it")     # lines 764, 870


def whole_number(text: str, what: str) -> int:
    """An ASCII whole number ("３" and "٣" are refused: a player types 0-9), else ValueError."""
    text = text.strip()
    if not text or not text.isascii() or not text.isdigit():
        raise ValueError(f"{what}: the count must be a whole number written with the digits 0-9")
    return int(text)


def parse_counts(text: str) -> list[tuple[str, bool, bool, int]]:
    """'cube=3,tank_engaged=1' -> [(type, engaged, external, count)]; ValueError with the reason."""
    out: list[tuple[str, bool, bool, int]] = []
    text = text.strip()
    if not text:
        return out
    seen: set[str] = set()
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        name, sep, value = part.partition("=")
        name = name.strip().lower()
        if not sep:
            value = "1"
        count = whole_number(value, repr(part))
        if count > _MAX_COUNT:
            raise ValueError(f"{part!r}: the count must be between 0 and {_MAX_COUNT}")
        if name in seen:
            raise ValueError(f"{name!r} is named twice: write each force once with its count")
        seen.add(name)
        external = False
        if name.startswith("support_"):
            name = name[len("support_"):]
            external = True
        engaged = name.endswith("_engaged")
        if engaged:
            name = name[: -len("_engaged")]
        if name not in UNIT_TYPES:
            known = ", ".join(sorted(UNIT_TYPES))
            raise ValueError(f"unknown force {name!r} (known: {known}; suffix _engaged, prefix support_)")
        if external and name not in PLANES:
            raise ValueError(f"{part!r}: only a plane can support from another zone")
        out.append((name, engaged, external, count))
    return out


@lru_cache(maxsize=1)
def _box() -> tuple[dict[str, dict[str, int]], int, int]:
    """The shipped scenario's pools, stacking and tank limits (what one side owns, what one zone holds)."""
    from sandtable.games.g1943_45.scenario import load_default_scenario

    scenario = load_default_scenario()
    return scenario.pools, scenario.stacking_limit, scenario.tank_limit


def check_limits(units: tuple[Unit, ...], side: int, *, attacking: bool, who: str) -> None:
    """Refuse forces no side owns or no zone holds: the pools (the scenario), one zone's stacking for
    the defender (line 542; two tanks, 776; one fortified line, 854), three zones' for the attacker
    (three arrows, line 697), and one plane supporting a combat (713)."""
    pools, stacking, tank_limit = _box()
    pool = pools["allied" if side == 0 else "axis"]
    owner = "the Allies" if side == 0 else "the Axis"
    counts: dict[str, int] = {}
    for u in units:
        counts[u.type] = counts.get(u.type, 0) + 1
    for kind, n in sorted(counts.items()):
        if n > pool.get(kind, 0):
            raise ValueError(f"{who}: {n} {kind} but {owner} own only {pool.get(kind, 0)} "
                             "(the scenario's pools)")
    zones = ARROWS if attacking else 1
    ground = sum(1 for u in units
                 if not u.external and u.type != FORT and u.type not in PLANES and u.role != DROPPED)
    in_zone_planes = sum(1 for u in units if not u.external and u.type in PLANES)
    if ground + in_zone_planes > stacking * zones:
        where = "three zones (three arrows, line 697)" if attacking else "one zone (line 542)"
        raise ValueError(f"{who}: {ground + in_zone_planes} forces, more than {where} can hold "
                         f"({stacking * zones})")
    if sum(1 for u in units if u.type in TANKS) > tank_limit * zones:
        raise ValueError(f"{who}: more tanks than {tank_limit * zones} ({tank_limit} a zone, line 776)")
    if sum(1 for u in units if u.external) > 1:
        raise ValueError(f"{who}: only one plane supports a combat (line 713); the others take no part")


def parse_interceptors(text: str, landing: bool) -> tuple[str, ...]:
    """'fleet_it,uboat' -> the named Axis interceptors, each kind within the Axis pool."""
    named = tuple(x.strip().lower() for x in text.split(",") if x.strip())
    if named and not landing:
        raise ValueError("--interceptors needs --landing fleets=N")
    pool = _box()[0]["axis"]
    for kind in named:
        if kind not in INTERCEPTORS:
            raise ValueError(f"unknown interceptor {kind!r} (known: {', '.join(INTERCEPTORS)}; "
                             "lines 764, 870)")
        if named.count(kind) > pool.get(kind, 0):
            raise ValueError(f"{named.count(kind)} {kind} intercepting, but the Axis own only "
                             f"{pool.get(kind, 0)}")
    return named


def parse_forces(text: str, *, attacking: bool, mountain: bool = False, tank_support: bool = True,
                 plane_support: bool = True) -> tuple[Unit, ...]:
    units: list[Unit] = []
    for kind, engaged, external, count in parse_counts(text):
        for _ in range(count):
            role = FIGHTS
            if kind == PARA and attacking:
                role = DROPPED
            units.append(Unit(kind, engaged, role, external or (attacking and kind in PLANES)))
    tank_done = plane_done = False
    # An external plane named explicitly is the one that supports.
    order = sorted(range(len(units)), key=lambda i: not units[i].external)
    for i in order:
        u = units[i]
        if u.type in TANKS and not u.engaged and tank_support and not mountain and not tank_done:
            units[i] = u._replace(role=SUPPORT_TANK)
            tank_done = True
        elif u.type in PLANES and not u.engaged and plane_support and not plane_done:
            if not u.external and sum(not v.external for v in units) < 2:
                continue        # the only defender in its zone acts like a cube (line 794)
            units[i] = u._replace(role=SUPPORT_PLANE)
            plane_done = True
    return tuple(units)


def parse_landing(text: str | None) -> int:
    """'fleets=N' -> N (None: no landing -> 0)."""
    if text is None:
        return 0
    name, _, value = text.partition("=")
    if name.strip() != "fleets" or value.strip() not in ("1", "2"):
        raise ValueError(f"--landing {text!r}: write fleets=1 or fleets=2 (one or two fleets, lines 746-750)")
    return int(value)


def parse_options(items: Iterable[str]) -> dict[str, bool]:
    """['NAME=true', ...] -> {NAME: True, ...} (combat options of `combat_rules.OPTION_DEFAULTS`)."""
    out: dict[str, bool] = {}
    for item in items:
        name, _, value = item.partition("=")
        value = value.strip().lower()
        if value not in ("true", "false", "1", "0", "yes", "no", "on", "off"):
            raise ValueError(f"--option {item!r}: the value must be true or false")
        out[name.strip()] = value in ("true", "1", "yes", "on")
    return out


def build_setup(attacker: str, defender: str, *, attacker_side: str = "allied", mountain: bool = False,
                rounds: int = 3, landing: str | None = None, interceptors: str = "",
                tank_support: bool = True, options: Iterable[str] = ()) -> BattleSetup:
    """The BattleSetup of a battle described as the odds command's flags describe it: a defender with
    one retreat path, fought in a zone named "target"."""
    if attacker_side not in ("allied", "axis"):
        raise ValueError(f"attacking side {attacker_side!r}: write allied or axis")
    side = 0 if attacker_side == "allied" else 1
    attacking = parse_forces(attacker, attacking=True, mountain=mountain, tank_support=tank_support)
    defending = parse_forces(defender, attacking=False, mountain=mountain, tank_support=tank_support)
    fleets = parse_landing(landing)
    named = parse_interceptors(interceptors, bool(fleets))
    setup = BattleSetup(attacker=side, attacking=attacking, defending=defending, mountain=mountain,
                        landing=bool(fleets), fleets=fleets, interceptors=named,
                        retreat_paths=(("rear",),), max_rounds=rounds,
                        options=parse_options(options), zone="target")
    validate_setup(setup)           # the rules' refusals first (BattleSetupError is a ValueError)
    check_limits(attacking, side, attacking=True, who="attacker")
    check_limits(defending, 1 - side, attacking=False, who="defender")
    return setup
