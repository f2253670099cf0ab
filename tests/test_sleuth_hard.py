"""Sleuth's hard detective: its inference on hand-built situations from the rules, and its games.

The situations are written as the facts of one seat's view (``knowledge.Facts``), the way ``facts_from_view`` reads
them from the log: who could not disprove which three cards, who showed a card (and which, to this seat), the hand
sizes. Most of them come from the other players' suggestions, which the hard detective reads as well as its own.
"""

from __future__ import annotations

import pygames
from pygames.sleuth.cards import CARD_INDEX, CARDS, ROOMS, SUSPECTS
from pygames.sleuth.game import Sleuth
from pygames.sleuth.inference import certain_solution, exact_envelope, sample_deals
from pygames.sleuth.knowledge import Facts, deduce

SCARLET, MUSTARD, WHITE, GREEN, PEACOCK, PLUM = SUSPECTS
ENVELOPE = 4  # the envelope's place in four-seat facts (seats are 0..3)
# Seat 0's hand in the four-seat situations below.
HAND = ("Miss Scarlet", "Candlestick", "Kitchen", "Ballroom", "Hall")


def cards(*names: str) -> tuple[int, ...]:
    return tuple(CARD_INDEX[name] for name in names)


def facts(
    none_of: tuple[tuple[int, tuple[str, ...]], ...] = (),
    some_of: tuple[tuple[int, tuple[str, ...]], ...] = (),
    owned: tuple[tuple[str, int], ...] = (),
    hand: tuple[str, ...] = HAND,
) -> Facts:
    """Seat 0's facts in a four-seat game (hands of 5, 5, 4 and 4 cards)."""
    return Facts(
        seats=4,
        me=0,
        hand_sizes=(5, 5, 4, 4),
        hand=frozenset(cards(*hand)),
        owned=tuple((CARD_INDEX[card], seat) for card, seat in owned),
        none_of=tuple((seat, cards(*named)) for seat, named in none_of),
        some_of=tuple((seat, cards(*named)) for seat, named in some_of),
        not_solution=(),
    )


def envelope_names(known: Facts) -> list[list[str]]:
    return [[CARDS[card] for card in group] for group in exact_envelope(known, sample_deals(known, 60))]


def test_a_refusal_to_show_means_the_refuser_holds_none_of_the_three() -> None:
    # Seat 1 suggests Green / Rope / Library; seat 2 cannot disprove, seat 3 shows seat 1 a card (seat 0 is not
    # asked). Seat 0 sees neither card nor hand, only who passed and who showed.
    known = facts(none_of=((2, (GREEN, "Rope", "Library")),), some_of=((3, (GREEN, "Rope", "Library")),))
    deals = sample_deals(known, 80)
    assert len(deals) == 80
    for deal in deals:
        assert all(deal[card] != 2 for card in cards(GREEN, "Rope", "Library"))
        assert any(deal[card] == 3 for card in cards(GREEN, "Rope", "Library"))
    # Every deal the facts allow is drawn now and then: each of the three cards is sometimes seat 3's.
    assert {card for deal in deals for card in cards(GREEN, "Rope", "Library") if deal[card] == 3} == set(
        cards(GREEN, "Rope", "Library")
    )
    assert certain_solution(known) is None


def test_a_card_shown_to_someone_else_is_the_one_the_shower_must_hold() -> None:
    # Seat 1 suggests Scarlet / Candlestick / Library: seat 2 shows it a card. Seat 0 holds Scarlet and the
    # Candlestick, so the card seat 2 showed is the Library: it is not the murder room.
    known = facts(some_of=((2, (SCARLET, "Candlestick", "Library")),))
    assert all(deal[CARD_INDEX["Library"]] == 2 for deal in sample_deals(known, 40))
    assert deduce(known, "hard").owner("Library") == 2
    assert "Library" not in envelope_names(known)[2]
    # Normal reads only refusals: for it the Library may still be the murder room.
    assert deduce(known, "normal").in_envelope_possible("Library")


def test_a_card_shown_to_me_is_in_the_showers_hand() -> None:
    known = facts(owned=(("Rope", 3),), some_of=((3, (PLUM, "Rope", "Study")),))
    assert all(deal[CARD_INDEX["Rope"]] == 3 for deal in sample_deals(known, 40))
    assert "Rope" not in envelope_names(known)[1]
    # Seat 3 showed the Rope; whether it also holds Plum or the Study is open.
    assert {deal[CARD_INDEX[PLUM]] for deal in sample_deals(known, 200)} >= {3, ENVELOPE}


