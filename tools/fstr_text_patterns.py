"""Refresh the "verbatim" patterns of assets/translations/game_text/fstr.json from the FSTR data:

    .venv/bin/python tools/fstr_text_patterns.py

From Salerno to Rome's catalogue keeps unit ids ("A/26.Pz", "Art/1 Can"), formations ("26.Pz",
"XIII Corps") and counters' printed names ("Afkl") as printed, in every language: they are listed
from every scenario's counters. Run this after adding a counter or a formation to
maps/fstr/counters.json (tests/test_game_text.py fails on a name the patterns do not know).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "desktop"))

CATALOGUE = ROOT / "assets" / "translations" / "game_text" / "fstr.json"
# The patterns that do not come from the counters: results, sizes, naval markers, AP pools.
FIXED = [
    r"(?:[ADEGLR]\d?\*?)(?: [ADEGLR]\d?\*?)*",  # CRT and bombardment results: "A1 D1*", "E"
    r"[IVX]+|X",  # unit sizes
    r"Naval \d+",  # naval gunfire markers
    r"[IVX]+ (?:Army|AG|Corps)",  # AP pools and HQs
]


def alternation(words: set[str]) -> str:
    """One regex for any of `words`, longest first so "Art/1 Can" wins over "1 Can"."""
    return "(?:" + "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w))) + ")"


def patterns() -> list[str]:
    import sandtable.games.fstr  # noqa: F401  (registers the game)
    from sandtable.core.registry import get_game, table_for

    game = get_game("fstr")
    units: set[str] = set()
    forms: set[str] = set()
    names: set[str] = set()
    for info in table_for("fstr").scenarios():
        state = game.new_initial_state(game.load_scenario(info.id), game.default_options())
        counters = state.world.counters  # type: ignore[attr-defined]
        units |= set(counters.units)
        forms |= {f for f in counters.formations if not f.endswith("-independent")}
        names |= {u.name for u in counters.units.values()}
    unit, form = alternation(units), alternation(forms)
    return [rf"{unit}(?:, {unit})*", rf"{form}(?:, {form})*", alternation(names), *FIXED]


def main() -> int:
    data = json.loads(CATALOGUE.read_text(encoding="utf-8"))
    data["verbatim"] = patterns()
    CATALOGUE.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"{CATALOGUE.name}: {len(data['verbatim'])} verbatim patterns")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
