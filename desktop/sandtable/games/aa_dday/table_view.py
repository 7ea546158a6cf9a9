"""What the table draws of a D-Day state (no Qt): stacks per zone, the beach boxes with their free
spaces, the airborne spaces, the airfield, the turn track, the order deck (the card in play and the
next ones), the reinforcement charts, control and the contested zones.

Plain data (`core.table`): the shared window draws it without knowing the game. D-Day has no hidden
information, so every observer sees the same view.
"""

from __future__ import annotations

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
# Where the charts and the boxes the scenario gives no position are drawn (lon, lat): the open sea.
CHART_ANCHOR = {"us": (-1.72, 49.36), "uk": (-0.3, 49.62)}


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
    at = anchor if anchor is not None else s.scen.layout.get(place)
    where = (float(at[0]), float(at[1])) if isinstance(at, list | tuple) and len(at) == 2 else None
    return BoxView(place, title, place_pieces(s, place), where, text,
                   owners=tuple(sorted({SEAT[p] for p in powers})))


def boxes(s: DDayState) -> tuple[BoxView, ...]:
    sc = s.scen
    out = []
    for b in sc.beach_boxes.values():
        used = s.land(b.id, "allies", stacking_only=True)
        title = f"{b.name.replace(' Beach', '')} {used}/{b.capacity}"
        text = (f"{b.name}: {b.capacity - used} free space(s) of {b.capacity}; units here land in "
                f"{sc.place_name(b.lands_in)} on card 10")
        out.append(_box(s, b.id, title, (b.power,), text))
    for a in sc.airborne.values():
        if s.units[a.id]:
            text = f"{a.name}: paratroopers drop into {sc.place_name(a.zone)} on card 1"
            out.append(_box(s, a.id, "Airborne", (a.power,), text))
    fighters, bombers = s.air(sc.airfield, "fighter"), s.air(sc.airfield, "bomber")
    text = f"{sc.airfield_name}: {fighters} fighter(s), {bombers} bomber(s) ready"
    out.append(_box(s, sc.airfield, sc.airfield_name, ("uk", "us"), text))
    return tuple(out)


def card_face(card: dict[str, Any] | None) -> str:
    """The face of a card as the table prints it: number, name, active side, what it does."""
    if card is None:
        return "—"
    active = SIDE_TITLES.get(str(card.get("active", "")), str(card.get("active", "")))
    head = f"{card['n']} {card['name']}" if card["deck"] == "order" else str(card["name"])
    return f"{head} ({active})" + (f": {card['text']}" if card.get("text") else "")


def deck_tracks(s: DDayState) -> list[TrackView]:
    from sandtable.games.aa_dday.sequence import CARD_BY_NUMBER

    deck = s.order_deck()
    order = [n for d, n in s.deck if d == "order"]
    current = deck["current"]
    lit = frozenset({order.index(current["n"])}) if current and current["deck"] == "order" \
        and current["n"] in order else frozenset()
    owner = None
    if current is not None:
        owner = 0 if current.get("active") == "axis" else 1
    names = "; ".join(f"{n} {CARD_BY_NUMBER[n].name}" for n in order)
    cards = TrackView("deck", "Order deck", tuple(str(n) for n in order), lit, owner,
                      f"this turn's order cards: {names}")
    responder = ""
    if current is not None and current["deck"] == "order":
        card = CARD_BY_NUMBER[current["n"]]
        if card.responder:
            responder = f"; response: {SIDE_TITLES[card.responder]}"
    face = TrackView("card", "Card in play", (), frozenset(), owner, card_face(current) + responder)
    upcoming = [c for c in deck["next"] if c["deck"] == "order"][:3]
    nxt = "; ".join(f"{c['n']} {c['name']}" for c in upcoming) or "the victory check"
    return [cards, face, TrackView("next", "Next cards", (), frozenset(), None, nxt)]


def chart_tracks(s: DDayState) -> list[TrackView]:
    out = []
    for chart in s.charts_view():
        left = chart["left"]
        nxt = "".join(CODES.get(e["unit"], "?") for e in left[:10])
        restricted = left[0]["boxes"] if left else []
        where = f" (first: {', '.join(s.scen.place_name(b) for b in restricted)} only)" if restricted else ""
        text = f"{len(left)} left, next {nxt}{'…' if len(left) > 10 else ''}{where}" if left else "empty"
        title = {"us": "US chart", "uk": "UK chart"}.get(chart["id"], _german_chart(chart["id"]))
        out.append(TrackView(f"chart-{chart['id']}", title, (), frozenset(), SEAT[chart["power"]],
                             f"{text}"))
    return out


def _german_chart(cid: str) -> str:
    return "German " + " / ".join(w.capitalize() for w in cid.split("-"))


def tracks(s: DDayState) -> tuple[TrackView, ...]:
    turns = s.scen.turns
    status = s.victory_status()
    held = f"; cities held {status['held_checks']} check(s) in a row" if status["held_checks"] else ""
    turn = TrackView("turn", "Turn", tuple(str(t) for t in range(1, turns + 1)), frozenset({s.turn - 1}),
                     None, f"turn {s.turn} of {turns}{held}")
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
            f"{contested} contested zone(s)")


def build_view(s: DDayState) -> TableView:
    stacks = {z: place_pieces(s, z) for z in s.scen.zones}
    fought = frozenset({s.battle["zone"]}) if s.battle else frozenset()
    return TableView(stacks=stacks, boxes=boxes(s), tracks=tracks(s), control=control(s),
                     summary=summary(s), turn=f"{s.turn}:{s.pos}", fought=fought)


def side_of_seat(seat: int) -> str:
    return "axis" if seat == 0 else "allies"


__all__ = ["SEAT", "SIDE_OF", "build_view", "chip", "units_text"]
