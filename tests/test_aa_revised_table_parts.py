"""Revised's table plug-in without the window where it can be: the view in words, drops that load,
unload and place, the default casualty, decisions without unit ids; and with Qt: the start screen,
the autosave and the replay of a game played at the table."""

from __future__ import annotations

import json
import random
import re

import pytest
from PySide6.QtCore import QSettings, Qt

import sandtable.games.aa_revised  # noqa: F401  (registers the game and its table)
from sandtable.core.protocol import CHANCE
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game, table_for
from sandtable.core.session import GameSession
from sandtable.core.table import Selection
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.selfplay import choose

GAME = "aa-revised"
IDS = re.compile(r"\b(ussr|germany|uk|japan|usa) [a-z_]+ \d+\b|\b(unit|transport) \d+\b")


def session(seed: int = 5, **options) -> GameSession:
    return GameSession(get_game(GAME), GameRecord(GAME, "default", {"players": 5, **options}, seed))


def until(s: GameSession, stop, rng: random.Random | None = None, limit: int = 5000) -> None:
    """Pass every decision (random ones with `rng`) and roll every die until `stop(state)`."""
    for _ in range(limit):
        if stop(s.state):
            return
        if s.state.current_player() == CHANCE:
            s.roll()
        elif rng is not None:
            s.decide(choose(s.state, rng))
        else:
            legal = s.state.legal_actions()
            s.decide(next((a for a in legal if isinstance(a, A.Done)), legal[0]))
    raise AssertionError(f"not reached: {s.state.pending}")


def kind(state) -> str:
    return str((state.pending or {}).get("kind", ""))


def test_the_view_shows_stacks_banks_phase_and_the_turn_order():
    table = table_for(GAME)
    state = session().state
    view = table.view(state, None)
    germany = {p.kind: p for p in view.stacks["germany"]}
    assert germany["infantry"].count == sum(1 for u in state.units_at("germany") if u.type == "infantry")
    assert germany["infantry"].label.startswith("Inf") and germany["infantry"].owner == 1
    assert "industrial_complex" in germany
    assert [t.id for t in view.tracks][:3] == ["order", "phase", "cities"]
    assert view.tracks[0].lit == frozenset({0})  # the USSR plays first
    # The phase in words on one line: its number and what to do in it (no "CM"/"NCM" boxes).
    from sandtable.games.aa_revised.table_view import plain

    assert plain(state, "round limit 2: allies 5, axis 7 victory cities") == \
        "round limit 2: Allies 5, Axis 7 victory cities"
    phase = view.tracks[1]
    assert (phase.title, phase.tooltip) == ("Phase 1 of 7", "Research: roll for developments")
    banks = {t.id: t.tooltip for t in view.tracks}
    titles = [t.title for t in view.tracks if t.id.startswith("bank-")]
    assert titles == ["USSR", "Germany", "UK", "Japan", "USA"]  # short enough for the title column
    assert banks["bank-germany"].startswith("40 IPC · income 40")
    assert view.control["germany"] == 1 and view.control["russia"] == 0
    assert [s.name for s in table.sides()] == ["USSR", "Germany", "United Kingdom", "Japan", "United States"]
    assert next(o for o in table.options() if o.key == "players").default == 5
    # The landing spots of the USSR's aircraft: Allied territories and the Allies' carriers with room.
    landing = table.overlay(state, "supply-landing", None)
    assert "where a carrier can come" in landing.status
    assert {"russia", "united_kingdom"} <= landing.tinted and "germany" not in landing.tinted
    assert landing.ringed and all(z.startswith("sz") for z in landing.ringed)


def test_a_drop_of_the_uk_infantry_on_a_sea_zone_loads_it_and_a_drop_of_the_transport_unloads():
    table = table_for(GAME)
    s = session(3)
    until(s, lambda st: st.power == "uk" and kind(st) == "noncombat_move")
    state = s.state
    legal = state.legal_actions()
    load = next(a for a in legal if isinstance(a, A.Load) and state.units[a.unit].type == "infantry")
    land, zone = state.units[load.unit].at, state.units[load.transport].at
    selection = Selection(land, (), {"uk:infantry": 1})
    assert table.targets(state, legal, selection).get(zone) == "move"
    action = table.compose(state, legal, selection, zone)
    assert isinstance(action, A.Load) and state.units[action.transport].at == zone
    assert "transport" in table.describe_decision(state, action) and not IDS.search(
        table.describe_decision(state, action))
    s.decide(action)
    state = s.state
    carrier = state.units[action.transport]
    assert state.units[action.unit].on == carrier.id
    legal = state.legal_actions()
    unloads = [a for a in legal if isinstance(a, A.Unload) and a.transport == carrier.id]
    assert unloads
    pieces = {p.kind: p.count for p in table.movable(state, zone)}
    assert "uk:transport" in pieces
    action = table.compose(state, legal, Selection(zone, (), {"uk:transport": 1}), unloads[0].to)
    assert isinstance(action, A.Unload) and action.to == unloads[0].to
    s.decide(action)
    assert s.state.units[load.unit].at == unloads[0].to


