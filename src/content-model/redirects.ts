/** Schema of content/redirects.json: where an old address leads (a renamed or removed page), edited in the CMS like any content. */
import { z } from 'zod';
import { obj, text } from './kit';
import { normalPath } from '../lib/redirects';

/** The file, relative to the content folder; a content folder without it has no redirects. */
export const REDIRECTS_FILE = 'redirects.json';
/** Every address the site has published, kept by the build (src/gatsby-node/postBuild/addresses.ts), never by hand. */
export const ADDRESSES_FILE = 'addresses.json';
/** Files at the top of the content folder that are not content records (no GraphQL node, no page). */
export const NOT_RECORDS = [REDIRECTS_FILE, ADDRESSES_FILE];

const redirect = obj('Redirect', 'An old address and where it leads now', {
  from: z
    .string()
    .regex(/^\/[^\s?#]*$/, 'must be a path starting with "/" (no query string or spaces)')
    .meta({ description: 'The old address, e.g. /services/ux-audit/ (a missing trailing slash is added, as the site does)' }),
  to: z
    .string()
    .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, 'must start with "/", "https://" or "http://"')
    .meta({ description: 'Where it leads now: a page of this site (/services/ux-review/) or a full https:// address' }),
  note: text('Why it exists (e.g. "service renamed")').optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
    .optional()
    .meta({ description: 'When the old address stopped being a page (YYYY-MM-DD)' }),
});

export const redirectsFile = z
  .strictObject({
    redirects: z
      .array(redirect)
      .superRefine((list, context) => {
        const first = new Map<string, number>();
        list.forEach(({ from }, i) => {
          const address = normalPath(from);
          const earlier = first.get(address);
          if (earlier === undefined) first.set(address, i);
          else context.addIssue({ code: 'custom', path: [i, 'from'], message: `${address} already redirects in redirects[${earlier}]` });
        });
      })
      .meta({ description: 'Old addresses and where they lead; the server answers each with a permanent (301) redirect' }),
  })
  .meta({ description: 'Redirects from content/redirects.json' });

export type RedirectsFile = z.infer<typeof redirectsFile>;
export type RedirectEntry = RedirectsFile['redirects'][number];
