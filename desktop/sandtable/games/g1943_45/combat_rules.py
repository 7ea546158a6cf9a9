"""1943-1945 combat: the rule functions shared by the battle state machine and the odds calculator.

Everything here is a pure function of a side's units (a tuple of `Unit`), so the play resolver
(`combat.Battle`), the exact odds (`sandtable.odds.exact`) and Monte Carlo all use the same
numbers: how many dice a side rolls, what it needs to hit, what a loss does to a unit, and the
default casualty order. Line numbers cite the English rulebook (seeds/000_ee0b107405368120.txt).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb, factorial
from typing import NamedTuple

ALLIED, AXIS = 0, 1
SIDE_NAMES = ("Allied", "Axis")

CUBE = "cube"
TANK = "tank"
TANK_IT = "tank_it"
PLANE = "plane"
PLANE_IT = "plane_it"
ELITE = "elite"
PARA = "paratroopers"
FORT = "fortified_line"

TANKS = frozenset({TANK, TANK_IT})
PLANES = frozenset({PLANE, PLANE_IT})
COUNTERS = TANKS | PLANES | {ELITE, PARA}
UNIT_TYPES = COUNTERS | {CUBE, FORT}
# Forces carried by sea in a landing, the ones an interception can destroy (Landings, line 746).
SEA_LANDING_TYPES = frozenset({CUBE, TANK, TANK_IT})

# Unit roles in one combat.
FIGHTS = ""
SUPPORT_TANK = "support_tank"
SUPPORT_PLANE = "support_plane"
DROPPED = "dropped"          # paratroopers launched on this combat (Paratroopers, line 834)
ROLES = (FIGHTS, SUPPORT_TANK, SUPPORT_PLANE, DROPPED)

# Option names shared with games/g1943_45/options.py; the defaults below mirror that module so
# combat stays self-contained (a test checks that they agree).
OPTION_DEFAULTS: dict[str, bool] = {
    "tanks_engaged_in_mountains": False,
    "supporting_counters_roll_when_no_cubes": True,
    "attacker_may_break_off_attack": False,
}

BASE_HIT = 6          # "A roll of 6 causes an enemy casualty" (line 709)
BEST_HIT = 4          # "4-5-6 ... the maximum possible result" (line 715)
NAVAL_HIT = 5         # interception and fleet bombardment: 5-6 (lines 760, 766)
MAX_DICE = 4          # "up to a maximum of 4 dice" (line 705)


class Unit(NamedTuple):
    """One force in a combat: a cube, a counter or a fortified line.

    `external` marks a supporting plane based outside the battle zone (every attacking plane, and a
    defending plane flown in from another zone): it supports but is not among the forces that
    fight, take losses or hold the zone. `uid` is the engine's id (ignored by the rules).
    """

    type: str
    engaged: bool = False
    role: str = FIGHTS
    external: bool = False
    uid: str = ""

    def describe(self) -> str:
        name = self.type.replace("_", " ")
        bits = []
        if self.engaged and self.type not in (CUBE, FORT):
            bits.append("engaged")
        if self.role == SUPPORT_TANK or self.role == SUPPORT_PLANE:
            bits.append("support")
        if self.role == DROPPED:
            bits.append("dropped")
        return f"{name} ({', '.join(bits)})" if bits else name


def option(options: Mapping[str, bool], name: str) -> bool:
    return bool(options.get(name, OPTION_DEFAULTS[name]))


def canonical(units: Sequence[Unit]) -> tuple[Unit, ...]:
    """The side without ids, sorted: two sides with the same forces get the same key."""
    return tuple(sorted(u._replace(uid="") for u in units))


def is_present(units: Sequence[Unit]) -> bool:
    """Does the side still have forces in the combat? (A fortified line is not a force, line 854.)"""
    return any(not u.external and u.type != FORT for u in units)


def _fights_beside(units: Sequence[Unit], supporter: Unit, planes_count: bool) -> bool:
    """Is there a force of the side in the zone, other than `supporter`, for it to support?

    A tank supports "together with other forces" (line 778) and a lone tank fights as a cube,
    supported only by other tanks or planes (line 780); a plane supports "in the same way as tanks"
    (line 794) and, the only defender left, acts like a cube (line 794). A plane in the zone counts
    as such a force for a supporting plane ("a plane can support another plane", 794), not for a
    tank (planes in the zone do not fight beside ground forces); supporters never count for each
    other, except a tank that cannot support (engaged), which fights as a cube.
    """
    for u in units:
        if u is supporter or u.external or u.role == SUPPORT_PLANE:
            continue
        if u.role == SUPPORT_TANK and not u.engaged:
            if supporter.role == SUPPORT_PLANE:
                return True      # a supporting tank with nothing beside it fights, and is supported
            continue
        if u.type in PLANES and not planes_count:
            continue
        return True
    return False


def tank_support_active(units: Sequence[Unit], mountain: bool) -> bool:
    """An unengaged supporting tank, outside the mountains, beside another force of its side that
    fights (Tanks, lines 776-782): a tank never supports itself."""
    if mountain:
        return False
    return any(u.role == SUPPORT_TANK and not u.engaged and _fights_beside(units, u, False) for u in units)


def plane_support_active(units: Sequence[Unit]) -> bool:
    """The supporting plane supports for the whole combat once engaged (Planes, line 794), while its
    side has another force in the zone; a plane left alone acts like a cube (794)."""
    return any(u.role == SUPPORT_PLANE and _fights_beside(units, u, True) for u in units)


def hit_threshold(units: Sequence[Unit], mountain: bool) -> int:
    """The lowest face that hits: 6, 5 with one support, 4 with both, never below 4 (lines 709-715)."""
    threshold = BASE_HIT
    if tank_support_active(units, mountain):
        threshold -= 1
    if plane_support_active(units):
        threshold -= 1
    return max(threshold, BEST_HIT)


def dice_count(units: Sequence[Unit], mountain: bool, options: Mapping[str, bool]) -> int:
    """How many dice a side rolls this round.

    One die per force fighting as a cube (line 705): cubes, paratroopers (line 838), tanks that
    do not support (line 780), engaged elites (line 828); two for a fortified line, within the
    four (line 854); an unengaged elite uses its effect instead of a die. Planes in the zone roll
    only when they are the only defenders (line 794), one supporting another rolling at 5-6.
    The supporting tank rolls as well when its side has no cubes left and the option
    supporting_counters_roll_when_no_cubes is on (the Sicily example, second round, line 988).
    Dropped paratroopers add a die beyond the fourth (lines 834-836).
    """
    dice = 0
    cubes = 0
    ground = False
    dropped = False
    support_tank_waiting = 0
    free_planes = 0
    supporting_tank = tank_support_active(units, mountain)
    supporting_plane = plane_support_active(units)
    for u in units:
        if u.external:
            continue
        kind = u.type
        if kind == CUBE:
            dice += 1
            cubes += 1
            ground = True
        elif kind == FORT:
            dice += 2
            ground = True
        elif kind in TANKS:
            ground = True
            if supporting_tank and u.role == SUPPORT_TANK:
                support_tank_waiting += 1
            else:
                dice += 1
        elif kind == ELITE:
            ground = True
            if u.engaged:
                dice += 1
        elif kind == PARA:
            ground = True
            dice += 1
            dropped = dropped or u.role == DROPPED
        elif kind in PLANES and (u.role != SUPPORT_PLANE or not supporting_plane):
            free_planes += 1
    if support_tank_waiting and cubes == 0 and option(options, "supporting_counters_roll_when_no_cubes"):
        dice += support_tank_waiting
    if not ground:
        dice += free_planes
    return min(dice, MAX_DICE + (1 if dropped else 0))


def hit_probability(threshold: int) -> Fraction:
    return Fraction(7 - threshold, 6)


@lru_cache(maxsize=256)
def binomial_hits(dice: int, threshold: int) -> tuple[Fraction, ...]:
    """P(k hits) for k = 0..dice, exact."""
    p = hit_probability(threshold)
    q = 1 - p
    return tuple(comb(dice, k) * p**k * q ** (dice - k) for k in range(dice + 1))


@lru_cache(maxsize=16)
def face_outcomes(dice: int) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """Every unordered roll of `dice` dice (faces ascending) with its exact probability."""
    total = 6**dice
    out = []
    for faces in combinations_with_replacement(range(1, 7), dice):
        ways = factorial(dice)
        for face in set(faces):
            ways //= factorial(faces.count(face))
        out.append((faces, Fraction(ways, total)))
    return tuple(out)


def count_hits(faces: Sequence[int], threshold: int) -> int:
    """Faces to hits: the faces mode and the compact mode meet here."""
    return sum(1 for f in faces if f >= threshold)


# -- losses -------------------------------------------------------------------------------------

def loss_targets(units: Sequence[Unit], sea_only: bool = False) -> list[int]:
    """Indices of the units that may satisfy a loss (external supporting planes never do)."""
    return [i for i, u in enumerate(units)
            if not u.external and (not sea_only or (u.type in SEA_LANDING_TYPES and u.role != DROPPED))]


def loss_effect(unit: Unit, mountain: bool, options: Mapping[str, bool], eliminate_only: bool = False) -> str:
    """'eliminated' or 'engaged': what satisfying one loss with this unit does (Losses, lines 721-728).

    A cube or a fortified line is eliminated; an unengaged counter becomes engaged, an engaged one
    is eliminated. In a mountain combat a tank cannot be engaged to satisfy a loss unless the
    option tanks_engaged_in_mountains is on (line 517 against line 784). An interception always
    eliminates (line 766).
    """
    if eliminate_only or unit.type in (CUBE, FORT) or unit.engaged:
        return "eliminated"
    if unit.type in TANKS and mountain and not option(options, "tanks_engaged_in_mountains"):
        return "eliminated"
    return "engaged"


def apply_loss(units: tuple[Unit, ...], index: int, mountain: bool, options: Mapping[str, bool],
               eliminate_only: bool = False) -> tuple[tuple[Unit, ...], Unit, str]:
    """Satisfy one loss with units[index]: the new side, the unit as it was, and the effect."""
    unit = units[index]
    effect = loss_effect(unit, mountain, options, eliminate_only)
    if effect == "eliminated":
        return units[:index] + units[index + 1:], unit, effect
    return units[:index] + (unit._replace(engaged=True),) + units[index + 1:], unit, effect


CASUALTY_ORDERS = ("cubes-first", "engage-first")


def _loss_rank(unit: Unit, effect: str, order: str = "cubes-first") -> tuple[int, int, str, str, bool]:
    # The trailing fields make the order total, so the choice never depends on the units' order.
    tail = (unit.type, unit.role, unit.engaged)
    engage_first = order == "engage-first"
    if unit.type == CUBE:
        return (1 if engage_first else 0, 0, *tail)
    if effect == "engaged":
        # Engaging costs nothing but the counter's freshness; keep the supports and the elite last.
        roles = {FIGHTS: 0, DROPPED: 0, SUPPORT_PLANE: 2, SUPPORT_TANK: 3}
        return (0 if engage_first else 1, 4 if unit.type == ELITE else roles.get(unit.role, 1), *tail)
    if unit.type == FORT:
        return (2, 0, *tail)
    order = {PARA: 0, TANK: 1, TANK_IT: 1, PLANE: 2, PLANE_IT: 2, ELITE: 3}
    return (3, order.get(unit.type, 4), *tail)


def default_loss_choice(units: Sequence[Unit], mountain: bool, options: Mapping[str, bool],
                        sea_only: bool = False, eliminate_only: bool = False,
                        order: str = "cubes-first") -> int | None:
    """The default casualty order ("cubes-first"): a cube, then engage a counter, then the fortified
    line, then an engaged counter ("engage-first" engages counters before losing cubes); in both the
    fortified line goes before the side's last force, which alone keeps the zone (a line is not a
    force). None when nothing can take the loss."""
    best: int | None = None
    best_rank: tuple[int, int, str, str, bool] | None = None
    fort: int | None = None
    for i in loss_targets(units, sea_only):
        unit = units[i]
        if unit.type == FORT:
            fort = i
        rank = _loss_rank(unit, loss_effect(unit, mountain, options, eliminate_only), order)
        if best_rank is None or rank < best_rank:
            best, best_rank = i, rank
    if fort is not None and best is not None and best != fort:
        unit = units[best]
        rest = [u for j, u in enumerate(units) if j != best]
        if loss_effect(unit, mountain, options, eliminate_only) == "eliminated" and not is_present(rest):
            return fort
    return best


def elite_candidates(units: Sequence[Unit]) -> list[int]:
    """Unengaged elites in the combat: each inflicts or absorbs one loss after the dice (line 826)."""
    return [i for i, u in enumerate(units) if u.type == ELITE and not u.engaged and not u.external]


def default_elite_mode(own_pending: int) -> str:
    """Absorb a loss when the side has one to satisfy (as in the Sicily example), else inflict."""
    return "absorb" if own_pending > 0 else "inflict"


def engage_on_entry(units: Sequence[Unit]) -> tuple[tuple[Unit, ...], list[str]]:
    """Plane support engages the plane at once (line 717); dropped paratroopers are engaged when
    launched (line 834). Returns the side and the ids that flipped."""
    out: list[Unit] = []
    flipped: list[str] = []
    for u in units:
        if u.role in (SUPPORT_PLANE, DROPPED) and not u.engaged:
            u = u._replace(engaged=True)
            flipped.append(u.uid)
        out.append(u)
    return tuple(out), flipped
