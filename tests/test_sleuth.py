"""Sleuth: board facts, setup, movement, suggestions, disproving, accusations, views and bots.

Situations are built by `situation()` below: a real game whose hands, envelope, tokens and turn are then set by hand,
with `LoadedDice` standing in for the game's generator where a roll must be known.
"""

from __future__ import annotations

import json
import random
from collections import deque
from typing import Any

import pytest

import pygames
from pygames import BadOptions, IllegalAction
from pygames.sleuth.board import BoardError, Square, load_board, parse_board
from pygames.sleuth.cards import CARDS, ROOMS, SUSPECTS, WEAPONS
from pygames.sleuth.game import Sleuth
from pygames.sleuth.knowledge import deduce, facts_from_view

BOARD = load_board()
SCARLET, MUSTARD, WHITE, GREEN, PEACOCK, PLUM = SUSPECTS


# ----- helpers ------------------------------------------------------------------------------------------------------
class LoadedDice(random.Random):
    """A generator whose die rolls are the given values, in order."""

    def __init__(self, *rolls: int) -> None:
        super().__init__(0)
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        return self.rolls.pop(0)


def new(players: int = 4, seed: int = 1, dice: int = 1, bots: str | None = None) -> Sleuth:
    seats = [{"name": f"P{i}", "bot": bots} for i in range(players)]
    state = pygames.new_game("sleuth", {"seats": seats, "dice": dice}, seed=seed)
    assert isinstance(state, Sleuth)
    return state


def situation(
    players: int = 4,
    hands: list[list[str]] | None = None,
    envelope: tuple[str, str, str] = (PLUM, "Rope", "Library"),
    positions: dict[str, Any] | None = None,
    turn: int = 0,
) -> Sleuth:
    """A game at the start of ``turn``'s turn with the given cards and token positions (the rest as dealt)."""
    state = new(players)
    state.envelope = {"suspect": envelope[0], "weapon": envelope[1], "room": envelope[2]}
    if hands is None:
        rest = [card for card in CARDS if card not in envelope]
        hands = [rest[i::players] for i in range(players)]
    assert sorted(card for hand in hands for card in hand) == sorted(card for card in CARDS if card not in envelope)
    state.hands = [list(hand) for hand in hands]
    for suspect, where in (positions or {}).items():
        state.positions[suspect] = tuple(where) if isinstance(where, list | tuple) else where
    state._begin_turn(turn)
    return state


def roll(state: Sleuth, value: int, seat: int | None = None) -> None:
    state.rng = LoadedDice(value)
    state.apply(state.current if seat is None else seat, {"type": "roll"})


def moves(state: Sleuth) -> tuple[set[Square], set[str]]:
    squares: set[Square] = set()
    rooms: set[str] = set()
    for action in state.legal_actions(state.current):
        if action["type"] == "move":
            if "to" in action:
                squares.add(tuple(action["to"]))  # type: ignore[arg-type]
            else:
                rooms.add(action["room"])
    return squares, rooms


def kinds(state: Sleuth, seat: int) -> set[str]:
    return {action["type"] for action in state.legal_actions(seat)}


def suggest(state: Sleuth, seat: int, suspect: str, weapon: str, room: str) -> None:
    """Let ``seat`` suggest as if it had just entered ``room``."""
    state._begin_turn(seat)
    state.positions[SUSPECTS[seat]] = room
    state.phase = "moved"
    state.suggest_room = room
    state.apply(seat, {"type": "suggest", "suspect": suspect, "weapon": weapon, "room": room})


def assert_illegal(state: Sleuth, seat: int, action: Any) -> None:
    before = json.dumps(state.to_json())
    views = [json.dumps(state.view(s)) for s in [None, *range(len(state.seats))]]
    with pytest.raises(IllegalAction):
        state.apply(seat, action)
    assert json.dumps(state.to_json()) == before
    assert [json.dumps(state.view(s)) for s in [None, *range(len(state.seats))]] == views


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
    if seat is None:
        assert view["hand"] == [] and view["shown_to_me"] == [] and view["must_show"] == []
    else:
        assert view["hand"] == state.hands[seat]
    for entry, record in zip(view["suggestions"], state.suggestions, strict=True):
        may_know = seat is not None and seat in (record["by"], record["disprover"]) and record["card"] is not None
        assert ("card" in entry) == may_know
    private_lines = [line for line in view["log"] if "showed you the" in line or "You showed the" in line]
    expected = sum(
        1 for r in state.suggestions if r["card"] is not None and seat is not None and seat in (r["by"], r["disprover"])
    )
    assert len(private_lines) == expected
    for shown in view["shown_to_me"]:
        assert shown["card"] in state.hands[shown["by"]]


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

    text = resources.files("pygames.sleuth").joinpath("board.txt").read_text(encoding="utf-8")
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
        assert [len(hand) for hand in state.hands] == sizes
        envelope = state.envelope
        assert envelope["suspect"] in SUSPECTS and envelope["weapon"] in WEAPONS and envelope["room"] in ROOMS
        everything = [card for hand in state.hands for card in hand] + list(envelope.values())
        assert sorted(everything) == sorted(CARDS)


