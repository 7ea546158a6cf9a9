"""The GUI's language: which one is chosen, and the QTranslators that put it on screen.

The choice is the preference "language" ("" follows the system locale), overridden by the
environment variable SANDTABLE_LANG (tests, screenshots). Sandtable's own strings come from
assets/translations/sandtable_<lang>.qm; Qt's standard texts (dialog buttons, context menus) from
Qt's qtbase_<lang>.qm when the Qt installation has it. English is the source language, so it needs
no file; a missing or unreadable .qm leaves the English texts, never an error.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

ENV_VAR = "SANDTABLE_LANG"
SETTING = "language"
SOURCE_LANGUAGE = "en"
# The translation context of texts that come from a rules engine (ui/play/counters.game_text).
GAME_TEXT = "GameText"
# Names in the Language menu, each in its own language (so a user who picked a language they
# cannot read still finds theirs); a shipped .qm not listed here gets Qt's native name for it.
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "it": "Italiano"}

# Translators this module installed, so a second call replaces rather than stacks them.
_installed: list[QTranslator] = []
# The language the windows show ("en", "it", "fr"): the rules engines' words follow it.
_shown: list[str] = [SOURCE_LANGUAGE]
# The game at the table (its catalogue is asked first: two games may word one English term apart).
_game: list[str | None] = [None]


def translations_dir() -> Path | None:
    from sandtable.resources import find_resource

    path = find_resource("assets", "translations")
    return path if path is not None and path.is_dir() else None


def preferred_language(settings: QSettings | None = None) -> str:
    """The stored preference: a code such as "it", or "" for the system's language."""
    if settings is None:
        from sandtable.ui.app import app_settings

        settings = app_settings()
    value = settings.value(SETTING, "")
    return value.strip() if isinstance(value, str) else ""


def set_preferred_language(settings: QSettings, code: str) -> None:
    settings.setValue(SETTING, code)
    settings.sync()


def chosen_language(settings: QSettings | None = None) -> str:
    """The language to show: SANDTABLE_LANG, else the preference, else the system locale.

    The result is a locale name ("it", "it_IT", "en_GB"); "C"/"POSIX" count as English.
    """
    code = os.environ.get(ENV_VAR, "").strip()
    if not code:
        code = preferred_language(settings)
    if not code:
        code = QLocale.system().name()
    if code in ("C", "POSIX") or not code:
        return SOURCE_LANGUAGE
    return code


def _base(code: str) -> str:
    return code.replace("-", "_").split("_")[0].lower()


def _qm_file(locale: QLocale, name: str, folder: Path) -> Path | None:
    """`name`_<lang>.qm in `folder` for the locale's languages, most specific first (it_IT, then it)."""
    for lang in locale.uiLanguages():
        parts = lang.replace("-", "_").split("_")
        while parts:
            path = folder / f"{name}_{'_'.join(parts)}.qm"
            if path.is_file():
                return path
            parts.pop()
    return None


def _load(translator: QTranslator, locale: QLocale, name: str, folder: Path) -> bool:
    """Load `name`_<locale>.qm from `folder` (it_IT falls back to it); False if absent or unreadable.

    The file is read into memory: QTranslator.load(path) maps it, and a .qm rewritten while the
    program runs (tools/update_translations.sh in the same checkout) then killed it with SIGBUS on
    the next translation (exit 135 of a long Italian screenshot run)."""
    path = _qm_file(locale, name, folder)
    if path is None:
        return False
    try:
        data = path.read_bytes()
    except OSError:
        return False
    # QTranslator.load rejects a corrupt file by returning False; it does not raise. It keeps a
    # pointer to the bytes, so they live as long as the translator.
    translator._qm_bytes = data  # type: ignore[attr-defined]
    return bool(translator.load(data, str(folder)))


def remove_translators(app: QCoreApplication | None = None) -> None:
    """Take off the translators this module installed (back to the English source texts)."""
    app = app if app is not None else QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)
    _shown[0] = SOURCE_LANGUAGE


def install_translators(app: QCoreApplication, settings: QSettings | None = None,
                        language: str | None = None) -> str:
    """Install the translators for `language` (default: `chosen_language`) on `app`.

    Returns the language actually shown: the base code ("it") when Sandtable's translation was
    loaded, else "en". Widgets built before the call keep their texts, so call it before the
    first window is created.
    """
    remove_translators(app)
    code = language if language is not None else chosen_language(settings)
    base = _base(code)
    if base == SOURCE_LANGUAGE:
        return SOURCE_LANGUAGE
    locale = QLocale(code)
    shown = SOURCE_LANGUAGE
    folder = translations_dir()
    own = QTranslator(app)
    if folder is not None and _load(own, locale, "sandtable", folder):
        app.installTranslator(own)
        _installed.append(own)
        shown = base
    elif folder is not None and any(folder.glob(f"sandtable_{base}*.qm")):
        print(f"sandtable: the {base} translation could not be read; showing English", file=sys.stderr)
    if shown != SOURCE_LANGUAGE:
        # Qt's own texts only alongside ours: a half-Italian, half-English dialog reads worse.
        qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        qt = QTranslator(app)
        if qt_folder.is_dir() and _load(qt, locale, "qtbase", qt_folder):
            app.installTranslator(qt)
            _installed.append(qt)
    _shown[0] = shown
    if shown != SOURCE_LANGUAGE:
        words = GameWordsTranslator(app)
        app.installTranslator(words)
        _installed.append(words)
    return shown


class GameWordsTranslator(QTranslator):
    """Translates the context "GameText" (the play window's `game_text`: log lines, choices,
    refusals, names from a rules engine) through the Qt-free catalogues of
    sandtable.core.messages; any other context is left to the .qm translators."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        # None is Qt's null string, "not translated here": the next translator is asked.
        if context != GAME_TEXT or not source:
            return None
        text = game_words(source)
        return None if text == source else text

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


def shown_language() -> str:
    """The language the windows are in ("en" until `install_translators` loaded another)."""
    return _shown[0]


def set_game_words(game_id: str | None) -> None:
    """The game whose catalogue `game_words` asks first (the play window's game; None: none)."""
    _game[0] = game_id


def game_words(text: str) -> str:
    """A sentence or name from a rules engine in the windows' language, through the Qt-free
    catalogues of sandtable.core.messages (English where they do not know it): the game at the
    table's own first, then every game's (the start screen shows every game's words)."""
    if not text or _shown[0] == SOURCE_LANGUAGE:
        return text
    from sandtable.core.messages import catalogue, render

    if _game[0]:
        done = catalogue(_game[0]).translate(text, _shown[0])
        if done is not None:
            return done
    return render(text, _shown[0])


def available_languages() -> dict[str, str]:
    """English plus every language whose .qm ships with this copy: code -> the language's own name."""
    folder = translations_dir()
    shipped = sorted(p.stem.split("_", 1)[1] for p in folder.glob("sandtable_*.qm")) if folder else []
    names = {SOURCE_LANGUAGE: LANGUAGES[SOURCE_LANGUAGE]}
    for code in shipped:
        native = QLocale(code).nativeLanguageName()
        names[code] = LANGUAGES.get(code) or (native[:1].upper() + native[1:] if native else code)
    return names
