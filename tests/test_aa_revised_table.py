"""Revised at the table: the real play window, a person playing Germany by clicks and drags (the
purchase window, drags on the board, the battle window, drops from the mobilization zone) against
four random computer powers; undo, save/load; the start screen; the table's view in words."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt

import sandtable.games.aa_revised  # noqa: F401  (registers the game and its table)
from play_support import drag, press, stack_point, table_window, zone_point
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game
from sandtable.core.session import GameSession
from sandtable.games.aa_revised import actions as A
from sandtable.ui.play.controller import COMPUTER, Seat
from sandtable.ui.play.play_window import PlayWindow

GAME = "aa-revised"
GERMANY = 1  # with five players, seat i is the i-th power of the turn order


@pytest.fixture
def window(qtbot, tmp_path):
    w = table_window(qtbot, tmp_path)
    yield w
    w.close()  # with its dialogs and computer players (PlayWindow.closeEvent)


def start(window: PlayWindow, seed: int, options: dict | None = None) -> None:
    from sandtable.ai.levels import make_agent

    opts = {"players": 5, **(options or {})}
    session = GameSession(get_game(GAME), GameRecord(GAME, "default", opts, seed))
    seats = [Seat() if i == GERMANY else Seat(COMPUTER, make_agent("random", f"{seed}:{i}", GAME), "random")
             for i in range(5)]
    window.start(session, seats)
    window.view.zoom_by(2.5)  # the world at the window's size is small: a player zooms in to move
    window.controller.wait_idle(60000)


def look_at(window: PlayWindow, *places: str) -> None:
    """Centre the view between `places` (a player scrolls to what they move)."""
    from PySide6.QtCore import QPointF

    points = [window.scene.label_item(window.pieces.zone_ids[p]).pos() for p in places]
    x = sum(p.x() for p in points) / len(points)
    y = sum(p.y() for p in points) / len(points)
    window.view.centre_on_scene(QPointF(x, y))


def drag_move(window: PlayWindow, origin: str, target: str) -> None:
    look_at(window, origin, target)
    drag(window, stack_point(window, origin), zone_point(window, target))
    window.controller.wait_idle(60000)


def click_place(qtbot, window: PlayWindow, place: str) -> None:
    look_at(window, place)
    click(qtbot, window, zone_point(window, place))


def box_point(window: PlayWindow, box: str) -> QPoint:
    item = window.pieces.boxes[box]
    return window.view.mapFromScene(item.scenePos()) + QPoint(22, 30)


def click(qtbot, window: PlayWindow, point: QPoint) -> None:
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    window.controller.wait_idle(60000)


def kind(window: PlayWindow) -> str:
    return str((window.state.pending or {}).get("kind", ""))


def legal(window: PlayWindow) -> list:
    return window.controller.legal_actions()


def buy_by_dialog(qtbot, window: PlayWindow, wanted: dict[str, int]) -> None:
    dialog = window.revised_purchase
    assert dialog.isVisible()
    for unit, n in wanted.items():
        dialog.spins[unit].setValue(n)
    press(qtbot, dialog.buy_button)
    window.controller.wait_idle(60000)


def attack_target(window: PlayWindow) -> tuple[str, str] | None:
    """A land attack Germany can make from a land space: (origin, target), the first in the list."""
    s = window.state
    for a in legal(window):
        p = window.table.action_places(s, a)
        if (isinstance(a, A.Move) and p is not None and p.role == "attack" and p.origin in s.ctx.land
                and p.target in s.ctx.land and s.units[a.units[0]].type in ("infantry", "tank")
                and p.origin in window.pieces.stacks and p.target in window.pieces.zone_ids):
            return str(p.origin), str(p.target)
    return None


def human_step(qtbot, window: PlayWindow, attack: bool = True) -> None:
    """Germany's next decision, the way a person makes it."""
    c = window.controller
    k = kind(window)
    if window.pages.currentIndex() == 1:
        press(qtbot, window.handover_button)
    elif c.waiting_roll:
        press(qtbot, window.pass_button)
    elif k == "purchase":
        buy_by_dialog(qtbot, window, {"infantry": 3, "tank": 1})
    elif k == "combat_move" and attack and getattr(window, "attacked_in", None) != window.state.round:
        window.attacked_in = window.state.round  # one attack a turn, then the main button ends the move
        found = attack_target(window)
        if found:
            drag_move(window, *found)
    elif k == "battle_order":
        place = next(a.space for a in legal(window)
                     if isinstance(a, A.Fight) and not a.space.startswith("sbr:"))
        click_place(qtbot, window, place)
    elif k in ("casualty", "press", "submerge"):
        dialog = window.revised_battle
        assert dialog.isVisible() and dialog.buttons
        press(qtbot, next(b for b in dialog.buttons if b.isDefault()))
    elif k == "land":
        place = next(a.to for a in legal(window) if isinstance(a, A.Land))
        click_place(qtbot, window, place)
    elif k == "mobilize":
        place = next(a.at for a in legal(window) if isinstance(a, A.Place) and a.at in window.state.ctx.land)
        look_at(window, place)
        drag(window, box_point(window, "mobilization"), zone_point(window, place))
    elif window.pass_button.isEnabled():
        press(qtbot, window.pass_button)
    else:
        press(qtbot, window.decisions.do_button)
    c.wait_idle(60000)


