import { describe, expect, it } from 'vitest';
import { undoPoint, type UndoEntry } from './undo';

const h = (seat: number, human: boolean, barrier: UndoEntry['barrier'] = null): UndoEntry => ({ seat, human, barrier });

describe('undoPoint: where undo rewinds to', () => {
  it("takes back the person's last action with the computers' actions after it", () => {
    expect(undoPoint([h(0, true), h(1, false), h(0, true), h(1, false), h(1, false)], false)).toEqual({ ok: true, seat: 0, to: 2 });
    expect(undoPoint([h(0, true)], false, 0)).toEqual({ ok: true, seat: 0, to: 0 });
  });
  it('never crosses a barrier, the move itself included, and says what it was', () => {
    expect(undoPoint([h(0, true), h(1, false, 'roll')], false)).toEqual({ ok: false, seat: 0, reason: 'ERR_UNDO_BARRIER', kind: 'roll' });
    expect(undoPoint([h(0, true, 'deal'), h(1, false)], false)).toMatchObject({ reason: 'ERR_UNDO_BARRIER', kind: 'deal' });
    // A barrier before the move does not matter.
    expect(undoPoint([h(1, false, 'reveal'), h(0, true), h(1, false)], false)).toEqual({ ok: true, seat: 0, to: 1 });
  });
  it('refuses when nobody at the screen has acted, when another person acted since, and once the game is over', () => {
    expect(undoPoint([], false)).toEqual({ ok: false, seat: null, reason: 'ERR_UNDO_NOTHING' });
    expect(undoPoint([h(1, false)], false, 0)).toMatchObject({ reason: 'ERR_UNDO_NOTHING' });
    expect(undoPoint([h(0, true), h(1, true)], false, 0)).toEqual({ ok: false, seat: 1, reason: 'ERR_UNDO_OTHER_SEAT' });
    expect(undoPoint([h(0, true), h(1, true)], false, 1)).toEqual({ ok: true, seat: 1, to: 1 });
    expect(undoPoint([h(0, true)], true, 0)).toEqual({ ok: false, seat: 0, reason: 'ERR_GAME_OVER' });
  });
});
