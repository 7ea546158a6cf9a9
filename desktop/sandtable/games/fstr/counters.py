"""The From Salerno to Rome counter list (maps/fstr/counters.json): formations, units, markers.

The counter sheets are lost (spec games/fstr.md G10), so the file gives per-type defaults
(reconstruction) and each unit may override any value with the printed one; `facts` says
which values are printed and where. The loader expands every unit to a full `Unit` record and
adds the HQ counter of every division and corps and the artillery counter of every formation
that has one (rule 3, seed 003 lines 287-311; HQs live on the command display, line 307).

Every problem in the file is one sentence (`CounterFileError`) naming the formation and unit.
"""

from __future__ import annotations

import math
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from sandtable.core.jsonfile import FileProblem, display_name, read_json_file

FORMAT = "sandtable-fstr-counters"
SCHEMA = 1
SIDES = ("allied", "axis")
FORMATION_KINDS = ("army", "corps", "division", "independent", "nebelwerfer", "naval")
UNIT_TYPES = (
    "inf",
    "mech",
    "para",
    "mtn",
    "recon",
    "tank",
    "heavy",
    "at",
    "mg",
    "kg",
    "armour",
    "td",
    "sf",
    "engr",
    "naval",
)
ARMOUR_TYPES = ("tank", "heavy", "armour")  # "mezzi corazzati" (seed 003 lines 289, 625, 711)
NUMBER_FIELDS = (
    "combat",
    "reduced",
    "move",
    "steps",
    "dots",
    "reaction",
    "armour",
    "mountain",
    "fire",
    "range",
)
FRACTION_FIELDS = ("combat", "reduced", "dots")  # the others are whole numbers
MAX_FACTOR = 99  # no printed counter value comes near
FLAG_FIELDS = ("td", "tiger", "paratroopers")
_UNIT_KEYS = {"id", "type", "size", "nation", "aliases", *NUMBER_FIELDS, *FLAG_FIELDS}
_FORMATION_KEYS = {
    "id",
    "side",
    "kind",
    "nation",
    "army",
    "artillery",
    "units",
    "facts",
    "aliases",
    "paratroopers",
}


class CounterFileError(FileProblem):
    """The counter file cannot be used; one sentence saying where and why."""


@dataclass(frozen=True)
class Unit:
    id: str  # "Afkl/26.Pz", "HQ/XIII Corps", "Art/76.PzK", "7/6"
    name: str  # as printed on the counter: "Afkl", "HQ", "7/6"
    formation: str  # "26.Pz"; independents: "axis-independent" / "allied-independent"
    side: str
    nation: str
    role: str  # "combat", "hq", "artillery", "naval"
    type: str = ""
    size: str = ""
    combat: float = 0
    reduced: float | None = None
    move: int = 0
    steps: int = 0
    dots: float = 0
    reaction: int = 0
    armour: int = 0
    mountain: int = 0
    fire: int = 0
    range: int = 0
    td: bool = False
    tiger: bool = False
    paratroopers: bool = False
    facts: Mapping[str, str] = field(default_factory=dict)

    @property
    def is_armour(self) -> bool:
        return self.type in ARMOUR_TYPES

    @property
    def independent(self) -> bool:
        return self.formation.endswith("-independent")


@dataclass(frozen=True)
class Formation:
    id: str
    side: str
    kind: str
    nation: str
    army: str | None
    units: tuple[str, ...]  # unit ids, HQ and artillery included
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class CounterSet:
    units: Mapping[str, Unit]
    formations: Mapping[str, Formation]
    aliases: Mapping[str, str]  # other spellings the text uses -> unit or formation id
    aircraft_fire: int
    markers: Mapping[str, Any]
    command_display: Mapping[str, Any] = field(default_factory=dict)

    def resolve(self, name: str) -> str | None:
        """A unit id, or the id it is an alias of, or None."""
        if name in self.units:
            return name
        if self.aliases.get(name) in self.units:
            return self.aliases[name]
        if "/" in name:  # "HQ/1.FK": the formation spelled another way
            counter, formation = name.rsplit("/", 1)
            fid = self.formation_id(formation)
            if fid is not None and f"{counter}/{fid}" in self.units:
                return f"{counter}/{fid}"
        return None

    def formation_id(self, name: str) -> str | None:
        if name in self.formations:
            return name
        target = self.aliases.get(name)
        return target if target in self.formations else None

    def side_units(self, side: str) -> list[Unit]:
        return [u for u in self.units.values() if u.side == side]


def _fail(what: str, message: str) -> CounterFileError:
    return CounterFileError(f"{what}: {message}")


def _num(value: Any, what: str, where: str, whole: bool = False) -> float:
    """A counter's printed value: 0 to MAX_FACTOR, whole where the rules count with it (moves,
    steps, ranges), so a hostile file cannot make the engine size or loop on it."""
    if whole:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_FACTOR:
            raise _fail(what, f"{where} must be a whole number from 0 to {MAX_FACTOR}")
        return value
    if (isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value)
            or not 0 <= value <= MAX_FACTOR):
        raise _fail(what, f"{where} must be a number from 0 to {MAX_FACTOR}")
    return value


