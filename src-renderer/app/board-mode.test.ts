import { describe, expect, it } from 'vitest';
import { flatBoard, urlBoardMode } from './board-mode';

describe('board mode', () => {
  it('auto is 3D with WebGL and flat without', () => {
    expect(flatBoard('auto', true)).toBe(false);
    expect(flatBoard('auto', false)).toBe(true);
  });
  it('2D is flat even with WebGL; 3D without WebGL still falls back to flat instead of a blank table', () => {
    expect(flatBoard('2d', true)).toBe(true);
    expect(flatBoard('3d', false)).toBe(true);
    expect(flatBoard('3d', true)).toBe(false);
  });
  it('reads ?board= from the URL, ignoring anything else', () => {
    expect(urlBoardMode('?speed=fast&board=2d')).toBe('2d');
    expect(urlBoardMode('?board=3d')).toBe('3d');
    expect(urlBoardMode('?board=flat')).toBeNull();
    expect(urlBoardMode('')).toBeNull();
  });
});
