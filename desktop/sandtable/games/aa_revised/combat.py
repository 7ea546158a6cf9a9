"""Phase 4, conduct combat (L1304-2227): the battles found after the combat move, fought one at a
time in the attacker's order (sea combats of an amphibious assault first, L1314-1330), each in the
book's steps (L1366-1377):

1. place units; 2. opening fire: AA guns (first round, L1389-1402), shore bombardment (first round,
L1448-1478), submarines (every round, L1479-1490); 3. remove those casualties, except where the
victims' side has a destroyer (L1544-1557, spec C9); 4. the attacker fires (L1558-1574); 5. the
defender fires, casualties included (L1575-1585); 6. remove casualties; 7. press, retreat or
submerge (L1610-1659); 8. conquer (L1660-1703). Battleships take two hits and are repaired after
the combat (L2092-2108). Strategic bombing and rockets are in bombing.py.
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.advantages import at_battle_start
from sandtable.games.aa_revised.agreement import picker, propose
from sandtable.games.aa_revised.dice import fire
from sandtable.games.aa_revised.engine import DECLARED, DECLINED, ask, conquer, handler, phase, push, task
from sandtable.games.aa_revised.moves import aa_hit_number, land_cargo, landing_options, seat_carriers, settle
from sandtable.games.aa_revised.rules import AIR, CONQUERORS, NOT_TARGETS, SEA, SIDE, UNITS
from sandtable.games.aa_revised.state import RevisedState, Unit
from sandtable.games.aa_revised.values import (
    attack_values,
    attackers,
    can_hit,
    defence_value,
    defenders,
    has_destroyer,
)


@phase("combat")
def _start_combat(s: RevisedState) -> None:
    if s.power == "uk" and s.effects.get("joint_strike") == s.round:
        s.note("Joint Strike: no British combat this turn (L3341-3349)")
        return
    push(
        s,
        ("rockets", {}),
        ("overflight_aa", {}),
        ("find_battles", {}),
        ("enigma", {}),
        ("next_battle", {}),
        ("land_aircraft", {}),
    )


@task("find_battles")
def _find_battles(s: RevisedState, data: dict[str, Any]) -> None:
    """Every space holding units of both sides, plus raids and declared landings (L1310-1330)."""
    side = s.active_side
    found: set[str] = set()
    raids: set[str] = set()
    for u in s.units.values():
        lent = u.owner != s.power and s.commands(u.owner) and ("cm" in u.flags or bool(u.landing))
        if not (u.owner == s.power or lent) or "gone" in u.flags:
            continue
        if "sbr" in u.flags:
            raids.add(u.at)
        elif u.landing:
            found.add(u.landing)
        elif not u.on and any(True for _ in s.enemies_at(u.at, side)):
            found.add(u.at)
    s.battles = sorted(found) + [f"sbr:{t}" for t in sorted(raids)]


def _blocked(s: RevisedState, battle: str) -> bool:
    """A landing waits for the sea combat in the zone its transports are in (L1975-1998)."""
    return any(u.landing == battle and u.at in s.battles and s.commands(u.owner) for u in s.units.values())


@task("next_battle")
def _next_battle(s: RevisedState, data: dict[str, Any]) -> None:
    if not s.battles:
        return
    open_ = [b for b in s.battles if not _blocked(s, b)]
    if len(open_) == 1:
        push(s, ("start_battle", {"space": open_[0]}), ("next_battle", {}))
    else:
        ask(s, s.power, "battle_order", "choose the next combat", options=open_)


@handler("battle_order")
def _on_fight(s: RevisedState, pending: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.Fight)
    push(s, ("start_battle", {"space": action.space}), ("next_battle", {}))


@task("start_battle")
def _start_battle(s: RevisedState, data: dict[str, Any]) -> None:
    key = data["space"]
    s.battles.remove(key)
    if key.startswith("sbr:"):
        push(s, ("sbr", {"space": key[4:]}))
        return
    space = key
    kind = "sea" if space in s.ctx.sea else "land"
    b: dict[str, Any] = {"space": space, "kind": kind, "attacker": s.power, "round": 1}
    s.battle = b
    att = attackers(s, b)
    if kind == "land":
        b["amphibious"] = any("amphibious" in u.flags for u in att)
        land = [u for u in att if UNITS[u.type].domain == "land"]
        b["banzai"] = (
            s.power == "japan"
            and s.has_na("japan", "Banzai Attacks")
            and bool(land)
            and all(u.type == "infantry" for u in land)
        )
    else:
        subs = [u for u in att if u.type == "submarine" and "cm" in u.flags]
        b["wolf_pack"] = s.power == "germany" and s.has_na("germany", "Wolf Packs") and len(subs) >= 3
    if not att:
        s.battle = None
        return
    defs = defenders(s, b)
    s.note(f"combat in {s.ctx.name(space)}: {len(att)} attacker(s) against {len(defs)} defender(s)")
    if not defs and not (kind == "land" and _aa_targets(s, b)):
        push(s, ("end_battle", {}))
        return
    push(s, ("round", {}))
    at_battle_start(s, b)


def _aa_targets(s: RevisedState, b: dict[str, Any]) -> list[Unit]:
    if b["kind"] != "land" or b["round"] != 1:
        return []
    if not any(u.type == "aa_gun" for u in defenders(s, b, with_aa=True)):
        return []
    return [
        u
        for u in attackers(s, b)
        if u.type in AIR
        and not (u.type == "bomber" and u.owner == "usa" and s.has_na("usa", "Superfortresses"))
    ]


# One round's steps in the book's order (L1366-1377), as data: the exact odds (odds_exact.py) count
# the battle by these same steps.
ROUND: tuple[tuple[str, dict[str, str]], ...] = (
    ("aa_fire", {}),
    ("bombard", {}),
    ("kamikaze", {}),
    ("kaiten", {}),
    ("sub_fire", {"who": "att"}),
    ("sub_fire", {"who": "def"}),
    ("remove", {"mark": "cas1"}),
    ("main_fire", {"who": "att"}),
    ("main_fire", {"who": "def"}),
    ("remove", {"mark": "cas"}),
    ("after_round", {}),
)


@task("round")
def _round(s: RevisedState, data: dict[str, Any]) -> None:
    push(s, *((name, dict(step)) for name, step in ROUND))


def _where(s: RevisedState) -> str:
    assert s.battle is not None
    return s.ctx.name(s.battle["space"])


@task("aa_fire")
def _aa_fire(s: RevisedState, data: dict[str, Any]) -> None:
    """One AA gun fires once per attacking aircraft, first round only (L1389-1402, L1440-1447)."""
    b = s.battle
    assert b is not None
    targets = _aa_targets(s, b)
    if not targets:
        return
    need = aa_hit_number(s, b["space"])
    if s.opts["aa_casualties"] == "owner_chooses" or s.opts["low_luck"]:
        dice = [
            [need, f"AA gun in {_where(s)} at aircraft {i + 1} of {len(targets)}", ""]
            for i in range(len(targets))
        ]
        fire(s, dice, "hits_on", {"side": "att", "filter": "aa", "mark": "cas1"})
    else:  # one die against each aircraft (C3); "random" has the same distribution
        dice = [[need, f"AA gun in {_where(s)} at {u.type} {u.id}", f"u{u.id}"] for u in targets]
        push(s, ("dice", {"dice": dice, "then": "aa_each", "ctx": {"ids": [u.id for u in targets]}}))


@task("aa_each")
def _aa_each(s: RevisedState, data: dict[str, Any]) -> None:
    need = aa_hit_number(s, s.battle["space"]) if s.battle else 1
    for uid, face in zip(data["ids"], data["faces"], strict=True):
        if face <= need and uid in s.units:
            s.units[uid].flags.add("cas1")


def _bombarders(s: RevisedState, b: dict[str, Any]) -> list[Unit]:
    """Battleships (and destroyers with Combined Bombardment) in a zone the landing came from, where
    no sea combat took place (L1448-1478, L2829-2834, L2854-2860)."""
    if b["kind"] != "land" or b["round"] != 1 or not b.get("amphibious"):
        return []
    zones = {u.came for u in attackers(s, b) if "amphibious" in u.flags}
    fought = set(s.effects.get("sea_battles", []))
    out = []
    for u in s.units.values():
        if not s.commands(u.owner) or u.at not in zones or u.at in fought:
            continue
        if u.flags & {"fought", "bombarded"}:
            continue
        if u.type == "battleship" or (u.type == "destroyer" and s.tech(u.owner, "combined_bombardment")):
            out.append(u)
    return sorted(out, key=lambda u: u.id)


@task("bombard")
def _bombard(s: RevisedState, data: dict[str, Any]) -> None:
    b = s.battle
    assert b is not None
    ships = _bombarders(s, b)
    if not ships or not [u for u in defenders(s, b) if UNITS[u.type].domain == "land"]:
        return  # no enemy land units: the ships do not fire (L1448-1478)
    for u in ships:
        u.flags.add("bombarded")
    dice = [[UNITS[u.type].attack, f"shore bombardment of {_where(s)}, {u.type} {u.id}", ""] for u in ships]
    fire(s, dice, "hits_on", {"side": "def", "filter": "land", "mark": "cas1"})


@task("sub_fire")
def _sub_fire(s: RevisedState, data: dict[str, Any]) -> None:
    """Submarines fire first, every round, at ships only (L1479-1490, L3036-3048)."""
    b = s.battle
    assert b is not None
    if b["kind"] != "sea":
        return
    att, defs = attackers(s, b), defenders(s, b)
    if data["who"] == "att":
        values = attack_values(s, b, att)
        subs = [u for u in att if u.type == "submarine"]  # both sides' subs fire together
        victims_dd = has_destroyer(defs)
        dice = [[values[u.id], f"attacking submarine {u.id} in {_where(s)}", ""] for u in subs]
        fire(s, dice, "hits_on", {"side": "def", "filter": "naval", "mark": "cas" if victims_dd else "cas1"})
    else:
        subs = [u for u in defs if u.type == "submarine"]
        victims_dd = has_destroyer(att)
        dice = [[defence_value(s, b, u), f"defending submarine {u.id} in {_where(s)}", ""] for u in subs]
        fire(s, dice, "hits_on", {"side": "att", "filter": "naval", "mark": "cas" if victims_dd else "cas1"})


@task("main_fire")
def _main_fire(s: RevisedState, data: dict[str, Any]) -> None:
    """Step 4, the attacker (L1558-1574), and step 5, the defender with its casualties (L1575-1585)."""
    b = s.battle
    assert b is not None
    where = _where(s)
    if data["who"] == "att":
        att = [u for u in attackers(s, b) if "cas1" not in u.flags]
        values = attack_values(s, b, att)
        dice: list[list[Any]] = []
        for u in att:
            if u.type == "submarine" and b["kind"] == "sea" or values[u.id] <= 0:
                continue
            if u.type == "bomber" and s.tech(u.owner, "heavy_bombers"):
                group = f"b{u.id}" if s.opts["heavy_bombers"] == "lhtr" else ""
                dice += [[values[u.id], f"attack in {where}, bomber {u.id} die {n}", group] for n in (1, 2)]
            else:
                dice.append([values[u.id], f"attack in {where}, {u.owner} {u.type} {u.id}", ""])
        fire(s, dice, "hits_on", {"side": "def", "filter": "any", "mark": "cas"})
    else:
        defs = [u for u in defenders(s, b) if "cas1" not in u.flags]
        dice = []
        for u in defs:
            value = defence_value(s, b, u)
            if u.type == "submarine" and b["kind"] == "sea" or value <= 0:
                continue
            dice.append([value, f"defence in {where}, {u.owner} {u.type} {u.id}", ""])
        fire(s, dice, "hits_on", {"side": "att", "filter": "any", "mark": "cas"})


# -- casualties ---------------------------------------------------------------------------------
def candidates(s: RevisedState, side: str, filt: str) -> list[Unit]:
    b = s.battle
    assert b is not None
    units = attackers(s, b) if side == "att" else defenders(s, b)
    out = []
    for u in units:
        if u.flags & {"cas", "cas1"} or u.type in NOT_TARGETS:
            continue
        if filt == "naval" and u.type not in SEA or filt == "aa" and u.type not in AIR:
            continue
        if filt == "aa" and u.type == "bomber" and u.owner == "usa" and s.has_na("usa", "Superfortresses"):
            continue
        if filt == "land" and UNITS[u.type].domain != "land":
            continue
        out.append(u)
    return out


def group_key(u: Unit) -> tuple[str, str, bool, bool]:
    return (u.owner, u.type, "dmg" in u.flags, bool(u.on))


def chooser(s: RevisedState, side: str) -> str:
    """The attacker picks its own losses; the defenders agree, the largest force deciding (L2118-2131)."""
    b = s.battle
    assert b is not None
    if side == "att":
        return b["attacker"]
    counts: dict[str, int] = {}
    for u in defenders(s, b):
        counts[u.owner] = counts.get(u.owner, 0) + 1
    from sandtable.games.aa_revised.rules import TURN_ORDER

    return max(sorted(counts), key=lambda p: (counts[p], -TURN_ORDER.index(p))) if counts else b["attacker"]


@task("hits_on")
def _hits_on(s: RevisedState, data: dict[str, Any]) -> None:
    """The hit side picks data["hits"] casualties (L1357-1364); forced choices are made here."""
    while data["hits"] > 0:
        pool = candidates(s, data["side"], data["filter"])
        if not pool:
            return
        capacity = sum(2 if u.type == "battleship" and "dmg" not in u.flags else 1 for u in pool)
        groups = {group_key(u) for u in pool}
        if data["hits"] >= capacity or len(groups) == 1:
            take_hit(s, _forced_pick(pool), data["mark"])
            data["hits"] -= 1
            continue
        reps = {}
        for u in pool:
            reps.setdefault(group_key(u), u.id)
        ask(
            s,
            picker(s, data, pool, chooser(s, data["side"])),
            "casualty",
            f"choose a casualty in {_where(s)} ({data['hits']} hit(s) to take)",
            options=sorted(reps.values()),
            data=data,
        )
        return


def _forced_pick(pool: list[Unit]) -> Unit:
    for u in pool:
        if u.type == "battleship" and "dmg" not in u.flags:
            return u
    return pool[0]


def take_hit(s: RevisedState, u: Unit, mark: str) -> None:
    if u.type == "battleship" and "dmg" not in u.flags:
        u.flags.add("dmg")  # the first hit only damages it (L2824-2828)
        s.note(f"{u.owner} battleship {u.id} is damaged")
        return
    u.flags.add(mark)
    s.note(f"{u.owner} {u.type} {u.id} is a casualty")


@handler("casualty")
def _on_casualty(s: RevisedState, pending: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.Casualty)
    data = pending["data"]
    if propose(s, pending, s.units[action.unit]):  # another power's unit: its word first (L2122-2128)
        return
    take_hit(s, s.units[action.unit], data["mark"])
    data["hits"] -= 1
    push(s, ("hits_on", data))


@task("remove")
def _remove(s: RevisedState, data: dict[str, Any]) -> None:
    """Steps 3 and 6: casualties leave; a defending carrier's fighters stay in the air (L2898-2902)."""
    b = s.battle
    assert b is not None
    mark = data["mark"]
    dead = [u for u in s.units.values() if mark in u.flags and u.at == b["space"]]
    b["tanks_lost"] = b.get("tanks_lost", 0) + sum(
        1 for u in dead if u.type == "tank" and u.owner == b["attacker"]
    )
    for u in dead:
        if u.type == "carrier" and SIDE[u.owner] != SIDE[b["attacker"]]:
            for f in s.cargo(u.id):
                if f.type == "fighter":
                    f.on = 0
                    f.flags.add("escape")
    for u in dead:
        s.remove_unit(u.id)