def test_a_suggestion_nobody_could_answer_names_the_solution_or_the_suggesters_own_cards() -> None:
    # Seat 2 suggests Plum / Rope / Library and seats 3, 0 and 1 cannot disprove: each card is in the envelope or
    # in seat 2's own hand (a player may name their own cards).
    named = (PLUM, "Rope", "Library")
    known = facts(none_of=((3, named), (0, named), (1, named)))
    for deal in sample_deals(known, 80):
        assert all(deal[card] in (2, ENVELOPE) for card in cards(*named))
    assert certain_solution(known) is None
    # Later seat 1 suggests Plum / Dagger / Lounge and seat 2 cannot disprove either: Plum is not seat 2's, so it is
    # the murderer.
    known = facts(none_of=((3, named), (0, named), (1, named), (2, (PLUM, "Dagger", "Lounge"))))
    assert envelope_names(known)[0] == [PLUM]
    assert deduce(known, "hard").candidates()[0] == [PLUM]


def test_my_own_suggestion_nobody_could_answer_is_the_solution() -> None:
    named = (PLUM, "Rope", "Library")
    known = facts(none_of=((1, named), (2, named), (3, named)))
    assert certain_solution(known) == cards(*named)
    # With a card of my own named (the Kitchen), only the other two are certain.
    known = facts(
        none_of=((1, (PLUM, "Rope", "Kitchen")), (2, (PLUM, "Rope", "Kitchen")), (3, (PLUM, "Rope", "Kitchen")))
    )
    assert certain_solution(known) is None
    assert envelope_names(known)[:2] == [[PLUM], ["Rope"]]
    assert len(envelope_names(known)[2]) == len(ROOMS) - 3  # not the Kitchen, Ballroom or Hall (my hand)


def test_hand_sizes_complete_a_hand_and_name_the_last_card() -> None:
    # Seat 2 (four cards) could not disprove 12 of the 16 cards seat 0 does not hold, in the others' suggestions:
    # the four left are its hand, so none of them is in the envelope.
    others = [card for card in CARDS if card not in HAND]
    held = ["Mrs White", "Dagger", "Lounge", "Study"]
    passed = [card for card in others if card not in held]
    none_of = tuple((2, tuple(passed[i : i + 3])) for i in range(0, len(passed), 3))
    known = facts(none_of=none_of)
    for card in held:
        assert deduce(known, "hard").owner(card) == 2
        assert all(deal[CARD_INDEX[card]] == 2 for deal in sample_deals(known, 30))
    assert "Dagger" not in envelope_names(known)[1] and "Mrs White" not in envelope_names(known)[0]
    assert deduce(known, "normal").owner("Dagger") is None


def test_the_solution_is_certain_only_when_every_possible_deal_agrees() -> None:
    # Every card but Plum, the Rope and the Library is placed: certain. Leave one room open: not certain.
    rest = [card for card in CARDS if card not in HAND and card not in (PLUM, "Rope", "Library")]
    places = [1] * 5 + [2] * 4 + [3] * 4
    owned = tuple(zip(rest, places, strict=True))
    assert certain_solution(facts(owned=owned)) == cards(PLUM, "Rope", "Library")
    open_room = tuple(pair for pair in owned if pair[0] != "Study")
    assert certain_solution(facts(owned=open_room)) is None


# ----- games ---------------------------------------------------------------------------------------------------------
def test_hard_never_accuses_wrongly_against_normal_detectives() -> None:
    wins = 0
    for seed in range(8):
        hard = seed % 4
        seats = [{"name": f"B{seat}", "bot": "hard" if seat == hard else "normal"} for seat in range(4)]
        state = pygames.new_game("sleuth", {"seats": seats}, seed=seed)
        assert isinstance(state, Sleuth)
        for _ in range(20_000):
            if state.result() is not None:
                break
            seat = state.to_act()[0]
            state.apply(seat, state.bot_action(seat))
        result = state.result()
        assert result is not None
        accusations = state.view(None)["accusations"]
        assert all(a["correct"] for a in accusations if a["by"] == hard), f"seed {seed}"
        wins += hard in result["winners"]
    assert wins >= 3  # a fair share would be 2 of 8
