"""The advanced game (lines 702-840): fate cards before, tactics cards after each order card.

Fate n: the side active on order card n rolls one die: 1 good for it, 6 bad, else nothing
(708; who rolls: C14). The effect, read from the scenario's fate table, lasts for order card n
only (718). Tactics n: the side named on the card may play it once, at once, or lose it (712,
790; C12). Each card's effect is scenario data (tactics_data.py): the four cards whose effect is
known well enough to need their own code are here (1, 2, 3, 8); the others use the generic kinds of
tactics.py. A card with "effect": null is drawn, logged and set aside; a card with nothing to act
on now is skipped and logged, never offered.
"""

from __future__ import annotations

from typing import Any

from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday import tactics
from sandtable.games.aa_dday.engine import ask, handler, note, push, roll, target_task, task
from sandtable.games.aa_dday.sequence import CARD_BY_NUMBER, FATE_BAD, FATE_GOOD
from sandtable.games.aa_dday.state import ALLIED, DDayState, key, split


# -- fate cards ---------------------------------------------------------------------------------
def start_fate(s: DDayState, n: int) -> None:
    side = CARD_BY_NUMBER[n].active
    roll(s, f"fate card {n}, rolled by the {side}", "fate_rolled", {"n": n})


@task("fate_rolled")
def _fate_rolled(s: DDayState, data: dict[str, Any]) -> None:
    face, n = data["faces"][0], data["n"]
    result = "positive" if face == FATE_GOOD else "negative" if face == FATE_BAD else None
    s.fate = {"n": n, "result": result}
    text = s.scen.fate.get(n, {}).get(result or "", {}).get("text", "") if result else ""
    note(s, f"fate card {n}: {face}, " + (f"{result}: {text}" if result else "no effect"))


# -- tactics cards ----------------------------------------------------------------------------------
def _side_power(side: str) -> str:
    return "germany" if side == "axis" else "uk"


def start_tactics(s: DDayState, n: int) -> None:
    t = s.scen.tactics.get(n)
    if not t:
        return
    effect = t.get("effect")
    if effect is None:
        note(s, f"tactics card {n} ({t.get('name', '')}): its printed effect is not known: set aside")
        return
    if n == 1 and s.turn > 1 and s.opts["tactics1_turn1_only"]:
        note(s, "tactics card 1 is played only on turn 1 (option; C19)")
        return
    if not USABLE[effect](s, n, t):
        note(s, f"tactics card {n} ({t['name']}) has no use now: skipped")
        return
    ask(s, _side_power(t["side"]), "tactic", f"tactics card {n}: {t['name']}. Play it now?", n=n)


@handler("tactic")
def _on_tactic(s: DDayState, pending: dict[str, Any], action: Any) -> None:
    assert isinstance(action, A.UseTactic)
    n = pending["n"]
    t = s.scen.tactics[n]
    if action.use:
        s.removed.add(f"tactics-{n}")  # used: out of the deck (790)
        note(s, f"tactics card {n} ({t['name']}) is played")
        push(s, (f"tactic_{t['effect']}", {"n": n, "hit": int(t.get("hit", 0))}))
    else:
        if not s.opts["declined_tactics_return"]:
            s.removed.add(f"tactics-{n}")  # not used at once: no longer usable (712, C12)
        note(s, f"tactics card {n} ({t['name']}) is passed")


def _allied_charts(s: DDayState) -> list[str]:
    return [cid for cid, c in s.scen.charts.items() if c.power in ALLIED and s.charts[cid]]


# 1. Paratrooper Reinforcement (794; developer's column): a die per airborne space, that many of the next
# infantry of the nation's chart land there when it is 3 or less, and at once fire at non-blockhouse units.
def _usable_para(s: DDayState, n: int, t: dict[str, Any]) -> bool:
    powers = {a.power for a in s.scen.airborne.values()}
    return any(
        e[0] == "infantry" for cid, c in s.scen.charts.items() if c.power in powers for e in s.charts[cid]
    )


@task("tactic_paratrooper_reinforcement")
def _tac_para(s: DDayState, data: dict[str, Any]) -> None:
    push(s, *[("tac_para_roll", {"space": a, "hit": data["hit"]}) for a in s.scen.airborne])


@task("tac_para_roll")
def _tac_para_roll(s: DDayState, data: dict[str, Any]) -> None:
    roll(s, f"paratrooper reinforcement: {s.scen.airborne[data['space']].name}", "tac_para_drop", data)


