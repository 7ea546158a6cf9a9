"""From Salerno to Rome at the table: the real play window, driven by clicks and drags on the hex map
against a computer Axis; the start screen; undo, save/load, autosave and replay; the hot-seat hand-over
that hides the other side's stacks; the combat dialog; the view's counters and markers.

The default run plays Ortona against the random computer player (a quick opponent: the test is about
the table, not the opponent); `SANDTABLE_SLOW=1` plays it against Normal too.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt

from play_support import drag, press, table_window
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game, table_for
from sandtable.core.session import GameSession
from sandtable.games.fstr import actions as A
from sandtable.ui.play.controller import COMPUTER, Seat
from sandtable.ui.play.play_window import PlayWindow

GAME = "fstr"
HEX_PX = 64.0  # the zoom the test plays at: a hex about this wide, so a click lands on its hex


@pytest.fixture
def window(qtbot, tmp_path):
    w = table_window(qtbot, tmp_path, size=(1366, 768))
    yield w
    w.close()  # with its dialogs and computer players (PlayWindow.closeEvent)


def start(window: PlayWindow, seed: int, axis: str | None = "random", scenario: str = "ortona") -> None:
    from sandtable.ai.levels import make_agent

    session = GameSession(get_game(GAME), GameRecord(GAME, scenario, {}, seed))
    seat = Seat(COMPUTER, make_agent(axis, f"{seed}:1", GAME), axis) if axis else Seat()
    window.start(session, [Seat(), seat])
    window.controller.wait_idle()


# -- the mouse on the hex map ---------------------------------------------------------------------------
def scene_point(window: PlayWindow, place: str) -> QPointF:
    zone = window.scene.board.zones[place]
    return window.scene.to_scene(*zone.label_point)


def show(window: PlayWindow, *places: str) -> None:
    """Zoom so a hex is about HEX_PX wide and centre the view between `places`."""
    view = window.view
    cell = window.scene.zone_item(places[0]).boundingRect()
    wanted = HEX_PX / max(cell.width(), 1e-6)
    view.zoom_by(wanted / view.current_scale())
    points = [scene_point(window, p) for p in places]
    n = len(points)
    view.centre_on_scene(QPointF(sum(p.x() for p in points) / n, sum(p.y() for p in points) / n))


def hex_point(window: PlayWindow, place: str) -> QPoint:
    point = window.view.mapFromScene(scene_point(window, place))
    assert window.pieces.zone_at(window.view.mapToScene(point)) == place
    return point


def click_hex(qtbot, window: PlayWindow, place: str) -> None:
    show(window, place)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=hex_point(window, place))
    window.controller.wait_idle()


def drag_hex(window: PlayWindow, origin: str, target: str) -> None:
    show(window, origin, target)
    drag(window, hex_point(window, origin), hex_point(window, target))
    window.controller.wait_idle()


def pending(window: PlayWindow) -> dict:
    return window.state.pending or {}


def legal(window: PlayWindow) -> list:
    return window.controller.legal_actions()


# -- one Allied decision the way a person makes it ------------------------------------------------------
class Allies:
    """The Allied player: buys the first operation, drags stacks toward the enemy, drags attackers onto
    an enemy hex (or clicks it for the combat dialog), clicks hexes for artillery and retreats, takes
    the combat panel's defaults; counts what it did so the test can say each gesture was used."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.did: dict[str, int] = {}
        self.moves_this_step = 0

    def note(self, what: str) -> None:
        self.did[what] = self.did.get(what, 0) + 1

    def step(self, qtbot, window: PlayWindow) -> None:
        c = window.controller
        p = pending(window)
        kind = p.get("kind")
        actions = legal(window)
        if window.pages.currentIndex() == 1:
            press(qtbot, window.handover_button)
        elif c.waiting_roll:
            press(qtbot, window.pass_button)
        elif kind == "allocate":
            buys = [a for a in actions if isinstance(a, A.Buy) and a.item != "reassign"]  # an operation
            if buys and not window.state.bought["allied"]:
                pick = self.rng.choice(buys)
                window.decisions.list.setCurrentRow(window.decisions.actions.index(pick))
                press(qtbot, window.decisions.do_button)
                self.note("buy")
            else:
                press(qtbot, window.pass_button)  # Commit
        elif kind == "place_art":
            spots = [a for a in actions if isinstance(a, A.PlaceArtillery)]
            if spots and self.did.get("artillery", 0) < 6:  # a few by clicks, then Done (left off)
                click_hex(qtbot, window, self.rng.choice(spots).hex)
                self.note("artillery")
            else:
                press(qtbot, window.pass_button)
        elif kind == "op_step" and p.get("step") == "B":
            self._move(qtbot, window, actions)
        elif kind == "op_step" and p.get("step") == "C":
            self._attack(qtbot, window, actions)
        elif kind == "retreat":
            click_hex(qtbot, window, actions[0].to)
            self.note("retreat")
        elif kind == "segment":
            operate = [a for a in actions if isinstance(a, A.Operate)]
            if operate:
                row = next(i for i, a in enumerate(window.decisions.actions) if isinstance(a, A.Operate))
                window.decisions.list.setCurrentRow(row)
                press(qtbot, window.decisions.do_button)
                self.note("operate")
            else:
                press(qtbot, window.pass_button)
        elif window.pass_button.isEnabled():
            press(qtbot, window.pass_button)
        else:
            press(qtbot, window.decisions.do_button)
        c.wait_idle()

    def _move(self, qtbot, window: PlayWindow, actions: list) -> None:
        """Drag the whole movable stack of one hex to the reachable hex nearest the enemy."""
        s = window.state
        board = s.world.board
        groups: dict[str, set[str]] = {}
        for a in actions:
            if isinstance(a, A.Move) and not a.strategic:
                groups.setdefault(s.loc[a.units[0]], set()).update(a.units)
        moves = [a for a in actions if isinstance(a, A.Move) and not a.strategic and a.to in board.hexes
                 and set(a.units) == groups[s.loc[a.units[0]]]]
        if not moves or self.moves_this_step >= 3:
            self.moves_this_step = 0
            press(qtbot, window.pass_button)  # Done
            return
        enemy = s.combat_hexes("axis")

        def nearness(a: A.Move) -> tuple[int, str]:
            return min((board.distance(a.to, e) for e in enemy), default=99), a.to

        move = min(moves, key=nearness)
        from sandtable.games.fstr.table_gestures import route

        path = route(s, move)
        drag_hex(window, s.loc[move.units[0]], move.to)
        self.moves_this_step += 1
        after = window.state
        for u in move.units:  # there, or stopped on the way by a bombardment's END OPS (line 849), or lost
            assert after.loc.get(u) == move.to or (after.loc.get(u) in path[1:] and u in after.end_ops) or (
                u in after.cadre["allied"]), (u, after.loc.get(u), path)
        self.note("move")

    def _attack(self, qtbot, window: PlayWindow, actions: list) -> None:
        attacks = [a for a in actions if isinstance(a, A.Attack)]
        if not attacks or self.did.get("attack_try", 0) > 6 or window.state.battle is not None:
            press(qtbot, window.pass_button)
            return
        self.note("attack_try")
        attack = attacks[0]
        if not self.did.get("dialog"):
            click_hex(qtbot, window, attack.target)  # the combat dialog: odds before the dice
            dialog = window.attack_dialog
            assert dialog is not None and dialog.isVisible()
            assert "column" in dialog.odds_label.text() and "%" in dialog.distribution.text()
            self.note("dialog")
            press(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))
        else:
            drag_hex(window, attack.origins[0], attack.target)
            self.note("drag_attack")
        window.controller.wait_idle()


