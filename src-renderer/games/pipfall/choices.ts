/**
 * The choice buttons beside the PipFall board: every board click of the decision at hand as a
 * button (the keyboard and screen-reader path), each pointing at what it lights on the board.
 * A lane to place a marker on; the die that acts, then its use (the power, the zero move, the
 * moves grouped by direction) and a way back to the other dice; the glory bonus; a Restore.
 */
import { cardLabel, t } from '../../i18n';
import type { Choice, ChoiceGroup, ChoicePanel } from '../../table/kit';
import { groupChoices } from '../../table/pieces';
import { cellOfDie, type Decided, type Option, type Pick } from './picks';
import { laneName, targetPowerName } from './narrate';
import type { Card } from '../../../src-engine/core/cards';
import type { PipfallAction, PipfallView } from './types';

type Panel = ChoicePanel<PipfallAction, Pick, number | null>;
type Group = ChoiceGroup<PipfallAction, Pick, number | null>;
type Item = Choice<PipfallAction, Pick, number | null>;

const DIRS = ['up', 'down', 'left', 'right'] as const;

/** A die's place and pips, for the words. */
function dieText(view: PipfallView | null, id: number): { pips: number; row: number; col: number } {
  const at = view ? cellOfDie(view, id) : null;
  return { pips: (at && view?.board[at.row]?.[at.col]?.pips) || 0, row: (at?.row ?? 0) + 1, col: (at?.col ?? 0) + 1 };
}

/** The seat's card of this cycle (null: hidden or none). */
function myCard(d: Decided): Card | null {
  const cycle = d.view?.cursor.cycle ?? 0;
  return (d.seat === null ? null : d.view?.seats[d.seat]?.program?.[cycle]) ?? null;
}

/** Plays `o`'s action. */
const act = (o: { readonly action: PipfallAction }): Item['then'] => ({ kind: 'act', action: o.action });

/** A move's button: its direction and distance, warned when it attacks an own die. */
function moveChoice(o: Option<'activate'>): Item {
  const use = o.action.use;
  const to = o.target.kind === 'move' ? o.target.to : null;
  const n = use.kind === 'move' ? use.distance : 0;
  const dir = use.kind === 'move' ? use.direction : 'up';
  return {
    label: t('pipfall.move', { dir: t(`pipfall.dir.${dir}`), n }),
    then: act(o),
    pick: to ? { kind: 'cell', cell: to } : null,
    warn: o.target.kind === 'move' && o.target.combat?.ownDie === true,
    data: { use: `move-${dir}-${n}` },
  };
}

/** The uses of the chosen die: its power, its zero move, its moves by direction, and the way back. */
function useGroups(d: Extract<Decided, { kind: 'activate' }>, die: number): Group[] {
  const suit = myCard(d)?.[1] ?? 'C';
  const stay = d.moves.filter((o) => o.action.use.kind === 'move' && o.action.use.distance === 0);
  const single: Item[] = [
    ...(d.power
      ? [
          {
            label: t('pipfall.power', { power: targetPowerName(d.power.target, suit) }),
            then: act(d.power),
            pick: d.moves.length === 0 ? { kind: 'die' as const, die } : null,
            data: { use: 'power' },
          },
        ]
      : []),
    ...stay.map((o) => ({ label: t('pipfall.stay'), then: act(o), pick: o.target.kind === 'move' ? { kind: 'cell' as const, cell: o.target.to } : null, data: { use: 'move-0' } })),
  ];
  const moves = d.moves.filter((o) => o.action.use.kind === 'move' && o.action.use.distance > 0);
  const byDir = groupChoices(
    moves,
    DIRS,
    (o) => (o.action.use.kind === 'move' ? o.action.use.direction : null),
    (dir, os): Group => ({ label: t(`pipfall.dir.${dir}`), columns: 3, choices: os.map(moveChoice) }),
  );
  const back: Group[] = d.dice.length > 1 ? [{ columns: 1, choices: [{ label: t('pipfall.otherDie'), then: { kind: 'select', sel: null }, plain: true, wide: true }] }] : [];
  return [...(single.length > 0 ? [{ columns: 1, choices: single }] : []), ...byDir, ...back];
}

/** The choice buttons for a decision, or null when there is nothing to choose. */
export function choicesOf(d: Decided, hint: PipfallAction | null): Panel | null {
  const n = (d.view?.cursor.cycle ?? 0) + 1;
  const card = cardLabel(myCard(d));
  switch (d.kind) {
    case 'place':
      return {
        heading: t('pipfall.placeHeading', { n, card }),
        groups: [
          {
            columns: 3,
            choices: d.options.map((o) => ({
              label: laneName(o.action.lane, true),
              then: act(o),
              pick: { kind: 'lane', lane: o.action.lane },
              data: { lane: `${o.action.lane.kind}-${o.action.lane.index + 1}` },
            })),
          },
        ],
      };
    case 'activate': {
      if (d.die !== null) return { heading: t('pipfall.useHeading', { n, card, ...dieText(d.view, d.die) }), groups: useGroups(d, d.die) };
      const seat = d.seat === null ? undefined : d.view?.seats[d.seat];
      const m = seat?.markers[n - 1];
      return {
        heading: t('pipfall.dieHeading', { n, card, lane: m && m.kind !== 'card' ? laneName(m) : '' }),
        groups: [
          {
            columns: 3,
            choices: d.dice.map((id) => ({
              label: t('pipfall.dieChoice', dieText(d.view, id)),
              then: { kind: 'select', sel: id },
              pick: { kind: 'die', die: id },
              hinted: hint?.type === 'activate' && hint.die === id,
              data: { die: id },
            })),
          },
        ],
      };
    }
    case 'glory':
      return {
        heading: t('pipfall.gloryHeading'),
        groups: [
          {
            columns: 1,
            choices: d.options.map((o): Item => {
              const id = o.action.die;
              if (id === null) return { label: t('pipfall.gloryDecline'), then: act(o), plain: true };
              const at = dieText(d.view, id);
              return { label: t('pipfall.gloryDie', { ...at, to: Math.min(6, at.pips + 1) }), then: act(o), pick: { kind: 'die', die: id } };
            }),
          },
        ],
      };
    case 'restore': {
      const mine = d.seat === null ? undefined : d.view?.seats[d.seat];
      return {
        heading: t('pipfall.restoreHeading', { card: cardLabel(mine?.restoreCard ?? null) }),
        groups: [
          {
            columns: 1,
            choices: d.options.map((o) => ({
              label: o.action.use ? t('pipfall.restoreUse') : t('pipfall.restoreDecline'),
              then: act(o),
              plain: !o.action.use,
              pick: o.target.kind === 'restore' && o.target.cell ? { kind: 'cell', cell: o.target.cell } : null,
            })),
          },
        ],
      };
    }
    default:
      return null;
  }
}
