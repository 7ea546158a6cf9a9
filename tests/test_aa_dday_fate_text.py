"""The fate deck's own words in Italian and French (issues #18, #26): every prompt, roll label,
decision, refusal, note and card face the sixteen fate cards produce in seeded games has an entry
in assets/translations/game_text/aa-dday.json. The fate dice are forced to 1 and 6 in turn so each
card's positive and negative effect happens; the Italian uses the rulebook's "carta-sorte"."""

from __future__ import annotations

import random
import re

from sandtable.core import messages, registry
from sandtable.core.protocol import CHANCE, IllegalAction
from sandtable.games.aa_dday import GameDDay
from sandtable.games.aa_dday import table_cards as T
from sandtable.games.aa_dday.odds_spec import battle_modifiers

GAME = GameDDay()
SCEN = GAME.load_scenario("default")
FATE_ROLL = re.compile(r"fate card (\d+), rolled")
# What only the fate deck says (the engine's fate texts and the re-roll it grants).
MARKS = ("fate card", "re-roll", "the roll", "before order card", "this turn:")
# One text per fate effect that has words of its own (the rest change a hit number or a limit).
EFFECT_WORDS = (
    "fate card 1: choose a paratrooper to remove",  # 1 negative
    "can this British fighter fly",  # 3 negative
    "can this British bomber fly",  # 5 negative
    "fate card: choose the zone where the AA guns stay silent",  # 4/6 negative
    "fate card 7: choose the bomber to eliminate",  # 7 negative
    "fate card 7: a lost",  # 7 positive
    "fate card 8: units may leave only 1 zone(s) this card",  # 8 negative
    "fate card 10: units may leave only one beach box",  # 10 negative
    "fate card: choose a zone to attack",  # 11/13 negative
    "fate card 12: units may leave only 2 zone(s) this card",  # 12 negative
    "re-roll one die?",  # 14/15 positive
    "fate card: re-roll of one reinforcement die",
    "fate card 16: choose the fighter to eliminate",  # 16 negative
    "fate card 16: a lost",  # 16 positive
)


def forced_face(seed: int, n: int) -> int:
    return 1 if (seed + n // 2) % 2 == 0 else 6


def fate_words(seeds) -> tuple[set[str], set[tuple[int, int]]]:
    """What a player reads of the fate deck in seeded games (fate deck on, the tactics deck in one
    game of three, 2 and 3 players): the rolls' labels, prompts and buttons, the choices of a fate
    decision in words and the refusals while one is pending, the log, the fate cards' faces; and
    which (card, face) were rolled."""
    table = registry.table_for("aa-dday")
    seen: set[str] = set()
    rolled: set[tuple[int, int]] = set()
    for seed in seeds:
        s = GAME.new_initial_state(SCEN, {"fate_deck": True, "tactics_deck": seed % 3 == 2,
                                          "players": 2 + seed % 2})
        rng = random.Random(seed)
        earlier: list = []
        while not s.is_terminal():
            if s.current_player() == CHANCE:
                label = s.chance_label()
                seen.add(table.describe_text(s, label))
                outcomes = s.chance_outcomes()
                fate = FATE_ROLL.match(label)
                if fate:
                    face = forced_face(seed, int(fate[1]))
                    rolled.add((int(fate[1]), face))
                    action = next(o for o, _ in outcomes if o.values[0] == face)
                else:
                    action = rng.choices([o for o, _ in outcomes], [float(p) for _, p in outcomes])[0]
            else:
                actions = s.legal_actions()
                pending = s.pending or {}
                ours = "fate card" in str(pending.get("prompt", "")) or pending.get("kind") == "reroll"
                seen.add(table.prompt(s, actions))
                seen.update(label for label, _ in table.buttons(s, actions))
                decisions = {table.describe_decision(s, a) for a in actions}
                seen.update(decisions if ours else {d for d in decisions if _marked(d)})
                for old in earlier:
                    try:
                        s.check_legal(old)
                    except IllegalAction as refused:
                        reason = table.describe_text(s, refused.reason)
                        if ours or _marked(reason):
                            seen.add(reason)
                earlier = rng.sample(actions, min(8, len(actions)))
                action = rng.choice(actions)
            s.apply(action)
            if s.fate.get("n"):
                face = T.face(s, "fate", s.fate["n"])
                seen.update((face.title, face.text, face.response, face.footer))
        seen.update(table.notes(s))
    for n in range(1, 17):  # every face, before its die
        face = T.face(GAME.new_initial_state(SCEN, {"fate_deck": True}), "fate", n)
        seen.update((face.title, face.text, face.response, face.footer))
    return {t for t in seen if t and (_marked(t) or t in _faces_and_choices(seen))}, rolled


def _marked(text: str) -> bool:
    return any(m in text.lower() for m in MARKS)


def _faces_and_choices(seen: set[str]) -> set[str]:
    """The zones of a fate decision ("zone Caen", "Caen is not one of the zones offered")."""
    return {t for t in seen if t.startswith("zone ") or t.endswith("is not one of the zones offered")}


def test_every_fate_card_says_its_words_in_italian_and_french():
    catalogue = messages.catalogue("aa-dday")
    texts, rolled = fate_words(range(4))
    assert rolled == {(n, f) for n in range(1, 17) for f in (1, 6)}  # every card, both ways
    for fate in SCEN["fate_cards"]:
        for result, face in (("positive", 1), ("negative", 6)):
            note = f"Fate card {fate['n']}: {face}, {result}: {fate[result]['text']}"
            assert note in texts, note
    for words in EFFECT_WORDS:
        assert any(words.lower() in t.lower() for t in texts), words
    assert len(texts) > 150
    assert sorted(t for t in texts if not catalogue.covers(t)) == []


def test_the_fate_words_read_as_the_rulebooks_do():
    catalogue = messages.catalogue("aa-dday")
    assert catalogue.render("Fate card 11: 1, positive: Allied infantry hits on 1-2", "it") == \
        "Carta-sorte 11: 1, positivo: la fanteria alleata colpisce con 1-2"
    assert catalogue.render("fate card 3: can this British fighter fly (hits on 3 or less)", "fr") == \
        "carte du destin 3\u00a0: ce chasseur britannique peut-il voler (touche sur 3 ou moins)"
    assert catalogue.render("fate card: choose a zone to attack (2 left)", "it") == \
        "carta-sorte: scegli una zona da attaccare (ne restano 2)"


def test_the_cards_in_force_named_with_the_odds_are_in_the_catalogue():
    """odds_spec.battle_modifiers: a fate result and a tactics modifier, as the battle board shows them."""
    catalogue = messages.catalogue("aa-dday")
    s = GAME.new_initial_state(SCEN, {"fate_deck": True, "tactics_deck": True})
    named = []
    for n in (11, 13):
        s.fate = {"n": n, "result": "positive"}
        named += battle_modifiers(s, n)
    s.fate = {}
    s.effects["mods"] = [{"card": 11, "effect": "paired_infantry", "value": 2}]
    named += battle_modifiers(s, 11)
    assert len(named) == 3 and "Combined Assault" in named[2]
    assert [t for t in named if not catalogue.covers(t)] == []
    assert catalogue.render(named[0], "it") == "carta-sorte 11: la fanteria alleata colpisce con 1-2"
