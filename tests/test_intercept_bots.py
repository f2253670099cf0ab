"""Intercept's computer players (pygames/intercept/bots.py): they finish seeded games in every language and every
layout without breaking a rule, decide from their seat's view only, read obvious clues right, and the interceptor
never sees the other team's keywords.

Languages: every language with a lexicon. Those the game does not offer yet are played through a subclass that offers
them (the clue check then reads their words by the English rules, as wordforms.py does for any other language).
"""

from __future__ import annotations

import dataclasses
import random
from functools import cache
from typing import Any

import pytest

from pygames.core import IllegalAction
from pygames.intercept import bots
from pygames.intercept.game import Intercept
from pygames.intercept.lexicon import LANGUAGES, lexicon
from pygames.intercept.model import ALL_CODES
from pygames.intercept.reading import read
from pygames.intercept.words import keyword_list
from tests.test_intercept import counterfactual, deck_with


@cache
def game_class(language: str) -> type[Intercept]:
    if language in Intercept.INFO.languages:
        return Intercept
    info = dataclasses.replace(Intercept.INFO, languages=(*Intercept.INFO.languages, language))
    return type(f"Intercept{language.title()}", (Intercept,), {"INFO": info})


def new(seats: list[str | None], language: str = "en", seed: int = 1, **options: Any) -> Intercept:
    """A game; ``seats``: a bot level per seat, None for a person."""
    table = [{"name": f"P{i}"} if level is None else {"bot": level} for i, level in enumerate(seats)]
    return game_class(language)({"seats": table, "language": language, **options}, seed)


def play(state: Intercept, rng: random.Random) -> Intercept:
    """To the end: bots decide, people play random legal actions (their clues are the game's examples)."""
    for _ in range(2000):
        if state.result() is not None:
            return state
        seat = state.to_act()[0]
        if state.seats[seat].bot is not None:
            action = state.bot_action(seat)
            assert action["type"] != "time_up"
        else:
            action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action, by_bot=state.seats[seat].bot is not None)  # IllegalAction: a rule broken
    raise AssertionError("the game did not end")


LAYOUTS = {
    "person and computer against computers": ["hard", "normal", None, "easy"],
    "two people against computers": [None, "hard", None, "hard"],
    "three players, computer interceptor": ["hard", None, None],
    "three players, computer coder": [None, "normal", None],
    "all computers": ["hard", "easy", "normal", "hard"],
    "all computers, teams of three": ["hard", "normal", "easy", "easy", "hard", "normal"],
}


@pytest.mark.parametrize("layout", LAYOUTS)
def test_bots_finish_games_in_every_layout(layout: str) -> None:
    for seed in range(2):
        state = play(new(LAYOUTS[layout], seed=seed), random.Random(seed))
        assert state.result() is not None


@pytest.mark.parametrize("language", LANGUAGES)
def test_bots_finish_games_in_every_language(language: str) -> None:
    state = play(new(["hard", "normal", "hard", "easy"], language, seed=3), random.Random(3))
    assert state.result() is not None
    clues = [c for t in state.transmissions for c in t.clues or ()]
    assert clues and all(c.strip() for c in clues)  # from the lexicon, never blank


def test_bots_answer_a_late_encryptor_with_clues_not_the_timer() -> None:
    state = new([None, "hard", None, "hard"])
    state.apply(0, state.legal_actions(0)[0])  # the person (White's encryptor) has finished
    assert {"type": "time_up"} in state.legal_actions(1)
    assert state.bot_action(1)["type"] == "clues"


# ----- decisions from the view only ---------------------------------------------------------------------------
def test_bots_decide_from_their_view_only() -> None:
    """Same view, same decision, whatever is hidden from the seat: the other team's keywords, codes not revealed."""
    rng = random.Random(5)
    compared = 0
    for seed in range(3):
        state = new(["hard", "normal", "easy", "hard"], seed=seed)
        while state.result() is None:
            for seat in state.to_act():
                other = counterfactual(state, seat, rng)
                if other is not None:
                    compared += 1
                    assert other.bot_action(seat) == state.bot_action(seat), (seed, seat, state.phase)
            seat = state.to_act()[0]
            state.apply(seat, state.bot_action(seat))
    assert compared > 40


def test_bot_choose_is_the_bots_choice_from_the_view() -> None:
    state = new(["hard", "hard", "hard", "hard"])
    for _ in range(5):
        seat = state.to_act()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        chosen = Intercept._bot_choose(view, legal, "hard", random.Random(0))
        assert chosen == bots.choose(view, legal, "hard", random.Random(0))
        state.apply(seat, state.bot_action(seat))


def test_the_interceptor_never_reads_the_other_teams_keywords() -> None:
    """In the 3-player variant the interceptor's view holds no keyword at all; with other keywords behind the
    coders' screen (and the same public clues), it guesses the same."""
    rng = random.Random(2)
    checked = 0
    for seed in range(8):
        state = new(["hard", None, None], seed=seed)
        while state.result() is None:
            seat = state.to_act()[0]
            if state.seats[seat].bot is not None:
                view = state.view(seat)
                assert all(team["keywords"] is None for team in view["teams"]) or state.phase == "over"
                other = counterfactual(state, seat, rng)
                if other is not None:
                    assert other.bot_action(seat) == state.bot_action(seat)
                    checked += 1
                state.apply(seat, state.bot_action(seat))
            else:
                state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert checked >= 8


