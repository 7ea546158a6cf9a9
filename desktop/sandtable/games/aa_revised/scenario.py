"""The Axis & Allies Revised scenario file (maps/aa-revised/scenario.json): model and strict reader.

Every problem in a file becomes a `ScenarioError` with one sentence naming the key, never a
traceback. `check_against_board` cross-checks the set-up with a board's spaces (units on
land/sea spaces that exist, navies only at sea, owners that are powers of the scenario).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sandtable.core.jsonfile import FileProblem, describe_json_value, read_json_file

GAME_ID = "aa-revised"
FORMAT = "sandtable-scenario"
SCHEMA = 1
SOURCES = ("fact", "reference", "reconstruction")
DOMAINS = ("land", "air", "sea")
SIDES = ("allies", "axis")
MAX_SCENARIO_BYTES = 4 * 1024 * 1024


MAX_COUNT = 10_000  # IPCs, costs, values and set-up counts: far beyond any printed one


class ScenarioError(ValueError):
    """A scenario file that cannot be used; the message is one sentence naming the problem."""


@dataclass(frozen=True)
class Power:
    id: str
    name: str
    side: str
    ipcs: int
    colour: str


@dataclass(frozen=True)
class UnitType:
    id: str
    name: str
    domain: str
    cost: int
    attack: int
    defence: int
    move: int


@dataclass(frozen=True)
class Canal:
    name: str
    sea_zones: tuple[str, str]
    land: tuple[str, ...]


@dataclass(frozen=True)
class Option:
    id: str
    choices: tuple[Any, ...]
    default: Any
    source: str


@dataclass(frozen=True)
class Scenario:
    name: str
    board: str
    powers: tuple[Power, ...]
    capitals: Mapping[str, str]
    victory_thresholds: Mapping[str, int]
    unit_types: Mapping[str, UnitType]
    research_die_cost: int
    developments: tuple[str, ...]
    national_advantages: Mapping[str, tuple[str, ...]]
    canals: tuple[Canal, ...]
    options: Mapping[str, Option]
    setup: Mapping[str, Mapping[str, Mapping[str, int]]]  # space -> power -> unit type -> count
    sources: Mapping[str, str] = field(default_factory=dict)  # block -> fact / reference / reconstruction

    @property
    def turn_order(self) -> tuple[str, ...]:
        return tuple(p.id for p in self.powers)

    def power(self, power_id: str) -> Power:
        return next(p for p in self.powers if p.id == power_id)

    def side_of(self, power_id: str) -> str:
        return self.power(power_id).side

    def unit_count(self, power: str | None = None) -> int:
        return sum(
            n
            for units in self.setup.values()
            for p, kinds in units.items()
            if power is None or p == power
            for n in kinds.values()
        )


class _Reader:
    def __init__(self, what: str) -> None:
        self.what = what

    def fail(self, where: str, problem: str) -> ScenarioError:
        return ScenarioError(f"{self.what}: {where} {problem}")

    def obj(self, value: Any, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(where, f"is {describe_json_value(value)}, not an object")
        return value

    def list(self, value: Any, where: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(where, f"is {describe_json_value(value)}, not a list")
        return value

    def text(self, value: Any, where: str) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(where, f"is {describe_json_value(value)}, not a non-empty text")
        return value

    def count(self, value: Any, where: str, low: int = 0, high: int = MAX_COUNT) -> int:
        # Bounded too: set-up counts become pieces and money buys them, so a number no real
        # scenario reaches (the box's largest is 42) is refused before anything is built from it.
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise self.fail(where,
                            f"is {describe_json_value(value)}, not a whole number from {low} to {high:,}")
        return value

    def block(self, data: dict[str, Any], key: str) -> dict[str, Any]:
        if key not in data:
            raise self.fail(f"'{key}'", "is missing")
        block = self.obj(data[key], f"'{key}'")
        source = block.get("source")
        if source not in SOURCES:
            raise self.fail(
                f"'{key}.source'", f"is {describe_json_value(source)}; use one of {', '.join(SOURCES)}"
            )
        return block

    def scenario(self, data: Any) -> Scenario:
        data = self.obj(data, "the file")
        if data.get("format") != FORMAT or data.get("game") != GAME_ID:
            raise self.fail("the file", f"is not a {GAME_ID} scenario (format {FORMAT!r}, game {GAME_ID!r})")
        if self.count(data.get("schema"), "'schema'", 1) > SCHEMA:
            raise self.fail("the file", f"was written by a newer Sandtable (schema {data['schema']})")
        sources: dict[str, str] = {}
        powers_block = self.block(data, "powers")
        sources["powers"] = powers_block["source"]
        powers = []
        for n, p in enumerate(self.list(powers_block.get("order"), "'powers.order'")):
            where = f"'powers.order[{n}]'"
            p = self.obj(p, where)
            side = p.get("side")
            if side not in SIDES:
                raise self.fail(f"{where}.side", f"is {describe_json_value(side)}; use allies or axis")
            powers.append(
                Power(
                    self.text(p.get("id"), f"{where}.id"),
                    self.text(p.get("name"), f"{where}.name"),
                    side,
                    self.count(p.get("ipcs"), f"{where}.ipcs"),
                    self.text(p.get("colour"), f"{where}.colour"),
                )
            )
        ids = [p.id for p in powers]
        if len(set(ids)) != len(ids) or not powers:
            raise self.fail("'powers.order'", "must list each power once")
        caps_block = self.block(data, "capitals")
        capitals = {
            self._power(k, ids, "'capitals'"): self.text(v, f"'capitals.by_power.{k}'")
            for k, v in self.obj(caps_block.get("by_power"), "'capitals.by_power'").items()
        }
        victory = self.block(data, "victory")
        thresholds = {
            k: self.count(v, f"'victory.thresholds.{k}'", 1)
            for k, v in self.obj(victory.get("thresholds"), "'victory.thresholds'").items()
        }
        units_block = self.block(data, "units")
        types: dict[str, UnitType] = {}
        for n, u in enumerate(self.list(units_block.get("types"), "'units.types'")):
            where = f"'units.types[{n}]'"
            u = self.obj(u, where)
            domain = u.get("domain")
            if domain not in DOMAINS:
                raise self.fail(f"{where}.domain", f"is {describe_json_value(domain)}; use land, air or sea")
            t = UnitType(
                self.text(u.get("id"), f"{where}.id"),
                self.text(u.get("name"), f"{where}.name"),
                domain,
                *(self.count(u.get(k), f"{where}.{k}") for k in ("cost", "attack", "defence", "move")),
            )
            if t.id in types:
                raise self.fail(where, f"repeats the unit type {t.id!r}")
            types[t.id] = t
        research = self.block(data, "research")
        developments = tuple(
            self.text(self.obj(d, "'research.developments'").get("id"), f"'research.developments[{n}].id'")
            for n, d in enumerate(self.list(research.get("developments"), "'research.developments'"))
        )
        na_block = self.block(data, "national_advantages")
        advantages: dict[str, list[str]] = {p: [] for p in ids}
        for n, e in enumerate(self.list(na_block.get("table"), "'national_advantages.table'")):
            e = self.obj(e, f"'national_advantages.table[{n}]'")
            power = self._power(e.get("power"), ids, f"'national_advantages.table[{n}].power'")
            advantages[power].append(self.text(e.get("name"), f"'national_advantages.table[{n}].name'"))
        canal_block = self.block(data, "canals")
        canals = []
        for n, c in enumerate(self.list(canal_block.get("list"), "'canals.list'")):
            where = f"'canals.list[{n}]'"
            c = self.obj(c, where)
            seas = [
                self.text(z, f"{where}.sea_zones")
                for z in self.list(c.get("sea_zones"), f"{where}.sea_zones")
            ]
            if len(seas) != 2:
                raise self.fail(f"{where}.sea_zones", "must name exactly two sea zones")
            land = tuple(self.text(t, f"{where}.land") for t in self.list(c.get("land"), f"{where}.land"))
            canals.append(Canal(self.text(c.get("name"), f"{where}.name"), (seas[0], seas[1]), land))
        options: dict[str, Option] = {}
        for n, o in enumerate(self.list(data.get("options"), "'options'")):
            where = f"'options[{n}]'"
            o = self.obj(o, where)
            choices = tuple(self.list(o.get("choices"), f"{where}.choices"))
            if o.get("default") not in choices:
                raise self.fail(f"{where}.default", "is not one of its choices")
            if o.get("source") not in SOURCES:
                raise self.fail(f"{where}.source", f"is {describe_json_value(o.get('source'))}")
            opt = Option(self.text(o.get("id"), f"{where}.id"), choices, o["default"], o["source"])
            options[opt.id] = opt
        setup_block = self.block(data, "setup")
        sources.update(
            {
                k: data[k]["source"]
                for k in (
                    "capitals",
                    "victory",
                    "units",
                    "research",
                    "national_advantages",
                    "canals",
                    "setup",
                )
            }
        )
        setup: dict[str, dict[str, dict[str, int]]] = {}
        for space, by_power in self.obj(setup_block.get("units"), "'setup.units'").items():
            for power, kinds in self.obj(by_power, f"'setup.units.{space}'").items():
                self._power(power, ids, f"'setup.units.{space}'")
                for kind, n in self.obj(kinds, f"'setup.units.{space}.{power}'").items():
                    if kind not in types:
                        raise self.fail(
                            f"'setup.units.{space}.{power}'", f"names an unknown unit type {kind!r}"
                        )
                    setup.setdefault(space, {}).setdefault(power, {})[kind] = self.count(
                        n, f"'setup.units.{space}.{power}.{kind}'", 1
                    )
            # The rules allow one industrial complex a territory (L2433-2441); the engine counts on it.
            complexes = sum(kinds.get("industrial_complex", 0) for kinds in setup.get(space, {}).values())
            if complexes > 1:
                raise self.fail(f"'setup.units.{space}'", f"places {complexes} industrial complexes; "
                                "a territory holds at most one")
        return Scenario(
            self.text(data.get("name"), "'name'"),
            self.text(data.get("board"), "'board'"),
            tuple(powers),
            capitals,
            thresholds,
            types,
            self.count(research.get("die_cost"), "'research.die_cost'", 1),
            developments,
            {p: tuple(v) for p, v in advantages.items()},
            tuple(canals),
            options,
            setup,
            sources,
        )

    def _power(self, value: Any, ids: list[str], where: str) -> str:
        if value not in ids:
            raise self.fail(
                where, f"names {describe_json_value(value)}, which is not a power of the scenario"
            )
        return value


def scenario_from_json(data: Any, what: str = "the scenario") -> Scenario:
    return _Reader(what).scenario(data)


def load_scenario(path: str | os.PathLike[str]) -> Scenario:
    try:
        data = read_json_file(path, MAX_SCENARIO_BYTES)
    except FileProblem as exc:
        raise ScenarioError(str(exc)) from None
    return scenario_from_json(data, f"'{Path(path).name}'")


def shipped_scenario_path() -> Path:
    """maps/aa-revised/scenario.json of a source checkout (packaging wires the installed copy later)."""
    return Path(__file__).resolve().parents[4] / "maps" / GAME_ID / "scenario.json"
