"""Order cards 1-7, 9 and 16: the airborne assault, the navy, aircraft, AA fire, blockhouses.

Special combats do not use the battle board (437, 525): each is one die per firer, and every
targeted shot names its target before the die is rolled (529), except the bombers, whose target
is chosen after a hit (330, 537; C22 in docs/rules/aa-dday.md).
"""

from __future__ import annotations

from typing import Any

from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.engine import (
    ask,
    card,
    fate_is,
    fate_result,
    fate_value,
    handler,
    note,
    push,
    target_task,
    task,
)
from sandtable.games.aa_dday.scenario import SIDE_OF
from sandtable.games.aa_dday.sequence import CARD_BY_NUMBER
from sandtable.games.aa_dday.state import ALLIED, DDayState, key, split, words


def _name(s: DDayState, place: str) -> str:
    return s.scen.place_name(place)


# -- card 1: airborne assault (383, 601-603) ------------------------------------------------------
@card("airborne_assault")
def _airborne(s: DDayState, data: dict[str, Any]) -> None:
    spaces = [a for a in s.scen.airborne if s.units[a]]
    if s.turn != 1 or not spaces:
        note(s, "no paratroopers wait in the airborne spaces: card skipped")
        return
    eff = fate_result(s, 1)
    if eff and eff.get("effect") == "remove_paratroopers":  # fate 1 negative (722)
        push(s, ("para_cull", {"left": int(eff.get("value", 2))}))
        return
    push(s, *[("para_drop", {"space": a, "attack": True}) for a in spaces])


@task("para_cull")
def _para_cull(s: DDayState, data: dict[str, Any]) -> None:
    options = [[a, k] for a in s.scen.airborne for k in s.units[a]]
    if data["left"] <= 0 or not options:
        push(s, *[("para_drop", {"space": a, "attack": False}) for a in s.scen.airborne if s.units[a]])
        return
    push(
        s,
        target_task(
            "germany",
            options,
            "fate card 1: choose a paratrooper to remove",
            "para_culled",
            {"left": data["left"]},
        ),
    )


@task("para_culled")
def _para_culled(s: DDayState, data: dict[str, Any]) -> None:
    if data["target"]:
        s.lose(*data["target"])
    push(s, ("para_cull", {"left": data["left"] - 1}))


@task("para_drop")
def _para_drop(s: DDayState, data: dict[str, Any]) -> None:
    """The paratroopers land in their own zone and, unless fate 1 forbids it, attack it (601, 603)."""
    space = s.scen.airborne[data["space"]]
    units = dict(s.units[space.id])
    for k, n in units.items():
        s.take(space.id, k, n)
        s.add(space.zone, k, n)
    total = sum(units.values())
    note(s, f"{total} paratroopers land in {_name(s, space.zone)}")
    if not data["attack"] or s.land(space.zone, "axis") == 0:
        return
    hit = fate_value(s, 1, "hit", CARD_BY_NUMBER[1].hit or 1)
    push(
        s,
        (
            "dice",
            {
                "needs": [[hit, f"paratroopers attack in {_name(s, space.zone)}"]] * total,
                "then": "para_hits",
                "ctx": {"zone": space.zone},
            },
        ),
    )


@task("para_hits")
def _para_hits(s: DDayState, data: dict[str, Any]) -> None:
    exclude = [] if s.opts["airborne_hits_blockhouses"] else ["blockhouse"]  # C17
    push(
        s,
        (
            "casualties",
            {
                "place": data["zone"],
                "side": "axis",
                "n": data["hits"],
                "mode": "remove",
                "chooser": "germany",
                "exclude": exclude,
            },
        ),
    )


# -- card 2: naval bombardment (553-557, 605-609) -------------------------------------------------
def _blockhouses(s: DDayState) -> list[list[str]]:
    return [[z, "germany:blockhouse"] for z in s.scen.zones if s.count(z, "germany:blockhouse")]


