"""`cardgames serve` run as a real process on a free local port."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@dataclass
class Served:
    """A running server and where its log goes."""

    process: subprocess.Popen[bytes]
    """The ``cardgames serve`` process."""
    url: str
    """The page's address."""
    log: Path
    """The server's output (textual-serve's log and the apps' errors)."""

    def log_text(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")

    def app_processes(self) -> list[int]:
        """The app processes serving a tab, one per connected tab.

        The idle spare (see `spares`) is left out: it has one thread, while
        a running app has Textual's driver threads too.
        """
        return [pid for pid in self._apps() if _threads(pid) > 1]

    def spares(self) -> list[int]:
        """The spare process waiting for the next tab (at most one)."""
        return [pid for pid in self._apps() if _threads(pid) == 1]

    def _apps(self) -> list[int]:
        return sorted(
            pid
            for pid in descendants(self.process.pid)
            if b"cardgames_tui" in _cmdline(pid) and not _is_shell(pid)
        )


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def _threads(pid: int) -> int:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    return int(status.split("Threads:")[1].split()[0])


def _is_shell(pid: int) -> bool:
    return _cmdline(pid).split(b"\0")[0].endswith(b"sh")


def descendants(pid: int) -> list[int]:
    """Every process below ``pid`` (Linux /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(parent, []).append(int(entry.name))
    found: list[int] = []
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def memory_kib(pid: int) -> tuple[int, int]:
    """(RSS, PSS) of ``pid`` in KiB; PSS shares the common pages fairly."""
    rollup = Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()
    fields = {line.split(":")[0]: int(line.split()[1]) for line in rollup[1:]}
    return fields["Rss"], fields["Pss"]


@contextmanager
def serve(
    data_dir: Path, extra_args: tuple[str, ...] = (), command: str | None = None
) -> Iterator[Served]:
    """Start ``cardgames serve`` and stop it afterwards (with Ctrl+C's signal).

    ``command`` replaces the app command (to test a start-up failure).
    """
    port = free_port()
    log = data_dir / "serve.log"
    env = os.environ | {"CARDGAMES_DATA_DIR": str(data_dir), "COLUMNS": "200"}
    args = [sys.executable, "-m", "cardgames_tui", "serve", "--port", str(port)]
    if command is not None:
        args += ["--app-command", command]
    with log.open("wb") as out:
        process = subprocess.Popen(
            [*args, *extra_args], stdout=out, stderr=subprocess.STDOUT, env=env
        )
    served = Served(process, f"http://127.0.0.1:{port}/", log)
    try:
        deadline = time.monotonic() + 30
        while "Serving cardgames" not in served.log_text():
            if process.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"the server did not start:\n{served.log_text()}")
            time.sleep(0.05)
        _wait_listening(port, deadline)
        yield served
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _wait_listening(port: int, deadline: float) -> None:
    while time.monotonic() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise AssertionError(f"nothing listens on port {port}")
