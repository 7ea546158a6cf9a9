"""Extract the public facts of Axis & Allies Revised from TripleA's test fixture into JSON.

    .venv/bin/python tools/aa_revised_reference.py ../shared/reference/aa_revised_triplea_test.xml

writes tools/aa_revised_reference.json: the 143 spaces (kind, production, starting owner,
capital, victory city, impassable), the 349 connections, the canals, the players in turn order
and the starting unit placements. Only facts (names and numbers) are taken; the fixture's
spellings are kept here, as its ids; the board and scenario map them to the book's names.
"""

from __future__ import annotations

import json
import sys
import xml.dom.minidom
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "aa_revised_reference.json"


def _options(node: Any) -> dict[str, str]:
    return {o.getAttribute("name"): o.getAttribute("value") for o in node.getElementsByTagName("option")}


def _sort_key(name: str) -> tuple[int, int, str]:
    if name.endswith(" Sea Zone"):
        return (1, int(name.split()[0]), name)
    return (0, 0, name)


def extract(path: Path) -> dict[str, Any]:
    doc = xml.dom.minidom.parse(str(path))
    names = [t.getAttribute("name") for t in doc.getElementsByTagName("territory")]
    spaces: dict[str, dict[str, Any]] = {
        n: {"kind": "sea" if n.endswith(" Sea Zone") else "land"} for n in names
    }
    canals = []
    for a in doc.getElementsByTagName("attachment"):
        opts = _options(a)
        target = a.getAttribute("attachTo")
        if a.getAttribute("name") == "territoryAttachment":
            s = spaces[target]
            s["production"] = int(opts.get("production", "0"))
            if "capital" in opts:
                s["capital"] = opts["capital"]
            if opts.get("victoryCity", "0") not in ("0", "false"):
                s["victory_city"] = True
            if opts.get("isImpassable") == "true":
                s["impassable"] = True
        elif a.getAttribute("name").startswith("canalAttachment"):
            canals.append(
                {
                    "name": opts["canalName"],
                    "sea_zone": target,
                    "land": sorted(opts["landTerritories"].split(":")),
                }
            )
    for o in doc.getElementsByTagName("territoryOwner"):
        spaces[o.getAttribute("territory")]["owner"] = o.getAttribute("owner")
    pairs = sorted(
        {
            tuple(sorted((c.getAttribute("t1"), c.getAttribute("t2")), key=_sort_key))
            for c in doc.getElementsByTagName("connection")
        },
        key=lambda p: (_sort_key(p[0]), _sort_key(p[1])),
    )
    players = [p.getAttribute("name") for p in doc.getElementsByTagName("player")]
    alliances = {
        p.getAttribute("player"): p.getAttribute("alliance") for p in doc.getElementsByTagName("alliance")
    }
    resources = {
        r.getAttribute("player"): int(r.getAttribute("quantity"))
        for r in doc.getElementsByTagName("resourceGiven")
    }
    units = [
        {
            "territory": u.getAttribute("territory"),
            "owner": u.getAttribute("owner"),
            "unit": u.getAttribute("unitType"),
            "quantity": int(u.getAttribute("quantity")),
        }
        for u in doc.getElementsByTagName("unitPlacement")
    ]
    by_canal: dict[str, dict[str, Any]] = {}
    for c in canals:
        entry = by_canal.setdefault(c["name"], {"name": c["name"], "sea_zones": [], "land": c["land"]})
        entry["sea_zones"].append(c["sea_zone"])
    return {
        "source": "triplea-game/triplea game-app/game-core/src/testFixtures/resources/revised_test.xml "
        "(blob 3851bb0a); facts only",
        "players": [
            {"name": p, "alliance": alliances.get(p, ""), "pus": resources.get(p, 0)} for p in players
        ],
        "spaces": {n: spaces[n] for n in sorted(spaces, key=_sort_key)},
        "connections": [list(p) for p in pairs],
        "canals": [
            dict(v, sea_zones=sorted(v["sea_zones"], key=_sort_key)) for _, v in sorted(by_canal.items())
        ],
        "units": units,
    }


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    data = extract(Path(argv[0]))
    OUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(
        f"wrote {OUT.name}: {len(data['spaces'])} spaces, {len(data['connections'])} connections, "
        f"{sum(u['quantity'] for u in data['units'])} units"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