def test_the_envelope_and_deal_vary_with_the_seed() -> None:
    envelopes = {tuple(new(4, seed=seed).envelope.values()) for seed in range(30)}
    assert len(envelopes) > 20


def test_tokens_start_on_their_squares_and_weapons_in_different_rooms() -> None:
    state = new(3)
    assert state.positions == BOARD.starts
    assert len(set(state.weapons.values())) == 6
    assert set(state.weapons.values()) <= set(ROOMS)
    view = state.view(0)
    assert view["tokens"][PEACOCK] == {"square": [23, 6]}  # unplayed suspects are on the board too


def test_scarlet_plays_first_then_to_the_left() -> None:
    state = situation(3)
    assert state.to_act() == [0]
    assert state.view(None)["players"][0]["suspect"] == SCARLET
    order = []
    for _ in range(4):
        order.append(state.current)
        roll(state, 1)
        state.apply(state.current, next(a for a in state.legal_actions(state.current) if a["type"] == "move"))
        state.apply(state.current, {"type": "end_turn"})
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
    state.apply(0, {"type": "roll"})
    assert len(state.view(0)["dice"]) == 2
    assert 2 <= sum(state.dice) <= 12


def test_the_roll_comes_from_the_game_generator() -> None:
    first, second = new(3, seed=5), new(3, seed=5)
    first.apply(0, {"type": "roll"})
    second.apply(0, {"type": "roll"})
    assert first.dice == second.dice
    assert first.view(1)["targets"] == second.view(1)["targets"]


# ----- movement ----------------------------------------------------------------------------------------------------
def test_exact_roll_from_the_start_square() -> None:
    state = situation()
    roll(state, 1)
    assert moves(state) == ({(7, 23)}, set())
    state = situation()
    roll(state, 3)
    assert moves(state) == ({(7, 21), (8, 22)}, set())


def test_no_square_twice_in_one_move() -> None:
    # With 2 from (7, 23) the token could go to (7, 24) and back only by entering (7, 23) twice.
    state = situation(positions={SCARLET: [7, 22]})
    roll(state, 2)
    squares, _ = moves(state)
    assert (7, 22) not in squares  # back where it started
    assert squares == {(7, 20), (8, 21), (8, 23), (7, 24)}


def test_occupied_squares_can_be_neither_entered_nor_passed() -> None:
    state = situation(positions={MUSTARD: [7, 22]})
    roll(state, 3)
    assert moves(state) == ({(8, 22)}, set())  # (7, 21) would need to pass (7, 22)
    state = situation(positions={MUSTARD: [7, 23]})
    roll(state, 4)
    assert moves(state) == (set(), set())


def test_a_fully_blocked_player_rolls_and_stays() -> None:
    state = situation(positions={MUSTARD: [7, 23]})
    roll(state, 4)
    assert state.phase == "moved"
    assert state.positions[SCARLET] == (7, 24)
    assert kinds(state, 0) == {"end_turn", "accuse"}
    assert "blocked" in state.view(None)["log"][-1]
    state.apply(0, {"type": "end_turn"})
    assert state.to_act() == [1]


def test_a_room_is_entered_with_fewer_steps_and_entering_ends_the_move() -> None:
    # From (1, 18) the Lounge door square (6, 18) is 5 steps away; going through the door is one more.
    state = situation(positions={SCARLET: [1, 18]})
    roll(state, 5)
    assert "Lounge" not in moves(state)[1]
    state = situation(positions={SCARLET: [1, 18]})
    roll(state, 6)
    assert "Lounge" in moves(state)[1]
    state = situation(positions={SCARLET: [5, 18]})
    roll(state, 6)
    assert "Lounge" in moves(state)[1]
    state.apply(0, {"type": "move", "room": "Lounge"})
    assert state.positions[SCARLET] == "Lounge"
    assert state.phase == "moved"
    assert "move" not in kinds(state, 0)
    assert "suggest" in kinds(state, 0)


def test_a_token_on_the_door_square_blocks_the_door() -> None:
    state = situation(positions={SCARLET: [5, 18], MUSTARD: [6, 18]})
    roll(state, 6)
    assert "Lounge" not in moves(state)[1]


def test_leaving_a_room_counts_from_the_door_square() -> None:
    state = situation(positions={SCARLET: "Lounge"})
    roll(state, 1)
    assert moves(state) == ({(6, 18)}, set())
    state = situation(positions={SCARLET: "Lounge"})
    roll(state, 2)
    assert moves(state) == ({(5, 18), (7, 18), (6, 17)}, set())


def test_a_room_cannot_be_left_and_reentered_in_one_turn() -> None:
    state = situation(positions={SCARLET: "Lounge"})
    roll(state, 6)
    assert "Lounge" not in moves(state)[1]
    # ...but another room within reach may be entered: Ballroom (15, 5) door to the Conservatory is 4 steps.
    state = situation(positions={SCARLET: "Ballroom"})
    roll(state, 4)
    squares, rooms = moves(state)
    assert rooms == {"Conservatory"}
    assert (7, 7) in squares


