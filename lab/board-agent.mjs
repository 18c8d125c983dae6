// The mock's `board` behaviour: a scripted agent that keeps a todo board, for session logs the
// loop guard is tested on (lab/session-logs.mjs). It is stateless: every answer follows from the
// conversation the client sends, which holds every earlier turn.
//
// The script, turn by turn (a turn is what follows one prompt):
// - the first ordinary prompt makes the board (three todos, the first in progress) with the todo
//   tool the client offers: Claude Code's TaskCreate/TaskUpdate (deferred: loaded with ToolSearch
//   first) or TodoWrite; Codex's update_plan as a function, or from JavaScript inside its `exec`
//   custom tool in code mode; Gemini CLI's write_todos, Qwen Code's todo_write, opencode's
//   todowrite; Copilot CLI's `sql` tool on its session database's `todos` table;
// - a prompt that says to set the stalled todo aside (the guard's advancement wording, "Next,
//   work on: …") moves the board: the todo in progress is completed and the next one started;
// - any other prompt leaves the board as it was (re-posted unchanged, or only listed): frozen; so
//   does every advancement once the last todo is in progress: the agent is stuck on it;
// - "run the tests" calls the shell tool once and reports; "take your time" waits
//   LAB_MOCK_SLOW_MS before answering (to interrupt it);
// - "clean the build folder" calls the shell tool with a command the lab's settings do not allow,
//   so the CLI asks for permission (to interrupt it there); "in the background" starts a shell
//   command in the background (Claude Code's run_in_background), and the notice that it finished
//   gets a reply of its own; "sub-agent" hands a question to a sub-agent (Claude Code's Task or
//   Agent tool), whose own requests get this same script.
// Replies carry no <nextsteps> block, so an orchestrator with the guard offers a continuation
// built from the board.
/** @import { AnthropicRequest, ChatRequest, GeminiRequest, ResponsesRequest, ResponsesTool } from './api-shapes.mjs' */
/**
 * A todo of the board, and where it stands.
 * @typedef {{ content: string, activeForm: string, status: 'pending' | 'in_progress' | 'completed' }} BoardItem
 */
/**
 * A call of a tool: its arguments, or (a custom tool's) its input text.
 * @typedef {{ name: string, args?: unknown, custom?: boolean, input?: string, command?: string }} ToolCall
 */
/**
 * What the mock answers: text, calls, or a wait before the text (`tool` and `narration` are the
 * mock's own single call and the words before it).
 * @typedef {{ text?: string, calls?: ToolCall[] | null, tool?: ToolCall | null, narration?: string, wait?: boolean }} Reply
 */
/**
 * A conversation as the board agent reads it: the prompts, the assistant's steps and their calls.
 * @typedef {{ kind: 'prompt', text: string } | { kind: 'step' } | { kind: 'call', name?: string, input: unknown }} HistoryEntry
 */
/** @typedef {{ history: HistoryEntry[], offered: Set<string> }} Conversation */

export const BOARD_ITEMS = [
  { content: 'Add a --dry-run flag to the deploy script', activeForm: 'Adding a --dry-run flag to the deploy script' },
  { content: 'Write tests for the dry run', activeForm: 'Writing tests for the dry run' },
  { content: 'Document the dry run in README.md', activeForm: 'Documenting the dry run in README.md' },
];

const ADVANCE = /set it aside|move on from it|park it|leave it and continue|stop retrying it|next, work on/i;
const SLOW = /take your time/i;
const RUN = /run the tests/i;
const CLEAN = /clean the build folder/i;
const BACKGROUND = /in the background/i;
const DELEGATE = /sub-agent/i;
const NOTIFIED = /<task-notification>/;
/** @type {Set<string | undefined>} */
const BOARD_TOOLS = new Set(['TodoWrite', 'TaskCreate', 'TaskUpdate', 'update_plan', 'write_todos', 'todo_write', 'todowrite']);
const HARNESS = /^\s*<(system-reminder|environment_context|user_instructions|permissions instructions|local-command|command-name|turn_aborted|session_context)/;

/**
 * The board at `stage` (how many todos are done): statuses for each item.
 * @param {number} stage
 * @returns {BoardItem[]}
 */
