"""Screenshots of the play window for the docs: `python -m sandtable.ui.games.g1943_45.shots OUTDIR`.

Run under a real X server at the size players have (xvfb-run -a -s "-screen 0 1366x768x24") so
fonts and window decorations are those of a desktop. Each picture is a reproducible game state:
fixed seeds, decisions taken through the same window methods the mouse uses.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QApplication

from sandtable.ui.play.shot_tools import begin, save, settle


def main(argv: list[str] | None = None) -> int:
    app, out, settings = begin(argv, "docs/screenshots", play__handover=None, play__fastCombat=None)
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.games.g1943_45 import actions as A
    from sandtable.ui.play.controller import COMPUTER, Seat
    from sandtable.ui.play.play_window import PlayWindow
    from sandtable.ui.play.start_screen import StartScreen, make_agent

    screen_size = app.primaryScreen().availableGeometry()

    start = StartScreen(settings)
    start.seed_spin.setValue(1943)
    start.seat_combos[1].setCurrentIndex(2)
    start.show()
    settle(app)
    save(start, out / "play-start-screen.png")
    start.close()

    window = PlayWindow(settings)
    window.ask = lambda title, text: True  # type: ignore[method-assign]  # no question blocks a shot
    window.setGeometry(screen_size)
    window.showMaximized()
    game = get_game("1943-45")
    session = GameSession(game, GameRecord("1943-45", "default", {}, 1943))
    window.start(session, [Seat(), Seat()])
    window.submit(A.AcceptDefaultSetup())
    window.pages.setCurrentIndex(0)
    if session.state.phase == "initiative_choice":
        window.submit(A.ChooseFirst("allied"))
        window.pages.setCurrentIndex(0)
    window.select_zone(19)
    settle(app)
    window.view.fit_board()
    settle(app)
    save(window, out / "play-board-turn1.png")

    _save_combat(app, window, out)
    _save_counters(app, out)

    window.show_supply(1)
    window.tabs.setCurrentWidget(window.log_panel)
    settle(app)
    save(window, out / "play-supply-overlay.png")
    window.show_supply(None)
    window.controller.shutdown()
    window.close()

    # A quick game against the computer to its end, for the victory screen.
    final = PlayWindow(settings)
    final.setGeometry(screen_size)
    final.showMaximized()
    seats = [Seat(COMPUTER, make_agent("random", "a", "1943-45"), "random"),
             Seat(COMPUTER, make_agent("random", "x", "1943-45"), "random")]
    final.start(GameSession(game, GameRecord("1943-45", "default", {}, 7)), seats)
    while final.victory_dialog is None:
        app.processEvents()
        final.controller.wait_idle(100)
    settle(app)
    dialog = final.victory_dialog
    settle(app)
    # Without a window manager the dialog has no frame: draw it over the window with one.
    picture = final.grab()
    card = dialog.grab()
    painter = QPainter(picture)
    x = (picture.width() - card.width()) // 2
    y = (picture.height() - card.height()) // 2
    painter.fillRect(x - 6, y - 6, card.width() + 12, card.height() + 12, QColor(0, 0, 0, 90))
    painter.setPen(QColor("#333333"))
    painter.drawRect(x - 1, y - 1, card.width() + 1, card.height() + 1)
    painter.drawPixmap(x, y, card)
    painter.end()
    picture.save(str(out / "play-victory.png"))
    print(out / "play-victory.png")
    final.controller.shutdown()
    final.close()
    _save_computer_moves(app, settings, out)
    if "--quick" not in (sys.argv[1:] if argv is None else argv):
        _save_thinking(app, settings, out)
    return 0


def _save_computer_moves(app: QApplication, settings: QSettings, out: Path) -> None:
    """The computer's impulse (Axis, greedy) as numbered arrows, standing until the person decides."""
    import random

    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.ui.play.controller import COMPUTER, Seat
    from sandtable.ui.play.play_window import PlayWindow
    from sandtable.ui.play.start_screen import make_agent

    window = PlayWindow(settings)
    window.settings.setValue("play/handover", False)
    window.settings.setValue("play/fastCombat", True)
    window.setGeometry(app.primaryScreen().availableGeometry())
    window.showMaximized()
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 3))
    window.start(session, [Seat(), Seat(COMPUTER, make_agent("greedy", "x", "1943-45"), "greedy")])
    c = window.controller
    rng = random.Random(1)
    for _ in range(400):
        c.wait_idle(10000)
        app.processEvents()
        if len(c.computer_moves) >= 3 and c.is_human_turn() and session.state.phase == "impulses":
            break
        if c.is_human_turn():
            window.submit(rng.choice(c.legal_actions()))
    window.view.fit_board()
    window.tabs.setCurrentWidget(window.log_panel)
    settle(app)
    save(window, out / "play-computer-moves.png")
    c.shutdown()
    window.close()


