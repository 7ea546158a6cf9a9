"""Screenshots of From Salerno to Rome at the table for the docs:
`python -m sandtable.ui.games.fstr.shots OUTDIR` (default docs/screenshots/fstr).

Run under a real X server at the size players have (xvfb-run -a -s "-screen 0 1366x768x24"): the
combat dialog and the victory dialog are separate windows, so those pictures grab the screen. Each
picture is a reproducible game state: Ortona, fixed seeds, decisions taken through the window's own
methods (`submit`, `select_zone`, `declare_attack`), the Allies moving toward the enemy and attacking,
the Axis played by the random computer player's choice.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QSettings
from PySide6.QtWidgets import QApplication, QWidget

from sandtable.ui.play.shot_tools import begin, settle

GAME = "fstr"
SEED = 1943


def _settle(app: QApplication, rounds: int = 6) -> None:
    settle(app, rounds)


def _save(widget: QWidget | None, path: Path, app: QApplication) -> None:
    """The widget, or the whole screen (a dialog over the window) when `widget` is None."""
    pixmap = app.primaryScreen().grabWindow(0) if widget is None else widget.grab()
    pixmap.save(str(path))
    print(path)


class Player:
    """Both sides' decisions for the pictures: the Allies buy, operate, move their stacks toward the
    enemy and attack; the Axis and everything else pick at random among the legal actions."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.moves = 0

    def choose(self, state: Any) -> Any:
        from sandtable.core.protocol import CHANCE
        from sandtable.games.fstr import actions as A
        from sandtable.games.fstr.selfplay import choose

        if state.current_player() == CHANCE:
            return choose(state, self.rng)
        p = state.pending
        legal = state.legal_actions()
        if p["side"] == "allied" and p["kind"] == "op_step" and p.get("step") == "B":
            board = state.world.board
            enemy = state.combat_hexes("axis")
            moves = [a for a in legal if isinstance(a, A.Move) and not a.strategic and a.to in board.hexes]
            if moves and self.moves < 3:
                self.moves += 1
                return min(moves, key=lambda a: (min((board.distance(a.to, e) for e in enemy), default=99),
                                                 -len(a.units), a.to))
            self.moves = 0
            return A.Done()
        if p["side"] == "allied" and p["kind"] == "op_step" and p.get("step") == "C":
            attacks = [a for a in legal if isinstance(a, A.Attack)]
            return max(attacks, key=lambda a: len(a.origins)) if attacks else A.Done()
        if p["side"] == "allied" and p["kind"] == "allocate":
            buys = [a for a in legal if isinstance(a, A.Buy) and a.item != "reassign"]  # an operation
            return self.rng.choice(buys) if buys and not state.bought["allied"] else A.Commit()
        if p["side"] == "allied" and p["kind"] == "segment":
            operate = [a for a in legal if isinstance(a, A.Operate)]
            return operate[0] if operate else A.Done()
        return choose(state, self.rng)


def play_until(window: Any, player: Player, stop: Any, limit: int = 4000) -> None:
    c = window.controller
    for _ in range(limit):
        state = c.session.state
        if stop(state) or c.session.is_over():
            return
        if c.waiting_roll:
            c.roll_now()
            continue
        window.submit(player.choose(state))
    raise AssertionError("the game did not reach the wanted state")


def _zoom_on(window: Any, places: list[str], hex_px: float = 58.0, lift: float = 0.0) -> None:
    """Zoom so a hex is `hex_px` wide, centred between `places`; `lift`: that centre so many view
    heights above the middle (room below for a dialog)."""
    view, scene = window.view, window.scene
    cell = scene.zone_item(places[0]).boundingRect()
    view.zoom_by(hex_px / max(cell.width(), 1e-6) / view.current_scale())
    points = [scene.to_scene(*scene.board.zones[p].label_point) for p in places]
    n = len(points)
    centre = QPointF(sum(p.x() for p in points) / n, sum(p.y() for p in points) / n)
    view.centre_on_scene(centre + QPointF(0.0, lift * view.visible_scene_rect().height()))


def _window(settings: QSettings, app: QApplication, seats: list[Any]) -> Any:
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.ui.play.play_window import PlayWindow

    window = PlayWindow(settings)
    window.setGeometry(app.primaryScreen().availableGeometry())
    window.showMaximized()
    window.start(GameSession(get_game(GAME), GameRecord(GAME, "ortona", {}, SEED)), seats)
    _settle(app)
    return window


def main(argv: list[str] | None = None) -> int:
    app, out, settings = begin(argv, "docs/screenshots/fstr")
    from sandtable.games.fstr import actions as A
    from sandtable.ui.play.controller import Seat
    from sandtable.ui.play.start_screen import StartScreen


    start = StartScreen(settings)
    start.game_combo.setCurrentIndex(start.game_combo.findData(GAME))
    start.seed_spin.setValue(SEED)
    start.seat_combos[1].setCurrentIndex(2)
    start.show()
    _settle(app)
    start.adjustSize()
    _settle(app)
    _save(start, out / "play-start.png", app)
    start.close()

    window = _window(settings, app, [Seat(), Seat()])
    player = Player(SEED)
    # A stack opened: the Allies' first move, a stack of several counters picked up (its units ticked).
    play_until(window, player, lambda s: s.pending and s.pending["kind"] == "op_step"
               and s.pending.get("step") == "B" and s.current_player() == 0
               and any(isinstance(a, A.Move) for a in s.legal_actions()))
    legal = window.controller.legal_actions()
    origins = [window.state.loc[a.units[0]] for a in legal if isinstance(a, A.Move)]
    origin = max(origins, key=lambda h: (len(window.state.units_at(h)), h))
    window.select_zone(origin)
    _zoom_on(window, [origin])
    _settle(app)
    _save(window, out / "play-stack.png", app)
    window.select_zone(origin)  # a second click puts it down
    # A combat with its odds: the dialog on the first hex the Allies may attack.
    play_until(window, player, lambda s: s.pending and s.pending["kind"] == "op_step"
               and s.pending.get("step") == "C" and s.current_player() == 0
               and any(isinstance(a, A.Attack) for a in s.legal_actions()))
    attack = next(a for a in window.controller.legal_actions() if isinstance(a, A.Attack))
    _zoom_on(window, [attack.target, *attack.origins], lift=0.36)
    dialog = window.declare_attack(attack.target)
    _settle(app)
    _save(None, out / "play-combat.png", app)
    if dialog is not None:
        dialog.reject()
    # The end of the game and its victory dialog.
    play_until(window, player, lambda s: False, limit=20000)
    window.refresh()
    window.view.fit_board()
    _settle(app, 10)
    _save(None, out / "play-victory.png", app)
    if window.victory_dialog is not None:
        window.victory_dialog.close()
    window.controller.shutdown()
    window.close()

    # Two people at one screen: the hand-over page hides the board until the next player is there.
    settings.setValue("play/handover", True)
    window = _window(settings, app, [Seat(), Seat()])
    play_until(window, Player(SEED), lambda s: window.pages.currentIndex() == 1, limit=400)
    _settle(app)
    _save(window, out / "play-handover.png", app)
    window.controller.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
