/**
 * One table's decision state, in one place for every game: the decision at hand (from the
 * game's decisions module), the selection, the focus, the refusal line, the hint and a
 * lesson's coach marks. Selection, focus and refusal belong to the decision they were made
 * in: when the decision's key changes they are gone, without an effect to reset them.
 */
import type { CoachMark, GameTypes, TableCoach, TableReport } from './report';
import { t } from '../i18n';
import type { PickHandlers } from '../ui/3d/picking';
import type { Palette } from '../ui/palette';
import { dragHandlers, type DragShow } from './drag';
import type { BoardButton, ChoicePanel, Click, GameDecisions, Note, ProgramSpec, SweepMeaning, TableState } from './kit';

/** What the screen hosting the table gives it (read at each use: they change). */
export interface TableInput<G extends GameTypes> {
  readonly report: TableReport<G> | null;
  readonly seat: number | null;
  readonly seatNames: readonly string[];
  readonly canAct: boolean;
  readonly palette: Palette;
  /** The index of the hinted action in `report.legal` (a lesson's asked move, or the Hint), or null. */
  readonly hint: number | null;
  readonly coach: TableCoach | null;
  /** Sends one of `report.legal`. */
  act(action: G['action']): void;
}

/** What was picked within one decision (keyed by it). */
interface Picked<P, S> {
  readonly key: string;
  readonly sel: S;
  readonly focus: P | null;
  readonly refusal: string | null;
}

/** The state of one table, shared by the kit's host, the board and the game's panels. */
export class TableSession<G extends GameTypes, P, S, D, L> implements TableState<G, P, S, D, L> {
  /** Whether a step is playing (highlights wait, the board keeps its own state meanwhile). */
  animating = $state(false);
  #picked = $state.raw<Picked<P, S> | null>(null);
  /** The selections actions were sent with, by the decisions' recall key. */
  #kept = $state.raw<Readonly<Record<string, S>>>({});
  // Assigned in the constructor; the derived fields below read them lazily, after it ran.
  private readonly decisions: GameDecisions<G, P, S, D, L>;
  private readonly input: () => TableInput<G>;

  /** The decision's key: what was picked under another key no longer counts. */
  readonly key: string;
  /** What was picked in this decision, or nothing. */
  readonly #current: Picked<P, S> | null;
  /** Where this decision's selection is kept for a later one (null: nowhere). */
  readonly #recall: string | null;
  readonly sel: S;
  readonly focus: P | null;
  readonly refusal: string | null;
  readonly decision: D;
  /** The hinted action, by its index in the legal actions (never matched by text). */
  readonly hint: G['action'] | null;
  readonly marks: readonly CoachMark[];
  readonly markedCards: readonly string[];
  /** What the board lights now. */
  readonly lit: L;
  readonly note: Note | null;
  readonly choices: ChoicePanel<G['action'], P, S> | null;
  readonly program: ProgramSpec<G['action']> | null;
  readonly buttons: readonly BoardButton<P>[];
  /** The board that draws a drag in progress (the 3D one, once built), if the game drags pieces. */
  dragShow: DragShow<P> | null = null;

