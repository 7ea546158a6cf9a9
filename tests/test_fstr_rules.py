"""FSTR rule paragraphs one by one, each test citing its section and seed 003 lines; the printed
numbers of spec §5.4 (T1-T25) where the engine implements the rule."""

from __future__ import annotations

import pytest

from fstr_support import clear as _clear
from fstr_support import mover_beside_a_reactor
from sandtable.core.protocol import CHANCE
from sandtable.games.fstr import GameFstr
from sandtable.games.fstr import actions as A
from sandtable.games.fstr.artillery import bombard_column_for
from sandtable.games.fstr.charts import parse_crt_result
from sandtable.games.fstr.combat import lose_step, odds, retreat_options, terminal_distance
from sandtable.games.fstr.flow import TASKS, advance
from sandtable.games.fstr.movement import movement_allowance, reachable
from sandtable.games.fstr.programming import corps_cost
from sandtable.games.fstr.reinforce import settle
from sandtable.games.fstr.supply import supplied_hexes
from sandtable.games.fstr.victory import vp

GAME = GameFstr()


@pytest.fixture()
def ortona():
    s = GAME.new_initial_state("ortona", {})
    return s




# -- 14.1 and the CRT (lines 697-701, spec 3.10) --
@pytest.mark.parametrize(
    ("attack", "defence", "column"),
    [
        (13, 6, "2:1"),
        (6.5, 4, "1:1"),
        (8, 4, "2:1"),
        (100, 1, "6:1"),
        (1, 10, "1:3"),
        (1, 2, "1:2"),
        (5, 5, "1:1"),
    ],
)
def test_odds_round_down_and_clamp(ortona, attack, defence, column):
    charts = ortona.world.charts
    assert charts.column_name(charts.crt_column(attack, defence)) == column  # 14.1, line 699; L1516


@pytest.mark.parametrize(
    ("column", "roll", "text"), [("1:1", 7, "A1* D1*"), ("2:1", 9, "D1"), ("3:1", 10, "D2")]
)
def test_printed_crt_cells(ortona, column, roll, text):
    charts = ortona.world.charts
    assert charts.crt_result(charts.crt_columns.index(column), roll) == parse_crt_result(text)  # L1510-1538


def test_crt_rolls_beyond_the_table_use_its_end_rows(ortona):
    charts = ortona.world.charts
    assert (
        charts.crt_result(0, -3) == charts.crt_result(0, 2) and charts.crt_result(7, 19) == charts.crt[12][7]
    )


# -- 9.2 corps cost (lines 469, 1466; C1), 6.1 initiative (line 392) --
def test_corps_cost_counts_activated_divisions_plus_one(ortona):
    assert corps_cost(ortona, "XIII Corps", ("1 Can", "78 Inf")) == 3  # T2
    assert corps_cost(ortona, "XIII Corps", ("a", "b", "c", "d")) == 5  # T1
    ortona.opts["fstr.corps_cost_all_divisions"] = True
    assert corps_cost(ortona, "XIII Corps", ("1 Can", "78 Inf")) == 4


def test_initiative_tie_goes_to_the_allies(ortona):
    s = ortona
    s.impulse = 2
    s.spent = {"allied": 2, "axis": 2}
    TASKS["initiative"](s, {})
    assert s.initiative == "allied"  # T3
    s.spent = {"allied": 2, "axis": 3}
    TASKS["initiative"](s, {})
    assert s.initiative == "axis"


def test_first_impulse_of_ortona_is_allied_and_fine(ortona):
    s = ortona
    assert s.weather == "fine" and s.current_player() == CHANCE  # the Axis aircraft die (22.1, L1027)
    s.apply(s.chance_outcomes()[0][0])
    s.apply(A.Buy("division", "26.Pz"))
    s.apply(A.Buy("division", "65.I"))
    s.apply(A.Commit())
    s.apply(A.Buy("division", "2 NZ"))
    s.apply(A.Commit())
    assert s.spent == {"allied": 1, "axis": 2} and s.initiative == "allied"  # fixed by the scenario


# -- 11 movement, 13 reaction (lines 619-681) --
def test_movement_allowances(ortona):
    s = ortona
    u = next(u for u in s.on_map("allied") if s.unit(u).move == 5)
    assert movement_allowance(s, [u], reaction=True) == 3  # half rounded up (line 677)
    assert movement_allowance(s, [u], strategic=True) == 20  # x4 Allies (line 639)
    g = next(u for u in s.on_map("axis") if s.unit(u).move == 5)
    assert movement_allowance(s, [g], strategic=True) == 15  # x3 Axis (line 641)
    s.oos.add(u)
    assert movement_allowance(s, [u]) == 3  # OoS -2 (line 897)


def test_no_entry_into_enemy_hexes_and_strategic_moves_keep_four_hexes(ortona):
    s = ortona
    u = s.on_map("allied")[0]
    board = s.world.board
    enemy = s.combat_hexes("axis")
    dests = reachable(s, s.loc[u], [u], 20)
    assert not set(dests) & enemy  # line 623
    far = reachable(s, s.loc[u], [u], 40, strategic=True)
    assert all(board.distance(h, e) >= 4 for h in far for e in s.occupied_by("axis"))  # 11.3, C17