def test_a_drop_from_the_mobilization_zone_places_at_a_factory_and_a_click_places_the_costliest():
    table = table_for(GAME)
    s = session(4)
    until(s, lambda st: st.power == "germany" and kind(st) == "purchase")
    s.decide(A.Buy("infantry", 2))
    s.decide(A.Buy("transport", 1))
    s.decide(A.Done())
    until(s, lambda st: st.power == "germany" and kind(st) == "mobilize")
    state = s.state
    legal = state.legal_actions()
    view = table.view(state, None)
    assert [b.id for b in view.boxes] == ["mobilization"] and view.boxes[0].anchor is not None
    pieces = {p.kind: p.count for p in table.movable(state, "mobilization")}
    assert pieces == {"germany:infantry": 2, "germany:transport": 1}
    lit = table.targets(state, legal, Selection("mobilization", (), {"germany:infantry": 2}))
    assert "germany" in lit and not any(p.startswith("sz") for p in lit)  # infantry: land only
    ships = table.targets(state, legal, Selection("mobilization", (), {"germany:transport": 1}))
    assert ships and all(p.startswith("sz") for p in ships)
    action = table.compose(state, legal, Selection("mobilization", (), {"germany:infantry": 2}), "germany")
    assert action == A.Place("infantry", "germany", "germany")
    assert "Room left: Germany 10" in table.prompt(state, legal)
    s.decide(action)
    click = table.click(s.state, s.state.legal_actions(), "germany", False)
    assert click == A.Place("infantry", "germany", "germany")  # the transport cannot go on land
    zone = next(iter(ships))
    assert table.click(s.state, s.state.legal_actions(), zone, False).unit == "transport"


def test_casualties_cheapest_first_and_a_healthy_battleship_takes_the_first_hit():
    from sandtable.games.aa_revised.table_gestures import casualty_rank

    state = session().state
    kinds = {u.type: u.id for u in state.units.values()}
    assert casualty_rank(state, kinds["infantry"]) < casualty_rank(state, kinds["artillery"]) \
        < casualty_rank(state, kinds["tank"]) < casualty_rank(state, kinds["fighter"])
    assert casualty_rank(state, kinds["battleship"]) < casualty_rank(state, kinds["infantry"])
    table = table_for(GAME)
    actions = [A.Casualty(kinds["tank"]), A.Casualty(kinds["infantry"])]
    assert table.default_decision(state, actions) == A.Casualty(kinds["infantry"])


def test_decisions_notes_and_log_lines_name_no_unit_ids():
    table = table_for(GAME)
    s = session(9, round_limit=1)
    rng = random.Random(9)
    seen = 0
    while not s.is_over():
        state = s.state
        if state.current_player() == CHANCE:
            label = table.describe_text(state, state.chance_label())  # the combat panel's "To roll"
            assert not IDS.search(label) and not re.search(r"\b[a-z]+_[a-z_]+\b", label), label
            s.roll()
            continue
        for action in state.legal_actions()[:30]:
            text = table.describe_decision(state, action)
            assert not IDS.search(text), text
            seen += 1
        assert table.prompt(state, state.legal_actions())
        s.decide(choose(state, rng))
    assert seen > 200
    for entry in s.log:
        assert not re.search(r"\b(ussr|germany|uk|japan|usa) [a-z_]+ \d+\b", entry.text), entry.text
    for note in table.notes(s.state):
        assert not re.search(r"\b(ussr|germany|uk|japan|usa) [a-z_]+ \d+\b", note), note


