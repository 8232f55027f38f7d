/** The frame of a section whose heading comes first: a landmark labelled by its heading, an optional kicker above it and intro line below it. */
import type { ReactNode } from 'react';
import { SectionHeading, SectionLandmark } from './SectionLandmark';

interface HeadedSectionProps {
  /** Section kind, written to `data-section` (styles and tests find sections by it). */
  name: string;
  /** Position on the page: 0 gets the h1. */
  index: number;
  heading: ReactNode;
  className: string;
  /** Classes of the heading, kicker and intro: usually the kind's style module, whose `.heading`, `.kicker` and `.intro` they are. */
  classes?: { readonly heading?: string; readonly kicker?: string; readonly intro?: string };
  /** Small label above the heading. */
  kicker?: ReactNode;
  /** Line of text under the heading. */
  intro?: ReactNode;
  /** `nav` for a section that is navigation (the "Next case" link). */
  as?: 'section' | 'nav';
  children: ReactNode;
}

export function HeadedSection({ name, index, heading, className, classes = {}, kicker, intro, as, children }: HeadedSectionProps) {
  return (
    <SectionLandmark name={name} index={index} className={className} as={as}>
      {kicker ? <p className={classes.kicker}>{kicker}</p> : null}
      <SectionHeading index={index} className={classes.heading}>
        {heading}
      </SectionHeading>
      {intro ? <p className={classes.intro}>{intro}</p> : null}
      {children}
    </SectionLandmark>
  );
}
