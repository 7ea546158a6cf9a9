"""What the table draws of a D-Day state (no Qt): stacks per zone, the beach boxes with their free
spaces, the airborne spaces, the airfield, the turn track, the order deck (the card in play and the
next ones), the reinforcement charts, control and the contested zones.

Plain data (`core.table`): the shared window draws it without knowing the game. D-Day has no hidden
information, so every observer sees the same view.
"""

from __future__ import annotations

import re
from typing import Any

from sandtable.core.table import BoxView, PieceView, TableView, TrackView
from sandtable.games.aa_dday.scenario import SIDE_OF
from sandtable.games.aa_dday.state import DDayState, split

SEAT = {"germany": 0, "uk": 1, "us": 2}
POWER_TITLES = {"germany": "Germany", "uk": "United Kingdom", "us": "United States"}
POWER_ADJ = {"germany": "German", "uk": "British", "us": "American"}
SIDE_TITLES = {"axis": "Axis", "allies": "Allies"}
CODES = {"infantry": "I", "artillery": "A", "tank": "T", "blockhouse": "B", "fighter": "F", "bomber": "Bo"}
ORDER = ("infantry", "artillery", "tank", "blockhouse", "fighter", "bomber")
NAMES = {"infantry": ("infantry", "infantry"), "artillery": ("artillery", "artillery"),
         "tank": ("tank", "tanks"), "blockhouse": ("blockhouse", "blockhouses"),
         "fighter": ("fighter", "fighters"), "bomber": ("bomber", "bombers")}
# Where the beach boxes are drawn (top left corner, lon/lat): one row in the bay, west to east in the
# order of the beaches, clear of the coast (the scenario's layout points are the beaches themselves,
# too close together for boxes of this size). A scenario without these boxes uses its own layout.
BOX_ANCHOR = {"utah": (-1.245, 49.505), "omaha": (-0.985, 49.505), "gold": (-0.725, 49.505),
              "juno": (-0.465, 49.505), "sword": (-0.205, 49.505), "airfield": (-0.75, 49.70)}


def unit_name(unit: str, count: int = 1) -> str:
    one, many = NAMES.get(unit, (unit, unit))
    return one if count == 1 else many


def units_text(counts: dict[str, int]) -> str:
    """{"germany:infantry": 2, ...} -> "2 German infantry, 1 German tank"."""
    parts = []
    for k, n in sorted(counts.items(), key=lambda kv: (kv[0].split(":")[0], _rank(kv[0]))):
        if n:
            power, unit = split(k)
            parts.append(f"{n} {POWER_ADJ.get(power, power)} {unit_name(unit, n)}")
    return ", ".join(parts) or "—"


def _rank(k: str) -> int:
    unit = split(k)[1]
    return ORDER.index(unit) if unit in ORDER else 99


def chip(power: str, unit: str, count: int, marks: tuple[str, ...] = (), where: str = "") -> PieceView:
    code = CODES.get(unit, unit[:2])
    label = f"{code}{count}" if count > 1 else code
    extra = f" ({', '.join(marks)})" if marks else ""
    title = f"{POWER_TITLES.get(power, power)}: {count} × {unit_name(unit, count)}{extra}"
    return PieceView(unit, SEAT[power], count, label, title, "counter", None, marks, (f"{power}:{unit}",))


def place_pieces(s: DDayState, place: str) -> tuple[PieceView, ...]:
    engaged = place in s.scen.zones and s.contested(place)
    moved = s.moved.get(place, {})
    battle = s.battle if s.battle and s.battle.get("zone") == place else None
    out = []
    for k, n in sorted(s.units[place].items(), key=lambda kv: (SEAT[split(kv[0])[0]], _rank(kv[0]))):
        power, unit = split(k)
        marks = []
        if engaged and s.scen.unit_types[unit].land:
            marks.append("engaged")
        if moved.get(k, 0) >= n:
            marks.append("moved")
        if battle and battle["cas"].get(k):
            marks.append("damaged")
        out.append(chip(power, unit, n, tuple(marks)))
    return tuple(out)


