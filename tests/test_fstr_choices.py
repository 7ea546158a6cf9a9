"""Victory "at any moment" after every action (rule 2, C13) and the choices the rules give to the
players (9.5 major landing placement, 9.9 intelligence, 19 replacements): each a decision of the
player, seed 003 lines cited per test."""

from __future__ import annotations

import random

from sandtable.core.protocol import CHANCE
from sandtable.games.fstr import GameFstr, victory
from sandtable.games.fstr.selfplay import choose

GAME = GameFstr()


def _any_action(s):
    if s.current_player() == CHANCE:
        return s.chance_outcomes()[0][0]
    return s.legal_actions()[-1]


# -- rule 2 (lines 231-249), spec C13: "at any moment" = after every state change --
def test_a_depot_captured_ends_salerno_after_the_very_next_action():
    s = GAME.new_initial_state("salerno", {})
    assert not s.is_terminal()
    s.captured_depot = "axis"  # line 249: the capture of an Allied depot, at any moment
    s.apply(_any_action(s))  # whatever the action, not a combat nor the end of a segment
    assert s.is_terminal() and s.winner == "axis" and "depot" in s.reason


def test_rome_naples_foggia_occupied_win_the_campaign_at_once():
    s = GAME.new_initial_state("campaign", {})
    board = s.world.board
    units = [u for u in s.on_map("allied") if not s.unit(u).paratroopers][:3]
    for u, town in zip(units, ("rome", "naples", "foggia"), strict=True):
        s.loc[u] = board.named[town]
        s.auto_supply.add(u)  # supplied however the path runs (line 235)
    s.apply(_any_action(s))
    assert s.winner == "allied" and s.level == "decisive"


def test_the_check_after_every_action_traces_no_supply_while_nobody_is_there(monkeypatch):
    calls = []
    real = victory.supplied_hexes
    monkeypatch.setattr(victory, "supplied_hexes", lambda s, side: calls.append(side) or real(s, side))
    s = GAME.new_initial_state("campaign", {})
    rng = random.Random(3)
    for _ in range(200):
        if s.is_terminal():
            break
        s.apply(choose(s, rng))
    rome = s.world.board.named["rome"]
    if not s.combat_at(rome, "allied"):
        assert "allied" not in calls  # the occupation test comes first: cheap
