"""D-Day at the table: the real play window, driven by clicks and drags (tests/play_support.py), against
the computer; undo, save/load; the start screen; the battle board dialog; the table's view."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt

from play_support import drag, press, table_window, zone_point
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game, table_for
from sandtable.core.session import GameSession
from sandtable.games.aa_dday import actions as A
from sandtable.ui.play.controller import COMPUTER, Seat
from sandtable.ui.play.play_window import PlayWindow

GAME = "aa-dday"


@pytest.fixture
def window(qtbot, tmp_path):
    w = table_window(qtbot, tmp_path)
    yield w
    w.close()  # with its dialogs and computer players (PlayWindow.closeEvent)


def start(window: PlayWindow, seed: int, germany: str | None = "greedy", options: dict | None = None,
          **agent: Any) -> None:
    from sandtable.ai.levels import make_agent

    session = GameSession(get_game(GAME), GameRecord(GAME, "default", dict(options or {}), seed))
    axis = Seat(COMPUTER, make_agent(germany, f"{seed}:0", GAME, **agent), germany) if germany else Seat()
    window.start(session, [axis, Seat(), Seat()])
    window.controller.wait_idle()


def box_point(window: PlayWindow, box: str) -> QPoint:
    """A point on the chips of an off-map box (a beach box, the airfield)."""
    item = window.pieces.boxes[box]
    return window.view.mapFromScene(item.scenePos()) + QPoint(22, 30)


def click(qtbot, window: PlayWindow, point: QPoint) -> None:
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    window.controller.wait_idle()


def pending(window: PlayWindow) -> dict:
    return window.state.pending or {}


def human_step(qtbot, window: PlayWindow, land: bool = True) -> None:
    """The Allied player's next decision, the way a person makes it: drags from the beach boxes on
    card 10, clicks on the board for aircraft, targets and reinforcements, the battle board's buttons
    for casualties, the Done button otherwise."""
    c = window.controller
    if not c.wait_idle():
        return  # the computer still thinks (its 10 s wait ran out on a loaded machine): wait again
    s = window.state
    p = pending(window)
    kind = p.get("kind")
    if window.pages.currentIndex() == 1:  # the hand-over page between two people at one screen
        press(qtbot, window.handover_button)
    elif c.waiting_roll:
        press(qtbot, window.pass_button)
    elif kind == "move" and p.get("card") == 10 and land:
        boxes = [b for b in s.scen.beach_boxes.values() if b.power == p["power"]
                 and window.table.movable(s, b.id)]
        if boxes:
            box = boxes[0]
            before = sum(s.units[box.id].values())
            drag(window, box_point(window, box.id), zone_point(window, box.lands_in))
            c.wait_idle()
            if sum(window.state.units[box.id].values()) == before:  # refused (stacking): finish
                press(qtbot, window.pass_button)
        else:
            press(qtbot, window.pass_button)
    elif kind == "place_aircraft":
        legal = [a for a in c.legal_actions() if isinstance(a, A.PlaceAircraft)]
        contested = [a for a in legal if s.contested(a.zone) or s.land(a.zone, "axis")]
        if contested and s.air(s.scen.airfield, p["data"]["unit"]) > 2:
            click(qtbot, window, zone_point(window, contested[0].zone))
        else:
            press(qtbot, window.pass_button)
    elif kind == "reinforce":
        legal = [a for a in c.legal_actions() if isinstance(a, A.Reinforce)]
        place = legal[0].place
        point = box_point(window, place) if place in window.pieces.boxes else zone_point(window, place)
        click(qtbot, window, point)
    elif kind == "casualty":
        board = window.dday_battle_board
        assert board.isVisible() and board.buttons
        default = next(b for b in board.buttons if b.isDefault())
        press(qtbot, default)
    elif kind == "target":
        legal = c.legal_actions()
        zones = {a.place for a in legal}
        single = [a for a in legal if sum(1 for b in legal if b.place == a.place) == 1]
        if single and single[0].place in window.pieces.zone_ids:
            click(qtbot, window, zone_point(window, single[0].place))
        else:
            assert zones
            press(qtbot, window.decisions.do_button)
    elif window.pass_button.isEnabled():
        press(qtbot, window.pass_button)
    else:
        press(qtbot, window.decisions.do_button)
    c.wait_idle()


def play_until(qtbot, window: PlayWindow, stop, limit: int = 3000) -> None:
    for _ in range(limit):
        if window.controller.session.is_over() or stop(window.state):
            return
        human_step(qtbot, window)
    raise AssertionError("the wanted position was not reached")


def test_the_start_screen_offers_dday_with_three_seats_and_two_or_three_players(qtbot, tmp_path):
    from sandtable.ui.play.start_screen import StartScreen

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    screen = StartScreen(settings)
    qtbot.addWidget(screen)
    screen.game_combo.setCurrentIndex(screen.game_combo.findData(GAME))
    assert [label.text() for label in screen.seat_labels] == ["Germany", "United Kingdom", "United States"]
    players = screen.option_lists["players"]
    assert players.currentData() == 2
    players.setCurrentIndex(players.findData(3))
    screen.option_boxes["fate_deck"].setChecked(True)
    screen.start_new()
    assert screen.session is not None and screen.session.game.game_id == GAME
    assert screen.session.record.options["players"] == 3 and screen.session.record.options["fate_deck"]
    screen.close()


def test_turn_one_by_clicks_and_drags_against_the_computer_with_undo_and_save(qtbot, window, tmp_path):
    start(window, 11)
    assert "D-Day" in window.windowTitle()
    assert [t.id for t in window.tracks.tracks][:3] == ["turn", "deck-0", "deck-1"]
    # The Allies play cards 2-9 by clicks (bombardment targets, fighters, bombers, Done) up to the landing.
    play_until(qtbot, window, lambda s: s.current_card()["n"] == 10 and s.current_player() == 1)
    s = window.state
    assert pending(window)["kind"] == "move" and pending(window)["card"] == 10
    gold = s.scen.beach_boxes["gold"]
    before_hash = s.state_hash()
    before = sum(s.units["gold"].values())
    first = window.table.movable(s, "gold")[0]  # the picker's first kind (tanks first), all of them
    drag(window, box_point(window, "gold"), zone_point(window, gold.lands_in))
    window.controller.wait_idle()
    assert sum(window.state.units["gold"].values()) == before - first.count
    assert window.state.units[gold.lands_in].get(first.kind, 0) >= first.count
    # Undo is the button: the landing is taken back.
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    window.controller.wait_idle()
    assert window.state.state_hash() == before_hash
    # Land again, then save and load in the middle of the turn.
    drag(window, box_point(window, "gold"), zone_point(window, gold.lands_in))
    window.controller.wait_idle()
    path = tmp_path / "dday.json"
    assert window.save_to(path)
    from sandtable.core.saves import open_session

    assert open_session(path).state.state_hash() == window.state.state_hash()
    # The battle board shows up on card 11 with the battle's columns; the Allies pick casualties there.
    play_until(qtbot, window, lambda s: s.battle is not None)
    play_until(qtbot, window, lambda s: s.turn == 2)
    texts = [window.log_panel.list.item(i).text() for i in range(window.log_panel.list.count())]
    assert any("Order card 10: Allies Land" in t for t in texts)
    assert any("Order card 16: Fighters Land" in t for t in texts)
    assert not any("gold >" in t or "germany:" in t for t in texts)


def test_three_players_hotseat_hands_over_between_the_british_and_the_americans(qtbot, window):
    window.settings.setValue("play/handover", True)
    start(window, 3, germany="greedy", options={"players": 3})
    seen: set[int] = set()
    handovers = 0
    for _ in range(400):
        if window.state.turn > 1 or window.controller.session.is_over():
            break
        if window.pages.currentIndex() == 1:
            handovers += 1
        player = window.state.current_player()
        if player >= 0:
            seen.add(player)
        human_step(qtbot, window)
    assert {1, 2} <= seen  # both Allied nations decided their own parts of the cards
    assert handovers >= 2


def test_the_battle_board_dialog_follows_a_battle_and_closes_after_it(qtbot, window):
    start(window, 5, germany=None)
    play_until(qtbot, window, lambda s: s.battle is not None)
    board = window.dday_battle_board
    assert board.isVisible()
    zone = window.state.battle["zone"]
    assert window.state.scen.place_name(zone) in board.heading.text()
    assert any("×" in cell.text() for cell in board.attacker.cells)
    assert board.odds.probabilities() is not None and abs(sum(board.odds.probabilities()) - 1) < 1e-9
    play_until(qtbot, window, lambda s: s.battle is None)
    assert not board.isVisible()


def test_the_view_reads_like_the_box():
    game = get_game(GAME)
    state = game.new_initial_state(game.load_scenario("default"), {})
    table = table_for(GAME)
    view = table.view(state, None)
    titles = {b.id: b.title for b in view.boxes}
    assert titles["omaha"] == "Omaha 8/8" and titles["airfield"] == "Airfield"
    assert {t.id for t in view.tracks} >= {"turn", "deck-0", "deck-1", "card", "next", "chart-us", "chart-uk"}
    card = next(t for t in view.tracks if t.id == "card")
    assert card.tooltip.startswith("1 Airborne Assault (Allies)")
    assert view.stacks["cherbourg"][0].label in ("I", "A2", "B2")
    assert state.contested_zones() and all("engaged" in p.marks for z in state.contested_zones()
                                           for p in view.stacks[z] if p.kind != "fighter")


def test_a_whole_game_against_normal_through_the_window(qtbot, window):
    # Normal's own search, stopped by a count of evaluations rather than its 0.6 s clock: the same
    # game on any machine, and a few times quicker than 0.6 s at each of Germany's decisions.
    start(window, 21, germany="normal", evaluations=40, budget=30.0)
    play_until(qtbot, window, lambda s: False, limit=6000)
    assert window.controller.session.is_over()
    assert window.victory_dialog is not None
    assert window.state.result().reason in window.prompt.text()
    lost = window.state.lost
    assert sum(n for k, n in lost.items() if k.startswith("germany:")) > 0  # the landings fought


def test_a_tank_picked_up_lights_its_two_zone_reach_and_a_drop_there_makes_the_move():
    import random

    from sandtable.core.table import Selection
    from sandtable.games.aa_dday.selfplay import choose

    game = get_game(GAME)
    table = table_for(GAME)
    for seed in range(20):
        s = game.new_initial_state(game.load_scenario("default"), {})
        rng = random.Random(seed)
        while not s.is_terminal():
            if s.current_player() >= 0 and (s.pending or {}).get("kind") == "move":
                legal = s.legal_actions()
                far = [a for a in legal if isinstance(a, A.Move) and a.via and a.unit == "tank"]
                if far:
                    move = far[0]
                    picked = [p for p in table.movable(s, move.origin) if p.kind.endswith(":tank")]
                    selection = Selection(move.origin, (), {picked[0].kind: 1})
                    lit = table.targets(s, legal, selection)
                    assert lit.get(move.dest) == "move" and lit.get(move.via) == "move"
                    made = table.compose(s, legal, selection, move.dest)
                    assert isinstance(made, A.Move) and made.unit == "tank" and made.via
                    s.check_legal(made)
                    return
            s.apply(choose(s, rng))
    raise AssertionError("no tank with a two-zone move in 20 random games")


def test_aircraft_go_by_a_drag_from_the_airfield(qtbot, window):
    start(window, 8)
    play_until(qtbot, window, lambda s: (s.pending or {}).get("kind") == "place_aircraft")
    s = window.state
    unit = s.pending["data"]["unit"]
    zone = next(a.zone for a in window.controller.legal_actions() if isinstance(a, A.PlaceAircraft))
    before = s.air(zone, unit)
    drag(window, box_point(window, s.scen.airfield), zone_point(window, zone))
    window.controller.wait_idle()
    assert window.state.air(zone, unit) == before + 1