export function boardAt(stage) {
  const at = Math.min(stage, BOARD_ITEMS.length - 1);
  return BOARD_ITEMS.map((item, index) => ({ ...item, status: index < at ? 'completed' : index === at ? 'in_progress' : 'pending' }));
}

/**
 * What to answer: `{ text }`, `{ calls: [{ name, args, custom? }] }`, or `{ wait, text }`.
 * `history` is the conversation as `{ kind: 'prompt', text } | { kind: 'call', name, input }`
 * entries (assistant steps after the last prompt count as calls); `offered` the tool names the
 * request offers (`exec` for Codex code mode, ToolSearch for Claude Code's deferred tools).
 * @param {HistoryEntry[]} history
 * @param {Set<string>} offered
 * @returns {Reply}
 */
export function boardTurn(history, offered) {
  const prompts = /** @type {{ kind: 'prompt', text: string }[]} */ (history.filter((entry) => entry.kind === 'prompt'));
  const lastPrompt = history.map((entry) => entry.kind).lastIndexOf('prompt');
  const prompt = prompts.length > 0 ? prompts[prompts.length - 1].text : '';
  const before = history.slice(0, Math.max(lastPrompt, 0));
  const steps = history.slice(lastPrompt + 1).filter((entry) => entry.kind === 'step').length;
  const boardMade = before.some((entry) => entry.kind === 'call' && isBoardCall(entry));
  const stage = prompts.filter((entry) => ADVANCE.test(entry.text)).length;
  const board = boardAt(stage);
  // boardAt puts one item in progress
  const current = /** @type {BoardItem} */ (board.find((item) => item.status === 'in_progress'));

  if (SLOW.test(prompt)) return { wait: true, text: `Done taking my time on "${current.content}".` };
  /** @type {ToolCall[][]} */
  let script;
  let text;
  if (RUN.test(prompt)) {
    script = [[shellCall(offered)]];
    text = 'Ran the tests: 3 passed, 0 failed. The board is unchanged.';
  } else if (CLEAN.test(prompt)) {
    script = [[shellCall(offered, 'rm -rf build')]];
    text = 'Cleaned the build folder.';
  } else if (BACKGROUND.test(prompt) && offered.has('Bash')) {
    script = [[{ name: 'Bash', args: { command: 'sleep 4; echo build finished', description: 'Build in the background', run_in_background: true } }]];
    text = 'The build runs in the background; I will say when it has finished.';
  } else if (NOTIFIED.test(prompt)) {
    script = [];
    text = 'The background build finished: "build finished".';
  } else if (DELEGATE.test(prompt) && (offered.has('Task') || offered.has('Agent'))) {
    const name = offered.has('Task') ? 'Task' : 'Agent';
    script = [[{ name, args: { description: 'Find the deploy call sites', prompt: 'List every place deploy.sh is called from, and plan how to check each.', subagent_type: 'general-purpose' } }]];
    text = 'The sub-agent found one call site: package.json does not call deploy.sh; only people run it.';
  } else if (!boardMade) {
    script = makeBoard(board, offered);
    text = `I split the work into three todos and started on the first: ${current.content}.`;
  } else if (ADVANCE.test(prompt) && stage < BOARD_ITEMS.length) {
    // the prompt advanced the board, so an item is done
    const done = /** @type {BoardItem} */ (board.filter((item) => item.status === 'completed').pop());
    script = moveBoard(board, stage, offered);
    text = `Set "${done.content}" aside as done and started on "${current.content}".`;
  } else {
    script = frozenBoard(board, offered);
    text = `Still working on "${current.content}"; nothing on the board is finished yet.`;
  }
  return steps < script.length ? { calls: script[steps] } : { text };
}

/** @param {{ name?: string, input: unknown }} entry */
function isBoardCall(entry) {
  const input = typeof entry.input === 'string' ? entry.input : JSON.stringify(entry.input ?? '');
  return BOARD_TOOLS.has(entry.name) || (entry.name === 'exec' && /update_plan/.test(input)) || (entry.name === 'sql' && /INSERT INTO todos/i.test(input));
}

/** @param {BoardItem[]} board */
function planArgs(board) {
  return { explanation: 'Dry-run work for the deploy script', plan: board.map((item) => ({ step: item.content, status: item.status })) };
}

