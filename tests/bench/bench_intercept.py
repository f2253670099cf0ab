"""Intercept bot benchmark, run on demand (not collected by pytest):

    python -m tests.bench.bench_intercept                    # or: python tests/bench/bench_intercept.py
    python tests/bench/bench_intercept.py --games 40 --languages en fi --levels hard
    node tests/pyodide_run.mjs dist tests/bench/bench_intercept.py 4    # decision times inside Pyodide (run())

Prints the figures quoted in the report and README:
- computer team against computer team, per language and level (two seats a team, both teams of the level):
  miscommunications per code (a code is one team's round), interceptions per code in rounds 2 and later and in rounds
  3 and later, rounds per game, and how the games ended (White, Black or both winning, and why);
- levels against each other per language (hard-normal, hard-easy, normal-easy, colours alternating): games won;
- people's clues (``people_clues/<language>.txt``, format below): the share of codes each level decodes right, the
  share of clues placed right, and the hard interceptor's share of codes intercepted from a game's round 3 on;
- how long a decision takes, per role and level: p50, p95 and max of the CPython process time (the machine's other
  load aside), and of the first decision that reads the language's lexicon.

People's clues: ``tests/bench/people_clues/<language>.txt``, UTF-8, written by people (never by the bots; see its
README.md):

    # a comment
    tower, river, cloud, star | 3-1-4 | rain; Thames; twinkle

One round a line: the team's four keywords (keyword 1 to 4 in this order; words of the game's keyword list for that
language, pygames/intercept/data/words/<language>.txt), the code (three different digits 1 to 4, any separators), and
the three clues in the code's order, separated by ";" (free text as a person wrote it). Lines with the same four
keywords in a row are the rounds of one game, in order: each round's decoder also sees the earlier rounds' clues filed
under their digits (the team's notes), and the interceptor sees them too (it never sees the keywords). A blank line
ends a game; a game of more than 8 rounds goes on as a new game. A round whose clues the game refuses (a form of a
keyword, the code's digits) is counted as refused and left out. Until a language's file exists the bench reads what
is there.

Languages the game does not offer yet are played through a subclass that offers them (the clue check then reads their
words by the English rules, as wordforms.py does).
"""

from __future__ import annotations

import argparse
import dataclasses
import re
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

if __package__ in (None, "") and "__file__" in globals():  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from pygames.core import BOT_LEVELS, IllegalAction
from pygames.intercept import lexicon as lexicons
from pygames.intercept.game import Intercept
from pygames.intercept.model import ALL_CODES
from pygames.intercept.words import keyword_list

LANGUAGES = lexicons.LANGUAGES
PEOPLE_CLUES = Path(__file__).with_name("people_clues") if "__file__" in globals() else Path("people_clues")
MATCHES = (("hard", "normal"), ("hard", "easy"), ("normal", "easy"))
Timings = dict[tuple[str, str], list[float]]  # (role, level) → seconds


@cache
def game_class(language: str) -> type[Intercept]:
    if language in Intercept.INFO.languages:
        return Intercept
    info = dataclasses.replace(Intercept.INFO, languages=(*Intercept.INFO.languages, language))
    return type(f"Intercept{language.title()}", (Intercept,), {"INFO": info})


def role_of(state: Intercept, seat: int) -> str:
    if state.phase == "clues":
        return "encryptor"
    if state.phase == "guess":
        return "decoder" if state.team_of[seat] == state.decoding else "interceptor"
    return "tie-break"


# ----- computer teams against each other ---------------------------------------------------------------------------
@dataclass
class Tally:
    games: int = 0
    rounds: int = 0
    codes: int = 0
    miscommunications: int = 0
    chances: int = 0  # codes the other team guessed (round 2 on)
    interceptions: int = 0
    late_chances: int = 0  # round 3 on
    late_interceptions: int = 0
    endings: Counter[str] = field(default_factory=Counter)
    winners: Counter[str] = field(default_factory=Counter)  # by level (or "shared")


def play(language: str, white: str, black: str, seed: int, timings: Timings | None = None) -> Intercept:
    """One game of two computer teams (two seats each) to its end."""
    seats = [{"bot": white}, {"bot": black}, {"bot": white}, {"bot": black}]
    state = game_class(language)({"seats": seats, "language": language}, seed)
    while state.result() is None:
        seat = state.to_act()[0]
        role, level = role_of(state, seat), state.seats[seat].bot or "normal"
        started = time.process_time()
        action = state.bot_action(seat)
        if timings is not None:
            timings.setdefault((role, level), []).append(time.process_time() - started)
        state.apply(seat, action, by_bot=True)
    return state


def tally(state: Intercept, into: Tally) -> None:
    levels = [state.seats[team.seats[0]].bot for team in state.teams]
    into.games += 1
    into.rounds += state.round
    for t in state.transmissions:
        if not t.revealed:
            continue
        into.codes += 1
        into.miscommunications += t.miscommunicated
        if t.round >= 2:
            into.chances += 1
            into.interceptions += t.intercepted
        if t.round >= 3:
            into.late_chances += 1
            into.late_interceptions += t.intercepted
    result = state.result()
    assert result is not None
    into.endings[result["outcome"]["key"].split(".", 1)[1]] += 1
    winning = {state.team_of[s] for s in result["winners"]}
    into.winners["shared" if len(winning) > 1 else str(levels[winning.pop()])] += 1