def test_adjacent_to_adjacent_costs_one_more(ortona):
    s = ortona
    board = s.world.board
    a = s.on_map("allied")[0]
    _clear(s, keep=[a])
    h = s.loc[a]
    # an enemy two hexes away: moving along its ring costs +1 (11.1, line 629)
    ring = [n for n in board.nbrs[h] if len(board.nbrs[n]) == 6]
    e_hex = next(x for x in board.nbrs[ring[0]] if x != h and board.distance(x, h) == 2)
    s.loc["I-1/1.FJ"] = e_hex
    s.steps["I-1/1.FJ"] = 1
    costs = reachable(s, h, [a], 10)
    both = [n for n in board.nbrs[h] if board.distance(n, e_hex) == 1 and n in costs]
    plain = {n: c for n, c in costs.items() if n in both}
    assert plain  # entering a hex next to the enemy from a hex not next to it: no surcharge
    assert all(c >= 1 for c in plain.values())


# -- 14.2 modifiers (lines 703-751) --
def _duel(s, att, dfn, terrain="plain"):
    """Put attackers and defenders on two neighbouring plain hexes of the board."""
    board = s.world.board
    pairs = [
        (a, b)
        for a in board.hexes
        for b in board.nbrs[a]
        if board.hexes[a].terrain == "plain"
        and board.hexes[b].terrain == terrain
        and not board.hexes[b].features
        and not board.side(a, b)
    ]
    a, b = pairs[0]
    _clear(s)
    for u in att:
        s.loc[u] = a
        s.steps[u] = s.unit(u).steps
    for u in dfn:
        s.loc[u] = b
        s.steps[u] = s.unit(u).steps
    return a, b


def test_tank_shock_doubles_armour_and_halves_infantry_against_armour(ortona):
    s = ortona
    a, b = _duel(s, ["A/26.Pz"], ["11/78 Inf"])
    o = odds(s, b, {a: ["A/26.Pz"]})
    assert o["attack"] == 2 * s.factor("A/26.Pz")  # 14.2.3, line 719
    s.weather = "bad"
    assert odds(s, b, {a: ["A/26.Pz"]})["attack"] == s.factor("A/26.Pz")  # not in bad weather (line 725)
    s.weather = "fine"
    a, b = _duel(s, ["11/78 Inf"], ["A/26.Pz"])
    assert odds(s, b, {a: ["11/78 Inf"]})["attack"] == s.factor("11/78 Inf") / 2


def test_armour_bonus_one_per_hex_and_none_in_cities(ortona):
    s = ortona
    a, b = _duel(s, ["A/26.Pz", "C/26.Pz"], ["4/3"])
    o = odds(s, b, {a: ["A/26.Pz", "C/26.Pz"]})
    assert o["drm"] == s.unit("A/26.Pz").armour - s.unit("4/3").armour  # one bonus per hex (line 713)


def test_village_adds_one_after_the_multiplier_and_gustav_doubles_axis(ortona):
    s = ortona
    board = s.world.board
    v = next(
        h
        for h, x in board.hexes.items()
        if "village" in x.features and x.terrain == "plain" and "gustav" not in x.features
    )
    n = board.nbrs[v][0]
    _clear(s)
    s.loc["I-1/1.FJ"], s.steps["I-1/1.FJ"] = v, 1
    s.loc["11/78 Inf"], s.steps["11/78 Inf"] = n, 2
    assert odds(s, v, {n: ["11/78 Inf"]})["defence"] == s.factor("I-1/1.FJ") + 1  # line 707
    g = next(
        h
        for h, x in board.hexes.items()
        if "gustav" in x.features
        and x.terrain == "plain"
        and "village" not in x.features
        and "city" not in x.features
    )
    m = board.nbrs[g][0]
    s.loc["I-1/1.FJ"], s.loc["11/78 Inf"] = g, m
    assert s.gustav == 2  # operational in Ortona (L1025)
    assert odds(s, g, {m: ["11/78 Inf"]})["defence"] == 2 * s.factor("I-1/1.FJ")  # 9.6, L567


def test_encirclement_shifts_one_column(ortona):
    s = ortona
    board = s.world.board
    t = next(h for h, x in board.hexes.items() if len(board.nbrs[h]) == 6 and not x.features)
    from sandtable.games.fstr.combat import opposite

    a, c = next((a, c) for a in board.nbrs[t] for c in board.nbrs[t] if opposite(s, t, a, c))
    _clear(s)
    s.loc["I-1/1.FJ"], s.steps["I-1/1.FJ"] = t, 1
    for u, h in (("11/78 Inf", a), ("36/78 Inf", c)):
        s.loc[u], s.steps[u] = h, 2
    o = odds(s, t, {a: ["11/78 Inf"], c: ["36/78 Inf"]})
    assert o["column"] == min(o["base"] + 1, 7)  # 14.2.4, line 729


# -- 14.3 results (lines 753-785) --
def test_steps_flip_then_go_to_the_cadre_box(ortona):
    s = ortona
    lose_step(s, "11/78 Inf")
    assert s.steps["11/78 Inf"] == 1 and s.factor("11/78 Inf") == s.unit("11/78 Inf").reduced
    lose_step(s, "11/78 Inf")
    assert "11/78 Inf" in s.cadre["allied"] and "11/78 Inf" not in s.loc  # line 759


