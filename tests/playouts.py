"""Seeded playouts of every registered game, run both on CPython and inside Pyodide (tests/test_pyodide.py).

Both runtimes must produce the same final saved games: that proves the wheel works in Pyodide and that the games
are deterministic across runtimes. Kept free of test-only imports so Pyodide can run it as it is, and of standard
library modules the site does not import itself (hashlib: the site's standard library keeps only what it imports,
build.py), so that a module the games need and the build left out fails it.
"""

from __future__ import annotations

import json
import random
import zlib

import pygames

BOT_LEVELS = ("easy", "normal", "hard")


def play(game_id: str, seed: int) -> str:
    """One game, to its end: bots where the game has them, random legal actions otherwise. The final save's hash."""
    info = pygames.GAMES[game_id]
    rng = random.Random(seed)
    count = rng.randint(info["min_seats"], info["max_seats"])
    seats = [{"bot": rng.choice(BOT_LEVELS)} if info["bots"] else {"name": f"P{i}"} for i in range(count)]
    state = pygames.new_game(game_id, {"seats": seats, "language": rng.choice(info["languages"])}, seed=seed)
    for _ in range(20_000):
        if state.result() is not None:
            break
        seat = state.to_act()[0]
        action = state.bot_action(seat) if info["bots"] else rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
    if state.result() is None:
        raise RuntimeError(f"{game_id} seed {seed} did not finish")
    saved = json.dumps(state.to_json(), sort_keys=True).encode()
    return f"{zlib.crc32(saved):08x}-{len(saved)}"


def run(games_per_id: int = 3) -> dict[str, list[str]]:
    return {game_id: [play(game_id, seed) for seed in range(games_per_id)] for game_id in sorted(pygames.GAMES)}


if __name__ == "__main__":
    print(json.dumps(run()))
