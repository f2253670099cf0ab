"""Stikord's typed play in every language (issues 41 and 42): a guess is right when it is an inflected form of the
message (Danish haven for have), judged as the language compares words (Swedish far is not får); a cue word that
holds a part of the message is refused with the reason ("Skat" for "kat") and the state is left as it was; and seeded
random games end in every language, typed and spoken."""

from __future__ import annotations

import random
from typing import Any

import pytest

import pygames
from pygames.core import IllegalAction
from pygames.stikord import cards, words
from pygames.stikord.dice import letter_dice
from pygames.stikord.game import Stikord

LANGUAGES = ("da", "en", "fi", "it", "sv")


def card_with(language: str, text: str) -> tuple[str, int]:
    """The level-1 card id holding the message ``text`` and the message's index on it."""
    for number, card in enumerate(cards.load(language, 1)):
        for index, message in enumerate(card):
            if message.text == text:
                return f"1-{number}", index
    raise AssertionError(f"no {language} level-1 message {text!r}")


def at_cues(language: str, text: str) -> Stikord:
    """A typed game whose first card holds ``text``, the special die choosing it, the first die showing its ★ (every
    cue word in these tests is one, on the ★)."""
    card, index = card_with(language, text)
    shown = [words.STAR, *(die[0] for die in letter_dice(language)[1:])]
    ids = [f"1-{i}" for i in range(len(cards.load(language, 1)))]
    script = {
        "start": [words.STAR, 1],
        "special": [index + 1] * 4 if index < 4 else [words.STAR] * 4,
        "letters": shown * 9,
        "deck": [[card, *[i for i in ids if i != card]]],
    }
    options = {"seats": [{"name": f"P{i}"} for i in range(4)], "mode": "typed", "language": language}
    state = pygames.new_game("stikord", options, seed=5, script=script)
    assert isinstance(state, Stikord)
    state.apply(0, {"type": "draw"})
    if index == 4:
        state.apply(0, {"type": "choose", "message": 4})
    return state


def refusal(state: Stikord, seat: int, action: dict[str, Any]) -> IllegalAction:
    before = state.to_json(), [state.view(s) for s in range(4)]
    with pytest.raises(IllegalAction) as refused:
        state.apply(seat, action)
    assert (state.to_json(), [state.view(s) for s in range(4)]) == before
    return refused.value


def guessed(state: Stikord, guess: str) -> bool:
    """Whether the app judges the receiver's typed ``guess`` right (as the table is told)."""
    state.apply(0, {"type": "cues", "words": ["Aaa"]})
    since = len(state.view(None)["events"])
    state.apply(2, {"type": "guess", "text": guess})
    told = [e["args"] for e in state.view(None)["events"][since:] if e["key"] == "stikord.guessed"]
    assert [t["text"] for t in told] == [guess]
    return bool(told[0]["right"])


# ----- inflected forms count as right -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("language", "message", "guess"),
    [
        ("da", "have", "haven"),  # the garden: the definite form
        ("da", "kat", "katten"),
        ("sv", "katt", "katterna"),
        ("sv", "får", "fåren"),
        ("fi", "kissa", "kissan"),  # the genitive
        ("it", "casa", "case"),  # the plural
        ("it", "gatto", "gatti"),
        ("en", "pajamas", "pyjamas"),  # the card's British alternate
        ("en", "puppet theater", "puppet theatres"),  # British spelling and plural, word by word
        ("en", "cat", "Cats!"),
    ],
)
def test_an_inflected_form_of_the_message_is_right(language: str, message: str, guess: str) -> None:
    assert guessed(at_cues(language, message), guess)


@pytest.mark.parametrize(
    ("language", "message", "guess"),
    [
        ("sv", "får", "far"),  # sheep, not father: Swedish å is a letter of its own
        ("da", "have", "hav"),  # the garden is not the sea
        ("it", "casa", "caso"),  # a house is not a case: Italian counts the number, not the gender
        ("it", "gatto", "gattino"),  # a kitten, a word of its own
        ("fi", "kissa", "kisko"),
        ("en", "cat", "catalog"),
    ],
)
def test_another_word_is_wrong(language: str, message: str, guess: str) -> None:
    assert not guessed(at_cues(language, message), guess)


def test_a_guess_judged_in_the_game_s_language() -> None:
    assert words.is_right("da", "Haven", ["have"]) and not words.is_right("en", "haven", ["have"])
    assert words.is_right("sv", "SÅNG", ["sång"]) and not words.is_right("sv", "säng", ["sång"])
    assert words.is_right("it", "Caffe", ["caffè"]) and words.is_right("da", "frisør-salon", ["Frisørsalon"])
    assert not words.is_right("da", "", ["a"]) and not words.is_right("da", "frisør", ["frisørsalon"])


# ----- a cue word holding a part of the message is refused ----------------------------------------------------------
@pytest.mark.parametrize(
    ("language", "message", "cue", "how", "word"),
    [
        ("da", "kat", "Skat", "contains", "KAT"),  # issue 41's case
        ("da", "have", "haver", "contains", "HAVE"),
        ("sv", "katt", "Tjuvkatt", "contains", "KATT"),
        ("sv", "får", "Tackfår", "contains", "FÅR"),
        ("fi", "kissa", "Tikissa", "contains", "KISSA"),
        ("fi", "kissa", "Kissoja", "form", "KISSA"),  # the partitive plural
        ("it", "gatto", "Tgatti", "shares", "GATTO"),
        ("it", "casa", "Case", "form", "CASA"),
        ("en", "cat", "Tomcat", "contains", "CAT"),
        ("en", "puppet theater", "Theatres", "form", "THEATER"),
        ("en", "pajamas", "Pyjama", "part", "PAJAMAS"),  # British spelling, singular: the start of pajamas
    ],
)
def test_a_cue_word_holding_a_part_of_the_message_is_refused_with_the_reason(
    language: str, message: str, cue: str, how: str, word: str
) -> None:
    state = at_cues(language, message)
    refused = refusal(state, 0, {"type": "cues", "words": [cue]})
    assert refused.key == "stikord.cue_in_message"
    assert (refused.args_["how"], refused.args_["word"], refused.args_["cue"]) == (how, word, cue)


def test_a_cue_word_that_is_a_part_of_a_message_word_is_refused() -> None:
    assert words.forbidden_part("da", "sol", ["solsikke"]) == ("SOLSIKKE", "SOL", "part")
    assert words.forbidden_part("da", "fødder", ["fod"]) == ("FOD", "FOD", "form")
    assert words.forbidden_part("da", "Tag", ["kat"]) is None and words.forbidden_part("da", "Ø", ["øl"]) is None


def test_an_allowed_cue_word_passes_in_every_language() -> None:
    for language, message in (("da", "kat"), ("sv", "katt"), ("fi", "kissa"), ("it", "gatto"), ("en", "cat")):
        state = at_cues(language, message)
        state.apply(0, {"type": "cues", "words": ["Tiger"]})
        assert state.view(2)["cues"] == ["Tiger"]


# ----- every language plays to the end ------------------------------------------------------------------------------
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("mode", ["typed", "spoken"])
def test_a_seeded_random_game_ends_in_every_language(language: str, mode: str) -> None:
    rng = random.Random(f"{language}-{mode}")
    seats = [{"name": f"P{i}"} for i in range(4)]
    options = {"seats": seats, "language": language, "mode": mode, "level": "both"}
    state = pygames.new_game("stikord", options, seed=rng.randrange(1000))
    assert state.static()["letter_dice"] == letter_dice(language)
    for _ in range(20_000):
        if state.result() is not None:
            break
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert state.result() is not None
