"""Stikord: every rule of shared/rules/stikord.md (rulebook seeds/000) as a case, the cards, and the secrets.

Situations are set up with a chance script (who starts, the deck's order, the special die, the letter dice) and real
actions only; no test writes the game's state.
"""

from __future__ import annotations

import json
import random
import unicodedata
from collections import Counter
from typing import Any

import pytest

import pygames
from pygames.core import BadOptions, Game, IllegalAction, MalformedAction, View
from pygames.stikord import cards, words
from pygames.stikord.board import FREE_FOR_ALL_SQUARES, GOAL, STAR_SQUARES
from pygames.stikord.game import Stikord

try:
    from spelling import misspelled
except ImportError:  # tests/ imported as a package
    from tests.spelling import misspelled

STAR = words.STAR
PLAIN_DICE = ["S", "F", "B", "L"]  # one face of each Danish die: S, F, B, L


def deck_with(first: list[str], language: str = "da", level: int = 1) -> list[str]:
    """The deck's order with the given card ids on top, the rest in file order."""
    ids = [f"{level}-{i}" for i in range(len(cards.load(language, level)))]
    return first + [i for i in ids if i not in first]


def new(
    seats: int = 4,
    mode: str = "spoken",
    start: list[Any] | None = None,
    special: list[Any] | None = None,
    letters: list[str] | None = None,
    deck: list[str] | None = None,
    language: str = "da",
    **options: Any,
) -> Stikord:
    """A game whose chance is scripted: team 0 starts unless ``start`` says otherwise."""
    count = 3 if seats == 3 else min(4, seats // 2)  # teams (players, in the 3-player game)
    script = {
        "start": start if start is not None else [STAR, *[1] * (count - 1)],
        "special": special or [],
        "letters": letters or PLAIN_DICE * 30,
        "deck": [deck or deck_with([], language)],
    }
    opts = {"seats": [{"name": f"P{i}"} for i in range(seats)], "mode": mode, "language": language, **options}
    state = pygames.new_game("stikord", opts, seed=5, script=script)
    assert isinstance(state, Stikord)
    return state


def message(state: Stikord, seat: int) -> dict[str, Any]:
    view = state.view(seat)
    assert view["card"] is not None and view["message"] is not None
    return dict(view["card"][view["message"]])


def keys(state: Game, seat: int | None = None, since: int = 0) -> list[str]:
    return [e["key"].split(".", 1)[1] for e in state.view(seat, since)["events"]]


def moved(state: Game, since: int = 0) -> list[dict[str, Any]]:
    return [e["args"] for e in state.view(None, since)["events"] if e["key"] == "stikord.moved"]


def spoken_turn(state: Stikord, counts: list[int], right_on: int | None, choose: int | None = None) -> None:
    """The active team's turn in spoken mode: draw, (choose), then per attempt the number of cue words and the
    sender's verdict; right on attempt ``right_on`` (None: three misses, which starts the steals)."""
    sender = state.to_act()[0]
    state.apply(sender, {"type": "draw"})
    if choose is not None:
        state.apply(sender, {"type": "choose", "message": choose})
    for attempt, count in enumerate(counts, 1):
        state.apply(sender, {"type": "cues", "count": count})
        state.apply(sender, {"type": "judge", "right": attempt == right_on})
        if attempt == right_on:
            return


def position(state: Stikord, team: int) -> int:
    return int(state.view(None)["teams"][team]["position"])


# ----- components and setup ----------------------------------------------------------------------------------------
def test_the_board_has_f_and_star_squares_and_goal_after_forty() -> None:
    static = new().static()
    assert static["free_for_all_squares"] == [5, 11, 17, 23, 29, 35]
    assert static["star_squares"] == [37, 38, 39, 40] and static["goal"] == 41 == GOAL


def test_the_danish_letter_dice_are_the_spec_s_set_with_one_star() -> None:
    dice = new().static()["letter_dice"]
    assert dice[0] == ["S", "K", "H", "A", "N/Ø", "★"]
    assert dice[3] == ["L", "P", "R", "V/W", "T", "K"]
    faces = [face for die in dice for face in die]
    assert len(dice) == 4 and all(len(die) == 6 for die in dice) and faces.count(STAR) == 1


def test_the_english_dice_cover_every_letter_with_one_star() -> None:
    dice = new(language="en").static()["letter_dice"]
    letters = {letter for die in dice for face in die for letter in face.split("/")}
    assert letters - {STAR} == set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    assert [face for die in dice for face in die].count(STAR) == 1


def test_teams_alternate_by_default_and_a_letter_per_seat_sets_them() -> None:
    assert new(seats=4).view(None)["teams"][0]["members"] == [0, 2]
    assert [t["members"] for t in new(seats=6).view(None)["teams"]] == [[0, 3], [1, 4], [2, 5]]
    assert [t["members"] for t in new(seats=5).view(None)["teams"]] == [[0, 2, 4], [1, 3]]
    state = new(seats=4, teams="AABB")
    assert [t["members"] for t in state.view(None)["teams"]] == [[0, 1], [2, 3]]


def test_the_setup_s_team_buttons_give_a_digit_per_seat() -> None:
    """The setup screen writes the team chosen in each seat's row as a digit (GameInfo.seat_teams): 0 is team A."""
    info = pygames.GAMES["stikord"]
    assert (info["seat_teams"], info["teams_from"], info["default_seats"]) == (4, 4, 4)
    state = new(seats=6, teams="001122")
    assert [t["members"] for t in state.view(None)["teams"]] == [[0, 1], [2, 3], [4, 5]]
    assert state.options["teams"] == "AABBCC"
    with pytest.raises(BadOptions):
        new(seats=4, teams="0004")


@pytest.mark.parametrize("teams", ["AAAB", "ABC", "AABBCCDDEE", "AXAX", "AAAABBBB"])
def test_impossible_teams_are_refused(teams: str) -> None:
    with pytest.raises(BadOptions) as refused:
        new(seats=len(teams) if len(teams) >= 4 else 4, teams=teams)
    assert refused.value.key == "stikord.bad_teams"


def test_the_registry_says_people_race_so_the_page_asks_who_has_the_device() -> None:
    """Typed guesses are a race: several people may act at once, and the shell reads that from the registry."""
    assert pygames.GAMES["stikord"]["race_seats"] is True
    assert [gid for gid, info in pygames.GAMES.items() if info["race_seats"]] == ["stikord"]
    state = new(3, mode="typed", special=[1])
    state.apply(0, {"type": "draw"})
    state.apply(0, next(a for a in state.legal_actions(0) if a["type"] == "cues"))
    assert state.to_act() == [1, 2, 0]  # both others race to guess; the sender may end it


def test_three_players_play_each_for_themselves() -> None:
    state = new(seats=3)
    assert state.view(None)["variant"] == "three"
    assert [t["members"] for t in state.view(None)["teams"]] == [[0], [1], [2]]
    with pytest.raises(BadOptions):
        new(seats=3, teams="AAB")


def test_the_highest_special_die_starts_star_highest_and_ties_roll_again() -> None:
    state = new(seats=6, start=[4, 4, 2, STAR, 3])
    rolls = [e["args"] for e in state.view(None)["events"] if e["key"] == "stikord.start_rolls"]
    assert rolls == [{"teams": [0, 1, 2], "faces": [4, 4, 2]}, {"teams": [0, 1], "faces": [STAR, 3]}]
    assert state.view(None)["current"] == 0
    assert new(seats=4, start=[3, STAR]).view(None)["current"] == 1


def test_sender_and_receiver_alternate_within_a_team_and_teams_go_clockwise() -> None:
    state = new(seats=4, special=[1, 1, 1])
    assert (state.view(None)["sender"], state.view(None)["receivers"]) == (0, [2])
    spoken_turn(state, [2], right_on=1)
    assert (state.view(None)["current"], state.view(None)["sender"]) == (1, 1)
    spoken_turn(state, [2], right_on=1)
    assert (state.view(None)["current"], state.view(None)["sender"], state.view(None)["receivers"]) == (0, 2, [0])


def test_a_team_of_three_rotates_its_sender() -> None:
    state = new(seats=5, special=[1] * 6)
    senders = []
    for _ in range(6):
        view = state.view(None)
        senders.append((view["current"], view["sender"]))
        spoken_turn(state, [2], right_on=1)
    assert [s for team, s in senders if team == 0] == [0, 2, 4]
    view = state.view(None)
    assert (view["current"], view["sender"], view["receivers"]) == (0, 0, [2, 4])  # both others receive


# ----- a turn -------------------------------------------------------------------------------------------------------
def test_the_special_die_picks_the_message_and_the_category_is_announced_to_all() -> None:
    state = new(special=[3], deck=deck_with(["1-7"]))
    state.apply(0, {"type": "draw"})
    card = cards.load("da", 1)[7]
    assert state.view(0)["message"] == 2 and message(state, 0)["text"] == card[2].text
    announced = [e for e in state.view(1)["events"] if e["key"] == "stikord.announced"][-1]
    assert announced["args"] == {"category": "thing", "proper": card[2].proper, "bonus": False}
    assert state.view(None)["announced"] == {"category": "thing", "proper": card[2].proper, "bonus": False}
    assert state.view(0)["phase"] == "cues" and state.view(0)["attempt"] == 1


def test_a_star_lets_the_sender_choose_any_message_the_bonus_included() -> None:
    state = new(special=[STAR])
    state.apply(0, {"type": "draw"})
    assert state.view(0)["phase"] == "choose"
    assert state.legal_actions(0) == [{"type": "choose", "message": i} for i in range(5)]
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, {"type": "choose", "message": 5})
    assert refused.value.key == "stikord.bad_message"
    state.apply(0, {"type": "choose", "message": 4})
    assert state.view(None)["announced"]["bonus"] is True


