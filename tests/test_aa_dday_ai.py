"""The D-Day evaluation of the computer players (games/aa_dday/ai_eval.py): the terms a player
weighs, checked on small positions (seed 001 lines cited where a rule decides the value)."""

from __future__ import annotations

from sandtable.ai.greedy import GreedyAgent
from sandtable.games.aa_dday import GameDDay
from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.ai_eval import DDayEvaluator
from sandtable.games.aa_dday.engine import CARD_START, advance
from sandtable.games.aa_dday.sequence import CARD_BY_NUMBER

GAME = GameDDay()
SCEN = GAME.load_scenario("default")
STATIC, LOOKAHEAD = DDayEvaluator(False), DDayEvaluator(True)


def at_card(n: int, units: dict[str, dict[str, int]], turn: int = 3):
    """Turn `turn`, order card n starting, only `units` on the map and in the boxes."""
    s = GAME.new_initial_state(SCEN, {})
    for place, here in s.units.items():
        if place != s.scen.airfield:
            here.clear()
    for place, counts in units.items():
        s.units[place].update(counts)
    s.turn = turn
    s.tasks, s.pending, s.moved, s.origins = [], None, {}, []
    s.pos = s.deck.index(("order", n))
    s.played = [f"{d}-{k}" for d, k in s.deck[: s.pos]]
    CARD_START[CARD_BY_NUMBER[n].key](s, {"n": n})
    advance(s)
    return s


def test_a_casualty_marked_on_the_battle_board_counts_at_once_lines_465_479():
    """Casualties stay on the board and fire back (469) but are lost (479): an Axis tank marked
    is worse for the Axis than an infantry marked, in both readings (before, the two looked the same
    until the cycle ended, so the defender's pick was blind)."""
    s = at_card(11, {"caen": {"uk:infantry": 6, "germany:tank": 1, "germany:infantry": 1}})
    tank, infantry = s.clone(), s.clone()
    tank.battle = {"zone": "caen", "attacker": "allies", "cas": {"germany:tank": 1}}
    infantry.battle = {"zone": "caen", "attacker": "allies", "cas": {"germany:infantry": 1}}
    for reading in (STATIC, LOOKAHEAD):
        assert reading.score(tank) > reading.score(infantry)


def test_look_ahead_a_lone_unit_into_a_garrison_is_bad_unless_the_rest_can_follow_lines_409_419():
    """Card 8: one British infantry walks into Caen (6 German units); with seven more next door that
    can still move this card the fight is worth starting, with the seven already moved it is not."""
    garrison = {"germany:infantry": 3, "germany:artillery": 3}
    s = at_card(8, {"ouistreham": {"uk:infantry": 4, "uk:artillery": 2, "uk:tank": 2}, "caen": garrison})
    stay = s.clone()
    go = s.clone()
    go.apply(A.Move("infantry", "ouistreham", "caen", 1))
    assert LOOKAHEAD.score(go) > LOOKAHEAD.score(stay)
    tired_stay, tired_go = stay.clone(), go.clone()
    for state in (tired_stay, tired_go):
        state.moved = {**state.moved, "ouistreham": {"uk:infantry": 3, "uk:artillery": 2, "uk:tank": 2}}
    assert LOOKAHEAD.score(tired_go) < LOOKAHEAD.score(tired_stay)


def test_look_ahead_a_full_utah_box_blocks_the_us_chart_lines_565_569_c5():
    """The US chart's first row may enter only at Utah (C5) and a chart enters strictly in order
    (565): with Utah full and its landing zone full before card 10, the US gets nothing on card 14.
    The look-ahead reading sees it; room in Ste-Marie-du-Mont lifts it."""
    box = {"us:infantry": 4}
    full = at_card(8, {"utah": box, "ste-marie-du-mont": {"us:infantry": 8}})
    room = at_card(8, {"utah": box, "ste-marie-du-mont": {"us:infantry": 4}})
    # Same Allied strength on the board: only where it stands differs.
    room.units["carentan"] = {"us:infantry": 4}
    assert full.charts["us"][0][1] == ["utah"]
    assert LOOKAHEAD.score(room) - LOOKAHEAD.score(full) > STATIC.score(room) - STATIC.score(full) + 0.1


def test_greedy_reading_ahead_walks_into_an_empty_victory_city_line_485():
    """A zone is controlled by the side alone in it (485): a US tank next to an empty Cherbourg moves
    in on card 8."""
    s = at_card(8, {"bricquebec": {"us:tank": 1}, "la-hague": {"germany:infantry": 1}})
    agent = GreedyAgent(1, evaluator=DDayEvaluator(True), game_id="aa-dday")
    action = agent.choose(s)
    assert isinstance(action, A.Move) and action.dest == "cherbourg"


def test_look_ahead_fighters_over_the_german_arrivals_lines_535_694():
    """Card 15 places German reinforcements in the sector zones and fighters there strafe each one
    (694); fighters over Percy (Rennes) while the charts hold units are worth more than over an empty
    zone by the beach."""
    s = at_card(3, {"caen": {"germany:infantry": 4}, "ouistreham": {"uk:infantry": 2}})
    over_percy, over_rear = s.clone(), s.clone()
    over_percy.units["percy"]["uk:fighter"] = 4
    over_rear.units["cabourg"]["uk:fighter"] = 4
    for state in (over_percy, over_rear):
        state.units[state.scen.airfield]["uk:fighter"] -= 4
    assert LOOKAHEAD.score(over_percy) > LOOKAHEAD.score(over_rear)
    assert STATIC.score(over_percy) == STATIC.score(over_rear)  # greedy's reading does not see it