def test_a_room_whose_doors_are_all_blocked_keeps_its_passage() -> None:
    state = situation(positions={SCARLET: "Kitchen", MUSTARD: [4, 7]})
    assert kinds(state, 0) == {"roll", "passage", "accuse"}
    roll(state, 3)
    assert state.phase == "moved" and state.positions[SCARLET] == "Kitchen"
    assert "suggest" not in kinds(state, 0)
    state = situation(positions={SCARLET: "Kitchen", MUSTARD: [4, 7]})
    state.apply(0, {"type": "passage"})
    assert state.positions[SCARLET] == "Study"
    assert "suggest" in kinds(state, 0)


def test_secret_passages() -> None:
    for start, end in [
        ("Kitchen", "Study"),
        ("Study", "Kitchen"),
        ("Conservatory", "Lounge"),
        ("Lounge", "Conservatory"),
    ]:
        state = situation(positions={SCARLET: start})
        state.apply(0, {"type": "passage"})
        assert state.positions[SCARLET] == end
        assert {a["room"] for a in state.legal_actions(0) if a["type"] == "suggest"} == {end}
        assert "took the secret passage" in state.view(2)["log"][-1]
    state = situation(positions={SCARLET: "Hall"})
    assert "passage" not in kinds(state, 0)
    assert_illegal(state, 0, {"type": "passage"})
    state = situation(positions={SCARLET: "Kitchen"})
    roll(state, 2)
    assert_illegal(state, 0, {"type": "passage"})  # instead of rolling, not after


def test_illegal_moves() -> None:
    state = situation()
    assert_illegal(state, 0, {"type": "move", "to": [7, 23]})  # no roll yet
    roll(state, 3)
    assert_illegal(state, 0, {"type": "roll"})  # one roll per turn
    assert_illegal(state, 0, {"type": "move", "to": [7, 23]})  # not exactly 3
    assert_illegal(state, 0, {"type": "move", "to": [7, 21], "room": "Hall"})
    assert_illegal(state, 0, {"type": "move"})
    assert_illegal(state, 0, {"type": "move", "to": [7]})
    assert_illegal(state, 0, {"type": "move", "to": ["7", "21"]})
    assert_illegal(state, 0, {"type": "move", "to": [True, 21]})
    assert_illegal(state, 0, {"type": "move", "to": "7,21"})
    assert_illegal(state, 0, {"type": "move", "room": "Hall"})  # out of reach
    assert_illegal(state, 0, {"type": "move", "room": "Cellar"})
    assert_illegal(state, 0, {"type": "end_turn"})  # must move when a move exists
    assert_illegal(state, 1, {"type": "move", "to": [7, 21]})  # not their turn
    state.apply(0, {"type": "move", "to": [7, 21]})
    assert state.positions[SCARLET] == (7, 21)
    assert "suggest" not in kinds(state, 0)  # a corridor square: no suggestion
    assert_illegal(state, 0, {"type": "suggest", "suspect": PLUM, "weapon": "Rope", "room": "Hall"})


def test_the_start_of_a_turn_must_be_a_roll_passage_or_accusation() -> None:
    state = situation()
    assert kinds(state, 0) == {"roll", "accuse"}
    assert_illegal(state, 0, {"type": "end_turn"})
    assert_illegal(state, 0, {"type": "roll", "dice": 6})
    assert_illegal(state, 0, {"type": "fly"})


def test_view_lists_reachable_targets_while_moving() -> None:
    state = situation(positions={SCARLET: [5, 18]})
    assert state.view(3)["targets"] is None
    roll(state, 2)
    targets = state.view(3)["targets"]
    assert targets["rooms"] == ["Lounge"]
    assert sorted(map(tuple, targets["squares"])) == [(3, 18), (4, 17), (5, 16), (6, 17), (7, 18)]
    assert sorted(map(tuple, targets["squares"])) == sorted(moves(state)[0])
    assert state.view(3)["dice"] == [2]


# ----- suggestions -------------------------------------------------------------------------------------------------
FOUR_HANDS = [
    ["Colonel Mustard", "Candlestick", "Kitchen", "Ballroom", "Hall"],
    ["Mrs White", "Dagger", "Conservatory", "Dining Room", "Study"],
    ["Reverend Green", "Lead Pipe", "Revolver", "Billiard Room"],
    ["Mrs Peacock", "Miss Scarlet", "Spanner", "Lounge"],
]  # envelope: Professor Plum, Rope, Library


def test_a_suggestion_brings_the_suspect_and_weapon_into_the_room() -> None:
    state = situation(hands=FOUR_HANDS, positions={SCARLET: [5, 18]})
    roll(state, 2)
    state.apply(0, {"type": "move", "room": "Lounge"})
    state.apply(0, {"type": "suggest", "suspect": WHITE, "weapon": "Dagger", "room": "Lounge"})
    assert state.positions[WHITE] == "Lounge"
    assert state.weapons["Dagger"] == "Lounge"
    view = state.view(None)
    assert view["tokens"][WHITE] == {"room": "Lounge"}
    assert view["weapons"]["Dagger"] == "Lounge"
    assert "suggests Mrs White with the Dagger in the Lounge" in " ".join(view["log"])


