"""FSTR exact combat odds (games/fstr/odds_exact.py, odds_spec.py): rule 14 (seed 003 lines 683-785),
14.2.6 tactical support, 14.2.8 Gegenangriff, against the printed CRT and the engine's own battles."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from sandtable.core.protocol import CHANCE
from sandtable.games.fstr import GameFstr
from sandtable.games.fstr import actions as A
from sandtable.games.fstr import odds_exact as X
from sandtable.games.fstr.combat import odds, with_support
from sandtable.games.fstr.odds_spec import SPEC, charts

GAME = GameFstr()


def _combat(**kw):
    return X.Combat(**kw)


def test_every_distribution_sums_to_exactly_one():
    ch = charts()
    for base in range(len(ch.crt_columns)):
        for kw in ({}, {"attacker_support": True}, {"defender_support": True},
                   {"attacker_support": True, "defender_support": True, "gegenangriff": True},
                   {"drm": 3, "shifts": -2}):
            d = X.distribution(ch, _combat(base=base, **kw))
            assert d.total() == 1
            assert sum(d.groups.values()) == 1 and sum(d.columns.values()) == 1


def test_plain_one_to_one_equals_the_printed_column_by_hand():
    """1:1 with no modifier: rows 2-12 of the 1:1 column read A2*, A1* (3-5), A1 (6), A1* D1* (7),
    A1 D1 (8), D1 (9-10), D1R (11), D2 (12), each row with its 2d6 chance out of 36."""
    ch = charts()
    d = X.distribution(ch, _combat(base=ch.crt_columns.index("1:1")))
    f = Fraction
    assert d.cells == {"A2*": f(1, 36), "A1*": f(2 + 3 + 4, 36), "A1": f(5, 36), "A1* D1*": f(6, 36),
                       "A1 D1": f(5, 36), "D1": f(4 + 3, 36), "D1R": f(2, 36), "D2": f(1, 36)}
    assert d.attacker_steps == f(2 * 1 + 9 + 5 + 6 + 5, 36)
    assert d.defender_steps == f(6 + 5 + 7 + 2 + 2 * 1, 36)
    assert d.retreat == f(2, 36)


def test_a_shift_reads_the_next_column_and_a_modifier_the_next_row_clamped():
    ch = charts()
    one = ch.crt_columns.index("1:1")
    cells = X.distribution(ch, _combat(base=one + 1)).cells
    assert X.distribution(ch, _combat(base=one, shifts=1)).cells == cells
    last = len(ch.crt_columns) - 1
    cells = X.distribution(ch, _combat(base=last)).cells
    assert X.distribution(ch, _combat(base=last, shifts=3)).cells == cells
    d = X.distribution(ch, _combat(base=one, drm=1))
    # +1: the roll of 2 reads row 3, 11 reads row 12, and 12 stays on row 12 (C49/G3)
    assert d.cells[ch.crt[12][one].text] == Fraction(2 + 1, 36)
    assert ch.crt[2][one].text not in d.cells
    d = X.distribution(ch, _combat(base=one, drm=-20))
    assert d.cells == {ch.crt[2][one].text: 1}


def test_support_mixes_the_support_table_and_gegenangriff_shifts_right():
    ch = charts()
    one = ch.crt_columns.index("1:1")
    d = X.distribution(ch, _combat(base=one, attacker_support=True))
    # support table: 2 -> 1 left, 3 -> -1, 8 -> +1, 9-10 -> +2, 11 -> 1 right, 12 -> 1 right +1
    assert d.columns == {"1:2 +0": Fraction(1, 36), "1:1 -1": Fraction(2, 36),
                         "1:1 +0": Fraction(3 + 4 + 5 + 6, 36), "1:1 +1": Fraction(5, 36),
                         "1:1 +2": Fraction(4 + 3, 36), "2:1 +0": Fraction(2, 36), "2:1 +1": Fraction(1, 36)}
    d = X.distribution(ch, _combat(base=one, defender_support=True))
    assert d.columns["2:1 +0"] == Fraction(1, 36) and d.columns["1:2 +0"] == Fraction(2, 36)
    d = X.distribution(ch, _combat(base=one, gegenangriff=True))  # 1-3: 1 right, 4-5: 2, 6: 3 (line 749)
    assert d.columns == {"2:1 +0": Fraction(1, 2), "3:1 +0": Fraction(1, 3), "4:1 +0": Fraction(1, 6)}


def test_the_engine_odds_move_right_with_the_gegenangriff():
    ch = charts()
    assert with_support(ch, 2, 0, 0, {"gegenangriff": {"columns": 2}}) == (4, 2, 0)
    assert with_support(ch, 2, 0, 0, {"defender": {"columns": 1, "drm": 1}}) == (1, -1, -1)
    assert with_support(ch, 7, 1, 0, {"attacker": {"columns": 1}}) == (7, 2, 0)  # clamped (C49)


def test_typed_input_applies_terrain_as_the_rules_say():
    setup = SPEC.parse("6,4", "4", {"terrain": "hill"})  # from plain into a hill: attack halved (line 707)
    assert (setup.attack, setup.defence) == (5, 4)
    setup = SPEC.parse("8", "4", {"terrain": "mountain", "from": "other"})  # mountain x2
    assert setup.defence == 8 and charts().column_name(setup.base) == "1:1"
    assert "defence 4 -> 8 (mountain, lines 567, 707)" in setup.why  # said, not only counted
    setup = SPEC.parse("8", "4", {"features": "village", "from": "other"})  # +1 after the multiplier
    assert setup.defence == 5 and not any(w.startswith("defence") for w in setup.why)
    setup = SPEC.parse("8", "4,2a", {"features": "fortified"})  # Axis non-armour x2, armour not
    assert setup.defence == 10 and "defence 6 -> 10 (plain, fortified, lines 567, 707)" in setup.why
    setup = SPEC.parse("3a", "3", {})  # Tank Shock on plain in fine weather (line 719)
    assert setup.attack == 6
    assert SPEC.parse("3a", "3", {"weather": "bad"}).attack == 3
    assert SPEC.parse("8", "4", {"across": "river"}).attack == 4


@pytest.mark.parametrize(
    ("attacker", "defender", "settings", "words"),
    [("6,x", "4", {}, "combat factor"), ("6", "", {}, "no units"),
     ("6", "4", {"terrain": "swamp"}, "terrain"),
     ("6", "4", {"shifts": "many"}, "shifts"), ("6", "4", {"gegenangriff": True}, "Gegenangriff"),
     ("6", "4", {"features": "castle"}, "features"), ("0", "4", {}, "worth nothing")],
)
def test_bad_input_is_refused_in_one_sentence(attacker, defender, settings, words):
    with pytest.raises(ValueError) as err:
        SPEC.parse(attacker, defender, settings)
    text = str(err.value)
    assert words in text and "\n" not in text


def test_the_report_gives_groups_and_expected_steps():
    report = SPEC.odds(SPEC.parse("6", "6", {}), exact=True)  # what `sandtable odds` prints
    assert abs(sum(report.outcomes.values()) - 1) < 1e-12
    assert report.exact["defender_retreats"] == "1/18"
    assert report.expected["attacker_steps"] == pytest.approx(0.75)
    assert "1:1" in report.text


def test_sandtable_odds_finds_the_spec_through_the_host():
    from sandtable.odds.host import battle_odds

    report = battle_odds("fstr", "6,4", "3", {"terrain": "mountain", "from": "other", "shifts": "1"})
    assert report.details["column"] == "1:1" and report.details["shifts"] == 1
    assert abs(sum(report.outcomes.values()) - 1) < 1e-12


def _first_attack(seed: int):
    s = GAME.new_initial_state("ortona", {})
    rng = random.Random(seed)
    for _ in range(20000):
        p = s.current_player()
        if p == CHANCE:
            s.apply(rng.choice(s.chance_outcomes())[0])
            continue
        assert p >= 0, "the game ended with no attack"
        legal = s.legal_actions()
        attacks = [a for a in legal if isinstance(a, A.Attack)]
        if attacks:
            return s, attacks[0]
        s.apply(rng.choice(legal))
    raise AssertionError("no attack found")


def _engine_results(s, weight, out):
    """Play the battle through the engine from `s`, every die forced to each of its faces; support
    counters used when there are (as `from_state` counts them); the CRT cell of each path weighed."""
    if s.current_player() == CHANCE:
        crt = s.pending["then"] == "crt_roll"
        by_sum: dict[int, tuple[A.Action, Fraction]] = {}  # the rules read 2d6 by their sum only:
        for action, p in s.chance_outcomes():  # one pair of faces per sum, weighed by its chance
            first, q = by_sum.get(sum(action.values), (action, Fraction(0)))
            by_sum[sum(action.values)] = (first, q + p)
        for action, p in by_sum.values():
            t = s.clone()
            t.apply(action)
            if crt:  # the cell as the engine wrote it in the log ("combat result D1R")
                cell = next(x for x in reversed(t.log[len(s.log):]) if " combat result " in x)
                cell = cell.split(" combat result ", 1)[1]
                out[cell] = out.get(cell, Fraction(0)) + weight * p
            else:
                _engine_results(t, weight * p, out)
        return
    legal = s.legal_actions()
    kind = s.pending["kind"]
    if kind == "support":
        choice = next(a for a in legal if isinstance(a, A.Support) and a.counter)
    elif kind == "gegenangriff":
        choice = next(a for a in legal if getattr(a, "option", "") == "gegenangriff")
    else:
        raise AssertionError(f"unexpected decision {kind} before the CRT")
    t = s.clone()
    t.apply(choice)
    _engine_results(t, weight, out)


@pytest.mark.parametrize("seed", [1, 2])
def test_forced_dice_engine_battles_agree_with_the_exact_count(seed):
    s, attack = _first_attack(seed)
    setup = SPEC.from_state(s, attack)
    assert setup is not None and setup.kind == "crt"
    d = X.distribution(charts(), setup)
    t = s.clone()
    t.apply(attack)
    engine: dict[str, Fraction] = {}
    _engine_results(t, Fraction(1), engine)
    assert engine == d.cells
    o = odds(s, attack.target, {h: t.battle["attackers"][h] for h in attack.origins})
    assert (setup.base, setup.shifts, setup.drm) == (o["base"], o["shifts"], o["drm"])


def _battle_at_the_crt_roll(seed: int):
    try:
        s, attack = _first_attack(seed)
    except AssertionError:  # this seed's random game ended without an attack
        return None
    t = s.clone()
    t.apply(attack)
    for _ in range(10):  # up to the CRT roll: support used, dice 6+6 (the table's best for the roller)
        if t.current_player() == CHANCE:
            if t.pending["then"] == "crt_roll":
                break
            t.apply(next(a for a, _p in t.chance_outcomes() if a.values == (6, 6)))
        else:
            t.apply(next(a for a in t.legal_actions() if getattr(a, "counter", "") or
                         getattr(a, "option", "") == "gegenangriff"))
    return t


def test_the_battle_under_way_keeps_the_support_already_rolled():
    # the first attack of a seeded random game; the first seed where a side had a support counter
    t = next(t for t in map(_battle_at_the_crt_roll, range(1, 20)) if t is not None and t.battle["support"])
    setup = SPEC.from_state(t, A.Done())
    assert setup is not None and not setup.attacker_support and not setup.defender_support
    rolled = {w: dict(r) for w, r in setup.support}
    assert rolled == t.battle["support"]
    d = X.distribution(charts(), setup)
    assert sum(d.columns.values()) == 1 and len(d.columns) == 1
