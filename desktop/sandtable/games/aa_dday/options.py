"""The options of a D-Day game, with their defaults and what each one means.

The defaults are the basic game as the rulebook prints it (line 185) for two players, and the
literal reading wherever docs/rules/aa-dday.md lists a disputed passage (C-numbers of the spec).
"""

from __future__ import annotations

from typing import Any

from sandtable.core.game_base import refuse_unknown_options

OPTIONS: dict[str, tuple[Any, str]] = {
    "players": (
        2,
        "2: Germany against the Allies (UK + US, one player, lines 159-161); "
        "3: Germany, the UK and the US each played by one person (155)",
    ),
    "fate_deck": (False, "advanced game: a fate card and its die before each order card (702-710)"),
    "tactics_deck": (False, "advanced game: a tactics card after each order card (712, 788-840)"),
    "chart_beach_restrictions": (
        True,
        "the US chart's printed 'Utah/Omaha only' marks bind (C5); off: any US beach, as line 569 alone says",
    ),
    "hold_back_reinforcements": (
        False,
        "reinforcements may be held back on the chart (C9); default: they enter as far as they fit",
    ),
    "axis_place_where_allies_are": (
        True,
        "Axis reinforcements may enter sector zones holding Allied land units (C10)",
    ),
    "strafe_passing_twice": (
        False,
        "a tank crossing a patrolled zone is strafed on entering and on leaving it (C7)",
    ),
    "airborne_hits_blockhouses": (
        False,
        "card 1 casualties may be blockhouses, as the seed text alone allows (C17)",
    ),
    "declined_tactics_return": (False, "a tactics card that is passed stays in the deck (C12)"),
    "tactics1_turn1_only": (False, "tactics card 1 can be played on turn 1 only (C19)"),
    "continuous_control": (False, "the Allies must not lose a victory city during the holding turn (C8)"),
}


def default_options() -> dict[str, Any]:
    return {name: default for name, (default, _) in OPTIONS.items()}


def resolve_options(options: dict[str, Any]) -> dict[str, Any]:
    """Defaults completed with `options`; ValueError with one sentence for anything unknown or wrong."""
    refuse_unknown_options(options, OPTIONS, "D-Day")
    out = default_options()
    for name, value in options.items():
        default = OPTIONS[name][0]
        if name == "players":
            if value not in (2, 3) or isinstance(value, bool):
                raise ValueError("option 'players' must be 2 or 3")
        elif not isinstance(value, bool):
            raise ValueError(f"option {name!r} must be true or false")
        out[name] = value if value is not None else default
    return out
