/**
 * Where the pips of a die face sit, in a unit square (0..1 each way): the familiar layouts of
 * a six-sided die, so a flat die reads at a glance like the 3D one. Faces above six (a d8)
 * and faces of dice that show numerals (d4, d8) draw their number instead.
 */
const C = 0.5;
const L = 0.25;
const H = 0.75;

const FACES: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[C, C]],
  2: [
    [L, L],
    [H, H],
  ],
  3: [
    [L, L],
    [C, C],
    [H, H],
  ],
  4: [
    [L, L],
    [H, L],
    [L, H],
    [H, H],
  ],
  5: [
    [L, L],
    [H, L],
    [C, C],
    [L, H],
    [H, H],
  ],
  6: [
    [L, L],
    [H, L],
    [L, C],
    [H, C],
    [L, H],
    [H, H],
  ],
};

/** The pip centres of face `value` (1..6), or null when the face shows a numeral instead. */
export function pipLayout(value: number): readonly (readonly [number, number])[] | null {
  return FACES[value] ?? null;
}
