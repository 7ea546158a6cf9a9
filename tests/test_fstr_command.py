"""The command display's reassignments (7.1, seed 003 lines 402-406) and national integrity
(7.1.1, lines 408-414): costs, when they may be bought, what the other side sees, and their
effect on the operations bought afterwards."""

from __future__ import annotations

import pytest

from sandtable.core.protocol import CHANCE
from sandtable.games.fstr import GameFstr, command
from sandtable.games.fstr import actions as A
from sandtable.games.fstr.programming import purchases

GAME = GameFstr()


def _at_allocation(scenario: str):
    s = GAME.new_initial_state(scenario, {})
    while s.pending and s.pending["kind"] != "allocate":
        s.apply(s.legal_actions()[0] if s.current_player() != CHANCE else s.chance_outcomes()[0][0])
    return s


@pytest.fixture()
def campaign():
    return _at_allocation("campaign")


def test_an_allied_division_changing_army_costs_one_ap_of_the_receiving_army(campaign):
    s = campaign
    assert command.corps_of(s, "1 Can") == "XIII Corps" and command.army_of(s, "1 Can") == "VIII Army"
    assert command.cost(s, "allied", "1 Can", "V Corps") == 0  # inside VIII Army: free (line 404)
    assert command.cost(s, "allied", "1 Can", "VI Corps") == 1  # to V Army: 1 AP
    before = dict(s.ap)
    command.buy(s, "allied", "1 Can", "VI Corps")
    assert s.ap["V Army"] == before["V Army"] - 1 and s.spent["allied"] == 1
    assert command.corps_of(s, "1 Can") == "VI Corps" and command.army_of(s, "1 Can") == "V Army"
    assert "1 Can" in command.corps_divisions(s, "VI Corps")
    assert "1 Can" not in command.corps_divisions(s, "XIII Corps")


def test_a_corps_changing_army_costs_its_divisions_plus_one_and_the_axis_pays_nothing(campaign):
    s = campaign
    assert command.corps_divisions(s, "X Corps") == ["46 Inf", "56 Inf"]
    assert command.cost(s, "allied", "X Corps", "VIII Army") == 3  # 2 divisions + 1 (line 404)
    command.buy(s, "allied", "X Corps", "VIII Army")
    assert command.army_of(s, "46 Inf") == "VIII Army"  # its divisions follow it
    assert command.cost(s, "axis", "14.PzK", "14.Armee") == 0
    assert command.cost(s, "axis", "26.Pz", "14.PzK") == 0


def test_reassignments_come_before_the_operations_and_once_a_formation(campaign):
    s = campaign
    side = s.pending["side"]
    offered = [a for a in purchases(s, side) if a.item == "reassign"]
    assert offered and all(command.refusal(s, side, a.target, a.divisions[0]) is None for a in offered)
    first = offered[0]
    s.apply(first)
    assert command.refusal(s, side, first.target, first.divisions[0]) is not None  # once an impulse
    assert all(a.target != first.target for a in purchases(s, side) if a.item == "reassign")
    op = next(a for a in s.legal_actions() if isinstance(a, A.Buy) and a.item in ("division", "corps"))
    s.apply(op)
    assert not [a for a in s.legal_actions() if isinstance(a, A.Buy) and a.item == "reassign"]  # 4b < 4c


def test_the_new_corps_is_bought_with_the_division_it_received(campaign):
    s = campaign
    assert s.pending["side"] == "axis"
    assert command.corps_of(s, "3.PzG") is None  # outside any corps at the start (display data)
    s.apply(A.Buy("reassign", "3.PzG", ("76.PzK",)))
    corps = [a for a in purchases(s, "axis") if a.item == "corps" and a.target == "76.PzK"]
    assert any("3.PzG" in a.divisions for a in corps)


def test_the_other_side_sees_a_reassignment_only_at_the_reveal(campaign):
    s = campaign
    s.apply(A.Buy("reassign", "3.PzG", ("76.PzK",)))
    allies = s.observation(0)
    assert command.corps_of(allies, "3.PzG") is None and not allies.bought["axis"]
    assert command.corps_of(s.observation(1), "3.PzG") == "76.PzK"
    from sandtable.games.fstr.programming import reveal

    reveal(s)
    assert s.command["3.PzG"] == "76.PzK"
    s.bought = {"allied": [], "axis": []}  # the next impulse's allocation starts empty
    assert command.corps_of(s, "3.PzG") == command.corps_of(s.observation(0), "3.PzG") == "76.PzK"


def test_free_reassignments_alone_are_no_allocation_of_ap(campaign):
    s = campaign
    command.buy(s, "axis", "3.PzG", "76.PzK")
    assert not command.allocated(s.bought["axis"][-1])  # the turn may still end (lines 339, 388)
    command.buy(s, "allied", "1 Can", "VI Corps")
    assert command.allocated(s.bought["allied"][-1])


def test_the_cef_keeps_its_divisions_and_stays_in_v_army():
    s = _at_allocation("diadem")
    assert command.corps_of(s, "2 DIM") == "CEF" and command.army_of(s, "2 DIM") == "V Army"
    if "2 DIM" in {s.unit(u).formation for u in s.on_map("allied")}:
        assert "never leave" in (command.refusal(s, "allied", "2 DIM", "II Corps") or "")
    assert "never leaves" in (command.refusal(s, "allied", "CEF", "VIII Army") or "")
    assert not [a for a in purchases(s, "allied") if a.item == "reassign" and a.target in ("CEF", "2 DIM")]


def test_the_national_corps_take_their_divisions_when_they_arrive(campaign):
    s = campaign
    assert command.corps_of(s, "1 Can") == "XIII Corps"
    command.corps_arrives(s, "I Can Corps")  # line 412
    assert command.corps_of(s, "1 Can") == "I Can Corps"
    command.corps_arrives(s, "II Pol Corps")
    assert command.corps_divisions(s, "II Pol Corps") == ["3 DSK", "5 KDP"]
    s.hq_in_play.add("HQ/I Can Corps")
    assert command.refusal(s, "allied", "5 Inf", "I Can Corps") is None  # other nations may join (line 414)


def test_at_set_up_the_national_corps_hold_their_divisions():
    s = _at_allocation("diadem")
    assert command.corps_of(s, "1 Can") == "I Can Corps"
    assert command.corps_of(s, "3 DSK") == command.corps_of(s, "5 KDP") == "II Pol Corps"


def test_the_table_shows_the_command_display_and_a_revealed_reassignment(campaign):
    from sandtable.games.fstr.programming import reveal
    from sandtable.games.fstr.table_view import tracks

    s = campaign

    def display(state, side):
        return next(t.tooltip for t in tracks(state, None) if t.id == f"display-{side}")

    assert "76.PzK: 1.FJ, 26.Pz, 29.PzG" in display(s, "axis")
    s.apply(A.Buy("reassign", "3.PzG", ("76.PzK",)))
    seen = display(s.observation(0), "axis")
    assert "(no corps): 3.PzG" in seen and "29.PzG, 3.PzG" not in seen  # secret until the reveal
    assert "76.PzK: 1.FJ, 26.Pz, 29.PzG, 3.PzG" in display(s.observation(1), "axis")  # its owner sees it
    reveal(s)
    assert "76.PzK: 1.FJ, 26.Pz, 29.PzG, 3.PzG" in display(s.observation(0), "axis")
