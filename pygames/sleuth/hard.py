"""The hard Sleuth bot: exact deduction for its accusations, sampled deals for everything it weighs.

From its seat's view only, it:

- accuses as soon as the solution is certain (knowledge.py's deductions, checked exactly by inference.py), never
  before, so it never accuses wrongly;
- weighs each suggestion it may make by what it expects to learn about the envelope: over deals drawn consistent
  with everything it has seen (inference.py), the outcome of a suggestion (who shows a card, and which) splits the
  deals; the value is how much, on average, that narrows the envelope (the entropy of each group's envelope card,
  summed over the three groups);
- moves by a plan over the board (``Plan``): each room is worth the best suggestion it could make there, a
  suggestion a turn later worth DISCOUNT of one now, and a room's worth includes the rooms it leads on to (by the
  die's chances for each distance, and the secret passages); it weighs a passage and a suggestion without moving the
  same way.
"""

from __future__ import annotations

import math
import random
import zlib
from collections import Counter
from functools import cache, lru_cache
from typing import Any

from pygames.core import Action
from pygames.sleuth.board import Square, load_board
from pygames.sleuth.cards import CARD_INDEX, CARDS, CATEGORIES, ROOMS, SUSPECTS, WEAPONS
from pygames.sleuth.inference import Deal, certain_solution, exact_envelope, sample_deals
from pygames.sleuth.knowledge import Contradiction, Facts, _deduce, _propagate, facts_from_view
from pygames.sleuth.views import BotView

# Deals drawn per set of facts (shared by the decisions of one turn, which have the same facts).
SAMPLES = 120
# A suggestion one turn later is worth this much of one now: the others are racing to the solution.
DISCOUNT = 0.7
# Suspects and weapons (each) weighed for a room the bot is not in yet.
SHORTLIST = 3
# How much each group's entropy counts (suspects, weapons, rooms).
GROUP_WEIGHTS = (1.0, 1.0, 1.0)
# How much the progress toward certainty (candidates ruled out for sure) counts beside the entropy.
CERTAINTY = 1.0
# The best suggestions by the quick measure that are weighed again with deduction.
REFINE = 6
# Naming another active player's suspect pulls their token into the room and gives them a suggestion there without
# moving on their next turn: counted as this many bits against it.
PULL_PENALTY = 0.15
# Rounds of value iteration for the plan (the nine rooms' values settle within them).
PLAN_ROUNDS = 12

BIG = 6  # the rank of "nobody can show it" (seats are ranked 1..5 by their turn to disprove)
SPAN = BIG + 1
_GROUP_OF: tuple[int, ...] = tuple(next(i for i, group in enumerate(CATEGORIES) if card in group) for card in CARDS)
_GROUP_CARDS: tuple[tuple[int, ...], ...] = tuple(tuple(CARD_INDEX[c] for c in group) for group in CATEGORIES)
_SUSPECT_CARDS = tuple(CARD_INDEX[s] for s in SUSPECTS)
_WEAPON_CARDS = tuple(CARD_INDEX[w] for w in WEAPONS)


