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

# Guards against a PySide6 refcount defect (see ui/qt_compat.py) for tests that use Qt directly.
import sandtable.ui.qt_compat  # noqa: E402, F401


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    shutil.rmtree(_DATA_DIR, ignore_errors=True)


@pytest.fixture
def data_dir() -> Path:
    """The per-session user data folder (SANDTABLE_DATA_DIR) the code under test writes to."""
    return Path(os.environ["SANDTABLE_DATA_DIR"])
