"""Screenshots of Revised at the table for the docs: `python -m sandtable.ui.games.aa_revised.shots OUTDIR`
(default docs/screenshots/aa-revised): the purchase window, a combat move with its lit destinations,
the landing spots of aircraft, a battle with its odds, the placement, the end of a short game.

Each picture is a reproducible game state: a fixed seed, the other powers' decisions by the seeded
random player, Germany's by the same window methods the mouse uses. The game's own windows (purchase,
battle) are drawn into the picture of the main window where they stand.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

from sandtable.ui.play.shot_tools import begin, settle

GAME = "aa-revised"
SEED = 1942


def _save(window: QWidget, path: Path, *dialogs: Any) -> None:
    """The window with the game's visible dialogs drawn over the left of the board."""
    picture = window.grab()
    painter = QPainter(picture)
    x = 12
    for dialog in dialogs:
        if dialog is None or not dialog.isVisible():
            continue
        dialog.adjustSize()
        shot = dialog.grab()
        painter.fillRect(x - 1, 39, shot.width() + 2, shot.height() + 2, QColor("#555555"))
        painter.drawPixmap(QPoint(x, 40), shot)
        x += shot.width() + 8
    painter.end()
    picture.save(str(path))
    print(path)


def play_until(window: Any, stop: Any, rng: random.Random, germany: Any = None, limit: int = 20000) -> None:
    """Play on until `stop(state)`: Germany by `germany(window)` when given (else at random), the
    other powers by the seeded random player; dice rolled by the window's controller."""
    from sandtable.games.aa_revised.selfplay import choose

    c = window.controller
    for _ in range(limit):
        state = c.session.state
        if c.session.is_over() or stop(state):
            return
        if c.waiting_roll:
            c.roll_now()
            continue
        if germany is not None and state.pending and state.pending.get("power") == "germany" \
                and germany(window):
            continue
        window.submit(choose(state, rng))
    raise AssertionError("the game did not reach the wanted state")


def _kind(state: Any) -> str:
    return str((state.pending or {}).get("kind", ""))


def _focus(window: Any, place: str, zoom: float = 2.2) -> None:
    window.view.fit_board()
    window.view.zoom_by(zoom)
    window.view.centre_on_scene(window.scene.label_item(window.pieces.zone_ids[place]).pos())


def main(argv: list[str] | None = None) -> int:
    app, out, settings = begin(argv, "docs/screenshots/aa-revised")
    import sandtable.games.aa_revised  # noqa: F401  (registers the game when it is not shipped)
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.core.table import Selection
    from sandtable.games.aa_revised import actions as A
    from sandtable.ui.play.controller import Seat
    from sandtable.ui.play.play_window import PlayWindow

    rng = random.Random(SEED)
    window = PlayWindow(settings)
    window.resize(1366, 768)  # the size players have (the offscreen screen is smaller)
    window.show()
    session = GameSession(get_game(GAME), GameRecord(GAME, "default", {"players": 5, "round_limit": 2}, SEED))
    window.start(session, [Seat() for _ in range(5)])
    settle(app)
    # 1. Germany's purchase: the purchase window with a purchase composed.
    play_until(window, lambda s: s.power == "germany" and _kind(s) == "purchase", rng)
    window.refresh()
    _focus(window, "germany", 1.6)
    dialog = window.revised_purchase
    for unit, n in (("infantry", 4), ("artillery", 1), ("tank", 2)):
        dialog.spins[unit].setValue(n)
    settle(app)
    _save(window, out / "play-purchase.png", dialog)
    dialog.buy()
    settle(app)
    # 2. A combat move: the stack of Germany picked up, its destinations lit (red: combats).
    window.refresh()
    _focus(window, "germany")
    window.select_zone("germany")
    settle(app)
    _save(window, out / "play-combat-move.png")
    window._clear_selection()
    window.toggle_overlay("supply-landing", True)  # View > Landing spots of aircraft
    settle(app)
    _save(window, out / "play-landing-spots.png")
    window.toggle_overlay("supply-landing", False)
    # The enemy territory most German stacks can reach: each stack is dropped on it.
    reach: dict[str, set[str]] = {}
    for a in window.controller.legal_actions():
        p = window.table.action_places(window.state, a)
        if p is not None and p.role == "attack" and p.target in window.state.ctx.land:
            reach.setdefault(str(p.target), set()).add(str(p.origin))
    target = max(sorted(reach), key=lambda k: len(reach[k]))
    for origin in sorted({u.at for u in window.state.units.values() if u.owner == "germany"}):
        pieces = [p for p in window.table.movable(window.state, origin) if not p.kind.endswith("aa_gun")]
        if not pieces:
            continue
        selection = Selection(origin, (), {p.kind: p.count for p in pieces})
        action = window.table.compose(window.state, window.controller.legal_actions(), selection, target)
        if action is not None and window.controller.why_illegal(action) is None:
            window.submit(action)
    # The dice wait for a click from here (the picture shows the attacker's fallen, the Roll button).
    window.controller.fast_combat = False
    window.submit(A.Done())
    settle(app)
    # 3. A battle with its odds: Germany's first battle at its first decision.

    def in_battle(s: Any) -> bool:
        if s.battle is None or s.battle["space"] != target or s.power != "germany":
            return False
        return _kind(s) in ("casualty", "press") or "defence in" in s.chance_label()

    play_until(window, in_battle, rng)
    window.refresh()
    _focus(window, window.state.battle["space"])
    settle(app)
    _save(window, out / "play-battle.png", window.revised_battle)
    window.controller.fast_combat = True
    # 4. Placement: the mobilization zone picked up, the factories lit.
    play_until(window, lambda s: s.power == "germany" and _kind(s) == "mobilize", rng)
    window.refresh()
    _focus(window, "germany", 1.6)
    window.select_zone("mobilization")
    settle(app)
    _save(window, out / "play-placement.png")
    window._clear_selection()
    # 5. The end of the game (round limit 2: the side with more victory cities wins).
    play_until(window, lambda s: False, rng)
    window.refresh()
    window.view.fit_board()
    settle(app, 10)
    _save(window, out / "play-end.png", window.victory_dialog)
    if window.victory_dialog is not None:
        window.victory_dialog.close()
    window.controller.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
