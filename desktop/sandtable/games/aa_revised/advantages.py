"""National advantages that act inside a combat or need a decision of their own (Appendix 3):
Nonaggression Treaty (L3249-3255), Kamikaze Attacks (L3383-3392), Kaiten Torpedoes (L3406-3412).

The advantages that only change a number are in values.py, those that change a move in movement.py.
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.dice import fire
from sandtable.games.aa_revised.engine import DECLARED, DECLINED, ask, handler, task
from sandtable.games.aa_revised.rules import SIDE, UNITS
from sandtable.games.aa_revised.state import RevisedState, Unit
from sandtable.games.aa_revised.values import attackers, defenders

TREATY = "Nonaggression Treaty"
KAITEN = "Kaiten Torpedoes"


def _colour(s: RevisedState, space: str, power: str) -> bool:
    """A territory of the power's colour: held at the start and still held (L3266-3270)."""
    return s.ctx.original.get(space) == power and s.owner.get(space) == power


# -- Nonaggression Treaty ----------------------------------------------------------------------
def treaty_live(s: RevisedState) -> bool:
    return s.has_na("ussr", TREATY) and f"ussr:{TREATY}" not in s.used


def at_battle_start(s: RevisedState, b: dict[str, Any]) -> None:
    """Called when a combat begins (after its first round is queued). The first Japanese attack on a
    red territory lets the USSR place 4 free infantry there before the combat; a Soviet attack on
    Japan before that loses the treaty (L3249-3255; "attack Japan" = any Japanese territory or unit,
    spec section 10)."""
    if not treaty_live(s):
        return
    space = b["space"]
    if s.power == "ussr":
        japanese = s.owner.get(space) == "japan" or any(u.owner == "japan" for u in defenders(s, b))
        if japanese:
            s.used.append(f"ussr:{TREATY}")
            s.note("the USSR attacks Japan first: the Nonaggression Treaty is lost (L3254-3255)")
    elif s.power == "japan" and b["kind"] == "land" and _colour(s, space, "ussr"):
        ask(
            s,
            "ussr",
            "declare",
            f"Japan attacks {s.ctx.name(space)}: place 4 free infantry there? (L3249-3253)",
            name=TREATY,
            space=space,
        )


def _treaty_used(s: RevisedState, pending: dict[str, Any]) -> None:
    for _ in range(4):
        s.add_unit("infantry", "ussr", pending["space"])
    s.note(f"4 Soviet infantry placed in {s.ctx.name(pending['space'])} (Nonaggression Treaty)")


def _treaty_declined(s: RevisedState, pending: dict[str, Any]) -> None:
    s.used.append(f"ussr:{TREATY}")  # only the first Japanese attack offers it (L3249-3251)


DECLARED[TREATY] = _treaty_used
DECLINED[TREATY] = _treaty_declined


# -- Kamikaze Attacks --------------------------------------------------------------------------
@task("kamikaze")
def _kamikaze(s: RevisedState, data: dict[str, Any]) -> None:
    """Aircraft flown on a kamikaze mission attack in opening fire, at ships only, and are
    casualties of that opening fire whatever else happens (L3383-3392). The side hit picks which of
    its ships are lost, as for every hit (L1357-1364)."""
    b = s.battle
    assert b is not None
    if b["kind"] != "sea":
        return
    planes = [u for u in attackers(s, b) if "kamikaze" in u.flags and "cas1" not in u.flags]
    if not planes:
        return
    where = s.ctx.name(b["space"])
    dice = [[UNITS[u.type].attack, f"kamikaze {u.type} {u.id} in {where}", ""] for u in planes]
    for u in planes:
        u.flags.add("cas1")
    fire(s, dice, "hits_on", {"side": "def", "filter": "naval", "mark": "cas1"})


# -- Kaiten Torpedoes --------------------------------------------------------------------------
def kaiten_subs(s: RevisedState, b: dict[str, Any]) -> list[Unit]:
    """Japanese subs defending in a sea zone next to an orange territory or island group Japan holds
    (L3406-3410)."""
    if b["kind"] != "sea" or SIDE[b["attacker"]] == "axis" or not s.has_na("japan", KAITEN):
        return []
    if not any(_colour(s, t, "japan") for t in s.ctx.shore.get(b["space"], ())):
        return []
    return [
        u
        for u in defenders(s, b)
        if u.type == "submarine" and u.owner == "japan" and not u.flags & {"cas", "cas1", "kaiten"}
    ]


@task("kaiten")
def _kaiten(s: RevisedState, data: dict[str, Any]) -> None:
    b = s.battle
    assert b is not None
    subs = kaiten_subs(s, b)
    if not subs or b.get("kaiten_round") == b["round"]:
        return
    b["kaiten_round"] = b["round"]
    ask(
        s,
        "japan",
        "declare",
        f"declare your {len(subs)} submarine(s) in {s.ctx.name(b['space'])} Kaiten? (L3406-3412)",
        name=KAITEN,
        subs=[u.id for u in subs],
    )


