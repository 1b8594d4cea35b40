"""``python -m memorylab ...``: the same as the ``memorylab`` command."""

import sys

from memorylab.cli import main

sys.exit(main())