def _box(s: DDayState, place: str, title: str, powers: tuple[str, ...], text: str,
         anchor: Any = None) -> BoxView:
    at = anchor if anchor is not None else BOX_ANCHOR.get(place, s.scen.layout.get(place))
    where = (float(at[0]), float(at[1])) if isinstance(at, list | tuple) and len(at) == 2 else None
    return BoxView(place, title, place_pieces(s, place), where, text,
                   owners=tuple(sorted({SEAT[p] for p in powers})))


def boxes(s: DDayState) -> tuple[BoxView, ...]:
    sc = s.scen
    out = []
    for b in sc.beach_boxes.values():
        used = s.land(b.id, "allies", stacking_only=True)
        title = f"{b.name.replace(' Beach', '')} {used}/{b.capacity}"
        text = (f"{b.name}: {counted(b.capacity - used, 'free space')} of {b.capacity}; units here land in "
                f"{sc.place_name(b.lands_in)} on card 10")
        out.append(_box(s, b.id, title, (b.power,), text))
    for a in sc.airborne.values():
        if s.units[a.id]:
            text = f"{a.name}: paratroopers drop into {sc.place_name(a.zone)} on card 1"
            out.append(_box(s, a.id, "Airborne", (a.power,), text))
    fighters, bombers = s.air(sc.airfield, "fighter"), s.air(sc.airfield, "bomber")
    text = f"{sc.airfield_name}: {counted(fighters, 'fighter')}, {counted(bombers, 'bomber')} ready"
    out.append(_box(s, sc.airfield, sc.airfield_name, ("uk", "us"), text))
    return tuple(out)


def card_face(card: dict[str, Any] | None) -> str:
    """The face of a card as the table prints it: number, name, active side."""
    if card is None:
        return "—"
    active = SIDE_TITLES.get(str(card.get("active", "")), str(card.get("active", "")))
    head = f"{card['n']} {card['name']}" if card["deck"] == "order" else str(card["name"])
    return f"{head} ({active})" if active else head


def deck_tracks(s: DDayState) -> list[TrackView]:
    """The order deck in two rows of eight (the card in play lit), the card's face and the next cards."""
    from sandtable.games.aa_dday.sequence import CARD_BY_NUMBER

    deck = s.order_deck()
    order = [n for d, n in s.deck if d == "order"]
    current = deck["current"]
    owner = None
    if current is not None:
        owner = 0 if current.get("active") == "axis" else 1
    out = []
    for part, cards in enumerate((order[:8], order[8:])):
        if not cards:
            continue
        lit = frozenset(i for i, n in enumerate(cards) if current and current["deck"] == "order"
                        and current["n"] == n)
        title = "Order deck" if part == 0 else ""
        out.append(TrackView(f"deck-{part}", title, tuple(str(n) for n in cards), lit, owner))
    response = ""
    if current is not None and current["deck"] == "order":
        card = CARD_BY_NUMBER[current["n"]]
        if card.responder:
            response = f" ▸ {SIDE_TITLES[card.responder]}"
    out.append(TrackView("card", "Card in play", (), frozenset(), owner, card_face(current) + response))
    if current is not None and current.get("text"):
        out.append(TrackView("action", "", (), frozenset(), owner, str(current["text"])))
    upcoming = [c for c in deck["next"] if c["deck"] == "order"][:3]
    nxt = ", ".join(f"{c['n']} {c['name']}" for c in upcoming) or "victory check"
    out.append(TrackView("next", "Next", (), frozenset(), None, nxt))
    return out


CHART_TITLES = {"us": "US chart", "uk": "UK chart", "rennes-chartres": "DE Rennes/Ch.",
                "rouen-chartres": "DE Rouen/Ch."}


def chart_tracks(s: DDayState) -> list[TrackView]:
    """Each reinforcement chart in words: how many units are left and the next ones in the order they
    enter (the whole chart is in the "Cards" tab, `table_cards.chart_texts`)."""
    from sandtable.games.aa_dday.table_cards import chart_texts

    out = []
    for chart in chart_texts(s):
        title = CHART_TITLES.get(chart.id, chart.name[:14])
        out.append(TrackView(f"chart-{chart.id}", title, (), frozenset(), SEAT[chart.power], chart.short))
    return out