@card("naval_bombardment")
def _naval(s: DDayState, data: dict[str, Any]) -> None:
    if not _blockhouses(s):
        note(s, "no blockhouse stands: card skipped")
        return
    push(s, ("naval_shot", {"left": 6}))


@task("naval_shot")
def _naval_shot(s: DDayState, data: dict[str, Any]) -> None:
    options = _blockhouses(s)
    if data["left"] <= 0 or not options:
        return
    push(
        s,
        target_task(
            "uk",
            options,
            f"naval bombardment: name the blockhouse for die {7 - data['left']}",
            "naval_roll",
            {"left": data["left"]},
        ),
    )


@task("naval_roll")
def _naval_roll(s: DDayState, data: dict[str, Any]) -> None:
    hit = fate_value(s, 2, "hit", CARD_BY_NUMBER[2].hit or 2)
    push(
        s,
        (
            "dice",
            {
                "needs": [[hit, f"naval bombardment at {_name(s, data['target'][0])}"]],
                "then": "naval_result",
                "ctx": data,
            },
        ),
    )


@task("naval_result")
def _naval_result(s: DDayState, data: dict[str, Any]) -> None:
    if data["hits"]:
        s.lose(*data["target"])
        note(s, f"a blockhouse in {_name(s, data['target'][0])} is destroyed")
    push(s, ("naval_shot", {"left": data["left"] - 1}))


# -- cards 3 and 5: aircraft leave the airfield (613-615, 623, 537-539, 330) ------------------------
@card("place_fighters")
def _fighters(s: DDayState, data: dict[str, Any]) -> None:
    _launch(s, "fighter", 3)


@card("bomber_strikes")
def _bombers(s: DDayState, data: dict[str, Any]) -> None:
    _launch(s, "bomber", 5)


def _launch(s: DDayState, unit: str, n: int) -> None:
    powers = [p for p in ALLIED if s.count(s.scen.airfield, key(p, unit))]
    if not powers:
        note(s, f"no {unit} on the airfield: card skipped")
        return
    push(s, *[("launch", {"power": p, "unit": unit, "n": n}) for p in powers])


@task("launch")
def _launch_power(s: DDayState, data: dict[str, Any]) -> None:
    ready = s.count(s.scen.airfield, key(data["power"], data["unit"]))
    grounded = fate_value(s, data["n"], "grounded", 0)
    if grounded:  # fate 3/5 negative: one die per aircraft, grounded on 4-6
        needs = [
            [grounded - 1, f"fate card {data['n']}: can this {data['power']} {data['unit']} fly"]
        ] * ready
        push(s, ("dice", {"needs": needs, "then": "fly", "ctx": data}))
    else:
        push(s, ("fly", {**data, "hits": ready}))


@task("fly")
def _fly(s: DDayState, data: dict[str, Any]) -> None:
    if data["hits"] <= 0 or not s.count(s.scen.airfield, key(data["power"], data["unit"])):
        return
    ask(
        s,
        data["power"],
        "place_aircraft",
        f"send {data['unit']}s from the airfield ({data['hits']} may fly)",
        data={k: v for k, v in data.items() if k != "rolled"},
    )


@handler("place_aircraft")
def _on_place(s: DDayState, pending: dict[str, Any], action: Any) -> None:
    data = pending["data"]
    if isinstance(action, A.Done):
        return
    assert isinstance(action, A.PlaceAircraft)
    k = key(data["power"], data["unit"])
    s.take(s.scen.airfield, k)
    s.add(action.zone, k)
    note(s, f"{data['power']} {data['unit']} to {_name(s, action.zone)}")
    rest = ("fly", {**data, "hits": data["hits"] - 1})
    if data["unit"] == "bomber":  # each bomber rolls at once (623)
        hit = fate_value(s, 5, "hit", CARD_BY_NUMBER[5].hit or 3)
        push(
            s,
            (
                "dice",
                {
                    "needs": [[hit, f"{data['power']} bomber over {_name(s, action.zone)}"]],
                    "then": "bomb_result",
                    "ctx": {"zone": action.zone, "power": data["power"]},
                },
            ),
            rest,
        )
    else:
        push(s, rest)


