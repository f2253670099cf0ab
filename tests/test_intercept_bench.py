"""The Intercept bench's reader of people's clue rounds (tests/bench/bench_intercept.py; the format is
tests/bench/people_clues/README.md) and its replay: a round the bots read gets counted per level."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bench.bench_intercept import PeopleTally, people_games, people_round, replay_people


def test_a_round_line_is_read_as_keywords_code_and_clues() -> None:
    found = people_round("cat, river, cloud, star | 3-1-4 | rain; purr ;twinkle")
    assert found is not None
    assert found.keywords == ("cat", "river", "cloud", "star")
    assert found.code == (3, 1, 4)
    assert found.clues == ("rain", "purr", "twinkle")


@pytest.mark.parametrize(
    "line",
    [
        "cat, river, cloud | 3-1-4 | a; b; c",
        "cat, river, cloud, star | 3-3-4 | a; b; c",
        "cat, river, cloud, star | 3-1-4 | a; b",
    ],
)
def test_a_line_that_is_not_a_round_is_refused(line: str) -> None:
    assert people_round(line) is None


def test_comments_are_skipped_and_each_keyword_set_is_a_game(tmp_path: Path) -> None:
    path = tmp_path / "en.txt"
    path.write_text(
        "# a comment\n"
        "cat, river, cloud, star | 3-1-4 | rain; purr; twinkle\n"
        "  # an indented comment\n"
        "cat, river, cloud, star | 1-2-3 | kitten; bank; fog\n"
        "tiger, lion, apple, pear | 1-2-3 | stripes; mane; cider\n",
        encoding="utf-8",
    )
    games = list(people_games("en", path))
    assert [len(game) for game in games] == [2, 1]
    with pytest.raises(ValueError, match=r"en\.txt:2"):
        path.write_text("# a comment\ncat, river | 3-1-4 | rain; purr; twinkle\n", encoding="utf-8")
        list(people_games("en", path))


def test_a_replayed_round_is_counted_for_every_level() -> None:
    total = PeopleTally()
    game = [people_round("cat, river, cloud, star | 3-1-4 | rain; purr; twinkle")]
    replay_people("en", [r for r in game if r is not None], total)
    assert total.rounds == 1
    assert total.decoded["hard"] == 1  # obvious clues: the hard decoder reads 3-1-4