def test_retreats_go_toward_the_terminals(ortona):
    s = ortona
    u = "I-1/1.FJ"
    dist = terminal_distance(s, "axis")
    start = s.loc[u]
    for h in retreat_options(s, start, [u]):
        assert dist[h] <= dist[start]  # 14.3.1, line 763 (C9)


# -- 16 bombardment (lines 827-835) --
def test_bombardment_columns_from_the_example(ortona):
    s = ortona
    charts = s.world.charts
    a, b = _duel(s, ["11/78 Inf"], ["I-1/1.FJ"])
    s.loc["Art/XIII Corps"] = a
    col = bombard_column_for(s, "allied", b, ("Art/XIII Corps",), moving=False)
    # XIII Corps art 9 -> 9-12; a 1-dot target on open ground 1 left -> 6-8 (L1540 arithmetic)
    assert charts.bombard_columns[col][0] == "6-8"
    assert charts.bombard_columns[bombard_column_for(s, "allied", b, ("Art/XIII Corps",), True)][0] == "9-12"


# -- 17 supply (lines 877-921) --
def test_supply_at_the_start_and_cut_off_units(ortona):
    s = ortona
    table = supplied_hexes(s, "allied")
    assert s.world.board.place("Vasto") in table  # the Allied terminal (22.1, L1019)
    axis = s.combat_hexes("axis")
    far = next(
        h
        for h in s.world.board.hexes
        if h not in table and h not in axis and not any(n in axis for n in s.world.board.nbrs[h])
    )
    s.loc["11/78 Inf"] = far
    assert far not in supplied_hexes(s, "allied")


def test_a_unit_found_out_of_supply_again_loses_a_step(ortona):
    s = ortona
    TASKS["oos_roll"](s, {"unit": "I-1/1.FJ", "faces": [4]})
    assert "I-1/1.FJ" in s.loc  # T10: 4 survives
    TASKS["oos_roll"](s, {"unit": "I-1/1.FJ", "faces": [5]})
    assert "I-1/1.FJ" in s.cadre["axis"]  # 5-6 eliminated (line 901)


# -- 9.11 tactical adjustment, 10 stacking --
def test_tactical_adjustment_is_three_dots_from_one_hex(ortona):
    s = ortona
    s.pending = {"kind": "segment", "side": "allied", "prompt": ""}
    s.seg_order, s.seg = ["allied", "axis"], 0
    for a in s.legal_actions():
        if isinstance(a, A.Adjust):
            assert (
                len({s.loc[u] for u in a.units}) == 1 and s.dots(s.loc[a.units[0]], list(a.units)) <= 3
            )  # T22


def test_overstacked_hex_is_relieved_to_the_nearest_room(ortona):
    s = ortona
    h = s.loc["11/78 Inf"]
    movers = [u for u in s.on_map("allied")][:6]
    for u in movers:
        s.loc[u] = h
    settle(s, movers)
    for hx in {s.loc[u] for u in movers}:
        assert s.dots(hx) <= s.world.board.hexes[hx].stacking  # T25 (line 617)


# -- 22.1 victory points (L1037-1039) --
def test_five_enemy_steps_make_one_victory_point(ortona):
    s = ortona
    units = [u for u in s.on_map("axis") if s.unit(u).formation == "65.I" and s.unit(u).steps == 2][:3]
    before = vp(s)["allied"]
    lose_step(s, units[0])
    lose_step(s, units[0])
    lose_step(s, units[1])
    lose_step(s, units[1])
    lose_step(s, units[2])
    assert vp(s)["allied"] == before + 1  # T16: two eliminated + one reduced = 5 steps


# -- 20 Rome open city (lines 939-945; C31) --
def test_rome_open_city_expels_the_axis_without_dice():
    from sandtable.games.fstr.combat import start_battle
    from sandtable.games.fstr.special import rome_closed_to_axis

    s = GAME.new_initial_state("anzio", {})
    board = s.world.board
    rome = board.place("Rome")
    _clear(s)
    s.loc["I-29/3.PzG"], s.steps["I-29/3.PzG"] = rome, 1
    n = board.nbrs[rome][0]
    s.loc["7/3 Inf"], s.steps["7/3 Inf"] = n, 2
    s.pending = None
    start_battle(s, "allied", rome, {n: ["7/3 Inf"]})
    from sandtable.games.fstr.flow import advance

    advance(s)
    assert s.pending["kind"] == "retreat" and s.current_player() == 1  # no die (line 943)
    assert all(board.distance(h, rome) == 2 for h in s.pending["options"])
    s.apply(A.Retreat(s.pending["options"][0]))
    assert rome_closed_to_axis(s) and rome not in reachable(s, s.loc["I-29/3.PzG"], ["I-29/3.PzG"], 20)


# -- 14.2.8 Gegenangriff (line 749; T12) --
@pytest.mark.parametrize(("face", "columns"), [(1, 1), (3, 1), (4, 2), (5, 2), (6, 3)])
def test_gegenangriff_columns(ortona, face, columns):
    s = ortona
    s.battle = {"support": {}}
    TASKS["gegenangriff_roll"](s, {"faces": [face]})
    assert s.battle["support"]["gegenangriff"] == {"columns": columns}


