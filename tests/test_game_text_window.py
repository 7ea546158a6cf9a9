"""The play window in Italian and French: after a few hundred random decisions and rolls of each
game, the log, the decision list, the prompt, the track titles and a refusal carry no English
word (issue #26's acceptance: a word-list check, proper names aside)."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QSettings

from sandtable.core.protocol import CHANCE, IllegalAction
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game
from sandtable.core.session import GameSession
from sandtable.ui import i18n

# Words of the engines' English that neither Italian nor French uses; any of them on screen means
# a sentence went untranslated.
ENGLISH = {"the", "and", "with", "from", "move", "impulse", "rolled", "hits", "casualty", "tanks",
           "attacks", "turn", "is", "not", "are", "deciding", "reinforcement", "supply", "done",
           "fighter", "bomber", "units", "enters", "contested", "controlled", "card", "loss",
           "roll",  # "Roll —" began every die line of the log (an f-string lupdate did not read)
           "defence", "defender", "attacker", "retreats", "loses", "lose", "steps", "line", "lines",
           "stacking", "dots"}
WORD = re.compile(r"[A-Za-zÀ-ÿ']+")
FRENCH_COLON = re.compile(r"[^\s\d\u00a0]:(\s|$)")  # "Axe: continuer", not "3:1" nor "Axe\u00a0:"
GAMES = {"1943-45": 300, "aa-dday": 200, "aa-revised": 200, "fstr": 150}
SCENARIOS = {"fstr": ("ortona", 4)}  # game -> scenario and seed, where "default" does not fit


@pytest.fixture
def app(qapp):
    yield qapp
    i18n.remove_translators(qapp)


def _play(game_id: str, steps: int, seed: int = 5) -> tuple[GameSession, list]:
    """A hot-seat session `steps` random decisions and rolls in, and some earlier choices that the
    rules now refuse."""
    scenario, seed = SCENARIOS.get(game_id, ("default", seed))
    session = GameSession(get_game(game_id), GameRecord(game_id, scenario, {}, seed))
    rng = random.Random(seed)
    offered: list = []
    step = 0
    # Stop at a player's decision: the refusals a player meets are of choices, not of dice.
    while not session.is_over() and (step < steps or session.current_player() == CHANCE):
        step += 1
        if session.current_player() == CHANCE:
            session.roll()
        else:
            actions = session.state.legal_actions()
            offered = (offered + rng.sample(actions, min(3, len(actions))))[-60:]
            session.decide(rng.choice(actions))
    return session, offered


def _english(texts: list[str]) -> dict[str, str]:
    found = {}
    for text in texts:
        for word in WORD.findall(text):
            if word.lower() in ENGLISH:
                found.setdefault(word, text)
    return found


def _window_on(qtbot, tmp_path, session, players: int):
    """A play window at 1366x768, with no hand-over page, started on `session` with human seats."""
    from sandtable.ui.play.controller import Seat
    from sandtable.ui.play.play_window import PlayWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("play/handover", False)
    window = PlayWindow(settings)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.start(session, [Seat() for _ in range(players)])
    qtbot.wait(50)
    return window


@pytest.mark.parametrize("lang", ["fr", "it"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_play_window_speaks_the_language(app, qtbot, tmp_path, lang, game_id):
    assert i18n.install_translators(app, language=lang) == lang
    session, offered = _play(game_id, GAMES[game_id])
    window = _window_on(qtbot, tmp_path, session, 2)
    shown: list[str] = [window.prompt.text()]
    shown += [window.log_panel.list.item(i).text() for i in range(window.log_panel.list.count())]
    shown += [window.decisions.list.item(i).text() for i in range(window.decisions.list.count())]
    from sandtable.ui.play.counters import game_text

    shown += [game_text(t.title) for t in window.table.view(session.state, None).tracks if t.title]
    # The hover line and the picker's title describe a place ("4820 : plaine, empilement 10 points").
    shown += [window._place_name(z) for z in sorted(window.scene.board.zones)[::7]]
    refusals = []
    for action in offered:
        try:
            session.state.check_legal(action)
        except IllegalAction as refused:
            window.show_refusal(refused.reason)
            refusals.append(window.status_label.text())
    assert window.log_panel.list.count() > 50 and refusals, "too little on screen to check"
    assert _english(shown + refusals) == {}
    stats = window.log_panel.table
    cells = [stats.item(r, c).text() for r in range(stats.rowCount()) for c in range(stats.columnCount())
             if stats.item(r, c) is not None]
    assert cells and not [c for c in cells if re.search(r"\d\.\d", c)]  # "3,25", not "3.25"
    if lang == "fr":  # French typography: a no-break space before the colon ("Axe\u00a0: ...")
        assert [t for t in shown + refusals if FRENCH_COLON.search(t)] == []


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_each_game_at_the_table_reads_its_own_terms(app, qtbot, tmp_path, lang):
    """Two games may word one English term apart ("tank": 1943-45's "char", FSTR's "chars";
    "defender": 1943-45's "du défenseur" in "dés du défenseur de l'Axe", Revised's "le
    défenseur"): the play window renders its game's catalogue first."""
    import json

    from sandtable.core.messages import catalogue_dir
    from sandtable.ui.play.controller import Seat
    from sandtable.ui.play.counters import game_text
    from sandtable.ui.play.play_window import PlayWindow

    assert i18n.install_translators(app, language=lang) == lang
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("play/handover", False)
    folder = catalogue_dir()
    assert folder is not None
    for game_id in sorted(GAMES):
        window = PlayWindow(settings)
        qtbot.addWidget(window)
        session, _ = _play(game_id, 5)
        window.start(session, [Seat(), Seat()])
        terms = json.loads((folder / f"{game_id}.json").read_text(encoding="utf-8"))["terms"]
        wrong = {t: game_text(t) for t, forms in terms.items() if game_text(t) != forms[lang]}
        assert wrong == {}, game_id
        window.close()
    i18n.set_game_words(None)


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_the_fstr_combat_dialog_speaks_the_language(app, qtbot, lang):
    """The combat dialog's reasons ("defence 3 -> 6 (mountain, lines 567, 707)"), its outcome
    names ("Defender retreats") and its percentages read in the windows' language."""
    from sandtable.core.protocol import CHANCE
    from sandtable.core.registry import table_for
    from sandtable.games.fstr import actions as A
    from sandtable.ui.games.fstr.combat_dialog import CombatDialog
    from sandtable.ui.games.fstr.shots import SEED, Player

    assert i18n.install_translators(app, language=lang) == lang
    session = GameSession(get_game("fstr"), GameRecord("fstr", "ortona", {}, SEED))
    player = Player(SEED)
    dialogs = 0
    for _ in range(3000):
        state = session.state
        if session.is_over() or dialogs >= 3:
            break
        if state.current_player() == CHANCE:
            session.roll()
            continue
        attacks = [a for a in state.legal_actions() if isinstance(a, A.Attack)]
        for target in sorted({a.target for a in attacks})[:1]:
            dialog = CombatDialog(state, target, attacks, table_for("fstr").battle_spec(), None)
            qtbot.addWidget(dialog)
            texts = [dialog.windowTitle(), dialog.defence.text(), dialog.odds_label.text(),
                     dialog.distribution.text(), *(box.text() for box in dialog.boxes.values())]
            assert _english(texts) == {}, texts
            assert not re.search(r"\d\.\d", dialog.distribution.text()), dialog.distribution.text()
            if lang == "fr":
                assert [t for t in texts if FRENCH_COLON.search(t)] == [], texts
            dialogs += 1
        session.decide(player.choose(state))
    assert dialogs >= 3


def test_the_force_pickers_hint_is_not_drawn_over_its_rows(app, qtbot):
    """In the play window's narrow side panel the picker was squeezed: its wrapped hint ("Fai clic
    su una zona evidenziata (Maiusc: via mare) o trascina la pila") was cut and drawn over the row
    of the piece above it, in every language; Italian's longer line shows it best."""
    from PySide6.QtWidgets import QListWidget, QTabWidget, QVBoxLayout, QWidget

    from sandtable.core.table import PieceView
    from sandtable.ui.play.picker import ForcePicker

    assert i18n.install_translators(app, language="it") == "it"
    panel = QWidget()
    qtbot.addWidget(panel)
    layout = QVBoxLayout(panel)
    picker = ForcePicker(panel)
    layout.addWidget(picker)
    tabs = QTabWidget()
    tabs.addTab(QListWidget(), "Registro")
    layout.addWidget(tabs, 1)
    panel.setFixedSize(342, 330)  # the side panel's width, little height left by the prompt
    panel.show()
    picker.set_pieces("Forze in 4820", [PieceView("inf", 0, title="4/50 (indipendente alleato): carri II; "
                                                  "combattimento 3 (ridotto 1)", ids=("u1",))])
    qtbot.wait(20)
    hint, row = picker.hint, picker.boxes[0][1]
    assert hint.geometry().height() >= hint.heightForWidth(hint.width())
    assert not hint.geometry().intersects(row.geometry())


@pytest.mark.parametrize(("lang", "look", "kind"), [("fr", "&Voir dans\u00a0:", "Fichiers de &type\u00a0:"),
                                                    ("it", "&Cerca in:", "File di &tipo:")])
def test_the_save_and_open_dialogs_label_every_field(app, qtbot, lang, look, kind):
    """Qt's file dialog (the play window's Save and Open) reads "&Look in:" and "Files of &type:",
    which Qt's own translations miss: Sandtable's .qm carries them (ui/qt_texts.py)."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    assert i18n.install_translators(app, language=lang) == lang
    dialog = QFileDialog(None, "", "", "*.json")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    labels = [label.text() for label in dialog.findChildren(QLabel)]
    assert look in labels and kind in labels, labels


def test_the_rules_reference_opens_in_the_windows_language(app, tmp_path, monkeypatch):
    """Notes translated beside the English (rules/x.fr.md) open in the windows' language, which
    SANDTABLE_LANG or the preference chose, not the system's locale."""
    from sandtable.ui import rules_viewer

    (tmp_path / "rules").mkdir()
    for name in ("x.md", "x.fr.md"):
        (tmp_path / "rules" / name).write_text("# Notes\n", encoding="utf-8")
    monkeypatch.setattr(rules_viewer, "docs_dir", lambda: tmp_path)
    assert i18n.install_translators(app, language="fr") == "fr"
    assert rules_viewer.notes_file("rules/x.md") == tmp_path / "rules" / "x.fr.md"
    assert i18n.install_translators(app, language="it") == "it"
    assert rules_viewer.notes_file("rules/x.md") == tmp_path / "rules" / "x.md"  # none in Italian


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_fstr_hexes_name_their_features_in_words(lang):
    """The hover line of a supply terminal, a line or the Adriatic coast reads 'Axis supply
    terminal', 'Gustav line' (French 'ligne Gustav'), never the map's ids ('axis_supply')."""
    from sandtable.core.messages import render
    from sandtable.games.fstr import GameFstr
    from sandtable.games.fstr.table_view import FEATURE_WORDS, describe_place

    s = GameFstr().new_initial_state("campaign", {})
    board = s.world.board
    hexes = {f: h for h in sorted(board.hexes, reverse=True)
             for f in board.hexes[h].features if f in FEATURE_WORDS}
    assert set(hexes) >= {"axis_supply", "viii_supply", "gustav", "bernhardt"}
    for feature, h in hexes.items():
        english = describe_place(s, h)
        line = english if lang == "en" else render(english, lang, "fstr")
        assert feature not in line and "_" not in line, line
        if lang == "en":
            assert FEATURE_WORDS[feature] in line, line
        else:
            assert FEATURE_WORDS[feature] not in line and not _english([line]), line


# Revised's counters and turn-order track in each language (table_terms.py, through the game's
# table_words hook): each unit type's code and each power's short name, none of the English ones.
REVISED_CODES = {
    "it": {"infantry": "Fan", "artillery": "Art", "tank": "Car", "aa_gun": "AA", "industrial_complex": "CI",
           "fighter": "Cac", "bomber": "Bom", "battleship": "Cor", "destroyer": "CT", "carrier": "PA",
           "transport": "Tr", "submarine": "Som"},
    "fr": {"infantry": "Inf", "artillery": "Art", "tank": "Char", "aa_gun": "DCA", "industrial_complex": "CI",
           "fighter": "Chas", "bomber": "Bom", "battleship": "Cui", "destroyer": "Des", "carrier": "PA",
           "transport": "Tr", "submarine": "SM"},
}
REVISED_POWERS = {"it": ["URSS", "GER", "GB", "GIA", "USA"], "fr": ["URSS", "ALL", "RU", "JAP", "EU"]}


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_revised_counters_and_powers_read_the_language(app, qtbot, tmp_path, lang):
    from PySide6.QtGui import QFontMetricsF

    from sandtable.games.aa_revised.table_view import CODES, CODES_POWER
    from sandtable.ui.play.counters import font

    assert i18n.install_translators(app, language=lang) == lang
    session = GameSession(get_game("aa-revised"), GameRecord("aa-revised", "default", {"players": 5}, 5))
    window = _window_on(qtbot, tmp_path, session, 5)
    # The English codes this language does not share ("Inf" is French too, "AA" Italian too).
    english_only = (set(CODES.values()) | set(CODES_POWER.values())) - set(REVISED_CODES[lang].values()) \
        - set(REVISED_POWERS[lang])
    drawn: dict[str, set[str]] = {}
    for stack in window.pieces.stacks.values():
        metrics = QFontMetricsF(font(stack.CHIP * 0.62))
        for chip, rect in zip(stack.chips, stack.chip_rects(), strict=True):
            text = window.palette_.label(chip.label)
            code = text.rstrip("0123456789")
            drawn.setdefault(chip.kind, set()).add(code)
            # The text fits its counter (drawn centred: at least 2 px each side).
            assert metrics.horizontalAdvance(text) + 4 <= rect.width(), (chip.kind, text, rect.width())
    assert set(drawn) == set(CODES)  # the set-up has every unit type on the board
    assert drawn == {kind: {code} for kind, code in REVISED_CODES[lang].items()}
    assert not {c for codes in drawn.values() for c in codes} & english_only
    order = next(t for t in window.tracks.tracks if t.id == "order")
    cells = window.tracks.cell_texts(order)
    assert cells == REVISED_POWERS[lang]
    width = window.tracks.cell_width(order)
    metrics = QFontMetricsF(window.tracks.font())
    # Each name inside its cell, a pixel clear of the border each side (Italian "URSS": 32 px in 35).
    assert all(metrics.horizontalAdvance(c) + 2 <= width for c in cells), (cells, width)
    assert window.tracks.grab().width() >= window.tracks.cell_width(order) * 5  # painted whole
    window.close()


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_revised_pieces_to_pick_up_and_place_read_the_language(app, lang):
    """The force picker's rows ("German anti-aircraft gun", "tanks to place") in the language: a
    seeded Revised game up to a combat move with an AA gun that may move and to a placement."""
    from sandtable.core.registry import table_for
    from sandtable.games.aa_revised.selfplay import choose
    from sandtable.ui.play.counters import game_text

    assert i18n.install_translators(app, language=lang) == lang
    i18n.set_game_words("aa-revised")
    table = table_for("aa-revised")
    session = GameSession(get_game("aa-revised"), GameRecord("aa-revised", "default", {}, 3))
    rng = random.Random(3)
    titles: dict[str, str] = {}
    kinds = set()
    for _ in range(4000):
        state = session.state
        kind = (state.pending or {}).get("kind")
        if kind in ("combat_move", "mobilize"):
            for place in [*state.ctx.spaces, "mobilization"]:
                for piece in table.movable(state, place):
                    titles[piece.title] = game_text(piece.title)
                    kinds.add(kind)
        if kinds == {"combat_move", "mobilize"} and any("anti-aircraft" in t for t in titles):
            break
        if session.current_player() == CHANCE:
            session.roll()
        else:
            session.decide(choose(state, rng))
    i18n.set_game_words(None)
    assert any("anti-aircraft" in t for t in titles) and any("to place" in t for t in titles)
    assert {t: shown for t, shown in titles.items() if shown == t or _english([shown])
            or re.search(r"\b(anti|aircraft|gun|guns|to place)\b", shown)} == {}


DDAY_CODES = {
    "it": {"infantry": "F", "artillery": "A", "tank": "C", "blockhouse": "B", "fighter": "Ca",
           "bomber": "Bo"},
    "fr": {"infantry": "I", "artillery": "A", "tank": "C", "blockhouse": "B", "fighter": "Ch",
           "bomber": "Bo"},
}


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_dday_counters_read_the_language(app, qtbot, tmp_path, lang):
    """D-Day's counter letters (table_terms.py): 'T' and 'F' were the English tank and fighter."""
    from PySide6.QtGui import QFontMetricsF

    from sandtable.games.aa_dday.table_view import CODES
    from sandtable.ui.play.counters import font

    assert i18n.install_translators(app, language=lang) == lang
    session, _ = _play("aa-dday", 120)
    window = _window_on(qtbot, tmp_path, session, 3)
    drawn: dict[str, set[str]] = {}
    for stack in window.pieces.stacks.values():
        metrics = QFontMetricsF(font(stack.CHIP * 0.62))
        for chip, rect in zip(stack.chips, stack.chip_rects(), strict=True):
            text = window.palette_.label(chip.label)
            drawn.setdefault(chip.kind, set()).add(text.rstrip("0123456789"))
            assert metrics.horizontalAdvance(text) + 4 <= rect.width(), (chip.kind, text, rect.width())
    assert {"infantry", "artillery", "tank"} <= set(drawn)
    assert drawn == {kind: {DDAY_CODES[lang][kind]} for kind in drawn}
    # The airfield's aircraft (a box, not a stack) read the same words.
    assert {k: window.palette_.label(c) for k, c in CODES.items()} == DDAY_CODES[lang]
    window.close()


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_dday_next_cards_line_reads_the_language_at_the_end_of_the_deck(app, lang):
    """With no order card left the "Next" line read the English "victory check" (seen on the Italian
    D-Day screenshots, 'Prossime: victory check'); the Italian rules' "verifica delle condizioni
    per la vittoria"."""
    from sandtable.core.registry import table_for
    from sandtable.ui.play.counters import game_text

    assert i18n.install_translators(app, language=lang) == lang
    i18n.set_game_words("aa-dday")
    table = table_for("aa-dday")
    session = GameSession(get_game("aa-dday"), GameRecord("aa-dday", "default", {}, 5))
    rng = random.Random(5)
    shown = None
    for _ in range(6000):
        tracks = {t.id: t for t in table.view(session.state, None).tracks}
        if "next" in tracks and tracks["next"].tooltip == "victory check":
            shown = game_text(tracks["next"].tooltip)
            break
        if session.is_over():
            break
        if session.current_player() == CHANCE:
            session.roll()
        else:
            session.decide(rng.choice(session.state.legal_actions()))
    i18n.set_game_words(None)
    assert shown == {"it": "verifica delle condizioni per la vittoria",
                     "fr": "vérification des conditions de victoire"}[lang]


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_dday_cards_tab_charts_and_faces_read_the_language(app, lang):
    """The Cards tab's reinforcement charts ("In order: ...", "A roll of 7 brings ...", "Enters in the
    zones of the Rennes or Chartres markers") and order cards 14-15's "Skipped when both charts are
    empty." were English on the French cards-tab screenshot."""
    from sandtable.games.aa_dday.table_cards import chart_texts, order_face
    from sandtable.ui.play.counters import game_text

    assert i18n.install_translators(app, language=lang) == lang
    i18n.set_game_words("aa-dday")
    game = get_game("aa-dday")
    state = game.new_initial_state(game.load_scenario("default"), {})
    texts = [t for chart in chart_texts(state) for t in (chart.order, chart.average)]
    texts += [order_face(n).footer for n in (14, 15)]
    shown = {t: game_text(t) for t in texts}
    i18n.set_game_words(None)
    assert {t: s for t, s in shown.items() if s == t or re.search(
        r"\b(In order|Enters|markers|roll|brings|Skipped|charts|infantry|tanks?)\b", s)} == {}
