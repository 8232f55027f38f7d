/** Dispatcher: renders a page's sections in content order, each by the component registered for its GraphQL type. */
import React from 'react';
import { sectionComponents } from './index';
import type { SectionData, SectionProps, SectionTypename } from './types';

function renderSection<T extends SectionTypename>(section: SectionProps<T>['section'], index: number) {
  const Component = sectionComponents[section.__typename as T] as React.ComponentType<SectionProps<T>> | undefined;
  if (!Component) throw new Error(`No component registered for section type ${section.__typename} (src/sections/index.ts)`);
  return <Component key={index} section={section} index={index} />;
}

export function Sections({ sections, offset = 0 }: { sections: readonly SectionData[]; offset?: number }) {
  return <>{sections.map((section, i) => renderSection(section, i + offset))}</>;
}
