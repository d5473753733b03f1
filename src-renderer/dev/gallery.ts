/** Mounts the dice gallery (a dev page: `?gallery=dice`) instead of the app. */
import { mount } from 'svelte';
import DiceGallery from './DiceGallery.svelte';

export function mountDiceGallery(target: HTMLElement): ReturnType<typeof mount> {
  return mount(DiceGallery, { target });
}
