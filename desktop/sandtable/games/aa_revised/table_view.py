"""What the table draws of a Revised state (no Qt): units as stacks per space (type and count in the
power's colour; damaged battleships, cargo, casualties of the battle in progress marked), control
tints, the mobilization zone as a box, and tracks for the turn order, the phase, each power's bank
and income, victory cities, developments and national advantages.

Plain data (`core.table`): the shared window draws it without knowing the game. Revised hides
nothing, so every observer sees the same view. Player-facing words never carry the engine's unit ids.
"""

from __future__ import annotations

import re

from sandtable.core.table import BoxView, OverlayView, PieceView, SideInfo, TableView, TrackView
from sandtable.games.aa_revised.rules import PHASES, SIDE, TURN_ORDER, UNITS
from sandtable.games.aa_revised.state import RevisedState, Unit

# The table's sides are the five powers in turn order (their colours), whatever the seating.
SEAT = {p: i for i, p in enumerate(TURN_ORDER)}
POWER_TITLES = {"ussr": "USSR", "germany": "Germany", "uk": "United Kingdom", "japan": "Japan",
                "usa": "United States"}
POWER_ADJ = {"ussr": "Soviet", "germany": "German", "uk": "British", "japan": "Japanese", "usa": "American"}
SIDES = (SideInfo("USSR", "#8b2a22", "#ecd3cf"), SideInfo("Germany", "#4d5358", "#d9dadc"),
         SideInfo("United Kingdom", "#7a5a22", "#eadfc6"), SideInfo("Japan", "#b8650a", "#f6dcb8"),
         SideInfo("United States", "#4f6f32", "#dbe6c9"))
SIDE_TITLES = {"axis": "Axis", "allies": "Allies", "draw": "Nobody"}
CODES = {"infantry": "Inf", "artillery": "Art", "tank": "Arm", "aa_gun": "AA", "industrial_complex": "IC",
         "fighter": "Fig", "bomber": "Bom", "battleship": "BB", "destroyer": "DD", "carrier": "CV",
         "transport": "Tr", "submarine": "Sub"}
ORDER = tuple(CODES)
NAMES = {"infantry": ("infantry", "infantry"), "artillery": ("artillery", "artillery"),
         "tank": ("tank", "tanks"), "aa_gun": ("AA gun", "AA guns"),
         "industrial_complex": ("industrial complex", "industrial complexes"),
         "fighter": ("fighter", "fighters"), "bomber": ("bomber", "bombers"),
         "battleship": ("battleship", "battleships"), "destroyer": ("destroyer", "destroyers"),
         "carrier": ("carrier", "carriers"), "transport": ("transport", "transports"),
         "submarine": ("submarine", "submarines")}
# The phase is one line: "Phase 3 of 7" and what the player does in it, in words. Seven boxes of
# abbreviations ("CM", "NCM") meant nothing to a newcomer, and a second line did not fit the panel.
PHASE_DOES = {"research": "Research: roll for developments", "purchase": "Purchase: buy units",
              "combat_move": "Combat move: move to attack", "combat": "Combat: fight the battles",
              "noncombat_move": "Non-combat: move, land aircraft", "mobilize": "Mobilize: place new units",
              "income": "Income: collect IPCs"}
PHASE_SHORT = {"research": "Research", "purchase": "Purchase", "combat_move": "Combat move",
               "combat": "Combat", "noncombat_move": "Non-combat", "mobilize": "Mobilize",
               "income": "Income"}
DEV_TITLES = {"jet_fighters": "Jet fighters", "rockets": "Rockets", "super_submarines": "Super submarines",
              "long_range_aircraft": "Long-range aircraft", "combined_bombardment": "Combined bombardment",
              "heavy_bombers": "Heavy bombers"}


def unit_name(unit: str, count: int = 1) -> str:
    one, many = NAMES.get(unit, (unit.replace("_", " "), unit.replace("_", " ")))
    return one if count == 1 else many


def rank(unit: str) -> int:
    return ORDER.index(unit) if unit in ORDER else 99


def units_text(units: list[Unit], adjective: bool = True) -> str:
    """A list of units in words: "3 German infantry, 1 German tank" (no ids)."""
    counts: dict[tuple[str, str], int] = {}
    for u in units:
        counts[(u.owner, u.type)] = counts.get((u.owner, u.type), 0) + 1
    parts = []
    for (owner, kind), n in sorted(counts.items(), key=lambda kv: (SEAT.get(kv[0][0], 9), rank(kv[0][1]))):
        adj = f"{POWER_ADJ.get(owner, owner)} " if adjective else ""
        parts.append(f"{n} {adj}{unit_name(kind, n)}")
    return ", ".join(parts) or "—"


