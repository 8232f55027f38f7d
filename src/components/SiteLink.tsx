/** Gatsby's Link in the page's language: every internal link goes through it, so a German page leads to German pages (content and the shell name English paths; GraphQL paths pass unchanged). */
import { Link, type GatsbyLinkProps } from 'gatsby';
import { useLocalizedPath } from './usePageLanguage';

export function SiteLink({ to, ...rest }: Omit<GatsbyLinkProps<unknown>, 'ref'>) {
  return <Link to={useLocalizedPath()(to)} {...rest} />;
}
