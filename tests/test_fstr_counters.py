"""FSTR counters: the printed values the text gives, the defaults, and refusals of bad files."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from sandtable.games.fstr.counters import CounterFileError, counters_from_json, load_counters

COUNTERS = Path(__file__).resolve().parent.parent / "maps" / "fstr" / "counters.json"


@pytest.fixture(scope="module")
def counters():
    return load_counters(COUNTERS)


def test_values_the_text_prints(counters):
    afkl = counters.units["Afkl/26.Pz"]
    assert (afkl.combat, afkl.move) == (2, 8)  # line 1538; errata
    assert counters.units["Art/XIII Corps"].fire == 9  # line 1496
    assert counters.units["Art/26.Pz"].fire == 4  # line 1502
    assert 3 <= counters.units["Art/5 Inf"].fire <= 5  # line 1532: column 3-5
    assert 3 <= counters.units["Art/76.PzK"].fire <= 5  # line 1534
    can2 = counters.units["2/1 Can"]
    assert (can2.reduced, can2.dots, can2.steps) == (4, 3, 2)  # lines 1534, 1538
    tank = counters.units["7/6"]
    assert (tank.steps, tank.reduced, tank.armour) == (2, 1, 1)  # lines 1502, 1508, 1520
    assert counters.units["III-3/1.FJ"].steps == 1 and counters.units["III-3/1.FJ"].dots == 1  # line 1540
    assert counters.units["Naval 1"].fire == 3  # line 549
    assert counters.aircraft_fire == 3  # line 581


def test_sixty_fifth_division_has_three_counters_of_two_steps(counters):
    units = [u for u in counters.units.values() if u.formation == "65.I" and u.role == "combat"]
    assert [u.steps for u in units] == [2, 2, 2]  # line 1039


def test_german_tanks_count_half_a_dot(counters):
    tanks = [u for u in counters.side_units("axis") if u.type == "tank"]
    assert tanks and all(u.dots == 0.5 and u.is_armour for u in tanks)  # line 615


def test_every_division_and_corps_has_its_hq_and_artillery(counters):
    for f in counters.formations.values():
        if f.kind in ("division", "corps"):
            assert f"HQ/{f.id}" in f.units and f"Art/{f.id}" in f.units, f.id
    assert counters.units["HQ/26.Pz"].role == "hq"
    assert counters.units["Nebelwerfer"].role == "artillery"


def test_other_spellings_of_the_text_resolve(counters):
    assert counters.resolve("23-46") == "23/46"
    assert counters.resolve("HQ/1.FK") == "HQ/1.FJK"
    assert counters.formation_id("1.FK") == "1.FJK"
    assert counters.resolve("HQ/Nowhere") is None


def _broken(change):
    data = copy.deepcopy(json.loads(COUNTERS.read_text(encoding="utf-8")))
    change(data)
    return data


def _formation(data, fid):
    return next(f for f in data["formations"] if f["id"] == fid)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: _formation(d, "65.I")["units"].append("148:bike:III"),
            "formation 65.I unit 148: unknown type 'bike'",
        ),
        (lambda d: _formation(d, "65.I")["units"].append("145:inf:III"), "unit '145' appears twice"),
        (lambda d: _formation(d, "65.I")["units"].append("148-inf-III"), "must read 'id:type:size'"),
        (
            lambda d: _formation(d, "65.I")["units"].append(
                {"id": "148", "type": "inf", "size": "III", "reduced": None}
            ),
            "needs its reduced combat factor",
        ),
        (
            lambda d: _formation(d, "65.I")["units"].append(
                {"id": "148", "type": "inf", "size": "III", "combat": -2}
            ),
            "combat must be a number from 0 to 99",
        ),
        (lambda d: _formation(d, "65.I").update(side="german"), "side must be 'allied' or 'axis'"),
        (
            lambda d: _formation(d, "VI Corps").update(army="VII Army"),
            "army 'VII Army', which the file does not define",
        ),
        (
            lambda d: d["formations"].append({"id": "65.I", "side": "axis", "kind": "division"}),
            "appears twice",
        ),
    ],
)
def test_a_broken_counter_file_names_the_formation_and_unit(change, message):
    with pytest.raises(CounterFileError, match=message) as info:
        counters_from_json(_broken(change), "counters.json")
    assert str(info.value).startswith("counters.json: ") and "\n" not in str(info.value)
