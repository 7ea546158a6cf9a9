"""The FSTR heuristic (games/fstr/ai_eval.py): values in [0, 1], each side's value from its own
observation only (hidden stacks, spec §6, lines 589-593), objectives, steps, supply and the front
weighed as the module says, and the shared agents playing FSTR decisions with it."""

from __future__ import annotations

import random

import pytest

from sandtable.ai.levels import make_agent
from sandtable.core.protocol import CHANCE
from sandtable.games.fstr import GameFstr
from sandtable.games.fstr import actions as A
from sandtable.games.fstr.ai_eval import FstrEvaluator, _holes

GAME = GameFstr()


@pytest.fixture()
def ortona():
    return GAME.new_initial_state("ortona", {})


def test_values_are_in_the_unit_interval_and_the_set_up_is_even(ortona):
    ev = FstrEvaluator()
    allied, axis = ev(ortona)
    assert allied == pytest.approx(0.5) and axis == pytest.approx(0.5)
    s = ortona.clone()
    rng = random.Random(3)
    for _ in range(150):
        if s.is_terminal():
            break
        if s.current_player() == CHANCE:
            s.apply(rng.choice(s.chance_outcomes())[0])
        else:
            s.apply(rng.choice(s.legal_actions()))
        assert all(0.0 <= v <= 1.0 for v in ev(s))


def test_a_side_never_sees_what_its_observation_hides(ortona):
    """Out of Supply markers on units hidden from the Allies in fogged Axis stacks (lines 589-593)
    leave the Allied value exactly as it was (the Axis value falls); the same markers on Axis units
    the Allies can see raise it."""
    ev = FstrEvaluator()
    s = ortona
    shown = s.observation(0)
    hidden = [u for h in shown.hidden_stacks for u in s.combat_at(h, "axis") if u not in shown.loc]
    visible = [u for u in s.on_map("axis") if u in shown.loc]
    assert hidden and visible
    before = ev(s)
    unseen = s.clone()
    unseen.oos.update(hidden)
    after = ev(unseen)
    assert after[0] == before[0] and after[1] < before[1]
    seen = s.clone()
    seen.oos.update(visible[: len(hidden)])
    assert ev(seen)[0] > before[0]


@pytest.mark.parametrize("scenario", ["ortona", "salerno", "anzio", "diadem", "kesselring"])
def test_the_score_of_the_full_state_is_the_score_of_the_sides_observation(scenario):
    """The heuristic leaves out what `observation(player)` hides: same score, on random positions."""
    s = GAME.new_initial_state(scenario, {})
    ev = FstrEvaluator()
    rng = random.Random(11)
    checked = 0
    for step in range(400):
        if s.is_terminal():
            break
        if step % 40 == 0:
            for player, side in enumerate(("allied", "axis")):
                o = s.observation(player)
                assert ev.score(s, side) == pytest.approx(ev.score(o, side), abs=1e-12)
                checked += bool(o.hidden_stacks)
        if s.current_player() == CHANCE:
            s.apply(rng.choice(s.chance_outcomes())[0])
        else:
            s.apply(rng.choice(s.legal_actions()))
    assert checked  # at least one position had fogged stacks


def test_approaching_the_objective_raises_the_attackers_value(ortona):
    ev = FstrEvaluator()
    s = ortona
    board = s.world.board
    pescara = board.named["pescara"]
    allied = s.on_map("allied")
    far = max(allied, key=lambda u: board.distance(s.loc[u], pescara))
    base = ev.score(s.observation(0), "allied")
    near = s.clone()
    free = [h for h in board.hexes
            if h not in s.occupied_by("axis") and board.hexes[h].terrain != "sea" and h != pescara]
    spot = min(free, key=lambda h: board.distance(h, pescara))
    near.loc[far] = spot
    assert ev.score(near.observation(0), "allied") > base


def test_the_axis_values_guarding_the_allied_objective(ortona):
    ev = FstrEvaluator()
    s = ortona
    pescara = s.world.board.named["pescara"]
    away = s.clone()
    for u in s.combat_at(pescara, "axis"):
        away.loc.pop(u)  # nobody in Pescara (the units set aside, not lost)
    inside = away.clone()
    guard = next(u for u in s.on_map("axis") if s.loc[u] != pescara)
    inside.loc[guard] = pescara
    assert ev.score(inside, "axis") > ev.score(away, "axis") + 0.4


def test_steps_in_the_cadre_box_and_out_of_supply_units_cost_their_side(ortona):
    ev = FstrEvaluator()
    s = ortona
    base = ev.score(s.observation(1), "axis")
    lost = s.clone()
    u = s.on_map("axis")[0]
    lost.loc.pop(u)
    lost.steps.pop(u)
    lost.cadre["axis"].append(u)
    assert ev.score(lost.observation(1), "axis") < base
    oos = s.clone()
    oos.oos.add(s.on_map("axis")[1])
    assert ev.score(oos.observation(1), "axis") < base