def play_until(qtbot, window: PlayWindow, stop, limit: int = 400) -> None:
    for _ in range(limit):
        if window.controller.session.is_over() or stop(window.state):
            return
        human_step(qtbot, window)
    raise AssertionError(f"the wanted position was not reached ({window.state.pending})")


def test_germany_plays_two_rounds_by_gestures_against_four_computer_powers(qtbot, window, tmp_path):
    start(window, 7, {"round_limit": 2})
    assert "Revised" in window.windowTitle()
    assert [t.id for t in window.tracks.tracks][:3] == ["order", "phase", "cities"]
    # The USSR's turn: Germany defends by the battle window when attacked.
    play_until(qtbot, window, lambda s: s.power == "germany" and kind(window) == "research")
    # Research: the main button passes.
    press(qtbot, window.pass_button)
    window.controller.wait_idle()
    # Purchase through the purchase window: costs, money left, the factories' room.
    assert kind(window) == "purchase"
    dialog = window.revised_purchase
    bank = window.state.ipcs["germany"]
    dialog.spins["infantry"].setValue(3)
    dialog.spins["tank"].setValue(1)
    assert f"left {bank - 14}" in dialog.money.text() and "factories can place" in dialog.room.text()
    # More than the bank: the window says so and will not buy.
    dialog.spins["bomber"].setValue(dialog.spins["bomber"].maximum())
    assert "more than you have" in dialog.problem.text() and not dialog.buy_button.isEnabled()
    dialog.spins["bomber"].setValue(0)
    press(qtbot, dialog.buy_button)
    window.controller.wait_idle()
    assert window.state.bought == {"infantry": 3, "tank": 1}
    assert window.state.ipcs["germany"] == bank - 14
    assert not dialog.isVisible() and kind(window) == "combat_move"
    # A combat move by a drag: the origin's units go to the lit enemy territory.
    origin, target = attack_target(window)
    before = len(window.state.units_at(target))
    drag_move(window, origin, target)
    germans = [u for u in window.state.units_at(target) if u.owner == "germany"]
    assert len(window.state.units_at(target)) > before and germans and all(u.moved for u in germans)
    # Undo takes the move back; the same drag again.
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    window.controller.wait_idle()
    assert len(window.state.units_at(target)) == before
    drag_move(window, origin, target)
    # Save and load in the middle of the turn.
    path = tmp_path / "revised.json"
    assert window.save_to(path)
    from sandtable.core.saves import open_session

    assert open_session(path).state.state_hash() == window.state.state_hash()
    window.attacked_in = window.state.round
    press(qtbot, window.pass_button)  # end the combat move
    window.controller.wait_idle()
    # The battle window shows both sides, the odds, and the casualty choice.
    play_until(qtbot, window, lambda s: s.battle is not None and kind(window) in ("casualty", "press"))
    battle = window.revised_battle
    assert battle.isVisible() and battle.buttons
    assert "Combat in" in battle.heading.text() and battle.odds.report is not None
    assert abs(sum(battle.odds.report.outcomes.values()) - 1) < 1e-6
    play_until(qtbot, window, lambda s: kind(window) == "mobilize")
    # Placement: a drag from the mobilization zone onto a factory places one unit.
    left = sum(window.state.bought.values())
    human_step(qtbot, window)
    assert sum(window.state.bought.values()) == left - 1
    play_until(qtbot, window, lambda s: s.round == 2 and s.power == "japan")
    texts = [window.log_panel.list.item(i).text() for i in range(window.log_panel.list.count())]
    assert any("Germany: buy 3 infantry" in t for t in texts)
    assert any("place " in t for t in texts)
    assert not [t for t in texts if re.search(r"\b(germany|ussr|usa) [a-z_]+ \d+", t)]
    play_until(qtbot, window, lambda s: False, limit=600)
    assert window.controller.session.is_over()
    assert window.state.round == 2 and window.state.winner is not None
