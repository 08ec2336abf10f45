/** Why a text is not JSON; each has its words in the editor's texts (reason.*). */
export type JsonReason =
  | 'value'
  | 'comma_or_brace'
  | 'comma_or_bracket'
  | 'colon'
  | 'property_name'
  | 'string_end'
  | 'escape'
  | 'number'
  | 'trailing';

export type JsonProblem =
  { kind: 'empty' } | { kind: 'syntax'; offset: number; line: number; column: number; reason: JsonReason };

class Stop {
  constructor(
    readonly offset: number,
    readonly reason: JsonReason,
  ) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/**
 * Finds where and why a text stops being JSON. The engines' own `JSON.parse` messages differ per
 * browser and often give no position, so the first fault is located here, in the user's language.
 */
function scan(text: string): void {
  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++;
  };
  const sticky = (re: RegExp): boolean => {
    re.lastIndex = i;
    if (!re.test(text)) return false;
    i = re.lastIndex;
    return true;
  };
  const string = () => {
    i++;
    for (;;) {
      const c = text.charAt(i);
      if (c === '' || c === '\n' || c < ' ') throw new Stop(i, 'string_end');
      if (c === '"') return void i++;
      if (c === '\\') {
        if (!sticky(ESCAPE)) throw new Stop(i, 'escape');
      } else i++;
    }
  };
  const list = (close: string, item: () => void, reason: JsonReason) => {
    i++;
    space();
    if (text.charAt(i) === close) return void i++;
    for (;;) {
      item();
      space();
      const c = text.charAt(i);
      if (c === close) return void i++;
      if (c !== ',') throw new Stop(i, reason);
      i++;
    }
  };
  const value = (): void => {
    space();
    const c = text.charAt(i);
    if (c === '{') return list('}', member, 'comma_or_brace');
    if (c === '[') return list(']', value, 'comma_or_bracket');
    if (c === '"') return string();
    if (c === '-' || (c >= '0' && c <= '9')) {
      if (!sticky(NUMBER)) throw new Stop(i, 'number');
      return;
    }
    if (!sticky(LITERAL)) throw new Stop(i, 'value');
  };
  const member = () => {
    space();
    if (text.charAt(i) !== '"') throw new Stop(i, 'property_name');
    string();
    space();
    if (text.charAt(i) !== ':') throw new Stop(i, 'colon');
    i++;
    value();
  };
  value();
  space();
  if (i < text.length) throw new Stop(i, 'trailing');
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** `null` when the text is JSON; otherwise where (1-based line and column) and why it is not. */
export function checkJson(text: string): JsonProblem | null {
  if (text.trim() === '') return { kind: 'empty' };
  try {
    JSON.parse(text);
    return null;
  } catch {
    try {
      scan(text);
    } catch (stop) {
      if (stop instanceof Stop) {
        return {
          kind: 'syntax',
          offset: stop.offset,
          reason: stop.reason,
          ...lineAndColumn(text, stop.offset),
        };
      }
    }
    // The engine refused what the scan accepts, or nesting too deep to scan: report it at the start.
    return { kind: 'syntax', offset: 0, reason: 'value', line: 1, column: 1 };
  }
}
