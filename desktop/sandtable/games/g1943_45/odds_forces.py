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

from sandtable.games.g1943_45.combat import BattleSetup
from sandtable.games.g1943_45.combat_rules import (
    DROPPED,
    FIGHTS,
    PARA,
    PLANES,
    SUPPORT_PLANE,
    SUPPORT_TANK,
    TANKS,
    UNIT_TYPES,
    Unit,
)

_MAX_COUNT = 12


def parse_counts(text: str) -> list[tuple[str, bool, bool, int]]:
    """'cube=3,tank_engaged=1' -> [(type, engaged, external, count)]; ValueError with the reason."""
    out: list[tuple[str, bool, bool, int]] = []
    text = text.strip()
    if not text:
        return out
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        name, sep, value = part.partition("=")
        name = name.strip().lower()
        if not sep:
            value = "1"
        try:
            count = int(value.strip())
        except ValueError:
            raise ValueError(f"{part!r}: the count must be a whole number") from None
        if not 0 <= count <= _MAX_COUNT:
            raise ValueError(f"{part!r}: the count must be between 0 and {_MAX_COUNT}")
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
    if name.strip() != "fleets" or not value.strip().isdigit():
        raise ValueError(f"--landing {text!r}: write fleets=1 or fleets=2")
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
    side = 0 if attacker_side == "allied" else 1
    attacking = parse_forces(attacker, attacking=True, mountain=mountain, tank_support=tank_support)
    defending = parse_forces(defender, attacking=False, mountain=mountain, tank_support=tank_support)
    fleets = parse_landing(landing)
    named = tuple(x.strip() for x in interceptors.split(",") if x.strip())
    if named and not fleets:
        raise ValueError("--interceptors needs --landing fleets=N")
    return BattleSetup(attacker=side, attacking=attacking, defending=defending, mountain=mountain,
                       landing=bool(fleets), fleets=fleets, interceptors=named,
                       retreat_paths=(("rear",),), max_rounds=rounds,
                       options=parse_options(options), zone="target")
