"""The turn of Axis & Allies Revised as data, read like the book, and the unit values it prints.

Everything a reader looks for first sits here: the turn order (seed 004 L742-749), the seven
phases of a power's turn in book order (L764-774), which phases a power without its capital
still plays (L1793-1795), the seatings for 2-5 players (L324-361, spec C18), the victory check
at the end of the round (L1806-1809, L2510-2526, spec C1), the unit values (L948-980 and
Appendix 1) with what the developments (L838-884) and the national advantages change, and the
transport and carrier capacities (L2922-2933, L2717-2723). The code that performs a phase is
`engine.PHASE_START[phase.key]`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Phase:
    key: str
    name: str
    lines: str
    optional: bool  # "every other part of the turn is voluntary" (L750-763)
    in_exile: bool  # still played by a power whose capital the enemy holds (L1793-1795)


# Seed 004 L764-774: the seven phases, in this fixed order.
PHASES: tuple[Phase, ...] = (
    Phase("research", "Weapons development", "L775-837, L888-895", True, False),
    Phase("purchase", "Purchase units", "L924-946", True, False),
    Phase("combat_move", "Combat move", "L981-1309", True, True),
    Phase("combat", "Conduct combat", "L1304-2227", True, True),
    Phase("noncombat_move", "Non-combat move", "L2228-2352", True, True),
    Phase("mobilize", "Mobilize new units", "L2373-2441", True, False),
    Phase("income", "Collect income", "L2442-2467 (compulsory, L753-756)", False, False),
)
PHASE_KEYS: tuple[str, ...] = tuple(p.key for p in PHASES)
PHASE_BY_KEY = {p.key: p for p in PHASES}

# L742-749: the USSR, Germany, the UK, Japan, the US; after the US the victory check (L2510-2526).
TURN_ORDER: tuple[str, ...] = ("ussr", "germany", "uk", "japan", "usa")
SIDE: dict[str, str] = {"ussr": "allies", "germany": "axis", "uk": "allies", "japan": "axis", "usa": "allies"}
SIDES: tuple[str, ...] = ("allies", "axis")

# Seats (player index of each power) for 2-5 players. L324-331 (two), L341-350 (four: "USSR, US, UK,
# Germany, Japan" read as USSR+US | UK | Germany | Japan), L351-361 (five, one each in turn order);
# three players: the grouping was a picture, the default preset is spec C18's first split.
SEATINGS: dict[int, dict[str, int]] = {
    2: {"ussr": 0, "uk": 0, "usa": 0, "germany": 1, "japan": 1},
    3: {"ussr": 0, "uk": 0, "usa": 0, "germany": 1, "japan": 2},
    4: {"ussr": 0, "usa": 0, "uk": 1, "germany": 2, "japan": 3},
    5: {"ussr": 0, "germany": 1, "uk": 2, "japan": 3, "usa": 4},
}

RESEARCH_DIE_COST = 5  # L802-807
# L838-884: the number a research die must show for each development.
DEVELOPMENTS: dict[int, str] = {
    1: "jet_fighters",
    2: "rockets",
    3: "super_submarines",
    4: "long_range_aircraft",
    5: "combined_bombardment",
    6: "heavy_bombers",
}
DEVELOPMENT_DIE = {name: die for die, name in DEVELOPMENTS.items()}


@dataclass(frozen=True)
class UnitStats:
    cost: int
    attack: int
    defence: int
    move: int
    domain: str  # land / air / sea
    lines: str


# L948-980 and Appendix 1 (L2527-3057); same figures as the scenario file, which may override them.
UNITS: dict[str, UnitStats] = {
    "infantry": UnitStats(3, 1, 2, 1, "land", "L2544-2568"),
    "artillery": UnitStats(4, 2, 2, 1, "land", "L2569-2586"),
    "tank": UnitStats(5, 3, 3, 2, "land", "L2589-2609"),
    "aa_gun": UnitStats(5, 0, 1, 1, "land", "L2610-2637"),
    "industrial_complex": UnitStats(15, 0, 0, 0, "land", "L2652-2675"),
    "fighter": UnitStats(10, 3, 4, 4, "air", "L2700-2752"),
    "bomber": UnitStats(15, 4, 1, 6, "air", "L2767-2796"),
    "battleship": UnitStats(24, 4, 4, 2, "sea", "L2811-2834"),
    "destroyer": UnitStats(12, 3, 3, 2, "sea", "L2835-2860"),
    "carrier": UnitStats(16, 1, 3, 2, "sea", "L2873-2902"),
    "transport": UnitStats(8, 0, 1, 2, "sea", "L2903-3019"),
    "submarine": UnitStats(8, 2, 2, 2, "sea", "L3027-3057"),
}
LAND = frozenset(k for k, u in UNITS.items() if u.domain == "land")
AIR = frozenset(k for k, u in UNITS.items() if u.domain == "air")
SEA = frozenset(k for k, u in UNITS.items() if u.domain == "sea")
# Units that can conquer a territory (L2539-2543): never AA guns, ICs, aircraft or ships.
CONQUERORS = frozenset({"infantry", "artillery", "tank"})
# Units that are never hit in a land combat: AA guns and ICs (L1537-1541, L2627, L2652-2675).
NOT_TARGETS = frozenset({"aa_gun", "industrial_complex"})

# L2922-2933: one land unit of any type plus one infantry (TripleA's encoding: capacity 5,
# infantry 2, any other land unit 3); never an IC.
TRANSPORT_CAPACITY = 5
TRANSPORT_COST = {"infantry": 2, "artillery": 3, "tank": 3, "aa_gun": 3}
CARRIER_FIGHTERS = 2  # L2717-2723
AA_ROCKET_RANGE = 3  # L2169-2187


def move_allowance(
    unit: str, owner: str, techs: frozenset[str] | set[str], advantages: frozenset[str]
) -> int:
    """Spaces a unit may enter in one phase, with Long-Range Aircraft (L859-865) and the US
    advantages Fast Carriers (L3452-3455) and Mechanized Infantry (L3448-3451)."""
    base = UNITS[unit].move
    if unit in AIR and "long_range_aircraft" in techs:
        return base + 2
    if unit == "carrier" and owner == "usa" and "Fast Carriers" in advantages:
        return 3
    if unit == "infantry" and owner == "usa" and "Mechanized Infantry" in advantages:
        return 2
    return base


def can_blitz(unit: str, owner: str, advantages: frozenset[str]) -> bool:
    """Tanks blitz (L1218-1234); US infantry too with Mechanized Infantry (L3448-3451)."""
    return unit == "tank" or (unit == "infantry" and owner == "usa" and "Mechanized Infantry" in advantages)


def game_round_text(round_no: int, power: str, phase: str) -> str:
    return f"round {round_no}, {power}, {PHASE_BY_KEY[phase].name.lower()}"
