"""What one side may know of a state (spec §6): the state knows everything, a player sees this.

H1 (line 380; FAQ): the programming phase is secret: until both players have committed, the
other side's purchases, the AP they cost and the log lines naming them are hidden.
H3 (lines 589-593): enemy stacks may be examined only when adjacent to a friendly unit; in any
other enemy hex a player sees the top counter and how many counters the stack holds
(`hidden_stacks`: hex -> counters not shown). Option `fstr.open_stacks` lifts the fog.
The Bari Port Box (9.5.7) is an Allied stack no Axis unit can stand next to: the Axis sees its top
counter and how many it holds (`hidden_box`), like H3.
Not hidden (spec §6): Cadre Boxes, tracks, dice, Reserve, OoS and END OPS markers, control, VP.
"""

from __future__ import annotations

from sandtable.games.fstr.state import SIDES, FstrState, other


def secret_open(s: FstrState) -> bool:
    """True while the programming phase's purchases are still secret."""
    return any(t[0] == "allocate_end" for t in s.tasks)


def fogged(s: FstrState, side: str) -> dict[str, list[str]]:
    """Enemy hexes `side` may not examine -> the counters hidden there (all but the top one, H3);
    empty with `fstr.open_stacks`. The computer's heuristic (`ai_eval`) reads the fog from here too."""
    if s.opts.get("fstr.open_stacks"):
        return {}
    enemy = other(side)
    board = s.world.board
    friendly = s.occupied_by(side)
    near = {n for h in friendly for n in (h, *board.nbrs[h])}
    by_hex: dict[str, list[str]] = {}
    for u, h in s.loc.items():
        if s.side_of(u) == enemy and h not in near:
            by_hex.setdefault(h, []).append(u)
    out: dict[str, list[str]] = {}
    for h, units in by_hex.items():
        if side == "allied" and s.intel.get(h) == sorted(units):
            continue  # examined by intelligence and unchanged since (9.9)
        units.sort(key=lambda u: (s.unit(u).role != "combat", u))
        if units[1:]:
            out[h] = units[1:]
    return out


def observe(s: FstrState, player: int) -> FstrState:
    side = SIDES[player]
    enemy = other(side)
    o = s.clone()
    o.observer = side
    o.hidden_stacks = {}
    if secret_open(s):
        o.bought[enemy] = []
        o.spent[enemy] = 0
        pools = ["axis"] if enemy == "axis" else [p for p in s.ap if p != "axis"]
        for p in pools:
            if p in s.ap_before:
                o.ap[p] = s.ap_before[p]
        start = max((i for i, line in enumerate(s.log) if "turn" in line and "begins" in line), default=0)
        o.log = [line for i, line in enumerate(s.log) if i < start or f"{enemy}: buy" not in line]
    else:
        o.log = list(s.log)
    for h, hidden in fogged(s, side).items():
        for u in hidden:
            o.loc.pop(u, None)
            o.steps.pop(u, None)
            for flags in (o.end_ops, o.reserve, o.reacted, o.oos, o.fired, o.activated, o.auto_supply):
                flags.discard(u)
        o.hidden_stacks[h] = len(hidden)
    o.hidden_box = 0
    if side == "axis":  # the Bari Port Box as a far Allied stack: its top counter and the count (H3)
        from sandtable.games.fstr.bari import hidden

        for u in hidden(s):
            o.bari.pop(u, None)
            o.bari_new.discard(u)
            o.activated.discard(u)
        o.hidden_box = len(hidden(s))
    enemy_op = o.battle is None and o.op is not None and o.op.get("side") == enemy
    if not s.opts.get("fstr.open_stacks") and enemy_op:
        o.op = {**o.op, "units": [u for u in o.op["units"] if u in o.loc]}
    return o
