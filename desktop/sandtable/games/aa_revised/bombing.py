"""Economic attacks on industrial complexes: strategic bombing raids (L2188-2227, L2335-2341,
L2785-2794) and rockets (L2169-2187, L2361-2366, L2631-2637; errata, spec C4 and C5).

Damage is capped at the target territory's income, per bomber or rocket (book) or per territory
and turn (option sbr_cap, C29); the owner pays the bank, or all it has if that is less
(L2203-2219).
"""

from __future__ import annotations

from collections import deque
from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.engine import ask, handler, push, task
from sandtable.games.aa_revised.moves import aa_hit_number
from sandtable.games.aa_revised.rules import AA_ROCKET_RANGE, SIDE
from sandtable.games.aa_revised.state import RevisedState


def pay_damage(s: RevisedState, territory: str, damage: int, what: str) -> int:
    cap = s.ctx.income[territory]
    if s.opts["sbr_cap"] == "per_territory_per_turn":
        damage = min(damage, max(0, cap - s.turn_damage.get(territory, 0)))
    else:
        damage = min(damage, cap)
    owner = next(u.owner for u in s.units_at(territory) if u.type == "industrial_complex")
    paid = min(damage, s.ipcs[owner])
    s.ipcs[owner] -= paid
    s.turn_damage[territory] = s.turn_damage.get(territory, 0) + damage
    s.note(f"{what} on {s.ctx.name(territory)}: {owner} pays {paid} IPCs")
    return paid


# -- rockets --------------------------------------------------------------------------------------
def rocket_range(s: RevisedState, start: str) -> dict[str, int]:
    """Spaces within 3 of a launcher, land and sea, never through neutrals (spec section 6.9)."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if dist[here] >= AA_ROCKET_RANGE:
            continue
        for n in s.ctx.nb[here]:
            if n not in dist and n not in s.ctx.neutral:
                dist[n] = dist[here] + 1
                queue.append(n)
    return dist


def rocket_options(s: RevisedState) -> list[A.Rocket]:
    if not s.tech(s.power, "rockets"):
        return []
    side = s.active_side
    launched: list[str] = s.effects.get("rockets_launched", [])
    errata = s.opts["rockets"] == "errata"
    out = []
    for launch in sorted(
        {
            u.at
            for u in s.units.values()
            if u.type == "aa_gun" and u.owner == s.power and u.at in s.ctx.land and not u.on
        }
    ):
        guns = sum(1 for u in s.units_at(launch) if u.type == "aa_gun" and u.owner == s.power)
        if launched.count(launch) >= (1 if errata else guns):
            continue
        for target in sorted(rocket_range(s, launch)):
            if target in s.ctx.land and SIDE[s.owner[target]] != side and s.has_ic(target):
                if errata and target in s.rocket_targets:
                    continue  # each IC attacked by only one rocket a turn (errata, C4)
                out.append(A.Rocket(launch, target))
    return out


@task("rockets")
def _rockets(s: RevisedState, data: dict[str, Any]) -> None:
    if rocket_options(s):
        ask(s, s.power, "rockets", "launch rockets at enemy industrial complexes, then done")


@handler("rockets")
def _on_rocket(s: RevisedState, pending: dict[str, Any], action: Action) -> None:
    if isinstance(action, A.Done):
        return
    assert isinstance(action, A.Rocket)
    s.effects.setdefault("rockets_launched", []).append(action.launch)
    s.rocket_targets.append(action.target)
    push(
        s,
        (
            "dice",
            {
                "dice": [[6, f"rocket from {s.ctx.name(action.launch)} at {s.ctx.name(action.target)}", ""]],
                "then": "rocket_damage",
                "ctx": {"target": action.target},
            },
        ),
        ("rockets", {}),
    )


@task("rocket_damage")
def _rocket_damage(s: RevisedState, data: dict[str, Any]) -> None:
    pay_damage(s, data["target"], data["faces"][0], "rocket")


# -- strategic bombing raids -----------------------------------------------------------------------
def _raiders(s: RevisedState, space: str) -> list[Any]:
    return sorted(
        (u for u in s.units_at(space) if s.commands(u.owner) and "sbr" in u.flags), key=lambda u: u.id
    )


@task("sbr")
def _sbr(s: RevisedState, data: dict[str, Any]) -> None:
    """AA fire at each raider (opening fire), then each survivor rolls its damage (L2203-2219)."""
    space = data["space"]
    raiders = _raiders(s, space)
    has_aa = any(u.type == "aa_gun" and SIDE[u.owner] != s.active_side for u in s.units_at(space))
    exposed = [
        u
        for u in raiders
        if not (u.type == "bomber" and u.owner == "usa" and s.has_na("usa", "Superfortresses"))
    ]
    need = aa_hit_number(s, space)
    dice = [[need, f"AA gun in {s.ctx.name(space)} at raiding {u.type} {u.id}", f"u{u.id}"] for u in exposed]
    if has_aa and dice:
        push(
            s,
            (
                "dice",
                {"dice": dice, "then": "sbr_aa", "ctx": {"space": space, "ids": [u.id for u in exposed]}},
            ),
        )
    else:
        push(s, ("sbr_damage", {"space": space}))


@task("sbr_aa")
def _sbr_aa(s: RevisedState, data: dict[str, Any]) -> None:
    need = aa_hit_number(s, data["space"])
    for uid, face in zip(data["ids"], data["faces"], strict=True):
        if face <= need:
            s.note(f"AA shoots down raiding aircraft {uid}")
            s.remove_unit(uid)
    push(s, ("sbr_damage", {"space": data["space"]}))


@task("sbr_damage")
def _sbr_damage(s: RevisedState, data: dict[str, Any]) -> None:
    space = data["space"]
    dice = []
    for u in _raiders(s, space):
        u.flags.add("fought")
        n = 2 if u.type == "bomber" and s.tech(u.owner, "heavy_bombers") else 1
        for k in range(n):
            dice.append([6, f"bombing damage on {s.ctx.name(space)}, {u.type} {u.id} die {k + 1}", ""])
    if not dice:
        return
    push(s, ("dice", {"dice": dice, "then": "sbr_pay", "ctx": {"space": space}}))


@task("sbr_pay")
def _sbr_pay(s: RevisedState, data: dict[str, Any]) -> None:
    space = data["space"]
    faces = list(data["faces"])
    lhtr = s.opts["heavy_bombers"] == "lhtr"
    for u in _raiders(s, space):
        if u.type == "bomber" and s.tech(u.owner, "heavy_bombers"):
            a, b = faces.pop(0), faces.pop(0)
            damage = max(a, b) + 1 if lhtr else a + b  # C30
        else:
            face = faces.pop(0)
            damage = (face + 1) // 2 if u.type == "fighter" else face  # Dive Bombers: halved, up (L3323-3331)
        pay_damage(s, space, damage, f"bombing raid by {u.type} {u.id}")
