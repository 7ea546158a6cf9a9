"""Artillery, aircraft and the Nebelwerfer (rule 16, seed 003 lines 811-875; 9.8, lines 577-585):
placement in step 4e, tactical support (16.2) and bombardment (16.1) with its table.

Counters are artillery ids on the map or "aircraft" (3 fire factors each, line 581). Artillery of
an activated formation (and the Nebelwerfer, line 875) is "active" and may bombard anything in
range and support attacks; non-active divisional artillery only bombards enemies moving next to
friendly units and supports defenders (lines 815, 843; spec C54). Artillery, aircraft and naval
units never combine across kinds (lines 547, 581, 825).
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.fstr import actions as A
from sandtable.games.fstr.combat import fortified
from sandtable.games.fstr.command import army_of, corps_divisions
from sandtable.games.fstr.flow import ask, handler, note, push, roll, task
from sandtable.games.fstr.state import FstrState, other

AIRCRAFT = "aircraft"


def level(s: FstrState, art: str) -> str:
    f = s.world.counters.formations.get(s.unit(art).formation)
    return f.kind if f is not None else "division"


def _formation_units(s: FstrState, art: str, mine: list[str] | None = None) -> list[str]:
    """The units `art` may be placed next to; `mine`: its side's combat units on the map, if known."""
    fid = s.unit(art).formation
    kind = level(s, art)
    if mine is None:
        mine = s.on_map(s.side_of(art))
    if kind == "nebelwerfer":
        return [u for u in mine if u not in s.oos]
    if kind == "corps":
        divs = set(corps_divisions(s, fid))
        return [u for u in mine if s.unit(u).formation in divs]
    if kind == "army":
        return [u for u in mine if army_of(s, s.unit(u).formation) == fid]
    return [u for u in mine if s.unit(u).formation == fid]


def placement_todo(s: FstrState, side: str) -> list[str]:
    """Artillery to place this impulse: every divisional and corps counter with units of its
    formation on the map (corps artillery fires only when activated: with its corps, or as a
    division's bonus unit, line 463), the Nebelwerfer (lines 815-817, 875)."""
    out = []
    # What every counter's candidate hexes share, found once (the computer's search lists the
    # counters left after each placement thousands of times a decision).
    blocked = _blocked(s, side)
    mine = s.on_map(side)
    for art in sorted(
        u for u, x in s.world.counters.units.items() if x.role == "artillery" and x.side == side
    ):
        if art in s.placed:
            continue
        kind = level(s, art)
        if kind == "army" and art not in s.loc:
            continue  # army artillery comes on the map when used as a bonus unit (line 473)
        if kind == "nebelwerfer" and art not in s.loc and art not in s.art_off:
            continue
        if _hexes(s, art, blocked, mine):
            out.append(art)
    return out


def candidates(s: FstrState, art: str) -> list[str]:
    return sorted(_hexes(s, art, _blocked(s, s.side_of(art))))


def _blocked(s: FstrState, side: str) -> set[str]:
    """Hexes no counter of `side` may be placed in: enemy units, units out of supply and next to them."""
    board = s.world.board
    blocked = s.combat_hexes(other(side))
    blocked.update(
        n for u in s.oos if s.side_of(u) == side and u in s.loc for n in (s.loc[u], *board.nbrs[s.loc[u]])
    )
    return blocked


def _hexes(s: FstrState, art: str, blocked: set[str], mine: list[str] | None = None) -> set[str]:
    board = s.world.board
    hexes: set[str] = set()
    for u in _formation_units(s, art, mine):
        if u in s.oos:
            continue
        h = s.loc[u]
        hexes.add(h)
        hexes.update(board.nbrs[h])
    return hexes - blocked


def place(s: FstrState, art: str, hex_key: str) -> None:
    s.loc[art] = hex_key
    s.placed.add(art)
    s.art_off.discard(art)


def auto_place(s: FstrState, side: str) -> None:
    """Done in step 4e: every counter left stays where it is if it may, else the nearest allowed hex."""
    board = s.world.board
    for art in placement_todo(s, side):
        cands = candidates(s, art)
        here = s.loc.get(art)
        if here in cands:
            place(s, art, here)
        elif cands:
            place(s, art, min(cands, key=lambda h: (board.distance(h, here) if here else 0, h)))


def active_counter(s: FstrState, art: str) -> bool:
    kind = level(s, art)
    return kind == "nebelwerfer" or s.unit(art).formation in s.active_forms or art in s.activated


def counters_in_range(s: FstrState, side: str, target: str, attack: bool) -> list[str]:
    """Artillery that can fire at `target` now: on the map, not Fired, in range; active ones only
    when attacking, any divisional one when defending (C54)."""
    board = s.world.board
    out = []
    if _rome_protected(s, target):
        return []
    for art in sorted(u for u in s.loc if s.unit(u).role == "artillery" and s.unit(u).side == side):
        if art in s.fired or board.distance(s.loc[art], target) > s.unit(art).range:
            continue
        if attack and not active_counter(s, art) and not s.opts.get("fstr.inactive_art_supports_attack"):
            continue
        if not attack and not active_counter(s, art) and level(s, art) != "division":
            continue
        out.append(art)
    return out


def _rome_protected(s: FstrState, target: str) -> bool:
    """Rule 20 (line 945): from turn 5 nobody uses artillery or aircraft against units in Rome."""
    rome = s.world.board.named.get("rome")
    return target == rome and s.turn >= int(s.world.scenario.rules.get("rome_open_city_from_turn", 5))


