"""Victory "at any moment" after every action (rule 2, C13) and the choices the rules give to the
players (9.5 major landing placement, 9.9 intelligence, 19 replacements): each a decision of the
player, seed 003 lines cited per test."""

from __future__ import annotations

import random

from sandtable.core.protocol import CHANCE
from sandtable.games.fstr import GameFstr, victory
from sandtable.games.fstr.invariants import problems
from sandtable.games.fstr.selfplay import choose

GAME = GameFstr()


def _any_action(s):
    if s.current_player() == CHANCE:
        return s.chance_outcomes()[0][0]
    return s.legal_actions()[-1]


# -- rule 2 (lines 231-249), spec C13: "at any moment" = after every state change --
def test_a_depot_captured_ends_salerno_after_the_very_next_action():
    s = GAME.new_initial_state("salerno", {})
    assert not s.is_terminal()
    s.captured_depot = "axis"  # line 249: the capture of an Allied depot, at any moment
    s.apply(_any_action(s))  # whatever the action, not a combat nor the end of a segment
    assert s.is_terminal() and s.winner == "axis" and "depot" in s.reason


def test_rome_naples_foggia_occupied_win_the_campaign_at_once():
    s = GAME.new_initial_state("campaign", {})
    board = s.world.board
    units = [u for u in s.on_map("allied") if not s.unit(u).paratroopers][:3]
    for u, town in zip(units, ("rome", "naples", "foggia"), strict=True):
        s.loc[u] = board.named[town]
        s.auto_supply.add(u)  # supplied however the path runs (line 235)
    s.apply(_any_action(s))
    assert s.winner == "allied" and s.level == "decisive"


def test_the_check_after_every_action_traces_no_supply_while_nobody_is_there(monkeypatch):
    calls = []
    real = victory.supplied_hexes
    monkeypatch.setattr(victory, "supplied_hexes", lambda s, side: calls.append(side) or real(s, side))
    s = GAME.new_initial_state("campaign", {})
    rng = random.Random(3)
    for _ in range(200):
        if s.is_terminal():
            break
        s.apply(choose(s, rng))
    rome = s.world.board.named["rome"]
    if not s.combat_at(rome, "allied"):
        assert "allied" not in calls  # the occupation test comes first: cheap


def _segment_of(s, side):
    """A bare work list at `side`'s segment menu (the fixture of a one-decision test)."""
    from sandtable.games.fstr.flow import advance

    s.tasks, s.pending = [["segment_menu", {"side": side}]], None
    s.seg_order, s.seg = [side, "axis" if side == "allied" else "allied"], 0
    advance(s)


# -- 9.9 intelligence (lines 589-593): the Allied player chooses the 10 hexes --
def test_intelligence_hexes_are_the_allied_players_choice():
    from sandtable.games.fstr import actions as A

    s = GAME.new_initial_state("salerno", {"opt.9.9": True})
    s.ap = {"V Army": 5, "VIII Army": 0, "axis": 0}
    _segment_of(s, "allied")
    s.apply(A.Choose("intelligence"))
    assert s.pending["kind"] == "intel" and s.pending["side"] == "allied" and s.ap["V Army"] == 3
    far = sorted(s.occupied_by("axis"))[-1]  # any enemy-occupied hex, not only the nearest
    assert A.Examine(far) in s.legal_actions() and A.Done() in s.legal_actions()
    s.apply(A.Examine(far))
    assert far in s.intel and A.Examine(far) not in s.legal_actions()
    assert s.observation(0).hidden_stacks.get(far, 0) == 0  # its whole stack is seen (H3)
    s.apply(A.Done())  # fewer than 10 is the player's right
    assert list(s.intel) == [far] and s.pending["kind"] == "segment"
    left = [a for a in s.legal_actions() if a == A.Choose("intelligence")]
    assert not left  # once an impulse


