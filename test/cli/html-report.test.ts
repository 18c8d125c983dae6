// The --report HTML, rendered by a real browser (Debian's chromium, headless) where one is installed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../corpus/corpus.js';
import { runCli } from './run-cli.js';
import { CHROMIUM } from '../support/tools.js';

const RECORDING = join(CORPUS_DIR, 'claude-code/rec-permission-bash-to-ready__120x40');
const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-report-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function chromium(...args: string[]): string {
  const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${mkdtempSync(join(scratch, 'profile-'))}`];
  return execFileSync(CHROMIUM.path!, [...flags, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 60_000 });
}

describe('classify --format html --output', () => {
  const report = join(scratch, 'report.html');

  it('writes one self-contained file with a bar segment and a screen per transition', () => {
    const run = runCli(['classify', RECORDING, '--format', 'html', '--output', report]);
    expect(run.status).toBe(0);
    const html = readFileSync(report, 'utf8');
    expect(html).not.toMatch(/<(script|link|img)\b/);
    expect(html.match(/class="seg"/g)).toHaveLength(4);
    expect(html.match(/<pre class="screen">/g)).toHaveLength(4);
    expect(html).toContain('operator_gate · permission');
    expect(existsSync(`${report}.${process.pid}.tmp`)).toBe(false);
  });

  it.skipIf(CHROMIUM.path === undefined)(`renders in a real browser${CHROMIUM.skipNote}`, () => {
    const dom = chromium('--dump-dom', `file://${report}`);
    expect(dom.match(/<section id="t\d+">/g)).toHaveLength(4);
    expect(dom).toContain('rm -rf build &amp;&amp; ls -la');
    const png = join(scratch, 'report.png');
    chromium('--window-size=1280,1600', `--screenshot=${png}`, `file://${report}`);
    const bytes = readFileSync(png);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(statSync(png).size).toBeGreaterThan(20_000);
  });
});