def test_only_the_sender_sees_the_card() -> None:
    state = new(special=[1])
    state.apply(0, {"type": "draw"})
    assert state.view(0)["card"] is not None
    for seat in (None, 1, 2, 3):
        view = state.view(seat)
        assert view["card"] is None and view["message"] is None


def test_all_four_letter_dice_are_rolled_on_every_attempt() -> None:
    state = new(special=[1], letters=["S", "F", "B", "L", "K", "T", "D", "P", "H", "M", "G", "R"])
    state.apply(0, {"type": "draw"})
    faces = []
    for _ in range(3):
        faces.append(state.view(None)["faces"])
        state.apply(0, {"type": "cues", "count": 2})
        state.apply(0, {"type": "judge", "right": False})
    assert faces == [["S", "F", "B", "L"], ["K", "T", "D", "P"], ["H", "M", "G", "R"]]


# ----- scoring ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("right_on", "squares", "why"), [(1, 4, "attempt_1"), (2, 3, "attempt_2"), (3, 2, "attempt_3")]
)
def test_a_right_guess_moves_four_three_or_two(right_on: int, squares: int, why: str) -> None:
    state = new(special=[1])
    spoken_turn(state, [2, 2, 2], right_on=right_on)
    assert moved(state)[-1] == {"team": 0, "squares": squares, "why": why, "start": 0, "end": squares}