def test_a_suggestion_names_the_room_the_suggester_is_in() -> None:
    state = situation(hands=FOUR_HANDS, positions={SCARLET: [5, 18]})
    roll(state, 2)
    state.apply(0, {"type": "move", "room": "Lounge"})
    assert_illegal(state, 0, {"type": "suggest", "suspect": WHITE, "weapon": "Dagger", "room": "Hall"})
    assert_illegal(state, 0, {"type": "suggest", "suspect": "Dr Black", "weapon": "Dagger", "room": "Lounge"})
    assert_illegal(state, 0, {"type": "suggest", "suspect": WHITE, "weapon": "Axe", "room": "Lounge"})
    assert_illegal(state, 0, {"type": "suggest", "suspect": WHITE, "weapon": "Dagger"})
    assert_illegal(state, 0, {"type": "suggest", "suspect": WHITE, "weapon": "Dagger", "room": "Lounge", "x": 1})
    suggestions = [a for a in state.legal_actions(0) if a["type"] == "suggest"]
    assert len(suggestions) == 36 and {a["room"] for a in suggestions} == {"Lounge"}


def test_disproving_goes_to_the_left_and_the_first_holder_chooses_the_card() -> None:
    state = situation(hands=FOUR_HANDS)
    # Seat 1 holds none of Green/Lead Pipe/Lounge; seat 2 holds Green and Lead Pipe; seat 3 holds the Lounge.
    suggest(state, 0, GREEN, "Lead Pipe", "Lounge")
    assert state.to_act() == [2]
    assert state.phase == "disprove"
    assert state.legal_actions(2) == [{"type": "show", "card": GREEN}, {"type": "show", "card": "Lead Pipe"}]
    assert state.legal_actions(0) == [] and state.legal_actions(3) == []
    assert state.view(2)["must_show"] == [GREEN, "Lead Pipe"]
    assert state.suggestions[-1]["passed"] == [1]
    assert any("P1 (Colonel Mustard) could not disprove" in line for line in state.view(None)["log"])
    assert_illegal(state, 2, {"type": "show", "card": "Lounge"})  # named, but not theirs
    assert_illegal(state, 2, {"type": "show", "card": "Revolver"})  # theirs, but not named
    assert_illegal(state, 2, {"type": "show"})
    assert_illegal(state, 3, {"type": "show", "card": "Lounge"})  # not asked
    assert_illegal(state, 0, {"type": "end_turn"})  # the suggester waits for the card
    state.apply(2, {"type": "show", "card": "Lead Pipe"})
    assert state.phase == "suggested" and state.to_act() == [0]
    assert kinds(state, 0) == {"end_turn", "accuse"}


def test_only_the_suggester_sees_the_card_and_everyone_sees_who_showed() -> None:
    state = situation(hands=FOUR_HANDS)
    suggest(state, 0, GREEN, "Lead Pipe", "Lounge")
    state.apply(2, {"type": "show", "card": "Lead Pipe"})
    suggester, shower, other, public = state.view(0), state.view(2), state.view(1), state.view(None)
    assert suggester["shown_to_me"] == [{"card": "Lead Pipe", "by": 2}]
    assert suggester["suggestions"][-1]["card"] == "Lead Pipe"
    assert "P2 (Mrs White) showed you the Lead Pipe." in suggester["log"]
    assert shower["suggestions"][-1]["card"] == "Lead Pipe"  # the shower knows what they showed
    for view in (other, public):
        assert "card" not in view["suggestions"][-1]
        assert view["suggestions"][-1]["disprover"] == 2 and view["suggestions"][-1]["shown"]
        assert "P2 (Mrs White) showed a card to P0 (Miss Scarlet)." in view["log"]
        assert "Lead Pipe." not in " ".join(view["log"][-1:])
        assert view["shown_to_me"] == []


def test_nobody_can_disprove() -> None:
    state = situation(hands=FOUR_HANDS)
    suggest(state, 0, PLUM, "Rope", "Library")
    assert state.phase == "suggested" and state.to_act() == [0]
    assert state.suggestions[-1]["passed"] == [1, 2, 3]
    assert state.suggestions[-1]["disprover"] is None
    assert state.view(None)["log"][-1] == "Nobody could disprove the suggestion."


def test_the_suggester_may_name_own_cards_and_disproving_wraps_around() -> None:
    state = situation(hands=FOUR_HANDS)
    # Seat 2 suggests: seat 3 then seat 0 then seat 1. The Kitchen is seat 0's.
    suggest(state, 2, GREEN, "Revolver", "Kitchen")  # Green and Revolver are seat 2's own
    assert state.suggestions[-1]["passed"] == [3]
    assert state.to_act() == [0]
    assert state.legal_actions(0) == [{"type": "show", "card": "Kitchen"}]


