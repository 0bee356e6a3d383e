"""Reading one TOML table field by field, with errors that name the field."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from cardgames_tui.lessons.model import LessonError


class Fields:
    """A TOML table of a lesson file, read field by field.

    Every error names the file and the field's dotted place (``step 3.right``);
    `done` refuses fields nobody read, so a misspelt key is not ignored."""

    def __init__(self, path: Path, where: str, table: object) -> None:
        self.path = path
        """The lesson file."""
        self.where = where
        """This table's place in the file ("" for the top level)."""
        if not isinstance(table, Mapping):
            raise self.error("", "must be a table")
        self.table: Mapping[str, Any] = table
        """The table's raw values."""
        self.read: set[str] = set()
        """Keys asked for so far."""

    def place(self, name: str) -> str:
        return f"{self.where}.{name}" if self.where and name else self.where or name

    def error(self, name: str, problem: str) -> LessonError:
        return LessonError(f"{self.path.name}: {self.place(name)} {problem}")

    def has(self, name: str) -> bool:
        return name in self.table

    def raw(self, name: str) -> Any:
        self.read.add(name)
        return self.table.get(name)

    def text(self, name: str, default: str | None = None) -> str:
        value = self.raw(name)
        if value is None and default is not None:
            return default
        if not isinstance(value, str) or not value.strip():
            raise self.error(name, "must be a text" + self._missing(value))
        return value.strip()

    def integer(self, name: str, default: int | None = None) -> int:
        value = self.raw(name)
        if value is None and default is not None:
            return default
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(name, "must be a whole number" + self._missing(value))
        return value

    def optional_int(self, name: str) -> int | None:
        return None if self.raw(name) is None else self.integer(name)

    def texts(self, name: str, required: bool = True) -> tuple[str, ...]:
        """A list of texts (a single text is a list of one)."""
        value = self.raw(name)
        if value is None and not required:
            return ()
        if isinstance(value, str):
            value = [value]
        if (
            not isinstance(value, list)
            or not (value or not required)
            or not all(isinstance(v, str) and v.strip() for v in value)
        ):
            raise self.error(name, "must be a list of texts" + self._missing(value))
        return tuple(v.strip() for v in value)

    def table_of(self, name: str) -> Mapping[str, Any]:
        value = self.raw(name)
        if value is None:
            return {}
        if not isinstance(value, Mapping):
            raise self.error(name, "must be a table")
        return value

    def tables(self, name: str) -> list[Fields]:
        """An array of tables (``[[step]]``), each as Fields."""
        value = self.raw(name)
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.error(name, "must be an array of tables ([[" + name + "]])")
        label = self.place(name)
        return [Fields(self.path, f"{label} {n}", t) for n, t in enumerate(value, 1)]

    def done(self) -> None:
        """Refuse keys that no reader asked for (a typo would be ignored)."""
        unknown = sorted(set(self.table) - self.read)
        if unknown:
            raise self.error(unknown[0], "is not a field of a lesson here")

    @staticmethod
    def _missing(value: object) -> str:
        return " (it is missing)" if value is None else f", not {value!r}"
