// A pack's held-out.yaml: the vendor releases captured after the rules were frozen and never tuned on, whose fixtures give the out-of-sample figure.

import * as nodeFs from 'node:fs';
import { join } from 'node:path';
import { ioFailure } from '../errors.js';
import { hasErrors, type PackProblem } from '../packs/problems.js';
import { checkSchema } from '../packs/schema-check.js';
import type { CompiledPackSet } from '../packs/types.js';
import { positionAt, parseYamlSource, type YamlSource } from '../shared/yaml-source.js';
import type { Fixture } from './fixtures.js';

export const HELD_OUT_FILE = 'held-out.yaml';

/** One release of held-out.yaml, as written (schemas/held-out.schema.json). */
export interface HeldOutRelease {
  /** The vendor CLI version, as the fixtures' meta.json says it. */
  readonly release: string;
  /** The commit whose rules and signature table first read these captures. */
  readonly frozen_at: string;
  /** The day they were captured, YYYY-MM-DD. */
  readonly captured: string;
}

export interface HeldOutDeclaration {
  /** The pack's held-out.yaml, or null when it has none: then every fixture is in-sample. */
  readonly file: string | null;
  /** The releases held out; none when the file has an error. */
  readonly releases: readonly HeldOutRelease[];
  /** What is wrong with the file, located (file, line, column). */
  readonly problems: readonly PackProblem[];
}

type Fs = Pick<typeof nodeFs, 'existsSync' | 'readFileSync'>;

/** A release named twice is a mistake of the file: the second entry says nothing the first did not. */
function duplicates(releases: readonly HeldOutRelease[], file: string, source: YamlSource): PackProblem[] {
  const seen = new Set<string>();
  const problems: PackProblem[] = [];
  releases.forEach((entry, i) => {
    if (seen.has(entry.release)) {
      const pos = positionAt(source, ['releases', i, 'release']);
      problems.push({ code: 'schema.other', severity: 'error', message: `release "${entry.release}" is listed twice; remove one entry`, file, line: pos.line, column: pos.column });
    }
    seen.add(entry.release);
  });
  return problems;
}

/** Reads `<packDir>/held-out.yaml`, checked against its schema. A pack without one holds nothing out. */
export function readHeldOut(packDir: string, fs: Fs = nodeFs): HeldOutDeclaration {
  const file = join(packDir, HELD_OUT_FILE);
  if (!fs.existsSync(file)) return { file: null, releases: [], problems: [] };
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return { file, releases: [], problems: [{ code: 'pack.io', severity: 'error', message: `cannot read ${HELD_OUT_FILE} (${ioFailure(error)})`, file }] };
  }
  const parsed = parseYamlSource(file, text);
  const problems: PackProblem[] = [...parsed.problems];
  if (!hasErrors(problems)) problems.push(...checkSchema('held-out', parsed.value, parsed.source));
  if (hasErrors(problems)) return { file, releases: [], problems };
  const releases = (parsed.value as { releases: HeldOutRelease[] }).releases;
  problems.push(...duplicates(releases, file, parsed.source));
  return hasErrors(problems) ? { file, releases: [], problems } : { file, releases, problems };
}

/** The vendor release a capture folder's meta.json names, or null (a capture file, or no version). */
export function fixtureRelease(fixture: Pick<Fixture, 'form' | 'path'>, fs: Pick<Fs, 'readFileSync'> = nodeFs): string | null {
  if (fixture.form !== 'folder') return null;
  try {
    const meta = JSON.parse(fs.readFileSync(join(fixture.path, 'meta.json'), 'utf8')) as { version?: unknown };
    return typeof meta.version === 'string' ? meta.version : null;
  } catch {
    return null;
  }
}

/** The held-out releases of every pack of a set, by pack id, and what is wrong with their files. */
export interface SampleSplit {
  readonly heldOut: ReadonlyMap<string, ReadonlySet<string>>;
  readonly problems: readonly PackProblem[];
}

export function readSampleSplit(set: CompiledPackSet, fs: Fs = nodeFs): SampleSplit {
  const heldOut = new Map<string, ReadonlySet<string>>();
  const problems: PackProblem[] = [];
  for (const pack of set.packs) {
    const declared = readHeldOut(pack.dir, fs);
    problems.push(...declared.problems);
    if (declared.releases.length > 0) heldOut.set(pack.id, new Set(declared.releases.map((entry) => entry.release)));
  }
  return { heldOut, problems };
}

/** Whether a fixture of this pack, captured from `release`, is held out. */
export function isHeldOut(split: SampleSplit, pack: string, release: string | null): boolean {
  return release !== null && split.heldOut.get(pack)?.has(release) === true;
}
