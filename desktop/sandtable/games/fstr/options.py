"""Options of From Salerno to Rome: the optional rules and the readings players may dispute.

Keys and meanings are documented in docs/rules/fstr.md (contradictions C1-C58 of the spec).
The optional rules of the rulebook (tagged OPZIONALE) default to what the scenario grants
(spec §3.21); `None` means "as the scenario says".
"""

from __future__ import annotations

from typing import Any

from sandtable.core.game_base import refuse_unknown_options

OPTIONS: dict[str, tuple[Any, str]] = {
    "fstr.corps_cost_all_divisions": (
        False,
        "C1: a corps costs all its divisions + 1 (line 469), not the activated ones + 1 (example, line 1466)",
    ),
    "fstr.retreat_free_direction": (False, "C9: retreats may go in any direction (not toward the terminals)"),
    "fstr.end_ops_expires_with_impulse": (False, "C51: END OPS markers all go at the end of the impulse"),
    "fstr.reaction_counts_as_activation": (
        False,
        "C23: a unit that reacted may not be activated that impulse",
    ),
    "fstr.open_stacks": (False, "H3: no fog of war: every enemy stack can be examined"),
    "fstr.losses_include_reduced": (
        False,
        "C35: the 45-step decisive victory counts reduced units on the map",
    ),
    "fstr.inactive_art_supports_attack": (False, "C54: non-active divisional artillery may support attacks"),
    "fstr.adjustment_move_only": (False, "C21: the tactical adjustment only moves (no combat)"),
    "fstr.air_closing_window": (
        True,
        "C8: the non-active player's aircraft may bombard any enemy hex when the "
        "active player ends his segment (off: only units at the end of a move)",
    ),
    "fstr.interdiction_ignores_supply": (False, "C25: interdiction does not raise supply-path costs"),
    "fstr.errata_drop_no_penalty": (
        False,
        "C34: a drop ending in the sea, mountains or on the enemy costs no step (the English errata)",
    ),
    "fstr.rome_literal": (False, "C31: no Axis unit that leaves Rome may re-enter it before the Allies do"),
    "opt.9.2.1": (False, "optional rule 9.2.1, a Polish corps of Polish divisions costs 2 AP"),
    "opt.9.3.3": (False, "optional rule 9.3.3, a second KG in the same impulse for 1 AP"),
    "opt.9.9": (False, "optional rule 9.9, intelligence: examine 10 enemy-occupied hexes"),
    "opt.9.10": (None, "optional rule 9.10, Allied offensives (default: as the scenario grants)"),
    "opt.12": (None, "optional rule 12, rearguards"),
    "opt.14.2.7": (False, "optional rule 14.2.7, Green and Red Devils"),
    "opt.14.2.8": (None, "optional rule 14.2.8, Gegenangriff"),
    "opt.16.3": (None, "optional rule 16.3, interdiction"),
    "opt.21": (False, "optional rule 21, Case Foggia"),
    "fstr.setup_v1": (
        False,
        "rules version 1 (saves made before version 2): both sides' set-up zones filled at once, a unit "
        "on the other side's hex moved to the nearest free hex",
    ),
    "fstr.rules_v2": (
        False,
        "rules version 2 (saves made before version 3): a move that interdiction cuts short ends where "
        "its points run out and Case Foggia's recovered units go beside their division, even on a full "
        "hex; a rearguard's hex is refused only to moves and attacks",
    ),
}
# Options that exist only so saves of an earlier rules version replay as they were made
# (`GameFstr.options_for_rules`): the start screen does not offer them.
COMPAT = frozenset({"fstr.setup_v1", "fstr.rules_v2"})


def default_options() -> dict[str, Any]:
    return {k: v for k, (v, _) in OPTIONS.items()}


def resolve_options(options: dict[str, Any], granted: list[str] | str | None = None) -> dict[str, Any]:
    """Defaults, then the caller's choices; optional rules left at None take the scenario's grant."""
    refuse_unknown_options(options, OPTIONS, "FSTR")
    for name, value in options.items():  # a save from a stranger may hold anything
        if not isinstance(value, bool) and not (value is None and OPTIONS[name][0] is None):
            raise ValueError(f"FSTR option {name!r} must be true or false")
    out = default_options()
    out.update(options)
    grants = granted if isinstance(granted, list) else []
    for key in OPTIONS:
        if key.startswith("opt.") and out[key] is None:
            out[key] = key[4:] in grants
    return out
