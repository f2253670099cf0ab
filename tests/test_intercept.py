"""Intercept: the rules of shared/rules/intercept.md (rulebook seeds/002), case by case.

Tests drive the game through its public actions; the helpers below only reach into the state to choose a situation
(known keywords, a known code) or to read the encryptor's code, which the test plays as "that person".
"""

from __future__ import annotations

import itertools
import json
import random
import re
from typing import Any

import pytest

import pygames
from pygames.core import BadOptions, IllegalAction, fold
from pygames.intercept.clues import normalise, spells_code
from pygames.intercept.game import ALL_CODES, Intercept
from pygames.intercept.words import keyword_list

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
WHITE, BLACK = 0, 1


# ----- helpers that build situations ----------------------------------------------------------------------------
WHITE_KEYWORDS = ["café", "tower", "river", "cloud"]
BLACK_KEYWORDS = ["dog", "lemon", "piano", "rocket"]


def make(
    seats: int = 4, seed: int = 1, language: str = "en", teams: list[int] | None = None, known_keywords: bool = True
) -> Intercept:
    """A new game; with known_keywords the screens hold WHITE_KEYWORDS and BLACK_KEYWORDS instead of the draw."""
    options: dict[str, Any] = {"seats": [{"name": NAMES[i]} for i in range(seats)], "language": language}
    if teams is not None:
        options["teams"] = teams
    state = pygames.new_game("intercept", options, seed=seed)
    assert isinstance(state, Intercept)
    if known_keywords:
        for team, words in ((WHITE, WHITE_KEYWORDS), (BLACK, BLACK_KEYWORDS)):
            if state.teams[team].encrypts:
                set_keywords(state, team, words)
    return state


def encryptor(state: Intercept, team: int) -> int:
    return state._current(team).encryptor


def code_of(state: Intercept, team: int) -> list[int]:
    """The code as the encryptor's own screen shows it."""
    code = state.view(encryptor(state, team))["me"]["code"]
    assert code is not None
    return list(code)


def set_code(state: Intercept, team: int, code: tuple[int, int, int]) -> None:
    state._current(team).code = code


def set_keywords(state: Intercept, team: int, words: list[str]) -> None:
    state.teams[team].keywords = list(words)


def wrong(code: list[int]) -> list[int]:
    return list(reversed(code))  # three distinct digits: reversed is always another code


def fresh_clues(state: Intercept, team: int) -> list[str]:
    name = state.teams[team].name.lower()
    return [f"{name} clue {state.round}{letter}" for letter in "abc"]


def write(state: Intercept, team: int, clues: list[str] | None = None) -> None:
    state.apply(encryptor(state, team), {"type": "clues", "clues": clues or fresh_clues(state, team)})


def write_all(state: Intercept) -> None:
    for team in state._coding_teams():
        if state._current(team.index).clues is None:
            write(state, team.index)


def guess(state: Intercept, team: int, code: list[int]) -> None:
    seat = next(s for s in state.to_act() if state.team_of[s] == team)
    state.apply(seat, {"type": "guess", "code": code})


def play_round(
    state: Intercept,
    decodes: tuple[bool, bool] = (True, True),
    intercepts: tuple[bool, bool] = (False, False),
) -> None:
    """One whole round. decodes[t]: team t reads its own code right; intercepts[t]: team t intercepts the other's."""
    assert state.phase == "clues"
    write_all(state)
    for team in state._coding_teams():
        code = code_of(state, team.index)
        guess(state, team.index, code if decodes[team.index] else wrong(code))
        if state.phase == "guess" and state.decoding == team.index:
            other = 1 - team.index
            guess(state, other, code if intercepts[other] else wrong(code))


def keyword_guess(state: Intercept, team: int, words: list[str]) -> None:
    seat = next(s for s in state.to_act() if state.team_of[s] == team)
    state.apply(seat, {"type": "keyword_guess", "words": words})


def refused(state: Intercept, seat: int, action: dict[str, Any], reason: str) -> None:
    """The action is refused with a reason matching ``reason`` and nothing changes."""
    before = json.dumps(state.to_json()), [json.dumps(state.view(s)) for s in [None, *range(len(state.seats))]]
    with pytest.raises(IllegalAction, match=reason):
        state.apply(seat, action)
    after = json.dumps(state.to_json()), [json.dumps(state.view(s)) for s in [None, *range(len(state.seats))]]
    assert after == before