@task("tac_para_drop")
def _tac_para_drop(s: DDayState, data: dict[str, Any]) -> None:
    face = data["faces"][0]
    if face > data["hit"]:
        return
    space = s.scen.airborne[data["space"]]
    k = key(space.power, "infantry")
    dropped = 0
    for cid, chart in s.scen.charts.items():
        if chart.power != space.power:
            continue
        while dropped < face and s.land(space.zone, "allies", stacking_only=True) < s.scen.stack_limit:
            idx = next((i for i, e in enumerate(s.charts[cid]) if e[0] == "infantry"), None)  # C18
            if idx is None:
                break
            s.charts[cid].pop(idx)
            s.add(space.zone, k)
            dropped += 1
    note(s, f"{dropped} paratrooper(s) drop into {s.scen.zones[space.zone].name}")
    if dropped:
        push(
            s,
            (
                "dice",
                {
                    "needs": [[1, f"reinforcing paratroopers fire in {s.scen.zones[space.zone].name}"]]
                    * dropped,
                    "then": "tac_para_hits",
                    "ctx": {"zone": space.zone, "power": space.power},
                },
            ),
        )


@task("tac_para_hits")
def _tac_para_hits(s: DDayState, data: dict[str, Any]) -> None:
    if data["hits"] <= 0:
        return
    zone = data["zone"]
    options = [[zone, k] for k in s.units[zone] if k.startswith("germany:") and k != "germany:blockhouse"]
    push(
        s,
        target_task(data["power"], options, "paratroopers hit: choose the Axis unit destroyed", "kill", {}),
        ("tac_para_hits", {**data, "hits": data["hits"] - 1}),
    )


# 2. V-2 Rocket Strike (developer's column): a die per Allied chart; 4 or less removes its next unit.
@task("tactic_v2_strike")
def _tac_v2(s: DDayState, data: dict[str, Any]) -> None:
    push(s, *[("tac_v2_roll", {"chart": c, "hit": data["hit"]}) for c in _allied_charts(s)])


@task("tac_v2_roll")
def _tac_v2_roll(s: DDayState, data: dict[str, Any]) -> None:
    roll(
        s,
        f"V-2 strike on the {s.scen.charts[data['chart']].name} (hits on {data['hit']} or less)",
        "tac_v2_hit",
        data,
    )


@task("tac_v2_hit")
def _tac_v2_hit(s: DDayState, data: dict[str, Any]) -> None:
    chart = s.scen.charts[data["chart"]]
    if data["faces"][0] <= data["hit"] and s.charts[chart.id]:
        unit = s.charts[chart.id].pop(0)[0]
        s.lost[key(chart.power, unit)] = s.lost.get(key(chart.power, unit), 0) + 1
        note(s, f"the V-2 destroys the next {unit} of the {chart.name}")


# 3. Barnstorming (800): one chosen fighter cannot be fired on by AA on card 4.
def _fighters_out(s: DDayState) -> list[list[str]]:
    return [[z, k] for z in s.scen.zones for k in s.units[z] if split(k)[1] == "fighter"]


@task("tactic_barnstorming")
def _tac_barn(s: DDayState, data: dict[str, Any]) -> None:
    push(s, target_task("uk", _fighters_out(s), "barnstorming: choose the fighter", "tac_barn_set", {}))


@task("tac_barn_set")
def _tac_barn_set(s: DDayState, data: dict[str, Any]) -> None:
    s.effects["barnstorm"] = data["target"]


# 8. Blockhouse Construction (817): rebuild one blockhouse where one was destroyed.
def _usable_bh(s: DDayState, n: int, t: dict[str, Any]) -> bool:
    return bool(s.lost.get("germany:blockhouse", 0) and s.bh_destroyed)


@task("tactic_blockhouse_construction")
def _tac_bh(s: DDayState, data: dict[str, Any]) -> None:
    options = list(s.bh_destroyed)
    if len(options) == 1:
        push(s, ("tac_bh_build", {"picked": options}))
    else:
        ask(
            s,
            "germany",
            "pick_zone",
            "blockhouse construction: choose the zone",
            options=options,
            data={"picked": []},
            then="tac_bh_build",
        )


@task("tac_bh_build")
def _tac_bh_build(s: DDayState, data: dict[str, Any]) -> None:
    zone = data["picked"][0]
    s.lost["germany:blockhouse"] -= 1
    s.add(zone, "germany:blockhouse")
    note(s, f"a blockhouse is rebuilt in {s.scen.zones[zone].name}")


def _usable_v2(s: DDayState, n: int, t: dict[str, Any]) -> bool:
    return bool(_allied_charts(s))


def _usable_barn(s: DDayState, n: int, t: dict[str, Any]) -> bool:
    return bool(_fighters_out(s))


# Whether a card has anything to act on now (a card without is skipped and logged): the four named
# cards here, the generic kinds in tactics.py.
USABLE: dict[str, tactics.Usable] = {
    "paratrooper_reinforcement": _usable_para,
    "v2_strike": _usable_v2,
    "barnstorming": _usable_barn,
    "blockhouse_construction": _usable_bh,
    **tactics.USABLE,
}
