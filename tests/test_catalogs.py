"""The page's catalogs (web/locales/<lang>/<scope>.json) against what Python sends and the page uses.

- every key Python can send (refusals, events, outcomes of every game; core's and the bridge's errors) has a message;
- every placeholder of a message names an argument that Python really sends with that key (checked on playouts);
- no catalog key is unused: each is sent by Python, named in the page's JavaScript, or a term of a `term` placeholder;
- every message is well formed (balanced braces, known placeholder types, plurals with an `other` branch).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import pygames
from pygames.core import CORE_REFUSALS, catalog_keys, game_classes
from tests.test_compliance import GAME_IDS, last, playout

ROOT = Path(__file__).resolve().parents[1]
LOCALES = ROOT / "web" / "locales"
LANGUAGES = sorted(p.name for p in LOCALES.iterdir() if p.is_dir())
TYPES = {"player", "players", "plural", "select", "number", "term", "list"}


def catalog(language: str) -> dict[str, str]:
    messages: dict[str, str] = {}
    for path in sorted((LOCALES / language).glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        scope = path.stem
        for key in data:
            assert key.split(".")[0] in {scope, "core", "request"} or scope == "shell", f"{path.name}: {key}"
        messages.update(data)
    return messages


def request_keys() -> set[str]:
    return set(re.findall(r'"(request\.[a-z_]+)"', (ROOT / "pygames" / "api.py").read_text()))


def python_keys() -> set[str]:
    return set(catalog_keys()) | request_keys()


def top_level_braces(text: str) -> list[tuple[int, int]]:
    """The (index of "{", index of its "}") of each of the text's outermost braces; they must balance."""
    spans = []
    depth = 0
    start = 0
    for i, char in enumerate(text):
        if char == "{":
            if depth == 0:
                start = i
            depth += 1
        elif char == "}":
            depth -= 1
            assert depth >= 0, f"unbalanced braces: {text}"
            if depth == 0:
                spans.append((start, i))
    assert depth == 0, f"unbalanced braces: {text}"
    return spans


def parts(body: str) -> tuple[str, str, str]:
    """A placeholder's (name, type, rest): "n, plural, one {…}" → ("n", "plural", " one {…}")."""
    name, kind, rest = [*body.split(",", 2), "", ""][:3]
    return name.strip(), kind.strip(), rest


def placeholders(message: str) -> list[tuple[str, str, str]]:
    """(name, type, rest) of every placeholder, nested ones included."""
    found = []
    for start, end in top_level_braces(message):
        name, kind, rest = parts(message[start + 1 : end])
        found.append((name, kind, rest))
        if kind in ("plural", "select"):
            for branch in branches(rest):
                found += placeholders(branch)
    return found


def branches(text: str) -> list[str]:
    """The texts of a plural's or select's branches: "one {# tile} other {# tiles}" → ["# tile", "# tiles"]."""
    return [text[start + 1 : end] for start, end in top_level_braces(text)]


