"""Mules (17.4, seed 003 lines 909-913): only in mountain hexes, placed by the active player during
his movement (even next to the enemy), one a hex, movable later; each lowers by 1 MP the supply-path
cost of its hex for its side; it never stops adjacent enemies from cutting a path. Alone in a hex an
enemy enters it is eliminated and comes back the next impulse (spec default, line 911); stacked it
shares the stack's fate and never absorbs losses. Counts are scenario data (Diadem 2 a side;
Kesselring 2 a side from 3.1).
"""

from __future__ import annotations

from sandtable.games.fstr.state import FstrState


def granted(s: FstrState, side: str) -> int:
    n = 0
    for m in s.world.scenario.rules.get("mules", []) or []:
        if m.get("side") == side and (m.get("turn", 0), m.get("impulse", 0)) <= (s.turn, s.impulse):
            n += int(m.get("count", 0))
    return n


def placements(s: FstrState, side: str) -> list[str]:
    """Mountain hexes next to or under friendly units (a practical limit: a mule is useful on a
    supply path) where a mule may go now, if one is free or may still be moved this impulse."""
    mine = s.mules.get(side, [])
    if len(mine) >= granted(s, side) - s.mules_lost.get(side, 0) and s.mules_moved.get(side, 0) >= len(mine):
        return []
    board = s.world.board
    near = {n for h in s.occupied_by(side) for n in (h, *board.nbrs[h])}
    taken = set(mine) | {h for hs in s.mules.values() for h in hs}
    enemy = s.combat_hexes("axis" if side == "allied" else "allied")
    return sorted(
        h for h in near if board.hexes[h].terrain == "mountain" and h not in taken and h not in enemy
    )


def place(s: FstrState, side: str, hex_key: str) -> None:
    mine = s.mules.setdefault(side, [])
    if len(mine) < granted(s, side) - s.mules_lost.get(side, 0):
        mine.append(hex_key)
    else:
        mine.pop(0)  # the oldest mule moves
        mine.append(hex_key)
        s.mules_moved[side] = s.mules_moved.get(side, 0) + 1


def entered(s: FstrState, side: str, hex_key: str) -> None:
    """`side` enters `hex_key`: an enemy mule alone there is eliminated until the next impulse."""
    enemy = "axis" if side == "allied" else "allied"
    if hex_key in s.mules.get(enemy, []) and not s.combat_at(hex_key, enemy):
        s.mules[enemy].remove(hex_key)
        s.mules_lost[enemy] = s.mules_lost.get(enemy, 0) + 1
