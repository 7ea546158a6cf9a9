"""The odds panel writes its numbers as the windows' language does (issue 26: numbers through Qt's
locale): "12.5%" and "3.00" in English, "12,5 %" and "3,00" in French, "12,5%" in Italian."""

from __future__ import annotations

import pytest

from sandtable.ui import i18n
from sandtable.ui.play.odds_panel import number, percent


@pytest.fixture
def app(qapp):
    yield qapp
    i18n.remove_translators(qapp)


@pytest.mark.parametrize(("lang", "pct", "num"), [("en", "12.5%", "3.00"), ("fr", "12,5\u00a0%", "3,00"),
                                                  ("it", "12,5%", "3,00")])
def test_odds_numbers_in_the_windows_language(app, lang: str, pct: str, num: str) -> None:
    assert i18n.install_translators(app, language=lang) == lang
    assert percent(0.125) == pct
    assert number(3.0, 2) == num
