# Two commands set everything up on a fresh clone: `make run` and `make test`.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
ARGS ?=

.DEFAULT_GOAL := help
.PHONY: help run test lint typecheck imports pytest bench soak soak-ui clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*## "} {printf "  make %-10s %s\n", $$1, $$2}'

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed-run: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.installed-run

run: $(VENV)/.installed-run ## Create the venv if needed, install, open the app
	$(BIN)/cardgames $(ARGS)

lint: $(VENV)/.installed-test ## ruff: lint and format check
	$(BIN)/ruff check cardgames_tui tests
	$(BIN)/ruff format --check cardgames_tui tests

typecheck: $(VENV)/.installed-test ## mypy --strict over the package and the tests
	$(BIN)/mypy

imports: $(VENV)/.installed-test ## import-linter: the core stays headless
	$(BIN)/lint-imports

pytest: $(VENV)/.installed-test ## The test suite only
	$(BIN)/python -m pytest

test: lint typecheck imports pytest ## Set up, then lint, type check and the whole test suite

bench: $(VENV)/.installed-run ## Measure decision steps and games per second
	$(BIN)/python -m cardgames_tui.benchmark $(ARGS)

SOAK_GAMES ?= 1000000
SOAK_JOBS ?= $(shell $(PYTHON) -c 'import os; print(os.cpu_count() or 1)')
SOAK_SEED ?= 1
SOAK_KEYS ?= 20000

soak: $(VENV)/.installed-run ## SOAK_GAMES random games per game, every invariant (not in make test)
	$(BIN)/python -m cardgames_tui.tools.soak --games $(SOAK_GAMES) --jobs $(SOAK_JOBS) --seed $(SOAK_SEED) $(ARGS)

soak-ui: $(VENV)/.installed-test ## SOAK_KEYS random keys per screen through Pilot (not in make test)
	SOAK_KEYS=$(SOAK_KEYS) $(BIN)/python -m pytest -m soak -p no:cacheprovider --timeout 0 -q -s tests/ui/test_key_soak.py

clean: ## Remove the venv and caches
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache .hypothesis
