// What a fixture says it shows (label.json or <name>.expect.json), and how a result is compared with it.

import { readFile } from 'node:fs/promises';
import { PtyscreenError } from '../errors.js';
import { FAILURE_REASONS, GATE_KINDS, type ClassificationResult } from '../result/types.js';
import { nearestWord } from '../shared/edit-distance.js';

/**
 * The fields of an expectation that are read off the screen, so a classifier can be held to them.
 * `gate.subject` is compared only when `checkSubject` is true: in captured corpora the subject is
 * often a person's description of the screen, not text the screen shows.
 */
export interface FixtureExpectation {
  readonly state: string;
  readonly reason?: string;
  readonly gate?: {
    readonly kind?: string;
    readonly input?: string;
    readonly subject?: string | null;
    readonly options?: readonly string[];
  };
  readonly checkSubject?: boolean;
}

export const LABEL_FILE = 'label.json';

/** A word of a label outside the closed vocabulary, in words naming the nearest one; null when it is in it. */
function outsideVocabulary(field: string, word: unknown, words: readonly string[], what: string): string | null {
  if (word === undefined || (typeof word === 'string' && words.includes(word))) return null;
  const nearest = typeof word === 'string' ? nearestWord(word, words) : undefined;
  return `"${field}" ${JSON.stringify(word)} is not ${what} ptyscreen knows${nearest === undefined ? '' : `; the nearest is "${nearest}"`} (the closed list is rules/_signatures/vocabulary.yaml)`;
}

function shapeProblem(label: unknown): string | null {
  if (typeof label !== 'object' || label === null || Array.isArray(label)) return 'an expectation is a JSON object';
  const { state, reason, gate, checkSubject } = label as Record<string, unknown>;
  if (typeof state !== 'string') return 'needs a "state" string';
  if (reason !== undefined && typeof reason !== 'string') return '"reason" must be a string';
  const unknownReason = outsideVocabulary('reason', reason, FAILURE_REASONS, 'a failure reason');
  if (unknownReason !== null) return unknownReason;
  if (checkSubject !== undefined && typeof checkSubject !== 'boolean') return '"checkSubject" must be true or false';
  if (gate !== undefined) {
    if (typeof gate !== 'object' || gate === null) return '"gate" must be an object';
    const { options, kind } = gate as { options?: unknown; kind?: unknown };
    const unknownKind = outsideVocabulary('gate.kind', kind, GATE_KINDS, 'a gate kind');
    if (unknownKind !== null) return unknownKind;
    if (options !== undefined && !(Array.isArray(options) && options.every((option) => typeof option === 'string'))) {
      return '"gate.options" must be a list of option labels';
    }
  }
  return null;
}

/** Reads an expectation file; null when there is none. A malformed one is an error, never silently skipped. */
export async function readExpectation(file: string): Promise<FixtureExpectation | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  let label: unknown;
  try {
    label = JSON.parse(text);
  } catch (error) {
    throw new PtyscreenError('fixture.label', `not valid JSON: ${(error as Error).message}`, { file });
  }
  const problem = shapeProblem(label);
  if (problem !== null) throw new PtyscreenError('fixture.label', problem, { file });
  return label as FixtureExpectation;
}

/** Every way the result differs from the expectation, in words; empty when they agree. */
export function compareWithExpectation(result: ClassificationResult, expected: FixtureExpectation): string[] {
  const differences: string[] = [];
  if (result.state !== expected.state) {
    differences.push(`state is ${result.state}, expected ${expected.state}`);
    return differences;
  }
  if (result.state === 'failing' && expected.reason !== undefined && result.reason !== expected.reason) {
    differences.push(`reason is ${result.reason}, expected ${expected.reason}`);
  }
  if (result.state === 'operator_gate' && expected.gate !== undefined) {
    const { gate } = result;
    if (expected.gate.kind !== undefined && gate.kind !== expected.gate.kind) {
      differences.push(`gate kind is ${gate.kind}, expected ${expected.gate.kind}`);
    }
    if (expected.gate.input !== undefined && gate.input !== expected.gate.input) {
      differences.push(`gate input is ${gate.input}, expected ${expected.gate.input}`);
    }
    if (expected.checkSubject === true && expected.gate.subject !== undefined && gate.subject !== expected.gate.subject) {
      differences.push(`subject is ${JSON.stringify(gate.subject)}, expected ${JSON.stringify(expected.gate.subject)}`);
    }
    const labels = gate.options.map((option) => option.label);
    if (expected.gate.options !== undefined && JSON.stringify(labels) !== JSON.stringify(expected.gate.options)) {
      differences.push(`options are ${JSON.stringify(labels)}, expected ${JSON.stringify(expected.gate.options)}`);
    }
  }
  return differences;
}
