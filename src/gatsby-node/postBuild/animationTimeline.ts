/** Build check: no built CSS rule resets its own scroll timeline with an `animation` shorthand written after it (the hero's width motion died of that, issue 32). */
import fs from 'node:fs';
import path from 'node:path';

/** Property names of a declaration block, in order (values with `;` inside url() or strings only add names that are never `animation`). */
const propertyNames = (block: string): string[] =>
  block
    .split(';')
    .map((declaration) => declaration.slice(0, declaration.indexOf(':')).trim().toLowerCase())
    .filter(Boolean);

/**
 * The selectors of the rules in a stylesheet where the `animation` shorthand follows `animation-timeline`: the shorthand
 * resets the timeline to the document's time, so a scroll-driven animation runs once at load and ends at its last frame.
 */
export function shorthandsAfterTimeline(css: string): string[] {
  const offenders: string[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of withoutComments.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    const names = propertyNames(match[2]);
    const timeline = names.indexOf('animation-timeline');
    if (timeline !== -1 && names.lastIndexOf('animation') > timeline) offenders.push(match[1].trim());
  }
  return offenders;
}

/** The stylesheets at the top of public/ that built pages link (an earlier build's files may linger there, unused). */
function linkedStylesheets(publicDir: string): string[] {
  const linked = new Set<string>();
  const pages = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const page of pages)
    for (const match of fs.readFileSync(page, 'utf8').matchAll(/\/([\w.-]+\.css)\b/g))
      if (fs.existsSync(path.join(publicDir, match[1]))) linked.add(match[1]);
  return [...linked].sort();
}

/** Throws, naming file and selector, if a stylesheet the pages link (Gatsby writes the site's CSS at the top of public/) has such a rule. */
export function checkAnimationTimelines(publicDir: string): number {
  const sheets = linkedStylesheets(publicDir);
  if (sheets.length === 0)
    throw new Error('no built page links a stylesheet at the top of public/: the scroll-timeline check has nothing to read');
  const problems = sheets.flatMap((name) =>
    shorthandsAfterTimeline(fs.readFileSync(path.join(publicDir, name), 'utf8')).map((selector) => `public/${name}: ${selector}`),
  );
  if (problems.length > 0)
    throw new Error(
      `the \`animation\` shorthand comes after \`animation-timeline\` and resets it, so the scroll animation never runs. Write animation longhands (animation-name, -duration, -timing-function, -fill-mode) in the source: ${problems.join('; ')}`,
    );
  return sheets.length;
}
