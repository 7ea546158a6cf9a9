"""One test each for paragraphs the random games played but no test named (docs/rules/fstr.md,
the paragraph index): seed 003 lines cited per test."""

from __future__ import annotations

import pytest

from sandtable.core.protocol import CHANCE
from sandtable.games.fstr import GameFstr
from sandtable.games.fstr.combat import odds

GAME = GameFstr()


@pytest.fixture()
def campaign():
    return GAME.new_initial_state("campaign", {})


def _bare(s, placed):
    """Only the units of `placed` {unit: hex} on the map, at full strength."""
    for u in list(s.loc):
        s.loc.pop(u)
        s.steps.pop(u, None)
    for flags in (s.reserve, s.oos, s.end_ops, s.auto_supply):
        flags.clear()
    for u, h in placed.items():
        s.loc[u], s.steps[u] = h, s.unit(u).steps


def _pair(s, terrain, features=()):
    """A plain hex next to a `terrain` hex with `features` (no hexside feature between them)."""
    board = s.world.board
    for b, x in sorted(board.hexes.items()):
        if x.terrain != terrain or not set(features) <= set(x.features):
            continue
        if not features and x.features:
            continue
        for a in board.nbrs[b]:
            if board.hexes[a].terrain == "plain" and not board.side(a, b):
                return a, b
    raise AssertionError(f"no plain hex next to {terrain} {features}")


# -- 14.2.5 mountain bonus (lines 731-735; spec C29): only when the attacked hex is mountain --
def test_mountain_bonus_counts_in_mountain_hexes_only(campaign):
    s = campaign
    att = "1 RTM/4 DMM"
    dfn = next(
        u
        for u, x in s.world.counters.units.items()
        if x.side == "axis" and x.role == "combat" and not x.mountain and not x.armour and x.steps == 1
    )
    a, b = _pair(s, "mountain")
    _bare(s, {att: a, dfn: b})
    on_mountain = odds(s, b, {a: [att]})["drm"]
    a2, b2 = _pair(s, "plain")
    _bare(s, {att: a2, dfn: b2})
    on_plain = odds(s, b2, {a2: [att]})["drm"]
    assert s.unit(att).mountain == 1 and on_mountain - on_plain == 1  # line 733


# -- 9.10 Allied offensive (lines 597-607): +1 on the attacks of the marker's army --
def test_the_offensive_adds_one_to_its_armys_attacks(campaign):
    s = campaign
    att = next(
        u
        for u in s.world.counters.units
        if s.unit(u).side == "allied"
        and s.unit(u).role == "combat"
        and not s.unit(u).is_armour
        and s.world.army_of.get(s.unit(u).formation)
    )
    dfn = "I-85/5 GJ"
    a, b = _pair(s, "plain")
    _bare(s, {att: a, dfn: b})
    before = odds(s, b, {a: [att]})["drm"]
    s.offensive = s.world.army_of[s.unit(att).formation]
    assert odds(s, b, {a: [att]})["drm"] == before + 1  # line 601
    s.offensive = next(x for x in ("V Army", "VIII Army") if x != s.offensive)
    assert odds(s, b, {a: [att]})["drm"] == before  # another army's marker: nothing
    s.offensive = "XV AG"
    assert odds(s, b, {a: [att]})["drm"] == before + 1  # the army group's: every Allied unit


# -- 14.2.7 Green and Red Devils (optional, lines 743-745): -1 against them in a city --
def test_green_devils_in_a_city_subtract_one_with_the_option(campaign):
    s = campaign
    att = "1 RTM/4 DMM"
    dfn = next(
        u
        for u, x in s.world.counters.units.items()
        if x.side == "axis" and x.type in ("mg", "sf") or (x.side == "axis" and x.paratroopers)
    )
    a, b = _pair(s, "plain", ("city",))
    _bare(s, {att: a, dfn: b})
    plain_rules = odds(s, b, {a: [att]})["drm"]
    s.opts["opt.14.2.7"] = True
    assert odds(s, b, {a: [att]})["drm"] == plain_rules - 1  # line 745


