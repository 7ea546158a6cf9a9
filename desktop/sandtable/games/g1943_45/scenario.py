"""The 1943-1945 scenario file: its strict loader, board cross-check and default path.

The model (`Scenario`, `Setup`, `Placement`, `ScenarioError`, the file's constants) is in
scenario_model.py; every name of it stays importable from here.

Validation is strict: every problem becomes a ScenarioError whose message is one sentence
naming the key and the problem. The keys "_notes" and "_comment" (text, or a list of texts) are
ignored anywhere; any other unknown key, one starting with "_" included, is refused.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from pathlib import Path
from typing import Any

from sandtable.core.jsonfile import describe_json_value, read_json_file
from sandtable.games.g1943_45.options import OptionError, check_options
from sandtable.games.g1943_45.scenario_model import (
    EVENTS,
    FORMAT,
    GAME_ID,
    LAND_PIECES,
    MAPS_ENV,
    MAX_FORTIFIED_LINES_PER_ZONE,
    NAVAL_TRANSPORT_KEYS,
    PIECE_TYPES,
    SCENARIO_FILE,
    SCHEMA,
    SEA_PIECES,
    SEA_STATES,
    SEA_ZONE,
    SIDE_PIECES,
    SIDES,
    STACKING_EXEMPT,
    TANK_PIECES,
    Placement,
    Scenario,
    ScenarioError,
    Setup,
)

__all__ = [
    "FORMAT", "SCHEMA", "GAME_ID", "SCENARIO_FILE", "MAPS_ENV", "SIDES", "SEA_ZONE", "PIECE_TYPES",
    "SIDE_PIECES", "SEA_PIECES", "LAND_PIECES", "STACKING_EXEMPT", "TANK_PIECES", "SEA_STATES",
    "MAX_FORTIFIED_LINES_PER_ZONE", "EVENTS", "NAVAL_TRANSPORT_KEYS",
    "ScenarioError", "Placement", "Setup", "Scenario",
    "parse_scenario", "check_scenario_against_board", "load_scenario", "load_scenario_and_board",
    "default_scenario_path", "load_default_scenario",
]


_MAX_COUNT = 999
_MAX_TURNS = 99


# ---------------------------------------------------------------------------------------------
# Parsing


# Keys a scenario may carry anywhere for its readers; ignored by the game, text only.
NOTE_KEYS = frozenset({"_notes", "_comment"})


def _is_note(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value))


class _Reader:
    """Type-checked access to a JSON object; every failure names the dotted key path."""

    def __init__(self, what: str) -> None:
        self.what = what

    def fail(self, message: str) -> ScenarioError:
        return ScenarioError(f"{self.what}: {message}")

    def obj(self, value: Any, path: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(f"{path} must be an object, got {describe_json_value(value)}")
        for key, item in value.items():
            if not isinstance(key, str):
                raise self.fail(f"{path} has the key {_short(key)}, but keys must be text")
            # Notes for people are the one free key; any other "_" key is a typo or a smuggled
            # value, refused like every unknown key (issue #15).
            if key in NOTE_KEYS and not _is_note(item):
                raise self.fail(f"{_where(path)}has {key!r}, which must be text or a list of texts, got "
                                f"{describe_json_value(item)}")
        return {k: v for k, v in value.items() if k not in NOTE_KEYS}

    def keys(self, data: Mapping[str, Any], path: str, required: Collection[str],
             optional: Collection[str] = ()) -> None:
        unknown = sorted(set(data) - set(required) - set(optional))
        if unknown:
            raise self.fail(f"{_where(path)}has an unknown key {_short(unknown[0])}")
        for key in required:
            if key not in data:
                raise self.fail(f"{_where(path)}lacks the key {key!r}")

    def count(self, value: Any, path: str, minimum: int = 0, maximum: int = _MAX_COUNT) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(f"{path} must be a whole number, got {describe_json_value(value)}")
        if value < minimum:
            if minimum == 0:
                raise self.fail(f"{path} must not be negative, got {value}")
            raise self.fail(f"{path} must be at least {minimum}, got {value}")
        if value > maximum:
            raise self.fail(f"{path} must be at most {maximum}, got {value}")
        return value

    def text(self, value: Any, path: str) -> str:
        if not isinstance(value, str):
            raise self.fail(f"{path} must be text, got {describe_json_value(value)}")
        return value

    def pieces(self, value: Any, path: str, side: str, allowed: Collection[str],
               refusal: str = "is not allowed here") -> dict[str, int]:
        data = self.obj(value, path)
        result: dict[str, int] = {}
        for piece, number in data.items():
            if piece not in PIECE_TYPES:
                raise self.fail(f"{path} names an unknown piece type {_short(piece)} "
                                f"(known: {', '.join(PIECE_TYPES)})")
            if piece not in SIDE_PIECES[side]:
                raise self.fail(f"{path} gives the {side} side the piece {piece!r}, which only the "
                                f"{_other(side)} side has")
            if piece not in allowed:
                raise self.fail(f"{path} names {piece!r}, which {refusal}")
            result[piece] = self.count(number, f"{path}.{piece}")
        return result


def _short(key: Any) -> str:
    text = repr(key)
    return text if len(text) <= 42 else text[:40] + "..."


def _where(path: str) -> str:
    return f"{path} " if path else "the scenario "


def _other(side: str) -> str:
    return "axis" if side == "allied" else "allied"




_TOP_REQUIRED = (
    "format", "schema", "game", "name", "turns", "overlord_turn", "long_ruler", "stacking_limit",
    "tank_limit", "pools", "conversion_costs", "max_allied_planes_converted_per_turn",
    "reinforcements", "naval_transport", "event_tokens", "events", "setup",
)
_TOP_OPTIONAL = ("board", "description", "impulses_per_player", "options")
_SETUP_KEYS = ("allied", "allied_sea", "axis_fixed", "axis_free", "axis_default_deployment", "axis_sea")


def parse_scenario(data: Any, what: str = "scenario",
                   zone_numbers: Collection[int] | None = None) -> Scenario:
    """Validate scenario JSON data and build a Scenario.

    `zone_numbers`, when given, is the set of zone numbers on the board; set-up zones outside it
    are refused. Raises ScenarioError with one sentence naming the first problem found.
    """
    r = _Reader(what)
    top = r.obj(data, "the scenario")
    r.keys(top, "", _TOP_REQUIRED, _TOP_OPTIONAL)
    if top["format"] != FORMAT:
        raise r.fail(f"format must be {FORMAT!r}, got {describe_json_value(top['format'])}")
    schema = r.count(top["schema"], "schema", minimum=1, maximum=10**6)
    if schema != SCHEMA:
        raise r.fail(f"schema {schema} is not supported (this version reads schema {SCHEMA})")
    if top["game"] != GAME_ID:
        raise r.fail(f"game must be {GAME_ID!r}, got {describe_json_value(top['game'])}")
    name = r.text(top["name"], "name").strip()
    if not name:
        raise r.fail("name must not be empty")
    description = r.text(top.get("description", ""), "description")
    board = _parse_board_name(r, top.get("board"))

    turns = r.count(top["turns"], "turns", minimum=1, maximum=_MAX_TURNS)
    overlord_turn = r.count(top["overlord_turn"], "overlord_turn", minimum=1, maximum=turns + 1)
    long_ruler_data = r.obj(top["long_ruler"], "long_ruler")
    r.keys(long_ruler_data, "long_ruler", (), SIDES)
    long_ruler = {side: r.count(v, f"long_ruler.{side}", minimum=1, maximum=_MAX_TURNS)
                  for side, v in long_ruler_data.items()}
    stacking_limit = r.count(top["stacking_limit"], "stacking_limit", minimum=1)
    tank_limit = r.count(top["tank_limit"], "tank_limit")
    impulses = r.count(top.get("impulses_per_player", 2), "impulses_per_player", minimum=1)

    pools = _per_side(r, top["pools"], "pools", lambda v, p, s: _pool(r, v, p, s))
    conversion_costs = _per_side(r, top["conversion_costs"], "conversion_costs",
                                 lambda v, p, s: _costs(r, v, p, s))
    max_planes = r.count(top["max_allied_planes_converted_per_turn"],
                         "max_allied_planes_converted_per_turn")
    reinforcements = _per_side(r, top["reinforcements"], "reinforcements",
                               lambda v, p, s: _turn_track(r, v, p, turns))
    naval = r.obj(top["naval_transport"], "naval_transport")
    r.keys(naval, "naval_transport", NAVAL_TRANSPORT_KEYS)
    naval_transport = {k: r.count(naval[k], f"naval_transport.{k}") for k in NAVAL_TRANSPORT_KEYS}
    event_tokens = r.count(top["event_tokens"], "event_tokens")
    events = _per_side(r, top["events"], "events", lambda v, p, s: _events(r, v, p, s))
    setup = _setup(r, top["setup"])
    try:
        options = check_options(top.get("options", {}), "options")
    except OptionError as exc:
        raise r.fail(str(exc)) from None

    scenario = Scenario(
        name=name, board=board, turns=turns, overlord_turn=overlord_turn, long_ruler=long_ruler,
        stacking_limit=stacking_limit, tank_limit=tank_limit, impulses_per_player=impulses,
        pools=pools, conversion_costs=conversion_costs,
        max_allied_planes_converted_per_turn=max_planes, reinforcements=reinforcements,
        naval_transport=naval_transport, event_tokens=event_tokens, events=events, setup=setup,
        options=options, description=description,
    )
    _check_consistency(r, scenario)
    if zone_numbers is not None:
        known = set(zone_numbers)
        for path, placement in _all_placements(scenario.setup):
            if placement.zone not in known:
                raise r.fail(f"{path} places pieces in zone {placement.zone}, which the board "
                             f"does not have")
    return scenario


def _parse_board_name(r: _Reader, value: Any) -> str | None:
    if value is None:
        return None
    board = r.text(value, "board")
    # A scenario from a stranger must not point the loader at files outside its own folder.
    if (not board or "/" in board or "\\" in board or board in (".", "..") or ":" in board):
        raise r.fail(f"board must be a plain file name in the scenario's folder, got {_short(board)}")
    return board


def _per_side(r: _Reader, value: Any, path: str, parse: Any) -> dict[str, Any]:
    data = r.obj(value, path)
    r.keys(data, path, SIDES)
    return {side: parse(data[side], f"{path}.{side}", side) for side in SIDES}


def _pool(r: _Reader, value: Any, path: str, side: str) -> dict[str, int]:
    pool = r.pieces(value, path, side, SIDE_PIECES[side])
    for piece in SIDE_PIECES[side]:
        if piece not in pool:
            raise r.fail(f"{path} lacks the piece type {piece!r} (write 0 if the side has none)")
    return {piece: pool[piece] for piece in SIDE_PIECES[side]}


def _costs(r: _Reader, value: Any, path: str, side: str) -> dict[str, int]:
    # Cubes and ships are never bought with cubes; a piece type left out cannot be converted.
    convertible = [p for p in SIDE_PIECES[side] if p != "cube" and p not in SEA_PIECES]
    costs = r.pieces(value, path, side, convertible,
                     "is not bought by converting cubes (cubes, fleets and the U-boat have no cost)")
    for piece, cost in costs.items():
        if cost < 1:
            raise r.fail(f"{path}.{piece} must cost at least 1 cube, got {cost}")
    return costs


def _turn_track(r: _Reader, value: Any, path: str, turns: int) -> dict[int, int]:
    data = r.obj(value, path)
    track: dict[int, int] = {}
    for key, number in data.items():
        if not (key.isascii() and key.isdigit()) or key != str(int(key)) or not 1 <= int(key) <= turns:
            raise r.fail(f"{path} has the key {_short(key)}, which is not a turn number "
                         f"from 1 to {turns}")
        track[int(key)] = r.count(number, f"{path}.{key}")
    return dict(sorted(track.items()))


def _events(r: _Reader, value: Any, path: str, side: str) -> dict[str, int]:
    data = r.obj(value, path)
    for name in data:
        if name not in EVENTS[side]:
            raise r.fail(f"{path} names an unknown event {_short(name)} "
                         f"(the {side} events are: {', '.join(EVENTS[side])})")
    r.keys(data, path, EVENTS[side])
    return {name: r.count(data[name], f"{path}.{name}") for name in EVENTS[side]}


def _setup(r: _Reader, value: Any) -> Setup:
    data = r.obj(value, "setup")
    r.keys(data, "setup", _SETUP_KEYS)
    allied_land = SIDE_PIECES["allied"]
    axis_land = SIDE_PIECES["axis"]
    return Setup(
        allied=_placements(r, data["allied"], "setup.allied", "allied", allied_land),
        allied_sea=_sea(r, data["allied_sea"], "setup.allied_sea", "allied"),
        axis_fixed=_placements(r, data["axis_fixed"], "setup.axis_fixed", "axis", axis_land),
        axis_free=r.pieces(data["axis_free"], "setup.axis_free", "axis", LAND_PIECES,
                           "starts at sea (setup.axis_sea), not on land"),
        axis_default_deployment=_placements(r, data["axis_default_deployment"],
                                            "setup.axis_default_deployment", "axis", axis_land),
        axis_sea=_sea(r, data["axis_sea"], "setup.axis_sea", "axis"),
    )


def _placements(r: _Reader, value: Any, path: str, side: str,
                allowed: Collection[str]) -> tuple[Placement, ...]:
    if not isinstance(value, list):
        raise r.fail(f"{path} must be a list of {{\"zone\", \"pieces\"}} objects, "
                     f"got {describe_json_value(value)}")
    result = []
    for index, item in enumerate(value):
        here = f"{path}[{index}]"
        entry = r.obj(item, here)
        r.keys(entry, here, ("zone", "pieces"))
        zone = entry["zone"]
        if isinstance(zone, bool) or not isinstance(zone, int):
            raise r.fail(f"{here}.zone must be a zone number, got {describe_json_value(zone)}")
        if zone == SEA_ZONE:
            raise r.fail(f"{here}.zone is 0, the sea; land pieces must stand in a land zone")
        if zone < 0 or zone > _MAX_COUNT:
            raise r.fail(f"{here}.zone must be a zone number from 1 to {_MAX_COUNT}, got {zone}")
        pieces = r.pieces(entry["pieces"], f"{here}.pieces", side,
                          [p for p in allowed if p in LAND_PIECES],
                          "starts at sea (setup.allied_sea / setup.axis_sea), not in a land zone")
        result.append(Placement(zone, pieces))
    return tuple(result)


def _sea(r: _Reader, value: Any, path: str, side: str) -> dict[str, str]:
    data = r.obj(value, path)
    result: dict[str, str] = {}
    for piece, state in data.items():
        if piece not in PIECE_TYPES:
            raise r.fail(f"{path} names an unknown piece type {_short(piece)}")
        if piece not in SEA_PIECES:
            raise r.fail(f"{path} holds {piece!r}, but only fleets and the U-boat start at sea")
        if piece not in SIDE_PIECES[side]:
            raise r.fail(f"{path} gives the {side} side the {piece!r}, which belongs to the "
                         f"{_other(side)} side")
        if not isinstance(state, str) or state not in SEA_STATES:
            raise r.fail(f"{path}.{piece} must be \"ready\" or \"engaged\", got {describe_json_value(state)}")
        result[piece] = state
    return result


def _all_placements(setup: Setup) -> list[tuple[str, Placement]]:
    found: list[tuple[str, Placement]] = []
    for key in ("allied", "axis_fixed", "axis_default_deployment"):
        found.extend((f"setup.{key}[{i}]", p) for i, p in enumerate(getattr(setup, key)))
    return found


def _total(placements: Iterable[Placement]) -> Counter[str]:
    total: Counter[str] = Counter()
    for placement in placements:
        total.update(placement.pieces)
    return total


def _check_consistency(r: _Reader, s: Scenario) -> None:
    setup = s.setup
    # The set-up may not use more pieces than the side owns.
    allied = _total(setup.allied) + Counter(dict.fromkeys(setup.allied_sea, 1))
    axis = (_total(setup.axis_fixed) + Counter(setup.axis_free)
            + Counter(dict.fromkeys(setup.axis_sea, 1)))
    for side, used, what in (("allied", allied, "the Allied set-up (land and sea)"),
                             ("axis", axis, "the Axis set-up (fixed, free and sea)")):
        for piece, number in sorted(used.items()):
            owned = s.pools[side].get(piece, 0)
            if number > owned:
                raise r.fail(f"{what} uses {number} {piece!r} but pools.{side} has only {owned}")
    # The default deployment places exactly the freely deployed pieces, no more and no fewer.
    deployed = _total(setup.axis_default_deployment)
    free = Counter({k: v for k, v in setup.axis_free.items() if v})
    if +deployed != free:
        for piece in sorted(set(deployed) | set(free)):
            if deployed[piece] != free[piece]:
                raise r.fail(f"setup.axis_default_deployment places {deployed[piece]} {piece!r} but "
                             f"setup.axis_free gives {free[piece]}")
    # Stacking and side checks per zone, over the start position a new game actually uses.
    side_of_zone: dict[int, str] = {}
    zone_pieces: dict[int, Counter[str]] = {}
    for path, placement in _all_placements(setup):
        side = "allied" if path.startswith("setup.allied") else "axis"
        if side_of_zone.setdefault(placement.zone, side) != side:
            raise r.fail(f"{path} puts Axis and Allied pieces together in zone {placement.zone}, "
                         f"which the rules never allow")
        zone_pieces.setdefault(placement.zone, Counter()).update(placement.pieces)
    for zone, pieces in sorted(zone_pieces.items()):
        stacked = sum(n for p, n in pieces.items() if p not in STACKING_EXEMPT)
        if stacked > s.stacking_limit:
            raise r.fail(f"the set-up puts {stacked} forces in zone {zone}, over the stacking limit "
                         f"of {s.stacking_limit}")
        tanks = sum(pieces[p] for p in TANK_PIECES)
        if tanks > s.tank_limit:
            raise r.fail(f"the set-up puts {tanks} tanks in zone {zone}, over the limit of "
                         f"{s.tank_limit} per zone")
        if pieces["fortified_line"] > MAX_FORTIFIED_LINES_PER_ZONE:
            raise r.fail(f"the set-up puts {pieces['fortified_line']} fortified lines in zone {zone}; "
                         f"a zone holds at most one")


# ---------------------------------------------------------------------------------------------
# Board cross-check


def _board_zones(board: Any) -> list[Any]:
    zones = getattr(board, "zones", None)
    if zones is None:
        raise TypeError("the board object has no 'zones'")
    return list(zones.values()) if isinstance(zones, Mapping) else list(zones)


def check_scenario_against_board(scenario: Scenario, board: Any, what: str = "scenario") -> None:
    """Refuse a set-up that does not fit the board.

    `board` is a sandtable.board.Board or any object whose `zones` (a mapping or a list) hold
    objects with `.number` and, optionally, `.kind`, `.symbols` and `.props` (a fake in tests).
    """
    by_number: dict[int, Any] = {}
    for zone in _board_zones(board):
        by_number[int(zone.number)] = zone
    has_stars = any("allied-star" in _symbols(z) for z in by_number.values())
    for path, placement in _all_placements(scenario.setup):
        zone = by_number.get(placement.zone)
        if zone is None:
            raise ScenarioError(f"{what}: {path} places pieces in zone {placement.zone}, which the "
                                f"board does not have")
        label = _zone_label(zone)
        if getattr(zone, "kind", "land") != "land":
            raise ScenarioError(f"{what}: {path} places land pieces in {label}, which is not a land "
                                f"zone")
        if "closed-to-land" in _symbols(zone):
            raise ScenarioError(f"{what}: {path} places pieces in {label}, which is closed to land "
                                f"forces")
        if path.startswith("setup.allied") and has_stars and "allied-star" not in _symbols(zone):
            raise ScenarioError(f"{what}: {path} sets Allied forces up in {label}, which has no "
                                f"Allied star")
        if path.startswith("setup.axis_default") and _props(zone).get("region") == "africa":
            raise ScenarioError(f"{what}: {path} deploys free Axis forces in {label}, which is in "
                                f"Africa")


def _symbols(zone: Any) -> frozenset[str]:
    return frozenset(getattr(zone, "symbols", ()) or ())


def _props(zone: Any) -> Mapping[str, Any]:
    props = getattr(zone, "props", None)
    return props if isinstance(props, Mapping) else {}


def _zone_label(zone: Any) -> str:
    name = getattr(zone, "name", "")
    return f"zone {zone.number} ({name})" if name else f"zone {zone.number}"


# ---------------------------------------------------------------------------------------------
# Files


def load_scenario(path: str | os.PathLike[str], *, zone_numbers: Collection[int] | None = None,
                  board: Any = None) -> Scenario:
    """Read and validate a scenario file; with `board`, also check it against that board."""
    p = Path(path)
    what = f"'{p.name}'"
    data = read_json_file(p)
    scenario = parse_scenario(data, what, zone_numbers)
    if board is not None:
        check_scenario_against_board(scenario, board, what)
    return scenario


def load_scenario_and_board(path: str | os.PathLike[str]) -> tuple[Scenario, Any]:
    """Read a scenario and the board file it names (in the same folder), checked together."""
    from sandtable.board import load_board  # the board package is only needed for this call

    p = Path(path)
    what = f"'{p.name}'"
    scenario = parse_scenario(read_json_file(p), what)
    if scenario.board is None:
        raise ScenarioError(f"{what}: the scenario names no board file ('board')")
    board = load_board(p.parent / scenario.board)
    check_scenario_against_board(scenario, board, what)
    return scenario, board


def default_scenario_path() -> Path:
    """Where the shipped maps/1943-45/scenario.json is ($SANDTABLE_MAPS_DIR first, then the
    resource roots of `sandtable.resources`, which know the source tree and frozen builds)."""
    from sandtable.resources import find_resource

    env = os.environ.get(MAPS_ENV)
    if env and (Path(env) / GAME_ID / SCENARIO_FILE).is_file():
        return Path(env) / GAME_ID / SCENARIO_FILE
    found = find_resource("maps", GAME_ID, SCENARIO_FILE)
    if found is not None and found.is_file():
        return found
    raise ScenarioError(f"the shipped scenario maps/{GAME_ID}/{SCENARIO_FILE} cannot be found "
                        f"(set {MAPS_ENV} to the folder that holds '{GAME_ID}')")


def load_default_scenario() -> Scenario:
    return load_scenario(default_scenario_path())
