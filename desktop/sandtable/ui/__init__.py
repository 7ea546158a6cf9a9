"""Qt user interface: main window, board scene and view, symbols (see app.py for start-up).

Importing the package first repairs a reference-counting defect of PySide6 6.12.0 on Python 3.11
(see qt_compat.py), so every window, view and test built on it is safe from that crash.
"""

from sandtable.ui import qt_compat

qt_compat.install()