// Claude Code 1.0.x up to about 1.0.7x: items carry an id and a priority, and no activeForm.
/** @type {(board: BoardItem[], offered: Set<string>) => unknown} */
function todoWriteArgs(board, offered) {
  if (offered.has('TodoWrite:priority')) return { todos: board.map(({ content, status }, index) => ({ content, status, priority: 'medium', id: String(index + 1) })) };
  return { todos: board.map(({ content, status, activeForm }) => ({ content, status, activeForm })) };
}

// Codex code mode: the plan goes through JavaScript, written as an object literal (not JSON).
/** @param {BoardItem[]} board */
function codePlan(board) {
  const steps = board.map((item) => `    { step: ${JSON.stringify(item.content)}, status: "${item.status}" },`).join('\n');
  return `await tools.update_plan({\n  explanation: "Dry-run work for the deploy script",\n  plan: [\n${steps}\n  ],\n});\ntext("plan updated");`;
}

/** @type {(board: BoardItem[], offered: Set<string>) => ToolCall} */
function planCall(board, offered) {
  if (offered.has('update_plan')) return { name: 'update_plan', args: planArgs(board) };
  return { name: 'exec', custom: true, input: codePlan(board) };
}

// Deferred tools are loaded by name (ToolSearch "select:…") before their first call.
/** @type {(names: string[], offered: Set<string>) => ToolCall[][]} */
function loaded(names, offered) {
  return offered.has(names[0]) ? [] : [[{ name: 'ToolSearch', args: { query: `select:${names.join(',')}`, max_results: 5 } }]];
}

/** @param {Set<string>} offered */
function taskTools(offered) {
  return loaded(['TaskCreate', 'TaskUpdate', 'TaskList'], offered);
}

/** @param {Set<string>} offered */
function usesTodoWrite(offered) {
  return offered.has('TodoWrite') || offered.has('deferred:TodoWrite');
}

/** @type {(board: BoardItem[], offered: Set<string>) => ToolCall[][]} */
function todoWrite(board, offered) {
  return [...loaded(['TodoWrite'], offered), [{ name: 'TodoWrite', args: todoWriteArgs(board, offered) }]];
}

// The one-call list tools: the whole board each time, in each CLI's own item shape.
/** @type {Record<string, (board: BoardItem[]) => unknown>} */
const LIST_TOOLS = {
  write_todos: (board) => ({ todos: board.map((item) => ({ description: item.content, status: item.status })) }),
  todo_write: (board) => ({ todos: board.map((item, index) => ({ id: String(index + 1), content: item.content, status: item.status })) }),
  todowrite: (board) => ({ todos: board.map((item) => ({ content: item.content, status: item.status, priority: 'medium' })) }),
};

/** @param {Set<string>} offered */
function listTool(offered) {
  return Object.keys(LIST_TOOLS).find((name) => offered.has(name));
}

// Copilot CLI keeps its board in the session database: rows of `todos` (status done, not completed).
const SQL_STATUS = { pending: 'pending', in_progress: 'in_progress', completed: 'done' };
/** @type {(index: number) => string | undefined} */
const todoId = (index) => ['dry-run-flag', 'dry-run-tests', 'dry-run-docs'][index];

/** @type {(board: BoardItem[]) => ToolCall} */
function sqlMake(board) {
  const rows = board.map((item, index) => `  ('${todoId(index)}', '${item.activeForm}', '${item.content}', '${SQL_STATUS[item.status]}')`).join(',\n');
  return { name: 'sql', args: { description: 'Insert dry-run todos', query: `INSERT INTO todos (id, title, description, status) VALUES\n${rows};` } };
}

/** @type {(stage: number) => ToolCall[]} */
function sqlMove(stage) {
  return [
    { name: 'sql', args: { description: 'Finish the stalled todo', query: `UPDATE todos SET status = 'done' WHERE id = '${todoId(stage - 1)}';` } },
    { name: 'sql', args: { description: 'Start the next todo', query: `UPDATE todos SET status = 'in_progress' WHERE id = '${todoId(stage)}';` } },
  ];
}

const SQL_LIST = { name: 'sql', args: { description: 'List the todos', query: 'SELECT id, title, status FROM todos ORDER BY rowid;' } };

