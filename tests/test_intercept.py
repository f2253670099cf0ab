"""Intercept: the rules of shared/rules/intercept.md (rulebook seeds/002), case by case.

Tests drive the game through its public API only: situations come from a chance script (the keyword draw
"keywords", the code deck shuffles "codes") and real actions; what a person would read comes from their seat's view.
"""

from __future__ import annotations

import itertools
import json
import random
import re
from collections.abc import Sequence
from typing import Any

import pytest

import pygames
from pygames.core import BadOptions, Game, IllegalAction, MalformedAction, fold
from pygames.intercept.clues import Code, clue_problem, example_clues, normalise, spells_code
from pygames.intercept.game import Intercept
from pygames.intercept.model import ALL_CODES
from pygames.intercept.wordforms import is_form_of
from pygames.intercept.words import keyword_list

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
WHITE, BLACK = 0, 1
WHITE_KEYWORDS = ["tower", "river", "cloud", "star"]
BLACK_KEYWORDS = ["dog", "lemon", "piano", "rocket"]
FINNISH_KEYWORDS = ["järvi", "kynä", "kenkä", "keittiö", "bändi", "jää", "kipinä", "etsivä"]


# ----- helpers that build situations through options, chance scripts and actions --------------------------------
def deck_with(code: Code) -> list[list[int]]:
    """A shuffled code deck (as the "codes" script gives it) with ``code`` on top."""
    return [list(code)] + [list(c) for c in ALL_CODES if c != code]


def make(
    seats: int = 4,
    seed: int = 1,
    language: str = "en",
    teams: Any = None,
    keywords: Sequence[str] | None = (*WHITE_KEYWORDS, *BLACK_KEYWORDS),
    codes: Sequence[Code] = (),
) -> Intercept:
    """A new game. ``keywords``: the draw of the keyword screens (White's four, then Black's; with 3 players only the
    encrypting team's four), None for the seed's draw. ``codes``: the codes on top of the first decks dealt, in the
    order they are dealt (round 1 White, round 1 Black, round 2 White, …)."""
    options: dict[str, Any] = {"seats": [{"name": NAMES[i]} for i in range(seats)], "language": language}
    if teams is not None:
        options["teams"] = teams
    script: dict[str, list[Any]] = {"codes": [deck_with(code) for code in codes]}
    if keywords is not None:
        script["keywords"] = [list(keywords[:4]) if seats == 3 else list(keywords)]
    state = pygames.new_game("intercept", options, seed=seed, script=script)
    assert isinstance(state, Intercept)
    return state


def public(state: Game) -> dict[str, Any]:
    return state.view(None)


def team_of(state: Game, seat: int) -> int:
    return int(public(state)["seats"][seat]["team"])


def coding_teams(state: Game) -> list[int]:
    return [t["index"] for t in public(state)["teams"] if t["role"] == "coders"]


def encryptor(state: Game, team: int) -> int:
    return int(public(state)["teams"][team]["encryptor"])


def current_round(state: Game, team: int, seat: int | None = None) -> dict[str, Any]:
    round_view: dict[str, Any] = state.view(seat)["teams"][team]["rounds"][-1]
    return round_view


def code_of(state: Game, team: int) -> list[int]:
    """The code as the encryptor's own screen shows it."""
    code = state.view(encryptor(state, team))["me"]["code"]
    assert code is not None
    return list(code)


def keywords_of(state: Game, team: int) -> list[str]:
    """A team's keywords as its own players' screens show them."""
    seat = public(state)["teams"][team]["seats"][0]
    words = state.view(seat)["teams"][team]["keywords"]
    assert words is not None
    return list(words)


def wrong(code: list[int]) -> list[int]:
    return list(reversed(code))  # three distinct digits: reversed is always another code


def fresh_clues(state: Game, team: int) -> list[str]:
    # Letters for the round: a digit in a clue could be the digit it stands for, which the rules refuse.
    return [f"{'wb'[team]} clue {'abcdefghij'[public(state)['round']]}{letter}" for letter in "abc"]


def write(state: Game, team: int, clues: list[str] | None = None) -> None:
    state.apply(encryptor(state, team), {"type": "clues", "clues": clues or fresh_clues(state, team)})


def write_all(state: Game) -> None:
    for team in coding_teams(state):
        if not current_round(state, team)["clues_done"]:
            write(state, team)


def guess(state: Game, team: int, code: list[int]) -> None:
    seat = next(s for s in state.to_act() if team_of(state, s) == team)
    state.apply(seat, {"type": "guess", "code": code})


def play_round(
    state: Game,
    decodes: tuple[bool, bool] = (True, True),
    intercepts: tuple[bool, bool] = (False, False),
) -> None:
    """One whole round. decodes[t]: team t reads its own code right; intercepts[t]: team t intercepts the other's."""
    assert public(state)["phase"] == "clues"
    write_all(state)
    for team in coding_teams(state):
        code = code_of(state, team)
        guess(state, team, code if decodes[team] else wrong(code))
        view = public(state)
        if view["phase"] == "guess" and view["decoding"] == team:
            other = 1 - team
            guess(state, other, code if intercepts[other] else wrong(code))


def play_round_rest(state: Game) -> None:
    for team in (WHITE, BLACK):
        code = code_of(state, team)
        guess(state, team, code)
        view = public(state)
        if view["phase"] == "guess" and view["decoding"] == team:
            guess(state, 1 - team, wrong(code))


def keyword_guess(state: Game, team: int, words: list[str]) -> None:
    seat = next(s for s in state.to_act() if team_of(state, s) == team)
    state.apply(seat, {"type": "keyword_guess", "words": words})


def everything(state: Game) -> tuple[str, list[str]]:
    return json.dumps(state.to_json()), [json.dumps(state.view(s)) for s in [None, *range(len(state.seats))]]


def refused(state: Game, seat: int, action: Any, key: str) -> IllegalAction:
    """The action is refused with ``key`` and nothing changes."""
    before = everything(state)
    with pytest.raises(IllegalAction) as exc:
        state.apply(seat, action)
    assert exc.value.key == key, str(exc.value)
    assert everything(state) == before
    return exc.value


def event_keys(state: Game, seat: int | None = None) -> list[str]:
    return [e["key"].split(".", 1)[1] for e in state.view(seat)["events"]]


def events(state: Game, key: str, seat: int | None = None) -> list[dict[str, Any]]:
    return [e["args"] for e in state.view(seat)["events"] if e["key"] == f"intercept.{key}"]