# -- 9.3 KG and TF (lines 491, 497; T23) --
def test_kampfgruppe_takes_units_under_and_next_to_the_marker_up_to_six_dots(ortona):
    from sandtable.games.fstr.special import emergency_units

    s = ortona
    h = s.loc["I-1/1.FJ"]
    units = emergency_units(s, "axis", h)
    assert units and s.dots(h, units) <= 6
    assert all(s.loc[u] in (h, *s.world.board.nbrs[h]) for u in units)
    allied = s.loc["11/78 Inf"]
    tf = emergency_units(s, "allied", allied)
    assert all(s.loc[u] == allied for u in tf)  # the TF: under the marker only


# -- 17.3, 17.6 air supply and extension (lines 907, 921; T8, T9) --
def test_supply_extension_two_ap_at_most(ortona):
    from sandtable.games.fstr.supply_check import supply_options

    s = ortona
    assert len(supplied_hexes(s, "axis", 4.0)) > len(supplied_hexes(s, "axis"))  # 8, 10 MP
    far = next(
        h
        for h in s.world.board.hexes
        if h not in supplied_hexes(s, "axis", 4.0)
        and not s.enemy_adjacent(h, "axis")
        and h not in s.combat_hexes("allied")
    )
    s.loc["I-1/1.FJ"] = far
    assert A.Choose("extend_supply") in supply_options(s, "axis")
    s.extension["axis"] = 2
    assert A.Choose("extend_supply") not in supply_options(s, "axis")  # a third AP is refused


@pytest.mark.parametrize(("face", "adjacent", "ok"), [(4, False, True), (4, True, False), (3, False, False)])
def test_air_supply_die(ortona, face, adjacent, ok):
    s = ortona
    h = (
        s.loc["11/78 Inf"]
        if adjacent
        else next(x for x in s.world.board.hexes if not s.enemy_adjacent(x, "allied"))
    )
    TASKS["air_supply_roll"](s, {"hex": h, "side": "allied", "faces": [face]})
    assert (h in s.air_supplied) == ok or (adjacent and not s.enemy_adjacent(h, "allied"))


def test_every_action_class_is_in_the_registry():
    from sandtable.core.protocol import Action
    from sandtable.games.fstr.actions import action_registry

    classes = {
        c for c in vars(A).values() if isinstance(c, type) and issubclass(c, Action) and c is not Action
    }
    assert classes <= set(action_registry().values())


# -- 12 rearguards (line 671; T11) --
@pytest.mark.parametrize(
    ("face", "outcome"), [(1, "stays"), (2, "retreats"), (3, "retreats"), (4, "gone"), (6, "gone")]
)
def test_a_rearguard_alone_rolls_one_die(face, outcome):
    from sandtable.games.fstr.combat import start_battle
    from sandtable.games.fstr.flow import advance

    s = GAME.new_initial_state("salerno", {})
    board = s.world.board
    _clear(s)
    dist = terminal_distance(s, "axis")
    rg = next(h for h in sorted(board.hexes) if len(board.nbrs[h]) == 6 and dist[h] >= 6)
    s.rearguards = [rg]
    n = board.nbrs[rg][0]
    s.loc["128/46 Inf"], s.steps["128/46 Inf"] = n, 2
    s.pending, s.tasks = None, [["end_impulse", {}]]
    start_battle(s, "allied", rg, {n: ["128/46 Inf"]})
    assert s.current_player() == CHANCE and "rearguard alone" in s.chance_label()
    s.apply(next(o for o, _ in s.chance_outcomes() if o.values == (face,)))
    if outcome == "stays":
        assert s.rearguards == [rg]
    elif outcome == "gone":
        assert s.rearguards == []
    else:
        assert len(s.rearguards) == 1 and board.distance(s.rearguards[0], rg) == 3
    del advance


def test_rearguards_block_allied_entry_and_strategic_moves_but_cost_nothing_extra():
    s = GAME.new_initial_state("salerno", {})
    board = s.world.board
    u = "128/46 Inf"
    h = s.loc[u]
    _clear(s, keep=[u])
    rg = next(n for n in board.within(h, 2) if board.distance(n, h) == 2)
    s.rearguards = [rg]
    dests = reachable(s, h, [u], 10)
    assert rg not in dests
    assert not any(board.distance(d, rg) < 4 for d in reachable(s, h, [u], 40, strategic=True))


# -- 11.6 exits and 2.1 b (lines 236, 653; [ref] FAQ; T24) --
def test_exits_count_supplied_steps_toward_the_decisive_victory():
    from sandtable.games.fstr.special import exit_hexes, leave_map
    from sandtable.games.fstr.victory import condition_met

    s = GAME.new_initial_state("campaign", {})
    assert exit_hexes(s, "allied") and not exit_hexes(s, "axis")
    u = next(iter(s.on_map("allied")))
    s.loc[u] = sorted(exit_hexes(s, "allied"))[0]
    leave_map(s, [u])
    assert u in s.gone and s.exited_steps == 0  # not in supply as it left: it does not count
    cond = next(
        c for c in s.world.scenario.victory["automatic"] if c.get("exit_steps") and c["level"] == "decisive"
    )
    s.exited_steps = 10
    assert not condition_met(s, cond)
    s.exited_steps += 14  # a second impulse: the count is cumulative
    s.turn = 5
    assert condition_met(s, cond)
    s.turn = 6
    assert not condition_met(s, cond)


