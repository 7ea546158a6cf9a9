"""The Bari Port Box (9.5.7, seed 003 lines 555-561; rule 18, line 927; errata 4): leaving the map by
a VIII Army terminal road, the 10-dot limit, the wait to the next impulse, coming back by land
(half the MA), by sea and by a landing, VIII Army reinforcements put in the box, what the Axis sees
of it, and the scenario file's values."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandtable.games.fstr import GameFstr, bari
from sandtable.games.fstr import actions as A
from sandtable.games.fstr.flow import advance
from sandtable.games.fstr.invariants import problems
from sandtable.games.fstr.movement import movement_allowance, reachable
from sandtable.games.fstr.scenario import ScenarioError, scenario_from_json

GAME = GameFstr()
ROOT = Path(__file__).resolve().parent.parent
TERMINAL = "map1:2331"  # SS18 leaves map 1's south edge: a VIII Army terminal (17.1, line 887)


@pytest.fixture()
def salerno():
    return GAME.new_initial_state("salerno", {})


def _bare(s, placed):
    """Only the units of `placed` {unit: hex} on the map, at full strength, nothing in the box."""
    for u in list(s.loc):
        s.loc.pop(u)
        s.steps.pop(u, None)
    for flags in (s.reserve, s.oos, s.end_ops, s.auto_supply, s.activated, s.acted):
        flags.clear()
    s.bari.clear()
    s.bari_new.clear()
    for u, h in placed.items():
        s.loc[u], s.steps[u] = h, s.unit(u).steps


def _operate(s, units):
    """An Allied operation of `units` at step B, as the segment menu would start it."""
    s.activated.update(units)
    s.op = {"side": "allied", "formation": "TF", "units": list(units), "step": "B", "bonus_left": 0,
            "attacked": [], "penetrate": [], "parent": None, "interrupt": False}
    s.seg_order, s.seg = ["allied", "axis"], 0
    s.tasks, s.pending = [["op_ask", {}], ["segment_menu", {"side": "allied"}]], None
    advance(s)


def _allied(s, n, dots=None):
    """`n` Allied combat units with a movement allowance (of `dots` dots each, if given)."""
    out = [u for u, x in sorted(s.world.counters.units.items())
           if x.side == "allied" and x.role == "combat" and x.move >= 4 and (dots is None or x.dots == dots)]
    return out[:n]


def _finish(s):
    """Let the enemy's windows after a move pass (Reaction, bombardment: Done)."""
    while s.pending and s.pending["kind"] != "op_step":
        s.apply(A.Done())


def test_the_box_is_in_play_where_the_viii_army_has_terminal_roads(salerno):
    assert bari.exit_hexes(salerno) == {"map1:2331", "map1:2931", "map1:5031"}  # line 887: SS18, SS19, SS16
    assert bari.symbol_hexes(salerno) == ["map1:2331", "map1:2931", "map1:5031"]  # line 559
    assert bari.capacity(salerno) == 10  # line 561
    ortona = GAME.new_initial_state("ortona", {})
    assert bari.rule(ortona) is None and bari.exit_hexes(ortona) == set()  # map 2 only: no VIII roads


# -- line 557: off the map by a VIII Army terminal road, into the box --
def test_a_unit_leaving_by_a_terminal_road_goes_into_the_box(salerno):
    s = salerno
    unit, other = _allied(s, 2, dots=3)
    board = s.world.board
    away = next(h for h in sorted(board.hexes) if board.distance(h, TERMINAL) == 6)
    _bare(s, {unit: TERMINAL, other: away})
    _operate(s, [unit, other])
    legal = s.legal_actions()
    assert A.Move((unit,), bari.BARI) in legal
    far = reachable(s, away, [other], movement_allowance(s, [other]))
    assert (A.Move((other,), bari.BARI) in legal) == any(h in bari.exit_hexes(s) for h in far)
    s.apply(A.Move((unit,), bari.BARI))
    _finish(s)
    assert unit not in s.loc and unit not in s.steps and s.bari == {unit: s.unit(unit).steps}
    assert unit in s.bari_new and not problems(s)
    assert not [a for a in s.legal_actions() if isinstance(a, A.Move) and a.units == (unit,)]  # next impulse


