"""Time and memory of refusing hostile files (issue #15: within 2 s and under 300 MB each).

    nice -n 19 .venv/bin/python bench/hostile.py            # the whole corpus, small and big
    nice -n 19 .venv/bin/python bench/hostile.py --near     # also boards just under the limits
    nice -n 19 .venv/bin/python bench/hostile.py --app      # opened in the app and the editor

Each file runs in a fresh Python process through its entry point (tools/make_hostile_corpus.py
`run_entry`: `sandtable validate`, `sandtable replay`, the 1943-45 scenario loader, and the
D-Day, Revised and FSTR loaders of tools/hostile_other_games.py; with --app, the app's Open,
the start screen's and the editor's, offscreen: tools/hostile_app.py). Printed per file:
seconds spent in the entry point (imports excluded), the process's peak resident memory, and the
message. Figures, not pass/fail: the machine's load changes them.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from make_hostile_corpus import (  # noqa: E402
    big_board_entries,
    big_save_entries,
    derived_entries,
    small_entries,
    write_entries,
)


def big_entries_lazily():  # type: ignore[no-untyped-def]
    yield from big_board_entries()
    yield from big_save_entries()

CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[3])
from make_hostile_corpus import run_entry
import sandtable.cli, sandtable.board, sandtable.core.saves, sandtable.games.g1943_45.scenario  # warm imports
import sandtable.games.aa_dday.scenario, sandtable.games.aa_revised, sandtable.games.fstr.data_files
import sandtable.games.fstr.world, hostile_other_games
from pathlib import Path
if sys.argv[4] == "app":  # the app's and the editor's Open (tools/hostile_app.py)
    from PySide6.QtWidgets import QApplication
    from hostile_app import run_app_entry
    qt = QApplication(["hostile"])
    run_app_entry("board", Path(sys.argv[3]) / "hostile_app.py")  # windows built before the clock
    start = time.perf_counter()
    refused, shown = run_app_entry(sys.argv[1], Path(sys.argv[2]))
    message = " | ".join(text.replace("\n", " ") for text in shown)
else:
    start = time.perf_counter()
    refused, message = run_entry(sys.argv[1], Path(sys.argv[2]))
seconds = time.perf_counter() - start
# VmHWM is this process image's peak (ru_maxrss would carry the parent's over exec).
peak_mb = int(open("/proc/self/status").read().split("VmHWM:")[1].split()[0]) / 1024
print(json.dumps({"refused": refused, "message": message, "seconds": seconds, "peak_mb": peak_mb}))
"""


def near_limit_entries() -> list[tuple[str, str, bytes]]:
    """Boards a hostile author can make that pass the reader's limits: how slow can they be?"""
    from sandtable.board.geojson_io import MAX_VERTICES, MAX_ZONES

    per_zone = MAX_VERTICES // MAX_ZONES - 5
    features = []
    for n in range(MAX_ZONES - 1):
        lon, lat = (n % 50) * 0.5, (n // 50) * 0.5
        # A jagged square: many vertices along its bottom edge.
        ring = [[lon + 0.4 * i / per_zone, lat + (0.001 if i % 2 else 0.0)] for i in range(per_zone)]
        ring += [[lon + 0.4, lat + 0.4], [lon, lat + 0.4], ring[0]]
        features.append({"type": "Feature", "properties": {"id": f"z{n}", "number": n + 1, "name": "",
                                                            "kind": "land"},
                         "geometry": {"type": "Polygon", "coordinates": [ring]}})
    many_zones = {"type": "FeatureCollection", "features": features}
    one = MAX_VERTICES - 10
    ring = [[10 * i / one, 0.01 * (i % 2)] for i in range(one)] + [[10, 5], [0, 5], [0, 0]]
    one_zone = {"type": "FeatureCollection", "features": [
        {"type": "Feature", "properties": {"id": "a", "number": 1, "name": "", "kind": "land"},
         "geometry": {"type": "Polygon", "coordinates": [ring]}}]}
    hexes = {"type": "FeatureCollection", "features": [], "sandtable": {"hex_grids": [
        {"id": "g", "size_km": 10, "origin": [0, 0], "bbox": [0, 0, 12.5, 12.5]}]}}
    return [("board", "near-limit-many-zones.geojson", json.dumps(many_zones).encode()),
            ("board", "near-limit-one-zone.geojson", json.dumps(one_zone).encode()),
            ("board", "near-limit-hex-grid.geojson", json.dumps(hexes).encode())]


def main() -> int:
    parser = argparse.ArgumentParser(description="time and memory of refusing hostile files")
    parser.add_argument("--near", action="store_true", help="also boards just under the limits")
    parser.add_argument("--only", default="", help="only entries whose name contains this")
    parser.add_argument("--big-only", action="store_true", help="only the big (and --near) entries")
    parser.add_argument("--app", action="store_true",
                        help="open each file in the app's main window, start screen and editor (offscreen)")
    args = parser.parse_args()
    entries = ([] if args.big_only else small_entries() + list(derived_entries())) + (
        near_limit_entries() if args.near else [])
    entries = [e for e in entries if args.only in e[1]]
    # The big ones are made one at a time, so this process stays small.
    big = (e for e in big_entries_lazily() if args.only in e[1])
    mode = "app" if args.app else "entry"
    if args.app:
        from hostile_app import APP_KINDS

        entries = [e for e in entries if e[0] in APP_KINDS]
    worst_s, worst_mb = 0.0, 0.0
    with tempfile.TemporaryDirectory() as folder:
        for entry in [*entries, *big]:
            [path] = write_entries([entry], Path(folder))
            command = [sys.executable, "-c", CHILD, entry[0], str(path), str(ROOT / "tools"), mode]
            done = subprocess.run(command,
                                  capture_output=True, text=True, timeout=600,
                                  env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
            path.unlink()
            if done.returncode != 0:
                print(f"{entry[1]:45} CRASHED: {done.stderr.strip().splitlines()[-1:]}")
                continue
            out = json.loads(done.stdout.strip().splitlines()[-1])
            worst_s, worst_mb = max(worst_s, out["seconds"]), max(worst_mb, out["peak_mb"])
            flag = "refused" if out["refused"] else "ACCEPTED"
            print(f"{entry[1]:45} {len(entry[2]) / 2**20:7.2f} MB file {out['seconds']:6.2f} s "
                  f"{out['peak_mb']:6.0f} MB peak  {flag}: {out['message'][:100]}", flush=True)
    print(f"files done; slowest {worst_s:.2f} s, largest peak {worst_mb:.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
