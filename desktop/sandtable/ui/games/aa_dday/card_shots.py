"""Screenshots of D-Day's cards and charts for the docs:
`python -m sandtable.ui.games.aa_dday.card_shots OUTDIR` (default docs/screenshots/aa-dday).

- card-faces.png: the 16 order cards in deck order, then a fate card and two tactics cards (one whose
  effect is a reconstruction), as the Cards tab draws them;
- tactics-faces.png and tactics-faces-it.png: the 16 tactics cards with their effects, in English
  and in Italian (`python -m sandtable.ui.games.aa_dday.card_shots OUTDIR --tactics` makes only these);
- tactics-offered.png, tactics-played.png (`--in-play`): the window when tactics card 15 (German
  Convoy) is offered and once it is played, and tactics-pick-zone.png: card 12 (French Resistance)
  played, its zones lit (greedy games, seed 1944, tactics deck);
- cards-tab.png and reinforcement-charts.png: the window on turn 1, card 14 (a greedy-v-greedy game,
  seed 1944), the Cards tab at its top (the card in play) and scrolled to the three charts.

Run it under xvfb at 1366x768 (xvfb-run -a -s "-screen 0 1366x768x24") or offscreen.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGridLayout, QWidget

from sandtable.ui.play.shot_tools import begin, save, settle

GAME = "aa-dday"


def play_to(window: Any, card: int) -> None:
    """Greedy decisions on both sides, dice by the window's controller, up to order card `card`."""
    from sandtable.ai.levels import make_agent

    c = window.controller
    agents = [make_agent("greedy", f"1944:{i}", GAME) for i in range(3)]
    for _ in range(6000):
        state = c.session.state
        now = state.current_card()
        if now and now["deck"] == "order" and now["n"] >= card and state.current_player() >= 0:
            return
        if c.waiting_roll:
            c.roll_now()
            continue
        window.submit(agents[state.current_player()].choose(state))
    raise AssertionError(f"card {card} was not reached")


def card_sheet(window: Any, out: Path, app: QApplication) -> None:
    from sandtable.games.aa_dday import table_cards
    from sandtable.ui.games.aa_dday.cards_panel import SEAT_OF_SIDE, CardFaceView

    state = window.state
    sheet = QWidget()
    sheet.setObjectName("sheet")
    sheet.setStyleSheet("QWidget#sheet { background: #e9e4d6; }")
    grid = QGridLayout(sheet)
    faces = [table_cards.order_face(n) for n in range(1, 17)]
    faces += [table_cards.fate_face(state, 2), table_cards.tactics_face(state, 2),
              table_cards.tactics_face(state, 4)]
    for i, face in enumerate(faces):
        view = CardFaceView(sheet)
        view.show_face(face, window.palette_.colour(SEAT_OF_SIDE.get(face.side, 1)))
        # Wrapped labels need their height for the card's width, which a grid cell does not ask.
        view.setFixedSize(250, view.layout().totalHeightForWidth(250))
        grid.addWidget(view, i // 5, i % 5, alignment=Qt.AlignmentFlag.AlignTop)
    sheet.show()
    settle(app)
    sheet.adjustSize()
    settle(app)
    save(sheet, out / "card-faces.png")
    sheet.close()


def tactics_sheet(out: Path, app: QApplication, language: str = "en") -> None:
    """The 16 tactics cards as the Cards tab draws them, in `language`."""
    from sandtable.core.registry import get_game, table_for
    from sandtable.games.aa_dday import table_cards
    from sandtable.ui.games.aa_dday.cards_panel import SEAT_OF_SIDE, CardFaceView
    from sandtable.ui.i18n import install_translators, shown_language

    # The sheet in `language`, then the run's own language back: taking the translators off left the
    # rest of a French run's pictures half English (the engine's words and the windows' texts).
    before = shown_language()
    if language != before:
        install_translators(app, None, language)
    game = get_game(GAME)
    state = game.new_initial_state(game.load_scenario("default"), {"tactics_deck": True})
    sides = table_for(GAME).sides()
    sheet = QWidget()
    sheet.setObjectName("sheet")
    sheet.setStyleSheet("QWidget#sheet { background: #e9e4d6; }")
    grid = QGridLayout(sheet)
    for i in range(16):
        face = table_cards.tactics_face(state, i + 1)
        view = CardFaceView(sheet)
        view.show_face(face, QColor(sides[SEAT_OF_SIDE.get(face.side, 1)].colour))
        view.setFixedSize(300, view.layout().totalHeightForWidth(300))
        grid.addWidget(view, i // 4, i % 4, alignment=Qt.AlignmentFlag.AlignTop)
    sheet.show()
    settle(app)
    sheet.adjustSize()
    settle(app)
    save(sheet, out / ("tactics-faces.png" if language == "en" else f"tactics-faces-{language}.png"))
    sheet.close()
    if language != before:
        install_translators(app, None, before)


def tactic_in_play(app: QApplication, settings: Any, out: Path, n: int, names: tuple[str, str]) -> None:
    """A greedy game with the tactics deck up to tactics card n offered: the window then, and after
    the card is played (its first decision)."""
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.games.aa_dday import actions as A
    from sandtable.ui.games.aa_dday.shots import play_until
    from sandtable.ui.play.controller import Seat
    from sandtable.ui.play.play_window import PlayWindow

    window = PlayWindow(settings)
    window.setGeometry(app.primaryScreen().availableGeometry())
    window.showMaximized()
    window.start(GameSession(get_game(GAME), GameRecord(GAME, "default", {"tactics_deck": True}, 1944)),
                 [Seat(), Seat(), Seat()])
    settle(app)
    window.view.fit_board()
    play_until(window, lambda s: bool(s.pending) and s.pending.get("kind") == "tactic"
               and s.pending.get("n") == n)
    window.refresh()
    window.tabs.setCurrentWidget(window.dday_cards)
    settle(app)
    if names[0]:
        save(window, out / names[0])
    window.submit(A.UseTactic(True))
    settle(app)
    window.refresh()
    settle(app)
    save(window, out / names[1])
    window.controller.shutdown()
    window.close()


def main(argv: list[str] | None = None) -> int:
    app, out, settings = begin(argv, "docs/screenshots/aa-dday")
    args = sys.argv[1:] if argv is None else argv
    tactics_sheet(out, app)
    tactics_sheet(out, app, "it")
    if "--in-play" in args:
        tactic_in_play(app, settings, out, 15, ("tactics-offered.png", "tactics-played.png"))
        tactic_in_play(app, settings, out, 12, ("", "tactics-pick-zone.png"))
    if "--tactics" in args or "--in-play" in args:
        return 0
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.ui.play.controller import Seat
    from sandtable.ui.play.play_window import PlayWindow

    window = PlayWindow(settings)
    window.setGeometry(app.primaryScreen().availableGeometry())
    window.showMaximized()
    window.start(GameSession(get_game(GAME), GameRecord(GAME, "default", {"fate_deck": True,
                                                                          "tactics_deck": True}, 1944)),
                 [Seat(), Seat(), Seat()])
    settle(app)
    window.view.fit_board()
    play_to(window, 14)
    window.refresh()
    window.tabs.setCurrentWidget(window.dday_cards)
    settle(app)
    save(window, out / "cards-tab.png")
    bar = window.dday_cards.verticalScrollBar()
    bar.setValue(bar.maximum())  # the charts, below the card in play
    settle(app)
    save(window, out / "reinforcement-charts.png")
    card_sheet(window, out, app)
    window.controller.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
