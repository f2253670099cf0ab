"""Typed cue words in Stikord: what the referee checks (1 to 4 words, each starting with a letter of its own die,
none a word of the message or sharing four letters in a row with one), and the examples legal_actions lists."""

from __future__ import annotations

from pygames.stikord import words
from pygames.stikord.model import MAX_CUES, State


def check_typed_cues(state: State, cues: list[str]) -> None:
    """Refuse the sender's typed cue words (already stripped) unless they fit the dice and the message."""
    turn = state.active_turn()
    assert turn.faces is not None
    state.require(1 <= len(cues) <= MAX_CUES, "cue_count", most=MAX_CUES)
    for cue in cues:
        state.require(words.is_word(cue), "not_a_word", word=cue)
    letters = [x for face in turn.faces for x in face.split("/")]
    if words.STAR not in letters:
        for cue in cues:
            state.require(words.initial(cue, letters) in letters, "no_letter", word=cue)
    state.require(words.fits_dice(cues, turn.faces), "cue_dice")
    for cue in cues:
        found = words.forbidden_part(cue, state.message().answers)
        if found is not None:
            word, part = found
            how = "same" if part == word and words.squeeze(cue) == word else "shares"
            state.refuse("cue_in_message", cue=cue, word=word, part=part, how=how)


def example_cues(state: State) -> list[list[str]]:
    """Cue words that fit the dice and the message, built from the dice alone: a letter said three times."""
    turn = state.active_turn()
    assert turn.faces is not None
    answers = state.message().answers
    examples = []
    for face in turn.faces:
        letter = face.split("/")[0]
        word = ("A" if letter == words.STAR else letter) * 3
        if words.forbidden_part(word, answers) is None:
            examples.append([word])
    return examples[:2] or [["Q" * 3]]
