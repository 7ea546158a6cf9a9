"""The sixteen tactics cards of D-Day's advanced game (seed 001 lines 712, 788-840), one test each,
played from the scenario's data: every die a chance step, every choice the card player's, a card
with nothing to act on skipped and logged; the data is editable and checked; the rules doc lists
each card with its effect and provenance."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest

from sandtable.core.protocol import CHANCE, ChanceOutcome, IllegalAction
from sandtable.games.aa_dday import GameDDay, advanced
from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday import table_cards as T
from sandtable.games.aa_dday.combat import fire_needs
from sandtable.games.aa_dday.engine import advance
from sandtable.games.aa_dday.legal import moves
from sandtable.games.aa_dday.scenario import ScenarioError, parse_scenario

GAME = GameDDay()
SCEN = GAME.load_scenario("default")
ROOT = Path(__file__).resolve().parents[1]


def at_tactic(n, units, scenario=None, **options):
    """A state whose board holds only `units`, with tactics card n drawn (after order card n)."""
    s = GAME.new_initial_state(scenario or SCEN, {"tactics_deck": True, **options})
    for place in s.units.values():
        place.clear()
    for place, counts in units.items():
        s.units[place].update(counts)
    s.tasks, s.pending, s.moved, s.origins, s.effects = [], None, {}, [], {}
    s.pos = s.deck.index(("tactics", n))
    s.played = [f"{d}-{k}" for d, k in s.deck[: s.pos]]
    advanced.start_tactics(s, n)
    advance(s)
    return s


def play(s, n):
    assert s.pending and s.pending["kind"] == "tactic" and s.pending["n"] == n, s.pending
    s.apply(A.UseTactic(True))
    assert f"tactics-{n}" in s.removed


def roll(s, *faces):
    for face in faces:
        assert s.current_player() == CHANCE, s.pending
        s.apply(ChanceOutcome((face,), s.chance_label()))


def chooser(s):
    return s.pending["power"]


def test_card_1_paratrooper_reinforcement_drops_the_next_infantry_and_fires():
    """Developer's column; line 794: same nation as the space, not at blockhouses."""
    s = at_tactic(1, {"ouistreham": {"germany:infantry": 2, "germany:blockhouse": 1}})
    uk_chart = len(s.charts["uk"])
    play(s, 1)
    assert "paratrooper reinforcement" in s.chance_label()
    roll(s, 4, 5)  # the two US spaces miss (3 or less drops that many)
    roll(s, 2)  # the British space: 2 infantry from the UK chart drop into Ouistreham
    assert s.count("ouistreham", "uk:infantry") == 2 and len(s.charts["uk"]) == uk_chart - 2
    roll(s, 1, 3)  # one of them hits; the only target that is not a blockhouse dies
    assert s.count("ouistreham", "germany:infantry") == 1 and s.count("ouistreham", "germany:blockhouse") == 1


def test_card_2_v2_strike_destroys_the_next_unit_of_a_chart():
    s = at_tactic(2, {})
    assert chooser(s) == "germany"
    first = s.charts["us"][0][0]
    us, uk = len(s.charts["us"]), len(s.charts["uk"])
    play(s, 2)
    assert "hits on 4 or less" in s.chance_label()
    roll(s, 4, 5)  # the US chart is hit, the UK chart missed
    assert (len(s.charts["us"]), len(s.charts["uk"])) == (us - 1, uk)
    assert s.lost == {f"us:{first}": 1}


def test_card_3_barnstorming_spares_the_chosen_fighter_from_the_aa_of_card_4():
    """Line 800: the fighter cannot be fired on; alone in its zone, no AA fire there."""
    s = at_tactic(3, {"caen": {"uk:fighter": 1, "germany:artillery": 2},
                      "bayeux": {"us:fighter": 2, "germany:artillery": 1}})
    play(s, 3)
    assert s.pending["kind"] == "target" and chooser(s) == "uk"
    s.apply(A.Target("caen", "uk", "fighter"))
    assert s.effects["barnstorm"] == ["caen", "uk:fighter"]
    # Order card 4 follows: only Bayeux's gun fires.
    assert s.current_player() == CHANCE and "Bayeux" in s.chance_label()
    roll(s, 1)
    assert s.count("caen", "uk:fighter") == 1 and s.count("bayeux", "us:fighter") == 1
    assert s.current_player() != CHANCE or "Caen" not in s.chance_label()


