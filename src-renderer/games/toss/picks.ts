/**
 * What the PipFall Toss table decides about, as data: the named aims, the things a click (a
 * key, a button) can mean, the selection (an aim in progress, an entry to confirm), the
 * decision at hand in each mode (the coin toss, the keeper's pad, the lane), what the lane
 * lights, and the keys. The decisions module builds them; aiming, keeping and the texts read them.
 */
import type { Flight } from './aim';
import type { Names } from './names';
import type { Aim, CoinPick, Court, DieLie, DieResult, End, Side, TossAction, TossTarget, Vec3 } from './types';

type TossTargetT = Extract<TossTarget, { kind: 'toss' }>;
type EnterTarget = Extract<TossTarget, { kind: 'enter' }>;
type UndoTarget = Extract<TossTarget, { kind: 'undo' }>;

/** A named aim the engine lists (a spot at an arc, or a knock at an opponent die). */
export interface Preset {
  readonly action: TossAction;
  readonly aim: Aim;
  /** The spot ('middle', 'hole'...) or 'knock'. */
  readonly spot: string;
  /** 'lob', 'arc', 'drive', 'drop'. */
  readonly arc: string;
  /** The die it goes for, when it knocks. */
  readonly knocks?: number;
  readonly target: TossTargetT;
}

/** The keyboard key of each result (one key per die). */
export const RESULT_KEYS: readonly { readonly result: DieResult; readonly key: string }[] = [
  { result: 1, key: '1' },
  { result: 2, key: '2' },
  { result: 3, key: '3' },
  { result: 4, key: '4' },
  { result: 5, key: '5' },
  { result: 6, key: '6' },
  { result: 'leaner', key: 'L' },
  { result: 'hole', key: 'H' },
  { result: 'off', key: 'O' },
  { result: 'foul', key: 'F' },
];

/** One button of the keeper's pad. */
export interface PadKey {
  readonly result: DieResult;
  readonly key: string;
  readonly action: TossAction;
  readonly target: EnterTarget | undefined;
}

/** The keeper's undo: its action and what it takes back. */
export interface KeeperUndo {
  readonly action: TossAction;
  readonly target: UndoTarget | undefined;
}

/**
 * What a click (or a key, or a choice button) can mean: a spot of the top of the board pitched
 * at (a named aim's landing when `label` names it), the landing of the aim in progress (a click
 * there pitches it), a coin-toss pick, a key of the keeper's pad, its undo, or the answer to its
 * question before an entry that ends the game. The keeper has no lane: its pad is its board.
 */
export type TossPick =
  | { readonly kind: 'spot'; readonly u: number; readonly s: number; readonly label?: string }
  | { readonly kind: 'pitch' }
  | { readonly kind: 'coin'; readonly pick: CoinPick }
  | { readonly kind: 'key'; readonly result: DieResult }
  | { readonly kind: 'undo' }
  | { readonly kind: 'confirm'; readonly yes: boolean };

/** What is picked within a decision: the aim in progress, and the keeper's entry waiting for its confirmation. */
export interface TossSel {
  /** Null: where the pitcher starts (the middle lob, or their last aim from this end: the table recalls it). */
  readonly aim: Aim | null;
  readonly confirm: DieResult | null;
}

/** Nothing picked. */
export const NO_SEL: TossSel = { aim: null, confirm: null };

/** The coin toss's pick, for the seat that chooses. */
export interface Choosing {
  readonly kind: 'coin';
  readonly picks: readonly { readonly pick: CoinPick; readonly action: TossAction }[];
  readonly heading: string;
}

/** A die to enter in the score keeper. */
export interface Keeping {
  readonly kind: 'keeper';
  readonly pad: readonly PadKey[];
  readonly undo: KeeperUndo | null;
  /** The entry that ends the game, waiting for its confirmation. */
  readonly confirming: PadKey | null;
  readonly heading: string;
  readonly names: Names;
  readonly totals: readonly [number, number];
}

/** A die to pitch on the lane: the aim in progress and where it comes down. */
export interface Aiming {
  readonly kind: 'aim';
  readonly seat: number;
  readonly court: Court;
  /** The end pitched from (the board at the other end is the one the tracks and spots are in). */
  readonly end: End;
  readonly side: Side;
  readonly release: Vec3;
  readonly presets: readonly Preset[];
  readonly aim: Aim;
  readonly flight: Flight;
  readonly lies: readonly DieLie[];
  readonly heading: string;
  readonly names: Names;
}

/** The decision at hand for the seat at the screen. */
export type Decision = { readonly kind: 'none' } | Choosing | Keeping | Aiming;

/** What the lane lights: the aim in progress with its flight, where the hinted and the focused named aims come down. */
export interface TossLit {
  /** The end pitched from (spots are in the frame of the board at the other end). */
  readonly end: End;
  readonly aim: { readonly side: Side; readonly flight: Flight } | null;
  readonly hint: Vec3 | null;
  readonly focus: Vec3 | null;
}

/** Nothing lit. */
export const NO_LIT: TossLit = { end: 0, aim: null, hint: null, focus: null };

/** A key as the table reads it. */
export interface KeyPress {
  /** KeyboardEvent.key. */
  readonly key: string;
  readonly shift: boolean;
  /** Ctrl or Meta. */
  readonly mod: boolean;
}