def test_a_step_lost_by_a_reduced_counter_costs_its_side_before_the_fifth(ortona):
    """One reduced counter changes no VP (they count steps by fives) yet is a loss: the side's value
    falls, and the enemy's rises when the enemy can see the counter."""
    ev = FstrEvaluator()
    s = ortona
    seen_by_axis = s.observation(1).loc
    u = next(u for u in s.on_map("allied") if s.steps[u] == 2 and u in seen_by_axis)
    hit = s.clone()
    hit.steps[u] = 1
    assert ev.score(hit.observation(0), "allied") < ev.score(s.observation(0), "allied")
    assert ev.score(hit.observation(1), "axis") > ev.score(s.observation(1), "axis")


def test_a_hole_in_the_front_is_counted(ortona):
    """Holes are empty hexes next to a friendly front hex and the enemy: a ring around the enemy
    hex with one hex missing has exactly that hole; the full ring has none."""
    board = ortona.world.board
    t = next(h for h in board.hexes if len(board.nbrs[h]) == 6
             and all(board.hexes[n].terrain not in ("sea", "lake") for n in board.nbrs[h]))
    ring = set(board.nbrs[t])
    assert _holes(board, ring, {t}) == 0
    gap = sorted(ring)[0]
    assert _holes(board, ring - {gap}, {t}) == 1
    assert _holes(board, {gap}, {t}) == 2  # one front hex: its two neighbours on the ring


def test_the_shared_agents_choose_legal_fstr_decisions_with_it(ortona):
    s = ortona.clone()
    rng = random.Random(5)
    agent = make_agent("normal", 7, "fstr", budget=0.3)
    greedy = make_agent("greedy", 7, "fstr")
    chosen = 0
    for _ in range(60):
        if s.is_terminal():
            break
        if s.current_player() == CHANCE:
            s.apply(rng.choice(s.chance_outcomes())[0])
            continue
        legal = s.legal_actions()
        if len(legal) > 1 and chosen < 4:
            for player in (agent, greedy):
                assert player.choose(s) in legal
            chosen += 1
        s.apply(rng.choice(legal))
    assert chosen == 4


def _allied_step_b(seed: int = 4):
    s = GAME.new_initial_state("ortona", {})
    rng = random.Random(seed)
    for _ in range(3000):
        p = s.pending or {}
        if p.get("kind") == "op_step" and p.get("step") == "B" and p.get("side") == "allied" and any(
                isinstance(a, A.Move) for a in s.legal_actions()):
            return s
        s.apply(rng.choice(s.chance_outcomes())[0] if s.current_player() == CHANCE
                else rng.choice(s.legal_actions()))
    raise AssertionError("no Allied step B")


def test_the_search_looks_at_a_few_moves_a_stack_toward_the_places_to_take():
    from sandtable.games.fstr.ai_eval import MOVE_CHOICES

    ev = FstrEvaluator()
    s = _allied_step_b()
    legal = s.legal_actions()
    kept = ev.candidates(s, legal)
    assert set(kept) <= set(legal) and A.Done() in kept
    moves = [a for a in kept if isinstance(a, A.Move)]
    assert moves and len(moves) < len([a for a in legal if isinstance(a, A.Move)])
    per_stack: dict[tuple[str, bool], int] = {}
    for a in moves:
        key = (s.loc[a.units[0]], a.strategic)
        per_stack[key] = per_stack.get(key, 0) + 1
    assert max(per_stack.values()) <= MOVE_CHOICES
    assert [a for a in legal if not isinstance(a, A.Move)] == [a for a in kept if not isinstance(a, A.Move)]


def test_no_reassignment_is_looked_at_and_the_programming_keeps_its_purchases():
    s = GAME.new_initial_state("campaign", {})
    while s.pending and s.pending["kind"] != "allocate":
        s.apply(s.legal_actions()[0] if s.current_player() != CHANCE else s.chance_outcomes()[0][0])
    legal = s.legal_actions()
    kept = FstrEvaluator().candidates(s, legal)
    assert any(isinstance(a, A.Buy) and a.item == "reassign" for a in legal)
    assert kept == [a for a in legal if not (isinstance(a, A.Buy) and a.item == "reassign")]


def test_stacks_closing_in_on_the_places_to_take_raise_the_attackers_value(ortona):
    """Every Allied stack nearer Ortona, Orsogna, Popoli and Pescara counts (W_ADVANCE), not only the
    nearest one: a one-turn scenario is lost by waiting."""
    ev = FstrEvaluator()
    s = ortona
    board = s.world.board
    target = board.place("Ortona")
    dist = {h: board.distance(h, target) for h in board.hexes}
    stack = max(s.combat_hexes("allied"), key=lambda h: dist[h])  # the farthest Allied stack
    nearer = min((n for n in board.nbrs[stack] if not s.units_at(n)), key=lambda n: dist[n])
    assert dist[nearer] < dist[stack]
    t = s.clone()
    for u in s.combat_at(stack, "allied"):
        t.loc[u] = nearer
    assert ev.score(t, "allied") > ev.score(s, "allied")
