"""Blowing and repairing bridges (11.7-11.8, seed 003 lines 655-667).

Bridges are hexside features; a unit is next to a bridge when it stands in either hex the bridged
hexside joins (spec 3.5). In step B an activated unit next to an intact bridge may blow it; next to
a blown one, a unit that has not moved may repair it by spending its move (at least 3 MP, never in
bad weather). With enemy units next to the bridge either needs a d6 of 4-6 (line 657, 663); Rome's
bridges are never blown. Units that reacted in this segment may blow a bridge next to them in the
Reaction window (line 657), and so may a rearguard, in its own hex only (line 671), in that window
and in the Axis step B. A unit may also build a bridge on a river hexside of its hex the same way (line 661).
"""

from __future__ import annotations

from typing import Any

from sandtable.games.fstr.flow import note, roll, task
from sandtable.games.fstr.movement import side_key
from sandtable.games.fstr.state import FstrState, other


def bridges_at(s: FstrState, hex_key: str) -> list[str]:
    """The bridged hexsides of a hex: printed ones and those built in play (11.8)."""
    board = s.world.board
    keys = [(n, side_key(hex_key, n)) for n in board.nbrs[hex_key]]
    return sorted(k for n, k in keys if "bridge" in board.side(hex_key, n) or k in s.built)


def buildable(s: FstrState, units: list[str]) -> list[tuple[str, str]]:
    """(unit, hexside): a river hexside of the unit's hex without a bridge, where a unit that has
    not moved may build one by spending its move (11.8, lines 661-667; never in bad weather)."""
    if s.weather == "bad":
        return []
    board = s.world.board
    out = []
    for u in units:
        if u in s.acted or s.unit(u).move < 3:
            continue
        h = s.loc[u]
        for n in board.nbrs[h]:
            k = side_key(h, n)
            if board.river(h, n) and "bridge" not in board.side(h, n) and k not in s.built:
                out.append((u, k))
    return out


def under_fire(s: FstrState, bridge: str, side: str) -> bool:
    enemy = s.combat_hexes(other(side))
    a, b = bridge.split("|")
    board = s.world.board
    return any(h in enemy or any(n in enemy for n in board.nbrs[h]) for h in (a, b))


def blowable(s: FstrState, units: list[str]) -> list[str]:
    rome = s.world.board.named.get("rome")
    out = set()
    for u in units:
        for br in bridges_at(s, s.loc[u]):
            if br not in s.blown and rome not in br.split("|"):
                out.add(br)
    return sorted(out)


def reaction_blowable(s: FstrState, side: str) -> list[str]:
    """Bridges the reacting side may blow in a Reaction window: next to a unit that reacted in
    this segment (11.7, line 657), or in a rearguard's hex (12, line 671)."""
    reacted = [u for u in s.on_map(side) if u in s.reacted and u in s.moved_seg]
    return sorted(set(blowable(s, reacted)) | set(rearguard_blowable(s, side)))


def rearguard_blowable(s: FstrState, side: str) -> list[str]:
    if side != "axis":
        return []
    rome = s.world.board.named.get("rome")
    near = {br for h in s.rearguards for br in bridges_at(s, h)}
    return sorted(br for br in near if br not in s.blown and rome not in br.split("|"))


def repairable(s: FstrState, units: list[str]) -> list[tuple[str, str]]:
    if s.weather == "bad":
        return []
    out = []
    for u in units:
        if u in s.acted or s.unit(u).move < 3:
            continue
        out.extend((u, br) for br in bridges_at(s, s.loc[u]) if br in s.blown)
    return out


def blow(s: FstrState, side: str, bridge: str) -> None:
    if under_fire(s, bridge, side):
        roll(s, f"blowing the bridge {bridge}", "bridge_roll", {"bridge": bridge, "blow": True})
    else:
        s.blown.add(bridge)
        note(s, f"bridge {bridge} blown")


def repair(s: FstrState, side: str, unit: str, bridge: str) -> None:
    """Repair a blown bridge, or build one on a river hexside without (11.8, line 661)."""
    s.acted.add(unit)  # the unit spends its move on the work (line 663)
    build = bridge not in s.blown
    work = "building" if build else "repairing"
    if under_fire(s, bridge, side):
        ctx = {"bridge": bridge, "blow": False, "build": build}
        roll(s, f"{work} the bridge {bridge}", "bridge_roll", ctx)
    else:
        _done(s, bridge, build)


def _done(s: FstrState, bridge: str, build: bool) -> None:
    if build:
        s.built.add(bridge)
    s.blown.discard(bridge)
    note(s, f"bridge {bridge} {'built' if build else 'repaired'}")


@task("bridge_roll")
def _bridge_roll(s: FstrState, data: dict[str, Any]) -> None:
    if data["faces"][0] >= int(s.world.charts.raw["dice"]["bridge_under_fire_from"]):
        if data["blow"]:
            s.blown.add(data["bridge"])
            note(s, f"bridge {data['bridge']} blown")
        else:
            _done(s, data["bridge"], bool(data.get("build")))
