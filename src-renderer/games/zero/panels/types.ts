/** The props every Pip Zero panel gets from the kit. */
import type { PanelProps } from '../../../table/kit';
import type { Decision, Pick, ZeroLit } from '../decisions';
import type { ZeroStage } from '../stage.svelte';
import type { ZeroTypes } from '../types';

/** A Pip Zero panel's props. */
export type ZeroPanelProps = PanelProps<ZeroTypes, Pick, null, Decision, ZeroLit, ZeroStage>;
