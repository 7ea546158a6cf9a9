"""The D-Day scenario file (maps/aa-dday/scenario.json): read, checked, turned into a `Scenario`.

Everything printed on the board, the charts and the cards that the rulebook text does not give is
data here (seed 001 lines 340-358: "the silhouettes printed..."), each part marked fact /
reference / reconstruction in the file. A bad file is refused with one sentence naming the
problem (`ScenarioError`), never a traceback.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# The tactics effects the code knows and what their fields mean (null: the card is set aside).
from sandtable.games.aa_dday.tactics_data import problem as tactics_problem

POWERS = ("germany", "uk", "us")
SIDE_OF = {"germany": "axis", "uk": "allies", "us": "allies"}
LAND_TYPES = ("infantry", "artillery", "tank", "blockhouse")
AIR_TYPES = ("fighter", "bomber")
LETTERS = {"I": "infantry", "A": "artillery", "T": "tank"}
# Far beyond the box (42 zones, 3 charts of under 40 units): a file past them is not a D-Day map.
MAX_ZONES = 500
MAX_CHARTS = 20
MAX_CHART_UNITS = 200


class ScenarioError(ValueError):
    """A scenario file that cannot be played; the message is one sentence for the user."""


@dataclass(frozen=True)
class Zone:
    id: str
    number: int
    name: str
    coastal: bool
    lat: float
    lon: float


@dataclass(frozen=True)
class BeachBox:
    id: str
    name: str
    power: str
    lands_in: str
    capacity: int


@dataclass(frozen=True)
class AirborneSpace:
    id: str
    name: str
    power: str
    zone: str


@dataclass(frozen=True)
class ChartEntry:
    """One silhouette of a reinforcement chart; `boxes` limits where it may land (empty: any)."""

    unit: str
    boxes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Chart:
    id: str
    name: str
    power: str
    entries: tuple[ChartEntry, ...]
    sectors: tuple[str, ...] = ()


@dataclass(frozen=True)
class UnitType:
    name: str
    attack: int
    defence: int
    move: int
    land: bool
    stacks: bool
    defence_by_power: dict[str, int] = field(default_factory=dict)


@dataclass
class Scenario:
    name: str
    turns: int
    zones: dict[str, Zone]
    adjacency: dict[str, frozenset[str]]
    victory_cities: tuple[str, ...]
    sectors: dict[str, tuple[str, ...]]
    beach_boxes: dict[str, BeachBox]
    airborne: dict[str, AirborneSpace]
    airfield: str
    airfield_name: str
    arcs: dict[str, tuple[str, ...]]
    unit_types: dict[str, UnitType]
    stack_limit: int
    fighter_limit: int
    setup: dict[str, dict[str, int]]  # place -> "power:type" -> count
    charts: dict[str, Chart]
    fate: dict[int, dict[str, Any]]
    tactics: dict[int, dict[str, Any]]
    powers: dict[str, dict[str, Any]]
    layout: dict[str, Any] = field(default_factory=dict)  # display positions of off-map places

    def place_name(self, place: str) -> str:
        if place in self.zones:
            return self.zones[place].name
        if place in self.beach_boxes:
            return self.beach_boxes[place].name
        if place in self.airborne:
            return self.airborne[place].name
        if place == self.airfield:
            return self.airfield_name
        return place

    def defence(self, power: str, unit: str) -> int:
        kind = self.unit_types[unit]
        return kind.defence_by_power.get(power, kind.defence)


def default_scenario_path(name: str = "scenario.json") -> Path:
    """The shipped maps/aa-dday/<name> (found through `sandtable.resources`, which knows the source
    tree and frozen builds)."""
    from sandtable.resources import find_resource

    found = find_resource("maps", "aa-dday", name)
    if found is None or not found.is_file():
        raise ScenarioError(f"the shipped file maps/aa-dday/{name} cannot be found")
    return found


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise ScenarioError(message)


def _obj(data: Any, where: str) -> dict[str, Any]:
    _need(isinstance(data, dict), f"{where} must be a JSON object")
    return data


def _list(data: Any, where: str) -> list[Any]:
    _need(isinstance(data, list), f"{where} must be a list")
    return data


def _str(data: Any, where: str) -> str:
    _need(isinstance(data, str) and 0 < len(data) <= 200, f"{where} must be a short non-empty text")
    return data


def _int(data: Any, where: str, low: int = 0, high: int = 1000) -> int:
    _need(
        isinstance(data, int) and not isinstance(data, bool) and low <= data <= high,
        f"{where} must be a whole number from {low} to {high}",
    )
    return data


def _counts(data: Any, where: str, powers: tuple[str, ...], types: tuple[str, ...]) -> dict[str, int]:
    """"power:type" -> count, in the order of `powers` then `types` whatever the file's key order:
    the engine walks a place's units in this order (targets, casualties), so a record must replay
    the same against an equivalent file written with other key orders."""
    found: dict[str, int] = {}
    for power, units in _obj(data, where).items():
        _need(power in powers, f"{where} names an unknown or wrong power {power!r}")
        for unit, n in _obj(units, f"{where} ({power})").items():
            _need(unit in types, f"{where} names an unknown or wrong unit type {unit!r}")
            found[f"{power}:{unit}"] = _int(n, f"the number of {unit} in {where}", 0, 200)
    return {f"{p}:{u}": found[f"{p}:{u}"] for p in powers for u in types if f"{p}:{u}" in found}


def _cards(data: Any, deck: str) -> dict[int, dict[str, Any]]:
    """Card number -> card; a number is a card of the 16-card deck, once."""
    cards: dict[int, dict[str, Any]] = {}
    for card in _list(data, f"{deck}_cards"):
        n = _int(_obj(card, f"a {deck} card").get("n"), f"a {deck} card number", 1, 16)
        _need(n not in cards, f"{deck} card {n} appears twice")
        cards[n] = card
    return cards


def parse_scenario(data: Any) -> Scenario:
    """A checked Scenario, or ScenarioError naming the first problem."""
    try:
        return _parse(data)
    except ScenarioError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ScenarioError(
            f"the scenario file is malformed ({type(exc).__name__}: {str(exc)[:80]})"
        ) from None


def _parse(data: Any) -> Scenario:
    data = _obj(data, "the scenario")
    _need(
        data.get("game") == "aa-dday", 'the scenario is not for Axis & Allies: D-Day (game must be "aa-dday")'
    )
    zones: dict[str, Zone] = {}
    numbers: dict[int, str] = {}
    zone_list = _list(data.get("zones"), "zones")
    _need(len(zone_list) <= MAX_ZONES, f"the scenario has {len(zone_list):,} zones (limit {MAX_ZONES})")
    for i, z in enumerate(zone_list):
        z = _obj(z, f"zone {i + 1}")
        zid = _str(z.get("id"), f"the id of zone {i + 1}")
        _need(zid not in zones, f"zone id {zid!r} appears twice")
        zones[zid] = Zone(
            zid,
            _int(z.get("number", i + 1), f"the number of zone {zid}"),
            _str(z.get("name"), f"the name of zone {zid}"),
            bool(z.get("coastal", False)),
            float(z.get("lat", 0.0)),
            float(z.get("lon", 0.0)),
        )
        number = zones[zid].number  # a label players read: one zone each
        _need(number not in numbers, f"zone number {number} appears twice ({numbers.get(number)}, {zid})")
        numbers[number] = zid
    _need(len(zones) >= 2, "the scenario needs at least two zones")
    adjacency: dict[str, set[str]] = {zid: set() for zid in zones}
    for pair in _list(data.get("adjacency"), "adjacency"):
        _need(isinstance(pair, list) and len(pair) == 2, "each adjacency entry must be a pair of zone ids")
        a, b = pair
        _need(a in zones and b in zones, f"adjacency names an unknown zone ({a!r}, {b!r})")
        _need(a != b, f"zone {a!r} cannot be adjacent to itself")
        adjacency[a].add(b)
        adjacency[b].add(a)
    types: dict[str, UnitType] = {}
    for name, t in _obj(data.get("unit_types"), "unit_types").items():
        _need(name in LAND_TYPES + AIR_TYPES, f"unknown unit type {name!r}")
        t = _obj(t, f"unit type {name}")
        types[name] = UnitType(
            name,
            _int(t.get("attack", 0), f"{name} attack", 0, 6),
            _int(t.get("defence", 0), f"{name} defence", 0, 6),
            _int(t.get("move", 0), f"{name} move", 0, 3),
            bool(t.get("land", True)),
            bool(t.get("stacks", True)),
            {
                p: _int(v, f"{name} defence of {p}", 0, 6)
                for p, v in _obj(t.get("defence_by_power", {}), name).items()
            },
        )
    missing = set(LAND_TYPES + AIR_TYPES) - set(types)
    _need(not missing, f"unit_types lacks {', '.join(sorted(missing))}")
    types = {name: types[name] for name in LAND_TYPES + AIR_TYPES}  # the file's key order means nothing
    stacking = _obj(data.get("stacking"), "stacking")
    cities = tuple(
        _list(_obj(data.get("victory_cities"), "victory_cities").get("zones"), "victory city zones")
    )
    _need(all(c in zones for c in cities) and cities, "every victory city must be a zone of the scenario")
    sectors: dict[str, tuple[str, ...]] = {}
    for name, zs in _obj(data.get("sectors"), "sectors").items():
        if name == "source":
            continue
        zs = tuple(_list(zs, f"sector {name}"))
        _need(all(z in zones for z in zs), f"sector {name!r} names an unknown zone")
        sectors[name] = zs
    boxes: dict[str, BeachBox] = {}
    for b in _list(data.get("beach_boxes"), "beach_boxes"):
        b = _obj(b, "a beach box")
        bid = _str(b.get("id"), "a beach box id")
        _need(b.get("power") in ("uk", "us"), f'beach box {bid!r} must belong to "uk" or "us"')
        _need(b.get("lands_in") in zones, f"beach box {bid!r} lands in an unknown zone")
        boxes[bid] = BeachBox(
            bid,
            _str(b.get("name"), f"the name of {bid}"),
            b["power"],
            b["lands_in"],
            _int(b.get("capacity"), f"the capacity of {bid}", 0, 30),
        )
    airborne: dict[str, AirborneSpace] = {}
    for a in _list(data.get("airborne_spaces"), "airborne_spaces"):
        a = _obj(a, "an airborne space")
        aid = _str(a.get("id"), "an airborne space id")
        _need(a.get("power") in ("uk", "us"), f'airborne space {aid!r} must belong to "uk" or "us"')
        _need(a.get("zone") in zones, f"airborne space {aid!r} is in an unknown zone")
        airborne[aid] = AirborneSpace(aid, _str(a.get("name"), f"the name of {aid}"), a["power"], a["zone"])
    airfield = _obj(data.get("airfield"), "airfield")
    field_id = _str(airfield.get("id"), "the airfield id")
    places = set(zones) | set(boxes) | set(airborne) | {field_id}
    _need(
        len(places) == len(zones) + len(boxes) + len(airborne) + 1,
        "zones, beach boxes, airborne spaces and the airfield must have different ids",
    )
    arcs: dict[str, tuple[str, ...]] = {}
    for zid, bs in _obj(data.get("blockhouse_arcs", {}), "blockhouse_arcs").items():
        if zid == "source":
            continue
        _need(zid in zones, f"blockhouse_arcs names an unknown zone {zid!r}")
        bs = tuple(_list(bs, f"the arcs of {zid}"))
        _need(all(b in boxes for b in bs), f"the blockhouse arcs of {zid!r} name an unknown beach box")
        arcs[zid] = bs
    arcs = {zid: arcs[zid] for zid in zones if zid in arcs}  # in the zones' (listed) order
    setup_data = _obj(data.get("setup"), "setup")
    setup: dict[str, dict[str, int]] = {}
    for zid, units in _obj(setup_data.get("zones", {}), "setup zones").items():
        _need(zid in zones, f"the set-up names an unknown zone {zid!r}")
        setup[zid] = _counts(units, f"the set-up of {zid}", ("germany",), LAND_TYPES)
    for bid, units in _obj(setup_data.get("beach_boxes", {}), "setup beach_boxes").items():
        _need(bid in boxes, f"the set-up names an unknown beach box {bid!r}")
        setup[bid] = _counts(units, f"the set-up of {bid}", (boxes[bid].power,), LAND_TYPES[:3])
        _need(sum(setup[bid].values()) <= boxes[bid].capacity, f"the set-up overfills beach box {bid!r}")
    for aid, units in _obj(setup_data.get("airborne_spaces", {}), "setup airborne_spaces").items():
        _need(aid in airborne, f"the set-up names an unknown airborne space {aid!r}")
        setup[aid] = _counts(units, f"the set-up of {aid}", (airborne[aid].power,), ("infantry",))
    setup[field_id] = _counts(setup_data.get("airfield", {}), "the airfield set-up", ("uk", "us"), AIR_TYPES)
    charts: dict[str, Chart] = {}
    chart_list = _list(data.get("charts"), "charts")
    _need(len(chart_list) <= MAX_CHARTS, f"the scenario has {len(chart_list):,} charts (limit {MAX_CHARTS})")
    for c in chart_list:
        c = _obj(c, "a reinforcement chart")
        cid = _str(c.get("id"), "a chart id")
        power = c.get("power")
        _need(power in POWERS, f"chart {cid!r} must belong to germany, uk or us")
        entries: list[ChartEntry] = []
        for row in _list(c.get("rows"), f"the rows of chart {cid}"):
            for seg in _list(row, f"a row of chart {cid}"):
                seg = _obj(seg, f"a row of chart {cid}")
                allowed = tuple(_list(seg.get("boxes", []), f"the boxes of chart {cid}"))
                _need(
                    all(b in boxes and boxes[b].power == power for b in allowed),
                    f"chart {cid!r} limits units to a beach box of another nation or an unknown one",
                )
                for letter in _str(seg.get("units"), f"the units of chart {cid}"):
                    _need(
                        letter in LETTERS,
                        f"chart {cid!r} has an unknown unit letter {letter!r} (use I, A, T)",
                    )
                    entries.append(ChartEntry(LETTERS[letter], allowed))
                _need(len(entries) <= MAX_CHART_UNITS,
                      f"chart {cid!r} holds more than {MAX_CHART_UNITS} units")
        chart_sectors = tuple(_list(c.get("sectors", []), f"the sectors of chart {cid}"))
        _need(all(s in sectors for s in chart_sectors), f"chart {cid!r} names an unknown sector")
        _need(power != "germany" or chart_sectors, f"German chart {cid!r} must name its sectors")
        charts[cid] = Chart(
            cid, _str(c.get("name"), f"the name of chart {cid}"), power, tuple(entries), chart_sectors
        )
    fate = _cards(data.get("fate_cards", []), "fate")
    tactics = _cards(data.get("tactics_cards", []), "tactics")
    for n, f in fate.items():
        for result in ("positive", "negative"):
            eff = _obj(f.get(result, {}), f"fate card {n} {result}")
            if "value" in eff:
                _int(eff["value"], f"the value of fate card {n} ({result})", 0, 6)
    for n, t in tactics.items():
        msg = tactics_problem(n, t)
        _need(msg is None, msg or "")
    for t in tactics.values():
        _need(t.get("side") in ("allies", "axis"), f'tactics card {t["n"]} must be for "allies" or "axis"')
    turns = _int(_obj(data.get("turns"), "turns").get("value"), "the number of turns", 1, 50)
    stack_limit = _int(stacking.get("land_units_per_side"), "the stacking limit", 1, 50)
    for zid in zones:  # the set-up obeys the stacking rule the game enforces afterwards
        stacked = sum(n for key, n in setup.get(zid, {}).items() if types[key.split(":")[1]].stacks)
        _need(stacked <= stack_limit,
              f"the set-up puts {stacked} German land units in {zid!r} (the stacking limit is {stack_limit})")
        dropping = sum(n for aid, space in airborne.items() if space.zone == zid
                       for n in setup.get(aid, {}).values())
        _need(dropping <= stack_limit,
              f"the airborne spaces drop {dropping} units into {zid!r} (the stacking limit is {stack_limit})")
    return Scenario(
        name=_str(data.get("name", "D-Day"), "the scenario name"),
        turns=turns,
        zones=zones,
        adjacency={z: frozenset(v) for z, v in adjacency.items()},
        victory_cities=cities,
        sectors=sectors,
        beach_boxes=boxes,
        airborne=airborne,
        airfield=field_id,
        airfield_name=_str(airfield.get("name", "Airfield"), "the airfield name"),
        arcs=arcs,
        unit_types=types,
        stack_limit=stack_limit,
        fighter_limit=_int(stacking.get("fighters_per_zone"), "the fighter limit", 1, 50),
        setup=setup,
        charts=charts,
        fate=fate,
        tactics=tactics,
        powers={p["id"]: p for p in _list(data.get("powers", []), "powers") if isinstance(p, dict)},
        layout=_obj(data.get("layout", {}), "layout"),
    )
