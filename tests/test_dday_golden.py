"""The rulebook's worked example: Germany attacks the UK in Caen (seed 001 lines 487-503).

Order card 13 (the only card on which the Axis attacks, 678-682), one combat cycle in Caen with
the printed dice: Axis infantry 4, 2, 5 (hit on 1), artillery 2 (on 2), tanks 2, 2, 5 (on 3):
3 hits; the UK picks 2 infantry and 1 artillery (494); the UK fires with all seven units,
casualties included (469-475): 1, 2, 3, 3, 4, 5, 5, every defence 2 (492): 2 hits; Germany picks 2
infantry (497). Printed outcome (501-503): Axis 1 infantry, 1 artillery, 3 tanks and UK 1 tank, 3
artillery left; nobody controls Caen.
"""

from __future__ import annotations

from sandtable.core.protocol import CHANCE, ChanceOutcome
from sandtable.games.aa_dday import GameDDay
from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.engine import CARD_START, advance


def caen_state():
    game = GameDDay()
    s = game.new_initial_state(game.load_scenario("default"), {})
    for units in s.units.values():
        units.clear()
    s.units["caen"] = {
        "germany:infantry": 3,
        "germany:artillery": 1,
        "germany:tank": 3,
        "uk:tank": 1,
        "uk:infantry": 2,
        "uk:artillery": 4,
    }
    s.tasks, s.pending = [], None
    s.pos = s.deck.index(("order", 13))
    s.played = [f"{d}-{n}" for d, n in s.deck[: s.pos]]
    CARD_START["axis_attack"](s, {"n": 13})
    advance(s)
    return s


def roll(s, *faces):
    for face in faces:
        assert s.current_player() == CHANCE, s.pending
        s.apply(ChanceOutcome((face,), s.chance_label()))


def test_caen_worked_example_replays_to_the_printed_outcome():
    s = caen_state()
    assert "germany infantry attacks in Caen" in s.chance_label()
    roll(s, 4, 2, 5)  # three infantry, all miss (493)
    assert "artillery" in s.chance_label()
    roll(s, 2)  # artillery hits
    assert "tank" in s.chance_label()
    roll(s, 2, 2, 5)  # two tanks hit
    # The UK (defender) picks its three casualties (494); the player is the Allied seat.
    for unit in ("infantry", "infantry", "artillery"):
        assert s.pending["kind"] == "casualty" and s.current_player() == 1
        s.apply(A.Casualty("uk", unit))
    roll(s, 1, 2, 3, 3, 4, 5, 5)  # seven UK dice, casualties included (497)
    for unit in ("infantry", "infantry"):
        assert s.pending["kind"] == "casualty" and s.current_player() == 0
        s.apply(A.Casualty("germany", unit))
    assert s.units_at("caen") == {
        "germany": {"artillery": 1, "infantry": 1, "tank": 3},
        "uk": {"artillery": 3, "tank": 1},
    }
    assert s.control("caen") is None and "caen" in s.contested_zones()
    assert s.lost == {"germany:infantry": 2, "uk:infantry": 2, "uk:artillery": 1}
    assert s.battle is None and "combat in Caen" in " ".join(s.log)


def test_casualties_fire_back_before_removal():
    """Line 469-475: a defender chosen as a casualty still rolls."""
    s = caen_state()
    roll(s, 1, 1, 1, 1, 1, 1, 1)  # seven Axis hits: every UK unit is a casualty, no choice left
    assert s.current_player() == CHANCE and "uk" in s.chance_label()
    roll(s, 6, 6, 6, 6, 6, 6, 6)
    assert s.units_at("caen") == {"germany": {"artillery": 1, "infantry": 3, "tank": 3}}
    assert s.control("caen") == "axis"
