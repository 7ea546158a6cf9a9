"""One test per paragraph of the D-Day rules, each citing the seed lines it checks
(seed 001 = /work/shared/seeds/001_9f34de9cbb524453.txt, the Italian rulebook)."""

from __future__ import annotations

import pytest

from sandtable.core.protocol import CHANCE, ChanceOutcome, IllegalAction
from sandtable.games.aa_dday import GameDDay
from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.engine import CARD_START, _end_turn, advance
from sandtable.games.aa_dday.scenario import ScenarioError, parse_scenario
from sandtable.games.aa_dday.sequence import CARD_BY_NUMBER, ORDER_CARDS

GAME = GameDDay()
SCEN = GAME.load_scenario("default")


def fresh(**options):
    return GAME.new_initial_state(SCEN, options)


def at_card(n, units, deck="order", **options):
    """A state whose board holds only `units` ({place: {"power:type": n}}), playing card n."""
    s = fresh(**options)
    for place in s.units.values():
        place.clear()
    for place, counts in units.items():
        s.units[place].update(counts)
    s.tasks, s.pending, s.moved, s.origins = [], None, {}, []
    s.pos = s.deck.index((deck, n))
    s.played = [f"{d}-{k}" for d, k in s.deck[: s.pos]]
    CARD_START[CARD_BY_NUMBER[n].key](s, {"n": n})
    advance(s)
    return s


def roll(s, *faces):
    for face in faces:
        assert s.current_player() == CHANCE, s.pending
        s.apply(ChanceOutcome((face,), s.chance_label()))


def test_setup_lines_340_358_and_turn_marker_173():
    s = fresh()
    board = {}
    for z in s.scen.zones:
        for k, n in s.units[z].items():
            if k.startswith("germany"):
                board[k] = board.get(k, 0) + n
    assert board == {
        "germany:infantry": 23,
        "germany:artillery": 13,
        "germany:tank": 5,
        "germany:blockhouse": 17,
    }
    assert s.units_at("bayeux") == {"germany": {"blockhouse": 2, "infantry": 2}}  # line 344
    for box in s.scen.beach_boxes.values():
        assert sum(s.units[box.id].values()) == box.capacity
    # nine paratroopers (354); card 1 is the first thing played, so the first space has dropped already
    assert sum(sum(c.values()) for a, c in s.scen.setup.items() if a in s.scen.airborne) == 9
    assert s.count("ste-mere-eglise", "us:infantry") == 3 and "paratroopers" in s.chance_label()
    assert s.units_at("airfield") == {"uk": {"bomber": 1, "fighter": 4}, "us": {"bomber": 1, "fighter": 4}}
    assert s.turn == 1 and [n for _, n in s.deck] == list(range(1, 17))  # card 1 on top (187)


def test_order_deck_is_the_appendix_lines_595_700():
    assert [c.n for c in ORDER_CARDS] == list(range(1, 17))
    assert [c.active for c in ORDER_CARDS].count("axis") == 6
    assert CARD_BY_NUMBER[11].responder == "axis" and CARD_BY_NUMBER[13].responder == "allies"
    s = fresh()
    view = s.order_deck()
    assert view["current"]["n"] == 1 and view["next"][0]["n"] == 2 and view["played"] == []


def test_airborne_assault_lines_601_603_axis_picks_no_blockhouse():
    s = at_card(
        1,
        {
            "us-airborne-east": {"us:infantry": 3},
            "ste-marie-du-mont": {"germany:infantry": 1, "germany:artillery": 1, "germany:blockhouse": 1},
        },
    )
    assert s.count("ste-marie-du-mont", "us:infantry") == 3  # landed in their own zone
    assert "paratroopers" in s.chance_label() and "1 or less" in s.chance_label()
    roll(s, 1, 1, 4)
    # two hits, two non-blockhouse units: forced, no prompt; the blockhouse survives (C17)
    assert s.units_at("ste-marie-du-mont") == {"germany": {"blockhouse": 1}, "us": {"infantry": 3}}
    assert s.contested("ste-marie-du-mont")