def _parse_unit(raw: Any, what: str, where: str) -> dict[str, Any]:
    if isinstance(raw, str):
        parts = raw.split(":")
        if len(parts) != 3 or not all(parts):
            raise _fail(what, f"{where}: {raw!r} must read 'id:type:size' (e.g. 'I-67:mech:II')")
        return {"id": parts[0], "type": parts[1], "size": parts[2]}
    if not isinstance(raw, dict):
        raise _fail(what, f"{where} must be 'id:type:size' or an object")
    extra = set(raw) - _UNIT_KEYS
    if extra:
        raise _fail(what, f"{where} has unknown key(s) {sorted(extra)}")
    if not all(isinstance(raw.get(k), str) and raw.get(k) for k in ("id", "type", "size")):
        raise _fail(what, f"{where} needs texts id, type and size")
    return dict(raw)


def counters_from_json(data: Any, what: str = "counter file") -> CounterSet:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _fail(what, f"it is not a counter file (format must be {FORMAT!r})")
    if data.get("schema") != SCHEMA:
        raise _fail(what, f"schema {data.get('schema')!r} is not supported (this Sandtable reads {SCHEMA})")
    types = data.get("types")
    if not isinstance(types, dict) or not all(isinstance(types.get(s), dict) for s in (*SIDES, "artillery")):
        raise _fail(what, "types must hold the defaults for 'allied', 'axis' and 'artillery'")
    art_defaults = types["artillery"]
    units: dict[str, Unit] = {}
    formations: dict[str, Formation] = {}
    aliases: dict[str, str] = {}
    raw_formations = data.get("formations")
    if not isinstance(raw_formations, list):
        raise _fail(what, "formations must be a list")
    for n, f in enumerate(raw_formations, start=1):
        if not isinstance(f, dict) or not isinstance(f.get("id"), str) or not f["id"]:
            raise _fail(what, f"formation {n} must be an object with an id")
        fid = f["id"]
        where = f"formation {fid}"
        extra = set(f) - _FORMATION_KEYS
        if extra:
            raise _fail(what, f"{where} has unknown key(s) {sorted(extra)}")
        if fid in formations:
            raise _fail(what, f"{where} appears twice")
        side, kind = f.get("side"), f.get("kind")
        if side not in SIDES:
            raise _fail(what, f"{where}: side must be 'allied' or 'axis'")
        if kind not in FORMATION_KINDS:
            raise _fail(what, f"{where}: kind must be one of {', '.join(FORMATION_KINDS)}")
        nation = str(f.get("nation", ""))
        facts = f.get("facts", {})
        if not isinstance(facts, dict) or not all(isinstance(v, str) for v in facts.values()):
            raise _fail(what, f"{where}: facts must map a value to the text that prints it")
        ids: list[str] = []
        if kind in ("division", "corps"):
            uid = f"HQ/{fid}"
            units[uid] = Unit(uid, "HQ", fid, side, nation, "hq")
            ids.append(uid)
        if "artillery" in f:
            art = f["artillery"]
            if not isinstance(art, dict):
                raise _fail(what, f"{where}: artillery must be an object (empty for the defaults)")
            level = "division" if kind in ("division", "nebelwerfer") else kind
            base = dict(art_defaults.get(level, {}))
            base.update(art)
            uid = "Nebelwerfer" if kind == "nebelwerfer" else f"Art/{fid}"
            art_facts = {k.split(".", 1)[1]: v for k, v in facts.items() if k.startswith("artillery.")}
            units[uid] = Unit(
                uid,
                "Art",
                fid,
                side,
                nation,
                "artillery",
                fire=int(_num(base.get("fire"), what, f"{where} artillery fire")),
                range=int(_num(base.get("range"), what, f"{where} artillery range")),
                facts=MappingProxyType(art_facts),
            )
            ids.append(uid)
        raw_units = f.get("units", [])
        if not isinstance(raw_units, list):
            raise _fail(what, f"{where}: units must be a list")
        for k, raw in enumerate(raw_units, start=1):
            spec = _parse_unit(raw, what, f"{where} unit {k}")
            name = spec["id"]
            uid = name if kind in ("independent", "naval") else f"{name}/{fid}"
            if uid in units:
                raise _fail(what, f"{where}: unit {name!r} appears twice")
            if spec["type"] not in UNIT_TYPES:
                raise _fail(what, f"{where} unit {name}: unknown type {spec['type']!r}")
            values = dict(types[side].get(f"{spec['type']}-{spec['size']}", {}))
            if spec["type"] != "naval" and not values:
                raise _fail(
                    what, f"{where} unit {name}: no defaults for {side} {spec['type']}-{spec['size']}"
                )
            values.update({k2: v for k2, v in spec.items() if k2 in (*NUMBER_FIELDS, *FLAG_FIELDS)})
            for key in NUMBER_FIELDS:
                if key in values and (values[key] is not None or key != "reduced"):
                    _num(values[key], what, f"{where} unit {name} {key}", whole=key not in FRACTION_FIELDS)
            steps = int(values.get("steps", 1))
            if steps not in (1, 2):
                raise _fail(what, f"{where} unit {name}: steps must be 1 or 2")
            if steps == 2 and values.get("reduced") is None and spec["type"] != "naval":
                raise _fail(what, f"{where} unit {name}: a 2-step unit needs its reduced combat factor")
            unit_facts = {key.split(".", 1)[1]: v for key, v in facts.items() if key.startswith(f"{name}.")}
            role = "naval" if spec["type"] == "naval" else "combat"
            units[uid] = Unit(
                uid,
                name,
                fid,
                side,
                str(spec.get("nation", nation)),
                role,
                spec["type"],
                spec["size"],
                combat=values.get("combat", 0),
                reduced=values.get("reduced") if steps == 2 else None,
                move=int(values.get("move", 0)),
                steps=steps,
                dots=float(values.get("dots", 0)),
                reaction=int(values.get("reaction", 0)),
                armour=int(values.get("armour", 0)),
                mountain=int(values.get("mountain", 0)),
                fire=int(values.get("fire", 0)),
                range=int(values.get("range", 0)),
                td=bool(values.get("td", False)),
                tiger=bool(values.get("tiger", False)),
                paratroopers=bool(values.get("paratroopers", f.get("paratroopers", False))),
                facts=MappingProxyType(unit_facts),
            )
            ids.append(uid)
            for alias in spec.get("aliases", []):
                aliases[str(alias)] = uid
        for alias in f.get("aliases", []):
            aliases[str(alias)] = fid
        army = f.get("army")
        formations[fid] = Formation(
            fid,
            side,
            kind,
            nation,
            army if isinstance(army, str) else None,
            tuple(ids),
            tuple(str(a) for a in f.get("aliases", [])),
        )
    for fid, form in formations.items():
        if form.army is not None and form.army not in formations:
            raise _fail(
                what, f"formation {fid} belongs to army {form.army!r}, which the file does not define"
            )
    aircraft = data.get("aircraft", {})
    fire = _num(aircraft.get("fire") if isinstance(aircraft, dict) else None, what, "aircraft fire")
    markers = data.get("markers", {})
    if not isinstance(markers, dict):
        raise _fail(what, "markers must be an object")
    display = _command_display(data.get("command_display", {}), formations, what)
    return CounterSet(
        MappingProxyType(units),
        MappingProxyType(formations),
        MappingProxyType(aliases),
        int(fire),
        MappingProxyType(markers),
        MappingProxyType(display),
    )


