// Deterministic transcript events shaped like auto-mode sessions, and a writer for them as JSON Lines.

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { TranscriptEvent } from '../../src/transcript/index.js';

/** A deterministic mix: suggestions, board updates, continuations, people. */
export function* sessionEvents(count: number): Generator<TranscriptEvent> {
  let seed = 42;
  const random = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const prompts = Array.from({ length: 64 }, (_, i) => `Run the checks for module ${i} and fix what fails`);
  const board = (done: number) => ({
    type: 'todos' as const,
    todos: Array.from({ length: 5 }, (_, i) => ({
      id: String(i + 1),
      content: `Step ${i + 1} of the refactor`,
      status: i < done ? ('completed' as const) : i === done ? ('in_progress' as const) : ('pending' as const),
    })),
  });
  for (let i = 0; i < count; i += 1) {
    const roll = random();
    const prompt = prompts[Math.floor(random() * prompts.length)]!;
    if (roll < 0.4) yield { type: 'auto', prompt };
    else if (roll < 0.65) yield { type: 'reply', text: `Done with that.\n\n<nextsteps>\n- ${prompt}\n- Update the changelog\n</nextsteps>` };
    else if (roll < 0.75) yield board(Math.floor(random() * 5));
    else if (roll < 0.9) yield { type: 'reply', text: 'Worked on the current item.' };
    else if (roll < 0.95) yield { type: 'grounded', prompt: `Continue: ${prompt}` };
    else yield { type: 'manual', text: 'keep going' };
  }
}

export async function writeTranscript(path: string, count: number): Promise<void> {
  const out = createWriteStream(path);
  let buffered: string[] = [];
  for (const event of sessionEvents(count)) {
    buffered.push(JSON.stringify(event));
    if (buffered.length === 10_000) {
      if (!out.write(`${buffered.join('\n')}\n`)) await once(out, 'drain');
      buffered = [];
    }
  }
  if (buffered.length > 0) out.write(`${buffered.join('\n')}\n`);
  out.end();
  await once(out, 'finish');
}
