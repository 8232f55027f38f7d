/** One card of a section's list: what leads it (a figure, an icon), its heading (h3) and text, and what follows (a value). */
import type { CSSProperties, ReactNode } from 'react';

interface TextCardProps {
  className: string;
  style?: CSSProperties;
  /** Classes of the heading and text: usually the section's style module, whose `.title` and `.text` they are. */
  classes: { readonly title?: string; readonly text?: string };
  /** Shown above the heading. */
  lead?: ReactNode;
  /** The card's heading (h3); none when empty. */
  title?: ReactNode;
  /** The card's paragraph; none when empty. */
  text?: ReactNode;
  /** Shown after the text. */
  children?: ReactNode;
}

export function TextCard({ className, style, classes, lead, title, text, children }: TextCardProps) {
  return (
    <li className={className} style={style}>
      {lead}
      {title ? <h3 className={classes.title}>{title}</h3> : null}
      {text ? <p className={classes.text}>{text}</p> : null}
      {children}
    </li>
  );
}
