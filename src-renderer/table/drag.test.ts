/** The kit's drags: a board's drag reports become the game's drop, the focus follows the pointer, a board that draws drags is told. */
import { describe, expect, it } from 'vitest';
import type { Raycaster } from 'three';
import { dragHandlers, showsDrag, type DragHost, type DragShow } from './drag';
import type { Click } from './kit';

type P = { readonly kind: 'die' | 'card'; readonly n: number };

function host(canStart: boolean, show: DragShow<P> | null = null) {
  const log: string[] = [];
  const h: DragHost<P, string, number> = {
    drag: { start: (p) => canStart && p.kind === 'die', drop: (from, to): Click<string, number> => ({ kind: 'select', sel: from.n * 10 + (to?.n ?? 0) }) },
    show,
    setFocus: (p) => log.push(`focus ${p ? `${p.kind}${p.n}` : 'none'}`),
    run: (c) => log.push(`run ${JSON.stringify(c)}`),
  };
  return { h, log };
}

describe('table kit drags', () => {
  it('a drag the game takes ends in its drop; the focus follows what lies under the pointer, not the piece itself', () => {
    const { h, log } = host(true);
    const d = dragHandlers(() => h);
    expect(d.dragStart({ kind: 'die', n: 1 })).toBe(true);
    d.dragMove({ kind: 'die', n: 1 });
    d.dragMove({ kind: 'card', n: 3 });
    d.dragEnd({ kind: 'card', n: 3 });
    expect(log).toEqual(['focus none', 'focus card3', 'focus none', 'run {"kind":"select","sel":13}']);
  });

  it('a drag the game refuses (or a game without drags) never starts, and its moves and end do nothing', () => {
    const { h, log } = host(false);
    const d = dragHandlers(() => h);
    expect(d.dragStart({ kind: 'die', n: 1 })).toBe(false);
    d.dragMove({ kind: 'card', n: 2 });
    d.dragEnd({ kind: 'card', n: 2 });
    expect(log).toEqual([]);
    expect(dragHandlers(() => ({ ...h, drag: null })).dragStart({ kind: 'die', n: 1 })).toBe(false);
  });

  it('a board that draws drags lifts the piece, follows the ray and drops it back', () => {
    const seen: string[] = [];
    const show: DragShow<P> = { dragLift: (p) => seen.push(`lift ${p.n}`), dragFollow: () => seen.push('follow'), dragDrop: () => seen.push('drop') };
    expect(showsDrag(show)).toBe(true);
    expect(showsDrag({})).toBe(false);
    const { h } = host(true, show);
    const d = dragHandlers(() => h);
    d.dragStart({ kind: 'die', n: 2 });
    d.dragMove(null, {} as Raycaster);
    d.dragMove(null);
    d.dragEnd(null);
    expect(seen).toEqual(['lift 2', 'follow', 'drop']);
  });
});
