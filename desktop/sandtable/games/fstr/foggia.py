"""Case Foggia (optional rule 21, seed 003 lines 947-955; option `opt.21`).

Up to turn 3, at the end of the impulse in which the Allies occupy Foggia, the German tosses a coin
(the chance step "Case Foggia": face 1 = heads, nothing; face 2 = tails, "croce"): on tails Hitler
orders Foggia retaken. At the start of the third impulse after the toss 24.Pz and 1.SS Pz arrive as
reinforcements at the Axis terminals; while they are in play the Axis gets +5 AP a turn (from the
turn they arrive) and one more aircraft on a separate d6 of 5-6 (9.8); they leave for good at the
start of turn 5. The Allies then recover at once a d6 of steps from their losses, normally
unrecoverable units included (C33). Not played: delaying the paratroopers' withdrawal and bringing
a division forward (withdrawals and arrival dates are not played yet).
"""

from __future__ import annotations

from typing import Any

from sandtable.games.fstr.flow import note, push, roll, task
from sandtable.games.fstr.movement import can_stack
from sandtable.games.fstr.state import FstrState

DIVISIONS = ("24.Pz", "1.SS Pz")
LAST_TURN = 3
LEAVE_TURN = 5


def bonus(s: FstrState) -> int:
    return int(s.world.charts.raw["ap_calendar"]["modifiers"]["case_foggia_axis"])  # line 953


def in_play(s: FstrState) -> bool:
    return any(s.unit(u).formation in DIVISIONS for u in s.loc)


def check(s: FstrState) -> None:
    """End of an impulse: the toss, once, when the Allies first occupy Foggia."""
    if not s.opts.get("opt.21") or s.foggia.get("tossed") or s.turn > LAST_TURN:
        return
    h = s.world.board.named.get("foggia")
    if h is not None and s.combat_at(h, "allied"):
        s.foggia["tossed"] = True
        push(s, ("foggia_toss", {}))


@task("foggia_toss")
def _toss(s: FstrState, data: dict[str, Any]) -> None:
    roll(s, "Case Foggia (1 heads, 2 tails)", "foggia_result", {}, dice=0)


@task("foggia_result")
def _result(s: FstrState, data: dict[str, Any]) -> None:
    if data["faces"][0] == 2:
        s.foggia["arrive"] = [s.turn, s.impulse + 3]
        note(s, "Case Foggia: Hitler orders Foggia retaken")
        roll(s, "Case Foggia, Allied steps recovered", "foggia_recovery", {})


@task("foggia_recovery")
def _recovery(s: FstrState, data: dict[str, Any]) -> None:
    board = s.world.board
    left = data["faces"][0]
    for u in sorted(s.steps):
        if left and s.side_of(u) == "allied" and s.steps[u] < s.unit(u).steps:
            s.steps[u] += 1
            left -= 1
    for u in list(s.cadre["allied"]):
        if not left:
            break
        mates = [s.loc[x] for x in s.world.counters.formations[s.unit(u).formation].units if x in s.loc]
        spots = [h for m in mates for h in (m, *board.nbrs[m]) if h not in s.combat_hexes("axis")]
        if not s.opts.get("fstr.rules_v2"):  # rules 3: not onto a full hex (10, lines 615-617), nor a
            spots = [h for h in spots if h not in s.barred("allied") and can_stack(s, h, [u])]  # rearguard's
        if spots:
            s.cadre["allied"].remove(u)
            s.loc[u] = spots[0]
            s.steps[u] = min(left, s.unit(u).steps)
            left -= s.steps[u]
    note(s, f"Case Foggia: the Allies recover {data['faces'][0] - left} steps")


def arrivals(s: FstrState) -> None:
    """Reinforcement phase: the two divisions arrive; at the start of turn 5 they leave."""
    if s.turn >= LEAVE_TURN and in_play(s):
        for u in [u for u in s.loc if s.unit(u).formation in DIVISIONS]:
            s.loc.pop(u)
            s.steps.pop(u, None)
            for flags in (s.end_ops, s.reserve, s.reacted, s.oos, s.auto_supply):
                flags.discard(u)
            s.gone.append(u)
        note(s, "Case Foggia: 24.Pz and 1.SS Pz leave")
    due = s.foggia.get("arrive")
    if not due or s.foggia.get("arrived"):
        return
    turn, impulse = due
    if (s.turn, s.impulse) < (turn, impulse):
        return
    from sandtable.games.fstr.reinforce import settle
    from sandtable.games.fstr.supply import terminal_hexes

    s.foggia["arrived"] = True
    entry = sorted(terminal_hexes(s, "axis")) or sorted(s.world.board.hexes)
    units = [
        u
        for d in DIVISIONS
        for u in s.world.counters.formations[d].units
        if s.unit(u).role != "hq" and u not in s.loc and u not in s.gone and u not in s.cadre["axis"]
    ]
    for u in units:
        s.loc[u] = entry[0]
        if s.unit(u).role == "combat":
            s.steps[u] = s.unit(u).steps
            s.auto_supply.add(u)
    settle(s, units)
    s.ap["axis"] = s.ap.get("axis", 0) + bonus(s)
    note(s, "Case Foggia: 24.Pz and 1.SS Pz arrive")
