// The lab's label helpers (lab/scenarios/common.mjs): a pattern over the screen may pick which of the
// readings a person wrote applies, never decide a state; and every scenario that uses them keeps that.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';
import { labModule } from './lab-modules.js';

interface Label {
  readonly state: string;
  readonly reason?: string;
  readonly gate?: { readonly kind: string; readonly subject: string | null };
  readonly notes?: string;
}
interface Capture {
  readonly cols: number;
  readonly rows: number;
  readonly proj: string;
  readonly screen: string;
  readonly pcc: string;
}
type Reading = Label | ((c: Capture) => Label);
type Picked = ((c: Capture) => Label) & { readonly readings: (c: Capture) => [Label, Label] };
interface Step {
  readonly capture?: string;
  readonly label?: Label | ((c: Capture) => Label | null) | Picked;
  readonly then?: readonly Step[];
  readonly else?: readonly Step[];
}
interface VendorFile {
  readonly default: { readonly vendor: string; readonly scenarios: readonly { readonly name: string; readonly steps: readonly Step[] }[] };
}
interface Common {
  eitherScreen(shows: RegExp, whenShown: Reading, otherwise: Reading): Picked;
  onlyIf(shows: RegExp, label: Label): (c: Capture) => Label | null;
  byForeground(exited: Label, running: Label): (c: Capture) => Label;
  ready(notes?: string): Label;
  failing(reason: string, notes?: string): Label;
  gate(kind: string, subject: string | null, input: string, options: readonly string[] | undefined, notes?: string): Label;
  notAgent(notes?: string): Label;
}

let common: Common;
beforeAll(async () => {
  common = await labModule<Common>('scenarios/common.mjs');
});

const capture = (screen: string, more: Partial<Capture> = {}): Capture => ({ cols: 120, rows: 40, proj: '/tmp/lab/x1/proj-x1', screen, pcc: 'node', ...more });

describe('a pattern picks between the readings a person wrote', () => {
  it('eitherScreen gives the reading of the screen that shows the pattern, and the other one otherwise', () => {
    const { eitherScreen, ready } = common;
    const label = eitherScreen(/MCP Servers reloaded/, ready('with the MCP line'), ready('without it'));
    expect(label(capture('● MCP Servers reloaded: 0 servers connected'))).toEqual({ state: 'ready', notes: 'with the MCP line' });
    expect(label(capture('❯ '))).toEqual({ state: 'ready', notes: 'without it' });
  });

  it('eitherScreen passes the run to a reading that names the project', () => {
    const { eitherScreen, gate } = common;
    const label = eitherScreen(/settings\.json is invalid/, (c) => gate('trust', c.proj, 'select', ['Yes'], 'error in view'), (c) => gate('trust', c.proj, 'select', ['Yes'], 'error scrolled away'));
    expect(label(capture('Do you trust the files in this folder?', { proj: '/tmp/lab/c7/proj-c7' }))).toMatchObject({ gate: { subject: '/tmp/lab/c7/proj-c7' }, notes: 'error scrolled away' });
  });

  it('eitherScreen refuses readings whose state, reason or gate differ: the pattern would decide them', () => {
    const { eitherScreen, ready, failing, gate } = common;
    expect(() => eitherScreen(/API key is missing/, failing('auth_rejected', 'error'), ready('answered'))(capture('API key is missing'))).toThrow(/differ in more than their notes/);
    expect(() => eitherScreen(/x/, failing('auth_rejected'), failing('rate_limited'))(capture(''))).toThrow(/differ in more than their notes/);
    expect(() => eitherScreen(/x/, gate('trust', 'a', 'select', ['Yes']), gate('trust', 'a', 'select', ['Yes', 'No']))(capture(''))).toThrow(/differ in more than their notes/);
  });

  it('onlyIf labels the screen a person described and leaves any other without a label', () => {
    const { onlyIf, failing } = common;
    const label = onlyIf(/API key is missing/, failing('auth_rejected', 'the prompt fails at once'));
    expect(label(capture('OpenAI API key is missing.'))).toEqual({ state: 'failing', reason: 'auth_rejected', notes: 'the prompt fails at once' });
    expect(label(capture('Hello! This answer comes from a local mock server'))).toBeNull();
  });

  it('byForeground lets the foreground process, not the text, pick the reading', () => {
    const { byForeground, notAgent, failing } = common;
    const label = byForeground(notAgent('exited'), failing('config_error', 'waits'));
    const screen = 'Config file at <HOME>/.config/opencode/opencode.json is not valid JSON(C):';
    expect(label(capture(screen, { pcc: 'bash' })).state).toBe('not_agent');
    expect(label(capture(screen, { pcc: 'opencode' })).state).toBe('failing');
  });
});

/** Every scenarios file the lab plays: the vendors' and the Cline plugin's. */
function scenarioFiles(): string[] {
  const dir = join(ROOT, 'lab', 'scenarios');
  return [
    ...readdirSync(dir).filter((file) => file.endsWith('.mjs') && file !== 'common.mjs').map((file) => join('scenarios', file)),
    join('..', 'plugins', 'ptyscreen-pack-cline', 'scripts', 'scenarios.mjs'),
  ];
}

function captureSteps(steps: readonly Step[]): Step[] {
  return steps.flatMap((step) => [...(step.capture === undefined ? [] : [step]), ...captureSteps(step.then ?? []), ...captureSteps(step.else ?? [])]);
}

describe("the scenarios' labels", () => {
  it('pick between readings of the same verdict wherever a screen pattern picks', async () => {
    let picked = 0;
    for (const file of scenarioFiles()) {
      const { default: vendor } = await labModule<VendorFile>(file);
      for (const scenario of vendor.scenarios) {
        for (const step of captureSteps(scenario.steps)) {
          if (typeof step.label !== 'function' || !('readings' in step.label)) continue;
          picked++;
          for (const size of [{ cols: 120, rows: 40 }, { cols: 80, rows: 24 }]) {
            const [shown, other] = step.label.readings(capture('', size));
            expect({ ...shown, notes: undefined }, `${vendor.vendor} ${scenario.name} ${step.capture ?? ''}`).toEqual({ ...other, notes: undefined });
            expect(shown.notes).not.toBe(other.notes);
          }
        }
      }
    }
    // copilot-cli, kilocode and auggie draw some captures one of two ways
    expect(picked).toBeGreaterThanOrEqual(10);
  });
});
