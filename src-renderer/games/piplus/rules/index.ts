/**
 * Piplus's rules reference (its own chunk, loaded by the "?" on the table, a lesson or "Learn
 * to play"): sections in reading order. The text is in messages.ts; the format in rules/book.ts.
 * `rulesTopic` (topic.ts, used by ui.ts) maps a moment of play to one of these section ids.
 */
import type { RulesBook } from '../../../rules/book';
import { piplusRulesEn } from './messages';
import { piplusRulesDe } from './messages.de';

const k = (s: string): string => `piplus.rules.${s}`;

/** Piplus's rules book. */
export const piplusRules: RulesBook = {
  messages: { en: piplusRulesEn, de: piplusRulesDe },
  sections: [
    { id: 'overview', title: k('overview'), body: [{ p: k('overview.p1') }, { p: k('overview.p2') }] },
    { id: 'setup', title: k('setup'), body: [{ p: k('setup.p1') }, { p: k('setup.p2') }, { ruling: k('setup.ruling') }] },
    { id: 'start', title: k('start'), body: [{ p: k('start.p1') }, { ruling: k('start.ruling') }] },
    {
      id: 'plays',
      title: k('plays'),
      body: [{ p: k('plays.p1') }, { list: [k('plays.cards'), k('plays.die')] }, { p: k('plays.p2') }, { ruling: k('plays.ruling') }],
    },
    { id: 'beating', title: k('beating'), body: [{ p: k('beating.p1') }, { list: [k('beating.value'), k('beating.count')] }, { p: k('beating.p2') }] },
    { id: 'after', title: k('after'), body: [{ p: k('after.p1') }, { p: k('after.p2') }] },
    { id: 'leading', title: k('leading'), body: [{ p: k('leading.p1') }] },
    { id: 'passing', title: k('passing'), body: [{ p: k('passing.p1') }, { ruling: k('passing.ruling') }] },
    { id: 'forced', title: k('forced'), body: [{ p: k('forced.p1') }] },
    { id: 'clearing', title: k('clearing'), body: [{ p: k('clearing.p1') }] },
    { id: 'finishing', title: k('finishing'), body: [{ p: k('finishing.p1') }, { p: k('finishing.p2') }, { ruling: k('finishing.ruling') }] },
    {
      id: 'scoring',
      title: k('scoring'),
      body: [{ p: k('scoring.p1') }, { list: [k('scoring.first'), k('scoring.second'), k('scoring.third')] }, { p: k('scoring.p2') }],
    },
    { id: 'valve', title: k('valve'), body: [{ ruling: k('valve.ruling') }] },
    { id: 'table', title: k('table'), body: [{ p: k('table.p1') }, { p: k('table.p2') }] },
  ],
};
