"""Screenshots of D-Day at the table for the docs: `python -m sandtable.ui.games.aa_dday.shots OUTDIR`.

Run under a real X server at the size players have (xvfb-run -a -s "-screen 0 1366x768x24") so fonts
and window decorations are those of a desktop. Each picture is a reproducible game state: fixed seeds,
decisions taken through the same window methods the mouse uses.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

GAME = "aa-dday"


def _settle(app: QApplication, rounds: int = 5) -> None:
    for _ in range(rounds):
        app.processEvents()


def _save(widget: QWidget, path: Path) -> None:
    widget.grab().save(str(path))
    print(path)


def play_until(window: Any, stop: Any, limit: int = 4000) -> None:
    """Answer every decision the plainest way (the table's default, else Done, else the first) and
    roll every die, until `stop(state)` is true."""
    from sandtable.games.aa_dday import actions as A

    c = window.controller
    for _ in range(limit):
        state = c.session.state
        if stop(state) or c.session.is_over():
            return
        if c.waiting_roll:
            c.roll_now()
            continue
        legal = state.legal_actions()
        action = window.table.default_decision(state, legal)
        if any(isinstance(a, A.Done) for a in legal) and not isinstance(action, A.Casualty):
            action = next(a for a in legal if isinstance(a, A.Done))
        window.submit(action or legal[0])
    raise AssertionError("the game did not reach the wanted state")


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    out = Path(args[0] if args else "docs/screenshots/aa-dday")
    out.mkdir(parents=True, exist_ok=True)
    from sandtable.ui.app import make_application

    app = make_application()
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.ui.play.controller import Seat
    from sandtable.ui.play.play_window import PlayWindow
    from sandtable.ui.play.start_screen import StartScreen

    tmp = Path(tempfile.mkdtemp(prefix="sandtable-shots-"))
    settings = QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("play/autosave", False)
    settings.setValue("play/handover", False)
    settings.setValue("play/fastCombat", True)
    screen_size = app.primaryScreen().availableGeometry()

    start = StartScreen(settings)
    start.game_combo.setCurrentIndex(start.game_combo.findData(GAME))
    start.seed_spin.setValue(1944)
    start.seat_combos[0].setCurrentIndex(2)
    start.show()
    _settle(app)
    _save(start, out / "start-screen.png")
    start.close()

    window = PlayWindow(settings)
    window.setGeometry(screen_size)
    window.showMaximized()
    session = GameSession(get_game(GAME), GameRecord(GAME, "default", {}, 1944))
    window.start(session, [Seat(), Seat(), Seat()])
    _settle(app)
    window.view.fit_board()
    _settle(app)
    _save(window, out / "turn1-card1.png")
    shots = [(3, "turn1-card3-fighters.png"), (8, "turn1-card8-allies-move.png"),
             (10, "turn1-card10-landing.png")]
    for card, name in shots:
        play_until(window, lambda s, n=card: s.current_card() and s.current_card()["n"] >= n
                   and s.current_player() >= 0)
        window.refresh()
        _settle(app)
        _save(window, out / name)
    play_until(window, lambda s: s.battle is not None and s.pending and s.pending["kind"] == "casualty")
    window.refresh()
    _settle(app)
    _save(window, out / "battle.png")
    board = getattr(window, "dday_battle_board", None)
    if board is not None:
        board.adjustSize()
        _settle(app)
        _save(board, out / "battle-dialog.png")
    play_until(window, lambda s: s.current_card() and s.current_card()["n"] >= 14 and s.current_player() >= 0)
    window.refresh()
    _settle(app)
    _save(window, out / "reinforcements.png")
    play_until(window, lambda s: False, limit=40000)
    window.refresh()
    _settle(app, 10)
    _save(window, out / "victory.png")
    if window.victory_dialog is not None:
        _save(window.victory_dialog, out / "victory-dialog.png")
        window.victory_dialog.close()
    window.controller.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
