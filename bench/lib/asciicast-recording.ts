// A deterministic synthetic asciicast recording shaped like an agent session: redraws, streamed replies, spinners.

import { once } from 'node:events';
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const COLS = 120;
export const ROWS = 40;
const ESC = '\x1b';
const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const WORDS = 'the agent reads files writes tests runs commands and reports back 中文 ✨ résumé ─ │'.split(' ');

// The same size gives the same recording, so runs compare.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

function sentence(next: () => number, words: number): string {
  return Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
}

/** One burst of agent-like output: a full redraw, a streamed reply, or a spinner tick. */
function output(next: () => number, tick: number): string {
  const kind = next();
  if (kind < 0.1) {
    const rows = Array.from({ length: ROWS - 2 }, (_, row) => `${ESC}[${row + 2};1H${ESC}[38;5;${row % 256}m│ ${sentence(next, 12).slice(0, COLS - 4)}${ESC}[K${ESC}[0m`);
    return `${ESC}[H${ESC}[2J${ESC}[1m╭${'─'.repeat(COLS - 2)}╮${ESC}[0m${rows.join('')}`;
  }
  if (kind < 0.12) return tick % 2 === 0 ? `${ESC}[?1049h${ESC}[H${ESC}[2Jfull-screen view` : `${ESC}[?1049l`;
  if (kind < 0.6) return Array.from({ length: 1 + Math.floor(next() * 8) }, () => `${ESC}[32m●${ESC}[0m ${sentence(next, 14)}\r\n`).join('');
  return `${ESC}7${ESC}[${ROWS};1H${ESC}[2K${SPINNER[tick % SPINNER.length]} Thinking… (${tick}s · esc to interrupt)${ESC}8`;
}

export async function generateRecording(file: string, bytes: number): Promise<void> {
  const stream = createWriteStream(file);
  const next = random(42);
  let written = 0;
  let time = 0;
  let tick = 0;
  const write = async (line: string): Promise<void> => {
    written += Buffer.byteLength(line);
    if (!stream.write(line)) await once(stream, 'drain');
  };
  await write(`${JSON.stringify({ version: 2, width: COLS, height: ROWS, timestamp: 1796010000 })}\n`);
  while (written < bytes) {
    // Mostly a burst every few tens of milliseconds; now and then the pause a settled screen needs.
    time += next() < 0.05 ? 0.3 + next() * 2 : next() * 0.08;
    await write(`${JSON.stringify([Number(time.toFixed(6)), 'o', output(next, tick++)])}\n`);
    if (next() < 0.02) await write(`${JSON.stringify([Number(time.toFixed(6)), 'i', '\r'])}\n`);
  }
  stream.end();
  await once(stream, 'finish');
}

/** The recording of `megabytes` MB in the OS temp folder, generated on first use and reused after. */
export async function recordingOfSize(megabytes: number, log: (message: string) => void = () => {}): Promise<string> {
  const file = join(tmpdir(), `ptyscreen-bench-${megabytes}mb.cast`);
  if (!existsSync(file) || statSync(file).size < megabytes * 1e6) {
    log(`  generating a ${megabytes} MB recording at ${file}`);
    await generateRecording(file, megabytes * 1e6);
  }
  return file;
}
