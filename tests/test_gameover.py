"""Game Over: every rule of shared/rules/gameover.md as a case, plus the bots and the secrecy hooks.

Situations are set up with a scripted deck (``script={"deck": [order]}``: the hands are dealt with ``deck.pop()``
from the end of the order, guessers in turn order, three cards each, and draws pop on from there) and real actions;
tests never write the game's private state.
"""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

import pytest

import pygames
from pygames.core import IllegalAction, MalformedAction, View
from pygames.gameover import bots
from pygames.gameover.game import GUESS_CARDS, HAND_SIZE, LETTER_COPIES, WILD_CARDS, GameOver
from pygames.gameover.words import ALPHABETS, language

ANY = None  # a card of the deck order a test does not care about


def full_deck(language_code: str) -> list[str]:
    """The cards of a deck in the rules' words: each letter twice, the wild cards, the guess-the-word cards."""
    cards = [c for c in ALPHABETS[language_code] for _ in range(LETTER_COPIES)]
    for kind, count in WILD_CARDS.items():
        cards += [kind] * count
    return cards + ["guess"] * GUESS_CARDS


def deck_order(pops: Sequence[str | None], language_code: str = "it") -> list[str]:
    """A whole deck order whose cards come off (``deck.pop()``) in the order ``pops``; ANY stands for any card
    not named, and every card not named comes after them."""
    rest = Counter(full_deck(language_code))
    rest.subtract(c for c in pops if c is not None)
    assert all(n >= 0 for n in rest.values()), f"more copies than the deck has: {pops}"
    spare = sorted(rest.elements(), key=lambda c: (len(c), c))  # letters first, wild and guess cards last
    top = [c if c is not None else spare.pop(0) for c in pops]
    return spare + top[::-1]


def start(
    word: str | None = "famiglia",
    hands: Sequence[Sequence[str | None]] = (),
    draws: Sequence[str | None] = (),
    guessers: int | None = None,
    language_code: str = "it",
    decks: Sequence[Sequence[str | None]] = (),
    **options: Any,
) -> GameOver:
    """A game with a person as guide in seat 0 and people as guessers in seats 1, 2, …: guesser ``k`` is dealt
    ``hands[k - 1]`` (ANY: any card), the cards drawn next are ``draws``; then the guide chooses ``word``.
    ``decks`` scripts the decks of later rounds the same way (hands then draws, as one list)."""
    count = guessers if guessers is not None else max(1, len(hands))
    pops: list[str | None] = []
    for k in range(count):
        hand = list(hands[k]) if k < len(hands) else []
        pops += hand + [ANY] * (HAND_SIZE - len(hand))
    pops += list(draws)
    script = {"deck": [deck_order(pops, language_code)] + [deck_order(d, language_code) for d in decks]}
    seats = [{"name": "Guide"}] + [{"name": f"G{i}"} for i in range(1, count + 1)]
    options = {"seats": seats, "language": language_code, "first_guide": 0, **options}
    state = pygames.new_game("gameover", options, 3, script=script)
    assert isinstance(state, GameOver)
    if word is not None:
        state.apply(0, {"type": "word", "word": word})
    return state