def strings_in(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings_in(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings_in(v)]
    return []


# ----- the secrecy check the compliance suite runs on every view of random playouts -----------------------------
def assert_view_hides_secrets(state: Intercept, seat: int | None, view: dict[str, Any]) -> None:
    team_of_seat = None if seat is None else state.team_of[seat]
    everything_public = state.phase in ("review", "over")
    texts = {fold(s) for s in strings_in(view)}
    for team in state.teams:
        team_view = view["teams"][team.index]
        if not everything_public and team_of_seat != team.index:
            assert team_view["keywords"] is None
            for word in team.keywords:
                assert not any(re.search(rf"\b{re.escape(fold(word))}\b", text) for text in texts), word
        for transmission, shown in zip(
            [t for t in state.transmissions if t.team == team.index], team_view["rounds"], strict=True
        ):
            if not transmission.revealed and state.phase != "over" and seat != transmission.encryptor:
                assert shown["code"] is None
            if state.phase == "clues" and transmission.round == state.round and seat != transmission.encryptor:
                assert shown["clues"] is None
            if not transmission.revealed:
                for guesser in (0, 1):
                    if team_of_seat != guesser:
                        assert shown["guesses"][guesser] is None
    me = view["me"]
    if me is not None and me["code"] is not None:
        assert seat == encryptor(state, me["team"]) and not state._current(me["team"]).revealed
    if seat is None:
        assert me is None
    tiebreak = view["tiebreak"]
    if tiebreak is not None and None in state.tiebreak.guesses:  # type: ignore[union-attr]
        for guesser in (0, 1):
            if team_of_seat != guesser:
                assert tiebreak["guesses"][guesser] is None


# ----- info and options ----------------------------------------------------------------------------------------
def test_info() -> None:
    info = pygames.GAMES["intercept"]
    assert info["title"] == "Intercept"
    assert info["languages"] == ["en", "fi"]
    assert (info["min_seats"], info["max_seats"]) == (3, 8)
    assert info["bots"] is False and info["secret_views"] is True


def test_default_teams_alternate_white_and_black() -> None:
    state = make(seats=5)
    assert state.teams[WHITE].seats == [0, 2, 4]
    assert state.teams[BLACK].seats == [1, 3]
    assert [s["team_name"] for s in state.view(None)["seats"]] == ["White", "Black", "White", "Black", "White"]


def test_teams_option_chooses_the_teams() -> None:
    state = make(seats=6, teams=[0, 0, 0, 1, 1, 1])
    assert state.teams[WHITE].seats == [0, 1, 2]
    assert state.teams[BLACK].seats == [3, 4, 5]


@pytest.mark.parametrize("text", ["WBBW", "w, b, b, w", "0110"])
def test_teams_option_as_typed_text(text: str) -> None:
    state = make(seats=4, teams=text)  # type: ignore[arg-type]
    assert state.teams[WHITE].seats == [0, 3]
    assert state.options["teams"] == [0, 1, 1, 0]
    assert pygames.load_game(state.to_json()).to_json() == state.to_json()


def test_empty_teams_option_is_the_default() -> None:
    assert make(seats=4, teams="").teams[BLACK].seats == [1, 3]  # type: ignore[arg-type]
    assert make(seats=3, teams="").teams[BLACK].seats == [0]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("seats", "teams", "reason"),
    [
        (4, [0, 0, 0, 1], "2 to 4 players"),
        (8, [0, 0, 0, 0, 0, 1, 1, 1], "2 to 4 players"),
        (4, [0, 1, 0], "each seat"),
        (4, [0, 1, 2, 1], "0 \\(White\\) or 1"),
        (4, [0, 1, True, 1], "0 \\(White\\) or 1"),
        (4, "alternate", "one letter per seat"),
        (4, "WBW", "each seat"),
        (3, [0, 0, 0], "one plays alone"),
    ],
)
def test_bad_teams_are_refused(seats: int, teams: Any, reason: str) -> None:
    with pytest.raises(BadOptions, match=reason):
        make(seats=seats, teams=teams)


@pytest.mark.parametrize("count", [2, 9])
def test_seat_counts(count: int) -> None:
    with pytest.raises(BadOptions, match="3 to 8 seats"):
        pygames.new_game("intercept", {"seats": [{"name": f"P{i}"} for i in range(count)]}, seed=1)


# ----- keywords and the word lists -----------------------------------------------------------------------------
@pytest.mark.parametrize("language", ["en", "fi"])
def test_keyword_lists_are_well_formed(language: str) -> None:
    path = f"pygames/intercept/words/{language}.txt"
    from importlib import resources

    lines = resources.files("pygames.intercept").joinpath("words", f"{language}.txt").read_text("utf-8").splitlines()
    assert len(lines) >= 440, path
    assert len(set(lines)) == len(lines), "duplicates"
    for word in lines:
        assert word == word.strip().lower() and word and " " not in word and "-" not in word, word
    assert len(keyword_list(language)) == len(lines)


def test_finnish_keywords_are_nominative_singular_nouns() -> None:
    libvoikko = pytest.importorskip("libvoikko")
    voikko = libvoikko.Voikko("fi")
    bad = []
    for word in keyword_list("fi"):
        analyses = voikko.analyze(word)
        if not any(a.get("SIJAMUOTO") == "nimento" and a.get("NUMBER") == "singular" for a in analyses):
            bad.append(word)
    assert bad == []


