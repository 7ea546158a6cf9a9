"""Entry point of the frozen application (PyInstaller runs this file)."""

import sys

from sandtable.cli import main

if __name__ == "__main__":
    sys.exit(main())