def refused(state: pygames.Game, seat: int, action: dict[str, Any]) -> IllegalAction:
    """Apply an action that must be refused; check that it changed nothing and return the refusal."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(seat, action)
    assert snapshot(state) == before
    return error.value


def snapshot(state: pygames.Game) -> str:
    return json.dumps([state.to_json(), [state.view(s) for s in (None, *range(len(state.seats)))]], sort_keys=True)


def events(state: pygames.Game, seat: int | None = None, key: str | None = None) -> list[dict[str, Any]]:
    """The events ``seat`` has seen (all of them, or those of one short key)."""
    seen: list[dict[str, Any]] = state.view(seat)["events"]
    return [e for e in seen if key is None or e["key"] == f"gameover.{key}"]


def last_event(state: pygames.Game, key: str, seat: int | None = None) -> dict[str, Any]:
    found = events(state, seat, key)
    assert found, f"no {key} event"
    return found[-1]["args"]


def play(state: pygames.Game, seat: int, card: str, **fields: str) -> None:
    state.apply(seat, {"type": "play", "card": card, **fields})


def ask_each(state: pygames.Game, seat: int, letters: Iterable[str]) -> None:
    """A lone guesser asks for each letter in turn, drawing it first when it is not in hand (the deck is scripted)."""
    for letter in letters:
        if letter not in state.view(seat)["hand"]:
            state.apply(seat, {"type": "draw"})
            assert state.view(seat)["hand"][-1] == letter, "the scripted deck gives the next letter"
        play(state, seat, letter)


# ----- components and setup -----------------------------------------------------------------------------------------
def test_italian_deck_has_42_letter_cards_6_vowel_6_consonant_and_8_guess_cards() -> None:
    state = pygames.new_game("gameover", {"seats": [{}, {}], "language": "it"}, 1)
    kind, cards = state.chance.draws[0]
    assert kind == "deck" and len(cards) == 42 + 6 + 6 + 8
    assert sorted(c for c in cards if len(c) == 1) == sorted(ALPHABETS["it"] * 2)
    assert cards.count("vowel") == 6 and cards.count("consonant") == 6 and cards.count("guess") == 8


def test_english_deck_uses_its_26_letters() -> None:
    state = pygames.new_game("gameover", {"seats": [{}, {}], "language": "en"}, 1)
    cards = state.chance.draws[0][1]
    assert len(cards) == 52 + 20 and sorted(c for c in cards if len(c) == 1) == sorted(ALPHABETS["en"] * 2)
    assert state.static()["alphabet"] == ALPHABETS["en"] and state.static()["vowels"] == "AEIOU"


def test_each_guesser_gets_three_cards_from_the_deck_and_the_guide_none() -> None:
    state = start(word=None, hands=[["A", "B", "C"], ["D", "E", "F"], [], []])
    view = state.view(1)
    assert view["hand"] == ["A", "B", "C"] and state.view(2)["hand"] == ["D", "E", "F"]
    assert view["hand_sizes"] == {"1": 3, "2": 3, "3": 3, "4": 3}
    assert view["deck_size"] == 62 - 12 and view["discard_size"] == 0 and view["discard_top"] is None
    assert state.view(0)["hand"] is None and state.view(None)["hand"] is None


def test_only_first_and_last_letter_are_shown_even_if_they_occur_elsewhere() -> None:
    state = start("famiglia")  # the A at the end also stands at position 1, which stays hidden
    view = state.view(1)
    assert view["pattern"] == ["F", None, None, None, None, None, None, "A"]
    assert view["length"] == 8 and view["tiles"] == 10 and view["hidden"] == 6
    assert last_event(state, "word_chosen", 1) == {"guide": 0, "length": 8, "shown": "F______A"}
    assert state.static()["tiles_total"] == 10


def test_the_guide_acts_first_and_guessers_go_left_of_the_guide() -> None:
    seats = [{"name": n} for n in "ABCD"]
    state = pygames.new_game("gameover", {"seats": seats, "language": "it", "first_guide": 2}, seed=1)
    assert state.to_act() == [2] and state.view(None)["phase"] == "word"
    assert last_event(state, "round_started") == {"round": 1, "guide": 2}
    assert refused(state, 3, {"type": "draw"}).key == "core.not_your_turn"
    assert refused(state, 2, {"type": "draw"}).key == "core.not_now"
    state.apply(2, {"type": "word", "word": "famiglia"})
    assert state.view(None)["guessers"] == [3, 0, 1]
    order = []
    for _ in range(4):
        order.append(state.to_act()[0])
        state.apply(order[-1], {"type": "draw"})
    assert order == [3, 0, 1, 3]
    assert refused(state, 2, {"type": "word", "word": "casa"}).key == "core.not_your_turn"


def test_first_guide_must_be_a_seat() -> None:
    with pytest.raises(pygames.BadOptions) as error:
        pygames.new_game("gameover", {"seats": [{}, {}], "first_guide": 2}, 1)
    assert error.value.key == "gameover.first_guide"


# ----- the secret word ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("word", "key", "args"),
    [
        ("ab", "gameover.word_length", {"min": 3, "max": 20}),
        ("a" * 21, "gameover.word_length", {"min": 3, "max": 20}),
        ("", "gameover.word_length", {"min": 3, "max": 20}),
        ("jolly", "gameover.word_alphabet", {"letters": ["J", "Y"], "count": 2}),
        ("ca sa", "gameover.word_alphabet", {"letters": [" "], "count": 1}),
        ("zzzzz", "gameover.not_in_list", {}),
    ],
)
def test_a_human_guide_word_is_checked(word: str, key: str, args: dict[str, Any]) -> None:
    state = start(word=None)
    refusal = refused(state, 0, {"type": "word", "word": word})
    assert (refusal.key, refusal.args_) == (key, args)


def test_any_word_option_accepts_words_outside_the_list_but_still_checks_the_alphabet() -> None:
    state = start(word=None, any_word=True)
    assert refused(state, 0, {"type": "word", "word": "jazz"}).key == "gameover.word_alphabet"
    state.apply(0, {"type": "word", "word": "zzzzz"})
    assert state.view(1)["length"] == 5


def test_accents_are_folded_in_the_word_and_in_letters() -> None:
    state = start("città", hands=[["T", "vowel", "C"]], any_word=True, rounds=1)
    assert state.view(0)["word"] == "CITTA"
    play(state, 1, "T")
    assert state.view(1)["pattern"] == ["C", None, "T", "T", "A"]
    play(state, 1, "vowel", letter="ì")
    assert state.view(1)["pattern"] == ["C", "I", "T", "T", "A"]


# ----- letters ------------------------------------------------------------------------------------------------------
def test_a_hit_reveals_every_hidden_position_holding_the_letter() -> None:
    state = start("famiglia", hands=[["A", "B", "C"]])
    play(state, 1, "A")
    view = state.view(1)
    assert view["pattern"] == ["F", "A", None, None, None, None, None, "A"]
    assert view["tiles"] == 10 and view["misses"] == [] and view["asked"] == ["A"]
    assert view["hand"] == ["B", "C"] and view["discard_top"] == "A" and view["discard_size"] == 1
    assert last_event(state, "asked") == {
        "seat": 1,
        "letter": "A",
        "card": "A",
        "hits": 1,
        "positions": [1],
        "tiles": 10,
    }


def test_an_absent_letter_is_a_miss_and_costs_a_tile() -> None:
    state = start("famiglia", hands=[["B", "C", "D"]])
    play(state, 1, "B")
    assert state.view(1)["tiles"] == 9 and state.view(1)["misses"] == ["B"]
    assert last_event(state, "asked") == {"seat": 1, "letter": "B", "card": "B", "hits": 0, "positions": [], "tiles": 9}


def test_a_letter_only_in_shown_positions_is_a_miss() -> None:
    state = start("famiglia", hands=[["F", "C", "D"]])
    play(state, 1, "F")
    assert state.view(1)["tiles"] == 9 and state.view(1)["misses"] == ["F"]
    assert state.view(1)["pattern"] == ["F", None, None, None, None, None, None, "A"]


def test_vowel_and_consonant_cards_name_a_letter_of_their_kind() -> None:
    state = start("famiglia", hands=[["vowel", "consonant", "B"]])
    for bad, key in (
        ({"type": "play", "card": "vowel", "letter": "M"}, "gameover.wrong_letter_kind"),
        ({"type": "play", "card": "consonant", "letter": "I"}, "gameover.wrong_letter_kind"),
        ({"type": "play", "card": "consonant", "letter": "K"}, "gameover.wrong_letter_kind"),  # no K in Italian
        ({"type": "play", "card": "vowel"}, "gameover.wild_card_fields"),
        ({"type": "play", "card": "vowel", "word": "casa"}, "gameover.wild_card_fields"),
        ({"type": "play", "card": "vowel", "letter": "IO"}, "gameover.one_letter"),
    ):
        assert refused(state, 1, bad).key == key
    assert refused(state, 1, {"type": "play", "card": "vowel", "letter": "M"}).args_ == {"letter": "M", "card": "vowel"}
    play(state, 1, "vowel", letter="i")
    assert state.view(1)["pattern"] == ["F", None, None, "I", None, None, "I", "A"]
    assert last_event(state, "asked")["card"] == "vowel"
    play(state, 1, "consonant", letter="M")
    assert state.view(1)["pattern"][2] == "M"


def test_you_can_only_play_cards_you_hold_as_they_are() -> None:
    state = start("famiglia", hands=[["B", "guess", "D"]])
    assert refused(state, 1, {"type": "play", "card": "A"}).key == "gameover.not_held"
    assert refused(state, 1, {"type": "play", "card": "B", "letter": "B"}).key == "gameover.letter_card_fields"
    assert refused(state, 1, {"type": "play", "card": "guess"}).key == "gameover.guess_card_fields"
    assert refused(state, 1, {"type": "play", "card": "guess", "letter": "A"}).key == "gameover.guess_card_fields"
    with pytest.raises(MalformedAction):
        state.apply(1, {"type": "play", "card": 3})


def test_revealing_the_last_letter_wins_the_round() -> None:
    state = start("mamma", hands=[["M", "A", "B"]], any_word=True, rounds=1)
    play(state, 1, "M")  # M _ _ _ A → M _ M M A
    assert state.view(1)["history"] == [] and state.view(1)["hidden"] == 1
    play(state, 1, "A")  # → M A M M A
    assert last_event(state, "round_won") == {"round": 1, "word": "MAMMA", "winner": 1, "why": "last_letter"}
    view = state.view(1)
    assert view["history"] == [
        {"round": 1, "guide": 0, "word": "MAMMA", "winner": 1, "why": "last_letter", "tiles": 10}
    ]
    assert view["word"] == "MAMMA" and [p["score"] for p in view["players"]] == [0, 1]
    result = state.result()
    assert result is not None and result["winners"] == [1]
    assert result["outcome"] == {
        "key": "gameover.most_rounds",
        "args": {"winners": [1], "count": 1, "best": 1, "rounds": 1},
    }


def test_the_tenth_tile_gives_the_round_to_the_guide() -> None:
    misses = "BCDEHNOPQR"
    state = start("famiglia", hands=[misses[:3]], draws=misses[3:], rounds=1)
    ask_each(state, 1, misses)
    assert last_event(state, "round_won") == {"round": 1, "word": "FAMIGLIA", "winner": 0, "why": "last_tile"}
    assert state.view(None)["history"][0]["tiles"] == 0 and state.view(None)["tiles"] == 0
    assert [p["score"] for p in state.view(None)["players"]] == [1, 0]


# ----- drawing and the deck -----------------------------------------------------------------------------------------
def test_drawing_takes_the_top_card_and_ends_the_turn() -> None:
    state = start("famiglia", hands=[["A", "B", "C"], ["D", "E", "H"]], draws=["Z"])
    state.apply(1, {"type": "draw"})
    assert state.view(1)["hand"] == ["A", "B", "C", "Z"] and state.view(2)["hand_sizes"]["1"] == 4
    assert state.view(1)["deck_size"] == 62 - 7
    assert state.to_act() == [2]
    assert last_event(state, "drew", 2) == {"seat": 1}


def test_an_empty_deck_is_rebuilt_from_the_discard_pile() -> None:
    state = start("famiglia", hands=[["A", "I", "M"]])
    for card in "AIM":
        play(state, 1, card)  # three hits: the discard pile holds A, I, M
    for _ in range(62 - 3):
        state.apply(1, {"type": "draw"})
    assert state.view(1)["deck_size"] == 0 and state.view(1)["discard_size"] == 3
    assert not events(state, 1, "reshuffled")
    state.apply(1, {"type": "draw"})
    view = state.view(1)
    assert view["deck_size"] == 2 and view["discard_size"] == 0 and view["discard_top"] is None
    assert [e["key"] for e in view["events"][-2:]] == ["gameover.reshuffled", "gameover.drew"]
    assert state.chance.draws[-1][0] == "reshuffle" and sorted(state.chance.draws[-1][1]) == ["A", "I", "M"]


def test_the_reshuffled_order_is_a_draw_of_its_own() -> None:
    seats = [{"name": "Guide"}, {"name": "G1"}]
    options = {"seats": seats, "language": "it", "first_guide": 0}
    script = {"deck": [deck_order(["A", "I", "M"])], "reshuffle": [["I", "M", "A"]]}
    game = pygames.new_game("gameover", options, 3, script=script)
    game.apply(0, {"type": "word", "word": "famiglia"})
    for card in "AIM":
        play(game, 1, card)
    for _ in range(62 - 3 + 1):
        game.apply(1, {"type": "draw"})
    assert game.view(1)["hand"][-1] == "A"  # the last of the scripted order comes off first


def test_no_draw_when_deck_and_discard_are_empty_and_pass_only_when_nothing_else() -> None:
    # Six guessers; G1 holds B, C and a guess card, plays B and C (two misses), then draws the six guess cards
    # placed where its draws fall, while the others draw everything else: at G1's ninth turn every card is in a hand.
    g1_draws = {29 + 6 * k: "guess" for k in range(6)}  # pops 29, 35, … 59 are G1's (pop 1 is the first card dealt)
    pops: list[str | None] = ["B", "C", "guess"] + [ANY] * 15
    pops += [g1_draws.get(n, ANY) for n in range(19, 63)]
    state = start("famiglia", draws=pops[18:], hands=[pops[0:3], *[pops[3 * k : 3 * k + 3] for k in range(1, 6)]])
    for _ in range(2):
        for seat in range(1, 7):
            if seat == 1:
                play(state, 1, state.view(1)["hand"][0])
            else:
                state.apply(seat, {"type": "draw"})
    while state.to_act() != [1] or state.view(1)["deck_size"] + state.view(1)["discard_size"]:
        state.apply(state.to_act()[0], {"type": "draw"})
    view = state.view(1)
    assert view["hand"] == ["guess"] * 7 and not view["half_revealed"] and view["tiles"] == 8
    assert state.legal_actions(1) == [{"type": "pass"}]
    assert refused(state, 1, {"type": "draw"}).key == "gameover.no_cards"
    assert refused(state, 1, {"type": "play", "card": "guess", "word": "famiglia"}).key == "gameover.guess_needs_half"
    state.apply(1, {"type": "pass"})
    assert last_event(state, "passed") == {"seat": 1}
    assert state.to_act() == [2]
    assert refused(state, 2, {"type": "pass"}).key == "gameover.cannot_pass"  # G2 holds letters it can play


# ----- guessing the word --------------------------------------------------------------------------------------------
def test_the_guess_card_needs_half_the_letters_shown() -> None:
    state = start("famiglia", hands=[["guess", "A", "I"]])  # 2 of 8 shown
    assert not any(a.get("card") == "guess" for a in state.legal_actions(1))
    refusal = refused(state, 1, {"type": "play", "card": "guess", "word": "famiglia"})
    assert refusal.key == "gameover.guess_needs_half"
    play(state, 1, "A")  # F A _ _ _ _ _ A: 3 of 8
    assert not state.view(1)["half_revealed"]
    play(state, 1, "I")  # F A _ I _ _ I A: 5 of 8
    assert state.view(1)["half_revealed"]
    assert any(a.get("card") == "guess" for a in state.legal_actions(1))
    assert "FAMIGLIA" not in json.dumps(state.legal_actions(1)).upper()


def test_a_right_guess_wins_and_a_wrong_guess_costs_one_tile() -> None:
    state = start("mamma", hands=[["M", "guess", ANY], ["guess", ANY, ANY]], any_word=True, rounds=1)
    play(state, 1, "M")  # M _ M M A: 4 of 5 shown
    play(state, 2, "guess", word="mummia")
    assert state.view(None)["tiles"] == 9 and state.view(None)["discard_top"] == "guess"
    assert last_event(state, "guessed") == {"seat": 2, "guess": "MUMMIA", "how": "card", "right": False, "tiles": 9}
    assert refused(state, 1, {"type": "play", "card": "guess", "word": "ab"}).key == "gameover.guess_length"
    assert refused(state, 1, {"type": "play", "card": "guess", "word": "jolly"}).key == "gameover.guess_alphabet"
    play(state, 1, "guess", word=" Mamma ")
    assert last_event(state, "guessed") == {"seat": 1, "guess": "MAMMA", "how": "card", "right": True, "tiles": 9}
    assert last_event(state, "round_won") == {"round": 1, "word": "MAMMA", "winner": 1, "why": "guessed"}
    assert state.view(None)["pattern"] == list("MAMMA")


def test_free_guess_only_with_exactly_two_hidden_letters_and_costs_two_tiles() -> None:
    state = start("famiglia", hands=[["A", "I", "M"], ["B", ANY, ANY]])
    refusal = refused(state, 1, {"type": "free_guess", "word": "famiglia"})
    assert refusal.key == "gameover.free_guess_needs_two"
    play(state, 1, "A")
    play(state, 2, "B")  # a miss: 9 tiles
    play(state, 1, "I")  # F A _ I _ _ I A
    state.apply(2, {"type": "draw"})
    play(state, 1, "M")  # F A M I _ _ I A: two hidden
    assert {"type": "free_guess", "word": "famieeia"} in state.legal_actions(2)  # an example built from the pattern
    assert refused(state, 2, {"type": "free_guess", "word": "fa"}).key == "gameover.guess_length"
    state.apply(2, {"type": "free_guess", "word": "famiolia"})
    assert state.view(None)["tiles"] == 7
    assert last_event(state, "guessed") == {"seat": 2, "guess": "FAMIOLIA", "how": "free", "right": False, "tiles": 7}
    state.apply(1, {"type": "free_guess", "word": "famiglia"})
    assert last_event(state, "round_won")["winner"] == 1


def test_a_wrong_free_guess_can_take_the_last_two_tiles() -> None:
    misses = "BCDEHNOP"
    state = start("famiglia", hands=[["A", "M", "I"]], draws=misses, rounds=1)
    ask_each(state, 1, "AMI" + misses)  # F A M I _ _ I A, and eight tiles gone
    assert state.view(1)["hidden"] == 2 and state.view(1)["tiles"] == 2
    state.apply(1, {"type": "free_guess", "word": "famiglie"})
    assert last_event(state, "round_won") == {"round": 1, "word": "FAMIGLIA", "winner": 0, "why": "last_tile"}
    assert state.view(None)["history"][0]["tiles"] == 0


# ----- rounds and the match -----------------------------------------------------------------------------------------
def test_the_guide_rotates_and_the_match_has_one_round_per_player_by_default() -> None:
    state = pygames.new_game("gameover", {"seats": [{"bot": "hard"}] * 3, "language": "en"}, seed=5)
    guides = []
    while state.result() is None:
        guide = state.view(None)["guide"]
        if guide not in guides:
            guides.append(guide)
        seat = state.to_act()[0]
        state.apply(seat, state.bot_action(seat))
    history = state.view(None)["history"]
    assert guides == [0, 1, 2] and [h["guide"] for h in history] == [0, 1, 2]
    assert [e["args"]["guide"] for e in events(state, None, "round_started")] == [0, 1, 2]
    result = state.result()
    assert result is not None and sum(result["scores"]) == 3
    scores = [p["score"] for p in state.view(None)["players"]]
    assert result["winners"] == [i for i, s in enumerate(scores) if s == max(scores)]


def test_the_rounds_option_sets_the_match_length_and_a_fresh_deal_each_round() -> None:
    second = ["Q", "R", "S", "T"]  # round 2: seat 0 guesses (the guide is seat 1); its hand, then its first draw
    state = start("famiglia", hands=[["A", "I", "guess"]], decks=[second], rounds=2, any_word=True)
    play(state, 1, "A")
    play(state, 1, "I")  # F A _ I _ _ I A: 5 of 8
    play(state, 1, "guess", word="famiglia")
    view = state.view(0)
    assert state.result() is None and view["round"] == 2 and view["rounds"] == 2
    assert view["guide"] == 1 and view["guessers"] == [0] and state.to_act() == [1] and view["phase"] == "word"
    assert view["hand"] == ["Q", "R", "S"] and view["hand_sizes"] == {"0": 3} and state.view(1)["hand"] is None
    assert view["tiles"] == 10 and view["asked"] == [] and view["deck_size"] == 62 - 3 and view["word"] is None
    state.apply(1, {"type": "word", "word": "casa"})
    state.apply(0, {"type": "draw"})
    assert state.view(0)["hand"][-1] == "T"


def test_a_match_of_tied_rounds_has_shared_winners() -> None:
    """Two rounds, one won by each player: both win the match, with one round each."""
    state = start("mamma", hands=[["M", "A", ANY]], decks=[["M", "A", ANY]], rounds=2, any_word=True)
    play(state, 1, "M")
    play(state, 1, "A")  # seat 1 shows the last hidden letters of the guide's MAMMA: round 1 is seat 1's
    assert state.result() is None and state.view(None)["guide"] == 1
    state.apply(1, {"type": "word", "word": "mamma"})
    play(state, 0, "M")
    play(state, 0, "A")  # and round 2 is seat 0's
    assert [(h["guide"], h["winner"]) for h in state.view(None)["history"]] == [(0, 1), (1, 0)]
    result = state.result()
    assert result is not None and result["winners"] == [0, 1] and result["scores"] == [1.0, 1.0]
    assert result["outcome"] == {
        "key": "gameover.most_rounds",
        "args": {"winners": [0, 1], "count": 2, "best": 1, "rounds": 2},
    }
    assert state.to_act() == []


def test_a_solo_player_guesses_first_against_a_computer_guide() -> None:
    state = pygames.new_game("gameover", {"seats": [{"name": "Ann"}, {"bot": "easy"}]}, seed=1)
    assert state.to_act() == [1]


def test_a_new_round_starts_with_its_own_events() -> None:
    state = start("mamma", hands=[["M", "A", ANY]], decks=[[]], rounds=2, any_word=True)
    play(state, 1, "M")
    play(state, 1, "A")
    keys = [e["key"].split(".")[1] for e in events(state, None)]
    assert keys == ["round_started", "word_chosen", "asked", "asked", "round_won", "round_started"]
    assert last_event(state, "round_started") == {"round": 2, "guide": 1}


# ----- the winning guide picks the next guide (option winning_guide_chooses) -----------------------------------------
def guide_wins_round_one(guessers: int = 2, rounds: int = 3, decks: Sequence[Sequence[str | None]] = ()) -> GameOver:
    """Seat 0 guides FAMIGLIA and wins round 1: guesser 1 asks for ten letters that are not in it (holding three,
    drawing the others), while the other guessers draw."""
    misses = "BCDEHNOPQR"
    others = [ANY] * (guessers - 1)  # what the other guessers draw after each turn of guesser 1
    draws: list[str | None] = others * 3  # after each of the three letters in hand
    for letter in misses[3:]:
        draws += [letter, *others, *others]  # guesser 1 draws it, the others draw; it asks, the others draw
    hands = [misses[:3]] + [[]] * (guessers - 1)
    state = start(
        "famiglia",
        hands,
        draws=draws,
        guessers=guessers,
        decks=decks,
        rounds=rounds,
        any_word=True,
        winning_guide_chooses=True,
    )
    for letter in misses:
        if letter not in state.view(1)["hand"]:
            state.apply(1, {"type": "draw"})
            for seat in range(2, guessers + 1):
                state.apply(seat, {"type": "draw"})
        play(state, 1, letter)
        for seat in range(2, guessers + 1):
            if state.to_act() == [seat]:
                state.apply(seat, {"type": "draw"})
    return state


def test_by_default_the_role_rotates_even_after_the_guide_wins() -> None:
    misses = "BCDEHNOPQR"
    state = start("famiglia", hands=[misses[:3]], draws=misses[3:], rounds=2)
    ask_each(state, 1, misses)
    view = state.view(None)
    assert view["history"][0]["winner"] == 0 and view["guide"] == 1 and view["phase"] == "word"
    assert events(state, None, "guide_chosen") == []


def test_a_guide_who_wins_picks_the_next_guide_and_may_stay() -> None:
    state = guide_wins_round_one()
    view = state.view(None)
    assert view["phase"] == "next_guide" and state.to_act() == [0] and view["round"] == 1
    assert view["turn"] is None and view["word"] == "FAMIGLIA"  # the round's word is shown to all
    assert state.legal_actions(0) == [{"type": "next_guide", "seat": s} for s in (0, 1, 2)]
    assert state.legal_actions(1) == []
    state.apply(0, {"type": "next_guide", "seat": 0})  # it stays the guide
    view = state.view(None)
    assert view["round"] == 2 and view["guide"] == 0 and view["guessers"] == [1, 2] and view["phase"] == "word"
    assert last_event(state, "guide_chosen") == {"guide": 0, "next": 0, "kept": True}
    assert last_event(state, "round_started") == {"round": 2, "guide": 0}


def test_a_guide_who_wins_may_hand_the_role_to_anyone_and_the_rotation_goes_on_from_there() -> None:
    state = guide_wins_round_one(decks=[["M", "A", ANY]])  # round 2: guesser 0's hand
    assert refused(state, 0, {"type": "next_guide", "seat": 3}).key == "gameover.next_guide_seat"
    assert refused(state, 1, {"type": "next_guide", "seat": 1}).key == "core.not_your_turn"
    assert refused(state, 0, {"type": "draw"}).key == "core.not_now"
    state.apply(0, {"type": "next_guide", "seat": 2})
    assert last_event(state, "guide_chosen") == {"guide": 0, "next": 2, "kept": False}
    view = state.view(None)
    assert view["guide"] == 2 and view["guessers"] == [0, 1] and state.to_act() == [2]
    state.apply(2, {"type": "word", "word": "mamma"})
    play(state, 0, "M")
    state.apply(1, {"type": "draw"})
    play(state, 0, "A")  # a guesser wins round 2: the role passes on from seat 2, to seat 0
    view = state.view(None)
    assert view["history"][1]["winner"] == 0 and view["round"] == 3 and view["guide"] == 0 and view["phase"] == "word"


def test_the_last_round_needs_no_pick_and_saves_replay_the_pick() -> None:
    state = guide_wins_round_one(rounds=1)
    assert state.result() is not None and state.to_act() == []
    state = guide_wins_round_one()
    state.apply(0, {"type": "next_guide", "seat": 1})
    again = pygames.load_game(state.to_json())
    assert again.view(None) == state.view(None)


def test_bots_pick_the_next_guide_from_how_the_rounds_went() -> None:
    state = guide_wins_round_one(guessers=3)  # one round played, won by the guide
    view = state.view(0)
    legal = state.legal_actions(0)
    assert state.bot_action(0, "easy") == {"type": "next_guide", "seat": 0}  # it has just won as the guide
    # guides won 1 of 1: counting one more won and one lost, 2 of 3, better than a guesser's (1 - 2/3) / 3
    assert state.bot_action(0, "hard") == {"type": "next_guide", "seat": 0}
    # had guessers won six rounds before: 2 of 9, worse than a guesser's (1 - 2/9) / 3; it hands on, to the leader
    lost = [{"round": r, "guide": 1, "word": "X", "winner": 1 + r % 3, "why": "guessed", "tiles": 5} for r in range(6)]
    lost[0]["winner"] = 2
    history = [*lost, *view["history"]]
    assert bots.choose_next_guide({**view, "history": history}, legal, "hard") == {"type": "next_guide", "seat": 2}
    assert bots.choose_next_guide({**view, "history": history}, legal, "normal") == {"type": "next_guide", "seat": 2}


def test_a_match_of_bots_with_the_option_plays_to_its_end() -> None:
    options = {"seats": [{"bot": "hard"}, {"bot": "easy"}, {"bot": "easy"}], "rounds": 6, "language": "it"}
    picks = 0
    for seed in range(12):
        state = pygames.new_game("gameover", {**options, "winning_guide_chooses": True, "word_level": "hard"}, seed)
        while state.result() is None:
            seat = state.to_act()[0]
            state.apply(seat, state.bot_action(seat))
        history = state.view(None)["history"]
        chosen = events(state, None, "guide_chosen")
        assert len(history) == 6 and sum(state.result()["scores"]) == 6  # type: ignore[index]
        # a pick after every round the guide won but the last: the next round's guide is the one picked; after a
        # guesser's win the role passes to the seat after the guide
        picked = iter(chosen)
        for record, following in itertools.pairwise(history):
            if record["why"] == "last_tile":
                event = next(picked)["args"]
                assert event["guide"] == record["guide"] and following["guide"] == event["next"]
            else:
                assert following["guide"] == (record["guide"] + 1) % 3
        assert next(picked, None) is None
        picks += len(chosen)
    assert picks > 0


# ----- views --------------------------------------------------------------------------------------------------------
def assert_view_hides_secrets(state: pygames.Game, seat: int | None, view: View) -> None:
    """The compliance suite's hook: a guesser (and the public) never sees the hidden letters of the current word,
    nor another guesser's cards."""
    assert isinstance(state, GameOver)
    rnd = state.round
    assert view["hand"] == (rnd.hands.get(seat) if seat is not None else None), "only your own hand"
    if rnd.word is None or rnd.winner is not None or seat == rnd.guide:
        return
    assert view["word"] is None
    assert [p for p, shown in zip(view["pattern"], rnd.revealed, strict=True) if not shown] == [None] * (
        rnd.hidden_count()
    )
    text = json.dumps(view)
    if rnd.word not in {h["word"] for h in state.history}:
        assert rnd.word not in text


