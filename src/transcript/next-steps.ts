// Reads the prompt an auto loop would feed next out of an agent reply's <nextsteps> block.

// `<nextsteps>` or `<nextsteps attr…>`; `<nextstepsfoo>` is some other tag.
const OPEN_TAG = /<nextsteps(?:\s[^>]*)?>/gi;
const CLOSE_TAG = /<\/nextsteps\s*>/gi;
const STEP_ELEMENT = /<step\b([^>]*)>([\s\S]*?)<\/step\s*>/gi;
const AUTO_ATTRIBUTE = /(?:^|\s)auto\s*=\s*(?:"true"|'true'|true\b)/i;
// A `-` bullet line; [^\S\n] is whitespace short of a line break, so no match spans two lines.
const BULLET_LINE = /^[^\S\n]*-[^\S\n]+(.*\S)/m;

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
  return chosenStep(block) ?? firstBullet(block);
}

function lastNextStepsBlock(reply: string): string | null {
  let bodyStart = -1;
  OPEN_TAG.lastIndex = 0;
  for (let open = OPEN_TAG.exec(reply); open !== null; open = OPEN_TAG.exec(reply)) bodyStart = OPEN_TAG.lastIndex;
  if (bodyStart === -1) return null;
  CLOSE_TAG.lastIndex = bodyStart;
  const close = CLOSE_TAG.exec(reply);
  return reply.slice(bodyStart, close === null ? reply.length : close.index);
}

/** The first non-empty `<step>` marked auto, else the first non-empty one; null without steps. */
function chosenStep(block: string): string | null {
  let first: string | null = null;
  STEP_ELEMENT.lastIndex = 0;
  for (let step = STEP_ELEMENT.exec(block); step !== null; step = STEP_ELEMENT.exec(block)) {
    const text = step[2]!.trim();
    if (text.length === 0) continue;
    if (AUTO_ATTRIBUTE.test(step[1]!)) return text;
    first ??= text;
  }
  return first;
}

function firstBullet(block: string): string | null {
  return BULLET_LINE.exec(block)?.[1] ?? null;
}
