"""Game Over: every rule of shared/rules/gameover.md as a case, plus the bots."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import pygames
from pygames.core import IllegalAction, View
from pygames.gameover import bots
from pygames.gameover.game import GameOver
from pygames.gameover.words import ALPHABETS, language


def start(word: str | None = "famiglia", guessers: int = 1, language_code: str = "it", **options: Any) -> GameOver:
    """A game with a human guide in seat 0 and ``guessers`` human guessers, the guide having chosen ``word``."""
    seats = [{"name": "Guide"}] + [{"name": f"G{i}"} for i in range(1, guessers + 1)]
    state = pygames.new_game("gameover", {"seats": seats, "language": language_code, "first_guide": 0, **options}, 3)
    assert isinstance(state, GameOver)
    if word is not None:
        state.apply(0, {"type": "word", "word": word})
    return state


def give(state: GameOver, seat: int, *cards: str) -> None:
    """Put exactly ``cards`` in a guesser's hand (test set-up; the deck is not kept consistent)."""
    state.round.hands[seat] = list(cards)


def snapshot(state: GameOver) -> str:
    return json.dumps([state.to_json(), [state.view(s) for s in (None, *range(len(state.seats)))]], sort_keys=True)


# ----- components and setup -----------------------------------------------------------------------------------------
def test_italian_deck_has_42_letter_cards_6_vowel_6_consonant_and_8_guess_cards() -> None:
    state = start(word=None)
    cards = state.round.deck + [c for hand in state.round.hands.values() for c in hand]
    assert len(cards) == 42 + 6 + 6 + 8
    assert sorted(c for c in cards if len(c) == 1) == sorted(ALPHABETS["it"] * 2)
    assert cards.count("vowel") == 6 and cards.count("consonant") == 6 and cards.count("guess") == 8


def test_english_deck_uses_its_26_letters() -> None:
    state = start(word=None, language_code="en")
    cards = state.round.deck + [c for hand in state.round.hands.values() for c in hand]
    assert len(cards) == 52 + 20


def test_each_guesser_gets_three_cards_and_the_guide_none() -> None:
    state = start(word=None, guessers=4)
    assert sorted(state.round.hands) == [1, 2, 3, 4]
    assert all(len(h) == 3 for h in state.round.hands.values())
    assert state.view(0)["hand"] is None


def test_only_first_and_last_letter_are_shown_even_if_they_occur_elsewhere() -> None:
    state = start("famiglia")  # the A at the end also stands at position 1, which stays hidden
    view = state.view(1)
    assert view["pattern"] == ["F", None, None, None, None, None, None, "A"]
    assert view["length"] == 8 and view["tiles"] == 10


def test_the_guide_acts_first_and_guessers_go_left_of_the_guide() -> None:
    seats = [{"name": n} for n in "ABCD"]
    state = pygames.new_game("gameover", {"seats": seats, "language": "it", "first_guide": 2}, seed=1)
    assert state.to_act() == [2]
    state.apply(2, {"type": "word", "word": "famiglia"})
    order = []
    for _ in range(4):
        order.append(state.to_act()[0])
        state.apply(order[-1], {"type": "draw"})
    assert order == [3, 0, 1, 3]


# ----- the secret word ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("word", "reason"),
    [
        ("ab", "3 to 20"),
        ("a" * 21, "3 to 20"),
        ("jolly", "not in the alphabet"),
        ("ca sa", "not in the alphabet"),
        ("zzzzz", "not in the word list"),
        ("", "3 to 20"),
    ],
)
def test_a_human_guide_word_is_checked(word: str, reason: str) -> None:
    state = start(word=None)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=reason):
        state.apply(0, {"type": "word", "word": word})
    assert snapshot(state) == before


def test_any_word_option_accepts_words_outside_the_list_but_still_checks_the_alphabet() -> None:
    state = start(word=None, any_word=True)
    with pytest.raises(IllegalAction):
        state.apply(0, {"type": "word", "word": "jazz"})
    state.apply(0, {"type": "word", "word": "zzzzz"})
    assert state.view(1)["length"] == 5