def fighter_limit(s: DDayState) -> int | None:
    return None if fate_is(s, 3, "no_fighter_limit") else s.scen.fighter_limit


@task("bomb_result")
def _bomb_result(s: DDayState, data: dict[str, Any]) -> None:
    if not data["hits"]:
        return
    zone = data["zone"]
    options = [[zone, k] for k in s.units[zone] if SIDE_OF[split(k)[0]] == "axis"]
    push(
        s,
        target_task(
            data["power"],
            options,
            f"the bomb hits: choose the Axis unit destroyed in {_name(s, zone)}",
            "kill",
            {},
        ),
    )


@task("kill")
def _kill(s: DDayState, data: dict[str, Any]) -> None:
    """Destroy data["target"]: after a die when data has "hits", at once after a chosen hit otherwise."""
    if data["target"] and data.get("hits", 1) and s.count(*data["target"]):
        s.lose(*data["target"])
        note(s, f"{words(data['target'][1])} in {_name(s, data['target'][0])} is destroyed")


# -- cards 4 and 6: AA fire (541-545, 619, 627) ----------------------------------------------------
@card("aa_fighters")
def _aa_fighters(s: DDayState, data: dict[str, Any]) -> None:
    _aa(s, "fighter", 4)


@card("aa_bombers")
def _aa_bombers(s: DDayState, data: dict[str, Any]) -> None:
    _aa(s, "bomber", 6)


def _aa_zones(s: DDayState, unit: str) -> list[str]:
    zones = [z for z in s.scen.zones if s.air(z, unit) and s.count(z, "germany:artillery")]
    barn = s.effects.get("barnstorm")
    if unit == "fighter" and barn and barn[0] in zones and s.air(barn[0], unit) == 1:
        zones.remove(barn[0])  # tactics 3: a lone barnstorming fighter draws no fire (800)
    return zones


def _aa(s: DDayState, unit: str, n: int) -> None:
    zones = _aa_zones(s, unit)
    if not zones:
        note(s, "no Axis artillery shares a zone with the aircraft: card skipped")
        return
    if fate_is(s, n, "no_fire_zone"):  # fate 4/6 negative: the Allies silence one zone
        push(s, ("aa_silence", {"unit": unit, "n": n}))
        return
    push(s, ("aa_zones", {"unit": unit, "n": n, "silenced": ""}))


@task("aa_silence")
def _aa_silence(s: DDayState, data: dict[str, Any]) -> None:
    zones = _aa_zones(s, data["unit"])
    if len(zones) == 1:
        push(s, ("aa_zones", {**data, "silenced": zones[0]}))
        return
    ask(
        s,
        "uk",
        "pick_zone",
        "fate card: choose the zone where the AA guns stay silent",
        options=zones,
        data={**data, "picked": []},
        then="aa_silenced",
    )


@task("aa_silenced")
def _aa_silenced(s: DDayState, data: dict[str, Any]) -> None:
    push(s, ("aa_zones", {**data, "silenced": data["picked"][0]}))


@task("aa_zones")
def _aa_zone_list(s: DDayState, data: dict[str, Any]) -> None:
    shots = []
    for z in _aa_zones(s, data["unit"]):
        if z != data["silenced"]:
            shots += [("aa_shot", {"zone": z, "unit": data["unit"], "n": data["n"]})] * s.count(
                z, "germany:artillery"
            )
    push(s, *shots)


@task("aa_shot")
def _aa_shot(s: DDayState, data: dict[str, Any]) -> None:
    zone, unit = data["zone"], data["unit"]
    barn = s.effects.get("barnstorm") if unit == "fighter" else None
    options = []
    for p in ALLIED:
        free = s.count(zone, key(p, unit)) - (1 if barn and barn == [zone, key(p, unit)] else 0)
        if free > 0:
            options.append([zone, key(p, unit)])
    if not options:
        return
    push(
        s,
        target_task(
            "germany",
            options,
            f"AA fire in {_name(s, zone)}: choose the {unit} this gun aims at",
            "aa_roll",
            data,
        ),
    )


