"""The Allies can win D-Day under our engine: positions where they meet the victory condition, played
through the order cards to the victory check after card 16 (seed 001 = the Italian rulebook,
/work/shared/seeds/001_9f34de9cbb524453.txt).

- 141, 577: the Allies win when their land units control Cherbourg, St. Lô and Caen and keep them
  for a whole turn; 579: held at the end of a turn and still at the end of the next; if one is lost
  at the second check the count starts again; the Axis wins when the Allies have not won after ten
  turns (143, 579).
- 485: a zone is controlled by the side that alone has land units in it.

The computer players' whole evaluation rests on this being reachable (issue #19: greedy's Allies
won 0 of 15 games), so these tests play the real deck (moves, reinforcements, air cards) with every
die a miss and every optional decision passed, instead of calling the check directly.
"""

from __future__ import annotations

from sandtable.core.protocol import CHANCE, ChanceOutcome
from sandtable.games.aa_dday import GameDDay
from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.engine import CARD_START, advance
from sandtable.games.aa_dday.sequence import CARD_BY_NUMBER

GAME = GameDDay()
SCEN = GAME.load_scenario("default")
CITIES = ("cherbourg", "st-lo", "caen")


def board(units: dict[str, dict[str, int]], turn: int = 1, german_charts: bool = False):
    """A game at the start of order card 16 of `turn` with only `units` on the map and in the boxes
    (aircraft on the airfield as set up); the German charts emptied unless asked for."""
    s = GAME.new_initial_state(SCEN, {})
    for place, here in s.units.items():
        if place != s.scen.airfield:
            here.clear()
    for place, counts in units.items():
        s.units[place].update(counts)
    if not german_charts:
        for cid, chart in s.scen.charts.items():
            if chart.power == "germany":
                s.charts[cid] = []
    s.turn = turn
    s.tasks, s.pending, s.moved, s.origins = [], None, {}, []
    s.pos = s.deck.index(("order", 16))
    s.played = [f"{d}-{n}" for d, n in s.deck[: s.pos]]
    CARD_START[CARD_BY_NUMBER[16].key](s, {"n": 16})
    advance(s)
    return s


def play_passively(s, until_turn: int) -> None:
    """Every die a 6 (a miss for every hit number of the game except a 2d6 total), every decision
    'Done' when it may be, else the first legal action; stop at a winner or after `until_turn`."""
    while s.winner is None and s.turn <= until_turn:
        if s.current_player() == CHANCE:
            two = s.pending["kind"] == "2d6"
            s.apply(ChanceOutcome((6, 6) if two else (6,), s.chance_label()))
            continue
        legal = s.legal_actions()
        done = [a for a in legal if isinstance(a, A.Done)]
        s.apply(done[0] if done else legal[0])


def test_allies_holding_the_three_cities_two_checks_in_a_row_win_lines_141_577_579():
    s = board({c: {"uk:infantry": 2, "us:infantry": 1} for c in CITIES})
    assert s.turn == 2 and s.held == 1  # the end of turn 1: first check passed, the game goes on (579)
    assert s.winner is None
    play_passively(s, until_turn=2)
    assert s.winner == "allies" and s.turn == 2
    assert s.result().winner == 1 and "Cherbourg" in s.reason


def test_allied_win_in_the_last_turn_needs_the_ninth_turn_held_too_lines_143_579():
    s = board({c: {"us:tank": 1} for c in CITIES}, turn=9)
    assert s.turn == 10 and s.held == 1
    play_passively(s, until_turn=10)
    assert s.winner == "allies" and s.turn == 10
    # Taken only at the end of turn 10: one check, the Axis wins (143, 579).
    s = board({"cherbourg": {"us:tank": 1}, "st-lo": {"us:tank": 1}}, turn=9)
    assert s.held == 0
    s.units["caen"]["uk:infantry"] = 1
    play_passively(s, until_turn=10)
    assert s.winner == "axis"


def test_a_contested_city_at_the_second_check_restarts_the_count_line_579():
    """The Axis walks into Caen on card 12 of the holding turn: Caen is contested at the check, so
    no win and the count starts again; with the Caen garrison alone after the Axis left, held = 1."""
    s = board({**{c: {"uk:infantry": 1} for c in CITIES}, "troarn": {"germany:infantry": 1}})
    assert s.held == 1
    while s.winner is None and s.turn == 2:
        if s.current_player() == CHANCE:
            two = s.pending["kind"] == "2d6"
            s.apply(ChanceOutcome((6, 6) if two else (6,), s.chance_label()))
            continue
        legal = s.legal_actions()
        into_caen = [a for a in legal if isinstance(a, A.Move) and a.dest == "caen" and a.origin == "troarn"]
        if s.current_player() == 0 and into_caen:
            s.apply(into_caen[0])
            continue
        done = [a for a in legal if isinstance(a, A.Done)]
        s.apply(done[0] if done else legal[0])
    assert s.winner is None and s.turn == 3 and s.held == 0
    assert s.control("caen") is None  # contested (485): both sides' land units survived the misses


def test_blockhouse_alone_keeps_a_city_german_lines_204_485():
    """A blockhouse is a land unit and counts for control (204, 485): an Allied garrison sharing
    Caen with one has not taken the city."""
    units = {c: {"uk:infantry": 2} for c in CITIES}
    units["caen"]["germany:blockhouse"] = 1
    s = board(units)
    assert s.held == 0 and s.control("caen") is None