# -- 11.7-11.8 bridges (lines 655-667; T13) --
@pytest.mark.parametrize(("face", "blown"), [(3, False), (4, True)])
def test_blowing_a_bridge_under_fire_needs_four(ortona, face, blown):
    s = ortona
    br = next(
        iter(
            sorted(
                k
                for k in (
                    ("|".join(sorted(p))) for p, kinds in s.world.board.sides.items() if "bridge" in kinds
                )
                if k not in s.blown
            )
        )
    )
    TASKS["bridge_roll"](s, {"bridge": br, "blow": True, "faces": [face]})
    assert (br in s.blown) == blown


def test_a_bridge_blown_without_enemies_near_needs_no_die(ortona):
    from sandtable.games.fstr.bridges import blow, repair, under_fire

    s = ortona
    _clear(s)
    br = next(
        k
        for k in ("|".join(sorted(p)) for p, kinds in s.world.board.sides.items() if "bridge" in kinds)
        if k not in s.blown
    )
    s.pending = None
    assert not under_fire(s, br, "allied")
    blow(s, "allied", br)
    assert br in s.blown and s.pending is None
    a = br.split("|")[0]
    s.loc["11/78 Inf"], s.steps["11/78 Inf"] = a, 2
    repair(s, "allied", "11/78 Inf", br)
    assert br not in s.blown and "11/78 Inf" in s.acted


# -- 9.7 fortifications (line 575) --
def test_fortifications_are_bought_one_an_impulse_and_double_axis_defenders():
    from sandtable.games.fstr.programming import purchases

    s = GAME.new_initial_state("diadem", {})
    assert s.forts_to_place == 3  # three free at set-up (L1266)
    while s.pending and s.pending["kind"] != "allocate":
        s.apply(s.legal_actions()[0] if s.current_player() >= 0 else s.chance_outcomes()[0][0])
    assert A.Buy("fortification", "fortification") in purchases(s, "axis")
    s.bought["axis"].append(["fortification", "fortification", []])
    assert A.Buy("fortification", "fortification") not in purchases(s, "axis")


# -- 21 Case Foggia (lines 947-955; optional) --
def test_case_foggia_tails_brings_two_panzer_divisions_and_allied_steps():
    from sandtable.games.fstr import foggia
    from sandtable.games.fstr.flow import advance

    s = GAME.new_initial_state("salerno", {"opt.21": True})
    fg = s.world.board.place("Foggia")
    u = next(u for u in s.on_map("allied") if s.unit(u).steps == 2)
    lose_step(s, u)
    s.loc[u] = fg
    for x in s.combat_at(fg, "axis"):
        s.loc.pop(x)
        s.steps.pop(x)
    s.pending, s.tasks = None, [["end_impulse", {}]]
    foggia.check(s)
    advance(s)
    assert s.chance_label().startswith("Case Foggia")
    s.apply(next(o for o, _ in s.chance_outcomes() if o.values == (2,)))  # tails
    assert s.foggia["arrive"] == [s.turn, s.impulse + 3] and "steps recovered" in s.chance_label()
    s.apply(next(o for o, _ in s.chance_outcomes() if o.values == (1,)))
    assert s.steps[u] == 2  # one step back
    ap = s.ap["axis"]
    s.impulse += 3
    foggia.arrivals(s)
    assert foggia.in_play(s) and s.ap["axis"] == ap + 5
    s.turn = 5
    foggia.arrivals(s)
    assert not foggia.in_play(s)


# -- 9.8 aircraft availability (lines 579-585; T14, T15) --
@pytest.mark.parametrize(("allied", "axis", "expected"), [(3, 4, (2, 1)), (4, 5, (3, 2)), (6, 1, (3, 1))])
def test_aircraft_availability_dice(allied, axis, expected):
    s = GAME.new_initial_state("campaign", {})
    while s.pending["kind"] == "reinforce":  # T1.1 arrivals come first (rule 5, line 331)
        s.apply(A.Choose("enter"))
    assert s.weather == "fine"  # turn 1 is always fine (line 446)
    for face in (allied, axis):
        assert s.chance_label().startswith("aircraft availability")
        s.apply(next(o for o, _ in s.chance_outcomes() if o.values == (face,)))
    assert (s.air["allied"], s.air["axis"]) == expected


