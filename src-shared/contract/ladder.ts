/**
 * How the AI levels fared against each other in the arena: each game ships its ladder
 * (generated from docs/ai-strength.md), `hello` reports it, and the new-game screen words
 * each level's strength from it.
 */

/** One pairing of the arena: level A in one seat against level B in every other seat. */
export interface MeasuredPair {
  readonly a: string;
  readonly b: string;
  /** A's score: wins plus half the shared victories, over the games. */
  readonly score: number;
  /** The 95% Wilson interval of the score. */
  readonly lo: number;
  readonly hi: number;
  readonly games: number;
}

/** The arena's ladder for one seat count of a game. */
export interface MeasuredLadder {
  readonly players: number;
  /** Set where the seats played as two teams, each level on a whole side (`Game.sides`). */
  readonly teams?: true;
  /** The command that measured it (as the strength page gives it). */
  readonly command: string;
  readonly pairs: readonly MeasuredPair[];
}
