"""D-Day's card faces and reinforcement charts as a player reads them (games/aa_dday/table_cards.py)
and the "Cards" tab that shows them at the table (ui/games/aa_dday/cards_panel.py)."""

from __future__ import annotations

import pytest

from play_support import table_window
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game
from sandtable.core.session import GameSession
from sandtable.games.aa_dday import table_cards as T
from sandtable.games.aa_dday.sequence import ORDER_CARDS
from sandtable.games.aa_dday.table_view import build_view
from sandtable.ui.play.controller import Seat

GAME = "aa-dday"


def new_state(**options):
    game = get_game(GAME)
    return game.new_initial_state(game.load_scenario("default"), options)


def test_order_faces_name_side_action_response_and_hit():
    """Each order card prints its active side at the top, the action, the other side's response in
    small print and the instructions (seed 001 lines 385-397); the hit numbers the text prints."""
    faces = {c.n: T.order_face(c.n) for c in ORDER_CARDS}
    assert [f.top for f in faces.values()] == [
        "Allies", "Allies", "Allies", "Axis", "Allies", "Axis", "Allies", "Allies",
        "Axis", "Allies", "Allies", "Axis", "Axis", "Allies", "Axis", "Allies"]
    assert faces[11].response == "The Axis defends"  # line 393
    assert faces[13].response == "The Allies defend"
    assert faces[12].response == faces[15].response == "Allied fighters strafe"
    assert not faces[8].response
    assert "Hits on 1-2." in faces[2].text  # 607
    assert "Hits on 1-3." in faces[9].text  # 551
    assert "Hits on 1." in faces[4].text  # 545
    assert faces[1].footer == "Leaves the deck after its play on turn 1."  # 383, 603
    assert faces[11].footer == "Stays in the deck."


def test_fate_and_tactics_faces():
    s = new_state(fate_deck=True, tactics_deck=True)
    fate2 = T.face(s, "fate", 2)
    # The rulebook's own example (line 710): fate 2 makes naval hits 1-3 on a 1, 1 only on a 6.
    assert "1 = hits on 1-3" in fate2.text and "6 = hits on 1 only" in fate2.text
    assert fate2.top == "Allies" and fate2.title == "Naval Bombardment"
    assert fate2.response == "rolled before order card 2"
    assert T.face(s, "fate", 4).text.startswith("The Axis rolls a die")
    v2 = T.face(s, "tactics", 2)
    assert v2.title == "V-2 Rocket Strike" and v2.top == "Axis" and "Hits on 1-4." in v2.text
    rebuilt = T.face(s, "tactics", 4)  # its printed text is lost: a reconstruction, said on the face
    assert rebuilt.text.startswith("Each Axis artillery in a zone with fighters fires once more")
    assert rebuilt.text.endswith("Hits on 1.") and "Effect reconstructed" in rebuilt.footer
    assert "Effect reconstructed" not in v2.footer
    assert T.current_face(s) == T.face(s, *s.deck[s.pos])


def test_fate_face_says_what_the_die_did():
    s = new_state(fate_deck=True)
    s.fate = {"n": 3, "result": "negative"}
    assert T.fate_face(s, 3).footer == "This turn: negative."
    s.fate = {"n": 3, "result": None}
    assert T.fate_face(s, 3).footer == "This turn: no effect."
    assert T.fate_face(s, 5).footer == ""


def test_charts_in_words_in_entry_order():
    """Units enter in chart order (565); the UK roll-7 example of line 573: 3 infantry, 3 artillery
    and 1 tank; the US chart's first row is for Utah only (C5)."""
    s = new_state()
    texts = {c.id: c for c in T.chart_texts(s)}
    assert texts["uk"].average == "A roll of 7 brings 3 infantry, 3 artillery, 1 tank."
    assert texts["us"].short.startswith("38 left: 4 infantry (Utah only), 2 artillery (Utah only)")
    assert texts["uk"].order.startswith("In order: 2 artillery, 1 infantry, 1 artillery, 1 tank,")
    assert "Rennes or Chartres markers" in texts["rennes-chartres"].order
    # The phrases add up to the chart.
    for chart in s.charts_view():
        words = texts[chart["id"]].order.removeprefix("In order: ").split(".")[0].split(", ")
        assert sum(int(w.split()[0]) for w in words) == len(chart["left"]) == texts[chart["id"]].left
    # Units that entered are gone from the text; an empty chart says so.
    s.charts["uk"] = s.charts["uk"][7:]
    assert T.chart_texts(s)[1].left == 22
    s.charts["uk"] = []
    uk = {c.id: c for c in T.chart_texts(s)}["uk"]
    assert (uk.short, uk.average) == ("empty", "")
    tracks = {t.id: t.tooltip for t in build_view(s).tracks}
    assert tracks["chart-uk"] == "empty"
    assert tracks["chart-us"].startswith("38 left: 4 infantry (Utah only)")


@pytest.fixture
def window(qtbot, tmp_path):
    w = table_window(qtbot, tmp_path)
    yield w
    w.close()


def test_cards_tab_follows_the_game(window):
    session = GameSession(get_game(GAME), GameRecord(GAME, "default", {}, 7))
    window.start(session, [Seat(), Seat(), Seat()])
    window.controller.wait_idle()
    panel = window.dday_cards
    assert window.tabs.indexOf(panel) >= 0
    face = T.current_face(window.state)
    assert face is not None and face.title in panel.card.title.text()
    assert "United States" not in panel.card.band.text() and face.top.upper() in panel.card.band.text()
    assert len(panel.charts) == 4 and "38 units left" in panel.charts[0].text()
    assert "A roll of 7 brings 3 infantry, 3 artillery, 1 tank." in panel.charts[1].text()
    # Another D-Day game keeps the one tab.
    window.start(GameSession(get_game(GAME), GameRecord(GAME, "default", {}, 8)), [Seat(), Seat(), Seat()])
    window.controller.wait_idle()
    assert window.dday_cards is panel
    tabs = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert tabs.count("Cards") == 1


def test_cards_tab_leaves_with_the_game(window, qtbot):
    """The window may open another game in place (a save of another game): D-Day's tab goes."""
    window.start(GameSession(get_game(GAME), GameRecord(GAME, "default", {}, 7)), [Seat(), Seat(), Seat()])
    window.controller.wait_idle()
    assert window.dday_cards is not None
    window.start(GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 3)), [Seat(), Seat()])
    window.controller.wait_idle()
    qtbot.waitUntil(lambda: window.dday_cards is None, timeout=5000)
    assert "Cards" not in [window.tabs.tabText(i) for i in range(window.tabs.count())]


def test_rolls_and_refusals_name_nations_in_words():
    """The combat panel and the log show a roll's label through the table: no "uk"/"germany" ids."""
    from sandtable.core.registry import table_for

    table = table_for(GAME)
    s = new_state()
    assert table.describe_text(s, "uk infantry defends in Caen (hits on 2 or less)") == \
        "British infantry defends in Caen (hits on 2 or less)"
    assert table.describe_text(s, "strafing: us fighter in Percy at germany tank") == \
        "strafing: American fighter in Percy at German tank"
    assert table.describe_text(s, "fate card 2, rolled by the allies") == "fate card 2, rolled by the Allies"
