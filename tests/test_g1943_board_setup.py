"""Records that carry their own board (the editor's "Play on this board"): the game is built on
that board, saves and `sandtable replay` rebuild the same state, and a board that cannot host the
scenario is refused with a sentence naming the problem."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from sandtable import cli
from sandtable.board import board_to_geojson, load_board
from sandtable.core.jsonfile import FileProblem
from sandtable.core.protocol import CHANCE
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game
from sandtable.core.saves import open_session, save_game
from sandtable.core.session import GameSession
from sandtable.games.g1943_45.board_setup import SETUP_FORMAT, make_setup
from sandtable.games.g1943_45.scenario import default_scenario_path


@pytest.fixture(scope="module")
def shipped() -> dict[str, Any]:
    return board_to_geojson(load_board(default_scenario_path().parent / "board.geojson"))


def _zone(board: dict[str, Any], number: int) -> dict[str, Any]:
    return next(f for f in board["features"] if f["properties"].get("number") == number)


def _edited(shipped: dict[str, Any]) -> dict[str, Any]:
    board = copy.deepcopy(shipped)
    props = _zone(board, 4)["properties"]
    props["name"] = "Lombardia Edited"
    lon, lat = props["label_point"]
    props["label_point"] = [lon + 0.05, lat - 0.05]
    return board


def _play(session: GameSession, steps: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        if session.is_over():
            return
        if session.current_player() == CHANCE:
            session.roll()
        else:
            session.decide(rng.choice(session.state.legal_actions()))


def test_an_inline_board_is_played_on_and_replays_through_saves_and_the_cli(
        shipped: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    setup = make_setup(_edited(shipped))
    assert setup["format"] == SETUP_FORMAT and setup["scenario"] == "default"
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", setup, {}, 11))
    topo = session.state.topo
    assert topo.zone(4).name == "Lombardia Edited"
    _play(session, 80, 11)
    path = tmp_path / "edited.json"
    save_game(path, session.record, {"players": ["human", "human"]})
    reopened = open_session(path)
    assert reopened.record.scenario["board"] == setup["board"]
    assert reopened.state.state_hash() == session.state.state_hash()
    assert reopened.state.topo.zone(4).name == "Lombardia Edited"
    assert cli.main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["state_hash"] == session.state.state_hash()
    assert out["actions"] == len(session.record.actions) > 0


def test_the_shipped_board_inline_gives_the_same_game_as_the_plain_record(shipped: dict[str, Any]) -> None:
    plain = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 5))
    inline = GameSession(get_game("1943-45"), GameRecord("1943-45", make_setup(shipped), {}, 5))
    _play(plain, 40, 5)
    _play(inline, 40, 5)
    assert plain.record.actions == inline.record.actions
    assert plain.state.state_hash() == inline.state.state_hash()


def _refusal(tmp_path: Path, scenario: Any) -> str:
    path = tmp_path / "bad.json"
    save_game(path, GameRecord("1943-45", scenario, {}, 1))
    with pytest.raises(FileProblem) as caught:
        open_session(path)
    return str(caught.value)


def test_a_board_without_a_scenario_zone_is_refused_with_a_sentence(shipped: dict[str, Any],
                                                                     tmp_path: Path) -> None:
    board = copy.deepcopy(shipped)
    _zone(board, 4)["properties"]["number"] = 99
    text = _refusal(tmp_path, make_setup(board))
    assert "cannot be replayed" in text and "zone 4" in text and "does not have" in text


def test_a_board_with_validation_errors_is_refused_naming_them(shipped: dict[str, Any],
                                                               tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    board = copy.deepcopy(shipped)
    _zone(board, 4)["properties"]["number"] = 5
    text = _refusal(tmp_path, make_setup(board))
    assert "the game's board has 1 error(s)" in text and "Number 05 is used by 2 zones" in text
    path = tmp_path / "bad.json"
    assert cli.main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "Number 05 is used by 2 zones" in err and "Traceback" not in err


@pytest.mark.parametrize("setup, words", [
    ({"format": SETUP_FORMAT, "scenario": "default"}, "no board"),
    ({"format": SETUP_FORMAT, "board": {"type": "FeatureCollection", "features": []}}, "no 'scenario'"),
    ({"format": SETUP_FORMAT, "scenario": "default", "board": {}, "extra": 1}, "unknown entries"),
    ({"format": SETUP_FORMAT, "scenario": "other", "board": {"type": "FeatureCollection"}},
     "no scenario named"),
])
def test_malformed_set_ups_are_refused_with_a_sentence(tmp_path: Path, setup: dict[str, Any],
                                                       words: str) -> None:
    assert words in _refusal(tmp_path, setup)
