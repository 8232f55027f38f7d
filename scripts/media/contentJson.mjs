// Writes what a media script knows about its pictures (their alt text) back into a content JSON file, in the format of
// the content files (two-space JSON, final newline), and leaves the file untouched when nothing changed.
import fs from 'node:fs';

/** `change(data)` edits the parsed file in place and returns false when it changed nothing. */
export function updateContentJson(file, change) {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (change(data) === false) return;
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
