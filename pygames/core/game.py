"""The game contract: a game is a subclass of :class:`Game` that declares data and implements small hooks.

Core owns the contract; a game supplies data and small hooks:

- actions: ``@action("play", fields={"card": "str"}, phases=("play",))`` on a method declares the action and makes
  that method its handler; the class collects them into ``ACTIONS`` (type → :class:`ActionSpec`: fields, their kinds,
  the phases where it is allowed, whether it may be taken back, the handler). Core checks the shape (a malformed action
  raises :class:`MalformedAction`), the seat and the phase, then calls the handler.
- ``REFUSALS`` and ``EVENTS``: key → English template. A refusal (``self.refuse``/``self.require``) and an event
  (``self.emit``) carry a key and arguments; the page words them in the player's language, the template is the
  developers' and the logs' fallback.
- ``_view(seat)``: the game's part of a view; core wraps it in one envelope (see :meth:`Game.view`).
- All chance comes from ``self.chance`` (:class:`Chance`): draws are named by kind, recorded, and scriptable by tests.

A state is options + seed (+ a chance script, for tests) + the action log; loading replays the log. Bots draw from
their own generator (see :meth:`Game.bot_rng`), so replaying a log (which never calls bots) reproduces the game.
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar, Generic, NoReturn, TypedDict, TypeVar

from pygames.core.actions import Action, ActionSpec, checked_shape, declared_in
from pygames.core.chance import Chance
from pygames.core.errors import BadOptions, IllegalAction, core_refusal, english
from pygames.core.values import is_whole

View = dict[str, Any]  # a whole view: the envelope and the game's own part
# The game's own part of a view: a TypedDict of the game's (views.py), which core wraps in the envelope.
ViewT = TypeVar("ViewT", bound=Mapping[str, Any])
SAVE_FORMAT = 1  # the shape of a save (Game.to_json); a game's own changes raise its SAVE_VERSION
BOT_LEVELS = ("easy", "normal", "hard")

# The envelope's keys: a game's _view must not use them (core checks).
ENVELOPE_KEYS = ("game", "seat", "to_act", "phase", "players", "events", "result", "can_undo")


class Outcome(TypedDict):
    """Why a game ended, as data: a key and arguments the page words, plus an English text."""

    key: str
    args: dict[str, Any]


class Result(TypedDict):
    winners: list[int]
    scores: list[float]
    reason: str  # English, for developers and logs
    outcome: Outcome  # the same, as a key and arguments for the page


class Envelope(TypedDict):
    """What every view starts with (ENVELOPE_KEYS); the game's own fields follow (see :meth:`Game.view`)."""

    game: str
    seat: int | None
    to_act: list[int]
    phase: str
    players: list[dict[str, Any]]
    events: list[dict[str, Any]]
    result: Result | None
    can_undo: bool  # whether this seat may take back its last move now (see Game.undo)


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
    # Whether several people may act at once in a race (Stikord's guesses): then they must say who has the device,
    # and the page asks the bridge with race: true for every person who must act.
    race_seats: bool = False
    points: bool = True  # whether the game keeps points (the result table shows a points column only then)
    # Events that are someone's outcome (an accusation, a guess judged): the table is shown them before it goes on
    # (short keys of EVENTS; the page holds the computers' next moves until a person has seen them).
    outcome_events: tuple[str, ...] = ()
    # Outcome events that show the person who moved something only they may see (Sleuth's accuser looks in the
    # envelope): at a table of several people, their own screen stays until they say they have seen it, and only then
    # does the curtain pass the device on.
    mover_sees: tuple[str, ...] = ()
    default_seats: int = 0  # how many seats the setup screen starts with; 0: the fewest it takes (at least 2)
    options: Mapping[str, Any] = field(default_factory=dict)  # per-game option defaults
    option_choices: Mapping[str, Sequence[Any]] = field(default_factory=dict)
    option_labels: Mapping[str, str] = field(default_factory=dict)  # what the setup screen calls each option
    choice_labels: Mapping[str, Mapping[Any, str]] = field(default_factory=dict)  # option → {value: label}
    # Options chosen seat by seat (a suspect, a colour): option → its choices. The option's value is a list with one
    # entry per seat, a choice or None (the game decides for that seat); its default in ``options`` is [] (all None).
    seat_choices: Mapping[str, Sequence[Any]] = field(default_factory=dict)
    # Options no setup screen offers, kept in every save: option → its values, the first the default of a new game.
    # A game that changes how it plays gives an older save the old value in Game._migrate_options, so that the save
    # keeps playing as it did (Intercept's keyword draw of its first release). The page never sees them (to_json).
    hidden_options: Mapping[str, Sequence[Any]] = field(default_factory=dict)
    # Options whose value names a seat (a number from 0; -1: the game decides): the setup offers the seats there are.
    seat_options: tuple[str, ...] = ()
    # Teams chosen seat by seat on the setup screen: the most teams the game may have (a button each in every seat's
    # row, named by the game's catalog, <id>.team.<n>). The choice is the option ``teams``: one digit a seat
    # ("0110"), which the game reads. 0: no teams to choose.
    seat_teams: int = 0
    # The fewest seats that play in teams (with fewer, everyone plays alone and no team is chosen); 0: any number.
    teams_from: int = 0

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
            "race_seats": self.race_seats,
            "points": self.points,
            "outcome_events": [f"{self.id}.{key}" for key in self.outcome_events],
            "mover_sees": [f"{self.id}.{key}" for key in self.mover_sees],
            "default_seats": self.default_seats or min(max(self.min_seats, 2), self.max_seats),
            "options": dict(self.options),
            "option_choices": {k: list(v) for k, v in self.option_choices.items()},
            "option_labels": {k: self.option_labels.get(k, k.replace("_", " ")) for k in self.options},
            "choice_labels": {
                k: {json.dumps(v): self.choice_labels.get(k, {}).get(v, str(v)) for v in choices}
                for k, choices in self.option_choices.items()
            },
            "seat_choices": {k: list(v) for k, v in self.seat_choices.items()},
            "seat_options": list(self.seat_options),
            "seat_teams": self.seat_teams,
            "teams_from": self.teams_from,
        }


