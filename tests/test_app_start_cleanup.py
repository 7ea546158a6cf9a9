"""At start the app removes the temporary files a save killed mid-write left behind (#15)."""

from __future__ import annotations

import os
import time

from PySide6.QtCore import QSettings

from sandtable.core.saves import autosave_dir
from sandtable.ui.app import remove_leftover_temp_files


def test_leftover_temp_files_are_removed_where_games_are_saved(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("SANDTABLE_DATA_DIR", str(tmp_path / "data"))
    saves = tmp_path / "my games"
    saves.mkdir()
    autosave_dir().mkdir(parents=True)
    old = time.time() - 3600
    leftovers = [saves / ".campaign.json.abcd1234.tmp", autosave_dir() / ".1943-45-last.json.k9Z_0x1y.tmp"]
    keep = [saves / "campaign.json", saves / "notes.tmp", saves / ".fresh.json.abcd1234.tmp"]
    for path in leftovers + keep:
        path.write_text("{}")
    for path in leftovers + keep[:2]:
        os.utime(path, (old, old))  # the fresh one may be a save in progress in another window
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("play/recentGames", [str(saves / "campaign.json")])
    removed = remove_leftover_temp_files(settings)
    assert sorted(removed) == sorted(leftovers)
    assert all(path.exists() for path in keep) and not any(path.exists() for path in leftovers)
