"""Where the server listens: who can reach it, and why it cannot listen."""

from __future__ import annotations

import errno
import ipaddress
import socket


class ServeError(Exception):
    """The server cannot start; the message says why in one line."""


def is_local(host: str) -> bool:
    """Whether only this computer can reach ``host``."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def check_port(host: str, port: int) -> None:
    """Raise `ServeError` if ``host:port`` cannot be listened on.

    Binds the way aiohttp will (address reuse on), so a port lingering in
    TIME_WAIT is not mistaken for a taken one.
    """
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror:
        raise ServeError(
            f"Unknown host {host!r}: give an address of this computer."
        ) from None
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as error:
            raise ServeError(bind_problem(error, host, port)) from None


def bind_problem(error: OSError, host: str, port: int) -> str:
    """One line telling the player why ``host:port`` cannot be used."""
    if error.errno == errno.EADDRINUSE:
        return (
            f"Port {port} is taken on {host} (another program, or another"
            f" cardgames serve, is using it): try --port {port + 1}."
        )
    if error.errno == errno.EADDRNOTAVAIL:
        return f"{host} is not an address of this computer: try --host 127.0.0.1."
    if error.errno == errno.EACCES:
        return f"Port {port} needs special rights on this system: try --port 8000."
    return f"Cannot listen on {host}:{port}: {error.strerror or error}."


def origin(scheme: str, host: str, port: int) -> str:
    """``http://host:port``, with IPv6 addresses in brackets."""
    if ":" in host:
        host = f"[{host}]"
    return f"{scheme}://{host}:{port}"
