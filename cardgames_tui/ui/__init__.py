"""The Textual app: it reads observations and submits actions, nothing more."""
