/**
 * PipFall Toss's rules reference (its own chunk, loaded by the "?" on the table, a lesson or "Learn
 * to play"): sections in reading order. The text is in messages.ts; the format in rules/book.ts.
 * `rulesTopic` (ui.ts) maps what is happening at the table to one of these section ids.
 */
import type { RulesBook } from '../../../rules/book';
import { tossRulesEn } from './messages';
import { tossRulesDe } from './messages.de';

const k = (s: string): string => `toss.rules.${s}`;

/** PipFall Toss's rules book. */
export const tossRules: RulesBook = {
  messages: { en: tossRulesEn, de: tossRulesDe },
  sections: [
    { id: 'overview', title: k('overview'), body: [{ p: k('overview.p1') }, { p: k('overview.p2') }] },
    { id: 'court', title: k('court'), body: [{ p: k('court.boards') }, { p: k('court.lanes') }] },
    { id: 'opening', title: k('opening'), body: [{ p: k('opening.coin') }, { p: k('opening.later') }, { ruling: k('opening.tie') }] },
    { id: 'frame', title: k('frame'), body: [{ p: k('frame.p') }, { p: k('frame.aim') }, { p: k('frame.knock') }] },
    {
      id: 'scoring',
      title: k('scoring'),
      body: [
        { p: k('scoring.p') },
        { list: [k('scoring.pips'), k('scoring.leaner'), k('scoring.hole'), k('scoring.off'), k('scoring.foul')] },
        { ruling: k('scoring.order') },
        { p: k('scoring.leanerLate') },
      ],
    },
    {
      id: 'frame-score',
      title: k('frameScore'),
      body: [{ p: k('frameScore.p') }, { p: k('frameScore.triple') }, { ruling: k('frameScore.leaners') }, { p: k('frameScore.floor') }],
    },
    { id: 'winning', title: k('winning'), body: [{ p: k('winning.p') }, { ruling: k('winning.check') }] },
    { id: 'keeper', title: k('keeper'), body: [{ p: k('keeper.p') }, { p: k('keeper.undo') }] },
  ],
};
