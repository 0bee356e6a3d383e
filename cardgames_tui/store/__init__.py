"""What is kept between runs: the games in progress (a save slot each) and
the player's preferences.
Headless: files and records only, no Textual."""
