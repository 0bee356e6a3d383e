"""`cardgames serve` without a browser: messages, the offline page, failures."""

from __future__ import annotations

import asyncio
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from click.testing import CliRunner

from cardgames_tui.cli import cli
from cardgames_tui.web import server
from cardgames_tui.web.page import (
    FOCUS_TERMINAL,
    with_terminal_focus,
    without_outside_resources,
)
from tests.web.served import free_port, serve


def test_serve_binds_to_this_computer_by_default_and_says_so() -> None:
    result = CliRunner().invoke(cli, ["serve", "--help"])
    assert result.exit_code == 0
    assert "127.0.0.1" in result.output
    lines = server.startup_lines("127.0.0.1", "http://127.0.0.1:8000")
    assert lines[0] == "Serving cardgames on http://127.0.0.1:8000"
    assert "Only this computer can connect" in lines[1]


def test_a_host_on_the_network_warns_that_anyone_there_can_play() -> None:
    lines = server.startup_lines("0.0.0.0", "http://127.0.0.1:8000")
    assert "Warning" in lines[1] and "anyone on that network" in lines[1]


@pytest.mark.parametrize(
    ("host", "local"),
    [
        ("127.0.0.1", True),
        ("localhost", True),
        ("::1", True),
        ("127.0.1.1", True),
        ("0.0.0.0", False),
        ("192.168.1.20", False),
        ("example.org", False),
    ],
)
def test_only_loopback_addresses_are_local(host: str, local: bool) -> None:
    assert server.is_local(host) is local


def test_a_taken_port_is_one_clear_line() -> None:
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        result = CliRunner().invoke(cli, ["serve", "--port", str(port)])
    assert result.exit_code == 1
    assert result.output == (
        f"Error: Port {port} is taken on 127.0.0.1 (another program, or another"
        f" cardgames serve, is using it): try --port {port + 1}.\n"
    )


def test_an_address_of_another_computer_is_refused_clearly() -> None:
    # 192.0.2.1 is reserved for documentation: never an address of this machine.
    result = CliRunner().invoke(cli, ["serve", "--host", "192.0.2.1"])
    assert result.exit_code == 1
    assert "192.0.2.1 is not an address of this computer" in result.output


