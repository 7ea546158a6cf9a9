"""Screenshots of the play window for the docs: `python -m sandtable.ui.games.g1943_45.shots OUTDIR`.

Run under a real X server at the size players have (xvfb-run -a -s "-screen 0 1366x768x24") so
fonts and window decorations are those of a desktop. Each picture is a reproducible game state:
fixed seeds, decisions taken through the same window methods the mouse uses.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QApplication, QWidget


def _settle(app: QApplication, rounds: int = 5) -> None:
    for _ in range(rounds):
        app.processEvents()


def _save(widget: QWidget, path: Path) -> None:
    widget.grab().save(str(path))
    print(path)


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    out = Path(args[0] if args else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    from sandtable.ui.app import make_application

    app = make_application()
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.games.g1943_45 import actions as A
    from sandtable.ui.play.controller import COMPUTER, Seat
    from sandtable.ui.play.play_window import PlayWindow
    from sandtable.ui.play.start_screen import StartScreen, make_agent

    tmp = Path(tempfile.mkdtemp(prefix="sandtable-shots-"))
    settings = QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("play/autosave", False)
    screen_size = app.primaryScreen().availableGeometry()

    start = StartScreen(settings)
    start.seed_spin.setValue(1943)
    start.seat_combos[1].setCurrentIndex(2)
    start.show()
    _settle(app)
    _save(start, out / "play-start-screen.png")
    start.close()

    window = PlayWindow(settings)
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
    _settle(app)
    window.view.fit_board()
    _settle(app)
    _save(window, out / "play-board-turn1.png")

    _save_combat(app, window, out)

    window.show_supply(1)
    window.tabs.setCurrentWidget(window.log_panel)
    _settle(app)
    _save(window, out / "play-supply-overlay.png")
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
    _settle(app)
    dialog = final.victory_dialog
    _settle(app)
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
    _save_thinking(app, settings, out)
    return 0


def _save_thinking(app: QApplication, settings: QSettings, out: Path) -> None:
    """The computer (Hard, Allies) halfway through a decision of its first impulse."""
    import time

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
            _save(window, out / "play-computer-thinking.png")
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
    _settle(app)
    _save(window, out / "play-combat.png")


if __name__ == "__main__":
    raise SystemExit(main())
