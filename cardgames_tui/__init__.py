"""Trix (Complex), Shithead and Kings in the Corner for the terminal."""

__version__ = "0.1.0"
