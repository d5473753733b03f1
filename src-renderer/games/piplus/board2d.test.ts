/** The flat Piplus table: what lies where as the events say, what is drawn where, and what a click on it picks. */
import { describe, expect, it } from 'vitest';
import { piplus } from '../../../src-engine/games/piplus';
import type { PiplusState } from '../../../src-engine/games/piplus/state';
import { scene } from '../../../src-engine/games/piplus/testkit';
import { EMPTY, type Selection } from './decisions';
import {
  KINDS,
  NO_LIGHTS_2D,
  RAISE,
  boardWidth,
  flatScene,
  lidSpot,
  middle,
  passBox,
  piecesAfter,
  piecesOfView,
  seatBox,
  type Lights2D,
  type Pieces,
  type Rect,
  type SceneInput,
} from './board2d';
import type { PiplusEvent } from './types';

const inside = (r: Rect, x: number, y: number): boolean => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const contains = (outer: Rect, inner: Rect): boolean =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;
const boxOf = (c: { x: number; y: number; w: number; h: number }): Rect => ({ x: c.x - c.w / 2, y: c.y - c.h / 2, w: c.w, h: c.h });

/** A tiny deterministic random: the same playouts every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const visible = (e: PiplusEvent, seat: number): boolean => !('visibleTo' in e) || !e.visibleTo || e.visibleTo.includes(seat);

function input(pieces: Pieces, over: Partial<SceneInput> = {}): SceneInput {
  return { pieces, bottom: 0, revealed: true, built: EMPTY, lights: NO_LIGHTS_2D, coach: [], ...over };
}

// Seat 0 holds 3 5 7 7 10 (d4 3, d6 5 spent, d8 2); seat 1 played two 8s; seat 2 holds four cards.
const beatTwoEights = (): PiplusState =>
  scene({
    hands: [
      [3, 5, 7, 7, 10],
      [1, 2, 4, 6],
      [1, 2, 9, 9],
    ],
    dice: [{ values: [3, 5, 2], spent: ['d6'] }, { values: [1, 1, 1] }, { values: [4, 6, 8] }],
    table: [8, 8],
    discards: [4, 4],
    turn: 0,
  });

describe('the flat piplus board: what lies where', () => {
  it('after every step of whole games the events leave the board where the next view says', () => {
    for (const [seats, seed] of [
      [2, 3],
      [3, 9],
      [5, 4],
    ] as const) {
      const random = rng(seed);
      const started = piplus.setup({ seats, variants: [] }, seed);
      if (!started.ok) throw new Error(started.message);
      let state = started.value.state;
      const viewer = 0;
      let pieces = piecesOfView(piplus.view(state, viewer));
      let steps = 0;
      for (; steps < 600 && piplus.toAct(state).length > 0; steps++) {
        const seat = piplus.toAct(state)[0]!;
        const legal = piplus.legalActions(state, seat);
        const r = piplus.apply(state, legal[Math.floor(random() * legal.length)]!);
        if (!r.ok) throw new Error(r.message);
        for (const e of r.value.events) if (visible(e, viewer)) pieces = piecesAfter(pieces, e);
        state = r.value.state;
        const want = piecesOfView(piplus.view(state, viewer));
        expect(pieces.hands, `hands after step ${steps} (${seats} seats)`).toEqual(want.hands);
        expect(pieces.dice, `dice after step ${steps}`).toEqual(want.dice);
        expect(pieces.table, `table after step ${steps}`).toEqual(want.table);
        expect(
          [...pieces.discards].sort((a, b) => a - b),
          `discards after step ${steps}`,
        ).toEqual([...want.discards].sort((a, b) => a - b));
        // Dice on the cards in play or alone in the middle are only there while a step plays.
        expect(pieces.onTable).toEqual([]);
        expect(pieces.lone).toBeNull();
        // The scoring rolls stay in the middle until the next round deals.
        if (state.round === piplus.view(state, viewer).round && r.value.events.some((e) => e.type === 'roundStarted')) expect(pieces.scoring).toEqual([]);
        pieces = want;
      }
      expect(steps).toBeGreaterThan(20);
    }
  });

  it('a play shows its cards in the middle with the dice on them until the dice go to the lid', () => {
    const s = beatTwoEights();
    const before = piecesOfView(piplus.view(s, 0));
    const r = piplus.apply(s, { type: 'play', seat: 0, cards: [5, 10], dice: ['d8', null] });
    // d8 2 on the 5 makes 7, not above 8: use the d4 (3) instead? 5+3 = 8 is not higher either; 10 and 7+d4 = 10 beat two 8s.
    const play = r.ok ? r : piplus.apply(s, { type: 'play', seat: 0, cards: [7, 10], dice: ['d4', null] });
    if (!play.ok) throw new Error(play.message);
    const events = play.value.events;
    const i = events.findIndex((e) => e.type === 'played');
    const mid = events.slice(0, i + 1).reduce(piecesAfter, before);
    expect(mid.hands[0]).toEqual([3, 5, 7]);
    expect(mid.table?.cards).toContain(10);
    expect(mid.onTable).toHaveLength(1);
    expect(mid.discards).toEqual([4, 4, 8, 8]);
    const sc = flatScene(input(mid));
    const die = sc.dice.find((d) => d.seat === 0 && d.kind === 'd4')!;
    const card = sc.cards.find((c) => c.key === `table-${mid.onTable[0]!.card}`)!;
    expect(inside(boxOf(card), die.x, die.y)).toBe(true);
    expect(die.pick).toBeNull();
    const after = events.slice(i + 1).reduce(piecesAfter, mid);
    expect(after.onTable).toEqual([]);
    expect(after.dice[0]!.find((d) => d.kind === 'd4')?.spent).toBe(true);
  });
});

describe('the flat piplus board: what is drawn where', () => {
  it('lays the round’s scoring rolls out in the middle, a group per seat, not as the seats’ own dice', () => {
    const pieces = piecesOfView(piplus.view(beatTwoEights(), 0));
    const scoring = [
      { seat: 2, die: 'd4', value: 3 },
      { seat: 2, die: 'd6', value: 6 },
      { seat: 2, die: 'd8', value: 7 },
      { seat: 0, die: 'd4', value: 2 },
    ] as const;
    const sc = flatScene(input({ ...pieces, table: null, scoring }));
    const rolled = sc.dice.filter((d) => d.key.startsWith('score-'));
    expect(rolled.map((d) => [d.seat, d.kind, d.value])).toEqual(scoring.map((r) => [r.seat, r.die, r.value]));
    for (const d of rolled) expect(inside(sc.play, d.x, d.y) && d.pick === null).toBe(true);
    // Gold's group, then Red's, left to right; each seat's own dice stay where they were.
    expect(Math.max(...rolled.slice(0, 3).map((d) => d.x))).toBeLessThan(rolled[3]!.x);
    expect(sc.dice.filter((d) => !d.key.startsWith('score-'))).toHaveLength(9);
  });

  it('gives 2 to 6 seats, the middle and the hand room of their own inside the board', () => {
    for (let n = 2; n <= 6; n++) {
      for (const aspect of [0, 1, 1.6]) {
        const W = boardWidth(n, aspect);
        const { play, discards, lid } = middle(n, W);
        const boxes: [string, Rect][] = [
          ['play', play],
          ['discards', discards],
          ['lid', lid],
        ];
        for (let rel = 0; rel < n; rel++) {
          const b = seatBox(n, W, rel, rel);
          boxes.push([`plate ${rel}`, b.plate]);
          for (const s of b.slots) boxes.push([`die ${rel} ${s.kind}`, { x: s.x - b.dieSize / 2, y: s.y - b.dieSize / 2, w: b.dieSize, h: b.dieSize }]);
        }
        const full = Array.from({ length: n }, () => Array.from({ length: n === 2 ? 12 : 6 }, (_, i) => (i % 10) + 1));
        const sc = flatScene(
          input({ hands: full, dice: full.map(() => KINDS.map((kind) => ({ kind, value: 3, spent: false }))), table: null, onTable: [], lone: null, discards: [], scoring: [] }),
          aspect,
        );
        boxes.push(['hand', sc.hand], ['pass', passBox(W)]);
        // The lid's caption stands clear of the pass spot under it.
        expect(overlap(passBox(W), { x: lid.x, y: lid.y + lid.h + 0.3 - 0.13, w: lid.w, h: 0.26 }), `the pass spot and the lid's caption (${n} seats)`).toBe(false);
        for (const [a, ra] of boxes) {
          expect(contains(sc.view, ra), `${a} inside the board (${n} seats)`).toBe(true);
          for (const [b, rb] of boxes) if (a < b) expect(overlap(ra, rb), `${a} and ${b} (${n} seats)`).toBe(false);
        }
        expect(sc.view.w).toBe(W);
        // Every seat's spent dice stand in the lid, apart.
        const spots = Array.from({ length: n }, (_, rel) => KINDS.map((k) => lidSpot(n, W, rel, k))).flat();
        for (const p of spots) expect(inside(lid, p.x, p.y)).toBe(true);
        expect(new Set(spots.map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`)).size).toBe(spots.length);
        // The others' cards lie face down between their plate and their dice; the viewer's within the hand.
        for (const c of sc.cards) expect(contains(sc.view, boxOf(c)), c.key).toBe(true);
      }
    }
  });

  it('is as wide as the area allows, within what the seats need and a comfortable most', () => {
    expect(boardWidth(2, 1)).toBeLessThan(boardWidth(2, 1.6));
    expect(boardWidth(2, 1)).toBeCloseTo(11.4);
    expect(boardWidth(2, 5)).toBe(boardWidth(2));
    // Six seats need their row along the far edge whatever the area.
    expect(boardWidth(6, 1)).toBe(boardWidth(6, 3));
    expect(boardWidth(6)).toBeGreaterThan(18);
  });

  it('the viewer’s cards pick their hand index, face up; nobody else’s card is a target', () => {
    const pieces = piecesOfView(piplus.view(beatTwoEights(), 0));
    const sc = flatScene(input(pieces));
    const mine = sc.cards.filter((c) => c.index !== null);
    expect(mine.map((c) => c.face)).toEqual([3, 5, 7, 7, 10]);
    expect(mine.map((c) => c.pick)).toEqual([0, 1, 2, 3, 4].map((index) => ({ kind: 'card', index })));
    // Left to right, inside the hand.
    for (let i = 1; i < mine.length; i++) expect(mine[i]!.x).toBeGreaterThan(mine[i - 1]!.x);
    for (const c of mine) expect(contains(sc.hand, boxOf(c))).toBe(true);
    const theirs = sc.cards.filter((c) => c.key.startsWith('hand-1-') || c.key.startsWith('hand-2-'));
    expect(theirs).toHaveLength(8);
    expect(theirs.every((c) => c.face === null && c.pick === null)).toBe(true);
    // The two 8s in play and the top discard, face up, are no targets either: a click in the middle is the table's.
    expect(sc.cards.filter((c) => c.key.startsWith('table-')).map((c) => c.face)).toEqual([8, 8]);
    expect(sc.cards.find((c) => c.key === 'discard-top')?.face).toBe(4);
    // A spectator (or another seat's screen) sees this hand face down, with nothing to pick.
    const hidden = flatScene(input(pieces, { revealed: false }));
    expect(hidden.cards.filter((c) => c.key.startsWith('hand-0-')).every((c) => c.face === null && c.pick === null)).toBe(true);
  });

  it('puts the viewer at the near edge and the others clockwise along the far edge', () => {
    const pieces = piecesOfView(piplus.view(beatTwoEights(), 1));
    const sc = flatScene(input(pieces, { bottom: 1 }));
    const plate = (seat: number): Rect => sc.seats.find((s) => s.seat === seat)!.plate;
    expect(plate(1).y).toBeGreaterThan(plate(2).y);
    // Seat 2 (next clockwise) on the viewer's left, seat 0 on its right.
    expect(plate(2).x).toBeLessThan(plate(0).x);
    expect(sc.cards.filter((c) => c.index !== null)).toHaveLength(4);
  });

  it('dice: every seat’s die picks itself; spent ones stand in the lid; the play being built moves the viewer’s', () => {
    const pieces = piecesOfView(piplus.view(beatTwoEights(), 0));
    const built: Selection = { cards: [2, 4], on: { d4: 2 }, lone: null, reroll: ['d6'] };
    const sc = flatScene(input(pieces, { built }));
    const die = (seat: number, kind: string) => sc.dice.find((d) => d.seat === seat && d.kind === kind)!;
    expect(die(1, 'd8').pick).toEqual({ kind: 'die', seat: 1, die: 'd8' });
    expect(die(0, 'd6').spent).toBe(true);
    expect(inside(sc.lid, die(0, 'd6').x, die(0, 'd6').y)).toBe(true);
    expect(die(0, 'd6').reroll).toBe(true);
    // The picked cards rise; the d4 sits on the first 7.
    const cards = sc.cards.filter((c) => c.index !== null);
    expect(cards[2]!.y).toBeCloseTo(cards[0]!.y - RAISE);
    expect(cards[4]!.picked).toBe(true);
    expect(cards[2]!.die).toBe('d4');
    expect(inside(boxOf(cards[2]!), die(0, 'd4').x, die(0, 'd4').y)).toBe(true);
    expect(die(0, 'd4').ring).toBe('picked');
    // Picked alone, a die stands forward, towards the middle.
    const rest = die(0, 'd8').y;
    const lone = flatScene(input(pieces, { built: { ...EMPTY, lone: 'd8' } })).dice.find((d) => d.seat === 0 && d.kind === 'd8')!;
    expect(lone.y).toBeLessThan(rest);
  });

  it('rings what can join a play, the pointer’s focus over the hint over the picked, and dims the rest', () => {
    const pieces = piecesOfView(piplus.view(beatTwoEights(), 0));
    const lights: Lights2D = { cards: [2, 3, 4], dice: ['d4'], focus: { kind: 'card', index: 3 }, hintCards: [2, 4], hintDice: ['d8'], dim: true, table: true };
    const sc = flatScene(input(pieces, { built: { ...EMPTY, cards: [4] }, lights }));
    const cards = sc.cards.filter((c) => c.index !== null);
    expect(cards.map((c) => c.ring)).toEqual([null, null, 'hint', 'focus', 'hint']);
    expect(cards.map((c) => c.dim)).toEqual([true, true, false, false, false]);
    expect(sc.dice.filter((d) => d.seat === 0).map((d) => d.ring)).toEqual(['lit', null, 'hint']);
    expect(sc.playLit).toBe(true);
    expect(sc.cards.filter((c) => c.key.startsWith('table-')).every((c) => c.ring === 'lit')).toBe(true);
  });

  it('draws the pass spot while the viewer may pass: Pass, and a reroll mark per die, marked, greyed or hinted', () => {
    const pieces = piecesOfView(piplus.view(beatTwoEights(), 0));
    expect(flatScene(input(pieces)).pass).toBeNull();
    const sc = flatScene(input(pieces, { pass: { reroll: ['d8'], rerollable: ['d4', 'd8'], hint: ['d4'] } }));
    const pass = sc.pass!;
    expect(pass.marks.map((m) => [m.kind, m.marked, m.enabled, m.hinted])).toEqual([
      ['d4', false, true, true],
      ['d6', false, false, false],
      ['d8', true, true, false],
    ]);
    for (const m of pass.marks) expect(contains(pass.box, m.rect) && !overlap(m.rect, pass.button)).toBe(true);
    expect(pass.hinted).toBe(true);
    // A lesson's coach can point at it.
    expect(flatScene(input(pieces, { pass: { reroll: [], rerollable: [], hint: null }, coach: [{ kind: 'area', area: 'pass' }] })).coach).toHaveLength(1);
  });

  it('outlines what a lesson’s coach points at: a die, the cards of a number, an area', () => {
    const pieces = piecesOfView(piplus.view(beatTwoEights(), 0));
    const sc = flatScene(
      input(pieces, {
        coach: [
          { kind: 'die', die: 2, seat: 0 },
          { kind: 'card', card: '7' },
          { kind: 'card', card: '8' },
          { kind: 'area', area: 'lid' },
          { kind: 'area', area: 'choices' },
        ],
      }),
    );
    const d8 = sc.dice.find((d) => d.seat === 0 && d.kind === 'd8')!;
    expect(sc.coach.filter((c) => c.shape === 'circle').every((c) => inside(c.rect, d8.x, d8.y))).toBe(true);
    // Two 7s in hand, two 8s in play, the lid: the panels' marks are not the board's.
    expect(sc.coach).toHaveLength(1 + 2 + 2 + 1);
    expect(sc.coach.some((c) => contains(c.rect, sc.lid))).toBe(true);
  });
});
