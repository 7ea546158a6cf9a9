"""The rulebook's worked examples with their printed dice, played through the engine's own deck (seed
001 = /work/shared/seeds/001_9f34de9cbb524453.txt). The Caen battle (487-503) is
tests/test_dday_golden.py; here the fate card example of lines 708-710 and the Bayeux blockhouses of
line 551, each from the card before, so the deck itself draws the cards.

Line 710: fate card 2 changes the naval bombardment's hit number: on a positive result (a 1 on the
fate die, 708) a 3 or less hits; on a negative one (a 6) only a 1 hits; on 2-5 the order card is
played as printed (a 2 or less hits, 607).
"""

from __future__ import annotations

import pytest

from sandtable.core.protocol import CHANCE, ChanceOutcome
from sandtable.games.aa_dday import GameDDay
from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.engine import advance

GAME = GameDDay()


def before(deck: str, n: int, units: dict[str, dict[str, int]], **options):
    """A state whose board holds only `units`, at the end of the card before (deck, n): the engine
    then draws (deck, n) itself."""
    s = GAME.new_initial_state(GAME.load_scenario("default"), options)
    for place in s.units.values():
        place.clear()
    for place, counts in units.items():
        s.units[place].update(counts)
    s.tasks, s.pending, s.moved, s.origins = [], None, {}, []
    s.pos = s.deck.index((deck, n)) - 1
    s.played = [f"{d}-{k}" for d, k in s.deck[: s.pos]]
    advance(s)
    return s


def roll(s, face: int) -> str:
    assert s.current_player() == CHANCE, s.pending
    label = s.chance_label()
    s.apply(ChanceOutcome((face,), label))
    return label


def bombard(s, faces: list[int]) -> list[str]:
    """Naval bombardment dice at the one blockhouse in Cherbourg; the labels rolled."""
    labels = []
    for face in faces:
        if s.current_player() != CHANCE:
            s.apply(A.Target("cherbourg", "germany", "blockhouse"))  # the Allies name the target (557)
        labels.append(roll(s, face))
    return labels


@pytest.mark.parametrize(("fate", "faces", "hit_label"), [
    (1, [4, 3], "3 or less"),  # positive: the 3 destroys it (710)
    (6, [2, 3, 1], "1 or less"),  # negative: a 2 no longer hits, only the 1 does (710)
    (4, [3, 2], "2 or less"),  # 2-5: the card as printed, 2 or less (607, 710)
])
def test_fate_card_2_line_710_changes_the_naval_hit_number(fate, faces, hit_label):
    s = before("fate", 2, {"cherbourg": {"germany:blockhouse": 1}}, fate_deck=True)
    assert "fate card 2, rolled by the allies" in s.chance_label()  # the active side rolls (C14)
    roll(s, fate)
    labels = bombard(s, faces)
    assert all(hit_label in label for label in labels), labels
    # The blockhouse stands until the die that hits, then it is gone and the card stops rolling.
    assert all("naval bombardment" in label for label in labels)
    assert s.lost == {"germany:blockhouse": 1}
    assert s.count("cherbourg", "germany:blockhouse") == 0
    assert "naval bombardment" not in s.chance_label()
    word = {1: "positive", 6: "negative"}.get(fate, "no effect")
    assert any(f"fate card 2: {fate}, {word}" in line for line in s.log)


def test_bayeux_blockhouses_fire_at_gold_line_551():
    """Line 551: the two blockhouses of the Bayeux zone can each fire at the land units in the Gold
    Beach box, each at its own target, a 3 or less hits; the blockhouses of Cabourg reach no box."""
    s = before("order", 9, {
        "bayeux": {"germany:blockhouse": 2},
        "cabourg": {"germany:blockhouse": 1},
        "gold": {"uk:infantry": 2, "uk:tank": 1},
        "juno": {"uk:infantry": 1},
    })
    assert s.pending["kind"] == "target"
    assert {o[0] for o in s.pending["data"]["options"]} == {"gold"}  # Bayeux's arc is Gold (551)
    s.apply(A.Target("gold", "uk", "tank"))
    assert "3 or less" in roll(s, 3)  # the first blockhouse hits the tank
    if s.current_player() != CHANCE:
        s.apply(A.Target("gold", "uk", "infantry"))  # a different target for the second (647)
    assert "3 or less" in roll(s, 4)  # the second misses
    assert s.units_at("gold") == {"uk": {"infantry": 2}}
    assert s.units_at("juno") == {"uk": {"infantry": 1}}
    assert s.lost == {"uk:tank": 1}
