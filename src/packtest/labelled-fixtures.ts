// Every labelled fixture of every pack in a set, read once: what the measures over all fixtures walk, each fixture marked in-sample or held out.

import type { CompiledPack, CompiledPackSet } from '../packs/types.js';
import type { Screen } from '../screen/index.js';
import { readExpectation, type FixtureExpectation } from './expectation.js';
import { FixtureReader } from './fixture-reader.js';
import { listFixtureNames, resolveFixture } from './fixtures.js';
import { fixtureRelease, isHeldOut, type SampleSplit } from './held-out.js';

export interface LabelledFixture {
  readonly pack: CompiledPack;
  readonly fixture: string;
  readonly expected: FixtureExpectation;
  readonly screen: Screen;
  /** The process to classify it under: the one it was captured with, else the pack's own binary (or wrapper). */
  readonly process: string | undefined;
  /** Its release is in the pack's held-out.yaml: never tuned on, so it counts out-of-sample. */
  readonly heldOut: boolean;
}

/** The fixtures whose label is one of `states`, pack by pack in the set's order; unreadable ones are left out. */
export async function* labelledFixtures(
  set: CompiledPackSet,
  states: ReadonlySet<string>,
  split: SampleSplit,
  reader: FixtureReader = new FixtureReader(),
): AsyncGenerator<LabelledFixture> {
  for (const pack of set.packs) {
    const ownProcess = [...pack.binaries][0] ?? [...pack.wrappers][0];
    for (const fixture of listFixtureNames(pack.dir)) {
      const resolved = resolveFixture(pack.dir, fixture);
      if (!resolved.ok || resolved.fixture.expectFile === null) continue;
      const expected = await readExpectation(resolved.fixture.expectFile);
      if (expected === null || !states.has(expected.state)) continue;
      const read = await reader.read(resolved.fixture);
      if (!read.ok) continue;
      const heldOut = isHeldOut(split, pack.id, fixtureRelease(resolved.fixture));
      yield { pack, fixture, expected, screen: read.screen, process: read.screen.process?.name ?? ownProcess, heldOut };
    }
  }
}