# ----- reading clues -----------------------------------------------------------------------------------------
def obvious_clues(language: str, keyword: str, others: list[str]) -> list[str]:
    """The strong associations of ``keyword`` that the lexicon links to none of ``others``."""
    lex = lexicon(language)
    number = lex.keyword_number(keyword)
    assert number is not None
    rivals = {lex.keyword_number(o) for o in others if o != keyword}
    found = []
    for link in lex.lines[number]:
        text = lex.shown[link >> 2]
        if link & 3 == 3 and not rivals & set(read(language, text).direct):
            found.append(text)
    return found


def obvious_clue(language: str, keyword: str, others: list[str]) -> str | None:
    return next(iter(obvious_clues(language, keyword, others)), None)


@pytest.mark.parametrize("language", LANGUAGES)
def test_decoders_read_obvious_clues_right(language: str) -> None:
    rng = random.Random(language)
    words = list(keyword_list(language))
    decoded = 0
    for case in range(12):
        keywords = rng.sample(words, 8)
        code = rng.choice(ALL_CODES)
        clues = [obvious_clue(language, keywords[d - 1], keywords[:4]) for d in code]
        if None in clues:
            continue
        for level in ("easy", "normal", "hard"):
            state = game_class(language)(
                {"seats": [{"name": "Ann"}, {"name": "Bo"}, {"bot": level}, {"name": "Di"}], "language": language},
                case,
                {"keywords": [keywords], "codes": [deck_with(code), deck_with(ALL_CODES[0])]},
            )
            try:
                state.apply(0, {"type": "clues", "clues": clues})
            except IllegalAction:
                break  # an association that is also a form of another of the team's keywords: not an obvious clue
            state.apply(1, state.legal_actions(1)[0])
            assert state.bot_action(2) == {"type": "guess", "code": list(code)}, (level, keywords[:4], clues)
            decoded += 1
    assert decoded >= 24


def test_a_computer_pair_reads_each_other() -> None:
    """Computer encryptors and decoders of every level: miscommunications in at most 5% of the codes."""
    codes = misread = 0
    for seed, level in enumerate(("easy", "normal", "hard") * 2):
        state = play(new([level] * 4, seed=seed), random.Random(seed))
        revealed = [t for t in state.transmissions if t.revealed]
        codes += len(revealed)
        misread += sum(t.miscommunicated for t in revealed)
    assert misread <= 0.05 * codes, (misread, codes)


def test_keyword_guesses_of_the_tie_break_come_from_the_other_teams_notes() -> None:
    """After three rounds of obvious clues, every digit with two or three, a computer guesses keywords its notes
    point at, and half of them at least are right (two clues can fit two keywords: "water, flow" is a valve too)."""
    keywords = ["tower", "river", "cloud", "star", "dog", "lemon", "piano", "rocket"]
    codes = [(1, 2, 3), (1, 2, 3), (4, 1, 2), (4, 1, 2), (3, 4, 1), (3, 4, 1)]  # every digit twice or more
    script = {"keywords": [keywords], "codes": [deck_with(code) for code in codes]}
    seats = [{"name": "Ann"}, {"name": "Bo"}, {"name": "Cy"}, {"name": "Di"}]
    state = Intercept({"seats": seats, "language": "en"}, 1, script)
    given = {k: obvious_clues("en", k, keywords[:4] if i < 4 else keywords[4:]) for i, k in enumerate(keywords)}
    for round_number in range(3):
        for team in (0, 1):
            code = codes[2 * round_number + team]
            screen = keywords[4 * team : 4 * team + 4]
            state.apply(
                state.current(team).encryptor, {"type": "clues", "clues": [given[screen[d - 1]].pop(0) for d in code]}
            )
        for team in (0, 1):
            code = list(state.current(team).code)
            for guesser in state.guessing_teams(state.current(team)):
                seat = next(s for s in state.to_act() if state.team_of[s] == guesser)
                right = guesser == team
                state.apply(seat, {"type": "guess", "code": code if right else [code[1], code[0], code[2]]})
    lex = lexicon("en")
    for team in (0, 1):
        view = state.view(state.teams[team].seats[0])
        assert view["teams"][1 - team]["keywords"] is None
        guesses = bots.guess_keywords(view, "hard")
        assert all(g == "" or lex.keyword_number(g) is not None for g in guesses)
        assert not set(guesses) & set(state.teams[team].keywords)
        notes = view["teams"][1 - team]["notes"]
        for guessed, filed in zip(guesses, notes, strict=True):
            number = lex.keyword_number(guessed)
            assert number is not None and any(number in read("en", note["clue"]).direct for note in filed)
        right = sum(g == k for g, k in zip(guesses, state.teams[1 - team].keywords, strict=True))
        assert right >= 2, (guesses, state.teams[1 - team].keywords)


def test_hard_teams_intercept_each_other_within_the_target_from_round_3() -> None:
    """Issue 43's target for hard clues read by a hard interceptor: 15-35 % of codes intercepted from round 3 on
    (seeded games; the bench plays more: tests/bench/bench_intercept.py, and tests/bench/FINDINGS.md, "Intercept's
    computer players", for the search that brought it into the range)."""
    from tests.bench.bench_intercept import Tally, play, tally

    total = Tally()
    for seed in range(8):
        tally(play("en", "hard", "hard", seed), total)
    assert total.miscommunications <= 0.05 * total.codes
    assert 0.15 <= total.late_interceptions / total.late_chances <= 0.35, (total.late_interceptions, total.late_chances)
