import { describe, expect, it } from 'vitest';
import { t } from '../i18n';
import { undoAskWords, undoOffer, type UndoContext } from './undo';

const names = ['Player 1', 'Player 2'];
const vsAi: UndoContext = { screenSeat: 0, hotSeat: false, seatNames: names, yourTurn: true, playing: false, accepting: true, asking: false };

describe('the Undo button', () => {
  it('against the computer: takes back at once when the engine offers it and the table waits for your move', () => {
    expect(undoOffer({ seat: 0, available: true }, vsAi)).toEqual({ enabled: true, title: t('table.undoTitle'), seat: 0, ask: null });
  });
  it('says why it is disabled, in the engine’s terms', () => {
    expect(undoOffer({ seat: 0, available: false, reason: 'ERR_UNDO_BARRIER', kind: 'roll' }, vsAi)).toMatchObject({
      enabled: false,
      title: 'The dice were rolled since your move',
    });
    expect(undoOffer({ seat: 0, available: false, reason: 'ERR_UNDO_BARRIER', kind: 'reveal' }, vsAi).title).toBe('Cards were revealed since your move');
    expect(undoOffer({ seat: null, available: false, reason: 'ERR_UNDO_NOTHING' }, vsAi).title).toBe(t('undo.why.nothing'));
    expect(undoOffer({ seat: 0, available: false, reason: 'ERR_GAME_OVER' }, vsAi).title).toBe(t('undo.why.over'));
    expect(undoOffer(undefined, vsAi).enabled).toBe(false);
  });
  it('hot-seat: a reason about another seat’s move names that seat, not "your move" (issue 50)', () => {
    const hot = { ...vsAi, hotSeat: true, screenSeat: 0 };
    expect(undoOffer({ seat: 1, available: false, reason: 'ERR_UNDO_BARRIER', kind: 'deal' }, hot).title).toBe("Cards were dealt since Player 2's move");
    expect(undoOffer({ seat: 0, available: false, reason: 'ERR_UNDO_BARRIER', kind: 'deal' }, hot).title).toBe('Cards were dealt since your move');
  });
  it('waits while the table is busy, and says for what; "when it is your move" only when it is not your move (issue 50)', () => {
    const on = { seat: 0, available: true } as const;
    expect(undoOffer(on, { ...vsAi, yourTurn: false })).toMatchObject({ enabled: false, title: t('undo.why.notNow') });
    expect(undoOffer(on, { ...vsAi, playing: true })).toMatchObject({ enabled: false, title: t('undo.why.playing') });
    expect(undoOffer(on, { ...vsAi, accepting: false })).toMatchObject({ enabled: false, title: t('undo.why.busy') });
    expect(undoOffer(on, { ...vsAi, asking: true })).toMatchObject({ enabled: false, title: t('undo.why.asking') });
    // Whenever the bar says "Your move" (the seat at the screen is to move), the tooltip never says it is not.
    for (const playing of [false, true])
      for (const accepting of [false, true])
        for (const asking of [false, true])
          for (const status of [on, { seat: 1, available: true }, { seat: 0, available: false, reason: 'ERR_UNDO_BARRIER' as const, kind: 'roll' as const }]) {
            const o = undoOffer(status, { ...vsAi, hotSeat: true, playing, accepting, asking });
            expect(o.title).not.toBe(t('undo.why.notNow'));
          }
  });
  it("hot-seat: another person's move needs the agreement of the seat at the screen; your own does not", () => {
    const hot = { ...vsAi, hotSeat: true, screenSeat: 1 };
    expect(undoOffer({ seat: 0, available: true }, hot)).toMatchObject({ enabled: true, seat: 0, ask: { seat: 0, screen: 1 } });
    expect(undoOffer({ seat: 0, available: true }, hot).title).toContain('Player 1');
    expect(undoOffer({ seat: 1, available: true }, hot).ask).toBeNull();
  });
  it('hot-seat: the question is put to the seat at the screen, who pressed Undo, about the other seat’s move (issue 50)', () => {
    // Player 2 is at the screen and pressed Undo; the last move was Player 1's.
    const w = undoAskWords({ seat: 0, screen: 1 }, names);
    expect(w.heading).toBe("Take back Player 1's move?");
    expect(w.body).toMatch(/^Player 2, the last move was Player 1's, not yours\./);
    // It never says the other seat asked for it: Player 2 pressed the button.
    expect(`${w.heading} ${w.body}`).not.toMatch(/Player 1 wants/);
    expect([w.allow, w.refuse]).toEqual(['Take it back', 'Keep the move']);
  });
});