@pytest.mark.parametrize("language", ["en", "fi"])
def test_each_team_draws_four_keywords_none_repeated(language: str) -> None:
    for seed in range(50):
        state = make(seed=seed, language=language, known_keywords=False)
        white, black = state.teams[WHITE].keywords, state.teams[BLACK].keywords
        assert len(white) == len(black) == 4
        assert len(set(white + black)) == 8
        assert set(white + black) <= set(keyword_list(language))


def test_keywords_depend_on_the_seed_only() -> None:
    def drawn(seed: int) -> list[str]:
        return make(seed=seed, known_keywords=False).teams[WHITE].keywords

    assert drawn(3) == drawn(3)
    assert len({tuple(drawn(seed)) for seed in range(10)}) == 10


# ----- the code deck and the encryptors -----------------------------------------------------------------------
def test_code_deck_has_24_codes() -> None:
    assert len(ALL_CODES) == len(set(ALL_CODES)) == 24
    assert all(len(set(code)) == 3 and set(code) <= {1, 2, 3, 4} for code in ALL_CODES)


def test_decks_are_reshuffled_every_round_and_a_code_can_come_again() -> None:
    repeats = 0
    for seed in range(30):
        state = make(seed=seed)
        decks = []
        for _ in range(8):
            for team in (WHITE, BLACK):
                transmission = state._current(team)
                assert sorted(transmission.deck) == sorted(ALL_CODES)  # the code went back before the shuffle
                assert transmission.code == transmission.deck[0]
                decks.append((team, tuple(transmission.deck)))
            if state.round == 8:
                break
            play_round(state)
        assert len(set(decks)) == len(decks), "every round's deck is shuffled anew"
        codes = [t.code for t in state.transmissions if t.team == WHITE]
        repeats += sum(1 for a, b in itertools.pairwise(codes) if a == b)
    assert repeats > 0, "the same code can be drawn in two rounds running"


def test_encryptors_rotate_through_each_team() -> None:
    state = make(seats=5)  # White 0, 2, 4; Black 1, 3
    seen = []
    for _ in range(4):
        seen.append((encryptor(state, WHITE), encryptor(state, BLACK)))
        play_round(state)
    assert seen == [(0, 1), (2, 3), (4, 1), (0, 3)]
    assert state.view(None)["seats"][0]["role"] == "decoder"
    assert state.view(None)["seats"][2]["role"] == "encryptor"


# ----- clues --------------------------------------------------------------------------------------------------
def test_both_encryptors_write_at_once() -> None:
    state = make()
    assert state.to_act() == [0, 1]
    assert [a["type"] for a in state.legal_actions(0)] == ["clues"]  # no timer before anyone has finished
    write(state, BLACK)
    assert state.to_act() == [0]
    assert state.phase == "clues"
    write(state, WHITE)
    assert state.phase == "guess" and state.decoding == WHITE


def test_legal_actions_offer_clues_that_pass_every_check() -> None:
    state = make()
    set_keywords(state, WHITE, ["hint", "tower", "river", "cloud"])
    example = state.legal_actions(0)[0]
    assert example["type"] == "clues" and "hint" not in " ".join(example["clues"]).split()
    state.apply(0, example)
    write(state, BLACK)
    play_round_rest(state)
    second = state.legal_actions(encryptor(state, WHITE))[0]
    assert not {normalise(c) for c in second["clues"]} & {normalise(c) for c in example["clues"]}


def play_round_rest(state: Intercept) -> None:
    for team in (WHITE, BLACK):
        code = code_of(state, team)
        guess(state, team, code)
        if state.phase == "guess" and state.decoding == team:
            guess(state, 1 - team, wrong(code))


def test_time_up_records_missing_clues_as_empty() -> None:
    state = make()
    write(state, WHITE)
    view = state.view(1)
    assert view["timer"] == {"seconds": 30, "seat": 1, "team": BLACK, "since_move": 1}
    assert {"type": "time_up"} in state.legal_actions(1)
    state.apply(1, {"type": "time_up"})
    assert state._current(BLACK).clues == ["", "", ""]
    assert state._current(BLACK).timed_out
    assert state.phase == "guess"
    assert any("Time is up for Bo" in line for line in state.view(None)["log"])
    assert state.view(None)["teams"][BLACK]["rounds"][0]["clues"] == ["", "", ""]


def test_time_up_keeps_the_clues_already_written() -> None:
    state = make()
    write(state, WHITE)
    state.apply(1, {"type": "time_up", "clues": ["moon", "", ""]})
    assert state._current(BLACK).clues == ["moon", "", ""]
    assert normalise("moon") in state.teams[BLACK].used_clues