def test_et_et_one_cue_word_on_the_first_roll_and_right_first_time_moves_eight() -> None:
    state = new(special=[1])
    spoken_turn(state, [1], right_on=1)
    assert moved(state)[-1]["squares"] == 8 and moved(state)[-1]["why"] == "et_et"


def test_one_cue_word_on_a_later_attempt_is_no_et_et() -> None:
    state = new(special=[1])
    spoken_turn(state, [2, 1], right_on=2)
    assert moved(state)[-1]["squares"] == 3


def test_the_bonus_message_adds_two() -> None:
    state = new(special=[STAR])
    spoken_turn(state, [2, 2], right_on=2, choose=4)
    assert moved(state)[-1] == {"team": 0, "squares": 5, "why": "attempt_2_bonus", "start": 0, "end": 5}
    state = new(special=[STAR])
    spoken_turn(state, [1], right_on=1, choose=4)
    assert moved(state)[-1]["squares"] == 10


def test_after_three_misses_the_other_teams_guess_in_turn_and_the_first_right_moves_two() -> None:
    state = new(seats=6, special=[1])
    spoken_turn(state, [2, 2, 2], right_on=None)
    assert state.view(None)["phase"] == "steal" and state.view(None)["stealing"] == 1
    state.apply(0, {"type": "judge", "right": False})
    assert state.view(None)["stealing"] == 2
    state.apply(0, {"type": "judge", "right": True})
    assert moved(state)[-1] == {"team": 2, "squares": 2, "why": "steal", "start": 0, "end": 2}
    assert state.view(None)["current"] == 1 and state.view(None)["phase"] == "draw"


def test_the_card_goes_under_the_deck_and_the_message_is_shown_to_all() -> None:
    state = new(special=[1], deck=deck_with(["1-3", "1-9"]))
    spoken_turn(state, [2, 2, 2], right_on=None)
    state.apply(0, {"type": "judge", "right": False})
    shown = [e["args"] for e in state.view(3)["events"] if e["key"] == "stikord.message_was"]
    assert shown == [{"text": cards.load("da", 1)[3][0].text, "category": "person"}]
    assert state.view(None)["deck_size"] == len(cards.load("da", 1))
    state.apply(1, {"type": "draw"})
    assert state.view(1)["card"][0]["text"] == cards.load("da", 1)[9][0].text


def test_time_up_during_the_attempts_starts_the_steals() -> None:
    state = new(special=[1])
    state.apply(0, {"type": "draw"})
    state.apply(0, {"type": "cues", "count": 2})
    state.apply(0, {"type": "time_up"})
    assert state.view(None)["phase"] == "steal"
    with pytest.raises(IllegalAction):
        state.apply(0, {"type": "time_up"})  # no sand timer for the steals


# ----- free-for-all -------------------------------------------------------------------------------------------------
def land_on_five(state: Stikord) -> None:
    """Team 0 scores the bonus on attempt 2 (3 + 2): square 5, a free-for-all square."""
    spoken_turn(state, [2, 2], right_on=2, choose=4)
    assert position(state, 0) == 5 and 5 in FREE_FOR_ALL_SQUARES


def test_scoring_onto_an_f_square_gives_an_extra_free_for_all_turn() -> None:
    state = new(special=[STAR, 1])
    land_on_five(state)
    view = state.view(None)
    assert view["current"] == 0 and view["free_for_all"] is True and view["sender"] == 2
    assert "free_for_all" in keys(state)


