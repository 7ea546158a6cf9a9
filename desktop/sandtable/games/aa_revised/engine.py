"""The work list that plays a Revised game: phases in book order, tasks, decisions and dice.

`advance` runs tasks until one needs a player or a die (`s.pending`); with nothing left it starts
the next phase of `rules.PHASES` (skipping those a power without its capital does not play,
L1793-1795), then the next power, and after the US the victory check (L2510-2526). Every die is
one chance step (`roll`) with a label; the code that uses its face is the task named in `then`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sandtable.core.dispatch import Registry
from sandtable.core.protocol import Action, ChanceOutcome
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.rules import (
    PHASE_BY_KEY,
    PHASE_KEYS,
    RESEARCH_DIE_COST,
    SIDE,
    TURN_ORDER,
    UNITS,
)
from sandtable.games.aa_revised.state import RevisedState

Task = Callable[[RevisedState, dict[str, Any]], None]
Handler = Callable[[RevisedState, dict[str, Any], Action], None]
PhaseStart = Callable[[RevisedState], None]
TASKS: Registry[Task] = Registry()
HANDLERS: Registry[Handler] = Registry()
PHASE_START: Registry[PhaseStart] = Registry()
task = TASKS.register
handler = HANDLERS.register
phase = PHASE_START.register

# national advantages declared in a "declare" decision: name -> effect when used / declined
DECLARED: Registry[Task] = Registry()
DECLINED: Registry[Task] = Registry()


def push(s: RevisedState, *tasks: tuple[str, dict[str, Any]]) -> None:
    """Run these tasks next, in the order given."""
    s.tasks[0:0] = [[name, data] for name, data in tasks]


def ask(s: RevisedState, power: str, kind: str, prompt: str, **data: Any) -> None:
    s.pending = {"kind": kind, "power": power, "prompt": prompt, **data}


def roll(s: RevisedState, label: str, then: str, ctx: dict[str, Any]) -> None:
    s.pending = {"kind": "die", "label": label, "then": then, "ctx": ctx}


# -- the loop -------------------------------------------------------------------------------
def advance(s: RevisedState) -> None:
    while s.pending is None and s.winner is None:
        if s.tasks:
            name, data = s.tasks.pop(0)
            TASKS[name](s, data)
        else:
            next_phase(s)


def apply_action(s: RevisedState, action: Action) -> None:
    pending = s.pending
    assert pending is not None
    s.pending = None
    if isinstance(action, ChanceOutcome):
        push(s, (pending["then"], {**pending["ctx"], "face": action.values[0]}))
    else:
        HANDLERS[pending["kind"]](s, pending, action)
    advance(s)


def in_exile(s: RevisedState, power: str) -> bool:
    """A power whose capital the enemy holds (L1790-1802)."""
    return not s.capital_held(power)


def next_phase(s: RevisedState) -> None:
    if s.phase == "setup":
        s.phase = PHASE_KEYS[0]
        begin_turn(s)
    else:
        index = PHASE_KEYS.index(s.phase) + 1
        if index >= len(PHASE_KEYS):
            end_turn(s)
            if s.winner is not None:
                return
            s.phase = PHASE_KEYS[0]
        else:
            s.phase = PHASE_KEYS[index]
    p = PHASE_BY_KEY[s.phase]
    if in_exile(s, s.power) and not p.in_exile:
        s.note(f"{p.name}: skipped, the capital is in enemy hands (L1793-1795)")
        return
    PHASE_START[s.phase](s)


def begin_turn(s: RevisedState) -> None:
    s.start_owner = dict(s.owner)
    s.conquered = []
    s.bought = {}
    s.placed = {}
    s.turn_damage = {}
    s.rocket_targets = []
    for u in s.units.values():
        u.moved = 0
        u.came = ""
        u.unloaded = ""
        u.landing = ""
        u.aa = []
        u.flags.intersection_update(("sub",))
    s.effects.pop("sea_battles", None)
    s.effects.pop("rockets_launched", None)
    if s.effects.get("russian_winter") and s.power == "ussr":
        s.effects.pop("russian_winter")  # until the start of the next Soviet turn (L3243-3248)
    s.note(f"turn of {s.ctx.scen.power(s.power).name}")


def end_turn(s: RevisedState) -> None:
    if s.pending_techs.get(s.power):  # tech_timing = end_of_turn (spec C31)
        s.techs[s.power].extend(s.pending_techs[s.power])
        s.pending_techs[s.power] = []
    order = TURN_ORDER
    index = order.index(s.power)
    if index == len(order) - 1:
        victory_check(s)
        if s.winner is not None:
            return
        s.round += 1
        s.power = order[0]
    else:
        s.power = order[index + 1]
    begin_turn(s)


def victory_cities(s: RevisedState, side: str) -> int:
    return sum(1 for t in s.ctx.victory_cities if SIDE.get(s.owner.get(t, ""), "") == side)


def victory_check(s: RevisedState) -> None:
    """At the end of the round, after the US turn (L1806-1809, L2510-2526; spec C1)."""
    need = int(s.opts["victory_cities"])
    held = {side: victory_cities(s, side) for side in ("allies", "axis")}
    winners = [side for side, n in held.items() if n >= need]
    if winners:
        side = winners[0]
        s.winner = side
        s.reason = f"the {side} hold {held[side]} victory cities at the end of round {s.round} (need {need})"
        if s.opts["individual_winner"]:
            gains = {p: s.production(p) - s.ctx.start_production[p] for p in TURN_ORDER if SIDE[p] == side}
            best = max(gains, key=lambda p: (gains[p], -TURN_ORDER.index(p)))
            s.reason += f"; individual winner {best} (+{gains[best]} production, L2479-2501)"
    elif s.opts["round_limit"] and s.round >= int(s.opts["round_limit"]):
        a, x = held["allies"], held["axis"]
        s.winner = "allies" if a > x else "axis" if x > a else "draw"
        s.reason = f"round limit {s.round}: allies {a}, axis {x} victory cities"
    if s.winner is not None:
        s.note(s.reason)


# -- conquest ----------------------------------------------------------------------------------
def conquer(s: RevisedState, territory: str, power: str) -> None:
    """Take a territory (L1660-1703): control, AA guns and ICs change hands (L2625-2626, L2669);
    liberation returns it to its original power (L1767-1780); a capital's treasury is plundered
    (L1782-1802)."""
    side = SIDE[power]
    previous = s.owner[territory]
    original = s.ctx.original[territory]
    new_owner = power
    if SIDE[original] == side and original != power and s.capital_held(original):
        new_owner = original
    if territory == s.ctx.capital_of.get(original) and original != power and SIDE[original] == side:
        new_owner = original  # a liberated capital returns to its power
    s.owner[territory] = new_owner
    if territory not in s.conquered:
        s.conquered.append(territory)
    for u in s.units.values():
        if u.at == territory and u.type in ("aa_gun", "industrial_complex") and SIDE[u.owner] != side:
            u.owner = new_owner
        elif u.at == territory and u.type == "aa_gun" and new_owner == original and SIDE[u.owner] == side:
            u.owner = original  # a captured AA gun returns to the liberated power (L2629-2630)
    s.note(
        f"{s.ctx.name(territory)} taken from {previous} by {power}"
        + (f", liberated for {new_owner}" if new_owner != power else "")
    )
    loser = s.ctx.capital_at.get(territory)
    if loser and SIDE[loser] != side:
        plunder = s.ipcs[loser]
        s.ipcs[power] += plunder
        s.ipcs[loser] = 0
        s.note(f"{power} takes {plunder} IPCs from {loser}'s treasury (L1786-1789)")
    if loser and new_owner == loser:
        back = set()
        for t, o in s.owner.items():  # the power's own territories held by friends return (L1777-1780)
            if s.ctx.original[t] == loser and o != loser and SIDE[o] == SIDE[loser]:
                s.owner[t] = loser
                back.add(t)
        for u in s.units.values():  # with their complexes and AA guns, which follow the territory
            if u.at in back and u.type in ("aa_gun", "industrial_complex") and SIDE[u.owner] == SIDE[loser]:
                u.owner = loser  # (L2625-2630, L2673-2675)
        s.effects.setdefault("liberated", []).append(loser)
    if (
        s.has_na("uk", "French Resistance")
        and territory == "western_europe"
        and side == "allies"
        and "uk:French Resistance" not in s.used
    ):
        s.used.append("uk:French Resistance")  # 3 free British infantry (L3367-3371)
        for _ in range(3):
            s.add_unit("infantry", "uk", territory).flags.add("new")


# -- phase 1: weapons development ------------------------------------------------------------
@phase("research")
def _start_research(s: RevisedState) -> None:
    if not s.opts["tech_development"]:
        return
    if s.ipcs[s.power] < RESEARCH_DIE_COST or len(s.techs[s.power]) + len(s.pending_techs[s.power]) >= 6:
        return
    ask(s, s.power, "research", "weapons development: choose a development and buy dice, or pass")


@handler("research")
def _on_research(s: RevisedState, pending: dict[str, Any], action: Action) -> None:
    if isinstance(action, A.Done):
        return
    assert isinstance(action, A.Research)
    s.ipcs[s.power] -= RESEARCH_DIE_COST * action.dice  # L802-807
    s.note(f"research {action.development} with {action.dice} dice")
    push(s, ("research_die", {"dev": action.development, "left": action.dice, "hit": False}))


@task("research_die")
def _research_die(s: RevisedState, data: dict[str, Any]) -> None:
    """Roll all the dice; any die showing the development's number succeeds (L808-824)."""
    from sandtable.games.aa_revised.rules import DEVELOPMENT_DIE

    if "face" in data:
        if data.pop("face") == DEVELOPMENT_DIE[data["dev"]]:
            data["hit"] = True
        data["left"] -= 1
    if data["left"] > 0:
        roll(
            s, f"research die for {data['dev']} (needs {DEVELOPMENT_DIE[data['dev']]})", "research_die", data
        )
        return
    if data["hit"]:
        target = s.pending_techs if s.opts["tech_timing"] == "end_of_turn" else s.techs
        target[s.power].append(data["dev"])  # takes effect at once (L825-837) or at the end (C31)
        s.note(f"developed {data['dev']}")


