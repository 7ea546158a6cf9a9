"""Every fixed sentence the D-Day engine writes to the log, and the card-10 landing refusal, reads in
Italian and French (issue #26): the seeded games of the other text tests never reach a quiet card
("no contested zone: no combat") or an empty airfield, so the sentences are read from the source."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from sandtable.core import messages
from sandtable.core.registry import get_game
from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.legal import _move_problem
from sandtable.games.aa_dday.table_view import note_text

PACKAGE = Path(__file__).parents[1] / "desktop" / "sandtable" / "games" / "aa_dday"


def _fixed_notes() -> list[str]:
    """The plain string literals passed to `note(s, ...)` anywhere in the package."""
    found = []
    for path in sorted(PACKAGE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "note"
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)
                    and isinstance(node.args[1].value, str)):
                found.append(node.args[1].value)
    return found


def test_the_engine_has_fixed_notes_to_check() -> None:
    assert "no contested zone: no combat" in _fixed_notes()


@pytest.mark.parametrize("text", _fixed_notes())
def test_every_fixed_note_is_in_the_catalogue(text: str) -> None:
    # as the log shows it (note_text: capitalised, nations in words)
    assert messages.catalogue("aa-dday").covers(note_text(text)), note_text(text)


def test_the_end_of_the_tenth_turn_and_the_wrong_beach_box_read_in_every_language() -> None:
    catalogue = messages.catalogue("aa-dday")
    assert catalogue.render("The Allies had not won by the end of turn 10", "it") == \
        "Gli Alleati non avevano vinto entro la fine del turno 10"
    game = get_game("aa-dday")
    state = game.new_initial_state(game.load_scenario("default"), {})
    uk_box = next(name for name, box in state.scen.beach_boxes.items() if box.power == "uk")
    state.units[uk_box] = {"us:infantry": 1}  # an American unit in a British box (as a hostile save may hold)
    landing = A.Move("infantry", uk_box, state.scen.beach_boxes[uk_box].lands_in)
    problem = _move_problem(state, "us", 10, landing)
    assert problem == "on card 10 only units in the American beach boxes land (lines 650-652)"
    assert catalogue.render(problem, "fr").startswith("avec la carte 10 seules les unités des cases de plage")
