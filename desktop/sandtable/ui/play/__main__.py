"""`python -m sandtable.ui.play`: the start screen and a game, without the board viewer."""

from sandtable.ui.play.launch import main

raise SystemExit(main())