/** @type {(board: BoardItem[], offered: Set<string>) => ToolCall[][]} */
function makeBoard(board, offered) {
  const list = listTool(offered);
  if (list) return [[{ name: list, args: /** @type {(board: BoardItem[]) => unknown} */ (LIST_TOOLS[list])(board) }]];
  if (offered.has('sql')) return [[sqlMake(board)]];
  if (usesTodoWrite(offered)) return todoWrite(board, offered);
  if (offered.has('TaskCreate') || offered.has('ToolSearch')) {
    return [
      ...taskTools(offered),
      board.map((item) => ({ name: 'TaskCreate', args: { subject: item.content, description: item.content, activeForm: item.activeForm } })),
      [{ name: 'TaskUpdate', args: { taskId: '1', status: 'in_progress' } }],
    ];
  }
  return [[planCall(board, offered)]];
}

/** @type {(board: BoardItem[], stage: number, offered: Set<string>) => ToolCall[][]} */
function moveBoard(board, stage, offered) {
  const list = listTool(offered);
  if (list) return [[{ name: list, args: /** @type {(board: BoardItem[]) => unknown} */ (LIST_TOOLS[list])(board) }]];
  if (offered.has('sql')) return [sqlMove(stage)];
  if (usesTodoWrite(offered)) return todoWrite(board, offered);
  if (offered.has('TaskCreate') || offered.has('ToolSearch')) {
    return [
      ...taskTools(offered),
      [
        { name: 'TaskUpdate', args: { taskId: String(stage), status: 'completed' } },
        { name: 'TaskUpdate', args: { taskId: String(stage + 1), status: 'in_progress' } },
      ],
    ];
  }
  return [[planCall(board, offered)]];
}

/** @type {(board: BoardItem[], offered: Set<string>) => ToolCall[][]} */
function frozenBoard(board, offered) {
  const list = listTool(offered);
  if (list) return [[{ name: list, args: /** @type {(board: BoardItem[]) => unknown} */ (LIST_TOOLS[list])(board) }]];
  if (offered.has('sql')) return [[SQL_LIST]];
  if (usesTodoWrite(offered)) return todoWrite(board, offered);
  if (offered.has('TaskList')) return [[{ name: 'TaskList', args: {} }]];
  if (offered.has('TaskCreate') || offered.has('ToolSearch')) return [];
  return [[planCall(board, offered)]];
}

/** @type {(offered: Set<string>, command?: string) => ToolCall} */
function shellCall(offered, command = 'npm test') {
  if (offered.has('Bash')) return { name: 'Bash', args: { command, description: 'Run the tests' } };
  if (offered.has('run_shell_command')) return { name: 'run_shell_command', args: { command, description: 'Run the tests' } };
  if (offered.has('bash')) return { name: 'bash', args: { command, description: 'Run the tests' } };
  if (offered.has('exec_command')) return { name: 'exec_command', args: { cmd: command } };
  if (offered.has('shell')) return { name: 'shell', args: { command: ['bash', '-lc', command] } };
  return { name: 'exec', custom: true, input: `const result = await tools.exec_command({ cmd: ${JSON.stringify(command)} });\ntext(result);` };
}

// ------------------------------------------------------------------ reading a request's history

