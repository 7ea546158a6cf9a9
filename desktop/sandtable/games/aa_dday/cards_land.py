"""Order cards 8, 10, 12, 14 and 15: land movement, landing, strafing and reinforcements.

Movement (399-409): one zone, tanks two if the first zone holds no enemy land units (274, C6);
units in a zone with enemy land units are locked in combat (409); no side may end a move with
more than 8 land units in a zone, blockhouses not counted (417-421). The legality of each move is
in legal.py; this module performs the cards.
"""

from __future__ import annotations

import math
from typing import Any

from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.engine import ask, card, fate_is, fate_result, handler, note, push, roll, task
from sandtable.games.aa_dday.sequence import STRAFE_HIT
from sandtable.games.aa_dday.state import ALLIED, DDayState, key, words


# -- cards 8, 10, 12: moves ------------------------------------------------------------------------
@card("allies_move")
def _allies_move(s: DDayState, data: dict[str, Any]) -> None:
    push(s, *[("move_step", {"power": p, "card": 8}) for p in ALLIED])


@card("allies_land")
def _allies_land(s: DDayState, data: dict[str, Any]) -> None:
    push(s, *[("move_step", {"power": p, "card": 10}) for p in ALLIED])


@card("axis_move")
def _axis_move(s: DDayState, data: dict[str, Any]) -> None:
    s.strafe = []
    push(s, ("move_step", {"power": "germany", "card": 12}), ("strafe", {}))


@task("move_step")
def _move_step(s: DDayState, data: dict[str, Any]) -> None:
    from sandtable.games.aa_dday.legal import moves

    if not moves(s, data["power"], data["card"], first_only=True):
        return
    verb = "land units from the beach boxes" if data["card"] == 10 else "move land units"
    ask(s, data["power"], "move", f"{verb}, then Done", card=data["card"])


@handler("move")
def _on_move(s: DDayState, pending: dict[str, Any], action: Any) -> None:
    if isinstance(action, A.Done):
        return
    assert isinstance(action, A.Move)
    power = pending["power"]
    k = key(power, action.unit)
    s.take(action.origin, k, action.count)
    s.add(action.dest, k, action.count)
    s.moved.setdefault(action.dest, {})
    s.moved[action.dest][k] = s.moved[action.dest].get(k, 0) + action.count
    tag = f"{power}:{action.origin}"
    if tag not in s.origins:
        s.origins.append(tag)
    if power == "germany":  # exposed to the fighters of every zone it leaves, crosses or enters (535, C7)
        zones = (
            [action.origin]
            + (
                [action.via, action.via]
                if action.via and s.opts["strafe_passing_twice"]
                else [action.via]
                if action.via
                else []
            )
            + [action.dest]
        )
        s.strafe += [[k, action.dest, zones]] * action.count
    note(
        s,
        f"{power} {action.count} {action.unit}: {s.scen.place_name(action.origin)} > "
        + (f"{s.scen.place_name(action.via)} > " if action.via else "")
        + s.scen.place_name(action.dest),
    )
    push(s, ("move_step", {"power": power, "card": pending["card"]}))


# -- strafing (cards 12 and 15; 314, 535, 615, 668, 694) -----------------------------------------------
@task("strafe")
def _strafe(s: DDayState, data: dict[str, Any]) -> None:
    """Every fighter fires once at every Axis unit that moved into or out of its zone (C7: a fighter
    fires at most once at a unit, unless the option counts a crossed zone twice)."""
    movers, s.strafe = s.strafe, []
    shots = []
    for k, where, zones in movers:
        dice = 0
        seen: list[str] = []
        for z in zones:
            if z in seen and not s.opts["strafe_passing_twice"]:
                continue
            seen.append(z)
            dice += s.air(z, "fighter")
        if dice:
            shots.append(("strafe_unit", {"k": k, "where": where, "dice": dice}))
    push(s, *shots)


@task("strafe_unit")
def _strafe_unit(s: DDayState, data: dict[str, Any]) -> None:
    if "faces" in data:
        if data.pop("faces")[0] <= STRAFE_HIT:
            if s.count(data["where"], data["k"]):
                s.lose(data["where"], data["k"])
                note(s, f"fighters destroy a {words(data['k'])} in {s.scen.place_name(data['where'])}")
            return
        data["dice"] -= 1
    if data["dice"] > 0 and s.count(data["where"], data["k"]):
        roll(
            s,
            f"fighters strafe a {data['k'].split(':')[1]} in {s.scen.place_name(data['where'])} "
            f"(hits on {STRAFE_HIT})",
            "strafe_unit",
            data,
        )


# -- cards 14 and 15: reinforcements (559-573, 684-696) -----------------------------------------------
@card("allied_reinforcement")
def _allied_reinforcement(s: DDayState, data: dict[str, Any]) -> None:
    order = {p: i for i, p in enumerate(ALLIED)}
    charts = [cid for cid, c in s.scen.charts.items() if c.power != "germany"]
    _reinforce(s, sorted(charts, key=lambda c: order[s.scen.charts[c].power]), 14)


