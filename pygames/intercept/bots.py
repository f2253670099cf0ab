"""Intercept's computer players: none yet (``Intercept.INFO.bots`` is False: clues need people).

A game's bots are ``choose(view, legal, level, rng) -> Action`` here, deciding from their seat's view only (the
game's view type from views.py, with the envelope fields they read) and the bot's own generator; the game's
``_bot_choose`` calls it and ``INFO.bots`` offers computer seats (see pygames/gameover/bots.py).
"""
