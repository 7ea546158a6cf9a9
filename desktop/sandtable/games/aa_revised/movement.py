"""Where units may go: land, air and sea paths in the combat and non-combat moves, transports.

`View` indexes a state once for the side to move (enemy units per space, destroyers, AA guns) so
that listing every legal move stays cheap. `path_problem` checks one move and returns the
reason it is refused (None when legal); `reach` lists one good path per destination (fewest
spaces, then fewest hostile AA guns flown over) for the lists of legal actions.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import Any

from sandtable.games.aa_revised.rules import (
    AIR,
    SIDE,
    UNITS,
    can_blitz,
    move_allowance,
)
from sandtable.games.aa_revised.state import RevisedState, Unit


class View:
    """The board as seen by `side` now."""

    def __init__(self, s: RevisedState, side: str) -> None:
        self.s = s
        self.side = side
        self.enemy: dict[str, list[Unit]] = {}  # non-submerged enemy units per space
        self.enemy_subs: set[str] = set()  # any enemy submarine, submerged or not
        self.enemy_dd: set[str] = set()
        self.aa: set[str] = set()  # hostile territories holding an enemy AA gun
        self.room: dict[str, int] = {}  # free fighter places on friendly carriers per sea zone
        self._landing: dict[bool, dict[str, int]] = {}
        self.arriving: dict[str, int] | None = None  # zones a carrier can come to (carrier_can_come)
        self.signature: tuple[Any, ...] | None = None
        self.memo: dict[Any, Any] = {}  # carriers.py's answers for this board (bindings, room)
        enemy, room, land, sea = self.enemy, self.room, s.ctx.land, s.ctx.sea
        for u in s.units.values():
            kind, at = u.type, u.at
            if SIDE[u.owner] != side:
                if "sub" not in u.flags:
                    if at in enemy:
                        enemy[at].append(u)
                    else:
                        enemy[at] = [u]
                if kind == "submarine":
                    self.enemy_subs.add(at)
                elif kind == "destroyer":
                    self.enemy_dd.add(at)
                elif kind == "aa_gun" and at in land:
                    self.aa.add(at)
            elif kind == "carrier":
                room[at] = room.get(at, 0) + 2
            elif kind == "fighter" and at in sea:
                room[at] = room.get(at, 0) - 1

    def hostile(self, space: str) -> bool:
        if space in self.s.ctx.land:
            owner = self.s.owner.get(space, "")
            if owner and SIDE[owner] != self.side:
                return True
        return space in self.enemy

    def landing_distance(self, fighter: bool) -> dict[str, int]:
        """Spaces entered from each space to the nearest landing (one search from every landing)."""
        if fighter not in self._landing:
            ctx = self.s.ctx
            dist = {t: 0 for t in ctx.spaces if t not in ctx.neutral and self.landing_ok(t, fighter)}
            queue = deque(dist)
            while queue:
                here = queue.popleft()
                for n in ctx.nb[here]:
                    if n not in dist and n not in ctx.neutral:
                        dist[n] = dist[here] + 1
                        queue.append(n)
            self._landing[fighter] = dist
        return self._landing[fighter]

    def combat_units(self, space: str) -> list[Unit]:
        """Enemy units that fight: not AA guns or ICs (L1231-1234)."""
        return [u for u in self.enemy.get(space, ()) if u.type not in ("aa_gun", "industrial_complex")]

    def landing_ok(self, space: str, fighter: bool) -> bool:
        """May an aircraft of this side end its flight here (L2239-2249, L1730-1737, spec C24)?"""
        s = self.s
        if space in s.ctx.land:
            return (
                s.friendly_land(space, self.side)
                and SIDE[s.start_owner.get(space) or s.power] == self.side
                and space not in s.conquered
                and space not in self.enemy
            )
        return fighter and self.room.get(space, 0) > 0 and space not in self.enemy


RAILWAY = frozenset({"russia", "novosibirsk", "yakut_s_s_r", "buryatia_s_s_r"})


def mobile_industry(s: RevisedState, u: Unit) -> bool:
    """Mobile Industry: the USSR's own complexes move 1 territory in its non-combat move; a
    conqueror's never do (L3256-3261)."""
    return u.type == "industrial_complex" and u.owner == "ussr" and s.has_na("ussr", "Mobile Industry")


def island_bases(s: RevisedState, u: Unit) -> bool:
    return u.owner == "usa" and u.type in AIR and s.has_na("usa", "Island Bases")


def _merged(s: RevisedState, a: str, b: str, side: str) -> bool:
    """Island Bases: an island group held by the side and the one sea zone around it count as one
    space for American aircraft (L3432-3437; Hawaii to the East Indies is 3 for a fighter)."""
    island = a if a in s.ctx.island else b if b in s.ctx.island else ""
    zone = b if island == a else a
    return bool(island) and zone in s.ctx.sea and s.friendly_land(island, side)


