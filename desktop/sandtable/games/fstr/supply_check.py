"""Step E, the supply check of the active player (17, seed 003 lines 879-921), and the enemy's
Reserve windows (15.2, lines 803-809; spec C22).

Before the check the active player may spend up to 2 AP to extend every path by 2 MP each (17.6,
line 921) and try air supply with unused aircraft (17.3, line 907: d6 4-6, -1 next to the enemy,
one try per hex per impulse, never in bad weather, C24). Then units out of supply get OoS; found
OoS again they lose a step, and a unit with one step left rolls: 5-6 eliminated (17.2, line 901).
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.fstr import actions as A
from sandtable.games.fstr import combat
from sandtable.games.fstr.command import army_of
from sandtable.games.fstr.flow import ask, handler, note, push, roll, task
from sandtable.games.fstr.state import FstrState
from sandtable.games.fstr.supply import supplied_hexes

MAX_EXTENSION_AP = 2


def _pools(s: FstrState, side: str) -> list[str]:
    return [p for p in s.ap if (p == "axis") == (side == "axis") and s.ap[p] > 0]


def unsupplied_hexes(s: FstrState, side: str) -> list[str]:
    table = supplied_hexes(s, side, 2.0 * s.extension.get(side, 0))
    return sorted(
        {
            s.loc[u]
            for u in s.on_map(side)
            if s.loc[u] not in table and u not in s.auto_supply and s.loc[u] not in s.air_supplied
        }
    )


def supply_options(s: FstrState, side: str) -> list[Action]:
    out: list[Action] = []
    hexes = unsupplied_hexes(s, side)
    if not hexes:
        return out
    if s.extension.get(side, 0) < MAX_EXTENSION_AP and _pools(s, side):
        out.append(A.Choose("extend_supply"))
    if s.air[side] > 0 and s.weather == "fine":
        out.extend(A.AirSupply(h) for h in hexes if h not in s.air_tried)
    return out


@task("supply")
def _supply(s: FstrState, data: dict[str, Any]) -> None:
    side = data["side"]
    if supply_options(s, side):
        ask(s, side, "supply", "extend the supply range (1 AP), try air supply, or Done")
    else:
        push(s, ("supply_check", data))


@handler("supply")
def _on_supply(s: FstrState, p: dict[str, Any], a: Action) -> None:
    side = p["side"]
    if isinstance(a, A.Done):
        push(s, ("supply_check", {"side": side}))
        return
    push(s, ("supply", {"side": side}))
    if isinstance(a, A.Choose):  # 17.6: +2 MP for all the player's units, at most 2 AP an impulse
        s.ap[_pools(s, side)[0]] -= 1
        s.extension[side] = s.extension.get(side, 0) + 1
    elif isinstance(a, A.AirSupply):
        s.air[side] -= 1
        s.air_tried.append(a.hex)
        roll(
            s,
            f"air supply at {s.world.board.name_of(a.hex)}",
            "air_supply_roll",
            {"hex": a.hex, "side": side},
        )


@task("air_supply_roll")
def _air_supply_roll(s: FstrState, data: dict[str, Any]) -> None:
    dice = s.world.charts.raw["dice"]
    face = data["faces"][0] + (
        int(dice["air_supply_adjacent_enemy"]) if s.enemy_adjacent(data["hex"], data["side"]) else 0
    )
    if face >= int(dice["air_supply_from"]):
        s.air_supplied.append(data["hex"])
        note(s, f"air supply succeeds at {data['hex']}")


def armies(s: FstrState, side: str) -> list[str]:
    """The Allied armies with terminals of their own in this scenario (17.1, lines 887-893)."""
    if side != "allied":
        return []
    return sorted({str(t["army"]) for t in s.world.scenario.terminals.get(side, []) if t.get("army")})


def other_terminal_units(s: FstrState, side: str, table: dict[str, float], extra: float) -> set[str]:
    """Allied units supplied only through another army's terminal (1 AP per 3 units, line 893);
    independents may use any terminal."""
    own = {a: supplied_hexes(s, side, extra, a) for a in armies(s, side)}
    out = set()
    for u in s.on_map(side):
        army = army_of(s, s.unit(u).formation)
        if army in own and not s.independent(u) and s.loc[u] in table and s.loc[u] not in own[army]:
            out.add(u)
    return out


@task("supply_check")
def _supply_check(s: FstrState, data: dict[str, Any]) -> None:
    side = data["side"]
    extra = 2.0 * s.extension.get(side, 0)
    table = supplied_hexes(s, side, extra)
    foreign = sorted(other_terminal_units(s, side, table, extra))
    if foreign:  # 1 AP for every 3 units (or part), paid while AP last; the rest are out of supply
        affordable = 3 * sum(s.ap.get(p, 0) for p in _pools(s, side))
        paid, unpaid = foreign[:affordable], set(foreign[affordable:])
        cost = -(-len(paid) // 3)
        for _ in range(cost):
            s.ap[_pools(s, side)[0]] -= 1
        if cost:
            note(s, f"{len(paid)} units supplied from another army's terminal for {cost} AP")
    else:
        unpaid = set()
    for u in s.on_map(side):
        if (s.loc[u] in table and u not in unpaid) or u in s.auto_supply or s.loc[u] in s.air_supplied:
            s.oos.discard(u)
            continue
        s.reserve.discard(u)  # out of supply, Reserve units lose the status (line 879)
        if u not in s.oos:
            s.oos.add(u)
            continue
        if s.steps[u] == 2:
            combat.lose_step(s, u)
        else:
            push(s, ("oos_roll_ask", {"unit": u}))


@task("oos_roll_ask")
def _oos_roll_ask(s: FstrState, data: dict[str, Any]) -> None:
    if data["unit"] in s.loc:
        roll(s, f"out of supply again, {data['unit']}", "oos_roll", data)


@task("oos_roll")
def _oos_roll(s: FstrState, data: dict[str, Any]) -> None:
    if (
        data["faces"][0] >= int(s.world.charts.raw["dice"]["oos_last_step_eliminated_from"])
        and data["unit"] in s.loc
    ):
        combat.eliminate(s, data["unit"])


# -- the enemy's Reserve windows (15.2, C22) ---------------------------------------------------------------
def enemy_reserve_hexes(s: FstrState, side: str) -> list[str]:
    return sorted(
        {
            s.loc[u]
            for u in s.reserve
            if u in s.loc and s.side_of(u) == side and u not in s.end_ops and u not in s.activated
        }
    )


@task("enemy_reserve_ask")
def _enemy_reserve_ask(s: FstrState, data: dict[str, Any]) -> None:
    if enemy_reserve_hexes(s, data["side"]):
        ask(
            s,
            data["side"],
            "enemy_reserve",
            "activate one of your Reserve hexes in the enemy segment (15.2), or Done",
            final=data["final"],
        )


@handler("enemy_reserve")
def _on_enemy_reserve(s: FstrState, p: dict[str, Any], a: Action) -> None:
    from sandtable.games.fstr.ops import activate_reserve

    if isinstance(a, A.Done):
        return
    assert isinstance(a, A.ActivateReserve)
    activate_reserve(s, p["side"], a.hex, parent=s.op, interrupt=True)
    if p["final"]:  # the active player has finished: more Reserve hexes may follow (line 809)
        push(s, ("op_ask", {}), ("enemy_reserve_ask", {"side": p["side"], "final": True}))
    else:
        push(s, ("op_ask", {}))
