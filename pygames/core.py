"""What every game shares: errors, seeded randomness, options, the game contract and the registry.

A game is a subclass of :class:`Game` in its own package ``pygames/<id>/``, exporting ``GAME`` (the class).
The registry finds every such package, so adding a game means adding a folder shaped like an existing one.

A state is options + seed + the action log. Every piece of the game's randomness comes from ``self.rng``,
one ``random.Random`` seeded once; bots draw from their own generator (see :meth:`Game.bot_rng`), so replaying a
log (which never calls bots) reproduces the game exactly.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import random
import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypedDict

Action = dict[str, Any]
View = dict[str, Any]
SAVE_FORMAT = 1
BOT_LEVELS = ("easy", "normal", "hard")


class PygamesError(Exception):
    """Base of every error this package raises on purpose; the message is meant for a person."""


class IllegalAction(PygamesError):
    """An action that the rules do not allow now. The state is left exactly as it was."""


class BadOptions(PygamesError):
    """Options that do not describe a game that can be played."""


class BadSave(PygamesError):
    """A saved game that cannot be loaded (malformed, another game, or a log the rules reject)."""


class Result(TypedDict):
    winners: list[int]
    scores: list[float]
    reason: str


@dataclass(frozen=True)
class GameInfo:
    """What the shell needs to know about a game before starting one."""

    id: str
    title: str
    tagline: str
    min_seats: int
    max_seats: int
    languages: tuple[str, ...]
    bots: bool = True  # whether bot seats are offered at all
    secret_views: bool = True  # whether human seats must not see each other's screens (curtains)
    options: Mapping[str, Any] = field(default_factory=dict)  # per-game option defaults
    option_choices: Mapping[str, Sequence[Any]] = field(default_factory=dict)
    option_labels: Mapping[str, str] = field(default_factory=dict)  # what the setup screen calls each option
    choice_labels: Mapping[str, Mapping[Any, str]] = field(default_factory=dict)  # option → {value: label}

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "tagline": self.tagline,
            "min_seats": self.min_seats,
            "max_seats": self.max_seats,
            "languages": list(self.languages),
            "bots": self.bots,
            "bot_levels": list(BOT_LEVELS) if self.bots else [],
            "secret_views": self.secret_views,
            "options": dict(self.options),
            "option_choices": {k: list(v) for k, v in self.option_choices.items()},
            "option_labels": {k: self.option_labels.get(k, k.replace("_", " ")) for k in self.options},
            "choice_labels": {
                k: {json.dumps(v): self.choice_labels.get(k, {}).get(v, str(v)) for v in choices}
                for k, choices in self.option_choices.items()
            },
        }


@dataclass(frozen=True)
class Seat:
    name: str
    bot: str | None  # a level of BOT_LEVELS, or None for a person


def fold(text: str) -> str:
    """Upper-case ``text`` and drop accents, so that À compares equal to A."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).upper()


def require(condition: bool, message: str) -> None:
    """Raise IllegalAction(message) unless ``condition`` holds; for validating an action before any change."""
    if not condition:
        raise IllegalAction(message)