def path_cost(s: RevisedState, u: Unit, path: tuple[str, ...] | list[str]) -> int:
    """Movement points a path uses: one per space entered (L991-992), Island Bases steps free."""
    if not island_bases(s, u):
        return len(path)
    side = SIDE[u.owner]
    here, cost = u.at, 0
    for n in path:
        cost += 0 if _merged(s, here, n, side) else 1
        here = n
    return cost


def allowance(s: RevisedState, u: Unit) -> int:
    if mobile_industry(s, u):
        return 1
    if "panzer" in u.flags:
        return u.moved + 1  # Panzer Blitz: one more territory in the non-combat move (L3310-3315)
    base = move_allowance(u.type, u.owner, set(s.techs[u.owner]), frozenset(s.advantages[u.owner]))
    if (
        u.owner == "ussr"
        and u.type in ("infantry", "artillery", "aa_gun")
        and u.at in RAILWAY
        and s.has_na("ussr", "Trans-Siberian Railway")
    ):
        return max(base, 2)  # Trans-Siberian Railway, along the line only (L3293-3298)
    return base


def canal_ok(s: RevisedState, a: str, b: str, side: str) -> bool:
    """A canal may be used only by a side that controlled it at the start of the turn (L704-741)."""
    lands = s.ctx.canals.get(frozenset((a, b)))
    if lands is None:
        return True
    return all(SIDE.get(s.start_owner.get(t, ""), "") == side for t in lands)


def air_distances(s: RevisedState, start: str, limit: int) -> dict[str, int]:
    """Spaces entered from `start`, never over neutrals (L690-694)."""
    dist = {start: 0}
    queue = deque([start])
    nb = s.ctx.nb
    neutral = s.ctx.neutral
    while queue:
        here = queue.popleft()
        d = dist[here]
        if d >= limit:
            continue
        for n in nb[here]:
            if n not in dist and n not in neutral:
                dist[n] = d + 1
                queue.append(n)
    return dist


def can_reach_landing(v: View, start: str, moves: int, fighter: bool) -> bool:
    """No suicide moves (L2691-2697): a landing within the moves left after the attack."""
    return v.landing_distance(fighter).get(start, 99) <= moves


_REACH_CACHE: dict[tuple[Any, ...], dict[str, tuple[str, ...]]] = {}


def view_signature(v: View) -> tuple[Any, ...]:
    """Everything of the board that `reach` reads, besides the unit itself: equal signatures give
    equal answers, so the lists of legal moves reuse earlier searches between decisions."""
    s = v.s
    return (
        s.ctx,
        v.side,
        s.power,
        tuple(s.owner.values()),
        tuple(s.start_owner.values()),
        tuple(s.conquered),
        tuple(s.techs[s.power]),
        tuple(s.advantages[s.power]),
        tuple(sorted(v.enemy)),
        tuple(sorted(v.enemy_subs)),
        tuple(sorted(v.enemy_dd)),
        tuple(sorted(v.aa)),
        tuple(sorted(v.room.items())),
        tuple(sorted(f for u in s.units.values() for f in u.flags if f[:5] == "await")),
        tuple(sorted(u.at for u in s.units.values() if u.type == "industrial_complex"))
        if s.has_na(s.power, "Mobile Industry")
        else (),
    )


def reach(v: View, u: Unit, combat: bool) -> dict[str, tuple[str, ...]]:
    """One path per destination this unit may move to now (destination -> spaces entered); the
    answer is remembered under the board's signature and what of the unit the search reads."""
    if v.signature is None:
        v.signature = view_signature(v)
    carrier = v.s.units.get(u.on) if u.on else None
    key = (
        v.signature,
        combat,
        u.type,
        u.owner,
        u.at,
        u.moved,
        frozenset(u.flags),
        u.unloaded,
        bool(u.on),
        carrier.moved if carrier is not None else None,
        tuple(carriers.awaited(v.s, u)) if u.type == "carrier" else (),
    )
    found = _REACH_CACHE.get(key)
    if found is None:
        if len(_REACH_CACHE) > 50_000:
            _REACH_CACHE.clear()
        found = _REACH_CACHE[key] = _reach(v, u, combat)
    return found


