"""FSTR set-ups that put units where the rules let no unit stand (issues #15, #28): on hexes the
other side set up on first (rule 4, seed 003 lines 313-317; 11, line 623), in the sea, off the
scenario's board (outside its area, or on map 1's rows under map 2 in the campaign), or where the
zone has no room (10, lines 613-617). Each file is refused by the loader, by `sandtable validate`
and by the game in one sentence naming the unit and the hex, never a traceback; the shipped
scenarios still load, and in them the side that sets up second gives way inside its own zone."""

from __future__ import annotations

import copy
import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sandtable.games.fstr.scenario import SCENARIO_IDS, ScenarioError

ROOT = Path(__file__).resolve().parent.parent
FSTR = ROOT / "maps" / "fstr"


def _raw(sid: str) -> dict[str, Any]:
    return json.loads((FSTR / "scenarios" / f"{sid}.json").read_text(encoding="utf-8"))


def one_sentence(message: str) -> None:
    assert message and "\n" not in message and "Traceback" not in message, repr(message)
    assert len(message) < 600, message


def _zone(n: int, zone: dict[str, Any]) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data["setup"][n - 1]["zone"] = zone
    return change


def _seam(data: dict[str, Any]) -> None:
    entry = next(e for e in data["setup"] if e.get("zone") == {"within": 2, "of": "Mondragone"})
    entry["map"] = "map1"


HOSTILE = [
    # Ortona: the Axis sets up first (line 967); an Allied entry on the hexes it holds
    ("ortona", _zone(8, {"at": "Lanciano"}), "setup entry 8", ["Lanciano", "holds Axis units", "78 Inf"]),
    ("ortona", _zone(12, {"at": "Casoli"}), "setup entry 12", ["holds Axis units", "1 Can"]),
    ("ortona", _zone(13, {"within": 1, "of": "Ortona", "terrain": "sea"}), "setup entry 13",
     ["sea or a lake", "5 Inf"]),
    ("ortona", _zone(11, {"at": "Rome"}), "setup entry 11", ["off the board", "outside its area", "2 NZ"]),
    ("ortona", lambda d: [d["setup"][n]["zone"].update({"within": 0}) for n in (8, 9)] and None,
     "setup entry", ["no room", "overstack"]),
    # Salerno: the Allies set up first; the Axis 26.Pz on exactly the hexes VIII Army took
    ("salerno", _zone(8, {"at": "Salerno"}), "setup entry 8", ["holds Allied units", "26.Pz", "2426"]),
    # The campaign: map 1's rows 1-10 lie under map 2
    ("campaign", _seam, "setup entry 6", ["under map 2", "15.PzG", "map1 2008"]),
]


@pytest.mark.parametrize(("sid", "change", "entry", "words"), HOSTILE)
def test_a_set_up_where_no_unit_may_stand_is_refused_in_one_sentence(tmp_path: Path, sid: str,
                                                                     change: Callable[[dict[str, Any]], None],
                                                                     entry: str, words: list[str]) -> None:
    from sandtable.games.fstr.data_files import scenario_problems
    from sandtable.games.fstr.world import load_world

    data = copy.deepcopy(_raw(sid))
    change(data)
    folder = tmp_path / "fstr"
    shutil.copytree(FSTR, folder)
    path = folder / "scenarios" / f"{sid}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ScenarioError) as info:  # the game's loader (the app, new games, saves)
        load_world(sid, str(folder))
    message = str(info.value)
    one_sentence(message)
    assert entry in message and all(w in message for w in words), message
    problems, summary = scenario_problems(path)  # `sandtable validate`
    assert problems and not summary
    for p in problems:
        one_sentence(p)
    assert any(entry in p and all(w in p for w in words) for p in problems), problems


