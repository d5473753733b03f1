/**
 * The flat PipFall Hex board: its geometry (everything inside the view box, hexes the same as
 * the 3D layout's, the coordinates where the 3D board prints them, a path's arrows), the
 * tiles' colours, and FlatHex on real engine games: synced from a view it draws every die and
 * shelf as the view says, and a step's events played on it (as the table's animations call
 * them) land exactly where the next view has everything.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src-engine/core/result';
import { hex, MAPS } from '../../../src-engine/games/hex';
import type { HexEvent, HexState } from '../../../src-engine/games/hex/state';
import { actor, move, programAll, reinforce, scenario } from '../../../src-engine/games/hex/testkit';
import { seatColours } from '../../ui/palette';
import type { TableReport } from '../game-ui';
import { click, decide, lit } from './decisions';
import type { HexTypes } from './types';
import { FlatHex, HAZARD, dieButtons, edgeLabels, hexButtons, hexPoints, mix, pathMarks, tileColour, viewBox, type FlatState } from './board2d';
import { HexLayout, RADIUS } from './layout';
import { NO_HIGHLIGHT } from './port';
import { columnLetter } from './narrate';

const crossfire = MAPS['crossfire']!;
const SEATS = seatColours('classic');

function inside(box: ReturnType<typeof viewBox>, x: number, z: number): boolean {
  return x >= box.x && x <= box.x + box.width && z >= box.y && z <= box.y + box.height;
}

describe('hex flat board geometry', () => {
  it.each([crossfire, MAPS['sixfold']!])('on $name the view box holds every hex with its corners, every shelf and every coordinate', (map) => {
    const l = new HexLayout(map);
    const box = viewBox(l);
    for (const c of l.cells) {
      for (const pt of hexPoints(l.centre(c), RADIUS).split(' ')) {
        const [x, z] = pt.split(',').map(Number) as [number, number];
        expect(inside(box, x, z)).toBe(true);
      }
    }
    for (const q of ['tl', 'tr', 'br', 'bl'] as const) {
      const s = l.shelf(q);
      expect(inside(box, s.x - s.width / 2, s.z - s.depth / 2) && inside(box, s.x + s.width / 2, s.z + s.depth / 2)).toBe(true);
    }
    for (const e of edgeLabels(l, map, columnLetter)) expect(inside(box, e.x, e.z)).toBe(true);
    // Room above the table for the board's one-line note.
    expect(l.shelf('tl').z - l.shelf('tl').depth / 2 - box.y).toBeGreaterThan(0.9);
  });

  it('a hex is drawn as six corners at the radius around its centre, pointy-topped', () => {
    const pts = hexPoints({ x: 1, z: 2 }, 0.5)
      .split(' ')
      .map((p) => p.split(',').map(Number) as [number, number]);
    expect(pts).toHaveLength(6);
    for (const [x, z] of pts) expect(Math.hypot(x - 1, z - 2)).toBeCloseTo(0.5, 2);
    // A corner straight up and one straight down (pointy top), none straight left or right.
    expect(pts.some(([x, z]) => Math.abs(x - 1) < 1e-3 && z < 2)).toBe(true);
    expect(pts.some(([x, z]) => Math.abs(z - 2) < 1e-3 && x < 1)).toBe(false);
  });

  it('columns are lettered above and below, rows numbered on both sides, as on the 3D board', () => {
    const l = new HexLayout(crossfire);
    const labels = edgeLabels(l, crossfire, columnLetter);
    expect(labels.filter((e) => e.text === 'A')).toHaveLength(2);
    expect(labels.filter((e) => e.text === '10')).toHaveLength(2);
    const a = labels.filter((e) => e.text === 'C');
    expect(Math.min(...a.map((e) => e.z))).toBeLessThan(l.centre({ row: 0, col: 2 }).z);
    expect(Math.max(...a.map((e) => e.z))).toBeGreaterThan(l.centre({ row: 9, col: 2 }).z);
    const row1 = labels.filter((e) => e.text === '1');
    expect(row1.every((e) => Math.abs(e.z - l.centre({ row: 0, col: 0 }).z) < 1e-9)).toBe(true);
  });

  it("a path's arrows go from each hex towards the next, with a dot on each hex passed through", () => {
    const l = new HexLayout(crossfire);
    const path = [
      { row: 2, col: 2 },
      { row: 2, col: 3 },
      { row: 3, col: 3 },
      { row: 4, col: 3 },
    ];
    const { arrows, dots } = pathMarks(l, path);
    expect(arrows).toHaveLength(3);
    expect(dots).toEqual([l.centre(path[1]!), l.centre(path[2]!)]);
    arrows.forEach((a, i) => {
      const from = l.centre(path[i]!);
      const to = l.centre(path[i + 1]!);
      // Each arrow lies between the two centres, pointing from one to the next.
      expect(Math.hypot(a.x1 - from.x, a.z1 - from.z)).toBeLessThan(Math.hypot(a.x2 - from.x, a.z2 - from.z));
      expect(Math.hypot(a.x2 - to.x, a.z2 - to.z)).toBeGreaterThan(0.1);
    });
    expect(pathMarks(l, [path[0]!])).toEqual({ arrows: [], dots: [] });
  });

  it('tiles: hazards dark; starts sand while chosen, then in their owner’s colour; a start nobody took is grass again', () => {
    const hazard = crossfire.hazards[0]!;
    expect(tileColour(crossfire, hazard, {}, true, SEATS)).toBe(HAZARD);
    const rear = crossfire.locations.find((x) => x.id === 'A')!.rear;
    expect(tileColour(crossfire, rear, {}, true, SEATS)).toBe('#c2ad7c');
    expect(tileColour(crossfire, rear, { A: 1 }, false, SEATS)).toBe(mix('#c2ad7c', SEATS[1]!.body, 0.55));
    expect(tileColour(crossfire, rear, {}, false, SEATS)).not.toBe('#c2ad7c');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});

/** A seat's dice and shelf as a short line, to compare the board with a view. */
function drawn(s: FlatState): string[] {
  return [
    ...[...s.dice].sort((a, b) => a.id - b.id).map((d) => `die ${d.id}:${d.owner}@${d.row},${d.col}=${d.pips}${d.spent ? ' spent' : ''}`),
    ...s.shelves.map((x) => `shelf ${x.seat}: reserve ${x.reserve}, trophies ${x.trophies.map((t) => `${t.owner}/${t.pips}`).join(' ')}${x.out ? ', out' : ''}`),
  ];
}

