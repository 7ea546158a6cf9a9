"""Counters drawn with their symbols (SVG art through `TableGame.counter_art`, pixmaps cached per
size), cubes as cubes with their count, and a battle's losses on the map as they are taken."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from play_support import make_play_window
from sandtable.ai.cli import AGENTS
from sandtable.core.protocol import CHANCE
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game, table_for
from sandtable.core.session import GameSession
from sandtable.core.table import PieceView, TableGame
from sandtable.resources import find_resource
from sandtable.ui.play.controller import Seat
from sandtable.ui.play.counters import Palette, chip_width, paint_chip

DRAWN = ("tank", "tank_it", "plane", "plane_it", "elite", "paratroopers", "partisans", "fortified_line",
         "fleet_us", "fleet_uk", "fleet_it", "uboat")


def test_1943_types_have_art_that_loads() -> None:
    art = table_for("1943-45").counter_art()
    assert set(DRAWN) <= set(art)
    for kind, path in art.items():
        found = find_resource(*path.split("/"))
        assert found is not None, path
        assert QSvgRenderer(str(found)).isValid(), kind
    assert TableGame().counter_art() == {}      # a game without art keeps its labels


def render(chip: PieceView, palette: Palette, height: float = 36.0) -> QImage:
    width = chip_width(chip, height, palette)
    image = QImage(round(width) + 4, round(height) + 4, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    paint_chip(painter, QRectF(2, 2, width, height), chip, palette)
    painter.end()
    return image


def white_pixels(image: QImage) -> int:
    return sum(1 for x in range(image.width()) for y in range(image.height())
               if QColor(image.pixel(x, y)).lightness() > 230)


def test_counters_show_their_symbol_and_count_cubes_are_cubes(qtbot) -> None:
    table = table_for("1943-45")
    palette = Palette(table.sides(), table.counter_art())
    plain = Palette(table.sides())
    tank = PieceView("tank", 0, 1, "T", "Allies: 1 × tank")
    # With art a single counter is square (no label to fit); the count widens it.
    assert chip_width(tank, 18, palette) == 18
    assert chip_width(PieceView("tank", 0, 3, "T3"), 18, palette) > 18
    drawn = {kind: render(PieceView(kind, 0, 1, "XX"), palette) for kind in DRAWN}
    for kind, image in drawn.items():
        assert white_pixels(image) > 40, kind
    # Distinct symbols: tank, plane, fleet, U-boat, elite, paratroopers, fortified line differ.
    shapes = {kind: bytes(drawn[kind].constBits()) for kind in
              ("tank", "plane", "fleet_us", "uboat", "elite", "paratroopers", "fortified_line")}
    assert len(set(shapes.values())) == len(shapes)
    assert bytes(render(tank, palette).constBits()) != bytes(render(tank, plain).constBits())
    # A cube: three faces (the lit top is lighter than the front, the side darker) and its count.
    cube = render(PieceView("cube", 0, 4, "4", shape="block"), palette)
    front = QColor(cube.pixel(8, cube.height() - 6))
    top = QColor(cube.pixel(cube.width() // 2, 4))
    side = QColor(cube.pixel(cube.width() - 4, cube.height() // 2))
    assert top.lightness() > front.lightness() > side.lightness()
    assert white_pixels(cube) > 20


def test_symbol_pixmaps_are_cached_per_size(qtbot) -> None:
    table = table_for("1943-45")
    palette = Palette(table.sides(), table.counter_art())
    first = palette.art.pixmap("tank", 14)
    assert first is not None and palette.art.pixmap("tank", 14) is first
    assert palette.art.pixmap("tank", 20) is not first
    assert palette.art.pixmap("cube", 14) is None


def battle_with_losses(seed: int = 1) -> tuple[GameSession, list[Any]]:
    """A seeded random 1943-45 game played up to a casualty decision with at least two losses."""
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, seed))
    agents = [AGENTS["random"](f"{seed}:{i}", "1943-45") for i in range(2)]
    for _ in range(3000):
        player = session.current_player()
        if player == CHANCE:
            session.roll()
            continue
        legal = session.state.legal_actions()
        resolver = session.state.combat.resolver
        if any(a.kind == "combat_take_loss" for a in legal) and resolver.pending[resolver.actor] >= 2:
            return session, legal
        session.decide(agents[player].choose(session.state))
    raise AssertionError("no battle with two losses to take")


def test_casualty_prompt_says_how_many_losses_remain() -> None:
    session, legal = battle_with_losses()
    table = table_for("1943-45")
    resolver = session.state.combat.resolver
    left = resolver.pending[resolver.actor]
    assert f"{left} losses still to take" in table.prompt(session.state, legal)
    session.decide(next(a for a in legal if a.kind == "combat_take_loss"))
    if session.current_player() == resolver.actor:
        assert f"{left - 1} loss" in table.prompt(session.state, session.state.legal_actions())


def test_losses_show_on_the_map_as_they_are_taken(qtbot, tmp_path) -> None:
    session, legal = battle_with_losses()
    window = make_play_window(qtbot, tmp_path)
    window.start(session, [Seat(), Seat()])
    assert "still to take" in window.prompt.text()
    before = {place: item.losses() for place, item in window.pieces.stacks.items()}
    assert not any(before.values())
    loss = next(a for a in legal if a.kind == "combat_take_loss")
    assert window.submit(loss)
    view = window.view_
    marked = [(place, chip) for place, chips in view.stacks.items() for chip in chips
              if "lost" in chip.marks or "hit" in chip.marks]
    assert marked, "the loss is marked in the table view"
    place = marked[0][0]
    item = window.pieces.stacks[place]
    assert item.flash > 0.5                    # the stack glows red at once...
    if "lost" in marked[0][1].marks:
        assert item.losses() >= 1              # ...and keeps a loss counter while the battle lasts
        cells = item._cells()
        assert len(cells) == len(item.chips) + 1
    qtbot.waitUntil(lambda: item.flash == 0.0, timeout=4000)   # the glow fades out
    window.controller.shutdown()