def test_time_up_is_refused_before_the_clock_runs() -> None:
    state = make()
    refused(state, 0, {"type": "time_up"}, "only once one encryptor has finished")


def test_time_up_still_checks_the_clues_it_carries() -> None:
    state = make()
    set_keywords(state, BLACK, ["moon", "tower", "river", "cloud"])
    write(state, WHITE)
    refused(state, 1, {"type": "time_up", "clues": ["Moon", "", ""]}, 'keyword "moon"')


def test_three_player_game_has_no_timer() -> None:
    state = make(seats=3)
    assert state.to_act() == [1]
    assert state.view(None)["timer"] is None
    assert [a["type"] for a in state.legal_actions(1)] == ["clues"]
    refused(state, 1, {"type": "time_up"}, "only once one encryptor")


@pytest.mark.parametrize(
    ("clues", "reason"),
    [
        (["", "sun", "sea"], "first clue is empty"),
        (["sun", "   ", "sea"], "second clue is empty"),
        (["Tower", "sun", "sea"], 'keyword "tower"'),
        (["the old TOWER of pisa", "sun", "sea"], 'keyword "tower"'),
        (["sun", "Cafe", "sea"], 'keyword "café"'),
        (["sun", "sea", "hot-cafe"], 'keyword "café"'),
        (["3-1-4", "sun", "sea"], "gives away the code"),
        (["sun", "pi is 314", "sea"], "gives away the code"),
        (["sun", "sea", "3 1 4"], "gives away the code"),
        (["sun", "sea", "3.1.4"], "gives away the code"),
        (["sun", "sea", "sun"], "first and third clues are the same"),
        (["sun", "Sea!", "sea"], "second and third clues are the same"),
        (["sun", "sea", "x" * 81], "too long"),
    ],
)
def test_clue_checks(clues: list[str], reason: str) -> None:
    state = make()
    set_keywords(state, WHITE, ["tower", "café", "river", "cloud"])
    set_code(state, WHITE, (3, 1, 4))
    refused(state, 0, {"type": "clues", "clues": clues}, reason)


@pytest.mark.parametrize(
    "clues",
    [
        ["towering", "cafeteria", "rivers"],  # whole words only: the rest is on the players' honour
        ["4-1-3", "3 and 4", "year 1314"],  # another code, loose digits, a longer number
        ["sun", "moon", "star"],
        ["a whole sentence, with commas", "sun", "sea"],
    ],
)
def test_clues_that_pass(clues: list[str]) -> None:
    state = make()
    set_keywords(state, WHITE, ["tower", "café", "river", "cloud"])
    set_code(state, WHITE, (3, 1, 4))
    state.apply(0, {"type": "clues", "clues": clues})
    assert state._current(WHITE).clues == clues


def test_the_other_teams_keyword_is_a_legal_clue() -> None:
    state = make()
    write(state, WHITE, ["dog", "sun", "sea"])  # White cannot know Black's keywords
    assert state._current(WHITE).clues == ["dog", "sun", "sea"]


@pytest.mark.parametrize(
    "action",
    [
        {"type": "clues"},
        {"type": "clues", "clues": "sun sea sky"},
        {"type": "clues", "clues": ["sun", "sea"]},
        {"type": "clues", "clues": ["sun", "sea", "sky", "moon"]},
        {"type": "clues", "clues": ["sun", "sea", 3]},
        {"type": "clues", "clues": ["sun", "sea", "sky"], "extra": 1},
    ],
)
def test_malformed_clues_are_refused(action: dict[str, Any]) -> None:
    refused(make(), 0, action, ".")


def test_a_team_never_uses_a_clue_twice() -> None:
    state = make()
    write(state, WHITE, ["Eiffel landmark", "sun", "sea"])
    write(state, BLACK, ["moon", "sun", "sea"])  # the other team's clues do not count
    play_round_rest(state)
    white = encryptor(state, WHITE)
    refused(state, white, {"type": "clues", "clues": ["eiffel  LANDMARK!", "sky", "wind"]}, "already used")
    refused(state, white, {"type": "clues", "clues": ["Sún", "sky", "wind"]}, "already used")
    write(state, WHITE, ["sky", "wind", "rain"])


def test_only_the_encryptor_writes_clues() -> None:
    state = make(seats=6)
    # Seat 2 is on White but not this round's encryptor, so it is not asked to act at all.
    refused(state, 2, {"type": "clues", "clues": ["sun", "sea", "sky"]}, "not Cy's turn")


