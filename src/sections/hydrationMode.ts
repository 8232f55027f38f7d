/**
 * How a section kind hydrates, declared in its own folder (`<Name>/hydration.ts`): 'never' keeps the server HTML and
 * loads no code (StaticSection; a jest check fails if such a kind has handlers, state, effects or refs), 'visible'
 * loads and hydrates as the section approaches the viewport, 'intent' only once the visitor reaches for it (points at,
 * touches or tabs into it, presses in it, or a link names one of its anchors), 'load' with the page. A kind may decide per section.
 */
import type { SectionOf, SectionTypename } from './types';

export type HydrationMode = 'never' | 'visible' | 'intent' | 'load';

export type SectionHydration<T extends SectionTypename> = HydrationMode | ((section: SectionOf<T>) => HydrationMode);
