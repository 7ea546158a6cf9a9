"""The generic tactics effects (tactics_data.py says what each kind's fields mean).

Twelve of the sixteen tactics cards (4-7, 9-16) are played through these five kinds with their
numbers in the scenario, so a player who owns the box can type a printed effect in without touching
code. Every die is a chance step with a label; every choice (a zone, a target, a move) is asked of
the side that plays the card; a card that has nothing to act on is not offered (`USABLE`,
advanced.start_tactics). The effects on later order cards are "modifiers" kept in
`state.effects["mods"]` until the end of the turn (C24) and read by the order cards through
engine.fate_is / engine.tactic_mods.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sandtable.games.aa_dday.engine import ask, note, push, roll, side_decider, target_task, task
from sandtable.games.aa_dday.scenario import SIDE_OF
from sandtable.games.aa_dday.state import SIDE_POWERS, DDayState, key, split, words

Usable = Callable[[DDayState, int, dict[str, Any]], bool]
USABLE: dict[str, Usable] = {}


def usable(kind: str) -> Callable[[Usable], Usable]:
    def register(fn: Usable) -> Usable:
        USABLE[kind] = fn
        return fn

    return register


def _card(s: DDayState, n: int) -> dict[str, Any]:
    return s.scen.tactics[n]


def player(s: DDayState, side: str) -> str:
    """The power that decides for the side playing a card (the UK for the Allies, spec §2)."""
    return side_decider(s, side)


def _zname(s: DDayState, zone: str) -> str:
    return s.scen.place_name(zone)


def _mod(s: DDayState, card: int, effect: str, **fields: Any) -> None:
    s.effects.setdefault("mods", []).append({"card": card, "effect": effect, **fields})


# -- fire ------------------------------------------------------------------------------------------
def fire_targets(s: DDayState, t: dict[str, Any], zone: str) -> list[list[str]]:
    """The units a shot fired from `zone` may destroy: [place, "power:type"]."""
    spec = t["targets"]
    allowed = spec.get("units") or [u for u, kind in s.scen.unit_types.items() if kind.land]
    zones = [zone] if t.get("reach", "same") == "same" else [z for z in s.scen.zones
                                                               if z in s.scen.adjacency[zone]]
    barn = s.effects.get("barnstorm")
    out = []
    for z in zones:
        for k, count in sorted(s.units[z].items()):
            power, unit = split(k)
            if SIDE_OF[power] != spec["side"] or unit not in allowed or unit in spec.get("exclude", ()):
                continue
            if barn == [z, k] and count == 1 and unit == "fighter":
                continue  # tactics 3: the barnstorming fighter is no AA target (800)
            out.append([z, k])
    return out


def _shots(s: DDayState, n: int) -> list[tuple[str, dict[str, Any]]]:
    t = _card(s, n)
    shooters = t["shooters"]
    shots = []
    for z in s.scen.zones:
        if not fire_targets(s, t, z):
            continue
        for p in SIDE_POWERS[shooters["side"]]:
            shots += [("tac_shot", {"n": n, "zone": z, "power": p})] * s.count(z, key(p, shooters["unit"]))
    return shots


def _fire_zones(s: DDayState, n: int) -> list[str]:
    """The zones a card firing a fixed number of dice may pick."""
    t = _card(s, n)
    own = t["side"]
    return [z for z in s.scen.zones if fire_targets(s, t, z)
            and not (t.get("zone_rule") == "no_own_land" and s.land(z, own))]


@usable("fire")
def _fire_usable(s: DDayState, n: int, t: dict[str, Any]) -> bool:
    return bool(_shots(s, n) if "shooters" in t else _fire_zones(s, n))


@task("tactic_fire")
def _fire(s: DDayState, data: dict[str, Any]) -> None:
    n = data["n"]
    t = _card(s, n)
    if "shooters" in t:
        push(s, *_shots(s, n))
        return
    zones = _fire_zones(s, n)
    if len(zones) == 1:
        push(s, ("tac_fire_in", {"n": n, "picked": zones}))
        return
    ask(s, player(s, t["side"]), "pick_zone", f"{t['name']}: choose the zone", options=zones,
        data={"n": n, "picked": []}, then="tac_fire_in")


@task("tac_fire_in")
def _fire_in(s: DDayState, data: dict[str, Any]) -> None:
    n, zone = data["n"], data["picked"][0]
    t = _card(s, n)
    note(s, f"{t['name']} in {_zname(s, zone)}")
    push(s, *[("tac_shot", {"n": n, "zone": zone, "power": ""})] * int(t["dice"]))


@task("tac_shot")
def _shot(s: DDayState, data: dict[str, Any]) -> None:
    t = _card(s, data["n"])
    if not fire_targets(s, t, data["zone"]):
        return
    where = _zname(s, data["zone"])
    if data["power"]:
        label = f"{t['name']}: {words(key(data['power'], t['shooters']['unit']))} in {where} fires"
    else:
        label = f"{t['name']} in {where}"
    push(s, ("dice", {"needs": [[int(t["hit"]), label]], "then": "tac_shot_hit", "ctx": data}))


@task("tac_shot_hit")
def _shot_hit(s: DDayState, data: dict[str, Any]) -> None:
    t = _card(s, data["n"])
    options = fire_targets(s, t, data["zone"])
    if not data["hits"] or not options:
        return
    # The card's player picks what the hit destroys: the firing power when it fires its own units.
    chooser = data["power"] if data["power"] and SIDE_OF[data["power"]] == t["side"] else player(s, t["side"])
    push(s, target_task(chooser, options, f"{t['name']}: choose the unit destroyed", "kill", {}))


# -- modifier ------------------------------------------------------------------------------------------
def _in_boxes(s: DDayState) -> bool:
    return any(s.units[b] for b in s.scen.beach_boxes)


def _paired(s: DDayState, side: str) -> bool:
    return any(
        any(k.endswith(":infantry") and SIDE_OF[split(k)[0]] == side for k in s.units[z])
        and any(k.endswith(":artillery") and SIDE_OF[split(k)[0]] == side for k in s.units[z])
        for z in s.contested_zones()
    )


@usable("modifier")
def _modifier_usable(s: DDayState, n: int, t: dict[str, Any]) -> bool:
    if t["mod"] == "land_anywhere":  # some nation has units waiting and more than one box
        return any(
            s.units[b.id] and sum(x.power == b.power for x in s.scen.beach_boxes.values()) > 1
            for b in s.scen.beach_boxes.values()
        )
    if t["mod"] == "paired_infantry":
        return _paired(s, t["side"])
    return True


@task("tactic_modifier")
def _modifier(s: DDayState, data: dict[str, Any]) -> None:
    t = _card(s, data["n"])
    _mod(s, int(t["card"]), t["mod"], value=t.get("value"))
    note(s, f"{t['name']}: in force on order card {t['card']} this turn")


# -- bar_zone -------------------------------------------------------------------------------------------
def _bar_options(s: DDayState, t: dict[str, Any]) -> list[str]:
    return [z for z, zone in s.scen.zones.items() if t.get("zones", "any") == "any" or zone.coastal]


@usable("bar_zone")
def _bar_usable(s: DDayState, n: int, t: dict[str, Any]) -> bool:
    places = list(s.scen.zones) + (list(s.scen.beach_boxes) if 10 in t["cards"] else [])
    return bool(_bar_options(s, t)) and any(s.land(p, t["barred_side"]) for p in places)


@task("tactic_bar_zone")
def _bar(s: DDayState, data: dict[str, Any]) -> None:
    t = _card(s, data["n"])
    ask(s, player(s, t["side"]), "pick_zone", f"{t['name']}: choose the zone", options=_bar_options(s, t),
        data={"n": data["n"], "picked": []}, then="tac_bar_set")


@task("tac_bar_set")
def _bar_set(s: DDayState, data: dict[str, Any]) -> None:
    t = _card(s, data["n"])
    zone = data["picked"][0]
    for c in t["cards"]:
        _mod(s, int(c), "barred", zone=zone, side=t["barred_side"])
    note(s, f"{t['name']}: {_zname(s, zone)} is closed this turn")


# -- extra_move ----------------------------------------------------------------------------------------
def _move_mods(s: DDayState, n: int, t: dict[str, Any]) -> None:
    _mod(s, n, "unit_limit", value=int(t["units"]))
    if int(t["zones"]) >= 2:
        _mod(s, n, "move_two")


@usable("extra_move")
def _move_usable(s: DDayState, n: int, t: dict[str, Any]) -> bool:
    from sandtable.games.aa_dday.legal import moves

    # Asked with the card's limits in force, then the state is put back as it was.
    saved = (s.effects.get("mods"), s.moved, s.origins)
    s.effects["mods"] = list(saved[0] or [])
    s.moved, s.origins = {}, []
    _move_mods(s, n, t)
    found = any(moves(s, p, n, first_only=True) for p in SIDE_POWERS[t["side"]])
    if saved[0] is None:
        s.effects.pop("mods")
    else:
        s.effects["mods"] = saved[0]
    s.moved, s.origins = saved[1], saved[2]
    return found


@task("tactic_extra_move")
def _extra_move(s: DDayState, data: dict[str, Any]) -> None:
    n = data["n"]
    t = _card(s, n)
    s.moved, s.origins, s.strafe = {}, [], []
    _move_mods(s, n, t)
    # The movers are the card's; Axis units moving are strafed as usual (836).
    push(s, *[("move_step", {"power": p, "card": n}) for p in SIDE_POWERS[t["side"]]], ("strafe", {}))


# -- return_to_chart -----------------------------------------------------------------------------------
def chart_gaps(s: DDayState, cid: str, unit: str) -> list[int]:
    """The places of the chart (indices of its printed order) that held `unit` and are empty now.
    Units leave a chart from the front (565) or, on tactics 1, as its first infantry (C18): what is
    left is matched to the printed chart from the end."""
    printed = s.scen.charts[cid].entries
    left = s.charts[cid]
    kept: set[int] = set()
    j = len(left) - 1
    for i in range(len(printed) - 1, -1, -1):
        if j >= 0 and [printed[i].unit, list(printed[i].boxes)] == [left[j][0], list(left[j][1])]:
            kept.add(i)
            j -= 1
    return [i for i, e in enumerate(printed) if i not in kept and e.unit == unit]


def _returnable(s: DDayState, cid: str, unit: str) -> int:
    power = s.scen.charts[cid].power
    return min(s.lost.get(key(power, unit), 0), len(chart_gaps(s, cid, unit)))


def _charts_of(s: DDayState, t: dict[str, Any]) -> list[str]:
    return [cid for cid, c in s.scen.charts.items() if SIDE_OF[c.power] == t["side"]
            and _returnable(s, cid, t["unit"])]


@usable("return_to_chart")
def _return_usable(s: DDayState, n: int, t: dict[str, Any]) -> bool:
    return bool(_charts_of(s, t))


@task("tactic_return_to_chart")
def _return(s: DDayState, data: dict[str, Any]) -> None:
    t = _card(s, data["n"])
    push(s, *[("tac_return_roll", {"n": data["n"], "chart": cid}) for cid in _charts_of(s, t)])


@task("tac_return_roll")
def _return_roll(s: DDayState, data: dict[str, Any]) -> None:
    t = _card(s, data["n"])
    roll(s, f"{t['name']}: {s.scen.charts[data['chart']].name}", "tac_return_put", data)


@task("tac_return_put")
def _return_put(s: DDayState, data: dict[str, Any]) -> None:
    t = _card(s, data["n"])
    cid, unit = data["chart"], t["unit"]
    chart = s.scen.charts[cid]
    back = min(data["faces"][0], _returnable(s, cid, unit))
    if back <= 0:
        return
    # The most recent places first: those units re-enter next, in the chart's order (840).
    chosen = set(chart_gaps(s, cid, unit)[-back:])
    gaps = set(chart_gaps(s, cid, "infantry")) | set(chart_gaps(s, cid, "artillery")) | set(
        chart_gaps(s, cid, "tank"))
    s.charts[cid] = [[e.unit, list(e.boxes)] for i, e in enumerate(chart.entries)
                     if i in chosen or i not in gaps]
    s.lost[key(chart.power, unit)] -= back
    verb = "goes" if back == 1 else "go"
    note(s, f"{t['name']}: {back} {unit} {verb} back onto the {chart.name}")