def test_a_unit_may_reach_the_terminal_hex_and_leave_in_the_same_move(salerno):
    s = salerno
    (unit,) = _allied(s, 1, dots=3)
    start = next(n for n in s.world.board.nbrs[TERMINAL] if n in s.world.board.hexes)
    _bare(s, {unit: start})
    _operate(s, [unit])
    s.apply(A.Move((unit,), bari.BARI))
    _finish(s)
    assert unit in s.bari and unit not in s.loc  # walked to the edge, then off the map


def test_no_box_move_far_from_the_terminal_roads_nor_for_the_axis(salerno):
    s = salerno
    (unit,) = _allied(s, 1)
    naples = s.world.board.named["naples"]
    _bare(s, {unit: naples})
    _operate(s, [unit])
    assert all(not (isinstance(a, A.Move) and a.to == bari.BARI) for a in s.legal_actions())


# -- line 561: at most 10 dots in the box --
def test_the_box_holds_ten_dots(salerno):
    s = salerno
    full = _allied(s, 4, dots=3)
    _bare(s, {full[3]: TERMINAL})
    for u in full[:3]:
        s.bari[u] = s.unit(u).steps  # 9 dots
    _operate(s, [full[3]])
    assert A.Move((full[3],), bari.BARI) not in s.legal_actions()  # 9 + 3 > 10
    s.bari.pop(full[0])
    assert bari.has_room(s, [full[3]])
    s.bari[full[0]] = 2
    s.bari[full[3]] = s.steps.pop(full[3])
    s.loc.pop(full[3])
    assert any("Bari Port Box holds 12" in p for p in problems(s, check_observation=False))


# -- lines 557-559: from the next impulse, back by land on a symbol hex with half the MA --
def test_back_by_land_on_a_symbol_hex_with_half_the_movement(salerno):
    s = salerno
    (unit,) = _allied(s, 1, dots=3)
    _bare(s, {})
    s.bari[unit] = 1
    s.bari_new.add(unit)
    _operate(s, [unit])
    assert not [a for a in s.legal_actions() if isinstance(a, A.Move)]  # entered this impulse: it waits
    s.bari_new.clear()  # the next impulse (engine: the impulse's start)
    s.__dict__.pop("_legal", None)
    moves = [a for a in s.legal_actions() if isinstance(a, A.Move) and a.units == (unit,)]
    half = bari.half_ma(s, [unit])
    assert half == s.unit(unit).move // 2  # half, rounded down (spec C4)
    dests = {a.to for a in moves}
    assert set(bari.symbol_hexes(s)) <= dests
    for d in dests:
        assert any(d == h or d in reachable(s, h, [unit], half) for h in bari.symbol_hexes(s))
    far = max(dests - set(bari.symbol_hexes(s)), key=lambda d: min(
        s.world.board.distance(d, h) for h in bari.symbol_hexes(s)))
    s.apply(A.Move((unit,), far))
    _finish(s)
    assert s.loc[unit] == far and s.steps[unit] == 1 and unit not in s.bari and unit in s.halved
    assert not problems(s, check_observation=False)


# -- line 559 and 11.5 (line 649): back by sea to a port, END OPS at once --
def test_back_by_sea_to_a_port(salerno):
    s = salerno
    (unit,) = _allied(s, 1, dots=3)
    _bare(s, {})
    s.bari[unit] = s.unit(unit).steps
    _operate(s, [unit])
    sails = [a for a in s.legal_actions() if isinstance(a, A.SeaMove) and a.unit == unit]
    board = s.world.board
    assert sails and all("port" in board.hexes[a.to].features for a in sails)
    s.apply(sails[0])
    _finish(s)
    assert s.loc[unit] == sails[0].to and unit in s.end_ops and s.sea_moved == 1 and not s.bari


# -- line 557 (9.5.3, lines 533-539): from the box a unit may land --
def test_a_unit_in_the_box_may_make_a_minor_landing(salerno):
    from sandtable.games.fstr.landings import beaches, land_minor, minor_options

    s = salerno
    (unit,) = _allied(s, 1, dots=3)
    _bare(s, {})
    s.turn = 2
    s.bari[unit] = 1
    s.bari_new.add(unit)
    assert unit not in minor_options(s)  # it entered this impulse (line 557: from the next one)
    s.bari_new.clear()
    assert unit in minor_options(s)
    beach = beaches(s, [unit])[0]
    s.tasks, s.pending = [["segment_menu", {"side": "allied"}]], None
    land_minor(s, unit, beach)
    assert s.loc[unit] == beach and s.steps[unit] == 1 and unit not in s.bari
    assert not problems(s, check_observation=False)