def test_naval_bombardment_lines_553_557_six_dice_hit_on_two():
    s = at_card(2, {"cherbourg": {"germany:blockhouse": 2}, "bayeux": {"germany:blockhouse": 2}})
    hits = 0
    for face in (2, 3, 1, 6, 2, 5):
        if s.pending and s.pending["kind"] == "target":
            s.apply(
                A.Target(
                    "bayeux" if s.count("bayeux", "germany:blockhouse") else "cherbourg",
                    "germany",
                    "blockhouse",
                )
            )
        roll(s, face)
        hits += face <= 2
    assert hits == 3 and s.lost["germany:blockhouse"] == 3


def test_fighters_at_most_four_a_zone_line_423():
    s = at_card(3, {"airfield": {"uk:fighter": 4, "us:fighter": 4}})
    for _ in range(4):
        s.apply(A.PlaceAircraft("fighter", "caen"))
    with pytest.raises(IllegalAction, match="at most 4 fighters"):
        s.apply(A.PlaceAircraft("fighter", "caen"))


def test_aa_fire_lines_541_545_619_destroys_for_good():
    s = at_card(4, {"caen": {"germany:artillery": 2, "uk:fighter": 1}})
    roll(s, 1)
    assert s.air("caen", "fighter") == 0 and s.lost == {"uk:fighter": 1}
    assert s.count("airfield", "uk:fighter") == 0


def test_bombers_avoid_allied_zones_and_pick_the_kill_lines_330_537_623():
    s = at_card(
        5,
        {
            "airfield": {"uk:bomber": 1},
            "bayeux": {"uk:infantry": 1},
            "caen": {"germany:tank": 1, "germany:infantry": 1},
        },
    )
    with pytest.raises(IllegalAction, match="without Allied land units"):
        s.apply(A.PlaceAircraft("bomber", "bayeux"))
    s.apply(A.PlaceAircraft("bomber", "caen"))
    roll(s, 3)
    assert s.pending["kind"] == "target"
    s.apply(A.Target("caen", "germany", "tank"))
    assert s.units_at("caen") == {"germany": {"infantry": 1}}
    assert s.count("airfield", "uk:bomber") == 1  # back on card 7 (631)


def test_blockhouses_fire_to_sea_lines_645_647_551():
    s = at_card(
        9,
        {
            "bayeux": {"germany:blockhouse": 2},
            "gold": {"uk:infantry": 2, "uk:tank": 1},
            "juno": {"uk:infantry": 1},
        },
    )
    assert s.pending["kind"] == "target" and all(o[0] == "gold" for o in s.pending["data"]["options"])
    s.apply(A.Target("gold", "uk", "tank"))
    roll(s, 3)
    roll(s, 4)  # the only target left (infantry) is aimed at without a prompt
    assert s.units_at("gold") == {"uk": {"infantry": 2}} and s.units_at("juno") == {"uk": {"infantry": 1}}


def test_moves_tanks_stacking_and_locked_units_lines_274_405_409_419():
    s = at_card(
        8,
        {
            "bayeux": {"uk:tank": 1, "uk:infantry": 1},
            "tilly": {"germany:infantry": 1},
            "caen": {"uk:infantry": 1, "germany:tank": 1},
            "trevieres": {"uk:infantry": 8},
        },
    )
    with pytest.raises(IllegalAction, match="locked in combat"):
        s.apply(A.Move("infantry", "caen", "cheux"))
    with pytest.raises(IllegalAction, match="enemy land units"):
        s.apply(A.Move("tank", "bayeux", "villers-bocage", 1, "tilly"))
    with pytest.raises(IllegalAction, match="no more than 8"):
        s.apply(A.Move("infantry", "bayeux", "trevieres"))
    with pytest.raises(IllegalAction, match="not next to"):
        s.apply(A.Move("infantry", "bayeux", "caen"))
    s.apply(A.Move("tank", "bayeux", "villers-bocage", 1, "balleroy"))
    with pytest.raises(IllegalAction, match="can still move"):
        s.apply(A.Move("tank", "villers-bocage", "cheux"))


