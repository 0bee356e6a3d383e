"""Entry points of the ``cardgames_tui.games`` group, read straight from the
installed distributions' ``entry_points.txt`` files.

``importlib.metadata`` finds the same, but importing it costs more than the
rest of the menu's start-up (about 75 ms here): start-up time is a feature.
A test holds this reader equal to ``importlib.metadata``.
"""

from __future__ import annotations

import importlib
import os
import sys
from typing import Any


def entry_points(group: str) -> dict[str, str]:
    """``{name: "module:attribute"}`` for every entry point of ``group`` in
    the distributions on ``sys.path`` (the first one found wins, as Python's
    own lookup does)."""
    found: dict[str, str] = {}
    for base in sys.path:
        try:
            names = sorted(os.listdir(base or "."))
        except OSError:
            continue
        for name in names:
            if name.endswith((".dist-info", ".egg-info")):
                path = os.path.join(base or ".", name, "entry_points.txt")
                for key, target in _section(path, group):
                    found.setdefault(key, target)
    return found


def _section(path: str, group: str) -> list[tuple[str, str]]:
    try:
        with open(path, encoding="utf-8") as file:
            lines = file.read().splitlines()
    except OSError:
        return []
    points = []
    inside = False
    for line in lines:
        text = line.strip()
        if text.startswith("[") and text.endswith("]"):
            inside = text[1:-1].strip() == group
        elif inside and "=" in text and not text.startswith(("#", ";")):
            key, _, target = text.partition("=")
            points.append((key.strip(), target.strip()))
    return points


def load(target: str) -> Any:
    """The object that ``"module:attr.path"`` names."""
    module_name, _, attr_path = target.partition(":")
    found: Any = importlib.import_module(module_name)
    for part in attr_path.split(".") if attr_path else ():
        found = getattr(found, part)
    return found
