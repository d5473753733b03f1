import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSettings, parseSettings, settingsPatchSchema } from './settings';
import { averageScore, MAX_STATS_RECORDS, recordGame, resultOf, statsSchema, totalOf, type FinishedGame, type Stats } from './stats';

const human = { kind: 'human' } as const;
const ai = (level: string) => ({ kind: 'ai', level }) as const;

describe('statistics', () => {
  it('counts a game against the computer under the game, the seat count and the level', () => {
    const g: FinishedGame = { game: 'zero', seats: [human, ai('medium')], winners: [0], scores: [9, 4] };
    expect(resultOf(g)).toEqual({ key: 'zero.2.medium', won: true, score: 9 });
    const s = recordGame({}, g);
    expect(s['zero.2.medium']).toEqual({ games: 1, wins: 1, scoreSum: 9, scored: 1, best: 9, streak: 1, bestStreak: 1 });
  });

  it('keeps records apart by seat count and by opponents (mixed levels sorted and joined)', () => {
    let s: Stats = {};
    s = recordGame(s, { game: 'pipfall', seats: [human, ai('hard'), ai('easy')], winners: [1] });
    s = recordGame(s, { game: 'pipfall', seats: [ai('easy'), human, ai('hard')], winners: [1] });
    s = recordGame(s, { game: 'pipfall', seats: [human, ai('hard')], winners: [0] });
    expect(Object.keys(s).sort()).toEqual(['pipfall.2.hard', 'pipfall.3.easy+hard']);
    expect(s['pipfall.3.easy+hard']).toMatchObject({ games: 2, wins: 1, streak: 1, bestStreak: 1 });
  });

  it('a streak ends at a loss and the longest one is kept; the best and average scores follow the scores', () => {
    let s: Stats = {};
    const play = (won: boolean, score: number) => (s = recordGame(s, { game: 'hex', seats: [human, ai('easy')], winners: won ? [0] : [1], scores: [score, 0] }));
    play(true, 3);
    play(true, 5);
    play(true, 2);
    play(false, 1);
    play(true, 4);
    const r = s['hex.2.easy']!;
    expect(r).toMatchObject({ games: 5, wins: 4, streak: 1, bestStreak: 3, best: 5 });
    expect(averageScore(r)).toBe(3);
  });

  it('a shared victory is a win; a solo loss (no winners) is not', () => {
    expect(resultOf({ game: 'zero', seats: [human, ai('hard')], winners: [0, 1] })?.won).toBe(true);
    expect(resultOf({ game: 'zero', seats: [human], winners: [] })).toEqual({ key: 'zero.1.solo', won: false, score: null });
  });

  it('hot-seat games count for the people at the screen; games with no human are not counted', () => {
    expect(resultOf({ game: 'piplus', seats: [human, ai('greedy'), human], winners: [2], scores: [3, 9, 7] })).toEqual({ key: 'piplus.3.hotseat', won: true, score: 7 });
    const s = recordGame({}, { game: 'hex', seats: [ai('easy'), ai('hard')], winners: [0] });
    expect(s).toEqual({});
  });

  it('stops adding new records when full, but still counts games in the ones it has', () => {
    const full: Stats = {};
    for (let i = 0; i < MAX_STATS_RECORDS; i++)
      full[`g${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}.2.easy`] = {
        games: 1,
        wins: 0,
        scoreSum: 0,
        scored: 0,
        best: null,
        streak: 0,
        bestStreak: 0,
      };
    expect(recordGame(full, { game: 'zero', seats: [human, ai('easy')], winners: [0] })).toBe(full);
    const again = recordGame(full, { game: 'gaa', seats: [human, ai('easy')], winners: [0] });
    expect(again['gaa.2.easy']?.games).toBe(2);
    expect(statsSchema.safeParse(again).success).toBe(true);
  });

  it('totals add records up for the menu', () => {
    const t = totalOf([
      { games: 3, wins: 2, scoreSum: 10, scored: 2, best: 7, streak: 0, bestStreak: 2 },
      { games: 2, wins: 2, scoreSum: 0, scored: 0, best: null, streak: 2, bestStreak: 2 },
    ]);
    expect(t).toEqual({ games: 5, wins: 4, scoreSum: 10, scored: 2, best: 7, streak: 2, bestStreak: 2 });
  });

  it('are kept with the settings: a damaged record set falls back to none, the rest of the settings stay', () => {
    const s = parseSettings({ volume: 0.3, stats: { 'zero.2.easy': { games: 1, wins: 5 } } });
    expect(s.stats).toEqual({});
    expect(s.volume).toBe(0.3);
    expect(defaultSettings().stats).toEqual({});
    expect(settingsPatchSchema.safeParse({ stats: recordGame({}, { game: 'zero', seats: [human], winners: [0] }) }).success).toBe(true);
    expect(settingsPatchSchema.safeParse({ stats: { 'Bad Key': {} } }).success).toBe(false);
  });

  it('property: any sequence of games keeps every record valid, wins within games, and the games counted', () => {
    const seat = fc.oneof(fc.constant(human), fc.constantFrom('random', 'greedy', 'easy', 'medium', 'hard').map(ai));
    const game = fc
      .record({
        game: fc.constantFrom('zero', 'pipfall', 'hex', 'toss', 'piplus'),
        seats: fc.array(seat, { minLength: 1, maxLength: 6 }),
        winnerBits: fc.nat(63),
        scores: fc.array(fc.integer({ min: -50, max: 200 }), { minLength: 6, maxLength: 6 }),
      })
      .map(({ game, seats, winnerBits, scores }) => ({ game, seats, winners: seats.flatMap((_, i) => ((winnerBits >> i) & 1 ? [i] : [])), scores: scores.slice(0, seats.length) }));
    fc.assert(
      fc.property(fc.array(game, { maxLength: 40 }), (games) => {
        const s = games.reduce<Stats>((acc, g) => recordGame(acc, g), {});
        expect(statsSchema.safeParse(s).success).toBe(true);
        const counted = games.filter((g) => g.seats.some((x) => x.kind === 'human')).length;
        expect(totalOf(Object.values(s)).games).toBe(counted);
        for (const r of Object.values(s)) expect(r.wins).toBeLessThanOrEqual(r.games);
      }),
    );
  });
});