  constructor(decisions: GameDecisions<G, P, S, D, L>, input: () => TableInput<G>) {
    this.decisions = decisions;
    this.input = input;
    this.key = $derived(this.decisions.key(this.report, this.seat, this.canAct));
    this.#current = $derived(this.#picked?.key === this.key ? this.#picked : null);
    this.#recall = $derived(this.decisions.recall?.(this.report, this.seat, this.canAct) ?? null);
    this.sel = $derived<S>(this.#current?.sel ?? (this.#recall === null ? undefined : this.#kept[this.#recall]) ?? this.decisions.empty);
    this.focus = $derived<P | null>(this.#current?.focus ?? null);
    this.refusal = $derived<string | null>(this.#current?.refusal ?? null);
    this.decision = $derived<D>(this.decisions.decide(this.report, this.seat, this.canAct, this.sel));
    this.hint = $derived.by((): G['action'] | null => {
      const i = this.input().hint;
      return i === null ? null : (this.report?.legal[i] ?? null);
    });
    this.marks = $derived<readonly CoachMark[]>(this.input().coach?.marks ?? []);
    this.markedCards = $derived(this.marks.flatMap((m) => (m.kind === 'card' ? [m.card] : [])));
    this.lit = $derived<L>(this.decisions.light(this.decision, this.sel, this.focus, this.hint));
    this.note = $derived(this.decisions.note(this.decision, this.sel, this.focus, this.refusal, this.coached));
    this.choices = $derived(this.decisions.choices(this.decision, this.sel, this.hint));
    this.buttons = $derived(this.canAct ? (this.decisions.buttons?.(this.decision, this.sel) ?? []) : []);
    this.program = $derived.by(() => {
      const r = this.report;
      return r && this.decisions.program ? this.decisions.program(this.decision, r, this.seat, this.hint) : null;
    });
  }

  get report(): TableReport<G> | null {
    return this.input().report;
  }
  get view(): G['view'] | null {
    return this.input().report?.view ?? null;
  }
  get seat(): number | null {
    return this.input().seat;
  }
  get seatNames(): readonly string[] {
    return this.input().seatNames;
  }
  get canAct(): boolean {
    return this.input().canAct;
  }
  get palette(): Palette {
    return this.input().palette;
  }
  get coached(): boolean {
    return this.input().coach !== null;
  }

  #set(patch: Partial<Omit<Picked<P, S>, 'key'>>): void {
    const cur = this.#current;
    this.#picked = { key: this.key, sel: this.sel, focus: cur?.focus ?? null, refusal: cur?.refusal ?? null, ...patch };
  }

  marked(name: string): boolean {
    return this.marks.some((m) => m.kind === 'area' && m.area === name);
  }

  act(action: G['action']): void {
    const recall = this.#recall;
    if (recall !== null) this.#kept = { ...this.#kept, [recall]: this.sel };
    this.settle();
    this.input().act(action);
  }

  select(sel: S): void {
    this.#set({ sel, refusal: null, focus: null });
    this.input().coach?.settled?.();
  }

  settle(): void {
    this.#set({ refusal: null });
    this.input().coach?.settled?.();
  }

  setFocus(p: P | null): void {
    this.#set({ focus: p });
  }

  refuse(reason: string): void {
    this.#set({ refusal: reason });
    this.input().coach?.refused(reason);
  }

  run(c: Click<G['action'], S> | null): void {
    if (!c) return;
    if (c.kind === 'act') this.act(c.action);
    else if (c.kind === 'select') this.select(c.sel);
    else if (!c.quiet || this.coached) this.refuse(t(c.reason, c.params));
  }

  /** What a click on the board means now. */
  clickAt(p: P | null): void {
    if (p === null) return;
    const c = this.decisions.click(this.decision, p, this.sel);
    this.run(c);
    // A selection made on the board keeps the pointer's focus: it still rests there (a chosen die previews its own use).
    if (c?.kind === 'select') this.setFocus(p);
  }

  /** What a sweep across the board means now, or null (none while a step plays). */
  #sweep(): SweepMeaning<G['action'], S> | null {
    return this.animating ? null : (this.decisions.sweep?.(this.decision, this.sel) ?? null);
  }

  /** The board's pointer handlers: hover focuses, a click plays, the cursor says which; a drag drops a piece where the game says; a sweep moves the selection and may act when let go. */
  readonly picks: PickHandlers<P> = {
    hover: (p) => this.setFocus(p),
    click: (p) => this.clickAt(p),
    sweeps: () => this.#sweep() !== null,
    sweep: (s, done) => {
      if (!s) return;
      this.run(this.#sweep()?.move(s) ?? null);
      if (done) this.run(this.#sweep()?.end(s) ?? null);
    },
    cursor: (p) => {
      if (p === null) return this.#sweep() ? 'grab' : '';
      if (!this.canAct) return '';
      const c = this.decisions.click(this.decision, p, this.sel);
      if (c === null || (c.kind === 'refuse' && c.quiet)) return '';
      if (c.kind === 'refuse') return 'not-allowed';
      return c.kind === 'select' && this.decisions.drag?.start(this.decision, p, this.sel) ? 'grab' : 'pointer';
    },
    ...dragHandlers(() => {
      const drag = this.decisions.drag;
      return {
        drag: drag ? { start: (from: P) => drag.start(this.decision, from, this.sel), drop: (from: P, to: P | null) => drag.drop(this.decision, from, to, this.sel) } : null,
        show: this.dragShow,
        setFocus: (p: P | null) => this.setFocus(p),
        run: (c: Click<G['action'], S> | null) => this.run(c),
      };
    }),
  };
}
