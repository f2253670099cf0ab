"""The 21 cards of Sleuth: six suspects, six weapons, nine rooms. A card is named by its English name."""

from __future__ import annotations

# The suspects in the rules' order (Miss Scarlet first); unless the players choose, seat i plays SUSPECTS[i].
SUSPECTS: tuple[str, ...] = (
    "Miss Scarlet",
    "Colonel Mustard",
    "Mrs White",
    "Reverend Green",
    "Mrs Peacock",
    "Professor Plum",
)
WEAPONS: tuple[str, ...] = ("Candlestick", "Dagger", "Lead Pipe", "Revolver", "Rope", "Spanner")
ROOMS: tuple[str, ...] = (
    "Kitchen",
    "Ballroom",
    "Conservatory",
    "Dining Room",
    "Billiard Room",
    "Library",
    "Lounge",
    "Hall",
    "Study",
)
CATEGORIES: tuple[tuple[str, ...], ...] = (SUSPECTS, WEAPONS, ROOMS)
CARDS: tuple[str, ...] = SUSPECTS + WEAPONS + ROOMS
CARD_INDEX: dict[str, int] = {card: i for i, card in enumerate(CARDS)}

# The colour of each suspect's token, for views and the renderer.
COLOURS: dict[str, str] = {
    "Miss Scarlet": "red",
    "Colonel Mustard": "yellow",
    "Mrs White": "white",
    "Reverend Green": "green",
    "Mrs Peacock": "blue",
    "Professor Plum": "purple",
}


def category_of(card: str) -> str:
    """'suspect', 'weapon' or 'room'."""
    if card in SUSPECTS:
        return "suspect"
    if card in WEAPONS:
        return "weapon"
    return "room"