def test_the_guide_sees_the_word_and_guessers_see_only_the_pattern() -> None:
    state = start("famiglia", hands=[["A", "B", "C"], ["D", "E", "H"]])
    assert state.view(0)["word"] == "FAMIGLIA"
    assert last_event(state, "word_chosen", 0)["word"] == "FAMIGLIA"
    for seat in (None, 1, 2):
        assert state.view(seat)["word"] is None
        assert "word" not in last_event(state, "word_chosen", seat)
        assert "FAMIGLIA" not in json.dumps(state.view(seat))
        assert "FAMIGLIA" not in json.dumps(state.legal_actions(1))
    assert state.view(1)["hand"] == ["A", "B", "C"] and "D" not in json.dumps(state.view(1)["hand"])
    assert state.view(1)["hand_sizes"] == {"1": 3, "2": 3}
    assert state.view(None)["hand"] is None


def test_static_data_is_not_repeated_in_views() -> None:
    state = start("famiglia")
    assert state.static() == {
        "alphabet": ALPHABETS["it"],
        "vowels": "AEIOU",
        "tiles_total": 10,
        "min_word": 3,
        "max_word": 20,
        "hand_size": 3,
        "letter_copies": 2,
        "wild_cards": {"vowel": 6, "consonant": 6},
        "guess_cards": 8,
        "word_lengths": {"easy": [9, 12], "normal": [7, 8], "hard": [5, 6], "any": [5, 12]},
    }
    assert not {"alphabet", "vowels", "tiles_total", "log", "scores"} & set(state.view(1))