def test_card_4_fireball_from_above_a_second_aa_volley():
    s = at_tactic(4, {"caen": {"uk:fighter": 2, "germany:artillery": 1}, "bayeux": {"us:fighter": 1}})
    play(s, 4)
    assert s.chance_label() == "Fireball from Above: German artillery in Caen fires (hits on 1 or less)"
    roll(s, 1)
    assert s.count("caen", "uk:fighter") == 1 and s.lost == {"uk:fighter": 1}
    assert s.count("bayeux", "us:fighter") == 1  # no gun there


def test_card_5_heavy_bombardment_a_second_run_the_allies_choose_the_victim():
    s = at_tactic(5, {"caen": {"uk:bomber": 1, "germany:infantry": 1, "germany:tank": 1},
                      "bayeux": {"us:bomber": 1}})
    play(s, 5)
    assert "Heavy Bombardment: British bomber in Caen" in s.chance_label()
    roll(s, 3)
    assert s.pending["kind"] == "target" and chooser(s) == "uk"
    s.apply(A.Target("caen", "germany", "tank"))
    assert s.count("caen", "germany:tank") == 0 and s.count("caen", "germany:infantry") == 1


def test_card_6_friendly_fire_the_axis_picks_the_allied_unit_next_to_a_bomber():
    s = at_tactic(6, {"caen": {"uk:bomber": 1, "germany:infantry": 1},
                      "tilly": {"uk:infantry": 2}, "cheux": {"us:tank": 1}})
    assert chooser(s) == "germany"
    play(s, 6)
    assert "hits on 2 or less" in s.chance_label()
    roll(s, 2)
    assert s.pending["kind"] == "target" and chooser(s) == "germany"
    assert sorted(tuple(o) for o in s.pending["data"]["options"]) == [("cheux", "us:tank"),
                                                                     ("tilly", "uk:infantry")]
    s.apply(A.Target("cheux", "us", "tank"))
    assert s.lost == {"us:tank": 1} and s.count("caen", "germany:infantry") == 1


def test_card_7_flooding_the_lowlands_closes_a_coastal_zone_to_allied_moves():
    """Line 813: a coastal zone is any zone on the sea, beaches or Axis units or not."""
    s = at_tactic(7, {"tilly": {"uk:infantry": 1}, "gold": {"uk:infantry": 1}})
    play(s, 7)
    assert s.pending["kind"] == "pick_zone" and chooser(s) == "germany"
    assert "bayeux" in s.pending["options"] and "caen" not in s.pending["options"]  # Caen is inland
    s.apply(A.PickZone("bayeux"))
    # Order card 8: the British infantry in Tilly may go anywhere next to it but Bayeux.
    assert s.pending["kind"] == "move" and s.pending["card"] == 8
    dests = {a.dest for a in s.legal_actions() if isinstance(a, A.Move)}
    assert "bayeux" not in dests and "caen" in dests
    with pytest.raises(IllegalAction, match="flooded"):
        s.check_legal(A.Move("infantry", "tilly", "bayeux"))
    # Order card 10 too: Gold's units land only in Bayeux, closed this turn.
    assert not [m for m in moves(s, "uk", 10) if m.origin == "gold"]


def test_card_8_blockhouse_construction_only_where_one_was_destroyed():
    """Line 817."""
    s = at_tactic(8, {})  # no blockhouse was destroyed: nothing to rebuild
    assert any("tactics card 8 (Blockhouse Construction) has no use now: skipped" in line for line in s.log)
    s = GAME.new_initial_state(SCEN, {"tactics_deck": True})
    s.lost["germany:blockhouse"] = 1
    s.bh_destroyed = ["bayeux"]
    s.units["bayeux"]["germany:blockhouse"] = 1  # one of its two fell
    s.tasks, s.pending = [], None
    s.pos = s.deck.index(("tactics", 8))
    s.played = [f"{d}-{k}" for d, k in s.deck[: s.pos]]
    advanced.start_tactics(s, 8)
    advance(s)
    play(s, 8)
    assert s.count("bayeux", "germany:blockhouse") == 2 and s.lost["germany:blockhouse"] == 0


