/** The props every PipFall Toss panel gets from the kit, and what several panels read the same way. */
import type { PanelProps, TableState } from '../../../table/kit';
import type { Decision, TossLit, TossPick, TossSel } from '../decisions';
import { viewNames, type Names } from '../names';
import type { TossStage } from '../stage.svelte';
import type { DieLie, TossTypes } from '../types';

/** A PipFall Toss panel's props. */
export type TossPanelProps = PanelProps<TossTypes, TossPick, TossSel, Decision, TossLit, TossStage>;

/** The table as a PipFall Toss panel reads it. */
export type TossTable = TableState<TossTypes, TossPick, TossSel, Decision, TossLit>;

/** How the screen names sides and seats. */
export function namesOn(table: TossTable): Names {
  return viewNames(table.view, table.seatNames);
}

/** The totals to show: a frame just scored, while the rest of its step plays, else the view's. */
export function totalsOn(table: TossTable, stage: TossStage): readonly [number, number] {
  return stage.scoredTotals ?? table.view?.totals ?? [0, 0];
}

/** The frame's dice to show: as the toss just shown left them, else as the view has them. */
export function liesOn(table: TossTable, stage: TossStage): readonly DieLie[] {
  return stage.tossedLies ?? table.view?.lies ?? [];
}