def test_a_player_moved_by_a_suggestion_may_suggest_there_without_moving() -> None:
    state = situation(hands=FOUR_HANDS, positions={MUSTARD: [1, 17]})
    suggest(state, 0, MUSTARD, "Rope", "Hall")
    assert state.positions[MUSTARD] == "Hall"
    assert state.phase == "suggested"  # nobody holds Mustard, the Rope or the Hall but seat 0
    state.apply(0, {"type": "end_turn"})
    assert state.current == 1
    assert kinds(state, 1) == {"roll", "suggest", "accuse"}
    assert {a["room"] for a in state.legal_actions(1) if a["type"] == "suggest"} == {"Hall"}
    state.apply(1, {"type": "suggest", "suspect": PLUM, "weapon": "Rope", "room": "Hall"})
    assert state.positions[MUSTARD] == "Hall"
    assert state.suggestions[-1]["by"] == 1


def test_the_right_to_suggest_without_moving_is_lost_by_rolling_and_lasts_one_turn() -> None:
    # The Hall's three door squares are taken, so Mustard, once moved in, cannot leave it.
    state = situation(hands=FOUR_HANDS, positions={WHITE: [11, 17], GREEN: [12, 17], PEACOCK: [15, 20]})
    suggest(state, 0, MUSTARD, "Rope", "Hall")
    state.apply(0, {"type": "end_turn"})
    assert state.current == 1 and "suggest" in kinds(state, 1)
    roll(state, 1)
    assert state.phase == "moved" and state.positions[MUSTARD] == "Hall"  # blocked: stays
    assert "suggest" not in kinds(state, 1)  # rolling gave the right up
    state.apply(1, {"type": "end_turn"})
    state._begin_turn(1)
    assert kinds(state, 1) == {"roll", "accuse"}  # and it does not come back on a later turn


def test_naming_a_token_already_in_the_room_or_oneself_gives_no_extra_suggestion() -> None:
    state = situation(hands=FOUR_HANDS, positions={MUSTARD: "Hall"})
    suggest(state, 0, MUSTARD, "Rope", "Hall")  # Mustard was already there
    state.apply(0, {"type": "end_turn"})
    assert kinds(state, 1) == {"roll", "accuse"}
    state = situation(hands=FOUR_HANDS)
    suggest(state, 0, SCARLET, "Rope", "Hall")  # the suggester's own token
    assert state.moved_in == {}


def test_an_unplayed_suspect_can_be_named_and_moved() -> None:
    state = situation(3, positions={SCARLET: [5, 18]})
    roll(state, 2)
    state.apply(0, {"type": "move", "room": "Lounge"})
    state.apply(0, {"type": "suggest", "suspect": PLUM, "weapon": "Rope", "room": "Lounge"})
    assert state.positions[PLUM] == "Lounge"
    assert state.moved_in == {}


def test_no_second_suggestion_in_the_same_room_without_leaving_and_reentering() -> None:
    state = situation(hands=FOUR_HANDS, positions={SCARLET: [5, 18]})
    roll(state, 2)
    state.apply(0, {"type": "move", "room": "Lounge"})
    state.apply(0, {"type": "suggest", "suspect": PLUM, "weapon": "Rope", "room": "Lounge"})
    if state.phase == "disprove":
        disprover = state.to_act()[0]
        state.apply(disprover, state.legal_actions(disprover)[0])
    assert "suggest" not in kinds(state, 0)  # not twice in one turn
    assert_illegal(state, 0, {"type": "suggest", "suspect": GREEN, "weapon": "Rope", "room": "Lounge"})
    state.apply(0, {"type": "end_turn"})
    # Back to Scarlet, still in the Lounge: no suggestion without entering.
    state._begin_turn(0)
    assert kinds(state, 0) == {"roll", "passage", "accuse"}
    # She leaves on one turn...
    roll(state, 1)
    state.apply(0, {"type": "move", "to": [6, 18]})
    assert "suggest" not in kinds(state, 0)
    state.apply(0, {"type": "end_turn"})
    # ...and re-enters on the next: now she may suggest in the Lounge again.
    state._begin_turn(0)
    roll(state, 3)
    state.apply(0, {"type": "move", "room": "Lounge"})
    assert "suggest" in kinds(state, 0)


def test_a_blocked_player_in_a_room_stays_without_a_suggestion() -> None:
    state = situation(hands=FOUR_HANDS, positions={SCARLET: "Lounge", MUSTARD: [6, 18]})
    roll(state, 4)
    assert state.phase == "moved" and state.positions[SCARLET] == "Lounge"
    assert "suggest" not in kinds(state, 0)


# ----- accusations -------------------------------------------------------------------------------------------------
def test_a_correct_accusation_wins_and_shows_the_solution() -> None:
    state = situation(hands=FOUR_HANDS)
    state.apply(0, {"type": "accuse", "suspect": PLUM, "weapon": "Rope", "room": "Library"})
    result = state.result()
    assert result is not None and result["winners"] == [0] and result["scores"] == [1.0, 0.0, 0.0, 0.0]
    assert "Professor Plum" in result["reason"]
    assert state.to_act() == []
    for seat in [None, 0, 1, 2, 3]:
        assert state.view(seat)["solution"] == {"suspect": PLUM, "weapon": "Rope", "room": "Library"}
        assert state.view(seat)["winner"] == 0
    assert_illegal(state, 1, {"type": "roll"})


