/** Why a die is off the board, in words: which way it lies from the board, how its path got it there, and the result's words that say so. */
import { describe, expect, it } from 'vitest';
import { surfacePoint } from '../../../src-engine/games/toss/geometry';
import { digital, pitch, scriptedPhysics, tossWith } from '../../../src-engine/games/toss/testkit';
import { addMessages, setLocale } from '../../i18n';
import { tossDe } from './messages.de';
import { tossEn } from './messages';
import { namesOf } from './names';
import { narrate } from './narrate';
import { offWay, offWords, pathOf } from './offside';
import { dieText, landsText, tossCallout } from './texts';
import { flightOf, spotAim } from './aim';
import type { TossEvent, Track, Vec3 } from './types';

addMessages(tossEn);
addMessages(tossDe, 'de');

const game = tossWith(null);
const court = game.view(digital(game), 0).court;
const deep = court.boardLength * Math.cos(court.slope);
const half = court.dieSize / 2;
/** Resting on the ground at (x, z). */
const ground = (x: number, z: number): Vec3 => [x, half, z];
/** A die's centre resting on the top at (u, s), `lift` above it. */
const onTopAt = (u: number, s: number, lift = 0): Vec3 => {
  const p = surfacePoint(u, s);
  const n = [0, Math.cos(court.slope), -Math.sin(court.slope)];
  return [p[0], p[1] + n[1]! * (half + lift), p[2] + n[2]! * (half + lift)];
};
/** A track through `points` (orientation left level). */
const track = (points: readonly Vec3[]): Track => ({ id: 0, samples: points.flatMap((p) => [...p, 0, 0, 0, 1]) });

describe('which way a die off the board lies', () => {
  it('from where its centre rests against the board seen from above: front, far, the pitcher’s left (+x) or right, or at an edge', () => {
    expect(offWay(court, ground(0, -0.2))).toBe('front');
    expect(offWay(court, ground(0.1, deep + 0.3))).toBe('far');
    expect(offWay(court, ground(court.boardWidth / 2 + 0.1, 0.5))).toBe('left');
    expect(offWay(court, ground(-court.boardWidth / 2 - 0.1, 0.5))).toBe('right');
    // Past two edges: the one it is further past says the way.
    expect(offWay(court, ground(court.boardWidth / 2 + 0.05, deep + 0.4))).toBe('far');
    // Its centre still over the top, a corner on the ground.
    expect(offWay(court, ground(court.boardWidth / 2 - 0.002, 0.5))).toBe('edge');
  });
});

describe('how its path got it there', () => {
  it('came down on the top and slid off, bounced off it, or never came down on it', () => {
    const slid = track([[0, 2, 0.2], onTopAt(0, 0.9, 0.005), onTopAt(0, 1.1), onTopAt(0, 1.2), ground(0, deep + 0.1)]);
    expect(pathOf(court, slid)).toBe('slid');
    const bounced = track([[0, 2, 0.2], onTopAt(0, 0.9, 0.004), onTopAt(0, 1.05, 0.08), onTopAt(0, 1.2, 0.02), ground(0, deep + 0.25)]);
    expect(pathOf(court, bounced)).toBe('bounced');
    const missed = track([[0, 2, 0.2], [0, 1, deep], ground(0, deep + 0.6)]);
    expect(pathOf(court, missed)).toBe('missed');
    const wide = track([[0.3, 2, 0.1], ground(0.6, 0.5)]);
    expect(pathOf(court, wide)).toBe('missed');
  });

  it('says it in words, in English and German', () => {
    const slid = track([onTopAt(0, 1.0, 0.002), ground(0, deep + 0.1)]);
    setLocale('en');
    expect(offWords(court, { pos: ground(0, deep + 0.1) }, slid)).toBe('slid off the far edge');
    expect(offWords(court, { pos: ground(0.6, 0.4) }, track([[0.3, 2, 0.1], ground(0.6, 0.4)]))).toBe('came down wide on the left');
    expect(offWords(court, { pos: ground(-0.5, 0.4) })).toBe('right of the board');
    setLocale('de');
    expect(offWords(court, { pos: ground(0, deep + 0.1) }, slid)).toBe('rutschte über die hintere Kante');
    setLocale('en');
  });
});

describe('the forecast and the result agree in words', () => {
  it('the aim’s note is a forecast ("would come down"), never a promise', () => {
    const release: Vec3 = [0.55, 0.6, -court.laneLength + 0.25];
    const aim = spotAim(court, release, 55, 0, 0.6)!;
    setLocale('en');
    expect(landsText(flightOf(court, release, aim))).toMatch(/^Would come down on the board, 60 cm from the front edge$/);
    setLocale('de');
    expect(landsText(flightOf(court, release, aim))).toMatch(/^Vorhersage: landet auf dem Brett/);
    setLocale('en');
  });

  it('a die that came to rest off the board: the callout and the dice list say which way and why', () => {
    // The engine's event: the die rests on the ground beyond the far edge, its path never on the top.
    const physics = scriptedPhysics([{ pitched: { onGround: true, pos: ground(0.05, deep + 0.4) } }]);
    const g = tossWith(physics);
    const log: TossEvent[] = [];
    pitch(g, digital(g), log);
    const e = log.find((x): x is Extract<TossEvent, { type: 'tossed' }> => x.type === 'tossed')!;
    const names = namesOf({}, ['Ana', 'Ben']);
    setLocale('en');
    expect(tossCallout(e, names, court)).toEqual({ text: 'Off the board: flew past the board', tone: 'bad' });
    expect(dieText(e.dice[0]!, names, court)).toBe('Ana die 1: off the board, beyond the far edge, counts 0');
    // Without the court's measures it still says it is off.
    expect(tossCallout(e, names).text).toBe('Off the board');
  });

  it('the log line of that pitch says why too, as the callout does, in English and German', () => {
    const physics = scriptedPhysics([{ pitched: { onGround: true, pos: ground(0.05, deep + 0.4) } }]);
    const g = tossWith(physics);
    const log: TossEvent[] = [];
    pitch(g, digital(g), log);
    const e = log.find((x): x is Extract<TossEvent, { type: 'tossed' }> => x.type === 'tossed')!;
    const ctx = { options: {}, seatNames: ['Ana', 'Ben'] };
    setLocale('en');
    expect(narrate(e, ctx)).toBe('Ana pitches die 1: off the board: flew past the board.');
    setLocale('de');
    expect(narrate(e, ctx)).toBe('Ana wirft Würfel 1: vom Brett: flog über das Brett hinaus.');
    setLocale('en');
  });
});
