"""The impulse as printed (sequence.IMPULSE), played task by task: set-up, recovery, reinforcements,
weather, aircraft, the secret AP allocation, initiative, artillery placement, the two segments
(steps E and F here; the operations in ops.py, combat in combat.py), end of impulse and turn.
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.fstr import actions as A
from sandtable.games.fstr import (  # noqa: F401  (register their tasks and handlers)
    bridges,
    combat,
    drops,
    foggia,
    interdiction,
    landings,
    ops,
    rearguards,
    reinforce,
    special,
    supply_check,
)
from sandtable.games.fstr.flow import advance, apply_action, ask, handler, note, push, roll, task
from sandtable.games.fstr.sequence import IMPULSE
from sandtable.games.fstr.state import SIDES, FstrState, other
from sandtable.games.fstr.victory import check_end_of_game, check_end_of_impulse, update_control

__all__ = ["apply_action", "start"]


# -- set-up (rule 4, lines 313-317; rule 22 for each scenario) -----------------------------------
def start(s: FstrState) -> None:
    w = s.world
    sc = w.scenario
    board = w.board
    maps = board.maps
    placed = sc.default_placement(maps, w.counters, w.charts.tec, bool(s.opts.get("fstr.setup_v1")))
    for uid, (map_id, label) in sorted(placed.items()):
        key = f"{map_id}:{label}"
        if key not in board.hexes:
            continue  # a set-up hex under the other map (campaign seam): left out, see README
        s.loc[uid] = key
        if w.counters.units[uid].role == "combat":
            s.steps[uid] = w.counters.units[uid].steps
    from sandtable.games.fstr.reinforce import settle

    second = [e for e in sc.setup if e.side != sc.sets_up_first]  # the second side gives way
    settle(s, [u for e in second for u in e.units] + [u for e in sc.setup for u in e.units])
    s.hq_in_play = {u for e in sc.setup for u in e.units if w.counters.units[u].role == "hq"}
    from sandtable.games.fstr.command import corps_arrives

    for hq in sorted(s.hq_in_play):
        corps_arrives(s, w.counters.units[hq].formation)  # national corps (7.1.1, line 412)
    for entry in sc.setup:
        if entry.reserve:
            s.reserve.update(u for u in entry.units if u in s.steps)
    s.depots = {}
    for name in sc.rules.get("depots", []):
        h = board.named.get(str(name).casefold())
        if h:
            s.depots[h] = "allied"
    blown = sc.rules.get("bridges_blown", {}) or {}
    rivers = [str(r).casefold() for r in blown.get("rivers", [])]
    places = {board.named.get(str(p).casefold()) for p in blown.get("places", [])}
    for pair, kinds in board.sides.items():
        if "bridge" not in kinds:
            continue
        name = (kinds.get("river") or kinds.get("major_river") or "").casefold()
        if any(r in name for r in rivers) or places & set(pair):
            s.blown.add("|".join(sorted(pair)))
    allied_zone = {f"{e.map}:{h}" for e in sc.setup if e.side == "allied" for h in e.zone}
    for h in _victory_places(s):
        s.control[h] = "allied" if h in allied_zone else "axis"
    for h, hx in board.hexes.items():
        if "port" in hx.features or hx.air_points:
            s.control.setdefault(h, "allied" if h in allied_zone else "axis")
    update_control(s)
    s.phase = "impulse"
    push(s, ("turn_start", {}))
    advance(s)


def _victory_places(s: FstrState) -> set[str]:
    v = s.world.scenario.victory
    names: set[str] = set(v.get("marginal", {}).get("vp", {}))
    for cond in [*v.get("automatic", []), *v.get("end_of_game", [])]:
        names.update(cond.get("occupy", []) + cond.get("occupy_any", []) + cond.get("control", []))
    return {h for n in names if (h := s.world.board.named.get(n.casefold()))}


# -- the turn --------------------------------------------------------------------------------------
def ap_of_turn(s: FstrState, turn: int) -> dict[str, int]:
    table = s.ap_table.get(str(turn)) if isinstance(s.ap_table, dict) else None
    if table is None:
        table = dict(s.world.charts.ap_calendar.get(turn, {}))
    out = {k: int(v) for k, v in table.items()}
    out.setdefault("axis", 0)
    return out


@task("turn_start")
def _turn_start(s: FstrState, data: dict[str, Any]) -> None:
    s.ap = ap_of_turn(s, s.turn)  # the turn calendar (6, line 376); unspent AP are lost (line 386)
    if foggia.in_play(s) and s.turn < foggia.LEAVE_TURN:
        s.ap["axis"] += foggia.bonus(s)  # Case Foggia, line 953
    from sandtable.games.fstr.landings import turn_modifiers

    turn_modifiers(s)
    s.gustav_paid_turn = 0
    s.impulse = 0
    note(s, f"turn {s.turn} begins; AP {s.ap}")
    push(s, ("impulse", {}))


@task("impulse")
def _impulse(s: FstrState, data: dict[str, Any]) -> None:
    s.impulse += 1
    s.activated.clear()
    s.auto_supply = set()  # arrivals were supplied to the end of their arrival impulse (errata; spec 3.13)
    s.arrived_now = set()
    s.adjusted = {"allied": False, "axis": False}
    s.offensive = None
    s.fired.clear()
    s.emergency_used = {"allied": 0, "axis": 0}
    s.extension, s.air_tried, s.air_supplied = {}, [], []
    s.mules_lost, s.mules_moved = {}, {}
    s.interdicted, s.intel_used = {}, False
    s.halved, s.drops, s.landings, s.drop_ready = set(), [], [], []
    s.sea_moved, s.landing_ready = 0, []
    s.bari_new = set()  # units that left the map last impulse may act from the box now (line 557)
    s.placed.clear()
    s.active_forms.clear()
    push(s, *[(p.key, {}) for p in IMPULSE])


def first_impulse(s: FstrState) -> dict[str, Any]:
    rules = s.world.scenario.rules.get("first_impulse", {})
    return rules if (s.turn, s.impulse) == (s.world.scenario.first_turn, 1) else {}


@task("recovery")
def _recovery(s: FstrState, data: dict[str, Any]) -> None:
    """Rule 19 (lines 935-937): impulse 1 of every turn after the first; the owners place the steps."""
    if s.impulse != 1 or s.turn == s.world.scenario.first_turn:
        return
    from sandtable.games.fstr.reinforce import replacements

    replacements(s)


@task("reinforcements")
def _reinforcements(s: FstrState, data: dict[str, Any]) -> None:
    from sandtable.games.fstr.reinforce import reinforcements

    reinforce.withdrawals(s)  # 18.1: withdrawals first, in the same phase (lines 931-933)
    reinforcements(s)
    foggia.arrivals(s)
    reinforce.scenario_recoveries(s)


@task("weather")
def _weather(s: FstrState, data: dict[str, Any]) -> None:
    """8.1 (lines 444-453): a d6 every impulse of turns 2-9; scenario first impulses are fine."""
    fixed = first_impulse(s).get("weather")
    start_at = int(s.world.scenario.rules.get("weather_from_impulse", 1))
    if (
        fixed
        or s.turn in s.world.charts.always_fine_turns
        or (s.turn == s.world.scenario.first_turn and s.impulse < start_at)
    ):
        s.weather = fixed or "fine"
        return
    roll(s, f"weather, turn {s.turn} impulse {s.impulse}", "weather_roll", {})


@task("weather_roll")
def _weather_roll(s: FstrState, data: dict[str, Any]) -> None:
    s.weather = s.world.charts.weather(s.turn, data["faces"][0])
    note(s, f"weather {s.weather}")


@task("air")
def _air(s: FstrState, data: dict[str, Any]) -> None:
    """9.8 (lines 577-585): Allies 2 + a third on 4-6; Axis 1 + a second on 5-6 (charts.json "air");
    scenarios override."""
    s.air = {"allied": 0, "axis": 0}
    if s.weather == "bad":
        return  # no air missions in bad weather (line 450)
    rules = s.world.scenario.rules.get("aircraft", {})
    air = s.world.charts.raw["air"]
    rolls = []
    for side in SIDES:
        r = rules.get(side, {})
        if "each_fine_impulse" in r:
            s.air[side] = int(r["each_fine_impulse"])
        elif "each_fine_impulse_d6" in r:
            rolls.append(("air_roll_ask", {"side": side, "table": r["each_fine_impulse_d6"], "base": 0}))
        else:
            base, need = (
                (air["allied_bonus"], air["allied_third_from"])
                if side == "allied"
                else (air["axis_bonus"], air["axis_second_from"])
            )
            table = {str(f): (base + 1 if f >= need else base) for f in range(1, 7)}
            rolls.append(("air_roll_ask", {"side": side, "table": table, "base": base}))
    if foggia.in_play(s):  # one more Axis aircraft on a separate 5-6 (9.8, line 581)
        need = int(air["case_foggia_extra_from"])
        extra = {str(f): 1 if f >= need else 0 for f in range(1, 7)}
        rolls.append(("air_roll_ask", {"side": "axis", "table": extra, "base": 0, "extra": True}))
    push(s, *rolls)


@task("air_roll_ask")
def _air_roll_ask(s: FstrState, data: dict[str, Any]) -> None:
    roll(s, f"aircraft availability, {data['side']}", "air_roll", data)


@task("air_roll")
def _air_roll(s: FstrState, data: dict[str, Any]) -> None:
    value = int(data["table"][str(data["faces"][0])])
    s.air[data["side"]] = s.air[data["side"]] + value if data.get("extra") else value


# -- programming: secret allocation (6, lines 378-392; spec H1) -----------------------------------
@task("allocate")
def _allocate(s: FstrState, data: dict[str, Any]) -> None:
    s.spent = {"allied": 0, "axis": 0}
    s.bought = {"allied": [], "axis": []}
    s.committed = {"allied": False, "axis": False}
    s.to_operate = {"allied": [], "axis": []}
    s.ap_before = dict(s.ap)
    fi = first_impulse(s)
    asks = []
    for side in ("axis", "allied"):  # simultaneous and secret: the second never sees the first (H1)
        if side == "allied" and fi.get("allied_ap") == 0:
            s.committed[side] = True
            continue
        asks.append(("allocate_ask", {"side": side}))
    push(s, *asks, ("allocate_end", {}))


@task("allocate_ask")
def _allocate_ask(s: FstrState, data: dict[str, Any]) -> None:
    ask(s, data["side"], "allocate", "buy this impulse's operations, then commit")


@handler("allocate")
def _on_allocate(s: FstrState, p: dict[str, Any], a: Action) -> None:
    from sandtable.games.fstr.programming import buy

    side = p["side"]
    if isinstance(a, A.Commit):
        s.committed[side] = True
        return
    assert isinstance(a, A.Buy)
    buy(s, side, a)
    push(s, ("allocate_ask", {"side": side}))


@task("allocate_end")
def _allocate_end(s: FstrState, data: dict[str, Any]) -> None:
    from sandtable.games.fstr.command import allocated

    spent_any = any(allocated(b) for side in SIDES for b in s.bought[side])
    if not spent_any and not first_impulse(s).get("only_segment"):
        push(s, ("end_turn", {}))  # neither player allocated AP: the turn ends (lines 339, 388)
        s.tasks = [t for t in s.tasks if t[0] in ("end_turn",)]
        return
    from sandtable.games.fstr.programming import reveal

    reveal(s)
    note(s, f"purchases revealed: {s.bought}")


@task("initiative")
def _initiative(s: FstrState, data: dict[str, Any]) -> None:
    """6.1 (lines 390-392): more AP spent in the programming phase; a tie goes to the Allies."""
    fi = first_impulse(s)
    if "initiative" in fi:
        s.initiative = fi["initiative"]
    elif fi.get("only_segment"):
        s.initiative = fi["only_segment"]
    else:
        s.initiative = "axis" if s.spent["axis"] > s.spent["allied"] else "allied"
    s.seg_order = [s.initiative] if fi.get("only_segment") else [s.initiative, other(s.initiative)]
    note(s, f"initiative: {s.initiative}")


@task("artillery")
def _artillery(s: FstrState, data: dict[str, Any]) -> None:
    """Step 4e (lines 341, 815-817): the non-initiative player places first (spec C3)."""
    push(s, *[("place_art_ask", {"side": side}) for side in (other(s.initiative), s.initiative)])


@task("place_art_ask")
def _place_art_ask(s: FstrState, data: dict[str, Any]) -> None:
    from sandtable.games.fstr.artillery import naval_places, naval_todo, placement_todo

    todo = placement_todo(s, data["side"])
    if todo:
        ask(s, data["side"], "place_art", f"place {todo[0]}", unit=todo[0])
        return
    ships = naval_todo(s) if data["side"] == "allied" else []
    if ships:  # the naval units are repositioned every impulse (lines 341, 547)
        ask(s, "allied", "place_naval", f"place {ships[0]}", unit=ships[0], options=naval_places(s))


@handler("place_naval")
def _on_place_naval(s: FstrState, p: dict[str, Any], a: Action) -> None:
    from sandtable.games.fstr.artillery import naval_todo

    if isinstance(a, A.Done):
        for u in naval_todo(s):
            s.naval[u] = s.naval.get(u) if s.naval.get(u) in p["options"] else p["options"][0]
            s.placed.add(u)
        return
    assert isinstance(a, A.PlaceArtillery)
    s.naval[a.unit] = a.hex
    s.placed.add(a.unit)
    push(s, ("place_art_ask", {"side": "allied"}))


@handler("place_art")
def _on_place_art(s: FstrState, p: dict[str, Any], a: Action) -> None:
    from sandtable.games.fstr.artillery import auto_place, place

    if isinstance(a, A.Done):
        auto_place(s, p["side"])
        push(s, ("place_art_ask", {"side": p["side"]}))  # then the naval units
        return
    assert isinstance(a, A.PlaceArtillery)
    place(s, a.unit, a.hex)
    push(s, ("place_art_ask", {"side": p["side"]}))


@task("fortify")
def _fortify(s: FstrState, data: dict[str, Any]) -> None:
    """Step 4f: fortifications bought (9.7, line 575; Diadem's free ones at the first), rearguards (12)."""
    push(s, ("fort_ask", {}), ("rearguards", {"first": True}))


def fort_hexes(s: FstrState) -> list[str]:
    """Any supplied hex without a fortification (line 575)."""
    from sandtable.games.fstr.supply import supplied_hexes

    limit = int(s.world.scenario.rules.get("fortifications", 7))
    if len(s.forts) >= limit:
        return []
    allied = s.combat_hexes("allied")
    return sorted(
        h
        for h in supplied_hexes(s, "axis")
        if h in s.world.board.hexes and h not in s.forts and h not in allied
    )


@task("fort_ask")
def _fort_ask(s: FstrState, data: dict[str, Any]) -> None:
    if s.forts_to_place > 0:
        options = fort_hexes(s)
        if options:
            ask(s, "axis", "fortify", "place a fortification", options=options)
        else:
            s.forts_to_place = 0


@handler("fortify")
def _on_fortify(s: FstrState, p: dict[str, Any], a: Action) -> None:
    assert isinstance(a, A.Fortify)
    s.forts.add(a.hex)  # never destroyed or removed (line 575)
    s.forts_to_place -= 1
    push(s, ("fort_ask", {}))


@task("unflip")
def _unflip(s: FstrState, data: dict[str, Any]) -> None:
    s.reacted.clear()  # step 4g (line 343)


# -- the segments (lines 345-368) -------------------------------------------------------------------
@task("segment_1")
def _segment_1(s: FstrState, data: dict[str, Any]) -> None:
    push(s, ("segment", {"n": 0}))


@task("segment_2")
def _segment_2(s: FstrState, data: dict[str, Any]) -> None:
    if len(s.seg_order) > 1:
        push(s, ("segment", {"n": 1}))


@task("segment")
def _segment(s: FstrState, data: dict[str, Any]) -> None:
    s.seg = data["n"]
    side = s.seg_order[s.seg]
    s.moved_seg.clear()
    push(
        s,
        ("segment_menu", {"side": side}),
        ("enemy_reserve_ask", {"side": other(side), "final": True}),
        ("closing_air_ask", {"side": other(side)}),
        ("supply", {"side": side}),
        ("clear_end_ops", {"side": side}),
    )


@task("closing_air_ask")
def _closing_air_ask(s: FstrState, data: dict[str, Any]) -> None:
    """Spec C8 (L853 vs the example, L1540): the non-active player's aircraft may bombard any enemy
    hex once the active player ends his segment (option fstr.air_closing_window)."""
    side = data["side"]
    if s.opts.get("fstr.air_closing_window") and s.air[side] > 0 and s.weather == "fine":
        ask(s, side, "closing_air", "aircraft may bombard before the segment ends (spec C8), or Done")


@handler("closing_air")
def _on_closing_air(s: FstrState, p: dict[str, Any], a: Action) -> None:
    from sandtable.games.fstr.artillery import start_bombardment

    if isinstance(a, A.Done):
        return
    push(s, ("closing_air_ask", {"side": p["side"]}))
    if isinstance(a, A.Interdict):
        from sandtable.games.fstr.interdiction import interdict

        interdict(s, p["side"], a.hex, a.counters)
        return
    assert isinstance(a, A.Bombard)
    start_bombardment(
        s, p["side"], a.target, a.counters, moving=any(u in s.moved_seg for u in s.combat_at(a.target))
    )


@task("clear_end_ops")
def _clear_end_ops(s: FstrState, data: dict[str, Any]) -> None:
    side = data["side"]  # step F (line 362): only the active player's markers (spec C51)
    s.end_ops = {u for u in s.end_ops if s.side_of(u) != side}
    from sandtable.games.fstr.victory import check_any_time

    check_any_time(s)  # "at any moment" conditions: also at the end of every segment (C13)


@task("end_impulse")
def _end_impulse(s: FstrState, data: dict[str, Any]) -> None:
    if s.opts.get("fstr.end_ops_expires_with_impulse"):
        s.end_ops.clear()
    s.offensive = None  # the marker leaves the game at the end of the impulse (9.10, line 607)
    check_end_of_impulse(s)
    if s.winner is None:
        push(s, ("impulse", {}))
        foggia.check(s)


@task("end_turn")
def _end_turn(s: FstrState, data: dict[str, Any]) -> None:
    note(s, f"turn {s.turn} ends")
    if s.turn >= s.world.scenario.last_turn:
        check_end_of_game(s)
        return
    s.turn += 1
    push(s, ("turn_start", {}))


@task("segment_menu")
def _segment_menu(s: FstrState, data: dict[str, Any]) -> None:
    ask(s, data["side"], "segment", "operate a formation, adjust, bombard, or end the segment")


def active_side(s: FstrState) -> str:
    return s.seg_order[s.seg] if s.seg_order else s.initiative
