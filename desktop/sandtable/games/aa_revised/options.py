"""The options of a Revised game (spec section 13), their defaults and their validation.

Defaults are the book as read in docs/rules/aa-revised.md (the literal reading where players may
reasonably disagree); the C-numbers name the spec's contradictions. `players` and `round_limit`
are table matters, not rules of the book.
"""

from __future__ import annotations

from typing import Any

from sandtable.core.game_base import refuse_unknown_options

NA_NAMES: dict[str, tuple[str, ...]] = {  # L3174-3241, UK die 4 = Mideast Oil (C15)
    "ussr": (
        "Russian Winter",
        "Nonaggression Treaty",
        "Mobile Industry",
        "Salvage",
        "Lend-Lease",
        "Trans-Siberian Railway",
    ),
    "germany": (
        "U-Boat Interdiction",
        "Atlantic Wall",
        "Panzer Blitz",
        "Wolf Packs",
        "Luftwaffe Dive Bombers",
        "Fortress Europa",
    ),
    "uk": (
        "Radar",
        "Joint Strike",
        "Enigma Decoded",
        "Mideast Oil",
        "French Resistance",
        "Colonial Garrison",
    ),
    "japan": (
        "Tokyo Express",
        "Kamikaze Attacks",
        "Kaiten Torpedoes",
        "Lightning Assaults",
        "Dug-in Defenders",
        "Banzai Attacks",
    ),
    "usa": (
        "Island Bases",
        "Chinese Divisions",
        "Marines",
        "Mechanized Infantry",
        "Fast Carriers",
        "Superfortresses",
    ),
}

# name -> (choices or None for free-form, default, meaning)
OPTIONS: dict[str, tuple[tuple[Any, ...] | None, Any, str]] = {
    "players": ((2, 3, 4, 5), 2, "seats (L324-361; three players: spec C18 preset)"),
    "victory_cities": (
        (8, 9, 10, 11, 12),
        8,
        "cities a side must hold at the end of a round (L285-294); 9 and 11 are house levels",
    ),
    "individual_winner": ((False, True), False, "the power of the winning side that grew most (L2479-2501)"),
    "national_advantages": ((0, 1, 2, 3, 4, 5, 6), 0, "national advantages per power (L3170-3173)"),
    "national_advantage_selection": (
        ("choose", "random"),
        "choose",
        "chosen, or rolled with duplicates re-rolled (L3170-3173, gap)",
    ),
    "aa_overflight": (
        ("book", "always", "attacked_territory_only"),
        "book",
        "AA fire at aircraft flying over (C2)",
    ),
    "aa_casualties": (
        ("owner_chooses", "per_aircraft_dice", "random"),
        "owner_chooses",
        "which aircraft an AA hit destroys (C3)",
    ),
    "rockets": (
        ("errata", "printed"),
        "errata",
        "one launch per territory and per target (errata) or per gun (C4)",
    ),
    "sbr_cap": (("per_bomber", "per_territory_per_turn"), "per_bomber", "strategic bombing damage cap (C29)"),
    "heavy_bombers": (
        ("book", "lhtr"),
        "book",
        "two dice both count (book) or keep the best, +1 in SBR (C30)",
    ),
    "super_subs": (("book", "lhtr"), "book", "attack 3 only (book) or also defence 3 (C28)"),
    "tech_timing": (("immediate", "end_of_turn"), "immediate", "when a development takes effect (C31)"),
    "carrier_production": (
        ("book", "lhtr"),
        "book",
        "existing fighters onto new carriers (book) or new fighters onto existing carriers (C32)",
    ),
    "new_carrier_rescues_fighter": (
        (False, True),
        False,
        "a carrier placed in Phase 6 saves a fighter at sea (C20)",
    ),
    "carrier_declaration": (
        ("combat_move", "landing"),
        "combat_move",
        "when a fighter that can land only on a carrier yet to come declares it: in its combat move "
        "(book, L1748-1766, L2272-2278); or when it lands after its combat (rules version 1's "
        "reading, kept so that its saves replay as played)",
    ),
    "allied_ic_when_capital_lost": (
        ("liberated_only", "any_allied_ic"),
        "liberated_only",
        "which allied ICs a power may place at (C14)",
    ),
    "multinational_casualties": (
        ("agree", "largest"),
        "agree",
        "defenders of several powers agree on a casualty, else the attacker chooses (book, L2122-2128); "
        "or the largest defending force picks alone",
    ),
    "joint_strike_casualties": (
        ("agree", "usa", "defender"),
        "agree",
        "who picks a Joint Strike force's casualties: the US with the UK's agreement, else the attacked "
        "opponent (book, L3341-3349); the US alone; always the attacked opponent",
    ),
    "enigma_move": (
        ("one", "any"),
        "one",
        "Enigma Decoded's special move: one group from one space to one space, in or out (book, "
        "L3352-3360); or any units in and out of any attacked spaces",
    ),
    "strict_exile": ((False, True), False, "no purchase in the first turn after liberation (C11)"),
    "bid": (
        None,
        None,
        "house rule: extra IPCs per power before round 1, {power: IPCs}, spent in its first purchase "
        "(not in the book; spec section 13)",
    ),
    "low_luck": (
        (False, True),
        False,
        "house rule (TripleA): a volley scores strength // 6 hits, the remainder rolled as one die",
    ),
    "tech_development": ((True, False), True, "house switch: the research phase is played"),
    "round_limit": (
        None,
        0,
        "table rule: stop after this many rounds (0 = none); the side with more "
        "victory cities wins, a tie is a draw",
    ),
    "advantages": (None, None, "the advantages chosen per power, {power: [names]}, for selection 'choose'"),
}


def default_options() -> dict[str, Any]:
    return {name: default for name, (_, default, _) in OPTIONS.items()}


def resolve_options(options: dict[str, Any]) -> dict[str, Any]:
    """Defaults completed with `options`; ValueError with one sentence for anything unknown or wrong."""
    refuse_unknown_options(options, OPTIONS, "Revised")
    out = default_options()
    for name, value in options.items():
        choices = OPTIONS[name][0]
        if choices is not None:
            if not any(type(value) is type(c) and value == c for c in choices):
                shown = ", ".join(str(c) for c in choices)
                raise ValueError(f"option {name!r} must be one of {shown}")
        elif name == "round_limit":
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 1000:
                raise ValueError("option 'round_limit' must be a whole number from 0 to 1000")
        elif name == "advantages" and value is not None:
            _check_advantages(value)
        elif name == "bid" and value is not None:
            _check_bid(value)
        out[name] = value
    return out


def _check_advantages(value: Any) -> None:
    if not isinstance(value, dict):
        raise ValueError("option 'advantages' must map powers to lists of advantage names")
    for power, names in value.items():
        if power not in NA_NAMES or not isinstance(names, list | tuple):
            raise ValueError(f"option 'advantages' names an unknown power {str(power)[:20]!r}")
        for n in names:
            if n not in NA_NAMES[power]:
                raise ValueError(f"{str(n)[:40]!r} is not a national advantage of {power}")


def _check_bid(value: Any) -> None:
    if not isinstance(value, dict):
        raise ValueError("option 'bid' must map powers to whole numbers of IPCs")
    for power, ipcs in value.items():
        if power not in NA_NAMES:
            raise ValueError(f"option 'bid' names an unknown power {str(power)[:20]!r}")
        if isinstance(ipcs, bool) or not isinstance(ipcs, int) or not 0 <= ipcs <= 200:
            raise ValueError("option 'bid' gives each power a whole number of IPCs from 0 to 200")