def test_a_free_for_all_won_by_the_active_team_moves_it_eight() -> None:
    state = new(special=[STAR, 1])
    land_on_five(state)
    state.apply(2, {"type": "draw"})
    state.apply(2, {"type": "cues", "count": 3})
    state.apply(2, {"type": "winner", "team": 0})
    assert moved(state)[-1] == {"team": 0, "squares": 8, "why": "ffa_own", "start": 5, "end": 13}
    assert state.view(None)["current"] == 1 and state.view(None)["free_for_all"] is False


def test_a_free_for_all_won_by_another_team_moves_it_four_and_attempts_cost_nothing() -> None:
    state = new(special=[STAR, 1])
    land_on_five(state)
    state.apply(2, {"type": "draw"})
    state.apply(2, {"type": "cues", "count": 3})
    state.apply(2, {"type": "no_winner"})  # the active team's receiver guessed wrong: the attempt is over
    state.apply(2, {"type": "cues", "count": 1})
    state.apply(2, {"type": "winner", "team": 1})
    assert moved(state)[-1] == {"team": 1, "squares": 4, "why": "ffa_other", "start": 0, "end": 4}


def test_nobody_right_in_a_free_for_all_and_play_goes_on_with_the_next_team() -> None:
    state = new(special=[STAR, 1])
    land_on_five(state)
    state.apply(2, {"type": "draw"})
    for _ in range(3):
        state.apply(2, {"type": "cues", "count": 2})
        state.apply(2, {"type": "no_winner"})
    assert state.view(None)["current"] == 1 and state.view(None)["phase"] == "draw"
    assert "steal_turn" not in keys(state)


def test_typed_free_for_all_one_guess_per_team_and_the_receivers_guess_ends_the_attempt() -> None:
    state = new(seats=6, mode="typed", special=[STAR, 1], letters=["S", "F", "B", "L"] * 20)
    state.apply(0, {"type": "draw"})
    state.apply(0, {"type": "choose", "message": 4})
    bonus = message(state, 0)
    state.apply(0, {"type": "cues", "words": ["Sss"]})
    state.apply(3, {"type": "guess", "text": "noget forkert"})
    state.apply(0, {"type": "cues", "words": ["Fff"]})
    state.apply(3, {"type": "guess", "text": bonus["text"]})
    assert position(state, 0) == 5  # 3 on attempt 2 + the bonus
    assert state.view(None)["free_for_all"] is True and state.view(None)["sender"] == 3
    state.apply(3, {"type": "draw"})
    state.apply(3, {"type": "cues", "words": ["Sss"]})
    assert state.to_act() == [1, 4, 2, 5, 0]  # the other teams first, then the active team's receiver
    state.apply(1, {"type": "guess", "text": "forkert"})
    assert state.to_act() == [2, 5, 0]  # team 1 has guessed in this attempt
    with pytest.raises(IllegalAction):
        state.apply(4, {"type": "guess", "text": "igen"})
    state.apply(0, {"type": "guess", "text": "forkert"})  # the active team's receiver: the attempt is over
    assert state.view(None)["attempt"] == 2 and state.view(None)["phase"] == "cues"
    state.apply(3, {"type": "cues", "words": ["Bbb"]})
    right = message(state, 3)["text"]
    state.apply(5, {"type": "guess", "text": right.upper()})
    assert moved(state)[-1]["team"] == 2 and moved(state)[-1]["squares"] == 4


def test_no_free_for_all_after_scoring_in_one() -> None:
    state = new(special=[1] * 6)
    spoken_turn(state, [2, 2, 2], right_on=3)  # team 0: 2
    spoken_turn(state, [2], right_on=1)  # team 1: 4
    spoken_turn(state, [2, 2, 2], right_on=None)  # team 0 misses, and team 1's steal too
    state.apply(2, {"type": "judge", "right": False})
    spoken_turn(state, [2, 2], right_on=2)  # team 1: 3 → 7
    spoken_turn(state, [2, 2], right_on=2)  # team 0: 3 → 5, a free-for-all square
    assert (position(state, 0), position(state, 1), state.view(None)["free_for_all"]) == (5, 7, True)
    since = len(state.events)
    sender = state.view(None)["sender"]
    state.apply(sender, {"type": "draw"})
    state.apply(sender, {"type": "cues", "count": 2})
    state.apply(sender, {"type": "winner", "team": 1})  # team 1 wins it: 7 + 4 = 11, an F square
    assert position(state, 1) == 11 and 11 in FREE_FOR_ALL_SQUARES
    assert "free_for_all" not in keys(state, since=since)
    assert state.view(None)["current"] == 1 and state.view(None)["free_for_all"] is False