# -- phase 2: purchase ---------------------------------------------------------------------------
@phase("purchase")
def _start_purchase(s: RevisedState) -> None:
    if s.opts["strict_exile"] and s.power in s.effects.get("liberated", []):
        s.effects["liberated"].remove(s.power)
        s.note("no purchase in the first turn after liberation (option strict_exile, C11)")
        return
    if s.power in s.effects.get("liberated", []):
        s.effects["liberated"].remove(s.power)
    ask(s, s.power, "purchase", "buy units for the mobilization zone, then done")


@handler("purchase")
def _on_purchase(s: RevisedState, pending: dict[str, Any], action: Action) -> None:
    if isinstance(action, A.Done):
        return
    if isinstance(action, A.LendLease):
        u = s.units[action.unit]
        s.note(f"Lend-Lease: {u.owner} {u.type} {u.id} in {s.ctx.name(u.at)} becomes Soviet")
        u.owner = "ussr"  # same type, the USSR's colour (L3287-3292)
        ask(s, s.power, "purchase", "buy units for the mobilization zone, then done")
        return
    assert isinstance(action, A.Buy)
    s.ipcs[s.power] -= UNITS[action.unit].cost * action.count  # L939-941
    s.bought[action.unit] = s.bought.get(action.unit, 0) + action.count
    ask(s, s.power, "purchase", "buy units for the mobilization zone, then done")


