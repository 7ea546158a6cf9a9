"""Work-arounds for defects of the installed Qt binding, applied once when `sandtable.ui` loads.

PySide6 6.12.0 (shiboken6 6.12.0) returns `None` from every void method (`setPos`, `setBrush`,
`setZValue`, ...) and `True` from `Signal.emit()` without owning a reference. On Python 3.11,
where those singletons are reference-counted, each call takes one reference away; after a few
thousand calls the interpreter "frees" None or True and aborts ("none_dealloc: deallocating
None"), usually at exit. PySide6 6.11 is not affected, nor is Python 3.12+ (immortal singletons).

`install()` probes for the defect and, only if it is present, gives None, True and False a huge
reserve of references, which is what Python 3.12 does for them anyway. The write is checked with
`sys.getrefcount` and undone if this interpreter's object layout is not the expected one.
"""

from __future__ import annotations

import ctypes
import gc
import sys
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

_PROBES = 32
_RESERVE = 1 << 40
_installed = False


class _Probe(QObject):
    ping = Signal()


def _lost_per_call(obj: object, call: Callable[[], object]) -> bool:
    # Warm up first: the first calls may fill the binding's caches with new references to `obj`,
    # which would hide the loss. The collector is held off so freed garbage cannot add to it.
    for _ in range(4):
        call()
    enabled = gc.isenabled()
    gc.disable()
    try:
        before = sys.getrefcount(obj)
        for _ in range(_PROBES):
            call()
        lost = before - sys.getrefcount(obj)
    finally:
        if enabled:
            gc.enable()
    defective = lost >= _PROBES // 2
    give_back = lost + 4 if defective else lost  # the warm-up calls lost theirs too
    for _ in range(max(give_back, 0)):
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(obj))
    return defective


def binding_drops_singleton_references() -> bool:
    """True when void calls or signal emits drop references to None/True (the probe repairs its own)."""
    probe = _Probe()
    drops_none = _lost_per_call(None, lambda: probe.setObjectName("probe"))
    drops_true = _lost_per_call(True, lambda: probe.ping.emit())
    return drops_none or drops_true


def _add_references(obj: object, amount: int) -> bool:
    cell = ctypes.c_ssize_t.from_address(id(obj))  # ob_refcnt leads the object header in CPython
    before = sys.getrefcount(obj)
    cell.value += amount
    if sys.getrefcount(obj) - before == amount:
        return True
    cell.value -= amount
    return False


def install() -> bool:
    """Apply the repair if this binding needs it; returns whether it is active."""
    global _installed
    if _installed:
        return True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not binding_drops_singleton_references():
        return False
    _installed = all(_add_references(obj, _RESERVE) for obj in (None, True, False))
    return _installed
