"""Rearguards (optional rule 12, seed 003 lines 669-671; spec 3.14).

The Axis has as many rearguard counters as the scenario grants (Salerno, Diadem, Kesselring 4,
Anzio 2) when option `opt.12` is on. At step 4f of every impulse he places them anywhere, one a
hex, in supply and not next to the enemy (`s.rearguards`, hexes). They have no dots, MA or
combat factor. They hinder strategic movement (they count as enemy units for the 4-hex rule),
cut Allied supply paths in their own hex only, and cause no adjacency surcharge. Allied units
must attack to enter their hex. A rearguard alone, attacked, rolls a d6: 1 no effect, 2-3 it
retreats 3 hexes (the attacker may advance and penetrate), 4-6 eliminated (back next impulse).
Stacked with Axis units it is eliminated by any adverse result and never absorbs losses.
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.fstr import actions as A
from sandtable.games.fstr.flow import ask, handler, note, push, roll, task
from sandtable.games.fstr.state import FstrState


def granted(s: FstrState) -> int:
    return int(s.world.scenario.rules.get("rearguards", 0) or 0) if s.opts.get("opt.12") else 0


def placements(s: FstrState) -> list[str]:
    from sandtable.games.fstr.supply import supplied_hexes

    if len(s.rearguards) >= granted(s):
        return []
    table = supplied_hexes(s, "axis")
    allied = s.combat_hexes("allied")
    near = allied | {n for h in allied for n in s.world.board.nbrs[h]}
    return sorted(h for h in table if h in s.world.board.hexes and h not in s.rearguards and h not in near)


@task("rearguards")
def _rearguards(s: FstrState, data: dict[str, Any]) -> None:
    if data.get("first"):
        s.rearguards = []  # all come back and are placed afresh each impulse (line 671)
        data = {"options": placements(s)}
    options = [h for h in data["options"] if h not in s.rearguards]
    if options and len(s.rearguards) < granted(s):
        ask(
            s,
            "axis",
            "rearguard",
            f"place a rearguard ({len(s.rearguards)} of {granted(s)}), or Done",
            options=options,
        )


@handler("rearguard")
def _on_rearguard(s: FstrState, p: dict[str, Any], a: Action) -> None:
    if isinstance(a, A.Done):
        return
    assert isinstance(a, A.PlaceRearguard)
    s.rearguards.append(a.hex)
    push(s, ("rearguards", {"options": p["options"]}))


def alone(s: FstrState, hex_key: str) -> bool:
    return hex_key in s.rearguards and not s.combat_at(hex_key, "axis")


def attack_rearguard(s: FstrState) -> None:
    b = s.battle
    assert b is not None
    roll(s, f"rearguard alone at {s.world.board.name_of(b['target'])}", "rearguard_roll", {})


@task("rearguard_roll")
def _rearguard_roll(s: FstrState, data: dict[str, Any]) -> None:
    from sandtable.games.fstr.combat import terminal_distance

    b = s.battle
    assert b is not None
    target = b["target"]
    result = str(s.world.charts.raw["dice"]["rearguard_alone"][str(data["faces"][0])])
    note(s, f"rearguard: {result}")
    if result == "none":
        b["attacker_end_ops"] = True
    else:
        s.rearguards.remove(target)
        if result.startswith("retreat"):
            board = s.world.board
            dist = terminal_distance(s, "axis")
            blocked = s.combat_hexes("allied") | set(s.rearguards)
            ring = [h for h in board.within(target, 3) if board.distance(h, target) == 3 and h not in blocked]
            spots = [h for h in ring if dist[h] < dist[target]] or [
                h for h in ring if dist[h] <= dist[target]
            ]
            if spots:
                s.rearguards.append(min(spots, key=lambda h: (dist[h], h)))
    push(s, ("advance_ask", {}), ("battle_end", {}))


def hit_by_result(s: FstrState, hex_key: str) -> None:
    """A rearguard stacked with Axis units goes with any adverse result (line 671)."""
    if hex_key in s.rearguards:
        s.rearguards.remove(hex_key)
        note(s, f"the rearguard at {hex_key} is eliminated")
