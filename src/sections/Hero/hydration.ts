/** How a hero hydrates: a video is a hero's only behaviour, so without one its server HTML is final; with one it hydrates with the page. */
import type { SectionHydration } from '../hydrationMode';

export const hydration: SectionHydration<'HeroSection'> = (section) => (section.heroProps.scrollMedia?.video ? 'load' : 'never');