/** @param {string} text */
function isPrompt(text) {
  return text.trim().length > 0 && !HARNESS.test(text) && !/^\s*\[Request interrupted/.test(text);
}

/**
 * An Anthropic Messages request as history entries, and the tool names it offers.
 * @param {AnthropicRequest} body
 * @returns {Conversation}
 */
export function anthropicHistory(body) {
  /** @type {HistoryEntry[]} */
  const history = [];
  for (const message of body.messages || []) {
    const blocks = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content || [];
    if (message.role === 'user') {
      if (blocks.some((block) => block.type === 'tool_result')) continue;
      // a text block carries its text
      const text = blocks.filter((block) => block.type === 'text' && isPrompt(/** @type {string} */ (block.text))).map((block) => block.text).join('\n');
      if (text.length > 0) history.push({ kind: 'prompt', text });
    } else if (message.role === 'assistant') {
      history.push({ kind: 'step' });
      for (const block of blocks) if (block.type === 'tool_use') history.push({ kind: 'call', name: block.name, input: block.input });
    }
  }
  const offered = new Set((body.tools || []).filter((tool) => !tool.defer_loading).map((tool) => tool.name));
  const todoWrite = (body.tools || []).find((tool) => tool.name === 'TodoWrite');
  if (todoWrite && /"priority"/.test(JSON.stringify(todoWrite.input_schema ?? {}))) offered.add('TodoWrite:priority');
  // Deferred tools are listed by name in a system text ("… available via ToolSearch …:\nName\n…").
  const listing = /deferred tools are now available[\s\S]{0,400}?before calling them:((?:\\n[A-Za-z]+)+)/.exec(JSON.stringify(body));
  if (listing) for (const name of listing[1].split('\\n').filter(Boolean)) offered.add(`deferred:${name}`);
  return { history, offered };
}

/**
 * An OpenAI Responses request (Codex) as history entries, and the tool names it offers.
 * @param {ResponsesRequest} body
 * @returns {Conversation}
 */
export function responsesHistory(body) {
  /** @type {HistoryEntry[]} */
  const history = [];
  /** @type {Set<string>} */
  const offered = new Set();
  /** @param {ResponsesTool[] | undefined} tools */
  const offer = (tools) => {
    for (const tool of tools || []) {
      if (tool.type === 'namespace') offer(tool.tools);
      else if (tool.name) offered.add(tool.name);
    }
  };
  offer(body.tools);
  for (const item of body.input || []) {
    if (item.type === 'additional_tools') offer(item.tools);
    // opencode (the AI SDK) sends messages as bare `{ role, content }` items.
    else if ((item.type === 'message' || item.type === undefined) && item.role === 'user') {
      const text = (item.content || []).map((part) => part.text || '').join('\n');
      if (isPrompt(text)) history.push({ kind: 'prompt', text });
    } else if (item.type === 'function_call' || item.type === 'custom_tool_call') {
      history.push({ kind: 'step' }, { kind: 'call', name: item.name, input: item.type === 'custom_tool_call' ? item.input : item.arguments });
    }
  }
  return { history, offered };
}

/**
 * An OpenAI Chat Completions request (Qwen Code, Copilot CLI) as history entries, and the tool names it offers.
 * @param {ChatRequest} body
 * @returns {Conversation}
 */
export function chatHistory(body) {
  /** @type {HistoryEntry[]} */
  const history = [];
  const offered = new Set((body.tools || []).map((tool) => (tool.function || tool).name));
  for (const message of body.messages || []) {
    const raw = typeof message.content === 'string' ? message.content : (message.content || []).map((part) => part.text || '').join('\n');
    // Copilot CLI puts the date before every prompt.
    const text = raw.replace(/^\s*<current_datetime>[\s\S]*?<\/current_datetime>\s*/, '');
    if (message.role === 'user' && isPrompt(text)) history.push({ kind: 'prompt', text });
    else if (message.role === 'assistant' && (message.tool_calls || []).length > 0) {
      history.push({ kind: 'step' });
      for (const call of message.tool_calls ?? []) history.push({ kind: 'call', name: call.function?.name, input: call.function?.arguments });
    }
  }
  return { history, offered };
}

/**
 * A Gemini generateContent request (Gemini CLI) as history entries, and the tool names it offers.
 * @param {GeminiRequest} body
 * @returns {Conversation}
 */
export function geminiHistory(body) {
  /** @type {HistoryEntry[]} */
  const history = [];
  const offered = new Set((body.tools || []).flatMap((tool) => tool.functionDeclarations || tool.function_declarations || []).map((decl) => decl.name));
  for (const content of body.contents || []) {
    const parts = content.parts || [];
    if (content.role === 'model') {
      const calls = parts.filter((part) => part.functionCall);
      if (calls.length > 0) history.push({ kind: 'step' });
      // the parts kept are the ones with a call
      for (const part of calls) history.push({ kind: 'call', name: part.functionCall?.name, input: part.functionCall?.args });
    } else if (!parts.some((part) => part.functionResponse)) {
      const text = parts.map((part) => part.text || '').join('\n');
      if (isPrompt(text)) history.push({ kind: 'prompt', text });
    }
  }
  return { history, offered };
}
