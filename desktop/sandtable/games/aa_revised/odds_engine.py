"""The engine's side of the Revised odds: the position a battle is fought in (the shipped map, every
other unit gone, the combat phase opened by the engine itself) and a Monte Carlo that plays the
battle through the engine's own combat tasks, dice from a seeded generator and the same casualty
order and retreat policy as the exact count (`odds_exact`), so the two can be compared.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sandtable.games.aa_revised.odds_exact import (
    BBD,
    DOWN,
    IDX,
    KEEP,
    SLOTS,
    Battle,
    Cfg,
    Setup,
    _sides,
    cfg_of,
    falls_below,
    keep_last,
    present,
    repaired,
)
from sandtable.games.aa_revised.odds_walk import win_values
from sandtable.games.aa_revised.rules import UNITS


def engine_state(setup: Setup) -> Any:
    """The engine's position at the start of this battle (the shipped map, every other unit gone)."""
    from sandtable.games.aa_revised.engine import PHASE_START, advance
    from sandtable.games.aa_revised.fixtures import position

    game = shipped_game()
    ctx = context(game)
    sea = setup.kind == "sea"
    forces: dict[str, dict[str, dict[str, int]]] = {setup.space: {setup.attacker: {}, setup.defender: {}}}
    for (power, units) in ((setup.attacker, setup.att), (setup.defender, setup.dfd)):
        for t, n in units:
            kind = "battleship" if t == "battleship_dmg" else t
            if n and t != "submerged":
                forces[setup.space][power][kind] = forces[setup.space][power].get(kind, 0) + n
    if setup.aa_guns:
        forces[setup.space][setup.defender]["aa_gun"] = setup.aa_guns
    home = _retreat_space(ctx, setup)
    zone = ""
    if setup.bombard:
        zone = next(z for z in sorted(ctx.nb[setup.space]) if z in ctx.sea)
        forces.setdefault(zone, {})[setup.attacker] = dict(setup.bombard)
    owner = {setup.space: setup.defender} if not sea else {}
    if home and not sea:
        owner[home] = setup.attacker
    s = position(game, forces, owner=owner, power=setup.attacker, phase="combat_move",
                 options=dict(setup.options), techs={p: list(t) for p, t in setup.techs},
                 advantages={p: list(a) for p, a in setup.advantages})
    s.tasks.clear()
    s.pending = None
    if setup.russian_winter:
        s.effects["russian_winter"] = s.round
    for u in s.units.values():
        if u.at != setup.space or u.owner != setup.attacker:
            continue
        if u.type == "fighter":
            u.on = 0  # attacking fighters fly off their carriers
        if UNITS[u.type].domain != "air":
            u.came = zone if setup.amphibious else home
        if setup.amphibious and UNITS[u.type].domain == "land":
            u.flags.add("amphibious")
            u.came = zone
    for power, units in ((setup.attacker, setup.att), (setup.defender, setup.dfd)):
        hurt = dict(units).get("battleship_dmg", 0)
        for u in sorted(s.units.values(), key=lambda u: u.id):
            if hurt and u.at == setup.space and u.owner == power and u.type == "battleship":
                u.flags.add("dmg")  # a battleship already damaged in this combat
                hurt -= 1
    s.phase = "combat"
    PHASE_START["combat"](s)
    advance(s)
    return s


_GAME: list[Any] = []  # the kept game, then its context


def shipped_game() -> Any:
    """One Revised game object for the odds: it keeps the shipped scenario once read (a fresh one
    reads the file again, a good part of a count's time)."""
    if not _GAME:
        from sandtable.core.registry import get_game

        _GAME.append(get_game("aa-revised"))
    return _GAME[0]


def context(game: Any) -> Any:
    """The shipped scenario's context (`GameRevised.context`: parsed once per content, found again
    by a JSON dump of the scenario, so the kept game's is kept here)."""
    if _GAME and game is _GAME[0]:
        if len(_GAME) == 1:
            _GAME.append(game.context(game.load_scenario("default")))
        return _GAME[1]
    return game.context(game.load_scenario("default"))


def _retreat_space(ctx: Any, setup: Setup) -> str:
    """A neighbour the attacker came from (same kind of space as the battle)."""
    want_sea = setup.kind == "sea"
    return next((n for n in sorted(ctx.nb[setup.space]) if (n in ctx.sea) == want_sea), "")


