// The catalog key of each kind of message (a card's categories), shared by the screen and the rules page.
export const KIND_KEYS = {
  person: "stikord.ui.kind.person",
  place: "stikord.ui.kind.place",
  thing: "stikord.ui.kind.thing",
  event: "stikord.ui.kind.event",
};
