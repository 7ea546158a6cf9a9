"""Invariants every FSTR state keeps; `problems(state)` lists the broken ones (empty: sound).

- steps conserved: every combat unit that entered play is on the map (1..its steps), in its
  side's Cadre Box, in the Bari Port Box (Allied, within its 10 dots, 9.5.7) or gone
  (withdrawn/exited), exactly once (rules 3, 14.3, 17.2);
- stacking: no hex over its limit after a voluntary move (10, spec C11; retreats and reaction
  are checked the same way here since the engine never lets them end overstacked);
- no hex holds combat units of both sides (11, line 623);
- units on the map stand on land hexes of the scenario area;
- flags only on units on the map; Reserve units never carry OoS (line 879);
- AP tracks never negative; aircraft never negative;
- the observation of each side holds no hidden enemy unit and no secret purchase (spec §6).
"""

from __future__ import annotations

from sandtable.games.fstr.observation import observe, secret_open
from sandtable.games.fstr.state import SIDES, FstrState, other


def problems(s: FstrState, check_observation: bool = True) -> list[str]:
    out: list[str] = []
    board = s.world.board
    seen: dict[str, str] = {}
    for u, h in s.loc.items():
        seen[u] = "map"
        if h not in board.hexes:
            out.append(f"{u} stands on {h}, not a land hex of the scenario")
        if s.unit(u).role == "combat":
            n = s.steps.get(u)
            if n is None or not 1 <= n <= s.unit(u).steps:
                out.append(f"{u} has {n} steps")
    for side in SIDES:
        for u in s.cadre[side]:
            if u in seen:
                out.append(f"{u} is both {seen[u]} and in the {side} Cadre Box")
            seen[u] = "cadre"
            if s.unit(u).side != side:
                out.append(f"{u} is in the wrong Cadre Box")
    from sandtable.games.fstr import bari

    for u, n in s.bari.items():  # the Bari Port Box (9.5.7, lines 555-561)
        if u in seen:
            out.append(f"{u} is both {seen[u]} and in the Bari Port Box")
        seen[u] = "the Bari Port Box"
        if s.unit(u).side != "allied" or s.unit(u).role != "combat" or not 1 <= n <= s.unit(u).steps:
            out.append(f"{u} in the Bari Port Box with {n} steps")
    if s.bari and bari.dots(s) > bari.capacity(s) + 1e-9:
        out.append(f"the Bari Port Box holds {bari.dots(s)} dots (at most {bari.capacity(s):g})")
    if set(s.bari_new) - set(s.bari):
        out.append("units marked new in the Bari Port Box are not in it")
    for u in s.gone:
        if u in seen:
            out.append(f"{u} is both gone and {seen[u]}")
        seen[u] = "gone"
    if set(s.steps) - {u for u in s.loc if s.unit(u).role == "combat"}:
        out.append("steps recorded for units off the map")
    hexes: dict[str, set[str]] = {}
    for u, h in s.loc.items():
        if s.unit(u).role == "combat":
            hexes.setdefault(h, set()).add(s.unit(u).side)
    for h, sides in hexes.items():
        if len(sides) > 1:
            out.append(f"both sides' combat units in {h}")
        if s.dots(h) > board.hexes[h].stacking + 1e-9 if h in board.hexes else False:
            out.append(f"{h} overstacked: {s.dots(h)} dots")
    for name in ("end_ops", "reserve", "reacted", "oos"):
        for u in getattr(s, name):
            if u not in s.loc:
                out.append(f"{u} carries {name} off the map")
    if s.reserve & s.oos:
        out.append(f"Reserve units out of supply: {sorted(s.reserve & s.oos)}")
    from sandtable.games.fstr.rearguards import granted

    if len(s.rearguards) > granted(s) or len(set(s.rearguards)) != len(s.rearguards):
        out.append(f"rearguards {s.rearguards} (at most {granted(s)}, one a hex)")
    if any(h in hexes and "allied" in hexes[h] for h in s.rearguards):
        out.append("a rearguard shares a hex with Allied units")
    from sandtable.games.fstr import mules

    for side in SIDES:
        here = s.mules.get(side, [])
        if len(here) > mules.granted(s, side) or any(
            s.world.board.hexes[h].terrain != "mountain" for h in here
        ):
            out.append(f"{side} mules {here}")
    if any(v < 0 for v in s.ap.values()):
        out.append(f"negative AP: {s.ap}")
    if any(v < 0 for v in s.air.values()):
        out.append(f"negative aircraft: {s.air}")
    if check_observation:
        out.extend(leaks(s))
    return out


def leaks(s: FstrState) -> list[str]:
    """Hidden facts that reach the other side's observation."""
    out: list[str] = []
    for player, side in enumerate(SIDES):
        enemy = other(side)
        o = observe(s, player)
        if not s.opts.get("fstr.open_stacks"):
            board = s.world.board
            near = {n for h in s.occupied_by(side) for n in (h, *board.nbrs[h])}
            stacks: dict[str, list[str]] = {}
            for u, h in s.loc.items():
                if s.side_of(u) == enemy and h not in near:
                    stacks.setdefault(h, []).append(u)
            for h, units in stacks.items():
                if side == "allied" and s.intel.get(h) == sorted(units):
                    continue
                visible = [u for u in o.loc if o.loc[u] == h]
                if len(visible) != 1 or o.hidden_stacks.get(h, 0) != len(units) - 1:
                    out.append(f"{side} sees {len(visible)} counters of the far enemy stack at {h}")
        if side == "axis":
            from sandtable.games.fstr.bari import hidden

            if set(hidden(s)) & set(o.bari) or len(o.bari) + o.hidden_box != len(s.bari):
                out.append("the Axis sees counters of the Bari Port Box under its top one")
        if secret_open(s) and s.bought[enemy]:
            if o.bought[enemy] or o.spent[enemy]:
                out.append(f"{side} sees the {enemy} purchases before the reveal")
            # Only what was bought since the last reveal is secret: an earlier impulse's purchases,
            # revealed then, may still be in sight (campaign seed 40, turn 10 after turn 9's buys).
            recent = o.log[-40:]
            shown = [n for n, line in enumerate(recent) if "purchases revealed" in line]
            if any(f"{enemy}: buy" in line for line in recent[shown[-1] + 1 if shown else 0:]):
                out.append(f"{side} reads the {enemy} purchases in the log")
    return out
