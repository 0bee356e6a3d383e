"""The browser tests need Playwright, which only `make test-web` installs."""

from __future__ import annotations

import importlib.util

collect_ignore = [] if importlib.util.find_spec("playwright") else ["test_browser.py"]