def test_landing_lines_650_656_up_to_eight_rest_waits():
    s = at_card(10, {"omaha": {"us:infantry": 6, "us:artillery": 2}, "trevieres": {"us:infantry": 3}})
    assert s.pending["power"] == "us"
    s.apply(A.Move("infantry", "omaha", "trevieres", 4))
    with pytest.raises(IllegalAction, match="no more than 8"):
        s.apply(A.Move("artillery", "omaha", "trevieres", 2))
    s.apply(A.Move("artillery", "omaha", "trevieres"))
    # Trévières is full: no landing is left, so the card ends without asking; the rest wait (650)
    assert s.pending["kind"] == "2d6"
    assert s.units_at("omaha") == {"us": {"artillery": 1, "infantry": 2}}


def test_strafing_lines_535_668_each_fighter_fires_at_each_mover():
    s = at_card(12, {"caen": {"germany:tank": 1, "uk:fighter": 2}, "cheux": {"us:fighter": 1}})
    s.apply(A.Move("tank", "caen", "cheux"))  # nothing else can move: the strafing follows at once
    assert "strafe" in s.chance_label()
    roll(s, 2, 5)
    roll(s, 1)  # third fighter, the one in Cheux, hits
    assert s.count("cheux", "germany:tank") == 0 and s.lost == {"germany:tank": 1}


def test_allied_reinforcements_lines_565_573_roll_of_seven():
    s = at_card(14, {})
    assert "UK" in s.chance_label()
    s.apply(ChanceOutcome((3, 4), s.chance_label()))
    for _ in range(7):
        s.apply(A.Reinforce(s.legal_actions()[0].place))
    uk = {}
    for b in ("gold", "juno", "sword"):
        for k, n in s.units[b].items():
            uk[k] = uk.get(k, 0) + n
    assert uk == {"uk:infantry": 3, "uk:artillery": 3, "uk:tank": 1}  # the example of line 573
    s.apply(ChanceOutcome((1, 1), s.chance_label()))
    assert sum(s.units["utah"].values()) == 2 and not s.units["omaha"]  # "Utah Beach only" (C5)


def test_axis_reinforcements_lines_571_694_696_sector_zones_and_strafing():
    s = at_card(15, {"granville": {"germany:infantry": 8}, "percy": {"uk:fighter": 1}})
    s.apply(ChanceOutcome((1, 1), s.chance_label()))
    places = {a.place for a in s.legal_actions()}
    assert places == {"percy", "aunay", "thury-harcourt"}  # Granville is full (696)
    s.apply(A.Reinforce("percy"))
    s.apply(A.Reinforce("aunay"))
    s.apply(ChanceOutcome((6, 6), s.chance_label()))
    while s.current_player() != CHANCE:
        s.apply(s.legal_actions()[0])
    assert "strafe" in s.chance_label() and "Percy" in s.chance_label()


def test_victory_lines_577_579_two_checks_in_a_row_and_turn_ten_143():
    s = fresh()
    for c in s.scen.victory_cities:
        s.units[c] = {"uk:infantry": 1}
    _end_turn(s)
    assert s.winner is None and s.held == 1 and s.turn == 2
    _end_turn(s)
    assert s.winner == "allies" and s.result().winner == 1
    s = fresh()
    s.turn = 10
    _end_turn(s)
    assert s.winner == "axis" and s.result().winner == 0


