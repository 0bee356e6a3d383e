"""Serving the app to a web browser (``cardgames serve``).

This room knows nothing of the rules or the Textual app: it starts one
``cardgames`` process per browser tab through textual-serve and shapes the
page so it works with no internet.
"""