def share(part: int, whole: int) -> str:
    return f"{part / whole:.1%}" if whole else "-"


def bench_levels(languages: list[str], levels: list[str], games: int, timings: Timings) -> None:
    print(f"\n== computer teams, both of one level ({games} games each; a code is one team's round) ==")
    print("lang  level   miscomm./code  intercepted r2+  intercepted r3+  rounds/game  endings")
    for language in languages:
        for level in levels:
            total = Tally()
            for seed in range(games):
                tally(play(language, level, level, seed, timings), total)
            endings = ", ".join(f"{k} {n}" for k, n in total.endings.most_common())
            early = share(total.interceptions, total.chances)
            late = share(total.late_interceptions, total.late_chances)
            misread = share(total.miscommunications, total.codes)
            rounds = total.rounds / total.games
            print(f"{language:5} {level:7} {misread:>13} {early:>16} {late:>16} {rounds:>12.1f}  {endings}")


def bench_matches(languages: list[str], games: int, timings: Timings) -> None:
    print(f"\n== levels against each other ({games} games each, colours alternating) ==")
    for language in languages:
        for first, second in MATCHES:
            total = Tally()
            for seed in range(games):
                white, black = (first, second) if seed % 2 == 0 else (second, first)
                tally(play(language, white, black, 1000 + seed, timings), total)
            wins = ", ".join(f"{who} {n}" for who, n in total.winners.most_common())
            print(f"{language:5} {first} v {second}: {wins}")


# ----- people's clues ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PeopleRound:
    keywords: tuple[str, ...]
    code: tuple[int, int, int]
    clues: tuple[str, str, str]


def people_round(line: str) -> PeopleRound | None:
    """One line ``keyword, keyword, keyword, keyword | 3-1-4 | clue; clue; clue``, or None if it is not one."""
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 3:
        return None
    keywords = tuple(k.strip() for k in parts[0].split(","))
    digits = [int(d) for d in re.findall(r"[1-4]", parts[1])]
    clues = [c.strip() for c in parts[2].split(";")]
    if len(keywords) != 4 or len(digits) != 3 or len(set(digits)) != 3 or len(clues) != 3:
        return None
    return PeopleRound(keywords, (digits[0], digits[1], digits[2]), (clues[0], clues[1], clues[2]))


def people_games(language: str, path: Path | None = None) -> Iterator[list[PeopleRound]]:
    """The rounds of ``people_clues/<language>.txt`` (or of ``path``), game by game (see the module's doc)."""
    path = path or PEOPLE_CLUES / f"{language}.txt"
    if not path.is_file():
        return
    game: list[PeopleRound] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.lstrip().startswith("#"):
            continue
        if not line.strip():
            if game:
                yield game
            game = []
            continue
        current = people_round(line)
        if current is None:
            raise ValueError(f"{path}:{number}: want 'keyword, keyword, keyword, keyword | 3-1-4 | clue; clue; clue'")
        keywords = current.keywords
        if game and (game[-1].keywords != keywords or len(game) == 8):
            yield game
            game = []
        game.append(current)
    if game:
        yield game


@dataclass
class PeopleTally:
    rounds: int = 0
    refused: int = 0
    unknown: int = 0  # rounds whose keywords are not all in the keyword list
    decoded: Counter[str] = field(default_factory=Counter)  # by level: codes right
    placed: Counter[str] = field(default_factory=Counter)  # by level: clues right
    late: int = 0  # rounds 3 on
    intercepted: Counter[str] = field(default_factory=Counter)  # by level, rounds 3 on
    misses: list[str] = field(default_factory=list)  # the hard decoder's wrong codes, to read