@card("axis_reinforcement")
def _axis_reinforcement(s: DDayState, data: dict[str, Any]) -> None:
    s.strafe = []
    _reinforce(s, [cid for cid, c in s.scen.charts.items() if c.power == "germany"], 15, [("strafe", {})])


def _reinforce(
    s: DDayState,
    charts: list[str],
    n: int,
    after: list[tuple[str, dict[str, Any]]] | None = None,
) -> None:
    charts = [c for c in charts if s.charts[c]]
    if not charts:
        note(s, "the reinforcement charts are empty: card skipped")
        return
    # The Allies roll once per nation, UK first (686), the Axis once per German chart (567, 694).
    push(s, *[("reinforce_roll", {"chart": c, "n": n}) for c in charts], *(after or []))


@task("reinforce_roll")
def _reinforce_roll(s: DDayState, data: dict[str, Any]) -> None:
    roll(s, f"reinforcements: {s.scen.charts[data['chart']].name}", "reinforce_rolled", data, dice=2)


@task("reinforce_rolled")
def _reinforce_rolled(s: DDayState, data: dict[str, Any]) -> None:
    if fate_is(s, data["n"], "reroll") and not data.get("rerolled"):  # fate 14/15 positive (774, 778)
        ask(
            s,
            s.scen.charts[data["chart"]].power,
            "reroll",
            f"you rolled {data['faces']}: re-roll one die?",
            data=data,
        )
        return
    total = sum(data["faces"])
    eff = fate_result(s, data["n"])
    if eff and eff.get("effect") == "halve":  # fate 14/15 negative: halved, rounded up
        total = math.ceil(total / 2)
    note(s, f"{s.scen.charts[data['chart']].name}: {total} unit(s) may enter")
    push(s, ("reinforce_place", {"chart": data["chart"], "left": total}))


@handler("reroll")
def _on_reroll(s: DDayState, pending: dict[str, Any], action: Any) -> None:
    assert isinstance(action, A.Reroll)
    data = {**pending["data"], "rerolled": True}
    if action.die == 0:
        push(s, ("reinforce_rolled", data))
        return
    kept = [f for i, f in enumerate(data.pop("faces")) if i != action.die - 1]
    roll(s, "fate card: re-roll of one reinforcement die", "reinforce_rerolled", {**data, "kept": kept})


@task("reinforce_rerolled")
def _reinforce_rerolled(s: DDayState, data: dict[str, Any]) -> None:
    faces = data.pop("kept") + data.pop("faces")
    push(s, ("reinforce_rolled", {**data, "faces": faces}))


def reinforcement_places(s: DDayState, chart_id: str) -> list[str]:
    """Where the next unit of the chart may enter now (565, 569, 571, 690, 696)."""
    chart = s.scen.charts[chart_id]
    if not s.charts[chart_id]:
        return []
    unit, boxes = s.charts[chart_id][0]
    if chart.power == "germany":
        zones = [z for sec in chart.sectors for z in s.scen.sectors[sec]]
        out = []
        for z in dict.fromkeys(zones):
            if s.land(z, "axis", stacking_only=True) >= s.scen.stack_limit:
                continue
            if not s.opts["axis_place_where_allies_are"] and s.land(z, "allies"):
                continue
            out.append(z)
        return out
    out = []
    for b in s.scen.beach_boxes.values():
        if b.power != chart.power or (boxes and s.opts["chart_beach_restrictions"] and b.id not in boxes):
            continue
        if sum(s.units[b.id].values()) < b.capacity:
            out.append(b.id)
    return out


@task("reinforce_place")
def _reinforce_place(s: DDayState, data: dict[str, Any]) -> None:
    chart = s.scen.charts[data["chart"]]
    if data["left"] <= 0 or not s.charts[data["chart"]]:
        return
    places = reinforcement_places(s, data["chart"])
    if not places:
        note(
            s,
            f"the next {s.charts[data['chart']][0][0]} of the {chart.name} does not fit: "
            f"{data['left']} unit(s) stay on the chart",
        )
        return
    if len(places) == 1 and not s.opts["hold_back_reinforcements"]:
        place_reinforcement(s, data["chart"], places[0])
        push(s, ("reinforce_place", {**data, "left": data["left"] - 1}))
        return
    ask(
        s,
        chart.power,
        "reinforce",
        f"place the next {s.charts[data['chart']][0][0]} of the {chart.name} ({data['left']} to place)",
        data=data,
    )


def place_reinforcement(s: DDayState, chart_id: str, place: str) -> None:
    chart = s.scen.charts[chart_id]
    unit, _ = s.charts[chart_id].pop(0)
    k = key(chart.power, unit)
    s.add(place, k)
    if chart.power == "germany":
        s.strafe.append([k, place, [place]])  # placed units enter a zone: strafed (694)
    note(s, f"{chart.power} {unit} enters at {s.scen.place_name(place)}")


@handler("reinforce")
def _on_reinforce(s: DDayState, pending: dict[str, Any], action: Any) -> None:
    data = pending["data"]
    if isinstance(action, A.Done):
        note(s, f"{data['left']} reinforcement(s) held back on the chart")
        return
    assert isinstance(action, A.Reinforce)
    place_reinforcement(s, data["chart"], action.place)
    push(s, ("reinforce_place", {**data, "left": data["left"] - 1}))
