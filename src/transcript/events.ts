// The events a transcript holds and the decisions replay makes: the data every transcript module shares.

export const TODO_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

export interface TodoItem {
  readonly id: string;
  readonly content: string;
  readonly status: TodoStatus;
  readonly activeForm?: string | undefined;
}

export const EVENT_TYPES = ['auto', 'grounded', 'manual', 'todos', 'reply'] as const;

/** A prompt the auto path is about to feed, echoed from model output. */
export interface AutoEvent {
  readonly type: 'auto';
  readonly prompt: string;
}

/** A prompt the auto path synthesized from the todo board. */
export interface GroundedEvent {
  readonly type: 'grounded';
  readonly prompt: string;
}

/** Input from a person: clears the guard, the attempt tracker and any halt. */
export interface ManualEvent {
  readonly type: 'manual';
  readonly text: string;
  /**
   * Set by the session-log readers: in a recorded agent session an orchestrator's feed is
   * logged exactly like typed input, so a message equal to what replay just offered is taken
   * as that feed arriving, not as a person. Native transcripts say what they mean and never set it.
   */
  readonly mayEchoFeed?: boolean;
}

/** The todo board as it now stands (a full replacement, not a delta). */
export interface TodosEvent {
  readonly type: 'todos';
  readonly todos: readonly TodoItem[];
}

/** A finished agent reply: replay derives the next auto or grounded prompt from it. */
export interface ReplyEvent {
  readonly type: 'reply';
  readonly text: string;
}

export type TranscriptEvent = AutoEvent | GroundedEvent | ManualEvent | TodosEvent | ReplyEvent;

/** Where an event came from: its 1-based line in the transcript. */
export type LocatedEvent = TranscriptEvent & { readonly line: number };

/** Receives decoded events in order; a callback, so a million lines allocate no arrays. */
export type EventSink = (event: TranscriptEvent, line: number) => void;

/**
 * What replay did with one feed attempt:
 * - `feed`: fed as is; `steer`: fed with the no-progress steer appended;
 * - `advance`: a grounded prompt stalled, so an advancement prompt for the next open todo was fed instead;
 * - `halt`: the loop was stopped here; `halted`: not fed because an earlier halt still stands.
 */
export type ReplayAction = 'feed' | 'steer' | 'advance' | 'halt' | 'halted';

/**
 * Why a halt fired: `repeat` an auto prompt was re-fed; `no_progress` a grounded prompt repeated
 * after its steer with nothing open to advance to; `advancement_exhausted` the advancement cap was reached.
 */
export type HaltReason = 'repeat' | 'no_progress' | 'advancement_exhausted';

export interface ReplayDecision {
  readonly line: number;
  /** How the prompt was treated: as echoed from the model (`auto`) or synthesized from the board (`grounded`). */
  readonly type: 'auto' | 'grounded';
  readonly action: ReplayAction;
  /** The guard's run length for this prompt; 0 when it was not recorded (`halted`). */
  readonly runLength: number;
  readonly prompt: string;
  /** On `halt`: why. */
  readonly reason?: HaltReason;
  /** On `advance`: the advancement prompt fed in place of `prompt`. */
  readonly fed?: string;
}

export interface ReplayHalt {
  readonly line: number;
  readonly reason: HaltReason;
  readonly prompt: string;
}

/**
 * `clean`: every attempt was fed as is; `advanced`: the guard steered or advanced (the board stood
 * still for a while) but never halted; `halted`: a halt fired.
 */
export const REPLAY_VERDICTS = ['clean', 'advanced', 'halted'] as const;
export type ReplayVerdict = (typeof REPLAY_VERDICTS)[number];

/**
 * What a replay read of its transcript: `inputs` messages typed into the agent (by a person or an
 * orchestrator; in a native transcript also the auto and grounded feeds), `replies` agent replies,
 * `boards` todo boards. A session log whose boards were not recognised shows `boards: 0`.
 */
export interface ImportedCounts {
  readonly inputs: number;
  readonly replies: number;
  readonly boards: number;
}

export type TranscriptFormat = 'native' | 'claude-code' | 'codex' | 'gemini-cli' | 'qwen-code' | 'copilot-cli' | 'opencode';
