/**
 * Notices about the engine and the saves, shown over whatever screen is up: the engine
 * restarted (and whether a game could not be reopened), the engine was given up (with a
 * Retry button), a save or the settings could not be written (the disk is full) and later
 * were. Plain DOM, because it must work on every screen without any of them knowing about it.
 */
import { t } from '../i18n';
import { plural } from '../i18n/format';
import type { KeeperPush } from '../../src-shared/keeper';
import './catalogue';

let box: HTMLElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Catalogue keys for why a write failed, by the code main or the storage gave. */
const REASONS: Readonly<Record<string, string>> = {
  ENOSPC: 'saves.reason.full',
  EDQUOT: 'saves.reason.full',
  EROFS: 'saves.reason.readOnly',
  EACCES: 'saves.reason.denied',
  EPERM: 'saves.reason.denied',
  EBUSY: 'saves.reason.busy',
  QUOTA: 'saves.reason.storageFull',
  ETOOBIG: 'saves.reason.tooLarge',
  EHELD: 'saves.reason.held',
};

/** Why a write failed, in the player's language when the code is known (else main's words as given). */
export function reasonWords(code: string | undefined, reason: string): string {
  const key = code === undefined ? undefined : REASONS[code];
  return key ? t(key) : reason;
}

/** What a push shows: its text, whether it stays until something replaces it, and whether it offers Retry. */
export function noticeFor(p: KeeperPush): { text: string; sticky: boolean; retry: boolean } | null {
  switch (p.push) {
    case 'hostRestarted':
      if (p.lost.length > 0) return { text: plural('engine.restartedLost', p.lost.length), sticky: true, retry: false };
      return { text: t('engine.restarted'), sticky: false, retry: false };
    case 'engineDown':
      return { text: t('engine.down'), sticky: true, retry: true };
    case 'saveFailed':
      return { text: t('saves.writeFailed', { reason: reasonWords(p.code, p.reason) }), sticky: true, retry: false };
    case 'saveRestored':
      return { text: t('saves.writeRestored'), sticky: false, retry: false };
  }
}

function element(): HTMLElement {
  if (box) return box;
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
    background: 'var(--panel-2)',
    border: '1px solid var(--line)',
    color: 'var(--text)',
    boxShadow: '0 4px 14px rgba(0,0,0,.4)',
    maxWidth: '36rem',
    display: 'flex',
    gap: '0.75rem',
    alignItems: 'center',
  });
  document.body.append(box);
  return box;
}

function hide(): void {
  box?.remove();
  box = null;
}

/** What a settings write shows: its failure (why, and that the change lasts this session), or that a later one worked. */
export function settingsNotice(unsaved: { readonly code: string; readonly reason: string } | null, failedBefore: boolean): { text: string; sticky: boolean } | null {
  if (unsaved) return { text: t('saves.settingsFailed', { reason: reasonWords(unsaved.code, unsaved.reason) }), sticky: true };
  return failedBefore ? { text: t('saves.settingsRestored'), sticky: false } : null;
}

let settingsFailed = false;

/** Tells the player how a settings write went: a failure always, a success only after a failure (issue 51: failures were swallowed). */
export function showSettingsNotice(unsaved: { readonly code: string; readonly reason: string } | null): void {
  const n = settingsNotice(unsaved, settingsFailed);
  settingsFailed = unsaved !== null;
  if (n) show(n);
}

/** Shows (or replaces) the notice for a push; `retry` is what the Retry button does. */
export function showEngineNotice(p: KeeperPush, retry?: () => void): void {
  const n = noticeFor(p);
  if (n) show(n, retry);
}

function show(n: { text: string; sticky: boolean; retry?: boolean }, retry?: () => void): void {
  const el = element();
  const text = document.createElement('span');
  text.textContent = n.text;
  el.replaceChildren(text);
  if (n.retry && retry) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = t('engine.retry');
    button.dataset.testid = 'engine-retry';
    button.addEventListener('click', () => {
      button.disabled = true;
      retry();
    });
    el.append(button);
  }
  clearTimeout(timer);
  if (!n.sticky) timer = setTimeout(hide, 6000);
}