# -- 9.5 major landing (lines 517-521, 527): the Allied player places the landing units --
def test_major_landing_units_are_placed_by_the_allied_player():
    from sandtable.games.fstr import actions as A
    from sandtable.games.fstr.landings import beaches, land_major

    s = GAME.new_initial_state("campaign", {})
    units = [u for u in s.on_map("allied") if s.unit(u).formation == "36 Inf"]
    depot = beaches(s, [])[0]
    s.tasks, s.pending = [["segment_menu", {"side": "allied"}]], None
    land_major(s, units, depot)
    from sandtable.games.fstr.flow import advance

    advance(s)
    assert s.pending["kind"] == "place_landing" and s.pending["side"] == "allied"
    assert s.depots[depot] == "allied" and s.richard  # the depot and R0 come first (line 527)
    board = s.world.board
    choices = s.legal_actions()
    assert all(isinstance(a, A.PlaceUnit) and board.distance(a.hex, depot) <= 3 for a in choices)
    assert all(board.hexes[a.hex].terrain == "plain" and a.hex in board.coastal for a in choices)
    far = max(choices, key=lambda a: (board.distance(a.hex, depot), a.hex))  # not the nearest beach
    s.apply(far)
    assert s.loc[far.unit] == far.hex
    while s.pending["kind"] == "place_landing":
        s.apply(s.legal_actions()[-1])
    assert all(board.distance(s.loc[u], depot) <= 3 for u in units)
    assert all(u in s.halved and u in s.auto_supply for u in units)  # half MA, supplied (line 519)
    assert s.pending["kind"] == "op_step" and s.op["units"] == units  # their own operation


# -- 19 replacements (line 937; spec C32): the owner picks the unit and the hex of every step --
def test_replacements_are_placed_by_their_owner():
    from sandtable.games.fstr import actions as A
    from sandtable.games.fstr.combat import eliminate, lose_step
    from sandtable.games.fstr.flow import advance
    from sandtable.games.fstr.reinforce import replacements

    s = GAME.new_initial_state("ortona", {})
    board = s.world.board
    units = [u for u in s.on_map("allied") if s.unit(u).formation == "78 Inf" and s.unit(u).steps == 2]
    inf = [u for u in units if not s.unit(u).is_armour]
    gone, hurt = inf[0], inf[1]
    eliminate(s, gone)
    lose_step(s, hurt)
    s.reserve.clear()
    s.tasks, s.pending = [["segment_menu", {"side": "allied"}]], None
    replacements(s)
    advance(s)
    while s.pending["kind"] == "replace" and s.pending["div"] != "78 Inf":
        s.apply(A.Done())  # other pools given up
    assert s.pending["side"] == "allied" and s.pending["left"] == 1 and not s.pending["armour"]
    choices = s.legal_actions()
    assert A.PlaceUnit(hurt, s.loc[hurt]) in choices  # flip back where it stands
    back = [a for a in choices if isinstance(a, A.PlaceUnit) and a.unit == gone]
    home = {s.loc[x] for x in units if x in s.loc}
    assert back and all(a.hex in home or any(n in home for n in board.nbrs[a.hex]) for a in back)
    pick = back[-1]  # the player's pick, not the engine's first
    s.apply(pick)
    assert s.loc[gone] == pick.hex and s.steps[gone] == 1  # one step: the reduced side (C32)
    assert gone not in s.cadre["allied"] and s.steps[hurt] == 1  # one infantry step a division
    assert s.pending is None or s.pending.get("div") != "78 Inf" or s.pending["armour"]


def test_paratroopers_and_special_forces_are_never_offered_as_replacements():
    from sandtable.games.fstr.combat import lose_step
    from sandtable.games.fstr.reinforce import replace_options

    s = GAME.new_initial_state("salerno", {})
    never = [u for u in s.on_map("allied") if s.unit(u).paratroopers or s.unit(u).type == "sf"]
    for u in never:
        lose_step(s, u)
    offered = {u for u, _ in replace_options(s, "allied", "", False)}
    for d in {s.unit(u).formation for u in never}:
        if s.world.counters.formations[d].kind == "division":
            offered |= {u for arm in (False, True) for u, _ in replace_options(s, "allied", d, arm)}
    assert never and not offered & set(never)  # line 937


