/** Schema of content/site.en.json: sitewide settings. */
import { z } from 'zod';
import { generatedFile, href, id, int, obj, objList, text } from './kit';
import { link } from './common';
import { siteCopy } from './copy';

export const siteSettings = z
  .strictObject({
    agencyName: text('Agency name'),
    tagline: text('One-line positioning'),
    siteUrl: z.string().regex(/^https:\/\/[^/]+$/, 'must be an https origin without trailing slash'),
    contactEmail: z.email().meta({ description: 'Address for the mailto fallback and footer' }),
    sayHelloUrl: href('External form the Say Hello button opens'),
    foundingYear: int(
      'Year the agency was founded; the copyright year and the years in business ({yearsSinceFounding} in page copy) follow from it and the build date',
    ),
    nav: z.array(link).min(1).meta({ description: 'Header navigation' }),
    footerLinks: z.array(link).meta({ description: 'Footer link list' }),
    socialLinks: z.array(link).meta({ description: 'External social profiles (open in a new tab)' }),
    pdf: obj('SitePdf', 'The main presentation', {
      main: generatedFile('Path of the main presentation under /pdf/main/ (generated at build)'),
      fileName: text('File name the download is saved under'),
    }),
    serviceGroups: objList('ServiceGroup', 'A group on /services', {
      id: id('Group id used by services'),
      title: text('Heading'),
      text: text('Intro line'),
    }).meta({ description: 'Groups of the /services listing, in order' }),
    copy: siteCopy,
  })
  .meta({ description: 'Sitewide settings from content/site.en.json' });

export type SiteSettings = z.infer<typeof siteSettings>;