function synced(s: HexState, seat = 0): FlatHex {
  const view = hex.view(s, seat);
  const f = new FlatHex(new HexLayout(view.map), view.map, view.seats.length);
  f.sync(view);
  return f;
}

/** Plays events on the board as the stage's animations do (at speed 0: no waits). */
async function playEvents(f: FlatHex, events: readonly HexEvent[]): Promise<void> {
  for (const [i, e] of events.entries()) {
    const next = events[i + 1];
    switch (e.type) {
      case 'locationChosen':
        await f.claim(e.seat, e.location, e.dice, 0);
        break;
      case 'moved':
        f.markSpent(e.die);
        await f.walk(e.die, e.path, 0);
        break;
      case 'combat':
        await f.clash(e.attacker, e.defender, 0);
        break;
      case 'removed':
        if (!(next?.type === 'captured' && next.die === e.die)) await f.fall(e.die, 0);
        break;
      case 'captured':
        await f.capture(e.die, e.owner, e.seat, e.pips, 0);
        break;
      case 'decayed':
        if (e.to > 0) await f.turn(e.die, e.to, 0);
        break;
      case 'powered':
        if (e.to > 0) await f.turn(e.die, e.to, 0);
        break;
      case 'reinforced':
        await f.reinforce(e.seat, e.die, e.cell, e.pips, e.reserve, 0);
        break;
      default:
        break;
    }
  }
}

