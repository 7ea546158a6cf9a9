"""The rules engines' words in Italian and French (core/messages.py and the catalogues in
assets/translations/game_text/): every entry in every language, and every English sentence the
engines write in seeded random games known to the catalogue, so a game that adds a player-facing
sentence without its translations fails here."""

from __future__ import annotations

import copy
import json
import pickle
import random
from pathlib import Path

import pytest

from sandtable.core import messages, registry
from sandtable.core.protocol import CHANCE, IllegalAction

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = sorted((ROOT / "assets" / "translations" / "game_text").glob("*.json"))
# game id -> (package, scenario, seeds, step limit); the seeds are played to the end or the limit.
GAMES = {
    "1943-45": ("sandtable.games.g1943_45", "default", (0, 1, 2), 1200),
    "aa-dday": ("sandtable.games.aa_dday", "default", (0, 1), 600),
    "aa-revised": ("sandtable.games.aa_revised", "default", (0, 1), 400),
    "fstr": ("sandtable.games.fstr", "ortona", (0, 1), 400),
}
# Games whose refusal reasons are not in their catalogue yet (everything else of theirs is checked).
REFUSALS_PENDING: set[str] = set()
# Games whose actions' own describe() is an internal form ("move 76 via sz60-sz59") the window never
# shows: their choices are read in the table's words (describe_decision) only.
INTERNAL_DESCRIBE = {"aa-revised", "fstr"}
# Games whose engine lines the window shows through the table's describe_text (hexes by name) and
# whose running notes come from the table (TableGame.notes), not from the state.
WORDED = {"fstr", "aa-revised"}


def _sentences(game_id: str, seed: int, limit: int) -> set[str]:
    """What a player reads in one seeded random game: every log line, the choices offered (a
    sample of the legal actions, by their own and the table's words), the reasons earlier choices
    are refused now, the prompt and buttons, the tracks', boxes' and pieces' titles, the rolls'
    labels, the state's notes and the result."""
    package, scenario_name, _, _ = GAMES[game_id]
    __import__(package)
    game = registry.get_game(game_id)
    table = registry.table_for(game_id)
    state = game.new_initial_state(game.load_scenario(scenario_name), game.default_options())
    rng = random.Random(seed)
    seen: set[str] = {side.name for side in table.sides()}
    worded = game_id in WORDED

    def said(text: str) -> str:
        return table.describe_text(state, text) if worded else text

    earlier: list = []
    steps = 0
    while not state.is_terminal() and steps < limit:
        if steps % 5 == 0:
            view = table.view(state, None)
            seen.add(view.summary)
            seen.update(t for track in view.tracks for t in (track.title, track.tooltip))
            seen.update(t for box in view.boxes for t in (box.title, box.text))
            seen.update(p.title for pieces in view.stacks.values() for p in pieces)
        if state.current_player() == CHANCE:
            seen.add(said(state.chance_label()))
            outcomes = state.chance_outcomes()
            action = rng.choices([o for o, _ in outcomes], [float(p) for _, p in outcomes])[0]
        else:
            actions = state.legal_actions()
            seen.add(table.prompt(state, actions))
            seen.update(label for label, _ in table.buttons(state, actions))
            for offered in rng.sample(actions, min(8, len(actions))):
                seen.add(said(state.describe_action(offered)))
                seen.add(table.describe_decision(state, offered))
                if game_id not in INTERNAL_DESCRIBE:
                    seen.add(offered.describe())
            for old in earlier[:8] if game_id not in REFUSALS_PENDING else ():
                try:
                    state.check_legal(old)
                except IllegalAction as refused:
                    seen.add(said(refused.reason))
            earlier = rng.sample(actions, min(8, len(actions)))
            action = rng.choice(actions)
        seen.add(said(state.describe_action(action)))
        state.apply(action)
        steps += 1
    seen.update(text for text, *_ in getattr(state, "notes", ()))
    if worded:
        seen.update(table.notes(state))
    result = state.result()
    if result is not None:
        seen.add(said(result.reason))
    seen.discard("")
    return seen


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.stem)
def test_every_entry_has_italian_and_french_with_the_english_slots(path):
    data = messages.read_catalogue_file(path)
    problems = messages.Catalogue([data]).problems()
    assert problems == []
    ids = [t["id"] for t in data.get("templates", [])]
    assert len(ids) == len(set(ids)), "an id is used twice"


def test_ids_are_unique_across_the_games():
    """The window renders with every game's catalogue at once: one id, one sentence."""
    ids = [t["id"] for path in CATALOGUES for t in messages.read_catalogue_file(path).get("templates", [])]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_sentence_of_seeded_games_is_in_the_catalogue(game_id):
    catalogue = messages.catalogue(game_id)
    _, _, seeds, limit = GAMES[game_id]
    missing: set[str] = set()
    read = 0
    for seed in seeds:
        texts = _sentences(game_id, seed, limit)
        read += len(texts)
        missing.update(t for t in texts if not catalogue.covers(t))
    assert read > 200, "the games said too little to check"
    assert sorted(missing)[:20] == [], f"{len(missing)} sentences have no entry in {game_id}.json"