# ----- bots ---------------------------------------------------------------------------------------------------------
def test_bots_read_the_game_part_of_their_view() -> None:
    state = start("famiglia", hands=[["A", "B", "C"]])
    view = state.view(1)
    assert bots.candidates(view) == bots.candidates({**view, "events": [], "players": []})
    assert "FAMIGLIA" in bots.candidates(view)
    action = state.bot_action(1, "hard")
    state.apply(1, action)


def test_bot_candidates_use_pattern_and_asked_letters() -> None:
    view: View = {"language": "en", "pattern": ["M", None, None, None, None, "R"], "asked": ["O"], "misses": ["O"]}
    assert "MIRROR" not in bots.candidates(view)  # type: ignore[arg-type]
    assert "MIRROR" in bots.candidates({**view, "asked": [], "misses": []})  # type: ignore[arg-type]
    assert "MIRROR" in bots.candidates(view, use_misses=False)  # type: ignore[arg-type]
    opened: View = {**view, "pattern": ["M", None, "R", "R", None, "R"], "asked": ["R"], "misses": []}
    assert bots.candidates(opened) == ["MIRROR"]  # type: ignore[arg-type]


def test_bot_guide_picks_a_word_of_the_chosen_length() -> None:
    view: View = {"language": "it", "word_level": "hard"}
    for seed in range(20):
        word = bots.choose_word(view, random.Random(seed))["word"]  # type: ignore[arg-type]
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
            total += len(state.log) - 1 + (10 - state.view(None)["history"][0]["tiles"])
        return total / 200

    easy, normal, hard = cost("easy"), cost("normal"), cost("hard")
    assert hard < normal < easy, (easy, normal, hard)


