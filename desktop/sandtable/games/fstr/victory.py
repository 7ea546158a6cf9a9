"""Victory (rule 2, seed 003 lines 229-253; each scenario of rule 22, lines 957-1440).

Scenario files state the conditions as data: automatic ones ("occupy" places with supplied combat
units, "occupy_any", "capture_depot", the campaign's exit steps and Cadre-Box counts) checked after
every action and chance step ("at any moment" conditions, spec C13; occupation is tested before
supply, so the check is cheap) or at the end of the impulse, and the marginal victory by VP at the end of
the scenario (towns controlled + 1 VP per 5 enemy steps lost, reduced steps on the map included,
line 1039), or the end-of-game conditions (Diadem, the campaign's Axis minor victory).
"""

from __future__ import annotations

from typing import Any

from sandtable.games.fstr.flow import note
from sandtable.games.fstr.state import SIDES, FstrState, other
from sandtable.games.fstr.supply import supplied_hexes


def update_control(s: FstrState) -> None:
    """Control = the last side to occupy a hex (spec C13), kept for the places that matter."""
    for h in s.control:
        here = {s.side_of(u) for u in s.combat_at(h)}
        if len(here) == 1:
            s.control[h] = here.pop()


def _place(s: FstrState, name: str) -> str | None:
    return s.world.board.named.get(name.casefold())


def occupied(
    s: FstrState, side: str, name: str, supplied: dict[str, float] | None, paratroopers: bool = True
) -> bool:
    h = _place(s, name)
    if h is None:
        return False
    units = [u for u in s.combat_at(h, side) if paratroopers or not s.unit(u).paratroopers]
    if not units:
        return False
    return supplied is None or h in supplied or any(u in s.auto_supply for u in units)


def losses(s: FstrState, side: str, count_reduced: bool) -> int:
    t = s.step_total(side)
    return t["cadre"] + (t["reduced"] if count_reduced else 0)


def condition_met(s: FstrState, cond: dict[str, Any]) -> bool:
    side = cond["side"]
    if "by_turn" in cond and s.turn > int(cond["by_turn"]):
        return False
    if "from_turn" in cond and s.turn < int(cond["from_turn"]):
        return False
    if cond.get("capture_depot"):
        return s.captured_depot == side
    if "axis_cadre_steps" in cond:
        reduced = bool(s.opts.get("fstr.losses_include_reduced"))
        return losses(s, "axis", reduced) >= int(cond["axis_cadre_steps"]) and losses(
            s, "allied", reduced
        ) <= int(cond["allied_losses_at_most"])
    if "exit_steps" in cond:
        return s.exited_steps >= int(cond["exit_steps"])
    para = bool(cond.get("paratroopers_count", True))
    if not _occupation_possible(s, cond, side, para):
        return False  # cheap: no friendly combat unit where one is needed, no supply path to trace
    needs_supply = bool(cond.get("supply") or cond.get("supply_to"))
    table = supplied_hexes(s, side) if needs_supply else None
    if "occupy" in cond:
        return all(occupied(s, side, n, table, para) for n in cond["occupy"])
    if "occupy_any" in cond:
        return any(occupied(s, side, n, table, para) for n in cond["occupy_any"])
    if "control" in cond:
        return all(
            s.control.get(_place(s, n) or "") == side and (table is None or occupied(s, side, n, table))
            for n in cond["control"]
        )
    return False


def _occupation_possible(s: FstrState, cond: dict[str, Any], side: str, para: bool) -> bool:
    """The occupation part of a condition, supply left out: a necessary test that costs a few
    dictionary look-ups, so the conditions can be checked after every action (C13)."""
    if "occupy" in cond:
        return all(occupied(s, side, n, None, para) for n in cond["occupy"])
    if "occupy_any" in cond:
        return any(occupied(s, side, n, None, para) for n in cond["occupy_any"])
    if "control" in cond:
        return all(s.control.get(_place(s, n) or "") == side for n in cond["control"])
    return True


def _win(s: FstrState, side: str, level: str, reason: str) -> None:
    s.winner = side
    s.level = level
    s.reason = reason
    s.phase = "over"
    s.pending = None
    note(s, f"game over: {reason}")


def check_any_time(s: FstrState) -> None:
    """The "at any moment" conditions (rule 2, lines 231-248; spec C13): checked after every
    action and chance step (`FstrState._apply`), after every combat and at the end of every
    segment and impulse. Cheap when nothing is near: occupation is tested before supply."""
    if s.winner is not None:
        return
    for cond in s.world.scenario.victory.get("automatic", []):
        if cond.get("when") == "any_time" and condition_met(s, cond):
            _win(
                s,
                cond["side"],
                cond.get("level", "decisive"),
                f"{cond['side']} {cond.get('level', 'automatic')} victory: {_describe(cond)}",
            )
            return


def check_end_of_impulse(s: FstrState) -> None:
    check_any_time(s)
    if s.winner is not None:
        return
    for cond in s.world.scenario.victory.get("automatic", []):
        if cond.get("when") == "end_of_impulse" and condition_met(s, cond):
            _win(s, cond["side"], "automatic", f"{cond['side']} automatic victory: {_describe(cond)}")
            return


def _describe(cond: dict[str, Any]) -> str:
    for key in ("occupy", "occupy_any", "control"):
        if key in cond:
            return f"{key.replace('_', ' ')} {', '.join(cond[key])}"
    if cond.get("capture_depot"):
        return "an Allied supply depot captured"
    if "exit_steps" in cond:
        return f"{cond['exit_steps']} steps exited"
    return "Axis Cadre Box"


def vp(s: FstrState) -> dict[str, int]:
    m = s.world.scenario.victory.get("marginal", {})
    out = {side: 0 for side in SIDES}
    for name, points in m.get("vp", {}).items():
        h = _place(s, name)
        if h is not None and h in s.control:
            out[s.control[h]] += int(points)
    per = int(m.get("enemy_steps_per_vp", 5))
    for side in SIDES:
        out[side] += losses(s, other(side), bool(m.get("count_reduced_on_map", True))) // per
    return out


def check_end_of_game(s: FstrState) -> None:
    v = s.world.scenario.victory
    for cond in v.get("automatic", []):
        if cond.get("level") == "minor" and cond.get("when") == "any_time" and condition_met(s, cond):
            _win(s, cond["side"], "minor", f"{cond['side']} minor victory: {_describe(cond)}")
            return
    ends = [c for c in v.get("automatic", []) if c.get("when") == "end_of_game"]
    for cond in [*v.get("end_of_game", []), *ends]:
        if condition_met(s, {**cond, "when": "end_of_game"}):
            _win(s, cond["side"], cond.get("level", "minor"), f"{cond['side']} wins: {_describe(cond)}")
            return
    if "marginal" in v:
        points = vp(s)
        if points["allied"] == points["axis"]:
            _win(s, "draw", "draw", f"draw on victory points {points['allied']}-{points['axis']}")
        else:
            best = max(SIDES, key=lambda x: points[x])
            _win(
                s, best, "marginal", f"{best} marginal victory on points {points['allied']}-{points['axis']}"
            )
        return
    _win(s, "draw", "draw", "no victory condition met (spec C39)")
