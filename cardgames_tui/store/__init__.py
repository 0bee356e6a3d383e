"""What is kept between runs: the games in progress (a save slot each).
Headless: files and records only, no Textual."""
