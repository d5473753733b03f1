/**
 * A coached first game: a whole game against the computer's lowest level, where a coach speaks
 * up the first time each rule comes into play (the first combat, the first decay, the first
 * reshuffle…) and can be silenced. Each game brings its cues as data in its lessons folder (an
 * event pattern, the rule it shows, the coach's words); this module decides which cues a batch
 * of events sets off, and `CueQueue` holds the table's next words until the player has read them.
 */
import { matches } from './lesson';

/** One thing the coach says, the first time an event like `when` happens. */
export interface CoachCue {
  /** The rule it shows (an id of the game's rules map); a cue is said once per game. */
  readonly rule: string;
  /** The event that sets it off: every field given must match (nested objects the same way). */
  readonly when: Readonly<Record<string, unknown>>;
  /** Message key of the coach's words. */
  readonly say: string;
}

/** A game's coached first game: the options it is played with (two seats) and its cues. */
export interface FirstGame {
  /** The engine's options for the game (`seats` is 2: the learner and the computer). */
  readonly options: Readonly<Record<string, unknown>>;
  /** Message key of the words the coach opens the game with. */
  readonly hello: string;
  readonly cues: readonly CoachCue[];
}

/** The cues `events` set off that `said` does not hold yet, in the order of their first events (each once). */
export function cuesFor(cues: readonly CoachCue[], events: readonly unknown[], said: ReadonlySet<string>): CoachCue[] {
  const out: CoachCue[] = [];
  const now = new Set(said);
  for (const e of events)
    for (const cue of cues) {
      if (now.has(cue.rule) || !matches(e, cue.when)) continue;
      now.add(cue.rule);
      out.push(cue);
    }
  return out;
}
