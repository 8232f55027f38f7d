// Patch (build output, checked on react-dom 18.3.1 with gatsby 5.16.1): React's streaming renderer can leave NUL padding bytes in built HTML.
/**
 * React 18's streaming server renderer can leave NUL padding bytes before a multi-byte character that straddles one of
 * its output chunks (seen before a '…' on /cases/). The text around them is intact, so the padding is removed. No
 * shape check: when React stops padding, the pass changes nothing (the HTML validity test would show NULs without it).
 */
import type { HtmlPass } from '../gatsby-node/postBuild/htmlFiles';

export const stripNulBytes: HtmlPass = { name: 'strip NUL bytes', run: (html) => html.replaceAll('\u0000', '') };
