// A pack whose own composer is not on the screen (a release that draws it otherwise) finds nothing in
// its own slots; the generic layer then reads the screen's errors by shape, below the last line shaped
// like a sent message. The screens are real captures of Auggie 0.16.1, which draws its input in a
// rounded box; the pack reading them is synthetic (written here, named as such), anchored on a
// composer and a message shape no capture shows, as a pack written for another release is.
import { describe, expect, it } from 'vitest';
import { classifyLines } from '../../src/classify/index.js';
import { loadPacks } from '../../src/packs/index.js';
import { BUILTIN_SIGNATURES } from '../../src/packs/signatures.js';
import { loadFromMemory } from '../packs/helpers.js';
import { fixtureLines } from '../support/fixtures.js';

const SYNTHETIC_PACK = `id: demo
name: Demo CLI
version: 1.0.0
process:
  binaries: [demo]
slots:
  errors:
    - onlyAfter: '(?m)^DEMO> \\S.*$'
      before: '(?m)^=== DEMO INPUT ===$'
  dialog:
    composer: '(?m)^=== DEMO INPUT ===$'
`;

const builtin = loadPacks({ npm: false, config: false }).set;
const { set } = loadFromMemory({ '/p/demo/pack.yaml': SYNTHETIC_PACK });

function auggie(name: string): Promise<readonly string[]> {
  return fixtureLines(builtin, 'auggie', name);
}

const demo = { process: 'demo' };

describe("a pack's slots that find no anchor on the screen", () => {
  it('the signature table has the section this reading needs', () => {
    expect(BUILTIN_SIGNATURES.unanchored?.onlyAfter).toBeDefined();
    expect(set.generic?.unanchored).not.toBeNull();
  });

  it.each([
    ['api-500-final-0.16.1__120x40', 'server_error'],
    ['api-429-final-0.16.1__120x40', 'rate_limited'],
    ['api-closed-port-final-0.16.1__120x40', 'network_error'],
    ['real-openrouter-402-0.16.1__120x40', 'billing_quota'],
  ])('%s: the turn that failed is read by shape, under the pack’s name', async (name, reason) => {
    const result = classifyLines(set, await auggie(name), demo);
    expect(result).toMatchObject({ state: 'failing', reason, vendor: 'demo' });
    expect(result.evidence.rule).toBe(`generic/error-slot:${reason}`);
  });

  it.each(['ready-after-reply-0.16.1__120x40', 'ready-composer-empty-0.16.1__120x40', 'ready-composer-unknown-model-0.16.1__120x40', 'ready-after-failure-recovered-0.16.1__120x40'])(
    '%s stays ready: a start-up notice above a fresh composer, or an old error above a newer turn, is no turn’s outcome',
    async (name) => {
      expect(classifyLines(set, await auggie(name), demo)).toMatchObject({ state: 'ready', vendor: 'demo' });
    },
  );

  it('a screen where the pack’s composer holds is read by its own slots alone', async () => {
    const failed = await auggie('api-500-final-0.16.1__120x40');
    // Synthetic: the same lines with the pack's own composer drawn at the bottom and no message of its shape.
    expect(classifyLines(set, [...failed, '=== DEMO INPUT ==='], demo)).toMatchObject({ state: 'ready' });
  });
});