# ----- what a suggestion teaches --------------------------------------------------------------------------------
class Evaluator:
    """Expected information of suggestions, over a fixed set of sampled deals.

    A suggestion's outcome, as this seat sees it, is who shows a card and which (or that nobody can). Over the
    deals, the outcomes split the deals into buckets; the value of the suggestion is the entropy of the envelope
    (summed over the three groups) before, less its expected entropy within the bucket of the outcome. With n_k
    deals in bucket k and n_ke of them with envelope card e, that expected entropy is
    (1/N) * sum over groups of (sum_k n_k log n_k - sum_ke n_ke log n_ke), counted with Counter for speed.
    """

    def __init__(
        self,
        deals: tuple[Deal, ...],
        facts: Facts,
        candidates: list[list[int]],
        seed: int,
    ) -> None:
        self.deals = deals
        me, seats = facts.me, facts.seats
        self.hand = facts.hand
        self.candidates = candidates
        envelope = seats
        count = len(deals)
        # Each card's holder in each deal, coded by the order in which the others are asked to disprove:
        # 1 for the seat on this one's left, ..., seats - 1; BIG for this seat or the envelope (nobody shows it).
        rank = [BIG] * (seats + 1)
        for step in range(1, seats):
            rank[(me + step) % seats] = step
        self.order = [0] * (BIG + 1)  # rank -> seat
        for seat in range(seats):
            self.order[rank[seat] if rank[seat] != BIG else 0] = seat
        self.codes = [[rank[deal[card]] for deal in deals] for card in range(len(CARDS))]
        self.groups = [
            [next(c for c, place in enumerate(deal) if place == envelope and _GROUP_OF[c] == g) for deal in deals]
            for g in range(3)
        ]
        # The cards shown to this seat (the cards of ``owned`` that are not its own): their holder shows one again
        # rather than another card.
        self.shown_to_me = {card for card, seat in facts.owned if seat != me}
        # When the first player able to disprove holds two or three of the named cards, which one they show is
        # their choice: drawn once per deal (the same draw for every suggestion, so suggestions compare fairly).
        tiebreak = random.Random(seed)
        self.tiebreak = [tiebreak.random() for _ in deals]
        self.nlogn = [0.0] + [n * math.log2(n) for n in range(1, count + 1)]
        self.prior = self._expected_entropy([0] * count)
        self._tables: dict[tuple[bool, bool, bool], list[int]] = {}

    def _expected_entropy(self, keys: list[int]) -> float:
        nlogn = self.nlogn
        spread = sum(GROUP_WEIGHTS) * sum(nlogn[n] for n in Counter(keys).values())
        for weight, group in zip(GROUP_WEIGHTS, self.groups, strict=True):
            spread -= weight * sum(nlogn[n] for n in Counter(zip(keys, group, strict=True)).values())
        return spread / len(keys)

    def _table(self, preferred: tuple[bool, bool, bool]) -> list[int]:
        """Outcome key for each combination of the three cards' ranks (a*SPAN*SPAN + b*SPAN + c): 0 when nobody can
        show, 1 + 3 * rank + position when the first able to show holds only that card (or only it among the cards
        it has shown this seat before, which it shows again), -1 when the choice is open."""
        table = self._tables.get(preferred)
        if table is None:
            table = []
            for code in range(SPAN**3):
                ranks = (code // (SPAN * SPAN), code // SPAN % SPAN, code % SPAN)
                first = min(ranks)
                if first == BIG:
                    table.append(0)
                    continue
                held = [position for position in range(3) if ranks[position] == first]
                again = [position for position in held if preferred[position]]
                held = again or held
                table.append(1 + 3 * first + held[0] if len(held) == 1 else -1)
            self._tables[preferred] = table
        return table

    def keys(self, suspect: int, weapon: int, room: int) -> list[int]:
        """The outcome of the suggestion in each deal (see ``_table``)."""
        named = (suspect, weapon, room)
        table = self._table((suspect in self.shown_to_me, weapon in self.shown_to_me, room in self.shown_to_me))
        square = SPAN * SPAN
        keys = [
            table[a * square + b * SPAN + c]
            for a, b, c in zip(self.codes[suspect], self.codes[weapon], self.codes[room], strict=True)
        ]
        if -1 in keys:
            for index, key in enumerate(keys):
                if key == -1:
                    ranks = [self.codes[card][index] for card in named]
                    first = min(ranks)
                    held = [position for position in range(3) if ranks[position] == first]
                    keys[index] = 1 + 3 * first + held[int(self.tiebreak[index] * len(held))]
        return keys

    def value(self, suspect: int, weapon: int, room: int) -> float:
        """Bits about the envelope that suggesting these three cards is expected to teach."""
        named = (suspect, weapon, room)
        keys = self.keys(*named)
        return self.prior - self._expected_entropy(keys) + CERTAINTY * self._certainty_gain(named, keys)

    def deduced_value(self, suspect: int, weapon: int, room: int, possible: list[int], facts: Facts) -> float:
        """``value`` with the progress toward certainty worked out by deduction: for each outcome, its facts
        (who could not disprove, the card shown) are added and propagated (knowledge.py), so that what they prove
        together with everything known before counts too."""
        named = (suspect, weapon, room)
        keys = self.keys(*named)
        envelope = 1 << facts.seats

        def spread(masks: list[int]) -> float:
            return sum(
                weight * math.log2(max(1, sum(1 for card in group if masks[card] & envelope)))
                for weight, group in zip(GROUP_WEIGHTS, _GROUP_CARDS, strict=True)
            )

        before = spread(possible)
        gain = 0.0
        counts = Counter(keys)
        for key, count in counts.items():
            masks = list(possible)
            first = BIG if key == 0 else (key - 1) // 3
            for rank in range(1, min(first, facts.seats)):
                seat = self.order[rank]
                for card in named:
                    masks[card] &= ~(1 << seat)
            if key != 0:
                masks[named[(key - 1) % 3]] = 1 << self.order[first]
            try:
                _propagate(masks, facts)
            except Contradiction:
                continue
            gain += count / len(keys) * (before - spread(masks))
        return self.prior - self._expected_entropy(keys) + CERTAINTY * gain

    def _certainty_gain(self, named: tuple[int, int, int], keys: list[int]) -> float:
        """Expected progress toward certainty (bits: log2 of each group's count of possible envelope cards, before
        less after), from what the outcome proves at once: a card shown is not in the envelope; when nobody shows,
        each named card not in this seat's hand is."""
        counts = Counter(keys)
        total = len(keys)
        gain = 0.0
        nobody = counts.get(0, 0)
        if nobody:
            solved = sum(
                GROUP_WEIGHTS[_GROUP_OF[card]] * math.log2(len(self.candidates[_GROUP_OF[card]]))
                for card in named
                if card not in self.hand and len(self.candidates[_GROUP_OF[card]]) > 1
            )
            gain += nobody / total * solved
        for key, count in counts.items():
            if key > 0:
                card = named[(key - 1) % 3]
                group = self.candidates[_GROUP_OF[card]]
                if card in group and len(group) > 1:
                    gain += count / total * GROUP_WEIGHTS[_GROUP_OF[card]] * math.log2(len(group) / (len(group) - 1))
        return gain


# ----- the bot's picture of the game ------------------------------------------------------------------------------
class Insight:
    """What the hard bot works out from one set of facts: sampled deals, the exact envelope candidates, and what
    suggestions are worth. Cached by the facts, which do not change between the decisions of one turn until the bot
    suggests (rolling, moving and passages add no fact)."""

    def __init__(self, facts: Facts) -> None:
        self.facts = facts
        self.me = facts.me
        self.seats = facts.seats
        self.deals = sample_deals(facts, SAMPLES)
        self.candidates = exact_envelope(facts, self.deals)
        seed = zlib.crc32(repr(facts).encode())
        self.evaluator = Evaluator(self.deals, facts, self.candidates, seed) if self.deals else None
        self._room_values: dict[str, float] = {}
        self._plans: dict[int, Plan] = {}
        self._values: dict[tuple[int, int, int], float] = {}

    def solution(self) -> tuple[str, str, str] | None:
        if all(len(group) == 1 for group in self.candidates):
            return CARDS[self.candidates[0][0]], CARDS[self.candidates[1][0]], CARDS[self.candidates[2][0]]
        return None

    def envelope_share(self, card: int) -> float:
        envelope = self.seats
        return sum(1 for deal in self.deals if deal[card] == envelope) / max(1, len(self.deals))

    def _shortlist(self, cards: tuple[int, ...]) -> list[int]:
        """The cards most worth naming in a room not yet reached: the most uncertain ones (by how likely they are
        in the envelope) and a card nobody can show (own hand, or known to be in the envelope), the filler that
        makes an answer be about the other two cards."""
        envelope = self.seats
        filler = [c for c in cards if all(deal[c] in (self.me, envelope) for deal in self.deals)]
        shares = {c: self.envelope_share(c) for c in cards}
        uncertain = sorted(cards, key=lambda c: -shares[c] * (1 - shares[c]) - 0.01 * shares[c])
        chosen = [c for c in uncertain if c not in filler][: SHORTLIST - 1]
        return chosen + filler[:1] if filler else uncertain[:SHORTLIST]

    def value(self, suspect: int, weapon: int, room: int) -> float:
        key = (suspect, weapon, room)
        if key not in self._values:
            self._values[key] = self.evaluator.value(*key) if self.evaluator is not None else 0.0
        return self._values[key]

    def plan(self, dice: int) -> Plan:
        if dice not in self._plans:
            self._plans[dice] = Plan({room: self.room_value(room) for room in ROOMS}, dice)
        return self._plans[dice]

    def room_value(self, room: str) -> float:
        """The best a suggestion in ``room`` is expected to teach (over a shortlist of suspects and weapons)."""
        if room not in self._room_values:
            suspects = self._shortlist(_SUSPECT_CARDS)
            weapons = self._shortlist(_WEAPON_CARDS)
            card = CARD_INDEX[room]
            self._room_values[room] = max(self.value(s, w, card) for s in suspects for w in weapons)
        return self._room_values[room]


@lru_cache(maxsize=16)
def insight(facts: Facts) -> Insight:
    return Insight(facts)


class Picture:
    """One decision's view and the insight of its facts."""

    def __init__(self, view: BotView) -> None:
        self.view = view
        self.insight = insight(facts_from_view(view))
        self.evaluator = self.insight.evaluator

    def solution(self) -> tuple[str, str, str] | None:
        return self.insight.solution()

    def room_value(self, room: str) -> float:
        return self.insight.room_value(room)

    def pull_penalty(self, suspect: str, room: str) -> float:
        me = self.view["seat"]
        for seat, detective in enumerate(self.view["detectives"]):
            if detective["suspect"] == suspect and seat != me and not detective["out"]:
                return 0.0 if self.view["tokens"][suspect].get("room") == room else PULL_PENALTY
        return 0.0

    def plan(self) -> Plan:
        return self.insight.plan(_dice_count(self.view))

    def suggestion_value(self, suspect: str, weapon: str, room: str) -> float:
        value = self.insight.value(CARD_INDEX[suspect], CARD_INDEX[weapon], CARD_INDEX[room])
        return value - self.pull_penalty(suspect, room)


# ----- moving -----------------------------------------------------------------------------------------------------
# The plan: each room is worth the best suggestion the bot could make there now (``room_value``), and a suggestion
# made a turn later is worth DISCOUNT of one made now. Being in a room after suggesting there is worth ``settled``:
# the best of taking its passage (a suggestion next turn in the other corner) and rolling for the others (entering one
# if the roll reaches it, else ending nearer). These values feed each other (a corner's worth is the shuttle through
# its passage, a room's the rooms beyond it), so they are found by value iteration over the nine rooms, once per set
# of facts. Dice: a roll of t enters a room d steps away when t >= d (the board's rule, other tokens aside).
@cache
def _totals(dice: int) -> tuple[int, ...]:
    totals = [0]
    for _ in range(dice):
        totals = [t + face for t in totals for face in range(1, 7)]
    return tuple(totals)


@cache
def reach(distance: int, dice: int = 1) -> float:
    """The worth, relative to entering it this turn, of a room ``distance`` steps away that the token heads for:
    DISCOUNT ** (the turns after this one it takes), averaged over the rolls."""
    if distance <= 0:
        return 1.0
    totals = _totals(dice)
    return sum(1.0 if total >= distance else DISCOUNT * reach(distance - total, dice) for total in totals) / len(totals)


class Plan:
    """The worth of the bot's positions (see the section's comment) for one set of room values."""

    def __init__(self, room_values: dict[str, float], dice: int) -> None:
        board = load_board()
        self.dice = dice
        self.values = room_values
        self.settled = dict.fromkeys(ROOMS, 0.0)
        # entered[room]: entering it now and suggesting there, then the turns after it.
        self.entered = dict(room_values)
        for _ in range(PLAN_ROUNDS):
            self.settled = {room: self._settled(board, room) for room in ROOMS}
            self.entered = {room: room_values[room] + DISCOUNT * self.settled[room] for room in ROOMS}

    def _settled(self, board: Any, here: str) -> float:
        passage = board.passages.get(here)
        best = self.entered[passage] if passage is not None else 0.0
        return max(best, self.roll_from_room(here))

    def roll_from_room(self, here: str) -> float:
        """The expected worth of rolling to leave ``here`` this turn."""
        board = load_board()
        totals = _totals(self.dice)
        worth = 0.0
        for total in totals:
            best = 0.0
            for room in ROOMS:
                if room == here:
                    continue
                distance = board.steps_between_rooms(here, room)
                if distance <= total:
                    best = max(best, self.entered[room])
                else:
                    best = max(best, DISCOUNT * reach(distance - total, self.dice) * self.entered[room])
            worth += best
        return worth / len(totals)

    def square(self, square: Square) -> float:
        """The worth of ending this turn on ``square``: the best room to head for, a turn or more away."""
        board = load_board()
        return DISCOUNT * max(
            reach(board.steps_to_room(room).get(square, 99), self.dice) * self.entered[room] for room in ROOMS
        )


def _dice_count(view: BotView) -> int:
    """How many dice the game rolls: as many as this turn's roll, or the last roll told in the events."""
    if view["dice"]:
        return len(view["dice"])
    events: Any = view.get("events", [])
    for event in reversed(events):
        dice = event.get("args", {}).get("dice") if isinstance(event, dict) else None
        if isinstance(dice, list) and dice:
            return len(dice)
    return 1


def choose_move(picture: Picture, moves: list[Action], rng: random.Random) -> Action:
    plan = picture.plan()

    def worth(action: Action) -> float:
        if "room" in action:
            return plan.entered[action["room"]]
        return plan.square((action["to"][0], action["to"][1]))

    scored = [(-worth(action), rng.random(), i) for i, action in enumerate(moves)]
    return moves[min(scored)[2]]


def start_of_turn(picture: Picture, legal: list[Action], rng: random.Random) -> Action:
    view = picture.view
    kinds = {action["type"] for action in legal}
    suspect = view["suspect"]
    here = view["tokens"][suspect].get("room") if suspect is not None else None
    if not isinstance(here, str) or picture.evaluator is None:
        if "suggest" in kinds:
            return choose_suggestion(picture, legal, rng)
        return {"type": "roll"}
    plan = picture.plan()
    options: list[tuple[float, Action]] = [(plan.roll_from_room(here), {"type": "roll"})]
    if "passage" in kinds:
        options.append((plan.entered[load_board().passages[here]], {"type": "passage"}))
    if "suggest" in kinds:
        # A suggestion without moving, then the next turns from this room.
        options.append((plan.entered[here], {"type": "suggest"}))
    best = max(options, key=lambda option: option[0])[1]
    if best["type"] == "suggest":
        return choose_suggestion(picture, legal, rng)
    return best


# ----- suggesting ---------------------------------------------------------------------------------------------------
def choose_suggestion(picture: Picture, legal: list[Action], rng: random.Random) -> Action:
    suggestions = [a for a in legal if a["type"] == "suggest"]
    if picture.evaluator is None:
        return rng.choice(suggestions)
    scored = [
        (-picture.suggestion_value(a["suspect"], a["weapon"], a["room"]), rng.random(), i)
        for i, a in enumerate(suggestions)
    ]
    scored.sort()
    if REFINE > 1:
        # The best few by the quick measure, weighed again with deduction (slower, so not for all 36).
        insight = picture.insight
        possible = list(_deduce(insight.facts, "hard"))
        assert picture.evaluator is not None
        refined = []
        for _, tie, i in scored[:REFINE]:
            a = suggestions[i]
            names = (CARD_INDEX[a["suspect"]], CARD_INDEX[a["weapon"]], CARD_INDEX[a["room"]])
            worth = picture.evaluator.deduced_value(*names, possible, insight.facts)
            refined.append((-(worth - picture.pull_penalty(a["suspect"], a["room"])), tie, i))
        scored = sorted(refined)
    return suggestions[scored[0][2]]


# ----- the whole decision -------------------------------------------------------------------------------------------
def choose(view: BotView, legal: list[Action], rng: random.Random) -> Action | None:
    """The hard bot's action, or None to leave it to the shared code (showing a card)."""
    kinds = {action["type"] for action in legal}
    if "show" in kinds:
        return None
    if "accuse" in kinds:
        solution = certain_solution(facts_from_view(view))
        if solution is not None:
            suspect, weapon, room = (CARDS[card] for card in solution)
            return {"type": "accuse", "suspect": suspect, "weapon": weapon, "room": room}
    phase = view["phase"]
    if "end_turn" in kinds and (phase == "suggested" or "suggest" not in kinds):
        return {"type": "end_turn"}  # nothing more to do this turn: the solution is not yet certain
    picture = Picture(view)
    if phase == "start":
        return start_of_turn(picture, legal, rng)
    if phase == "move":
        moves = [a for a in legal if a["type"] == "move"]
        if moves:
            return choose_move(picture, moves, rng)
    if "suggest" in kinds:
        return choose_suggestion(picture, legal, rng)
    if "end_turn" in kinds:
        return {"type": "end_turn"}
    if "roll" in kinds:
        return {"type": "roll"}
    return rng.choice(legal)
