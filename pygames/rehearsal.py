"""Games played unseen by a fresh engine, so that a person's first moves do not pay for warming it up.

Why: in the browser, V8 compiles Pyodide's WebAssembly lazily, optimizes it in the background, and gives the
optimized code of CPython's interpreter loop up whenever a guess it made there fails; the loop's baseline code, freed
meanwhile, is then compiled again (3-11 ms on the engine's thread) inside whatever request comes next. A game opened
in a fresh page paid for that in its first moves, even seconds after it was drawn (Sleuth's first roll 2 s after its
screen showed: 16 ms of Python and bridge, 9 once its game had been rehearsed; see README, "Performance in the
browser").

A rehearsal goes through the same bridge (:func:`pygames.api.handle`, JSON in and out) with the requests a page sends: a
new game at the page's own table (its bots and options, the people renamed; without them, or if the bridge refuses them,
a usual table: a person in the first seat, the game's strongest bots in the others, or people only), every person's move
a legal action drawn at random, every bot's a ``bot`` request, asking as the page asks (each view's events from where
the page would have them, the screen of the person who moved last shown, racing seats as the page's game races, the log
from where the page has it); then it closes its session. The page's table and way of asking, because that is the code
the page will run, and nothing more: the strongest bots' first decisions load their data (Bullseye's: 35 ms of one step
in the browser), and a request of the page's that arrives during a step waits for it (a person's move stops it, below).
It plays one request per :meth:`Rehearsal.step`: the worker (web/worker.js) steps it only while the page's requests
pause, and answers them between two steps. It touches no other session, and a failure only ends it: it is a warm-up,
never a game anyone sees. The worker plays three of them for each title, seeds 1 to 3: one left V8 still giving up its
optimized code of the interpreter loop in the first moves (web/worker.js says what was measured). The first game's first
replies go to the page, which draws them unseen, so that its own code for a move is warm too (web/app.js,
``engine.onRehearsed``).

A person's move stops the step that is running: the worker lets Python raise KeyboardInterrupt in it (web/worker/
rehearsals.js), :meth:`Rehearsal.step_unless_stopped` and :func:`begin` catch it and close the rehearsal's game (a step
stopped halfway may have left it half changed: nobody sees it, and the bridge is asked no more about it), and the worker
goes on with its next rehearsal game at the next pause.
"""

from __future__ import annotations

import json
import random
from typing import Any

from pygames import api
from pygames.core import game_class

# The rehearsals' sessions that are open: not the page's games (the worker counts the page's for the soak tests).
OPEN: set[str] = set()
STEPS = 400  # a rehearsal ends after this many requests even if its game has not (a random player may dawdle)


def table(game_id: str) -> list[dict[str, Any]]:
    """The seats of a rehearsal without a page's table: the game's usual one, a person first, the strongest bots after,
    or people only. (Imports that game alone: ``pygames.GAMES`` would import every game, 75 ms in a fresh worker.)"""
    cls = game_class(game_id)
    if cls is None:
        return []
    info = cls.INFO.to_json()
    levels = info["bot_levels"]
    seats: list[dict[str, Any]] = [{"name": "Rehearsal"}]
    for seat in range(1, info["default_seats"]):
        seats.append({"bot": levels[-1]} if levels else {"name": f"Rehearsal {seat}"})
    return seats


def like_the_page(options: str | None) -> dict[str, Any] | None:
    """The options of the page's game (JSON text, as its ``new`` request or saved game had them) for a rehearsal: the
    same bots and options, every person renamed. None when there are none, or no list of seats."""
    try:
        chosen = json.loads(options) if options else None
    except ValueError:
        return None
    if not isinstance(chosen, dict) or not isinstance(chosen.get("seats"), list):
        return None
    seats = chosen["seats"]
    if not all(isinstance(seat, dict) for seat in seats):
        return None
    renamed = [
        {"bot": seat["bot"]} if seat.get("bot") else {"name": f"Rehearsal {number}"}
        for number, seat in enumerate(seats, start=1)
    ]
    return {**chosen, "seats": renamed}


def random_action(rng: random.Random, legal: list[dict[str, Any]]) -> dict[str, Any]:
    """One of the legal actions as the bridge lists them (a run of combinations ``{"*": {field: values}}`` stands
    for all of them: one value of each field is drawn)."""
    entry = rng.choice(legal)
    if "*" not in entry:
        return entry
    return {field: rng.choice(values) for field, values in entry["*"].items()}


