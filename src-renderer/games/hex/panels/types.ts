/** The props every PipFall Hex panel gets from the kit. */
import type { PanelProps } from '../../../table/kit';
import type { Decided, Pick } from '../decisions';
import type { Highlight } from '../port';
import type { HexStage } from '../stage.svelte';
import type { HexTypes } from '../types';

/** A PipFall Hex panel's props. */
export type HexPanelProps = PanelProps<HexTypes, Pick, number | null, Decided, Highlight, HexStage>;
