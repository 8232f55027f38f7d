/** Social section: the Say Hello form, the agency's social profiles (new tab) and links to site pages. */
import { graphql } from 'gatsby';
import { ContentLink, ContentLinkList } from '../../components/ContentLink';
import { useSiteSettings } from '../../components/useSiteSettings';
import type { SectionProps } from '../types';
import * as styles from './Social.module.scss';
import { SectionHeader, SectionLandmark } from '../SectionLandmark';

export function Social({ section, index }: SectionProps<'SocialSection'>) {
  const { heading, text, pageLinks } = section.socialProps;
  const site = useSiteSettings();
  const copy = site.copy.sections;
  return (
    <SectionLandmark name="Social" index={index} className={styles.social}>
      <SectionHeader index={index} heading={heading} className={styles.intro} headingClassName={styles.heading}>
        {text ? <p className={styles.text}>{text}</p> : null}
      </SectionHeader>
      <div className={styles.columns}>
        <div className={styles.column}>
          <h3 className={styles.columnTitle}>{copy.writeToUs}</h3>
          <ContentLink href={site.sayHelloUrl} className={styles.sayHello}>
            {site.copy.layout.sayHello}
          </ContentLink>
        </div>
        {site.socialLinks.length > 0 ? (
          <div className={styles.column}>
            <h3 className={styles.columnTitle}>{copy.followUs}</h3>
            <ul className={styles.list}>
              {site.socialLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {link.label}
                    <span className="visually-hidden"> {site.copy.layout.newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <nav className={styles.column} aria-label={copy.sitePages}>
          <h3 className={styles.columnTitle}>{copy.explorePages}</h3>
          <ContentLinkList links={pageLinks} className={styles.list} linkClassName={styles.link} />
        </nav>
      </div>
    </SectionLandmark>
  );
}

export const fragment = graphql`
  fragment SocialSectionFields on SocialSection {
    socialProps {
      ...SectionIntroFields
      pageLinks {
        label
        href
      }
    }
  }
`;
