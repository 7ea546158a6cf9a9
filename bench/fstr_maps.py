"""Benchmark: how long the biggest From Salerno to Rome map takes to load (issue 23: <= 1 s).

Times, median of N runs each (figures, not pass/fail):
  read      load_hexmap: JSON -> HexMap (grid, 1,705 hexes, hexside features, exits)
  checked   terrain.load_map: the same plus FSTR's validation of every hex and hexside
  topology  the land and road graphs the rules query (networkx)
  board     hexmap_to_board: one shapely hex zone per hex, plus the adjacency graph (for the table)
and the sizes of both maps.

    .venv/bin/python bench/fstr_maps.py [--runs N]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "desktop"))

from timing import median_ms  # noqa: E402

from sandtable.board.hexmap import load_hexmap  # noqa: E402
from sandtable.board.hexmap_board import hexmap_to_board  # noqa: E402
from sandtable.games.fstr.terrain import Topology, load_map  # noqa: E402

MAPS = ROOT / "maps" / "fstr"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    sizes = {m: (MAPS / f"{m}.json").stat().st_size for m in ("map1", "map2")}
    biggest = max(sizes, key=lambda m: (sizes[m], m))
    for m, size in sorted(sizes.items()):
        hm = load_hexmap(MAPS / f"{m}.json")
        print(f"{m}: {size:,} bytes, {len(hm.hexes)} hexes, {len(hm.hexsides)} hexside features, "
              f"{len(hm.exits)} exits")
    print(f"biggest map: {biggest} (median of {args.runs} runs)")

    def topology() -> None:
        topo = Topology(load_map(biggest, MAPS))
        _ = topo.land_graph, topo.road_graph

    def board() -> None:
        hexmap_to_board(load_hexmap(MAPS / f"{biggest}.json")).graph  # noqa: B018

    print(f"  read      {median_ms(lambda: load_hexmap(MAPS / f'{biggest}.json'), args.runs):8.1f} ms")
    print(f"  checked   {median_ms(lambda: load_map(biggest, MAPS), args.runs):8.1f} ms")
    print(f"  topology  {median_ms(topology, args.runs):8.1f} ms  (checked load included)")
    print(f"  board     {median_ms(board, args.runs):8.1f} ms  (read included)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
