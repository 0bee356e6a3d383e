"""Lessons: short scripted positions that teach one rule each, played for real.

A lesson is a TOML file beside its game (``games/<game>/lessons/*.toml``):
a set-up (a stacked deal or a position, and the moves that lead on from it),
then steps of narration, the other seats' scripted moves and "your move"
prompts with the moves that count as right. What the narration claims is
written as checks, which the runner asserts against the engine's events and
views, so every lesson is also a test. Headless: no textual, rich or click.
"""
