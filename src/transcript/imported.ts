// What a transcript reader took from a log: the counts every replay and import reports, and the warning they share.
import { type ImportedCounts, type TranscriptEvent } from './events.js';

/** Counts one event: a board, a reply, or an input (typed, or fed by an orchestrator). */
export function countImported(counts: { inputs: number; replies: number; boards: number }, event: TranscriptEvent): void {
  if (event.type === 'todos') counts.boards += 1;
  else if (event.type === 'reply') counts.replies += 1;
  else counts.inputs += 1;
}

/**
 * The warning a log earns when it has tool calls but no board was read: the agent's todo tool was
 * most likely not recognised, and every continuation would go unchecked. Null when none is due.
 */
export function boardWarning(toolCalls: number, imported: ImportedCounts): string | null {
  if (toolCalls === 0 || imported.boards > 0) return null;
  return `${toolCalls} tool ${toolCalls === 1 ? 'call' : 'calls'} but no todo board was read: if the agent kept one, its tool was not recognised`;
}

/** `read 4 inputs, 3 replies, 2 boards`. */
export function describeImported({ inputs, replies, boards }: ImportedCounts): string {
  return `read ${count(inputs, 'input')}, ${count(replies, 'reply', 'replies')}, ${count(boards, 'board')}`;
}

export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
