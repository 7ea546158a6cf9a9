"""1943-45's attack, landing and defence sentences with their supports read right in Italian and
French (issue 26): the supports are read as a tail of the forces, not the whole list as a "support"
("con supporto di 3 blocchetti e un carro, ..., carri" was shown in the attack dialog and the log)."""

from __future__ import annotations

import pytest

from sandtable.core.messages import render

CASES = [
    ("land in Sicily (14) from Constantine (18) with 3 cubes and a tank, engaging the British fleet, "
     "tank support",
     "sbarca in Sicilia (14) da Costantina (18) con 3 blocchetti e un carro, ingaggiando la flotta "
     "inglese, appoggio del carro",
     "débarquer en Sicile (14) depuis Constantine (18) avec 3 cubes et un char, en engageant la flotte "
     "anglaise, soutien du char"),
    ("attack Constantine (18) from Southern Tunisia (16) with 2 cubes and a tank, tank support, "
     "plane support (Axis plane)",
     "attacca Costantina (18) da Tunisia meridionale (16) con 2 blocchetti e un carro, appoggio del carro, "
     "appoggio aereo (aereo dell'Asse)",
     "attaquer Constantine (18) depuis Tunisie du Sud (16) avec 2 cubes et un char, soutien du char, "
     "soutien aérien (avion de l'Axe)"),
    ("defend: plane support (Allied plane)", "difesa: appoggio aereo (aereo alleato)",
     "défense\u00a0: soutien aérien (avion allié)"),
    ("defend: fly 1 plane out to Lombardy (04), tank support",
     "difesa: fai uscire 1 aereo in volo verso Lombardia (04), appoggio del carro",
     "défense\u00a0: faire sortir 1 avion vers Lombardie (04), soutien du char"),
]


@pytest.mark.parametrize(("english", "italian", "french"), CASES)
def test_supports_follow_the_forces(english: str, italian: str, french: str) -> None:
    assert render(english, "it") == italian
    assert render(english, "fr") == french
