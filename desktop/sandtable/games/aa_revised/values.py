"""Who fights in a combat and at what value: attack and defence with artillery support (L2080-2091),
the developments (L838-884) and the national advantages that change a number (Appendix 3).

One place for the numbers, used by the battle sequence and by anything that wants odds.
"""

from __future__ import annotations

from typing import Any

from sandtable.games.aa_revised.rules import AIR, NOT_TARGETS, SEA, SIDE, UNITS
from sandtable.games.aa_revised.state import RevisedState, Unit

FIRE_ORDER = (
    "infantry",
    "artillery",
    "tank",
    "fighter",
    "bomber",
    "submarine",
    "destroyer",
    "carrier",
    "battleship",
    "transport",
    "aa_gun",
)


def attackers(s: RevisedState, b: dict[str, Any]) -> list[Unit]:
    """The attacker's units in the combat (cargo, submerged, raiding, retreated and removed excluded)."""
    space, power = b["space"], b["attacker"]
    sea = b["kind"] == "sea"
    out = []
    for u in s.units.values():
        lent = u.owner != power and s.commands(u.owner) and "cm" in u.flags  # Joint Strike (L3341-3349)
        if u.at != space or not (u.owner == power or lent) or u.on or u.landing:
            continue
        if u.flags & {"sub", "sbr", "retreated", "gone"}:
            continue
        kind = UNITS[u.type].domain
        if sea and kind == "land" or not sea and kind == "sea" or u.type in NOT_TARGETS:
            continue
        out.append(u)
    return sorted(out, key=_order)


def defenders(s: RevisedState, b: dict[str, Any], with_aa: bool = False) -> list[Unit]:
    """The other side's units in the space: every power of the side defends together (L2118-2131);
    fighters on a defending carrier defend above it (L2898-2902); land cargo never fights (L2931)."""
    space, side = b["space"], SIDE[b["attacker"]]
    out = []
    for u in s.units.values():
        if u.at != space or SIDE[u.owner] == side or "sub" in u.flags or "gone" in u.flags:
            continue
        if UNITS[u.type].domain == "land" and space in s.ctx.sea:
            continue  # land cargo never fights at sea (L2931)
        if u.type == "industrial_complex" or (u.type == "aa_gun" and not with_aa):
            continue
        out.append(u)
    return sorted(out, key=_order)


def _order(u: Unit) -> tuple[int, int]:
    return (FIRE_ORDER.index(u.type) if u.type in FIRE_ORDER else 99, u.id)


def attack_values(s: RevisedState, b: dict[str, Any], units: list[Unit]) -> dict[int, int]:
    """Attack value per unit; one artillery raises one infantry to 2 (L2082-2091)."""
    power = b["attacker"]
    out: dict[int, int] = {}
    artillery = sum(1 for u in units if u.type == "artillery")
    banzai = b.get("banzai", False)
    for u in units:
        value = UNITS[u.type].attack
        if u.type == "infantry":
            if artillery > 0:
                value, artillery = 2, artillery - 1
            if banzai:
                value = 2  # Banzai Attacks (L3425-3430)
            if power == "usa" and s.has_na("usa", "Marines") and b["round"] == 1 and "amphibious" in u.flags:
                value = 2  # Marines (L3443-3447)
        elif u.type == "submarine":
            value = 3 if s.tech(power, "super_submarines") else 2  # L855-858
            if power == "germany" and b.get("wolf_pack"):
                value += 1  # Wolf Packs (L3316-3322)
        out[u.id] = value
    return out


def defence_value(s: RevisedState, b: dict[str, Any], u: Unit) -> int:
    value = UNITS[u.type].defence
    space = b["space"]
    if u.type == "fighter" and s.tech(u.owner, "jet_fighters"):
        value = 5  # L838-847
    elif u.type == "submarine" and "kaiten" in u.flags:
        value = 4 if s.tech(u.owner, "super_submarines") else 3  # Kaiten Torpedoes (L3406-3412)
    elif u.type == "submarine" and s.tech(u.owner, "super_submarines") and s.opts["super_subs"] == "lhtr":
        value = 3  # spec C28, option
    elif u.type == "infantry":
        if u.owner == "ussr" and s.effects.get("russian_winter"):
            value = 3  # Russian Winter (L3243-3248)
        if (
            u.owner == "germany"
            and s.has_na("germany", "Atlantic Wall")
            and b.get("amphibious")
            and b["round"] == 1
            and _grey(s, space, "germany")
        ):
            value = 3  # Atlantic Wall (L3305-3309)
        if u.owner == "japan" and s.has_na("japan", "Dug-in Defenders") and space in s.ctx.island:
            value = 3  # Dug-in Defenders (L3421-3424)
    elif (
        u.type == "artillery"
        and u.owner == "germany"
        and s.has_na("germany", "Fortress Europa")
        and _grey(s, space, "germany")
    ):
        value = 3  # Fortress Europa (L3332-3335)
    return value


def _grey(s: RevisedState, space: str, power: str) -> bool:
    """A territory of the power's colour: held at the start and still held (L3266-3270)."""
    return s.ctx.original.get(space) == power and s.owner.get(space) == power


def can_hit(firers: list[Unit], targets: list[Unit], values: dict[int, int]) -> bool:
    """Whether any firer could ever score a hit on any target (subs hit ships only, L3036-3048)."""
    naval = any(t.type in SEA for t in targets)
    for u in firers:
        if values.get(u.id, 0) <= 0:
            continue
        if u.type == "submarine" and not naval:
            continue
        return True
    return False


def has_destroyer(units: list[Unit]) -> bool:
    return any(u.type == "destroyer" for u in units)


def air(units: list[Unit]) -> list[Unit]:
    return [u for u in units if u.type in AIR]
