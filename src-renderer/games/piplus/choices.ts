/**
 * The Piplus turn as buttons beside the board (the keyboard and screen-reader path to every
 * board click): the hand's cards and the dice, which build the play as clicks on the board do
 * (each a `select` step), Play and Clear (and Set up the hint), and the pass with its reroll
 * marks. Every legal action is reached through them: a play of cards with dice by its cards
 * and its dice, a lone die by the die alone, a pass by its rerolls and Pass. Plain data from
 * the decision and the selection; panels/Turn.svelte draws it.
 */
import { t } from '../../i18n';
import type { Choice, ChoicePanel, Click } from '../../table/kit';
import { DIE_KINDS } from './kinds';
import { EMPTY, asClick, clickApart, dieOn, isEmpty, lit, passOption, selectionOf, verdict, type Pick, type Selection, type Turn } from './decisions';
import { tableWords } from './narrate';
import type { DieKind, PiplusAction } from './types';
import { formatList } from '../../i18n/format';

/** What a Piplus button is: it is drawn by what it does. */
export type ChoiceRole = 'card' | 'die' | 'play' | 'clear' | 'hint' | 'reroll' | 'pass';

/** One Piplus button: a kit choice with what its own look needs. */
export interface PiplusChoice extends Choice<PiplusAction, Pick, Selection> {
  readonly role: ChoiceRole;
  /** Its test id (`pp-card-3`, `pp-die-d6`, `pp-play`...). */
  readonly testid: string;
  /** A toggle's state (a picked card or die, a marked reroll); absent: not a toggle. */
  readonly pressed?: boolean;
  /** Greyed: pressing it would only be refused (its `then` says why). */
  readonly disabled?: boolean;
  /** It can join a legal play now. */
  readonly lit?: boolean;
  /** The tooltip. */
  readonly title?: string;
  /** Words for screen readers after the label. */
  readonly sr?: string;
}

/** The turn's buttons, group by group: the hand, the dice, the actions, the pass. */
export interface PiplusPanel extends ChoicePanel<PiplusAction, Pick, Selection> {
  readonly groups: readonly PiplusGroup[];
}

/** A group of buttons. */
export interface PiplusGroup {
  readonly label?: string;
  readonly role: 'hand' | 'dice' | 'actions' | 'pass';
  readonly choices: readonly PiplusChoice[];
  /**
   * The buttons drawn, when more than the choices: every card of the hand and every die. One
   * that can join no legal play with what is picked is taken all the same (the line over the
   * board then says why it is no play), but it leads to no legal action, so it is no choice.
   */
  readonly shown?: readonly PiplusChoice[];
}

const refuse = (key: string, params?: Record<string, string | number>): Click<PiplusAction, Selection> => ({ kind: 'refuse', reason: key, ...(params ? { params } : {}) });

/** The heading over the buttons: what the turn asks. */
export function headingOf(d: Turn): string {
  return d.hand.length === 0 ? t('piplus.heading.dice') : d.table ? t('piplus.heading.beat', { table: tableWords(d.table) }) : t('piplus.heading.lead');
}