@dataclass(frozen=True)
class Seat:
    name: str
    bot: str | None  # a level of BOT_LEVELS, or None for a person


@dataclass(frozen=True)
class Event:
    """Something that happened, as data. ``to``: the seats that see it at all (None: everyone). ``secret``: more
    arguments that only the seats in ``see`` get (a card shown to one player, the word at the guide's screen)."""

    index: int
    move: int  # how many actions had been applied when it happened (0: at setup)
    key: str
    args: Mapping[str, Any]
    to: tuple[int, ...] | None = None
    secret: Mapping[str, Any] | None = None
    see: tuple[int, ...] = ()

    def seen_by(self, seat: int | None) -> dict[str, Any] | None:
        if self.to is not None and seat not in self.to:
            return None
        args = dict(self.args)
        if self.secret and seat is not None and seat in self.see:
            args.update(self.secret)
        return {"i": self.index, "move": self.move, "key": self.key, "args": args}


class Game(ABC, Generic[ViewT]):
    """The game contract, generic over the game's typed view (``class Sleuth(Game[SleuthView])``: its ``_view``
    returns a SleuthView). Subclasses declare data (INFO, PHASES, REFUSALS, EVENTS, OUTCOMES), their actions with
    :func:`~pygames.core.actions.action` on the handlers, and implement the hooks.

    A handler (by convention ``_on_<type>(self, seat, action)``) gets an action of the declared shape, in an allowed
    phase, from a seat that must act. It validates the rest completely before changing anything (``self.require``),
    so that an IllegalAction leaves the state untouched (the compliance suite checks this for every game).
    A subclass inherits its base's actions; one that changes a handler declares it again with @action.
    """

    INFO: ClassVar[GameInfo]
    PHASES: ClassVar[tuple[str, ...]]
    ACTIONS: ClassVar[Mapping[str, ActionSpec]] = MappingProxyType({})  # collected from @action (__init_subclass__)
    REFUSALS: ClassVar[Mapping[str, str]] = {}  # short key → English template; the full key is "<id>.<key>"
    EVENTS: ClassVar[Mapping[str, str]] = {}
    OUTCOMES: ClassVar[Mapping[str, str]] = {}  # why a game ended: short key → English template
    SAVE_VERSION: ClassVar[int] = 1  # the game's own save version: raise it when a change needs _migrate

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Collect the actions the class body declares with @action, after those of its bases, into ACTIONS."""
        super().__init_subclass__(**kwargs)
        if "ACTIONS" in cls.__dict__:
            raise TypeError(f"{cls.__name__}: declare actions with @action on their handlers, not in ACTIONS")
        own = declared_in(cls.__dict__, cls.__name__)
        cls.ACTIONS = MappingProxyType({**cls.ACTIONS, **own})

    @classmethod
    def check_declarations(cls) -> None:
        """Every declared action has its handler and names only declared phases (the registry checks each game)."""
        for kind, spec in cls.ACTIONS.items():
            if not callable(spec.handler):
                raise TypeError(f"{cls.__name__} declares the action {kind!r} without a handler (use @action)")
            unknown = set(spec.phases) - set(cls.PHASES)
            if unknown:
                raise TypeError(f"{cls.__name__}: action {kind!r} names unknown phases {sorted(unknown)}")

    def __init__(self, options: Mapping[str, Any], seed: int, script: Mapping[str, Sequence[Any]] | None = None):
        if not is_whole(seed):
            raise BadOptions("the seed must be a whole number", "core.bad_seed")
        self.options: dict[str, Any] = self._read_options(options)
        self.seed = seed
        self.seats: list[Seat] = [Seat(s["name"], s["bot"]) for s in self.options["seats"]]
        self.chance = Chance(seed, script)
        self.scripted = script is not None
        self.log: list[tuple[int, Action]] = []
        self.events: list[Event] = []
        # Undo (see undo()): per log entry, whether it sealed the history (derived while applying, so a load
        # recomputes it); which entries a bot chose (not saved: only the bridge's "bot" op makes them).
        self.sealed_moves: list[bool] = []
        self.bot_moves: set[int] = set()
        self._sealing = False
        self._setup()

    # ----- options -------------------------------------------------------------------------------------------
    def _read_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        info = self.INFO
        if not isinstance(options, Mapping):
            raise BadOptions("options must be an object", "core.bad_options")
        unknown = set(options) - {"seats", "language"} - set(info.options) - set(info.hidden_options)
        if unknown:
            names = ", ".join(sorted(map(str, unknown)))
            raise BadOptions(f"unknown option(s) for {info.title}: {names}", "core.unknown_option", {"names": names})
        raw_seats = options.get("seats")
        if not isinstance(raw_seats, list):
            raise BadOptions("options.seats must be a list of seats", "core.bad_seats")
        if not info.min_seats <= len(raw_seats) <= info.max_seats:
            raise BadOptions(
                f"{info.title} takes {info.min_seats} to {info.max_seats} seats, not {len(raw_seats)}",
                "core.seat_count",
                {"min": info.min_seats, "max": info.max_seats, "count": len(raw_seats)},
            )
        seats = []
        for i, raw in enumerate(raw_seats):
            if not isinstance(raw, Mapping):
                raise BadOptions(f"seat {i + 1} must be an object", "core.bad_seat", {"seat": i})
            bot = raw.get("bot")
            if bot is not None and (not info.bots or bot not in BOT_LEVELS):
                raise BadOptions(f"seat {i + 1}: no bot level {bot!r} in {info.title}", "core.bad_bot", {"seat": i})
            name = raw.get("name")
            if name is None:
                name = f"Bot {i + 1}" if bot else f"Player {i + 1}"
            if not isinstance(name, str) or not name.strip() or len(name) > 40:
                raise BadOptions(f"seat {i + 1}: a name is 1 to 40 characters", "core.bad_name", {"seat": i})
            seats.append({"name": name.strip(), "bot": bot})
        language = options.get("language", info.languages[0])
        if language not in info.languages:
            raise BadOptions(
                f"{info.title} has no language {language!r} (it has {', '.join(info.languages)})",
                "core.bad_language",
                {"language": str(language)},
            )
        normalised: dict[str, Any] = {"seats": seats, "language": language}
        for key, default in info.options.items():
            value = options.get(key, default)
            if key in info.seat_choices:
                normalised[key] = self._read_seat_choices(key, value, len(seats))
                continue
            choices = info.option_choices.get(key)
            same_kind = isinstance(value, bool) == isinstance(default, bool)  # True == 1 must not pass for a number
            if not same_kind or (choices is not None and value not in choices):
                raise BadOptions(
                    f"option {key} cannot be {json.dumps(value)}", "core.bad_option_value", {"option": key}
                )
            normalised[key] = value
        for key, values in info.hidden_options.items():
            value = options.get(key, values[0])
            if isinstance(value, bool) != isinstance(values[0], bool) or value not in values:
                raise BadOptions(
                    f"option {key} cannot be {json.dumps(value)}", "core.bad_option_value", {"option": key}
                )
            normalised[key] = value
        self._normalise_options(normalised)
        return normalised

    def _read_seat_choices(self, key: str, value: object, count: int) -> list[Any]:
        """An option chosen seat by seat: [] (every seat takes the game's default) or one choice or None per seat."""
        if not isinstance(value, list) or len(value) not in (0, count):
            raise BadOptions(f"option {key} lists one choice per seat (or none)", "core.seat_choices", {"option": key})
        choices = self.INFO.seat_choices[key]
        for seat, choice in enumerate(value):
            if choice is not None and (isinstance(choice, bool) or choice not in choices):
                text = choice if isinstance(choice, str) else json.dumps(choice)
                raise BadOptions(
                    f"seat {seat + 1}: option {key} cannot be {text!r}",
                    "core.bad_seat_choice",
                    {"seat": seat, "n": seat + 1, "option": key, "value": text},
                )
        return list(value)

    def _normalise_options(self, options: dict[str, Any]) -> None:
        """Game-specific checks and normalisation of the options, in place; raise BadOptions."""

    # ----- hooks a game implements ---------------------------------------------------------------------------
    @abstractmethod
    def _setup(self) -> None:
        """Build the initial state from self.options, drawing chance from self.chance only."""

    @abstractmethod
    def to_act(self) -> list[int]:
        """Seats that must act now (several for simultaneous steps); [] once the game is over."""

    @abstractmethod
    def _phase(self) -> str:
        """The current phase, one of PHASES."""

    @abstractmethod
    def _legal_actions(self, seat: int) -> list[Action]:
        """Concrete legal actions of a seat that is in to_act()."""

    @abstractmethod
    def _view(self, seat: int | None) -> ViewT:
        """The game's part of what ``seat`` may see (None: the public view); core wraps it in the envelope."""

    @abstractmethod
    def result(self) -> Result | None:
        """None until the end (build it with :meth:`outcome`)."""

    def _scores(self) -> Sequence[float] | None:
        """Each seat's score as the players see it now, or None for a game without running scores."""
        return None

    def static(self) -> dict[str, Any]:
        """Data that never changes during a game (a board, the sheets, dice faces): sent once, not in every view."""
        return {}

    @classmethod
    def _bot_choose(cls, view: View, legal: list[Action], level: str, rng: random.Random) -> Action:
        """A bot's decision from its seat's view only. A classmethod, so it cannot reach the state.

        Only called when INFO.bots is true; a game with bots overrides it."""
        raise NotImplementedError(f"{cls.__name__} declares bots but has no _bot_choose")

    @classmethod
    def _migrate(cls, version: int, log: list[Any]) -> list[Any]:
        """Turn the log of a save written with an older SAVE_VERSION into today's actions."""
        return log

    @classmethod
    def _migrate_options(cls, version: int, options: dict[str, Any]) -> dict[str, Any]:
        """The options of a save written with an older SAVE_VERSION as today's: typically a hidden option
        (GameInfo.hidden_options) that keeps the older release's way of playing for that game."""
        return options

    # ----- refusals and events, for handlers ---------------------------------------------------------------
    def refuse(self, key: str, /, **args: Any) -> NoReturn:
        """Raise IllegalAction with the game's refusal ``key`` (declared in REFUSALS) and its arguments."""
        template = self.REFUSALS.get(key)
        if template is None:
            raise KeyError(f"{type(self).__name__} has no refusal {key!r} in REFUSALS")
        raise IllegalAction(english(template, args), f"{self.INFO.id}.{key}", args)

    def require(self, condition: bool, key: str, /, **args: Any) -> None:
        """Refuse with ``key`` unless ``condition`` holds; for validating an action before any change."""
        if not condition:
            self.refuse(key, **args)

    def seal(self) -> None:
        """Mark the action being applied as one that can never be taken back (it shows something hidden).

        For a case core cannot see by itself: an action whose every case reveals declares ``undoable=False``."""
        self._sealing = True

    def emit(
        self,
        key: str,
        args: Mapping[str, Any] | None = None,
        *,
        to: Sequence[int] | None = None,
        secret: Mapping[str, Any] | None = None,
        see: Sequence[int] = (),
    ) -> None:
        """Record that something happened (``key`` declared in EVENTS). See :class:`Event` for who sees what."""
        if key not in self.EVENTS:
            raise KeyError(f"{type(self).__name__} has no event {key!r} in EVENTS")
        self.events.append(
            Event(
                index=len(self.events),
                move=len(self.log),
                key=f"{self.INFO.id}.{key}",
                args=json.loads(json.dumps(dict(args or {}))),
                to=None if to is None else tuple(to),
                secret=None if secret is None else json.loads(json.dumps(dict(secret))),
                see=tuple(see),
            )
        )

    def outcome(self, winners: list[int], scores: Sequence[float], key: str, /, **args: Any) -> Result:
        """The result of a finished game; ``key`` names why it ended (declared in OUTCOMES)."""
        template = self.OUTCOMES.get(key)
        if template is None:
            raise KeyError(f"{type(self).__name__} has no outcome {key!r} in OUTCOMES")
        return {
            "winners": list(winners),
            "scores": [float(s) for s in scores],
            "reason": english(template, args),
            "outcome": {"key": f"{self.INFO.id}.{key}", "args": json.loads(json.dumps(args))},
        }

    # ----- the public contract -----------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        self._check_seat(seat)
        if seat not in self.to_act():
            return []
        return self._legal_actions(seat)

    def check_shape(self, action: object) -> Action:
        """The action as plain JSON of a declared shape, or MalformedAction saying what is wrong."""
        return checked_shape(self.ACTIONS, action)

    def apply(self, seat: int, action: Action, *, by_bot: bool = False) -> None:
        """Apply ``seat``'s action, or raise IllegalAction (MalformedAction for a shape error) and change nothing.

        ``by_bot``: a bot chose it, so nobody may take it back (a person undoes only their own moves)."""
        self._check_seat(seat)
        if self.result() is not None:
            raise core_refusal("core.game_over")
        if seat not in self.to_act():
            raise core_refusal("core.not_your_turn", seat=seat)
        frozen = self.check_shape(action)
        spec = self.ACTIONS[frozen["type"]]
        phase = self._phase()
        if spec.phases and phase not in spec.phases:
            raise core_refusal("core.not_now", action=frozen["type"], phase=phase)
        events_before = len(self.events)
        draws_before = len(self.chance.draws)
        self._sealing = False
        try:
            assert spec.handler is not None  # check_declarations
            spec.handler(self, seat, frozen)
        except IllegalAction:
            del self.events[events_before:]  # a handler refuses before any change, events included
            self._sealing = False
            raise
        sealed = (
            not spec.undoable
            or self._sealing
            or len(self.chance.draws) > draws_before  # a die, a card, a shuffle: it must not be drawn again
            or any(self._shows_others(event, seat) for event in self.events[events_before:])
        )
        self._sealing = False
        self.log.append((seat, frozen))
        self.sealed_moves.append(sealed)
        if by_bot:
            self.bot_moves.add(len(self.log) - 1)

    def _shows_others(self, event: Event, actor: int) -> bool:
        """Whether ``event`` shows a seat other than the actor something not everyone sees (a card shown to one
        player, a team's secret code). What only the actor sees is the actor's own doing (the word they chose, their
        clues); an action that shows the actor something new is sealed by drawing chance or by its game."""
        everyone = set(range(len(self.seats)))
        if event.to is not None and set(event.to) != everyone and set(event.to) - {actor}:
            return True
        return bool(event.secret) and bool(set(event.see) - {actor})

    # ----- undo --------------------------------------------------------------------------------------------------
    # The policy of the big online table-game sites: a person may take back their own last move until another seat
    # has acted or the move revealed hidden information. In a simultaneous step (everyone writes at once, a race)
    # "another seat has acted" means any later entry in the log. A finished game is final.
    def undo_refusal(self, seat: int) -> IllegalAction | None:
        """Why ``seat`` may not take back a move now (None: it may, see :meth:`can_undo`)."""
        if self.can_undo(seat):
            return None
        own = [i for i, (s, _) in enumerate(self.log) if s == seat and i not in self.bot_moves]
        if self.seats[seat].bot is not None or not own:
            return core_refusal("core.nothing_to_undo", seat=seat)
        if self.result() is not None:
            return core_refusal("core.undo_too_late", seat=seat, why="over")
        if own[-1] != len(self.log) - 1:
            return core_refusal("core.undo_too_late", seat=seat, why="acted")
        return core_refusal("core.undo_too_late", seat=seat, why="revealed")  # the only reason left

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat`` may take back its last move now: only from the log's last entry, without walking the log
        or wording a refusal (every reply asks it of every person at the table)."""
        self._check_seat(seat)
        last = len(self.log) - 1
        return (
            self.seats[seat].bot is None
            and last >= 0
            and self.log[last][0] == seat  # the last move is the seat's own (so it has one)...
            and last not in self.bot_moves  # ...made by the person, not by a bot for them
            and not self.sealed_moves[last]
            and self.result() is None
        )

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last move: the state becomes exactly what it was before it (every view, the legal
        actions, the save, the numbering of events), by replaying the log without it. Or raise IllegalAction
        (``core.nothing_to_undo``, ``core.undo_too_late``) and change nothing."""
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            raise refusal
        saved = self.to_json()
        fresh = type(self)(saved["options"], self.seed, saved.get("chance"))
        for number, (s, action) in enumerate(self.log[:-1]):
            fresh.apply(s, action, by_bot=number in self.bot_moves)
        # The same object stays the session's game (callers hold it), now holding the earlier state.
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)

    def view(self, seat: int | None, since: int = 0) -> View:
        """All that ``seat`` may see (None: the public view), in the envelope every game shares:

        ``game``, ``seat``, ``to_act``, ``phase``, ``players`` (name, bot, score), ``events`` (those this seat sees,
        from index ``since`` on), ``result``, ``can_undo`` (whether this seat may take back its last move now, see
        :meth:`undo`), and the game's own fields from ``_view``."""
        if seat is not None:
            self._check_seat(seat)
        body = self._view(seat)
        clash = set(ENVELOPE_KEYS) & set(body)
        if clash:
            raise TypeError(f"{type(self).__name__}._view uses the envelope's keys {sorted(clash)}")
        scores = self._scores()
        players = [
            {"name": s.name, "bot": s.bot, "score": None if scores is None else scores[i]}
            for i, s in enumerate(self.seats)
        ]
        events = [e for e in (ev.seen_by(seat) for ev in self.events[max(0, since) :]) if e is not None]
        envelope: Envelope = {
            "game": self.INFO.id,
            "seat": seat,
            "to_act": self.to_act(),
            "phase": self._phase(),
            "players": players,
            "events": events,
            "result": self.result(),
            "can_undo": seat is not None and self.can_undo(seat),
        }
        return {**envelope, **body}

    def event_text(self, event: Mapping[str, Any]) -> str:
        """An event of a view in English (for developers, logs and tests)."""
        short = str(event["key"]).split(".", 1)[1]
        return english(self.EVENTS.get(short, event["key"]), event["args"])

    def bot_rng(self, seat: int) -> random.Random:
        """The bot's own generator: seeded from the game's seed, the seat and the move number, never the game's."""
        return random.Random(f"bot:{self.seed}:{seat}:{len(self.log)}")

    def bot_action(self, seat: int, level: str | None = None) -> Action:
        self._check_seat(seat)
        if not self.INFO.bots:
            raise core_refusal("core.no_bots")
        legal = self.legal_actions(seat)
        if not legal:
            raise core_refusal("core.nothing_to_do", seat=seat)
        chosen_level = level or self.seats[seat].bot or "normal"
        return self._bot_choose(self.view(seat), legal, chosen_level, self.bot_rng(seat))

    def to_json(self) -> dict[str, Any]:
        saved: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "game": self.INFO.id,
            "version": self.SAVE_VERSION,
            "options": json.loads(json.dumps(self.options)),
            "seed": self.seed,
            "log": self.log_json(),
        }
        if self.scripted:
            saved["chance"] = json.loads(json.dumps(self.chance.script))
        return saved

    def log_json(self, start: int = 0) -> list[list[Any]]:
        """The log's entries from ``start`` on as they are saved: ``[seat, action]``, copies the caller may keep."""
        return [[seat, json.loads(json.dumps(action))] for seat, action in self.log[start:]]

    def _check_seat(self, seat: object) -> None:
        if not is_whole(seat) or not 0 <= seat < len(self.seats):  # type: ignore[operator]
            raise core_refusal("core.no_seat", seat=seat if is_whole(seat) else repr(seat))
