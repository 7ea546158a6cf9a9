"""Stacks on the shipped 1943-45 board never cover another zone's number or name, nor another stack,
at fit, 2x and 4x, in the opening position and in crowded positions of seeded random games."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from play_support import make_play_window
from sandtable.ai.cli import AGENTS
from sandtable.core.protocol import CHANCE
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game, table_for
from sandtable.core.session import GameSession
from sandtable.games.g1943_45 import actions as A
from sandtable.ui.play.controller import Seat
from sandtable.ui.play.play_window import PlayWindow


def crowded_positions(seed: int, steps: int = 400) -> list[Any]:
    """The two most crowded positions (most chips on the map) of a seeded random game."""
    game = get_game("1943-45")
    table = table_for("1943-45")
    session = GameSession(game, GameRecord("1943-45", "default", {}, seed))
    agents = [AGENTS["random"](f"{seed}:{i}", "1943-45") for i in range(2)]
    found: list[tuple[int, int, Any]] = []
    for step in range(steps):
        if session.is_over():
            break
        player = session.current_player()
        if player == CHANCE:
            session.roll()
        else:
            session.decide(agents[player].choose(session.state))
        view = table.view(session.state, None)
        stacks = sum(1 for chips in view.stacks.values() if chips)
        found.append((stacks + sum(len(c) for c in view.stacks.values()), step, session.state.clone()))
    found.sort(key=lambda item: (-item[0], item[1]))
    return [state for _, _, state in found[:2]]


def overlaps(window: PlayWindow) -> list[str]:
    """Every stack's chips (view pixels) that meet another zone's label, its own label, or another
    stack's chips."""
    pieces = window.pieces
    assert pieces is not None
    scale = window.scene.view_scale
    stacks: dict[Any, QRectF] = {}
    for place, item in pieces.stacks.items():
        if not item.chips:
            continue
        block = QRectF()
        for rect in item._cells():
            block = block.united(rect)
        stacks[place] = block.translated(item.pos() * scale)
    labels: dict[Any, QRectF] = {}
    for place, zid in pieces.zone_ids.items():
        label = window.scene.label_item(zid)
        if label is not None and label.isVisible():
            labels[place] = label.text_rect().translated(label.pos() * scale)
    bad = []
    for place, block in stacks.items():
        bad.extend(f"stack {place} covers label {other}" for other, rect in labels.items()
                   if block.intersects(rect))
        bad.extend(f"stack {place} meets stack {other}" for other, rect in stacks.items()
                   if other != place and block.intersects(rect))
    return bad


def check_zooms(qtbot, window: PlayWindow, what: str) -> None:
    window.view.fit_board()
    qtbot.wait(1)
    scales = []
    for zoom in ("fit", "2x", "4x"):
        if zoom != "fit":
            window.view.zoom_by(2.0)
            qtbot.wait(1)
        scales.append(window.scene.view_scale)
        assert sum(1 for s in window.pieces.stacks.values() if s.chips) > 3
        assert overlaps(window) == [], f"{what} at {zoom}"
    assert scales[1] == pytest.approx(2 * scales[0]) and scales[2] == pytest.approx(4 * scales[0])
    window.view.fit_board()


def opening_window(qtbot, tmp_path) -> PlayWindow:
    window = make_play_window(qtbot, tmp_path)
    window.start(GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 1)), [Seat(), Seat()])
    window.submit(A.AcceptDefaultSetup())
    return window


def test_opening_stacks_clear_of_labels_and_stacks(qtbot, tmp_path) -> None:
    window = opening_window(qtbot, tmp_path)
    check_zooms(qtbot, window, "opening position")
    window.controller.shutdown()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_crowded_positions_clear_of_labels_and_stacks(qtbot, tmp_path, seed: int) -> None:
    window = opening_window(qtbot, tmp_path)
    table = table_for("1943-45")
    for state in crowded_positions(seed):
        window.pieces.update_view(table.view(state, None))
        check_zooms(qtbot, window, f"seed {seed}: {state.summary()}")
    window.controller.shutdown()


def test_opening_stacks_stand_in_their_own_zone_at_4x(qtbot, tmp_path) -> None:
    window = opening_window(qtbot, tmp_path)
    window.view.fit_board()
    window.view.zoom_by(4.0)
    qtbot.wait(1)
    scale = window.scene.view_scale
    for place, item in window.pieces.stacks.items():
        if not item.chips:
            continue
        block = QRectF()
        for rect in item.chip_rects():
            block = block.united(rect)
        centre = (item.pos() * scale + block.center()) / scale
        assert window.pieces.zone_at(centre) == place, place
    window.controller.shutdown()


def test_a_stack_with_no_room_in_its_zone_stands_clear_outside_it() -> None:
    """The zone is a 60x40 box around the anchor filled by labels: the stack goes outside, covering
    nothing, rather than over a label; a second stack does not land on the first."""
    from PySide6.QtCore import QPointF

    from sandtable.ui.play.stack_layout import StackRequest, lay_out_stacks

    zone = QRectF(-30, -20, 60, 40)
    labels = [QRectF(-30, -20, 60, 15), QRectF(-30, 5, 60, 15), QRectF(-30, -5, 20, 10),
              QRectF(10, -5, 20, 10)]
    own = QRectF(-8, -5, 16, 10)
    requests = {n: StackRequest(QPointF(0, 0), (40.0, 18.0), own, zone.contains) for n in (1, 2)}
    offsets = lay_out_stacks(requests, labels)
    blocks = [QRectF(o.x() - 20, o.y() - 9, 40, 18) for o in offsets.values()]
    for block in blocks:
        assert not any(block.intersects(label) for label in labels + [own])
    assert not blocks[0].intersects(blocks[1])
