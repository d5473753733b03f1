/** The props every PipFall panel gets from the kit. */
import type { PanelProps } from '../../../table/kit';
import type { Decided, Pick } from '../decisions';
import type { Highlight } from '../port';
import type { PipfallStage } from '../stage.svelte';
import type { PipfallTypes } from '../types';

/** A PipFall panel's props. */
export type PipfallPanelProps = PanelProps<PipfallTypes, Pick, number | null, Decided, Highlight, PipfallStage>;