def test_accusing_names_any_room_at_any_point_of_ones_turn() -> None:
    for stage in ("start", "move", "moved", "suggested"):
        state = situation(hands=FOUR_HANDS, positions={SCARLET: [5, 18]})
        if stage != "start":
            roll(state, 2)
        if stage in ("moved", "suggested"):
            state.apply(0, {"type": "move", "room": "Lounge"})
        if stage == "suggested":
            state.apply(0, {"type": "suggest", "suspect": PLUM, "weapon": "Rope", "room": "Lounge"})
            state.apply(3, {"type": "show", "card": "Lounge"})
        assert state.phase == stage
        accusations = [a for a in state.legal_actions(0) if a["type"] == "accuse"]
        assert len(accusations) == 6 * 6 * 9
        state.apply(0, {"type": "accuse", "suspect": PLUM, "weapon": "Rope", "room": "Library"})
        assert state.result() is not None


def test_accusations_are_not_possible_out_of_turn_or_with_unknown_cards() -> None:
    state = situation(hands=FOUR_HANDS)
    assert_illegal(state, 1, {"type": "accuse", "suspect": PLUM, "weapon": "Rope", "room": "Library"})
    assert_illegal(state, 0, {"type": "accuse", "suspect": PLUM, "weapon": "Rope", "room": "Cellar"})
    assert_illegal(state, 0, {"type": "accuse", "suspect": PLUM, "weapon": "Rope"})
    assert_illegal(state, 0, {"type": "accuse", "suspect": ["x"], "weapon": "Rope", "room": "Hall"})
    suggest(state, 0, GREEN, "Lead Pipe", "Lounge")
    assert_illegal(state, 0, {"type": "accuse", "suspect": PLUM, "weapon": "Rope", "room": "Library"})  # disprove
    assert_illegal(state, 2, {"type": "accuse", "suspect": PLUM, "weapon": "Rope", "room": "Library"})


def test_a_wrong_accusation_puts_the_player_out_but_they_still_disprove() -> None:
    state = situation(hands=FOUR_HANDS)
    state.apply(0, {"type": "accuse", "suspect": GREEN, "weapon": "Rope", "room": "Library"})
    assert state.result() is None
    assert state.out == [True, False, False, False]
    assert state.to_act() == [1]
    view = state.view(None)
    assert view["players"][0]["out"]
    assert view["accusations"] == [{"by": 0, "suspect": GREEN, "weapon": "Rope", "room": "Library", "correct": False}]
    assert view["solution"] is None
    # Seat 3 suggests the Hall: seat 0 (out) holds it and must still show it.
    suggest(state, 3, PLUM, "Rope", "Hall")
    assert state.to_act() == [0]
    state.apply(0, {"type": "show", "card": "Hall"})
    # The player who is out is skipped in the turn order.
    state.apply(3, {"type": "end_turn"})
    assert state.current == 1


def test_a_wrong_accuser_blocking_a_door_is_moved_into_the_room() -> None:
    state = situation(hands=FOUR_HANDS, positions={SCARLET: [6, 18]})
    state.apply(0, {"type": "accuse", "suspect": GREEN, "weapon": "Rope", "room": "Library"})
    assert state.positions[SCARLET] == "Lounge"
    state = situation(hands=FOUR_HANDS, positions={SCARLET: [3, 18]})
    state.apply(0, {"type": "accuse", "suspect": GREEN, "weapon": "Rope", "room": "Library"})
    assert state.positions[SCARLET] == (3, 18)  # blocks nothing: stays


def test_when_everyone_accuses_wrongly_nobody_wins_and_the_solution_is_shown() -> None:
    state = situation(3, hands=None)
    for seat in range(3):
        assert state.to_act() == [seat]
        state.apply(seat, {"type": "accuse", "suspect": GREEN, "weapon": "Rope", "room": "Library"})
    result = state.result()
    assert result is not None and result["winners"] == [] and result["scores"] == [0.0, 0.0, 0.0]
    assert "Professor Plum with the Rope in the Library" in result["reason"]
    assert state.view(1)["solution"] == state.envelope
    assert state.to_act() == []


def test_the_last_player_in_keeps_playing_until_they_accuse() -> None:
    state = situation(3)
    state.apply(0, {"type": "accuse", "suspect": GREEN, "weapon": "Rope", "room": "Library"})
    state.apply(1, {"type": "accuse", "suspect": GREEN, "weapon": "Rope", "room": "Library"})
    assert state.to_act() == [2]
    roll(state, 1)
    state.apply(2, next(a for a in state.legal_actions(2) if a["type"] == "move"))
    state.apply(2, {"type": "end_turn"})
    assert state.to_act() == [2] and state.result() is None


