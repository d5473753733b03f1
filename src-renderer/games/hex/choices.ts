/**
 * The choice buttons beside the PipFall Hex battlefield: every board click of the decision at
 * hand as a button (the keyboard and screen-reader path), each pointing at what it lights on the
 * board. A start to take; the die that acts, then its use (the power, the 0-hex move, the moves
 * grouped by distance) and a way back to the other dice; a Reinforce position.
 */
import { cardLabel, t } from '../../i18n';
import type { Choice, ChoiceGroup, ChoicePanel } from '../../table/kit';
import { groupChoices } from '../../table/pieces';
import { focusOf, moveTone, type Decided, type Option, type Pick } from './picks';
import { hexName, LocationName } from './narrate';
import type { HexAction, HexView } from './types';

type Panel = ChoicePanel<HexAction, Pick, number | null>;
type Group = ChoiceGroup<HexAction, Pick, number | null>;
type Item = Choice<HexAction, Pick, number | null>;
type Resolve = Extract<Decided, { kind: 'resolve' }>;

/** A die's pips and hex, for the words. */
function dieText(view: HexView | null, id: number): { pips: number; hex: string } {
  const d = view?.dice.find((x) => x.id === id);
  return { pips: d?.pips ?? 0, hex: d ? hexName(d) : '' };
}

/** Plays `o`'s action, pointing at its place on the board. */
function chosen(o: { readonly action: HexAction; readonly target: Option['target'] }): { readonly then: Item['then']; readonly pick: Item['pick'] } {
  return { then: { kind: 'act', action: o.action }, pick: focusOf(o) };
}

/** A move's button: its hex, the combat it starts, a warning when it attacks an own die. */
function moveChoice(o: Option<'move'>): Item {
  const c = o.target.combat;
  const tone = moveTone(o);
  const to = hexName(o.target.to);
  return {
    ...chosen(o),
    label:
      tone === 'own' && c
        ? t('hex.moveOwn', { hex: to, d: c.defenderPips })
        : c
          ? t('hex.moveAttack', { hex: to, a: c.attackerPips, d: c.defenderPips })
          : t('hex.moveTo', { hex: to }),
    ariaLabel: tone === 'own' && c ? t('hex.moveOwnLabel', { hex: to, a: c.attackerPips, d: c.defenderPips }) : undefined,
    warn: tone === 'own',
    attack: tone === 'attack',
    data: { use: 'move', row: o.target.to.row, col: o.target.to.col },
  };
}

/** What the card at hand can do, in a line. */
function cardUse(d: Resolve): string {
  const power = t(`hex.power.${d.card[1]}`);
  const rank = d.card[0];
  if (rank === 'A') return t('hex.cardUse.ace', { power });
  // Whether a die could act is the view's (a lesson may offer only the move it asks for).
  const view = d.view;
  const seat = d.seat;
  const canAnyAct = d.dice.length > 0 || (view && seat !== null ? view.dice.some((x) => x.owner === seat && !view.seats[seat]?.activated.includes(x.id)) : false);
  if (rank === 'J' || rank === 'Q' || rank === 'K') return canAnyAct ? t('hex.cardUse.face', { power }) : t('hex.cardUse.faceNoDie');
  return t('hex.cardUse.number', { power });
}

/** The dice to choose from, or the chosen die's uses. */
function dieGroups(d: Resolve, hint: HexAction | null): Group[] {
  if (d.die === null) {
    if (d.dice.length === 0) return [];
    const dice = d.dice.map((id): Item => ({
      label: t('hex.dieButton', dieText(d.view, id)),
      ariaLabel: t('hex.targetDie', dieText(d.view, id)),
      then: { kind: 'select', sel: id },
      pick: { kind: 'die', die: id },
      hinted: (hint?.type === 'move' || hint?.type === 'power') && hint.die === id,
      data: { die: id },
    }));
    return [{ heading: t('hex.resolveDieHeading'), columns: 3, choices: dice }];
  }
  const single: Item[] = [
    ...(d.power
      ? [
          {
            ...chosen(d.power),
            label: t('hex.powerButton', { power: t(`hex.power.${d.power.target.suit}`), from: d.power.target.from, to: d.power.target.to }),
            data: { use: 'power' },
          },
        ]
      : []),
    ...d.moves.filter((o) => o.target.path.length === 0).map((o) => ({ ...chosen(o), label: t('hex.stay', { hex: hexName(o.target.from) }), data: { use: 'stay' } })),
  ];
  const byDistance = groupChoices(
    d.moves,
    [1, 2, 3],
    (o) => o.target.path.length,
    (n, os): Group => ({ label: t('hex.movesGroup', { n: t(`hex.hexes.${n}`) }), caption: true, columns: 4, choices: os.map(moveChoice) }),
  );
  const back: Group[] = d.dice.length > 1 ? [{ columns: 1, choices: [{ label: t('hex.otherDie'), then: { kind: 'select', sel: null }, plain: true }] }] : [];
  return [{ heading: t('hex.resolveUseHeading', dieText(d.view, d.die)), columns: 1, choices: single }, ...byDistance, ...back];
}

/** The choice buttons for a decision, or null when there is nothing to choose. */
export function choicesOf(d: Decided, hint: HexAction | null): Panel | null {
  if (d.kind === 'choose') {
    return {
      heading: t('hex.chooseHeading'),
      help: t('hex.chooseHelp'),
      groups: [
        {
          columns: 1,
          choices: d.options.map((o) => ({
            ...chosen(o),
            label: `${LocationName(o.target.name)}${o.target.isDefault ? ` ${t('hex.chooseDefault')}` : ''}`,
            data: { location: o.action.location },
          })),
        },
      ],
    };
  }
  if (d.kind !== 'resolve') return null;
  const reinforce: Group[] =
    d.reinforce.length > 0
      ? [
          {
            heading: t('hex.reinforceHeading'),
            columns: 1,
            choices: d.reinforce.map((o) => ({ ...chosen(o), label: t('hex.reinforceButton', { hex: hexName(o.target.at), pips: o.target.pips }), data: { use: 'reinforce' } })),
          },
        ]
      : [];
  return {
    heading: t('hex.resolveHeading', { card: cardLabel(d.card), n: d.slot }),
    help: cardUse(d),
    groups: [...dieGroups(d, hint), ...reinforce],
  };
}