# ----- guessing ----------------------------------------------------------------------------------------------
def test_round_one_has_no_interception() -> None:
    state = make(seats=6)  # White 0, 2, 4; Black 1, 3, 5
    write_all(state)
    assert state.to_act() == [2, 4]  # White decodes; White's encryptor (0) and Black wait
    assert "no interception in round 1" in state.view(None)["step"]
    refused(state, 1, {"type": "guess", "code": code_of(state, WHITE)}, "not Bo's turn")
    guess(state, WHITE, code_of(state, WHITE))
    assert state.decoding == BLACK
    assert state.to_act() == [3, 5]
    guess(state, BLACK, code_of(state, BLACK))
    assert state.round == 2
    assert [t.interceptions for t in state.teams] == [0, 0]


def test_the_encryptor_takes_no_part_in_decoding() -> None:
    state = make()
    play_round(state)
    write_all(state)
    assert encryptor(state, WHITE) == 2
    assert 2 not in state.to_act() and {0, 1, 3} <= set(state.to_act())  # Black's encryptor may intercept
    refused(state, 2, {"type": "guess", "code": [1, 2, 3]}, "not Cy's turn")


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        ([1, 1, 2], "three different digits"),
        ([1, 2, 5], "not a keyword number"),
        ([0, 2, 3], "not a keyword number"),
        ([1, 2], "list of three digits"),
        ([1, 2, 3, 4], "list of three digits"),
        ("123", "list of three digits"),
        ([True, 2, 3], "whole numbers"),
        ([1.0, 2, 3], "whole numbers"),
        (None, "list of three digits"),
    ],
)
def test_bad_guesses_are_refused(code: Any, reason: str) -> None:
    state = make()
    write_all(state)
    refused(state, 2, {"type": "guess", "code": code}, reason)


def test_a_team_guesses_once() -> None:
    state = make(seats=6)
    play_round(state)
    write_all(state)
    guess(state, BLACK, [1, 2, 3])
    assert not any(state.team_of[s] == BLACK for s in state.to_act())
    refused(state, 1, {"type": "guess", "code": [2, 1, 3]}, "not Bo's turn")


def test_interception_and_miscommunication_tokens() -> None:
    state = make()
    play_round(state)
    write_all(state)
    white_code = code_of(state, WHITE)
    guess(state, BLACK, white_code)  # Black intercepts
    guess(state, WHITE, wrong(white_code))  # and White misreads its own code
    assert (state.teams[BLACK].interceptions, state.teams[WHITE].miscommunications) == (1, 1)
    black_code = code_of(state, BLACK)
    guess(state, WHITE, wrong(black_code))  # a wrong interception costs nothing
    guess(state, BLACK, black_code)  # a right decode earns nothing
    assert [(t.interceptions, t.miscommunications) for t in state.teams] == [(0, 1), (1, 0)]
    log = state.view(None)["log"]
    assert any("intercepted!" in line and "White's code" in line for line in log)


def test_both_tokens_for_one_team_in_one_round() -> None:
    state = make()
    play_round(state)
    play_round(state, decodes=(False, True), intercepts=(True, False))
    assert (state.teams[WHITE].interceptions, state.teams[WHITE].miscommunications) == (1, 1)
    assert state.result() is None and state.round == 3


def test_guesses_stay_hidden_from_the_other_team_until_the_reveal() -> None:
    state = make()
    play_round(state)
    write_all(state)
    guess(state, BLACK, [1, 2, 3])
    for seat in (1, 3):
        assert state.view(seat)["teams"][WHITE]["rounds"][-1]["guesses"][BLACK] == [1, 2, 3]
    for seat in (None, 0, 2):
        assert state.view(seat)["teams"][WHITE]["rounds"][-1]["guesses"][BLACK] is None
    assert state.view(0)["teams"][WHITE]["rounds"][-1]["guessed"] == [False, True]
    guess(state, WHITE, [3, 2, 1])
    for seat in (None, 0, 1, 2, 3):
        assert state.view(seat)["teams"][WHITE]["rounds"][-1]["guesses"] == [[3, 2, 1], [1, 2, 3]]


def test_clues_become_public_when_both_encryptors_have_finished() -> None:
    state = make()
    write(state, WHITE, ["sun", "sea", "sky"])
    assert state.view(0)["teams"][WHITE]["rounds"][0]["clues"] == ["sun", "sea", "sky"]
    for seat in (None, 1, 2, 3):  # not even White's decoder reads them before they are read aloud
        assert state.view(seat)["teams"][WHITE]["rounds"][0]["clues"] is None
        assert state.view(seat)["teams"][WHITE]["rounds"][0]["clues_done"] is True
    write(state, BLACK)
    assert state.view(None)["teams"][WHITE]["rounds"][0]["clues"] == ["sun", "sea", "sky"]