def play_to_the_end(qtbot, window: PlayWindow, allies: Allies, limit: int = 1500) -> None:
    for _ in range(limit):
        if window.controller.session.is_over():
            return
        player = window.state.current_player()
        if player == 0 or window.controller.waiting_roll:
            allies.step(qtbot, window)
        else:
            window.controller.wait_idle()
    raise AssertionError("Ortona did not end")


# -- tests ----------------------------------------------------------------------------------------------
def test_the_start_screen_offers_fstr_with_its_six_scenarios_and_the_campaign(qtbot, tmp_path):
    from sandtable.ui.play.start_screen import StartScreen

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    screen = StartScreen(settings)
    qtbot.addWidget(screen)
    screen.game_combo.setCurrentIndex(screen.game_combo.findData(GAME))
    assert [label.text() for label in screen.seat_labels] == ["Allies", "Axis"]
    ids = [screen.scenario_combo.itemData(i) for i in range(screen.scenario_combo.count())]
    assert ids == ["ortona", "salerno", "anzio", "diadem", "kesselring", "campaign"]
    scenarios = table_for(GAME).scenarios()
    assert all(s.description and "Rule 22." in s.description for s in scenarios)
    assert [s.id for s in scenarios if s.default] == ["ortona"]
    screen.option_boxes["fstr.open_stacks"].setChecked(True)
    screen.start_new()
    assert screen.session is not None and screen.session.game.game_id == GAME
    assert screen.session.record.scenario == "ortona" and screen.session.record.options["fstr.open_stacks"]
    screen.close()


