/**
 * Dragging one of the viewer's dice on the flat board: a press on the die that moves a few
 * pixels is offered to the table's drag handlers (the kit's drags, as the 3D board's picker
 * does); once taken, a ghost of the die follows the pointer and what lies under it is reported,
 * and the release drops it there. The click the release makes on the die itself is the drag's.
 */
import type { PickHandlers } from '../../../ui/3d/picking';
import type { Pick } from '../decisions';
import type { DieKind } from '../types';

/** Pointer travel in pixels beyond which a press is a drag (as on the 3D board). */
const DRAG_PX = 6;

/** What lies under the pointer on the flat board (the ghost lets the pointer through). */
function pickAt(e: PointerEvent): Pick | null {
  const el = document.elementFromPoint(e.clientX, e.clientY)?.closest<SVGElement>('[data-pick]');
  return el?.dataset.pick ? (JSON.parse(el.dataset.pick) as Pick) : null;
}

/** One flat board's drag of a die. */
export class FlatDrag {
  /** The dragged die, where it is drawn (board units), or null. */
  ghost = $state.raw<{ kind: DieKind; x: number; y: number } | null>(null);
  private press: { pick: Pick & { kind: 'die' }; x: number; y: number } | null = null;
  /** The release of a drag clicks the die it started on: that click is the drag's. */
  private dragged = false;

  constructor(
    private readonly picks: () => PickHandlers<Pick>,
    /** The drawing's coordinate space (the group the scene is drawn in). */
    private readonly space: () => SVGGraphicsElement | undefined,
  ) {}

  /** The handlers for the dice: as the table's, but the click that ends a drag is none. */
  readonly diceClicks: PickHandlers<Pick> = {
    hover: (p) => this.picks().hover(p),
    cursor: (p) => this.picks().cursor(p),
    click: (p) => {
      if (this.dragged) this.dragged = false;
      else this.picks().click(p);
    },
  };

  /** A press on one of the viewer's dice. */
  down(e: PointerEvent, pick: Pick & { kind: 'die' }): void {
    if (e.button !== 0) return;
    this.press = { pick, x: e.clientX, y: e.clientY };
    this.dragged = false;
  }

  move(e: PointerEvent): void {
    const press = this.press;
    if (!press) return;
    const h = this.picks();
    if (!this.ghost) {
      if (Math.hypot(e.clientX - press.x, e.clientY - press.y) < DRAG_PX) return;
      if (!h.dragStart?.(press.pick)) {
        this.press = null;
        return;
      }
    }
    this.ghost = { kind: press.pick.die, ...this.toBoard(e) };
    h.dragMove?.(pickAt(e));
  }

  up(e: PointerEvent): void {
    const was = this.ghost;
    this.press = null;
    if (!was) return;
    this.ghost = null;
    this.dragged = true;
    setTimeout(() => (this.dragged = false), 0);
    this.picks().dragEnd?.(pickAt(e));
  }

  private toBoard(e: PointerEvent): { x: number; y: number } {
    const m = this.space()?.getScreenCTM();
    if (!m) return { x: 0, y: 0 };
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }
}