def tracks(s: DDayState) -> tuple[TrackView, ...]:
    turns = s.scen.turns
    status = s.victory_status()
    held = f"cities held {status['held_checks']} check(s)" if status["held_checks"] else ""
    turn = TrackView("turn", "Turn", tuple(str(t) for t in range(1, turns + 1)), frozenset({s.turn - 1}),
                     None, held)
    return (turn, *deck_tracks(s), *chart_tracks(s))


def control(s: DDayState) -> dict[str, int]:
    out: dict[str, int] = {}
    for z in s.scen.zones:
        side = s.control(z)
        if side == "axis":
            out[z] = 0
        elif side == "allies":
            out[z] = 2 if s.land_of(z, "us") > s.land_of(z, "uk") else 1
    return out


def summary(s: DDayState) -> str:
    if s.winner is not None:
        return f"Turn {s.turn}: {SIDE_TITLES.get(s.winner, s.winner)} win ({s.reason})"
    card = s.current_card()
    cities = s.victory_status()["cities"]
    allied = sum(1 for v in cities.values() if v == "allies")
    name = f"card {card['n']} {card['name']}" if card and card["deck"] == "order" else \
        (card["name"] if card else "")
    contested = len(s.contested_zones())
    return (f"Turn {s.turn}/{s.scen.turns}, {name}; Allied cities {allied}/{len(cities)}; "
            f"{counted(contested, 'contested zone')}")


def build_view(s: DDayState) -> TableView:
    stacks = {z: place_pieces(s, z) for z in s.scen.zones}
    fought = frozenset({s.battle["zone"]}) if s.battle else frozenset()
    return TableView(stacks=stacks, boxes=boxes(s), tracks=tracks(s), control=control(s),
                     summary=summary(s), turn=f"{s.turn}:{s.pos}", fought=fought)


def side_of_seat(seat: int) -> str:
    return "axis" if seat == 0 else "allies"


__all__ = ["SEAT", "SIDE_OF", "build_view", "chip", "units_text"]


_WORDS = (("germany:", "German "), ("uk:", "British "), ("us:", "American "), ("germany ", "German "),
          ("uk ", "British "), ("us ", "American "), ("the allies", "the Allies"), ("the axis", "the Axis"))


def words_text(text: str) -> str:
    """An engine text (a roll's label, a refusal) with the nations in words: "uk infantry defends in
    Caen" -> "British infantry defends in Caen"."""
    for old, new in _WORDS:
        if text.startswith(old):
            text = new + text[len(old):]
        text = text.replace(" " + old, " " + new).replace("(" + old, "(" + new)
    return text  # its case kept: the window may put it after "Game over: "


def counted(n: int, noun: str) -> str:
    """"1 fighter", "2 fighters": no "(s)" in a player's English."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


# The engine's notes count with "(s)" ("2 bomber(s) return to the airfield"); the verb after a single
# piece takes its -s ("1 bomber returns").
_PLURAL = re.compile(r"\b(\d+) ((?:[a-z]+ )?[a-z]+)\(s\)( return\b| stay\b| drop\b)?")


def plural_words(text: str) -> str:
    def fix(m: re.Match[str]) -> str:
        n, noun, verb = m.group(1), m.group(2), m.group(3) or ""
        return f"1 {noun}{verb + 's' if verb else ''}" if n == "1" else f"{n} {noun}s{verb}"
    return _PLURAL.sub(fix, text)


def note_text(raw: str) -> str:
    """An engine note in a player's words: "T3 order card 8: Allies Move" -> "Turn 3 · Order card 8:
    Allies Move"; "germany infantry in Caen is a casualty" -> "German infantry in Caen is a casualty"."""
    head, _, text = raw.partition(" ")
    turn = head[1:] if head.startswith("T") and head[1:].isdigit() else ""
    if not turn:
        text = raw
    for old, new in _WORDS:
        if text.startswith(old):
            text = new + text[len(old):]
        text = text.replace(" " + old, " " + new)
    text = plural_words(text[:1].upper() + text[1:])
    if text.startswith("Order card"):
        return f"Turn {turn} · {text}" if turn else text
    return text


def notes(s: DDayState) -> list[str]:
    return [note_text(n) for n in s.log]