# -- after a round ------------------------------------------------------------------------------
@task("after_round")
def _after_round(s: RevisedState, data: dict[str, Any]) -> None:
    b = s.battle
    assert b is not None
    att, defs = attackers(s, b), defenders(s, b)
    stalled = not can_hit(att, defs, attack_values(s, b, att)) and not can_hit(
        defs, att, {u.id: defence_value(s, b, u) for u in defs}
    )
    if not att or not defs or stalled:
        if stalled and att and defs:
            s.note("neither side can hit the other: the combat ends (spec section 10)")
        push(s, ("end_battle", {}))
        return
    options = retreat_options(s, b)
    can_submerge = any(u.type == "submarine" for u in att) and not has_destroyer(defs)
    ask(
        s,
        b["attacker"],
        "press",
        f"combat in {_where(s)}, round {b['round']}: press on or retreat",
        retreats=options,
        submerge=can_submerge,
    )


def retreat_options(s: RevisedState, b: dict[str, Any]) -> list[str]:
    """One adjacent friendly space an attacking unit came from (L1620-1659); "" = the aircraft alone."""
    att = attackers(s, b)
    surface = [u for u in att if UNITS[u.type].domain != "air"]
    out: list[str] = []
    if any(UNITS[u.type].domain == "air" for u in att) and (b.get("amphibious") or not surface):
        out.append("")
    if surface and not (b["kind"] == "land" and b.get("amphibious")):
        side = SIDE[b["attacker"]]
        for c in sorted({u.came for u in surface if u.came}):
            if c in s.ctx.nb[b["space"]] and not s.is_hostile(c, side):
                out.append(c)
    return out


