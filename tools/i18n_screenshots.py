"""Screenshots of the play window in a language, for checking translations by eye:

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/i18n_screenshots.py fr /tmp/shots [--steps 120]

A seeded hot-seat game (`--game`, default 1943-45) is played `--steps` random decisions and rolls
in, so the log, the decision list, the board's zone names and the dice are all on screen; writes
play-<game>-<lang>[-tab<N>].png.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from sandtable.core.protocol import CHANCE  # noqa: E402
from sandtable.core.record import GameRecord  # noqa: E402
from sandtable.core.registry import get_game  # noqa: E402
from sandtable.core.session import GameSession  # noqa: E402
from sandtable.ui import i18n  # noqa: E402


def _first_scenario(game_id: str) -> str:
    """The scenario the start screen offers first (FSTR has no "default")."""
    from sandtable.core.registry import table_for

    infos = table_for(game_id).scenarios()
    chosen = [i.id for i in infos if getattr(i, "default", False)] or [i.id for i in infos] or ["default"]
    return str(chosen[0])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lang")
    parser.add_argument("out", type=Path)
    parser.add_argument("--steps", type=int, default=120)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--game", default="1943-45", help="a game id (1943-45, aa-dday, aa-revised, fstr)")
    parser.add_argument("--scenario", default="", help="a scenario id (default: the game's first)")
    parser.add_argument("--tab", type=int, default=-1, help="show this tab of the side panel (0: decisions)")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    shown = i18n.install_translators(app, language=args.lang)
    from sandtable.ui.play.controller import Seat
    from sandtable.ui.play.play_window import PlayWindow

    game = get_game(args.game)
    scenario = args.scenario or _first_scenario(args.game)
    session = GameSession(game, GameRecord(args.game, scenario, {}, args.seed))
    rng = random.Random(args.seed)
    for _ in range(args.steps):
        if session.is_over():
            break
        if session.current_player() == CHANCE:
            session.roll()
        else:
            session.decide(rng.choice(session.state.legal_actions()))
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("play/handover", False)
    window = PlayWindow(settings)
    window.resize(1366, 768)
    window.show()
    window.start(session, [Seat(), Seat()])
    if args.tab >= 0:
        from PySide6.QtWidgets import QTabWidget

        for tabs in window.findChildren(QTabWidget):
            if args.tab < tabs.count():
                tabs.setCurrentIndex(args.tab)
    for _ in range(20):
        app.processEvents()
    args.out.mkdir(parents=True, exist_ok=True)
    suffix = f"-tab{args.tab}" if args.tab >= 0 else ""
    path = args.out / f"play-{args.game}-{args.lang}{suffix}.png"
    window.grab().save(str(path))
    print(f"{path} ({shown})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
