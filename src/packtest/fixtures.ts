// Resolves a rule's fixture names to captures inside the pack: a capture folder, or one capture file with an optional <name>.expect.json.

import * as nodeFs from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import type { PackProblemCode } from '../packs/problems.js';
import { LABEL_FILE } from './expectation.js';

export const FIXTURES_DIR = 'fixtures';
export const EXPECT_SUFFIX = '.expect.json';

/** The capture files a fixture file may be; a name may leave the extension out. */
const CAPTURE_EXTENSIONS = ['.txt', '.ansi', '.cast', '.json'];
/** What a capture folder may hold: each must be the pack's own file, not a link out of it. */
const FOLDER_FILES = ['screen.ansi', 'screen.txt', 'rec.cast', 'meta.json', LABEL_FILE];

export interface Fixture {
  readonly name: string;
  readonly form: 'folder' | 'file';
  /** The capture folder or file. */
  readonly path: string;
  /** label.json or <name>.expect.json, when there is one. */
  readonly expectFile: string | null;
}

export type FixtureResolution =
  | { readonly ok: true; readonly fixture: Fixture }
  | { readonly ok: false; readonly code: Extract<PackProblemCode, 'fixture.missing' | 'fixture.outside-pack'>; readonly message: string };

type Fs = Pick<typeof nodeFs, 'existsSync' | 'statSync' | 'realpathSync' | 'readdirSync'>;

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

function realInside(root: string, path: string, fs: Fs): boolean {
  try {
    return inside(fs.realpathSync(root), fs.realpathSync(path));
  } catch {
    return true; // missing: reported as missing, not as outside
  }
}

function expectFileOf(file: string): string {
  const ext = extname(file);
  return `${ext === '' ? file : file.slice(0, -ext.length)}${EXPECT_SUFFIX}`;
}

function isCaptureFile(name: string): boolean {
  return !name.endsWith(EXPECT_SUFFIX) && CAPTURE_EXTENSIONS.includes(extname(name).toLowerCase());
}

/**
 * A fixture name must stay inside the pack's fixtures folder: no absolute path, no `..`, and no
 * symbolic link whose target lies outside the pack (a pack is shared, its fixtures must travel with it).
 */
export function resolveFixture(packDir: string, name: string, fs: Fs = nodeFs): FixtureResolution {
  const outside = (what: string): FixtureResolution => ({
    ok: false,
    code: 'fixture.outside-pack',
    message: `fixture "${name}" ${what}; fixtures are captures inside the pack's ${FIXTURES_DIR}/ folder`,
  });
  if (isAbsolute(name) || normalize(name).split(/[\\/]/).includes('..')) return outside('points outside the pack');
  const base = join(packDir, FIXTURES_DIR, name);
  const candidates = [base, ...(extname(name) === '' ? CAPTURE_EXTENSIONS.map((ext) => `${base}${ext}`) : [])];
  const path = candidates.find((candidate) => fs.existsSync(candidate) && !candidate.endsWith(EXPECT_SUFFIX));
  if (path === undefined) {
    return {
      ok: false,
      code: 'fixture.missing',
      message: `fixture "${name}" does not exist: no folder ${FIXTURES_DIR}/${name}/ and no capture file ${FIXTURES_DIR}/${name}{${CAPTURE_EXTENSIONS.join(',')}}`,
    };
  }
  if (!realInside(packDir, path, fs)) return outside('is a link to a place outside the pack');
  if (fs.statSync(path).isDirectory()) {
    for (const file of FOLDER_FILES) {
      const inner = join(path, file);
      if (fs.existsSync(inner) && !realInside(packDir, inner, fs)) return outside(`has ${file} linked from outside the pack`);
    }
    const label = join(path, LABEL_FILE);
    return { ok: true, fixture: { name, form: 'folder', path, expectFile: fs.existsSync(label) ? label : null } };
  }
  const expectFile = expectFileOf(path);
  if (fs.existsSync(expectFile) && !realInside(packDir, expectFile, fs)) return outside(`has ${basename(expectFile)} linked from outside the pack`);
  return { ok: true, fixture: { name, form: 'file', path, expectFile: fs.existsSync(expectFile) ? expectFile : null } };
}

/**
 * False for a built-in or plugin pack whose fixtures/ folder is absent: the npm package ships the
 * packs without their fixtures (thousands of captures a user never needs; they stay in the
 * repository), so there is nothing to check, and nothing wrong. Any other pack keeps its fixtures
 * beside it, and a missing one is a problem of that pack.
 */
export function fixturesInstalled(pack: { readonly source: string; readonly file: string }, fs: Pick<Fs, 'existsSync'> = nodeFs): boolean {
  return (pack.source !== 'builtin' && pack.source !== 'plugin') || fs.existsSync(join(dirname(pack.file), FIXTURES_DIR));
}

/** One line saying which packs came without their fixtures. */
export function withoutFixturesNote(packs: readonly string[]): string {
  const which = packs.length === 1 ? `the built-in pack ${packs[0]!} is` : `the ${packs.length} built-in packs are`;
  return `${which} installed without fixtures (the package leaves them out; they are in ptyscreen's source repository)`;
}

/** Every fixture in a pack's fixtures folder, by name: capture folders, and capture files other than expectation files. */
export function listFixtureNames(packDir: string, fs: Fs = nodeFs): string[] {
  const dir = join(packDir, FIXTURES_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .filter((name) => fs.statSync(join(dir, name)).isDirectory() || isCaptureFile(name))
    .sort();
}
