// A worker thread of a parallel batch: loads the packs itself, classifies the screens the main thread read and sends, posts results back.

import { parentPort, workerData } from 'node:worker_threads';
import { classifyScreen } from '../classify/classify.js';
import { toPtyscreenError } from '../errors.js';
import { loadPacks, type PackSelection } from '../packs/discover.js';
import type { ProcessHints } from '../classify/identify.js';
import { toWireError, type ScreensRequest, type VerdictsReply, type WireVerdict } from './worker-wire.js';

const { selection, hints } = workerData as { selection: PackSelection; hints: ProcessHints };
// The main thread loaded the same packs a moment ago, so the disk cache holds them: this is a compile.
const { set } = loadPacks(selection);

parentPort!.on('message', ({ screens }: ScreensRequest) => {
  const verdicts = screens.map((screen): WireVerdict => {
    try {
      return { index: screen.index, result: classifyScreen(set, screen, { ...hints, source: screen.source }) };
    } catch (error) {
      // A hint the packs cannot honour (an unknown --vendor) fails each capture as it would in the main thread.
      return { index: screen.index, error: toWireError(toPtyscreenError(error, screen.source)) };
    }
  });
  parentPort!.postMessage({ verdicts } satisfies VerdictsReply);
});
