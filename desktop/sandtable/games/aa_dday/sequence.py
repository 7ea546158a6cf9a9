"""The turn of D-Day as data: the 16 order cards, read like Appendix 1 of the rulebook.

A turn is one pass through the order deck, card 1 on top, then the victory check and the turn
marker (seed 001 lines 372-383). Each card names its active side, the side that responds (if
any), what it does and when it leaves the deck. The code that performs card n is
`cards.CARD_RULES[key]`; the hit numbers printed in the text are here beside the card that uses
them. With the advanced decks each number n becomes fate n, order n, tactics n (line 714).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class OrderCard:
    n: int
    key: str
    name: str
    active: str  # the side named at the top of the card (lines 387-397)
    responder: str | None  # the side that answers in small print, if any
    effect: str
    removal: str  # lines 383, 603; see docs/rules/aa-dday.md (C16)
    lines: str
    hit: int | None = None  # die result that hits, when the text prints one
    response: str = ""  # the responder's line in small print under the action (lines 393, 397)


ORDER_CARDS: tuple[OrderCard, ...] = (
    OrderCard(
        1,
        "airborne_assault",
        "Airborne Assault",
        "allies",
        None,
        "paratroopers attack their own zone, one die each, no return fire; the Axis picks its losses",
        "after its play on turn 1",
        "383, 601-603",
        hit=1,
    ),
    OrderCard(
        2,
        "naval_bombardment",
        "Naval Bombardment",
        "allies",
        None,
        "six dice one at a time, each at a blockhouse named first; a hit destroys it",
        "skipped when no blockhouse stands",
        "553-557, 605-609",
        hit=2,
    ),
    OrderCard(
        3,
        "place_fighters",
        "Place Fighters",
        "allies",
        None,
        "fighters from the airfield patrol zones, at most 4 a zone; they do not attack now",
        "skipped when no fighter is on the airfield",
        "613-615, 423",
    ),
    OrderCard(
        4,
        "aa_fighters",
        "AA Fire v. Fighters",
        "axis",
        None,
        "each Axis artillery in a zone with fighters fires at one of them; a hit removes it from the game",
        "skipped when nothing can fire",
        "619, 541-545",
        hit=1,
    ),
    OrderCard(
        5,
        "bomber_strikes",
        "Bomber Strikes",
        "allies",
        None,
        "bombers go to zones without Allied land units and roll at once; a hit kills an Axis land unit "
        "of the Allies' choice",
        "skipped when no bomber is on the airfield",
        "623, 537-539, 330",
        hit=3,
    ),
    OrderCard(
        6,
        "aa_bombers",
        "AA Fire v. Bombers",
        "axis",
        None,
        "each Axis artillery in a zone with bombers fires at one of them; a hit removes it from the game",
        "skipped when nothing can fire",
        "627, 541-545",
        hit=1,
    ),
    OrderCard(
        7,
        "bombers_land",
        "Bombers Land",
        "allies",
        None,
        "surviving bombers return to the airfield",
        "skipped when no bomber is out",
        "631",
    ),
    OrderCard(
        8,
        "allies_move",
        "Allies Move",
        "allies",
        None,
        "Allied land units on land move one zone, tanks two; units locked in combat stay",
        "never",
        "637-641, 652, 403-409",
    ),
    OrderCard(
        9,
        "blockhouses_fire",
        "Blockhouses Fire to Sea",
        "axis",
        None,
        "each blockhouse with an arc to a beach box fires once at an Allied land unit there",
        "skipped when no blockhouse can fire",
        "645-647, 551, 286",
        hit=3,
    ),
    OrderCard(
        10,
        "allies_land",
        "Allies Land",
        "allies",
        None,
        "units in the beach boxes land in the zone of their box, up to 8 Allied land units there",
        "never",
        "650-656",
    ),
    OrderCard(
        11,
        "allies_attack",
        "Allies Attack",
        "allies",
        "axis",
        "one combat cycle in every contested zone, the Allies fire first",
        "never",
        "660-664, 431-485",
        response="The Axis defends",
    ),
    OrderCard(
        12,
        "axis_move",
        "Axis Move",
        "axis",
        "allies",
        "Axis land units move one zone, tanks two; then fighters strafe every unit that moved in or out "
        "of their zone",
        "never",
        "668-672, 535",
        hit=1,
        response="Allied fighters strafe",
    ),
    OrderCard(
        13,
        "axis_attack",
        "Axis Attack",
        "axis",
        "allies",
        "one combat cycle in every contested zone, the Axis fires first",
        "never",
        "678-682",
        response="The Allies defend",
    ),
    OrderCard(
        14,
        "allied_reinforcement",
        "Allied Reinforcement",
        "allies",
        None,
        "two dice for the UK, two for the US: that many units from each chart, in order, into the beach "
        "boxes",
        "skipped when both charts are empty",
        "684-690, 559-573",
    ),
    OrderCard(
        15,
        "axis_reinforcement",
        "Axis Reinforcement",
        "axis",
        "allies",
        "two dice per German chart: that many units into the zones of its sectors; fighters strafe them",
        "skipped when both charts are empty",
        "694-696, 567, 571",
        hit=1,
        response="Allied fighters strafe",
    ),
    OrderCard(
        16,
        "fighters_land",
        "Fighters Land",
        "allies",
        None,
        "surviving fighters return to the airfield",
        "skipped when no fighter is out",
        "700",
    ),
)

CARD_BY_NUMBER = {card.n: card for card in ORDER_CARDS}

# After card 16 (lines 375, 381, 575-579).
END_OF_TURN = ("victory_check", "advance_turn_marker")

# The other printed hit numbers (a unit hits when its die is at most its factor, line 447).
STRAFE_HIT = 1  # fighters (314, 535)
FATE_GOOD, FATE_BAD = 1, 6  # fate die: 1 positive, 6 negative for the side active on the card (708)
CITIES_HELD_TO_WIN = 2  # end-of-turn checks in a row (577-579)


def turn_deck(turn: int, fate: bool, tactics: bool, removed: set[str]) -> list[tuple[str, int]]:
    """The cards of one turn, top first: (deck, number), deck in "fate", "order", "tactics" (714)."""
    deck: list[tuple[str, int]] = []
    for card in ORDER_CARDS:
        for name, on in (("fate", fate), ("order", True), ("tactics", tactics)):
            if on and f"{name}-{card.n}" not in removed:
                deck.append((name, card.n))
    return deck
