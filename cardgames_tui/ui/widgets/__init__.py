"""Widgets that show core data; names end in View."""
