"""Bots shared by every game, built on each game's own heuristic bot and its
search hooks: the levels easy, normal and hard (`levels.make_bot`).

Headless, and honest by construction: a bot receives one seat's view and an
RNG, never the state; the hard bot samples what it cannot see from the view.
"""
