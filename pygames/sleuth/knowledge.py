"""What a seat can deduce about where the 21 cards are, from its own view only.

Every card is in exactly one place: one player's hand or the envelope. For each card we keep the set of places it
may still be (a bit mask: bit ``s`` for seat ``s``, bit ``n`` for the envelope) and narrow these sets with facts
taken from the view until nothing changes (a fixpoint):

- my hand: those cards are mine, no other card is;
- a card shown to me by a seat is in that seat's hand;
- a seat that could not disprove holds none of the three named cards;
- a seat that showed a card (to anyone) holds at least one of the three named cards;
- each seat holds exactly its public hand size; the envelope holds exactly one card of each group;
- a wrong accusation is not the solution.

How much of this a bot uses is its level: easy only its hand and the cards shown to it; normal adds who could not
disprove and "one card of each group in the envelope"; hard uses everything, including hand sizes, "showed one of
these", wrong accusations, and "failed-literal probing" (assume a card is in the envelope, propagate, and drop the
assumption if it leads to a contradiction), a small SAT-style search.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from pygames.sleuth.cards import CARD_INDEX, CARDS, CATEGORIES
from pygames.sleuth.views import BotView

_GROUPS: tuple[tuple[int, ...], ...] = tuple(tuple(CARD_INDEX[c] for c in group) for group in CATEGORIES)


class Contradiction(Exception):
    """The facts cannot all hold (only raised while probing a hypothesis)."""


@dataclass(frozen=True)
class Facts:
    """The facts of one view, in a hashable form (so deductions can be cached between decisions)."""

    seats: int
    me: int
    hand_sizes: tuple[int, ...]
    hand: frozenset[int]
    owned: tuple[tuple[int, int], ...]  # (card, seat): the card is in that seat's hand (shown to me)
    none_of: tuple[tuple[int, tuple[int, ...]], ...]  # (seat, cards): could not disprove
    some_of: tuple[tuple[int, tuple[int, ...]], ...]  # (seat, cards): showed one of them
    not_solution: tuple[tuple[int, int, int], ...]  # wrong accusations
    # For inference.py's likelihoods (not used by the deductions here): the seats that showed this seat a card,
    # with the three named cards; and the three cards of every suggestion, with the seat that named them.
    shown_from: tuple[tuple[int, tuple[int, ...]], ...] = ()
    named_by: tuple[tuple[int, int], ...] = ()


def facts_from_view(view: BotView) -> Facts:
    me = view["seat"]
    assert me is not None, "deductions are made from a seat's view"
    owned: list[tuple[int, int]] = []
    none_of: list[tuple[int, tuple[int, ...]]] = []
    some_of: list[tuple[int, tuple[int, ...]]] = []
    shown_from: list[tuple[int, tuple[int, ...]]] = []
    named_by: list[tuple[int, int]] = []
    for record in view["suggestions"]:
        named = (CARD_INDEX[record["suspect"]], CARD_INDEX[record["weapon"]], CARD_INDEX[record["room"]])
        none_of += [(seat, named) for seat in record["passed"]]
        named_by += [(record["by"], card) for card in named]
        if record["disprover"] is not None:
            some_of.append((record["disprover"], named))
            if "card" in record:
                owned.append((CARD_INDEX[record["card"]], record["disprover"]))
                if record["by"] == me:
                    shown_from.append((record["disprover"], named))
    not_solution = [
        (CARD_INDEX[a["suspect"]], CARD_INDEX[a["weapon"]], CARD_INDEX[a["room"]])
        for a in view["accusations"]
        if not a["correct"]
    ]
    return Facts(
        seats=len(view["players"]),
        me=me,
        hand_sizes=tuple(d["hand_size"] for d in view["detectives"]),
        hand=frozenset(CARD_INDEX[c] for c in view["hand"]),
        owned=tuple(owned),
        none_of=tuple(none_of),
        some_of=tuple(some_of),
        not_solution=tuple(not_solution),
        shown_from=tuple(shown_from),
        named_by=tuple(named_by),
    )


class Knowledge:
    """Possible places of every card after deduction at one level."""

    def __init__(self, seats: int, possible: Sequence[int]) -> None:
        self.seats = seats
        self.envelope_bit = 1 << seats
        self.possible = list(possible)

    def places(self, card: str) -> list[int]:
        """Where ``card`` may be: seat numbers, and ``seats`` for the envelope."""
        mask = self.possible[CARD_INDEX[card]]
        return [place for place in range(self.seats + 1) if mask >> place & 1]

    def owner(self, card: str) -> int | None:
        """The seat (or ``seats`` for the envelope) known to hold ``card``, else None."""
        places = self.places(card)
        return places[0] if len(places) == 1 else None

    def in_envelope_possible(self, card: str) -> bool:
        return bool(self.possible[CARD_INDEX[card]] & self.envelope_bit)

    def candidates(self) -> list[list[str]]:
        """For each group (suspects, weapons, rooms): the cards that may be in the envelope."""
        return [[CARDS[i] for i in group if self.possible[i] & self.envelope_bit] for group in _GROUPS]

    def solution(self) -> tuple[str, str, str] | None:
        groups = self.candidates()
        if all(len(group) == 1 for group in groups):
            return groups[0][0], groups[1][0], groups[2][0]
        return None


def deduce(facts: Facts, level: str) -> Knowledge:
    return Knowledge(facts.seats, _deduce(facts, level))


@lru_cache(maxsize=512)
def _deduce(facts: Facts, level: str) -> tuple[int, ...]:
    n = facts.seats
    everywhere = (1 << (n + 1)) - 1
    me_bit = 1 << facts.me
    possible = [me_bit if card in facts.hand else everywhere & ~me_bit for card in range(len(CARDS))]
    for card, seat in facts.owned:
        possible[card] = 1 << seat
    if level == "easy":
        # Easy keeps only what it has seen: a card it has not seen may be anywhere but in its own hand.
        _envelope_by_elimination(possible, n)
        return tuple(possible)
    for seat, cards in facts.none_of:
        for card in cards:
            possible[card] &= ~(1 << seat)
    if level == "normal":
        for _ in range(3):
            _envelope_by_elimination(possible, n)
        return tuple(possible)
    try:
        _propagate(possible, facts)
    except Contradiction:
        # Cannot happen with a true view; keep what we had rather than crash a bot.
        return tuple(possible)
    _probe(possible, facts)
    return tuple(possible)


def _envelope_by_elimination(possible: list[int], n: int) -> None:
    """A group whose cards but one are all known to be held: that one is in the envelope."""
    envelope = 1 << n
    for group in _GROUPS:
        maybe = [card for card in group if possible[card] & envelope]
        if len(maybe) == 1:
            possible[maybe[0]] = envelope
        settled = [card for card in group if possible[card] == envelope]
        if len(settled) == 1:
            for card in group:
                if card != settled[0]:
                    possible[card] &= ~envelope


def _propagate(possible: list[int], facts: Facts) -> None:
    """Narrow ``possible`` in place until no rule changes anything; raise Contradiction if a set becomes empty."""
    n = facts.seats
    envelope = 1 << n
    changed = True
    while changed:
        changed = False
        if any(mask == 0 for mask in possible):
            raise Contradiction
        # Hand sizes: a seat with all its cards known holds nothing else; one with exactly as many candidates as
        # cards holds all of them.
        for seat in range(n):
            bit = 1 << seat
            certain = [card for card, mask in enumerate(possible) if mask == bit]
            maybe = [card for card, mask in enumerate(possible) if mask & bit]
            size = facts.hand_sizes[seat]
            if len(certain) > size or len(maybe) < size:
                raise Contradiction
            if len(certain) == size and len(maybe) > size:
                for card in maybe:
                    if possible[card] != bit:
                        possible[card] &= ~bit
                changed = True
            elif len(maybe) == size and len(certain) < size:
                for card in maybe:
                    possible[card] = bit
                changed = True
        # The envelope holds exactly one card of each group.
        for group in _GROUPS:
            certain = [card for card in group if possible[card] == envelope]
            maybe = [card for card in group if possible[card] & envelope]
            if len(certain) > 1 or not maybe:
                raise Contradiction
            if certain and len(maybe) > 1:
                for card in maybe:
                    if card != certain[0]:
                        possible[card] &= ~envelope
                changed = True
            elif len(maybe) == 1 and not certain:
                possible[maybe[0]] = envelope
                changed = True
        # "Showed one of these three": if only one of them can still be in that seat's hand, it is.
        for seat, cards in facts.some_of:
            bit = 1 << seat
            holders = [card for card in cards if possible[card] & bit]
            if not holders:
                raise Contradiction
            if len(holders) == 1 and possible[holders[0]] != bit:
                possible[holders[0]] = bit
                changed = True
        # A wrong accusation: not all three in the envelope.
        for triple in facts.not_solution:
            inside = [card for card in triple if possible[card] == envelope]
            if len(inside) == 3:
                raise Contradiction
            if len(inside) == 2:
                last = next(card for card in triple if possible[card] != envelope)
                if possible[last] & envelope:
                    possible[last] &= ~envelope
                    changed = True


def _probe(possible: list[int], facts: Facts) -> None:
    """Failed-literal probing on envelope membership: a card that cannot be in the envelope without a
    contradiction is not in it (and one that cannot be outside it is in it)."""
    envelope = 1 << facts.seats
    progress = True
    while progress:
        progress = False
        for card, mask in enumerate(possible):
            if not mask & envelope or mask == envelope:
                continue
            for hypothesis in (envelope, mask & ~envelope):
                trial = list(possible)
                trial[card] = hypothesis
                try:
                    _propagate(trial, facts)
                except Contradiction:
                    possible[card] = mask & ~hypothesis
                    try:
                        _propagate(possible, facts)
                    except Contradiction:
                        return
                    progress = True
                    break
            if progress:
                break
