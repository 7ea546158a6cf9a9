"""The battle board: order cards 11 and 13, one combat cycle per contested zone (lines 431-485).

1. all land units of both sides in the zone go on the board (461), blockhouses included (549);
2. the attacker rolls one die per unit, hitting on its attack factor or less (447, 465); the
   defender picks its casualties, who stay on the board (449, 465);
3. the defender rolls one die per unit, casualties included (469-475); the attacker picks its
   casualties;
4. both casualty areas are cleared (479);
5. whoever alone has land units left controls the zone; otherwise it stays contested (481-485).
"""

from __future__ import annotations

from typing import Any

from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.engine import (
    ask,
    card,
    fate_result,
    handler,
    note,
    push,
    side_decider,
    tactic_mods,
    task,
)
from sandtable.games.aa_dday.scenario import SIDE_OF
from sandtable.games.aa_dday.state import DDayState, split

OTHER = {"allies": "axis", "axis": "allies"}


@card("allies_attack")
def _allies_attack(s: DDayState, data: dict[str, Any]) -> None:
    start_attacks(s, "allies", data["n"])


@card("axis_attack")
def _axis_attack(s: DDayState, data: dict[str, Any]) -> None:
    start_attacks(s, "axis", data["n"])


def start_attacks(s: DDayState, side: str, n: int) -> None:
    """The attacker must fight in every contested zone (441, 662, 680), unless fate n says fewer."""
    zones = s.contested_zones()
    if not zones:
        note(s, "no contested zone: no combat")
        return
    eff = fate_result(s, n)
    if eff and eff.get("effect") == "attack_zones":
        limit = int(eff["value"]) * (2 if eff.get("per_power") and side == "allies" else 1)
        push(s, ("pick_attack_zones", {"side": side, "n": n, "limit": limit, "picked": []}))
        return
    push(s, *[("battle", {"zone": z, "attacker": side, "n": n}) for z in zones])


@task("pick_attack_zones")
def _pick_attack_zones(s: DDayState, data: dict[str, Any]) -> None:
    options = [z for z in s.contested_zones() if z not in data["picked"]]
    if (
        len(data["picked"]) >= data["limit"]
        or not options
        or len(options) + len(data["picked"]) <= data["limit"]
    ):
        chosen = data["picked"] + options[: max(0, data["limit"] - len(data["picked"]))]
        push(s, *[("battle", {"zone": z, "attacker": data["side"], "n": data["n"]}) for z in chosen])
        return
    ask(
        s,
        side_decider(s, data["side"]),
        "pick_zone",
        f"fate card: choose a zone to attack ({data['limit'] - len(data['picked'])} left)",
        options=options,
        data=data,
    )


@handler("pick_zone")
def _on_pick_zone(s: DDayState, pending: dict[str, Any], action: Any) -> None:
    assert isinstance(action, A.PickZone)
    data = pending["data"]
    then = pending.get("then", "pick_attack_zones")
    data["picked"].append(action.zone)
    if action.power:
        data["power"] = action.power
    push(s, (then, data))


def fire_numbers(s: DDayState, zone: str, side: str, attacking: bool,
                 n: int) -> list[tuple[str, int, int, bool]]:
    """(unit key, hit number, how many, backed by artillery) of `side`'s dice in the zone on order card
    n, the cards in force counted: what the battle rolls, the board's columns and the odds read."""
    eff = fate_result(s, n)
    out: list[tuple[str, int, int, bool]] = []
    # Tactics 10 (Combined Assault, 822): infantry matched one for one with its side's artillery
    # attack at the card's value; the infantry in excess keep 1.
    paired = tactic_mods(s, n, "paired_infantry") if attacking else []
    guns = sum(c for k, c in s.units[zone].items()
               if k.endswith(":artillery") and SIDE_OF[split(k)[0]] == side)
    for k, count in sorted(s.units[zone].items()):
        power, unit = split(k)
        kind = s.scen.unit_types[unit]
        if SIDE_OF[power] != side or not kind.land:
            continue
        factor = kind.attack if attacking else s.scen.defence(power, unit)
        if attacking and unit == "infantry" and eff and eff.get("effect") == "infantry_hit":
            factor = max(factor, int(eff["value"]))  # fate 11/13 positive
        if paired and unit == "infantry" and guns:
            backed = min(count, guns)
            guns -= backed
            count -= backed
            out.append((k, max(factor, int(paired[0]["value"])), backed, True))
        if count:
            out.append((k, factor, count, False))
    return out


def fire_needs(s: DDayState, zone: str, side: str, attacking: bool, n: int) -> list[list[Any]]:
    """One die per unit of `side` in the zone, lowest factor first (the battle board's columns, 461)."""
    verb = "attacks" if attacking else "defends"
    needs: list[list[Any]] = []
    for k, factor, count, backed in fire_numbers(s, zone, side, attacking, n):
        power, unit = split(k)
        label = f"{power} {unit} {verb} in {s.scen.zones[zone].name}" + (" with artillery" if backed else "")
        needs += [[factor, label]] * count
    needs.sort(key=lambda e: (e[0], e[1]))
    return needs


@task("battle")
def _battle(s: DDayState, data: dict[str, Any]) -> None:
    zone, attacker = data["zone"], data["attacker"]
    if not s.contested(zone):
        return
    s.battle = {"zone": zone, "attacker": attacker, "cas": {}}
    note(s, f"combat in {s.scen.zones[zone].name}: the {attacker} attack")
    push(
        s,
        (
            "dice",
            {
                "needs": fire_needs(s, zone, attacker, True, data["n"]),
                "then": "battle_defend",
                "ctx": {"zone": zone, "attacker": attacker, "n": data["n"]},
            },
        ),
    )


@task("battle_defend")
def _battle_defend(s: DDayState, data: dict[str, Any]) -> None:
    zone, defender = data["zone"], OTHER[data["attacker"]]
    note(s, f"the {data['attacker']} score {data['hits']} hit(s)")
    push(
        s,
        (
            "casualties",
            {
                "place": zone,
                "side": defender,
                "n": data["hits"],
                "mode": "mark",
                "chooser": side_decider(s, defender, zone),
            },
        ),
        (
            "dice",
            {
                "needs": fire_needs(s, zone, defender, False, data["n"]),
                "then": "battle_strike_back",
                "ctx": {"zone": zone, "attacker": data["attacker"]},
            },
        ),
    )


@task("battle_strike_back")
def _battle_strike_back(s: DDayState, data: dict[str, Any]) -> None:
    zone, attacker = data["zone"], data["attacker"]
    note(s, f"the {OTHER[attacker]} score {data['hits']} hit(s)")
    push(
        s,
        (
            "casualties",
            {
                "place": zone,
                "side": attacker,
                "n": data["hits"],
                "mode": "mark",
                "chooser": side_decider(s, attacker, zone),
            },
        ),
        ("battle_end", {}),
    )


@task("battle_end")
def _battle_end(s: DDayState, data: dict[str, Any]) -> None:
    assert s.battle is not None
    zone = s.battle["zone"]
    for k, n in sorted(s.battle["cas"].items()):
        s.lose(zone, k, n)
    s.battle = None
    who = s.control(zone)
    note(
        s,
        f"{s.scen.zones[zone].name}: "
        + (f"controlled by the {who}" if who else "still contested" if s.contested(zone) else "empty"),
    )
