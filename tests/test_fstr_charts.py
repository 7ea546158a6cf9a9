"""FSTR charts as data: every cell the rulebook text fixes, the reading rules, and refusals of bad files."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from sandtable.games.fstr.charts import ChartFileError, charts_from_json, load_charts, parse_crt_result

CHARTS = Path(__file__).resolve().parent.parent / "maps" / "fstr" / "charts.json"


@pytest.fixture(scope="module")
def charts():
    return load_charts(CHARTS)


def _raw():
    return json.loads(CHARTS.read_text(encoding="utf-8"))


# ----- printed cells (spec games/fstr.md §3.10, §3.11, §5.3) -----------------------------------------
@pytest.mark.parametrize(
    ("column", "roll", "expected"),
    [
        ("1:1", 7, "A1* D1*"),  # seed 003 lines 1518-1520
        ("2:1", 9, "D1"),  # line 1510
        ("3:1", 10, "D2"),  # line 1538
    ],
)
def test_printed_crt_cells(charts, column, roll, expected):
    assert charts.crt_result(charts.crt_columns.index(column), roll) == parse_crt_result(expected)


@pytest.mark.parametrize(
    ("column", "roll", "expected"),
    [
        ("9-12", 4, "-"),  # line 1498
        ("9-12", 8, "R"),  # line 1502
        ("3-5", 4, "-"),  # line 1532
        ("3-5", 10, "R"),  # line 1534
        ("6-8", 11, "R"),  # line 1540
    ],
)
def test_printed_bombardment_cells(charts, column, roll, expected):
    names = [n for n, _ in charts.bombard_columns]
    assert charts.bombard_result(names.index(column), roll) == expected


@pytest.mark.parametrize(("roll", "expected"), [(9, {"drm": 2}), (5, {}), (6, {})])  # lines 1510, 1518, 1538
def test_printed_tactical_support_results(charts, roll, expected):
    assert dict(charts.support_result(roll)) == expected


def test_printed_weather(charts):
    assert charts.weather(2, 6) == "fine"  # line 1458
    assert all(charts.weather(t, r) == "fine" for t in (1, 10) for r in range(1, 7))  # line 446


# ----- the example of play read through the charts ----------------------------------------------------
def test_combat_columns_of_the_example(charts):
    assert charts.column_name(charts.crt_column(13, 6)) == "2:1"  # 2.17 rounded down, line 1510
    assert charts.column_name(charts.crt_column(6.5, 4)) == "1:1"  # 1.6: no 3:2 column, line 1516
    assert charts.column_name(charts.crt_column(8, 4) + 1) == "3:1"  # encirclement, line 1538
    assert charts.column_name(charts.crt_column(4, 6)) == "1:2"
    assert charts.column_name(charts.crt_column(4, 13)) == "1:3"  # below 1:3 reads 1:3 (line 699)
    assert charts.column_name(charts.crt_column(40, 4)) == "6:1"  # above 6:1 reads 6:1
    assert charts.crt_result(charts.crt_column(8, 4) + 9, 15) == charts.crt_result(7, 12)  # clamped (C49, G3)


@pytest.mark.parametrize(
    ("fire", "moving", "dots", "terrain", "column"),
    [
        (9, True, 2.5, "village", "9-12"),  # XIII Corps art on the village, lines 1494-1498
        (4, True, 4, "plain", "9-12"),  # 26.Pz art on the moving tank stack, line 1502
        (4, True, 1, "plain", "3-5"),  # 5 Inf art on the moving Afkl, line 1532
        (4, False, 3, "plain", "3-5"),  # 76.PzK art on 2 Can Bde in the open, line 1534
        (9, False, 1, "plain", "6-8"),  # three aircraft on III-3, line 1540
    ],
)
def test_bombardment_columns_of_the_example(charts, fire, moving, dots, terrain, column):
    col = charts.bombard_column(fire, charts.bombard_shift(moving=moving, dots=dots, terrain=terrain))
    assert charts.bombard_columns[col][0] == column


def test_dice_tables_the_text_gives(charts):
    dice = charts.raw["dice"]
    assert [dice["gegenangriff_columns"][str(d)] for d in range(1, 7)] == [1, 1, 1, 2, 2, 3]  # line 749
    assert [charts.drop_distance[d] for d in range(1, 7)] == [2, 2, 1, 1, 0, 0]  # line 507
    assert [dice["rearguard_alone"][str(d)] for d in range(1, 7)] == [
        "none",
        "retreat 3",
        "retreat 3",
        "eliminated",
        "eliminated",
        "eliminated",
    ]  # line 671
    costs = charts.operations["costs"]
    assert costs["division"]["ap"] == 1 and costs["gustav_box"] == {
        "ap": 2,
        "max_per_turn": 2,
        "source": costs["gustav_box"]["source"],
    }
    assert costs["tactical_adjustment"]["dots"] == 3 and costs["offensive"]["ap"] == 2
    assert charts.tec["terrain"]["plain"]["stacking"] == 10  # line 615


# ----- results and refusals --------------------------------------------------------------------------
def test_crt_results_parse_into_their_parts():
    r = parse_crt_result("A1* D1*")
    assert (r.attacker_steps, r.defender_steps, r.attacker_end_ops, r.defender_end_ops) == (1, 1, True, True)
    r = parse_crt_result("A1 D2R")
    assert (r.attacker_steps, r.defender_steps, r.defender_retreats, r.attacker_end_ops) == (
        1,
        2,
        True,
        False,
    )
    for bad in ("X1", "A1R", "D1 D2", ""):
        with pytest.raises(ValueError):
            parse_crt_result(bad)


def _broken(change):
    data = copy.deepcopy(_raw())
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: d["crt"]["rows"]["7"].__setitem__(2, "D1"),
            "CRT 1:1 roll 7 must read 'A1\\* D1\\*' as printed",
        ),
        (
            lambda d: d["bombardment"]["rows"]["8"].__setitem__(3, "G"),
            "bombardment 9-12 roll 8 must read 'R'",
        ),
        (lambda d: d["support"]["rolls"].__setitem__("9", {"drm": 1}), "support roll 9 must read"),
        (lambda d: d["weather"]["bad_on_or_below"].__setitem__("2", 6), "weather turn 2 roll 6 must be fine"),
        (lambda d: d["crt"]["rows"]["5"].__setitem__(0, "A1X"), "CRT row 5: 'A1X' is not a CRT result"),
        (lambda d: d["crt"]["rows"].pop("12"), "one row for each roll from 2 to 12"),
        (lambda d: d["bombardment"]["rows"]["2"].__setitem__(0, "boom"), "unknown result 'boom'"),
        (lambda d: d.pop("tec"), "the tec chart is missing"),
        (lambda d: d.update(format="x"), "not a chart file"),
    ],
)
def test_a_broken_chart_file_names_the_chart_and_cell(change, message):
    with pytest.raises(ChartFileError, match=message) as info:
        charts_from_json(_broken(change), "charts.json")
    assert str(info.value).startswith("charts.json: ") and "\n" not in str(info.value)


def test_an_unreadable_chart_file_is_one_sentence(tmp_path):
    (tmp_path / "charts.json").write_text("[", encoding="utf-8")
    with pytest.raises(ChartFileError, match="not valid JSON"):
        load_charts(tmp_path / "charts.json")


def test_the_printed_tracks(charts):
    tracks = charts.raw["tracks"]
    assert tracks["impulse"]["boxes"] == 7 and tracks["impulse"]["wraps"]  # line 434
    assert tracks["gustav"]["boxes"] == [0, 1, 2] and tracks["gustav"]["start"] == 0  # lines 317, 567
    assert tracks["turn"]["boxes"] == 10 and len(charts.raw["turns"]) == 10  # line 225
    assert tracks["bari_port_box"]["capacity_dots"] == 10  # line 561
