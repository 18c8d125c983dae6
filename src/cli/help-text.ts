// Command descriptions are written as lines that fit the source file. oclif wraps each line of a
// description at the terminal's width on its own, so a line written 98 characters wide came out of
// an 80-column terminal as one line and a stub. The lines of a paragraph are joined here, and oclif
// wraps the paragraph as a whole.

/** `lines` as paragraphs: each run of non-blank lines joined by spaces, paragraphs by a blank line. */
export function paragraphs(lines: readonly string[]): string {
  const out: string[][] = [[]];
  for (const line of lines) {
    if (line.trim() === '') {
      if (out.at(-1)!.length > 0) out.push([]);
    } else out.at(-1)!.push(line.trim());
  }
  return out
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => paragraph.join(' '))
    .join('\n\n');
}
