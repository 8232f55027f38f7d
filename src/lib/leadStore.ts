/** Durable lead storage for the contact endpoint: one JSON line per lead, appended and fsynced before the caller answers. */
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const leadsFile = (dir: string) => path.join(dir, 'leads.jsonl');

/** Writes are serialised per process, so concurrent leads never interleave inside a line. */
const queue = globalThis as typeof globalThis & { __oaklineLeadQueue?: Promise<unknown> };

async function appendDurably(file: string, line: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.open(file, 'a');
  try {
    await handle.appendFile(line, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Appends `record` as one JSON line to `${dir}/leads.jsonl` and resolves only once it is on disk. */
export function storeLead(dir: string, record: object): Promise<void> {
  const line = `${JSON.stringify(record)}\n`;
  const previous = queue.__oaklineLeadQueue ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => appendDurably(leadsFile(dir), line));
  queue.__oaklineLeadQueue = next;
  return next;
}

/** Sends a stored lead to a webhook; failures are reported to the caller, who only logs them. */
export async function forwardLead(url: string, record: object, timeoutMs = 5000): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(record),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
