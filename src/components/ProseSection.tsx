/** A headed part of a long text (a blog article's section, a legal notice's clause): its paragraphs, then its list if it has one. */
import type { ReactNode } from 'react';
import { graphql } from 'gatsby';

interface ProseSectionProps {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[] | null;
  className: string;
  id?: string;
  /** What follows the paragraphs when it is more than text (the legal notice's mail link). */
  children?: ReactNode;
}

/** Each part of a long text, in order (a blog article's body, a legal notice's clauses). */
export function ProseSections({ sections, className }: { sections: readonly Queries.ProseSectionFieldsFragment[]; className: string }) {
  return sections.map((section) => <ProseSection key={section.heading} {...section} className={className} />);
}

export function ProseSection({ heading, paragraphs = [], items, className, id, children }: ProseSectionProps) {
  return (
    <section id={id} className={className}>
      <h2>{heading}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {items?.length ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  );
}

/** The content of a part as ProseSections reads it. */
export const fragment = graphql`
  fragment ProseSectionFields on ProseSectionContent {
    heading
    paragraphs
    items
  }
`;
