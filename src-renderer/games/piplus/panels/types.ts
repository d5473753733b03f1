/** The props every Piplus panel gets from the kit. */
import type { PanelProps } from '../../../table/kit';
import type { Decision, Pick, Selection } from '../decisions';
import type { PiplusLit } from '../lights';
import type { PiplusStage } from '../stage.svelte';
import type { PiplusTypes } from '../types';

/** A Piplus panel's props. */
export type PiplusPanelProps = PanelProps<PiplusTypes, Pick, Selection, Decision, PiplusLit, PiplusStage>;