def test_accents_are_folded_in_the_word_and_in_letters() -> None:
    state = start("città", any_word=True)
    assert state.view(0)["word"] == "CITTA"
    give(state, 1, "T", "B", "C")
    state.apply(1, {"type": "play", "card": "T"})
    assert state.view(1)["pattern"] == ["C", None, "T", "T", "A"]


# ----- letters ------------------------------------------------------------------------------------------------------
def test_a_hit_reveals_every_hidden_position_holding_the_letter() -> None:
    state = start("famiglia")
    give(state, 1, "A", "B", "C")
    state.apply(1, {"type": "play", "card": "A"})
    assert state.view(1)["pattern"] == ["F", "A", None, None, None, None, None, "A"]
    assert state.view(1)["tiles"] == 10
    assert state.round.hands[1] == ["B", "C"] and state.round.discard[-1] == "A"


def test_an_absent_letter_is_a_miss_and_costs_a_tile() -> None:
    state = start("famiglia")
    give(state, 1, "B", "C", "D")
    state.apply(1, {"type": "play", "card": "B"})
    assert state.view(1)["tiles"] == 9 and state.view(1)["misses"] == ["B"]


def test_a_letter_only_in_shown_positions_is_a_miss() -> None:
    state = start("famiglia")
    give(state, 1, "F", "C", "D")
    state.apply(1, {"type": "play", "card": "F"})
    assert state.view(1)["tiles"] == 9 and state.view(1)["misses"] == ["F"]


def test_vowel_and_consonant_cards_name_a_letter_of_their_kind() -> None:
    state = start("famiglia")
    give(state, 1, "vowel", "consonant", "B")
    before = snapshot(state)
    for bad in (
        {"type": "play", "card": "vowel", "letter": "M"},
        {"type": "play", "card": "consonant", "letter": "I"},
        {"type": "play", "card": "vowel"},
        {"type": "play", "card": "vowel", "letter": "IO"},
        {"type": "play", "card": "consonant", "letter": "K"},
    ):
        with pytest.raises(IllegalAction):
            state.apply(1, bad)
        assert snapshot(state) == before
    state.apply(1, {"type": "play", "card": "vowel", "letter": "i"})
    assert state.view(1)["pattern"] == ["F", None, None, "I", None, None, "I", "A"]
    state.apply(1, {"type": "play", "card": "consonant", "letter": "M"})
    assert state.view(1)["pattern"][2] == "M"


def test_you_can_only_play_cards_you_hold() -> None:
    state = start("famiglia")
    give(state, 1, "B", "C", "D")
    with pytest.raises(IllegalAction, match="do not hold"):
        state.apply(1, {"type": "play", "card": "A"})


def test_revealing_the_last_letter_wins_the_round() -> None:
    state = start("mamma", any_word=True)
    give(state, 1, "M", "A", "B")
    state.apply(1, {"type": "play", "card": "M"})  # M _ _ _ A → M _ M M A
    assert state.history == [] and state.view(1)["hidden"] == 1
    state.apply(1, {"type": "play", "card": "A"})  # → M A M M A
    assert state.history[0]["winner"] == 1 and state.history[0]["reason"] == "G1 revealed the last letter"


def test_the_tenth_tile_gives_the_round_to_the_guide() -> None:
    state = start("famiglia")
    for letter in "BCDEHNOPQR":
        give(state, 1, letter)
        state.apply(1, {"type": "play", "card": letter})
    assert state.history[0]["winner"] == 0 and state.history[0]["tiles"] == 0
    assert state.scores == [1, 0]


# ----- drawing and the deck -----------------------------------------------------------------------------------------
def test_drawing_takes_one_card_and_ends_the_turn() -> None:
    state = start("famiglia", guessers=2)
    top = state.round.deck[-1]
    state.apply(1, {"type": "draw"})
    assert state.round.hands[1][-1] == top and len(state.round.hands[1]) == 4
    assert state.to_act() == [2]