def test_ortona_to_the_end_by_clicks_and_drags_with_undo_save_and_replay(qtbot, window, tmp_path):
    start(window, 4)
    assert "Salerno" in window.windowTitle()
    assert [t.id for t in window.tracks.tracks][:3] == ["turn", "impulse", "ap"]
    allies = Allies(4)
    # Up to the first move of the game: then a drag, taken back by Undo, then saved and reloaded.
    for _ in range(300):
        if pending(window).get("kind") == "op_step" and pending(window).get("step") == "B" \
                and window.state.current_player() == 0:
            break
        allies.step(qtbot, window)
    before = window.state.state_hash()
    allies._move(qtbot, window, legal(window))
    assert window.state.state_hash() != before and allies.did.get("move") == 1
    press(qtbot, window.undo_button)
    window.controller.wait_idle()
    assert window.state.state_hash() == before
    path = tmp_path / "ortona.json"
    assert window.save_to(path)
    from sandtable.core.saves import open_session

    assert open_session(path).state.state_hash() == window.state.state_hash()
    play_to_the_end(qtbot, window, allies)
    result = window.state.result()
    assert result is not None and window.victory_dialog is not None
    assert allies.did.get("move", 0) >= 2 and allies.did.get("dialog") == 1 and allies.did.get("operate")
    # The whole game replays from its record to the same end (what `sandtable replay` does).
    assert window.save_to(path)
    assert open_session(path).state.state_hash() == window.state.state_hash()
    texts = [window.log_panel.list.item(i).text() for i in range(window.log_panel.list.count())]
    assert not any("map2:" in t for t in texts)  # hexes by name or printed number, never by key


@pytest.mark.skipif(not os.environ.get("SANDTABLE_SLOW"), reason="Ortona against Normal: SANDTABLE_SLOW=1")
def test_ortona_to_the_end_against_normal(qtbot, window):
    start(window, 9, axis="normal")
    play_to_the_end(qtbot, window, Allies(9), limit=3000)
    assert window.state.result() is not None


def test_hotseat_hands_over_and_shows_each_side_only_its_own_view(qtbot, window):
    window.settings.setValue("play/handover", True)
    start(window, 5, axis=None)
    allies = Allies(5)
    handovers = 0
    hidden_seen = False
    for _ in range(400):
        if window.state.turn > 4 or window.controller.session.is_over() or handovers >= 3:
            break
        if window.pages.currentIndex() == 1:
            handovers += 1
            assert not window.view.isVisible()  # nothing of the board while the screen changes hands
            assert window.status_label.text() == ""  # nor the last player's decision in the status bar
        player = window.state.current_player()
        if window.pages.currentIndex() == 0 and player >= 0:
            observer = window.observer()
            assert observer == player
            truth = window.state
            seen_units = {u for chips in window.view_.stacks.values() for c in chips for u in c.ids}
            enemy = {u for u in truth.loc if truth.side_of(u) != ("allied", "axis")[player]}
            hidden = enemy - seen_units
            assert hidden == enemy - set(truth.observation(player).loc)
            hidden_seen = hidden_seen or bool(hidden)
        allies.step(qtbot, window)
    assert handovers >= 2 and hidden_seen
    # The programming phase is secret (H1): no log line names a purchase; the reveal lists them.
    texts = [window.log_panel.list.item(i).text() for i in range(window.log_panel.list.count())]
    assert not any(" buy " in t or ": buy" in t for t in texts)
    assert any("a secret purchase" in t for t in texts) and any("purchases revealed —" in t for t in texts)


def test_autosave_follows_the_game_and_undo_stops_at_the_dice(qtbot, window):
    from sandtable.core.saves import open_session

    window.settings.setValue("play/autosave", True)
    start(window, 7)
    allies = Allies(7)
    for _ in range(400):  # to the first roll seen after a decision of the Allies (a CRT, a bombardment…)
        last = window.controller.session.log[-1] if window.controller.session.log else None
        if last is not None and last.is_chance and window.state.current_player() == 0 and any(
                e.player == 0 for e in window.controller.session.log):
            break
        allies.step(qtbot, window)
    assert not window.undo_button.isEnabled()  # the dice were seen: what came before stays
    assert "dice were seen" in window.undo_button.toolTip()
    autosaves = list((Path(os.environ["SANDTABLE_DATA_DIR"]) / "autosave").glob("fstr*.json"))
    assert autosaves
    newest = max(autosaves, key=lambda p: p.stat().st_mtime)
    assert open_session(newest).state.state_hash() == window.state.state_hash()


