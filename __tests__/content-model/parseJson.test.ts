/** A JSON syntax error names the line and column an editor has to look at. */
import { JsonSyntaxError, lineColumnAt, parseJson } from '../../src/content-model/parseJson';

describe('parseJson', () => {
  it('parses valid JSON', () => {
    expect(parseJson('{ "a": [1, 2] }')).toEqual({ a: [1, 2] });
  });

  it('names line and column of a missing comma', () => {
    const text = '{\n  "title": "Hi"\n  "text": "there"\n}';
    expect(() => parseJson(text)).toThrow(JsonSyntaxError);
    try {
      parseJson(text);
    } catch (error) {
      expect((error as JsonSyntaxError).line).toBe(3);
      expect((error as JsonSyntaxError).column).toBe(3);
      expect((error as Error).message).toMatch(/\(line 3, column 3\)$/);
    }
  });

  it('points a truncated file just after its last character', () => {
    expect(() => parseJson('{\n  "a": ')).toThrow(/\(line 2, column 7\)$/);
  });

  it('counts columns from 1 on every line', () => {
    expect(lineColumnAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
