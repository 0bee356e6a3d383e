"""Tools that drive many games headless: tournaments (``cardgames simulate``),
benchmarks (``make bench``) and the rules soak with its checks (``make
soak``). No UI library here: what they print lives in `cardgames_tui.console`.
"""
