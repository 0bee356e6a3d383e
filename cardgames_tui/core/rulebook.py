"""A game's rules, each with a stable id: what demos show and lessons teach.

Every rule a newcomer has to learn gets an id (``ten-burns``) and a short
title in the rules page's words. The narration tags each event with the rules
it shows, the demo picks a deal where they all appear early, and a lesson
names the one rule it teaches.
"""

from __future__ import annotations

from typing import NamedTuple


class Rule(NamedTuple):
    """One rule of a game."""

    id: str
    """Stable, lower-case, hyphenated: ``ten-burns``, ``doubled-king-taken``."""
    title: str
    """The rule in a few words, as the rules page puts it."""
    key: bool = True
    """Whether a demo should show it early (a rule of the game's core, not a
    rare corner)."""


def rule_ids(rules: tuple[Rule, ...]) -> frozenset[str]:
    """The ids of ``rules``, for checking a lesson or a ``--show`` option."""
    return frozenset(rule.id for rule in rules)