def test_the_hard_guesser_alone_finds_the_word_keeping_eight_tiles_in_93_percent_of_rounds() -> None:
    """Alone against a normal computer guide, over 300 seeded Italian rounds: the hard guesser finds the word having
    lost at most two of the ten tiles in at least 93 % of them. Measured: hard 296 of these 300 (98.2 % of 1,000
    rounds), normal 300, easy 262 (86.8 % of 1,000): a bound about seven standard deviations below hard and three
    above easy. (Finding the word at all is no test: even easy does in 92-98 % of rounds, in either language.)"""
    kept = 0
    for seed in range(300):
        options = {"seats": [{"bot": "normal"}, {"bot": "hard"}], "language": "it", "rounds": 1, "first_guide": 0}
        state = pygames.new_game("gameover", options, seed)
        while state.result() is None:
            seat = state.to_act()[0]
            state.apply(seat, state.bot_action(seat))
        record = state.view(None)["history"][0]
        kept += record["winner"] == 1 and record["tiles"] >= 8
    assert kept >= 279, f"{kept} of 300"


def test_a_wrong_guess_is_shown_to_all_and_no_bot_repeats_it() -> None:
    state = start("famiglia", hands=[["A", "I", "guess"], ["guess", "guess", ANY]])
    play(state, 1, "A")
    state.apply(2, {"type": "draw"})
    play(state, 1, "I")  # F A _ I _ _ I A: 5 of 8 shown
    play(state, 2, "guess", word="famiglie")
    assert all(state.view(s)["wrong_guesses"] == ["FAMIGLIE"] for s in (None, 0, 1, 2))
    assert "FAMIGLIE" not in bots.candidates(state.view(1))