def test_card_9_deceptive_landing_lets_card_10_land_at_any_beach_of_the_nation():
    s = at_tactic(9, {"gold": {"uk:infantry": 2}, "juno": {"uk:tank": 1}})
    play(s, 9)
    assert s.pending["kind"] == "move" and s.pending["card"] == 10 and s.pending["power"] == "uk"
    dests = {(a.origin, a.dest) for a in s.legal_actions() if isinstance(a, A.Move)}
    assert {("gold", "bayeux"), ("gold", "courseulles"), ("gold", "ouistreham")} <= dests
    assert ("gold", "trevieres") not in dests  # Omaha is an American beach


def test_card_10_combined_assault_infantry_with_artillery_attacks_at_two():
    """Line 822: infantry in excess of artillery keep attack 1."""
    board = {"caen": {"uk:infantry": 3, "uk:artillery": 1, "us:infantry": 1, "germany:infantry": 2}}
    s = at_tactic(10, board)
    assert [need for need, _ in fire_needs(s, "caen", "allies", True, 11)] == [1, 1, 1, 1, 2]
    play(s, 10)
    needs = fire_needs(s, "caen", "allies", True, 11)
    assert [need for need, _ in needs] == [1, 1, 1, 2, 2]
    assert any(label.endswith("with artillery") for _, label in needs)
    assert [need for need, _ in fire_needs(s, "caen", "axis", False, 11)] == [2, 2]  # defence unchanged


def test_card_11_long_range_howitzers_fire_into_a_zone_next_door():
    s = at_tactic(11, {"tilly": {"uk:artillery": 1}, "caen": {"germany:infantry": 1},
                       "bayeux": {"germany:tank": 1}, "la-hague": {"us:artillery": 1}})
    play(s, 11)
    assert s.chance_label().startswith("Long-Range Howitzers: British artillery in Tilly-sur-Seulles")
    roll(s, 2)
    assert s.pending["kind"] == "target" and chooser(s) == "uk"
    s.apply(A.Target("bayeux", "germany", "tank"))
    assert s.lost == {"germany:tank": 1}
    assert not (s.current_player() == CHANCE and "Howitzers" in s.chance_label())  # La Hague: no target


def test_card_12_french_resistance_two_dice_behind_the_lines():
    s = at_tactic(12, {"caen": {"germany:infantry": 2, "germany:blockhouse": 1},
                       "bayeux": {"germany:infantry": 1, "uk:infantry": 1}, "st-lo": {"germany:tank": 1}})
    play(s, 12)
    assert s.pending["kind"] == "pick_zone" and chooser(s) == "uk"
    assert s.pending["options"] == ["st-lo", "caen"]  # Bayeux holds Allied units
    s.apply(A.PickZone("caen"))
    assert s.chance_label() == "French Resistance in Caen (hits on 2 or less)"
    roll(s, 2, 5)
    assert s.count("caen", "germany:infantry") == 1 and s.count("caen", "germany:blockhouse") == 1


def test_card_13_long_range_88s_the_axis_twin():
    s = at_tactic(13, {"caen": {"germany:artillery": 1}, "tilly": {"uk:infantry": 1},
                       "cheux": {"us:tank": 1}})
    assert chooser(s) == "germany"
    play(s, 13)
    roll(s, 1)
    assert chooser(s) == "germany"
    s.apply(A.Target("cheux", "us", "tank"))
    assert s.lost == {"us:tank": 1} and s.count("tilly", "uk:infantry") == 1