def _reach(v: View, u: Unit, combat: bool) -> dict[str, tuple[str, ...]]:
    s = v.s
    left = allowance(s, u) - u.moved
    if left <= 0 or mover_problem(v, u, combat):
        return {}
    out: dict[str, tuple[str, ...]] = {}
    kind = UNITS[u.type].domain
    best: dict[str, tuple[int, int]] = {u.at: (0, 0)}
    paths: dict[str, tuple[str, ...]] = {u.at: ()}
    expanded: dict[str, tuple[str, ...]] = {}
    queue = deque([u.at])
    nb = s.ctx.nb_sorted
    air = kind == "air"
    bases = island_bases(s, u)
    while queue:
        here = queue.popleft()
        path = paths[here]
        if expanded.get(here) is path:
            continue  # queued again with the path already expanded: nothing would change
        expanded[here] = path
        steps = best[here][0]
        if steps >= left:
            continue
        if path and not _may_continue(v, u, here, combat, kind):
            continue
        aa = best[here][1] + (1 if air and here != u.at and here in v.aa and v.hostile(here) else 0)
        score = (steps + 1, aa)
        for n in nb[here]:
            if not _may_enter(v, u, here, n, combat, kind):
                continue
            if bases and _merged(s, here, n, v.side):
                score = (steps, aa)
            elif bases:
                score = (steps + 1, aa)
            old = best.get(n)
            if old is None or score < old:
                best[n] = score
                paths[n] = (*path, n)
                queue.append(n)
    blitz = kind == "land" and combat
    for dest, path in paths.items():
        if not path:
            continue
        captured = blitz and any(v.hostile(t) for t in path[:-1])
        if not combat and kind != "air" and any(v.hostile(t) for t in path):
            continue
        if dest_problem(v, u, path, combat, "", captured) is None:
            out[dest] = path
    return out


def _may_enter(v: View, u: Unit, here: str, n: str, combat: bool, kind: str) -> bool:
    ctx = v.s.ctx
    if n in ctx.neutral:
        return False
    if kind == "land":
        return n in ctx.land
    if kind == "sea":
        return n in ctx.sea and canal_ok(v.s, here, n, v.side)
    return True


def _may_continue(v: View, u: Unit, here: str, combat: bool, kind: str) -> bool:
    """Whether a unit that has just entered `here` may go on (movement blocking, L1072-1092)."""
    if kind == "air":
        return True
    if kind == "land":
        if here in v.enemy:
            return False
        if v.hostile(here):
            return combat and can_blitz(u.type, u.owner, frozenset(v.s.advantages[u.owner]))
        return True
    if u.type == "submarine":
        return here not in v.enemy_dd  # L1090-1092, L3040-3044
    if u.type == "destroyer" and here in v.enemy_subs:
        return False  # a destroyer stops on submerged enemy submarines (L1079-1082)
    return here not in v.enemy


def path_problem(
    v: View, units: Iterable[Unit], path: tuple[str, ...], combat: bool, mission: str
) -> str | None:
    """Why moving `units` along `path` is refused, or None (L981-1309 combat, L2228-2352 non-combat)."""
    units = list(units)
    if not path:
        return "a move needs at least one space"
    for u in units:
        problem = _unit_problem(v, u, path, combat, mission)
        if problem:
            return problem
    return None


def mover_problem(v: View, u: Unit, combat: bool) -> str | None:
    """Whether this unit may start a move now at all."""
    s = v.s
    kind = UNITS[u.type].domain
    if not s.commands(u.owner):
        return f"unit {u.id} is not yours to move"
    if u.type == "industrial_complex" and not (not combat and mobile_industry(s, u)):
        return "industrial complexes never move (L2652-2675)"
    if u.type == "aa_gun" and combat:
        return "AA guns move only in the non-combat move (L1274-1277, L2615)"
    if u.on:
        carrier = s.units.get(u.on)
        if kind != "air" or carrier is None or carrier.moved > 0:
            return f"unit {u.id} is cargo; it moves with its transport or carrier"
    if "panzer" in u.flags and not combat and not u.flags & {"nc", "retreated"}:
        return None
    if kind == "sea" and u.unloaded and not (combat and "lightning" in u.flags):
        return "a transport that unloaded may not move again this turn (L2952-2953)"
    if u.moved or "cm" in u.flags and not combat:
        return f"unit {u.id} has already moved this turn"
    if "fought" in u.flags or "retreated" in u.flags:
        return f"unit {u.id} took part in a combat this turn (L2342-2347)"
    if combat and u.type == "carrier" and carriers.awaited(s, u):
        return "the carrier is declared to come for a fighter in the non-combat move (L1758-1766)"
    return None


