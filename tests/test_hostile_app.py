"""Files from strangers opened in the app and the editor (issue #15): every board, save and record
of the hostile corpus that a user can open from File > Open (main window), "Open a saved game"
(start screen) or the board editor's Open is refused there with a message box that says why in
a sentence, never a traceback. Boards whose only fault is a zone number the games cannot take
(negative, duplicated: issue #28) open in the editor, which shows the problem on the zone and does
not offer "Play on this board". Time and memory: `bench/hostile.py --app`.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from hostile_app import APP_KINDS, run_app_entry  # noqa: E402
from make_hostile_corpus import HOSTILE, derived_entries, small_entries, write_entries  # noqa: E402

# Boards that load for editing (the designer fixes them there) but that no game may be played on.
EDITABLE = {"number-negative.geojson", "number-duplicate.geojson"}


def _reason(text: str) -> str:
    """The box's reason: after the "X could not be opened." line when there is one."""
    return text.split("\n\n", 1)[-1]


def _said_in_a_sentence(shown: list[str]) -> None:
    assert shown
    for text in shown:
        reason = _reason(text)
        assert "Traceback" not in text and "\n" not in reason and 0 < len(reason) < 600, text


@pytest.mark.parametrize(("kind", "name"), [(k, n) for k, n, _ in small_entries() if k in APP_KINDS])
def test_a_committed_hostile_file_is_refused_by_the_app(qtbot, kind: str, name: str) -> None:
    refused, shown = run_app_entry(kind, HOSTILE / kind / name)
    assert refused, f"{name} was opened"
    _said_in_a_sentence(shown)


@pytest.mark.parametrize(("kind", "name"), [(k, n) for k, n, _ in derived_entries()
                                            if k in APP_KINDS and n not in EDITABLE])
def test_a_hostile_file_made_from_the_maps_is_refused_by_the_app(qtbot, tmp_path: Path, kind: str,
                                                                 name: str) -> None:
    [path] = write_entries([e for e in derived_entries() if e[1] == name], tmp_path)
    refused, shown = run_app_entry(kind, path)
    assert refused, f"{name} was opened"
    _said_in_a_sentence(shown)


@pytest.mark.parametrize("name", sorted(EDITABLE))
def test_a_board_with_a_bad_zone_number_opens_for_editing_but_not_for_play(qtbot, tmp_path: Path,
                                                                           name: str) -> None:
    from hostile_app import _windows

    [path] = write_entries([e for e in derived_entries() if e[1] == name], tmp_path)
    run_app_entry("board", path)
    _, editor = _windows()
    assert editor.path == path
    errors = [p for p in editor.validate_now() if p.severity == "error"]
    assert errors and any("aegean" in p.zone_ids for p in errors)
    assert not editor.act_play.isEnabled()


def test_the_bad_number_is_shown_as_it_is_and_a_good_one_typed_in_offers_play(qtbot, tmp_path: Path) -> None:
    from hostile_app import _windows
    from PySide6.QtCore import Qt

    [path] = write_entries([e for e in derived_entries() if e[1] == "number-negative.geojson"], tmp_path)
    run_app_entry("board", path)
    _, editor = _windows()
    editor.select("aegean")
    spin = editor.properties.number
    assert spin.value() == editor.board.zones["aegean"].number == -1  # not clamped to 0
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), "30")
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)
    assert editor.board.zones["aegean"].number == 30
    assert not [p for p in editor.validate_now() if p.severity == "error"]
    assert editor.act_play.isEnabled()
    editor.undo_stack.undo()
    assert editor.board.zones["aegean"].number == -1
    qtbot.waitUntil(lambda: spin.value() == -1, timeout=3000)  # the panel follows the board's change


def test_a_game_opened_as_a_board_is_named_for_what_it_is(tmp_path: Path) -> None:
    import json

    from sandtable.board import load_board
    from sandtable.core.jsonfile import FileProblem

    save = HOSTILE / "compat" / "save-schema2-1943-45.json"
    record = tmp_path / "record.json"
    record.write_text(json.dumps(json.loads(save.read_text(encoding="utf-8"))["record"]), encoding="utf-8")
    for path in (save, record):
        with pytest.raises(FileProblem, match="is a saved game or a game record, not a board"):
            load_board(path)
    with pytest.raises(FileProblem, match="is a hex map, not a board"):
        load_board(Path(__file__).resolve().parent.parent / "maps" / "fstr" / "map1.json")


def test_the_app_opens_a_bare_record_as_a_game_and_names_odd_files_safely(qtbot, tmp_path: Path,
                                                                          monkeypatch) -> None:
    import json

    from hostile_app import _windows
    from PySide6.QtWidgets import QMessageBox

    from sandtable.ai.cli import play_game
    from sandtable.core.registry import get_game

    boxes: list[str] = []
    for name in ("warning", "question", "critical"):  # a box would wait for a click forever
        monkeypatch.setattr(QMessageBox, name, lambda _p, _t, text, *a: boxes.append(text))
    main, _ = _windows()
    outcome = play_game(get_game("1943-45"), "default", 28, ["random", "random"], max_steps=30)
    record = tmp_path / "record.json"
    record.write_text(json.dumps(outcome.record.to_json()), encoding="utf-8")
    windows = len(main.play_windows)
    assert main.open_board(record), boxes
    assert len(main.play_windows) == windows + 1 and not boxes
    main.play_windows[-1].close()
    odd = tmp_path / ("evil\nname" + "x" * 200 + ".json")
    odd.write_text("{nope", encoding="utf-8")
    monkeypatch.undo()
    refused, shown = run_app_entry("save", odd)
    assert refused and all("evil\\nname" in text and "evil\nname" not in text for text in shown)
    _said_in_a_sentence(shown)