@pytest.mark.parametrize(("axis", "extra", "expected"), [(4, 6, 2), (5, 6, 3), (4, 4, 1)])
def test_case_foggia_gives_the_axis_one_more_aircraft_on_a_separate_five_or_six(axis, extra, expected):
    """T15 (line 581): Axis 1 + a second on 5-6; while 24.Pz / 1.SS Pz are in play (Case Foggia,
    rule 21) one more on a separate d6 of 5-6."""
    from sandtable.games.fstr import foggia

    s = GAME.new_initial_state("salerno", {"opt.21": True})
    tank = next(u for u, x in s.world.counters.units.items() if x.formation in foggia.DIVISIONS
                and x.role == "combat")
    free = next(h for h in sorted(s.world.board.hexes) if not s.units_at(h))
    s.loc[tank], s.steps[tank] = free, s.unit(tank).steps
    assert foggia.in_play(s)
    s.weather, s.pending = "fine", None
    s.tasks = [["air", {}], ["allocate_ask", {"side": "axis"}]]  # then a decision: the list never runs dry
    advance(s)
    labels = []
    for face in (3, axis, extra):  # Allies, then the Axis, then the Case Foggia die
        labels.append(s.chance_label())
        s.apply(next(o for o, _ in s.chance_outcomes() if o.values == (face,)))
    assert labels == ["aircraft availability, allied", "aircraft availability, axis",
                      "aircraft availability, axis"]
    assert s.air["axis"] == expected and s.air["allied"] == 2


def test_options_change_the_rules(ortona):
    s = GAME.new_initial_state("ortona", {"fstr.reaction_counts_as_activation": True})
    u = next(u for u in s.on_map("axis") if s.unit(u).reaction)
    s.pending = {"kind": "react", "side": "axis", "prompt": "", "at": s.loc[u], "movers": [], "vacated": []}
    from sandtable.games.fstr.flow import HANDLERS

    HANDLERS["react"](s, s.pending, A.React((u,), s.loc[u]))
    assert u in s.activated  # C23 option: reacting uses up the activation


# -- 18-19 reinforcements delayed, replacements (lines 927, 937) --
def test_a_delayed_reinforcement_stays_due(ortona):
    from sandtable.games.fstr.reinforce import due, enter

    s = ortona
    s.impulse = 2
    entries = due(s)
    assert entries  # 4.2: 90.PzG and 26.Pz units (L1009-1013)
    s.impulse = 3
    assert set(entries) <= set(due(s))  # not entered: still due later (C46)
    enter(s, entries[0])
    assert entries[0] not in due(s)
    arrived = [u for u in s.world.scenario.reinforcements[entries[0]].units if s.unit(u).role == "combat"]
    assert all(u in s.loc and u in s.auto_supply for u in arrived)  # supplied on arrival (errata)


def test_independent_steps_are_recovered_but_never_paratroopers(ortona):
    from sandtable.games.fstr.reinforce import recover

    s = ortona
    tanks = [u for u in s.on_map("allied") if s.unit(u).independent and s.unit(u).steps == 2][:2]
    for u in tanks:
        lose_step(s, u)
    assert recover(s, "allied", 6, independents_only=True) == 2
    assert all(s.steps[u] == 2 for u in tanks)


# -- 17.4 mules (lines 909-913) --
def test_mules_lower_the_supply_cost_of_their_mountain_hex():
    from sandtable.games.fstr import mules

    s = GAME.new_initial_state("diadem", {})
    assert mules.granted(s, "allied") == 2
    spots = mules.placements(s, "allied")
    assert spots and all(s.world.board.hexes[h].terrain == "mountain" for h in spots)
    before = supplied_hexes(s, "allied")
    h = next((x for x in spots if before.get(x, 0) > 0), spots[0])
    mules.place(s, "allied", h)
    after = supplied_hexes(s, "allied")
    assert h in s.mules["allied"] and after.get(h, 99) <= before.get(h, 99)
    if not s.combat_at(h, "allied"):
        mules.entered(s, "axis", h)  # alone and entered: eliminated, back next impulse
        assert h not in s.mules["allied"] and s.mules_lost["allied"] == 1


# -- 13.1 advance after Reaction (line 681) --
def test_the_mover_may_enter_the_hex_a_reacting_unit_left(ortona):
    from sandtable.games.fstr.flow import advance, push

    s = ortona
    x, y = mover_beside_a_reactor(s)
    s.seg_order, s.seg = ["allied", "axis"], 0
    s.pending, s.tasks = None, [["end_impulse", {}]]
    push(s, ("react_ask", {"side": "axis", "at": x, "movers": ["11/78 Inf"], "vacated": []}))
    advance(s)
    away = next(a for a in s.legal_actions() if isinstance(a, A.React) and a.to != y)
    s.apply(away)
    assert s.pending["kind"] == "react_advance" and s.pending["vacated"] == [y]
    s.apply(A.Move(("11/78 Inf",), y))
    assert s.loc["11/78 Inf"] == y and "11/78 Inf" in s.end_ops


# -- 17.1 army terminals, the switch to Naples (lines 883-893) --
def test_each_allied_army_has_its_terminals_and_v_army_may_switch_to_naples():
    from sandtable.games.fstr.legal import can_switch_to_naples
    from sandtable.games.fstr.supply import terminal_hexes

    s = GAME.new_initial_state("campaign", {})
    v, viii = terminal_hexes(s, "allied", "V Army"), terminal_hexes(s, "allied", "VIII Army")
    assert v and viii and not v & viii  # depots for V Army, the south-edge roads for VIII Army
    naples = s.world.board.place("Naples")
    assert naples not in terminal_hexes(s, "allied") and not can_switch_to_naples(s)
    s.control[naples] = "allied"
    assert can_switch_to_naples(s)
    s.naples_switched = True
    s.depots = {}
    assert naples in terminal_hexes(s, "allied", "V Army")