@task("aa_roll")
def _aa_roll(s: DDayState, data: dict[str, Any]) -> None:
    hit = fate_value(s, data["n"], "hit", CARD_BY_NUMBER[data["n"]].hit or 1)
    push(
        s,
        (
            "dice",
            {
                "needs": [[hit, f"AA fire in {_name(s, data['zone'])} at a {words(data['target'][1])}"]],
                "then": "kill",
                "ctx": {"target": data["target"]},
            },
        ),
    )


# -- cards 7 and 16: aircraft return (631, 700) ------------------------------------------------------
@card("bombers_land")
def _bombers_land(s: DDayState, data: dict[str, Any]) -> None:
    _return(s, "bomber", 7)


@card("fighters_land")
def _fighters_land(s: DDayState, data: dict[str, Any]) -> None:
    _return(s, "fighter", 16)


def _return(s: DDayState, unit: str, n: int) -> None:
    out = [[z, k] for z in s.scen.zones for k in s.units[z] if split(k)[1] == unit]
    eff = fate_result(s, n)
    tasks = []
    if eff and eff.get("effect") == "eliminate_aircraft" and out:  # fate 7/16 negative (742, 786)
        tasks.append(
            target_task("germany", out, f"fate card {n}: choose the {unit} to eliminate", "kill", {})
        )
    if eff and eff.get("effect") == "replace_aircraft":  # fate 7/16 positive: one lost aircraft back
        for p in ALLIED:
            if s.lost.get(key(p, unit), 0):
                s.lost[key(p, unit)] -= 1
                s.add(s.scen.airfield, key(p, unit))
                note(s, f"fate card {n}: a lost {p} {unit} is replaced on the airfield")
                break
    push(s, *tasks, ("return", {"unit": unit}))


@task("return")
def _return_all(s: DDayState, data: dict[str, Any]) -> None:
    back = 0
    for z in s.scen.zones:
        for p in ALLIED:
            k = key(p, data["unit"])
            n = s.count(z, k)
            if n:
                s.take(z, k, n)
                s.add(s.scen.airfield, k, n)
                back += n
    if back:
        note(s, f"{back} {data['unit']}(s) return to the airfield")


# -- card 9: blockhouses fire to sea (645-647, 551, 286) -------------------------------------------------
def _bh_options(s: DDayState, zone: str) -> list[list[str]]:
    return [[b, k] for b in s.scen.arcs.get(zone, ()) for k in s.units[b] if SIDE_OF[split(k)[0]] == "allies"]


@card("blockhouses_fire")
def _bh_fire(s: DDayState, data: dict[str, Any]) -> None:
    shots = []
    for z in s.scen.arcs:
        if _bh_options(s, z):
            shots += [("bh_shot", {"zone": z})] * s.count(z, "germany:blockhouse")
    if not shots:
        note(s, "no blockhouse has a target at sea: card skipped")
        return
    push(s, *shots)


@task("bh_shot")
def _bh_shot(s: DDayState, data: dict[str, Any]) -> None:
    options = _bh_options(s, data["zone"])
    if options:
        push(
            s,
            target_task(
                "germany",
                options,
                f"a blockhouse in {_name(s, data['zone'])} fires: choose its target",
                "bh_roll",
                data,
            ),
        )


@task("bh_roll")
def _bh_roll(s: DDayState, data: dict[str, Any]) -> None:
    hit = fate_value(s, 9, "hit", CARD_BY_NUMBER[9].hit or 3)
    push(
        s,
        (
            "dice",
            {
                "needs": [[hit, f"blockhouse in {_name(s, data['zone'])} fires at "
                                f"{words(data['target'][1])}"]],
                "then": "kill",
                "ctx": {"target": data["target"]},
            },
        ),
    )