# -- 9.4 (line 507): a reinforcement may drop directly (Salerno: 82nd Air at T1.2) --
def test_the_82nd_airborne_may_drop_on_arrival():
    from sandtable.games.fstr import actions as A
    from sandtable.games.fstr.reinforce import due

    s = GAME.new_initial_state("salerno", {})
    rng = random.Random(5)
    paras = ["504/82 Air", "505/82 Air", "325/82 Air"]
    seen = set()
    for _ in range(4000):
        p = s.pending or {}
        acts = s.legal_actions() if s.current_player() != CHANCE else []
        if p.get("kind") == "reinforce" and A.Choose("drop") in acts:
            s.apply(A.Choose("drop"))  # the artillery enters, the paratroopers wait for their drop
            assert all(u not in s.loc for u in paras) and s.drop_ready == paras
            seen.add("chosen")
        elif (
            p.get("kind") == "allocate"
            and p["side"] == "allied"
            and "chosen" in seen
            and "bought" not in seen
        ):
            buy = [
                a
                for a in acts
                if isinstance(a, A.Buy) and a.item == "drop" and set(a.divisions) == set(paras)
            ]
            assert buy, "the waiting paratroopers are offered as a drop (no airfield needed)"
            s.apply(buy[0])
            seen.add("bought")
        elif any(isinstance(a, A.Drop) for a in acts):
            target = next(a for a in acts if isinstance(a, A.Drop))
            s.apply(target)
            assert not problems(s, check_observation=False)  # in the air until the drift dice: no steps yet
            seen.add("dropped")
        else:
            s.apply(choose(s, rng))
        if "dropped" in seen and s.current_player() != CHANCE and all(u in s.loc for u in paras):
            break
    assert seen == {"chosen", "bought", "dropped"}
    assert all(u in s.loc and u in s.halved and s.steps[u] >= 1 for u in paras)
    n82 = next(n for n, e in enumerate(s.world.scenario.reinforcements) if paras[0] in e.units)
    assert not s.drop_ready and n82 not in due(s)  # the entry is complete


# -- 18.1 (lines 929-933): withdrawals, the lost card's entries as scenario data --
def test_the_82nd_airborne_is_withdrawn_in_turn_3_and_case_foggia_delays_it():
    from sandtable.games.fstr.combat import eliminate
    from sandtable.games.fstr.reinforce import due, withdrawals

    def campaign_at(turn, foggia):
        s = GAME.new_initial_state("campaign", {})
        units = [u for u in s.world.counters.formations["82 Air"].units if s.unit(u).role == "combat"]
        for u, h in zip(units, sorted(s.world.board.hexes)[:3], strict=True):
            s.loc[u], s.steps[u] = h, s.unit(u).steps
        eliminate(s, units[0])  # the Cadre Box leaves too (line 931)
        s.turn, s.impulse, s.foggia = turn, 1, foggia
        withdrawals(s)
        return s, units

    s, units = campaign_at(3, {})
    assert all(u in s.gone and u not in s.loc for u in units) and not s.cadre["allied"]
    assert all(s.world.scenario.reinforcements[n].units[0] != "HQ/82 Air" for n in due(s))
    s, units = campaign_at(3, {"tossed": True, "arrive": [3, 4]})  # Case Foggia, tails (line 955)
    assert all(u not in s.gone for u in units) and units[1] in s.loc
    s, units = campaign_at(5, {"tossed": True, "arrive": [3, 4]})
    assert all(u in s.gone for u in units)


# -- 16.3 (line 867): interdiction "also during the enemy's move", before he enters the hex --
def _interrupted_move(s):
    """An Allied group, a path of 3+ hexes within its MA whose middle hex is next to Axis units
    with Axis artillery in range (the move is interrupted there, 16.1.2)."""
    from sandtable.games.fstr.artillery import counters_in_range
    from sandtable.games.fstr.movement import can_stack, movement_allowance, path_to, reachable

    board = s.world.board
    axis = s.occupied_by("axis")
    for u in sorted(s.on_map("allied")):
        ma = movement_allowance(s, [u])
        for dest in sorted(reachable(s, s.loc[u], [u], ma)):
            path = path_to(s, s.loc[u], dest, [u], ma)
            for i, h in enumerate(path[1:-1], start=1):
                near = any(n in axis for n in board.nbrs[h])
                if (
                    near
                    and counters_in_range(s, "axis", h, attack=False)
                    and can_stack(s, h, [u], leaving=[u])
                ):
                    if i + 1 < len(path) and path[i + 1] not in s.occupied_by("allied"):
                        return [u], path, ma, i
                    break
    return None