def _command_display(raw: Any, formations: Mapping[str, Formation], what: str) -> dict[str, Any]:
    """The command displays at the start (seed 003 lines 394-424): armies, spaces, corps and divisions.

    Checked: every army, corps and division exists on the right side, 3 to 5 spaces per army
    (line 396), 2 to 6 divisions per corps (line 469), no division in two places, no more corps
    than spaces."""
    if not isinstance(raw, dict):
        raise _fail(what, "command_display must be an object keyed by side")
    seen: dict[str, str] = {}
    for side in SIDES:
        armies = raw.get(side, {})
        if not isinstance(armies, dict):
            raise _fail(what, f"command_display {side} must be an object keyed by army")
        for army, spec in armies.items():
            where = f"command display of {army}"
            form = formations.get(army)
            if form is None or form.kind != "army" or form.side != side:
                raise _fail(what, f"{where}: {army!r} is not an {side} army of the counter list")
            if not isinstance(spec, dict) or not isinstance(spec.get("corps", {}), dict):
                raise _fail(what, f"{where} must give spaces, corps and unassigned divisions")
            spaces = spec.get("spaces")
            if isinstance(spaces, bool) or not isinstance(spaces, int) or not 3 <= spaces <= 5:
                raise _fail(what, f"{where}: an army has 3 to 5 spaces (seed 003 line 396), not {spaces!r}")
            corps = spec.get("corps", {})
            if len(corps) > spaces:
                raise _fail(what, f"{where}: {len(corps)} corps do not fit in {spaces} spaces")
            placed = [(c, d) for c, divs in corps.items() for d in divs] + [
                (None, d) for d in spec.get("unassigned", [])
            ]
            for c, divs in corps.items():
                cf = formations.get(c)
                if cf is None or cf.kind != "corps" or cf.side != side:
                    raise _fail(what, f"{where}: {c!r} is not an {side} corps of the counter list")
                if not 2 <= len(divs) <= 6:
                    raise _fail(
                        what, f"{where}: corps {c} has {len(divs)} divisions; a corps has 2 to 6 (line 469)"
                    )
            for c, d in placed:
                df = formations.get(d)
                if df is None or df.kind != "division" or df.side != side:
                    raise _fail(what, f"{where}: {d!r} is not an {side} division of the counter list")
                if d in seen:
                    raise _fail(what, f"{where}: division {d} is already in {seen[d]}")
                seen[d] = c or army
    return dict(raw)


def load_counters(path: str | os.PathLike[str]) -> CounterSet:
    try:
        data = read_json_file(path)
    except FileProblem as exc:
        raise CounterFileError(str(exc)) from None
    return counters_from_json(data, display_name(path))