def race_wins(first: str, second: str, games: int, language_code: str) -> Counter[str]:
    """Rounds won by two guessers of two levels against a normal computer guide, taking turns to guess first."""
    from tests.bench.bench_gameover import race

    return race((first, second), games, language_code)


@pytest.mark.parametrize("language_code", ["en", "it"])
def test_in_a_race_hard_beats_easy_and_normal_beats_easy(language_code: str) -> None:
    """100 seeded rounds each (the bench plays 1,000: hard wins about 70 %, normal about 60 %; README). The bounds
    are far enough below those rates that a fair seed set passes (about three standard deviations), and the seeds
    are fixed, so the outcome is the same on every run."""
    wins = race_wins("hard", "easy", 100, language_code)
    assert wins["hard"] >= 55 and wins["hard"] > 2 * wins["easy"] - 20, wins
    wins = race_wins("normal", "easy", 100, language_code)
    assert wins["normal"] > wins["easy"], wins


def test_a_racer_does_not_make_the_word_easy_to_finish_for_the_next_guesser() -> None:
    """FAMIGLIA with F A _ I _ _ I A shown (M, G, L hidden), guesser 1 holding M: asking for it leaves two letters
    hidden, and the next guesser takes the free guess. Hard and normal draw instead; easy asks. Holding the guess
    card, every level wins at once."""
    state = start("famiglia", hands=[["A", "I", "M"], [ANY, ANY, ANY]], draws=[ANY, ANY, "guess"])
    play(state, 1, "A")
    state.apply(2, {"type": "draw"})
    play(state, 1, "I")
    state.apply(2, {"type": "draw"})
    view = state.view(1)
    assert view["pattern"] == ["F", "A", None, "I", None, None, "I", "A"] and view["hand"] == ["M"]
    assert bots.candidates(view) == ["FAMIGLIA"]
    assert state.bot_action(1, "hard") == state.bot_action(1, "normal") == {"type": "draw"}
    assert state.bot_action(1, "easy") == {"type": "play", "card": "M"}
    state.apply(1, {"type": "draw"})
    state.apply(2, {"type": "draw"})
    assert state.view(1)["hand"] == ["M", "guess"]
    for level in ("easy", "normal", "hard"):
        assert state.bot_action(1, level) == {"type": "play", "card": "guess", "word": "famiglia"}, level


