/** Schema of site.en.json `copy`: every label, message and sentence the components and generated PDFs show, checked like all content. */
import { z } from 'zod';
import { json, obj, template, text } from './kit';
import { link } from './common';

const layout = obj('LayoutCopy', 'Layout copy', {
  skipLink: text('Skip link'),
  menu: text('Menu'),
  closeMenu: text('Close menu'),
  mainNav: text('Main nav'),
  footerNav: text('Footer nav'),
  sayHello: text('Say hello'),
  newTab: text('New tab'),
  downloadPdf: text('Download pdf'),
  breadcrumb: text('Breadcrumb'),
  home: text('Home'),
  close: text('Close'),
  tags: text('Tags'),
  duration: text('Duration'),
  rating: template('Spoken label of a review score, wherever one is shown', 'rating'),
  heldPress: text('Announced, and kept in the page, when a press is taken before its part of the page has loaded its code'),
});

const language = obj('LanguageCopy', "The language switcher's words for this file's language, shown on the pages of the other languages", {
  name: text("The language's own name, the switcher's visible text"),
  thisPage: text('Said after the name to screen reader users: where the switcher leads'),
  notYet: text('Shown instead of the switcher on a page that has no twin in this language yet'),
});

const publication = obj('PublicationCopy', 'Dates of cases and blog posts, and the banners previews show on unpublished pages', {
  published: template('Publication date of a case or post', 'date'),
  updated: template('Last-updated date, shown once a case or post was edited', 'date'),
  draftBanner: text('Banner on a draft page (develop and preview builds only; drafts are never published)'),
  scheduledBanner: template('Banner on a page whose publication time is still ahead (develop and preview builds only)', 'when'),
});

const showreel = obj('ShowreelCopy', 'Showreel copy', {
  region: template('Region', 'agency'),
  watch: text('Watch'),
  playing: text('Playing'),
  mute: text('Mute'),
  unmute: text('Unmute'),
  close: text('Close'),
  expand: template('Compact play control on phones that expands the player', 'agency'),
  minimise: text('Button that returns the player to the compact control on phones'),
  captions: text('Label of the caption track'),
  reelOpening: text('Line under the agency name on the showreel opening title (burnt into the video by npm run media)'),
  reelClosing: text('Closing title of the showreel (burnt into the video by npm run media)'),
  reelSound: text('How the captions describe the showreel music, before each scene'),
});

const cms = obj('CmsCopy', 'CMS preview copy', {
  emptyPreview: text('Shown in the preview pane of an entry without sections'),
});

const forms = obj('FormsCopy', 'Forms copy', {
  default: obj('DefaultCopy', 'Default', {
    title: text('Title'),
    description: text('Description'),
    submitLabel: text('Submit label'),
  }),
  pilot: obj('PilotCopy', 'Pilot', {
    title: text('Title'),
    description: text('Description'),
    submitLabel: text('Submit label'),
  }),
  requiredNote: text('Required note'),
  name: text('Name'),
  email: text('Email'),
  company: text('Company'),
  audience: text('Audience'),
  audienceOptions: obj('AudienceOptionsCopy', "Labels of the Pilot form's company-type options", {
    startup: text('Option for startups'),
    smb: text('Option for small and medium businesses'),
    enterprise: text('Option for enterprises'),
  }),
  message: text('Message'),
  honeypot: text('Honeypot'),
  sentTitle: text('Sent title'),
  sentText: text('Sent text'),
  failed: text('Failed'),
  retry: text('Retry'),
  emailUs: template('Email us', 'email'),
  sending: text('Sending'),
  mailSubject: template('Mail subject', 'name'),
  mailSubjectAnonymous: text('Mail subject anonymous'),
  preferEmail: template('Prefer email', 'email'),
  privacyNote: template('One line under every submit button; {link} becomes the link to the privacy notice', 'link'),
  privacyLink: text('Text of that link'),
  privacyNewTab: text('Said to screen readers after the link text: the notice opens in a new tab so the typed message stays'),
  errors: obj('FormErrorsCopy', 'Messages under a field that needs attention (the form and the /api/contact endpoint show the same)', {
    name: text('Name missing'),
    email: text('Email missing'),
    emailInvalid: text('Email not an address'),
    company: text('Company missing'),
    message: text('Message missing'),
    messageShort: template('Message shorter than {min} characters', 'min'),
    links: template('Message with more than {max} links', 'max'),
    tooLong: template('Any field longer than {max} characters', 'max'),
    unreadable: text('A field holding a NUL character or broken Unicode, which no store can keep'),
    audience: text('Pilot form sent without a company type'),
    unknownForm: text('A lead names a form that does not exist'),
    invalid: text(
      'A value the page sends by itself (its address, where the visit came from, its language) that the endpoint cannot accept',
    ),
  }),
});

