"""The binding repair: many void calls and signal emits must not crash the interpreter.

Runs in a fresh interpreter so the check covers start-up order too (Qt modules imported before
`sandtable.ui`, as a script or another package may do).
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

SCRIPT = textwrap.dedent("""
    import gc, sys
    from PySide6.QtCore import QObject, Signal
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication, QGraphicsRectItem
    {import_first}
    import sandtable.ui
    from sandtable.ui import qt_compat
    app = QApplication([])

    class Probe(QObject):
        ping = Signal(object)

    probe = Probe()
    probe.ping.connect(lambda value: None)
    item = QGraphicsRectItem(0, 0, 1, 1)
    # Far more than the few thousand references None and True start with.
    for i in range(60000):
        item.setZValue(i % 3)
        probe.setObjectName("p")
        probe.ping.emit(None)
    gc.collect()
    print("ok", qt_compat.binding_drops_singleton_references())
""")


@pytest.mark.parametrize("import_first", ["", "import sandtable.ui"])
def test_many_void_calls_and_emits_do_not_crash(import_first):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", SCRIPT.format(import_first=import_first)],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split()[0] == "ok"