@handler("press")
def _on_press(s: RevisedState, pending: dict[str, Any], action: Action) -> None:
    b = s.battle
    assert b is not None
    if isinstance(action, A.Press):
        push(s, ("defender_submerge", {}))
        return
    att = attackers(s, b)
    if isinstance(action, A.Submerge):
        for u in att:
            if u.type == "submarine":
                u.flags.update({"sub", "fought"})
        s.note("the attacking submarines submerge")
    elif isinstance(action, A.Retreat):
        for u in att:
            if UNITS[u.type].domain == "air" or action.to:
                u.flags.update({"retreated", "fought"})
                if action.to and UNITS[u.type].domain != "air":
                    u.at = action.to
                    for c in s.cargo(u.id):
                        c.at = action.to
        s.note(f"the attacker retreats{' to ' + s.ctx.name(action.to) if action.to else ' its aircraft'}")
    if attackers(s, b):
        push(s, ("defender_submerge", {}))
    else:
        push(s, ("end_battle", {}))


@task("defender_submerge")
def _defender_submerge(s: RevisedState, data: dict[str, Any]) -> None:
    """Defending submarines may submerge unless an enemy destroyer is present (L1653-1659, L3056-3057)."""
    b = s.battle
    assert b is not None
    defs = defenders(s, b)
    if b["kind"] == "sea" and any(u.type == "submarine" for u in defs) and not has_destroyer(attackers(s, b)):
        ask(s, chooser(s, "def"), "submerge", f"combat in {_where(s)}: submerge the defending submarines?")
        return
    push(s, ("next_round", {}))