def _save_thinking(app: QApplication, settings: QSettings, out: Path) -> None:
    """The computer (Hard, Allies) halfway through a decision of its first impulse."""
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.ui.play.controller import COMPUTER, Seat
    from sandtable.ui.play.play_window import PlayWindow
    from sandtable.ui.play.start_screen import make_agent

    window = PlayWindow(settings)
    window.setGeometry(app.primaryScreen().availableGeometry())
    window.showMaximized()
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 1943))
    seats = [Seat(COMPUTER, make_agent("hard", "a", "1943-45"), "hard"),
             Seat(COMPUTER, make_agent("normal", "x", "1943-45"), "normal")]
    window.start(session, seats)
    give_up = time.monotonic() + 120
    while time.monotonic() < give_up:
        app.processEvents()
        state = session.state
        if (state.phase == "impulses" and state.current_player() == 0 and window.thinking_box.isVisible()
                and window.progress_bar.value() >= 30):
            save(window, out / "play-computer-thinking.png")
            break
        time.sleep(0.01)
    window.controller.shutdown()
    window.close()


def _save_combat(app: QApplication, window: Any, out: Path) -> None:
    """A landing in turn 2, fought until a loss is to be taken (or dice wait) after a round."""
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.games.g1943_45 import actions as A
    from sandtable.ui.play.controller import Seat

    window.controller.shutdown()
    window.settings.setValue("play/fastCombat", False)
    window.settings.setValue("play/handover", False)
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 21))
    window.start(session, [Seat(), Seat()])
    c = window.controller

    def step() -> None:
        if c.waiting_roll:
            c.roll_now()
            return
        kinds = {a.kind for a in c.legal_actions()}
        if "choose_first" in kinds:
            window.submit(A.ChooseFirst("allied"))
        elif window.pass_button.isEnabled():
            window.pass_or_end()
        else:
            window.submit(c.legal_actions()[0])

    for _ in range(80):
        s = window.state
        allied = s.turn == 2 and s.phase == "impulses" and s.active_side() == 0
        if allied and window.attack_button.isVisible():
            break
        step()
    window.to_attacks()
    for _ in range(6):
        if "land" in {a.kind for a in c.legal_actions()}:
            break
        step()
    state = window.state
    targets = sorted({a.target for a in state.legal_actions()
                      if a.kind == "land" and state.occ().presence[1][a.target]})
    if not targets:
        return
    dialog = window.declare_attack(14 if 14 in targets else targets[0])
    dialog.accept()
    rounds = 0
    for _ in range(40):
        if c.waiting_roll:
            rounds += "round" in state.chance_label()
            if rounds >= 2:
                break
            c.roll_now()
            continue
        if window.combat.choice_box.isVisible():
            if rounds >= 1 and window.state.current_player() == 0:
                break
            window.combat._confirm()
            continue
        if not any(f[0] in ("battle", "landing_intercept", "defend") for f in window.state.pending):
            break
        step()
    window.tabs.setCurrentWidget(window.combat)
    settle(app)
    save(window, out / "play-combat.png")
    _save_battle_map(app, window, out)


def _save_battle_map(app: QApplication, window: Any, out: Path) -> None:
    """The same battle on the map, zoomed in: a loss taken (crossed out, the stack's loss counter),
    the counters with their symbols, the stacks clear of the zone numbers and names."""
    c = window.controller
    fight = window.state.combat.fight or {}
    for _ in range(30):  # roll and take the losses the default suggests until one is crossed out
        if any("lost" in chip.marks for chips in window.view_.stacks.values() for chip in chips):
            break
        if not window.state.combat.fight:
            break
        if c.waiting_roll:
            c.roll_now()
        elif window.combat.choice_box.isVisible():
            window.combat._confirm()
        else:
            break
        settle(app)
    target = fight.get("target", 14)
    lost = [place for place, chips in window.view_.stacks.items() if any("lost" in c.marks for c in chips)]
    window.view.fit_board()
    window.view.zoom_by(2.5)
    centre = window.pieces.stacks[target].scenePos()
    if lost:  # between the battle and the stack that lost pieces
        centre = (centre + window.pieces.stacks[lost[0]].scenePos()) / 2
    window.view.centre_on_scene(centre)
    window.tabs.setCurrentWidget(window.combat)
    settle(app)
    save(window, out / "play-battle-loss-flash.png")   # the stack glows red as the loss is taken...
    give_up = time.monotonic() + 3
    while time.monotonic() < give_up:                    # ...and the glow fades, the crosses stay
        app.processEvents()
        time.sleep(0.02)
    save(window, out / "play-battle-map.png")
    window.view.fit_board()
    _save_log(app, window, out)