def lend_lease_units(s: RevisedState) -> list[Any]:
    """Units of the USSR's allies standing in territories the USSR controls, in its purchase phase
    (L3287-3292): they began the turn there or moved there on their owner's turn. Cargo, AA guns
    and complexes (which follow their territory) are not lent."""
    if s.power != "ussr" or not s.has_na("ussr", "Lend-Lease"):
        return []
    return [
        u
        for u in s.units.values()
        if u.owner in ("uk", "usa")
        and s.owner.get(u.at) == "ussr"
        and not u.on
        and u.type not in ("aa_gun", "industrial_complex")
    ]


# -- phases 3-5 (moves and combat live in moves.py and combat.py) ---------------------------
# -- phase 6: mobilize ---------------------------------------------------------------------------
@phase("mobilize")
def _start_mobilize(s: RevisedState) -> None:
    if s.has_na("usa", "Chinese Divisions") and s.power == "usa":
        for t in ("china", "sinkiang", "kwantung", "french_indochina"):  # L3438-3442
            if s.owner.get(t) == "usa":
                s.add_unit("infantry", "usa", t).flags.add("new")
                s.note(f"Chinese Divisions: a free infantry in {s.ctx.name(t)}")
                break
    if s.bought:
        ask(s, s.power, "mobilize", "place the units of the mobilization zone")


