// A built-in pack's fixture capture, read as `classify` reads a capture folder: real screens for tests.
import { join } from 'node:path';
import { readCaptureFolder } from '../../src/screen/index.js';

/** The screen lines of fixture `name` of pack `pack`, found through a loaded set's pack folders. */
export async function fixtureLines(set: { readonly packs: readonly { readonly id: string; readonly dir: string }[] }, pack: string, name: string): Promise<readonly string[]> {
  const dir = set.packs.find((p) => p.id === pack)?.dir;
  if (dir === undefined) throw new Error(`no pack ${pack} in this set`);
  return (await readCaptureFolder(join(dir, 'fixtures', name))).lines;
}
