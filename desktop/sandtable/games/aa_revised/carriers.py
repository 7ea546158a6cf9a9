"""Carriers coming for fighters in the non-combat move (L1690-1698, L1738-1766, L2272-2278,
L2691-2697, spec C20).

"Dovete obbligatoriamente avere una portaerei in movimento per offrire un atterraggio ad un caccia
che voglia terminare la propria mossa di combattimento in una zona di mare [...] Dovete dichiarare
in questo momento che la portaerei si muoverà in quella zona" (L1748-1763), and L2272-2278: the
declaration "è obbligatoria nella fase delle mosse di combattimento". So a fighter whose only
landing after its attack is a carrier yet to come moves by `FlyToCarrier`, naming the carrier and
the sea zone where it will come (`binding_problem`); a fighter that had a landing when it moved
may still, flying back after its combat, wait at sea for a carrier declared then (L1690-1698).
Either way the fighter carries the flags `await<carrier id>` and `meet:<zone>`, and the carrier
must come: it makes no combat move, goes nowhere else, and the non-combat move does not end while
it still can (L1761-1766, `carrier_duty`), unless the fighter or the carrier is destroyed first.
"""

from __future__ import annotations

from collections.abc import Sequence

from sandtable.games.aa_revised.movement import (
    View,
    air_distances,
    allowance,
    can_reach_landing,
    canal_ok,
    mover_problem,
    path_cost,
    reach,
)
from sandtable.games.aa_revised.rules import SIDE
from sandtable.games.aa_revised.state import RevisedState, Unit


def meet_zone(f: Unit) -> str:
    """The sea zone where the fighter waits for its carrier ("" when it waits for none)."""
    return next((x[5:] for x in f.flags if x.startswith("meet:")), "")


def bound_carrier(f: Unit) -> int:
    return next((int(x[5:]) for x in f.flags if x.startswith("await") and x[5:].isdigit()), 0)


def bind(s: RevisedState, f: Unit, carrier: int, zone: str) -> None:
    """Declare that `carrier` comes to `zone` for the fighter in the non-combat move."""
    unbind(f)
    f.flags.add(f"await{carrier}")
    f.flags.add(f"meet:{zone}")
    s.note(f"fighter {f.id} counts on a carrier coming to {s.ctx.name(zone)} (L1748-1766)")


def declare_on_landing(s: RevisedState, f: Unit, carrier: int, zone: str) -> None:
    """A fighter flying back after its combat waits in `zone` for `carrier` (L1690-1698): the
    flags rules version 1 wrote (its saves replay to the same hashes)."""
    f.flags.add(f"await{carrier}")
    s.units[carrier].flags.add(f"awaited:{zone}")
    s.note(f"fighter {f.id} waits in {s.ctx.name(zone)} for its carrier (L1748-1766)")


def unbind(f: Unit) -> None:
    f.flags.difference_update([x for x in f.flags if x.startswith(("await", "meet:"))])


def bound_to(s: RevisedState, c: Unit) -> list[Unit]:
    """The fighters still waiting for this carrier (not yet seated on it)."""
    tag = f"await{c.id}"
    return [f for f in s.units.values() if tag in f.flags and not f.on]


def awaited(s: RevisedState, c: Unit) -> list[str]:
    """The sea zones where fighters wait for this carrier."""
    if c.type != "carrier":
        return []
    return sorted({meet_zone(f) or f.at for f in bound_to(s, c)})


def free_room(s: RevisedState, c: Unit) -> int:
    """Fighter places left on a carrier once the fighters declared onto it are counted."""
    return s.carrier_room(c) - len(bound_to(s, c))


def able(v: View, c: Unit) -> bool:
    """A carrier of the moving power that may still make its non-combat move (C34)."""
    return c.type == "carrier" and c.owner == v.s.power and mover_problem(v, c, False) is None


def meet_zones(v: View, c: Unit, cleared: str = "") -> dict[str, int]:
    """Sea zones this carrier can come to in the non-combat move -> spaces it enters: the zones
    free of enemies it reaches now, and `cleared` (the zone the fighter attacks) when one more step
    takes it there once the combat has cleared it."""
    s = v.s
    key = ("meet", c.id, cleared if cleared in v.enemy else "")  # the answer for this board
    if key in v.memo:
        return dict(v.memo[key])
    declared = awaited(s, c)
    # Where it could go were it free (a stand-in without the declaration: reach reads it by id).
    free = Unit(0, c.type, c.owner, c.at, moved=c.moved, flags=set(c.flags)) if declared else c
    out = {z: len(p) for z, p in reach(v, free, False).items() if z not in v.enemy}
    left = allowance(s, c) - c.moved
    for zone in {*declared, cleared}:  # a hostile zone counts once its combat has cleared it
        if zone and zone in v.enemy and zone in s.ctx.sea and zone not in out:
            for z, d in [(c.at, 0), *sorted(out.items())]:
                if d < left and zone in s.ctx.nb[z] and canal_ok(s, z, zone, v.side):
                    out[zone] = d + 1
                    break
    if declared:  # it goes to the declared zone and nowhere else (L1761-1766)
        out = {z: d for z, d in out.items() if z in declared}
    v.memo[key] = out
    return out


def arriving_carriers(s: RevisedState, v: View) -> dict[str, int]:
    """Sea zones where a carrier of the moving power that may still make its non-combat move could
    pick a fighter up (L1690-1698, L1738-1766, L2272-2278): zone -> carrier id, room permitting."""
    out: dict[str, int] = {}
    for c in sorted(s.units.values(), key=lambda c: c.id):
        if c.type != "carrier" or not able(v, c) or free_room(s, c) <= 0:
            continue
        for zone in meet_zones(v, c):
            out.setdefault(zone, c.id)
    return out