def test_units_on_another_armys_terminal_cost_one_ap_per_three(ortona):
    from sandtable.games.fstr.supply_check import other_terminal_units

    s = GAME.new_initial_state("salerno", {})
    table = supplied_hexes(s, "allied")
    units = other_terminal_units(s, "allied", table, 0.0)
    assert all(not s.unit(u).independent for u in units)


# -- 16.3 interdiction (lines 861-871; T7), 9.9 intelligence, 9.2.1, 9.3.3 --
def test_interdiction_three_factors_two_mp_six_at_most():
    from sandtable.games.fstr import interdiction
    from sandtable.games.fstr.movement import enter_cost

    s = GAME.new_initial_state("kesselring", {})
    assert s.opts["opt.16.3"]  # granted by the scenario (L1404)
    board = s.world.board
    a, b = next(
        (h, n)
        for h in sorted(board.hexes)
        for n in board.nbrs[h]
        if board.hexes[h].terrain == "plain" and enter_cost(s, h, n, False, False) is not None
    )
    base = enter_cost(s, a, b, False, False)
    s.air["allied"] = 3
    interdiction.interdict(s, "allied", b, ("aircraft",))
    assert enter_cost(s, a, b, False, False) == base + 2  # 3 factors
    interdiction.interdict(s, "allied", b, ("aircraft",))
    assert enter_cost(s, a, b, False, False) == base + 4  # 6 factors
    assert not any(h == b for h, _ in interdiction.options(s, "allied"))  # a 7th factor is refused


def test_intelligence_reveals_ten_enemy_hexes_to_the_allies():
    from sandtable.games.fstr.interdiction import intelligence, intelligence_possible

    s = GAME.new_initial_state("salerno", {"opt.9.9": True})
    s.ap = {"V Army": 5, "axis": 0}
    assert intelligence_possible(s, "allied") and not intelligence_possible(s, "axis")
    hidden = sum(s.observation(0).hidden_stacks.values())
    s.tasks, s.pending = [["segment_menu", {"side": "allied"}]], None
    intelligence(s)
    advance(s)
    while s.pending["kind"] == "intel":  # the player's 10 choices (tests/test_fstr_choices.py)
        s.apply(s.legal_actions()[0])
    assert len(s.intel) == min(10, len(s.occupied_by("axis"))) and s.ap["V Army"] == 3
    assert sum(s.observation(0).hidden_stacks.values()) <= hidden
    assert not intelligence_possible(s, "allied")  # once an impulse


def test_polish_corps_costs_two(ortona):
    s = ortona
    s.opts["opt.9.2.1"] = True
    assert corps_cost(s, "II Pol Corps", ("3 DSK", "5 KDP")) == 2
    assert corps_cost(s, "XIII Corps", ("1 Can", "78 Inf")) == 3


def test_a_second_kampfgruppe_with_the_option(ortona):
    from sandtable.games.fstr.special import emergency_hexes

    s = ortona
    s.seg_order, s.seg = ["axis", "allied"], 0
    s.emergency_used["axis"] = 1
    assert emergency_hexes(s, "axis") == []
    s.opts["opt.9.3.3"] = True
    assert emergency_hexes(s, "axis")


# -- 9.5.5 naval units (lines 545-549) --
def test_naval_units_sit_on_border_sea_near_a_depot_and_fire_like_artillery():
    from sandtable.games.fstr.artillery import bombard_options, naval_places

    s = GAME.new_initial_state("anzio", {})
    board = s.world.board
    places = naval_places(s)
    depot = next(iter(s.depots))
    assert places and all(h in board.sea and board.distance(h, depot) <= 4 for h in places)
    s.naval = {"Naval 1": places[0], "Naval 2": places[0]}
    target = min(s.combat_hexes("axis"), key=lambda h: board.distance(h, places[0]))
    if board.distance(target, places[0]) <= 4:
        options = bombard_options(s, "allied", target, attack=True)
        assert ("Naval 1", "Naval 2") in options  # ships combine with ships only
        assert not any("aircraft" in o and len(set(o)) > 1 for o in options)
    s.depots = {}
    from sandtable.games.fstr.artillery import naval_todo

    assert naval_todo(s) == [] and s.naval == {}  # no depot: withdrawn


# -- 9.4 airborne drops (lines 505-513; T5, T6) --
@pytest.mark.parametrize(("face", "distance"), [(5, 0), (6, 0), (3, 1), (4, 1), (1, 2), (2, 2)])
def test_drop_drift_distance(ortona, face, distance):
    assert ortona.world.charts.drop_distance[face] == distance


