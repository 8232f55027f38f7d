/** Develop only (loaded by gatsby-browser when NODE_ENV is development): a banner listing the content problems of the last saves. */
import { CONTENT_PROBLEMS_PATH } from './contentProblemsPath';

const BANNER_ID = 'content-problems';

/** Fills (or removes) the banner for a list of "file: path: message" lines. */
export function renderBanner(doc: Document, problems: string[]): void {
  let banner = doc.getElementById(BANNER_ID);
  if (problems.length === 0) {
    banner?.remove();
    return;
  }
  if (!banner) {
    banner = doc.createElement('aside');
    banner.id = BANNER_ID;
    banner.setAttribute('role', 'alert');
    banner.setAttribute('aria-label', 'Content problems');
    banner.style.cssText =
      'position:fixed;inset:auto 0 0 0;z-index:2147483647;max-height:40vh;overflow:auto;margin:0;padding:12px 16px;background:#5c0d12;color:#fff;font:14px/1.45 ui-monospace,monospace;box-shadow:0 -4px 16px rgba(0,0,0,.3)';
    doc.body.appendChild(banner);
  }
  const heading = doc.createElement('strong');
  heading.textContent = `Content check: ${problems.length} problem${problems.length === 1 ? '' : 's'} (the page shows the last good version)`;
  const list = doc.createElement('ul');
  list.style.cssText = 'margin:6px 0 0;padding-left:20px';
  for (const line of problems) {
    const item = doc.createElement('li');
    item.textContent = line;
    list.appendChild(item);
  }
  banner.replaceChildren(heading, list);
}

/** Polls the develop server once a second and keeps the banner in step. */
export function startContentProblemsBanner(win: Window = window): void {
  let last = '';
  const poll = async () => {
    try {
      const response = await win.fetch(CONTENT_PROBLEMS_PATH, { cache: 'no-store' });
      const { problems } = (await response.json()) as { problems: string[] };
      const key = problems.join('\n');
      if (key !== last) renderBanner(win.document, problems);
      last = key;
    } catch {
      // develop server restarting: try again on the next tick
    }
    win.setTimeout(poll, 1000);
  };
  void poll();
}
