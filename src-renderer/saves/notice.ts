/**
 * A short notice when the engine restarted (or gave up), shown over whatever screen is up
 * for a few seconds. Plain DOM, because it must work on every screen without any of them
 * knowing about it.
 */
import { t } from '../i18n';
import type { Push } from '../../src-engine/host/protocol';
import './messages';

let box: HTMLElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows (or refreshes) the notice for a push. */
export function showEngineNotice(p: Push): void {
  if (p.push !== 'hostRestarted') return;
  const gaveUp = p.resumed === undefined;
  if (!box) {
    box = document.createElement('div');
    box.setAttribute('role', 'status');
    box.dataset.testid = 'engine-restarted';
    // CSSOM styles are allowed by the page's CSP (style attributes in markup are not).
    Object.assign(box.style, {
      position: 'fixed',
      bottom: '1rem',
      left: '50%',
      transform: 'translateX(-50%)',
      zIndex: '100',
      padding: '0.6rem 1rem',
      borderRadius: '8px',
      background: '#2a2f3a',
      color: '#f3efe4',
      boxShadow: '0 4px 14px rgba(0,0,0,.4)',
      maxWidth: '36rem',
    });
    document.body.append(box);
  }
  box.textContent = t(gaveUp ? 'engine.lost' : 'engine.restarted');
  clearTimeout(timer);
  if (!gaveUp)
    timer = setTimeout(() => {
      box?.remove();
      box = null;
    }, 6000);
}
