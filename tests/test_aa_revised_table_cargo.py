"""Revised at the table (issue #21): a player unloads part of a transport's cargo by setting the
picker's "... aboard" rows and clicking the coast (L2975: "sbarcare una o più unità"), and declares
which carrier comes for a fighter from the menu a drop offers (L1748-1766, L2272-2278). Pictures
are written to SANDTABLE_SHOTS (default: pytest's tmp_path) to be looked at."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import sandtable.games.aa_revised  # noqa: F401  (registers the game and its table)
from play_support import stack_point, table_window, zone_point
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game
from sandtable.core.session import GameSession
from sandtable.games.aa_revised import GameRevised
from sandtable.games.aa_revised.carriers import bound_carrier, meet_zone
from sandtable.games.aa_revised.fixtures import ids, position
from sandtable.ui.play.controller import Seat
from sandtable.ui.play.play_window import PlayWindow

GAME = "aa-revised"
OPTIONS = {"players": 5}


def _shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("SANDTABLE_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _window_at(qtbot, tmp_path, state) -> PlayWindow:
    """The play window on a hand-built position (a person holds every seat)."""
    session = GameSession(get_game(GAME), GameRecord(GAME, "default", OPTIONS, 1))
    session.state = state
    window = table_window(qtbot, tmp_path)
    window.start(session, [Seat() for _ in range(state.num_seats())])
    window.view.zoom_by(2.5)
    window.controller.wait_idle(60000)
    return window


def _look_at(window: PlayWindow, *places: str) -> None:
    from PySide6.QtCore import QPointF

    points = [window.scene.label_item(window.pieces.zone_ids[p]).pos() for p in places]
    window.view.centre_on_scene(QPointF(sum(p.x() for p in points) / len(points),
                                        sum(p.y() for p in points) / len(points)))


def _inside(window: PlayWindow, place: str):
    """A point of `place`'s zone near its label (small sea zones: above or beside it)."""
    for below in (14, 0, -14, 24, -24):
        try:
            return zone_point(window, place, below)
        except AssertionError:
            continue
    raise AssertionError(f"no point found inside {place}")


def _click(qtbot, window: PlayWindow, point) -> None:
    from PySide6.QtCore import Qt

    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    window.controller.wait_idle(60000)


@pytest.fixture
def assault(qtbot, tmp_path):
    """The British combat move: a transport in sea zone 13 carrying an infantry and a tank, a German
    infantry in Algeria."""
    units = {"sz13": {"uk": {"transport": 1, "infantry": 1, "tank": 1}},
             "algeria": {"germany": {"infantry": 1}}}
    s = position(GameRevised(), units, power="uk", options=OPTIONS)
    t = ids(s, "sz13", "uk", "transport")[0]
    for kind in ("infantry", "tank"):
        s.units[ids(s, "sz13", "uk", kind)[0]].on = t
    window = _window_at(qtbot, tmp_path, s)
    yield window
    window.close()


def test_the_picker_unloads_the_infantry_and_keeps_the_tank_aboard(qtbot, tmp_path, assault):
    window = assault
    _look_at(window, "sz13", "algeria")
    _click(qtbot, window, stack_point(window, "sz13"))  # pick up the stack at sea
    spins = window.picker.spins
    assert {"uk:infantry:aboard", "uk:tank:aboard"} <= set(spins)
    assert "British tank aboard" in [w.text() for w in window.picker.findChildren(type(window.picker.hint))]
    spins["uk:tank:aboard"].setValue(0)  # the tank stays aboard
    window.grab().save(str(_shots(tmp_path) / "revised-partial-unload-picker.png"))
    _click(qtbot, window, _inside(window, "algeria"))
    s = window.state
    inf, tank = ids(s, "algeria", "uk", "infantry"), ids(s, "sz13", "uk", "tank")
    assert inf and tank and s.units[tank[0]].on  # the infantry landed, the tank is still aboard
    texts = [window.log_panel.list.item(i).text() for i in range(window.log_panel.list.count())]
    assert any("unload 1 British infantry from 13 Sea Zone into Algeria" in t for t in texts)
    window.grab().save(str(_shots(tmp_path) / "revised-partial-unload-done.png"))


@pytest.fixture
def two_carriers(qtbot, tmp_path):
    """The British combat move: a fighter in the United Kingdom attacks the German transport in sea
    zone 13 (3 of its 4 spaces), Gibraltar held by Germany: its landing is one of the carriers in sea
    zones 7 and 8, declared now."""
    units = {"sz13": {"germany": {"transport": 1}}, "sz07": {"uk": {"carrier": 1}},
             "sz08": {"uk": {"carrier": 1}}, "united_kingdom": {"uk": {"fighter": 1}}}
    s = position(GameRevised(), units, power="uk", owner={"gibraltar": "germany"}, options=OPTIONS)
    window = _window_at(qtbot, tmp_path, s)
    yield window
    window.close()


def test_a_fighter_drop_offers_the_carriers_that_can_come(qtbot, tmp_path, two_carriers):
    window = two_carriers
    s = window.state
    fighter = ids(s, "united_kingdom", "uk", "fighter")[0]
    carrier8 = ids(s, "sz08", "uk", "carrier")[0]
    _look_at(window, "united_kingdom", "sz13")
    _click(qtbot, window, stack_point(window, "united_kingdom"))
    _click(qtbot, window, _inside(window, "sz13"))
    menu = window._menu
    texts = [a.text() for a in menu.actions()]
    assert any("the carrier in 7 Sea Zone comes to 13 Sea Zone" in t for t in texts)
    assert any("the carrier in 8 Sea Zone comes to 13 Sea Zone" in t for t in texts)
    assert window.state.units[fighter].at == "united_kingdom"  # nothing happens before the choice
    shot = window.grab()
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter

    painter = QPainter(shot)  # the menu is its own window: drawn into the picture where it stands
    painter.drawPixmap(QPoint(40, 80), menu.grab())
    painter.end()
    shot.save(str(_shots(tmp_path) / "revised-carrier-choice.png"))
    next(a for a in menu.actions() if "8 Sea Zone" in a.text()).trigger()
    window.controller.wait_idle(60000)
    menu.close()
    f = window.state.units[fighter]
    assert f.at == "sz13" and bound_carrier(f) == carrier8 and meet_zone(f) == "sz13"
    # The declared carrier makes no combat move: the engine refuses the drag and says why.
    _look_at(window, "sz08", "sz13")
    _click(qtbot, window, stack_point(window, "sz08"))
    assert window.table.movable(window.state, "sz08") == []
    assert "declared to come for a fighter" in str(window.controller.why_illegal(
        __import__("sandtable.games.aa_revised.actions", fromlist=["Move"]).Move((carrier8,), ("sz13",))))