/** The turn's buttons for selection `sel`, the hinted ones outlined. */
export function turnChoices(d: Turn, sel: Selection, hint: PiplusAction | null, lights: { readonly cards: readonly number[]; readonly dice: readonly DieKind[] }): PiplusPanel {
  const hs = hint ? selectionOf(d, hint) : null;
  const value = (k: DieKind): number => d.dice.find((x) => x.kind === k)?.value ?? 0;
  const cards: PiplusChoice[] = d.hand.map((card, i) => {
    const die = dieOn(sel, i);
    return {
      role: 'card',
      testid: `pp-card-${i}`,
      label: die ? t('piplus.cardButtonDie', { card, die }) : String(card),
      sr: t('piplus.cardButton', { card }),
      then: asClick(clickApart(d, sel, { kind: 'card', index: i })),
      pick: { kind: 'card', index: i },
      pressed: sel.cards.includes(i),
      lit: lights.cards.includes(i),
      hinted: hs?.cards.includes(i) ?? false,
      data: { card },
    };
  });
  const dice: PiplusChoice[] = d.dice.map((x) => ({
    role: 'die',
    testid: `pp-die-${x.kind}`,
    label: x.spent ? t('piplus.dieButtonSpent', { die: x.kind, v: x.value }) : t('piplus.dieButton', { die: x.kind, v: x.value }),
    title: t('piplus.dieButtonTitle', { die: x.kind, v: x.value }),
    // A spent die waits on the lid: its button is greyed (its reroll mark is the pass's).
    then: x.spent ? refuse('piplus.why.spentDie', { die: x.kind }) : asClick(clickApart(d, sel, { kind: 'die', seat: d.seat, die: x.kind })),
    pick: { kind: 'die', seat: d.seat, die: x.kind },
    pressed: sel.on[x.kind] !== undefined || sel.lone === x.kind,
    disabled: x.spent,
    lit: lights.dice.includes(x.kind),
    hinted: hs !== null && (hs.on[x.kind] !== undefined || hs.lone === x.kind),
  }));
  const v = verdict(d, sel);
  const actions: PiplusChoice[] = [
    {
      role: 'play',
      testid: 'pp-play',
      label: sel.lone ? t('piplus.playLone', { die: sel.lone }) : t('piplus.play'),
      then: v.kind === 'play' ? { kind: 'act', action: v.option.action } : asClick({ kind: 'refuse', why: v.kind === 'refuse' ? v.why : v.help }),
      pick: { kind: 'table' },
      disabled: v.kind !== 'play',
      hinted: hint !== null && hint.type !== 'pass',
    },
    { role: 'clear', testid: 'pp-clear', label: t('piplus.clear'), then: { kind: 'select', sel: EMPTY }, disabled: isEmpty(sel), plain: true },
    ...(hs ? [{ role: 'hint' as const, testid: 'pp-use-hint', label: t('piplus.useHint'), then: { kind: 'select' as const, sel: hs }, plain: true }] : []),
  ];
  const can = lit(d, sel);
  const joins = new Set([...can.cards, ...sel.cards]);
  const groups: PiplusGroup[] = [];
  if (d.hand.length > 0) groups.push({ role: 'hand', label: t('piplus.yourHand'), choices: cards.filter((_, i) => joins.has(i)), shown: cards });
  groups.push(
    { role: 'dice', label: t('piplus.yourDice'), choices: dice.filter((c) => c.pick?.kind === 'die' && can.dice.includes(c.pick.die) && c.then.kind !== 'refuse'), shown: dice },
    { role: 'actions', choices: actions },
  );
  if (d.passes.length > 0) {
    const pass = passOption(d, sel);
    const rerolls: PiplusChoice[] = DIE_KINDS.map((k) => ({
      role: 'reroll',
      testid: `pp-reroll-${k}`,
      label: t('piplus.rerollButton', { die: k }),
      title: t('piplus.rerollTitle', { die: k, v: value(k) }),
      then: asClick(clickApart(d, sel, { kind: 'reroll', die: k })),
      pick: { kind: 'reroll', die: k },
      pressed: sel.reroll.includes(k),
      disabled: !d.rerollable.includes(k),
      hinted: hs?.reroll.includes(k) ?? false,
      plain: true,
    }));
    groups.push({
      role: 'pass',
      label: t('piplus.rerollHeading'),
      choices: [
        ...rerolls,
        {
          role: 'pass',
          testid: 'pp-pass',
          label: sel.reroll.length > 0 ? t('piplus.passReroll', { dice: formatList(sel.reroll) }) : t('piplus.pass'),
          then: 'option' in pass ? { kind: 'act', action: pass.option.action } : asClick({ kind: 'refuse', why: pass.why }),
          pick: { kind: 'pass' },
          hinted: hint?.type === 'pass',
          plain: true,
        },
      ],
    });
  }
  return { heading: headingOf(d), groups };
}