def test_the_messages_1943_45_emits_are_the_catalogues_english():
    """wording.py tags its sentences with their ids: each must read as the catalogue writes it."""
    catalogue = messages.catalogue("1943-45")
    seen = [t for t in _sentences("1943-45", 0, 600) if isinstance(t, messages.Message)]
    assert {m.id for m in seen} >= {"fly", "bombs", "end.impulse", "pass.impulse", "setup.done"}
    for message in seen:
        assert catalogue.message(message.id, **message.args) == message
        assert catalogue.render(message, "fr") == catalogue.translate(str(message), "fr")


def test_a_sentence_is_rendered_part_by_part():
    catalogue = messages.catalogue("1943-45")
    line = "move 2 cubes and a tank from Sicily (14) to Campania (12) via Apulia-Calabria (13)"
    assert catalogue.render(line, "it") == ("muovi 2 blocchetti e un carro da Sicilia (14) a Campania (12) "
                                            "passando per Puglia-Calabria (13)")
    assert catalogue.render(line, "fr") == ("déplacer 2 cubes et un char de Sicile (14) à Campanie (12) "
                                            "par Pouilles-Calabre (13)")
    assert catalogue.render(line, "en") == line
    # Unknown words stay in English rather than half-translated.
    assert catalogue.render("move 2 cubes to the moon", "fr") == "move 2 cubes to the moon"
    assert not catalogue.covers("move 2 cubes to the moon")
    # A line that starts with a capital is read in lower case and given its capital back.
    assert catalogue.render("Supply phase, turn 3: every force is in supply", "it") == (
        "Fase di rifornimento, turno 3: tutte le forze sono rifornite")


def test_a_message_is_its_english_text_and_renders_by_id():
    catalogue = messages.catalogue("1943-45")
    message = catalogue.message("move", pieces="a tank", **{"from": "Tunis (17)", "to": "Sicily (14)"})
    assert message == "move a tank from Tunis (17) to Sicily (14)"
    # Hashes and saves see the same characters as a plain string.
    assert json.dumps({"note": message}) == json.dumps({"note": str(message)})
    assert catalogue.render(message, "fr") == "déplacer un char de Tunis (17) à Sicile (14)"
    for copied in (copy.deepcopy(message), pickle.loads(pickle.dumps(message))):
        assert isinstance(copied, messages.Message) and copied.id == "move" and copied == message


def test_board_names_per_language_fall_back_to_the_name():
    assert messages.localized_name("Sicily", {"name_it": "Sicilia", "name_fr": "Sicile"}, "fr") == "Sicile"
    assert messages.localized_name("Sicily", {"name_it": "Sicilia"}, "fr_CA") == "Sicily"
    assert messages.localized_name("Sicily", {"name_it": "Sicilia"}, "it_IT") == "Sicilia"
    assert messages.localized_name("Sicily", {"name_it": "Sicilia"}, "en") == "Sicily"
    terms = messages.board_terms(ROOT / "maps" / "1943-45" / "board.geojson")
    assert terms["Sicily"] == {"it": "Sicilia", "fr": "Sicile"}
    assert terms["Mediterranean Sea"] == {"it": "Mar Mediterraneo", "fr": "Mer Méditerranée"}
    board = json.loads((ROOT / "maps" / "1943-45" / "board.geojson").read_text(encoding="utf-8"))
    zones = [f["properties"] for f in board["features"]]
    assert len(terms) == len(zones) == 28
    assert all(z["props"].get("name_it") and z["props"].get("name_fr") for z in zones), \
        "every zone of the 1943-45 board has its Italian and French name"



@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_start_screen_of_every_game_is_in_the_catalogue(game_id):
    """The game's title and description, its scenarios and its options as the start screen lists
    them: a new option without its Italian and French fails here."""
    __import__(GAMES[game_id][0])
    table = registry.table_for(game_id)
    catalogue = messages.catalogue(game_id)
    texts = [table.title, table.description]
    texts += [t for info in table.scenarios() for t in (info.title, info.description)]
    texts += [t for option in table.options() for t in (option.title, option.description)]
    # A listed option's word values as the start screen writes them ("owner_chooses": "owner chooses").
    texts += [c.replace("_", " ") for option in table.options() for c in option.choices
              if isinstance(c, str)]
    texts += [side.name for side in table.sides()]
    missing = [t for t in texts if t and not catalogue.covers(t)]
    assert len([t for t in texts if t]) >= 4 and missing == []