describe('hex flat board state', () => {
  it('a synced board draws every die and shelf where the view has them; a start’s owner is marked', () => {
    let s = unwrap(hex.setup({ seats: 2, variants: [] }, 3)).state;
    const f = synced(s);
    expect(f.state.dice).toEqual([]);
    expect(f.state.choosing).toBe(true);
    const log: HexEvent[] = [];
    const r = hex.apply(s, hex.legalActions(s, 0)[0]!);
    if (!r.ok) throw new Error(r.message);
    log.push(...r.value.events);
    s = r.value.state;
    const seen: FlatState[] = [];
    f.onChange = (x) => seen.push(x);
    return playEvents(f, log).then(() => {
      const owner = Object.entries(f.state.owners);
      expect(owner).toHaveLength(1);
      expect(owner[0]![1]).toBe(0);
      expect(f.state.dice.map((d) => d.pips).sort()).toEqual([3, 4, 4]);
      expect(seen.length).toBeGreaterThan(0);
      expect(drawn(f.state)).toEqual(drawn(synced(s).state));
    });
  });

  it('a winning attack: the mover walks, the defender flies to the captor’s shelf as a trophy, the winner decays; as the next view says', async () => {
    let s = scenario({
      seats: 2,
      firstPlayer: 0,
      dice: [
        [2, 2, 0, 5],
        [0, 0, 0, 3],
        [3, 3, 1, 4],
        [5, 3, 1, 6],
      ],
      hands: [
        ['9S', '2D', '3D'],
        ['2C', '3C', '4C'],
      ],
    });
    s = programAll(s, [
      ['9S', '2D'],
      ['2C', '3C'],
    ]);
    expect(actor(s)).toBe(0);
    const f = synced(s);
    const log: HexEvent[] = [];
    s = move(s, 0, [3, 3], log);
    expect(log.some((e) => e.type === 'captured')).toBe(true);
    await playEvents(f, log);
    expect(drawn(f.state)).toEqual(drawn(synced(s).state));
    expect(f.state.shelves[0]!.trophies).toEqual([{ die: 5, owner: 1, pips: 4 }]);
    expect(f.state.clash).toBeNull();
  });

  it('a Reinforce takes a die from the shelf onto the start, as the next view says', async () => {
    let s = scenario({
      seats: 2,
      firstPlayer: 0,
      dice: [
        [4, 2, 0, 5],
        [5, 3, 1, 6],
      ],
      hands: [
        ['KH', '2D'],
        ['2C', '3C'],
      ],
    });
    s = programAll(s, [['KH'], ['2C']]);
    expect(actor(s)).toBe(0);
    const f = synced(s);
    expect(f.state.shelves[0]!.reserve).toBe(2);
    const log: HexEvent[] = [];
    s = reinforce(s, [0, 0], log);
    await playEvents(f, log);
    expect(f.state.shelves[0]!.reserve).toBe(1);
    expect(drawn(f.state)).toEqual(drawn(synced(s).state));
  });

  it('waits end at once when the step is finished, and a flash is gone then', async () => {
    const s = unwrap(hex.setup({ seats: 2, variants: [] }, 3)).state;
    const f = synced(s);
    const flash = f.flash('6 vs 4', { row: 3, col: 3 }, '#ffe27a', 60_000);
    expect(f.state.flashes.map((x) => x.text)).toEqual(['6 vs 4']);
    const shelf = f.flashPoint({ seat: 1 });
    expect(shelf).toEqual({ x: f.shelfOf(1).x, z: f.shelfOf(1).z });
    f.finish();
    await flash;
    expect(f.state.flashes).toEqual([]);
    // At speed 0 a flash shows nothing at all.
    await f.flash('x', { seat: 0 }, '#fff', 0);
    expect(f.state.flashes).toEqual([]);
  });

  it('highlights, the acting seat and a coach’s marks are kept as given', () => {
    const s = unwrap(hex.setup({ seats: 2, variants: [] }, 3)).state;
    const f = synced(s);
    f.light({ dice: [1], hexes: [{ cell: { row: 1, col: 1 }, tone: 'move' }], focusDie: 1, focusHexes: [], path: [] });
    expect(f.state.highlight.dice).toEqual([1]);
    f.light(NO_HIGHLIGHT);
    expect(f.state.highlight.hexes).toEqual([]);
    f.setActing(1);
    expect(f.state.shelves.map((x) => x.acting)).toEqual([false, true]);
    f.setCoach([{ kind: 'cell', row: 2, col: 2 }]);
    expect(f.state.coach).toHaveLength(1);
  });
});

