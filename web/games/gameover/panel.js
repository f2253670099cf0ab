// The GAME OVER panel's letters, one a tile (a blank between words), shared by the screen and the rules page.
export function panelLetters(text, total) {
  const letters = text
    .trim()
    .split(/\s+/)
    .flatMap((word) => [...word, ""]);
  while (letters.length < total) letters.push("");
  return letters.slice(0, total);
}
