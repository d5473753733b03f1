/**
 * The search's fast path for hex's programs. A hand of six cards has 720 programs, and the
 * generic search asks for a seat's legal actions where it only reads a few of them: the type
 * of the first (has the searcher come back to a program decision, its horizon?) or one drawn
 * at random (another seat's secret program). Building all 720 for that was a fifth of a
 * 4-player search, and most of its garbage.
 *
 * So states the search made (`ai.cloneMut`) list their programs lazily: an array proxy that
 * reports the length at once and builds program i when element i is read, the same object
 * each time, exactly `programsOf`'s element i. Anything else (iteration, map, JSON, writes)
 * builds the whole list first and then reads or changes that list, so the proxy always behaves
 * as the array `programsOf` would have returned. These lists never leave the search: the host,
 * the renderer and the tests get plain arrays from states they hold (apply's, setup's, views').
 */
import type { Card } from '../../core/cards';
import type { Seat } from '../../core/game';
import { programAt, programTable } from './programs';
import type { HexAction, HexOptions, HexState } from './state';

/**
 * The mark of the search's copies. They carry a marked copy of their options (same fields; the
 * mark is a hidden, non-enumerable property, so JSON, views and deep equality do not see it):
 * cheaper than a WeakSet of states, which cost 4% of a search with a state copied per iteration.
 */
const SEARCH: unique symbol = Symbol('hex.search');
type Marked = HexOptions & { readonly [SEARCH]?: true };

/** The options last marked and their marked copy (a search's worlds share one options object). */
let lastPlain: HexOptions | null = null;
let lastMarked: HexOptions | null = null;

/** Marks a private copy of the search's (`ai.cloneMut`): its programs are listed lazily from now on. */
export function markSearchState<T extends { options: HexOptions }>(s: T): T {
  const o = s.options as Marked;
  if (o[SEARCH] !== true) {
    if (o !== lastPlain || lastMarked === null) {
      lastPlain = o;
      lastMarked = Object.defineProperty({ ...o }, SEARCH, { value: true });
    }
    s.options = lastMarked;
  }
  return s;
}

/** Whether the search made `s`. */
export function isSearchState(s: HexState): boolean {
  return (s.options as Marked)[SEARCH] === true;
}

/** `prop` as an array index below 2^31, or -1. */
function indexOf(prop: string | symbol): number {
  if (typeof prop !== 'string' || prop.length === 0 || prop.length > 9) return -1;
  const c = prop.charCodeAt(0);
  if (c < 48 || c > 57 || (c === 48 && prop.length > 1)) return -1;
  let i = 0;
  for (let k = 0; k < prop.length; k++) {
    const d = prop.charCodeAt(k) - 48;
    if (d < 0 || d > 9) return -1;
    i = i * 10 + d;
  }
  return i;
}

/** The proxy's handler: one per list, its state in fields (no closures to build per list). */
class LazyPrograms implements ProxyHandler<HexAction[]> {
  /** Programs built so far, by index. */
  private readonly built = new Map<number, HexAction>();
  /** The whole list once something needed it; from then on the proxy is this array. */
  private whole: HexAction[] | null = null;

  constructor(
    private readonly seat: Seat,
    private readonly hand: readonly Card[],
    private readonly count: number,
  ) {}

  private at(i: number): HexAction {
    let a = this.built.get(i);
    if (!a) {
      a = programAt(this.seat, this.hand, i);
      this.built.set(i, a);
    }
    return a;
  }

  private all(): HexAction[] {
    if (!this.whole) {
      const list: HexAction[] = [];
      for (let i = 0; i < this.count; i++) list.push(this.at(i));
      this.whole = list;
    }
    return this.whole;
  }

  get(_target: HexAction[], prop: string | symbol): unknown {
    if (this.whole === null) {
      if (prop === 'length') return this.count;
      const i = indexOf(prop);
      if (i >= 0) return i < this.count ? this.at(i) : undefined;
    }
    const list = this.all();
    const v: unknown = Reflect.get(list, prop);
    // Methods run on the list itself (and see it whole), not element by element through the proxy.
    return typeof v === 'function' ? (v as (...args: unknown[]) => unknown).bind(list) : v;
  }

  has(_target: HexAction[], prop: string | symbol): boolean {
    if (this.whole === null) {
      const i = indexOf(prop);
      if (i >= 0) return i < this.count;
    }
    return Reflect.has(this.all(), prop);
  }

  set(_target: HexAction[], prop: string | symbol, value: unknown): boolean {
    return Reflect.set(this.all(), prop, value);
  }

  deleteProperty(_target: HexAction[], prop: string | symbol): boolean {
    return Reflect.deleteProperty(this.all(), prop);
  }

  defineProperty(_target: HexAction[], prop: string | symbol, desc: PropertyDescriptor): boolean {
    return Reflect.defineProperty(this.all(), prop, desc);
  }

  ownKeys(): (string | symbol)[] {
    return Reflect.ownKeys(this.all());
  }

  getOwnPropertyDescriptor(_target: HexAction[], prop: string | symbol): PropertyDescriptor | undefined {
    return Reflect.getOwnPropertyDescriptor(this.all(), prop);
  }
}

/** `programsOf(seat, hand)` as a lazy list (see the top of this file). */
export function lazyProgramsOf(seat: Seat, hand: readonly Card[]): HexAction[] {
  const copy = hand.slice();
  const n = copy.length;
  const count = n === 0 ? 0 : programTable(n).length / n;
  return new Proxy<HexAction[]>([], new LazyPrograms(seat, copy, count));
}