@handler("mobilize")
def _on_mobilize(s: RevisedState, pending: dict[str, Any], action: Action) -> None:
    if isinstance(action, A.Done):
        lost = sum(s.bought.values())
        if lost:
            s.note(f"{lost} bought unit(s) could not be placed and are lost")
        s.bought = {}
        return
    assert isinstance(action, A.Place)
    place_unit(s, action)
    if s.bought:
        ask(s, s.power, "mobilize", "place the units of the mobilization zone")


def place_unit(s: RevisedState, action: A.Place) -> None:
    s.bought[action.unit] -= 1
    if not s.bought[action.unit]:
        del s.bought[action.unit]
    if action.unit != "industrial_complex":
        s.placed[action.via] = s.placed.get(action.via, 0) + 1
    u = s.add_unit(action.unit, s.power, action.at)
    u.flags.add("new")
    if action.unit == "fighter" and action.at in s.ctx.sea:
        from sandtable.games.aa_revised.mobilize import carrier_for_new_fighter

        carrier = carrier_for_new_fighter(s, action.at)
        u.on = carrier.id if carrier is not None else 0


# -- phase 7: collect income -------------------------------------------------------------------
@phase("income")
def _collect_income(s: RevisedState) -> None:
    """Compulsory (L753-756); the production of the territories held (L2454-2457); IPCs never lent
    (L2463-2467); none without the capital (L2458-2463, handled by the exile skip)."""
    if s.opts["new_carrier_rescues_fighter"]:
        from sandtable.games.aa_revised.moves import rescue_fighters

        rescue_fighters(s)
    income = s.production(s.power)
    if s.power in ("uk", "usa") and s.has_na("germany", "U-Boat Interdiction"):
        subs = sum(1 for u in s.units.values() if u.type == "submarine" and u.owner == "germany")
        cut = min(subs, income)  # L3300-3304; not below 0 (spec section 10)
        if cut:
            income -= cut
            s.note(f"U-Boat Interdiction: {cut} IPCs less")
    s.ipcs[s.power] += income
    s.note(f"collects {income} IPCs")
    if s.power == "ussr" and s.has_na("ussr", "Russian Winter") and "ussr:Russian Winter" not in s.used:
        ask(
            s,
            "ussr",
            "declare",
            "declare a Russian Winter until your next turn? (L3243-3248)",
            name="Russian Winter",
        )


@handler("declare")
def _on_declare(s: RevisedState, pending: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.Declare)
    if action.use:
        s.used.append(f"{pending['power']}:{action.name}")
        if action.name == "Russian Winter":
            s.effects["russian_winter"] = True
        elif action.name in DECLARED:
            DECLARED[action.name](s, pending)
        s.note(f"declares {action.name}")
    elif action.name in DECLINED:
        DECLINED[action.name](s, pending)