def replay_people(language: str, game: list[PeopleRound], into: PeopleTally) -> None:
    """A people's game as White's, against a Black team that writes the game's example clues: at each round every
    level decodes White's clues (seat 2) and intercepts them (seat 1); then White reads its code right and Black
    misses it, so that the game goes on."""
    words = keyword_list(language)
    keywords = list(game[0].keywords)
    if any(k not in words for k in keywords):
        into.unknown += len(game)
        return
    others = [w for w in words if w not in keywords][:4]
    decks = [deck for r in game for deck in (deck_with(r.code), deck_with(ALL_CODES[0]))]
    seats = [{"name": "Ann"}, {"name": "Bo"}, {"name": "Cy"}, {"name": "Di"}]
    state = game_class(language)(
        {"seats": seats, "language": language}, 1, {"keywords": [keywords + others], "codes": decks}
    )
    for number, people in enumerate(game):
        if state.phase != "clues":
            return
        try:
            state.apply(state.current(0).encryptor, {"type": "clues", "clues": list(people.clues)})
        except IllegalAction:
            into.refused += len(game) - number  # the game cannot go on without this round
            return
        state.apply(state.current(1).encryptor, state.legal_actions(state.current(1).encryptor)[0])
        into.rounds += 1
        decoder = next(s for s in state.to_act() if state.team_of[s] == 0)
        interceptor = next((s for s in state.to_act() if state.team_of[s] == 1), None)
        for level in BOT_LEVELS:
            guessed = tuple(state.bot_action(decoder, level)["code"])
            into.decoded[level] += guessed == people.code
            into.placed[level] += sum(g == c for g, c in zip(guessed, people.code, strict=True))
            if level == "hard" and guessed != people.code:
                into.misses.append(f"{' '.join(keywords)} | {people.code} | {' | '.join(people.clues)} -> {guessed}")
            if interceptor is not None and people is not game[0] and state.round >= 3:
                into.intercepted[level] += tuple(state.bot_action(interceptor, level)["code"]) == people.code
        into.late += state.round >= 3
        code = list(people.code)
        state.apply(decoder, {"type": "guess", "code": code})
        if interceptor is not None:
            state.apply(interceptor, {"type": "guess", "code": [code[1], code[0], code[2]]})
        black = list(state.current(1).code)
        for team in (1, 0):
            if state.phase != "guess":
                break  # round 1: nobody intercepts
            seat = next((s for s in state.to_act() if state.team_of[s] == team), None)
            if seat is not None:
                state.apply(seat, {"type": "guess", "code": black if team == 1 else [black[1], black[0], black[2]]})


def deck_with(code: tuple[int, ...]) -> list[list[int]]:
    return [list(code)] + [list(c) for c in ALL_CODES if c != code]


def bench_people(languages: list[str], show_misses: bool) -> None:
    print("\n== people's clues: codes decoded right per level (clues placed right) ==")
    print("lang  rounds  refused      easy            normal          hard            hard intercepts r3+")
    for language in languages:
        total = PeopleTally()
        for game in people_games(language):
            replay_people(language, game, total)
        if not total.rounds:
            print(f"{language:5} no people's clues yet ({PEOPLE_CLUES / f'{language}.txt'})")
            continue
        cells = [
            f"{share(total.decoded[lv], total.rounds):>6} ({share(total.placed[lv], 3 * total.rounds):>6})"
            for lv in BOT_LEVELS
        ]
        print(
            f"{language:5} {total.rounds:6} {total.refused:8}  {'  '.join(cells)}"
            f"  {share(total.intercepted['hard'], total.late):>8} of {total.late}"
            + (f"  ({total.unknown} rounds with unknown keywords)" if total.unknown else "")
        )
        if show_misses:
            for miss in total.misses:
                print(f"      miss: {miss}")


# ----- decision times ----------------------------------------------------------------------------------------------
def percentiles(values: list[float]) -> tuple[float, float, float]:
    ordered = sorted(values)
    return ordered[len(ordered) // 2], ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))], ordered[-1]


def first_reading(language: str) -> float:
    """Reading the language's lexicon (its index in the wheel, or its text compiled in a source checkout)."""
    lexicons.lexicon.cache_clear()
    started = time.process_time()
    lexicons.lexicon(language)
    return time.process_time() - started


def print_timings(timings: Timings, languages: list[str]) -> None:
    print("\n== decision times, CPython process time (ms): p50 / p95 / max ==")
    for (role, level), values in sorted(timings.items()):
        p50, p95, top = percentiles(values)
        print(f"{role:12} {level:7} {len(values):6} decisions  {p50 * 1e3:6.1f} {p95 * 1e3:6.1f} {top * 1e3:7.1f}")
    for language in languages:
        print(f"reading the {language} lexicon: {first_reading(language) * 1e3:.0f} ms")


def run(games: int = 3) -> dict[str, Any]:
    """Decision times in the runtime at hand (tests/pyodide_run.mjs calls it inside Pyodide): all-computer games in
    English and Finnish, every level, and the first reading of each lexicon, in ms."""
    timings: Timings = {}
    reading = {language: first_reading(language) * 1e3 for language in LANGUAGES}
    for language in ("en", "fi"):
        for level in BOT_LEVELS:
            for seed in range(games):
                play(language, level, level, seed, timings)
    measured = {}
    for (role, level), values in sorted(timings.items()):
        p50, p95, top = percentiles(values)
        measured[f"{role} {level}"] = {"n": len(values), "p50": p50 * 1e3, "p95": p95 * 1e3, "max": top * 1e3}
    return {"lexicon_ms": reading, "decisions_ms": measured, "clock": "process_time"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--languages", nargs="*", default=list(LANGUAGES))
    parser.add_argument("--levels", nargs="*", default=list(BOT_LEVELS))
    parser.add_argument("--no-matches", action="store_true", help="leave out the levels against each other")
    parser.add_argument("--people-only", action="store_true")
    parser.add_argument("--misses", action="store_true", help="list the hard decoder's misses of people's clues")
    args = parser.parse_args()
    timings: Timings = {}
    started = time.perf_counter()
    if not args.people_only:
        bench_levels(args.languages, args.levels, args.games, timings)
        if not args.no_matches:
            bench_matches(args.languages, args.games, timings)
    bench_people(args.languages, args.misses)
    if timings:
        print_timings(timings, args.languages)
    print(f"\n({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
