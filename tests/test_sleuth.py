"""Sleuth: board facts, setup, movement, suggestions, disproving, accusations, views, secrecy and bots.

Situations are real games: the envelope and the deal are scripted through the chance seam (``table()``), and tokens
get where a rule needs them by real turns. ``roll()`` fixes the value of the next roll by loading the game's save
with one more scripted "dice" draw, so a test never writes the game's state; ``walk()``, ``idle()`` and ``drive()``
play whole turns with it.
"""

from __future__ import annotations

import json
import random
from collections import deque
from typing import Any

import pytest

import pygames
from pygames import BadOptions, IllegalAction
from pygames.core import Game, MalformedAction
from pygames.sleuth.board import BoardError, Square, load_board, parse_board
from pygames.sleuth.cards import CARDS, CATEGORIES, COLOURS, ROOMS, SUSPECTS, WEAPONS
from pygames.sleuth.game import Sleuth
from pygames.sleuth.knowledge import deduce, facts_from_view

BOARD = load_board()
SCARLET, MUSTARD, WHITE, GREEN, PEACOCK, PLUM = SUSPECTS
Target = Square | str  # a corridor square or a room


# ----- setting up real games -----------------------------------------------------------------------------------------
def new(players: int = 4, seed: int = 1, dice: int = 1, bots: str | None = None) -> Sleuth:
    seats = [{"name": f"P{i}", "bot": bots} for i in range(players)]
    state = pygames.new_game("sleuth", {"seats": seats, "dice": dice}, seed=seed)
    assert isinstance(state, Sleuth)
    return state