def carrier_can_come(v: View, start: str, moves: int) -> bool:
    """A fighter may end its combat move at sea where a carrier of its power can come in the
    non-combat move (L1738-1766): such a zone within the moves left after the attack, or the zone
    it attacks, once cleared."""
    if v.arriving is None:
        v.arriving = arriving_carriers(v.s, v)
    if v.arriving and any(z in v.arriving for z in air_distances(v.s, start, moves)):
        return True
    return start in v.s.ctx.sea and start in v.enemy and bool(bindings(v, (), start, moves))


def room_for(s: RevisedState, c: Unit, fighters: Sequence[Unit], v: View | None = None) -> int:
    """The carrier's free room once these fighters, some perhaps taking off from it, are gone."""
    if v is None:
        room = free_room(s, c)
    else:
        room = v.memo.get(("room", c.id))
        if room is None:
            room = v.memo[("room", c.id)] = free_room(s, c)
    return room + sum(1 for f in fighters if f.on == c.id)


def bindings(
    v: View, fighters: Sequence[Unit], dest: str, left: int, every: bool = False
) -> list[tuple[int, str]]:
    """(carrier, meet zone) pairs for fighters attacking `dest` with `left` moves after it: per
    carrier with room, the zone within the fighters' reach nearest their target that it comes to
    soonest, nearest first (`every`: each zone of each carrier, nearest first)."""
    s = v.s
    key = ("bindings", dest, left, len(fighters), tuple(sorted(f.on for f in fighters if f.on)), every)
    if key in v.memo:
        return list(v.memo[key])
    within = air_distances(s, dest, left)
    found: list[tuple[int, int, int, str]] = []
    for c in v.memo.get("carriers") or v.memo.setdefault("carriers", _carriers(v)):
        if room_for(s, c, fighters, v) < max(1, len(fighters)):
            continue
        zones = sorted((within[z], d, z) for z, d in meet_zones(v, c, dest).items() if z in within)
        found += [(far, steps, c.id, zone) for far, steps, zone in (zones if every else zones[:1])]
    v.memo[key] = out = [(cid, zone) for _, _, cid, zone in sorted(found)]
    return list(out)


def _carriers(v: View) -> list[Unit]:
    """The moving power's carriers that may still make their non-combat move, by id."""
    return [c for c in sorted(v.s.units.values(), key=lambda c: c.id) if c.type == "carrier" and able(v, c)]


def declared_in_combat_move(s: RevisedState) -> bool:
    """Option carrier_declaration: the book's moment (default), or the landing (rules version 1)."""
    return s.opts.get("carrier_declaration", "combat_move") == "combat_move"


def needs_carrier(v: View, u: Unit, path: Sequence[str], mission: str) -> bool:
    """A fighter's combat move whose only landing after the attack is a carrier yet to come."""
    if u.type != "fighter" or mission == "kamikaze" or not path or not declared_in_combat_move(v.s):
        return False
    left = allowance(v.s, u) - u.moved - path_cost(v.s, u, path)
    return not can_reach_landing(v, path[-1], left, True)


def binding_problem(
    v: View, units: Sequence[Unit], path: Sequence[str], carrier: int, meet: str
) -> str | None:
    """Why declaring `carrier` to come to `meet` for these fighters' combat move is refused."""
    s = v.s
    if any(u.type != "fighter" for u in units):
        return "only fighters land on carriers (L2717-2723)"
    c = s.units.get(carrier)
    if c is None or c.type != "carrier" or c.owner != s.power:
        return "the carrier that comes must be one of your own carriers (L1748-1766)"
    if not able(v, c):
        return "that carrier cannot make a non-combat move this turn (L2342-2347)"
    if meet not in s.ctx.sea:
        return "the carrier meets its fighters in a sea zone (L1738-1742)"
    for u in units:
        left = allowance(s, u) - u.moved - path_cost(s, u, path)
        if meet not in air_distances(s, path[-1], left):
            return (f"after its attack the fighter cannot reach {s.ctx.name(meet)}: "
                    "a kamikaze attack is not allowed (L1753-1758)")
    if meet not in meet_zones(v, c, path[-1]):
        return (f"the carrier cannot reach {s.ctx.name(meet)} in the non-combat move: "
                "a kamikaze attack is not allowed (L1753-1758)")
    room = room_for(s, c, units)
    if room < len(units):
        return f"the carrier has room for {room} more fighters (2 per carrier, L2717-2723)"
    return None


def carrier_duty(s: RevisedState) -> str | None:
    """The non-combat move ends only when every carrier declared for a fighter waiting at sea went
    to it, or no longer can ("siete obbligati a seguire queste regole fino in fondo", L1761-1766)."""
    v: View | None = None
    for c in sorted(s.units.values(), key=lambda u: u.id):
        if c.type != "carrier" or c.owner != s.power:
            continue
        zones = sorted({f.at for f in bound_to(s, c) if f.at in s.ctx.sea and f.at == (meet_zone(f) or f.at)})
        if not zones or c.at in zones:
            continue
        v = v or View(s, SIDE[c.owner])
        going = [z for z in zones if z in reach(v, c, False)]
        if going:
            return (f"the carrier in {s.ctx.name(c.at)} must first go to {s.ctx.name(going[0])}, "
                    "where a fighter waits for it (L1748-1766)")
    return None
