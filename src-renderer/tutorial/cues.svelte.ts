/**
 * The coach of a coached first game at the table: the cues events set off wait in a queue and
 * the table shows the first; the game goes on once the player has read it ("Got it"), so no
 * move is made under words about an earlier one. Silenced, the coach says nothing more this game.
 */
import { SvelteSet } from 'svelte/reactivity';
import { cuesFor, type CoachCue, type FirstGame } from './firstGame';

export class CueQueue {
  /** What the coach says now (null: nothing). */
  current = $state.raw<CoachCue | null>(null);
  /** Whether the player has silenced the coach. */
  silenced = $state(false);
  private readonly said = new SvelteSet<string>();
  private readonly waiting: CoachCue[] = [];
  private release: (() => void) | null = null;
  /** Whether the coach has said hello (its first words, before the first events' cues). */
  private greeted = false;
  /** The cues being shown one after another, until the queue is empty (null: none). */
  private draining: Promise<void> | null = null;

  constructor(readonly game: FirstGame) {}

  /** How many cues the coach has said (or is saying), of how many. */
  get progress(): { said: number; of: number } {
    return { said: this.said.size, of: this.game.cues.length };
  }

  /** Queues the cues `events` set off (the first time, after the coach's hello); resolves once the player has read them all (at once when there are none, or silenced). */
  after(events: readonly unknown[]): Promise<void> {
    if (this.silenced) return Promise.resolve();
    if (!this.greeted) {
      this.greeted = true;
      this.waiting.push({ rule: '', when: {}, say: this.game.hello });
    }
    for (const cue of cuesFor(this.game.cues, events, this.said)) {
      this.said.add(cue.rule);
      this.waiting.push(cue);
    }
    // Cues of later events join the queue being shown; everyone waits for the same end.
    this.draining ??= this.drain().finally(() => (this.draining = null));
    return this.draining;
  }

  private async drain(): Promise<void> {
    while (!this.silenced && this.waiting.length > 0) {
      this.current = this.waiting.shift()!;
      await new Promise<void>((r) => (this.release = r));
    }
    this.current = null;
  }

  /** The player read the cue shown: the next one shows, or the game goes on. */
  gotIt(): void {
    const r = this.release;
    this.release = null;
    r?.();
  }

  /** No more cues this game; the game goes on at once. */
  silence(): void {
    this.silenced = true;
    this.waiting.length = 0;
    this.gotIt();
  }
}
