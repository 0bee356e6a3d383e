"""`lazy` imports its target on the first call and then forwards to it."""

from __future__ import annotations

import sys

import pytest

from cardgames_tui.core.lazy import lazy, resolve


def test_lazy_imports_on_first_call_and_forwards() -> None:
    sys.modules.pop("colorsys", None)
    to_hls = lazy("colorsys:rgb_to_hls")
    assert "colorsys" not in sys.modules
    assert to_hls(1.0, 0.0, 0.0) == (0.0, 0.5, 1.0)
    assert "colorsys" in sys.modules
    assert to_hls(0.0, 0.0, 0.0) == (0.0, 0.0, 0.0)


def test_lazy_follows_a_dotted_attribute_path() -> None:
    from_float = lazy("fractions:Fraction.from_float")
    assert from_float(0.5) == 0.5


def test_a_malformed_target_is_refused_at_once() -> None:
    with pytest.raises(ValueError, match="module:attr"):
        lazy("colorsys.rgb_to_hls")


def test_resolve_gives_the_target_itself_for_a_hot_loop() -> None:
    """A search binds the game's hooks once, not their stand-ins."""
    import colorsys
    from math import sqrt

    assert resolve(lazy("colorsys:rgb_to_hls")) is colorsys.rgb_to_hls
    assert resolve(sqrt) is sqrt  # not a stand-in: itself
