"""What the word games know about their languages (da, en, fi, it, sv), shared by Game Over, Intercept and Stikord:

- :mod:`~pygames.lang.letters`: how a language's words are compared: case and accents ignored, but not the letters that
  are letters of their own in the language (Danish æ ø å, Swedish å ä ö, Finnish ä ö: Å is not A in Danish);
- :mod:`~pygames.lang.forms`: whether a word is a form of another: inflected (Danish haven for have, Finnish kissan for
  kissa, Italian gatti for gatto, English pyjamas for pajamas), or a compound that holds it (snemand for sne), and
  whether two words are related at all (snow and snowman: never on one Intercept screen), and whether two answers are
  the same word (:func:`~pygames.lang.forms.same_word`: English pyjamas and pajamas).

Not a game: the registry skips a package without ``GAME``.
"""

from pygames.lang.forms import compound_of, english_spelling, inflection_of, is_form_of, related, same_word
from pygames.lang.letters import LANGUAGES, fold, fold_upper, words_of

__all__ = [
    "LANGUAGES",
    "compound_of",
    "english_spelling",
    "fold",
    "fold_upper",
    "inflection_of",
    "is_form_of",
    "related",
    "same_word",
    "words_of",
]
