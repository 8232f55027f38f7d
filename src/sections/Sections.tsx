/**
 * Dispatcher: renders a page's sections in content order, each by the component registered for its GraphQL type, inside
 * its own Suspense boundary: React hydrates every section as a separate slice as soon as its chunk arrives. Static kinds
 * keep their server HTML on the first page and load no code.
 */
import React, { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { sectionLoaders, staticSections } from './index';
import { StaticSection } from './StaticSection';
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

export function Sections({ sections, offset = 0 }: { sections: readonly SectionData[]; offset?: number }) {
  return (
    <>
      {sections.map((section, i) => {
        const Component = lazySection(section.__typename);
        const rendered = (
          <Suspense key={i + offset} fallback={null}>
            <Component section={section as SectionProps<SectionTypename>['section']} index={i + offset} />
          </Suspense>
        );
        return staticSections.has(section.__typename) ? <StaticSection key={i + offset}>{rendered}</StaticSection> : rendered;
      })}
    </>
  );
}