def test_card_14_reconnaissance_strafing_fighters_still_strafe_reinforcements():
    """Line 832: these fighters may strafe reinforcing units as usual."""
    s = at_tactic(14, {"caen": {"uk:fighter": 2, "germany:infantry": 1, "germany:blockhouse": 1}})
    play(s, 14)
    assert s.chance_label() == "Reconnaissance Strafing: British fighter in Caen fires (hits on 1 or less)"
    roll(s, 1)
    # The infantry is gone; the second fighter has nothing but a blockhouse: no die for it.
    assert s.count("caen", "germany:infantry") == 0 and s.count("caen", "germany:blockhouse") == 1
    assert s.count("caen", "uk:fighter") == 2  # still on patrol for card 15
    assert "Reconnaissance" not in (s.chance_label() if s.current_player() == CHANCE else "")


def test_card_15_german_convoy_one_unit_two_zones_strafed_as_usual():
    """Line 836: the fighters may strafe this moving land unit as usual."""
    s = at_tactic(15, {"caen": {"germany:infantry": 2}, "tilly": {"us:fighter": 1}})
    play(s, 15)
    assert s.pending["kind"] == "move" and chooser(s) == "germany"
    with pytest.raises(IllegalAction, match="moves at most 1 unit in all"):
        s.check_legal(A.Move("infantry", "caen", "cheux", 2))
    s.apply(A.Move("infantry", "caen", "balleroy", 1, "tilly"))  # infantry two zones, through Tilly
    assert s.count("balleroy", "germany:infantry") == 1
    assert "strafe" in s.chance_label() and "Balleroy" in s.chance_label()
    roll(s, 1)
    assert s.count("balleroy", "germany:infantry") == 0 and s.count("caen", "germany:infantry") == 1


def test_card_16_volunteers_home_front_infantry_back_in_their_chart_places():
    """Line 840: back in their places on the chart, entering again in the usual order."""
    s = GAME.new_initial_state(SCEN, {"tactics_deck": True})
    gone = s.charts["uk"][:7]  # A A I A T I I: three infantry places empty
    del s.charts["uk"][:7]
    s.lost = {"uk:infantry": 2}
    s.tasks, s.pending = [], None
    s.pos = s.deck.index(("tactics", 16))
    s.played = [f"{d}-{k}" for d, k in s.deck[: s.pos]]
    assert [u for u, _ in gone].count("infantry") == 3
    left = len(s.charts["uk"])
    advanced.start_tactics(s, 16)
    advance(s)
    play(s, 16)
    assert s.chance_label() == f"Volunteers Home Front: {s.scen.charts['uk'].name}"
    roll(s, 6)  # six may come back, but only two British infantry were lost
    assert len(s.charts["uk"]) == left + 2 and s.lost["uk:infantry"] == 0
    # Places 6 and 7 (the last two emptied) are filled: they enter next, before the chart's 8th unit.
    assert [u for u, _ in s.charts["uk"][:4]] == ["infantry", "infantry", "infantry", "artillery"]


def test_a_card_with_nothing_to_do_is_skipped_and_logged():
    s = at_tactic(5, {"caen": {"germany:infantry": 1}})  # no bomber out
    assert any("tactics card 5 (Heavy Bombardment) has no use now: skipped" in line for line in s.log)
    assert not (s.pending and s.pending["kind"] == "tactic")


def test_the_effects_are_data_a_player_can_edit():
    data = copy.deepcopy(SCEN)
    howitzers = next(t for t in data["tactics_cards"] if t["n"] == 11)
    howitzers["hit"] = 5
    scen = parse_scenario(data)
    s = at_tactic(11, {"tilly": {"uk:artillery": 1}, "caen": {"germany:infantry": 1}}, scenario=scen)
    play(s, 11)
    assert "hits on 5 or less" in s.chance_label()
    for broken, message in (({"targets": None}, "targets needs a side"), ({"reach": "far"}, "reach"),
                            ({"shooters": {"side": "axis", "unit": "dragon"}}, "unknown unit"),
                            ({"provenance": "rumour"}, "provenance")):
        bad = copy.deepcopy(SCEN)
        card = next(t for t in bad["tactics_cards"] if t["n"] == 11)
        card.update(broken)
        with pytest.raises(ScenarioError, match=message):
            parse_scenario(bad)
    bad = copy.deepcopy(SCEN)
    next(t for t in bad["tactics_cards"] if t["n"] == 10).pop("value")
    with pytest.raises(ScenarioError, match="tactics card 10: value must be a whole number"):
        parse_scenario(bad)


