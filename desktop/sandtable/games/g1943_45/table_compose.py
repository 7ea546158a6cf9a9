"""What the attack and landing composer offers (no Qt): every origin and every count the engine may
accept for one target, not only the representative groups it lists.

The engine lists a few groups per target (the fullest, single origins); a landing's listing fills
its limit from the largest stacks, so a legal landing from a smaller coastal stack (Oran, Southern
Tunisia) was never offered, and the cube spinners were capped at the listed counts. Here each
possible origin contributes one candidate with everything that stands there ready to fight (cubes
not yet fought, fresh counters), and every ready plane in range, droppable paratroopers and ready
fleet is named. The candidates are only the composer's ranges: a composed action is judged by the
engine (`check_legal`), which refuses too many forces with its reason.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.g1943_45.combat_board import (
    available_cubes,
    droppable_paratroopers,
    fresh_counters,
    plane_reaches,
    ready_planes,
)
from sandtable.games.g1943_45.combat_hooks import HOOKS
from sandtable.games.g1943_45.pieces import ALLIED, FLEETS, SEA, TANKS


def _sources(s: Any, side: int, zones: list[int], kind: str) -> list[tuple[int, int, tuple[str, ...]]]:
    found = []
    own = s.occ().presence[side]
    for z in zones:
        if not own[z]:
            continue
        if kind == "attack" and not HOOKS.may_attack_from(s, side, z):
            continue
        if kind == "land" and s.control[z] != ALLIED:
            continue
        cubes = available_cubes(s, side, z)
        counters = tuple(sorted(fresh_counters(s, side, z, TANKS) if kind == "land"
                                else fresh_counters(s, side, z)))
        if cubes or counters:
            found.append((z, cubes, counters))
    return found


def composer_candidates(s: Any, target: int, listed: list[Action]) -> list[Action]:
    """The listed attacks/landings on `target`, then, for each kind listed, one candidate per possible
    origin carrying all that may fight from there, with every plane, paratroopers and fleet the
    composer may offer."""
    out = list(listed)
    side = s.current_player()
    planes = tuple(p for p in ready_planes(s, side) if plane_reaches(s, p, target))
    paras = tuple(droppable_paratroopers(s, side, target))
    for kind in ("attack", "land"):
        base = next((a for a in listed if a.kind == kind), None)
        if base is None:
            continue
        extra: dict[str, Any] = {}
        if kind == "attack":
            zones = sorted(s.topo.adjacent[target])
        else:
            zones = sorted(z for z in s.topo.coastal if z != target)
            extra["fleets"] = tuple(sorted(cid for cid, c in s.counters.items() if c.side == ALLIED
                                           and c.zone == SEA and c.type in FLEETS and not c.engaged))
        for z, cubes, counters in _sources(s, side, zones, kind):
            for plane in planes or ("",):
                out.append(replace(base, origins=(z,), cubes=(cubes,), counters=counters,  # type: ignore[type-var]
                                   plane_support=plane, paratroopers=paras, **extra))
    return out
