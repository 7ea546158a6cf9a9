"""The faces of the cards and the reinforcement charts as a player reads them (no Qt).

A card face carries what the printed order card shows (lines 385-397): the active side at the top,
the number, the action in the centre, the other side's response in smaller print, the instructions
at the bottom; a fate card adds what a 1 and a 6 do (708-710), a tactics card its effect
(saying so when the effect is a reconstruction of a lost text) or that the effect is lost. A chart
is its units in words, in the order they enter (565), with the beach limits printed on it and what
an average roll of 7 brings (the rulebook's own example, 573).

The window draws these texts as they are (`ui.games.aa_dday.cards_panel`); tests read them here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sandtable.games.aa_dday.sequence import CARD_BY_NUMBER, FATE_BAD, FATE_GOOD
from sandtable.games.aa_dday.state import DDayState

SIDE_TITLES = {"axis": "Axis", "allies": "Allies"}
PLURAL = {"tank": "tanks", "blockhouse": "blockhouses", "fighter": "fighters", "bomber": "bombers"}
# What the four named tactics effects do, for a card whose data has no "text" of its own.
TACTICS_TEXT = {
    "paratrooper_reinforcement": "a die per airborne space: on a hit, that many of the next infantry of "
                                 "its nation's chart drop into its zone and fire at once (not at "
                                 "blockhouses), no return fire",
    "v2_strike": "one die per Allied chart: a hit destroys the next unit waiting on it",
    "barnstorming": "one British fighter on patrol cannot be fired on by the AA of card 4",
    "blockhouse_construction": "a blockhouse is rebuilt in a zone where one was destroyed",
}
AVERAGE_ROLL = 7


@dataclass(frozen=True)
class CardFace:
    deck: str  # "order", "fate" or "tactics"
    n: int
    side: str  # "allies", "axis" or "" (the side at the top of the card)
    top: str  # "Allies", "Axis"
    title: str  # the action in the centre
    response: str  # the other side's answer in small print, or ""
    text: str  # the instructions at the bottom
    footer: str  # when the card leaves the deck, or what its die did


def _hit_note(n: int) -> str:
    hit = CARD_BY_NUMBER[n].hit
    return f" Hits on {hit} or less." if hit == 1 or hit is None else f" Hits on 1-{hit}."


def order_face(n: int) -> CardFace:
    card = CARD_BY_NUMBER[n]
    text = card.effect[:1].upper() + card.effect[1:] + "."
    if card.hit is not None:
        text += _hit_note(n).replace("1 or less", "1")
    return CardFace("order", n, card.active, SIDE_TITLES[card.active], card.name, card.response, text,
                    _removal(card.removal))


def _removal(removal: str) -> str:
    """The card's removal (sequence.py) as a sentence under the instructions."""
    if removal == "never":
        return "Stays in the deck."
    if removal.startswith("skipped"):
        return removal[:1].upper() + removal[1:] + "."
    return f"Leaves the deck {removal}."


def fate_face(s: DDayState, n: int) -> CardFace:
    card = CARD_BY_NUMBER[n]
    fate = s.scen.fate.get(n, {})
    good = fate.get("positive", {}).get("text", "no effect")
    bad = fate.get("negative", {}).get("text", "no effect")
    verb = "roll" if card.active == "allies" else "rolls"
    text = f"The {SIDE_TITLES[card.active]} {verb} a die before order card {n}: {FATE_GOOD} = {good}; " \
           f"{FATE_BAD} = {bad}; 2-5 nothing."
    footer = ""
    if s.fate.get("n") == n:
        result = s.fate.get("result")
        footer = f"This turn: {result}." if result else "This turn: no effect."
    return CardFace("fate", n, card.active, SIDE_TITLES[card.active], card.name,
                    f"rolled before order card {n}", text, footer)


