/**
 * The listing's first-paint script (src/lib/listingFirstPaintScript.ts) as it belongs in the page: in the server HTML only.
 * The browser never runs a script React renders, so its bundle leaves the text out: Gatsby 5.16 defines
 * process.env.BUILD_STAGE per webpack stage, and webpack drops the branch it can never take. Hydration keeps the server's
 * script as it is (suppressHydrationWarning).
 */
import { LISTING_FIRST_PAINT } from '../lib/listingFirstPaintScript';

export function ListingFirstPaint() {
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html' ? LISTING_FIRST_PAINT : '',
      }}
    />
  );
}