class Rehearsal:
    """One game of ``game_id`` played through the bridge, a request per :meth:`step`."""

    def __init__(
        self, game_id: str, seed: int = 1, options: str | None = None, race: bool = False, keep: int = 0
    ) -> None:
        """``options``: the page's game's, as JSON text (see :func:`like_the_page`); ``race``: whether the page asks
        for every acting person's screen (the ``race`` of its requests); ``keep``: how many of its first replies to
        keep in :attr:`kept` (the bridge's JSON text, the opening one first, refusals and the close left out), for
        the page to draw unseen and so warm its own code up (web/app.js, ``engine.onRehearsed``)."""
        self.keep = keep
        self.kept: list[str] = []
        self.rng = random.Random(seed)
        self.race = race is True
        self.steps = 0
        self.sid: str | None = None
        self.shown: list[int] = []  # the screen the page would show: the person who moved last (or the first person)
        self.reply: dict[str, Any] = {"ok": False}
        self.counts: dict[str, int] = {}  # how many events the page would have of each view it has had (app.js)
        usual = table(game_id)
        if not usual:  # nothing to rehearse (the page's own request was refused already)
            return
        before = set(api._sessions)
        try:
            self.open_game(game_id, seed, options, usual)
        except KeyboardInterrupt:  # stopped for a person's move: whatever it had opened is closed again
            for sid in set(api._sessions) - before:
                api.handle(json.dumps({"op": "close", "id": sid}))
                OPEN.discard(sid)
            raise

    def open_game(self, game_id: str, seed: int, options: str | None, usual: list[dict[str, Any]]) -> None:
        pages = like_the_page(options)
        if pages is not None:
            self.reply = self.call({"op": "new", "game": game_id, "options": pages, "seed": seed, "race": self.race})
        if not self.reply.get("ok"):
            self.reply = self.call(
                {"op": "new", "game": game_id, "options": {"seats": usual}, "seed": seed, "race": self.race}
            )
        if self.reply.get("ok"):
            self.sid = self.reply["id"]
            seats = self.reply["saved"]["options"]["seats"]
            self.shown = [number for number, seat in enumerate(seats) if not seat.get("bot")][:1]
            OPEN.add(self.sid)
            self.answered(self.reply)

    @property
    def finished(self) -> bool:
        return self.sid is None

    @property
    def keeping(self) -> bool:
        """Whether it is still keeping replies for the page."""
        return self.sid is not None and len(self.kept) < self.keep

    def kept_json(self) -> str:
        """The replies kept, as one JSON list (one string for the worker to read, not a proxy of a list)."""
        return "[" + ",".join(self.kept) + "]"

    def call(self, request: dict[str, Any]) -> dict[str, Any]:
        text = api.handle(json.dumps(request))
        reply: dict[str, Any] = json.loads(text)
        if reply.get("ok") and request["op"] != "close" and len(self.kept) < self.keep:
            self.kept.append(text)
        return reply

    def step(self) -> bool:
        """Send the game's next request; False once the rehearsal is over (its session closed)."""
        if self.sid is None:
            return False
        reply = self.reply
        if not reply.get("ok") or reply.get("result") is not None or self.steps >= STEPS or not reply["to_act"]:
            self.close()
            return False
        people = [int(seat) for seat, legal in reply["legal"].items() if legal]
        if people:
            self.shown = people[:1]
        if people:
            seat = people[0]
            action = random_action(self.rng, reply["legal"][str(seat)])
            self.answered(self.call({"op": "act", "seat": seat, "action": action, **self.asking()}))
        else:
            self.answered(self.call({"op": "bot", "seat": reply["to_act"][0], **self.asking()}))
        self.steps += 1
        return True

    def asking(self) -> dict[str, Any]:
        """A request's fields for the game as the page asks for it: each view's events after those it has had (a view
        it never had: all of them), the log after the entries it has."""
        since = dict(self.counts)
        return {"id": self.sid, "since": since, "show": self.shown, "race": self.race, "log_from": self.log}

    def answered(self, reply: dict[str, Any]) -> None:
        self.reply = reply
        if reply.get("ok"):
            log = reply.get("log")
            self.log = len(reply["saved"]["log"]) if log is None else log["from"] + len(log["entries"])
            self.counts.update(dict.fromkeys(reply["views"], reply["event_count"]))

    def step_unless_stopped(self) -> bool | None:
        """:meth:`step` as the browser's worker runs it: None when a person's move stopped it, and then the game is
        closed (see the module's docstring). The KeyboardInterrupt is caught here, in Python, so that it never reaches
        JavaScript: Pyodide turns an exception it hands over into a JavaScript error with the whole traceback written
        out, all of it in the wait of the person's move that stopped the step."""
        try:
            return self.step()
        except KeyboardInterrupt:
            self.close()
            return None

    def close(self) -> None:
        if self.sid is not None:
            self.call({"op": "close", "id": self.sid})
            OPEN.discard(self.sid)
            self.sid = None


def begin(game_id: str, seed: int, options: str | None, race: bool, keep: int) -> Rehearsal | None:
    """A new :class:`Rehearsal` as the browser's worker makes one: None when a person's move stopped it while it was
    opening its game (see :meth:`Rehearsal.step_unless_stopped`)."""
    try:
        return Rehearsal(game_id, seed, options, race, keep)
    except KeyboardInterrupt:
        return None


def page_sessions() -> int:
    """How many sessions the bridge holds that are not a rehearsal's: the page's games."""
    return len(api._sessions) - len(OPEN)


def play(game_id: str, seed: int = 1) -> int:
    """A whole rehearsal at once (tests, benchmarks); the number of requests it sent after opening its game."""
    rehearsal = Rehearsal(game_id, seed)
    while rehearsal.step():
        pass
    return rehearsal.steps