# ----- views -------------------------------------------------------------------------------------------------------
def test_views_hide_hands_and_the_envelope() -> None:
    state = situation(hands=FOUR_HANDS)
    suggest(state, 0, GREEN, "Lead Pipe", "Lounge")
    state.apply(2, {"type": "show", "card": GREEN})
    for seat in [None, 0, 1, 2, 3]:
        assert_view_hides_secrets(state, seat, state.view(seat))
    for seat in range(4):
        assert state.view(seat)["hand"] == FOUR_HANDS[seat]
        assert state.view(seat)["solution"] is None
    assert "card" not in state.view(1)["suggestions"][-1]
    assert state.view(None)["hand"] == []
    assert [p["hand_size"] for p in state.view(None)["players"]] == [5, 5, 4, 4]


def test_the_view_is_convenient_for_the_renderer() -> None:
    state = new(3)
    view = state.view(0)
    json.dumps(view)
    assert view["phase"] == "start" and view["turn"] == 0 and view["to_act"] == [0]
    assert [p["suspect"] for p in view["players"]] == [SCARLET, MUSTARD, WHITE]
    assert view["players"][0]["colour"] == "red"
    assert view["board"]["rows"][0][9] == "3"
    assert view["cards"] == {"suspects": list(SUSPECTS), "weapons": list(WEAPONS), "rooms": list(ROOMS)}
    assert view["log"][0].startswith("The game begins.")


def test_load_game_replays_a_bot_game() -> None:
    state = new(4, seed=3, bots="hard")
    for _ in range(60):
        seat = state.to_act()[0]
        state.apply(seat, state.bot_action(seat))
        if state.result() is not None:
            break
    loaded = pygames.load_game(json.loads(json.dumps(state.to_json())))
    assert [loaded.view(s) for s in range(4)] == [state.view(s) for s in range(4)]


# ----- bots --------------------------------------------------------------------------------------------------------
# Three players with six cards each. Seat 1 holds exactly the Lead Pipe, Revolver, Rope, White, Conservatory and
# Dining Room; it could not disprove any of the other nine cards that seat 0 does not hold.
THREE_HANDS = [
    ["Candlestick", "Dagger", "Miss Scarlet", "Colonel Mustard", "Kitchen", "Ballroom"],
    ["Lead Pipe", "Revolver", "Rope", "Mrs White", "Conservatory", "Dining Room"],
    ["Reverend Green", "Mrs Peacock", "Billiard Room", "Library", "Lounge", "Hall"],
]  # envelope: Professor Plum, Spanner, Study


def three_player_passes() -> Sleuth:
    state = situation(3, hands=THREE_HANDS, envelope=(PLUM, "Spanner", "Study"))
    for suspect, weapon, room, card in [
        (GREEN, "Spanner", "Billiard Room", GREEN),
        (PEACOCK, "Candlestick", "Library", "Library"),
        (PLUM, "Dagger", "Lounge", "Lounge"),
        (SCARLET, "Candlestick", "Hall", "Hall"),
    ]:
        suggest(state, 0, suspect, weapon, room)
        assert state.suggestions[-1]["passed"] == [1]
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
    suggest(state, 0, MUSTARD, "Dagger", "Study")
    assert state.suggestions[-1]["passed"] == [1, 2]
    facts = facts_from_view(state.view(0))
    hard, normal = deduce(facts, "hard"), deduce(facts, "normal")
    for card in THREE_HANDS[1]:
        assert hard.owner(card) == 1
    assert hard.owner("Spanner") == 3  # 3 = the envelope
    assert normal.owner("Lead Pipe") is None and normal.in_envelope_possible("Spanner")
    assert normal.owner("Study") == 3  # nobody could disprove it: normal sees that much


def test_hard_deduces_the_one_card_a_player_must_have_shown() -> None:
    state = situation(hands=FOUR_HANDS)
    # Seat 1 suggests Plum / Rope / Study: seat 2 passes (holds none), seat 3 passes, seat 0 passes: wait, seat 1
    # holds the Study itself, so nobody can show.
    # Seat 2 suggests Plum / Spanner / Dining Room: seat 3 shows the Spanner (seat 0 cannot see which card).
    suggest(state, 2, PLUM, "Spanner", "Dining Room")
    assert state.to_act() == [3]
    state.apply(3, {"type": "show", "card": "Spanner"})
    # Seat 0 suggests Plum / Rope / Dining Room: seat 1 shows the Dining Room; seat 3 is never asked.
    # Seat 0 then suggests Plum / Rope / Ballroom (own room card): everyone passes, so Plum and Rope are the
    # envelope's; seat 3 showed one of Plum / Spanner / Dining Room; the Dining Room was shown by seat 1, Plum is
    # in the envelope: seat 3 holds the Spanner.
    suggest(state, 0, PLUM, "Rope", "Dining Room")
    state.apply(1, {"type": "show", "card": "Dining Room"})
    suggest(state, 0, PLUM, "Rope", "Ballroom")
    assert state.suggestions[-1]["passed"] == [1, 2, 3]
    view = state.view(0)
    hard, normal = deduce(facts_from_view(view), "hard"), deduce(facts_from_view(view), "normal")
    assert hard.owner("Spanner") == 3
    assert normal.owner("Spanner") is None
    assert hard.owner(PLUM) == 4 and hard.owner("Rope") == 4 and normal.owner(PLUM) == 4