def test_an_empty_deck_is_rebuilt_from_the_discard_pile() -> None:
    state = start("famiglia")
    state.round.discard = state.round.deck[:5]
    state.round.deck = []
    state.apply(1, {"type": "draw"})
    assert len(state.round.deck) == 4 and state.round.discard == []
    assert any("shuffled into a new deck" in line for line in state.view(None)["log"])


def test_no_draw_when_deck_and_discard_are_empty_and_pass_only_when_nothing_else() -> None:
    state = start("famiglia")
    state.round.deck, state.round.discard = [], []
    give(state, 1, "guess")
    assert state.legal_actions(1) == [{"type": "pass"}]
    with pytest.raises(IllegalAction):
        state.apply(1, {"type": "draw"})
    state.apply(1, {"type": "pass"})
    give(state, 1, "B")
    with pytest.raises(IllegalAction):
        state.apply(1, {"type": "pass"})


# ----- guessing the word --------------------------------------------------------------------------------------------
def test_the_guess_card_needs_half_the_letters_shown() -> None:
    state = start("famiglia")  # 2 of 8 shown
    give(state, 1, "guess", "A", "I")
    assert not any(a.get("card") == "guess" for a in state.legal_actions(1))
    with pytest.raises(IllegalAction, match="half"):
        state.apply(1, {"type": "play", "card": "guess", "word": "famiglia"})
    state.apply(1, {"type": "play", "card": "A"})  # F A _ _ _ _ _ A: 3 of 8
    state.apply(1, {"type": "play", "card": "I"})  # F A _ I _ _ I A: 5 of 8
    assert any(a.get("card") == "guess" for a in state.legal_actions(1))


def test_a_right_guess_wins_and_a_wrong_guess_costs_one_tile() -> None:
    state = start("mamma", any_word=True, guessers=2)  # M _ _ _ A: 2 of 5 shown, not half
    give(state, 1, "M", "guess")
    give(state, 2, "guess")
    state.apply(1, {"type": "play", "card": "M"})  # M _ M M A: 4 of 5
    state.apply(2, {"type": "play", "card": "guess", "word": "mummia"})
    assert state.round.tiles == 9
    state.apply(1, {"type": "play", "card": "guess", "word": " Mamma "})
    assert state.history[0]["winner"] == 1 and state.history[0]["reason"] == "G1 guessed the word"


def test_free_guess_only_with_exactly_two_hidden_letters_and_costs_two_tiles() -> None:
    state = start("famiglia", guessers=2)
    give(state, 1, "A", "I", "M")
    give(state, 2, "B")
    with pytest.raises(IllegalAction, match="exactly two"):
        state.apply(1, {"type": "free_guess", "word": "famiglia"})
    state.apply(1, {"type": "play", "card": "A"})
    state.apply(2, {"type": "play", "card": "B"})  # a miss: 9 tiles
    state.apply(1, {"type": "play", "card": "I"})  # F A _ I _ _ I A
    state.apply(2, {"type": "draw"})
    state.apply(1, {"type": "play", "card": "M"})  # F A M I _ _ I A: two hidden
    assert {"type": "free_guess", "word": "famieeia"} in state.legal_actions(2)
    state.apply(2, {"type": "free_guess", "word": "famiolia"})
    assert state.round.tiles == 7
    state.apply(1, {"type": "free_guess", "word": "famiglia"})
    assert state.history[0]["winner"] == 1


def test_a_wrong_free_guess_can_take_the_last_two_tiles() -> None:
    state = start("famiglia")
    state.round.tiles = 2
    state.round.revealed = [True] * 6 + [False, False]
    state.apply(1, {"type": "free_guess", "word": "famiglie"})
    assert state.history[0]["winner"] == 0 and state.history[0]["tiles"] == 0


# ----- rounds and the match -----------------------------------------------------------------------------------------
def test_the_guide_rotates_and_the_match_has_one_round_per_player_by_default() -> None:
    state = pygames.new_game("gameover", {"seats": [{"bot": "hard"}] * 3, "language": "en"}, seed=5)
    guides = []
    while state.result() is None:
        if state.round.guide not in guides:
            guides.append(state.round.guide)
        seat = state.to_act()[0]
        state.apply(seat, state.bot_action(seat))
    assert guides == [0, 1, 2] and len(state.history) == 3
    result = state.result()
    assert result is not None and sum(result["scores"]) == 3
    assert result["winners"] == [i for i, s in enumerate(state.scores) if s == max(state.scores)]


