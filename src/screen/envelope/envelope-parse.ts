// Reads a capture envelope (JSON or YAML), checks it against schemas/capture.schema.json, and points at faults.

import type { ErrorObject, ValidateFunction } from 'ajv';
import { PtyscreenError } from '../../errors.js';
import { parseYamlSource, positionAt, type YamlSource } from '../../shared/yaml-source.js';
import { capture } from '../../generated/schema-validators.js';

export interface CaptureEnvelope {
  readonly process: string;
  readonly argv?: string | undefined;
  readonly vendor?: string | undefined;
  readonly cols: number;
  readonly rows: number;
  readonly text?: string | undefined;
  readonly ansi?: string | undefined;
  readonly castFile?: string | undefined;
}

const SCREEN_KEYS = ['text', 'ansi', 'castFile'] as const;

// Compiled ahead of time by `npm run validators`.
const envelopeValidator = (): ValidateFunction => capture as ValidateFunction;

interface Fault {
  readonly message: string;
  readonly path: string[];
  readonly key?: string | undefined;
}

function word(error: ErrorObject, value: Record<string, unknown>): Fault {
  const field = error.instancePath.slice(1);
  const path = field === '' ? [] : [field];
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { path, message: `the envelope is missing "${String(params.missingProperty)}"` };
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      return {
        path,
        key,
        message: `unknown key "${key}"; an envelope holds process, argv, vendor, cols, rows and one of ${SCREEN_KEYS.join(', ')}`,
      };
    }
    case 'oneOf': {
      const present = SCREEN_KEYS.filter((key) => key in value);
      if (present.length === 0) return { path, message: `the envelope has no screen: give one of ${SCREEN_KEYS.join(', ')}` };
      return {
        path,
        key: present[1],
        message: `give only one screen; this envelope has ${present.map((key) => `"${key}"`).join(' and ')}`,
      };
    }
    default:
      return { path, message: `"${field}" ${error.message ?? 'is not valid'}` };
  }
}

function located(fault: Fault, source: YamlSource): PtyscreenError {
  const { line, column } = positionAt(source, fault.path, fault.key);
  return new PtyscreenError('capture.envelope', fault.message, { file: source.file, line, column });
}

/** The envelope in `text`, or a PtyscreenError at the first fault's line and column. */
export function parseEnvelope(text: string, file: string): CaptureEnvelope {
  const { source, value, problems } = parseYamlSource(file, text);
  const syntax = problems.find((problem) => problem.severity === 'error');
  if (syntax !== undefined) {
    throw new PtyscreenError('capture.envelope', syntax.message, { file, line: syntax.line, column: syntax.column });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new PtyscreenError('capture.envelope', 'an envelope must be a mapping of process, cols, rows and a screen', { file, line: 1, column: 1 });
  }
  const validate = envelopeValidator();
  if (validate(value)) return value as CaptureEnvelope;
  // The branches of the screen oneOf each report a missing key; the oneOf's own error says it better.
  const errors = (validate.errors ?? []).filter((error) => !error.schemaPath.startsWith('#/oneOf/'));
  const faults = errors
    .map((error) => located(word(error, value as Record<string, unknown>), source))
    .sort((a, b) => (a.location.line ?? 0) - (b.location.line ?? 0) || (a.location.column ?? 0) - (b.location.column ?? 0));
  const first = faults[0] as PtyscreenError;
  if (faults.length === 1) throw first;
  throw new PtyscreenError(first.code, `${first.message} (and ${faults.length - 1} more)`, first.location);
}