def test_fate_card_line_708_710_naval_hits_on_three():
    s = fresh(fate_deck=True)
    assert "fate card 1" in s.chance_label()
    s = at_card(2, {"cherbourg": {"germany:blockhouse": 1}}, deck="fate", fate_deck=True)
    s.fate = {"n": 2, "result": "positive"}
    s.pending = None
    s.pos = s.deck.index(("order", 2))
    CARD_START["naval_bombardment"](s, {"n": 2})
    advance(s)
    assert "3 or less" in s.chance_label()


def test_three_players_seat_each_nation_line_155_379():
    s = at_card(10, {"omaha": {"us:infantry": 1}, "gold": {"uk:infantry": 1}}, players=3)
    assert s.current_player() == 1
    s.apply(A.Done())
    assert s.current_player() == 2 and s.pending["power"] == "us"


def test_queries_for_a_table():
    s = fresh()
    assert {p["kind"] for p in s.places()} == {"zone", "beach_box", "airborne_space", "airfield"}
    charts = {c["id"]: len(c["left"]) for c in s.charts_view()}
    assert charts == {"us": 38, "uk": 29, "rennes-chartres": 40, "rouen-chartres": 27}
    assert s.control("cherbourg") == "axis"
    assert s.contested_zones() == ["ste-mere-eglise"]
    assert s.victory_status()["cities"] == {"cherbourg": "axis", "st-lo": "axis", "caen": "axis"}


def test_bad_scenario_files_get_one_sentence():
    bad = dict(SCEN, adjacency=[["caen", "atlantis"]])
    with pytest.raises(ScenarioError, match="unknown zone"):
        parse_scenario(bad)
    with pytest.raises(ScenarioError, match="aa-dday"):
        parse_scenario({"game": "other"})
    with pytest.raises(ScenarioError):
        parse_scenario([1, 2])
    with pytest.raises(ValueError, match="players"):
        fresh(players=4)


def test_tactics_card_passed_is_gone_line_712_and_v2_strike():
    s = fresh(tactics_deck=True)
    while not (s.pending and s.pending["kind"] == "tactic" and s.pending["n"] == 2):
        s.apply(s.legal_actions()[-1] if s.current_player() != CHANCE else s.chance_outcomes()[0][0])
    assert s.current_player() == 0  # V-2 Rocket Strike is the Axis's card
    s.apply(A.UseTactic(True))
    assert "V-2" in s.chance_label()
    before = len(s.charts["us"]) + len(s.charts["uk"])
    roll(s, 4)  # one Allied chart is hit (4 or less): its next unit is destroyed
    roll(s, 5)  # the other is missed
    assert len(s.charts["us"]) + len(s.charts["uk"]) == before - 1 and "tactics-2" in s.removed


def test_fate_reroll_line_774_one_die_of_the_roll():
    s = fresh(fate_deck=True)
    s.pending, s.tasks = None, []
    s.pos = s.deck.index(("order", 14))
    s.fate = {"n": 14, "result": "positive"}
    CARD_START["allied_reinforcement"](s, {"n": 14})
    advance(s)
    s.apply(ChanceOutcome((1, 2), s.chance_label()))
    assert s.pending["kind"] == "reroll"
    s.apply(A.Reroll(1))
    roll(s, 6)
    assert any("8 unit(s) may enter" in line for line in s.log)  # die 1 (a 1) re-rolled to 6: 2 + 6


def test_bad_card_data_is_refused_in_one_sentence():
    tactics = [dict(t) for t in SCEN["tactics_cards"]]
    tactics[3]["effect"] = "summon_dragons"
    with pytest.raises(ScenarioError, match="tactics card 4 has an unknown effect"):
        parse_scenario(dict(SCEN, tactics_cards=tactics))
    fate = [dict(f) for f in SCEN["fate_cards"]]
    fate[1] = dict(fate[1], positive={"effect": "hit", "value": "three"})
    with pytest.raises(ScenarioError, match="fate card 2"):
        parse_scenario(dict(SCEN, fate_cards=fate))