def _unit_problem(v: View, u: Unit, path: tuple[str, ...], combat: bool, mission: str) -> str | None:
    s = v.s
    ctx = s.ctx
    kind = UNITS[u.type].domain
    problem = mover_problem(v, u, combat)
    if problem:
        return problem
    if path_cost(s, u, path) > allowance(s, u) - u.moved:
        return f"the {u.type} moves at most {allowance(s, u) - u.moved} spaces"
    here = u.at
    captured = False
    for i, n in enumerate(path):
        if n not in ctx.nb[here]:
            return f"{ctx.name(n)} is not next to {ctx.name(here)}"
        if not _may_enter(v, u, here, n, combat, kind):
            if n in ctx.neutral:
                return f"{ctx.name(n)} is neutral: never entered or flown over (L690-694)"
            if kind == "sea" and n in ctx.sea:
                return "your side did not control that canal at the start of the turn (L704-741)"
            return f"a {u.type} cannot enter {ctx.name(n)}"
        last = i == len(path) - 1
        if not last:
            if not _may_continue(v, u, n, combat, kind):
                return f"the {u.type} must stop in {ctx.name(n)} (L1072-1092, L1218-1234)"
            if kind == "land" and v.hostile(n):
                captured = True
        if not combat and kind != "air" and v.hostile(n):
            return f"{ctx.name(n)} is hostile: the non-combat move never enters it (L2228-2256)"
        here = n
    return dest_problem(v, u, path, combat, mission, captured)


def dest_problem(
    v: View, u: Unit, path: tuple[str, ...], combat: bool, mission: str, captured: bool
) -> str | None:
    """The rules on where a move may end (spec C10, L2239-2249, L2691-2697)."""
    s = v.s
    ctx = s.ctx
    kind = UNITS[u.type].domain
    dest = path[-1]
    fighter = u.type == "fighter"
    if (
        len(path) > 1
        and u.type in ("infantry", "artillery", "aa_gun")
        and u.at in RAILWAY
        and u.owner == "ussr"
        and not set(path) <= RAILWAY
    ):
        return "two territories only along the Trans-Siberian Railway (L3293-3298)"
    if combat:
        if kind == "air":
            if mission == "sbr":
                sbr_ok = u.type == "bomber" or (
                    fighter and u.owner == "germany" and s.has_na("germany", "Luftwaffe Dive Bombers")
                )
                if not sbr_ok or dest not in ctx.land or not v.hostile(dest) or not s.has_ic(dest):
                    return "a bombing raid needs a bomber over an enemy industrial complex (L2188-2227)"
            elif not v.hostile(dest):
                return "in the combat move an aircraft must attack a hostile space (L982-987)"
            if mission == "kamikaze":
                if u.owner != "japan" or not s.has_na("japan", "Kamikaze Attacks") or dest not in ctx.sea:
                    return "only Japan's Kamikaze Attacks fly without a landing, at ships (L3383-3392)"
            else:
                left = allowance(s, u) - u.moved - path_cost(s, u, path)
                if not can_reach_landing(v, dest, left, fighter) and not (
                    fighter and carriers.carrier_can_come(v, dest, left)
                ):
                    return "the aircraft would have nowhere to land after the combat (L2691-2697)"
        elif kind == "land":
            if not v.hostile(dest) and not (
                captured and can_blitz(u.type, u.owner, frozenset(s.advantages[u.owner]))
            ):
                return "in the combat move a land unit must end in a hostile territory (L1049-1054, spec C10)"
        else:
            shared = u.at in v.enemy
            near_enemy = any(v.hostile(t) for t in ctx.shore.get(dest, ()))
            if not v.hostile(dest) and not shared and not near_enemy:
                return "in the combat move a ship ends in a hostile sea zone or off an enemy coast (C10)"
    else:
        if kind == "air":
            if not v.landing_ok(dest, fighter):
                return (
                    "an aircraft lands only in a friendly territory held since the start of the turn "
                    "or on a carrier (L2239-2249)"
                )
        elif kind == "land" and not s.friendly_land(dest, v.side):
            return "land units move only into friendly territories in the non-combat move (L2232-2238)"
        elif u.type == "carrier" and (zones := carriers.awaited(s, u)) and dest not in zones:
            return (f"the carrier is to pick up the fighter waiting in {s.ctx.name(zones[0])}, "
                    "as declared (L1748-1766)")
        elif u.type == "industrial_complex" and s.owner.get(dest) != u.owner:
            return "a complex goes with its territory: Mobile Industry moves it into your own (L3256-3261)"
        elif u.type == "industrial_complex" and s.has_ic(dest):
            return "at most one industrial complex per territory (L2433-2441)"
    return None


def aa_overflown(v: View, u: Unit, path: tuple[str, ...]) -> list[str]:
    """The hostile AA territories an aircraft flies over before its destination (L1150-1167)."""
    if UNITS[u.type].domain != "air":
        return []
    return [t for t in path[:-1] if t in v.aa and v.hostile(t)]


def air_units(units: Iterable[Unit]) -> list[Unit]:
    return [u for u in units if u.type in AIR]


# carriers.py builds on View and reach above; imported last, so either module may be imported first.
from sandtable.games.aa_revised import carriers  # noqa: E402
