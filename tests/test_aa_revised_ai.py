"""The Revised heuristic (games/aa_revised/ai_eval.py) with the shared computer players: it prefers
won positions, it gives each seat its side's value for any seating, its candidate filter keeps only
legal actions, and agents using it play legal games of one round quickly, for any subset of powers."""

from __future__ import annotations

import random
import time

import sandtable.games.aa_revised  # noqa: F401  (registers the game)
from sandtable.ai.greedy import GreedyAgent
from sandtable.ai.search import SearchAgent
from sandtable.core.playout import random_outcome
from sandtable.core.protocol import CHANCE, TERMINAL
from sandtable.core.registry import get_game
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.ai_eval import RevisedEvaluator
from sandtable.games.aa_revised.rules import SIDE

GAME = get_game("aa-revised")


def start(**options: object):
    return GAME.new_initial_state(GAME.load_scenario("default"), dict(options))


def test_a_won_position_scores_higher():
    ev = RevisedEvaluator()
    s = start()
    base = ev(s)
    won = s.clone()
    for uid in [u.id for u in won.units.values() if u.owner == "germany"]:
        won.remove_unit(uid)
    for t, p in list(won.owner.items()):
        if p == "germany":
            won.owner[t] = "ussr"
    assert ev(won)[0] > base[0] + 0.2 and ev(won)[1] < base[1] - 0.2  # seat 0 Allies, seat 1 Axis
    lost = s.clone()
    for uid in [u.id for u in lost.units.values() if u.owner == "ussr" and u.type == "infantry"]:
        lost.remove_unit(uid)
    assert ev(lost)[0] < base[0]


def test_every_seat_gets_its_sides_value_for_any_seating():
    for players in (2, 3, 4, 5):
        s = start(players=players)
        values = RevisedEvaluator(lookahead=True)(s)
        assert len(values) == players
        for power, seat in s.seats.items():
            other = next(p for p in s.seats if SIDE[p] != SIDE[power])
            assert abs(values[seat] + values[s.seats[other]] - 1.0) < 1e-9


def test_a_finished_game_is_scored_by_its_result():
    s = start(round_limit=1)
    rng = random.Random(3)
    while s.current_player() != TERMINAL:
        if s.current_player() == CHANCE:
            s.apply(random_outcome(s, rng))
        else:
            s.apply(rng.choice(s.legal_actions()))
    result = s.result()
    assert RevisedEvaluator()(s) == tuple(result.scores)


def test_the_candidate_filter_keeps_legal_distinct_moves():
    s = start()
    rng = random.Random(2)
    checked = 0
    for _ in range(400):
        if s.current_player() == CHANCE:
            s.apply(random_outcome(s, rng))
            continue
        actions = s.legal_actions()
        kept = RevisedEvaluator().candidates(s, actions + actions[1:])  # duplicates are dropped
        assert kept and all(a in actions for a in kept) and len(kept) <= len(actions)
        moves = [a for a in kept if a.kind == "move"]
        shapes = {(tuple(sorted((s.units[i].type, s.units[i].at) for i in a.units)), a.path[-1], a.mission)
                  for a in moves}
        assert len(shapes) == len(moves)  # one move per unit types, origin and destination
        checked += len(moves)
        s.apply(rng.choice(actions))
    assert checked > 100


def play_round(levels: dict[str, str], players: int) -> tuple[object, float, dict[str, float], list[object]]:
    """One round with the powers in `levels` played by agents (greedy or search, short budgets),
    the others at random; (state, seconds, seconds per computer power's turn)."""
    s = start(players=players, round_limit=1)
    agents = {}
    for power, level in levels.items():
        if level == "greedy":
            agents[power] = GreedyAgent(f"t:{power}", evaluator=RevisedEvaluator(), budget=0.05)
        else:
            agents[power] = SearchAgent(f"t:{power}", evaluator=RevisedEvaluator(True), budget=0.05,
                                        evaluations=30)
    rng = random.Random(7)
    t0 = time.perf_counter()
    turns: dict[str, float] = {}
    while s.current_player() != TERMINAL:
        if s.current_player() == CHANCE:
            s.apply(random_outcome(s, rng))
        elif s.power in agents and s.pending["power"] == s.power:
            t1 = time.perf_counter()
            action = agents[s.power].choose(s)
            turns[s.power] = turns.get(s.power, 0.0) + time.perf_counter() - t1
            s.apply(action)  # apply checks legality
        else:
            s.apply(rng.choice(s.legal_actions()))
    return s, time.perf_counter() - t0, turns, list(agents.values())


