"""The turn of From Salerno to Rome as printed, in one place (rule 5, seed 003 lines 319-368).

`IMPULSE` lists the phases of an impulse in the printed order; `SEGMENT` the steps A-F of an
operations segment; `OPERATION` the steps A-D that each activated formation runs. The engine
(engine.py) walks these lists; a phase names the rule and the seed lines it comes from, and the
task that performs it. A turn is a run of impulses that ends at the first programming phase in
which neither player allocates any AP (lines 339, 388; spec C56).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Phase:
    key: str  # the engine task that performs it
    title: str
    rule: str
    lines: str
    who: str = "both"
    note: str = ""


IMPULSE: tuple[Phase, ...] = (
    Phase(
        "recovery",
        "Recovery phase (replacements)",
        "19",
        "329, 935-937",
        note="only in impulse 1 of a turn after the scenario's first",
    ),
    Phase("reinforcements", "Reinforcement phase", "18", "331, 923-933"),
    Phase(
        "weather",
        "Weather check",
        "8.1",
        "333, 444-453",
        note="turns 1 and 10 always fine; scenarios fix their first impulse",
    ),
    Phase("air", "Programming a: aircraft availability", "9.8", "337, 577-585"),
    Phase(
        "allocate",
        "Programming b-c: reassignment and secret AP allocation",
        "6, 7.1",
        "339, 378-388, 402-406",
        note="if neither player allocates any AP the turn ends here",
    ),
    Phase(
        "initiative",
        "Programming d: initiative",
        "6.1",
        "390-392",
        note="more AP spent in the programming phase; tie: the Allies",
    ),
    Phase(
        "artillery",
        "Programming e: artillery placement, non-initiative player first",
        "16",
        "341, 813-817, 875",
    ),
    Phase(
        "fortify",
        "Programming f: fortifications and rearguards (Axis)",
        "9.7, 12",
        "342, 573-575, 669-671",
        who="axis",
    ),
    Phase("unflip", "Programming g: units that reacted flip back", "13", "343, 677"),
    Phase("segment_1", "Operations: segment of the initiative player", "5, 8", "345-368, 426-442"),
    Phase("segment_2", "Operations: segment of the other player", "5, 8", "345-368, 426-442"),
    Phase("end_impulse", "End of impulse: victory at the end of an impulse", "2, 22", "229-253, 957-1440"),
)

SEGMENT: tuple[Phase, ...] = (
    Phase(
        "operations",
        "Operations of each activated formation, one at a time (A-D)",
        "5, 9",
        "349-355, 459-479",
    ),
    Phase("supply", "E. Supply check of all the active player's units", "17", "361, 877-921"),
    Phase("clear_end_ops", "F. The active player's END OPS markers are removed", "5", "362"),
)

OPERATION: tuple[Phase, ...] = (
    Phase("A", "A. Reserves designated (and bonus units chosen)", "15, 9.1-9.2", "349, 463, 475, 789"),
    Phase("B", "B. Movement; artillery, air and naval missions", "11, 16", "351, 619-667, 811-875"),
    Phase("C", "C. Combat", "14", "353, 683-785"),
    Phase("D", "D. Reserves activated one hex at a time", "15.1", "355, 799-801"),
)

END_OF_TURN = Phase("end_turn", "End of turn: marker advanced; unspent AP lost", "5, 6", "323, 386")
END_OF_GAME = Phase("end_game", "End of game: victory levels", "2, 22", "229-253, 325")

MONTHS = {
    1: "September 1943",
    2: "October 1943",
    3: "November 1943",
    4: "December 1943",
    5: "January 1944",
    6: "February 1944",
    7: "March 1944",
    8: "April 1944",
    9: "May 1944",
    10: "June 1944",
}


def phase(key: str) -> Phase:
    for p in (*IMPULSE, *SEGMENT, *OPERATION, END_OF_TURN, END_OF_GAME):
        if p.key == key:
            return p
    raise KeyError(key)
