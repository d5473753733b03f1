/**
 * The one lifecycle every 3D board shares: a root group for the scene, tweens that ask for a
 * frame while they run, instanced dice, rising flashes, a lesson coach's arrows, and whatever
 * geometry, material or texture the board made, all disposed with it; and how dice clash and fall. A game's board extends
 * this and adds what is its own (a grid, hexes, cards, a lane) and the steps its events play.
 */
import * as THREE from 'three';
import { CoachArrows } from './coachArrows';
import { Tweens } from './dice';
import { DiceSet, type DiceSetOptions, type DieKey } from './diceSet';
import { clash, fall } from './fights';
import { FlashSprites } from './flashes';
import type { Extent, SceneBoard } from './rig';

/** A 3D board: the scene's part of a table. */
export abstract class Board3D<P> implements SceneBoard<P> {
  /** Add this to the scene. */
  readonly root = new THREE.Group();
  /** The box the camera frames. */
  abstract readonly extent: Extent;
  /** Called whenever something changed and a frame should be drawn. */
  onChange: () => void = () => {};
  /** The board's own tweens (dice have theirs). */
  protected readonly tweens = new Tweens(() => this.onChange());
  /** Short texts that rise over the board and fade ("6 vs 4", "−1"). */
  protected readonly flashes = new FlashSprites(this.root, this.tweens);
  /** A lesson coach's pointers. */
  protected readonly coach = new CoachArrows();
  /** Every die on the board, instanced. */
  protected readonly dice: DiceSet;
  private readonly disposables: { dispose(): void }[] = [];
  /** Where each die of the last clash was struck from (the loser falls away from it). */
  private blows = new Map<DieKey, THREE.Vector3>();

  constructor(dice: DiceSetOptions) {
    this.dice = new DiceSet(dice);
    this.dice.onChange = () => this.onChange();
  }

  /** What a pointer ray hits first, or null. */
  abstract pick(ray: THREE.Raycaster): P | null;

  /** Keeps `x` to be disposed with the board; returns it. */
  protected keep<T extends { dispose(): void }>(x: T): T {
    this.disposables.push(x);
    return x;
  }

  /** Where every die on the board is and a d6's edge: the test hook measures how large they show. */
  diceSpots(): { spots: { x: number; z: number }[]; size: number } {
    const spots = this.dice.keys().flatMap((k) => {
      const p = this.dice.positionOf(k);
      return p ? [{ x: p.x, z: p.z }] : [];
    });
    return { spots, size: this.dice.size };
  }

  /** Whether anything still moves (a frame is wanted). */
  get busy(): boolean {
    return this.tweens.busy || this.dice.busy || this.moving();
  }

  /** Whether the board's own motion (cards, a camera) runs; none by default. */
  protected moving(): boolean {
    return false;
  }

  /** Advances running tweens by `dtSeconds`; returns whether any still runs. */
  update(dtSeconds: number): boolean {
    const own = this.advance(dtSeconds);
    const board = this.tweens.update(dtSeconds);
    const dice = this.dice.update(dtSeconds);
    return own || board || dice;
  }

  /** Advances the board's own motion; returns whether it still runs (none by default). */
  protected advance(_dtSeconds: number): boolean {
    return false;
  }

  /** A combat: the attacker slams into the defender twice, their faces meeting; the defender shakes. */
  protected clashDice(attacker: DieKey, defender: DieKey, ms: number): Promise<void> {
    const a = this.dice.positionOf(attacker);
    const b = this.dice.positionOf(defender);
    this.blows = new Map(
      a && b
        ? [
            [attacker, b],
            [defender, a],
          ]
        : [],
    );
    return clash(this.dice, attacker, defender, ms, this.dice.size);
  }

  /** A die that lost (or decayed away) tips over, away from the die that beat it, and drops through the table; then it is gone. */
  protected async fallDie(key: DieKey, ms: number): Promise<void> {
    if (!this.dice.has(key)) return;
    const from = this.blows.get(key);
    this.blows.delete(key);
    await fall(this.dice, key, ms, this.dice.size, from);
    this.dice.remove(key);
  }

  /** Lands every running tween at once (a skipped step). */
  finish(): void {
    this.land();
    this.tweens.finishAll();
    this.dice.finish();
  }

  /** Lands the board's own motion at once (none by default). */
  protected land(): void {}

  /** Frees every GPU resource the board holds. */
  dispose(): void {
    this.finish();
    this.flashes.clear();
    this.dice.dispose();
    this.coach.dispose();
    for (const x of this.disposables) x.dispose();
  }
}
