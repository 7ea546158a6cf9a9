"""Write maps/aa-revised/scenario.json: the book's data, the reference set-up, and our defaults.

    .venv/bin/python tools/aa_revised_scenario.py            # write
    .venv/bin/python tools/aa_revised_scenario.py --check    # exit 1 if the committed file differs

The scenario file is the editable data: a player who owns the box can change any value in it
without touching code. This script only assembles it once from two sources so that the 205
starting units are copied by a program, not by hand: tools/aa_revised_reference.json (the
fixture's facts) and the tables below (the rulebook, seed 004). Every block says where its
values come from: "fact" (the rulebook text, with line numbers), "reference" (TripleA's test
fixture) or "reconstruction" (our default where both are silent).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
REFERENCE = TOOLS / "aa_revised_reference.json"
OUT = ROOT / "maps" / "aa-revised" / "scenario.json"
sys.path.insert(0, str(ROOT / "desktop"))

from sandtable.games.aa_revised.options import NA_NAMES  # noqa: E402

POWERS = [  # turn order, seed 004 L742-749; sides L221-228; starting IPCs L511-522; colours L552-564
    {
        "id": "ussr",
        "name": "Soviet Union",
        "ref": "Russians",
        "side": "allies",
        "ipcs": 24,
        "colour": "#c8695a",
    },
    {"id": "germany", "name": "Germany", "ref": "Germans", "side": "axis", "ipcs": 40, "colour": "#9a9a94"},
    {
        "id": "uk",
        "name": "United Kingdom",
        "ref": "British",
        "side": "allies",
        "ipcs": 30,
        "colour": "#d8c39a",
    },
    {"id": "japan", "name": "Japan", "ref": "Japanese", "side": "axis", "ipcs": 30, "colour": "#e8a04c"},
    {
        "id": "usa",
        "name": "United States",
        "ref": "Americans",
        "side": "allies",
        "ipcs": 42,
        "colour": "#8fae6a",
    },
]
UNIT_IDS = {
    "infantry": "infantry",
    "artillery": "artillery",
    "armour": "tank",
    "aaGun": "aa_gun",
    "factory": "industrial_complex",
    "fighter": "fighter",
    "bomber": "bomber",
    "battleship": "battleship",
    "destroyer": "destroyer",
    "carrier": "carrier",
    "transport": "transport",
    "submarine": "submarine",
}
UNITS = [  # cost, attack, defence, move: seed 004 L948-980 and Appendix 1 (spec section 5)
    ("infantry", "Infantry", "land", 3, 1, 2, 1, "L2544-2568, L948-951"),
    ("artillery", "Artillery", "land", 4, 2, 2, 1, "L2569-2586, L954-956"),
    ("tank", "Tank", "land", 5, 3, 3, 2, "L2589-2609, L951-953"),
    ("aa_gun", "Antiaircraft gun", "land", 5, 0, 1, 1, "L2610-2637, L956-957"),
    ("industrial_complex", "Industrial complex", "land", 15, 0, 0, 0, "L2652-2675, L958-962"),
    ("fighter", "Fighter", "air", 10, 3, 4, 4, "L2700-2752, L963-965"),
    ("bomber", "Bomber", "air", 15, 4, 1, 6, "L2767-2796, L965-968"),
    ("battleship", "Battleship", "sea", 24, 4, 4, 2, "L2811-2834, L969-971"),
    ("destroyer", "Destroyer", "sea", 12, 3, 3, 2, "L2835-2860, L971-973"),
    ("carrier", "Aircraft carrier", "sea", 16, 1, 3, 2, "L2873-2902, L976-978"),
    ("transport", "Transport", "sea", 8, 0, 1, 2, "L2903-3019, L978-980"),
    ("submarine", "Submarine", "sea", 8, 2, 2, 2, "L3027-3057, L973-976"),
]
DEVELOPMENTS = [  # die, id, name: seed 004 L838-884 (spec section 7.1)
    (1, "jet_fighters", "Jet Fighters"),
    (2, "rockets", "Rockets"),
    (3, "super_submarines", "Super Submarines"),
    (4, "long_range_aircraft", "Long-Range Aircraft"),
    (5, "combined_bombardment", "Combined Bombardment"),
    (6, "heavy_bombers", "Heavy Bombers"),
]
# the national advantages, die 1-6 per power (seed 004 L3174-3241, spec section 7.2): the engine's
# table, `sandtable.games.aa_revised.options.NA_NAMES`, which also checks the option "advantages"
ADVANTAGES = NA_NAMES
OPTIONS = [  # spec section 13: the book's reading is the default
    ("victory_cities", [8, 10, 12], 8, "fact", "L285-294; chosen at the start, 8 is the short game"),
    ("national_advantages", [0, 1, 2, 3, 4, 5, 6], 0, "fact", "Appendix 3, optional; count per power"),
    (
        "national_advantage_selection",
        ["choose", "random"],
        "choose",
        "fact",
        "L3170-3173; duplicates re-rolled",
    ),
    ("individual_winner", [False, True], False, "fact", "L2479-2501, optional"),
    ("aa_overflight", ["book", "always", "attacked_territory_only"], "book", "reconstruction", "spec C2"),
    (
        "aa_casualties",
        ["owner_chooses", "per_aircraft_dice", "random"],
        "owner_chooses",
        "reconstruction",
        "spec C3",
    ),
    ("rockets", ["errata", "printed"], "errata", "reconstruction", "spec C4, publisher FAQ"),
    ("sbr_cap", ["per_bomber", "per_territory_per_turn"], "per_bomber", "reconstruction", "spec C29"),
    ("heavy_bombers", ["book", "lhtr"], "book", "reconstruction", "spec C30"),
    ("super_subs", ["book", "lhtr"], "book", "reconstruction", "spec C28"),
    ("tech_timing", ["immediate", "end_of_turn"], "immediate", "reconstruction", "spec C31"),
    ("carrier_production", ["book", "lhtr"], "book", "reconstruction", "spec C32"),
    ("new_carrier_rescues_fighter", [False, True], False, "reconstruction", "spec C20"),
    (
        "allied_ic_when_capital_lost",
        ["liberated_only", "any_allied_ic"],
        "liberated_only",
        "reconstruction",
        "spec C14",
    ),
    ("strict_exile", [False, True], False, "reconstruction", "spec C11"),
    ("bid", [False, True], False, "reconstruction", "house rule, not in the book"),
    ("low_luck", [False, True], False, "reconstruction", "house rule (TripleA), not in the book"),
    ("tech_development", [True, False], True, "reconstruction", "house rule switch; the book always has it"),
]


def zone_id(ref: str) -> str:
    if ref.endswith(" Sea Zone"):
        return f"sz{int(ref.split()[0]):02d}"
    return "".join(ch if ch.isalnum() else "_" for ch in ref.lower()).strip("_").replace("__", "_")


def build(ref: dict) -> dict:
    power_of = {p["ref"]: p["id"] for p in POWERS}
    setup: dict[str, dict[str, dict[str, int]]] = {}
    for row in ref["units"]:
        place = setup.setdefault(zone_id(row["territory"]), {})
        units = place.setdefault(power_of[row["owner"]], {})
        kind = UNIT_IDS[row["unit"]]
        units[kind] = units.get(kind, 0) + row["quantity"]
    return {
        "format": "sandtable-scenario",
        "schema": 1,
        "game": "aa-revised",
        "name": "Spring 1942 (the box's set-up)",
        "board": "board.geojson",
        "sources": {
            "fact": "the Italian rulebook, seed 004 (lines cited as L...)",
            "reference": "TripleA test fixture revised_test.xml (tools/aa_revised_reference.json), facts",
            "reconstruction": "our default where both are silent; see docs/rules/aa-revised.md",
        },
        "powers": {
            "source": "fact",
            "refs": "L221-228, L511-522, L552-564, L742-749",
            "order": [{k: v for k, v in p.items() if k != "ref"} for p in POWERS],
        },
        "capitals": {
            "source": "fact",
            "refs": "L1782-1783",
            "by_power": {
                "ussr": "russia",
                "germany": "germany",
                "uk": "united_kingdom",
                "japan": "japan",
                "usa": "eastern_united_states",
            },
        },
        "victory": {
            "source": "fact",
            "refs": "L261-294, L1803-1809, L2510-2526",
            "thresholds": {"minor": 8, "major": 10, "total": 12},
            "checked": "end_of_round",
        },
        "units": {
            "source": "fact",
            "refs": "L948-980, Appendix 1",
            "types": [
                {"id": u, "name": n, "domain": d, "cost": c, "attack": a, "defence": df, "move": m, "refs": r}
                for u, n, d, c, a, df, m, r in UNITS
            ],
            "transport": {
                "capacity": 5,
                "infantry": 2,
                "other": 3,
                "refs": "L2903-3019 (one land unit of any type + one infantry)",
            },
            "carrier_fighters": 2,
        },
        "research": {
            "source": "fact",
            "refs": "L775-837, L838-884",
            "die_cost": 5,
            "developments": [{"die": d, "id": i, "name": n} for d, i, n in DEVELOPMENTS],
        },
        "national_advantages": {
            "source": "fact",
            "refs": "L3174-3462; UK die 4 is Mideast Oil (spec C15)",
            "table": [
                {"power": p, "die": n + 1, "name": name}
                for p in ("ussr", "germany", "uk", "japan", "usa")
                for n, name in enumerate(ADVANTAGES[p])
            ],
        },
        "canals": {
            "source": "fact",
            "refs": "L704-741 (a side controls a canal when it holds every land)",
            "list": [
                {
                    "name": c["name"],
                    "sea_zones": [zone_id(z) for z in c["sea_zones"]],
                    "land": [zone_id(t) for t in c["land"]],
                }
                for c in ref["canals"]
            ],
        },
        "options": [
            {"id": i, "choices": ch, "default": d, "source": s, "note": note} for i, ch, d, s, note in OPTIONS
        ],
        "setup": {
            "source": "reference",
            "refs": "fixture unitPlacement (205 units); spec section 9.3",
            "units": {k: setup[k] for k in sorted(setup)},
        },
    }


def dumps(data: dict) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    text = dumps(build(json.loads(REFERENCE.read_text(encoding="utf-8"))))
    if args.check:
        ok = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print(f"{OUT.relative_to(ROOT)} {'is up to date' if ok else 'differs'}")
        return 0 if ok else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
