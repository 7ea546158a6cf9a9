"""`sandtable smoke`: a headless end-to-end check used on frozen builds.

Loads the shipped 1943-1945 board and scenario, plays a few hundred random decisions through
the same session the GUI uses, opens the main window offscreen, and exits 0 only if all worked.
"""

from __future__ import annotations

import os
import random
import sys
import time


def run_smoke(game_id: str = "1943-45", decisions: int = 300, seed: int = 1, gui: bool = True) -> int:
    from sandtable.board import load_board, validate_board
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.resources import shipped_board

    started = time.perf_counter()
    path = shipped_board(game_id)
    if path is None:
        print(f"smoke: no shipped board for {game_id}", file=sys.stderr)
        return 1
    board = load_board(path)
    errors = [p for p in validate_board(board) if p.severity == "error"]
    if errors:
        print(f"smoke: the shipped board is invalid: {errors[0].message}", file=sys.stderr)
        return 1
    game = get_game(game_id)
    session = GameSession(game, GameRecord(game_id, "default", {}, seed))
    rng = random.Random(seed)
    played = 0
    while played < decisions and not session.is_over():
        if session.current_player() < 0:
            session.roll()
        else:
            session.decide(rng.choice(session.state.legal_actions()))
        played += 1
    print(f"smoke: board {len(board.zones)} zones; {played} steps of {game_id} played; "
          f"state {session.state.state_hash()}")
    if gui:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QApplication

        from sandtable.ui.main_window import MainWindow

        app = QApplication.instance() or QApplication([])
        window = MainWindow()
        window.show()
        app.processEvents()
        window.close()
        print(f"smoke: main window opened on platform {app.platformName()}")
    print(f"smoke: ok in {time.perf_counter() - started:.2f} s")
    return 0