# -- line 561, line 927, errata 4: VIII Army reinforcements may be put in the box directly --
def test_viii_army_reinforcements_may_enter_the_box(salerno):
    from sandtable.games.fstr.command import army_of
    from sandtable.games.fstr.reinforce import due

    s = salerno
    n = next(i for i, e in enumerate(s.world.scenario.reinforcements) if e.turn == 2)
    s.turn, s.impulse = 2, 1
    s.tasks, s.pending = [["reinforce_ask", {"n": n}], ["segment_menu", {"side": "allied"}]], None
    advance(s)
    boxes = [a for a in s.legal_actions() if isinstance(a, A.Choose) and a.option.startswith(bari.CHOICE)]
    forms = {a.option[len(bari.CHOICE):] for a in boxes}
    assert forms and all(army_of(s, f) == "VIII Army" for f in forms)  # never a V Army formation
    for f in forms:
        units = [u for u in bari.arriving(s, n) if s.unit(u).formation == f]
        assert sum(s.unit(u).dots for u in units) <= 10
    s.apply(boxes[0])
    form = boxes[0].option[len(bari.CHOICE):]
    inside = [u for u in s.bari if s.unit(u).formation == form]
    assert inside and all(s.bari[u] == s.unit(u).steps for u in inside) and not s.bari_new
    assert s.pending["kind"] == "reinforce"  # the rest of the entry: enter, box or delay
    assert all(a.option != boxes[0].option for a in s.legal_actions() if isinstance(a, A.Choose))
    s.apply(A.Choose("enter"))
    assert n not in due(s) and not set(inside) & set(s.loc)
    assert not problems(s, check_observation=False)


# -- 18.1 (lines 929-933): a withdrawn formation leaves the box too --
def test_a_withdrawn_formation_leaves_the_box():
    from sandtable.games.fstr.reinforce import withdrawals

    s = GAME.new_initial_state("campaign", {})
    w = s.world.scenario.rules["withdrawals"][0]
    unit = next(u for u in s.world.counters.formations[w["formation"]].units if s.unit(u).role == "combat")
    s.loc.pop(unit, None)
    s.steps.pop(unit, None)
    s.bari[unit] = 1
    s.turn, s.impulse = int(w["turn"]), 1
    withdrawals(s)
    assert unit not in s.bari and unit in s.gone


# -- spec H3: the Axis sees the box's top counter and how many it holds --
def test_the_axis_sees_the_top_counter_of_the_box(salerno):
    s = salerno
    units = _allied(s, 3, dots=3)
    _bare(s, {})
    for u in units:
        s.bari[u] = 1
    axis = s.observation(1)
    assert list(axis.bari) == [sorted(units)[0]] and axis.hidden_box == 2
    assert s.observation(0).bari == s.bari
    assert not problems(s)
    s.opts["fstr.open_stacks"] = True
    assert s.observation(1).bari == s.bari


# -- the scenario's values, checked by the loader in one sentence --
@pytest.mark.parametrize(("box", "words"), [
    ({"army": "axis"}, "army"),
    ({"army": "XV AG"}, "no terminal road"),
    ({"army": "V Army"}, "no terminal road"),
    ({"army": "VIII Army", "capacity_dots": 10}, "must be an object"),
    ("10", "must be an object"),
])
def test_a_broken_box_in_a_scenario_file_is_refused_in_one_sentence(box, words):
    world = GAME.new_initial_state("salerno", {}).world
    data = json.loads((ROOT / "maps" / "fstr" / "scenarios" / "salerno.json").read_text(encoding="utf-8"))
    data["rules"]["bari_box"] = box
    with pytest.raises(ScenarioError) as err:
        scenario_from_json(data, world.board.maps, world.counters)
    assert words in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("dots", [-1, 100, 1.5, None, True, "10"])
def test_a_broken_box_capacity_in_the_charts_is_refused_in_one_sentence(dots):
    from sandtable.games.fstr.charts import ChartFileError, charts_from_json

    data = json.loads((ROOT / "maps" / "fstr" / "charts.json").read_text(encoding="utf-8"))
    data["tracks"]["bari_port_box"]["capacity_dots"] = dots
    with pytest.raises(ChartFileError) as err:
        charts_from_json(data)
    assert "Bari Port Box" in str(err.value) and "\n" not in str(err.value)