@handler("submerge")
def _on_submerge(s: RevisedState, pending: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.Submerge) and s.battle is not None
    if action.submerge:
        for u in defenders(s, s.battle):
            if u.type == "submarine":
                u.flags.add("sub")
        s.note("the defending submarines submerge")
    push(s, ("next_round", {}))


@task("next_round")
def _next_round(s: RevisedState, data: dict[str, Any]) -> None:
    b = s.battle
    assert b is not None
    if not attackers(s, b) or not defenders(s, b):
        push(s, ("end_battle", {}))
        return
    b["round"] += 1
    push(s, ("round", {}))


@task("end_battle")
def _end_battle(s: RevisedState, data: dict[str, Any]) -> None:
    """The end of one combat (L1712-1721): repair, conquest (L1660-1703), landings, escapes."""
    b = s.battle
    assert b is not None
    space = b["space"]
    att = attackers(s, b)
    defs = defenders(s, b)
    for u in s.units.values():
        if u.at == space:
            u.flags.discard("dmg")  # repaired after the combat (L2102-2108)
            if s.commands(u.owner):
                u.flags.add("fought")
    if b["kind"] == "sea":
        s.effects.setdefault("sea_battles", []).append(space)
        for u in sorted(s.units.values(), key=lambda x: x.id):
            mine = u.landing and u.at == space and s.commands(u.owner)
            if mine and (defs or u.on not in s.units or "retreated" in s.units[u.on].flags):
                u.landing = ""  # the landing is off; the cargo stays aboard (L1971-1974)
        push(s, ("landings", {"space": space}), ("escape", {"space": space}))
    elif not defs and any(u.type in CONQUERORS for u in att) and SIDE[s.owner[space]] != SIDE[b["attacker"]]:
        conquer(s, space, b["attacker"])
        if b["attacker"] == "germany" and s.has_na("germany", "Panzer Blitz") and b["round"] == 1:
            for u in att:  # every defender destroyed in one round (L3310-3315)
                if u.type == "tank":
                    u.flags.add("panzer")
    if (
        b["kind"] == "land"
        and defs
        and b.get("tanks_lost")
        and s.owner.get(space) == "ussr"
        and s.ctx.original.get(space) == "ussr"
        and s.has_na("ussr", "Salvage")
    ):
        s.add_unit("tank", "ussr", space).flags.add("new")  # Salvage (L3262-3263, L3284-3286)
        s.note(f"Salvage: a free Soviet tank in {s.ctx.name(space)}")
    s.battle = None