def used_in_javascript() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "web").rglob("*.js"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_python_sends_has_a_message(language: str) -> None:
    messages = catalog(language)
    missing = sorted(python_keys() - set(messages))
    assert not missing, f"{language}: no message for {missing}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_messages_are_well_formed(language: str) -> None:
    for key, message in catalog(language).items():
        assert isinstance(message, str) and message.strip(), key
        for name, kind, rest in placeholders(message):
            assert name, f"{key}: an empty placeholder"
            assert not kind or kind in TYPES, f"{key}: unknown placeholder type {kind}"
            if kind == "plural":
                assert re.search(r"\bother\s*\{", rest), f"{key}: a plural needs an other branch"


def game_info_keys() -> set[str]:
    """The keys the shell builds from GameInfo: each game's title, tagline, options, their help and their choices."""
    keys: set[str] = set()
    for game_id, info in pygames.GAMES.items():
        keys |= {f"{game_id}.title", f"{game_id}.tagline"}
        keys |= {f"{game_id}.option.{option}" for option in info["options"]}
        keys |= {f"{game_id}.help.{option}" for option in info["options"]}  # an option's line of help
        for option, choices in {**info["option_choices"], **info["seat_choices"]}.items():
            keys |= {f"{game_id}.choice.{option}.{json_text(choice)}" for choice in choices}
    return keys


def json_text(value: object) -> str:
    """A value as JavaScript's String() writes it (true, 3, easy)."""
    return json.dumps(value) if isinstance(value, bool) else str(value)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_catalog_key_is_unused(language: str) -> None:
    messages = catalog(language)
    script = used_in_javascript()
    term_prefixes = {rest.strip() for m in messages.values() for _, kind, rest in placeholders(m) if kind == "term"}
    unused = [
        key
        for key in messages
        if key not in python_keys()
        and key not in game_info_keys()
        and f'"{key}"' not in script
        and not any(key.startswith(prefix + ".") for prefix in term_prefixes)
    ]
    assert not unused, f"{language}: keys nothing uses: {unused}"


def _argument_names() -> dict[str, set[str]]:
    names: dict[str, set[str]] = {}
    for game_id in GAME_IDS:
        for seed in range(6):
            state = last(playout(game_id, seed))
            for seat in [None, *range(len(state.seats))]:
                for event in state.view(seat)["events"]:
                    names.setdefault(event["key"], set()).update(event["args"])
            result = state.result()
            if result is not None:
                names.setdefault(result["outcome"]["key"], set()).update(result["outcome"]["args"])
    return names


def test_placeholders_name_arguments_python_sends() -> None:
    sent = _argument_names()
    messages = catalog("en")
    for key, args in sent.items():
        used = {name for name, _, _ in placeholders(messages[key])}
        assert used <= args, f"{key}: the message uses {sorted(used - args)}, which Python does not send"


def test_refusal_messages_use_only_the_refusals_arguments() -> None:
    """A refusal's arguments are the {names} of its English template; its messages may use no others."""
    messages = catalog("en")
    refusals = dict(CORE_REFUSALS)
    for game_id, cls in game_classes().items():
        refusals.update({f"{game_id}.{k}": v for k, v in cls.REFUSALS.items()})
    for key, template in refusals.items():
        python_names = set(re.findall(r"\{(\w+)", template))
        used = {name for name, _, _ in placeholders(messages[key])}
        assert used <= python_names, f"{key}: the message uses {sorted(used - python_names)}"


INTERFACE_LANGUAGES = ("en", "da", "it", "fi", "sv")


def test_the_interface_comes_in_five_languages() -> None:
    assert set(LANGUAGES) == set(INTERFACE_LANGUAGES)


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_every_catalog_has_every_english_key_and_no_other(language: str) -> None:
    for path in sorted((LOCALES / "en").glob("*.json")):
        theirs = LOCALES / language / path.name
        assert theirs.exists(), f"{language}: no {path.name}"
        english = json.loads(path.read_text(encoding="utf-8"))
        translated = json.loads(theirs.read_text(encoding="utf-8"))
        assert sorted(set(english) - set(translated)) == [], f"{language}/{path.name}: untranslated keys"
        assert sorted(set(translated) - set(english)) == [], f"{language}/{path.name}: keys English does not have"
    assert sorted(p.name for p in (LOCALES / language).glob("*.json")) == sorted(
        p.name for p in (LOCALES / "en").glob("*.json")
    )


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_a_translation_uses_the_same_arguments(language: str) -> None:
    english = catalog("en")
    for key, message in catalog(language).items():
        ours = {(name, kind) for name, kind, _ in placeholders(english[key])}
        theirs = {(name, kind) for name, kind, _ in placeholders(message)}
        # A language may choose its words by an argument's value where English names it (a Finnish case or a Danish
        # definite form per team or colour: {team, select, 0 {valkoisen} other {mustan}}), never use other arguments.
        assert {n for n, _ in theirs} == {n for n, _ in ours}, f"{language} {key}: {sorted(theirs)} ≠ {sorted(ours)}"
        for name, kind in theirs - ours:
            assert kind == "select", f"{language} {key}: {{{name}, {kind}}}, English has {sorted(ours)}"


# ----- grammar where names and terms meet sentences, and one term per concept (issue 42) ------------------------------
# Finnish inflects a noun by its ending, so a name or a team set into a sentence must stay in the nominative: the case
# goes on a carrier noun ("pelaajalle {seat}") or the name stands as a label ("Vuorossa: {name}"). A name placeholder
# right before a hyphen ("{team}-joukkueen": "Valkoinen-joukkueen"), a colon-suffix ("{name}:n") or letters is wrong.
NAME_ARGUMENTS = {"name", "seat", "team", "whose", "owner", "other", "winner", "sender", "receivers", "members"}
NAME_KINDS = {"player", "players"}


def name_placeholders_before_a_suffix(message: str) -> list[str]:
    """The placeholders naming a player or a team that a suffix or a hyphenated noun follows directly."""
    found = []
    for start, end in top_level_braces(message):
        name, kind, rest = parts(message[start + 1 : end])
        if kind in ("plural", "select"):
            for branch in branches(rest):
                found += name_placeholders_before_a_suffix(branch)
            continue
        names_someone = kind in NAME_KINDS or name in NAME_ARGUMENTS or name.endswith("_team")
        if names_someone and re.match(r"-|:\w|\w", message[end + 1 : end + 3]):
            found.append(message[start : end + 3])
    return found


def test_a_finnish_name_is_never_inflected_in_place() -> None:
    wrong = {
        key: found for key, message in catalog("fi").items() if (found := name_placeholders_before_a_suffix(message))
    }
    assert not wrong, f"fi: a name before a suffix or a hyphenated noun (use a select or a carrier noun): {wrong}"


def test_the_suffix_check_finds_what_it_must() -> None:
    assert name_placeholders_before_a_suffix("{team, term, intercept.team}-joukkueen koodi")
    assert name_placeholders_before_a_suffix("Anna laite {name}:lle")
    assert name_placeholders_before_a_suffix("{x, select, true {{seat, player}:n vuoro} other {}}")
    assert not name_placeholders_before_a_suffix("Vuorossa: {name}. {digits}-numeroisen arvauksen {seat, player}: ok")
    assert not name_placeholders_before_a_suffix("{team, select, 0 {valkoisen} other {mustan}} joukkueen koodi")


GLOSSARY = ROOT / "tests" / "glossary"


def glossary(language: str) -> dict[str, list[dict[str, object]]]:
    data: dict[str, list[dict[str, object]]] = json.loads((GLOSSARY / f"{language}.json").read_text(encoding="utf-8"))
    return data


def in_scopes(key: str, scopes: object) -> bool:
    return not scopes or any(key == s or key.startswith(f"{s}.") for s in scopes)  # type: ignore[attr-defined]


def word(variant: str) -> re.Pattern[str]:
    """A term or a banned variant as the start of a word (so its inflected forms count), case-insensitively."""
    return re.compile(rf"(?<![\w\-]){variant}", re.IGNORECASE)


def test_every_language_but_english_has_a_glossary() -> None:
    assert sorted(p.stem for p in GLOSSARY.glob("*.json")) == sorted(set(LANGUAGES) - {"en"})


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_one_term_per_concept_as_the_original_edition_names_it(language: str) -> None:
    messages = catalog(language)
    wrong = []
    for entry in glossary(language)["terms"]:
        concept, scopes = entry["concept"], entry.get("scopes")
        scoped = {key: m for key, m in messages.items() if in_scopes(key, scopes)}
        if not any(word(str(entry["term"])).search(m) for m in scoped.values()):
            wrong.append(f"{concept}: no message uses “{entry['term']}”")
        for variant in entry.get("banned", []):  # type: ignore[attr-defined]
            if using := sorted(key for key, m in scoped.items() if word(variant).search(m)):
                wrong.append(f"{concept} is “{entry['term']}”, not “{variant}”: {using}")
    assert not wrong, f"{language}:\n" + "\n".join(wrong)


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_no_message_uses_a_phrasing_the_glossary_rules_out(language: str) -> None:
    messages = catalog(language)
    wrong = []
    for rule in glossary(language).get("patterns", []):
        pattern = re.compile(str(rule["pattern"]))
        if using := sorted(k for k, m in messages.items() if in_scopes(k, rule.get("scopes")) and pattern.search(m)):
            wrong.append(f"{rule['why']}: {using}")
    assert not wrong, f"{language}:\n" + "\n".join(wrong)
