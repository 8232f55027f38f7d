/** The frame of every listing (/cases, /blog and their category and kind pages): breadcrumbs, heading and lead over the listing itself. */
import type { ReactNode } from 'react';
import type { Crumb } from '../../lib/breadcrumbs';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import * as styles from './Listing.module.scss';

interface ListingPageProps {
  crumbs: readonly Crumb[];
  heading: string;
  lead: ReactNode;
  /** Anything the header holds after the lead (the blog's feed link). */
  headerEnd?: ReactNode;
  children: ReactNode;
}

export function ListingPage({ crumbs, heading, lead, headerEnd, children }: ListingPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Breadcrumbs crumbs={crumbs} />
        <h1>{heading}</h1>
        <p className={styles.lead}>{lead}</p>
        {headerEnd}
      </header>
      {children}
    </div>
  );
}
