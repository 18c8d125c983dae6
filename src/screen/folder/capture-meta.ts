// Reads a capture folder's meta.json: the process, vendor and pane size the lab recorded with the screen.

import { PtyscreenError } from '../../errors.js';
import { decodeUtf8 } from '../text/decode.js';
import { checkDimension } from '../geometry.js';
import { parseJsonFile } from '../../shared/json-position.js';
import { foregroundCommand } from './process-tree.js';
import { readFileLimited } from '../bytes/read-limited.js';
import type { ProcessSignal } from '../types.js';

const MAX_META_BYTES = 1024 * 1024;

export interface CaptureMeta {
  readonly process?: ProcessSignal | undefined;
  readonly vendor?: string | undefined;
  readonly cols?: number | undefined;
  readonly rows?: number | undefined;
}

function optionalString(meta: Record<string, unknown>, key: string, file: string): string | undefined {
  const value = meta[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new PtyscreenError('capture.meta', `"${key}" must be a string`, { file });
  return value;
}

export function readCaptureMeta(file: string): CaptureMeta {
  const text = decodeUtf8(readFileLimited(file, MAX_META_BYTES));
  const meta = parseJsonFile(text, file, 'capture.meta');
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) {
    throw new PtyscreenError('capture.meta', 'meta.json must hold a JSON object', { file });
  }
  const fields = meta as Record<string, unknown>;
  const name = optionalString(fields, 'pane_current_command', file);
  const tree = optionalString(fields, 'process_tree', file);
  const argv = tree === undefined ? undefined : foregroundCommand(tree);
  return {
    process:
      name === undefined && argv === undefined
        ? undefined
        : { ...(name !== undefined && { name }), ...(argv !== undefined && { argv }) },
    vendor: optionalString(fields, 'vendor', file),
    cols: fields.cols === undefined ? undefined : checkDimension('cols', fields.cols, { file }, 'capture.meta'),
    rows: fields.rows === undefined ? undefined : checkDimension('rows', fields.rows, { file }, 'capture.meta'),
  };
}
