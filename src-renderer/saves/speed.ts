/**
 * Keeps the app's animation speed in the persisted settings until the app state does so
 * itself: the first time the menu shows, the stored speed is applied (unless the URL sets
 * one); from then on the menu saves the speed whenever it shows or it changes there, which
 * also catches a change made at the table.
 */
import { SPEEDS, type AppState, type Speed } from '../app/state.svelte';
import { loadSettings, saveSettings } from './settings';

let loaded = false;

/** Call from an $effect of the menu: reads `app.speed`, so the effect re-runs when it changes. */
export function syncSpeed(app: AppState): void {
  const speed = app.speed;
  if (!loaded) {
    loaded = true;
    if (new URLSearchParams(window.location.search).has('speed')) return;
    void loadSettings().then(
      (s) => {
        if ((SPEEDS as readonly string[]).includes(s.animationSpeed)) app.speed = s.animationSpeed as Speed;
      },
      () => {},
    );
    return;
  }
  void saveSettings({ animationSpeed: speed }).catch(() => {});
}
