"""Screens: menu, set-up, rules, the game tables, handover, results."""