# -- 9.3.2 Task Force (lines 495-499; spec C20): units under the marker only, one army, 6 dots --
def test_the_task_force_takes_one_armys_units_under_the_marker(campaign):
    from sandtable.games.fstr.special import emergency_units

    s = campaign
    by_army = {}
    for u, x in s.world.counters.units.items():
        army = s.world.army_of.get(x.formation)
        if x.side == "allied" and x.role == "combat" and not x.independent and army:
            by_army.setdefault(army, []).append(u)
    v, viii = by_army["V Army"][0], by_army["VIII Army"][0]
    a, b = _pair(s, "plain")
    _bare(s, {v: b, viii: b, by_army["V Army"][1]: a})
    took = emergency_units(s, "allied", b)
    assert took and len({s.world.army_of[s.unit(u).formation] for u in took}) == 1  # one army
    assert by_army["V Army"][1] not in took  # next to the marker: only the KG takes those (line 497)
    assert sum(s.unit(u).dots for u in took) <= 6


# -- 7.1.3 Axis independent battalions (lines 422-424): of a formation not active this impulse --
def test_an_axis_battalion_of_an_inactive_division_is_a_bonus_unit(campaign):
    from sandtable.games.fstr.legal import _bonus_units

    s = campaign
    bn = next(u for u in s.on_map("axis") if not s.unit(u).independent and s.unit(u).steps == 1)
    assert bn in _bonus_units(s, "axis")
    s.active_forms.add(s.unit(bn).formation)
    assert bn not in _bonus_units(s, "axis")  # its own formation is active (line 424)


# -- 9.5.4 (lines 541-543) and 9.5.6 (lines 551-553): which beaches a landing may use --
def test_special_forces_land_on_hill_coast_and_the_adriatic_needs_foggia(campaign):
    from sandtable.games.fstr.landings import beaches

    s = campaign
    board = s.world.board
    for u in [u for u in list(s.loc) if s.side_of(u) == "axis"]:
        s.loc.pop(u)
        s.steps.pop(u, None)
    infantry = next(u for u in s.on_map("allied") if s.unit(u).type not in ("sf",) and s.unit(u).dots <= 3)
    sf = next(u for u in ("Rngrs", "Cmd A", "1 SSF") if u in s.world.counters.units)
    foggia = board.named["foggia"]
    s.control[foggia] = "allied"
    assert {board.hexes[h].terrain for h in beaches(s, [infantry])} == {"plain"}
    assert "hill" in {board.hexes[h].terrain for h in beaches(s, [sf])}  # line 543
    s.control[foggia] = "axis"
    assert not set(beaches(s, [infantry])) & board.adriatic
    s.control[foggia] = "allied"  # line 553: the Adriatic opens with Foggia
    assert set(beaches(s, [infantry])) & board.adriatic


# -- 11.4 mountain troops (lines 643-645): one MP less in mountain --
def test_mountain_troops_pay_one_less_in_mountains(campaign):
    from sandtable.games.fstr.movement import enter_cost

    s = campaign
    a, b = _pair(s, "mountain")
    tec = s.world.charts.tec
    plain_troops = enter_cost(s, a, b, False, False)
    assert enter_cost(s, a, b, False, True) == max(
        plain_troops - tec["mountain_troops"]["mountain_less"], 0.5
    )
    assert tec["mountain_troops"]["mountain_less"] == 1


# -- 11.8 building bridges (lines 661-667): a unit that spends its move, a die of 4-6 under fire --
def test_a_unit_builds_a_bridge_over_a_river_and_it_carries_moves_in_bad_weather(campaign):
    from sandtable.core.protocol import ChanceOutcome
    from sandtable.games.fstr.bridges import buildable, repair, under_fire
    from sandtable.games.fstr.flow import advance
    from sandtable.games.fstr.movement import enter_cost

    s = campaign
    board = s.world.board
    u = next(
        u
        for u in s.on_map("allied")
        if s.unit(u).move >= 3
        and any(
            board.river(s.loc[u], n) and "bridge" not in board.side(s.loc[u], n) for n in board.nbrs[s.loc[u]]
        )
    )
    h = s.loc[u]
    n = next(n for n in board.nbrs[h] if board.river(h, n) and "bridge" not in board.side(h, n))
    k = "|".join(sorted((h, n)))
    s.weather = "bad"
    assert buildable(s, [u]) == [] and enter_cost(s, h, n, False, False) is None  # line 667, 449
    s.weather = "fine"
    assert (u, k) in buildable(s, [u])
    across = enter_cost(s, h, n, False, False)
    s.tasks, s.pending = [["segment_menu", {"side": "allied"}]], None
    repair(s, "allied", u, k)
    if under_fire(s, k, "allied"):  # enemies next to it: a die (line 663)
        assert s.current_player() == CHANCE
        s.apply(ChanceOutcome(values=(4,), label=s.chance_label()))
    else:
        advance(s)
    assert k in s.built and u in s.acted and (u, k) not in buildable(s, [u])
    assert enter_cost(s, h, n, False, False) <= across
    s.weather = "bad"
    assert enter_cost(s, h, n, False, False) is not None  # a bridge carries moves over the river


