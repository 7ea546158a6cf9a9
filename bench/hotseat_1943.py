"""Hot-seat hand-overs in 1943-45 (#17): two people at one screen, every decision the greedy agent's,
counted per turn with the person's decisions and the battles fought.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/hotseat_1943.py [--seed 7] [--turns 3]
        [--no-auto-forced] [--routine]

A quiet turn (few battles) should need a handful of hand-overs: one per real choice in one's own
turn of play (initiative choice, reinforcements, conversion, each impulse), none for the other
player's reactions (answered at the same screen). Figures, not pass/fail.
"""

from __future__ import annotations

import argparse
import collections
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SANDTABLE_DATA_DIR", tempfile.mkdtemp(prefix="sandtable-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "desktop"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--turns", type=int, default=3)
    parser.add_argument("--no-auto-forced", action="store_true", help="ask even a decision with one choice")
    parser.add_argument("--routine", action="store_true", help="the computer answers routine reactions")
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from sandtable.ai.greedy import GreedyAgent
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.ui.play.controller import GameController, Seat

    app = QApplication.instance() or QApplication([])
    game = get_game("1943-45")
    session = GameSession(game, GameRecord(game.game_id, "default", {}, args.seed))
    extra = {"auto_routine": True} if args.routine else {}
    controller = GameController(session, [Seat(), Seat()], autosave=False, fast_combat=True,
                                handovers=True, auto_forced=not args.no_auto_forced, **extra)
    handovers: collections.Counter[int] = collections.Counter()
    decisions: collections.Counter[int] = collections.Counter()
    battles: collections.Counter[int] = collections.Counter()
    controller.handover.connect(lambda player: handovers.update([session.state.turn]))
    agent = GreedyAgent(seed=args.seed)
    controller.proceed()
    while not session.is_over() and session.state.turn <= args.turns:
        state = session.state
        if not controller.legal_actions():
            break
        action = agent.choose(state.clone())
        decisions[state.turn] += 1
        battles[state.turn] += action.kind in ("attack", "land")
        controller.submit(action)
    for turn in range(1, args.turns + 1):
        print(f"turn {turn}: {handovers[turn]} hand-overs, {decisions[turn]} decisions by people, "
              f"{battles[turn]} battles")
    app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