def test_easy_knows_only_what_it_has_seen() -> None:
    state = three_player_passes()
    suggest(state, 0, MUSTARD, "Dagger", "Study")
    easy = deduce(facts_from_view(state.view(0)), "easy")
    assert easy.in_envelope_possible("Study")  # easy ignores "nobody could disprove"
    assert easy.owner(GREEN) == 2  # but remembers the card shown to it
    assert not easy.in_envelope_possible("Kitchen")  # and its own hand


def test_hard_bot_accuses_as_soon_as_the_solution_is_certain() -> None:
    state = three_player_passes()
    suggest(state, 0, MUSTARD, "Dagger", "Study")  # nobody can disprove: the Study; the Spanner by hand sizes
    # Suspects: Scarlet and Mustard are seat 0's, White seat 1's (hand sizes), Green was shown; Peacock or Plum?
    assert deduce(facts_from_view(state.view(0)), "hard").candidates()[0] == [PEACOCK, PLUM]
    assert state.bot_action(0, "hard") == {"type": "end_turn"}
    state.apply(0, {"type": "end_turn"})
    # Seat 1 suggests Plum with its own Rope and Conservatory: seat 2 and seat 0 cannot disprove.
    suggest(state, 1, PLUM, "Rope", "Conservatory")
    assert state.suggestions[-1]["passed"] == [2, 0] and state.phase == "suggested"
    state.apply(1, {"type": "end_turn"})
    state._begin_turn(0)
    assert state.bot_action(0, "hard") == {"type": "accuse", "suspect": PLUM, "weapon": "Spanner", "room": "Study"}
    # Normal knows Plum and the Study (nobody could disprove them) but not the Spanner: it keeps playing.
    normal = deduce(facts_from_view(state.view(0)), "normal")
    assert normal.candidates()[0] == [PLUM] and normal.candidates()[2] == ["Study"]
    assert "Spanner" in normal.candidates()[1] and len(normal.candidates()[1]) > 1
    assert state.bot_action(0, "normal")["type"] != "accuse"


def test_bot_shows_a_card_the_suggester_has_already_seen() -> None:
    state = situation(hands=FOUR_HANDS)
    suggest(state, 0, GREEN, "Lead Pipe", "Lounge")
    state.apply(2, {"type": "show", "card": "Lead Pipe"})
    state.apply(0, {"type": "end_turn"})
    suggest(state, 0, GREEN, "Lead Pipe", "Billiard Room")
    for seed in range(10):
        for level in ("normal", "hard"):
            view = state.view(2)
            legal = state.legal_actions(2)
            assert len(legal) == 3
            choice = Sleuth._bot_choose(view, legal, level, random.Random(seed))
            assert choice == {"type": "show", "card": "Lead Pipe"}


def test_hard_bot_suggests_unknown_cards_and_heads_for_useful_rooms() -> None:
    state = situation(hands=FOUR_HANDS, positions={SCARLET: [5, 18]})
    roll(state, 2)
    state.apply(0, {"type": "move", "room": "Lounge"})
    for seed in range(10):
        action = Sleuth._bot_choose(state.view(0), state.legal_actions(0), "hard", random.Random(seed))
        assert action["type"] == "suggest"
        assert action["suspect"] not in FOUR_HANDS[0] and action["weapon"] not in FOUR_HANDS[0]
    # With a roll that reaches the Lounge (not seat 0's card), the hard bot enters it.
    state = situation(hands=FOUR_HANDS, positions={SCARLET: [5, 18]})
    roll(state, 2)
    for seed in range(5):
        action = Sleuth._bot_choose(state.view(0), state.legal_actions(0), "hard", random.Random(seed))
        assert action == {"type": "move", "room": "Lounge"}
    # Off the roll's reach of any room, it steps toward one: (6, 17) and (7, 18) are 2 steps from the Dining Room
    # door or the Lounge; (3, 18) is farther from both.
    state = situation(hands=FOUR_HANDS, positions={SCARLET: [5, 18], MUSTARD: [6, 18]})
    roll(state, 2)
    action = Sleuth._bot_choose(state.view(0), state.legal_actions(0), "hard", random.Random(0))
    assert action["type"] == "move" and tuple(action["to"]) in {(5, 16), (6, 17)}


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
            assert [a["correct"] for a in state.accusations] == [True]
            assert result["winners"] == [state.accusations[0]["by"]]


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
            squares = [pos for pos in state.positions.values() if not isinstance(pos, str)]
            assert len(squares) == len(set(squares)), "two tokens on one square"
            assert all(square in BOARD.corridor for square in squares)
            assert all(pos in ROOMS for pos in state.positions.values() if isinstance(pos, str))
            assert set(state.weapons.values()) <= set(ROOMS)
        assert state.turn_number > 20
        assert state.suggestions, "random play enters rooms and suggests"