def test_agents_play_a_legal_round_for_any_subset_of_powers():
    s, seconds, turns, agents = play_round({"germany": "greedy", "japan": "search"}, players=5)
    assert s.result() is not None and set(turns) == {"germany", "japan"}
    assert seconds < 240  # one round, short budgets: minutes would mean a runaway
    assert all(a.failures == 0 for a in agents)  # no decision fell back after a heuristic error


def test_germany_buys_and_attacks_under_the_greedy_player():
    s = start(players=5)
    agent = GreedyAgent("g", evaluator=RevisedEvaluator(), budget=0.2)
    rng = random.Random(1)
    money = spent = None
    attacked = False
    while s.round == 1 and s.current_player() != TERMINAL:
        if s.current_player() == CHANCE:
            s.apply(random_outcome(s, rng))
            continue
        if s.power != "germany":
            s.apply(rng.choice(s.legal_actions()))
            continue
        if money is None and s.pending["kind"] == "purchase":
            money = s.ipcs["germany"]
        if money is not None and spent is None and s.pending["kind"] != "purchase":
            spent = money - s.ipcs["germany"]
        if s.pending["kind"] == "battle_order" or s.battle is not None:
            attacked = True
        s.apply(agent.choose(s))
        if s.power != "germany" and money is not None:
            break
    assert spent is not None and spent >= money - 4  # it spent its bank (a few IPCs may be left)
    assert attacked  # and fought at least one battle in its first turn


def ussr_combat_move():
    """The USSR's first combat move, eight infantry bought."""
    s = start()
    for a in [A.Done()] + [A.Buy("infantry", 1)] * 8 + [A.Done()]:
        s.apply(a)
    assert s.pending["kind"] == "combat_move"
    return s


def test_an_attack_can_be_begun_one_unit_at_a_time():
    s = ussr_combat_move()
    first = next(a for a in s.legal_actions() if a.kind == "move" and a.path[-1] == "ukraine_s_s_r"
                 and s.units[a.units[0]].type == "infantry")
    begun = s.clone()
    begun.apply(first)
    ahead, static = RevisedEvaluator(True), RevisedEvaluator(False)
    # alone, one infantry against Ukraine's six units is a lost battle (what greedy reads) ...
    assert static.score(begun) < static.score(s)
    # ... but the look-ahead reading counts the Soviet units that can still join this combat move
    assert ahead.score(begun) > ahead.score(s) + 10
    ended = begun.clone()
    ended.apply(A.Done())  # ending the combat move with the lone infantry committed costs
    assert ahead.score(ended) < ahead.score(begun) - 10


def test_a_power_places_what_it_bought_and_spends_its_money():
    s = start()
    ev = RevisedEvaluator(True)
    s.apply(A.Done())
    kept = ev.candidates(s, s.legal_actions())
    assert kept and all(a.kind == "buy" for a in kept)  # no Done while a unit can be bought
    assert all(a.unit in ("infantry", "artillery", "tank", "fighter", "bomber", "aa_gun") for a in kept)
    for a in [A.Buy("infantry", 1)] * 3 + [A.Done(), A.Done(), A.Done()]:
        s.apply(a)
    assert s.pending["kind"] == "mobilize"
    kept = ev.candidates(s, s.legal_actions())
    assert kept and all(a.kind == "place" for a in kept)  # Done would lose the infantry