def test_interdiction_declared_during_the_enemy_move_before_the_hex_is_entered():
    from sandtable.games.fstr import actions as A
    from sandtable.games.fstr import ops
    from sandtable.games.fstr.flow import advance

    s = GAME.new_initial_state("kesselring", {"opt.16.3": True})
    found = _interrupted_move(s)
    assert found, "the fixture needs a move passing next to the Axis"
    units, path, ma, i = found
    s.weather, s.air["axis"] = "fine", 1
    s.tasks, s.pending = [["segment_menu", {"side": "allied"}]], None
    ops._walk(s, "allied", units, path[1:], ma)
    advance(s)
    assert s.pending["kind"] == "mover_bombard" and s.loc[units[0]] == path[i]
    nxt = path[i + 1]
    choice = A.Interdict(nxt, ("aircraft",))
    assert choice in s.legal_actions()  # the hex ahead, not yet entered
    assert all(a.hex in path[i + 1 :] for a in s.legal_actions() if isinstance(a, A.Interdict))
    s.apply(choice)
    assert s.interdicted[nxt] == 3  # 3 factors: +2 MP (line 867), for both players
    while s.pending and s.pending["kind"] in ("mover_bombard", "react"):
        s.apply(A.Done())
    cost = ops._path_cost(s, "allied", units, path)
    end = path.index(s.loc[units[0]])  # the move goes on along its path while the points last
    assert ops._path_cost(s, "allied", units, path[: end + 1]) <= ma
    assert (end == len(path) - 1) == (cost <= ma)  # the +2 MP may cut it short of its end


# -- 11.7 (line 657) and 12 (line 671): bridges blown in the Reaction window, by a rearguard --
def test_a_rearguard_blows_the_bridge_of_its_hex_in_the_reaction_window():
    from sandtable.games.fstr import actions as A
    from sandtable.games.fstr.bridges import bridges_at, under_fire
    from sandtable.games.fstr.flow import advance

    s = GAME.new_initial_state("salerno", {})
    board = s.world.board
    rome = board.named.get("rome", "(not on this map)")
    spots = [
        h
        for h in sorted(board.hexes)
        if h not in s.loc.values()
        and any(not under_fire(s, br, "axis") and rome not in br for br in bridges_at(s, h))
    ]
    assert spots, "the fixture needs a bridge away from the Allies"
    h = spots[0]
    br = next(b for b in bridges_at(s, h) if not under_fire(s, b, "axis"))
    s.rearguards = [h]
    mover = s.on_map("allied")[0]
    s.seg_order, s.seg = ["allied", "axis"], 0
    s.tasks, s.pending = [["segment_menu", {"side": "allied"}]], None
    s.tasks.insert(0, ["react_ask", {"side": "axis", "at": s.loc[mover], "movers": [mover], "vacated": []}])
    advance(s)
    assert s.pending["kind"] == "react" and s.pending["side"] == "axis"
    assert A.Bridge(br) in s.legal_actions()  # the rearguard's own hex only (line 671)
    far = [b for b in s.legal_actions() if isinstance(b, A.Bridge)]
    assert all(h in b.bridge.split("|") for b in far)
    s.apply(A.Bridge(br))  # no enemy next to it: no die (line 657)
    assert br in s.blown and s.pending["kind"] in ("react", "segment")


# -- 9.5 (lines 519-521): a landing's depot supplies, and is withdrawn once a line runs elsewhere --
def test_a_landing_depot_supplies_and_may_be_withdrawn_when_a_line_runs_elsewhere():
    from sandtable.games.fstr import actions as A
    from sandtable.games.fstr.landings import WITHDRAW, beaches, withdrawable_depots
    from sandtable.games.fstr.supply import supplied_hexes

    s = GAME.new_initial_state("campaign", {})
    board = s.world.board
    naples = board.named["naples"]
    s.naples_switched, s.depots = True, {}  # V Army draws from Naples (line 889)
    s.control[naples] = "allied"
    near = min(beaches(s, []), key=lambda h: (board.distance(h, naples), h))
    far = max(beaches(s, []), key=lambda h: (board.distance(h, naples), h))
    before = supplied_hexes(s, "allied")
    assert near in before and far not in before
    s.depots = {near: "allied", far: "allied"}
    after = supplied_hexes(s, "allied")
    assert far in after and all(n in after or n not in board.hexes for n in board.nbrs[far])  # it supplies
    assert withdrawable_depots(s) == [near]  # only where a regular line exists without it (17.1)
    _segment_of(s, "allied")
    assert A.Choose(f"{WITHDRAW}{near}") in s.legal_actions()
    assert A.Choose(f"{WITHDRAW}{far}") not in s.legal_actions()
    s.apply(A.Choose(f"{WITHDRAW}{near}"))
    assert s.depots == {far: "allied"}


