"""Whether a word is a form of another, per language: inflected (:func:`inflection_of`), or a compound that holds it
as its first or last part (:func:`compound_of`); and whether two words are related at all (:func:`related`).

Words are compared folded (letters.py): case and accents ignored, the language's own letters kept (Danish fod and fødder
differ by their ø). The data the rules need besides the code (Finnish endings, irregular plurals) is in data/forms.json.

The rules, per language:
- English: the regular inflections (juice: juices, juiced, juicing; party: parties; knife: knives; run: running) and a
  few irregular plurals (foot: feet); British and American spelling count as one (:func:`english_spelling`: colour is
  color, theatre theater, organise organize, analyse analyze). A compound starts or ends with a keyword of five letters
  or more (butterfly, pineapple): shorter ones hide in too many other words (art: party).
- Danish: -en/-et/-er/-erne/-e/-ene (after a final -e: -n/-t/-r/-rne/-ne; after -er also -ne), each with the
  genitive -s (haven, huset, bilerne, kattens, lærerne: a doubled final consonant after a short vowel, katten); the
  -el/-er/-en words lose their e (cykler, fingre); the common umlaut plurals (fødder, hænder, bøger, køer) and
  irregular ones (mænd, børn, øjne), listed.
- Swedish: -en/-et/-n/-t/-ar/-or/-er/-na/-arna/-orna/-erna, each with the genitive -s (bilen, huset, kyrkan, bilar,
  flickor, husen, bilarna); a final -a or -e gives way (pojkar, flickorna); -el/-er/-en lose their e (fåglar, vintrar);
  -um gives -et (museet); a doubled m or n (mannen, dammen); the common umlaut plurals (händer, fötter, böcker) and
  irregular ones (män, möss, bröder), listed.
- A keyword of three letters (in English three or four) starts a compound only when the rest is a known word (a
  keyword of the language or a listed compound part), itself or inflected: snowman, snemand, snögubbe.
- Danish and Swedish compounds: a keyword of four letters or more starting a word, alone or with a linking -s- or -e-
  (snemand, kirkegård, skibsreder; Swedish also without its final -a, flickskola, kyrkogård), or ending it in any of
  its forms (fodbold, fodbolden), unless it ends as Danish and Swedish derivations do (ring: erindring; skab: venskab).
  A keyword of three letters starts a compound only with a linking -s- or -e- (solsikke, ostemad, bogstav): bare, it
  would match too many words (bil in billede, sol in soldat).
- Italian: the gender and number endings -o/-a/-i/-e (gatto: gatta, gatti, gatte; fungo: funghi; amica: amiche;
  orologio: orologi; arancia: arance) and irregular plurals (uova, uomini); the diminutive and augmentative suffixes
  (gattino, fratellino, librone, ragazzaccio, orsacchiotto; a keyword of four letters only the plain diminutives,
  casetta, manina) and, for a keyword of five letters or more, compounds that start with it or end with it or its
  plural (cassaforte, portaombrelli). An elided article stands apart in a clue (l'albero is l + albero:
  letters.words_of).
- Finnish: the keyword or one of its stems followed by case, number, possessive and clitic endings (kissan, kissoja,
  kadulla for katu, naiselle for nainen), and a compound in which it is the first or the last part (kissanpentu,
  villakissan). A keyword of three letters or fewer only takes endings: as a part it would match too many words
  (maa in maanantai).
A false "form" costs a clue-giver a second try with the reason in front of them; a missed one is still against the
rules on the players' honour. Over-generating forms is mostly harmless: a made-up form matches no real word.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from pygames.lang.letters import fold

MIN_OTHER_PART = 3  # the shortest other part of a compound (snow|man, fod|bold, kissa|npentu is 5)


@cache
def _data() -> dict[str, Any]:
    text = resources.files("pygames.lang").joinpath("data", "forms.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def _irregular(language: str) -> dict[str, tuple[str, ...]]:
    table: dict[str, list[str]] = _data()["irregular"].get(language, {})
    return {fold(language, k): tuple(fold(language, f) for f in forms) for k, forms in table.items()}


# ----- the entry points -------------------------------------------------------------------------------------------
def inflection_of(language: str, keyword: str, word: str) -> bool:
    """Whether ``word`` is ``keyword`` itself or inflected (Danish haven for have, Finnish kadulla for katu)."""
    key, word = fold(language, keyword), fold(language, word)
    if language == "en":
        key, word = english_spelling(key), english_spelling(word)
    return word == key or _RULES[language][0](key, word)


def names_same(language: str, keyword: str, word: str) -> bool:
    """Whether ``word`` names what ``keyword`` names, in another of its forms (Stikord's guesses): an inflection
    (:func:`inflection_of`), except that in Italian only the number counts (gatti and case for gatto and casa; not
    gatta, gattino or caso, other words)."""
    if language != "it":
        return inflection_of(language, keyword, word)
    key, word = fold(language, keyword), fold(language, word)
    return word == key or word in _italian_plurals(key)


def compound_of(language: str, keyword: str, word: str) -> bool:
    """Whether ``word`` is a compound that holds ``keyword`` (or a form of it) as its first or last part (snowman,
    fodbold, kissanpentu, portaombrelli)."""
    key, word = fold(language, keyword), fold(language, word)
    if language == "en":
        key, word = english_spelling(key), english_spelling(word)
    return word != key and _RULES[language][1](key, word)


def is_form_of(language: str, keyword: str, word: str) -> bool:
    """Whether ``word`` is ``keyword`` itself, inflected, or a compound that holds it."""
    return inflection_of(language, keyword, word) or compound_of(language, keyword, word)


def related(language: str, first: str, second: str) -> bool:
    """Whether two words are too close to be both on one Intercept screen: the same, one a form or compound of the
    other, or one of three letters or more beginning or ending the other with three or more letters to spare (snow
    and snowman, sol and solsikke, jää and jääkaappi; also ant and elephant, which costs a drawing no more than a
    second try)."""
    a, b = fold(language, first), fold(language, second)
    if language == "en":
        a, b = english_spelling(a), english_spelling(b)
    return a == b or _holds(language, a, b) or _holds(language, b, a)


def _holds(language: str, key: str, word: str) -> bool:
    if len(key) >= 3 and len(word) - len(key) >= MIN_OTHER_PART and (word.startswith(key) or word.endswith(key)):
        return True
    inflected, compound = _RULES[language]
    return inflected(key, word) or compound(key, word)


# ----- English ------------------------------------------------------------------------------------------------------
ENGLISH_VOWELS = "aeiou"
# English suffixes that make many unrelated words end alike (vegetable, destination): a keyword ending in one of them
# is not looked for at the end of a longer word.
ENGLISH_COMMON_ENDINGS = ("able", "ible", "tion", "sion", "ment", "ness", "ship", "ing", "age", "ance", "ence", "ure")
# British spelling → American, at the end of a word (after at least three letters) or, for ae, inside it.
_ENGLISH_SPELLINGS = (
    (re.compile(r"(?<=\w{3})our(s|ed|ing|ful|less|ite|ites)?$"), r"or\1"),  # colour, harbours, favourite
    (re.compile(r"(?<=\w{2}[^aeiouy])re(s?)$"), r"er\1"),  # centre, theatres, metre (not acre, fire, ogre)
    (re.compile(r"(?<=\w{3})is(e|es|ed|ing|ation|ations|er|ers)$"), r"iz\1"),  # organise, realisation
    (re.compile(r"(?<=\w{2})ys(e|es|ed|ing)$"), r"yz\1"),  # analyse, paralysed
    (re.compile(r"(?<=\w{3})ogue(s?)$"), r"og\1"),  # catalogue, dialogues
    (re.compile(r"(?<=\w[aeiou])ll(ed|ing|er|ers)$"), r"l\1"),  # travelled, yodelling, snorkelling
    (re.compile(r"(?<=\w{3})ence(s?)$"), r"ense\1"),  # defence, licence
    (re.compile(r"(?<=\w)ae(?=[^\W\d_])"), "e"),  # paediatrician, encyclopaedia
)


@lru_cache(maxsize=4096)
def english_spelling(word: str) -> str:
    """A folded English word in American spelling, so that the regular British and American pairs compare equal
    (colour/color, theatre/theater, organise/organize, analyse/analyze, catalogue/catalog, travelled/traveled,
    defence/defense, paediatrician/pediatrician; and the words listed in data/forms.json: pyjamas/pajamas,
    grey/gray). Both sides of a comparison go through it, so a made-up form it
    makes of a word that has none ("detours": "detors") still matches only itself."""
    words = _english_words()
    if word in words:
        return words[word]
    if word.endswith("s") and word[:-1] in words:
        return words[word[:-1]] + "s"  # tyres, moulds
    for pattern, replacement in _ENGLISH_SPELLINGS:
        word = pattern.sub(replacement, word)
    return word


@cache
def _english_words() -> dict[str, str]:
    """British → American for the words no pattern covers (pyjamas: pajamas, grey: gray), from data/forms.json."""
    table: dict[str, str] = _data()["english_words"]
    return {fold("en", british): fold("en", american) for british, american in table.items()}


def same_word(language: str, first: str, second: str) -> bool:
    """Whether two answers are the same word as a player means it: compared folded (case and accents aside, the
    language's own letters kept), and in English in either spelling (pyjamas and pajamas, colour and color)."""
    a, b = fold(language, first.strip()), fold(language, second.strip())
    if language == "en":
        a, b = english_spelling(a), english_spelling(b)
    return a == b


@lru_cache(maxsize=1024)
def _english_inflections(key: str, irregular: bool = True) -> frozenset[str]:
    forms = {key + "s", key + "es", key + "ed", key + "ing"}
    if key.endswith("e"):
        forms |= {key + "d", key[:-1] + "ing"}
    if key.endswith("y") and key[-2:-1] not in ENGLISH_VOWELS:
        forms |= {key[:-1] + "ies", key[:-1] + "ied"}
    if key.endswith("fe"):
        forms.add(key[:-2] + "ves")
    elif key.endswith("f"):
        forms.add(key[:-1] + "ves")
    # run: running, stop: stopped (a short vowel before one final consonant doubles it)
    short_vowel = len(key) >= 3 and key[-2] in ENGLISH_VOWELS and key[-3] not in ENGLISH_VOWELS
    if short_vowel and key[-1] not in ENGLISH_VOWELS + "wxy":
        forms |= {key + key[-1] + "ed", key + key[-1] + "ing"}
    if irregular:
        forms.update(_irregular("en").get(key, ()))
    return frozenset(forms)


def _english_inflected(key: str, word: str) -> bool:
    return word in _english_inflections(key)


def _english_compound(key: str, word: str, irregular: bool = True) -> bool:
    if len(key) < 5:
        return irregular and len(key) >= 3 and _short_compound("en", key, word)  # snowman (not in the first release)
    if word.startswith(key) and len(word) - len(key) >= MIN_OTHER_PART:
        return True  # butterfly, waterfall
    if key.endswith(ENGLISH_COMMON_ENDINGS):
        return False
    return any(
        word.endswith(form) and len(word) - len(form) >= MIN_OTHER_PART
        for form in (key, *_english_inflections(key, irregular))
    )  # pineapple, seahorses


def first_release_english(key: str, word: str) -> bool:
    """The English forms as Intercept's first release knew them (folded ``key`` and ``word``): without the British
    and American spelling pairs and the irregular plurals. Its saved games are replayed by these, so that a clue it
    allowed is never refused when the game is loaded again."""
    return word == key or word in _english_inflections(key, False) or _english_compound(key, word, False)


# ----- short keywords at the start of a compound ------------------------------------------------------------------
@cache
def _known_words(language: str) -> frozenset[str]:
    """Words a compound's other part may be: the listed compound parts (data/forms.json) and Intercept's keywords in
    the language: concrete nouns (the association lexicon's words would find lede, a form of led, in billede)."""
    found = {fold(language, w) for w in _data()["compound_parts"].get(language, ())}
    intercept = resources.files("pygames.intercept").joinpath("data")
    path = intercept.joinpath("words", f"{language}.txt")
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.startswith("#"):
                found.update(w for w in re.findall(r"[^\W\d_]+", fold(language, line)) if len(w) >= MIN_OTHER_PART)
    return frozenset(found)


@lru_cache(maxsize=4096)
def _short_compound(language: str, key: str, word: str) -> bool:
    """Whether ``word`` is a short keyword (three letters; in English three or four) followed by another word, itself
    or inflected: snow|man, sne|mand, snö|gubbe, sne|mænd|ene. Only a known other part counts, since the short keyword
    alone starts too many words (bil in billede, sol in soldat, star in starve)."""
    if not word.startswith(key):
        return False
    rest = word[len(key) :]
    if len(rest) < MIN_OTHER_PART:
        return False
    inflected = _english_inflected if language == "en" else _nordic_inflected(language)
    return any(
        rest == part or inflected(part, rest)
        for part in _known_words(language)
        if rest.startswith(part[:-1]) or part in _irregular(language).get(rest, ())
    )


# ----- Danish and Swedish -------------------------------------------------------------------------------------------
NORDIC_VOWELS = "aeiouyæøåäö"
_GENITIVE = "s"


def _with_genitive(endings: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(e for ending in endings for e in (ending, ending + _GENITIVE)))


# The endings of a noun's forms, each also with the genitive -s: after a consonant (or a vowel other than a final -e
# in Danish), and after a vowel (Danish: after a final -e).
DANISH_ENDINGS = _with_genitive(("", "en", "et", "er", "erne", "e", "ene"))
DANISH_ENDINGS_AFTER_E = _with_genitive(("", "n", "t", "r", "rne", "ne"))
SWEDISH_ENDINGS = _with_genitive(("", "en", "et", "n", "ar", "or", "er", "arna", "orna", "erna", "na", "ena"))
SWEDISH_ENDINGS_AFTER_VOWEL = _with_genitive(("", "n", "t", "r", "na", "rna", "er", "erna", "en"))
# Suffixes of derivations that make unrelated words end alike (Danish erindring, venskab, frihed; Swedish vänskap,
# frihet): a keyword ending in one of them is not looked for at the end of a longer word.
NORDIC_COMMON_ENDINGS = {
    "da": ("ing", "ring", "ning", "else", "hed", "skab", "dom", "tion", "isme", "ist", "ør", "ere", "ende"),
    "sv": ("ing", "ring", "ning", "else", "het", "skap", "dom", "tion", "ism", "ist", "ör", "are", "ande", "ende"),
}
NORDIC_LINKS = ("", "s", "e")  # snemand, skibsreder, kirkegård (Swedish kyrkogård: the -o- of a dropped -a)


@lru_cache(maxsize=2048)
def _nordic_inflections(language: str, key: str) -> frozenset[str]:
    danish = language == "da"
    forms: set[str] = set()

    def add(stem: str, endings: Iterable[str]) -> None:
        forms.update(stem + ending for ending in endings)

    ends_in_vowel = key[-1:] in NORDIC_VOWELS
    if danish:
        add(key, DANISH_ENDINGS_AFTER_E if key.endswith("e") else DANISH_ENDINGS)
        if key.endswith("er"):
            add(key, _with_genitive(("ne",)))  # lærerne (not kone for ko)
    else:
        add(key, SWEDISH_ENDINGS_AFTER_VOWEL if ends_in_vowel else SWEDISH_ENDINGS)
        if key.endswith(("a", "e")) and len(key) >= 4:
            add(key[:-1], _with_genitive(("ar", "or", "arna", "orna", "er", "erna")))  # pojkar, flickorna
        if key.endswith("um"):
            add(key[:-2], _with_genitive(("et", "er", "erna")))  # museet
    # one final consonant after a short vowel doubles before an ending: katten, kattene; Swedish only m and n
    # (mannen, dammen: it writes the other doubled consonants in the word itself, katt).
    last = key[-1:]
    if len(key) >= 2 and last not in NORDIC_VOWELS + "jvwxh" and key[-2] in NORDIC_VOWELS and (danish or last in "mn"):
        doubled = key + last
        add(doubled, DANISH_ENDINGS[2:] if danish else SWEDISH_ENDINGS[2:])
    # -el, -er, -en lose their e before an ending that starts with a vowel: cykler, fingre, fåglar, vintrar (a word of
    # four letters has no unstressed -en: sten, stenen; Swedish öken is listed)
    if len(key) >= 5 and key[-2] == "e" and last in "lrn" and key[-3] not in NORDIC_VOWELS:
        stems = {key[:-2] + last}
        if key[-3] == key[-4]:
            stems.add(key[:-3] + last)  # gaffel: gafler
        for stem in stems:
            add(stem, _with_genitive(("e", "ene", "en", "er", "erne") if danish else ("ar", "arna", "er", "erna")))
    # the plurals no rule makes: irregular ones and the common umlaut plurals (fødder, bøger; händer, böcker)
    listed = _irregular(language).get(key, ())
    forms.update(listed)
    forms.update(form + _GENITIVE for form in listed)
    forms.discard(key)
    return frozenset(forms)


def _nordic_inflected(language: str) -> Callable[[str, str], bool]:
    def inflected(key: str, word: str) -> bool:
        return word in _nordic_inflections(language, key)

    return inflected


def _nordic_compound(language: str) -> Callable[[str, str], bool]:
    def compound(key: str, word: str) -> bool:
        if len(key) < 3 or len(word) - len(key) < MIN_OTHER_PART:
            return False
        if len(key) == 3 and _short_compound(language, key, word):  # snemand, snögubbe
            return True
        if len(key) == 3:  # solsikke, ostemad, bogstav, kattekilling; not billede, soldat
            stems = [key] if key[-1] in NORDIC_VOWELS else [key, key + key[-1]]
            return any(
                word.startswith(stem + link) and len(word) - len(stem) - 1 >= MIN_OTHER_PART
                for stem in stems
                for link in "se"
            )
        for link in NORDIC_LINKS:
            if word.startswith(key + link) and len(word) - len(key + link) >= MIN_OTHER_PART:
                return True
        if language == "sv" and key.endswith("a") and len(key) >= 5:  # flickskola, gatlykta, kyrkogård (not pandemisk)
            stem = key[:-1]
            for link in ("", "s", "o"):
                rest = word[len(stem + link) :] if word.startswith(stem + link) else ""
                if len(rest) >= MIN_OTHER_PART and (link or rest[0] not in NORDIC_VOWELS):
                    return True
        if key.endswith(NORDIC_COMMON_ENDINGS[language]):
            return False
        return any(
            word.endswith(form) and len(word) - len(form) >= MIN_OTHER_PART
            for form in (key, *_nordic_inflections(language, key))
        )  # fodbold, fodbolden, sommerfugle

    return compound


# ----- Italian ------------------------------------------------------------------------------------------------------
ITALIAN_ENDINGS = "oaie"
# Diminutive and augmentative (and pejorative) suffixes with their gender and number endings.
ITALIAN_SUFFIXES = tuple(
    stem + ending
    for stem in ("in", "ett", "ell", "on", "acci", "ucci", "ott", "icin", "olin", "acchiott", "ellin", "erell", "astr")
    for ending in ITALIAN_ENDINGS
)
# A keyword of four letters takes only the plain diminutives (casetta, manina, lupetto): the others would find it in
# too many words (mela in melone, foca in focaccia, capo in capello).
ITALIAN_SHORT_SUFFIXES = tuple(stem + ending for stem in ("in", "ett", "ucci") for ending in ITALIAN_ENDINGS)
ITALIAN_SUFFIX_KEY = 5  # the shortest keyword that takes every suffix, and compounds


@lru_cache(maxsize=2048)
def _italian_inflections(key: str) -> frozenset[str]:
    forms: set[str] = set(_irregular("it").get(key, ()))
    if len(key) < 3 or key[-1] not in ITALIAN_ENDINGS:
        return frozenset(forms)  # tram, sport, re: the same in every form
    stem = key[:-1]
    hard = stem[-1:] in "cg"  # fungo: funghi, amica: amiche (and amico: amici, without the h)
    for ending in ITALIAN_ENDINGS:
        forms.add(stem + ending)
        if hard and ending in "ie":
            forms.add(stem + "h" + ending)
    if key.endswith("io"):
        forms.add(key[:-2] + "i")  # orologio: orologi
    if key.endswith(("cia", "gia")):
        forms.add(key[:-2] + "e")  # arancia: arance
    if len(key) >= ITALIAN_SUFFIX_KEY - 1:
        base = key[:-2] if key.endswith("io") else stem  # orologio: orologino
        for suffix in ITALIAN_SUFFIXES if len(key) >= ITALIAN_SUFFIX_KEY else ITALIAN_SHORT_SUFFIXES:
            forms.add(base + suffix)
            if hard and suffix[0] in "ie":
                forms.add(base + "h" + suffix)  # funghetto
    forms.discard(key)
    return frozenset(forms)


def _italian_inflected(key: str, word: str) -> bool:
    return word in _italian_inflections(key)


@lru_cache(maxsize=1024)
def _italian_plurals(key: str) -> frozenset[str]:
    """The keyword and its plural, as the last part of a compound shows them (portaombrelli; not medaglia for aglio)."""
    forms = {key, *_irregular("it").get(key, ())}
    plural = {"o": "i", "e": "i", "a": "e"}.get(key[-1:])
    if plural and len(key) >= 3:
        forms |= {key[:-1] + plural, key[:-1] + "h" + plural, key[:-1] + "i"}
        if key.endswith("io"):
            forms.add(key[:-2] + "i")
        if key.endswith(("cia", "gia")):
            forms.add(key[:-2] + "e")
    return frozenset(forms)


def _italian_compound(key: str, word: str) -> bool:
    if len(key) < ITALIAN_SUFFIX_KEY:
        return False
    if word.startswith(key) and len(word) - len(key) >= MIN_OTHER_PART:
        return True  # cassaforte, pescespada
    return any(word.endswith(form) and len(word) - len(form) >= MIN_OTHER_PART for form in _italian_plurals(key))


# ----- Finnish ------------------------------------------------------------------------------------------------------
FINNISH_VOWELS = "aeiouyäö"
COMPOUND_PART = 4  # the shortest other part of a Finnish compound (kissa|npentu; kirja|sto is a derivation, let be)
# Finnish consonant gradation, strong to weak, before a keyword's last vowel (katu: kadun, kenkä: kengän).
FINNISH_GRADATION = (("kk", "k"), ("pp", "p"), ("tt", "t"), ("nk", "ng"), ("mp", "mm"), ("lt", "ll"), ("nt", "nn"))
FINNISH_GRADATION_AFTER_VOWEL = (("rt", "rr"), ("ht", "hd"), ("t", "d"), ("p", "v"))


def finnish_endings() -> dict[str, list[str]]:
    """The Finnish endings of data/forms.json by kind: case, possessive, clitic (Intercept's bots stem with them)."""
    endings: dict[str, list[str]] = _data()["finnish_endings"]
    return endings


@cache
def _finnish_ending() -> re.Pattern[str]:
    endings = finnish_endings()

    def group(name: str) -> str:
        return "(?:" + "|".join(sorted(map(re.escape, endings[name]), key=len, reverse=True)) + ")"

    # A genitive -n or a plural -t takes no possessive suffix (kissani, not kissanni): "lautanen" is not lauta+n+en.
    cases = [e for e in endings["case"] if e not in ("n", "t")]
    with_suffixes = "(?:" + "|".join(sorted(map(re.escape, cases), key=len, reverse=True)) + ")"
    return re.compile(f"(?:{with_suffixes}{group('possessive')}|[nt]){group('clitic')}")


def _is_ending(rest: str) -> bool:
    return _finnish_ending().fullmatch(rest) is not None


def _weak_grade(key: str) -> str | None:
    """``key`` with the consonants before its last vowel weakened (katu: kadu, kenkä: kengä), or None."""
    if len(key) < 3 or key[-1] not in FINNISH_VOWELS:
        return None
    body, last = key[:-1], key[-1]
    for strong, weak in FINNISH_GRADATION:
        if body.endswith(strong):
            return body[: -len(strong)] + weak + last
    for strong, weak in FINNISH_GRADATION_AFTER_VOWEL:
        before = body[: -len(strong)]
        if body.endswith(strong) and before[-1:] and before[-1] in FINNISH_VOWELS:
            return before + weak + last
    return None


@lru_cache(maxsize=1024)
def _finnish_stems(key: str) -> frozenset[str]:
    """The stems a Finnish noun takes endings on, besides the word itself (kissa: kisso-ja, katu: kadu-lla)."""
    stems: set[str] = set()
    weak = _weak_grade(key)
    if weak:
        stems.add(weak)
    if key.endswith("nen"):
        stems |= {key[:-3] + "se", key[:-3] + "s"}  # nainen: naise-n, nais-ia
    elif key.endswith(("us", "ys")):
        stems |= {key[:-1] + "kse", key[:-1] + "de", key[:-1] + "tt"}  # kysymys: kysymykse-n; rakkaus: rakkaude-n
    elif key.endswith("in"):
        stems.add(key[:-1] + "me")  # avain: avaime-n
    elif key.endswith("si"):
        stems |= {key[:-2] + "de", key[:-2] + "tt"}  # käsi: käde-n, kät-tä
    elif key[-1:] in "aä":
        for base in {key[:-1], (weak or key)[:-1]}:
            stems |= {base + "o", base + "i"}  # kissa: kisso-ja, kenkä: kenki-ä, kukka: kuki-lla
    elif key[-1:] == "i":
        stems |= {key[:-1] + "e", (weak or key)[:-1] + "e"}  # kivi: kive-n, lahti: lahde-ssa
    return frozenset(s for s in stems if len(s) >= 3)


def _finnish_starts_with(key: str, word: str, compound: bool) -> bool:
    """Whether ``word`` is ``key`` inflected, or (``compound``) a compound that begins with it (kissanpentu)."""
    if word.startswith(key):
        rest = word[len(key) :]
        if _is_ending(rest) or (compound and len(rest) >= COMPOUND_PART):
            return True
    for stem in _finnish_stems(key):
        if word.startswith(stem):
            rest = word[len(stem) :]
            # A stem is no word on its own (kani is not kana), and the plural stem in -o takes the plural's i or j
            # (kissoja, kissoilla; leijona is not leija).
            if not rest or (stem.endswith("o") and not key.endswith("o") and rest[0] not in "ij"):
                continue
            # kadunkulma: the genitive of a stem starts a compound
            if _is_ending(rest) or (compound and rest.startswith("n") and len(rest) >= 5):
                return True
    return False


def _finnish_inflected(key: str, word: str) -> bool:
    return _finnish_starts_with(key, word, compound=False)


def _finnish_compound(key: str, word: str) -> bool:
    if len(key) < COMPOUND_PART:
        return False
    if _finnish_starts_with(key, word, compound=True):
        return True
    # The keyword as the last part of a compound (villakissan, elokuva): the part before it is at least three letters
    # and ends as the first parts of Finnish compounds do (a vowel, or n, s, l after four letters or more), which keeps
    # out nukkuva (nuk+kuva) and mustikka (mus+tikka).
    for start in range(3, len(word) - 2):
        before = word[start - 1]
        if (before in FINNISH_VOWELS or (before in "nsl" and start >= 4)) and _finnish_starts_with(
            key, word[start:], compound=False
        ):
            return True
    return False


_RULES: dict[str, tuple[Callable[[str, str], bool], Callable[[str, str], bool]]] = {
    "en": (_english_inflected, _english_compound),
    "da": (_nordic_inflected("da"), _nordic_compound("da")),
    "sv": (_nordic_inflected("sv"), _nordic_compound("sv")),
    "it": (_italian_inflected, _italian_compound),
    "fi": (_finnish_inflected, _finnish_compound),
}
