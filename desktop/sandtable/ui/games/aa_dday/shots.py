"""Screenshots of D-Day at the table for the docs: `python -m sandtable.ui.games.aa_dday.shots OUTDIR`.

Run under a real X server at the size players have (xvfb-run -a -s "-screen 0 1366x768x24") so fonts
and window decorations are those of a desktop. Each picture is a reproducible game state: fixed seeds,
decisions taken through the same window methods the mouse uses. `--modifier` takes only
battle-dialog-modifier.png: the battle board with tactics card 10 (Combined Assault) in force.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from sandtable.ui.play.shot_tools import begin, save, settle

GAME = "aa-dday"


def play_until(window: Any, stop: Any, limit: int = 6000) -> None:
    """Play on until `stop(state)`: every decision by the greedy computer player (both sides), so the
    pictures show a game in progress; dice rolled by the window's controller (the log and the battle
    board see them fall)."""
    from sandtable.ai.levels import make_agent

    c = window.controller
    agents = getattr(window, "_shots_agents", None)
    if agents is None:
        agents = window._shots_agents = [make_agent("greedy", f"1944:{i}", GAME) for i in range(3)]
    for _ in range(limit):
        state = c.session.state
        if stop(state) or c.session.is_over():
            return
        if c.waiting_roll:
            c.roll_now()
            continue
        window.submit(agents[state.current_player()].choose(state))
    raise AssertionError("the game did not reach the wanted state")


def _card(state: Any) -> int:
    card = state.current_card()
    return int(card["n"]) if card and card["deck"] == "order" else 0


def combined_assault_state() -> Any:
    """A battle in Caen on order card 11 with tactics card 10 (Combined Assault) played: three British
    infantry and a gun against two German infantry and a tank (the board otherwise empty)."""
    from sandtable.core.registry import get_game
    from sandtable.games.aa_dday import actions as A
    from sandtable.games.aa_dday import advanced
    from sandtable.games.aa_dday.engine import advance

    game = get_game(GAME)
    s = game.new_initial_state(game.load_scenario("default"), {"tactics_deck": True})
    for place in s.units.values():
        place.clear()
    s.units["caen"].update({"uk:infantry": 3, "uk:artillery": 1, "germany:infantry": 2, "germany:tank": 1})
    s.tasks, s.pending, s.moved, s.origins, s.effects = [], None, {}, [], {}
    s.pos = s.deck.index(("tactics", 10))
    s.played = [f"{d}-{k}" for d, k in s.deck[: s.pos]]
    advanced.start_tactics(s, 10)
    advance(s)
    s.apply(A.UseTactic(True))
    return s


def modifier_dialog(app: Any, settings: Any, out: Path) -> None:
    """battle-dialog-modifier.png: the battle board with Combined Assault in force, its odds counting it."""
    from sandtable.ui.games.aa_dday.battle_dialog import BattleBoardDialog
    from sandtable.ui.play.play_window import PlayWindow

    window = PlayWindow(settings)
    dialog = BattleBoardDialog(window)
    dialog.follow(combined_assault_state())
    dialog.show()
    settle(app)
    dialog.adjustSize()
    settle(app)
    save(dialog, out / "battle-dialog-modifier.png")
    dialog.close()
    window.close()


def main(argv: list[str] | None = None) -> int:
    app, out, settings = begin(argv, "docs/screenshots/aa-dday")
    if "--modifier" in (sys.argv[1:] if argv is None else argv):
        modifier_dialog(app, settings, out)
        return 0
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.ui.play.controller import Seat
    from sandtable.ui.play.play_window import PlayWindow
    from sandtable.ui.play.start_screen import StartScreen

    screen_size = app.primaryScreen().availableGeometry()

    start = StartScreen(settings)
    start.game_combo.setCurrentIndex(start.game_combo.findData(GAME))
    start.seed_spin.setValue(1944)
    start.seat_combos[0].setCurrentIndex(2)
    start.show()
    settle(app)
    start.adjustSize()
    settle(app)
    save(start, out / "start-screen.png")
    start.close()

    window = PlayWindow(settings)
    window.setGeometry(screen_size)
    window.showMaximized()
    session = GameSession(get_game(GAME), GameRecord(GAME, "default", {}, 1944))
    window.start(session, [Seat(), Seat(), Seat()])
    settle(app)
    window.view.fit_board()
    settle(app)
    save(window, out / "turn1-start.png")
    # Turn 1, cards 1-10: each card where play first rests on it (a decision or a die), the Cards tab
    # showing its face. A card the controller plays through without a stop (the airborne assault's
    # dice and forced casualties, bombers landing) has no picture of its own; every face is in
    # card-faces.png (card_shots.py).
    window.tabs.setCurrentWidget(window.dday_cards)
    for card in range(1, 11):
        play_until(window, lambda s, n=card: s.turn > 1 or _card(s) >= n)
        if window.state.turn > 1 or _card(window.state) > 10:
            break
        window.refresh()
        window.tabs.setCurrentWidget(window.dday_cards)
        settle(app)
        save(window, out / f"turn1-card{_card(window.state):02d}.png")
    play_until(window, lambda s: s.battle is not None and s.pending and s.pending["kind"] == "casualty")
    window.refresh()
    settle(app)
    save(window, out / "battle.png")
    board = getattr(window, "dday_battle_board", None)
    if board is not None:
        board.adjustSize()
        settle(app)
        save(board, out / "battle-dialog.png")
    play_until(window, lambda s: _card(s) >= 14 and s.current_player() >= 0)
    window.refresh()
    window.tabs.setCurrentWidget(window.log_panel)
    settle(app)
    save(window, out / "reinforcements-charts-log.png")
    play_until(window, lambda s: False, limit=40000)
    window.refresh()
    settle(app, 10)
    save(window, out / "victory.png")
    if window.victory_dialog is not None:
        save(window.victory_dialog, out / "victory-dialog.png")
        window.victory_dialog.close()
    window.controller.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
