/**
 * The keyboard shortcuts catalogue: each screen (and a table, for its game's own keys) says
 * which keys it answers to while it is shown; the shortcuts overlay ("?" on any screen) lists
 * the innermost screen's keys after the keys every screen shares. A screen may also offer its
 * rules reference, which the overlay opens (the "?" key used to open the rules directly).
 */
import { onDestroy } from 'svelte';

/** One shortcut: the keys (as shown, e.g. "Enter", "←") and what they do (a message key). */
export interface Shortcut {
  readonly keys: readonly string[];
  readonly what: string;
  /** Parameters of the message. */
  readonly params?: Readonly<Record<string, string | number>>;
}

/** What a screen registers. */
export interface ShortcutScreen {
  /** The screen's name (a message key), the overlay's sub-heading. */
  readonly title: string;
  readonly keys: readonly Shortcut[];
  /** Opens the screen's rules reference, when it has one. */
  readonly rules?: () => void;
}

/** Keys that work on every screen. */
export const COMMON_SHORTCUTS: readonly Shortcut[] = [
  { keys: ['Tab', 'Shift+Tab'], what: 'shortcuts.common.tab' },
  { keys: ['Enter', 'Space'], what: 'shortcuts.common.activate' },
  { keys: ['?'], what: 'shortcuts.common.help' },
  { keys: ['Esc'], what: 'shortcuts.common.close' },
];

/** The screens registered now, innermost last (a table's game keys come after the table's own). */
class ShortcutRegistry {
  stack = $state.raw<readonly { id: number; screen: () => ShortcutScreen }[]>([]);
  /** Counts requests to show the overlay from elsewhere than its key (the desktop menu's Keyboard shortcuts). */
  asked = $state(0);
  private next = 0;

  /** Shows the overlay, as the ? key does. */
  ask(): void {
    this.asked++;
  }

  /** Adds a screen; returns how to remove it. */
  add(screen: () => ShortcutScreen): () => void {
    const id = this.next++;
    this.stack = [...this.stack, { id, screen }];
    return () => {
      this.stack = this.stack.filter((s) => s.id !== id);
    };
  }

  /** The keys to list now: the shared ones, then each registered screen's, outermost first. */
  get current(): { title: string | null; sections: readonly ShortcutScreen[]; rules: (() => void) | null } {
    const sections = this.stack.map((s) => s.screen());
    const rules = [...sections].reverse().find((s) => s.rules)?.rules ?? null;
    return { title: sections.at(-1)?.title ?? null, sections, rules };
  }
}

export const shortcuts = new ShortcutRegistry();

/** Registers a component's shortcuts while it is mounted (call during component setup). */
export function useShortcuts(screen: () => ShortcutScreen): void {
  const remove = shortcuts.add(screen);
  onDestroy(remove);
}
