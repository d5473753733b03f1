import { describe, expect, it } from 'vitest';
import { t } from '../i18n';
import { undoOffer } from './undo';

const names = ['Player 1', 'Player 2'];
const vsAi = { screenSeat: 0, hotSeat: false, ready: true, seatNames: names };

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
    // Available in the engine, but the table is animating or a computer is moving.
    expect(undoOffer({ seat: 0, available: true }, { ...vsAi, ready: false })).toMatchObject({ enabled: false, title: t('undo.why.notNow') });
  });
  it("hot-seat: another person's move needs the agreement of the seat at the screen; your own does not", () => {
    const hot = { ...vsAi, hotSeat: true, screenSeat: 1 };
    expect(undoOffer({ seat: 0, available: true }, hot)).toMatchObject({ enabled: true, seat: 0, ask: { seat: 0, screen: 1 } });
    expect(undoOffer({ seat: 0, available: true }, hot).title).toContain('Player 1');
    expect(undoOffer({ seat: 1, available: true }, hot).ask).toBeNull();
  });
});
