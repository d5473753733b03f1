/**
 * Reduced motion's fade: instead of a roll, a toss or a sliding piece, the 3D stage dims for a
 * moment while the event lands at once, then comes back (the Web Animations API, so the
 * stylesheet's reduced-motion rule, which stops CSS transitions, does not cancel it).
 */
import { FADE_MS, motionFor, type Fade } from '../ui/events';

/** The speed's own duration scale (0: fast, which skips animations and fades alike). */
export function speedScale(speed: string): number {
  return speed === 'fast' ? 0 : speed === 'slow' ? 1.6 : 1;
}

/** How long each event's fade lasts now: FADE_MS at the speed's scale with reduced motion, else 0. */
export function fadeMs(reduced: boolean, speed: string): number {
  const scale = speedScale(speed);
  return motionFor(reduced, scale) === 'fade' ? Math.round(FADE_MS * scale) : 0;
}

/** How dim the stage gets at the middle of a fade. */
const LOW = 0.3;

/** A fade of the element with id `id` (the app's 3D stage); without it the event just lands. */
export function stageFade(id = 'stage'): Fade {
  return async (land, ms) => {
    const el = document.getElementById(id);
    if (!el || typeof el.animate !== 'function' || ms <= 0) {
      await land();
      return;
    }
    const half = ms / 2;
    await el.animate([{ opacity: 1 }, { opacity: LOW }], { duration: half, easing: 'ease-in', fill: 'forwards' }).finished.catch(() => undefined);
    try {
      await land();
    } finally {
      el.getAnimations().forEach((a) => a.cancel());
      await el.animate([{ opacity: LOW }, { opacity: 1 }], { duration: half, easing: 'ease-out' }).finished.catch(() => undefined);
    }
  };
}