def test_bots_find_most_words_outside_the_list_by_the_languages_letters() -> None:
    from tests.bench.bench_gameover import unlisted_solved, unlisted_words

    for code, words in unlisted_words().items():
        assert len(words) == 40 and not {w.upper() for w in words} & set(language(code).words), code
    solved = {level: unlisted_solved(level, "it") for level in ("easy", "hard")}
    assert solved["hard"] >= 26 and solved["hard"] > solved["easy"], solved  # 29 and 20 (the bench)


def test_letter_odds_follow_the_language_and_the_neighbours() -> None:
    view: View = {"language": "en", "pattern": ["Q", None, None, None, None, "N"], "asked": ["E"]}
    plain = bots.letter_odds(view, neighbours=False)  # type: ignore[arg-type]
    near = bots.letter_odds(view, neighbours=True)  # type: ignore[arg-type]
    assert "E" not in plain and max(plain, key=plain.__getitem__) in "AIO"  # frequent letters, E asked already
    assert near["U"] > 0.9 and near["U"] > 2 * plain["U"]  # after Q comes U
    assert near["Q"] < plain["Q"]


# ----- secrecy as information (tests/test_secrecy.py) ---------------------------------------------------------------
def counterfactual(state: pygames.Game, seat: int | None, rng: random.Random) -> pygames.Game | None:
    """Another game with the same history as ``seat`` saw it but other hidden information.

    - Other cards: in the current round's deck (or a reshuffled pile of this round), two cards trade places that
      ``seat`` never saw: each is still in the deck or in another guesser's hand (and was never played from it), so
      the other guessers hold other cards, and the log replays (or it is illegal, and there is no counterfactual).
    - Another word (for anyone but the current guide, while the round runs): a word of the list of the same length
      whose hidden letters are none of the letters asked, with the same shown letters, that no one has guessed.
    The log is replayed with the real draws, but for those two changes."""
    assert isinstance(state, GameOver)
    view = state.view(None)
    script = state.chance.script_of_draws()
    log = [[s, dict(a)] for s, a in state.log]
    changed = False

    # Another word: the current round's word action is the last one in the log, once the word is chosen.
    if view["phase"] == "play" and seat != view["guide"]:
        word = _other_word(state, rng)
        if word is not None:
            index = max(i for i, (_, action) in enumerate(log) if action["type"] == "word")
            log[index][1] = {"type": "word", "word": word.lower()}
            changed = True

    # Other cards.
    swap = _card_swap(state, seat, rng)
    if swap is not None:
        kind, number, i, j = swap
        order = list(script[kind][number])
        order[i], order[j] = order[j], order[i]
        script[kind][number] = order
        changed = True
    if not changed:
        return None
    try:
        other = pygames.new_game("gameover", state.options, state.seed, script=script)
        for s, action in log:
            other.apply(s, action)
    except IllegalAction:
        return None
    return other


