"""Tools that drive many games headless: tournaments (``cardgames simulate``),
benchmarks (``make bench``) and soaks. They may print with Rich; the rules
they drive stay in the core and the games."""