@pytest.mark.parametrize("players", [2, 5])
def test_the_start_screen_offers_revised_with_its_seats_and_options(qtbot, tmp_path, players):
    from sandtable.ui.play.start_screen import StartScreen

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    screen = StartScreen(settings)
    qtbot.addWidget(screen)
    screen.game_combo.setCurrentIndex(screen.game_combo.findData(GAME))
    assert [label.text() for label in screen.seat_labels] == [
        "USSR", "Germany", "United Kingdom", "Japan", "United States"]
    combo = screen.option_lists["players"]
    assert combo.currentData() == 5
    for key, value in (("multinational_casualties", "agree"), ("joint_strike_casualties", "agree"),
                       ("enigma_move", "one")):  # the book's readings, offered with the others
        assert screen.option_lists[key].currentData() == value
    combo.setCurrentIndex(combo.findData(players))
    screen.option_lists["victory_cities"].setCurrentIndex(screen.option_lists["victory_cities"].findData(10))
    screen.start_new()
    assert screen.session is not None and screen.session.game.game_id == GAME
    assert screen.session.record.options["players"] == players
    assert screen.session.record.options["victory_cities"] == 10
    screen.close()


def test_a_game_at_the_table_autosaves_and_replays(qtbot, tmp_path, monkeypatch, capsys):
    """The shared session's autosave and replay work for Revised: the autosave of a game played in
    the window opens to the same position, and `sandtable replay` reads it to the same hash."""
    from sandtable.cli import main as cli
    from sandtable.core.saves import autosave_path, open_session
    from sandtable.ui.play.controller import Seat
    from sandtable.ui.play.play_window import PlayWindow

    monkeypatch.setenv("SANDTABLE_DATA_DIR", str(tmp_path))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("play/autosave", True)
    settings.setValue("play/handover", False)
    settings.setValue("play/fastCombat", True)
    window = PlayWindow(settings)
    qtbot.addWidget(window)
    window.start(session(6, round_limit=1), [Seat() for _ in range(5)])
    rng = random.Random(6)
    for _ in range(12):  # each decision redraws the stacks of the whole world: a dozen is enough
        window.submit(choose(window.state, rng))
    path = autosave_path(GAME)
    assert path.exists()
    assert open_session(path).state.state_hash() == window.state.state_hash()
    assert cli(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == GAME and out["state_hash"] == window.state.state_hash()
    window.controller.shutdown()
    window.close()


def test_the_battle_window_retreats_by_its_button(qtbot, tmp_path):
    """At a press-or-retreat decision the battle window offers press (the default) and each retreat;
    its retreat button takes the attackers back to the space they came from."""
    from sandtable.ui.play.controller import Seat
    from sandtable.ui.play.play_window import PlayWindow

    s = session(11)

    def retreat_offered(st) -> bool:
        return kind(st) == "press" and any(isinstance(a, A.Retreat) and a.to for a in st.legal_actions())

    until(s, retreat_offered, random.Random(11))
    space, attacker = s.state.battle["space"], s.state.battle["attacker"]
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    for key, value in (("play/autosave", False), ("play/handover", False), ("play/fastCombat", True)):
        settings.setValue(key, value)
    window = PlayWindow(settings)
    qtbot.addWidget(window)
    window.start(s, [Seat() for _ in range(5)])
    dialog = window.revised_battle
    assert dialog.isVisible() and space in window.state.ctx.spaces
    texts = [b.text() for b in dialog.buttons]
    default = next(b for b in dialog.buttons if b.isDefault())
    assert default.text() == "Press the attack" and any(t.startswith("Retreat to ") for t in texts)
    assert dialog.odds.report is not None
    retreat = next(b for b in dialog.buttons if b.text().startswith("Retreat to "))
    qtbot.mouseClick(retreat, Qt.MouseButton.LeftButton)
    window.controller.wait_idle()
    left = [u for u in window.state.units_at(space) if u.owner == attacker and u.type in ("infantry", "tank")]
    assert not left
    assert window.state.battle is None or window.state.battle["space"] != space
    window.controller.shutdown()
    window.close()


def test_the_victory_dialog_names_the_winning_side_not_a_power(qtbot, tmp_path):
    """With five players the result's winner is the first seat of the winning side (a power's seat):
    the dialog names the side, as the rules' victory does (Axis or Allies)."""
    from play_support import table_window
    from sandtable.ui.play.controller import Seat

    s = session(5, round_limit=2)  # seed 5: the Axis ends round 2 with 7 cities to 5
    until(s, lambda st: st.is_terminal(), random.Random(5), limit=20000)
    assert s.state.winner in ("axis", "allies")
    window = table_window(qtbot, tmp_path)
    window.start(s, [Seat() for _ in range(5)])
    qtbot.waitUntil(lambda: window.victory_dialog is not None, timeout=5000)
    side = {"axis": "Axis", "allies": "Allies"}[s.state.winner]
    texts = [label.text() for label in window.victory_dialog.findChildren(type(window.victory_dialog.reason))]
    assert f"Victory: {side}" in texts
    window.close()