def test_notes_file_clues_under_keyword_numbers_after_the_reveal() -> None:
    state = make()
    set_code(state, WHITE, (4, 2, 1))
    write(state, WHITE, ["Mexico", "insect", "horror"])  # the rulebook's example
    write(state, BLACK)
    assert state.view(None)["teams"][WHITE]["notes"] == [[], [], [], []]
    guess(state, WHITE, [4, 2, 1])
    notes = state.view(None)["teams"][WHITE]["notes"]
    assert notes == [
        [{"round": 1, "clue": "horror"}],
        [{"round": 1, "clue": "insect"}],
        [],
        [{"round": 1, "clue": "Mexico"}],
    ]
    assert state.view(None)["teams"][WHITE]["rounds"][0]["code"] == [4, 2, 1]


# ----- the end ---------------------------------------------------------------------------------------------------
def test_two_interceptions_win() -> None:
    state = make()
    play_round(state)
    play_round(state, intercepts=(True, False))
    assert state.result() is None
    play_round(state, intercepts=(True, False))
    result = state.result()
    assert result is not None
    assert result["winners"] == [0, 2]
    assert result["reason"] == "White intercepted two codes."
    assert result["scores"] == [2.0, 0.0, 2.0, 0.0]
    assert state.to_act() == [] and state.phase == "over"


def test_two_miscommunications_lose_at_the_end_of_the_round() -> None:
    state = make()
    play_round(state, decodes=(False, True))
    write_all(state)
    guess(state, WHITE, wrong(code_of(state, WHITE)))
    guess(state, BLACK, wrong(code_of(state, WHITE)))
    assert state.teams[WHITE].miscommunications == 2
    assert state.result() is None and state.decoding == BLACK  # Black's code is still played this round
    guess(state, BLACK, code_of(state, BLACK))
    guess(state, WHITE, wrong(code_of(state, BLACK)))
    result = state.result()
    assert result is not None and result["winners"] == [1, 3]
    assert result["reason"] == "White misread two of its own codes."


def test_win_and_loss_pointing_the_same_way_decide() -> None:
    state = make()
    play_round(state, decodes=(True, False))
    play_round(state, intercepts=(True, False))
    play_round(state, decodes=(True, False), intercepts=(True, False))  # White's 2nd interception, Black's 2nd miss
    result = state.result()
    assert result is not None and result["winners"] == [0, 2]
    assert result["reason"] == "White intercepted two codes."


def test_both_teams_second_interception_in_one_round_goes_to_the_score() -> None:
    state = make()
    play_round(state)
    play_round(state, intercepts=(True, True))
    play_round(state, decodes=(False, True), intercepts=(True, True))
    result = state.result()
    assert result is not None
    assert result["winners"] == [1, 3]
    assert result["reason"].startswith("Tie-break: Black has the higher score")
    assert any("point both ways" in line for line in state.view(None)["log"])


def test_both_teams_second_miscommunication_in_one_round_goes_to_the_score() -> None:
    state = make()
    play_round(state, decodes=(False, False))
    play_round(state, decodes=(False, False), intercepts=(True, False))
    result = state.result()
    assert result is not None and result["winners"] == [0, 2]
    assert "higher score (White -1, Black -2)" in result["reason"]


def test_win_and_loss_of_one_team_at_once_is_a_tie_break() -> None:
    state = make()
    play_round(state, decodes=(False, True))
    play_round(state, intercepts=(True, False))
    play_round(state, decodes=(False, True), intercepts=(True, False))
    assert (state.teams[WHITE].interceptions, state.teams[WHITE].miscommunications) == (2, 2)
    assert state.phase == "keywords"  # score 0 to 0
    assert "point both ways" in " ".join(state.view(None)["log"])


def test_the_game_ends_after_round_eight() -> None:
    state = make()
    for _ in range(7):
        play_round(state)
        assert state.result() is None
    play_round(state, decodes=(False, True))
    result = state.result()
    assert state.round == 8
    assert result is not None and result["winners"] == [1, 3]
    assert "Tie-break: Black has the higher score" in result["reason"]
    assert any("Nobody won or lost by the end of round 8" in line for line in state.view(None)["log"])


def reach_keyword_tiebreak(seed: int = 1, known_keywords: bool = True) -> Intercept:
    state = make(seed=seed, known_keywords=known_keywords)
    for _ in range(8):
        play_round(state)
    assert state.phase == "keywords" and state.result() is None
    return state


def test_keyword_tiebreak_counts_right_guesses_ignoring_case_accents_and_spaces() -> None:
    state = reach_keyword_tiebreak()
    assert sorted(state.to_act()) == [0, 1, 2, 3]
    keyword_guess(state, WHITE, ["  DOG ", "", "", "rocket"])  # 2 right
    assert state.view(1)["tiebreak"]["guesses"][WHITE] is None
    assert state.view(0)["teams"][BLACK]["keywords"] is None  # White is still guessing them
    keyword_guess(state, BLACK, ["Cafe", "towers", "river", "cloud"])  # 3 right, "towers" a near miss
    assert state.phase == "review"
    assert state.to_act() == [0, 2]  # only White has a near miss at its keywords to judge
    assert state.view(None)["tiebreak"]["near_misses"] == [[2], []]  # by owner
    assert state.legal_actions(0) == [{"type": "accept", "positions": []}, {"type": "accept", "positions": [2]}]
    state.apply(0, {"type": "accept", "positions": []})
    result = state.result()
    assert result is not None and result["winners"] == [1, 3]
    assert result["reason"] == "Tie-break: Black guessed more keywords (White 2, Black 3)."