# ----- star squares and GOAL ----------------------------------------------------------------------------------------
def advance(state: Stikord, team_scores: list[list[int] | None]) -> None:
    """Turns in order: [counts...] scored right on the last attempt, or None for three misses and no steal."""
    for counts in team_scores:
        if counts is None:
            spoken_turn(state, [2, 2, 2], right_on=None)
            sender = state.view(None)["sender"]
            state.apply(sender, {"type": "judge", "right": False})
        else:
            spoken_turn(state, counts, right_on=len(counts))


def test_no_move_goes_past_forty_and_only_an_et_et_goes_from_a_star_to_goal() -> None:
    state = new(special=[1] * 40)
    # team 0: 8 + 8 + 8 + 8 = 32, then 4 → 36, then 4 → 40 (not 40+), team 1 always misses
    plan: list[list[int] | None] = []
    for counts in ([1], [1], [1], [1], [2], [2]):
        plan += [counts, None]
    advance(state, plan)
    assert position(state, 0) == 40 and 40 in STAR_SQUARES
    starts = [m for m in moved(state) if m["team"] == 0]
    assert starts[-2]["end"] == 36 and starts[-1] == {
        "team": 0,
        "squares": 4,
        "why": "attempt_1",
        "start": 36,
        "end": 40,
    }
    advance(state, [[2], None])  # a plain score from a star square stays on 40
    assert position(state, 0) == 40 and state.result() is None
    advance(state, [[1]])  # ET-ET from a star square: GOAL
    assert position(state, 0) == GOAL
    result = state.result()
    assert result is not None and result["winners"] == [0, 2] and result["outcome"]["key"] == "stikord.goal"
    assert state.to_act() == []


def test_a_score_from_a_lower_star_moves_within_the_stars() -> None:
    state = new(special=[1] * 40)
    plan: list[list[int] | None] = []
    for counts in ([1], [1], [1], [1], [2, 2, 2]):  # 32, then attempt 3: 2 → 34
        plan += [counts, None]
    plan += [[2, 2], None]  # 3 → 37, a star square
    advance(state, plan)
    assert position(state, 0) == 37
    advance(state, [[2, 2, 2]])  # 2 from 37: 39, not GOAL
    assert position(state, 0) == 39 and state.result() is None


# ----- typed play: the cue check and the judge ----------------------------------------------------------------------
def typed_at_cues(letters: list[str], card: str = "1-0", index: int = 1, language: str = "da") -> Stikord:
    state = new(
        mode="typed", special=[index + 1] * 4, letters=letters * 3, deck=deck_with([card], language), language=language
    )
    state.apply(0, {"type": "draw"})
    return state


def refusal(state: Stikord, seat: int, action: dict[str, Any]) -> IllegalAction:
    before = state.to_json(), state.view(seat)
    with pytest.raises(IllegalAction) as refused:
        state.apply(seat, action)
    assert (state.to_json(), state.view(seat)) == before
    return refused.value


def test_cue_words_must_start_with_letters_of_different_dice() -> None:
    state = typed_at_cues(["S", "T", "B", "L"])
    assert refusal(state, 0, {"type": "cues", "words": ["Kage"]}).key == "stikord.no_letter"
    assert refusal(state, 0, {"type": "cues", "words": ["Sol", "Sne"]}).key == "stikord.cue_dice"
    assert refusal(state, 0, {"type": "cues", "words": ["S1"]}).key == "stikord.not_a_word"
    too_many = refusal(state, 0, {"type": "cues", "words": ["Sol", "Tag", "Bil", "Lys", "Sol"]})
    assert too_many.key == "stikord.cue_count" and too_many.args_ == {"most": 4}
    assert refusal(state, 0, {"type": "cues", "words": []}).key == "stikord.cue_count"
    assert refusal(state, 0, {"type": "cues", "count": 2}).key == "stikord.typed_cues"
    state.apply(0, {"type": "cues", "words": ["sol", "Tag", "bil", "Lys"]})
    assert state.view(2)["cues"] == ["sol", "Tag", "bil", "Lys"]


def test_a_two_letter_face_gives_one_or_both_of_its_letters_and_a_star_any_letter() -> None:
    state = typed_at_cues(["N/Ø", "I/J", "B", "L"])
    assert refusal(state, 0, {"type": "cues", "words": ["Nat", "Nu"]}).key == "stikord.cue_dice"
    state.apply(0, {"type": "cues", "words": ["Nat", "Øl", "jul"]})
    assert state.view(None)["cue_count"] == 3
    state = typed_at_cues(["★", "T", "B", "L"])
    assert refusal(state, 0, {"type": "cues", "words": ["Zebra", "Quiz"]}).key == "stikord.cue_dice"
    state.apply(0, {"type": "cues", "words": ["Zebra", "Tog"]})