def test_sandtable_validate_refuses_a_set_up_on_the_other_sides_hex(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from sandtable.cli import main

    data = copy.deepcopy(_raw("ortona"))
    _zone(8, {"at": "Lanciano"})(data)
    path = tmp_path / "ortona.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr()
    assert "setup entry 8" in out.out + out.err and "Lanciano" in out.out + out.err


@pytest.mark.parametrize("sid", SCENARIO_IDS)
def test_shipped_set_ups_keep_the_sides_apart_inside_their_zones(sid: str) -> None:
    from sandtable.games.fstr import GameFstr

    s = GameFstr().new_initial_state(sid, {})
    sc = s.world.scenario
    zone_of = {u: {f"{e.map}:{h}" for h in e.zone} for e in sc.setup for u in e.units}
    sides: dict[str, set[str]] = {}
    for u, h in s.loc.items():
        sides.setdefault(h, set()).add(s.side_of(u))
        assert h in zone_of[u], (u, h)  # the side setting up second gave way inside its own zone
    assert all(len(x) == 1 for x in sides.values())
    on_map = {u for e in sc.setup for u in e.units if s.unit(u).role != "hq"}
    assert on_map == set(s.loc)  # every set-up unit stands on the board (the campaign's 15.PzG too)


def test_saves_of_rules_version_1_replay_with_the_old_set_up() -> None:
    from sandtable.games.fstr import GameFstr
    from sandtable.games.fstr.options import COMPAT
    from sandtable.games.fstr.table import FstrTable

    game = GameFstr()
    # rules 3 (tests/test_fstr_long_run_seeds.py) adds fstr.rules_v2 to the older versions' options
    assert game.rules_version == "3" and game.options_for_rules("1")["fstr.setup_v1"] is True
    assert "fstr.setup_v1" not in game.options_for_rules("2") and game.options_for_rules("3") == {}
    new = game.new_initial_state("salerno", {})
    old = game.new_initial_state("salerno", {"fstr.setup_v1": True})
    assert new.loc != old.loc  # version 1 filled both sides' zones at once
    assert "fstr.setup_v1" in COMPAT and "fstr.setup_v1" not in new.to_json()["opts"]
    assert "bari" not in new.to_json() and "bari_new" not in new.to_json()  # hashed only when used
    assert all(o.key not in COMPAT for o in FstrTable().options())  # not offered at the start screen


def _places(sid: str) -> list[str]:
    """Every place named by a zone or a victory condition of the scenario (both sides' towns)."""
    data = _raw(sid)
    names: set[str] = set()
    for e in data["setup"]:
        z = e["zone"]
        for key in ("at", "of"):
            v = z.get(key)
            names.update([v] if isinstance(v, str) else v if isinstance(v, list) else [])
    names.update(data.get("victory", {}).get("marginal", {}).get("vp", {}))
    return sorted(names)


@settings(max_examples=30, deadline=None, derandomize=True, database=None)
@given(data=st.data())
def test_a_set_up_moved_to_any_town_is_refused_in_one_sentence_or_starts_sound(data: Any) -> None:
    """Property: an entry of either side moved onto any town (the other side's included) is either
    refused in one sentence, or the game starts with every unit on the board, inside its zone, no
    hex holding both sides and the invariants clean."""
    from sandtable.games.fstr.engine import start
    from sandtable.games.fstr.invariants import problems
    from sandtable.games.fstr.state import FstrState
    from sandtable.games.fstr.world import World, _base, data_folder

    sid = data.draw(st.sampled_from(["ortona", "salerno", "anzio", "kesselring"]))
    raw = copy.deepcopy(_raw(sid))
    n = data.draw(st.integers(0, len(raw["setup"]) - 1))
    town = data.draw(st.sampled_from(_places(sid)))
    raw["setup"][n]["zone"] = {"within": data.draw(st.integers(0, 1)), "of": town}
    maps, counters, charts = _base(str(data_folder()))
    from sandtable.games.fstr.scenario import scenario_from_json

    try:
        sc = scenario_from_json(raw, maps, counters, f"{sid}.json", charts.tec)
    except ScenarioError as error:
        one_sentence(str(error))
        return
    from sandtable.games.fstr.world import load_world

    shipped = load_world(sid)
    world = World(shipped.board, counters, charts, sc, shipped.corps_of, shipped.army_of)
    s = FstrState(world, {})
    start(s)
    zone_of = {u: {f"{e.map}:{h}" for h in e.zone} for e in sc.setup for u in e.units}
    sides: dict[str, set[str]] = {}
    for u, h in s.loc.items():
        sides.setdefault(h, set()).add(s.side_of(u))
        assert h in zone_of[u] or s.unit(u).role != "combat", (u, h)
    assert all(len(x) == 1 for x in sides.values())
    assert not problems(s, check_observation=False)