def _other_word(state: GameOver, rng: random.Random) -> str | None:
    view = state.view(None)
    pattern, asked = view["pattern"], set(view["asked"])
    guessed = {e["args"]["guess"] for e in events(state, None, "guessed")}
    fits = [
        w
        for w in language(view["language"]).words
        if len(w) == len(pattern)
        and w not in guessed
        and all(c == p if p is not None else c not in asked for c, p in zip(w, pattern, strict=True))
    ]
    real = state.view(view["guide"])["word"]
    fits = [w for w in fits if w != real]
    return rng.choice(fits) if fits else None


def _card_swap(state: GameOver, seat: int | None, rng: random.Random) -> tuple[str, int, int, int] | None:
    """Two positions of one of this round's card orders (kind, which draw of that kind, i, j) to swap, or None."""
    # Who got each position of every order drawn: deal and draws, followed through the public events.
    owners: dict[tuple[str, int], list[int | None]] = {}
    counts = {"deck": 0, "reshuffle": 0}
    current: tuple[str, int] | None = None
    this_round: list[tuple[str, int]] = []
    left = 0
    seats = len(state.seats)
    for event in events(state, None):
        key = event["key"].split(".")[1]
        if key in ("round_started", "reshuffled"):
            kind = "deck" if key == "round_started" else "reshuffle"
            current = (kind, counts[kind])
            counts[kind] += 1
            left = len(state.chance.script_of_draws()[kind][current[1]])
            owners[current] = [None] * left
            if key == "round_started":
                this_round = []
                guide = event["args"]["guide"]
                for k in range(1, seats):
                    for _ in range(HAND_SIZE):
                        left -= 1
                        owners[current][left] = (guide + k) % seats
            this_round.append(current)
        elif key == "drew":
            assert current is not None
            left -= 1
            owners[current][left] = event["args"]["seat"]
    script = state.chance.script_of_draws()
    hands = {s: Counter(state.view(s)["hand"] or []) for s in range(seats)}
    candidates: list[tuple[str, int, int, int]] = []
    got = Counter(
        (owner, card)
        for source in this_round
        for owner, card in zip(owners[source], script[source[0]][source[1]], strict=True)
        if owner is not None
    )
    for source in this_round:
        order = script[source[0]][source[1]]
        # A position is free to change if this seat never saw it and no one played its card from it.
        free = [
            i
            for i, (owner, card) in enumerate(zip(owners[source], order, strict=True))
            if owner is None or (owner != seat and hands[owner][card] >= got[(owner, card)])
        ]
        in_hands = [i for i in free if owners[source][i] is not None]
        for i in in_hands:
            for j in free:
                if order[i] != order[j]:
                    candidates.append((source[0], source[1], i, j))
    return rng.choice(candidates) if candidates else None