def test_a_cue_word_of_the_message_or_sharing_four_letters_with_it_is_refused_with_the_word() -> None:
    card = next(
        f"1-{i}" for i, c in enumerate(cards.load("da", 1)) if len(words.squeeze(c[1].text)) >= 6 and not c[1].proper
    )
    text = cards.load("da", 1)[int(card[2:])][1].text
    word = words.words_of(text)[0]
    state = typed_at_cues(["★", "T", "B", "L"], card=card, index=1)
    same = refusal(state, 0, {"type": "cues", "words": [text.lower()]})
    assert same.key == "stikord.cue_in_message" and same.args_["word"] == word and same.args_["how"] == "same"
    part = refusal(state, 0, {"type": "cues", "words": ["X" + text[:4].lower() + "ing"]})
    assert part.key == "stikord.cue_in_message" and part.args_["how"] == "shares"
    assert part.args_["part"].startswith(word[:4]) and part.args_["word"] == word
    accented = unicodedata.normalize("NFD", text[:5].upper())
    assert refusal(state, 0, {"type": "cues", "words": [accented]}).key == "stikord.cue_in_message"


def test_a_typed_guess_is_judged_without_case_accents_or_punctuation_and_alternates_count() -> None:
    index = next(i for i, c in enumerate(cards.load("en", 1)) if c[0].alternates)
    person = cards.load("en", 1)[index][0]
    state = typed_at_cues(["S", "T", "B", "R"], card=f"1-{index}", index=0, language="en")
    state.apply(0, {"type": "cues", "words": ["Sss"]})
    state.apply(2, {"type": "guess", "text": f"  {person.alternates[0].upper()}!! "})
    assert moved(state)[-1]["team"] == 0 and moved(state)[-1]["squares"] in (4, 8)
    assert words.is_right("frisør-salon", ["Frisørsalon"]) and words.is_right("Cafe", ["café"])
    assert not words.is_right("", ["a"]) and not words.is_right("frisør", ["frisørsalon"])


def test_the_sender_may_accept_a_guess_the_app_judged_wrong() -> None:
    state = typed_at_cues(["S", "T", "B", "L"])
    state.apply(0, {"type": "cues", "words": ["Sss"]})
    assert {"type": "accept"} not in state.legal_actions(0)
    state.apply(2, {"type": "guess", "text": "nearly right"})
    assert state.view(None)["attempt"] == 2 and {"type": "accept"} in state.legal_actions(0)
    state.apply(0, {"type": "accept"})
    assert moved(state)[-1]["squares"] == 8  # one cue word on the first roll, right first time: ET-ET
    assert "accepted" in keys(state)
    state.apply(1, {"type": "draw"})  # team 1's turn, attempt 1: no guess yet
    assert refusal(state, 1, {"type": "accept"}).key == "stikord.nothing_to_accept"


def test_the_sender_may_accept_the_third_guess_before_the_steals() -> None:
    state = typed_at_cues(["S", "T", "B", "L"])
    for attempt in range(3):
        state.apply(0, {"type": "cues", "words": ["Sss"]})
        state.apply(2, {"type": "guess", "text": f"forkert {attempt}"})
    assert state.view(None)["phase"] == "steal" and 0 in state.to_act()
    assert state.legal_actions(0) == [{"type": "accept"}]
    state.apply(0, {"type": "accept"})
    assert moved(state)[-1] == {"team": 0, "squares": 2, "why": "attempt_3", "start": 0, "end": 2}
    state = typed_at_cues(["S", "T", "B", "L"])
    for attempt in range(3):
        state.apply(0, {"type": "cues", "words": ["Sss"]})
        state.apply(2, {"type": "guess", "text": f"forkert {attempt}"})
    state.apply(1, {"type": "guess", "text": "også forkert"})  # the steals have begun: too late to accept
    assert 0 not in state.to_act()


def test_a_stealing_team_sees_every_cue_word_and_wrong_guess_of_the_turn() -> None:
    """Cue words and guesses are public once given: the stealing team's view carries all of them, attempt by attempt,
    as the table heard them, however the steals began (three misses, or the sand running out mid-attempt)."""
    state = typed_at_cues(["S", "T", "B", "L"])
    for attempt, cues in enumerate([["Sss"], ["Sss", "Ttt"], ["Bbb"]]):
        state.apply(0, {"type": "cues", "words": cues})
        state.apply(2, {"type": "guess", "text": f"forkert {attempt}"})
    view = state.view(1)  # team B's guesser
    assert view["phase"] == "steal" and view["stealing"] == 1
    assert view["given"] == [
        {"attempt": 1, "count": 1, "words": ["Sss"]},
        {"attempt": 2, "count": 2, "words": ["Sss", "Ttt"]},
        {"attempt": 3, "count": 1, "words": ["Bbb"]},
    ]
    assert [(g["attempt"], g["text"], g["right"]) for g in view["guesses"]] == [
        (1, "forkert 0", False),
        (2, "forkert 1", False),
        (3, "forkert 2", False),
    ]
    assert view["card"] is None and view["message"] is None
    # The sand runs out while the sender thinks of attempt 2's cue words: attempt 1's are still there to read.
    state = typed_at_cues(["S", "T", "B", "L"])
    state.apply(0, {"type": "cues", "words": ["Sss"]})
    state.apply(2, {"type": "guess", "text": "forkert"})
    state.apply(0, {"type": "time_up"})
    view = state.view(3)
    assert view["phase"] == "steal" and view["cues"] is None
    assert view["given"] == [{"attempt": 1, "count": 1, "words": ["Sss"]}]
    # A new turn starts with nothing given.
    state.apply(1, {"type": "guess", "text": "også forkert"})
    assert state.view(None)["phase"] == "draw" and state.view(None)["given"] == []