def test_the_cli_passes_its_options_to_the_server(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[dict[str, Any]] = []

    def fake_serve(host: str, port: int, **options: Any) -> None:
        calls.append({"host": host, "port": port, **options})

    monkeypatch.setattr(server, "serve", fake_serve)
    result = CliRunner().invoke(cli, ["--ascii", "serve", "--port", "8123", "--open"])
    assert result.exit_code == 0, result.output
    assert calls == [
        {
            "host": "127.0.0.1",
            "port": 8123,
            "open_browser": True,
            "ascii_cards": True,
            "command": None,
        }
    ]


def test_each_tab_runs_this_install_of_the_app() -> None:
    assert server.app_command() == f"{sys.executable} -m cardgames_tui"
    assert server.app_command(ascii_cards=True).endswith("-m cardgames_tui --ascii")


def test_open_says_what_to_do_when_no_browser_opens(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("webbrowser.open", lambda url: False)
    server.open_page("http://127.0.0.1:8000")
    assert "open http://127.0.0.1:8000 yourself" in capsys.readouterr().out


def test_the_help_loads_no_web_server() -> None:
    probe = (
        "import sys\n"
        "from cardgames_tui.cli import cli\n"
        "print(sorted({'aiohttp', 'textual_serve'} & set(sys.modules)))\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert out.stdout.strip() == "[]", out.stderr


def test_outside_stylesheets_and_scripts_are_dropped() -> None:
    html = (
        '<link rel="stylesheet" href="http://127.0.0.1:9/static/css/xterm.css" />\n'
        '<link\n  rel="stylesheet"\n  href="https://fonts.example/css?f=Mono"\n/>\n'
        '<script src="//cdn.example/x.js"></script>\n'
        '<script src="http://127.0.0.1:9/static/js/textual.js"></script>'
    )
    kept = without_outside_resources(html, "http://127.0.0.1:9")
    assert kept == (
        '<link rel="stylesheet" href="http://127.0.0.1:9/static/css/xterm.css" />\n'
        "\n\n"
        '<script src="http://127.0.0.1:9/static/js/textual.js"></script>'
    )


def test_the_page_gives_the_terminal_the_keyboard_before_the_body_ends() -> None:
    page = with_terminal_focus("<html><body><div id=t></div></body></html>")
    assert page == f"<html><body><div id=t></div>{FOCUS_TERMINAL}</body></html>"
    assert ".xterm-helper-textarea" in FOCUS_TERMINAL
    assert with_terminal_focus("<p>no body</p>") == "<p>no body</p>"


def test_the_served_page_needs_nothing_from_outside(tmp_path: Path) -> None:
    with (
        serve(tmp_path) as served,
        urllib.request.urlopen(served.url, timeout=10) as response,
    ):
        html = response.read().decode()
    origin = served.url.rstrip("/")
    own = (origin, origin.replace("http", "ws", 1))
    addresses = re.findall(r"""(?:href|src|url)\s*[=(]\s*["']?([^"')\s>]+)""", html)
    assert len(addresses) >= 3, "the page links nothing: the test reads the wrong page"
    assert [a for a in addresses if "//" in a and not a.startswith(own)] == []
    assert f'data-session-websocket-url="{own[1]}/ws"' in html
    assert html.count(FOCUS_TERMINAL) == 1


async def _open_tab(url: str) -> None:
    """Connect as the page does; the app behind it is started for us."""
    socket_url = url.replace("http", "ws", 1) + "ws?width=80&height=24"
    async with aiohttp.ClientSession() as session, session.ws_connect(socket_url):
        await asyncio.sleep(1)


def test_an_app_that_cannot_start_is_explained_in_the_log(tmp_path: Path) -> None:
    reason = "The settings file is unreadable"
    failing = f"{sys.executable} -c \"import sys; sys.exit('{reason}')\""
    with serve(tmp_path, command=failing) as served:
        asyncio.run(_open_tab(served.url))
        deadline = time.monotonic() + 20
        while reason not in served.log_text() and time.monotonic() < deadline:
            time.sleep(0.1)
        log = served.log_text()
    assert "Application failed to start" in log
    assert reason in log


def test_the_free_port_helper_gives_a_port_nothing_listens_on() -> None:
    port = free_port()
    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", port)) != 0


async def _open_tab_until_menu(url: str, while_open: Any = None) -> None:
    socket_url = url.replace("http", "ws", 1) + "ws?width=100&height=30"
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(socket_url) as tab,
    ):
        screen = b""
        while b"Choose a game" not in screen:
            message = await tab.receive(timeout=30)
            assert message.type == aiohttp.WSMsgType.BINARY, message
            screen += message.data
        if while_open is not None:
            while_open()


def _wait_until(check: Any, timeout: float = 20) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_a_new_tab_takes_the_spare_and_the_server_stops_every_process(
    tmp_path: Path,
) -> None:
    with serve(tmp_path) as served:
        _wait_until(lambda: len(served.spares()) == 1)
        [spare] = served.spares()
        serving: list[list[int]] = []
        asyncio.run(
            _open_tab_until_menu(
                served.url, lambda: serving.append(served.app_processes())
            )
        )
        assert serving == [[spare]], "the tab did not get the spare process"
        # The tab is closed: its app ends; a new spare comes after a pause.
        _wait_until(
            lambda: not Path(f"/proc/{spare}").exists() and len(served.spares()) == 1
        )
        [next_spare] = served.spares()
    for pid in (spare, next_spare):
        assert not Path(f"/proc/{pid}").exists(), "a process outlived the server"