def pick_casualty(state: Any, order: tuple[str, ...]) -> int:
    """The owner's casualty order as a choice among the engine's offered units (`Battle.lose`'s rule)."""
    from sandtable.games.aa_revised.combat import candidates

    offered = [state.units[uid] for uid in state.pending["options"]]
    for u in offered:
        if u.type == "battleship" and "dmg" not in u.flags:
            return int(u.id)
    if KEEP in order:
        data = state.pending["data"]
        pool = candidates(state, data["side"], data["filter"])
        land = sum(1 for u in pool if u.type in ("infantry", "artillery", "tank"))
        if land == 1 and len(pool) > 1:
            order = keep_last(order)
    for t in order:
        for u in sorted(offered, key=lambda u: "dmg" not in u.flags):
            if u.type == t:
                return int(u.id)
    return int(offered[0].id)


def engine_battle(setup: Setup, base: Any, rng: Any, value: Any = None) -> tuple[str, Cfg, Cfg]:
    """Play the battle once through the engine's tasks: dice from `rng`, decisions by the policies."""
    from sandtable.core.protocol import ChanceOutcome
    from sandtable.games.aa_revised import actions as A
    from sandtable.games.aa_revised.engine import apply_action

    s = base.clone()
    retreated = False
    while s.battle is not None:
        pending = s.pending
        assert pending is not None
        kind = pending["kind"]
        if kind == "die":
            action: Any = ChanceOutcome((rng.randint(1, 6),), pending["label"])
        elif kind == "casualty":
            side = "att" if pending["power"] == setup.attacker else "def"
            action = A.Casualty(pick_casualty(s, setup.att_order if side == "att" else setup.def_order))
        elif kind == "press":
            a, d = _cfgs(s, setup)
            leave = setup.retreat == "after" and s.battle["round"] >= setup.retreat_round or \
                value is not None and falls_below(value(a, d), setup.retreat_below)
            if leave and pending["retreats"]:
                action, retreated = A.Retreat(pending["retreats"][-1]), True
            else:
                action = A.Press()
        elif kind == "submerge":
            action = A.Submerge(setup.defender_submerge)
        else:
            raise AssertionError(f"unexpected decision {kind} in a battle")
        apply_action(s, action)
    a, d = _cfgs(s, setup, after=True)
    if retreated:
        return "retreat", repaired(a), repaired(d)
    return _final_status(setup, a, d), repaired(a), repaired(d)


def _final_status(setup: Setup, a: Cfg, d: Cfg) -> str:
    if not present(a):
        return "defender_wins" if present(d) or (setup.aa_guns and setup.kind == "land") else "both_gone"
    return "stalemate" if present(d) else "attacker_wins"


def _cfgs(s: Any, setup: Setup, after: bool = False) -> tuple[Cfg, Cfg]:
    """Both sides' forces in the engine's state as canonical counts."""
    att, dfd = [0] * len(SLOTS), [0] * len(SLOTS)
    for u in s.units.values():
        if u.type not in IDX or (u.on and u.type != "fighter"):
            continue
        dmg = u.type == "battleship" and "dmg" in u.flags
        if u.owner == setup.attacker and (u.at == setup.space or after and "retreated" in u.flags):
            if u.on or UNITS[u.type].domain == "land" and setup.kind == "sea":
                continue
            att[BBD if dmg else IDX[u.type]] += 1
        elif u.owner == setup.defender and u.at == setup.space:
            if UNITS[u.type].domain == "land" and setup.kind == "sea":
                continue
            dfd[DOWN if "sub" in u.flags else BBD if dmg else IDX[u.type]] += 1
    return tuple(att), tuple(dfd)


def monte_carlo(setup: Setup, samples: int, seed: int = 1) -> dict[tuple[str, Cfg, Cfg], float]:
    """The frequencies of (outcome, survivors) over `samples` engine battles."""
    import random

    rng = random.Random(seed)
    base = engine_state(setup)
    value = None
    if setup.retreat == "below":
        bt = Battle(setup, False, base)
        A_ = _sides(bt, cfg_of(setup.att), ("any", "aa", "naval"), setup.att_order, False)
        D_ = _sides(bt, cfg_of(setup.dfd), ("any", "land", "naval"), setup.def_order,
                    setup.defender_submerge and bt.sea)
        ia, id_ = {c: i for i, c in enumerate(A_)}, {c: i for i, c in enumerate(D_)}
        grid = win_values(bt, A_, D_, ia, id_)

        def value(a: Cfg, d: Cfg) -> float:
            return float(grid[ia[a], id_[d]])
    counts: dict[tuple[str, Cfg, Cfg], int] = {}
    for _ in range(samples):
        k = engine_battle(setup, base, rng, value)
        counts[k] = counts.get(k, 0) + 1
    return {k: n / samples for k, n in counts.items()}


def max_delta(exact: Mapping[Any, Any], sampled: Mapping[Any, float]) -> float:
    keys = set(exact) | set(sampled)
    return max((abs(float(exact.get(k, 0)) - sampled.get(k, 0.0)) for k in keys), default=0.0)