const home = obj('HomeCopy', 'Home copy', {
  servicesHeading: text('Services heading'),
  servicesLink: text('Services link'),
  casesHeading: text('Cases heading'),
  casesLink: text('Cases link'),
});

const notFound = obj('NotFoundCopy', 'Not found copy', {
  title: text('Title'),
  description: text('Description'),
  heading: text('Heading'),
  lead: text('Lead'),
  links: z.array(link).min(1).meta({ description: 'Links' }),
  searchHeading: text('Search heading'),
  searchLabel: text('Search label'),
  searchPlaceholder: text('Search placeholder'),
  foundOne: template('Found one', 'count'),
  foundMany: template('Found many', 'count'),
});

const servicesPage = obj('ServicesPageCopy', 'Services page copy', {
  title: text('Title'),
  description: text('Description'),
  crumb: text('Crumb'),
  heading: text('Heading'),
  lead: template('Lead', 'count'),
  groupsNav: text('Groups nav'),
  moreGroupTitle: text('More group title'),
  moreGroupText: text('More group text'),
});

/** The count line, filter chips and empty state every filtered listing (cases, blog) words the same way. */
const filteredListing = {
  countFiltered: template('Count filtered', 'shown', 'total'),
  countAll: template('Count all', 'total'),
  countPending: text('Count line while a filtered address is being applied'),
  empty: text('Empty'),
  showAll: text('Show all'),
  filtersLabel: text('Filters label'),
  chipCount: template('Count after a chip, for screen readers', 'count'),
  apply: text('Apply'),
  clear: text('Clear'),
};

const casesPage = obj('CasesPageCopy', 'Cases page copy', {
  title: text('Title'),
  description: text('Description'),
  crumb: text('Crumb'),
  heading: text('Heading'),
  lead: text('Lead'),
  ...filteredListing,
  moreValues: template('Disclosure under a long filter group, closed (e.g. "Show 19 more")', 'count'),
  fewerValues: text('The same disclosure, open'),
});

const caseTemplate = obj('CaseTemplateCopy', 'Case template copy', {
  industries: text('Industries'),
  companyType: text('Company type'),
  projectType: text('Project type'),
  services: text('Services'),
  readStory: text('Read story'),
  moreInCategory: template('More in category', 'category'),
  allCases: text('All cases'),
  views: template('Views', 'count'),
  likes: template('Likes', 'count'),
});

const caseCategory = obj('CaseCategoryCopy', 'Case category copy', {
  heading: template('Heading', 'category'),
  description: template('Search description', 'category', 'agency'),
  lead: template('Lead', 'count', 'category'),
  leadOne: template('Lead one', 'count', 'category'),
  allCases: text('All cases'),
  names: z
    .array(
      obj('CaseCategoryName', 'How the language names one case category', {
        category: text('Category slug, as case files set it (e.g. "healthcare")'),
        name: text('Its name in headings, breadcrumbs and links (e.g. "Healthcare")'),
      }),
    )
    .meta({ description: 'Name of every case category' }),
});

const caseRedirect = obj('CaseRedirectCopy', 'Case redirect copy', {
  heading: text('Heading'),
  text: template('Text', 'link'),
  description: template('Search description', 'path'),
});

const blog = obj('BlogCopy', 'Blog copy', {
  articleKicker: text('Article kicker'),
  byline: template('Byline', 'author', 'position'),
  minRead: template('Min read', 'count'),
  projectLabel: text('Project label'),
  seeProject: text('See project'),
  reviewKicker: text('Review kicker'),
  portrait: template('Portrait', 'name'),
  reviewPdf: text('Review pdf'),
  reviewCases: text('Review cases'),
  backToBlog: text('Link from a post back to the blog listing'),
});

const blogKind = obj('BlogKindCopy', 'How the blog names one kind of post', {
  one: text('The kind on a post card and in the feed, e.g. "Client review"'),
  many: text('The kind as a filter chip and its listing heading, e.g. "Client reviews"'),
  description: text('Search description of the kind listing').max(160, 'must be at most 160 characters'),
  lead: text('Opening line of the kind listing'),
});

const blogPage = obj('BlogPageCopy', 'Blog listing copy (/blog/ and /blog/<kind>/)', {
  title: text('Title'),
  description: text('Search description').max(160, 'must be at most 160 characters'),
  crumb: text('Breadcrumb label of the blog, on every post'),
  heading: text('Heading'),
  lead: text('Lead'),
  kinds: z.strictObject({ review: blogKind, 'case-study': blogKind }).meta({ description: 'Each kind of post' }),
  kindLegend: text('Legend of the kind filter'),
  kindLinks: text('Name of the links to each kind listing, shown instead of the filter without JavaScript'),
  allPosts: text('Link back to the whole blog from a kind listing'),
  ...filteredListing,
  feedTitle: template('Title of the RSS feed, also the name of its link in every page head', 'agency'),
  feedDescription: text('Description of the RSS feed'),
  feedLink: text('Visible link to the RSS feed on the blog'),
});

