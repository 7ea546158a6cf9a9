"""D-Day's exact battle odds under the cards in force (issue #19): tactics card 10 (Combined Assault:
on order card 11 infantry paired with artillery attack at 2) and fate card 11 positive (Allied
infantry at 2). The odds read each side's dice from the engine's own `combat.fire_needs`, so they
must equal a Monte Carlo of the engine's battle under the same modifier, and the battle window's
odds panel must show them."""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sandtable.games.aa_dday import actions as A  # noqa: E402
from sandtable.games.aa_dday import odds_exact as X  # noqa: E402
from sandtable.games.aa_dday.odds_spec import SPEC, battle_in_play, with_cards  # noqa: E402
from test_aa_dday_tactics import GAME, SCEN, at_tactic, play  # noqa: E402

BOARD = {"caen": {"uk:infantry": 3, "uk:artillery": 1, "germany:infantry": 2, "germany:tank": 1}}


def combined_assault():
    """Card 10 played, card 11's battle in Caen begun (its first die pending)."""
    s = at_tactic(10, BOARD)
    play(s, 10)
    assert s.battle == {"zone": "caen", "attacker": "allies", "cas": {}}
    return s


def without_modifier(s):
    plain = s.clone()
    plain.effects = {}
    plain.fate = {}
    return plain


def max_delta(setup, base, samples=10_000, seed=1944):
    exact = X.battle(setup).final
    mc = X.monte_carlo(setup, samples, seed, base_state=lambda: base)
    return max(abs(mc.get(k, 0.0) - float(exact.get(k, 0))) for k in set(mc) | set(exact))


def test_combined_assault_counts_in_the_exact_odds_as_the_engine_rolls_it():
    s = combined_assault()
    setup = SPEC.from_state(s, A.Done())
    # Three infantry, one gun: one infantry at 2 while the gun lives, the others at 1.
    assert setup.attacker.after[0] == (1, 1, 2, 2)
    assert setup.attacker.after[3] == (2,)  # the gun alone
    assert setup.modifiers and "Combined Assault" in setup.modifiers[0]
    plain = SPEC.from_state(without_modifier(s), A.Done())
    assert plain.attacker.after[0] == (1, 1, 1, 2) and plain.modifiers == ()
    with_mod, without = SPEC.odds(setup), SPEC.odds(plain)
    assert with_mod.expected["defender_losses"] > without.expected["defender_losses"] + 0.1
    assert "Combined Assault" in with_mod.text and with_mod.details["modifiers"] == list(setup.modifiers)
    # Exact fractions: one die at 2 in 6 instead of 1 in 6 adds exactly 1/6 of a hit before clipping.
    def mean(needs):
        return sum(k * p for k, p in enumerate(X.hit_distribution(needs, True)))

    assert mean(setup.attacker.needs(0)) - mean(plain.attacker.needs(0)) == Fraction(1, 6)


def test_combined_assault_exact_odds_equal_a_monte_carlo_of_the_engine():
    s = combined_assault()
    for cycles in (1, 0):
        setup = battle_in_play(s, "caen", "allies", cycles)
        assert max_delta(setup, s) <= 0.01, cycles
    # The set-up carries the card to the engine's state: the odds' own check (a fresh state, as
    # `sandtable odds --samples` runs it) plays under it too.
    report = SPEC.odds(battle_in_play(s, "caen", "allies"), samples=10_000)
    assert report.details["monte_carlo"]["max_abs_delta"] <= 0.01
    plain = battle_in_play(without_modifier(s), "caen", "allies")
    assert X.monte_carlo(plain, 2000, 5) != X.monte_carlo(battle_in_play(s, "caen", "allies"), 2000, 5)


def test_fate_11_positive_counts_and_matches_the_engine():
    s = GAME.new_initial_state(SCEN, {"fate_deck": True})
    for place in s.units.values():
        place.clear()
    s.units["caen"].update({"uk:infantry": 2, "us:infantry": 1,
                            "germany:infantry": 1, "germany:artillery": 1})
    s.pos = s.deck.index(("order", 11))
    s.fate = {"n": 11, "result": "positive"}
    setup = battle_in_play(s, "caen", "allies", 0)
    assert setup.attacker.after[0] == (2, 2, 2)
    assert setup.modifiers == ("fate card 11: Allied infantry hits on 1-2",)
    assert battle_in_play(s, "caen", "allies").defender.after[0] == (2, 2)  # the defence is not changed
    assert max_delta(setup, s) <= 0.01


def test_the_battle_window_shows_the_modified_odds(qtbot, tmp_path):
    from play_support import table_window
    from sandtable.ui.games.aa_dday.battle_dialog import BattleBoardDialog

    window = table_window(qtbot, tmp_path)
    try:
        s = combined_assault()
        dialog = BattleBoardDialog(window)
        qtbot.addWidget(dialog)
        dialog.follow(s)
        dialog.show()
        shown = dialog.odds.probabilities()
        wanted = tuple(SPEC.odds(SPEC.from_state(s, A.Done())).outcomes.values())
        plain = tuple(SPEC.odds(SPEC.from_state(without_modifier(s), A.Done())).outcomes.values())
        assert shown == pytest.approx(wanted) and shown != pytest.approx(plain)
        assert dialog.modifiers.isVisible() and "Combined Assault" in dialog.modifiers.text()
        # The board's columns are the dice as rolled: the infantry backed by the gun stands at 2.
        assert dialog.attacker.cells[0].text() == "2 × British infantry"
        assert dialog.attacker.cells[1].text() == "1 × British artillery<br>1 × British infantry"
        assert dialog.step.text() == "rolling: British infantry attacks in Caen (hits on 1 or less)"
        losses = dialog.odds.losses.text()
        assert "1.17" in losses or "1,17" in losses  # the attacker's expected losses under the card
        dialog.close()
    finally:
        window.close()


@pytest.mark.parametrize("side,att,dfd", [
    ("allies", {"infantry": 3, "artillery": 1, "tank": 3}, {"infantry": 2, "artillery": 4, "tank": 1,
                                                            "blockhouse": 2}),
    ("axis", {"infantry": 2, "tank": 2, "artillery": 1}, {"infantry": 3, "tank": 1}),
])
def test_the_engine_numbers_and_the_command_lines_tables_agree(side, att, dfd):
    """Without a card, a battle read back from a state (the engine's fire_numbers) is the battle the
    command line builds from its own tables: same dice, same exact distribution."""
    plain = SPEC.parse(",".join(f"{u}={n}" for u, n in att.items()),
                       ",".join(f"{u}={n}" for u, n in dfd.items()), {"attacking_side": side, "cycles": 0})
    read = with_cards(side, att, dfd, 0, X.CHEAPEST, "")
    assert read.attacker.units == plain.attacker.units and read.defender.units == plain.defender.units
    assert X.battle(read, True).final == X.battle(plain, True).final


def test_the_command_line_takes_the_cards_in_force():
    s = combined_assault()
    cli = SPEC.parse("inf=3,art=1", "inf=2,tank=1", {"cards": "tactics-10"})
    assert X.battle(cli, True).final == X.battle(SPEC.from_state(s, A.Done()), True).final
    axis = SPEC.parse("inf=3", "inf=2,tank=1", {"attacking_side": "axis", "cards": "fate-13"})
    assert axis.attacker.after[0] == (2, 2, 2) and "fate card 13" in axis.modifiers[0]
    for wrong in ("tactics-9", "fate-11", "bogus"):
        with pytest.raises(ValueError, match="puts nothing on the battle of order card 13"):
            SPEC.parse("inf=3", "inf=2", {"attacking_side": "axis", "cards": wrong})