describe('hex flat board buttons: what a click yields', () => {
  function reportOf(s: HexState, seat: number): TableReport<HexTypes> {
    const toAct = hex.toAct(s);
    const legal = toAct.includes(seat) ? hex.legalActions(s, seat) : [];
    return { view: hex.view(s, seat), legal, targets: hex.targets!(s, seat, legal), toAct, outcome: hex.outcome(s) };
  }

  it('every hex is one button at its centre, every die one button on its hex', () => {
    const l = new HexLayout(crossfire);
    const hexes = hexButtons(l);
    expect(hexes).toHaveLength(l.cells.length);
    expect(new Set(hexes.map((b) => b.key)).size).toBe(hexes.length);
    for (const b of hexes) {
      if (b.pick.kind !== 'hex') throw new Error('a hex button reports a hex');
      expect(l.cellAt({ x: b.x, z: b.z })).toEqual(b.pick.cell);
    }
    const dice = dieButtons(l, [{ id: 7, owner: 1, row: 3, col: 3, pips: 4, spent: false }]);
    expect(dice).toEqual([{ key: '7', pick: { kind: 'die', die: 7 }, ...{ x: l.centre({ row: 3, col: 3 }).x, z: l.centre({ row: 3, col: 3 }).z } }]);
  });

  it("on a real game each lit hex's button plays the engine's action for it; the enemy die on an attacked hex plays the same attack", () => {
    let s = scenario({
      seats: 2,
      firstPlayer: 0,
      dice: [
        [2, 2, 0, 5],
        [3, 3, 1, 4],
        [5, 3, 1, 6],
      ],
      hands: [
        ['9S', '2D'],
        ['2C', '3C'],
      ],
    });
    s = programAll(s, [['9S'], ['2C']]);
    const report = reportOf(s, 0);
    const d = decide(report, 0, true, null);
    if (d.kind !== 'resolve') throw new Error(d.kind);
    const l = new HexLayout(crossfire);
    const byKey = new Map(hexButtons(l).map((b) => [b.key, b]));
    const litHexes = lit(d).hexes;
    expect(litHexes.length).toBe(d.moves.length);
    for (const h of litHexes) {
      const b = byKey.get(`${h.cell.row},${h.cell.col}`)!;
      const r = click(d, report.view, b.pick);
      const o = d.moves.find((m) => m.target.to.row === h.cell.row && m.target.to.col === h.cell.col)!;
      expect(r).toEqual({ kind: 'act', action: o.action });
    }
    // Blue's 4 on D4 (3,3) is within reach: its die button attacks it, like its hex.
    const [enemy] = dieButtons(l, [{ id: 5, owner: 1, row: 3, col: 3, pips: 4, spent: false }]);
    const attack = click(d, report.view, enemy!.pick);
    expect(attack).toEqual(click(d, report.view, byKey.get('3,3')!.pick));
    expect(attack.kind).toBe('act');
    // A hazard's button is refused with a reason, and nothing is played.
    expect(click(d, report.view, byKey.get(`${crossfire.hazards[0]!.row},${crossfire.hazards[0]!.col}`)!.pick).kind).toBe('refuse');
  });
});
