"""The page textual-serve sends, made to work offline and to take keys at once.

textual-serve's page asks a web font from outside (a ``<link>`` to a font
service). With no internet the browser waits for it, then falls back; we drop
the link so the terminal's own list (``'Roboto Mono', Monaco, 'Courier New',
monospace``) falls back at once to the fonts of the machine.

Keys reach the app only through the terminal's hidden textarea, which the page
leaves unfocused: a player pressing Enter on a fresh page saw nothing happen
until they clicked. A small script focuses it as soon as it exists.
"""

from __future__ import annotations

import re

_OUTSIDE_LINK = re.compile(
    r"<link\b[^>]*\bhref\s*=\s*[\"']?(?:https?:)?//[^>]*>", re.IGNORECASE
)
_OUTSIDE_SCRIPT = re.compile(
    r"<script\b[^>]*\bsrc\s*=\s*[\"']?(?:https?:)?//[^>]*>\s*</script>",
    re.IGNORECASE,
)


def without_outside_resources(html: str, own_origin: str) -> str:
    """``html`` with every stylesheet or script from another origin removed.

    Our own static files are addressed with ``own_origin`` (``http://host:port``)
    and are kept.
    """

    def keep_own(match: re.Match[str]) -> str:
        return match.group(0) if own_origin in match.group(0) else ""

    html = _OUTSIDE_LINK.sub(keep_own, html)
    return _OUTSIDE_SCRIPT.sub(keep_own, html)


FOCUS_TERMINAL = """<script>
  // cardgames: give the terminal the keyboard as soon as it exists.
  new MutationObserver((_, observer) => {
    const input = document.querySelector(".xterm-helper-textarea");
    if (input) {
      observer.disconnect();
      input.focus();
    }
  }).observe(document.body, {childList: true, subtree: true});
</script>
"""


def with_terminal_focus(html: str) -> str:
    """``html`` with `FOCUS_TERMINAL` just before ``</body>``."""
    head, body_end, tail = html.rpartition("</body>")
    if not body_end:
        return html
    return f"{head}{FOCUS_TERMINAL}{body_end}{tail}"