def test_a_drop_lands_drifts_and_halves_the_movement():
    from sandtable.games.fstr.drops import start_drop
    from sandtable.games.fstr.flow import advance

    s = GAME.new_initial_state("kesselring", {})
    board = s.world.board
    u = next(x for x in s.on_map("allied") if s.unit(x).paratroopers and s.unit(x).move >= 4)
    enemy = s.combat_hexes("axis")
    t = next(
        h
        for h in sorted(board.hexes)
        if board.hexes[h].terrain == "plain"
        and all(board.distance(h, e) > 4 for e in enemy)
        and len(board.nbrs[h]) == 6
        and all(board.hexes[n].terrain == "plain" for n in board.within(h, 2))
    )
    s.pending, s.tasks = None, [["end_impulse", {}]]
    start_drop(s, [u], t)
    advance(s)
    assert s.chance_label() == f"drop drift, {u}"
    s.apply(next(o for o, _ in s.chance_outcomes() if o.values == (3,)))  # one hex
    s.apply(next(o for o, _ in s.chance_outcomes() if o.values == (4,)))  # S (reconstruction)
    assert board.distance(s.loc[u], t) == 1 and s.steps[u] == s.unit(u).steps
    assert movement_allowance(s, [u]) == s.unit(u).move // 2  # T5: halved, rounded down
    assert s.op["formation"] == "drop" and s.pending["kind"] == "op_step" and u in s.auto_supply


# -- 9.5 landings, Case Richard, the CEF (lines 515-543; T19, T20) --
def test_minor_landing_from_a_port_on_a_plain_coast_supplied_and_halved():
    from sandtable.games.fstr.landings import beaches, land_minor

    s = GAME.new_initial_state("campaign", {})
    board = s.world.board
    u = next(x for x in s.on_map("allied") if s.unit(x).move >= 4 and not s.unit(x).paratroopers)
    spots = beaches(s, [u])
    assert spots and all(board.hexes[h].terrain == "plain" and h in board.coastal for h in spots)
    assert not set(spots) & set(board.adriatic)  # the Adriatic needs Foggia (line 553)
    land_minor(s, u, spots[0])
    assert s.loc[u] == spots[0] and u in s.auto_supply and movement_allowance(s, [u]) == s.unit(u).move // 2


def test_major_landing_starts_case_richard_and_without_it_the_cef_leaves():
    from sandtable.games.fstr.landings import beaches, land_major, turn_modifiers

    s = GAME.new_initial_state("campaign", {})
    units = [u for u in s.on_map("allied") if s.unit(u).formation == "36 Inf"]
    depot = beaches(s, [])[0]
    ap = s.ap["axis"]
    s.tasks, s.pending = [["segment_menu", {"side": "allied"}]], None
    land_major(s, units, depot)
    advance(s)
    while s.pending["kind"] == "place_landing":  # the player's placement (tests/test_fstr_choices.py)
        s.apply(s.legal_actions()[0])
    assert s.depots[depot] == "allied" and s.richard and s.ap["axis"] == ap + 5  # T19
    assert all(s.world.board.distance(s.loc[u], depot) <= 3 for u in units)
    s.ap = {"axis": 0, "V Army": 12}
    turn_modifiers(s)
    assert s.ap["axis"] == 5  # +5 every turn to the end (line 525)
    t = GAME.new_initial_state("campaign", {})
    t.turn, t.ap = 7, {"axis": 0, "V Army": 12}
    cef = [u for u in t.world.counters.units if t.unit(u).formation in ("2 DIM", "3 DIA", "4 DMM", "1 DFL")][
        :1
    ]
    for u in cef:
        t.loc[u], t.steps[u] = next(iter(t.world.board.hexes)), t.unit(u).steps
    turn_modifiers(t)
    assert t.ap["V Army"] == 2 and all(u in t.gone for u in cef)  # T20


# -- 9.6 the Gustav line (line 567; T18), 19 doubled replacements (line 937; T17) --
def test_gustav_two_ap_a_box_two_ap_a_turn():
    from sandtable.games.fstr.programming import purchases, reveal

    s = GAME.new_initial_state("salerno", {})
    s.ap = {"axis": 10, "V Army": 0, "VIII Army": 0}
    assert s.gustav == 0 and A.Buy("gustav", "Gustav line") in purchases(s, "axis")
    s.bought["axis"].append(["gustav", "Gustav line", []])
    assert A.Buy("gustav", "Gustav line") not in purchases(s, "axis")
    reveal(s)
    s.bought["axis"] = []
    assert s.gustav == 1 and A.Buy("gustav", "Gustav line") not in purchases(s, "axis")  # 2 AP a turn
    s.gustav_paid_turn = 0  # the next turn
    s.bought["axis"].append(["gustav", "Gustav line", []])
    reveal(s)
    assert s.gustav == 2  # operational once the 4th AP is paid


def test_a_division_with_a_reserve_unit_recovers_double(ortona):
    from sandtable.games.fstr.reinforce import replacements

    s = ortona
    units = [u for u in s.on_map("allied") if s.unit(u).formation == "78 Inf" and s.unit(u).steps == 2]
    for u in units[:3]:
        lose_step(s, u)
    s.reserve = {units[0]}
    s.tasks, s.pending = [["segment_menu", {"side": "allied"}]], None
    replacements(s)
    advance(s)
    while s.pending["kind"] == "replace":  # the owners' choices (tests/test_fstr_choices.py)
        s.apply(s.legal_actions()[0])
    assert sum(s.steps[u] for u in units[:3]) == 3 + 2  # two infantry steps back (T17)