def naval_in_range(s: FstrState, side: str, target: str) -> list[str]:
    """Naval units (9.5.5, lines 547-549): active every impulse while depots are on the map."""
    if side != "allied" or _rome_protected(s, target):
        return []
    board = s.world.board
    return sorted(
        u for u, h in s.naval.items() if u not in s.fired and board.distance(h, target) <= s.unit(u).range
    )


def naval_places(s: FstrState) -> list[str]:
    """Sea hexes next to the grey border within 4 hexes of an Allied depot (line 547). On the
    reconstructed maps the grey border can lie farther than that from a depot (Anzio: 8 hexes):
    then any sea hex within 4 of a depot serves (a data workaround, docs/rules/fstr.md)."""
    board = s.world.board
    depots = [h for h, o in s.depots.items() if o == "allied"]
    near = [h for h in board.border_sea if any(board.distance(h, d) <= 4 for d in depots)]
    if not near:
        near = [h for h in board.sea if any(board.distance(h, d) <= 4 for d in depots)]
    return sorted(near)


def naval_todo(s: FstrState) -> list[str]:
    if not naval_places(s):
        s.naval.clear()  # no depot on the map: the naval units are withdrawn (line 547)
        return []
    units = [u for u in s.world.scenario.rules.get("naval_units", []) or [] if u in s.world.counters.units]
    return [u for u in units if u not in s.placed]


def support_counters(s: FstrState, side: str, target: str, attack: bool) -> list[str]:
    out = counters_in_range(s, side, target, attack) + naval_in_range(s, side, target)
    if s.air[side] > 0 and s.weather == "fine" and not _rome_protected(s, target):
        out.append(AIRCRAFT)
    return out


def use_counter(s: FstrState, side: str, counter: str) -> None:
    if counter == AIRCRAFT:
        s.air[side] -= 1
    else:
        s.fired.add(counter)


# -- bombardment (16.1, lines 827-855) -------------------------------------------------------------
def bombard_options(s: FstrState, side: str, target: str, attack: bool) -> list[tuple[str, ...]]:
    """Each artillery counter alone, all of them together, or 1-3 aircraft together."""
    arts = counters_in_range(s, side, target, attack)
    out: list[tuple[str, ...]] = [(a,) for a in arts]
    if len(arts) > 1:
        out.append(tuple(arts))
    ships = naval_in_range(s, side, target)
    out.extend((n,) for n in ships)
    if len(ships) > 1:
        out.append(tuple(ships))  # ships combine with ships only (line 547)
    if s.weather == "fine" and not _rome_protected(s, target):
        out.extend((AIRCRAFT,) * k for k in range(1, min(3, s.air[side]) + 1))
    return out


def terrain_key(s: FstrState, hex_key: str) -> str:
    h = s.world.board.hexes[hex_key]
    if "city" in h.features:
        return "city"
    if fortified(s, hex_key):
        return "fortified"
    if "village" in h.features:
        return "village"
    return h.terrain


def start_bombardment(
    s: FstrState, side: str, target: str, counters: tuple[str, ...], moving: bool, retreating: bool = False
) -> None:
    """`retreating`: forces in retreat, whose END OPS results are ignored (14.3.1, line 765)."""
    for c in counters:
        use_counter(s, side, c)
    col = bombard_column_for(s, side, target, counters, moving)
    name = s.world.charts.bombard_columns[col][0]
    roll(
        s,
        f"bombardment {name} on {s.world.board.name_of(target)}",
        "bombard_roll",
        {"side": side, "target": target, "column": col, "retreating": retreating},
        dice=2,
    )


def bombard_column_for(s: FstrState, side: str, target: str, counters: tuple[str, ...], moving: bool) -> int:
    charts = s.world.charts
    fire = sum(s.world.counters.aircraft_fire if c == AIRCRAFT else s.unit(c).fire for c in counters)
    units = s.combat_at(target, other(side))
    shift = charts.bombard_shift(moving=moving, dots=s.dots(target, units), terrain=terrain_key(s, target))
    return charts.bombard_column(int(fire), shift)


@task("bombard_roll")
def _bombard_roll(s: FstrState, data: dict[str, Any]) -> None:
    side, target = data["side"], data["target"]
    bonus = 1 if s.offensive and side == "allied" else 0  # 9.10, line 601
    result = s.world.charts.bombard_result(data["column"], sum(data["faces"]) + bonus)
    note(s, f"bombardment result {result}")
    victims = s.combat_at(target, other(side))
    arts = [u for u in s.units_at(target) if s.unit(u).role == "artillery" and s.side_of(u) != side]
    if result != "-":
        for art in arts:  # any negative result removes artillery until the next impulse (line 823)
            s.loc.pop(art, None)
            s.art_off.add(art)
    if result == "-" or not victims:
        return
    owner = other(side)
    if data.get("retreating"):  # END OPS ignored (line 765): a green HIT is the owner's free
        result = {"E": "-", "L+E": "L", "G": "-", "R": "L"}.get(result, result)  # END OPS, a red one a step
    if result in ("E", "L+E"):
        s.end_ops.update(victims)
    if result in ("L", "L+E"):
        push(s, ("losses", {"side": owner, "units": victims, "n": 1}))
    elif result in ("G", "R"):  # green HIT: the target's owner chooses; red HIT: the firer (line 833)
        chooser = owner if result == "G" else side
        ask(
            s,
            chooser,
            "hit_choice",
            "a HIT: one step lost or END OPS for the hex",
            target=target,
            owner=owner,
        )


@handler("hit_choice")
def _on_hit_choice(s: FstrState, p: dict[str, Any], a: Action) -> None:
    assert isinstance(a, A.Choose)
    victims = s.combat_at(p["target"], p["owner"])
    if a.option == "end_ops":
        s.end_ops.update(victims)
    else:
        push(s, ("losses", {"side": p["owner"], "units": victims, "n": 1}))
