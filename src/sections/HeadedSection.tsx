/** The frame the case sections share: a landmark labelled by its heading (h1 when the section opens the page, h2 after), an optional kicker above the heading. */
import type { ReactNode } from 'react';
import { sectionHeadingId } from './sectionHeadingId';

interface HeadedSectionProps {
  /** Section kind, written to `data-section` (styles and tests find sections by it). */
  name: string;
  /** Position on the page: 0 gets the h1. */
  index: number;
  heading: ReactNode;
  className: string;
  headingClassName: string;
  /** Small label above the heading. */
  kicker?: ReactNode;
  kickerClassName?: string;
  /** `nav` for a section that is navigation (the "Next case" link). */
  as?: 'section' | 'nav';
  children: ReactNode;
}

export function HeadedSection({
  name,
  index,
  heading,
  className,
  headingClassName,
  kicker,
  kickerClassName,
  as: Landmark = 'section',
  children,
}: HeadedSectionProps) {
  const Heading = index === 0 ? 'h1' : 'h2';
  const headingId = sectionHeadingId(index);
  return (
    <Landmark data-section={name} className={className} aria-labelledby={headingId}>
      {kicker ? <p className={kickerClassName}>{kicker}</p> : null}
      <Heading id={headingId} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </Landmark>
  );
}
