"""Build the frozen Linux bundle with packaging/build.sh and smoke-test it.

Slow (minutes), so opt-in: SANDTABLE_PACKAGING=1 (set by .ci/run).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(
    os.environ.get("SANDTABLE_PACKAGING") != "1" or not sys.platform.startswith("linux"),
    reason="packaging build is opt-in: SANDTABLE_PACKAGING=1 (Linux)",
)


def test_build_and_smoke_the_linux_bundle() -> None:
    build = subprocess.run(["bash", "packaging/build.sh"], cwd=ROOT, capture_output=True, text=True,
                           timeout=1800)
    assert build.returncode == 0, build.stdout[-2000:] + build.stderr[-4000:]
    exe = ROOT / "dist" / "sandtable" / "sandtable"
    assert exe.is_file()
    assert list((ROOT / "dist").glob("sandtable-*-linux-x86_64.tar.gz"))
    assert (ROOT / "dist" / "sandtable" / "sandtable.desktop").is_file()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    # The frozen build must find its data through sys._MEIPASS, not the checkout.
    env.pop("SANDTABLE_RESOURCES", None)
    version = subprocess.run([str(exe), "--version"], capture_output=True, text=True, timeout=60, env=env,
                             cwd="/")
    assert version.returncode == 0 and version.stdout.startswith("sandtable ")
    smoke = subprocess.run([str(exe), "smoke"], capture_output=True, text=True, timeout=300, env=env, cwd="/")
    assert smoke.returncode == 0, smoke.stdout + smoke.stderr
    assert "smoke: ok" in smoke.stdout
    assert "main window opened" in smoke.stdout
