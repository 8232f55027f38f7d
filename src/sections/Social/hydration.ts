/** How Social hydrates. Its server HTML is final: text, images and plain links only. */
import type { HydrationMode } from '../hydrationMode';

export const hydration: HydrationMode = 'never';
