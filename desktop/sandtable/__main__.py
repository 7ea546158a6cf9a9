"""`python -m sandtable` runs the command line."""

import sys

from sandtable.cli import main

sys.exit(main())
