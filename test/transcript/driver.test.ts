// The replay driver: what an orchestrator with the guard does with each event.
import { describe, expect, it } from 'vitest';
import { GROUNDED_NO_PROGRESS_STEER, MAX_ADVANCEMENT_ATTEMPTS } from '../../src/guard/index.js';
import {
  createReplayDriver,
  replay,
  steeredText,
  type TodoItem,
  type TranscriptEvent,
} from '../../src/transcript/index.js';

const auto = (prompt: string): TranscriptEvent => ({ type: 'auto', prompt });
const grounded = (prompt: string): TranscriptEvent => ({ type: 'grounded', prompt });
const manual = (text: string, mayEchoFeed?: boolean): TranscriptEvent =>
  mayEchoFeed === undefined ? { type: 'manual', text } : { type: 'manual', text, mayEchoFeed };
const reply = (text: string): TranscriptEvent => ({ type: 'reply', text });
const todos = (...items: [string, string, TodoItem['status']][]): TranscriptEvent => ({
  type: 'todos',
  todos: items.map(([id, content, status]) => ({ id, content, status })),
});
const actions = (events: TranscriptEvent[]): string[] => replay(events).decisions.map((d) => d.action);

describe('auto prompts', () => {
  it('halts at the first identical re-feed', () => {
    const report = replay([auto('run the tests'), auto('Run the  tests')]);
    expect(report.decisions.map((d) => [d.action, d.runLength])).toEqual([['feed', 1], ['halt', 2]]);
    expect(report.halts).toEqual([{ line: 2, reason: 'repeat', prompt: 'Run the  tests' }]);
    expect(report.verdict).toBe('halted');
  });

  it('never halts "do X, then Y, then X"', () => {
    expect(actions([auto('X'), auto('Y'), auto('X'), auto('Y'), auto('X')])).toEqual(['feed', 'feed', 'feed', 'feed', 'feed']);
  });

  it('lets manual input clear a run', () => {
    expect(actions([auto('X'), manual('keep going'), auto('X'), auto('Y')])).toEqual(['feed', 'feed', 'feed']);
  });

  it('stops feeding after a halt until manual input', () => {
    expect(actions([auto('X'), auto('X'), auto('Y'), grounded('Z'), manual('hi'), auto('Y')])).toEqual([
      'feed', 'halt', 'halted', 'halted', 'feed',
    ]);
  });

  it('does not clear a halt on a board update', () => {
    expect(actions([auto('X'), auto('X'), todos(['1', 'a', 'pending']), auto('Y')])).toEqual(['feed', 'halt', 'halted']);
  });

  it('honours the threshold and window options', () => {
    const report = replay([auto('X'), auto('X'), auto('X')], { repeatThreshold: 3 });
    expect(report.decisions.map((d) => d.action)).toEqual(['feed', 'feed', 'halt']);
    expect(report.options).toEqual({ repeatThreshold: 3, windowSize: 3 });
  });
});

describe('replies', () => {
  it('feeds the first <nextsteps> item as an auto prompt', () => {
    const report = replay([reply('Done.\n<nextsteps>\n- Run the tests\n- Ship it\n</nextsteps>')]);
    expect(report.decisions).toEqual([{ line: 1, type: 'auto', action: 'feed', runLength: 1, prompt: 'Run the tests' }]);
  });

  it('catches a reply loop: the same suggestion twice halts', () => {
    const same = 'Fixed.\n<nextsteps><step>Run the tests</step><step auto="true">Commit</step></nextsteps>';
    expect(replay([reply(same), reply(same)]).decisions.map((d) => [d.action, d.prompt])).toEqual([
      ['feed', 'Commit'],
      ['halt', 'Commit'],
    ]);
  });

  it('feeds nothing for a reply without suggestions when no todo is open', () => {
    expect(replay([reply('All done.'), todos(['1', 'a', 'completed']), reply('All done.')]).decisions).toEqual([]);
  });

  it('synthesizes a grounded continuation from an open board', () => {
    const [decision] = replay([todos(['1', 'Write the parser', 'completed'], ['2', 'Wire the flag', 'pending']), reply('ok')]).decisions;
    expect(decision).toMatchObject({ type: 'grounded', action: 'feed', runLength: 1 });
    expect(decision!.prompt).toBe('Start the next todo: Wire the flag\n\nBoard (1 of 2 done):\n  [x] Write the parser\n  [ ] Wire the flag');
  });

  it('never halts while the board moves', () => {
    const events: TranscriptEvent[] = [];
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    names.forEach((_, done) => {
      events.push(todos(...names.map((n, i): [string, string, TodoItem['status']] => [n, `step ${n}`, i < done ? 'completed' : i === done ? 'in_progress' : 'pending'])));
      events.push(reply('worked on it'));
    });
    expect(new Set(actions(events))).toEqual(new Set(['feed']));
  });
});

