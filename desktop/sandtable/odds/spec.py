"""Forces written as text ("cube=3,tank=1,plane=1") for the odds command and the benchmark.

Keys are the piece types (cube, tank, tank_it, plane, plane_it, elite, paratroopers,
fortified_line), optionally with the suffix `_engaged` for engaged counters, plus
`support_plane` / `support_plane_it` for a defending plane flying in from another zone. Supports
are chosen as a player would: the first unengaged tank supports (not in a mountain zone), the
first unengaged plane supports; every attacking plane is based outside the zone; attacking
paratroopers are dropped on the combat.
"""

from __future__ import annotations

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
            units[i] = u._replace(role=SUPPORT_PLANE)
            plane_done = True
    return tuple(units)
