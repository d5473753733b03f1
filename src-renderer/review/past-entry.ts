/**
 * Which Past games entry a game just finished at the table is: the keeper kept it there when it
 * ended (under its save's id, which the page never learns), so it is the newest entry of the same
 * game with as many moves. Null when there is none (the disk was full): the review then runs but
 * is not kept.
 */
import '../review/catalogue';
import type { ReplayOpened } from '../../src-shared/contract/protocol';
import { listPast } from '../saves/past-games';

export async function pastEntryOf(opened: Pick<ReplayOpened, 'game' | 'steps' | 'seats'>): Promise<string | null> {
  try {
    const rows = await listPast();
    const same = rows.find((r) => r.game === opened.game && r.moves === opened.steps && JSON.stringify(r.seats) === JSON.stringify(opened.seats));
    return same?.id ?? null;
  } catch {
    return null;
  }
}
