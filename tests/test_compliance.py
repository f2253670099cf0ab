"""The game contract, checked against every game in pygames.GAMES (a new game gets these tests for free), and against
the example game of tests/example_game/ (the template a new game copies), which the site never lists: it is
registered here by hand (``pygames.core.register``) and checked by id like the others (CONTRACT_IDS).

- seeded random playouts reach the end, with a well-formed result;
- same options, seed and actions → the same game;
- illegal actions raise IllegalAction and change nothing (to_json and every view);
- load_game(to_json()) round-trips mid-game; views are JSON;
- bots-only games end, and bots only ever choose legal actions;
- no view shows a seat what it may not see: each game's test module, tests/test_<id>.py, defines
  assert_view_hides_secrets(state, seat, view), which knows that game's secrets (and tests/test_secrecy.py checks
  every game with hidden information as information: other hidden facts, same view);
- every view is core's envelope; actions are declared as data and a malformed one is told from an illegal one;
- playouts sample the game's options too, not only the seats.
"""

from __future__ import annotations

import ast
import importlib
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import pygames
from pygames.core import BOT_LEVELS, ENVELOPE_KEYS, BadOptions, BadSave, Game, IllegalAction, MalformedAction
from tests import example_game

GAME_IDS = sorted(pygames.GAMES)  # the site's games
pygames.core.register(example_game.GAME)  # found by id (new_game, load_game), never listed in pygames.GAMES
CONTRACT_IDS = [*GAME_IDS, example_game.GAME.INFO.id]  # what this suite and the secrecy test check


def info(game_id: str) -> dict[str, Any]:
    """A game's registry entry (as pygames.GAMES has it), the example game's too."""
    cls = pygames.core.game_class(game_id)
    assert cls is not None, game_id
    return cls.INFO.to_json()


def known_keys(game_id: str) -> set[str]:
    """Every key the game may send: core's, and its own refusals, events and outcomes."""
    cls = pygames.core.game_class(game_id)
    assert cls is not None, game_id
    tables = (cls.REFUSALS, cls.EVENTS, cls.OUTCOMES)
    return set(pygames.core.catalog_keys()) | {f"{game_id}.{key}" for table in tables for key in table}


PLAYOUTS = 200
MAX_STEPS = 20_000


def random_options(game_id: str, rng: random.Random, bots: bool = False) -> dict[str, Any]:
    """Seats, language and every game option drawn at random (an option left at its default half the time)."""
    entry = info(game_id)
    for _ in range(100):
        count = rng.randint(entry["min_seats"], entry["max_seats"])
        seats = [{"name": f"P{i}", "bot": rng.choice(BOT_LEVELS) if bots else None} for i in range(count)]
        options: dict[str, Any] = {"seats": seats, "language": rng.choice(entry["languages"])}
        for key, choices in entry["option_choices"].items():
            if rng.random() < 0.5:
                options[key] = rng.choice(choices)
        try:
            pygames.new_game(game_id, options, seed=0)
        except BadOptions:
            continue  # a combination the game refuses (more seats than the option allows, say): draw again
        return options
    raise AssertionError(f"{game_id}: no playable random options in 100 tries")


def all_views(state: Game, since: int = 0) -> list[str]:
    """Every seat's view as JSON; ``since`` leaves out the older events (events are only ever appended)."""
    return [json.dumps(state.view(seat, since), sort_keys=True) for seat in [None, *range(len(state.seats))]]


def stepwise(game_id: str, seed: int) -> Iterator[str]:
    """After each step of a playout, the log entries and the events of every view that step added; then the whole save.
    (The whole save at every step made the test quadratic: a Stikord playout of 600 steps took 4-6 s a seed.)"""
    since = logged = 0
    state = None
    for state in playout(game_id, seed):
        yield json.dumps(state.log_json(logged)) + "".join(all_views(state, since))
        since, logged = len(state.events), len(state.log)
    assert state is not None
    yield json.dumps(state.to_json())


def random_step(state: Game, rng: random.Random) -> tuple[int, dict[str, Any]]:
    seat = rng.choice(state.to_act())
    legal = state.legal_actions(seat)
    assert legal, f"seat {seat} is to act but has no legal action"
    return seat, rng.choice(legal)


def playout(game_id: str, seed: int, stop_after: int | None = None) -> Iterator[Game]:
    """Yield the state after each random action of a seeded game (the first yield is the new game)."""
    rng = random.Random(seed)
    state = pygames.new_game(game_id, random_options(game_id, rng), seed=seed)
    yield state
    for _ in range(MAX_STEPS if stop_after is None else stop_after):
        if state.result() is not None:
            return
        seat, action = random_step(state, rng)
        state.apply(seat, action)
        yield state
    assert stop_after is not None, f"{game_id} seed {seed}: no end after {MAX_STEPS} random actions"