def _group(s: RevisedState, u: Unit) -> tuple[str, str, bool, bool]:
    aboard = bool(u.on) and u.type in UNITS and UNITS[u.type].domain == "land"
    return (u.owner, u.type, "dmg" in u.flags, aboard)


def place_pieces(s: RevisedState, space: str) -> tuple[PieceView, ...]:
    """The stack of `space`: one chip per power, type and state (damaged, aboard), in turn order."""
    groups: dict[tuple[str, str, bool, bool], list[Unit]] = {}
    for u in s.units_at(space):
        groups.setdefault(_group(s, u), []).append(u)
    battle = s.battle if s.battle and s.battle.get("space") == space else None
    engaged = battle is not None or space in s.battles
    out = []
    for key in sorted(groups, key=lambda k: (SEAT.get(k[0], 9), k[3], rank(k[1]), k[2])):
        owner, kind, damaged, aboard = key
        units = groups[key]
        n = len(units)
        marks: list[str] = []
        if damaged:
            marks.append("damaged")
        if engaged and kind not in ("industrial_complex",):
            marks.append("engaged")
        lost = sum(1 for u in units if u.flags & {"cas", "cas1"})
        if battle is not None and lost:
            marks.append("lost")
        if s.phase in ("combat_move", "noncombat_move") and owner == s.power and all(u.moved for u in units):
            marks.append("moved")
        code = CODES.get(kind, kind[:3])
        label = f"{code}{n}" if n > 1 else code
        extra = []
        if aboard:
            extra.append("aboard")
        if damaged:
            extra.append("damaged")
        if lost:
            extra.append(f"{lost} lost")
        cargo = [c for u in units for c in s.cargo(u.id)] if kind in ("transport", "carrier") else []
        if cargo:
            extra.append("carrying " + units_text(cargo))
        tail = f" ({'; '.join(extra)})" if extra else ""
        title = f"{POWER_TITLES.get(owner, owner)}: {n} × {unit_name(kind, n)}{tail}"
        out.append(PieceView(kind, SEAT.get(owner, 0), n, label, title, "counter", None, tuple(marks),
                             (f"{owner}:{kind}",)))
    return tuple(out)


# Where the mobilization zone is drawn (board coordinates): open sea near each power's factories,
# so it is on screen when the player looks at them (the mid-Atlantic, the Arctic, the North Pacific).
BOX_ANCHOR = {"germany": (-136.0, 15.0), "uk": (-136.0, 15.0), "ussr": (-35.0, 76.0),
              "japan": (62.0, 45.0), "usa": (-160.0, -5.0)}


def mobilization_box(s: RevisedState) -> BoxView | None:
    """The units bought this turn, waiting to be placed (a place: drag from it to a factory)."""
    if not s.bought:
        return None
    seat = SEAT[s.power]
    pieces = []
    for kind, n in sorted(s.bought.items(), key=lambda kv: rank(kv[0])):
        code = CODES.get(kind, kind[:3])
        pieces.append(PieceView(kind, seat, n, f"{code}{n}" if n > 1 else code,
                                f"{POWER_TITLES[s.power]}: {n} × {unit_name(kind, n)} to place",
                                "counter", None, (), (f"{s.power}:{kind}",)))
    text = f"{POWER_TITLES[s.power]}'s mobilization zone: " + ", ".join(
        f"{n} {unit_name(k, n)}" for k, n in sorted(s.bought.items(), key=lambda kv: rank(kv[0])))
    return BoxView("mobilization", "Mobilization zone", tuple(pieces), BOX_ANCHOR.get(s.power), text, (seat,))


def cities_held(s: RevisedState) -> dict[str, int]:
    out = {"axis": 0, "allies": 0}
    for city in s.ctx.victory_cities:
        out[SIDE[s.owner[city]]] += 1
    return out


def power_track(s: RevisedState, power: str) -> TrackView:
    """A power's bank and income, its developments and national advantages, on one line."""
    bank = s.ipcs[power]
    income = s.production(power)
    parts = [f"{bank} IPC", f"income {income}"]
    if not s.capital_held(power):
        parts.append("capital lost")
    techs = [DEV_TITLES.get(t, t) for t in s.techs[power]]
    if techs:
        parts.append("dev.: " + ", ".join(techs))
    if s.advantages[power]:
        parts.append("NA: " + ", ".join(s.advantages[power]))
    # "United Kingdom" in bold overran the track's title column into its bank (seen on the screenshots).
    title = {"uk": "UK", "usa": "USA"}.get(power, POWER_TITLES[power])
    return TrackView(f"bank-{power}", title, (), frozenset(), SEAT[power], " · ".join(parts))


