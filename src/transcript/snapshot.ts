// Snapshot files for `guard replay --snapshot`: the decisions a transcript led to, kept beside it for CI.
import { readFile } from 'node:fs/promises';
import { PtyscreenError, errnoOf } from '../errors.js';
import { isRecord } from '../shared/is-record.js';
import { writeFileAtomic } from '../shared/write-file-atomic.js';
import { type ReplayReport } from './report.js';

/** `loop.jsonl` → `loop.expected.json`; any other name gets `.expected.json` appended. */
export function snapshotPathFor(source: string): string {
  return source.endsWith('.jsonl') ? `${source.slice(0, -'.jsonl'.length)}.expected.json` : `${source}.expected.json`;
}

/** What a snapshot records: everything replay decided, nothing about where the file lives. */
export interface ReplaySnapshot {
  readonly options: ReplayReport['options'];
  readonly format: ReplayReport['format'];
  readonly events: number;
  readonly imported: ReplayReport['imported'];
  readonly verdict: ReplayReport['verdict'];
  readonly halts: ReplayReport['halts'];
  readonly decisions: ReplayReport['decisions'];
}

export function toSnapshot(report: ReplayReport): ReplaySnapshot {
  const { options, format, events, imported, verdict, halts, decisions } = report;
  return { options, format, events, imported, verdict, halts, decisions };
}

/** One halt or decision per line, so a changed decision is a one-line change in review. */
export function serializeSnapshot(snapshot: ReplaySnapshot): string {
  const list = (items: readonly object[]): string =>
    items.length === 0 ? '[]' : `[\n${items.map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]`;
  return [
    '{',
    `  "options": ${JSON.stringify(snapshot.options)},`,
    `  "format": ${JSON.stringify(snapshot.format)},`,
    `  "events": ${snapshot.events},`,
    `  "imported": ${JSON.stringify(snapshot.imported)},`,
    `  "verdict": ${JSON.stringify(snapshot.verdict)},`,
    `  "halts": ${list(snapshot.halts)},`,
    `  "decisions": ${list(snapshot.decisions)}`,
    '}',
    '',
  ].join('\n');
}

const MAX_LISTED = 10;

/** The differences between a recorded snapshot and a fresh one, in words; empty when equal. */
export function diffSnapshots(expected: ReplaySnapshot, actual: ReplaySnapshot): string[] {
  const differences: string[] = [];
  for (const key of ['options', 'format', 'events', 'imported', 'verdict'] as const) {
    const was = JSON.stringify(expected[key]);
    const now = JSON.stringify(actual[key]);
    if (was !== now) differences.push(`${key}: expected ${was}, got ${now}`);
  }
  const expectedDecisions = expected.decisions;
  const count = Math.max(expectedDecisions.length, actual.decisions.length);
  let listed = 0;
  let unlisted = 0;
  for (let index = 0; index < count; index += 1) {
    const was = expectedDecisions[index] === undefined ? undefined : JSON.stringify(expectedDecisions[index]);
    const now = actual.decisions[index] === undefined ? undefined : JSON.stringify(actual.decisions[index]);
    if (was === now) continue;
    if (listed === MAX_LISTED) {
      unlisted += 1;
      continue;
    }
    listed += 1;
    differences.push(`decision ${index + 1}:`);
    differences.push(`  - ${was ?? '(none)'}`);
    differences.push(`  + ${now ?? '(none)'}`);
  }
  if (unlisted > 0) differences.push(`… and ${unlisted} more decisions differ`);
  if (listed === 0 && JSON.stringify(expected.halts) !== JSON.stringify(actual.halts)) {
    differences.push(`halts: expected ${JSON.stringify(expected.halts)}, got ${JSON.stringify(actual.halts)}`);
  }
  return differences;
}

export type SnapshotOutcome =
  | { readonly status: 'match'; readonly path: string }
  | { readonly status: 'written'; readonly path: string }
  | { readonly status: 'mismatch'; readonly path: string; readonly differences: readonly string[] };

/**
 * Compares a report with the snapshot beside its transcript, or (with `update`) writes it.
 * A missing snapshot is a mismatch, as in a CI test run: nothing is recorded silently.
 */
export async function checkSnapshot(report: ReplayReport, update: boolean): Promise<SnapshotOutcome> {
  if (report.source === '-') {
    throw new PtyscreenError('snapshot.stdin', 'a transcript read from stdin has no place for a snapshot; give a file path', {
      file: '<stdin>',
    });
  }
  const path = snapshotPathFor(report.source);
  const actual = toSnapshot(report);
  if (update) {
    // Through a temporary file: a run stopped mid-write must not leave a truncated snapshot for CI to trust.
    await writeFileAtomic(path, serializeSnapshot(actual)).catch((error: unknown) => {
      throw toWriteError(error, path);
    });
    return { status: 'written', path };
  }
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (errnoOf(error) === 'ENOENT') {
      return { status: 'mismatch', path, differences: ['no snapshot recorded yet'] };
    }
    throw toWriteError(error, path);
  }
  const expected = parseSnapshot(text, path);
  const differences = diffSnapshots(expected, actual);
  return differences.length === 0 ? { status: 'match', path } : { status: 'mismatch', path, differences };
}

function parseSnapshot(text: string, path: string): ReplaySnapshot {
  try {
    // The fields beyond `decisions` are compared as JSON text, so any value in them reads as a difference.
    const value = JSON.parse(text) as Partial<ReplaySnapshot> | null;
    if (isRecord(value) && Array.isArray(value.decisions)) return value as ReplaySnapshot;
  } catch {
    // Reported below, with what to do about it.
  }
  throw new PtyscreenError(
    'snapshot.invalid',
    'not a replay snapshot (expected a JSON object with "decisions"); fix it or re-record it with --update-snapshot',
    { file: path },
  );
}

function toWriteError(error: unknown, path: string): PtyscreenError {
  const message = error instanceof Error ? error.message : String(error);
  return new PtyscreenError('snapshot.io', `cannot access the snapshot: ${message}`, { file: path });
}