def test_the_computer_decides_on_its_own_sides_observation(qtbot, window):
    start(window, 6)
    c = window.controller
    seen = c._agent_view(1)
    assert seen is not window.state
    assert set(seen.loc) == set(window.state.observation(1).loc)
    assert len(seen.loc) < len(window.state.loc)  # far Allied stacks are partly hidden from the Axis


def test_the_view_draws_counters_markers_and_the_terrain_of_a_hex(qtbot):
    game = get_game(GAME)
    table = table_for(GAME)
    state = game.new_initial_state("ortona", {})
    view = table.view(state.observation(0), 0)
    chips = [c for stack in view.stacks.values() for c in stack]
    units = [c for c in chips if c.ids]
    assert units and all(c.factors and c.colour for c in units if not c.kind.startswith("marker"))
    assert {c.kind for c in units} <= set(table.counter_art()) | {"hidden"}
    assert any("hidden" in c.marks for c in chips)  # far Axis stacks show their top counter and a count
    hexes = list(view.stacks)
    text = table.describe_place(state, hexes[0])
    assert "stacking" in text and ":" in text and "map2" not in text
    assert [t.id for t in view.tracks] == ["turn", "impulse", "ap", "weather", "air", "command-allied",
                                           "display-allied", "command-axis", "display-axis"]
    board = table.board(game, "ortona")
    assert set(view.stacks) <= set(board.zones) and all(z.kind == "hex" for z in board.zones.values())


def test_the_map_shows_roads_rivers_bridges_lines_and_town_names(qtbot, window):
    from sandtable.ui.games.fstr.map_features import MapFeatures

    start(window, 3, axis=None)
    items = [i for i in window.scene.items() if isinstance(i, MapFeatures)]
    assert len(items) == 1  # added once, whatever the refreshes
    item = items[0]
    world = window.state.world
    roads = sum(1 for kinds in world.board.sides.values() if "road" in kinds)
    drawn = sum(len(item.roads[c]) for c in item.roads)  # a line each, hex centre to hex centre
    assert roads and drawn == roads
    assert all(item.rivers[k] for k in item.rivers)
    assert "Pescara" in {name for _p, name, _city in item.names}
    assert item.lines and item.bridges
    assert item.blown == frozenset(window.state.blown) and item.blown <= set(item.bridges)  # Sangro's
    window.refresh()
    assert [i for i in window.scene.items() if isinstance(i, MapFeatures)] == [item]


def test_a_moves_path_is_drawn_hex_by_hex_while_dragging(qtbot, window):
    from sandtable.games.fstr.table_gestures import route
    from sandtable.ui.play.overlays import PathItem

    start(window, 4)
    allies = Allies(4)
    for _ in range(300):
        if pending(window).get("kind") == "op_step" and pending(window).get("step") == "B" \
                and window.state.current_player() == 0:
            break
        allies.step(qtbot, window)
    s = window.state
    far = [a for a in legal(window) if isinstance(a, A.Move) and not a.strategic
           and a.to in s.world.board.hexes and len(route(s, a)) >= 3]
    assert far, "a move of two hexes or more"
    move = max(far, key=lambda a: (len(route(s, a)), a.to))
    origin = s.loc[move.units[0]]
    path = route(s, move)
    assert path[0] == origin and path[-1] == move.to
    assert all(b in s.world.board.nbrs[a] for a, b in zip(path, path[1:], strict=False))  # hex by hex
    assert window.select_zone(origin)
    window._zone_hovered(window.pieces.zone_ids[move.to])  # the mouse over the destination
    drawn = [i for i in window.scene.items() if isinstance(i, PathItem)]
    assert len(drawn) == 1 and len(drawn[0].points) == len(path)
    where = window.status_label.text().split(" — ")[0]
    assert where == window.scene.board.zones[move.to].name  # the printed hex, no internal zone number
    window._zone_hovered(window.pieces.zone_ids[origin])  # back over its own hex: no path
    assert not [i for i in window.scene.items() if isinstance(i, PathItem)]
    assert window.show_route(A.Move(move.units, move.to, strategic=True)) == 0  # strategic: an arrow
