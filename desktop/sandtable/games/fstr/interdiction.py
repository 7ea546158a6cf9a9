"""Interdiction (optional rule 16.3, seed 003 lines 861-871; option `opt.16.3`) and intelligence
(optional rule 9.9, lines 587-593; option `opt.9.9`).

Interdiction: active artillery within range and aircraft anywhere (naval units are not played) put
up to 6 fire factors on a hex; every 3 factors add 2 MP to enter it, for both players, until the end
of the impulse; the counters are Fired / Used. The engine offers it in the player's own steps B and
C, in his aircraft closing window, and during the enemy's move at each of its interrupts (16.1.2)
on a hex ahead not yet entered (`ops.interdictions_ahead`, line 867). Supply paths pay it too (spec C25).

Intelligence: once an impulse, in his segment, the Allied player pays its AP (chart: reconstruction)
and chooses up to 10 enemy-occupied hexes, one at a time (an `Examine` decision; Done stops early),
whose stacks he examines; each stays visible in his observation while its stack does not change (spec H3).
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.fstr import actions as A
from sandtable.games.fstr.artillery import AIRCRAFT, counters_in_range
from sandtable.games.fstr.flow import ask, handler, push, task
from sandtable.games.fstr.state import FstrState, other

MAX_FACTORS = 6
INTEL_HEXES = 10


def extra_mp(s: FstrState, hex_key: str) -> float:
    return 2.0 * (s.interdicted.get(hex_key, 0) // 3)


def options(s: FstrState, side: str, air_only: bool = False) -> list[tuple[str, tuple[str, ...]]]:
    """(hex, counters): hexes next to enemy units, not held by them, with room under 6 factors."""
    if not s.opts.get("opt.16.3"):
        return []
    board = s.world.board
    enemy = s.combat_hexes(other(side))
    mine = s.occupied_by(side)
    targets = sorted({n for h in enemy for n in board.nbrs[h]} - enemy - mine)
    out = []
    for h in targets:
        room = MAX_FACTORS - s.interdicted.get(h, 0)
        if room < 3:
            continue
        if not air_only:
            out.extend(
                (h, (a,)) for a in counters_in_range(s, side, h, attack=True) if s.unit(a).fire <= room
            )
        if s.air[side] > 0 and s.weather == "fine":
            out.append((h, (AIRCRAFT,)))
    return out


def interdict(s: FstrState, side: str, hex_key: str, counters: tuple[str, ...]) -> None:
    from sandtable.games.fstr.artillery import use_counter

    fire = 0
    for c in counters:
        use_counter(s, side, c)
        fire += s.world.counters.aircraft_fire if c == AIRCRAFT else s.unit(c).fire
    s.interdicted[hex_key] = min(MAX_FACTORS, s.interdicted.get(hex_key, 0) + fire)


def intelligence_possible(s: FstrState, side: str) -> bool:
    cost = int(s.world.charts.operations["costs"]["intelligence"]["ap"])
    return (
        side == "allied"
        and bool(s.opts.get("opt.9.9"))
        and not s.intel_used
        and sum(v for k, v in s.ap.items() if k != "axis") >= cost
    )


def intelligence(s: FstrState) -> None:
    """Pay the AP (any Allied pool) and let the Allied player pick the hexes, one at a time."""
    cost = int(s.world.charts.operations["costs"]["intelligence"]["ap"])
    for p in [k for k in s.ap if k != "axis"]:
        take = min(cost, s.ap[p])
        s.ap[p] -= take
        cost -= take
    s.intel_used = True
    s.intel = {}
    push(s, ("intel_ask", {"left": INTEL_HEXES}))


def examinable(s: FstrState) -> list[str]:
    """Enemy-occupied hexes not yet examined in this use, nearest to the Allied units first (the
    order the computer player may follow)."""
    board = s.world.board
    mine = list(s.combat_hexes("allied"))
    return sorted(
        (h for h in s.occupied_by("axis") if h not in s.intel),
        key=lambda h: (min((board.distance(h, m) for m in mine), default=0), h),
    )


@task("intel_ask")
def _intel_ask(s: FstrState, data: dict[str, Any]) -> None:
    if data["left"] > 0 and examinable(s):
        ask(s, "allied", "intel", f"examine an enemy stack ({data['left']} left)", left=data["left"])


@handler("intel")
def _on_intel(s: FstrState, p: dict[str, Any], a: Action) -> None:
    if isinstance(a, A.Examine):
        s.intel[a.hex] = sorted(u for u in s.units_at(a.hex) if s.side_of(u) == "axis")
        push(s, ("intel_ask", {"left": p["left"] - 1}))