# -- 14.3.1 (line 765): retreating forces may be bombarded, END OPS results ignored --
def test_a_retreating_stack_may_be_bombarded_and_end_ops_results_are_ignored():
    from sandtable.core.protocol import ChanceOutcome
    from sandtable.games.fstr import actions as A
    from sandtable.games.fstr.flow import advance

    s = GAME.new_initial_state("ortona", {})
    board = s.world.board
    art = next(u for u in s.loc if s.side_of(u) == "allied" and s.unit(u).role == "artillery")
    a = s.loc[art]
    b = next(n for n in board.nbrs[a] if n in board.hexes and not board.side(a, n))
    for u in [u for u in s.loc if u != art]:
        s.loc.pop(u)
        s.steps.pop(u, None)
    for flags in (s.reserve, s.oos, s.end_ops, s.auto_supply):
        flags.clear()
    mine = next(
        u for u in s.world.counters.units if s.unit(u).side == "allied" and s.unit(u).role == "combat"
    )
    foe = next(u for u in s.world.counters.units if s.unit(u).side == "axis" and s.unit(u).steps == 2)
    s.loc[mine], s.steps[mine] = a, s.unit(mine).steps
    s.loc[foe], s.steps[foe] = b, 2
    s.tasks, s.pending = [["segment_menu", {"side": "allied"}]], None
    s.tasks.insert(0, ["mover_bombard_ask", {"side": "allied", "at": b, "retreat": True}])
    advance(s)
    assert s.pending["kind"] == "mover_bombard" and s.pending["retreat"]
    s.apply(next(x for x in s.legal_actions() if isinstance(x, A.Bombard) and art in x.counters))
    assert s.current_player() == CHANCE and "bombardment" in s.chance_label()
    col = s.pending["ctx"]["column"]
    table = s.world.charts
    rolls = [(r, table.bombard_result(col, r)) for r in range(2, 13)]
    r = next(r for r, x in rolls if x == "E")  # every column has an END OPS cell
    s.apply(ChanceOutcome(values=(r // 2, r - r // 2), label=s.chance_label()))  # forced dice
    assert foe not in s.end_ops and s.steps[foe] == 2  # END OPS ignored (line 765)
    assert s.pending["kind"] != "hit_choice"


# -- 9.5 (line 517) / 9.5.3: a landing's units may come from this turn's reinforcements --
def test_a_reinforcement_may_land_on_arrival():
    from sandtable.games.fstr import actions as A
    from sandtable.games.fstr.reinforce import due

    s = GAME.new_initial_state("salerno", {})
    rng = random.Random(11)
    n2 = next(n for n, e in enumerate(s.world.scenario.reinforcements) if e.side == "allied" and e.turn == 2)
    seen = set()
    for _ in range(6000):
        if s.is_terminal():
            break
        p = s.pending or {}
        acts = s.legal_actions() if s.current_player() != CHANCE else []
        if p.get("kind") == "reinforce" and p.get("n") == n2 and A.Choose("land") in acts:
            s.apply(A.Choose("land"))
            assert s.landing_ready and all(u not in s.loc for u in s.landing_ready)
            ready = list(s.landing_ready)
            seen.add("chosen")
        elif (
            p.get("kind") == "allocate"
            and p["side"] == "allied"
            and "chosen" in seen
            and "bought" not in seen
        ):
            buy = [
                a for a in acts if isinstance(a, A.Buy) and a.item == "minor_landing" and a.target in ready
            ]
            assert buy, "the waiting reinforcements may make a minor landing"
            s.apply(buy[0])
            seen.add("bought")
        elif "bought" in seen and any(isinstance(a, A.Land) for a in acts):
            s.apply(next(a for a in acts if isinstance(a, A.Land)))
            seen.add("landed")
            break
        else:
            s.apply(choose(s, rng))
    assert seen == {"chosen", "bought", "landed"}
    landed = [u for u in ready if u in s.loc]
    assert len(landed) == 1 and landed[0] in s.halved and s.steps[landed[0]] == s.unit(landed[0]).steps
    assert n2 in due(s) or not s.landing_ready  # the others still to come (C46)
