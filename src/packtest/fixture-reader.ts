// Reads each fixture's screen once per run: a pack's own checks and the cross-pack checks share the rendering.

import { toPtyscreenError } from '../errors.js';
import { readCapture, type Screen } from '../screen/index.js';
import type { Fixture } from './fixtures.js';

export type ScreenOutcome = { readonly ok: true; readonly screen: Screen } | { readonly ok: false; readonly message: string };

export class FixtureReader {
  private readonly screens = new Map<string, Promise<ScreenOutcome>>();

  /** The fixture's screen, or why it could not be read, in words. */
  read(fixture: Fixture): Promise<ScreenOutcome> {
    let pending = this.screens.get(fixture.path);
    if (pending === undefined) {
      pending = readCapture(fixture.path).then(
        (screen): ScreenOutcome => ({ ok: true, screen }),
        (error: unknown): ScreenOutcome => ({ ok: false, message: toPtyscreenError(error, fixture.path).format() }),
      );
      this.screens.set(fixture.path, pending);
    }
    return pending;
  }
}
