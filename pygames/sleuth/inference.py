"""Probabilistic inference for the hard Sleuth bot, from one seat's facts only (knowledge.Facts).

knowledge.py narrows where each card may be by sound rules; that says what is certain, not what is likely. Here we
draw deals (a place for every card: a seat's hand or the envelope) that agree with every fact of the view, so the
bot can weigh its choices by how likely each deal is:

- a first consistent deal is found by a depth-first search over the narrowed places, propagating the rules of
  knowledge.py after each guess;
- more are drawn by a Markov chain (Metropolis): swap the places of two cards when every fact still holds, so the
  chain walks among consistent deals and spends time in each in proportion to its weight.

A deal's weight is how likely it makes what was seen, beyond being consistent:

- a seat that showed this seat one of the named cards holding k of them picked it with a chance of 1/k;
- players seldom name a suspect or weapon from their own hand (they ask about cards they have not seen), so each
  such card named by another seat's suggestion counts OWN_CARD_NAMED. This is a belief about people, not a fact:
  it is never used for what the bot takes as certain (its accusations come from ``certain_solution``, which weighs
  no deal).

Everything here is a pure function of the facts (the chain's generator is seeded from them), so a decision is
reproducible and its samples can be cached between the decisions of one turn.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Sequence
from functools import lru_cache

from pygames.sleuth.cards import CARD_INDEX, CARDS, CATEGORIES
from pygames.sleuth.knowledge import Contradiction, Facts, _deduce, _propagate

# The weight of a deal for each suspect or weapon that another seat named while holding it (see the docstring); a
# room is named wherever the token stands, so naming one's own room card says nothing.
OWN_CARD_NAMED = 0.1
OWN_ROOM_NAMED = 1.0

_CATEGORY: tuple[int, ...] = tuple(next(i for i, group in enumerate(CATEGORIES) if card in group) for card in CARDS)

_GROUP_INDICES: tuple[tuple[int, ...], ...] = tuple(tuple(CARD_INDEX[c] for c in group) for group in CATEGORIES)

Deal = tuple[int, ...]  # the place of every card (in CARDS order): a seat, or ``seats`` for the envelope


def _bits(mask: int) -> list[int]:
    return [place for place in range(mask.bit_length()) if mask >> place & 1]


def find_deal(possible: Sequence[int], facts: Facts, rng: random.Random) -> Deal | None:
    """One deal consistent with the facts whose every card is in one of its ``possible`` places, or None."""
    masks = list(possible)
    try:
        _propagate(masks, facts)
    except Contradiction:
        return None
    open_cards = [card for card, mask in enumerate(masks) if mask & (mask - 1)]
    if not open_cards:
        return tuple(mask.bit_length() - 1 for mask in masks)
    # Guess where the card with the fewest places is, in random order so that different generators find
    # different deals.
    card = min(open_cards, key=lambda c: (bin(masks[c]).count("1"), rng.random()))
    places = _bits(masks[card])
    rng.shuffle(places)
    for place in places:
        trial = list(masks)
        trial[card] = 1 << place
        deal = find_deal(trial, facts, rng)
        if deal is not None:
            return deal
    return None


class _Chain:
    """The Metropolis chain over consistent deals, with the facts indexed for quick checks of a swap."""

    def __init__(self, facts: Facts, possible: Sequence[int], deal: Deal) -> None:
        self.facts = facts
        self.envelope = facts.seats
        self.possible = list(possible)
        self.deal = list(deal)
        self.open_cards = [card for card, mask in enumerate(possible) if mask & (mask - 1)]
        # "Showed one of these" facts, by (card, seat): a swap taking the card out of that seat's hand must leave
        # the seat another of the three.
        self.some_of: dict[tuple[int, int], list[tuple[int, ...]]] = {}
        for seat, cards in facts.some_of:
            for card in cards:
                self.some_of.setdefault((card, seat), []).append(cards)
        self.not_solution = set(facts.not_solution)
        # For the weight (see the module's docstring), indexed by card: the cards shown to this seat, as (seat that
        # showed, the three named cards), and the suspects and weapons other seats named, as the seat that named.
        self.shown: dict[int, list[tuple[int, tuple[int, ...]]]] = {}
        for seat, cards in facts.shown_from:
            for card in cards:
                self.shown.setdefault(card, []).append((seat, cards))
        self.named: dict[int, list[int]] = {}
        for seat, card in facts.named_by:
            if seat != facts.me:
                self.named.setdefault(card, []).append(seat)

    def _swap_ratio(self, first: int, second: int) -> float:
        """The weight of the deal with ``first`` and ``second`` swapped, over the weight of the deal as it is."""
        deal = self.deal
        here, there = deal[first], deal[second]
        ratio = 1.0
        for card, old, new in ((first, here, there), (second, there, here)):
            factor = OWN_ROOM_NAMED if _CATEGORY[card] == 2 else OWN_CARD_NAMED
            for seat in self.named.get(card, ()):
                if seat == old:
                    ratio /= factor
                elif seat == new:
                    ratio *= factor
        events = {id(cards): (seat, cards) for card in (first, second) for seat, cards in self.shown.get(card, ())}
        for seat, cards in events.values():
            if seat not in (here, there):
                continue
            before = sum(1 for card in cards if deal[card] == seat)
            deal[first], deal[second] = there, here
            after = sum(1 for card in cards if deal[card] == seat)
            deal[first], deal[second] = here, there
            ratio *= before / after
        return ratio

    def _swap_keeps_facts(self, first: int, second: int) -> bool:
        deal = self.deal
        here, there = deal[first], deal[second]
        if not (self.possible[first] >> there & 1 and self.possible[second] >> here & 1):
            return False
        if (here == self.envelope or there == self.envelope) and _CATEGORY[first] != _CATEGORY[second]:
            return False
        for card, seat, incoming in ((first, here, second), (second, there, first)):
            for cards in self.some_of.get((card, seat), ()):
                if incoming not in cards and not any(deal[other] == seat for other in cards if other != card):
                    return False
        if self.not_solution and (here == self.envelope or there == self.envelope):
            deal[first], deal[second] = there, here
            solution = tuple(card for card in range(len(deal)) if deal[card] == self.envelope)
            deal[first], deal[second] = here, there
            if solution in self.not_solution:
                return False
        return True

    def run(self, count: int, thin: int, burn: int, rng: random.Random) -> list[Deal]:
        samples: list[Deal] = []
        cards = self.open_cards
        if len(cards) < 2:
            return [tuple(self.deal)] * count
        step = 0
        total = burn + count * thin
        draw = rng.random
        size = len(cards)
        while step < total:
            step += 1
            first, second = cards[int(draw() * size)], cards[int(draw() * size)]
            if self.deal[first] != self.deal[second] and self._swap_keeps_facts(first, second):
                ratio = self._swap_ratio(first, second)
                if ratio >= 1.0 or rng.random() < ratio:
                    deal = self.deal
                    deal[first], deal[second] = deal[second], deal[first]
            if step > burn and (step - burn) % thin == 0:
                samples.append(tuple(self.deal))
        return samples


@lru_cache(maxsize=64)
def sample_deals(facts: Facts, count: int) -> tuple[Deal, ...]:
    """``count`` deals drawn (nearly) in proportion to their weight among those consistent with ``facts``; empty
    if the facts admit none (impossible with a true view)."""
    rng = random.Random(zlib.crc32(repr(facts).encode()))
    possible = _deduce(facts, "hard")
    deal = find_deal(possible, facts, rng)
    if deal is None:
        return ()
    chain = _Chain(facts, possible, deal)
    open_count = len(chain.open_cards)
    return tuple(chain.run(count, thin=max(2, open_count // 2), burn=4 * open_count, rng=rng))


@lru_cache(maxsize=64)
def certain_solution(facts: Facts) -> tuple[int, int, int] | None:
    """The envelope's three cards if the facts leave only one possibility, else None. Exact: one consistent deal is
    found, then for each group a deal whose envelope holds another card of that group is searched for; the solution is
    certain only if there is none. (A deal is consistent only once every fact holds, see ``find_deal``.)"""
    possible = _deduce(facts, "hard")
    envelope = facts.seats
    rng = random.Random(0)
    deal = find_deal(possible, facts, rng)
    if deal is None:
        return None  # no deal fits the facts: impossible with a true view, and then nothing is certain
    triple = tuple(next(card for card in group if deal[card] == envelope) for group in _GROUP_INDICES)
    for card in triple:
        trial = list(possible)
        trial[card] &= ~(1 << envelope)
        if trial[card] and find_deal(trial, facts, rng) is not None:
            return None
    return triple[0], triple[1], triple[2]


def exact_envelope(facts: Facts, samples: Sequence[Deal]) -> list[list[int]]:
    """For each group, the cards that may be in the envelope in some deal consistent with the facts (exact: a
    card is kept only if a deal shows it may). The samples are such deals already; the search runs only for the
    cards none of them puts in the envelope."""
    envelope = facts.seats
    possible = _deduce(facts, "hard")
    seen = {card for deal in samples for card, place in enumerate(deal) if place == envelope}
    rng = random.Random(0)
    groups: list[list[int]] = []
    for group in CATEGORIES:
        kept: list[int] = []
        for name in group:
            card = CARD_INDEX[name]
            if not possible[card] >> envelope & 1:
                continue
            if card in seen:
                kept.append(card)
                continue
            trial = list(possible)
            trial[card] = 1 << envelope
            if find_deal(trial, facts, rng) is not None:
                kept.append(card)
        groups.append(kept)
    return groups
