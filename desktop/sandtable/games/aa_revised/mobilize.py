"""Where bought units may be placed (L2373-2441, L2663-2675) and what a purchase may hold.

A power places at its industrial complexes controlled since the start of its turn (L2377-2390),
at most the territory's income in units per complex (L2393-2397; every unit counts, spec
section 10), land units and bombers in the territory (L2406-2413), ships in an adjacent sea zone
even if hostile (L2416-2426), fighters in the territory or on a carrier launched this turn
(L2413-2415; option carrier_production, C32). A new complex goes in a territory held since the
start of the turn with income of at least 1, one per territory (L2433-2441). Placing at an ally's
complex: spec C14 (option allied_ic_when_capital_lost).
"""

from __future__ import annotations

from sandtable.games.aa_revised.rules import SEA, SIDE, UNITS
from sandtable.games.aa_revised.state import RevisedState, Unit


def factories(s: RevisedState) -> list[str]:
    """The complexes the power may place at this turn."""
    out = []
    side = s.active_side
    for u in s.units.values():
        if u.type != "industrial_complex" or "new" in u.flags:
            continue
        t = u.at
        own = s.owner.get(t) == s.power and s.start_owner.get(t) == s.power
        allied = (  # C14 literal reading, option: any ally's complex while its capital is lost
            s.opts["allied_ic_when_capital_lost"] == "any_allied_ic"
            and SIDE[s.owner[t]] == side
            and not s.capital_held(s.owner[t])
            and s.start_owner.get(t) == s.owner[t]
        )
        if not own and not allied:
            continue
        if t in s.conquered:
            continue  # captured this turn: usable from the next turn (L1828-1831)
        out.append(t)
    return sorted(out)


def capacity(s: RevisedState, ic: str) -> int:
    return max(0, s.ctx.income[ic] - s.placed.get(ic, 0))


def carrier_for_new_fighter(s: RevisedState, zone: str) -> Unit | None:
    """A carrier a new fighter may be placed on: launched this turn (book) or any of the power's
    carriers (LHTR, C32)."""
    lhtr = s.opts["carrier_production"] == "lhtr"
    for c in sorted(s.units_at(zone), key=lambda c: c.id):
        if c.type != "carrier" or c.owner != s.power or s.carrier_room(c) <= 0:
            continue
        if lhtr or "new" in c.flags:
            return c
    return None


def placements(s: RevisedState, unit: str) -> list[tuple[str, str]]:
    """(at, via) pairs where one unit of this type may be placed now."""
    out: list[tuple[str, str]] = []
    if unit == "industrial_complex":
        for t in sorted(s.ctx.land):
            if (
                s.owner.get(t) == s.power
                and s.start_owner.get(t) == s.power
                and s.ctx.income[t] >= 1
                and not s.has_ic(t)
            ):
                out.append((t, t))
        return out
    domain = UNITS[unit].domain
    for ic in factories(s):
        if capacity(s, ic) <= 0:
            continue
        if domain == "land" or unit == "bomber" or unit == "fighter":
            out.append((ic, ic))
        if unit in SEA or unit == "fighter":
            for zone in s.ctx.coast.get(ic, ()):
                if unit == "fighter" and carrier_for_new_fighter(s, zone) is None:
                    continue
                out.append((zone, ic))
    return out


def purchase_room(s: RevisedState) -> tuple[int, int]:
    """(all units, ships) the power could still place this turn, for validating a purchase."""
    total = sum(capacity(s, ic) for ic in factories(s))
    naval = sum(capacity(s, ic) for ic in factories(s) if s.ctx.coast.get(ic))
    return total, naval


def can_buy(s: RevisedState, unit: str, count: int) -> str | None:
    """Why buying is refused (None when it may be bought)."""
    if unit not in UNITS:
        return f"{unit!r} is not a unit"
    if count < 1:
        return "buy at least one"
    if UNITS[unit].cost * count > s.ipcs[s.power]:
        return f"{count} {unit} cost {UNITS[unit].cost * count} IPCs; you have {s.ipcs[s.power]} (L939-941)"
    if unit == "industrial_complex":
        sites = len(placements(s, unit))
        if s.bought.get(unit, 0) + count > sites:
            return "no territory left where a new industrial complex could go (L2433-2441)"
        return None
    total, naval = purchase_room(s)
    bought = sum(n for k, n in s.bought.items() if k != "industrial_complex")
    if bought + count > total:
        return f"your complexes can place only {total} units this turn (L2393-2397; spec section 10)"
    if unit in SEA and sum(n for k, n in s.bought.items() if k in SEA) + count > naval:
        return f"your coastal complexes can place only {naval} ships this turn (L2416-2426)"
    return None