@task("landings")
def _landings(s: RevisedState, data: dict[str, Any]) -> None:
    """The zone is clear: per transport, the attacker lands its declared cargo or calls the landing
    off, the cargo staying aboard; it may not redirect it (L1960-1974, spec C23)."""
    waiting = sorted({u.on for u in s.units.values() if u.landing and u.at == data["space"] and u.on})
    if waiting:
        t = s.units[waiting[0]]
        to = next(c.landing for c in s.cargo(t.id) if c.landing)
        push(s, ("landings", data))
        ask(
            s,
            s.power,
            "declare",
            f"transport {t.id}: land in {s.ctx.name(to)}, or call it off?",
            name=LANDING,
            transport=t.id,
            to=to,
        )


def _land(s: RevisedState, pending: dict[str, Any]) -> None:
    t = s.units[pending["transport"]]
    for c in [c for c in s.cargo(t.id) if c.landing]:
        land_cargo(s, c, c.landing, t.at, True)  # the zone is clear: they land (L1975-1998)


def _call_off(s: RevisedState, pending: dict[str, Any]) -> None:
    for c in s.cargo(pending["transport"]):
        c.landing = ""


LANDING = "Landing"
DECLARED[LANDING], DECLINED[LANDING] = _land, _call_off


@task("escape")
def _escape(s: RevisedState, data: dict[str, Any]) -> None:
    """Fighters of a sunk defending carrier move 1 space to a friendly territory or carrier, or are
    lost (L2726-2727, spec C33)."""
    space = data["space"]
    for f in sorted(s.units_at(space), key=lambda u: u.id):
        if f.type != "fighter" or "escape" not in f.flags:
            continue
        carriers = [c for c in s.units_at(space) if c.type == "carrier" and SIDE[c.owner] == SIDE[f.owner]]
        seat_carriers(s, carriers, [f])
        if f.on:
            f.flags.discard("escape")
            continue
        options = [o for o in landing_options(s, f, escape=True) if o != space]
        f.flags.discard("escape")
        if not options:
            s.note(f"fighter {f.id} of the sunk carrier has nowhere to go and is lost")
            s.remove_unit(f.id)
        elif len(options) == 1:
            settle(s, f, options[0])
            f.flags.discard("landed")
        else:
            ask(
                s,
                f.owner,
                "land",
                f"fighter {f.id} of a sunk carrier: move 1 space",
                unit=f.id,
                options=options,
                then="escape",
                ctx={"space": space},
            )
            return