def last(states: Iterator[Game]) -> Game:
    state = next(states)
    for state in states:  # noqa: B007 - run the playout to its end
        pass
    return state


@pytest.mark.parametrize("game_id", CONTRACT_IDS)
def test_info_is_complete(game_id: str) -> None:
    entry = info(game_id)
    assert entry["id"] == game_id
    assert entry["title"] and entry["tagline"]
    assert 1 <= entry["min_seats"] <= entry["max_seats"]
    assert entry["languages"]
    assert isinstance(entry["race_seats"], bool)
    for key, choices in entry["option_choices"].items():
        assert entry["options"][key] in choices, f"the default of {key} is not one of its choices"
        assert set(entry["choice_labels"][key]) == {json.dumps(c) for c in choices}
    assert isinstance(entry["points"], bool)
    events = {f"{game_id}.{key}" for key in pygames.core.game_class(game_id).EVENTS}  # type: ignore[union-attr]
    assert set(entry["outcome_events"]) <= events, "an outcome event the game does not declare"
    assert set(entry["mover_sees"]) <= set(entry["outcome_events"]), "a mover's own outcome that is not an outcome"
    for key in entry["seat_options"]:  # a seat number: -1 (the game decides) or a seat from 0
        assert min(entry["option_choices"][key]) == -1 and max(entry["option_choices"][key]) == entry["max_seats"] - 1
    json.dumps(entry)


@pytest.mark.parametrize("game_id", CONTRACT_IDS)
def test_the_game_declares_its_contract_as_data(game_id: str) -> None:
    cls = pygames.core.game_class(game_id)
    assert cls is not None
    assert cls.PHASES and cls.ACTIONS
    for kind, spec in cls.ACTIONS.items():
        # Declared with @action on its handler, a method of the game's class (go-to-definition leads to it).
        assert callable(spec.handler), kind
        assert getattr(cls, spec.handler.__name__) is spec.handler, kind
        assert set(spec.phases) <= set(cls.PHASES)
        json.dumps(spec.to_json())
    assert cls.OUTCOMES, "a game says why it ended with an outcome key"
    for key in [*cls.REFUSALS, *cls.EVENTS, *cls.OUTCOMES]:
        assert "." not in key and key == key.lower(), f"{key}: keys are short snake_case; core adds the game id"


def package_of(game_id: str) -> tuple[str, Path]:
    """The game's package: its name and its folder."""
    cls = pygames.core.game_class(game_id)
    assert cls is not None
    name = cls.__module__.rsplit(".", 1)[0]
    module = importlib.import_module(name)
    assert module.GAME is cls, f"{name} exports GAME, the game's class"
    assert module.__file__ is not None
    return name, Path(module.__file__).parent


