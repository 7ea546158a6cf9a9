"""The shipped board opens with GDAL/OGR, the library QGIS uses to read GeoJSON.

Skipped where GDAL's command-line tools are not installed (`apt-get install gdal-bin`).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

BOARD = Path(__file__).resolve().parent.parent / "maps" / "1943-45" / "board.geojson"


@pytest.mark.skipif(shutil.which("ogrinfo") is None, reason="GDAL (ogrinfo) is not installed")
def test_shipped_board_opens_in_ogr_as_wgs84_with_every_zone() -> None:
    out = subprocess.run(["ogrinfo", "-ro", "-so", "-al", str(BOARD)], capture_output=True, text=True,
                         timeout=60, check=True).stdout
    assert "using driver `GeoJSON' successful" in out
    assert "Feature Count: 28" in out
    assert 'ID["EPSG",4326]' in out
    for field in ("number: Integer", "name: String", "kind: String"):
        assert field in out
    sicily = subprocess.run(["ogrinfo", "-ro", "-q", "-where", "number = 14", str(BOARD), "board"],
                            capture_output=True, text=True, timeout=60, check=True).stdout
    assert "name (String) = Sicily" in sicily and "POLYGON" in sicily