def test_near_miss_accepted_by_the_owners() -> None:
    state = reach_keyword_tiebreak()
    keyword_guess(state, WHITE, ["dog", "lemons", "piano", ""])
    keyword_guess(state, BLACK, ["cafe", "tower", "river", "clouds"])
    assert state.to_act() == [0, 1, 2, 3]
    refused(state, 1, {"type": "accept", "positions": [4]}, "not a near miss")
    refused(state, 1, {"type": "accept", "positions": [2, 2]}, "each keyword number once")
    refused(state, 1, {"type": "accept", "positions": "2"}, "positions lists")
    state.apply(1, {"type": "accept", "positions": [2]})  # Black accepts "lemons"
    state.apply(0, {"type": "accept", "positions": []})  # White refuses "clouds"
    result = state.result()
    assert result is not None and result["winners"] == [0, 1, 2, 3]
    assert result["reason"] == "Still tied after the keyword guesses (White 3, Black 3): a shared win."
    assert state.view(None)["tiebreak"]["hits"] == [3, 3]


def test_shared_win_when_everything_is_level() -> None:
    state = reach_keyword_tiebreak()
    keyword_guess(state, WHITE, ["", "", "", ""])
    keyword_guess(state, BLACK, ["", "", "", ""])
    result = state.result()
    assert result is not None and result["winners"] == [0, 1, 2, 3]
    assert result["scores"] == [0.0, 0.0, 0.0, 0.0]


@pytest.mark.parametrize(
    ("words", "reason"),
    [(["a", "b", "c"], "give 4"), (["a", "b", "c", 4], "must be text"), (["x" * 41, "", "", ""], "at most 40")],
)
def test_bad_keyword_guesses_are_refused(words: Any, reason: str) -> None:
    refused(reach_keyword_tiebreak(), 0, {"type": "keyword_guess", "words": words}, reason)


def test_all_keywords_are_shown_at_the_end() -> None:
    state = make()
    play_round(state)
    play_round(state, intercepts=(True, False))
    play_round(state, intercepts=(True, False))
    view = state.view(None)
    assert view["teams"][WHITE]["keywords"] == state.teams[WHITE].keywords
    assert view["teams"][BLACK]["keywords"] == state.teams[BLACK].keywords
    assert view["result"]["winners"] == [0, 2]


# ----- the 3-player variant --------------------------------------------------------------------------------------
def test_three_player_layout() -> None:
    state = make(seats=3)
    assert state.teams[WHITE].seats == [1, 2] and state.teams[BLACK].seats == [0]
    assert state.teams[BLACK].keywords == []
    view = state.view(0)
    assert view["variant"] == "three" and view["last_round"] == 5
    assert view["me"]["role"] == "interceptor"
    assert view["teams"][WHITE]["keywords"] is None
    other = make(seats=3, teams=[0, 1, 1])
    assert other.teams[BLACK].encrypts and not other.teams[WHITE].encrypts


def test_three_player_encryptor_and_decoder_alternate() -> None:
    state = make(seats=3)
    roles = []
    for _ in range(3):
        write_all(state)
        roles.append((encryptor(state, WHITE), state.to_act()))
        code = code_of(state, WHITE)
        guess(state, WHITE, code)
        if state.phase == "guess":
            guess(state, BLACK, wrong(code))
    assert roles == [(1, [2]), (2, [0, 1]), (1, [0, 2])]  # round 1: no interceptor guess


def test_three_player_tokens_for_interceptions_and_failed_decodes() -> None:
    state = make(seats=3)
    play_round(state, decodes=(False, True))  # a failed decode gives the interceptor a token
    assert state.teams[BLACK].interceptions == 1
    assert state.teams[WHITE].miscommunications == 0  # the team never takes miscommunication tokens
    play_round(state, intercepts=(False, True))
    result = state.result()
    assert result is not None
    assert result["winners"] == [0]
    assert result["reason"] == "The interceptor Ann won 2 tokens by round 2."
    assert result["scores"] == [2.0, 0.0, 0.0]


def test_three_player_two_tokens_in_one_round() -> None:
    state = make(seats=3)
    play_round(state)
    play_round(state, decodes=(False, True), intercepts=(False, True))
    result = state.result()
    assert result is not None and result["winners"] == [0]
    assert state.teams[BLACK].interceptions == 2