@pytest.mark.parametrize("game_id", CONTRACT_IDS)
def test_every_game_package_has_the_same_shape(game_id: str) -> None:
    """game.py (the state and the actions), views.py (what a seat sees), bots.py (computer players, or why there are
    none), and data/ holding every data file of the game (its sub-folders kept); other modules as the game needs."""
    name, folder = package_of(game_id)
    cls = pygames.core.game_class(game_id)
    assert cls is not None and cls.__module__ == f"{name}.game"
    for module in ("__init__.py", "game.py", "views.py", "bots.py"):
        assert (folder / module).is_file(), f"{name} has no {module}"
    data = folder / "data"
    files = [p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    assert any(data in p.parents for p in files), f"{name} has no data files in data/"
    assert [p.name for p in files if p.suffix != ".py" and data not in p.parents] == [], "data files go in data/"
    assert [p.name for p in files if p.suffix == ".py" and data in p.parents] == [], "data/ holds no modules"


def top_level_imports(path: Path, name: str, modules: set[str]) -> set[str]:
    """The modules of ``modules`` that the module ``name`` imports when it is imported (its top-level statements,
    ``if TYPE_CHECKING:`` blocks included: a cycle for the type checker is one for the reader too)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    statements = list(tree.body)
    found: set[str] = set()
    while statements:
        node = statements.pop()
        if isinstance(node, ast.If | ast.Try):
            statements += [*node.body, *node.orelse]
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name in modules}
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            for alias in node.names:
                target = f"{node.module}.{alias.name}"
                if target in modules:
                    found.add(target)
                elif node.module in modules:
                    found.add(node.module)
    return found - {name}


def test_no_module_imports_one_that_imports_it_back() -> None:
    """No import cycle in pygames or the example game: the rules import the views and the bots, never the reverse."""
    roots = {"pygames": Path(pygames.__file__).parent, "tests.example_game": Path(example_game.__file__).parent}
    paths: dict[str, Path] = {}
    for prefix, root in roots.items():
        for path in root.rglob("*.py"):
            parts = path.relative_to(root).with_suffix("").parts
            paths[".".join([prefix, *parts]).removesuffix(".__init__")] = path
    graph = {name: top_level_imports(path, name, set(paths)) for name, path in paths.items()}

    def cycle_from(start: str) -> list[str] | None:
        stack = [(start, [start])]
        while stack:
            name, trail = stack.pop()
            for target in graph[name]:
                if target == start:
                    return [*trail, start]
                if target not in trail:
                    stack.append((target, [*trail, target]))
        return None

    assert "pygames.bullseye.views" in graph["pygames.bullseye.bots"]
    cycles = [cycle for cycle in map(cycle_from, sorted(graph)) if cycle is not None]
    assert cycles == [], " -> ".join(cycles[0]) if cycles else ""


@pytest.mark.parametrize("game_id", CONTRACT_IDS)
def test_every_view_is_the_envelope_and_events_are_keys(game_id: str) -> None:
    cls = pygames.core.game_class(game_id)
    assert cls is not None
    keys = {f"{game_id}.{k}" for k in cls.EVENTS}
    seen: set[str] = set()
    for seed in range(8):
        since = 0
        for state in playout(game_id, seed):
            for seat in [None, *range(len(state.seats))]:
                view = state.view(seat, since)
                assert set(ENVELOPE_KEYS) <= set(view)
                assert view["seat"] == seat and view["to_act"] == state.to_act()
                assert view["phase"] in cls.PHASES
                assert [p["name"] for p in view["players"]] == [s.name for s in state.seats]
                assert view["result"] == state.result()
                # Undo: only a seat whose own move is the last in the log, never the public view.
                assert isinstance(view["can_undo"], bool)
                assert view["can_undo"] == (seat is not None and state.undo_refusal(seat) is None)
                if view["can_undo"]:
                    assert state.log[-1][0] == seat and state.result() is None
                for event in view["events"]:
                    assert event["key"] in keys, event
                    assert isinstance(event["args"], dict)
                    seen.add(event["key"])
                    state.event_text(event)
            since = len(state.events)
    assert seen, "a game tells what happened with events"


@pytest.mark.parametrize("game_id", CONTRACT_IDS)
def test_seats_that_do_not_exist_are_refused(game_id: str) -> None:
    state = next(playout(game_id, 1))
    for seat in (-1, len(state.seats), 99, True, "0"):
        with pytest.raises(IllegalAction) as refused:
            state.view(seat)  # type: ignore[arg-type]
        assert refused.value.key == "core.no_seat"
        with pytest.raises(IllegalAction):
            state.legal_actions(seat)  # type: ignore[arg-type]


@pytest.mark.parametrize("game_id", CONTRACT_IDS)
def test_a_malformed_action_is_told_from_an_illegal_one(game_id: str) -> None:
    state = next(playout(game_id, 2))
    seat = state.to_act()[0]
    legal = state.legal_actions(seat)[0]
    malformed: list[Any] = [None, "x", {"type": 3}, {"type": "no such action"}, {**legal, "extra": 1}]
    malformed += [{k: v for k, v in legal.items() if k != key} for key in legal if key != "type"]
    for action in malformed:
        with pytest.raises(MalformedAction):
            state.apply(seat, action)
    others = [s for s in range(len(state.seats)) if s not in state.to_act()]
    if others:
        with pytest.raises(IllegalAction) as refused:
            state.apply(others[0], legal)
        assert not isinstance(refused.value, MalformedAction) and refused.value.key == "core.not_your_turn"


@pytest.mark.parametrize("game_id", CONTRACT_IDS)
def test_refusals_carry_a_declared_key(game_id: str) -> None:
    known = known_keys(game_id)
    refused = 0
    for seed in range(10):
        rng = random.Random(seed)
        state = last(playout(game_id, seed, stop_after=rng.randint(0, 60)))
        if state.result() is not None:  # a short game (Sleuth's random play accuses at once): its first position
            state = next(playout(game_id, seed))
        saved = state.to_json()
        seat = state.to_act()[0]
        for action in state.legal_actions(seat)[:6]:
            for bad in mutations(action, rng):
                try:
                    state.apply(seat, bad)
                except IllegalAction as exc:
                    refused += 1
                    assert exc.key in known, f"{exc.key} is not declared"
                    assert str(exc) and json.dumps(exc.to_json())
                else:  # the mutation happened to be legal: go on from the state before it
                    state = pygames.load_game(saved)
    assert refused


@pytest.mark.parametrize("game_id", CONTRACT_IDS)
def test_random_playouts_reach_the_end(game_id: str) -> None:
    for seed in range(PLAYOUTS):
        state = last(playout(game_id, seed))
        result = state.result()
        assert result is not None
        assert state.to_act() == []
        assert set(result["winners"]) <= set(range(len(state.seats)))
        assert len(result["scores"]) == len(state.seats)
        assert isinstance(result["reason"], str) and result["reason"]
        assert result["outcome"]["key"] in known_keys(game_id)
        json.dumps(result)
        for seat in range(len(state.seats)):
            assert state.legal_actions(seat) == []
            with pytest.raises(IllegalAction):
                state.apply(seat, {"type": "draw"})


@pytest.mark.parametrize("game_id", CONTRACT_IDS)
def test_same_seed_same_game(game_id: str) -> None:
    for seed in range(10):
        assert list(stepwise(game_id, seed)) == list(stepwise(game_id, seed))


@pytest.mark.parametrize("game_id", CONTRACT_IDS)
def test_load_game_round_trips_mid_game(game_id: str) -> None:
    for seed in range(30):
        rng = random.Random(seed)
        state = last(playout(game_id, seed, stop_after=rng.randint(0, 150)))
        saved = json.loads(json.dumps(state.to_json()))
        loaded = pygames.load_game(saved)
        assert loaded.to_json() == state.to_json()
        assert all_views(loaded) == all_views(state)
        assert loaded.to_act() == state.to_act()
        for seat in range(len(state.seats)):
            assert loaded.legal_actions(seat) == state.legal_actions(seat)
        assert pygames.load_game(json.dumps(saved)).to_json() == state.to_json()


def scribble(value: Any) -> None:
    """Change every dict and list inside ``value`` in place (what a caller keeping a save might do to it)."""
    if isinstance(value, dict):
        for item in list(value.values()):
            scribble(item)
        value["scribbled"] = True
        if "type" in value:
            value["type"] = "scribbled"
    elif isinstance(value, list):
        for item in value:
            scribble(item)
        value.append("scribbled")


@pytest.mark.parametrize("game_id", CONTRACT_IDS)
def test_a_save_and_log_entries_handed_out_are_copies_the_game_does_not_share(game_id: str) -> None:
    """to_json() and log_json() hand out copies: a caller that edits them (the page keeps the save, the bridge sends
    new log entries) must not rewrite the running game's history, options or chance script."""
    for seed in range(6):
        rng = random.Random(seed)
        state = last(playout(game_id, seed, stop_after=rng.randint(1, 40)))
        before, views = json.dumps(state.to_json()), all_views(state)
        scribble(state.to_json())
        scribble(state.log_json())
        scribble(state.log_json(len(state.log) // 2))
        assert json.dumps(state.to_json()) == before and all_views(state) == views
        assert pygames.load_game(json.loads(before)).to_json() == state.to_json()
        # A save that carries a chance script (a scripted game's) hands out a copy of the script too.
        scripted = pygames.new_game(game_id, state.options, state.seed, script=state.chance.script_of_draws())
        for seat, action in state.log:
            scripted.apply(seat, action)
        saved = json.dumps(scripted.to_json())
        scribble(scripted.to_json())
        assert json.dumps(scripted.to_json()) == saved


def mutations(action: dict[str, Any], rng: random.Random) -> Iterator[dict[str, Any]]:
    """Actions near a legal one that are likely illegal: unknown types, missing, extra and garbled fields."""
    junk: list[Any] = [None, -1, 99, "", "zz", [], {}, [1, 2], True, 3.5, "A" * 50, [[99, 99]], "Nobody"]
    yield {"type": "no such action"}
    yield {"type": action["type"], "unexpected": rng.choice(junk)}
    for key in action:
        if key == "type":
            continue
        yield {k: v for k, v in action.items() if k != key}
        for _ in range(3):
            yield {**action, key: rng.choice(junk)}


@pytest.mark.parametrize("game_id", CONTRACT_IDS)
def test_illegal_actions_change_nothing(game_id: str) -> None:
    tried = rejected = 0
    for seed in range(40):
        rng = random.Random(1000 + seed)
        state = last(playout(game_id, seed, stop_after=rng.randint(0, 120)))
        if state.result() is not None:
            continue
        before_json = json.dumps(state.to_json())
        before_views = all_views(state)
        candidates: list[tuple[Any, Any]] = [(len(state.seats), {"type": "x"}), (-1, {"type": "x"}), ("0", {})]
        waiting = [s for s in range(len(state.seats)) if s not in state.to_act()]
        acting = state.to_act()[0]
        legal = state.legal_actions(acting)
        for seat in waiting:
            candidates += [(seat, a) for a in state.legal_actions(acting)[:5]]
        candidates += [(acting, None), (acting, "draw"), (acting, {"no": "type"}), (acting, {"type": 7})]
        for action in rng.sample(legal, min(4, len(legal))):
            candidates += [(acting, m) for m in mutations(action, rng)]
        legal_json = [json.dumps(a, sort_keys=True) for a in legal]
        for seat, action in candidates:
            if seat == acting and isinstance(action, dict) and json.dumps(action, sort_keys=True) in legal_json:
                continue
            tried += 1
            try:
                state.apply(seat, action)
            except IllegalAction as exc:
                rejected += 1
                assert str(exc), "an IllegalAction must say why"
                assert json.dumps(state.to_json()) == before_json, f"{action!r} changed the state"
                assert all_views(state) == before_views, f"{action!r} changed a view"
            else:
                # The garbled action happened to be legal (a free-text field, say): start again from a copy.
                state = pygames.load_game(json.loads(before_json))
    assert rejected > tried * 0.5, f"only {rejected} of {tried} garbled actions were refused"


@pytest.mark.parametrize("game_id", CONTRACT_IDS)
def test_bots_play_legal_actions_to_the_end(game_id: str) -> None:
    if not info(game_id)["bots"]:
        pytest.skip(f"{game_id} has no bots")
    for seed in range(12):
        rng = random.Random(seed)
        state = pygames.new_game(game_id, random_options(game_id, rng, bots=True), seed=seed)
        assert state.view(0)["players"][0]["bot"] is not None
        for _ in range(MAX_STEPS):
            if state.result() is not None:
                break
            seat = state.to_act()[0]
            # apply() raises IllegalAction if a bot chose badly; a free-text action (a word, a clue) need not be
            # one of legal_actions' examples, so membership is not the test.
            state.apply(seat, state.bot_action(seat))
        assert state.result() is not None, f"{game_id} seed {seed}: bots did not finish"


@pytest.mark.parametrize("game_id", CONTRACT_IDS)
def test_views_hide_secrets(game_id: str) -> None:
    module = importlib.import_module(f"tests.test_{game_id}")
    check = getattr(module, "assert_view_hides_secrets", None)
    assert check is not None, f"tests/test_{game_id}.py must define assert_view_hides_secrets(state, seat, view)"
    for seed in range(25):
        since = 0
        for state in playout(game_id, seed):
            for seat in [None, *range(len(state.seats))]:
                # Only the events this step added: who sees an event is fixed when it happens, so each is checked once.
                check(state, seat, state.view(seat, since))
            since = len(state.events)


@pytest.mark.parametrize(
    "saved",
    [
        "not json",
        "[]",
        {"format": 99},
        {"format": 1, "game": "nonesuch", "options": {}, "seed": 1, "log": []},
        {"format": 1, "game": "gameover", "options": {"seats": []}, "seed": 1, "log": []},
        {"format": 1, "game": "gameover", "options": {"seats": [{}, {}]}, "seed": "x", "log": []},
        {"format": 1, "game": "gameover", "options": {"seats": [{}, {}]}, "seed": 1, "log": "x"},
        {"format": 1, "game": "gameover", "options": {"seats": [{}, {}]}, "seed": 1, "log": [[0, {"type": "x"}]]},
        {"format": 1, "game": "gameover", "options": {"seats": [{}, {}]}, "seed": 1, "log": [[5]]},
        {"format": 1, "game": "gameover", "version": 99, "options": {"seats": [{}, {}]}, "seed": 1, "log": []},
        {"format": 1, "game": "gameover", "version": "1", "options": {"seats": [{}, {}]}, "seed": 1, "log": []},
        {"format": 1, "game": "gameover", "options": {"seats": [{}, {}]}, "seed": 1, "log": [], "chance": 3},
        {
            "format": 1,
            "game": "gameover",
            "options": {"seats": [{}, {}]},
            "seed": 1,
            "log": [],
            "chance": {"deck": [1]},
        },
    ],
)
def test_malformed_saves_are_refused_with_a_reason(saved: Any) -> None:
    with pytest.raises(BadSave) as error:
        pygames.load_game(saved)
    assert str(error.value)