def _save_log(app: QApplication, window: Any, out: Path) -> None:
    """The log after the battle, played on to the end of turn 2: decisions and rolls in the player's
    words, the automatic events (end of each impulse, the supply phase, the turn's star count) in
    italics; then the board as it was at an earlier line (the history)."""
    from sandtable.games.g1943_45 import actions as A

    c = window.controller
    for _ in range(600):
        if window.state.turn > 2 or c.session.is_over():
            break
        if c.waiting_roll:
            c.roll_now()
            continue
        legal = c.legal_actions()
        before = len(c.session.record.actions)
        if any(a.kind == "choose_first" for a in legal):
            window.submit(A.ChooseFirst("allied"))
        elif window.pass_button.isEnabled():
            window.pass_or_end()
        if len(c.session.record.actions) == before and legal:  # the main button did nothing here
            window.submit(window.table.default_decision(window.state, legal) or legal[0])
        window.pages.setCurrentIndex(0)
    window.view.fit_board()
    window.tabs.setCurrentWidget(window.log_panel)
    settle(app)
    save(window, out / "play-log.png")
    entries = c.session.log
    step = next((e.index for e in reversed(entries) if e.index < len(entries) - 12 and not e.is_chance), 1)
    window.show_history(step)
    settle(app)
    save(window, out / "play-history.png")
    window.leave_history()


def _save_counters(app: QApplication, out: Path) -> None:
    """A sheet of the 1943-45 counters as the map draws them, with their names, at two sizes."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QFont, QImage

    from sandtable.core.registry import table_for
    from sandtable.core.table import PieceView
    from sandtable.games.g1943_45.table_view import ITALIAN_COLOUR, piece_name
    from sandtable.ui.play.counters import Palette, chip_width, paint_chip

    table = table_for("1943-45")
    palette = Palette(table.sides(), table.counter_art())
    kinds = [("cube", 0), ("cube", 1), ("tank", 0), ("tank", 1), ("tank_it", 1), ("plane", 0), ("plane", 1),
             ("plane_it", 1), ("elite", 1), ("paratroopers", 0), ("fortified_line", 1), ("partisans", 0),
             ("fleet_us", 0), ("fleet_uk", 0), ("fleet_it", 1), ("uboat", 1)]
    rows = [("on the map", ()), ("engaged", ("engaged",)), ("lost in a battle", ("lost",))]
    image = QImage(1300, 330, QImage.Format.Format_ARGB32)
    image.fill(QColor("#efe6cf"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    font = QFont()
    font.setPixelSize(11)
    painter.setFont(font)
    painter.setPen(QColor("#222222"))
    painter.drawText(QRectF(10, 12, 110, 40), Qt.AlignmentFlag.AlignVCenter, "zoomed in")
    for i, (title, _) in enumerate(rows):
        painter.drawText(QRectF(10, 64 + 26 * i, 110, 18), Qt.AlignmentFlag.AlignVCenter, title)
    x = 120.0
    for kind, side in kinds:
        colour = ITALIAN_COLOUR if kind.endswith("_it") else None
        count = 3 if kind in ("cube", "tank") else 1
        big = PieceView(kind, side, count, str(count) if kind == "cube" else "", "", "block" if kind == "cube"
                        else "counter", colour)
        w = chip_width(big, 40, palette)
        paint_chip(painter, QRectF(x, 12, w, 40), big, palette)
        for i, (_, marks) in enumerate(rows):
            chip = PieceView(kind, side, count, big.label, "", big.shape, colour, marks)
            paint_chip(painter, QRectF(x, 64 + 26 * i, chip_width(chip, 18, palette), 18), chip, palette)
        painter.setPen(QColor("#222222"))
        name = piece_name(kind, count)
        if kind in ("cube", "tank", "plane"):
            name = ("Allied " if side == 0 else "Axis ") + name
        painter.save()
        painter.translate(x + 4, 150)
        painter.rotate(60)
        painter.drawText(QRectF(0, 0, 160, 16), Qt.AlignmentFlag.AlignLeft, name)
        painter.restore()
        x += max(w, 40) + 32
    painter.end()
    image.save(str(out / "play-counters.png"))
    print(out / "play-counters.png")


if __name__ == "__main__":
    raise SystemExit(main())
