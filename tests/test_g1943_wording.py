"""1943-45's log in the player's words (#17): every log line and note of seeded random games is free
of internal ids, doubled side names, numbered retreat routes, bare impulse numbers, "1 dice" and
"6-6"; automatic events (impulse and turn ends, supply, stacking, Italy's surrender) are noted."""

from __future__ import annotations

import re

import pytest

from sandtable.ai.cli import play_game
from sandtable.core.registry import table_for
from sandtable.core.session import GameSession
from sandtable.games.g1943_45 import Game1943

BAD = {
    "counter id": re.compile(r"\b[AX]\.[a-z_]+[.#]\d+"),
    "battle cube id": re.compile(r"cube@\d"),
    "side twice": re.compile(r"^(Allies|Axis): (Allies|Axis)\b[: ]"),
    "numbered retreat route": re.compile(r"retreat route \d"),
    "1 dice": re.compile(r"\b1 dice\b"),
    "a range of one face": re.compile(r"\b(on|at) (\d)-\2\b"),
    "impulse by number": re.compile(r"\bimpulse \d"),
    "zone by bare number": re.compile(r"\b(from|to|via|in) \d\d\b(?! \()"),
    "python text": re.compile(r"None|\(\)|\[|\]|_"),
}
NAMES = ("Allies", "Axis")


def _played(seed: int) -> GameSession:
    sessions: list[GameSession] = []
    outcome = play_game(Game1943(), "default", seed, ["random", "random"],
                        on_step=lambda s: sessions.append(s) if not sessions else None)
    assert outcome.error is None, outcome.error
    return sessions[0]


def _lines(session: GameSession) -> list[str]:
    lines = []
    for entry in session.log:
        who = NAMES[entry.player] if 0 <= entry.player < 2 else "Roll"
        lines.append(f"{who}: {entry.text}")
    return lines + table_for("1943-45").notes(session.state)


@pytest.mark.parametrize("seed", [1, 2, 3, 5, 8, 13])
def test_log_lines_speak_the_players_language(seed: int) -> None:
    session = _played(seed)
    found = []
    for line in _lines(session):
        for name, pattern in BAD.items():
            if pattern.search(line):
                found.append(f"{name}: {line}")
    assert not found, "\n".join(found[:20])


def test_automatic_events_are_noted() -> None:
    notes: list[str] = []
    places: list[tuple] = []
    for seed in (1, 3):
        session = _played(seed)
        table = table_for("1943-45")
        notes += table.notes(session.state)
        places += table.note_places(session.state)
    text = "\n".join(notes)
    assert re.search(r"^End of impulse [AX]\d$", text, re.M)
    assert re.search(r"^End of turn \d: orange stars held in supply, Allies \d, Axis \d$", text, re.M)
    assert re.search(r"^Supply phase, turn \d: every force is in supply$", text, re.M)
    assert re.search(r"^Supply phase, turn \d: Axis out of supply in .+ \(\d\d\): .+ eliminated$", text, re.M)
    assert re.search(r"^Stacking: Allies over the limit in \w+ \(\d\d\)", text, re.M)
    assert re.search(r"^Italy surrenders .*removed for good Italian fleet", text, re.M)
    assert re.search(r"^Final count after turn 8", text, re.M)
    marked = [p for n, p in zip(notes, places, strict=True)
              if n.startswith("Stacking") or "out of supply" in n]
    assert marked and all(len(p) == 1 for p in marked)  # the zone it changed, for its mark