describe('grounded prompts', () => {
  it('feeds, steers, then halts with no_progress when nothing is open to advance to', () => {
    const report = replay([grounded('continue A'), grounded('continue A'), grounded('continue A'), grounded('continue A')]);
    expect(report.decisions.map((d) => d.action)).toEqual(['feed', 'steer', 'halt', 'halted']);
    expect(report.halts).toEqual([{ line: 3, reason: 'no_progress', prompt: 'continue A' }]);
  });

  it('advances past a frozen todo to the next open one', () => {
    const board = todos(['1', 'Fix the build', 'in_progress'], ['2', 'Write docs', 'pending']);
    const report = replay([board, reply('hm'), reply('hm'), reply('hm'), reply('hm')]);
    expect(report.decisions.map((d) => d.action)).toEqual(['feed', 'steer', 'advance', 'feed']);
    const advance = report.decisions[2]!;
    expect(advance.fed).toContain('Fix the build');
    expect(advance.fed).toContain('Next, work on: Write docs');
    // The stalled todo is skipped, so the next continuation is about the next one.
    expect(report.decisions[3]!.prompt).toMatch(/^Start the next todo: Write docs/);
  });

  it('advances at most MAX_ADVANCEMENT_ATTEMPTS times on a frozen board, then halts', () => {
    const events = [todos(['1', 'Fix the build', 'in_progress']), ...Array.from({ length: 31 }, () => reply('still working'))];
    const report = replay(events);
    const cycle = ['feed', 'steer', 'advance'];
    expect(report.decisions.map((d) => d.action)).toEqual([
      ...Array.from({ length: MAX_ADVANCEMENT_ATTEMPTS }, () => cycle).flat(),
      'feed', 'steer', 'halt', 'halted',
    ]);
    expect(report.halts.map((h) => h.reason)).toEqual(['advancement_exhausted']);
  });

  it('varies the advancement prompt with the attempt count on the same todo', () => {
    const events = [todos(['1', 'Fix the build', 'in_progress']), ...Array.from({ length: 9 }, () => reply('x'))];
    const fed = replay(events).decisions.filter((d) => d.action === 'advance').map((d) => d.fed);
    expect(fed).toHaveLength(3);
    expect(new Set(fed).size).toBe(3);
    expect(fed[1]).toMatch(/attempt 2/);
  });

  it('starts the advancement count over after manual input', () => {
    const frozen = Array.from({ length: 27 }, () => reply('x'));
    const events = [todos(['1', 'Fix', 'in_progress']), ...frozen, manual('try again'), ...frozen];
    const report = replay(events);
    expect(report.decisions.filter((d) => d.action === 'advance')).toHaveLength(18);
    expect(report.verdict).toBe('advanced');
  });

  it('steers by appending the steer text to the prompt', () => {
    expect(steeredText('continue A')).toBe(`continue A\n\n${GROUNDED_NO_PROGRESS_STEER}`);
  });
});

describe('session-log echoes (mayEchoFeed)', () => {
  it('takes a logged message equal to the last feed as that feed, not as a person', () => {
    expect(actions([auto('X'), manual('x', true), auto('X')])).toEqual(['feed', 'halt']);
  });

  it('takes the steered text as the feed too', () => {
    const events = [grounded('A'), grounded('A'), manual(steeredText('A'), true), grounded('A')];
    expect(actions(events)).toEqual(['feed', 'steer', 'halt']);
  });

  it('takes a logged message that differs as a person typing', () => {
    expect(actions([auto('X'), manual('something else', true), auto('X')])).toEqual(['feed', 'feed']);
  });

  it('takes the same text again before any reply as the feed retried after a failed turn', () => {
    expect(actions([auto('X'), manual('X', true), manual('X', true), auto('X')])).toEqual(['feed', 'halt']);
  });

  it('takes the echo once: the same text again after a reply is a person', () => {
    expect(actions([auto('X'), manual('X', true), reply('ok'), manual('X', true), auto('X')])).toEqual(['feed', 'feed']);
  });

  it('takes a continuation in the orchestrator\'s own words, naming the todo in progress, as the feed', () => {
    const board = todos(['1', 'Write the parser', 'in_progress'], ['2', 'Test it', 'pending']);
    const own = [board, reply('a'), manual('Keep going with write the parser, please.', true), reply('b'), manual('Keep going with Write the parser.', true), reply('c')];
    expect(actions(own)).toEqual(['feed', 'steer', 'advance']);
    // After an advancement the continuation is about the next todo; naming the one still in
    // progress is the orchestrator's too.
    const afterAdvance = [board, reply('a'), reply('b'), reply('c'), manual('Keep going with Write the parser.', true), reply('d')];
    expect(actions(afterAdvance)).toEqual(['feed', 'steer', 'advance', 'feed']);
    // A person would have cleared the skip, and the continuation would be about the parser again.
    expect(replay(afterAdvance).decisions.at(-1)!.prompt).toMatch(/^Start the next todo: Test it/);
    // Naming no todo, it is a person: the guard starts over.
    const person = [board, reply('a'), manual('Use tabs, not spaces.', true), reply('b'), manual('Thanks.', true), reply('c')];
    expect(actions(person)).toEqual(['feed', 'feed', 'feed']);
  });

  it('never treats native manual input as an echo', () => {
    expect(actions([auto('X'), manual('X'), auto('X')])).toEqual(['feed', 'feed']);
  });
});

describe('createReplayDriver', () => {
  it('is incremental: one decision per feed attempt, none for the other events', () => {
    const driver = createReplayDriver();
    expect(driver.push(todos(['1', 'a', 'pending']), 1)).toBeUndefined();
    expect(driver.push(manual('go'), 2)).toBeUndefined();
    expect(driver.push(auto('X'), 3)).toMatchObject({ line: 3, action: 'feed' });
    expect(driver.halted).toBe(false);
    expect(driver.push(auto('X'), 4)).toMatchObject({ line: 4, action: 'halt', reason: 'repeat' });
    expect(driver.halted).toBe(true);
  });

  it('uses event positions as lines unless events carry one', () => {
    expect(replay([auto('X'), { ...auto('X'), line: 40 }]).halts[0]!.line).toBe(40);
  });
});