def tracks(s: RevisedState) -> tuple[TrackView, ...]:
    current = SEAT.get(s.power, 0)
    order = TrackView("order", f"Round {s.round}", tuple(CODES_POWER[p] for p in TURN_ORDER),
                      frozenset({current}), current, f"{POWER_TITLES.get(s.power, s.power)} to play")
    phase_keys = [p.key for p in PHASES]
    number = phase_keys.index(s.phase) + 1 if s.phase in phase_keys else 0
    phase = TrackView("phase", f"Phase {number} of {len(phase_keys)}" if number else "Phase", (),
                      frozenset(), current, PHASE_DOES.get(s.phase, s.phase.replace("_", " ")))
    held = cities_held(s)
    need = int(s.opts["victory_cities"])
    cities = TrackView("cities", "Victory cities", (), frozenset(), None,
                       f"Axis {held['axis']}, Allies {held['allies']} (a side needs {need})")
    return (order, phase, cities, *(power_track(s, p) for p in TURN_ORDER))


CODES_POWER = {"ussr": "SU", "germany": "GE", "uk": "UK", "japan": "JP", "usa": "US"}


def control(s: RevisedState) -> dict[str, int]:
    return {t: SEAT[p] for t, p in s.owner.items() if p in SEAT}


def summary(s: RevisedState) -> str:
    if s.winner is not None:
        who = SIDE_TITLES.get(s.winner, s.winner)
        return f"Round {s.round}: {who} {'win' if s.winner != 'draw' else '— a draw'} ({plain(s, s.reason)})"
    held = cities_held(s)
    return (f"Round {s.round}, {POWER_TITLES.get(s.power, s.power)}, "
            f"{PHASE_SHORT.get(s.phase, s.phase).lower()}; victory cities Axis {held['axis']}, "
            f"Allies {held['allies']}")


def build_view(s: RevisedState) -> TableView:
    stacks = {sp: place_pieces(s, sp) for sp in s.ctx.spaces}
    box = mobilization_box(s)
    fought = frozenset({s.battle["space"]}) if s.battle else frozenset()
    return TableView(stacks={k: v for k, v in stacks.items() if v}, boxes=(box,) if box else (),
                     tracks=tracks(s), control=control(s), summary=summary(s),
                     turn=f"{s.round}:{s.power}", fought=fought)


# -- engine words in a player's words ---------------------------------------------------------
_UNIT_ID = re.compile(r"\b(ussr|germany|uk|japan|usa) (" + "|".join(NAMES) + r") (\d+)\b")
_TYPE_ID = re.compile(r"\b(infantry|artillery|tank|aa_gun|industrial_complex|fighter|bomber|battleship|"
                      r"destroyer|carrier|transport|submarine|aircraft) (\d+)\b")
_POWER = re.compile(r"^(ussr|germany|uk|japan|usa)\b")
_WORDS = {"ussr": "Soviet", "germany": "German", "uk": "British", "japan": "Japanese", "usa": "American"}
_SPACE = re.compile(r"\b([a-z][a-z0-9_]*_[a-z0-9_]+|sz\d+)\b")


_DEV = re.compile(r"\b(" + "|".join(DEV_TITLES) + r")\b")
_TYPE_KEY = re.compile(r"\b(aa_gun|industrial_complex)\b")
# "1 attacker(s) against 3 defender(s)": the engine's plural by "(s)" in a player's English.
_PLURAL = re.compile(r"\b(\d+) ((?:bought )?[a-z]+)\(s\)")
_ONE_LOST = re.compile(r"\b1 bought unit could not be placed and are lost")
_ONE_DICE = re.compile(r"\b1 dice\b")
_SIDE_COUNT = re.compile(r"\b(allies|axis) (\d+)\b")
_PAYS = re.compile(r"\b(ussr|germany|uk|japan|usa) pays\b")


def plain(s: RevisedState | None, text: str) -> str:
    """An engine sentence without unit ids: "germany infantry 12 is a casualty" -> "German infantry
    is a casualty"; "bomber 31" -> "bomber"; space ids left in it -> their names; developments and
    unit types by name ("heavy bombers", "AA gun"), "1 die", "1 attacker" and "3 defenders"."""
    text = _UNIT_ID.sub(lambda m: f"{_WORDS[m.group(1)]} {unit_name(m.group(2))}", text)
    text = _TYPE_ID.sub(lambda m: unit_name(m.group(1)) if m.group(1) in NAMES else m.group(1), text)
    text = _POWER.sub(lambda m: POWER_TITLES[m.group(1)], text)
    text = _DEV.sub(lambda m: DEV_TITLES[m.group(1)].lower(), text)
    text = _TYPE_KEY.sub(lambda m: unit_name(m.group(1)), text)
    text = _PLURAL.sub(lambda m: f"{m.group(1)} {m.group(2)}{'' if m.group(1) == '1' else 's'}", text)
    text = _ONE_DICE.sub("1 die", text)
    text = _PAYS.sub(lambda m: f"{POWER_TITLES[m.group(1)]} pays", text)
    text = _SIDE_COUNT.sub(lambda m: f"{SIDE_TITLES[m.group(1)]} {m.group(2)}", text)  # "Allies 5, Axis 7"
    text = _ONE_LOST.sub("1 bought unit could not be placed and is lost", text)
    if s is not None:
        spaces = s.ctx.spaces
        text = _SPACE.sub(lambda m: spaces[m.group(1)].name if m.group(1) in spaces else m.group(1), text)
    return text