def test_in_a_typed_free_for_all_the_other_teams_come_before_the_active_receiver() -> None:
    state = new(seats=4, mode="typed", special=[STAR, 1], letters=["S", "F", "B", "L"] * 20)
    state.apply(0, {"type": "draw"})
    state.apply(0, {"type": "choose", "message": 4})
    state.apply(0, {"type": "cues", "words": ["Sss"]})
    state.apply(2, {"type": "guess", "text": "noget forkert"})
    state.apply(0, {"type": "cues", "words": ["Fff"]})
    state.apply(2, {"type": "guess", "text": message(state, 0)["text"]})
    assert state.view(None)["free_for_all"] is True and state.view(None)["sender"] == 2
    state.apply(2, {"type": "draw"})
    state.apply(2, {"type": "cues", "words": ["Sss"]})
    assert state.to_act() == [1, 3, 0]


def test_spoken_and_typed_actions_are_kept_apart() -> None:
    spoken = new(special=[1])
    spoken.apply(0, {"type": "draw"})
    assert refusal(spoken, 0, {"type": "cues", "words": ["Sol"]}).key == "stikord.spoken_cues"
    spoken.apply(0, {"type": "cues", "count": 2})
    assert refusal(spoken, 0, {"type": "guess", "text": "x"}).key == "stikord.typed_only"
    typed = typed_at_cues(["S", "T", "B", "L"])
    typed.apply(0, {"type": "cues", "words": ["Sol"]})
    assert refusal(typed, 2, {"type": "judge", "right": True}).key == "stikord.spoken_only"
    with pytest.raises(MalformedAction):
        typed.apply(2, {"type": "guess", "text": 7})


# ----- the 3-player variant -----------------------------------------------------------------------------------------
def test_three_players_both_guessers_race_and_the_right_one_rolls_and_moves() -> None:
    state = new(seats=3, mode="typed", special=[1])
    assert state.view(None)["sender"] == 0
    state.apply(0, {"type": "draw"})
    state.apply(0, {"type": "cues", "words": ["Sss"]})
    assert sorted(state.to_act()) == [0, 1, 2]
    state.apply(1, {"type": "guess", "text": "nej"})
    state.apply(1, {"type": "guess", "text": "heller ikke"})  # as often as they like
    state.apply(2, {"type": "guess", "text": message(state, 0)["text"]})
    move = moved(state)[-1]
    assert move["team"] == 2 and move["why"] == "variant" and 1 <= move["squares"] <= 5
    assert state.view(None)["sender"] == 1


def test_three_players_a_star_moves_five_and_f_and_star_squares_are_ordinary() -> None:
    opts = {"seats": [{"name": n} for n in "ABC"], "mode": "spoken", "language": "da"}
    script = {
        "start": [STAR, 1, 1],
        "special": [1] * 60,
        "move": [STAR, *[4] * 40],
        "letters": PLAIN_DICE * 60,
    }
    state = pygames.new_game("stikord", opts, seed=1, script=script)
    for _ in range(40):
        sender = state.to_act()[0]
        guesser = next(s for s in range(3) if s != sender)
        state.apply(sender, {"type": "draw"})
        state.apply(sender, {"type": "cues", "count": 3})
        state.apply(sender, {"type": "winner", "team": guesser})
        if state.result() is not None:
            break
    first = moved(state)[0]
    assert first["squares"] == 5 and first["why"] == "variant"
    assert "free_for_all" not in keys(state)
    assert state.result() is not None and max(t["position"] for t in state.view(None)["teams"]) == GOAL


def test_three_players_the_sender_rolls_the_letter_dice_up_to_three_times() -> None:
    state = new(seats=3, special=[1])
    state.apply(0, {"type": "draw"})
    state.apply(0, {"type": "cues", "count": 2})
    state.apply(0, {"type": "reroll"})
    state.apply(0, {"type": "cues", "count": 2})
    state.apply(0, {"type": "reroll"})
    assert state.view(None)["attempt"] == 3
    state.apply(0, {"type": "cues", "count": 2})
    assert refusal(state, 0, {"type": "reroll"}).key == "stikord.no_reroll"
    state.apply(0, {"type": "time_up"})
    assert state.view(None)["sender"] == 1 and "steal_turn" not in keys(state)