const sections = obj('SectionsCopy', 'Sections copy', {
  inAdditionHeading: text('In addition heading, when the section sets none'),
  pdfButton: text('PDF download button, when the section sets none'),
  pdfFailed: text('Shown under the PDF download button when the file could not be fetched'),
  pdfDirectLink: template('The direct link to the PDF offered after a failed download', 'fileName'),
  talkHeading: text('Talk block heading, when the section sets none'),
  talkTitle: text('Talk block title, when the section sets none'),
  bigReviewHeading: template('Big review heading', 'name'),
  independentReview: text('Independent review'),
  verifiedReview: text('Verified review'),
  readReview: text('Read review'),
  byReviewer: template('By reviewer', 'name'),
  clutchHeading: text('Clutch heading'),
  reviewPdf: text('Review pdf'),
  featuredCase: text('Featured case'),
  explore: template('Explore', 'title'),
  play: text('Play'),
  pause: text('Pause'),
  projectImages: text('Project images'),
  previousService: text('Previous service'),
  nextService: text('Next service'),
  industries: text('Industries'),
  writeToUs: text('Write to us'),
  followUs: text('Follow us'),
  sitePages: text('Site pages'),
  explorePages: text('Explore pages'),
  categories: text('Categories'),
  about: template('About', 'title'),
  moreItemsOne: template('More items one', 'count'),
  moreItemsMany: template('More items many', 'count'),
  diveDeeper: template('Label of a Tags section tag marked diveDeeper', 'text'),
});

const search = obj('SearchCopy', 'Site search: the header control, the search dialog and the /search/ page', {
  open: text('Header control that opens search (a link to the search page without JavaScript)'),
  shortcut: text('Key shown on the header control on desktop, which also opens search'),
  dialogTitle: text('Accessible title of the search dialog'),
  label: text('Accessible name of the search field'),
  placeholder: text('Placeholder of the search field'),
  loading: text('Said while the index downloads'),
  failed: text('Shown when the index cannot be downloaded'),
  failedLink: text('Link to the search page, after that message'),
  suggestionsHeading: text('Heading over the service groups suggested for an empty query'),
  countOne: template('Announced when one page matches', 'query'),
  countMany: template('Announced when several pages match', 'count', 'query'),
  countMore: template('Announced when more pages match than are shown', 'count', 'shown', 'query'),
  suggestionsCount: template('Announced with the suggestions for an empty query', 'count'),
  noResults: template('Heading when nothing matches', 'query'),
  noResultsText: text('Line under it, before the contact button'),
  contact: text('Button that opens the contact form when nothing matches'),
  keysHint: text('Keyboard help in the dialog footer on desktop'),
  kinds: obj('SearchKindCopy', 'What each kind of result is called', {
    service: text('A service page'),
    case: text('A case study'),
    review: text('A client review on the blog'),
    article: text('An article on the blog'),
  }),
  page: obj('SearchPageCopy', 'The /search/ page: everything searchable, listed', {
    title: text('Title (browser tab and search engines)'),
    description: text('Search description'),
    crumb: text('Crumb'),
    heading: text('Heading'),
    lead: template('Lead', 'services', 'cases', 'posts'),
    searchHint: text('Sentence after the lead inviting a search (shown only with JavaScript, which search needs)'),
    searchButton: text('Button that opens search on this page (with JavaScript)'),
    servicesHeading: text('Heading over the services'),
    casesHeading: text('Heading over the case studies'),
    blogHeading: text('Heading over the blog posts'),
  }),
});

const pdf = obj('PdfCopy', 'Pdf copy', {
  summary: template('Summary', 'count', 'groups', 'names'),
  writeToUs: text('Write to us'),
  sayHello: text('Say hello'),
  seeWork: text('See work'),
  contactHeading: text('Contact heading'),
  contactText: template('Contact text', 'tagline'),
  duration: text('Duration'),
  sprints: text('Sprints'),
  pilotContact: template('Pilot contact', 'time'),
  documentTitle: template('Document title', 'agency'),
  reviewKicker: template('Review kicker', 'agency'),
  reviewRating: template('Review rating', 'rating', 'date'),
});

/** One JSON field in GraphQL (components read it whole through useSiteSettings); the content checks validate every entry. */
export const siteCopy = json(
  z.strictObject({
    layout,
    language,
    publication,
    showreel,
    cms,
    forms,
    home,
    notFound,
    servicesPage,
    casesPage,
    caseTemplate,
    caseCategory,
    caseRedirect,
    blog,
    blogPage,
    sections,
    pdf,
    search,
  }),
  'Visible copy of the site chrome, listings, templates, forms and PDFs; {name} marks a value filled in at render time',
);

export type SiteCopy = z.infer<typeof siteCopy>;
