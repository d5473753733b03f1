/**
 * What the log's live region announces: each line once, as it is added, never the lines that
 * were there when the region appeared (a continued game's story, a lesson's earlier steps) nor
 * lines that become visible again after a hand-off. Lines carry increasing ids. The region holds
 * only lines the log still shows: a line the log drops (hidden from the seat now at the screen,
 * taken back by an undo and the story told again) leaves the region with it (issue 51).
 */

/** A log line as the announcer sees it. */
export interface LogLine {
  readonly id: number;
  readonly text: string;
}

/** How many announced lines stay in the region (older ones are removed; they were read already). */
export const ANNOUNCE_KEEP = 6;

/** The lines of `lines` newer than `lastId`, in order, and the new `lastId`. */
export function freshLines(lines: readonly LogLine[], lastId: number): { fresh: LogLine[]; lastId: number } {
  const fresh = lines.filter((l) => l.id > lastId);
  return { fresh, lastId: fresh.reduce((m, l) => Math.max(m, l.id), lastId) };
}

/** The region's lines after `fresh` are added to `shown`: the newest ANNOUNCE_KEEP. */
export function announced(shown: readonly LogLine[], fresh: readonly LogLine[]): LogLine[] {
  return [...shown, ...fresh].slice(-ANNOUNCE_KEEP);
}

/** The region's lines the log still shows (same id, same words): what the seat at the screen may not see goes. */
export function stillShown(shown: readonly LogLine[], lines: readonly LogLine[]): LogLine[] {
  const now = new Map(lines.map((l) => [l.id, l.text]));
  return shown.filter((l) => now.get(l.id) === l.text);
}
