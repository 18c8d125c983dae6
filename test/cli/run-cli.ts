// Runs the built CLI as a user would (the build runs in `pretest`), capturing output and exit code.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BIN = fileURLToPath(new URL('../../bin/run.js', import.meta.url));

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(args: readonly string[], options: { input?: string; cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): CliRun {
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? ROOT,
    input: options.input,
    encoding: 'utf8',
    // A PTYSCREEN_PROGRESS of the shell that runs the tests would add lines to standard error.
    env: { ...process.env, NO_COLOR: '1', PTYSCREEN_PROGRESS: undefined, ...options.env },
    timeout: options.timeoutMs ?? 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
