/**
 * The flat board's state: what Board2D.svelte draws (the pieces where the view and then each
 * event put them, what the decisions light, the plates, a lesson's marks, the flashes), with
 * the same port the 3D board has, so the stage plays its events the same way on either. It has
 * no moves of its own: an event redraws the pieces at once (`took`), the stage's pauses give
 * the reader the time.
 */
import { COLOURS } from '../../design/tokens';
import type { BoardContext } from '../../table/kit';
import { FlashQueue } from '../../ui/2d/flashQueue';
import { seatColours } from '../../ui/palette';
import type { CoachMark } from '../game-ui';
import type { Flash } from './board2d';
import { NO_LIT, type PiplusLit } from './lights';
import { piecesAfter, piecesOfView, type Pieces } from './pieces';
import type { FeltLabels, Plate } from './plates';
import type { PiplusBoardPort, Tint } from './port';
import type { PiplusEvent, PiplusView } from './types';

/** The flat Piplus board's state and its steps. */
export class FlatPiplusBoard implements PiplusBoardPort {
  /** What lies where (null until the first view). */
  pieces = $state.raw<Pieces | null>(null);
  /** The seat at the near edge (the seat at the screen, else 0), and whether its cards show. */
  bottom = $state(0);
  revealed = $state(false);
  lit = $state.raw<PiplusLit>(NO_LIT);
  coach = $state.raw<readonly CoachMark[]>([]);
  plates = $state.raw<readonly Plate[]>([]);
  labels = $state.raw<FeltLabels>({ lid: '', discards: '', play: '', pass: '', marks: [] });
  flashes = $state.raw<readonly Flash[]>([]);
  /** Shows and times the flashes (ui/2d/flashQueue.ts). */
  private readonly queue = new FlashQueue<Flash>((items) => (this.flashes = items));

  constructor(private readonly ctx: BoardContext) {}

  sync(view: PiplusView, seat: number | null): void {
    this.pieces = piecesOfView(view);
    this.bottom = seat ?? 0;
    this.revealed = seat !== null;
  }

  light(l: PiplusLit): void {
    this.lit = l;
  }

  quiet(): void {
    this.lit = NO_LIT;
  }

  took(e: PiplusEvent): void {
    if (this.pieces) this.pieces = piecesAfter(this.pieces, e);
  }

  setCoach(marks: readonly CoachMark[]): void {
    this.coach = marks;
  }

  setPlates(plates: readonly Plate[], labels: FeltLabels): void {
    this.plates = plates;
    this.labels = labels;
  }

  flash(seat: number | null, text: string, tint: Tint, ms: number, size = 1): Promise<void> {
    const colour = typeof tint === 'string' ? tint : (seatColours(this.ctx.palette)[tint.seat]?.body ?? COLOURS.neutral);
    return this.queue.show((id) => ({ id, text, colour, seat, size, ms }), ms);
  }

  /** Ends the flashes at once (a skipped step). */
  finish(): void {
    this.queue.finish();
  }

  dispose(): void {
    this.finish();
  }
}
