// Reads the prompt an auto loop would feed next out of an agent reply's <nextsteps> block.

// A reply is model output and may run to megabytes, so every scan here is linear. Regexes only find
// where a tag's name starts; the runs after it (attributes up to `>`, a body up to its closing tag)
// are walked with indexOf. A backtracking regex such as /<step\b([^>]*)>([\s\S]*?)<\/step>/ walks
// such a run again from every later start, which is quadratic on `<step<step<step…` (seconds at
// 200 KB, hours at the 64 MiB a transcript line may hold).
const OPEN_NAME = /<nextsteps/gi;
const CLOSE_TAG = /<\/nextsteps\s*>/gi;
const STEP_NAME = /<step\b/gi;
const STEP_CLOSE = /<\/step\s*>/gi;
const AUTO_ATTRIBUTE = /(?:^|\s)auto\s*=\s*(?:"true"|'true'|true\b)/i;
const WHITESPACE = /\s/;

/**
 * The next step a reply suggests, or null when it has no <nextsteps> block with an item in it.
 * Items are `<step>` elements or, when there are none, `-` bullet lines. The first item marked
 * `auto="true"` wins, else the first item. With several blocks the last one counts (it is the
 * one a UI shows), and a block the model never closed runs to the end of the reply.
 */
export function nextStepFromReply(reply: string): string | null {
  // Most replies have no tag at all.
  if (!reply.includes('<')) return null;
  const block = lastNextStepsBlock(reply);
  if (block === null) return null;
  return (block.includes('<') ? chosenStep(block) : null) ?? firstBullet(block);
}

// The scans use test() and read lastIndex, rather than exec(): a reply with a <nextsteps> block is
// a feed attempt, and a match array per tag is most of what reading one costs. A closing tag's
// start is the last `<` before its end, since nothing in the tag after its `<` can be one.

/** `<nextsteps>` or `<nextsteps attr…>`; `<nextstepsfoo>` is some other tag. */
function lastNextStepsBlock(reply: string): string | null {
  let bodyStart = -1;
  OPEN_NAME.lastIndex = 0;
  while (OPEN_NAME.test(reply)) {
    const after = OPEN_NAME.lastIndex;
    const next = reply[after];
    if (next === '>') bodyStart = after + 1;
    else if (next !== undefined && WHITESPACE.test(next)) {
      const end = reply.indexOf('>', after);
      // No `>` from here on: no later tag can end either.
      if (end === -1) break;
      bodyStart = end + 1;
    } else continue;
    OPEN_NAME.lastIndex = bodyStart;
  }
  if (bodyStart === -1) return null;
  CLOSE_TAG.lastIndex = bodyStart;
  const end = CLOSE_TAG.test(reply) ? reply.lastIndexOf('<', CLOSE_TAG.lastIndex - 1) : reply.length;
  return reply.slice(bodyStart, end);
}

/** The first non-empty `<step>` marked auto, else the first non-empty one; null without steps. */
function chosenStep(block: string): string | null {
  let first: string | null = null;
  STEP_NAME.lastIndex = 0;
  while (STEP_NAME.test(block)) {
    const attributesStart = STEP_NAME.lastIndex;
    const attributesEnd = block.indexOf('>', attributesStart);
    if (attributesEnd === -1) break;
    STEP_CLOSE.lastIndex = attributesEnd + 1;
    // An element needs its closing tag; none after this body means none after any later one.
    if (!STEP_CLOSE.test(block)) break;
    const closeEnd = STEP_CLOSE.lastIndex;
    STEP_NAME.lastIndex = closeEnd;
    const text = block.slice(attributesEnd + 1, block.lastIndexOf('<', closeEnd - 1)).trim();
    if (text.length === 0) continue;
    if (AUTO_ATTRIBUTE.test(block.slice(attributesStart, attributesEnd))) return text;
    first ??= text;
  }
  return first;
}

/** The text of the first `-` bullet line: a dash, whitespace, then something to say. */
function firstBullet(block: string): string | null {
  // Walked with indexOf rather than split: the first bullet is usually near the top of the block.
  for (let start = 0; start <= block.length; ) {
    let end = block.indexOf('\n', start);
    if (end === -1) end = block.length;
    const step = bulletText(block.slice(start, end));
    if (step !== null) return step;
    start = end + 1;
  }
  return null;
}

function bulletText(line: string): string | null {
  const text = line.trimStart();
  if (text[0] !== '-') return null;
  const item = text.slice(1).trimStart();
  if (item.length === text.length - 1) return null;
  const end = lineTerminatorIn(item);
  const step = (end === -1 ? item : item.slice(0, end)).trimEnd();
  return step.length > 0 ? step : null;
}

/**
 * Where the first CR, U+2028 or U+2029 is, or -1: `.` in the bullet pattern this replaces stopped
 * at these, and a bullet's text still does. Three indexOf calls, not a regex search: on text with
 * no character above U+00FF the last two return at once.
 */
function lineTerminatorIn(text: string): number {
  let end = text.indexOf('\r');
  for (const terminator of ['\u2028', '\u2029']) {
    const at = text.indexOf(terminator);
    if (at !== -1 && (end === -1 || at < end)) end = at;
  }
  return end;
}
