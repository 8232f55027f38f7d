/** Builds a throwaway content folder from the real one, with edits, for content-check tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const realContent = path.resolve(__dirname, '../../content');

/** Copies content/ to a temp dir and returns its path plus a helper to rewrite one JSON file. */
export function copyContent() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  const content = path.join(dir, 'content');
  fs.cpSync(realContent, content, { recursive: true });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- content JSON of any shape is edited in place
  const edit = (file: string, change: (data: Record<string, any>) => void) => {
    const full = path.join(content, file);
    const data = JSON.parse(fs.readFileSync(full, 'utf8'));
    change(data);
    fs.writeFileSync(full, JSON.stringify(data, null, 2));
  };
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
    fs.writeFileSync(path.join(content, file), text);
  };
  return { root: dir, content, edit, write };
}