# ----- cards --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("language", cards.LANGUAGES)
@pytest.mark.parametrize("level", cards.LEVELS)
def test_each_language_and_level_has_at_least_144_cards_of_five_messages(language: str, level: int) -> None:
    deck = cards.load(language, level)
    assert len(deck) >= 144
    for card in deck:
        assert [m.category for m in card[:4]] == ["person", "place", "thing", "event"]
        assert card[4].category in cards.CATEGORIES
        for m in card:
            assert m.text == unicodedata.normalize("NFC", m.text) and 1 <= len(m.text.split()) <= 3


@pytest.mark.parametrize("language", cards.LANGUAGES)
def test_no_message_twice_in_a_language(language: str) -> None:
    answers = Counter(
        answer
        for level in cards.LEVELS
        for card in cards.load(language, level)
        for m in card
        for answer in {words.squeeze(a) for a in m.answers}  # a message's own alternates may fold alike
    )
    twice = [a for a, n in answers.items() if n > 1]
    assert not twice, f"{language}: {twice[:10]}"


@pytest.mark.parametrize("language", cards.LANGUAGES)
def test_common_noun_messages_are_real_words(language: str) -> None:
    found = {
        word
        for level in cards.LEVELS
        for card in cards.load(language, level)
        for m in card
        if not m.proper
        for answer in m.answers
        for word in answer.replace("-", " ").split()
    }
    assert not misspelled(language, sorted(found))


@pytest.mark.parametrize("language", cards.LANGUAGES)
def test_both_kinds_of_messages_and_proper_names_are_flagged(language: str) -> None:
    messages = [m for level in cards.LEVELS for card in cards.load(language, level) for m in card]
    proper = sum(m.proper for m in messages) / len(messages)
    assert 0.15 < proper < 0.5
    assert all(m.text[0].isupper() for m in messages if m.proper)


def test_a_malformed_card_line_is_reported_with_its_place() -> None:
    with pytest.raises(cards.CardFileError, match="line 3"):
        cards.parse_line("a | b | c | d", "x.txt line 3")
    with pytest.raises(cards.CardFileError, match="bonus"):
        cards.parse_line("a | b | c | d | e", "x.txt line 4")
    parsed = cards.parse_line("@Ann=Anne/Annie | by | ting | fest | place: @Rom", "x")
    assert parsed[0].proper and parsed[0].alternates == ("Anne", "Annie") and parsed[4].category == "place"


# ----- what each seat sees ------------------------------------------------------------------------------------------
def assert_view_hides_secrets(state: Game, seat: int | None, view: View) -> None:
    """The compliance hook: a card shows only on its sender's screen, and the message being played appears in no
    other seat's view (its fields, and the latest events: a turn has far fewer)."""
    assert isinstance(state, Stikord)
    recent = view["events"][-40:]
    for event in recent:
        if event["key"] == "stikord.drew":
            assert ("card" in event["args"]) == (event["args"]["sender"] == seat), event
    turn = state.turn
    if turn is None or seat == turn.sender:
        return
    assert view["card"] is None and view["message"] is None
    cycled = sum(kind == "special" for kind, _ in state.chance.draws) > len(state.pool)  # a card seen before
    if turn.message is not None and not cycled:
        text = json.dumps(state.pool[turn.card][turn.message].text)
        shown = json.dumps([{k: v for k, v in view.items() if k != "events"}, recent])
        assert text not in shown, f"seat {seat} sees the message {text}"


def counterfactual(state: Game, seat: int | None, rng: random.Random) -> Game | None:
    """Another card on top of the deck for the current turn (same announced category and proper-name flag): every
    seat but the sender, who holds it, must see the same game."""
    assert isinstance(state, Stikord)
    turn = state.turn
    if turn is None or not turn.card or seat == turn.sender or turn.message is None:
        return None
    if len(state.log) > 80:  # each counterfactual replays the log: keep the test's cost linear
        return None
    script = state.chance.script_of_draws()
    order = list(script["deck"][0])
    drawn = sum(1 for kind, _ in state.chance.draws if kind == "special")
    if drawn > len(order):
        return None
    here = order.index(turn.card)
    chosen = state.pool[turn.card][turn.message]
    candidates = [
        i
        for i in range(drawn, len(order))
        if (m := state.pool[order[i]][turn.message]).category == chosen.category and m.proper == chosen.proper
    ]
    if not candidates:
        return None
    other = rng.choice(candidates)
    order[here], order[other] = order[other], order[here]
    script["deck"] = [order]
    try:
        alternative = pygames.new_game("stikord", state.options, state.seed, script=script)
        for acting, action in state.log:
            alternative.apply(acting, action)
    except (IllegalAction, ValueError):
        return None
    return alternative
