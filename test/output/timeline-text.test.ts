// A recording's timeline for people: one indented line per change under the recording's row.
import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../src/classify/timeline.js';
import { formatResultsWithTimelines, formatTimelineLines } from '../../src/output/timeline-text.js';
import type { ClassificationResult } from '../../src/result/types.js';

const timeline: TimelineEntry[] = [
  { t: 0, state: 'unknown', vendor: null, evidence: { rule: null, lines: [] } },
  { t: 1.25, state: 'operator_gate', gate: { kind: 'permission', subject: null, input: 'select', options: [] }, vendor: 'claude-code', evidence: { rule: 'claude-code/bash-permission', lines: [4] } },
  { t: 123.456, state: 'ready', vendor: 'claude-code', evidence: { rule: null, lines: [] } },
];

describe('formatTimelineLines', () => {
  it('puts the time in seconds to two places, the state, the detail and the rule in columns', () => {
    expect(formatTimelineLines(timeline)).toEqual([
      '      0.00s  unknown',
      '      1.25s  operator_gate  permission (select)   claude-code/bash-permission',
      '    123.46s  ready',
    ]);
  });

  it('is no lines for no timeline', () => {
    expect(formatTimelineLines([])).toEqual([]);
  });
});

describe('formatResultsWithTimelines', () => {
  const cast: ClassificationResult & { timeline: TimelineEntry[] } = { source: 'rec.cast', state: 'ready', vendor: 'claude-code', admitsBlindWrite: true, evidence: { rule: null, lines: [] }, timeline };
  const text: ClassificationResult = { source: 'pane.txt', state: 'unknown', vendor: null, admitsBlindWrite: true, evidence: { rule: null, lines: [] } };

  it('indents each timeline under its row, and a result with none stands alone', () => {
    expect(formatResultsWithTimelines([cast, text])).toBe(
      [
        'rec.cast  ready    claude-code',
        '      0.00s  unknown',
        '      1.25s  operator_gate  permission (select)   claude-code/bash-permission',
        '    123.46s  ready',
        'pane.txt  unknown  -',
        '',
      ].join('\n'),
    );
  });

  it('is empty for no results', () => {
    expect(formatResultsWithTimelines([])).toBe('');
  });
});
