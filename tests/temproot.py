"""One temp folder per test run: every temp folder the run makes (labs, pytest's tmp_path,
the Postgres server's data, the app servers and browsers it starts) goes inside it, and it
is removed when the run's process exits. A run that was killed leaves its folder behind:
the next run removes it (the folder's name carries the pid of the run that made it).

Runs on this machine had left thousands of ``memorylab-*`` folders and Postgres data dirs
of up to 2.5 GB each in /tmp; the code that made them now removes them itself (tested in
tests/test_temp_cleanup.py), and this catches whatever a killed process could not."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

PREFIX = "memorylab-tests-"


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def owner_pid(folder: Path) -> int | None:
    """The pid in ``memorylab-tests-<pid>-<random>``, or None for any other name."""
    parts = folder.name[len(PREFIX) :].split("-", 1)
    return int(parts[0]) if parts[0].isdigit() else None


def remove_left_behind(parent: Path) -> list[Path]:
    """Remove the run folders in ``parent`` whose run is no longer alive."""
    removed = []
    for folder in parent.glob(PREFIX + "*"):
        pid = owner_pid(folder)
        if pid is not None and pid != os.getpid() and not alive(pid):
            shutil.rmtree(folder, ignore_errors=True)
            removed.append(folder)
    return removed


def use_run_folder() -> Path:
    """Make this process's run folder the temp dir (for it and every process it starts).
    An xdist worker uses its controller's. pytest's own tmp_path stays where it was
    (pytest keeps its last 3 runs): a folder deeper in would push the Unix socket paths
    of the servers tests start there past their 107-character limit."""
    parent = Path(tempfile.gettempdir())
    os.environ.setdefault("PYTEST_DEBUG_TEMPROOT", str(parent))
    if os.environ.get("PYTEST_XDIST_WORKER") and parent.name.startswith(PREFIX):
        return parent
    remove_left_behind(parent)
    root = Path(tempfile.mkdtemp(prefix=f"{PREFIX}{os.getpid()}-", dir=parent))
    os.environ["TMPDIR"] = str(root)
    tempfile.tempdir = str(root)
    atexit.register(shutil.rmtree, root, ignore_errors=True)  # registered first: runs last
    return root
