// Patch: the post-build pass that removes NUL bytes from built HTML; why, for which versions, and its check: `patch` below.
import type { HtmlPass } from '../html/htmlFiles';
import type { Patch } from './patch';

export const patch: Patch = {
  id: 'nulBytes',
  group: 'output',
  upstream: { 'react-dom': '^18.3.1' },
  reason: "React 18's streaming server renderer can leave NUL padding bytes in built HTML; they are removed",
  check: null,
  correctness: 'NUL bytes are invalid HTML (__tests__/e2e/htmlValid.spec.ts); the pass is a no-op once React stops padding',
};

export const stripNulBytes: HtmlPass = { name: 'strip NUL bytes', run: (html) => html.replaceAll('\u0000', '') };