def table(
    players: int = 4,
    hands: list[list[str]] | None = None,
    envelope: tuple[str, str, str] = (PLUM, "Rope", "Library"),
    dice: int = 1,
    bots: str | None = None,
) -> Sleuth:
    """A new game whose envelope and hands are scripted (by default the other cards dealt in the order of CARDS)."""
    rest = [card for card in CARDS if card not in envelope]
    if hands is None:
        hands = [rest[i::players] for i in range(players)]
    assert sorted(card for hand in hands for card in hand) == sorted(rest)
    # The deal gives the shuffled cards one at a time from seat 0: card i goes to seat i % players.
    order = [hands[i % players][i // players] for i in range(len(rest))]
    seats = [{"name": f"P{i}", "bot": bots} for i in range(players)]
    state = pygames.new_game(
        "sleuth", {"seats": seats, "dice": dice}, seed=1, script={"envelope": list(envelope), "deal": [order]}
    )
    assert isinstance(state, Sleuth)
    assert [state.view(seat)["hand"] for seat in range(players)] == hands
    return state


def roll(state: Sleuth, total: int) -> Sleuth:
    """The same game (loaded from its save, with one more scripted "dice" draw) after its current seat rolls
    ``total`` (split over two dice in a two-dice game)."""
    count = state.static()["dice"]
    values = [total] if count == 1 else [total // 2, total - total // 2]
    script = state.chance.script_of_draws()
    script["dice"] = [*script.get("dice", []), values]
    again = pygames.load_game({**state.to_json(), "chance": script})
    assert isinstance(again, Sleuth)
    seat = again.to_act()[0]
    again.apply(seat, {"type": "roll"})
    assert again.view(seat)["dice"] == values
    return again


def move_action(to: Target) -> dict[str, Any]:
    return {"type": "move", "room": to} if isinstance(to, str) else {"type": "move", "to": list(to)}


def where(token: dict[str, Any]) -> Target:
    return token["room"] if "room" in token else (token["square"][0], token["square"][1])


def _mover(state: Sleuth) -> tuple[int, Target, list[Square]]:
    view = state.view(None)
    seat = view["turn"]
    mover = view["detectives"][seat]["suspect"]
    occupied = [(t["square"][0], t["square"][1]) for s, t in view["tokens"].items() if s != mover and "square" in t]
    return seat, where(view["tokens"][mover]), occupied


def _totals(state: Sleuth) -> range:
    return range(1, 7) if state.static()["dice"] == 1 else range(2, 13)


def walk(state: Sleuth, to: Target, end: bool = True) -> Sleuth:
    """The seat whose turn it is rolls the least that takes it to ``to`` and goes there (then ends its turn)."""
    seat, position, occupied = _mover(state)
    for total in _totals(state):
        squares, rooms = BOARD.reachable(position, total, occupied)
        if to in squares or to in rooms:
            break
    else:
        raise AssertionError(f"seat {seat} cannot reach {to} from {position} in one roll")
    state = roll(state, total)
    state.apply(seat, move_action(to))
    if end:
        state.apply(seat, {"type": "end_turn"})
    return state


def idle(state: Sleuth) -> Sleuth:
    """The seat whose turn it is rolls the least it can, steps to the first square offered, and ends its turn."""
    seat = state.to_act()[0]
    state = roll(state, _totals(state)[0])
    moves = [a for a in state.legal_actions(seat) if a["type"] == "move"]
    squares = [a for a in moves if "to" in a]
    if moves:
        state.apply(seat, (squares or moves)[0])
    state.apply(seat, {"type": "end_turn"})
    return state


def end_turn(state: Sleuth) -> Sleuth:
    """End the current turn if the seat whose turn it is has moved or its suggestion is answered."""
    view = state.view(None)
    if view["phase"] in ("moved", "suggested"):
        state.apply(view["turn"], {"type": "end_turn"})
    return state


def until_turn(state: Sleuth, seat: int) -> Sleuth:
    """Play on (the others idle) to the start of ``seat``'s next turn."""
    state = end_turn(state)
    for _ in range(12):
        if state.view(None)["turn"] == seat:
            return state
        state = idle(state)
    raise AssertionError(f"seat {seat}'s turn did not come")


def _distance_to(goal: Target) -> dict[Square, int]:
    if isinstance(goal, str):
        return BOARD.steps_to_room(goal)
    distance = {goal: 0}
    queue = deque([goal])
    while queue:
        here = queue.popleft()
        for nxt in BOARD.neighbours(here):
            if nxt not in distance:
                distance[nxt] = distance[here] + 1
                queue.append(nxt)
    return distance


def drive(state: Sleuth, seat: int, goal: Target) -> Sleuth:
    """Play real turns (the others idle) until ``seat``, in its turn, has just reached ``goal`` (for a room: may
    suggest there now). It rolls what takes it there, or the most it can toward it, or takes a secret passage."""
    state = end_turn(state)
    distance = _distance_to(goal)
    for _ in range(60):
        view = state.view(None)
        if view["turn"] != seat:
            state = idle(state)
            continue
        if view["can_suggest_in"] == goal and view["phase"] in ("start", "moved"):
            return state
        assert view["phase"] == "start", view["phase"]
        _, position, occupied = _mover(state)
        if isinstance(goal, str) and BOARD.passages.get(str(position)) == goal:
            state.apply(seat, {"type": "passage"})
            return state
        for total in _totals(state):
            squares, rooms = BOARD.reachable(position, total, occupied)
            if goal in squares or goal in rooms:
                return walk(state, goal, end=False)
        state = roll(state, _totals(state)[-1])
        squares = [tuple(a["to"]) for a in state.legal_actions(seat) if a["type"] == "move" and "to" in a]
        if squares:
            best = min(squares, key=lambda sq: distance.get((sq[0], sq[1]), 99))
            state.apply(seat, move_action((best[0], best[1])))
        state.apply(seat, {"type": "end_turn"})
    raise AssertionError(f"seat {seat} did not reach {goal}")


def suggest(state: Sleuth, seat: int, suspect: str, weapon: str, room: str) -> Sleuth:
    """``seat`` goes to ``room`` by real turns and suggests there."""
    state = drive(state, seat, room)
    state.apply(seat, {"type": "suggest", "suspect": suspect, "weapon": weapon, "room": room})
    return state


def answer(state: Sleuth) -> Sleuth:
    """If a card must be shown, the player who must show it shows the first one they may."""
    if state.view(None)["phase"] == "disprove":
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    return state


def moves(state: Sleuth) -> tuple[set[Square], set[str]]:
    squares: set[Square] = set()
    rooms: set[str] = set()
    for action in state.legal_actions(state.to_act()[0]):
        if action["type"] == "move":
            if "to" in action:
                squares.add((action["to"][0], action["to"][1]))
            else:
                rooms.add(action["room"])
    return squares, rooms


def kinds(state: Sleuth, seat: int) -> set[str]:
    return {action["type"] for action in state.legal_actions(seat)}


def token(state: Sleuth, suspect: str) -> Target:
    return where(state.view(None)["tokens"][suspect])


def last_suggestion(state: Sleuth) -> dict[str, Any]:
    suggestions: list[dict[str, Any]] = state.view(None)["suggestions"]
    return suggestions[-1]


def events(state: Sleuth, seat: int | None, key: str) -> list[dict[str, Any]]:
    return [e["args"] for e in state.view(seat)["events"] if e["key"] == f"sleuth.{key}"]


def refused(state: Sleuth, seat: int, action: Any) -> IllegalAction:
    """Apply an action that must be refused; the state and every view stay as they were."""
    before = json.dumps(state.to_json())
    views = [json.dumps(state.view(s)) for s in [None, *range(len(state.seats))]]
    with pytest.raises(IllegalAction) as error:
        state.apply(seat, action)
    assert json.dumps(state.to_json()) == before
    assert [json.dumps(state.view(s)) for s in [None, *range(len(state.seats))]] == views
    return error.value


def refused_with(state: Sleuth, seat: int, action: Any, key: str) -> None:
    assert refused(state, seat, action).key == key


def play_bots(state: Sleuth, limit: int = 20_000) -> None:
    for _ in range(limit):
        if state.result() is not None:
            return
        seat = state.to_act()[0]
        action = state.bot_action(seat)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)
    raise AssertionError("the bots did not finish")


# ----- the secret-keeping check the compliance suite calls -----------------------------------------------------------
def assert_view_hides_secrets(state: Sleuth, seat: int | None, view: dict[str, Any]) -> None:
    text = json.dumps(view)
    assert "envelope" not in text and "hands" not in text
    if state.result() is None:
        assert view["solution"] is None
    else:
        assert view["solution"] == state.envelope
    accused = seat is not None and any(a["by"] == seat for a in state.accusations)
    assert view["solution_seen"] == (state.envelope if accused else None)
    if seat is None:
        assert view["hand"] == [] and view["shown_to_me"] == [] and view["shown_by_me"] == []
        assert view["must_show"] == []
    else:
        assert view["hand"] == state.hands[seat]
        shown = [(r["card"], r["by"]) for r in state.suggestions if r["disprover"] == seat and r["card"] is not None]
        assert [(entry["card"], entry["to"]) for entry in view["shown_by_me"]] == shown
    for entry, record in zip(view["suggestions"], state.suggestions, strict=True):
        may_know = seat is not None and seat in (record["by"], record["disprover"]) and record["card"] is not None
        assert ("card" in entry) == may_know
    for event in view["events"]:
        if event["key"] == "sleuth.showed":
            assert ("card" in event["args"]) == (seat in (event["args"]["seat"], event["args"]["suggester"]))
    for shown in view["shown_to_me"]:
        assert shown["card"] in state.hands[shown["by"]]


# ----- the secrecy counterfactual tests/test_secrecy.py calls ------------------------------------------------------
ENVELOPE_GROUP = {card: group for group in CATEGORIES for card in group}


def _other_deal(state: Sleuth, seat: int | None, rng: random.Random) -> dict[str, int] | None:
    """Another place (a seat, or ``len(seats)`` for the envelope) for every card, consistent with all that ``seat``
    has seen (taken from the game's true history, not from the view under test): its hand, the cards shown to it,
    who could not disprove, who showed a card, hand sizes, wrong accusations, and the solution once the game is
    over or once ``seat`` has accused (it looked in the envelope). A randomised search; None if it finds nothing
    soon."""
    players = len(state.seats)
    envelope = players
    sizes = [len(hand) for hand in state.hands] + [3]
    places = set(range(players + 1))
    domains = {card: set(places) for card in CARDS}
    if seat is not None:
        for card in CARDS:
            domains[card] = {seat} if card in state.hands[seat] else domains[card] - {seat}
    some_of: list[tuple[int, tuple[str, str, str]]] = []
    for record in state.suggestions:
        named = (record["suspect"], record["weapon"], record["room"])
        for passer in record["passed"]:
            for card in named:
                domains[card].discard(passer)
        if record["disprover"] is not None:
            some_of.append((record["disprover"], named))
            if record["card"] is not None and seat in (record["by"], record["disprover"]):
                domains[record["card"]] &= {record["disprover"]}
    if state.result() is not None or (seat is not None and any(a["by"] == seat for a in state.accusations)):
        solution = set(state.envelope.values())
        for card in CARDS:
            domains[card] = {envelope} if card in solution else domains[card] - {envelope}
    wrong = {(a["suspect"], a["weapon"], a["room"]) for a in state.accusations if not a["correct"]}
    if any(not d for d in domains.values()):
        return None
    placed: dict[str, int] = {}
    count = [0] * (players + 1)
    in_envelope: dict[tuple[str, ...], str] = {}
    budget = [0]
    tie = {card: rng.random() for card in CARDS}

    def open_places(card: str) -> list[int]:
        group = ENVELOPE_GROUP[card]
        return [p for p in domains[card] if count[p] < sizes[p] and not (p == envelope and group in in_envelope)]

    def consistent() -> bool:
        """Every clause still satisfiable with the places left open; no wrong accusation in the envelope."""
        for holder, named in some_of:
            if not any(placed.get(c) == holder or (c not in placed and holder in open_places(c)) for c in named):
                return False
        triple = (in_envelope.get(SUSPECTS), in_envelope.get(WEAPONS), in_envelope.get(ROOMS))
        return triple not in wrong

    def search() -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            return False
        left = [card for card in CARDS if card not in placed]
        if not left:
            return True
        options = {card: open_places(card) for card in left}
        card = min(left, key=lambda c: (len(options[c]), tie[c]))  # the most constrained card first
        group = ENVELOPE_GROUP[card]
        for place in rng.sample(options[card], len(options[card])):
            placed[card] = place
            count[place] += 1
            if place == envelope:
                in_envelope[group] = card
            if consistent() and search():
                return True
            del placed[card]
            count[place] -= 1
            if place == envelope:
                del in_envelope[group]
        return False

    for _ in range(40):  # short randomised searches, restarted: dead ends are rare but can be deep
        budget[0] = 200
        placed.clear()
        count[:] = [0] * (players + 1)
        in_envelope.clear()
        tie = {card: rng.random() for card in CARDS}
        if search():
            return placed
    return None


def counterfactual(state: Sleuth, seat: int | None, rng: random.Random) -> Game | None:
    """The same public history, and the same private history of ``seat``, with another envelope and other hands.

    The envelope and the deal are scripted from a random deal consistent with everything ``seat`` has seen; the log
    is replayed, the card of every show ``seat`` did not see being any named card the shower holds in that deal."""
    placed = _other_deal(state, seat, rng)
    if placed is None:
        return None
    players = len(state.seats)
    hands: list[list[str]] = [[] for _ in range(players)]
    for card in rng.sample(CARDS, len(CARDS)):
        if placed[card] < players:
            hands[placed[card]].append(card)
    if seat is not None:
        hands[seat] = list(state.hands[seat])  # the seat sees its hand in the order dealt
    envelope = [next(c for c in group if placed[c] == players) for group in CATEGORIES]
    rest = [card for card in CARDS if card not in envelope]
    script = state.chance.script_of_draws()
    script["envelope"] = envelope
    # The deal starts with the first player's seat (seat 0 unless the players chose their suspects).
    first = state.view(None)["events"][0]["args"]["seat"]
    script["deal"] = [[hands[(first + i) % players][i // players] for i in range(len(rest))]]
    log: list[list[Any]] = []
    suggester, named = 0, ()
    for who, action in state.log:
        if action["type"] == "suggest":
            suggester, named = who, (action["suspect"], action["weapon"], action["room"])
        if action["type"] == "show" and seat not in (who, suggester):
            action = {"type": "show", "card": rng.choice([c for c in named if c in hands[who]])}
        log.append([who, action])
    try:
        return pygames.load_game({**state.to_json(), "chance": script, "log": log})
    except pygames.BadSave:
        return None


# ----- the board ---------------------------------------------------------------------------------------------------
def test_board_is_24_by_25_with_every_room() -> None:
    assert (BOARD.width, BOARD.height) == (24, 25)
    assert len(BOARD.rows) == 25 and all(len(row) == 24 for row in BOARD.rows)
    assert set(BOARD.room_cells) == set(ROOMS)
    assert all(len(cells) >= 12 for cells in BOARD.room_cells.values())


def test_doors_per_room() -> None:
    counts = {room: len(BOARD.doors_of(room)) for room in ROOMS}
    assert counts == {
        "Ballroom": 4,
        "Hall": 3,
        "Dining Room": 2,
        "Billiard Room": 2,
        "Library": 2,
        "Kitchen": 1,
        "Conservatory": 1,
        "Lounge": 1,
        "Study": 1,
    }
    assert len(BOARD.doors) == 17


def test_each_door_joins_its_room_to_the_corridor_square_in_its_direction() -> None:
    step = {"^": (0, -1), "v": (0, 1), "<": (-1, 0), ">": (1, 0)}
    for door in BOARD.doors:
        assert door.cell in BOARD.room_cells[door.room]
        dx, dy = step[door.direction]
        assert door.square == (door.cell[0] + dx, door.cell[1] + dy)
        assert door.square in BOARD.corridor
        assert door.room in BOARD.rooms_entered_from(door.square)


def test_secret_passages_join_opposite_corners() -> None:
    assert BOARD.passages == {
        "Kitchen": "Study",
        "Study": "Kitchen",
        "Conservatory": "Lounge",
        "Lounge": "Conservatory",
    }


def test_start_squares_are_the_rules_squares_on_the_corridor() -> None:
    assert BOARD.starts == {
        "Mrs White": (9, 0),
        "Reverend Green": (14, 0),
        "Mrs Peacock": (23, 6),
        "Colonel Mustard": (0, 17),
        "Professor Plum": (23, 19),
        "Miss Scarlet": (7, 24),
    }
    for square in BOARD.starts.values():
        assert square in BOARD.corridor
        assert BOARD.neighbours(square), "a start square must lead somewhere"
        assert not BOARD.rooms_entered_from(square), "a start square must not block a door"


def test_corridors_are_connected_and_the_centre_is_closed() -> None:
    first = next(iter(BOARD.corridor))
    seen = {first}
    queue = deque([first])
    while queue:
        for nxt in BOARD.neighbours(queue.popleft()):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    assert seen == set(BOARD.corridor)
    assert len(BOARD.centre) == 35
    assert not set(BOARD.centre) & set(BOARD.corridor)
    assert all(BOARD.room_at(square) is None for square in BOARD.centre)


def test_every_room_is_reachable_from_every_start_and_every_room() -> None:
    for room in ROOMS:
        table = BOARD.steps_to_room(room)
        assert set(table) == set(BOARD.corridor)
        for start in BOARD.starts.values():
            assert table[start] < 24 + 25
        for other in ROOMS:
            assert BOARD.steps_between_rooms(other, room) < 24 + 25


def test_rooms_are_in_their_classic_places() -> None:
    def centre(room: str) -> tuple[float, float]:
        cells = BOARD.room_cells[room]
        return sum(x for x, _ in cells) / len(cells), sum(y for _, y in cells) / len(cells)

    column = {room: "left" if centre(room)[0] < 8 else "right" if centre(room)[0] > 16 else "middle" for room in ROOMS}
    row = {room: "top" if centre(room)[1] < 8 else "bottom" if centre(room)[1] > 17 else "middle" for room in ROOMS}
    assert (column["Kitchen"], row["Kitchen"]) == ("left", "top")
    assert (column["Ballroom"], row["Ballroom"]) == ("middle", "top")
    assert (column["Conservatory"], row["Conservatory"]) == ("right", "top")
    assert (column["Dining Room"], row["Dining Room"]) == ("left", "middle")
    assert (column["Billiard Room"], row["Billiard Room"]) == ("right", "middle")
    assert (column["Library"], row["Library"]) == ("right", "middle")
    assert centre("Billiard Room")[1] < centre("Library")[1]
    assert (column["Lounge"], row["Lounge"]) == ("left", "bottom")
    assert (column["Hall"], row["Hall"]) == ("middle", "bottom")
    assert (column["Study"], row["Study"]) == ("right", "bottom")


def test_board_json_for_the_renderer() -> None:
    data = BOARD.to_json()
    json.dumps(data)
    assert data["rows"] == list(BOARD.rows)
    assert sorted(data["legend"].values()) == sorted(ROOMS)
    assert len(data["doors"]) == 17
    assert sorted(map(sorted, data["passages"])) == [["Conservatory", "Lounge"], ["Kitchen", "Study"]]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda rows: [*rows[:-1], rows[-1] + "#"], "same width"),
        (lambda rows: [rows[0].replace("#", "?", 1), *rows[1:]], "unknown map symbol"),
        (lambda rows: [rows[0], rows[1].replace("KKKKKK#", "KKKKK>#"), *rows[2:]], "does not open onto a corridor"),
        (lambda rows: [rows[0].replace("3", "#"), *rows[1:]], "every start square"),
        (lambda rows: [rows[0], rows[1].replace("KKKKKK", "KKKBKK"), *rows[2:]], "exactly one letter"),
    ],
)
def test_a_broken_map_is_refused(change: Any, message: str) -> None:
    from importlib import resources

    text = resources.files("pygames.sleuth").joinpath("data", "board.txt").read_text(encoding="utf-8")
    head, _, body = text.partition("\nmap\n")
    rows = body.splitlines()
    with pytest.raises(BoardError, match=message):
        parse_board(head + "\nmap\n" + "\n".join(change(rows)) + "\n")


# ----- setup -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("players", "sizes"),
    [(2, [9, 9]), (3, [6, 6, 6]), (4, [5, 5, 4, 4]), (5, [4, 4, 4, 3, 3]), (6, [3, 3, 3, 3, 3, 3])],
)
def test_deal_sizes_and_every_card_in_one_place(players: int, sizes: list[int]) -> None:
    for seed in range(5):
        state = new(players, seed=seed)
        hands = [state.view(seat)["hand"] for seat in range(players)]
        assert [len(hand) for hand in hands] == sizes
        assert [d["hand_size"] for d in state.view(None)["detectives"]] == sizes
        envelope = state.envelope
        assert envelope["suspect"] in SUSPECTS and envelope["weapon"] in WEAPONS and envelope["room"] in ROOMS
        everything = [card for hand in hands for card in hand] + list(envelope.values())
        assert sorted(everything) == sorted(CARDS)


def test_the_envelope_and_deal_vary_with_the_seed() -> None:
    envelopes = {tuple(new(4, seed=seed).envelope.values()) for seed in range(30)}
    assert len(envelopes) > 20


def test_chance_is_drawn_by_kind_in_a_fixed_order() -> None:
    state = new(3, seed=4)
    assert [kind for kind, _ in state.chance.draws] == ["envelope", "envelope", "envelope", "deal", "weapons"]
    state.apply(0, {"type": "roll"})
    assert [kind for kind, _ in state.chance.draws][-1] == "dice"
    # The envelope draws one suspect, one weapon, one room; the deal is the order of the other 18 cards.
    draws = [value for _, value in state.chance.draws]
    assert (draws[0] in SUSPECTS, draws[1] in WEAPONS, draws[2] in ROOMS) == (True, True, True)
    assert sorted(draws[3]) == sorted(card for card in CARDS if card not in draws[:3])
    assert state.view(0)["hand"] == draws[3][0::3]


def test_a_scripted_envelope_and_deal() -> None:
    state = table(4, hands=None, envelope=(GREEN, "Dagger", "Hall"))
    state.apply(0, {"type": "accuse", "suspect": GREEN, "weapon": "Dagger", "room": "Hall"})
    result = state.result()
    assert result is not None and result["winners"] == [0]


def test_tokens_start_on_their_squares_and_weapons_in_different_rooms() -> None:
    state = new(3)
    view = state.view(0)
    assert {suspect: where(t) for suspect, t in view["tokens"].items()} == BOARD.starts
    assert len(set(view["weapons"].values())) == 6
    assert set(view["weapons"].values()) <= set(ROOMS)
    assert view["tokens"][PEACOCK] == {"square": [23, 6]}  # unplayed suspects are on the board too


def test_scarlet_plays_first_then_to_the_left() -> None:
    state = table(3)
    assert state.to_act() == [0]
    assert state.view(None)["detectives"][0]["suspect"] == SCARLET
    assert events(state, None, "began") == [{"seat": 0}]
    order = []
    for _ in range(4):
        order.append(state.view(None)["turn"])
        state = idle(state)
    assert order == [0, 1, 2, 0]


def test_options() -> None:
    assert pygames.GAMES["sleuth"]["min_seats"] == 2 and pygames.GAMES["sleuth"]["max_seats"] == 6
    with pytest.raises(BadOptions):
        new(1)
    with pytest.raises(BadOptions):
        new(7)
    with pytest.raises(BadOptions):
        new(3, dice=3)
    with pytest.raises(BadOptions):
        new(3, dice=True)  # type: ignore[arg-type]
    state = new(3, dice=2)
    assert state.static()["dice"] == 2
    state.apply(0, {"type": "roll"})
    dice = state.view(0)["dice"]
    assert len(dice) == 2 and 2 <= sum(dice) <= 12


def test_the_roll_comes_from_the_game_generator() -> None:
    first, second = new(3, seed=5), new(3, seed=5)
    first.apply(0, {"type": "roll"})
    second.apply(0, {"type": "roll"})
    assert first.view(0)["dice"] == second.view(0)["dice"]
    assert first.view(1)["targets"] == second.view(1)["targets"]


def test_a_scripted_roll() -> None:
    seats = [{"name": "A"}, {"name": "B"}]
    state = pygames.new_game("sleuth", {"seats": seats, "dice": 2}, seed=3, script={"dice": [[6, 5]]})
    state.apply(0, {"type": "roll"})
    assert state.view(1)["dice"] == [6, 5]
    assert events(state, 1, "rolled") == [{"seat": 0, "dice": [6, 5], "total": 11}]


# ----- movement ----------------------------------------------------------------------------------------------------
def test_exact_roll_from_the_start_square() -> None:
    state = roll(table(), 1)
    assert moves(state) == ({(7, 23)}, set())
    state = roll(table(), 3)
    assert moves(state) == ({(7, 21), (8, 22)}, set())


def test_no_square_twice_in_one_move() -> None:
    # From (7, 22) with 2 the token could come back only by entering a square twice.
    state = walk(table(2), (7, 22))
    state = idle(state)
    state = roll(state, 2)
    squares, _ = moves(state)
    assert (7, 22) not in squares  # back where it started
    assert squares == {(7, 20), (8, 21), (8, 23), (7, 24)}


def test_occupied_squares_can_be_neither_entered_nor_passed() -> None:
    # Two players: Scarlet steps out and back while Mustard comes down to (7, 22).
    state = walk(table(2), (7, 23))
    state = walk(state, (6, 17))
    state = walk(state, (7, 24))
    state = walk(state, (7, 22))
    assert (token(state, SCARLET), token(state, MUSTARD)) == ((7, 24), (7, 22))
    state = roll(state, 3)
    assert moves(state) == ({(8, 22)}, set())  # (7, 21) would need to pass (7, 22)
    refused_with(state, 0, {"type": "move", "to": [7, 21]}, "sleuth.square_out_of_reach")
    refused_with(state, 0, {"type": "move", "to": [7, 22]}, "sleuth.square_out_of_reach")


def test_a_fully_blocked_player_rolls_and_stays() -> None:
    # Two dice: Mustard stands on (7, 23), the only way out of Scarlet's start square.
    state = walk(table(2, dice=2), (8, 23))
    state = walk(state, (7, 21))
    state = walk(state, (7, 24))
    state = walk(state, (7, 23))
    state = roll(state, 12)
    assert state.view(0)["phase"] == "moved" and state.view(0)["targets"] is None
    assert token(state, SCARLET) == (7, 24)
    assert kinds(state, 0) == {"end_turn", "accuse"}
    assert events(state, 1, "blocked") == [{"seat": 0, "dice": [6, 6], "total": 12}]
    state.apply(0, {"type": "end_turn"})
    assert state.to_act() == [1]


def test_a_room_is_entered_with_fewer_steps_and_entering_ends_the_move() -> None:
    # The Lounge's door square (6, 18) is 7 steps from Scarlet's start; going through the door is one more.
    state = roll(table(2, dice=2), 7)
    assert (6, 18) in moves(state)[0] and "Lounge" not in moves(state)[1]
    state = roll(table(2, dice=2), 8)
    assert "Lounge" in moves(state)[1]
    state = roll(table(2, dice=2), 12)
    assert "Lounge" in moves(state)[1]
    state.apply(0, {"type": "move", "room": "Lounge"})
    assert token(state, SCARLET) == "Lounge"
    assert state.view(0)["phase"] == "moved"
    assert "move" not in kinds(state, 0)
    assert "suggest" in kinds(state, 0)
    assert events(state, None, "entered") == [{"seat": 0, "room": "Lounge"}]


def test_a_token_on_the_door_square_blocks_the_door() -> None:
    state = walk(table(2, dice=2), (7, 22))
    state = walk(state, (6, 18))
    state = roll(state, 12)
    _squares, rooms = moves(state)
    assert "Lounge" not in rooms and "Dining Room" in rooms
    # Without Mustard in the doorway the Lounge would be within reach.
    assert "Lounge" in BOARD.reachable((7, 22), 12, [])[1]


def test_leaving_a_room_counts_from_the_door_square() -> None:
    state = walk(table(2), (7, 18))
    state = walk(state, (1, 17))
    state = walk(state, "Lounge")
    state = idle(state)
    assert token(state, SCARLET) == "Lounge"
    assert moves(roll(state, 1)) == ({(6, 18)}, set())
    assert moves(roll(state, 2)) == ({(5, 18), (7, 18), (6, 17)}, set())


def test_a_room_cannot_be_left_and_reentered_in_one_turn() -> None:
    state = drive(table(2), 0, "Lounge")
    state = until_turn(state, 0)
    state = roll(state, 6)
    # The Dining Room's door square is 3 steps from the Lounge's; the Lounge itself is not offered again.
    assert moves(state)[1] == {"Dining Room"}
    refused_with(state, 0, {"type": "move", "room": "Lounge"}, "sleuth.room_out_of_reach")


def test_a_room_whose_doors_are_all_blocked_keeps_its_passage() -> None:
    # Scarlet goes into the Lounge; Mustard then stands in its only doorway.
    state = walk(table(2), (7, 18))
    state = walk(state, (6, 17))
    state = walk(state, "Lounge")
    state = walk(state, (6, 18))
    assert kinds(state, 0) == {"roll", "passage", "accuse"}
    blocked = roll(state, 3)
    assert blocked.view(0)["phase"] == "moved" and token(blocked, SCARLET) == "Lounge"
    assert "suggest" not in kinds(blocked, 0)  # stayed in the room: no suggestion
    state.apply(0, {"type": "passage"})
    assert token(state, SCARLET) == "Conservatory"
    assert "suggest" in kinds(state, 0)


def test_secret_passages() -> None:
    assert BOARD.passages == {
        "Kitchen": "Study",
        "Study": "Kitchen",
        "Conservatory": "Lounge",
        "Lounge": "Conservatory",
    }
    lounge = until_turn(drive(table(2), 0, "Lounge"), 0)
    # Kitchen and Study: Plum's suggestion brings Scarlet into the Study.
    study = until_turn(answer(suggest(table(6, dice=2), 5, SCARLET, "Rope", "Study")), 0)
    for state, rooms in [(lounge, ["Lounge", "Conservatory"]), (study, ["Study", "Kitchen"])]:
        for start, end in [(rooms[0], rooms[1]), (rooms[1], rooms[0])]:
            assert token(state, SCARLET) == start and "passage" in kinds(state, 0)
            state.apply(0, {"type": "passage"})
            assert token(state, SCARLET) == end
            assert {a["room"] for a in state.legal_actions(0) if a["type"] == "suggest"} == {end}
            assert events(state, 1, "passage")[-1] == {"seat": 0, "start": start, "room": end}
            state = until_turn(state, 0)
    state = roll(until_turn(drive(table(2), 0, "Lounge"), 0), 6)
    refused_with(state, 0, {"type": "passage"}, "core.not_now")  # instead of rolling, not after
    state = until_turn(drive(table(2), 0, "Dining Room"), 0)
    assert "passage" not in kinds(state, 0)  # the Dining Room has none
    refused_with(state, 0, {"type": "passage"}, "sleuth.no_passage")


def test_illegal_moves() -> None:
    state = table()
    refused_with(state, 0, {"type": "move", "to": [7, 23]}, "core.not_now")  # no roll yet
    state = roll(state, 3)
    refused_with(state, 0, {"type": "roll"}, "core.not_now")  # one roll per turn
    refused_with(state, 0, {"type": "move", "to": [7, 23]}, "sleuth.square_out_of_reach")  # not exactly 3
    refused_with(state, 0, {"type": "move", "to": [7, 21], "room": "Hall"}, "sleuth.one_target")
    refused_with(state, 0, {"type": "move"}, "sleuth.one_target")
    refused_with(state, 0, {"type": "move", "to": [7]}, "sleuth.bad_square")
    assert isinstance(refused(state, 0, {"type": "move", "to": ["7", "21"]}), MalformedAction)
    assert isinstance(refused(state, 0, {"type": "move", "to": [True, 21]}), MalformedAction)
    assert isinstance(refused(state, 0, {"type": "move", "to": "7,21"}), MalformedAction)
    refused_with(state, 0, {"type": "move", "room": "Hall"}, "sleuth.room_out_of_reach")
    refused_with(state, 0, {"type": "move", "room": "Cellar"}, "sleuth.no_room")
    refused_with(state, 0, {"type": "end_turn"}, "core.not_now")  # must move when a move exists
    refused_with(state, 1, {"type": "move", "to": [7, 21]}, "core.not_your_turn")
    state.apply(0, {"type": "move", "to": [7, 21]})
    assert token(state, SCARLET) == (7, 21)
    assert events(state, 2, "moved") == [{"seat": 0, "steps": 3, "x": 7, "y": 21}]
    assert "suggest" not in kinds(state, 0)  # a corridor square: no suggestion
    refused_with(
        state, 0, {"type": "suggest", "suspect": PLUM, "weapon": "Rope", "room": "Hall"}, "sleuth.cannot_suggest"
    )


def test_the_start_of_a_turn_must_be_a_roll_passage_or_accusation() -> None:
    state = table()
    assert kinds(state, 0) == {"roll", "accuse"}
    refused_with(state, 0, {"type": "end_turn"}, "core.not_now")
    assert isinstance(refused(state, 0, {"type": "roll", "dice": 6}), MalformedAction)
    assert refused(state, 0, {"type": "fly"}).key == "core.unknown_action"


def test_view_lists_reachable_targets_while_moving() -> None:
    state = walk(table(2), (7, 18))
    state = idle(state)
    assert state.view(1)["targets"] is None
    state = roll(state, 2)
    targets = state.view(1)["targets"]
    assert targets["rooms"] == ["Lounge"]
    assert sorted(map(tuple, targets["squares"])) == [(5, 18), (6, 17), (7, 16), (7, 20), (8, 17), (8, 19)]
    assert sorted(map(tuple, targets["squares"])) == sorted(moves(state)[0])
    assert state.view(1)["dice"] == [2]


# ----- suggestions -------------------------------------------------------------------------------------------------
FOUR_HANDS = [
    ["Colonel Mustard", "Candlestick", "Kitchen", "Ballroom", "Hall"],
    ["Mrs White", "Dagger", "Conservatory", "Dining Room", "Study"],
    ["Reverend Green", "Lead Pipe", "Revolver", "Billiard Room"],
    ["Mrs Peacock", "Miss Scarlet", "Spanner", "Lounge"],
]  # envelope: Professor Plum, Rope, Library


def test_a_suggestion_brings_the_suspect_and_weapon_into_the_room() -> None:
    state = drive(table(hands=FOUR_HANDS), 0, "Lounge")
    state.apply(0, {"type": "suggest", "suspect": WHITE, "weapon": "Dagger", "room": "Lounge"})
    view = state.view(None)
    assert view["tokens"][WHITE] == {"room": "Lounge"}
    assert view["weapons"]["Dagger"] == "Lounge"
    assert events(state, None, "suggested") == [{"seat": 0, "suspect": WHITE, "weapon": "Dagger", "room": "Lounge"}]


def test_a_suggestion_names_the_room_the_suggester_is_in() -> None:
    state = drive(table(hands=FOUR_HANDS), 0, "Lounge")
    refused_with(
        state, 0, {"type": "suggest", "suspect": WHITE, "weapon": "Dagger", "room": "Hall"}, "sleuth.wrong_room"
    )
    refused_with(
        state, 0, {"type": "suggest", "suspect": "Dr Black", "weapon": "Dagger", "room": "Lounge"}, "sleuth.no_suspect"
    )
    refused_with(state, 0, {"type": "suggest", "suspect": WHITE, "weapon": "Axe", "room": "Lounge"}, "sleuth.no_weapon")
    refused_with(state, 0, {"type": "suggest", "suspect": WHITE, "weapon": "Dagger"}, "core.missing_field")
    refused_with(
        state,
        0,
        {"type": "suggest", "suspect": WHITE, "weapon": "Dagger", "room": "Lounge", "x": 1},
        "core.extra_field",
    )
    suggestions = [a for a in state.legal_actions(0) if a["type"] == "suggest"]
    assert len(suggestions) == 36 and {a["room"] for a in suggestions} == {"Lounge"}


def test_disproving_goes_to_the_left_and_the_first_holder_chooses_the_card() -> None:
    # Seat 1 holds none of Green/Lead Pipe/Lounge; seat 2 holds Green and Lead Pipe; seat 3 holds the Lounge.
    state = suggest(table(hands=FOUR_HANDS), 0, GREEN, "Lead Pipe", "Lounge")
    assert state.to_act() == [2]
    assert state.view(None)["phase"] == "disprove"
    assert state.legal_actions(2) == [{"type": "show", "card": GREEN}, {"type": "show", "card": "Lead Pipe"}]
    assert state.legal_actions(0) == [] and state.legal_actions(3) == []
    assert state.view(2)["must_show"] == [GREEN, "Lead Pipe"] and state.view(3)["must_show"] == []
    assert last_suggestion(state)["passed"] == [1]
    assert events(state, None, "could_not_disprove") == [{"seat": 1, "suggester": 0}]
    assert events(state, None, "must_show") == [{"seat": 2, "suggester": 0}]
    refused_with(state, 2, {"type": "show", "card": "Lounge"}, "sleuth.cannot_show")  # named, but not theirs
    refused_with(state, 2, {"type": "show", "card": "Revolver"}, "sleuth.cannot_show")  # theirs, but not named
    refused_with(state, 2, {"type": "show"}, "core.missing_field")
    refused_with(state, 3, {"type": "show", "card": "Lounge"}, "core.not_your_turn")  # not asked
    refused_with(state, 0, {"type": "end_turn"}, "core.not_your_turn")  # the suggester waits for the card
    refused_with(state, 2, {"type": "accuse", "suspect": PLUM, "weapon": "Rope", "room": "Hall"}, "core.not_now")
    state.apply(2, {"type": "show", "card": "Lead Pipe"})
    assert state.view(None)["phase"] == "suggested" and state.to_act() == [0]
    assert kinds(state, 0) == {"end_turn", "accuse"}


def test_only_the_suggester_sees_the_card_and_everyone_sees_who_showed() -> None:
    state = suggest(table(hands=FOUR_HANDS), 0, GREEN, "Lead Pipe", "Lounge")
    state.apply(2, {"type": "show", "card": "Lead Pipe"})
    suggester, shower, other, public = state.view(0), state.view(2), state.view(1), state.view(None)
    assert suggester["shown_to_me"] == [{"card": "Lead Pipe", "by": 2}]
    assert suggester["suggestions"][-1]["card"] == "Lead Pipe"
    assert events(state, 0, "showed") == [{"seat": 2, "suggester": 0, "card": "Lead Pipe"}]
    assert shower["suggestions"][-1]["card"] == "Lead Pipe"  # the shower knows what they showed
    assert events(state, 2, "showed") == [{"seat": 2, "suggester": 0, "card": "Lead Pipe"}]
    for view, seat in ((other, 1), (public, None)):
        assert "card" not in view["suggestions"][-1]
        assert view["suggestions"][-1]["disprover"] == 2 and view["suggestions"][-1]["shown"]
        assert events(state, seat, "showed") == [{"seat": 2, "suggester": 0}]
        assert view["shown_to_me"] == []


def test_nobody_can_disprove() -> None:
    state = suggest(table(hands=FOUR_HANDS), 0, PLUM, "Rope", "Library")
    assert state.view(None)["phase"] == "suggested" and state.to_act() == [0]
    assert last_suggestion(state)["passed"] == [1, 2, 3]
    assert last_suggestion(state)["disprover"] is None
    assert [e["key"] for e in state.view(None)["events"][-4:]] == [
        "sleuth.could_not_disprove",
        "sleuth.could_not_disprove",
        "sleuth.could_not_disprove",
        "sleuth.nobody_disproved",
    ]


def test_the_suggester_may_name_own_cards_and_disproving_wraps_around() -> None:
    # Seat 2 suggests: seat 3 then seat 0 then seat 1. Green and the Revolver are seat 2's own; the Kitchen seat 0's.
    state = suggest(table(hands=FOUR_HANDS), 2, GREEN, "Revolver", "Kitchen")
    assert last_suggestion(state)["passed"] == [3]
    assert state.to_act() == [0]
    assert state.legal_actions(0) == [{"type": "show", "card": "Kitchen"}]


def test_a_player_moved_by_a_suggestion_may_suggest_there_without_moving() -> None:
    state = suggest(table(hands=FOUR_HANDS), 0, MUSTARD, "Rope", "Hall")
    assert token(state, MUSTARD) == "Hall"
    assert state.view(None)["phase"] == "suggested"  # nobody holds Mustard, the Rope or the Hall but seat 0
    state.apply(0, {"type": "end_turn"})
    assert state.view(None)["turn"] == 1
    assert kinds(state, 1) == {"roll", "suggest", "accuse"}
    assert state.view(1)["can_suggest_in"] == "Hall"
    assert {a["room"] for a in state.legal_actions(1) if a["type"] == "suggest"} == {"Hall"}
    state.apply(1, {"type": "suggest", "suspect": PLUM, "weapon": "Rope", "room": "Hall"})
    assert token(state, MUSTARD) == "Hall"
    assert last_suggestion(state)["by"] == 1


def test_the_right_to_suggest_without_moving_is_lost_by_rolling_and_lasts_one_turn() -> None:
    # Five players, two dice: Green enters the Conservatory and brings Mustard in; Peacock then stands in its only
    # doorway, so Mustard, rolling, cannot leave.
    state = suggest(table(5, dice=2), 3, MUSTARD, "Rope", "Conservatory")
    state = end_turn(answer(state))
    state = walk(state, (18, 5))
    state = idle(state)  # Scarlet
    assert state.view(1)["turn"] == 1 and "suggest" in kinds(state, 1)
    state = roll(state, 2)
    assert state.view(1)["phase"] == "moved" and token(state, MUSTARD) == "Conservatory"  # blocked: stays
    assert "suggest" not in kinds(state, 1)  # rolling gave the right up
    state = until_turn(state, 1)
    assert token(state, MUSTARD) == "Conservatory"
    assert kinds(state, 1) == {"roll", "passage", "accuse"}  # and it does not come back on a later turn


def test_naming_a_token_already_in_the_room_or_oneself_gives_no_extra_suggestion() -> None:
    # Scarlet brings Mustard into the Lounge; Mustard, suggesting there, names Scarlet, who is there already.
    state = suggest(table(3, hands=None), 0, MUSTARD, "Rope", "Lounge")
    state = end_turn(answer(state))
    state.apply(1, {"type": "suggest", "suspect": SCARLET, "weapon": "Rope", "room": "Lounge"})
    state = until_turn(answer(state), 0)
    assert kinds(state, 0) == {"roll", "passage", "accuse"}
    # Naming oneself gives no right either.
    state = suggest(table(3, hands=None), 0, SCARLET, "Rope", "Lounge")
    assert state.moved_in == {}


def test_an_unplayed_suspect_can_be_named_and_moved() -> None:
    state = suggest(table(3), 0, PLUM, "Rope", "Lounge")
    assert token(state, PLUM) == "Lounge"
    assert state.moved_in == {}


def test_no_second_suggestion_in_the_same_room_without_leaving_and_reentering() -> None:
    state = answer(suggest(table(hands=FOUR_HANDS), 0, PLUM, "Rope", "Lounge"))
    assert "suggest" not in kinds(state, 0)  # not twice in one turn
    refused_with(state, 0, {"type": "suggest", "suspect": GREEN, "weapon": "Rope", "room": "Lounge"}, "core.not_now")
    # Back to Scarlet, still in the Lounge: no suggestion without entering.
    state = until_turn(state, 0)
    assert kinds(state, 0) == {"roll", "passage", "accuse"}
    refused_with(
        state, 0, {"type": "suggest", "suspect": GREEN, "weapon": "Rope", "room": "Lounge"}, "sleuth.cannot_suggest"
    )
    # She leaves on one turn...
    state = walk(state, (6, 18), end=False)
    assert "suggest" not in kinds(state, 0)
    # ...and re-enters on the next: now she may suggest in the Lounge again.
    state = until_turn(state, 0)
    state = walk(state, "Lounge", end=False)
    assert "suggest" in kinds(state, 0)


# ----- accusations -------------------------------------------------------------------------------------------------
def test_a_correct_accusation_wins_and_shows_the_solution() -> None:
    state = table(hands=FOUR_HANDS)
    state.apply(0, {"type": "accuse", "suspect": PLUM, "weapon": "Rope", "room": "Library"})
    result = state.result()
    assert result is not None and result["winners"] == [0] and result["scores"] == [1.0, 0.0, 0.0, 0.0]
    assert result["outcome"] == {
        "key": "sleuth.won",
        "args": {"winner": 0, "suspect": PLUM, "weapon": "Rope", "room": "Library"},
    }
    assert state.to_act() == []
    for seat in [None, 0, 1, 2, 3]:
        assert state.view(seat)["solution"] == {"suspect": PLUM, "weapon": "Rope", "room": "Library"}
        assert state.view(seat)["winner"] == 0
        assert [e["key"] for e in state.view(seat)["events"][-2:]] == ["sleuth.accused", "sleuth.solved"]
    refused_with(state, 1, {"type": "roll"}, "core.game_over")


def test_accusing_names_any_room_at_any_point_of_ones_turn() -> None:
    for stage in ("start", "move", "moved", "suggested"):
        state = table(hands=FOUR_HANDS)
        if stage == "move":
            state = roll(state, 2)
        if stage in ("moved", "suggested"):
            state = drive(state, 0, "Lounge")
        if stage == "suggested":
            state.apply(0, {"type": "suggest", "suspect": PLUM, "weapon": "Rope", "room": "Lounge"})
            state.apply(3, {"type": "show", "card": "Lounge"})
        assert state.view(0)["phase"] == stage
        accusations = [a for a in state.legal_actions(0) if a["type"] == "accuse"]
        assert len(accusations) == 6 * 6 * 9
        state.apply(0, {"type": "accuse", "suspect": PLUM, "weapon": "Rope", "room": "Library"})
        assert state.result() is not None


def test_accusations_are_not_possible_out_of_turn_or_with_unknown_cards() -> None:
    state = table(hands=FOUR_HANDS)
    accusation = {"type": "accuse", "suspect": PLUM, "weapon": "Rope", "room": "Library"}
    refused_with(state, 1, accusation, "core.not_your_turn")
    refused_with(state, 0, {**accusation, "room": "Cellar"}, "sleuth.no_room")
    refused_with(state, 0, {**accusation, "suspect": "Dr Black"}, "sleuth.no_suspect")
    refused_with(state, 0, {**accusation, "weapon": "Axe"}, "sleuth.no_weapon")
    refused_with(state, 0, {"type": "accuse", "suspect": PLUM, "weapon": "Rope"}, "core.missing_field")
    refused_with(state, 0, {**accusation, "suspect": ["x"]}, "core.wrong_kind")
    state = suggest(state, 0, GREEN, "Lead Pipe", "Lounge")
    refused_with(state, 0, accusation, "core.not_your_turn")  # seat 2 must disprove first
    refused_with(state, 2, accusation, "core.not_now")


def test_a_wrong_accusation_puts_the_player_out_but_they_still_disprove() -> None:
    state = table(hands=FOUR_HANDS)
    state.apply(0, {"type": "accuse", "suspect": GREEN, "weapon": "Rope", "room": "Library"})
    assert state.result() is None
    assert [d["out"] for d in state.view(None)["detectives"]] == [True, False, False, False]
    assert state.to_act() == [1]
    view = state.view(None)
    assert view["accusations"] == [{"by": 0, "suspect": GREEN, "weapon": "Rope", "room": "Library", "correct": False}]
    assert view["solution"] is None
    assert events(state, None, "accusation_wrong") == [{"seat": 0}]
    assert state.legal_actions(0) == []
    # Seat 3 suggests the Hall: seat 0 (out) holds it and must still show it.
    state = suggest(state, 3, PLUM, "Rope", "Hall")
    assert state.to_act() == [0]
    state.apply(0, {"type": "show", "card": "Hall"})
    # The player who is out is skipped in the turn order.
    state.apply(3, {"type": "end_turn"})
    assert state.view(None)["turn"] == 1


@pytest.mark.parametrize(
    ("suspect", "weapon", "room"),
    [(PLUM, "Rope", "Hall"), (PLUM, "Dagger", "Library"), (GREEN, "Rope", "Library")],
    ids=["wrong room", "wrong weapon", "wrong suspect"],
)
def test_an_accusation_right_but_for_one_card_is_wrong_the_accuser_is_out_and_the_game_goes_on(
    suspect: str, weapon: str, room: str
) -> None:
    """The envelope holds Professor Plum, the Rope and the Library: two of three right is still a wrong accusation."""
    state = table(hands=FOUR_HANDS)
    state.apply(0, {"type": "accuse", "suspect": suspect, "weapon": weapon, "room": room})
    assert state.result() is None and state.to_act() == [1]
    view = state.view(None)
    assert [d["out"] for d in view["detectives"]] == [True, False, False, False]
    assert view["accusations"] == [{"by": 0, "suspect": suspect, "weapon": weapon, "room": room, "correct": False}]
    assert view["solution"] is None and view["winner"] is None and view["turn"] == 1
    assert events(state, None, "accusation_wrong") == [{"seat": 0}] and events(state, None, "solved") == []
    assert state.legal_actions(0) == []
    state.apply(1, {"type": "accuse", "suspect": PLUM, "weapon": "Rope", "room": "Library"})  # the game went on
    result = state.result()
    assert result is not None and result["winners"] == [1]


def test_the_accuser_alone_sees_the_envelope_right_or_wrong() -> None:
    """The rules: the accuser looks in the envelope in secret. A wrong accuser's view carries its three cards from
    then on; nobody else's does until the game is over (then the solution is everyone's)."""
    envelope = {"suspect": PLUM, "weapon": "Rope", "room": "Library"}
    state = table(hands=FOUR_HANDS)
    assert all(state.view(seat)["solution_seen"] is None for seat in [None, 0, 1, 2, 3])
    state.apply(0, {"type": "accuse", "suspect": GREEN, "weapon": "Rope", "room": "Library"})
    assert state.view(0)["solution_seen"] == envelope
    assert [state.view(seat)["solution_seen"] for seat in [None, 1, 2, 3]] == [None] * 4
    assert state.view(0)["solution"] is None and state.result() is None
    for seat in [None, 0, 1, 2, 3]:
        assert_view_hides_secrets(state, seat, state.view(seat))
    state.apply(1, {"type": "accuse", **envelope})  # right: the game is over, the solution everyone's
    assert state.view(1)["solution_seen"] == envelope and state.view(2)["solution_seen"] is None
    assert state.view(2)["solution"] == envelope


def test_a_wrong_accuser_blocking_a_door_is_moved_into_the_room() -> None:
    accusation = {"type": "accuse", "suspect": GREEN, "weapon": "Rope", "room": "Library"}
    state = walk(table(hands=FOUR_HANDS), (7, 18))
    state = until_turn(state, 0)
    state = walk(state, (6, 18), end=False)  # the Lounge's doorway
    state.apply(0, accusation)
    assert token(state, SCARLET) == "Lounge"
    assert events(state, 1, "out_of_doorway") == [{"seat": 0, "suspect": SCARLET, "room": "Lounge"}]
    state = walk(table(hands=FOUR_HANDS), (7, 18), end=False)
    state.apply(0, accusation)
    assert token(state, SCARLET) == (7, 18)  # blocks nothing: stays
    assert events(state, 1, "out_of_doorway") == []


def test_when_everyone_accuses_wrongly_nobody_wins_and_the_solution_is_shown() -> None:
    state = table(3)
    for seat in range(3):
        assert state.to_act() == [seat]
        state.apply(seat, {"type": "accuse", "suspect": GREEN, "weapon": "Rope", "room": "Library"})
    result = state.result()
    assert result is not None and result["winners"] == [] and result["scores"] == [0.0, 0.0, 0.0]
    assert result["outcome"] == {
        "key": "sleuth.nobody_won",
        "args": {"suspect": PLUM, "weapon": "Rope", "room": "Library"},
    }
    assert "Professor Plum with the Rope in the Library" in result["reason"]
    assert state.view(1)["solution"] == {"suspect": PLUM, "weapon": "Rope", "room": "Library"}
    assert events(state, 1, "unsolved") == [{"suspect": PLUM, "weapon": "Rope", "room": "Library"}]
    assert state.to_act() == []


def test_the_last_player_in_keeps_playing_until_they_accuse() -> None:
    state = table(3)
    state.apply(0, {"type": "accuse", "suspect": GREEN, "weapon": "Rope", "room": "Library"})
    state.apply(1, {"type": "accuse", "suspect": GREEN, "weapon": "Rope", "room": "Library"})
    assert state.to_act() == [2]
    state = idle(state)
    assert state.to_act() == [2] and state.result() is None
    assert state.view(None)["turn_number"] == 4


# ----- views and events --------------------------------------------------------------------------------------------
def test_views_hide_hands_and_the_envelope() -> None:
    state = suggest(table(hands=FOUR_HANDS), 0, GREEN, "Lead Pipe", "Lounge")
    state.apply(2, {"type": "show", "card": GREEN})
    for seat in [None, 0, 1, 2, 3]:
        assert_view_hides_secrets(state, seat, state.view(seat))
    for seat in range(4):
        assert state.view(seat)["hand"] == FOUR_HANDS[seat]
        assert state.view(seat)["solution"] is None
    assert "card" not in state.view(1)["suggestions"][-1]
    assert state.view(None)["hand"] == []
    assert [d["hand_size"] for d in state.view(None)["detectives"]] == [5, 5, 4, 4]


def test_seats_that_do_not_exist_have_no_view() -> None:
    state = table(hands=FOUR_HANDS)
    for seat in (-1, 4, 99):
        with pytest.raises(IllegalAction) as error:
            state.view(seat)
        assert error.value.key == "core.no_seat"
        with pytest.raises(IllegalAction):
            state.legal_actions(seat)
        with pytest.raises(IllegalAction):
            state.bot_action(seat)


def test_the_board_and_other_constants_are_static_data() -> None:
    state = new(3, dice=2)
    static = state.static()
    json.dumps(static)
    assert static["board"] == BOARD.to_json()
    assert static["board"]["rows"][0][9] == "3"
    assert static["cards"] == {"suspects": list(SUSPECTS), "weapons": list(WEAPONS), "rooms": list(ROOMS)}
    assert static["colours"] == COLOURS and static["dice"] == 2
    view = state.view(0)
    assert not {"board", "cards", "colours", "log"} & set(view)


def test_the_view_is_convenient_for_the_renderer() -> None:
    state = new(3)
    view = state.view(0)
    json.dumps(view)
    assert view["phase"] == "start" and view["turn"] == 0 and view["to_act"] == [0]
    assert [p["name"] for p in view["players"]] == ["P0", "P1", "P2"]
    assert [d["suspect"] for d in view["detectives"]] == [SCARLET, MUSTARD, WHITE]
    assert view["suspect"] == SCARLET
    assert view["events"][0] == {"i": 0, "move": 0, "key": "sleuth.began", "args": {"seat": 0}}


def test_every_turn_is_told_in_events() -> None:
    state = suggest(table(hands=FOUR_HANDS), 0, GREEN, "Lead Pipe", "Lounge")
    state.apply(2, {"type": "show", "card": "Lead Pipe"})
    state.apply(0, {"type": "end_turn"})
    keys = [e["key"].removeprefix("sleuth.") for e in state.view(3)["events"]]
    assert keys == [
        "began",
        *["rolled", "moved", "ended_turn"],  # Scarlet heads for the Lounge
        *["rolled", "moved", "ended_turn"] * 3,  # the others idle
        *["rolled", "entered", "suggested", "could_not_disprove", "must_show", "showed", "ended_turn"],
    ]
    assert all(e["move"] <= len(state.log) for e in state.view(3)["events"])
    for event in state.view(3)["events"]:
        assert state.event_text(event)


def test_load_game_replays_a_bot_game() -> None:
    state = new(4, seed=3, bots="hard")
    for _ in range(60):
        seat = state.to_act()[0]
        state.apply(seat, state.bot_action(seat))
        if state.result() is not None:
            break
    loaded = pygames.load_game(json.loads(json.dumps(state.to_json())))
    assert [loaded.view(s) for s in range(4)] == [state.view(s) for s in range(4)]


def test_the_counterfactual_changes_other_hands_but_not_the_seats_view() -> None:
    state = suggest(table(hands=FOUR_HANDS), 0, GREEN, "Lead Pipe", "Lounge")
    state.apply(2, {"type": "show", "card": "Lead Pipe"})
    rng = random.Random(1)
    others = [counterfactual(state, 1, rng) for _ in range(10)]
    assert all(other is not None for other in others)
    for other in others:
        assert other is not None
        assert other.view(1) == state.view(1)
        assert other.view(2)["suggestions"][-1]["passed"] == [1]
    assert any(other.view(0)["hand"] != FOUR_HANDS[0] for other in others if other is not None)
    # Seat 0 saw the Lead Pipe: in every counterfactual of its view, seat 2 holds it.
    for _ in range(10):
        other = counterfactual(state, 0, rng)
        assert other is not None and "Lead Pipe" in other.view(2)["hand"]


def test_views_hide_what_their_seat_may_not_know_in_bot_games() -> None:
    """The generic secrecy test's random playouts end at once (a random action is nearly always an accusation);
    bots suggest, show cards and move, so their games test the rest: suggestions, shown cards, must_show."""
    rng = random.Random(7)
    compared = changed = 0
    for seed in range(4):
        players = 3 + seed
        seats = [{"name": f"B{i}", "bot": ["easy", "normal", "hard"][i % 3]} for i in range(players)]
        state = pygames.new_game("sleuth", {"seats": seats, "dice": 1 + seed % 2}, seed=seed)
        for step in range(400):
            if state.result() is not None:
                break
            if step % 25 == 0 or state.view(None)["phase"] == "disprove":
                for seat in [None, *range(players)]:
                    other = counterfactual(state, seat, rng)
                    if other is None:
                        continue
                    compared += 1
                    assert other.view(seat) == state.view(seat), f"seed {seed} step {step}: seat {seat}"
                    changed += any(other.view(s) != state.view(s) for s in [None, *range(players)] if s != seat)
            seat = state.to_act()[0]
            state.apply(seat, state.bot_action(seat))
    assert compared > 100 and changed > compared // 2


# ----- bots --------------------------------------------------------------------------------------------------------
# Three players with six cards each. Seat 1 holds exactly the Lead Pipe, Revolver, Rope, White, Conservatory and
# Dining Room; it could not disprove any of the other nine cards that seat 0 does not hold.
THREE_HANDS = [
    ["Candlestick", "Dagger", "Miss Scarlet", "Colonel Mustard", "Kitchen", "Ballroom"],
    ["Lead Pipe", "Revolver", "Rope", "Mrs White", "Conservatory", "Dining Room"],
    ["Reverend Green", "Mrs Peacock", "Billiard Room", "Library", "Lounge", "Hall"],
]  # envelope: Professor Plum, Spanner, Study


def three_player_passes() -> Sleuth:
    state = table(3, hands=THREE_HANDS, envelope=(PLUM, "Spanner", "Study"))
    for suspect, weapon, room, card in [
        (GREEN, "Spanner", "Billiard Room", GREEN),
        (PEACOCK, "Candlestick", "Library", "Library"),
        (PLUM, "Dagger", "Lounge", "Lounge"),
        (SCARLET, "Candlestick", "Hall", "Hall"),
    ]:
        state = suggest(state, 0, suspect, weapon, room)
        assert last_suggestion(state)["passed"] == [1]
        state.apply(2, {"type": "show", "card": card})
        state.apply(0, {"type": "end_turn"})
    return state


def test_hard_infers_a_hand_from_could_not_disprove_and_hand_sizes() -> None:
    state = three_player_passes()
    # Seat 1 could not disprove Green, Peacock, Plum, Spanner, Billiard Room, Library, Lounge or Hall; the Study
    # has not been asked about, so seat 1 may hold seven cards (its six and the Study): nothing is certain yet.
    hard = deduce(facts_from_view(state.view(0)), "hard")
    assert hard.owner("Lead Pipe") is None
    assert hard.places("Study") == [1, 2, 3]
    # One more pass on the Study leaves seat 1 exactly six possible cards: they must be its hand, so the Spanner,
    # the only weapon not held by seat 0 or seat 1, is in the envelope.
    state = suggest(state, 0, MUSTARD, "Dagger", "Study")
    assert last_suggestion(state)["passed"] == [1, 2]
    facts = facts_from_view(state.view(0))
    hard, normal = deduce(facts, "hard"), deduce(facts, "normal")
    for card in THREE_HANDS[1]:
        assert hard.owner(card) == 1
    assert hard.owner("Spanner") == 3  # 3 = the envelope
    assert normal.owner("Lead Pipe") is None and normal.in_envelope_possible("Spanner")
    assert normal.owner("Study") == 3  # nobody could disprove it: normal sees that much


def test_hard_deduces_the_one_card_a_player_must_have_shown() -> None:
    state = table(hands=FOUR_HANDS)
    # Seat 2 suggests Plum / Spanner / Dining Room: seat 3 shows the Spanner (seat 0 cannot see which card).
    state = suggest(state, 2, PLUM, "Spanner", "Dining Room")
    assert state.to_act() == [3]
    state.apply(3, {"type": "show", "card": "Spanner"})
    # Seat 0 suggests Plum / Rope / Dining Room: seat 1 shows the Dining Room; seat 3 is never asked.
    # Seat 0 then suggests Plum / Rope / Ballroom (own room card): everyone passes, so Plum and Rope are the
    # envelope's; seat 3 showed one of Plum / Spanner / Dining Room; the Dining Room was shown by seat 1, Plum is
    # in the envelope: seat 3 holds the Spanner.
    state = suggest(state, 0, PLUM, "Rope", "Dining Room")
    state.apply(1, {"type": "show", "card": "Dining Room"})
    state = suggest(state, 0, PLUM, "Rope", "Ballroom")
    assert last_suggestion(state)["passed"] == [1, 2, 3]
    view = state.view(0)
    hard, normal = deduce(facts_from_view(view), "hard"), deduce(facts_from_view(view), "normal")
    assert hard.owner("Spanner") == 3
    assert normal.owner("Spanner") is None
    assert hard.owner(PLUM) == 4 and hard.owner("Rope") == 4 and normal.owner(PLUM) == 4


def test_easy_knows_only_what_it_has_seen() -> None:
    state = suggest(three_player_passes(), 0, MUSTARD, "Dagger", "Study")
    easy = deduce(facts_from_view(state.view(0)), "easy")
    assert easy.in_envelope_possible("Study")  # easy ignores "nobody could disprove"
    assert easy.owner(GREEN) == 2  # but remembers the card shown to it
    assert not easy.in_envelope_possible("Kitchen")  # and its own hand


def test_hard_bot_accuses_as_soon_as_the_solution_is_certain() -> None:
    # Nobody can disprove the Study; the Spanner is known by hand sizes.
    state = suggest(three_player_passes(), 0, MUSTARD, "Dagger", "Study")
    # Suspects: Scarlet and Mustard are seat 0's, White seat 1's (hand sizes), Green was shown; Peacock or Plum?
    assert deduce(facts_from_view(state.view(0)), "hard").candidates()[0] == [PEACOCK, PLUM]
    assert state.bot_action(0, "hard") == {"type": "end_turn"}
    # Seat 1 suggests Plum with its own Rope and Conservatory: seat 2 and seat 0 cannot disprove.
    state = suggest(state, 1, PLUM, "Rope", "Conservatory")
    assert last_suggestion(state)["passed"] == [2, 0] and state.view(None)["phase"] == "suggested"
    state = until_turn(state, 0)
    assert state.bot_action(0, "hard") == {"type": "accuse", "suspect": PLUM, "weapon": "Spanner", "room": "Study"}
    # Normal knows Plum and the Study (nobody could disprove them) but not the Spanner: it keeps playing.
    normal = deduce(facts_from_view(state.view(0)), "normal")
    assert normal.candidates()[0] == [PLUM] and normal.candidates()[2] == ["Study"]
    assert "Spanner" in normal.candidates()[1] and len(normal.candidates()[1]) > 1
    assert state.bot_action(0, "normal")["type"] != "accuse"


def test_bot_shows_a_card_the_suggester_has_already_seen() -> None:
    state = suggest(table(hands=FOUR_HANDS), 0, GREEN, "Lead Pipe", "Lounge")
    state.apply(2, {"type": "show", "card": "Lead Pipe"})
    state = suggest(state, 0, GREEN, "Lead Pipe", "Billiard Room")
    for seed in range(10):
        for level in ("normal", "hard"):
            view = state.view(2)
            legal = state.legal_actions(2)
            assert len(legal) == 3
            choice = Sleuth._bot_choose(view, legal, level, random.Random(seed))
            assert choice == {"type": "show", "card": "Lead Pipe"}


def test_hard_bot_suggests_unknown_cards_and_heads_for_useful_rooms() -> None:
    # Scarlet at (7, 18): a roll of 2 reaches the Lounge (not seat 0's card), and the hard bot enters it...
    state = until_turn(walk(table(hands=FOUR_HANDS), (7, 18)), 0)
    state = roll(state, 2)
    for seed in range(5):
        action = Sleuth._bot_choose(state.view(0), state.legal_actions(0), "hard", random.Random(seed))
        assert action == {"type": "move", "room": "Lounge"}
    # ...and suggests about cards it does not hold: at most one of its own (a filler nobody can show, so that the
    # answer is about the other two).
    state.apply(0, {"type": "move", "room": "Lounge"})
    for seed in range(10):
        action = Sleuth._bot_choose(state.view(0), state.legal_actions(0), "hard", random.Random(seed))
        assert action["type"] == "suggest"
        assert [action["suspect"] in FOUR_HANDS[0], action["weapon"] in FOUR_HANDS[0]].count(True) <= 1
    # Off the roll's reach of any room, it steps toward one: (7, 22) is 6 steps from the Lounge, (8, 23) 8.
    state = roll(table(hands=FOUR_HANDS), 2)
    action = Sleuth._bot_choose(state.view(0), state.legal_actions(0), "hard", random.Random(0))
    assert action == {"type": "move", "to": [7, 22]}


def test_bots_only_use_their_view() -> None:
    # _bot_choose is a classmethod: it gets the view, the legal actions and a generator, never the state.
    state = new(4, seed=2, bots="hard")
    seat = state.to_act()[0]
    first = state.bot_action(seat)
    second = Sleuth._bot_choose(state.view(seat), state.legal_actions(seat), "hard", state.bot_rng(seat))
    assert first == second


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("players", [2, 3, 6])
def test_bots_play_to_the_end(level: str, players: int) -> None:
    for seed in range(3):
        state = new(players, seed=seed, bots=level)
        play_bots(state)
        result = state.result()
        assert result is not None
        if level != "easy":
            # Normal and hard bots accuse only when certain, so the one accusation is the right one.
            accusations = state.view(None)["accusations"]
            assert [a["correct"] for a in accusations] == [True]
            assert result["winners"] == [accusations[0]["by"]]


def test_bots_with_two_dice_play_to_the_end() -> None:
    state = new(4, seed=11, dice=2, bots="normal")
    play_bots(state)
    assert state.result() is not None


def test_random_play_without_accusations_keeps_the_board_consistent() -> None:
    # Random playouts end quickly by random accusations; this one leaves them out to exercise movement.
    for seed in range(8):
        rng = random.Random(seed)
        state = new(rng.randint(2, 6), seed=seed, dice=rng.choice([1, 2]))
        for _ in range(300):
            seat = state.to_act()[0]
            legal = [a for a in state.legal_actions(seat) if a["type"] != "accuse"]
            assert legal, "a seat must always be able to act without accusing"
            state.apply(seat, rng.choice(legal))
            view = state.view(None)
            squares = [where(t) for t in view["tokens"].values() if "square" in t]
            assert len(squares) == len(set(squares)), "two tokens on one square"
            assert all(square in BOARD.corridor for square in squares)
            assert all(t["room"] in ROOMS for t in view["tokens"].values() if "room" in t)
            assert set(view["weapons"].values()) <= set(ROOMS)
        assert state.view(None)["turn_number"] > 20
        assert state.view(None)["suggestions"], "random play enters rooms and suggests"


# ----- choosing suspects (issue 13) ----------------------------------------------------------------------------------
def chosen(suspects: list[str | None], seed: int = 1, bots: str | None = None, **script: Any) -> Sleuth:
    seats = [{"name": f"P{i}", "bot": bots} for i in range(len(suspects))]
    state = pygames.new_game("sleuth", {"seats": seats, "suspects": suspects}, seed=seed, script=script or None)
    assert isinstance(state, Sleuth)
    return state


def test_by_default_seat_i_plays_the_ith_suspect() -> None:
    assert pygames.GAMES["sleuth"]["options"]["suspects"] == []
    assert pygames.GAMES["sleuth"]["seat_choices"] == {"suspects": list(SUSPECTS)}
    for players in (2, 4, 6):
        state = new(players)
        assert [d["suspect"] for d in state.view(None)["detectives"]] == list(SUSPECTS[:players])
        assert [state.view(seat)["suspect"] for seat in range(players)] == list(SUSPECTS[:players])
    # Nothing chosen, written out in full, is the same game as the default.
    default, spelled = new(3, seed=9), chosen([None, None, None], seed=9)
    assert [default.view(s) for s in range(3)] == [spelled.view(s) for s in range(3)]


def test_players_choose_their_suspects_and_the_others_take_the_first_free_ones() -> None:
    state = chosen([PLUM, None, WHITE, None])
    suspects = [d["suspect"] for d in state.view(None)["detectives"]]
    assert suspects == [PLUM, SCARLET, WHITE, MUSTARD]
    assert [state.view(seat)["suspect"] for seat in range(4)] == suspects
    # The token a seat moves is its own suspect's: Plum (seat 0) starts on Plum's square.
    assert state.view(0)["tokens"][PLUM] == {"square": list(BOARD.starts[PLUM])}


def test_the_earliest_suspect_plays_first_is_dealt_first_and_play_passes_to_the_left() -> None:
    # Seat 2 plays Mustard, the earliest suspect in play: it begins, and the deal begins with it.
    rest = [card for card in CARDS if card not in (PLUM, "Rope", "Library")]
    state = chosen([GREEN, PLUM, MUSTARD], envelope=[PLUM, "Rope", "Library"], deal=[rest])
    assert state.to_act() == [2]
    assert events(state, None, "began") == [{"seat": 2}]
    assert state.view(2)["hand"] == rest[0::3]
    assert state.view(0)["hand"] == rest[1::3]
    assert state.view(1)["hand"] == rest[2::3]
    order = []
    for _ in range(4):
        order.append(state.view(None)["turn"])
        state = idle(state)
    assert order == [2, 0, 1, 2]


def test_disproving_passes_to_the_left_of_the_suggester_whatever_the_suspects() -> None:
    # Mustard's seat (2) suggests: seat 0 (Green), who holds none of the three, then seat 1 (Plum), who does.
    rest = [card for card in CARDS if card not in (PLUM, "Rope", "Library")]
    state = chosen([GREEN, PLUM, MUSTARD], envelope=[PLUM, "Rope", "Library"], deal=[rest])
    hands = [state.view(seat)["hand"] for seat in range(3)]
    room = next(r for r in ("Dining Room", "Lounge") if r not in hands[0])
    state = drive(state, 2, room)
    named = next(
        (s, w) for s in SUSPECTS for w in WEAPONS if not {s, w, room} & set(hands[0]) and {s, w} & set(hands[1])
    )
    state.apply(2, {"type": "suggest", "suspect": named[0], "weapon": named[1], "room": room})
    assert last_suggestion(state)["passed"] == [0] and state.to_act() == [1]


def test_a_suggestion_moves_the_named_suspects_owner_whoever_plays_it() -> None:
    # Seat 1 plays White; seat 0 (Scarlet) names White in the Lounge: White's seat may suggest there next turn.
    state = drive(chosen([SCARLET, WHITE, MUSTARD], seed=4), 0, "Lounge")
    state.apply(0, {"type": "suggest", "suspect": WHITE, "weapon": "Rope", "room": "Lounge"})
    state = answer(state)
    state = end_turn(state)
    assert state.view(None)["tokens"][WHITE] == {"room": "Lounge"}
    assert state.to_act() == [1]
    assert state.view(1)["can_suggest_in"] == "Lounge"
    assert "suggest" in kinds(state, 1)


def test_a_suspect_chosen_twice_or_unknown_is_refused_with_a_clear_reason() -> None:
    def refusal(suspects: Any, players: int = 3) -> BadOptions:
        seats = [{"name": f"P{i}"} for i in range(players)]
        with pytest.raises(BadOptions) as error:
            pygames.new_game("sleuth", {"seats": seats, "suspects": suspects}, seed=1)
        return error.value

    twice = refusal([WHITE, None, WHITE])
    assert (twice.key, twice.args_) == ("sleuth.suspect_twice", {"suspect": WHITE})
    unknown = refusal([None, "Mr Boddy", None])
    assert unknown.key == "core.bad_seat_choice"
    assert unknown.args_ == {"seat": 1, "n": 2, "option": "suspects", "value": "Mr Boddy"}
    assert refusal([True, None, None]).key == "core.bad_seat_choice"
    for malformed in ([WHITE], [WHITE, None, None, None], WHITE, {"0": WHITE}):
        assert refusal(malformed).key == "core.seat_choices"


def test_chosen_suspects_survive_a_save_and_bots_play_them_to_the_end() -> None:
    for seed in range(3):
        state = chosen([PEACOCK, None, GREEN, SCARLET], seed=seed, bots="hard")
        again = pygames.load_game(json.loads(json.dumps(state.to_json())))
        assert [again.view(s) for s in range(4)] == [state.view(s) for s in range(4)]
        play_bots(state)
        result = state.result()
        assert result is not None
        accusations = state.view(None)["accusations"]
        assert [a["correct"] for a in accusations] == [True]


# ----- the notebook: the cards a seat showed, and to whom (issue 13) --------------------------------------------------
def test_the_notebook_records_which_card_the_seat_showed_to_whom() -> None:
    state = suggest(table(hands=FOUR_HANDS), 0, GREEN, "Lead Pipe", "Lounge")
    assert all(state.view(seat)["shown_by_me"] == [] for seat in range(4))
    state.apply(2, {"type": "show", "card": "Lead Pipe"})
    turn = state.view(None)["turn_number"]
    assert state.view(2)["shown_by_me"] == [{"card": "Lead Pipe", "to": 0, "turn": turn}]
    # Nobody else's notebook has it: not the suggester (who has it as shown_to_me), another seat, or the public.
    for seat in (0, 1, 3, None):
        assert state.view(seat)["shown_by_me"] == []
    assert state.view(0)["shown_to_me"] == [{"card": "Lead Pipe", "by": 2}]


def test_the_record_of_shown_cards_is_kept_across_suggestions() -> None:
    # Seat 2 is asked twice (by seat 0, then by seat 1 after it comes into the Lounge too) and keeps both.
    state = suggest(table(hands=FOUR_HANDS), 0, GREEN, "Lead Pipe", "Lounge")
    state.apply(2, {"type": "show", "card": GREEN})
    state = end_turn(state)
    state = suggest(state, 1, GREEN, "Lead Pipe", "Lounge")
    assert state.to_act() == [2]
    state.apply(2, {"type": "show", "card": "Lead Pipe"})
    record = [(entry["card"], entry["to"]) for entry in state.view(2)["shown_by_me"]]
    assert record == [(GREEN, 0), ("Lead Pipe", 1)]
    assert state.view(1)["shown_to_me"] == [{"card": "Lead Pipe", "by": 2}]
    assert state.view(3)["shown_by_me"] == [] and state.view(0)["shown_by_me"] == []


def test_chosen_suspects_and_the_notebook_keep_every_seats_secrets() -> None:
    """The secrecy test (tests/test_secrecy.py) on games with chosen suspects: another deal consistent with what a
    seat saw gives it the same view, shown_by_me included; and the counterfactuals do change other seats' views."""
    rng = random.Random("sleuth-chosen")
    compared = changed = 0
    for seed in range(4):
        state = chosen([MUSTARD, None, PLUM, SCARLET], seed=seed, bots="normal")
        for step in range(200):
            if state.result() is not None:
                break
            if step % 7 == 0:
                for seat in [None, 0, 1, 2, 3]:
                    other = counterfactual(state, seat, rng)
                    if other is None:
                        continue
                    compared += 1
                    assert json.dumps(other.view(seat), sort_keys=True) == json.dumps(state.view(seat), sort_keys=True)
                    others = [s for s in [None, 0, 1, 2, 3] if s != seat]
                    changed += any(other.view(s) != state.view(s) for s in others)
            seat = state.to_act()[0]
            state.apply(seat, state.bot_action(seat))
    assert compared >= 20 and changed >= compared // 10
    assert any(state.view(s)["shown_by_me"] for s in range(4)), "some card was shown in the last game"