def test_three_player_team_wins_after_round_five() -> None:
    state = make(seats=3)
    for round_number in range(1, 6):
        assert state.result() is None and state.round == round_number
        play_round(state, intercepts=(False, round_number == 3))
    result = state.result()
    assert result is not None
    assert result["winners"] == [1, 2]
    assert result["reason"] == "White kept the interceptor under 2 tokens for 5 rounds."
    assert result["scores"] == [1.0, 4.0, 4.0]


def test_three_player_token_in_round_five_still_counts() -> None:
    state = make(seats=3)
    play_round(state, decodes=(False, True))
    for _ in range(3):
        play_round(state)
    play_round(state, intercepts=(False, True))
    result = state.result()
    assert result is not None and result["winners"] == [0] and state.round == 5


# ----- views -------------------------------------------------------------------------------------------------------
def test_views_show_own_keywords_only() -> None:
    state = make(seats=4)
    for seat in range(4):
        view = state.view(seat)
        own = state.team_of[seat]
        assert view["teams"][own]["keywords"] == state.teams[own].keywords
        assert view["teams"][1 - own]["keywords"] is None
        assert_view_hides_secrets(state, seat, view)
    assert all(t["keywords"] is None for t in state.view(None)["teams"])


def test_the_code_shows_only_to_its_encryptor_until_revealed() -> None:
    state = make(seats=4)
    white_code = list(state._current(WHITE).code)
    assert state.view(0)["me"]["code"] == white_code
    assert state.view(0)["teams"][WHITE]["rounds"][0]["code"] == white_code
    for seat in (None, 1, 2, 3):
        view = state.view(seat)
        assert view["teams"][WHITE]["rounds"][0]["code"] is None
        if view["me"] is not None and view["me"]["role"] != "encryptor":
            assert view["me"]["code"] is None
    assert state.view(2)["me"]["code"] is None
    write_all(state)
    guess(state, WHITE, white_code)
    assert state.view(3)["teams"][WHITE]["rounds"][0]["code"] == white_code
    assert state.view(0)["me"]["code"] is None  # revealed: the notes show it now
    assert state.view(2)["teams"][BLACK]["rounds"][0]["code"] is None


def test_view_is_convenient_for_the_renderer() -> None:
    state = make(seats=4)
    view = state.view(2)
    assert view["me"] == {"seat": 2, "name": "Cy", "team": 0, "team_name": "White", "role": "decoder", "code": None}
    assert view["phase"] == "clues" and view["round"] == 1 and view["last_round"] == 8
    assert view["step"] == "White's encryptor Ann and Black's encryptor Bo are writing clues."
    assert view["to_act"] == [0, 1]
    assert view["log"][0] == "Teams — White: Ann & Cy; Black: Bo & Di."
    assert view["log"][1] == "Round 1: Ann encrypts for White; Bo encrypts for Black."
    json.dumps(view)


def test_views_during_random_games_hide_secrets() -> None:
    rng = random.Random(5)
    for seed in range(20):
        state = make(seats=rng.randint(3, 8), seed=seed, language=rng.choice(["en", "fi"]))
        while state.result() is None:
            for seat in [None, *range(len(state.seats))]:
                assert_view_hides_secrets(state, seat, state.view(seat))
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_the_assert_catches_a_leak() -> None:
    state = make()
    view = state.view(1)
    view["teams"][WHITE]["keywords"] = state.teams[WHITE].keywords
    with pytest.raises(AssertionError):
        assert_view_hides_secrets(state, 1, view)
    view = state.view(1)
    view["log"].append(f"psst: {state.teams[WHITE].keywords[2].upper()}")
    with pytest.raises(AssertionError):
        assert_view_hides_secrets(state, 1, view)
    view = state.view(1)
    view["teams"][WHITE]["rounds"][0]["code"] = [1, 2, 3]
    with pytest.raises(AssertionError):
        assert_view_hides_secrets(state, 1, view)


# ----- saving, bots, helpers ----------------------------------------------------------------------------------------
def test_tiebreak_states_round_trip() -> None:
    state = reach_keyword_tiebreak(seed=4, known_keywords=False)
    keyword_guess(state, WHITE, ["x", "", "", ""])
    loaded = pygames.load_game(json.loads(json.dumps(state.to_json())))
    assert loaded.to_json() == state.to_json()
    assert loaded.view(1) == state.view(1) and loaded.to_act() == state.to_act()


def test_there_are_no_bots() -> None:
    state = make()
    with pytest.raises(IllegalAction, match="no bots"):
        state.bot_action(0)


def test_spells_code() -> None:
    assert (
        spells_code("3-1-4", (3, 1, 4))
        and spells_code("x314y", (3, 1, 4))
        and spells_code("3 \u2013 1 \u2013 4", (3, 1, 4))
    )
    assert not spells_code("1-3-4", (3, 1, 4)) and not spells_code("53141", (3, 1, 4))
