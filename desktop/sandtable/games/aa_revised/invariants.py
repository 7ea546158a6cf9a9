"""Invariants of a Revised state, checked by the random-game tests.

`problems(state)` lists what is broken: IPCs never negative (L2203-2219), units only where their
kind may stand (ships at sea, land units ashore or aboard, L2797-2808), cargo consistent with its
carrier (same space, transport capacity L2922-2933, two fighters per carrier outside the moves and
combat, L2717-2723), one complex per territory (L2433-2441), no unit in a neutral (L690-694),
control only by powers and never of neutrals, AA guns and complexes owned by the territory's
controller (L2625-2626), no two sides sharing a territory outside a combat.
"""

from __future__ import annotations

from sandtable.games.aa_revised.rules import SEA, SIDE, TRANSPORT_CAPACITY, TRANSPORT_COST, UNITS
from sandtable.games.aa_revised.state import RevisedState


def problems(s: RevisedState) -> list[str]:
    found: list[str] = []
    ctx = s.ctx
    for p, n in s.ipcs.items():
        if n < 0:
            found.append(f"{p} has {n} IPCs")
    ics: dict[str, int] = {}
    between_moves = s.phase in ("research", "purchase", "mobilize", "income") or s.phase == "setup"
    for u in s.units.values():
        domain = UNITS[u.type].domain
        if u.at not in ctx.spaces:
            found.append(f"unit {u.id} at unknown {u.at}")
            continue
        if u.at in ctx.neutral:
            found.append(f"unit {u.id} in the neutral {u.at}")
        if domain == "sea" and u.at not in ctx.sea:
            found.append(f"ship {u.id} ashore in {u.at}")
        if domain == "land" and u.at in ctx.sea and not u.on:
            found.append(f"land unit {u.id} swimming in {u.at}")
        if u.on:
            c = s.units.get(u.on)
            if c is None:
                found.append(f"unit {u.id} rides a missing unit {u.on}")
            elif c.at != u.at:
                found.append(f"unit {u.id} is not where its carrier {c.id} is")
            elif SIDE[c.owner] != SIDE[u.owner]:
                found.append(f"unit {u.id} rides an enemy unit")
        if u.type == "industrial_complex":
            ics[u.at] = ics.get(u.at, 0) + 1
            if u.owner != s.owner.get(u.at):
                found.append(
                    f"the complex in {u.at} belongs to {u.owner}, the territory to {s.owner.get(u.at)}"
                )
        if u.type == "aa_gun" and u.at in ctx.land and SIDE[u.owner] != SIDE[s.owner[u.at]]:
            found.append(f"AA gun {u.id} of {u.owner} in {u.at} held by {s.owner[u.at]}")
        if u.type == "transport":
            load = sum(TRANSPORT_COST.get(c.type, 9) for c in s.units.values() if c.on == u.id)
            if load > TRANSPORT_CAPACITY:
                found.append(f"transport {u.id} overloaded ({load})")
        if u.type == "carrier":
            aboard = sum(1 for c in s.units.values() if c.on == u.id)
            if aboard > 2:
                found.append(f"carrier {u.id} carries {aboard} fighters")
        if domain != "air" and u.type in SEA and u.on:
            found.append(f"ship {u.id} rides unit {u.on}")
    for t, n in ics.items():
        if n > 1:
            found.append(f"{n} complexes in {t}")
    for t, p in s.owner.items():
        if t in ctx.neutral or (p and p not in SIDE):
            found.append(f"bad control of {t}: {p!r}")
    if between_moves and s.battle is None:
        for t in ctx.land:
            sides = {SIDE[u.owner] for u in s.units.values() if u.at == t and UNITS[u.type].domain == "land"}
            if len(sides) > 1:
                found.append(f"both sides' land units in {t}")
        if s.phase != "setup":
            for u in s.units.values():
                waits = any(f.startswith("await") for f in u.flags)  # for a carrier (L1748-1766)
                at_sea = u.type == "fighter" and u.at in ctx.sea and not u.on
                rescue = s.opts["new_carrier_rescues_fighter"] and s.phase == "mobilize"
                if at_sea and not rescue and not waits:
                    found.append(f"fighter {u.id} at sea without a carrier in {u.at}")
    return found


def conserved(before: RevisedState, after: RevisedState) -> list[str]:
    """Units only appear by placement or an advantage, and never change type."""
    found = []
    for uid, u in after.units.items():
        b = before.units.get(uid)
        if b is not None and b.type != u.type:
            found.append(f"unit {uid} changed from {b.type} to {u.type}")
    return found