# -- 11.5 naval movement (lines 647-649): port to port, END OPS at once, three units an impulse --
def test_naval_movement_from_a_supplied_port_ends_the_units_operations(campaign):
    from sandtable.games.fstr import actions as A
    from sandtable.games.fstr.flow import advance
    from sandtable.games.fstr.landings import sea_move_options

    s = campaign
    board = s.world.board
    salerno = board.named["salerno"]
    units = [u for u in s.on_map("allied") if s.unit(u).dots <= 3][:4]
    for u in units:
        s.loc[u] = salerno if u == units[0] else s.loc[u]
    s.control[salerno] = "allied"
    s.op = {
        "side": "allied",
        "formation": "TF",
        "units": units,
        "step": "B",
        "bonus_left": 0,
        "attacked": [],
        "penetrate": [],
        "parent": None,
        "interrupt": False,
    }
    s.seg_order, s.seg = ["allied", "axis"], 0
    s.tasks, s.pending = [["op_ask", {}], ["segment_menu", {"side": "allied"}]], None
    advance(s)
    sails = [a for a in s.legal_actions() if isinstance(a, A.SeaMove)]
    assert sails and units[0] in {a.unit for a in sails}
    assert all("port" in board.hexes[s.loc[a.unit]].features for a in sails)  # from a port (line 649)
    enemy = s.combat_hexes("axis")
    assert all("port" in board.hexes[a.to].features and a.to not in enemy for a in sails)
    go = [a for a in sails if a.unit == units[0]][-1]
    s.apply(go)
    assert s.loc[units[0]] == go.to and units[0] in s.end_ops and s.sea_moved == 1  # END OPS at once
    s.sea_moved = 3
    s.loc[units[1]] = salerno
    assert sea_move_options(s, [units[1]]) == []  # three units an impulse


# -- 9.5.5 (line 549): the naval unit of fire 3 may join a minor landing for its impulse --
def test_the_small_naval_unit_supports_a_minor_landing_for_one_impulse(campaign):
    from sandtable.games.fstr import actions as A
    from sandtable.games.fstr.artillery import naval_todo
    from sandtable.games.fstr.flow import advance
    from sandtable.games.fstr.landings import beaches, land_minor, minor_landing_ship

    s = campaign
    board = s.world.board
    s.turn, s.naples_switched, s.depots, s.naval = 2, True, {}, {}  # no depot: no naval units
    ship = minor_landing_ship(s)
    assert ship and s.unit(ship).fire == 3
    unit = next(u for u in s.on_map("allied") if s.unit(u).dots <= 3)
    beach = beaches(s, [unit])[0]
    s.tasks, s.pending = [["segment_menu", {"side": "allied"}]], None
    land_minor(s, unit, beach)
    advance(s)
    assert s.pending["kind"] == "minor_naval" and A.Done() in s.legal_actions()
    spots = [a for a in s.legal_actions() if isinstance(a, A.PlaceArtillery)]
    assert spots and all(a.hex in board.sea and board.distance(a.hex, beach) <= 2 for a in spots)
    s.apply(spots[0])
    assert s.naval == {ship: spots[0].hex} and s.pending["kind"] == "op_step"  # then the landing's operation
    naval_todo(s)  # the next impulse's placement: no depot, so it leaves (line 549: for this impulse)
    assert s.naval == {}
