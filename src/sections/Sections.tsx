/**
 * Dispatcher: renders a page's sections in content order, each by the component registered for its GraphQL type, inside
 * its own Suspense boundary: React hydrates every section as a separate slice as soon as its chunk arrives. Static kinds
 * keep their server HTML on the first page and load no code; interactive kinds after the opening section load and
 * hydrate as they approach the viewport (HydrateOnApproach).
 */
import React, { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { isStaticSection, sectionLoaders } from './index';
import { StaticSection } from './StaticSection';
import { HydrateOnApproach } from './HydrateOnApproach';
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
        const key = i + offset;
        const element = <Component section={section} index={key} />;
        if (isStaticSection(section)) {
          return (
            <StaticSection key={key}>
              <Suspense fallback={null}>{element}</Suspense>
            </StaticSection>
          );
        }
        if (key > 0) return <HydrateOnApproach key={key}>{element}</HydrateOnApproach>;
        return (
          <Suspense key={key} fallback={null}>
            {element}
          </Suspense>
        );
      })}
    </>
  );
}
