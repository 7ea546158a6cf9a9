"""Game options of 1943-1945: one named switch per passage of the rulebook that players may read two ways.

Each option names the rulebook lines it interprets (English text, seeds/000_ee0b107405368120.txt) and
has a default; docs/rules/1943-45.md gives the reasoning. A scenario file may override defaults
under "options" and a player may override them again when starting a game; unknown names are
refused so that a typo never silently plays the other reading.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sandtable.core.jsonfile import FileProblem, describe_json_value


class OptionError(FileProblem):
    """An options object that names an unknown option or gives a value of the wrong type."""


@dataclass(frozen=True)
class GameOption:
    name: str
    default: bool
    description: str
    rule_lines: tuple[int, ...]


OPTIONS: tuple[GameOption, ...] = (
    GameOption(
        "tanks_engaged_in_mountains", False,
        "A tank in a mountain combat may satisfy a loss by becoming engaged (off: like a cube, "
        "it satisfies a loss only when eliminated).",
        (513, 517, 519, 782, 784)),
    GameOption(
        "mountain_tanks_support_attacks_out", False,
        "A tank standing in a mountain zone may support an attack into a zone without mountains "
        "(off: tanks in mountain zones never support).",
        (517, 782)),
    GameOption(
        "supporting_counters_roll_when_no_cubes", True,
        "When a side has no cubes left in a combat, its supporting tank also rolls one die as a cube "
        "and keeps its support (the Sicily example, second round).",
        (705, 780, 978, 988)),
    GameOption(
        "landing_on_empty_zone", True,
        "The Allies may land in an empty enemy-controlled coastal zone; the survivors of the "
        "interception occupy it without a ground combat (off: the target must hold Axis forces).",
        (697, 746, 754)),
    GameOption(
        "attacker_may_break_off_attack", False,
        "The attacker may end an ordinary (non-landing) attack after any round (off: only a landing "
        "can be broken off by the attacker).",
        (705, 738, 752)),
    GameOption(
        "axis_reinforcements_in_sicily", True,
        "Axis turn reinforcements may be placed in Sicily (zone 14) as in the worked example; the "
        "other islands stay excluded (off: no island at all).",
        (615, 944, 966)),
    GameOption(
        "conversion_in_first_turn", False,
        "Cubes may be converted in turn 1 although no reinforcements enter then (off: conversion "
        "starts in turn 2, together with the first reinforcements).",
        (594, 615, 623)),
    GameOption(
        "victory_stars_by_control", False,
        "An orange-star zone counts for the final victory count when the player controls it and it is "
        "in supply, even if empty (off: it must hold the player's forces, as \"occupies\" reads at "
        "lines 584 and 588).",
        (533, 584, 588, 590)),
    GameOption(
        "kesselring_frees_boxes", False,
        "The two tokens Kesselring takes back leave their boxes, so those events may again be played "
        "up to their maximum (off: a box's maximum counts every play of the game).",
        (908, 910, 954)),
    GameOption(
        "logistical_effort_counts_as_supply", True,
        "The zone spared by Logistical (Logistics) effort also counts as in supply for the victory "
        "count at the end of that turn (off: it only keeps its forces).",
        (590, 932, 952)),
    GameOption(
        "planes_withdraw_by_air", True,
        "Between rounds a defending plane may fly out of the attacked zone to any other friendly zone with "
        "room, engaged (off: rules version 1, planes withdraw only along the ground forces' retreat paths).",
        (703, 795)),
    GameOption(
        "reserves_after_last_round", True,
        "The attacker may play Reserves once the last round is fought, before the battle ends (off: rules "
        "version 1, only between rounds).",
        (914, 936, 956)),
    GameOption(
        "supply_to_move_and_fight", True,
        "Forces standing in a zone out of supply cannot move, be carried, fly, attack, support, bomb or "
        "intercept; they still defend and retreat (off: rules versions 1-3, supply matters only at the "
        "end of the turn).",
        (876, 886)),
    GameOption(
        "defensive_line_from_pool", False,
        "New Defensive Line may place any fortified line of the pool, also one the Axis never deployed "
        "(off: only a line eliminated in the game, as \"an eliminated defensive line\" reads).",
        (854, 958)),
)

OPTIONS_BY_NAME: dict[str, GameOption] = {option.name: option for option in OPTIONS}


def default_options() -> dict[str, bool]:
    """Every option with its default value."""
    return {option.name: option.default for option in OPTIONS}


def check_options(data: Any, what: str = "options") -> dict[str, bool]:
    """Validate an options object (a subset of the known names, each a boolean); returns a copy.

    Raises OptionError with one sentence naming the first problem.
    """
    if not isinstance(data, Mapping):
        raise OptionError(f"{what} must be an object of option names, got {describe_json_value(data)}")
    result: dict[str, bool] = {}
    for name, value in data.items():
        if not isinstance(name, str) or name not in OPTIONS_BY_NAME:
            known = ", ".join(sorted(OPTIONS_BY_NAME))
            raise OptionError(f"{what} names an unknown option {name!r} (known: {known})")
        if not isinstance(value, bool):
            raise OptionError(f"{what}.{name} must be true or false, got {describe_json_value(value)}")
        result[name] = value
    return result


def resolve_options(*layers: Mapping[str, Any] | None) -> dict[str, bool]:
    """Defaults, then each layer in turn (e.g. scenario overrides, then the player's choices)."""
    result = default_options()
    for index, layer in enumerate(layers):
        if layer is None:
            continue
        result.update(check_options(layer, f"options (layer {index + 1})"))
    return result


