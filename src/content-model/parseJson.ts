/** JSON.parse whose error names line and column, so an editor can find a syntax error without counting characters. */

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

/** 1-based line and column of a 0-based character offset in `text`. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** Parses `text`; on a syntax error throws a JsonSyntaxError whose message ends with "(line L, column C)". */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message);
    const offset = position ? Number(position[1]) : text.trimEnd().length;
    const { line, column } = lineColumnAt(text, offset);
    throw new JsonSyntaxError(`${message} (line ${line}, column ${column})`, line, column);
  }
}