def tactics_face(s: DDayState, n: int) -> CardFace:
    """A tactics card: its side, name and effect in words (the scenario's "text"), the hit number,
    and whether the effect is the card's or a reconstruction of a lost one (advanced.py, tactics.py)."""
    t = s.scen.tactics.get(n, {})
    side = str(t.get("side", ""))
    effect = t.get("effect")
    footer = TACTICS_RULE
    if effect is None:
        text = "Its printed effect is lost: the card is drawn and set aside (type the effect into the " \
               "scenario to play it)."
    else:
        text = str(t.get("text") or TACTICS_TEXT.get(str(effect), str(effect)).replace("_", " ")) + "."
        text = text[:1].upper() + text[1:]
        if t.get("hit"):
            text += " Hits on 1." if int(t["hit"]) == 1 else f" Hits on 1-{t['hit']}."
        if t.get("provenance") == "reconstruction":
            footer = TACTICS_RECONSTRUCTED
    return CardFace("tactics", n, side, SIDE_TITLES.get(side, ""), str(t.get("name", f"Tactics card {n}")),
                    f"played after order card {n}", text, footer)


TACTICS_RULE = "Play it at once or lose it; used, it leaves the game."
TACTICS_RECONSTRUCTED = TACTICS_RULE + " Effect reconstructed: the printed text is lost."


def face(s: DDayState, deck: str, n: int) -> CardFace:
    if deck == "fate":
        return fate_face(s, n)
    if deck == "tactics":
        return tactics_face(s, n)
    return order_face(n)


def current_face(s: DDayState) -> CardFace | None:
    if not 0 <= s.pos < len(s.deck):
        return None
    return face(s, *s.deck[s.pos])


def next_faces(s: DDayState, count: int = 3) -> list[CardFace]:
    """The next order cards after the one in play (the top of the deck)."""
    upcoming = s.deck[s.pos + 1:] if s.pos >= 0 else s.deck
    return [order_face(n) for d, n in upcoming if d == "order"][:count]


# -- charts ---------------------------------------------------------------------------------------
def unit_words(unit: str, count: int) -> str:
    return f"{count} {PLURAL.get(unit, unit) if count > 1 else unit}"


def _beaches(s: DDayState, boxes: list[str]) -> str:
    names = [s.scen.place_name(b).replace(" Beach", "") for b in boxes]
    return f" ({' or '.join(names)} only)" if names else ""


def runs(s: DDayState, entries: list[dict[str, Any]]) -> list[str]:
    """Consecutive units of one type and one beach limit as one phrase: "4 infantry (Utah only)"."""
    out: list[str] = []
    last: tuple[str, tuple[str, ...]] | None = None
    count = 0
    for e in entries:
        here = (str(e["unit"]), tuple(e["boxes"]))
        if here != last and last is not None:
            out.append(unit_words(last[0], count) + _beaches(s, list(last[1])))
            count = 0
        last = here
        count += 1
    if last is not None:
        out.append(unit_words(last[0], count) + _beaches(s, list(last[1])))
    return out


def mix(entries: list[dict[str, Any]]) -> str:
    """How many of each type: "3 infantry, 3 artillery, 1 tank" (the wording of line 573)."""
    counts: dict[str, int] = {}
    for e in entries:
        counts[str(e["unit"])] = counts.get(str(e["unit"]), 0) + 1
    return ", ".join(unit_words(u, counts[u]) for u in ("infantry", "artillery", "tank") if u in counts) or \
        "nothing"


@dataclass(frozen=True)
class ChartText:
    id: str
    power: str
    name: str
    left: int
    short: str  # one line for the tracks beside the board
    order: str  # every unit left, in the order they enter
    average: str  # what a roll of 7 brings


def chart_texts(s: DDayState) -> list[ChartText]:
    out = []
    for chart in s.charts_view():
        left = chart["left"]
        phrases = runs(s, left)
        where = ""
        if chart["power"] == "germany":
            sectors = s.scen.charts[chart["id"]].sectors
            where = f" Enters in the zones of the {' or '.join(x.title() for x in sectors)} markers."
        if not left:
            out.append(ChartText(chart["id"], chart["power"], chart["name"], 0, "empty", "Empty.", ""))
            continue
        short = f"{len(left)} left: " + ", ".join(phrases[:3]) + (" …" if len(phrases) > 3 else "")
        order = "In order: " + ", ".join(phrases) + "." + where
        average = f"A roll of {AVERAGE_ROLL} brings {mix(left[:AVERAGE_ROLL])}."
        out.append(ChartText(chart["id"], chart["power"], chart["name"], len(left), short, order, average))
    return out


__all__ = ["CardFace", "ChartText", "chart_texts", "current_face", "face", "next_faces", "order_face"]