def strings_in(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings_in(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings_in(v)]
    return []


# ----- the secrecy hooks tests/test_compliance.py and tests/test_secrecy.py run on random playouts -------------------
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
        current = state.current(me["team"])
        assert seat == current.encryptor and not current.revealed
    if seat is None:
        assert me is None
    tiebreak = view["tiebreak"]
    if tiebreak is not None and state.tiebreak is not None and None in state.tiebreak.guesses:
        for guesser in (0, 1):
            if team_of_seat != guesser:
                assert tiebreak["guesses"][guesser] is None


def counterfactual(state: Game, seat: int | None, rng: random.Random) -> Game | None:
    """The same game as ``seat`` saw it, with other hidden information: other keywords for every team the seat is not
    on, and another code for every code not yet revealed that the seat did not encrypt (its own team's included).
    Built from a chance script and a replay of the log; None when nothing is hidden or the replay is illegal (a clue
    that would use one of the new keywords or spell a new code)."""
    assert isinstance(state, Intercept)
    if state.phase in ("review", "over"):
        return None  # every screen is open and every code revealed
    own = None if seat is None else state.team_of[seat]
    script = state.chance.script_of_draws()
    drawn: list[str] = list(script["keywords"][0])
    unused = [w for w in keyword_list(state.options["language"]) if w not in drawn]
    fresh = iter(rng.sample(unused, len(drawn)))
    for i, team in enumerate(t for t in state.teams if t.encrypts):
        if team.index != own:
            drawn[4 * i : 4 * i + 4] = [next(fresh) for _ in range(4)]
    script["keywords"] = [drawn]
    decks = []
    for transmission, deck in zip(state.transmissions, script["codes"], strict=True):
        if not transmission.revealed and seat != transmission.encryptor:
            other = rng.choice([c for c in ALL_CODES if c != transmission.code])
            rest = [list(c) for c in ALL_CODES if c != other]
            rng.shuffle(rest)
            deck = [list(other), *rest]
        decks.append(deck)
    script["codes"] = decks
    other_game = pygames.new_game("intercept", state.options, state.seed, script=script)
    try:
        for s, action in state.log:
            other_game.apply(s, action)
    except IllegalAction:
        return None
    return other_game


# ----- info and options ----------------------------------------------------------------------------------------
def test_info() -> None:
    info = pygames.GAMES["intercept"]
    assert info["title"] == "Intercept"
    assert info["languages"] == ["en", "fi"]
    assert (info["min_seats"], info["max_seats"]) == (3, 8)
    assert info["bots"] is False and info["bot_levels"] == [] and info["secret_views"] is True
    assert info["default_seats"] == 4  # two teams of two: the setup screen starts there


def test_static_data_carries_the_limits_the_page_needs() -> None:
    assert make().static() == {
        "variant": "teams",
        "team_colours": ["white", "black"],
        "team_of": [0, 1, 0, 1],
        "last_round": 8,
        "keywords": 4,
        "clue_max_length": 80,
        "keyword_guess_max_length": 40,
        "timer_seconds": 30,
        "tokens_to_decide": 2,
        "code_length": 3,
        "codes": 24,
        "last_round_three": 5,
        "team_sizes": [2, 4],
    }
    assert make(seats=3).static()["last_round"] == 5 and make(seats=3).static()["variant"] == "three"


def test_default_teams_alternate_white_and_black() -> None:
    state = make(seats=5)
    assert [s["team"] for s in public(state)["seats"]] == [0, 1, 0, 1, 0]
    assert public(state)["teams"][WHITE]["seats"] == [0, 2, 4]
    assert public(state)["teams"][BLACK]["seats"] == [1, 3]
    assert events(state, "teams") == [{"white": [0, 2, 4], "black": [1, 3]}]


def test_teams_option_chooses_the_teams() -> None:
    state = make(seats=6, teams=[0, 0, 0, 1, 1, 1])
    assert public(state)["teams"][WHITE]["seats"] == [0, 1, 2]
    assert public(state)["teams"][BLACK]["seats"] == [3, 4, 5]


@pytest.mark.parametrize("text", ["WBBW", "w, b, b, w", "0110"])
def test_teams_option_as_typed_text(text: str) -> None:
    state = make(seats=4, teams=text)
    assert public(state)["teams"][WHITE]["seats"] == [0, 3]
    assert state.options["teams"] == [0, 1, 1, 0]
    assert pygames.load_game(state.to_json()).to_json() == state.to_json()


def test_empty_teams_option_is_the_default() -> None:
    assert public(make(seats=4, teams=""))["teams"][BLACK]["seats"] == [1, 3]
    assert public(make(seats=3, teams=""))["teams"][BLACK]["seats"] == [0]


@pytest.mark.parametrize(
    ("seats", "teams", "key"),
    [
        (4, [0, 0, 0, 1], "team_sizes"),
        (8, [0, 0, 0, 0, 0, 1, 1, 1], "team_sizes"),
        (4, [0, 1, 0], "teams_per_seat"),
        (4, [0, 1, 2, 1], "teams_values"),
        (4, [0, 1, True, 1], "teams_values"),
        (4, "alternate", "teams_letters"),
        (4, "WBW", "teams_per_seat"),
        (3, [0, 0, 0], "teams_three"),
    ],
)
def test_bad_teams_are_refused(seats: int, teams: Any, key: str) -> None:
    with pytest.raises(BadOptions) as exc:
        make(seats=seats, teams=teams)
    assert exc.value.key == f"intercept.{key}"


@pytest.mark.parametrize("count", [2, 9])
def test_seat_counts(count: int) -> None:
    with pytest.raises(BadOptions) as exc:
        pygames.new_game("intercept", {"seats": [{"name": f"P{i}"} for i in range(count)]}, seed=1)
    assert exc.value.key == "core.seat_count"


# ----- keywords and the word lists -----------------------------------------------------------------------------
@pytest.mark.parametrize("language", ["en", "fi"])
def test_keyword_lists_are_well_formed(language: str) -> None:
    from importlib import resources

    path = resources.files("pygames.intercept").joinpath("data", "words", f"{language}.txt")
    lines = path.read_text("utf-8").splitlines()
    assert len(lines) >= 440, language
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
        state = make(seed=seed, language=language, keywords=None)
        white, black = keywords_of(state, WHITE), keywords_of(state, BLACK)
        assert len(white) == len(black) == 4
        assert len(set(white + black)) == 8
        assert set(white + black) <= set(keyword_list(language))
        assert state.chance.draws[0] == ("keywords", white + black)  # one draw for both screens


def test_keywords_depend_on_the_seed_only() -> None:
    def drawn(seed: int) -> list[str]:
        return keywords_of(make(seed=seed, keywords=None), WHITE)

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
        for _ in range(8):
            if state.result() is not None:
                break
            play_round(state)
        decks = [tuple(map(tuple, deck)) for kind, deck in state.chance.draws if kind == "codes"]
        assert all(sorted(deck) == sorted(ALL_CODES) for deck in decks)  # the code went back before the shuffle
        assert len(set(decks)) == len(decks), "every round's deck is shuffled anew"
        white = [r["code"] for r in public(state)["teams"][WHITE]["rounds"]]
        assert white == [list(deck[0]) for deck in decks[0::2]]  # the code is the top of the deck
        repeats += sum(1 for a, b in itertools.pairwise(white) if a == b)
    assert repeats > 0, "the same code can be drawn in two rounds running"


def test_encryptors_rotate_through_each_team() -> None:
    state = make(seats=5)  # White 0, 2, 4; Black 1, 3
    seen = []
    for _ in range(4):
        seen.append((encryptor(state, WHITE), encryptor(state, BLACK)))
        play_round(state)
    assert seen == [(0, 1), (2, 3), (4, 1), (0, 3)]
    assert public(state)["seats"][0]["role"] == "decoder"
    assert public(state)["seats"][2]["role"] == "encryptor"
    assert events(state, "encryptor")[:2] == [{"round": 1, "seat": 0, "team": 0}, {"round": 1, "seat": 1, "team": 1}]


# ----- clues --------------------------------------------------------------------------------------------------
def test_both_encryptors_write_at_once() -> None:
    state = make()
    assert state.to_act() == [0, 1]
    assert [a["type"] for a in state.legal_actions(0)] == ["clues"]  # no timer before anyone has finished
    write(state, BLACK)
    assert state.to_act() == [0]
    assert public(state)["phase"] == "clues"
    assert events(state, "clues_written") == [{"seat": 1, "team": 1}]
    write(state, WHITE)
    assert public(state)["phase"] == "guess" and public(state)["decoding"] == WHITE


def test_legal_actions_offer_clues_that_pass_every_check() -> None:
    assert "hint" not in " ".join(example_clues("en", ["hint", "tower", "river", "cloud"], (1, 2, 3), set())).split()
    state = make()
    example = state.legal_actions(0)[0]
    assert example["type"] == "clues"
    state.apply(0, example)
    write(state, BLACK)
    play_round_rest(state)
    second = state.legal_actions(encryptor(state, WHITE))[0]
    assert not {normalise(c) for c in second["clues"]} & {normalise(c) for c in example["clues"]}


def test_time_up_records_missing_clues_as_empty() -> None:
    state = make()
    write(state, WHITE)
    assert state.view(1)["timer"] == {"seat": 1, "team": BLACK, "since_move": 1}
    assert {"type": "time_up"} in state.legal_actions(1)
    state.apply(1, {"type": "time_up"})
    assert public(state)["phase"] == "guess"
    assert events(state, "time_up") == [{"seat": 1, "team": 1, "blank": 3}]
    black = current_round(state, BLACK)
    assert black["clues"] == ["", "", ""] and black["timed_out"] is True


def test_time_up_keeps_the_clues_already_written() -> None:
    state = make()
    write(state, WHITE)
    state.apply(1, {"type": "time_up", "clues": ["moon", "", ""]})
    assert current_round(state, BLACK)["clues"] == ["moon", "", ""]
    assert events(state, "time_up")[0]["blank"] == 2
    play_round_rest(state)
    # "moon" is now one of Black's clues: it cannot come again.
    refused(state, encryptor(state, BLACK), {"type": "clues", "clues": ["Moon", "sea", "sky"]}, "intercept.clue_used")


def test_time_up_is_refused_before_the_clock_runs() -> None:
    refused(make(), 0, {"type": "time_up"}, "intercept.no_timer")


def test_time_up_still_checks_the_clues_it_carries() -> None:
    state = make()
    write(state, WHITE)
    error = refused(state, 1, {"type": "time_up", "clues": ["Lemon", "", ""]}, "intercept.clue_keyword")
    assert error.args_ == {"clue": 1, "keyword": "lemon", "word": "lemon"}


def test_three_player_game_has_no_timer() -> None:
    state = make(seats=3)
    assert state.to_act() == [1]
    assert public(state)["timer"] is None
    assert [a["type"] for a in state.legal_actions(1)] == ["clues"]
    refused(state, 1, {"type": "time_up"}, "intercept.no_timer")


@pytest.mark.parametrize(
    ("clues", "key", "args"),
    [
        (["", "sun", "sea"], "clue_empty", {"clue": 1}),
        (["sun", "   ", "sea"], "clue_empty", {"clue": 2}),
        (["Tower", "sun", "sea"], "clue_keyword", {"clue": 1, "keyword": "tower", "word": "tower"}),
        (["the old TOWER of pisa", "sun", "sea"], "clue_keyword", {"clue": 1, "keyword": "tower", "word": "tower"}),
        (["sun", "sea", "hot-river"], "clue_keyword", {"clue": 3, "keyword": "river", "word": "river"}),
        (["3-1-4", "sun", "sea"], "clue_code", {"clue": 1}),
        (["sun", "pi is 314", "sea"], "clue_code", {"clue": 2}),
        (["sun", "sea", "3 1 4"], "clue_code", {"clue": 3}),
        (["sun", "sea", "3.1.4"], "clue_code", {"clue": 3}),
        (["sun", "sea", "sun"], "clues_same", {"first": 1, "second": 3}),
        (["sun", "Sea!", "sea"], "clues_same", {"first": 2, "second": 3}),
        (["sun", "sea", "x" * 81], "clue_too_long", {"clue": 3, "max": 80}),
        (["sun", "sea"], "clue_count", {"count": 3}),
        (["sun", "sea", "sky", "moon"], "clue_count", {"count": 3}),
    ],
)
def test_clue_checks(clues: list[str], key: str, args: dict[str, Any]) -> None:
    state = make(codes=[(3, 1, 4)])
    assert code_of(state, WHITE) == [3, 1, 4]
    assert refused(state, 0, {"type": "clues", "clues": clues}, f"intercept.{key}").args_ == args


# The rulebook (shared/seeds/002): "never say the code on the card aloud". White's code is 3-1-4 in these cases.
@pytest.mark.parametrize(
    ("clues", "key", "args"),
    [
        (["3", "1", "4"], "clue_digit", {"clue": 1, "digit": 3}),  # the code read out one digit per clue
        (["sun", "number 1", "sea"], "clue_digit", {"clue": 2, "digit": 1}),
        (["sun", "sea", "four"], "clue_digit", {"clue": 3, "digit": 4}),
        (["sun", "sea", "Four Seasons"], "clue_digit", {"clue": 3, "digit": 4}),
        (["kolme", "sun", "sea"], "clue_digit", {"clue": 1, "digit": 3}),  # any keyword language's number words
        (["sun", "sea", "neljän tuulen tupa"], "clue_digit", {"clue": 3, "digit": 4}),
        (["sun", "ykkönen", "sea"], "clue_digit", {"clue": 2, "digit": 1}),
        (["3rd", "sun", "sea"], "clue_digit", {"clue": 1, "digit": 3}),
        (["sun", "2", "sea"], "clue_number", {"clue": 2}),  # a keyword's number is its place on the screen
        (["sun", "sea", "No. 1"], "clue_number", {"clue": 3}),
    ],
)
def test_a_clue_may_not_say_the_code(clues: list[str], key: str, args: dict[str, Any]) -> None:
    state = make(codes=[(3, 1, 4)])
    assert refused(state, 0, {"type": "clues", "clues": clues}, f"intercept.{key}").args_ == args


# "Never refer to the spelling (K for cursed), the number of letters (9, or 9 letters, for scorpion)": White's
# keywords are tower, river, cloud, star and its code 3-1-4, so the clues stand for cloud, tower and star.
@pytest.mark.parametrize(
    "clues",
    [
        ["5", "sun", "sea"],  # cloud has five letters
        ["five letters", "sun", "sea"],
        ["sun", "5 letters", "sea"],  # tower too
        ["C", "sun", "sea"],  # cloud's first letter
        ["sun", "sea", "rats"],  # star spelt backwards
        ["could", "sun", "sea"],  # cloud's letters shuffled
    ],
)
def test_a_clue_may_not_point_at_how_its_keyword_is_written(clues: list[str]) -> None:
    state = make(codes=[(3, 1, 4)])
    refused(state, 0, {"type": "clues", "clues": clues}, "intercept.clue_spelling")


# "Never use the keywords": not inflected or in a compound either (issue 13: juices; kissan, kissanpentu).
@pytest.mark.parametrize(
    ("language", "keyword", "clue", "word"),
    [
        ("en", "juice", "fresh juices", "juices"),
        ("en", "juice", "juiced up", "juiced"),
        ("en", "judge", "judging", "judging"),
        ("en", "cherry", "cherries", "cherries"),
        ("en", "knife", "knives out", "knives"),
        ("en", "drum", "drumming", "drumming"),
        ("en", "butter", "butterfly", "butterfly"),
        ("en", "apple", "pineapple", "pineapple"),
        ("en", "horse", "seahorses", "seahorses"),
        ("fi", "kissa", "kissan", "kissan"),
        ("fi", "kissa", "kissanpentu", "kissanpentu"),
        ("fi", "kissa", "villakissa", "villakissa"),
        ("fi", "kissa", "kissoja", "kissoja"),
        ("fi", "kissa", "kissoillekin", "kissoillekin"),
        ("fi", "pöytä", "pöydällä", "pöydällä"),
        ("fi", "pöytä", "pöydänjalka", "pöydänjalka"),
        ("fi", "kenkä", "kengässä", "kengässä"),
        ("fi", "hevonen", "hevoselle", "hevoselle"),
        ("fi", "avain", "avaimet", "avaimet"),
        ("fi", "käsi", "kädessä", "kädessä"),
        ("fi", "talo", "kivitalon", "kivitalon"),
        ("fi", "jää", "jäällä", "jäällä"),
        ("fi", "jää", "JÄÄTÄ", "jäätä"),
        ("fi", "järvi", "järven ranta", "järven"),
    ],
)
def test_no_form_of_a_keyword_is_a_clue(language: str, keyword: str, clue: str, word: str) -> None:
    others = [k for k in (FINNISH_KEYWORDS if language == "fi" else [*WHITE_KEYWORDS, *BLACK_KEYWORDS]) if k != keyword]
    state = make(language=language, keywords=[keyword, *others[:7]])
    error = refused(state, 0, {"type": "clues", "clues": [clue, "aurinko", "meri"]}, "intercept.clue_keyword")
    assert error.args_ == {"clue": 1, "keyword": keyword, "word": word}


@pytest.mark.parametrize(
    ("keyword", "clue"),
    [
        ("talo", "talous"),  # economy, not houses
        ("kuu", "kuukausi"),  # short keywords take endings only: kuun, kuussa, not every word that begins kuu-
        ("puu", "puuro"),
        ("suo", "suomalainen"),
        ("kana", "kani"),  # a stem alone is no word: rabbit, not hen
        ("pulla", "pullo"),
        ("leija", "leijona"),
        ("tikka", "mustikka"),
        ("kirja", "kirjasto"),  # a derivation, not the book itself
        ("lautta", "lautanen"),
        ("kenkä", "kenguru"),
        ("keittiö", "keitto"),
        ("matto", "mato"),
    ],
)
def test_ordinary_finnish_clues_pass(keyword: str, clue: str) -> None:
    others = [k for k in FINNISH_KEYWORDS if k != keyword]
    state = make(language="fi", keywords=[keyword, *others[:7]])
    write(state, WHITE, [clue, "aurinko", "meri"])
    assert current_round(state, WHITE, seat=0)["clues"] == [clue, "aurinko", "meri"]


def test_a_finnish_keyword_is_found_only_where_voikko_sees_it() -> None:
    """Over every pair of the Finnish keyword list, a word counts as a form of a keyword only where Voikko (the Finnish
    spelling and morphology library the word-list tests use) finds that keyword among the word's parts."""
    import libvoikko  # a test dependency (pyproject's test extra and Debian's voikko-fi)

    voikko = libvoikko.Voikko("fi")
    words = keyword_list("fi")
    found = wrong = 0
    for word in words:
        parts = set()
        for analysis in voikko.analyze(word):
            parts.add(analysis.get("BASEFORM"))
            for base in re.findall(r"\(([^)]*)\)", analysis.get("WORDBASES", "")):
                parts |= {base, *base.split("=")}
        for keyword in words:
            if keyword != word and is_form_of("fi", keyword, word):
                found += 1
                wrong += keyword not in parts
    assert wrong == 0
    assert found > 50  # hevosenkenkä holds hevonen and kenkä, lumiukko lumi, …


# The rulebook's own example (shared/seeds/002, Finnish): White's screen MUSTA, SUDENKORENTO, COCKTAIL, SOMBRERO and
# Black's ANTIIKKI, LUU, AAMU, PAINAJAINEN. Its clues are legal; its examples of what is not are refused.
RULEBOOK_WHITE = ["musta", "sudenkorento", "cocktail", "sombrero"]
RULEBOOK_BLACK = ["antiikki", "luu", "aamu", "painajainen"]


@pytest.mark.parametrize(
    ("keywords", "code", "clues", "used"),
    [
        (RULEBOOK_WHITE, (4, 2, 1), ["Meksiko", "hyönteinen", "kauhu"], []),
        (RULEBOOK_WHITE, (3, 4, 2), ["illanvietto", "päivänvarjo", "Odonata"], ["meksiko", "hyönteinen", "kauhu"]),
        (RULEBOOK_BLACK, (4, 3, 2), ["yö", "päivänkoitto", "koira"], []),
        (RULEBOOK_BLACK, (2, 3, 4), ["ruumiinrakenne", "nousu", "Freddy"], ["yö", "päivänkoitto", "koira"]),
        (RULEBOOK_WHITE, (4, 3, 2), ["amigos", "1600-luvun kroatialaiset runoilijat", "Freddy"], []),
    ],
)
def test_the_rulebooks_clues_pass(keywords: list[str], code: Code, clues: list[str], used: list[str]) -> None:
    assert clue_problem(clues, keywords, code, used, False, "fi") is None


@pytest.mark.parametrize(
    ("keywords", "code", "clues", "refusal"),
    [
        # "K as a clue for kirottu", "9 or 9 letters as a clue for skorpioni": spelling and letter count
        (["kirottu", "luu", "aamu", "skorpioni"], (1, 3, 2), ["K", "nousu", "yö"], ("clue_spelling", {"clue": 1})),
        (["kirottu", "luu", "aamu", "skorpioni"], (4, 3, 2), ["9", "nousu", "yö"], ("clue_spelling", {"clue": 1})),
        (
            ["kirottu", "luu", "aamu", "skorpioni"],
            (4, 3, 2),
            ["9 kirjainta", "yö", "x"],
            ("clue_spelling", {"clue": 1}),
        ),
        # "never use the keywords, not even for another keyword"
        (
            RULEBOOK_WHITE,
            (4, 2, 1),
            ["mustaa kahvia", "yö", "x"],
            ("clue_keyword", {"clue": 1, "keyword": "musta", "word": "mustaa"}),
        ),
        # "never say the code on the card aloud"
        (RULEBOOK_WHITE, (4, 2, 1), ["4", "2", "1"], ("clue_digit", {"clue": 1, "digit": 4})),
        (RULEBOOK_WHITE, (4, 2, 1), ["nelonen", "kakkonen", "ykkönen"], ("clue_digit", {"clue": 1, "digit": 4})),
        (RULEBOOK_WHITE, (4, 2, 1), ["4.2.1", "yö", "x"], ("clue_code", {"clue": 1})),
    ],
)
def test_the_rulebooks_forbidden_clues_are_refused(
    keywords: list[str], code: Code, clues: list[str], refusal: tuple[str, dict[str, Any]]
) -> None:
    assert clue_problem(clues, keywords, code, [], False, "fi") == refusal


def test_finnish_letters_are_not_folded() -> None:
    """jää (ice) and jaa (share) are different words: ä is a letter of its own in Finnish, not an accented a."""
    state = make(language="fi", keywords=FINNISH_KEYWORDS)
    error = refused(state, 0, {"type": "clues", "clues": ["aurinko", "JÄRVI", "meri"]}, "intercept.clue_keyword")
    assert error.args_ == {"clue": 2, "keyword": "järvi", "word": "järvi"}
    # White's keywords are järvi, kynä, kenkä, keittiö: none of these is one of them, folded or not.
    write(state, WHITE, ["jarvi", "kyna", "kenka"])
    assert current_round(state, WHITE, seat=0)["clues"] == ["jarvi", "kyna", "kenka"]


def test_a_finnish_clue_is_another_clue_with_other_letters() -> None:
    state = make(language="fi", keywords=FINNISH_KEYWORDS)
    write(state, WHITE, ["tee", "sää", "yö"])
    write(state, BLACK, ["maa", "taivas", "tuli"])
    play_round_rest(state)
    write(state, WHITE, ["saa", "tee ja kahvi", "yöt"])  # "saa" is not "sää"
    refused(state, encryptor(state, BLACK), {"type": "clues", "clues": ["MAA", "x", "y"]}, "intercept.clue_used")


@pytest.mark.parametrize(
    "clues",
    [
        ["sun", "moon", "sky"],
        ["a whole sentence, with commas", "sun", "sea"],
        ["4-2", "2 and 4", "year 1314"],  # other digits, a longer number: not the digit the clue stands for
        ["Seven Samurai", "Three Kings", "Two Ronnies"],  # numbers that are not the clue's own digit
        ["Apollo 11", "Catch-22", "Ocean's Eleven"],
        ["Rome", "party", "start"],  # a keyword's letters inside another word: star, in start
        ["ivory", "rivet", "derivative"],
        ["flowerpot", "towel", "stare"],
        ["water", "bread", "X marks the spot"],  # one letter, but not the first letter of star
    ],
)
def test_ordinary_clues_pass(clues: list[str]) -> None:
    state = make(codes=[(3, 1, 4)])
    state.apply(0, {"type": "clues", "clues": clues})
    assert current_round(state, WHITE, seat=0)["clues"] == clues


def test_the_other_teams_keyword_is_a_legal_clue() -> None:
    state = make()
    write(state, WHITE, ["dog", "sun", "sea"])  # White cannot know Black's keywords
    assert current_round(state, WHITE, seat=0)["clues"] == ["dog", "sun", "sea"]


@pytest.mark.parametrize(
    ("action", "key"),
    [
        ({"type": "clues"}, "core.missing_field"),
        ({"type": "clues", "clues": "sun sea sky"}, "core.wrong_kind"),
        ({"type": "clues", "clues": ["sun", "sea", 3]}, "core.wrong_kind"),
        ({"type": "clues", "clues": ["sun", "sea", "sky"], "extra": 1}, "core.extra_field"),
        ({"type": "guess", "code": [1, 2, 3]}, "core.not_now"),
    ],
)
def test_malformed_clues_are_refused(action: dict[str, Any], key: str) -> None:
    error = refused(make(), 0, action, key)
    assert isinstance(error, MalformedAction) == (key != "core.not_now")


def test_a_team_never_uses_a_clue_twice() -> None:
    state = make()
    write(state, WHITE, ["Eiffel landmark", "sun", "sea"])
    write(state, BLACK, ["moon", "sun", "sea"])  # the other team's clues do not count
    play_round_rest(state)
    white = encryptor(state, WHITE)
    action = {"type": "clues", "clues": ["eiffel  LANDMARK!", "sky", "wind"]}
    assert refused(state, white, action, "intercept.clue_used").args_ == {"clue": 1, "text": "eiffel  LANDMARK!"}
    refused(state, white, {"type": "clues", "clues": ["Sún", "sky", "wind"]}, "intercept.clue_used")
    write(state, WHITE, ["sky", "wind", "rain"])


def test_only_the_encryptor_writes_clues() -> None:
    state = make(seats=6)
    # Seat 2 is on White but not this round's encryptor, so it is not asked to act at all.
    refused(state, 2, {"type": "clues", "clues": ["sun", "sea", "sky"]}, "core.not_your_turn")


def test_clues_become_public_when_both_encryptors_have_finished() -> None:
    state = make()
    write(state, WHITE, ["sun", "sea", "sky"])
    assert current_round(state, WHITE, seat=0)["clues"] == ["sun", "sea", "sky"]
    assert events(state, "clues_written", seat=0) == [{"seat": 0, "team": 0, "clues": ["sun", "sea", "sky"]}]
    for seat in (None, 1, 2, 3):  # not even White's decoder reads them before they are read aloud
        assert current_round(state, WHITE, seat)["clues"] is None
        assert current_round(state, WHITE, seat)["clues_done"] is True
        assert events(state, "clues_written", seat) == [{"seat": 0, "team": 0}]
    write(state, BLACK)
    assert current_round(state, WHITE)["clues"] == ["sun", "sea", "sky"]
    read = events(state, "clues_read")
    assert [(r["team"], r["seat"], r["clues"]) for r in read] == [
        (0, 0, ["sun", "sea", "sky"]),
        (1, 1, ["b clue ba", "b clue bb", "b clue bc"]),
    ]


# ----- guessing ----------------------------------------------------------------------------------------------
def test_round_one_has_no_interception() -> None:
    state = make(seats=6)  # White 0, 2, 4; Black 1, 3, 5
    write_all(state)
    assert state.to_act() == [2, 4]  # White decodes; White's encryptor (0) and Black wait
    assert current_round(state, WHITE)["guessing_teams"] == [WHITE]
    refused(state, 1, {"type": "guess", "code": code_of(state, WHITE)}, "core.not_your_turn")
    guess(state, WHITE, code_of(state, WHITE))
    assert public(state)["decoding"] == BLACK
    assert state.to_act() == [3, 5]
    guess(state, BLACK, code_of(state, BLACK))
    assert public(state)["round"] == 2
    assert [t["interceptions"] for t in public(state)["teams"]] == [0, 0]
    assert "intercept_guess" not in event_keys(state)


def test_the_encryptor_takes_no_part_in_decoding() -> None:
    state = make()
    play_round(state)
    write_all(state)
    assert encryptor(state, WHITE) == 2
    assert 2 not in state.to_act() and {0, 1, 3} <= set(state.to_act())  # Black's encryptor may intercept
    refused(state, 2, {"type": "guess", "code": [1, 2, 3]}, "core.not_your_turn")


@pytest.mark.parametrize(
    ("code", "key"),
    [
        ([1, 1, 2], "intercept.code_repeats"),
        ([1, 2, 5], "intercept.code_digit"),
        ([0, 2, 3], "intercept.code_digit"),
        ([1, 2], "intercept.code_length"),
        ([1, 2, 3, 4], "intercept.code_length"),
        ("123", "core.wrong_kind"),
        ([True, 2, 3], "core.wrong_kind"),
        ([1.0, 2, 3], "core.wrong_kind"),
        (None, "core.wrong_kind"),
    ],
)
def test_bad_guesses_are_refused(code: Any, key: str) -> None:
    state = make()
    write_all(state)
    refused(state, 2, {"type": "guess", "code": code}, key)


def test_a_team_guesses_once() -> None:
    state = make(seats=6)
    play_round(state)
    write_all(state)
    guess(state, BLACK, [1, 2, 3])
    assert not any(team_of(state, s) == BLACK for s in state.to_act())
    refused(state, 1, {"type": "guess", "code": [2, 1, 3]}, "core.not_your_turn")


def test_interception_and_miscommunication_tokens() -> None:
    state = make()
    play_round(state)
    write_all(state)
    white_code = code_of(state, WHITE)
    guess(state, BLACK, white_code)  # Black intercepts
    guess(state, WHITE, wrong(white_code))  # and White misreads its own code
    teams = public(state)["teams"]
    assert (teams[BLACK]["interceptions"], teams[WHITE]["miscommunications"]) == (1, 1)
    assert events(state, "code_revealed")[-1] == {"team": 0, "round": 2, "code": white_code}
    assert events(state, "intercept_guess")[-1] == {"team": 1, "whose": 0, "guess": white_code, "intercepted": True}
    assert events(state, "decode_guess")[-1] == {"team": 0, "guess": wrong(white_code), "right": False}
    assert events(state, "interception") == [{"team": 1, "whose": 0, "tokens": 1}]
    assert events(state, "miscommunication") == [{"team": 0, "tokens": 1}]
    black_code = code_of(state, BLACK)
    guess(state, WHITE, wrong(black_code))  # a wrong interception costs nothing
    guess(state, BLACK, black_code)  # a right decode earns nothing
    teams = public(state)["teams"]
    assert [(t["interceptions"], t["miscommunications"]) for t in teams] == [(0, 1), (1, 0)]
    assert [p["score"] for p in public(state)["players"]] == [-1.0, 1.0, -1.0, 1.0]
    assert events(state, "round_ended")[-1] == {
        "round": 2,
        "white_interceptions": 0,
        "white_miscommunications": 1,
        "black_interceptions": 1,
        "black_miscommunications": 0,
    }


def test_both_tokens_for_one_team_in_one_round() -> None:
    state = make()
    play_round(state)
    play_round(state, decodes=(False, True), intercepts=(True, False))
    white = public(state)["teams"][WHITE]
    assert (white["interceptions"], white["miscommunications"]) == (1, 1)
    assert state.result() is None and public(state)["round"] == 3


def test_guesses_stay_hidden_from_the_other_team_until_the_reveal() -> None:
    state = make()
    play_round(state)
    write_all(state)
    guess(state, BLACK, [1, 2, 3])
    for seat in (1, 3):
        assert current_round(state, WHITE, seat)["guesses"][BLACK] == [1, 2, 3]
        assert events(state, "guessed", seat)[-1] == {"seat": 1, "team": 1, "whose": 0, "code": [1, 2, 3]}
    for seat in (None, 0, 2):
        assert current_round(state, WHITE, seat)["guesses"][BLACK] is None
        assert events(state, "guessed", seat)[-1] == {"seat": 1, "team": 1, "whose": 0}
    assert current_round(state, WHITE, 0)["guessed"] == [False, True]
    guess(state, WHITE, [3, 2, 1])
    for seat in (None, 0, 1, 2, 3):
        assert state.view(seat)["teams"][WHITE]["rounds"][-1]["guesses"] == [[3, 2, 1], [1, 2, 3]]


def test_notes_file_clues_under_keyword_numbers_after_the_reveal() -> None:
    state = make(codes=[(4, 2, 1)])
    write(state, WHITE, ["Mexico", "insect", "horror"])  # the rulebook's example
    write(state, BLACK)
    assert public(state)["teams"][WHITE]["notes"] == [[], [], [], []]
    guess(state, WHITE, [4, 2, 1])
    notes = public(state)["teams"][WHITE]["notes"]
    assert notes == [
        [{"round": 1, "clue": "horror"}],
        [{"round": 1, "clue": "insect"}],
        [],
        [{"round": 1, "clue": "Mexico"}],
    ]
    assert public(state)["teams"][WHITE]["rounds"][0]["code"] == [4, 2, 1]


# ----- the end ---------------------------------------------------------------------------------------------------
def outcome(state: Game) -> tuple[str, dict[str, Any]]:
    result = state.result()
    assert result is not None
    return result["outcome"]["key"], result["outcome"]["args"]


def test_two_interceptions_win() -> None:
    state = make()
    play_round(state)
    play_round(state, intercepts=(True, False))
    assert state.result() is None
    play_round(state, intercepts=(True, False))
    result = state.result()
    assert result is not None
    assert result["winners"] == [0, 2]
    assert outcome(state) == ("intercept.two_interceptions", {"team": 0})
    assert result["scores"] == [2.0, 0.0, 2.0, 0.0]
    assert state.to_act() == [] and public(state)["phase"] == "over"
    assert events(state, "game_over") == [{"team": 0, "shared": False}]


def test_two_miscommunications_lose_at_the_end_of_the_round() -> None:
    state = make()
    play_round(state, decodes=(False, True))
    write_all(state)
    guess(state, WHITE, wrong(code_of(state, WHITE)))
    guess(state, BLACK, wrong(code_of(state, WHITE)))
    assert public(state)["teams"][WHITE]["miscommunications"] == 2
    assert state.result() is None and public(state)["decoding"] == BLACK  # Black's code is still played this round
    guess(state, BLACK, code_of(state, BLACK))
    guess(state, WHITE, wrong(code_of(state, BLACK)))
    result = state.result()
    assert result is not None and result["winners"] == [1, 3]
    assert outcome(state) == ("intercept.two_miscommunications", {"team": 0, "winner": 1})


def test_win_and_loss_pointing_the_same_way_decide() -> None:
    state = make()
    play_round(state, decodes=(True, False))
    play_round(state, intercepts=(True, False))
    play_round(state, decodes=(True, False), intercepts=(True, False))  # White's 2nd interception, Black's 2nd miss
    assert outcome(state) == ("intercept.two_interceptions", {"team": 0})


def test_both_teams_second_interception_in_one_round_goes_to_the_score() -> None:
    state = make()
    play_round(state)
    play_round(state, intercepts=(True, True))
    play_round(state, decodes=(False, True), intercepts=(True, True))
    result = state.result()
    assert result is not None and result["winners"] == [1, 3]
    assert outcome(state) == ("intercept.higher_score", {"team": 1, "white": 1, "black": 2})
    assert events(state, "tie_break") == [{"why": "both_ways", "round": 3}]


def test_both_teams_second_miscommunication_in_one_round_goes_to_the_score() -> None:
    state = make()
    play_round(state, decodes=(False, False))
    play_round(state, decodes=(False, False), intercepts=(True, False))
    assert outcome(state) == ("intercept.higher_score", {"team": 0, "white": -1, "black": -2})
    assert state.result()["reason"] == "tie-break: team 0 has the higher score (White -1, Black -2)"  # type: ignore[index]


def test_win_and_loss_of_one_team_at_once_is_a_tie_break() -> None:
    state = make()
    play_round(state, decodes=(False, True))
    play_round(state, intercepts=(True, False))
    play_round(state, decodes=(False, True), intercepts=(True, False))
    white = public(state)["teams"][WHITE]
    assert (white["interceptions"], white["miscommunications"]) == (2, 2)
    assert public(state)["phase"] == "keywords"  # score 0 to 0
    assert events(state, "tie_break") == [{"why": "both_ways", "round": 3}]
    assert events(state, "scores_level") == [{"white": 0, "black": 0}]


def test_the_game_ends_after_round_eight() -> None:
    state = make()
    for _ in range(7):
        play_round(state)
        assert state.result() is None
    play_round(state, decodes=(False, True))
    assert public(state)["round"] == 8
    assert outcome(state) == ("intercept.higher_score", {"team": 1, "white": -1, "black": 0})
    assert events(state, "tie_break") == [{"why": "no_winner", "round": 8}]


def reach_keyword_tiebreak(
    seed: int = 1, keywords: Sequence[str] | None = (*WHITE_KEYWORDS, *BLACK_KEYWORDS), language: str = "en"
) -> Game:
    state = make(seed=seed, keywords=keywords, language=language)
    for _ in range(8):
        play_round(state)
    assert public(state)["phase"] == "keywords" and state.result() is None
    return state


def test_keyword_tiebreak_counts_right_guesses_ignoring_case_accents_and_spaces() -> None:
    state = reach_keyword_tiebreak()
    assert sorted(state.to_act()) == [0, 1, 2, 3]
    keyword_guess(state, WHITE, ["  DOG ", "", "", "rocket"])  # 2 right
    assert state.view(1)["tiebreak"]["guesses"][WHITE] is None
    assert state.view(2)["tiebreak"]["guesses"][WHITE] == ["DOG", "", "", "rocket"]
    assert state.view(0)["teams"][BLACK]["keywords"] is None  # White is still guessing them
    keyword_guess(state, BLACK, ["Tówer", "rivers", "cloud", "stars"])  # 2 right, 2 near misses
    assert public(state)["phase"] == "review"
    assert state.to_act() == [0, 2]  # only White has near misses at its keywords to judge
    assert public(state)["tiebreak"]["near_misses"] == [[2, 4], []]  # by owner
    assert public(state)["teams"][BLACK]["keywords"] == BLACK_KEYWORDS  # the review opens every screen
    assert events(state, "keywords_compared")[1] == {
        "team": 1,
        "owner": 0,
        "guesses": ["Tówer", "rivers", "cloud", "stars"],
        "keywords": WHITE_KEYWORDS,
        "near_misses": [2, 4],
    }
    assert state.legal_actions(0) == [{"type": "accept", "positions": p} for p in ([], [2], [4], [2, 4])]
    state.apply(0, {"type": "accept", "positions": [4]})
    result = state.result()
    assert result is not None and result["winners"] == [1, 3]
    assert outcome(state) == ("intercept.more_keywords", {"team": 1, "white": 2, "black": 3})


def test_finnish_keyword_guesses_keep_their_letters() -> None:
    """White's keywords are järvi, kynä, kenkä, keittiö: "jarvi" is another word, a near miss its owners may accept."""
    state = reach_keyword_tiebreak(keywords=FINNISH_KEYWORDS, language="fi")
    keyword_guess(state, WHITE, ["", "", "", ""])
    keyword_guess(state, BLACK, ["JÄRVI", "kyna", "", ""])
    assert public(state)["tiebreak"]["near_misses"] == [[2], []]


def test_near_miss_accepted_by_the_owners() -> None:
    state = reach_keyword_tiebreak()
    keyword_guess(state, WHITE, ["dog", "lemons", "piano", ""])
    keyword_guess(state, BLACK, ["tower", "river", "cloud", "stars"])
    assert state.to_act() == [0, 1, 2, 3]
    refused(state, 1, {"type": "accept", "positions": [4]}, "intercept.not_near_miss")
    refused(state, 1, {"type": "accept", "positions": [2, 2]}, "intercept.accept_twice")
    refused(state, 1, {"type": "accept", "positions": "2"}, "core.wrong_kind")
    state.apply(1, {"type": "accept", "positions": [2]})  # Black accepts "lemons"
    assert events(state, "near_misses_accepted") == [{"team": 1, "positions": [2], "count": 1}]
    state.apply(0, {"type": "accept", "positions": []})  # White refuses "stars"
    result = state.result()
    assert result is not None and result["winners"] == [0, 1, 2, 3]
    assert outcome(state) == ("intercept.shared_win", {"white": 3, "black": 3})
    assert public(state)["tiebreak"]["hits"] == [3, 3]
    assert events(state, "game_over") == [{"team": None, "shared": True}]


def test_shared_win_when_everything_is_level() -> None:
    state = reach_keyword_tiebreak()
    keyword_guess(state, WHITE, ["", "", "", ""])
    keyword_guess(state, BLACK, ["", "", "", ""])
    result = state.result()
    assert result is not None and result["winners"] == [0, 1, 2, 3]
    assert result["scores"] == [0.0, 0.0, 0.0, 0.0]


@pytest.mark.parametrize(
    ("words", "key"),
    [
        (["a", "b", "c"], "intercept.keyword_count"),
        (["a", "b", "c", 4], "core.wrong_kind"),
        (["x" * 41, "", "", ""], "intercept.keyword_too_long"),
    ],
)
def test_bad_keyword_guesses_are_refused(words: Any, key: str) -> None:
    refused(reach_keyword_tiebreak(), 0, {"type": "keyword_guess", "words": words}, key)


def test_all_keywords_are_shown_at_the_end() -> None:
    state = make()
    play_round(state)
    play_round(state, intercepts=(True, False))
    play_round(state, intercepts=(True, False))
    view = public(state)
    assert view["teams"][WHITE]["keywords"] == WHITE_KEYWORDS
    assert view["teams"][BLACK]["keywords"] == BLACK_KEYWORDS
    assert view["result"]["winners"] == [0, 2]


# ----- the 3-player variant --------------------------------------------------------------------------------------
def test_three_player_layout() -> None:
    state = make(seats=3)
    teams = public(state)["teams"]
    assert teams[WHITE]["seats"] == [1, 2] and teams[BLACK]["seats"] == [0]
    assert teams[BLACK]["role"] == "interceptor" and teams[BLACK]["keyword_count"] == 0
    assert state.chance.draws[0] == ("keywords", WHITE_KEYWORDS)  # one screen: four keywords drawn
    view = state.view(0)
    assert view["me"]["role"] == "interceptor"
    assert view["teams"][WHITE]["keywords"] is None
    assert events(state, "three_players") == [{"team": 0, "coders": [1, 2], "interceptor": 0}]
    other = public(make(seats=3, teams=[0, 1, 1]))["teams"]
    assert other[BLACK]["role"] == "coders" and other[WHITE]["role"] == "interceptor"


def test_three_player_encryptor_and_decoder_alternate() -> None:
    state = make(seats=3)
    roles = []
    for _ in range(3):
        write_all(state)
        roles.append((encryptor(state, WHITE), state.to_act()))
        code = code_of(state, WHITE)
        guess(state, WHITE, code)
        if public(state)["phase"] == "guess":
            guess(state, BLACK, wrong(code))
    assert roles == [(1, [2]), (2, [0, 1]), (1, [0, 2])]  # round 1: no interceptor guess


def test_three_player_tokens_for_interceptions_and_failed_decodes() -> None:
    state = make(seats=3)
    play_round(state, decodes=(False, True))  # a failed decode gives the interceptor a token
    teams = public(state)["teams"]
    assert teams[BLACK]["interceptions"] == 1
    assert teams[WHITE]["miscommunications"] == 0  # the team never takes miscommunication tokens
    assert events(state, "decode_token") == [{"team": 1, "whose": 0, "tokens": 1}]
    assert events(state, "round_ended_three") == [{"round": 1, "tokens": 1}]
    play_round(state, intercepts=(False, True))
    result = state.result()
    assert result is not None
    assert result["winners"] == [0]
    assert outcome(state) == ("intercept.interceptor_won", {"seat": 0, "team": 1, "tokens": 2, "round": 2})
    assert result["scores"] == [2.0, 0.0, 0.0]


def test_three_player_two_tokens_in_one_round() -> None:
    state = make(seats=3)
    play_round(state)
    play_round(state, decodes=(False, True), intercepts=(False, True))
    result = state.result()
    assert result is not None and result["winners"] == [0]
    assert public(state)["teams"][BLACK]["interceptions"] == 2


def test_three_player_team_wins_after_round_five() -> None:
    state = make(seats=3)
    for round_number in range(1, 6):
        assert state.result() is None and public(state)["round"] == round_number
        play_round(state, intercepts=(False, round_number == 3))
    result = state.result()
    assert result is not None
    assert result["winners"] == [1, 2]
    assert outcome(state) == ("intercept.team_held", {"team": 0, "tokens": 2, "rounds": 5})
    assert result["scores"] == [1.0, 4.0, 4.0]


def test_three_player_token_in_round_five_still_counts() -> None:
    state = make(seats=3)
    play_round(state, decodes=(False, True))
    for _ in range(3):
        play_round(state)
    play_round(state, intercepts=(False, True))
    result = state.result()
    assert result is not None and result["winners"] == [0] and public(state)["round"] == 5


# ----- views -------------------------------------------------------------------------------------------------------
def test_views_show_own_keywords_only() -> None:
    state = make(seats=4)
    for seat in range(4):
        view = state.view(seat)
        own = team_of(state, seat)
        assert view["teams"][own]["keywords"] == [WHITE_KEYWORDS, BLACK_KEYWORDS][own]
        assert view["teams"][1 - own]["keywords"] is None
        assert_view_hides_secrets(state, seat, view)
    assert all(t["keywords"] is None for t in public(state)["teams"])


def test_the_code_shows_only_to_its_encryptor_until_revealed() -> None:
    state = make(seats=4, codes=[(2, 4, 1)])
    assert state.view(0)["me"]["code"] == [2, 4, 1]
    assert state.view(0)["teams"][WHITE]["rounds"][0]["code"] == [2, 4, 1]
    for seat in (None, 1, 2, 3):
        view = state.view(seat)
        assert view["teams"][WHITE]["rounds"][0]["code"] is None
        if view["me"] is not None:
            assert view["me"]["code"] is None or view["me"]["role"] == "encryptor"
    assert state.view(2)["me"]["code"] is None
    write_all(state)
    guess(state, WHITE, [2, 4, 1])
    assert state.view(3)["teams"][WHITE]["rounds"][0]["code"] == [2, 4, 1]
    assert state.view(0)["me"]["code"] is None  # revealed: the notes show it now
    assert state.view(2)["teams"][BLACK]["rounds"][0]["code"] is None


def test_view_is_the_envelope_around_the_games_part() -> None:
    state = make(seats=4)
    view = state.view(2)
    assert view["me"] == {"team": 0, "role": "decoder", "code": None}
    assert view["seat"] == 2 and view["phase"] == "clues" and view["round"] == 1
    assert view["to_act"] == [0, 1]
    assert [p["name"] for p in view["players"]] == NAMES[:4]
    assert event_keys(state, 2) == ["teams", "round_started", "encryptor", "encryptor"]
    assert "log" not in view and "step" not in view
    json.dumps(view)


def test_every_event_reads_in_english() -> None:
    state = reach_keyword_tiebreak()
    keyword_guess(state, WHITE, ["dog", "lemons", "piano", ""])
    keyword_guess(state, BLACK, ["tower", "river", "cloud", "stars"])
    texts = [state.event_text(e) for e in public(state)["events"]]
    assert texts[0] == "teams: White [0, 2]; Black [1, 3]"
    assert "round 8 of 8" in texts


def test_views_during_random_games_hide_secrets() -> None:
    rng = random.Random(5)
    for seed in range(20):
        state = make(seats=rng.randint(3, 8), seed=seed, language=rng.choice(["en", "fi"]), keywords=None)
        while state.result() is None:
            for seat in [None, *range(len(state.seats))]:
                assert_view_hides_secrets(state, seat, state.view(seat))
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_the_assert_catches_a_leak() -> None:
    state = make()
    view = state.view(1)
    view["teams"][WHITE]["keywords"] = WHITE_KEYWORDS
    with pytest.raises(AssertionError):
        assert_view_hides_secrets(state, 1, view)
    view = state.view(1)
    view["events"].append({"key": "intercept.teams", "args": {"psst": WHITE_KEYWORDS[2].upper()}})
    with pytest.raises(AssertionError):
        assert_view_hides_secrets(state, 1, view)
    view = state.view(1)
    view["teams"][WHITE]["rounds"][0]["code"] = [1, 2, 3]
    with pytest.raises(AssertionError):
        assert_view_hides_secrets(state, 1, view)


def test_the_counterfactual_changes_what_the_seat_cannot_know() -> None:
    state = make(seats=4)
    write(state, WHITE)
    rng = random.Random(1)
    other = counterfactual(state, 1, rng)  # Black's encryptor: knows Black's keywords and code only
    assert other is not None
    assert other.view(1) == state.view(1)
    assert keywords_of(other, WHITE) != WHITE_KEYWORDS and keywords_of(other, BLACK) == BLACK_KEYWORDS
    assert code_of(other, WHITE) != code_of(state, WHITE) and code_of(other, BLACK) == code_of(state, BLACK)
    other = counterfactual(state, 3, rng)  # Black's decoder: not even Black's code
    assert other is not None and code_of(other, BLACK) != code_of(state, BLACK)


# ----- saving, bots, helpers ----------------------------------------------------------------------------------------
def test_tiebreak_states_round_trip() -> None:
    state = reach_keyword_tiebreak(seed=4, keywords=None)
    keyword_guess(state, WHITE, ["x", "", "", ""])
    loaded = pygames.load_game(json.loads(json.dumps(state.to_json())))
    assert loaded.to_json() == state.to_json()
    assert loaded.view(1) == state.view(1) and loaded.to_act() == state.to_act()


def test_there_are_no_bots() -> None:
    state = make()
    with pytest.raises(IllegalAction) as exc:
        state.bot_action(0)
    assert exc.value.key == "core.no_bots"
    with pytest.raises(BadOptions):
        pygames.new_game("intercept", {"seats": [{"bot": "easy"}, {}, {}, {}]}, seed=1)


def test_spells_code() -> None:
    assert (
        spells_code("3-1-4", (3, 1, 4))
        and spells_code("x314y", (3, 1, 4))
        and spells_code("3 \u2013 1 \u2013 4", (3, 1, 4))
    )
    assert not spells_code("1-3-4", (3, 1, 4)) and not spells_code("53141", (3, 1, 4))