# The engine names the decision it refuses by its own form ("casualty 111", "aircraft 14 lands in
# balkans", "place aa_gun at japan (IC germany)"): units by number, spaces by id after a preposition.
_UNIT_NO = re.compile(r"\b(casualty|aircraft|move|load|unit) (\d+)(?=$| via | lands | onto | is | has )")
_AT_SPACE = re.compile(r"(\b(?:in|at|to|via|from|into) |-)([a-z][a-z0-9_]*)\b")
_IC = re.compile(r"\(IC ([^)]+)\)")
# "<decision> is not legal now (<the engine's prompt>)": the window shows the decision at hand in the
# table's words above the refusal, so the engine's own prompt is left out rather than repeated raw.
_NOT_NOW = re.compile(r"^(.+ is not legal now) \(.+\)$")


def reason_text(s: RevisedState, text: str) -> str:
    """A refusal or a roll's label in a player's words: no unit numbers, ids or keys."""

    def unit(m: re.Match[str]) -> str:
        u = s.units.get(int(m.group(2)))
        if u is None:  # a casualty taken meanwhile
            gone = "a unit no longer in play"
            return {"casualty": f"casualty: {gone}", "aircraft": gone, "unit": gone}.get(
                m.group(1), f"{m.group(1)} {gone}")
        title = f"{POWER_ADJ.get(u.owner, u.owner)} {unit_name(u.type)}"
        return {"casualty": f"casualty: {title}", "aircraft": title, "unit": f"the {title}"}.get(
            m.group(1), f"{m.group(1)} {title}")

    spaces = s.ctx.spaces
    text = _NOT_NOW.sub(r"\1", text)
    text = _UNIT_NO.sub(unit, text)
    text = _IC.sub(lambda m: f"(factory in {m.group(1)})", text)
    text = _AT_SPACE.sub(lambda m: m.group(1) + (spaces[m.group(2)].name if m.group(2) in spaces
                                                 else m.group(2)), text)
    return plain(s, text)


def note_text(s: RevisedState, raw: str) -> str:
    """"R1 germany: combat in Karelia ..." -> "Round 1 · Germany: combat in Karelia ..."."""
    head, _, rest = raw.partition(" ")
    power, _, text = rest.partition(": ")
    if head.startswith("R") and head[1:].isdigit() and power in POWER_TITLES:
        body = plain(s, text)
        return f"Round {head[1:]} · {POWER_TITLES[power]}: {body[:1].upper()}{body[1:]}"
    return plain(s, raw)


def notes(s: RevisedState) -> list[str]:
    return [note_text(s, n) for n in s.log]


def landing_overlay(s: RevisedState) -> OverlayView:
    """Where the power to play may land its aircraft this turn: its side's territories held since the
    start of the turn (tinted) and the sea zones where its side's carriers have room (ringed)."""
    side = SIDE[s.power]
    held = frozenset(t for t, p in s.owner.items()
                     if SIDE.get(p) == side and SIDE.get(s.start_owner.get(t, "")) == side
                     and t not in s.conquered)
    carriers = frozenset(u.at for u in s.units.values()
                         if u.type == "carrier" and SIDE[u.owner] == side and s.carrier_room(u) > 0)
    if s.phase in ("combat_move", "combat"):
        # A fighter may also count on a carrier of its power coming in the non-combat move (L1748-1766).
        from sandtable.games.aa_revised.carriers import arriving_carriers
        from sandtable.games.aa_revised.movement import View

        carriers |= frozenset(arriving_carriers(s, View(s, side)))
    return OverlayView(SEAT[s.power], held, carriers, colour="#2e8b3a", status=(
        f"{POWER_TITLES[s.power]}'s aircraft may land in the tinted territories (held since the start of "
        "the turn) and on the carriers of the ringed sea zones (fighters also where a carrier can come "
        "in the non-combat move)."))