# -- the table draws the box with its units (the Axis: the top counter and "+N") --
def test_the_table_draws_the_box_with_its_units(salerno):
    from sandtable.games.fstr.table_view import build_view, describe_place

    s = salerno
    units = _allied(s, 3, dots=3)
    _bare(s, {})
    for u in units:
        s.bari[u] = 1
    (box,) = [b for b in build_view(s, 0).boxes if b.id == bari.BARI]
    assert [p.ids for p in box.pieces] == [(u,) for u in sorted(units)] and box.anchor is not None
    assert "3 units, 9 of 10 dots" in box.text and box.owners == (0,)
    (seen,) = [b for b in build_view(s.observation(1), 1).boxes if b.id == bari.BARI]
    assert len(seen.pieces) == 2 and seen.pieces[-1].label == "+2" and "dots" not in seen.text
    assert describe_place(s, bari.BARI) == "Bari Port Box"
    ortona = GAME.new_initial_state("ortona", {})
    assert not [b for b in build_view(ortona, 0).boxes if b.id == bari.BARI]


# -- the box's words are in the game's catalogue (Italian and French) --
def test_the_box_words_are_translated(salerno):
    from sandtable.core import messages, registry

    table = registry.table_for("fstr")
    catalogue = messages.catalogue("fstr")
    s = salerno
    unit, other = _allied(s, 2, dots=3)
    _bare(s, {unit: TERMINAL})
    s.bari[other] = 1
    _operate(s, [unit, other])
    legal = s.legal_actions()
    texts = {table.describe_decision(s, a) for a in legal if isinstance(a, A.Move)
             and (a.to == bari.BARI or a.units[0] in s.bari)}
    # A move out of the box says where it starts: the box, not a hex of the map.
    out = [a for a in legal if isinstance(a, A.Move) and a.units[0] in s.bari]
    assert out and all(" from the Bari Port Box to " in table.describe_decision(s, a) for a in out)
    s.apply(A.Move((unit,), bari.BARI))
    _finish(s)
    back = next(a for a in s.legal_actions() if isinstance(a, A.Move) and a.units == (other,))
    s.apply(back)
    _finish(s)
    texts |= {t for t in table.notes(s) if "Bari" in t}
    texts |= {b.text for b in table.view(s, 0).boxes}
    texts |= {b.text for b in table.view(s.observation(1), 1).boxes}
    texts.add(table.describe_decision(s, A.Choose(f"{bari.CHOICE}78 Inf")))
    assert len([t for t in texts if "Bari" in t]) >= 5
    assert [t for t in texts if not catalogue.covers(t)] == []


# -- spec H3: the log tells the Axis how many units used the box, never which --
def test_the_log_counts_the_units_in_and_out_of_the_box_without_naming_them(salerno):
    s = salerno
    unit, other = _allied(s, 2, dots=3)
    _bare(s, {unit: TERMINAL})
    s.bari[other] = 1
    _operate(s, [unit, other])
    s.apply(A.Move((unit,), bari.BARI))
    _finish(s)
    back = next(a for a in s.legal_actions() if isinstance(a, A.Move) and a.units == (other,))
    s.apply(back)
    _finish(s)
    lines = [line for line in s.observation(1).log if "Bari" in line]
    assert len(lines) == 2 and "1 unit" in lines[0] and TERMINAL in lines[0]
    assert not any(unit in line or other in line for line in lines)


# -- at the table: a stack is dragged onto the box, and out of it onto a hex --
def test_stacks_are_dragged_into_and_out_of_the_box(salerno):
    from sandtable.core.table import Selection
    from sandtable.games.fstr.table_gestures import compose, movable, targets

    s = salerno
    unit, other = _allied(s, 2, dots=3)
    _bare(s, {unit: TERMINAL})
    s.bari[other] = 1
    _operate(s, [unit, other])
    legal = s.legal_actions()
    into = Selection(TERMINAL, (unit,))
    assert targets(s, legal, into).get(bari.BARI) == "move"
    assert compose(s, legal, into, bari.BARI) == A.Move((unit,), bari.BARI)
    assert [c.ids for c in movable(s, bari.BARI, legal)] == [(other,)]
    out = Selection(bari.BARI, (other,))
    lit = targets(s, legal, out)
    assert set(bari.symbol_hexes(s)) & set(lit)
    dest = sorted(h for h in lit if h in bari.symbol_hexes(s))[0]
    assert compose(s, legal, out, dest) == A.Move((other,), dest)
