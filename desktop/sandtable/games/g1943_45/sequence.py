"""The turn sequence of 1943-45 as data, in the order the rulebook prints it (Turn sequence, line 602).

`state.GameState` walks these steps; each step names its paragraph so a reader finds the whole
turn here. `kind` says who acts: "auto" (the rules do it), "chance" (a labelled die roll),
"decision" (a player decides). IMPULSE_STEPS is the inside of one impulse: part 2 inserts the
attack step (combat, landings) between movement and the stacking check.
"""

from __future__ import annotations

from dataclasses import dataclass

EN = "seeds/000_ee0b107405368120.txt"


@dataclass(frozen=True)
class Step:
    name: str
    title: str
    kind: str
    paragraph: str
    line: int


PRE_GAME: tuple[Step, ...] = (
    Step("axis_setup", "Axis free set-up (or the scenario's default deployment)", "decision",
         "SETUP", 580),
)

TURN_SEQUENCE: tuple[Step, ...] = (
    Step("overlord", "Overlord, at the beginning of the fifth turn: one Allied fleet and the "
         "paratroopers leave, naval transport and reinforcements drop, long ruler", "decision",
         "OVERLORD", 900),
    Step("initiative_roll", "Initiative roll: both players roll a die (tie: the Allies)", "chance",
         "IMPULSES", 633),
    Step("initiative_choice", "The winner of the roll chooses who has the first impulse", "decision",
         "IMPULSES", 633),
    Step("reinforcements", "Entry of reinforcement cubes from turn 2, the initiative player first",
         "decision", "REINFORCEMENTS / Forces coming into play", 615),
    Step("conversion", "Conversion of cubes into counters, the initiative player first", "decision",
         "Forces Conversion", 623),
    Step("impulses", "Impulses: two per player, alternating, from the initiative player", "decision",
         "IMPULSES", 635),
    Step("supply", "Supply phase: unsupplied forces are eliminated", "auto", "SUPPLY", 876),
    Step("end_of_turn", "End of the turn: Munich, surrender of Italy, naval transport reset, "
         "engaged counters flip back, last-turn victory, next turn", "auto", "HOW TO PLAY", 596),
)

IMPULSE_STEPS: tuple[Step, ...] = (
    Step("movement", "Movement: land, air, naval transport (with the enemy's interception)",
         "decision", "MOVEMENT", 643),
    Step("combat", "Attacks and landings (rules part 2)", "decision", "COMBAT", 697),
    Step("stacking", "Stacking check: the excess moves to an adjacent friendly zone", "decision",
         "Stacking", 544),
)

STEP_NAMES = tuple(s.name for s in TURN_SEQUENCE)


def next_step(name: str) -> str | None:
    """The step after `name` within a turn, or None after the last one."""
    index = STEP_NAMES.index(name)
    return STEP_NAMES[index + 1] if index + 1 < len(STEP_NAMES) else None


def step(name: str) -> Step:
    for s in PRE_GAME + TURN_SEQUENCE + IMPULSE_STEPS:
        if s.name == name:
            return s
    raise KeyError(name)