def test_every_card_has_an_effect_and_a_provenance_and_the_rules_doc_lists_them():
    doc = (ROOT / "docs" / "rules" / "aa-dday.md").read_text(encoding="utf-8")
    rows = {int(m[1]): m for m in re.finditer(r"^\| T(\d+) \| ([^|]+) \| (\w+) \| ([^|]+) \| (\w+) \|", doc,
                                              re.MULTILINE)}
    assert sorted(rows) == list(range(1, 17))
    for t in SCEN["tactics_cards"]:
        assert t["effect"] and t["provenance"] in ("fact", "reference", "reconstruction") and t["text"]
        if t["provenance"] == "reconstruction":
            assert t["reason"]
        row = rows[t["n"]]
        assert row[2].strip() == t["name"] and row[3] == t["side"] and row[5] == t["provenance"]


def _tactics_words(seeds):
    """What a player reads of the tactics cards in seeded games with both decks: the faces, the
    prompts and buttons, the choices in words, the refusals, the rolls' labels and the log."""
    import random

    from sandtable.core import registry

    table = registry.table_for("aa-dday")
    cards = SCEN["tactics_cards"]
    marks = [t["name"] for t in cards] + ["tactics", "flooded", "paratrooper", "V-2", "rebuilt",
                                          "barnstorming", "blockhouse construction"]
    s = GAME.new_initial_state(SCEN, {"tactics_deck": True})
    seen = {x for t in cards for face in [T.face(s, "tactics", t["n"])]
            for x in (face.title, face.text, face.response, face.footer)}
    for seed in seeds:
        s = GAME.new_initial_state(SCEN, {"fate_deck": True, "tactics_deck": True, "players": 2 + seed % 2})
        rng = random.Random(seed)
        earlier = []
        while not s.is_terminal():
            if s.current_player() == CHANCE:
                seen.add(table.describe_text(s, s.chance_label()))
                outcomes = s.chance_outcomes()
                action = rng.choices([o for o, _ in outcomes], [float(p) for _, p in outcomes])[0]
            else:
                actions = s.legal_actions()
                seen.add(table.prompt(s, actions))
                seen.update(label for label, _ in table.buttons(s, actions))
                seen.update(table.describe_decision(s, a) for a in rng.sample(actions, min(8, len(actions))))
                for old in earlier:
                    try:
                        s.check_legal(old)
                    except IllegalAction as refused:
                        seen.add(table.describe_text(s, refused.reason))
                earlier = rng.sample(actions, min(8, len(actions)))
                action = rng.choice(actions)
            s.apply(action)
        seen.update(table.notes(s))
    # The fate deck's own words are not the tactics cards' ("fate card 1: choose a paratrooper...").
    ours = {t for t in seen
            if t and "fate card" not in t.lower() and any(m.lower() in t.lower() for m in marks)}
    return ours | {
        x for t in cards for face in [T.face(s, "tactics", t["n"])] for x in (face.text, face.footer)}


def test_what_the_tactics_cards_say_is_in_italian_and_french():
    """The faces, prompts, rolls and notes of the tactics cards have catalogue entries
    (assets/translations/game_text/aa-dday.json), so the window shows them in Italian and French."""
    from sandtable.core import messages

    catalogue = messages.catalogue("aa-dday")
    texts = _tactics_words(range(3))
    assert len(texts) > 80
    assert sorted(t for t in texts if not catalogue.covers(t)) == []
    assert catalogue.render(T.face(GAME.new_initial_state(SCEN, {"tactics_deck": True}), "tactics", 11).text,
                            "it").startswith("Ogni artiglieria alleata spara una volta")
