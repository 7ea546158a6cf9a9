"""Shared test set-up: Qt without a display, and a throw-away user data folder.

Both are set when this file is imported, before any test module can import Qt or compute the
autosave folder, so no test ever writes into the real user data directory.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

os.environ["QT_QPA_PLATFORM"] = "offscreen"
# Tests read English texts whatever the machine's locale.
os.environ["SANDTABLE_LANG"] = "en"
_DATA_DIR = Path(tempfile.mkdtemp(prefix="sandtable-test-data-"))
os.environ["SANDTABLE_DATA_DIR"] = str(_DATA_DIR)
# New games from the start screen roll from their seed, so tests can rely on the dice they know.
os.environ["SANDTABLE_SEEDED_DICE"] = "1"

# Property tests draw the same examples on every run, so the default suite (and CI) is repeatable;
# SANDTABLE_SLOW=1 lets hypothesis explore new ones (what it finds becomes an @example).
from hypothesis import settings as _hypothesis_settings  # noqa: E402

_hypothesis_settings.register_profile("repeatable", derandomize=True, database=None)
_hypothesis_settings.register_profile("explore")
_hypothesis_settings.load_profile("explore" if os.environ.get("SANDTABLE_SLOW") == "1" else "repeatable")

# Guards against a PySide6 refcount defect (see ui/qt_compat.py) for tests that use Qt directly.
import sandtable.ui.qt_compat  # noqa: E402, F401


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    shutil.rmtree(_DATA_DIR, ignore_errors=True)


@pytest.fixture
def data_dir() -> Path:
    """The per-session user data folder (SANDTABLE_DATA_DIR) the code under test writes to."""
    return Path(os.environ["SANDTABLE_DATA_DIR"])
