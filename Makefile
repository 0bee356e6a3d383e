# Two commands set everything up on a fresh clone: `make run` and `make test`.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
ARGS ?=

.DEFAULT_GOAL := help
.PHONY: help run test lint typecheck imports pytest bench soak soak-ui clean test-web bench-web screenshot-web

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*## "} {printf "  make %-14s %s\n", $$1, $$2}'

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed-run: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.installed-run

# Playwright only for the browser tests; Chromium comes from the system.
$(VENV)/.installed-web: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,browser]'
	touch $@ $(VENV)/.installed-test $(VENV)/.installed-run

run: $(VENV)/.installed-run ## Create the venv if needed, install, open the app
	$(BIN)/cardgames $(ARGS)

lint: $(VENV)/.installed-test ## ruff: lint and format check
	$(BIN)/ruff check cardgames_tui tests
	$(BIN)/ruff format --check cardgames_tui tests

typecheck: $(VENV)/.installed-test ## mypy --strict over the package and the tests
	$(BIN)/mypy

imports: $(VENV)/.installed-test ## import-linter: the core stays headless
	$(BIN)/lint-imports

# pytest-xdist workers (auto: one per core); PYTEST_JOBS=0 runs the suite in one process.
PYTEST_JOBS ?= auto

# The suite must stay near five minutes on 2 cores: the slowest tests are
# listed at the end of every run, so the one to trim is named.
pytest: $(VENV)/.installed-test ## The test suite only, spread over the cores
	$(BIN)/python -m pytest -n $(PYTEST_JOBS) --durations=15

test: lint typecheck imports pytest ## Set up, then lint, type check and the whole test suite

bench: $(VENV)/.installed-run ## Measure decision steps and games per second
	$(BIN)/python -m cardgames_tui.console.bench $(ARGS)

# Exit 5 is pytest's "no test ran": never a pass. On CI a missing Chromium fails.
test-web: $(VENV)/.installed-web ## Browser tests: cardgames serve played in headless Chromium
	@if sh tests/web/need_chromium.sh; then \
		$(BIN)/python -m pytest -m browser tests/web; status=$$?; \
		if [ $$status -eq 5 ]; then echo "test-web: no browser test ran"; exit 1; fi; \
		exit $$status; \
	elif [ -n "$$CI" ]; then echo "test-web: CI must run the browser tests"; exit 1; fi

bench-web: $(VENV)/.installed-web ## Page load, key latency and memory per tab of cardgames serve
	@sh tests/web/need_chromium.sh && $(BIN)/python -m tests.web.measure $(ARGS)

screenshot-web: $(VENV)/.installed-web ## Retake the README's browser screenshot (assets/)
	@sh tests/web/need_chromium.sh && WEB_SCREENSHOT=assets/shithead-browser.png \
		$(BIN)/python -m pytest -m browser tests/web -k shithead

SOAK_GAMES ?= 1000000
SOAK_JOBS ?= $(shell $(PYTHON) -c 'import os; print(os.cpu_count() or 1)')
SOAK_SEED ?= 1
SOAK_KEYS ?= 20000

soak: $(VENV)/.installed-run ## SOAK_GAMES random games per game, every invariant (not in make test)
	$(BIN)/python -m cardgames_tui.console.soak --games $(SOAK_GAMES) --jobs $(SOAK_JOBS) --seed $(SOAK_SEED) $(ARGS)

soak-ui: $(VENV)/.installed-test ## SOAK_KEYS random keys per screen through Pilot (not in make test)
	SOAK_KEYS=$(SOAK_KEYS) $(BIN)/python -m pytest -m soak -p no:cacheprovider --timeout 0 -q -s tests/ui/test_key_soak.py

clean: ## Remove the venv and caches
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache .hypothesis
