/** A section's landmark and its heading, tied by the heading's id: every section kind frames its content with these two. */
import type { ReactNode } from 'react';
import { graphql } from 'gatsby';
import { sectionHeadingId } from './sectionHeadingId';

interface SectionLandmarkProps {
  /** Section kind, written to `data-section` (styles and tests find sections by it). */
  name: string;
  /** Position on the page: the landmark is labelled by that position's heading. */
  index: number;
  className?: string;
  /** `nav` for a section that is navigation (the "Next case" link). */
  as?: 'section' | 'nav';
  children: ReactNode;
}

export function SectionLandmark({ name, index, className, as: Landmark = 'section', children }: SectionLandmarkProps) {
  return (
    <Landmark data-section={name} className={className} aria-labelledby={sectionHeadingId(index)}>
      {children}
    </Landmark>
  );
}

/** The heading in a box of its own with what stands by it (intro text, arrows), for a layout that places that box. */
export function SectionHeader({
  index,
  heading,
  className,
  headingClassName,
  children,
}: {
  index: number;
  heading: ReactNode;
  className: string;
  headingClassName: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <SectionHeading index={index} className={headingClassName}>
        {heading}
      </SectionHeading>
      {children}
    </div>
  );
}

/** The heading that labels the landmark: h1 when the section opens the page, h2 after. */
export function SectionHeading({ index, className, children }: { index: number; className?: string; children: ReactNode }) {
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <Heading id={sectionHeadingId(index)} className={className}>
      {children}
    </Heading>
  );
}

/** A section's heading and the line of text under it, from any props type with both (the SectionIntro interface, generated from the content model). */
export const sectionIntroFragment = graphql`
  fragment SectionIntroFields on SectionIntro {
    heading
    text
  }
`;
