/**
 * The embedded lead store for a single server: `leads.jsonl` (one lead per line) and `deliveries.jsonl` (outbox
 * events, last one per lead and channel wins) in LEADS_DIR. Writes are group-committed: one fdatasync per batch.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { groupCommit } from './groupCommit';
import {
  countUndelivered,
  emptyOutboxState,
  type Channel,
  type Delivery,
  type DueDelivery,
  type LeadRecord,
  type LeadStore,
  type LeadWithDeliveries,
  type Removed,
  readLead,
  type StoredLead,
} from './store';

export const leadsFile = (dir: string) => path.join(dir, 'leads.jsonl');
export const deliveriesFile = (dir: string) => path.join(dir, 'deliveries.jsonl');

/** Cuts a line a crash left half-written (it was never acknowledged), so every line of the file parses again. */
export async function repairTornTail(file: string): Promise<number> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'r+');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    let end = size;
    const chunk = Buffer.alloc(4096);
    while (end > 0) {
      const start = Math.max(0, end - chunk.length);
      const { bytesRead } = await handle.read(chunk, 0, end - start, start);
      const newline = chunk.subarray(0, bytesRead).lastIndexOf(0x0a);
      if (newline >= 0) {
        end = start + newline + 1;
        break;
      }
      end = start;
    }
    if (end < size) await handle.truncate(end);
    return size - end;
  } finally {
    await handle.close();
  }
}

/** Parsed lines of a JSONL file, skipping none: a line that does not parse is an error naming the file and line. */
async function* readLines<T>(file: string): AsyncGenerator<T> {
  let stream;
  try {
    await fs.access(file);
    stream = createReadStream(file, 'utf8');
  } catch {
    return;
  }
  let number = 0;
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
    number += 1;
    if (!line) continue;
    try {
      yield JSON.parse(line) as T;
    } catch {
      throw new Error(`${file}:${number}: not a JSON line`);
    }
  }
}

/** The leads of a leads file, each as readers see it (./store.ts readLead). */
async function* readLeads(file: string): AsyncGenerator<LeadRecord> {
  for await (const stored of readLines<StoredLead>(file)) yield readLead(stored);
}

interface Pending {
  delivery: Delivery;
  lead: LeadRecord;
  leasedUntil: number;
}

const key = (leadId: string, channel: Channel) => `${leadId} ${channel}`;
const deliveryLine = (d: Delivery) => `${JSON.stringify({ ...d, nextAttemptAt: new Date(d.nextAttemptAt).toISOString() })}\n`;
const parseDelivery = (raw: Delivery & { nextAttemptAt: number | string }): Delivery => ({
  ...raw,
  nextAttemptAt: new Date(raw.nextAttemptAt).getTime(),
});

