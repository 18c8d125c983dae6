// SQL as tokens, split into statements, and a cursor to parse one with: just enough of SQLite's
// syntax to read the statements an agent runs on its todo table (todo-sql.ts).

/** A statement of a shape the reader does not take; its message says why. */
export class NotRead extends Error {}

export interface Token {
  readonly kind: 'string' | 'number' | 'word' | 'name' | 'punct';
  /** The string's value, a word in lower case, a quoted name as written, the punctuation itself. */
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

const PUNCT = ['<>', '!=', '==', '<=', '>=', '||', '(', ')', ',', ';', '=', '.', '*', '<', '>', '+', '-', '/', '%'];

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    const start = at;
    if (/\s/.test(char)) at += 1;
    else if (text.startsWith('--', at)) at = lineEnd(text, at);
    else if (text.startsWith('/*', at)) at = text.includes('*/', at + 2) ? text.indexOf('*/', at + 2) + 2 : text.length;
    else if (char === "'") {
      const [value, end] = quoted(text, at, "'");
      tokens.push({ kind: 'string', value, start, end });
      at = end;
    } else if (char === '"' || char === '`' || char === '[') {
      const [value, end] = quoted(text, at, char === '[' ? ']' : char);
      tokens.push({ kind: 'name', value, start, end });
      at = end;
    } else if (/[0-9]/.test(char)) {
      const match = /^[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(at))!;
      at += match[0].length;
      tokens.push({ kind: 'number', value: match[0], start, end: at });
    } else if (/[A-Za-z_]/.test(char)) {
      const match = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(text.slice(at))!;
      at += match[0].length;
      tokens.push({ kind: 'word', value: match[0].toLowerCase(), start, end: at });
    } else {
      const punct = PUNCT.find((candidate) => text.startsWith(candidate, at)) ?? char;
      at += punct.length;
      tokens.push({ kind: 'punct', value: punct, start, end: at });
    }
  }
  return tokens;
}

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end < 0 ? text.length : end;
}

/** A quoted string or name from `at` (its opening quote): its value, a doubled quote standing for one, and where it ends. */
function quoted(text: string, at: number, close: string): [string, number] {
  let value = '';
  let index = at + 1;
  while (index < text.length) {
    if (text[index] === close) {
      if (close !== ']' && text[index + 1] === close) {
        value += close;
        index += 2;
        continue;
      }
      return [value, index + 1];
    }
    value += text.charAt(index);
    index += 1;
  }
  return [value, text.length];
}

export interface Statement {
  readonly tokens: Token[];
  readonly text: string;
}

export function splitStatements(tokens: Token[], source: string): Statement[] {
  const statements: Statement[] = [];
  let current: Token[] = [];
  for (const token of [...tokens, null]) {
    if (token === null || (token.kind === 'punct' && token.value === ';')) {
      if (current.length > 0) statements.push({ tokens: current, text: source.slice(current[0]!.start, current.at(-1)!.end).replace(/\s+/g, ' ') });
      current = [];
    } else current.push(token);
  }
  return statements;
}

/** A cursor over one statement's tokens. */
export class Cursor {
  at = 0;
  constructor(private readonly tokens: readonly Token[]) {}
  peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }
  done(): boolean {
    return this.at >= this.tokens.length;
  }
  isWord(...words: string[]): boolean {
    const token = this.peek();
    return token?.kind === 'word' && words.includes(token.value);
  }
  isPunct(value: string): boolean {
    const token = this.peek();
    return token?.kind === 'punct' && token.value === value;
  }
  take(): Token {
    const token = this.peek();
    if (token === undefined) throw new NotRead('it ends too soon');
    this.at += 1;
    return token;
  }
  word(...words: string[]): string {
    const token = this.take();
    if (token.kind !== 'word' || !words.includes(token.value)) throw new NotRead(`${words.map((word) => word.toUpperCase()).join(' or ')} expected, found "${tokenText(token)}"`);
    return token.value;
  }
  punct(value: string): void {
    const token = this.take();
    if (token.kind !== 'punct' || token.value !== value) throw new NotRead(`"${value}" expected, found "${tokenText(token)}"`);
  }
  optionalWord(...words: string[]): string | null {
    return this.isWord(...words) ? this.take().value : null;
  }
  /** The tokens from `start` up to where the cursor is. */
  since(start: number): Token[] {
    return this.tokens.slice(start, this.at);
  }
  name(): string {
    const token = this.take();
    if (token.kind !== 'word' && token.kind !== 'name') throw new NotRead(`a name expected, found "${tokenText(token)}"`);
    return token.kind === 'word' ? token.value : token.value.toLowerCase();
  }
}

export function tokenText(token: Token): string {
  return token.kind === 'string' ? `'${token.value}'` : token.value;
}
