"""The rules engines' words in the player's language, without Qt.

A rules engine speaks English: its log lines, refusal reasons, chance labels and results are
English sentences, and they stay English where they are stored (a state's notes are part of the
hashed state, a save keeps the log's texts). A *catalogue* gives each kind of sentence an id, its
English form with named slots and its Italian and French forms:

    {"id": "move", "en": "move {pieces} from {from} to {to}",
     "it": "muovi {pieces} da {from} a {to}", "fr": "déplacer {pieces} de {from} à {to}"}

and the *terms* (names of pieces, zones, events, sides) one by one. `Catalogue.render(text, "fr")`
reads a sentence back against the English forms, renders every slot the same way (a slot is itself
a term or a sentence of the catalogue), and writes the French form; a sentence the catalogue does
not know is shown as it is, in English. A slot written `{n:int}` is a number and `{x:raw}` a
counter id, an impulse name or dice faces ("A.tank.2", "X3", "5-6"); both are copied, not translated.

An engine may also build its sentence as a `Message` (`catalogue.message("move", pieces=...,
...)`): it *is* the English text (a `str`, so hashes, saves and tests see the same characters), and
it carries its id and arguments, so rendering it needs no reading back.

The catalogues are JSON files under assets/translations/game_text/: `common.json` (words every
game shares) and one per game (`1943-45.json`, `aa-dday.json`); docs/translating.md says how to
extend them and tests/test_game_text.py checks that every English sentence the engines write in
seeded random games has an entry in every language.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

ENGLISH = "en"
LANGUAGES = ("en", "it", "fr")
_SLOT = re.compile(r"\{([a-z_][a-z_0-9]*)(?::(int|raw))?\}")
# Texts that read the same in every language: numbers, zone numbers, dice faces and punctuation. A
# catalogue adds its game's own ("verbatim": counter ids such as A.tank.2, impulse names such as X3).
_SAME_EVERYWHERE = re.compile(r"[\d\s.,;:()+\-–/%×]*")


class Message(str):
    """An English sentence of the catalogue that also carries its id and arguments."""

    id: str
    args: dict[str, Any]

    def __new__(cls, text: str, id: str = "", args: Mapping[str, Any] | None = None) -> Message:
        obj = super().__new__(cls, text)
        obj.id = id
        obj.args = dict(args or {})
        return obj

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled or deep-copied (search clones), it stays a Message with the same text.
        return (Message, (str(self), self.id, self.args))


@dataclass
class Template:
    """One kind of sentence: its id, its form in each language, the English form cut into parts."""

    id: str
    forms: dict[str, str]
    # The English form as fixed text and slots: ("", "move "), ("pieces", ""), ("", " from ") ...
    parts: list[tuple[str, str, str]] = field(init=False)
    slots: dict[str, str] = field(init=False)

    def __post_init__(self) -> None:
        english = self.forms[ENGLISH]
        self.slots = {m.group(1): m.group(2) or "" for m in _SLOT.finditer(english)}
        self.parts = []
        last = 0
        for match in _SLOT.finditer(english):
            if match.start() > last:
                self.parts.append(("", "", english[last:match.start()]))
            self.parts.append((match.group(1), match.group(2) or "", ""))
            last = match.end()
        if last < len(english):
            self.parts.append(("", "", english[last:]))

    @property
    def literal(self) -> int:
        """How many fixed characters the English form has: the more, the more specific."""
        return len(_SLOT.sub("", self.forms[ENGLISH]))

    def form(self, lang: str) -> str:
        return self.forms.get(lang) or self.forms[ENGLISH]


def slot_names(text: str) -> set[str]:
    return {m.group(1) for m in _SLOT.finditer(text)}


class Catalogue:
    """Terms and sentence templates of one or more games, read back and rendered per language."""

    def __init__(self, sources: Iterable[Mapping[str, Any]] = ()) -> None:
        self.terms: dict[str, dict[str, str]] = {}
        self.templates: dict[str, Template] = {}
        # A game's own texts that read the same in every language (its "verbatim" patterns).
        self.verbatim: list[re.Pattern[str]] = [_SAME_EVERYWHERE]
        for source in sources:
            self.add(source)

    def add(self, source: Mapping[str, Any]) -> None:
        self.verbatim.extend(re.compile(p) for p in source.get("verbatim", []))
        for english, forms in dict(source.get("terms", {})).items():
            self.terms[english] = {ENGLISH: english, **forms}
        for entry in source.get("templates", []):
            forms = {k: v for k, v in entry.items() if k in LANGUAGES}
            self.templates[entry["id"]] = Template(entry["id"], forms)
        self._ordered = sorted(self.templates.values(), key=lambda t: -t.literal)
        self._translate.cache_clear()

    # -- building -----------------------------------------------------------------------
    def message(self, id: str, **args: Any) -> Message:
        """The English sentence `id` with `args` in its slots, as a `Message`."""
        return Message(self._fill(self.templates[id].forms[ENGLISH], args), id, args)

    @staticmethod
    def _fill(form: str, values: Mapping[str, Any]) -> str:
        return _SLOT.sub(lambda m: str(values[m.group(1)]), form)

    # -- rendering ----------------------------------------------------------------------
    def render(self, text: str, lang: str) -> str:
        """`text` in `lang` where the catalogue knows it, else `text` unchanged."""
        if not text or lang == ENGLISH:
            return text
        done = self.translate(text, lang)
        return text if done is None else done

    def covers(self, text: str) -> bool:
        """Whether every part of `text` is a term, a template or a number (the test's question)."""
        return all(self.translate(text, lang) is not None for lang in LANGUAGES if lang != ENGLISH)

    def translate(self, text: str, lang: str) -> str | None:
        """`text` in `lang`, or None when some part of it is not in the catalogue."""
        if isinstance(text, Message) and text.id in self.templates:
            values = {}
            template = self.templates[text.id]
            for name, value in text.args.items():
                kind = template.slots.get(name, "raw")
                rendered = str(value) if kind else self.translate(str(value), lang)
                if rendered is None:
                    return None
                values[name] = rendered
            return self._fill(template.form(lang), values)
        return self._translate(str(text), lang)

    @lru_cache(maxsize=65536)  # noqa: B019 - a catalogue lives as long as the program
    def _translate(self, text: str, lang: str) -> str | None:
        if text in self.terms:
            return self.terms[text].get(lang) or text
        if self._same(text):
            return text
        for template in self._ordered:
            values = self._match(template.parts, 0, text, 0, lang)
            if values is not None:
                return self._fill(template.form(lang), values)
        if text[:1].isupper() and text[:1].lower() != text[:1]:
            # A sentence that starts a line: the catalogue writes it in lower case.
            lower = self._translate(text[:1].lower() + text[1:], lang)
            if lower is not None:
                return lower[:1].upper() + lower[1:]
        return None

    def _same(self, text: str) -> bool:
        return any(p.fullmatch(text) for p in self.verbatim)

    def _match(self, parts: list[tuple[str, str, str]], index: int, text: str, pos: int,
               lang: str) -> dict[str, str] | None:
        """The slots' renderings when `text[pos:]` reads as `parts[index:]`, trying every place a
        slot may end (so "3 cubes, a tank and an elite, plane support" finds its one reading)."""
        if index == len(parts):
            return {} if pos == len(text) else None
        name, kind, fixed = parts[index]
        if not name:
            if not text.startswith(fixed, pos):
                return None
            return self._match(parts, index + 1, text, pos + len(fixed), lang)
        if index + 1 == len(parts):
            ends = [len(text)]
        else:
            after = parts[index + 1][2]
            ends = []
            at = text.find(after, pos + 1)
            while at != -1:
                ends.append(at)
                at = text.find(after, at + 1)
        for end in ends:
            value = text[pos:end]
            if not value:
                continue
            if kind == "int":
                if not value.isdigit():
                    continue
                rendered: str | None = value
            elif kind == "raw":
                # An id, a number or dice faces: anything else would swallow untranslated words.
                rendered = value if self._same(value) else None
            else:
                rendered = self._translate(value, lang)
            if rendered is None:
                continue
            rest = self._match(parts, index + 1, text, end, lang)
            if rest is not None:
                return {name: rendered, **rest}
        return None

    def problems(self) -> list[str]:
        """Entries missing a language or whose forms do not keep the English slots."""
        out = []
        for template in self.templates.values():
            english = slot_names(template.forms[ENGLISH])
            for lang in LANGUAGES:
                form = template.forms.get(lang)
                if not form:
                    out.append(f"{template.id}: no {lang}")
                elif slot_names(form) != english:
                    out.append(f"{template.id} ({lang}): slots {sorted(slot_names(form))}, "
                               f"English has {sorted(english)}")
        for english, forms in self.terms.items():
            out.extend(f"term {english!r}: no {lang}" for lang in LANGUAGES if not forms.get(lang))
        return out


def localized_name(name: str, props: Mapping[str, Any], lang: str) -> str:
    """A board's or scenario's name in `lang`: its `name_<lang>` member (docs/formats.md), else `name`."""
    value = props.get(f"name_{lang.split('_')[0]}") if lang != ENGLISH else None
    return value if isinstance(value, str) and value.strip() else name


def localized_short_name(props: Mapping[str, Any], lang: str) -> str:
    """A zone's abbreviation in `lang` (drawn where its name has no room): its `short_name_<lang>`
    member, else `short_name` while the name itself has no `name_<lang>` (an English "Ger." under
    a name shown as "Germania" would not match it), else none ("")."""
    value: Any = props.get("short_name")
    if lang != ENGLISH:
        own = props.get(f"short_name_{lang.split('_')[0]}")
        if isinstance(own, str) and own.strip():
            value = own
        elif localized_name("", props, lang):
            value = None
    return value.strip() if isinstance(value, str) else ""


def board_terms(path: Path) -> dict[str, dict[str, str]]:
    """The zone names of a board file with their `props.name_<lang>` forms, as catalogue terms
    (so "Sicily (22)" in a log line reads "Sicilia (22)" as the board shows it)."""
    from sandtable.core.jsonfile import read_json_file

    terms: dict[str, dict[str, str]] = {}
    data = read_json_file(path)
    for feature in data.get("features", []) if isinstance(data, dict) else []:
        props = feature.get("properties", {}) if isinstance(feature, dict) else {}
        name = props.get("name")
        extra = props.get("props", {})
        if isinstance(name, str) and name and isinstance(extra, dict):
            # A place named alike in every language (Caen, Ste-Mère-Église) is a term too.
            terms[name] = {lang: localized_name(name, extra, lang) for lang in LANGUAGES if lang != ENGLISH}
    return terms


def catalogue_dir() -> Path | None:
    from sandtable.resources import find_resource

    return find_resource("assets", "translations", "game_text")


def read_catalogue_file(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ValueError(f"{path.name}: a catalogue is a JSON object")
    return data


@lru_cache(maxsize=16)
def catalogue(game_id: str | None = None) -> Catalogue:
    """The shared words plus `game_id`'s (None: every game's, for a window that shows any game)."""
    folder = catalogue_dir()
    if folder is None:
        return Catalogue()
    files = sorted(folder.glob("*.json"))
    common = [p for p in files if p.stem == "common"]
    own = [p for p in files if p.stem != "common" and (game_id is None or p.stem == game_id)]
    sources = [read_catalogue_file(p) for p in common + own]
    from sandtable.resources import find_resource

    boards: list[dict[str, Any]] = []
    for source in sources:
        for board in source.get("boards", []):
            path = find_resource(*str(board).split("/"))
            if path is not None:
                boards.append({"terms": board_terms(path)})
    # A catalogue's own term wins over a board's name ("Germany" the power, not only the territory).
    return Catalogue(boards + sources)


def render(text: str, lang: str, game_id: str | None = None) -> str:
    """`text` from a rules engine in `lang` (English when the catalogue does not know it)."""
    return catalogue(game_id).render(text, lang)