export function fileLeadStore(dir: string): LeadStore {
  let files: { leads: fs.FileHandle; deliveries: fs.FileHandle } | null = null;
  let opening: Promise<{ leads: fs.FileHandle; deliveries: fs.FileHandle }> | null = null;
  let pending: Map<string, Pending> | null = null;

  /** Opened on first use and again after a failure, so a store that was unwritable recovers without a restart. */
  const open = () =>
    (opening ??= (async () => {
      await fs.mkdir(dir, { recursive: true });
      const torn = (await repairTornTail(leadsFile(dir))) + (await repairTornTail(deliveriesFile(dir)));
      if (torn > 0) console.warn(`lead store: removed ${torn} bytes of a write interrupted by a crash (never acknowledged) in ${dir}`);
      const leads = await fs.open(leadsFile(dir), 'a');
      const deliveries = await fs.open(deliveriesFile(dir), 'a').catch(async (error: unknown) => {
        await leads.close();
        throw error;
      });
      files = { leads, deliveries };
      return files;
    })().catch((error: unknown) => {
      opening = null;
      throw error;
    }));

  /** Appends share the files; a rewrite (purge, erasure) waits for them to finish and holds new ones until it is done. */
  let writers = 0;
  let rewriting: Promise<void> | null = null;
  let writersDone: (() => void) | null = null;

  const withFiles = async <T>(work: (f: { leads: fs.FileHandle; deliveries: fs.FileHandle }) => Promise<T>): Promise<T> => {
    while (rewriting) await rewriting;
    writers += 1;
    try {
      const handles = files ?? (await open());
      try {
        return await work(handles);
      } catch (error) {
        files = null;
        opening = null;
        await Promise.allSettled([handles.leads.close(), handles.deliveries.close()]);
        throw error;
      }
    } finally {
      writers -= 1;
      if (writers === 0) writersDone?.();
    }
  };

  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    while (rewriting) await rewriting;
    let release = () => undefined as void;
    rewriting = new Promise<void>((resolve) => (release = resolve));
    try {
      if (writers > 0) await new Promise<void>((resolve) => (writersDone = resolve));
      writersDone = null;
      return await work();
    } finally {
      rewriting = null;
      release();
    }
  };

  /** Writes `text` to a new file beside `file`, syncs it and renames it over `file`, so a crash leaves the old or the new file whole. */
  const replaceFile = async (file: string, text: string) => {
    const temp = `${file}.rewrite`;
    const handle = await fs.open(temp, 'w');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
    const folder = await fs.open(dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  };

  /** Rewrites both files without the leads `drop` selects and without their delivery events; the next append reopens them. */
  const removeLeads = (drop: (lead: StoredLead) => boolean): Promise<Removed> =>
    exclusive(async () => {
      const handles = files;
      files = null;
      opening = null;
      if (handles) await Promise.allSettled([handles.leads.close(), handles.deliveries.close()]);
      await repairTornTail(leadsFile(dir));
      await repairTornTail(deliveriesFile(dir));
      const kept: string[] = [];
      const dropped = new Set<string>();
      for await (const lead of readLines<StoredLead>(leadsFile(dir))) {
        if (drop(lead)) dropped.add(lead.id);
        else kept.push(`${JSON.stringify(lead)}\n`);
      }
      if (dropped.size === 0) return { leads: 0, deliveries: 0 };
      const keptEvents: string[] = [];
      const droppedDeliveries = new Set<string>();
      for await (const event of readLines<Delivery & { nextAttemptAt: string }>(deliveriesFile(dir))) {
        if (dropped.has(event.leadId)) droppedDeliveries.add(key(event.leadId, event.channel));
        else keptEvents.push(`${JSON.stringify(event)}\n`);
      }
      await replaceFile(deliveriesFile(dir), keptEvents.join(''));
      await replaceFile(leadsFile(dir), kept.join(''));
      if (pending) for (const [k, entry] of pending) if (dropped.has(entry.lead.id)) pending.delete(k);
      return { leads: dropped.size, deliveries: droppedDeliveries.size };
    });

  /** Outbox lines are written (and synced) before the lead lines: a crash between the two leaves an orphan event, never an undelivered lead. */
  const leadCommit = groupCommit<{ lead: LeadRecord; channels: readonly Channel[] }>((items) =>
    withFiles(async ({ leads, deliveries }) => {
      const events = items.flatMap(({ lead, channels }) =>
        channels.map((channel) =>
          deliveryLine({ leadId: lead.id, channel, status: 'pending', attempts: 0, nextAttemptAt: Date.parse(lead.receivedAt) }),
        ),
      );
      if (events.length > 0) {
        await deliveries.appendFile(events.join(''), 'utf8');
        await deliveries.datasync();
      }
      await leads.appendFile(items.map(({ lead }) => `${JSON.stringify(lead)}\n`).join(''), 'utf8');
      await leads.datasync();
      if (pending)
        for (const { lead, channels } of items)
          for (const channel of channels)
            pending.set(key(lead.id, channel), {
              lead,
              delivery: { leadId: lead.id, channel, status: 'pending', attempts: 0, nextAttemptAt: Date.parse(lead.receivedAt) },
              leasedUntil: 0,
            });
    }),
  );

  /**
   * An outcome is written only while its delivery is still pending here: one that ends after an erasure or a purge
   * removed its lead is dropped, so no line of an erased lead comes back. (The flush runs after any rewrite has ended.)
   */
  const deliveryCommit = groupCommit<Delivery>((items) =>
    withFiles(async ({ deliveries }) => {
      const live = pending ? items.filter((d) => pending?.has(key(d.leadId, d.channel))) : items;
      if (live.length === 0) return;
      await deliveries.appendFile(live.map(deliveryLine).join(''), 'utf8');
      await deliveries.datasync();
    }),
  );

  const readDeliveries = async () => {
    const latest = new Map<string, Delivery>();
    for await (const raw of readLines<Delivery & { nextAttemptAt: string }>(deliveriesFile(dir)))
      latest.set(key(raw.leadId, raw.channel), parseDelivery(raw));
    return latest;
  };

  /** Rebuilt from the files once per process: the deliveries still pending, with their leads. */
  const loadPending = async () => {
    if (pending) return pending;
    await leadCommit.drain();
    const open = new Map<string, Delivery>();
    for (const [k, d] of await readDeliveries()) if (d.status === 'pending') open.set(k, d);
    const loaded = new Map<string, Pending>();
    if (open.size > 0) {
      const waiting = new Set([...open.values()].map((d) => d.leadId));
      for await (const lead of readLeads(leadsFile(dir))) {
        if (!waiting.has(lead.id)) continue;
        for (const d of open.values())
          if (d.leadId === lead.id) loaded.set(key(d.leadId, d.channel), { delivery: d, lead, leasedUntil: 0 });
      }
    }
    pending ??= loaded;
    return pending;
  };

  return {
    kind: 'file',
    location: path.resolve(dir),
    async open() {
      if (!files) await open();
    },
    add: (lead, channels) => leadCommit.add({ lead, channels }),
    async claimDue(now, limit, leaseMs) {
      const due: DueDelivery[] = [];
      for (const entry of (await loadPending()).values()) {
        if (due.length >= limit) break;
        if (entry.delivery.nextAttemptAt > now || entry.leasedUntil > now) continue;
        entry.leasedUntil = now + leaseMs;
        due.push({ delivery: { ...entry.delivery }, lead: entry.lead });
      }
      return due;
    },
    async record(delivery) {
      await deliveryCommit.add(delivery);
      const map = await loadPending();
      const k = key(delivery.leadId, delivery.channel);
      const entry = map.get(k);
      if (delivery.status === 'delivered') map.delete(k);
      else if (entry) map.set(k, { ...entry, delivery, leasedUntil: 0 });
    },
    /** Read while appends wait (as for a rewrite), so the export never meets a half-written line and every lead has its deliveries. */
    async list() {
      await leadCommit.drain();
      return exclusive(async () => {
        const deliveries = await readDeliveries();
        const byLead = new Map<string, Delivery[]>();
        for (const d of deliveries.values()) byLead.set(d.leadId, [...(byLead.get(d.leadId) ?? []), d]);
        const out: LeadWithDeliveries[] = [];
        for await (const lead of readLeads(leadsFile(dir))) out.push({ lead, deliveries: byLead.get(lead.id) ?? [] });
        return out;
      });
    },
    /** From the pending deliveries this process keeps in memory (the single writer's view, so nothing is read from disk). */
    async outboxState() {
      const state = emptyOutboxState();
      for (const { delivery, lead } of (await loadPending()).values()) countUndelivered(state, delivery, Date.parse(lead.receivedAt));
      return state;
    },
    purge: (before) => removeLeads((lead) => Date.parse(lead.receivedAt) < before),
    erase(email) {
      const wanted = email.trim().toLowerCase();
      return removeLeads((lead) => lead.email.trim().toLowerCase() === wanted);
    },
    async secret() {
      const file = path.join(dir, 'form-token.key');
      await fs.mkdir(dir, { recursive: true });
      try {
        await fs.writeFile(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      return (await fs.readFile(file, 'utf8')).trim();
    },
    async close() {
      await leadCommit.drain();
      await deliveryCommit.drain();
      const handles = files;
      files = null;
      if (handles) await Promise.allSettled([handles.leads.close(), handles.deliveries.close()]);
    },
  };
}