def _kaiten_used(s: RevisedState, pending: dict[str, Any]) -> None:
    """A Kaiten defends at 3 (4 with Super Submarines, values.py) and is a casualty of the opening
    fire it takes part in (L3410-3412)."""
    for uid in pending["subs"]:
        if uid in s.units:
            s.units[uid].flags |= {"kaiten", "cas1"}


DECLARED[KAITEN] = _kaiten_used


# -- Enigma Decoded (L3350-3360) ---------------------------------------------------------------
ENIGMA = "Enigma Decoded"


def _attacked(s: RevisedState) -> list[str]:
    """The spaces Germany attacks this turn that are friendly to the UK (territories the Allies hold,
    and sea zones, which hold Allied units)."""
    out = []
    for b in s.battles:
        if b.startswith("sbr:"):
            continue
        if b in s.ctx.sea or SIDE.get(s.owner.get(b, ""), "") == "allies":
            out.append(b)
    return out


def _fits(s: RevisedState, u: Unit, to: str) -> bool:
    """Non-combat rules for a one-space move (L2228-2256): land units into friendly territory,
    aircraft into friendly territory, ships into a sea zone (canals held since the start of the
    turn)."""
    from sandtable.games.aa_revised.movement import canal_ok

    domain = UNITS[u.type].domain
    if to in s.ctx.neutral or u.type == "industrial_complex":
        return False
    if domain == "sea":
        return to in s.ctx.sea and canal_ok(s, u.at, to, "allies")
    return to in s.ctx.land and s.friendly_land(to, "allies")


def enigma_moves(s: RevisedState) -> list[Any]:
    """The UK's special move: into an attacked friendly space from next door, or out of one into a
    friendly space next door, leaving at least one unit behind (L3352-3360)."""
    attacked = _attacked(s)
    out: list[Any] = []
    # Option enigma_move "one" (the book's "a special move ... from an adjacent space into a friendly
    # space", "in alternativa" the other way): the first unit moved fixes the origin and destination.
    done = [u for u in s.units.values() if "enigma" in u.flags and u.owner == "uk"]
    if done and s.opts["enigma_move"] == "one":
        origin, dest = done[0].came, done[0].at
        attacked = [t for t in attacked if t in (origin, dest)]
    for u in sorted(s.units.values(), key=lambda x: x.id):
        if u.owner != "uk" or u.on or "enigma" in u.flags:
            continue
        if done and s.opts["enigma_move"] == "one" and u.at != origin:
            continue
        for t in attacked:
            if (
                u.at in s.ctx.nb[t]
                and _fits(s, u, t)
                and t not in (s.ctx.sea if UNITS[u.type].domain == "air" else ())
            ):
                out.append(A.Move((u.id,), (t,)))
        if u.at in attacked:
            staying = [w for w in s.units_at(u.at) if SIDE[w.owner] == "allies" and not w.on and w.id != u.id]
            staying = [w for w in staying if w.type not in ("aa_gun", "industrial_complex")]
            if not staying:
                continue
            for n in sorted(s.ctx.nb[u.at]):
                if (
                    n not in attacked
                    and _fits(s, u, n)
                    and not any(SIDE[w.owner] == "axis" for w in s.units_at(n))
                ):
                    out.append(A.Move((u.id,), (n,)))
    if done and s.opts["enigma_move"] == "one":
        out = [m for m in out if m.path[-1] == dest]
    return out


@task("enigma")
def _enigma(s: RevisedState, data: dict[str, Any]) -> None:
    if s.power != "germany" or not s.has_na("uk", ENIGMA) or f"uk:{ENIGMA}" in s.used:
        return
    if enigma_moves(s):
        ask(s, "uk", "declare", "Enigma Decoded: make the special move now? (L3350-3360)", name=ENIGMA)


def _enigma_used(s: RevisedState, pending: dict[str, Any]) -> None:
    ask(s, "uk", "enigma", "Enigma Decoded: move units one space, then done")


DECLARED[ENIGMA] = _enigma_used


@handler("enigma")
def _on_enigma(s: RevisedState, pending: dict[str, Any], action: Action) -> None:
    if isinstance(action, A.Done):
        return
    assert isinstance(action, A.Move)
    u = s.units[action.units[0]]
    origin, u.at = u.at, action.path[-1]
    u.came = origin
    u.flags.add("enigma")
    for c in s.cargo(u.id):
        c.at = u.at
    s.note(f"Enigma Decoded: uk {u.type} {u.id} moves {s.ctx.name(origin)} -> {s.ctx.name(u.at)}")
    ask(s, "uk", "enigma", "Enigma Decoded: move units one space, then done")
