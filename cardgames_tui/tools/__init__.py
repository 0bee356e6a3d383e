"""Headless tools that drive many games: the rules soak and its checks.

Nothing here imports textual; Rich is imported only by the soak's report,
lazily, so the checks stay usable from any test or script.
"""