class Game(ABC):
    """The game contract. Subclasses implement the underscored hooks; the public methods check and delegate.

    Subclasses must validate an action completely before changing anything, so that an IllegalAction leaves the
    state untouched (the compliance suite checks this for every game).
    """

    INFO: ClassVar[GameInfo]

    def __init__(self, options: Mapping[str, Any], seed: int) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise BadOptions("the seed must be a whole number")
        self.options: dict[str, Any] = self._normalise_options(options)
        self.seed = seed
        self.seats: list[Seat] = [Seat(s["name"], s["bot"]) for s in self.options["seats"]]
        self.rng = random.Random(seed)
        self.log: list[tuple[int, Action]] = []
        self._setup()

    # ----- options -------------------------------------------------------------------------------------------
    def _normalise_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        info = self.INFO
        if not isinstance(options, Mapping):
            raise BadOptions("options must be an object")
        unknown = set(options) - {"seats", "language"} - set(info.options)
        if unknown:
            raise BadOptions(f"unknown option(s) for {info.title}: {', '.join(sorted(unknown))}")
        raw_seats = options.get("seats")
        if not isinstance(raw_seats, list):
            raise BadOptions("options.seats must be a list of seats")
        if not info.min_seats <= len(raw_seats) <= info.max_seats:
            raise BadOptions(f"{info.title} takes {info.min_seats} to {info.max_seats} seats, not {len(raw_seats)}")
        seats = []
        for i, raw in enumerate(raw_seats):
            if not isinstance(raw, Mapping):
                raise BadOptions(f"seat {i + 1} must be an object")
            bot = raw.get("bot")
            if bot is not None and (not info.bots or bot not in BOT_LEVELS):
                raise BadOptions(f"seat {i + 1}: no bot level {bot!r} in {info.title}")
            name = raw.get("name")
            if name is None:
                name = f"Bot {i + 1}" if bot else f"Player {i + 1}"
            if not isinstance(name, str) or not name.strip() or len(name) > 40:
                raise BadOptions(f"seat {i + 1}: a name is 1 to 40 characters")
            seats.append({"name": name.strip(), "bot": bot})
        language = options.get("language", info.languages[0])
        if language not in info.languages:
            raise BadOptions(f"{info.title} has no language {language!r} (it has {', '.join(info.languages)})")
        normalised: dict[str, Any] = {"seats": seats, "language": language}
        for key, default in info.options.items():
            value = options.get(key, default)
            if isinstance(value, bool) != isinstance(default, bool):  # True == 1 must not pass for a number
                raise BadOptions(f"option {key} cannot be {json.dumps(value)}")
            choices = info.option_choices.get(key)
            if choices is not None and value not in choices:
                raise BadOptions(f"option {key} must be one of {', '.join(map(str, choices))}")
            normalised[key] = value
        self._check_options(normalised)
        return normalised

    def _check_options(self, options: dict[str, Any]) -> None:  # noqa: B027 - optional hook, empty by default
        """Game-specific option checks; raise BadOptions."""

    # ----- the contract ----------------------------------------------------------------------------------------
    @abstractmethod
    def _setup(self) -> None:
        """Build the initial state from self.options, drawing randomness from self.rng only."""

    @abstractmethod
    def to_act(self) -> list[int]:
        """Seats that must act now (several for simultaneous steps); [] once the game is over."""

    @abstractmethod
    def _legal_actions(self, seat: int) -> list[Action]:
        """Concrete legal actions of a seat that is in to_act()."""

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> None:
        """Validate fully (raise IllegalAction), then change the state."""

    @abstractmethod
    def view(self, seat: int | None) -> View:
        """All that ``seat`` may see, JSON-able; None is the public view."""

    @abstractmethod
    def result(self) -> Result | None:
        """None until the end."""

    @classmethod
    @abstractmethod
    def _bot_choose(cls, view: View, legal: list[Action], level: str, rng: random.Random) -> Action:
        """A bot's decision from its seat's view only. A classmethod, so it cannot reach the state."""

    def legal_actions(self, seat: int) -> list[Action]:
        self._check_seat(seat)
        if seat not in self.to_act():
            return []
        return self._legal_actions(seat)

    def apply(self, seat: int, action: Action) -> None:
        self._check_seat(seat)
        if self.result() is not None:
            raise IllegalAction("the game is over")
        if seat not in self.to_act():
            raise IllegalAction(f"it is not {self.seats[seat].name}'s turn")
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction('an action is an object with a "type"')
        try:
            json.dumps(action)
        except (TypeError, ValueError):
            raise IllegalAction("an action must be plain JSON") from None
        frozen = json.loads(json.dumps(action))  # the log must not share objects with the caller
        self._apply(seat, frozen)
        self.log.append((seat, frozen))

    def bot_rng(self, seat: int) -> random.Random:
        """The bot's own generator: seeded from the game's seed, the seat and the move number, never the game's rng."""
        return random.Random(f"bot:{self.seed}:{seat}:{len(self.log)}")

    def bot_action(self, seat: int, level: str | None = None) -> Action:
        self._check_seat(seat)
        legal = self.legal_actions(seat)
        if not legal:
            raise IllegalAction(f"{self.seats[seat].name} has nothing to do now")
        chosen_level = level or self.seats[seat].bot or "normal"
        return self._bot_choose(self.view(seat), legal, chosen_level, self.bot_rng(seat))

    def to_json(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "game": self.INFO.id,
            "options": json.loads(json.dumps(self.options)),
            "seed": self.seed,
            "log": [[seat, json.loads(json.dumps(action))] for seat, action in self.log],
        }

    def _check_seat(self, seat: int) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            raise IllegalAction(f"there is no seat {seat!r}")


# ----- registry --------------------------------------------------------------------------------------------------
def _discover() -> dict[str, type[Game]]:
    import pygames

    found: dict[str, type[Game]] = {}
    for module in sorted(pkgutil.iter_modules(pygames.__path__), key=lambda m: m.name):
        if not module.ispkg:
            continue
        package = importlib.import_module(f"pygames.{module.name}")
        game = getattr(package, "GAME", None)
        if isinstance(game, type) and issubclass(game, Game):
            found[game.INFO.id] = game
    return found


_CLASSES: dict[str, type[Game]] = {}


def game_classes() -> dict[str, type[Game]]:
    if not _CLASSES:
        _CLASSES.update(_discover())
    return _CLASSES


def games() -> dict[str, dict[str, Any]]:
    return {gid: cls.INFO.to_json() for gid, cls in game_classes().items()}


def new_game(game_id: str, options: Mapping[str, Any], seed: int | None = None) -> Game:
    classes = game_classes()
    if game_id not in classes:
        raise BadOptions(f"there is no game {game_id!r}")
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    return classes[game_id](options, seed)


def load_game(saved: Mapping[str, Any] | str) -> Game:
    """Rebuild a game from :meth:`Game.to_json` output by replaying its log; BadSave says what is wrong."""
    if isinstance(saved, str):
        try:
            saved = json.loads(saved)
        except ValueError as exc:
            raise BadSave(f"the saved game is not JSON ({exc})") from None
    if not isinstance(saved, Mapping):
        raise BadSave("a saved game is an object")
    if saved.get("format") != SAVE_FORMAT:
        raise BadSave(f"unknown save format {saved.get('format')!r}")
    log = saved.get("log")
    if not isinstance(log, list):
        raise BadSave("the saved game has no action log")
    try:
        state = new_game(saved.get("game"), saved.get("options"), saved.get("seed"))  # type: ignore[arg-type]
    except BadOptions as exc:
        raise BadSave(f"the saved game's options are wrong: {exc}") from None
    for number, entry in enumerate(log, 1):
        if not (isinstance(entry, list) and len(entry) == 2):
            raise BadSave(f"move {number} of the saved game is malformed")
        try:
            state.apply(entry[0], entry[1])
        except IllegalAction as exc:
            raise BadSave(f"move {number} of the saved game is illegal: {exc}") from None
    return state
