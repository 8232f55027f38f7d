/**
 * Dispatcher: renders a page's sections in content order, each by the component registered for its GraphQL type, inside
 * its own Suspense boundary: React hydrates every section as a separate slice as soon as its chunk arrives. How each
 * hydrates is declared in its kind's folder (hydration.ts): 'never' keeps the server HTML on the first page and loads no
 * code; 'load', or any kind opening the page, hydrates at once; 'visible' as it approaches the viewport, 'intent' once the visitor reaches for it (HydrateOnApproach).
 */
import React, { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { hydrationOf, sectionLoaders } from './index';
import { StaticSection } from '../hydration/StaticSection';
import { HydrateOnApproach } from '../hydration/HydrateOnApproach';
import type { SectionData, SectionProps, SectionTypename } from './types';

type AnySectionComponent = ComponentType<SectionProps<SectionTypename>>;
const lazyByType = new Map<SectionTypename, LazyExoticComponent<AnySectionComponent>>();

/** One lazy component per section kind, shared by every page, so a kind's chunk is fetched once. */
function lazySection(type: SectionTypename): LazyExoticComponent<AnySectionComponent> {
  const known = lazyByType.get(type);
  if (known) return known;
  const load = sectionLoaders[type] as () => Promise<AnySectionComponent>;
  const created = React.lazy(() => load().then((component) => ({ default: component })));
  lazyByType.set(type, created);
  return created;
}

interface SectionsProps {
  sections: readonly SectionData[];
  offset?: number;
}

function SectionList({ sections, offset = 0 }: SectionsProps) {
  return (
    <>
      {sections.map((section, i) => {
        const Component = lazySection(section.__typename);
        const key = i + offset;
        const element = <Component section={section} index={key} />;
        const mode = hydrationOf(section);
        if (mode === 'never') {
          return (
            <StaticSection key={key}>
              <Suspense fallback={null}>{element}</Suspense>
            </StaticSection>
          );
        }
        return (
          <HydrateOnApproach key={key} eager={mode === 'load' || key === 0} onApproach={mode !== 'intent'}>
            {element}
          </HydrateOnApproach>
        );
      })}
    </>
  );
}

const sameSections = (a: SectionsProps, b: SectionsProps) =>
  a.offset === b.offset && a.sections.length === b.sections.length && a.sections.every((section, i) => section === b.sections[i]);

/**
 * Re-rendered only when the sections themselves change: an update reaching a section React has not hydrated yet would
 * make it drop that section's server HTML (React error 421). A hash change does not re-render the page at all
 * (src/hydration/PageLocation.tsx).
 */
export const Sections = React.memo(SectionList, sameSections);
