// A word for a POSIX shell command line, taken as it is: no expansion, no splitting.

/** `word` in single quotes, each ' in it written as '\''. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** `word` as it is when it holds only characters no shell treats specially, else quoted: for commands people read. */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : shellQuote(word);
}
