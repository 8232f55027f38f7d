/** How Talk hydrates. Interactive: it loads its code and hydrates as it approaches the viewport (at once when it opens the page). */
import type { HydrationMode } from '../hydrationMode';

export const hydration: HydrationMode = 'visible';
