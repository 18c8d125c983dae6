// What a fixture says it shows (its label.json), and how a result is compared with it.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PtyscreenError } from '../errors.js';
import type { ClassificationResult } from '../state/types.js';

/** The fields of label.json that are read off the screen, so a classifier can be held to them. */
export interface FixtureExpectation {
  readonly state: string;
  readonly reason?: string;
  readonly gate?: { readonly kind?: string; readonly input?: string; readonly options?: readonly string[] };
}

export const LABEL_FILE = 'label.json';

export async function readExpectation(fixtureDir: string): Promise<FixtureExpectation | null> {
  const file = join(fixtureDir, LABEL_FILE);
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
  if (typeof label !== 'object' || label === null || typeof (label as { state?: unknown }).state !== 'string') {
    throw new PtyscreenError('fixture.label', 'label.json needs a "state" string', { file });
  }
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
    const labels = gate.options.map((option) => option.label);
    if (expected.gate.options !== undefined && JSON.stringify(labels) !== JSON.stringify(expected.gate.options)) {
      differences.push(`options are ${JSON.stringify(labels)}, expected ${JSON.stringify(expected.gate.options)}`);
    }
  }
  return differences;
}
