/** How AudienceTestimonials hydrates. Its code only switches tabs, so it loads once the visitor reaches for a tab (a press before it arrives is held and replayed), not as the section nears the viewport: on a phone it sits close enough to the top to cost every service page that shows it 2.9 kB of first-load JavaScript. */
import type { HydrationMode } from '../hydrationMode';

export const hydration: HydrationMode = 'intent';
