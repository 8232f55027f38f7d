/** The frame of a section whose heading comes first: a landmark labelled by its heading, an optional kicker above the heading. */
import type { ReactNode } from 'react';
import { SectionHeading, SectionLandmark } from './SectionLandmark';

interface HeadedSectionProps {
  /** Section kind, written to `data-section` (styles and tests find sections by it). */
  name: string;
  /** Position on the page: 0 gets the h1. */
  index: number;
  heading: ReactNode;
  className: string;
  /** Classes of the heading and the kicker: usually the kind's style module, whose `.heading` and `.kicker` they are. */
  classes?: { readonly heading?: string; readonly kicker?: string };
  /** Small label above the heading. */
  kicker?: ReactNode;
  /** `nav` for a section that is navigation (the "Next case" link). */
  as?: 'section' | 'nav';
  children: ReactNode;
}

export function HeadedSection({ name, index, heading, className, classes = {}, kicker, as, children }: HeadedSectionProps) {
  return (
    <SectionLandmark name={name} index={index} className={className} as={as}>
      {kicker ? <p className={classes.kicker}>{kicker}</p> : null}
      <SectionHeading index={index} className={classes.heading}>
        {heading}
      </SectionHeading>
      {children}
    </SectionLandmark>
  );
}