def test_the_rounds_option_sets_the_match_length_and_a_fresh_deal_each_round() -> None:
    state = start("famiglia", rounds=2)
    give(state, 1, "guess")
    state.round.revealed = [True] * 8
    state.round.revealed[3] = False
    state.apply(1, {"type": "play", "card": "guess", "word": "famiglia"})
    assert state.result() is None and state.view(1)["round"] == 2 and state.to_act() == [1]
    assert len(state.round.hands[0]) == 3 and 1 not in state.round.hands


def test_a_solo_player_guesses_first_against_a_computer_guide() -> None:
    state = pygames.new_game("gameover", {"seats": [{"name": "Ann"}, {"bot": "easy"}]}, seed=1)
    assert state.to_act() == [1]


# ----- views --------------------------------------------------------------------------------------------------------
def assert_view_hides_secrets(state: pygames.Game, seat: int | None, view: View) -> None:
    """The compliance suite's hook: a guesser (and the public) never sees the hidden letters of the current word."""
    assert isinstance(state, GameOver)
    rnd = state.round
    if rnd.word is None or rnd.winner is not None or seat == rnd.guide:
        return
    assert view["hand"] == rnd.hands.get(seat), "only your own hand"
    assert view["word"] is None
    assert [p for p, shown in zip(view["pattern"], rnd.revealed, strict=True) if not shown] == [None] * (
        rnd.hidden_count()
    )
    text = json.dumps(view)
    if rnd.word not in {h["word"] for h in state.history}:
        assert rnd.word not in text


def test_the_guide_sees_the_word_and_guessers_see_only_the_pattern() -> None:
    state = start("famiglia", guessers=2)
    assert state.view(0)["word"] == "FAMIGLIA"
    for seat in (None, 1, 2):
        assert state.view(seat)["word"] is None
        assert "FAMIGLIA" not in json.dumps(state.view(seat))
        assert "FAMIGLIA" not in json.dumps(state.legal_actions(1))
    assert state.view(1)["hand"] == state.round.hands[1] and state.view(1)["hand_sizes"] == {"1": 3, "2": 3}
    assert state.view(None)["hand"] is None


# ----- bots ---------------------------------------------------------------------------------------------------------
def test_bot_candidates_use_pattern_and_asked_letters() -> None:
    view: View = {"language": "en", "pattern": ["M", None, None, None, None, "R"], "asked": ["O"], "misses": ["O"]}
    assert "MIRROR" not in bots.candidates(view)
    assert "MIRROR" in bots.candidates({**view, "asked": [], "misses": []})
    assert "MIRROR" in bots.candidates(view, use_misses=False)
    opened: View = {**view, "pattern": ["M", None, "R", "R", None, "R"], "asked": ["R"], "misses": []}
    assert bots.candidates(opened) == ["MIRROR"]


def test_bot_guide_picks_a_word_of_the_chosen_length() -> None:
    view: View = {"language": "it", "word_level": "hard"}
    for seed in range(20):
        word = bots.choose_word(view, random.Random(seed))["word"]
        assert 5 <= len(word) <= 6 and word.upper() in language("it").words


def test_better_bots_find_the_word_in_fewer_turns_with_fewer_misses() -> None:
    def cost(level: str) -> float:
        """Turns plus tiles lost, summed over seeded rounds where the bot is the only guesser."""
        total = 0
        for seed in range(200):
            options = {"seats": [{"bot": "normal"}, {"bot": level}], "language": "en", "rounds": 1, "first_guide": 0}
            state = pygames.new_game("gameover", options, seed)
            while state.result() is None:
                seat = state.to_act()[0]
                state.apply(seat, state.bot_action(seat))
            total += len(state.log) - 1 + (10 - state.history[0]["tiles"])
        return total / 200

    easy, normal, hard = cost("easy"), cost("normal"), cost("hard")
    assert hard < normal < easy, (easy, normal, hard)
