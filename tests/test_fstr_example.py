"""The rulebook's example of play (seed 003 lines 1442-1540; spec games/fstr.md §5) replayed through
the engine with its printed dice, step by step, on a synthetic fixture (the example's map and
counters are lost; spec §5.1 lists what the fixture must satisfy).

Printed numbers checked: initiative 4 > 1 AP (L1486); aircraft 1 Axis (d6 4, L1462) and 6 Allied
(3 + one airfield group of 3 for 1 AP, L1464-1466); weather turn 2 roll 6 fine (L1458); the village
bombardment 9-12 / 4 no effect (L1496-1498); the bombardment of the moving tank stack 9-12 / 8 red
HIT, 7/6 flipped (L1502); combat 1: attack 13, defence 6, 2:1, support 9 = +2, CRT 7 + 2 + 1 - 1 = 9
-> D1, retreat 2 instead of the step (L1506-1510); combat 2 (penetration): 13 x 1/2 = 6.5 vs 4, 1:1,
support 5 none, CRT 7 -> A1* D1*, retreat 1 and END OPS, 7/6 eliminated (L1512-1522); END OPS kept
into the Axis segment (L1530); the Afkl fired on at 3-5 / 4 no effect (L1532); 2 Can Bde at 3-5 / 10
red HIT, reduced (L1534); combat 3: 6 + 2 = 8 vs 4, 2:1 + encirclement = 3:1, supports 6 and 6 none,
CRT 9 + 1 = 10 -> D2, eliminated (L1538); III-3 by 3 aircraft 6-8 / 11 red HIT, eliminated (L1540).

Not replayed (spec §5.3): the recovery phase (steps 1-2: the fixture's turn is the scenario's first,
so rule 19 does not run; replacements are tested elsewhere); the narrated order of artillery
placement (C3: the rule order is used); the Afkl is fired on where it ends its move (the engine
offers a window at every hex of a path next to Allied units within range of their artillery; the
test declines the earlier ones, since the text does not say where the Afkl was fired on).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandtable.board.hexlayout import axial_to_offset, hex_label, offset_to_axial
from sandtable.board.hexmap import hexmap_from_json
from sandtable.core.protocol import CHANCE, ChanceOutcome
from sandtable.games.fstr import actions as A
from sandtable.games.fstr.charts import load_charts
from sandtable.games.fstr.combat import odds
from sandtable.games.fstr.counters import counters_from_json
from sandtable.games.fstr.engine import start
from sandtable.games.fstr.flow import advance
from sandtable.games.fstr.invariants import problems
from sandtable.games.fstr.options import resolve_options
from sandtable.games.fstr.scenario import scenario_from_json
from sandtable.games.fstr.state import FstrState
from sandtable.games.fstr.world import Board, World

ROOT = Path(__file__).resolve().parent.parent / "maps" / "fstr"
V0 = offset_to_axial(6, 7)  # the village


def at(dq: int, dr: int) -> str:
    """Board key of the hex at axial offset (dq, dr) from the village."""
    col, row = axial_to_offset(V0[0] + dq, V0[1] + dr)
    return f"map2:{hex_label(col, row)}"


V, H = at(0, 0), at(0, -1)
SW, S, SE = at(-1, 1), at(0, 1), at(1, 0)
NE = at(1, -1)
AFKL_END = at(1, 1)
R1 = at(-3, 4)
III3 = at(3, 0)


def _map() -> dict:
    real = json.loads((ROOT / "map2.json").read_text())
    layout = {**real["layout"], "columns": 12, "rows": 14}
    hexes = {}
    for col in range(1, 13):
        for row in range(1, 15):
            hexes[hex_label(col, row)] = {"terrain": "plain"}
    v, h = V.split(":")[1], H.split(":")[1]
    hexes[v] = {"terrain": "plain", "features": ["village"], "names": ["Villaggio"]}
    hexes[h] = {"terrain": "hill", "names": ["Collina"]}
    hexes["0601"] = {"terrain": "plain", "names": ["Nord"]}
    hexes["0614"] = {"terrain": "plain", "names": ["Sud"]}
    hexes["1113"] = {
        "terrain": "plain",
        "features": ["airfield"],
        "names": ["Foggia"],
        "props": {"air_points": 2},
    }
    hexes["1213"] = {
        "terrain": "plain",
        "features": ["airfield"],
        "names": ["Amendola"],
        "props": {"air_points": 2},
    }
    sides = [
        {"a": hex_label(6, r), "b": hex_label(6, r + 1), "kind": "road", "props": {"class": "minor"}}
        for r in (*range(1, 3), *range(10, 14))
    ]
    return {
        "format": "sandtable-hexmap",
        "schema": 1,
        "id": "map2",
        "name": "example fixture",
        "layout": layout,
        "provenance": {},
        "hexes": hexes,
        "hexsides": sides,
        "exits": [],
    }


def _counters() -> dict:
    real = json.loads((ROOT / "counters.json").read_text())
    brig = lambda n: {"id": n, "type": "inf", "size": "X", "combat": 6, "reduced": 4, "dots": 3}  # noqa: E731
    return {
        "format": "sandtable-fstr-counters",
        "schema": 1,
        "types": real["types"],
        "aircraft": real["aircraft"],
        "markers": {},
        "formations": [
            {"id": "VIII Army", "side": "allied", "kind": "army", "nation": "uk", "artillery": {}},
            {"id": "10.Armee", "side": "axis", "kind": "army", "nation": "de", "artillery": {}},
            {
                "id": "XIII Corps",
                "side": "allied",
                "kind": "corps",
                "nation": "uk",
                "army": "VIII Army",
                "artillery": {"fire": 9},
            },
            {
                "id": "78 Inf",
                "side": "allied",
                "kind": "division",
                "nation": "uk",
                "artillery": {},
                "units": [brig("11"), brig("36"), brig("38")],
            },
            {
                "id": "1 Can",
                "side": "allied",
                "kind": "division",
                "nation": "ca",
                "artillery": {},
                "units": [brig("1"), brig("2"), brig("3")],
            },
            {
                "id": "5 Inf",
                "side": "allied",
                "kind": "division",
                "nation": "uk",
                "artillery": {"fire": 4},
                "units": [brig("13"), brig("15"), brig("17")],
            },
            {
                "id": "allied-independent",
                "side": "allied",
                "kind": "independent",
                "nation": "uk",
                "units": [
                    {"id": "7/6", "type": "tank", "size": "II", "combat": 3, "reduced": 1, "armour": 1},
                    {"id": "7/2", "type": "tank", "size": "II"},
                    {"id": "44 RTR", "type": "tank", "size": "II"},
                    {"id": "KDG", "type": "recon", "size": "II"},
                ],
            },
            {"id": "76.PzK", "side": "axis", "kind": "corps", "nation": "de", "artillery": {"fire": 4}},
            {
                "id": "26.Pz",
                "side": "axis",
                "kind": "division",
                "nation": "de",
                "artillery": {"fire": 4},
                "units": [
                    {"id": "Afkl", "type": "recon", "size": "II", "combat": 2, "move": 8},
                    "I-9:mech:II",
                    "I-67:mech:II",
                    "II-67:mech:II",
                    *({"id": t, "type": "tank", "size": "II", "combat": 1, "reaction": 2} for t in "ABCD"),
                    "II-9:mech:II",  # steps 1-2: in the Cadre Box at the start of the recovery phase
                    {"id": "E", "type": "tank", "size": "II", "combat": 1},
                ],
            },
            {
                "id": "1.FJ",
                "side": "axis",
                "kind": "division",
                "nation": "de",
                "artillery": {},
                "units": [{"id": "II-3", "type": "para", "size": "II", "combat": 2}, "III-3:para:II",
                          "I-3:para:II", "I-4:para:II"],  # steps 1-2: in the Cadre Box
            },
        ],
        "command_display": {
            "allied": {"VIII Army": {"spaces": 3, "corps": {"XIII Corps": ["5 Inf", "78 Inf", "1 Can"]}}},
            "axis": {"10.Armee": {"spaces": 3, "corps": {"76.PzK": ["26.Pz", "1.FJ"]}}},
        },
    }


SCENARIO = {
    "format": "sandtable-fstr-scenario",
    "schema": 1,
    "id": "example",
    "name": "Example of play",
    "maps": ["map2"],
    "area": {"whole_map": True},
    "turns": {"first": 2, "last": 2},
    "ap": {"2": {"VIII Army": 10, "axis": 10}},
    "sets_up_first": "allied",
    "setup": [],
    "terminals": {"allied": [{"at": "Sud"}], "axis": [{"at": "Nord"}]},
    "reserve_markers": {"allied": 4, "axis": 3},
    "rules": {"weather_from_impulse": 1, "aircraft": {"allied": {"each_fine_impulse": 3}}},
    "victory": {},
}

PLACES = {
    # Allies (XIII Corps with 78 Inf and 1 Can activated; 5 Inf not)
    "11/78 Inf": at(-1, 3),
    "1/1 Can": at(0, 3),
    "7/6": at(0, 3),
    "2/1 Can": at(1, 2),
    "36/78 Inf": R1,
    "3/1 Can": R1,
    "44 RTR": R1,
    "38/78 Inf": at(-4, 5),
    "KDG": at(3, 3),
    "7/2": at(-2, 4),
    "13/5 Inf": at(0, 3),
    "15/5 Inf": at(3, 3),
    "17/5 Inf": at(3, 3),
    "Art/XIII Corps": at(0, 4),
    "Art/78 Inf": at(-1, 4),
    "Art/1 Can": at(1, 3),
    "Art/5 Inf": at(0, 2),
    # Axis
    "I-67/26.Pz": V,
    "C/26.Pz": V,
    "II-67/26.Pz": H,
    "B/26.Pz": H,
    "D/26.Pz": at(-1, -1),
    "II-3/1.FJ": NE,
    "III-3/1.FJ": III3,
    "Afkl/26.Pz": at(5, 1),
    "A/26.Pz": at(3, -2),
    "I-9/26.Pz": at(3, -2),
    "Art/26.Pz": at(0, -2),
    "Art/76.PzK": at(1, -2),
    "Art/1.FJ": at(3, -1),
}


@pytest.fixture()
def state() -> FstrState:
    hm = hexmap_from_json(_map())
    counters = counters_from_json(_counters())
    charts = load_charts(ROOT / "charts.json")
    scen = scenario_from_json(SCENARIO, {"map2": hm}, counters)
    board = Board({"map2": hm}, scen.area, charts.tec)
    world = World(
        board,
        counters,
        charts,
        scen,
        {
            "5 Inf": "XIII Corps",
            "78 Inf": "XIII Corps",
            "1 Can": "XIII Corps",
            "26.Pz": "76.PzK",
            "1.FJ": "76.PzK",
        },
        {
            "5 Inf": "VIII Army",
            "78 Inf": "VIII Army",
            "1 Can": "VIII Army",
            "XIII Corps": "VIII Army",
            "26.Pz": "10.Armee",
            "1.FJ": "10.Armee",
            "76.PzK": "10.Armee",
        },
    )
    s = FstrState(world, resolve_options({}, []))
    for uid, h in PLACES.items():
        s.loc[uid] = h
        if counters.units[uid].role == "combat":
            s.steps[uid] = counters.units[uid].steps
    s.reserve.add("III-3/1.FJ")  # a 1.FJ unit in Reserve at the start (L1448)
    start(s)
    for name in ("Foggia", "Amendola"):  # the Allies hold both airfields (L1464)
        s.control[board.place(name)] = "allied"
    return s


def roll(s: FstrState, *faces: int, label: str = "") -> None:
    assert s.current_player() == CHANCE, s.pending
    assert label in s.chance_label(), (label, s.chance_label())
    s.apply(ChanceOutcome(values=faces, label=s.chance_label()))


def do(s: FstrState, action: A.Action, kind: str | None = None) -> None:
    if kind is not None:
        assert s.pending is not None and s.pending["kind"] == kind, (kind, s.pending)
    s.apply(action)


def skip(s: FstrState, *kinds: str) -> None:
    """Decline the windows the example does not use (Reaction, bombardment of movers)."""
    while s.pending and s.pending["kind"] in kinds:
        s.apply(A.Done())


WINDOWS = ("react", "mover_bombard")


def test_steps_1_and_2_the_recovery_phase_doubles_the_division_with_a_reserve(state: FstrState) -> None:
    """Steps 1-2 (L1454-1456): the Allies have no losses, nothing to recover; 26.Pz takes back one
    tank and one infantry battalion from the Cadre Box; 1.FJ has a unit in Reserve, so its infantry
    pool is doubled: two FJ battalions (two steps); each placed next to a unit of its division."""
    from sandtable.games.fstr.reinforce import replacements

    s = state
    back = ["II-9/26.Pz", "E/26.Pz", "I-3/1.FJ", "I-4/1.FJ"]
    s.cadre["axis"] = list(back)
    assert "III-3/1.FJ" in s.reserve  # L1448
    s.pending, s.tasks = None, []
    replacements(s)
    s.tasks.append(["allocate_ask", {"side": "allied"}])  # a decision after the phase: never runs dry
    advance(s)
    asked = []
    while s.pending and s.pending["kind"] == "replace":
        asked.append((s.pending["side"], s.pending["div"], s.pending["armour"], s.pending["left"]))
        do(s, next(a for a in s.legal_actions() if isinstance(a, A.PlaceUnit)))
    assert all(side == "axis" for side, *_ in asked)  # step 1: no Allied losses, no Allied question
    assert ("axis", "1.FJ", False, 2) in asked and ("axis", "26.Pz", False, 1) in asked
    assert ("axis", "26.Pz", True, 1) in asked
    assert s.cadre["axis"] == [] and all(s.steps[u] == 1 for u in back)
    board = s.world.board
    for u in back:
        division = s.unit(u).formation
        mates = [s.loc[x] for x in s.loc if x != u and s.unit(x).formation == division]
        assert any(s.loc[u] == h or s.loc[u] in board.nbrs[h] for h in mates), u  # rule 19


def test_example_of_play_replays_with_printed_dice(state: FstrState) -> None:
    s = state
    roll(s, 6, label="weather")  # step 3 (L1458)
    assert s.weather == "fine"
    roll(s, 4, label="aircraft availability, axis")  # step 4 (L1462): needs 5-6 for a second
    assert s.air == {"allied": 3, "axis": 1}  # step 5 (L1464)
    # step 6 (L1466-1468): Axis 26.Pz for 1 AP; Allies XIII Corps with 2 of 3 divisions (3 AP) + airfields
    do(s, A.Buy("division", "26.Pz"), "allocate")
    do(s, A.Commit())
    assert s.pending["side"] == "allied" and s.observation(0).bought["axis"] == []  # secret (H1)
    do(s, A.Buy("corps", "XIII Corps", ("1 Can", "78 Inf")))
    do(s, A.Buy("airfield_group", "airfields"))
    do(s, A.Commit())
    assert s.spent == {"allied": 4, "axis": 1} and s.ap == {"VIII Army": 6, "axis": 9}
    assert s.initiative == "allied" and s.air["allied"] == 6  # step 7 (L1486)
    do(s, A.Done(), "place_art")  # step 8: the non-initiative player places first (C3)
    do(s, A.Done(), "place_art")
    assert s.loc["Art/XIII Corps"] == PLACES["Art/XIII Corps"]
    do(s, A.Operate("XIII Corps"), "segment")
    # step 10 (L1488): one brigade of each division and a tank to Reserve (bonus 1)
    do(s, A.AddBonus("44 RTR"), "op_step")
    do(s, A.SetReserve(R1))
    for bonus in ("7/6", "KDG", "7/2"):  # bonus units 2-4 (L1488, L1504)
        do(s, A.AddBonus(bonus))
    do(s, A.Done())
    # step 11 (L1488): the three brigades and 7/6 move next to the village
    do(s, A.Move(("11/78 Inf",), SW), "op_step")
    # step 12 (L1490-1492): II-3 reacts into the village, tank D into the hill stack
    do(s, A.React(("II-3/1.FJ",), V), "react")
    do(s, A.React(("D/26.Pz",), H), "react")
    skip(s, *WINDOWS)
    assert {"II-3/1.FJ", "D/26.Pz"} <= s.reacted
    do(s, A.Move(("1/1 Can", "7/6"), S), "op_step")
    skip(s, "react")
    # step 14 (L1502): 26.Pz art 4 -> 3-5, moving +1, 4 dots +1 -> 9-12; 8 = red HIT; 7/6 flipped
    do(s, A.Bombard(S, ("Art/26.Pz",)), "mover_bombard")
    roll(s, 4, 4, label="bombardment 9-12")
    do(s, A.Choose("step"), "hit_choice")
    do(s, A.LoseStep("7/6"), "lose_step")
    assert s.steps["7/6"] == 1
    do(s, A.Move(("2/1 Can",), SE), "op_step")
    skip(s, *WINDOWS)
    # step 13 (L1494-1498): XIII Corps art 9 -> 9-12, village -1, moved +1 -> 9-12; 4 = no effect
    do(s, A.Bombard(V, ("Art/XIII Corps",)), "op_step")
    roll(s, 1, 3, label="bombardment 9-12")
    # step 15 (L1504): KDG and 7/2 move; the Axis Reserve unit now adjacent loses its status
    do(s, A.Move(("KDG",), at(3, 1)), "op_step")
    skip(s, *WINDOWS)
    assert "III-3/1.FJ" not in s.reserve
    do(s, A.Move(("7/2",), at(-2, 3)), "op_step")
    skip(s, *WINDOWS)
    do(s, A.Done(), "op_step")
    # steps 16-17 (L1506-1510): 6 (halved) + 7 = 13 against 5 + 1 = 6 -> 2:1
    o = odds(s, V, {SW: ["11/78 Inf"], S: ["1/1 Can", "7/6"], SE: ["2/1 Can"]})
    assert (o["attack"], o["defence"], s.world.charts.column_name(o["column"]), o["drm"]) == (13, 6, "2:1", 0)
    do(s, A.Attack(V, tuple(sorted((SW, S, SE)))), "op_step")
    do(s, A.Support("aircraft"), "support")
    roll(s, 4, 5, label="tactical support (attacker)")  # step 18: 9 = +2
    do(s, A.Support(""), "support")
    roll(s, 3, 4, label="CRT 2:1")  # step 19: 7 + 2 + 1 - 1 = 9 -> D1
    assert s.battle["result"] == "D1"
    do(s, A.Choose("retreat_instead"), "retreat_choice")  # step 20: 2 hexes instead of the step
    two = [h for h in s.pending["options"] if s.world.board.distance(h, V) == 2 and h != H]
    assert two
    do(s, A.Retreat(two[0]), "retreat")
    assert {s.loc[u] for u in ("I-67/26.Pz", "C/26.Pz", "II-3/1.FJ")} == {two[0]}
    skip(s, "mover_bombard")  # the retreating stack may be bombarded (line 765): the example does not
    # step 21 (L1512): two brigades and 7/6 advance; the Axis declines to bombard
    do(s, A.Advance(S), "advance")
    skip(s, *WINDOWS)
    do(s, A.Advance(SW), "advance")
    skip(s, *WINDOWS)
    skip(s, "advance")  # 2 Can Bde stays
    # step 22 (L1512-1516): penetration on the hill: 13 x 1/2 = 6.5 against 4 -> 1:1
    o = odds(s, H, {V: ["11/78 Inf", "1/1 Can", "7/6"]})
    assert (o["attack"], o["defence"], s.world.charts.column_name(o["column"]), o["drm"]) == (
        6.5,
        4,
        "1:1",
        0,
    )
    do(s, A.Attack(H, (V,)), "op_step")
    do(s, A.Support("aircraft"), "support")
    roll(s, 2, 3, label="tactical support (attacker)")  # step 23: 5 = no effect
    do(s, A.Support(""), "support")
    roll(s, 3, 4, label="CRT 1:1")  # step 24: 7 -> A1* D1*
    assert s.battle["result"] == "A1* D1*"
    do(s, A.Choose("retreat_instead"), "retreat_choice")  # step 25: 1 hex, still END OPS
    one = [h for h in s.pending["options"] if s.world.board.distance(h, H) == 1]
    do(s, A.Retreat(one[0]), "retreat")
    skip(s, "mover_bombard")  # no bombardment of the retreating stack in the example (line 765)
    do(s, A.LoseStep("7/6"), "lose_step")
    assert "7/6" in s.cadre["allied"]
    do(s, A.Advance(V, ("11/78 Inf",)), "advance")
    skip(s, *WINDOWS)
    skip(s, "advance")
    hill_stack = ("II-67/26.Pz", "B/26.Pz", "D/26.Pz")
    assert set(hill_stack) <= s.end_ops and {"11/78 Inf", "1/1 Can"} <= s.end_ops
    do(s, A.Done(), "op_step")  # end of step C
    # step 26 (L1524): two units leave the Reserve and move
    do(s, A.ActivateReserve(R1), "op_step")
    do(s, A.Move(("36/78 Inf",), at(-3, 3)), "op_step")
    skip(s, *WINDOWS)
    do(s, A.Move(("3/1 Can",), at(-2, 2)), "op_step")
    skip(s, *WINDOWS)
    do(s, A.Done(), "op_step")
    do(s, A.Done(), "op_step")
    do(s, A.Done(), "op_step")  # step D over
    do(s, A.Done(), "segment")  # step 27: no tactical adjustment
    skip(s, "closing_air")
    assert not [u for u in s.oos if s.side_of(u) == "allied"]  # all supplied (L1526)
    assert set(hill_stack) <= s.end_ops and not any(s.side_of(u) == "allied" for u in s.end_ops)
    # step 28 (L1530): the Axis segment; the END OPS stack cannot act
    do(s, A.Operate("26.Pz"), "segment")
    assert not set(hill_stack) & set(s.op["units"])
    do(s, A.AddBonus("Art/76.PzK"), "op_step")  # 76.PzK art as the bonus unit (L1478)
    do(s, A.Done())
    # step 29 (L1532): the Afkl ends next to 5 Inf art, which fires: 3-5, moving +1, 1 dot -1; 4 = none
    do(s, A.Move(("Afkl/26.Pz",), AFKL_END), "op_step")
    while s.pending["kind"] == "mover_bombard" and s.pending["midway"]:  # earlier hexes of its path
        do(s, A.Done())
    skip(s, "react")
    do(s, A.Bombard(AFKL_END, ("Art/5 Inf",)), "mover_bombard")
    roll(s, 2, 2, label="bombardment 3-5")
    assert "Art/5 Inf" in s.fired and s.loc["Afkl/26.Pz"] == AFKL_END
    do(s, A.Move(("A/26.Pz", "I-9/26.Pz"), NE), "op_step")
    skip(s, *WINDOWS)
    # step 30 (L1534): 76.PzK art on 2 Can Bde: 3-5 (3 dots, still, open); 10 = red HIT, reduced
    do(s, A.Bombard(SE, ("Art/76.PzK",)), "op_step")
    roll(s, 4, 6, label="bombardment 3-5")
    do(s, A.Choose("step"), "hit_choice")
    assert s.steps["2/1 Can"] == 1
    do(s, A.Done(), "op_step")
    # step 31 (L1538): 3 x 2 (Tank Shock) + 2 = 8 against 4 -> 2:1, encirclement -> 3:1
    o = odds(s, SE, {NE: ["A/26.Pz", "I-9/26.Pz"], AFKL_END: ["Afkl/26.Pz"]})
    assert (o["attack"], o["defence"], s.world.charts.column_name(o["column"]), o["drm"]) == (8, 4, "3:1", 1)
    do(s, A.Attack(SE, tuple(sorted((NE, AFKL_END)))), "op_step")
    do(s, A.Support("aircraft"), "support")
    roll(s, 3, 3, label="tactical support (attacker)")  # step 32: 6 = none
    do(s, A.Support("aircraft"), "support")
    roll(s, 1, 5, label="tactical support (defender)")  # 6 = none
    roll(s, 4, 5, label="CRT 3:1")  # step 33: 9 + 1 = 10 -> D2
    assert s.battle["result"] == "D2"
    do(s, A.Choose("retreat_instead"), "retreat_choice")  # a retreat absorbs one step at most
    assert "2/1 Can" in s.cadre["allied"]
    do(s, A.Advance(AFKL_END), "advance")  # step 34: the Afkl advances, no penetration
    skip(s, *WINDOWS)
    skip(s, "advance")  # the tank stack stays
    do(s, A.Done(), "op_step")
    do(s, A.Done(), "op_step")
    do(s, A.Done(), "segment")
    assert s.fired == {"Art/XIII Corps", "Art/5 Inf", "Art/26.Pz", "Art/76.PzK"}  # 1.FJ art never fired
    assert s.air == {"allied": 3, "axis": 0}
    # step 35 (L1540): the Allies' last 3 aircraft on III-3: 9 -> 9-12, 1 dot -1 -> 6-8; 11 = red HIT
    do(s, A.Bombard(III3, ("aircraft",) * 3), "closing_air")
    roll(s, 5, 6, label="bombardment 6-8")
    do(s, A.Choose("step"), "hit_choice")
    assert "III-3/1.FJ" in s.cadre["axis"]
    # bookkeeping (spec §5.2): 6 Allied aircraft (1 + 1 + 1 + 3) and the Axis one all used; the next
    # impulse has begun (its weather die is the pending chance step)
    assert s.impulse == 2 and s.current_player() == CHANCE
    assert problems(s) == []
