"""Qt's own texts that Qt's translations miss, given here so that Sandtable's .qm carries them.

Qt 6's file dialog labels its fields "&Look in:" and "Files of &type:", while qtbase_fr.qm and
qtbase_it.qm translate only the older "Look in:" and "Files of type:": the save and open dialogs
showed those two in English. Qt asks every installed translator for a text in its own context
("QFileDialog"), so these markers (extracted by lupdate into assets/translations) fill the gap.
Nothing imports this module; it exists for `tools/update_translations.sh`.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
