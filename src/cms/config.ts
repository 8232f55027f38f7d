/** The Decap CMS configuration (admin/config.yml), generated from the content collections and their zod schemas; never hand-written. */
import { collections, siteCollection, type Collection } from '../content-model/collections';
import { fieldsOf, type CmsField } from './fields';
import { REDIRECTS_FILE, redirectsFile } from '../content-model/redirects';
import { contentFileName } from '../content-model/contentFileName';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/locales';

/** Decap's i18n: each language in its own file beside the others (`ux-audit.en.json`, `ux-audit.de.json`), edited side by side. */
export interface CmsI18n {
  structure: 'multiple_files';
  locales: Locale[];
  default_locale: Locale;
}

export const cmsI18n: CmsI18n = { structure: 'multiple_files', locales: [...LOCALES], default_locale: DEFAULT_LOCALE };

export interface CmsCollection {
  name: string;
  i18n?: CmsI18n;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  files?: { name: string; label: string; file: string; fields: CmsField[] }[];
  create?: boolean;
  delete?: boolean;
  extension?: string;
  format: 'json';
  slug?: string;
  identifier_field?: string;
  summary?: string;
  media_folder?: string;
  public_folder?: string;
  fields?: CmsField[];
}

export interface CmsBackend {
  name: string;
  repo?: string;
  branch?: string;
  base_url?: string;
}

export interface CmsConfig {
  backend: CmsBackend;
  /** Saves go to a branch per entry (a pull request on GitHub) and reach the site only when published. */
  publish_mode: 'editorial_workflow';
  /** New entries' file names (and workflow branches) in ASCII: the content checks want a-z, 0-9 and dashes. */
  slug: { encoding: 'ascii'; clean_accents: true };
  local_backend?: { url: string };
  load_config_file?: false;
  media_folder: string;
  public_folder: string;
  site_url?: string;
  display_url?: string;
  i18n: CmsI18n;
  collections: CmsCollection[];
}

/** How each content folder appears in the CMS: name, labels and the field new entries are named after. */
const presentation: Record<string, { name: string; label: string; singular: string; identifier: string; summary: string }> = {
  ServicesJson: { name: 'services', label: 'Services', singular: 'Service', identifier: 'metadata.name', summary: '{{metadata.name}}' },
  CasesJson: { name: 'cases', label: 'Cases', singular: 'Case', identifier: 'slug', summary: '{{hero.title}}' },
  TestimonialsJson: {
    name: 'testimonials',
    label: 'Testimonials',
    singular: 'Testimonial',
    identifier: 'name',
    summary: '{{name}} ({{position}})',
  },
  BlogReviewJson: { name: 'blog-reviews', label: 'Blog reviews', singular: 'Review', identifier: 'title', summary: '{{title}}' },
  BlogArticleJson: { name: 'blog-articles', label: 'Blog articles', singular: 'Article', identifier: 'title', summary: '{{title}}' },
  PagesJson: { name: 'pages', label: 'Pages', singular: 'Page', identifier: 'metadata.name', summary: '{{metadata.name}}' },
  LegalJson: { name: 'legal', label: 'Notices', singular: 'Notice', identifier: 'metadata.name', summary: '{{metadata.name}}' },
};

/** Images are uploaded to content/images/<folder>/ and written relative to the JSON file, as the content checks expect. */
function mediaFolders(dir: string): Pick<CmsCollection, 'media_folder' | 'public_folder'> {
  const imagesDir = dir.split('/')[0];
  const up = dir
    .split('/')
    .map(() => '..')
    .join('/');
  return { media_folder: `/content/images/${imagesDir}`, public_folder: `${up}/images/${imagesDir}` };
}

function folderCollection(collection: Collection): CmsCollection {
  const view = presentation[collection.typeName];
  if (!view) throw new Error(`CMS config: no presentation for ${collection.typeName} (src/cms/config.ts)`);
  return {
    name: view.name,
    label: view.label,
    label_singular: view.singular,
    folder: `content/${collection.dir}`,
    i18n: cmsI18n,
    create: true,
    delete: true,
    extension: 'json',
    format: 'json',
    slug: '{{slug}}',
    identifier_field: view.identifier,
    summary: view.summary,
    ...mediaFolders(collection.dir),
    fields: fieldsOf(collection.schema),
  };
}

/**
 * The sitewide settings, one file entry per language: Decap 3.16 limits i18n in a file collection to the `single_file`
 * structure (both languages in one file), so each site.<language>.json is its own entry, the default language first.
 */
function siteSettingsFiles(): NonNullable<CmsCollection['files']> {
  const languageName = new Intl.DisplayNames(['en'], { type: 'language' });
  return LOCALES.map((locale) => ({
    name: locale === DEFAULT_LOCALE ? 'site' : `site-${locale}`,
    label: `Sitewide settings (${languageName.of(locale) ?? locale})`,
    file: `content/${contentFileName(siteCollection.slug, locale)}`,
    fields: fieldsOf(siteCollection.schema),
  }));
}

export interface BackendEnv {
  /** GitHub "owner/name" the production CMS commits to. */
  CMS_GITHUB_REPO?: string;
  CMS_GITHUB_BRANCH?: string;
  /** OAuth provider for GitHub logins (Decap's `base_url`), e.g. https://api.netlify.com or your own OAuth proxy. */
  CMS_AUTH_URL?: string;
}

/** Production: the GitHub backend from the environment at build time; without a repo, git-gateway (Netlify Identity). */
export function productionBackend(env: BackendEnv): CmsBackend {
  const branch = env.CMS_GITHUB_BRANCH || 'main';
  if (!env.CMS_GITHUB_REPO) return { name: 'git-gateway', branch };
  return { name: 'github', repo: env.CMS_GITHUB_REPO, branch, ...(env.CMS_AUTH_URL ? { base_url: env.CMS_AUTH_URL } : {}) };
}

/**
 * The whole configuration; `localBackendPort` set (develop, `npm run cms`) makes the CMS write through decap-server,
 * which publishes onto `localBranch` (its desk branch, fast-forwarded into the developer's: scripts/cms-git-backend.mjs).
 */
export function cmsConfig(
  options: { env?: BackendEnv; localBackendPort?: number; localBranch?: string; siteUrl?: string } = {},
): CmsConfig {
  return {
    backend: options.localBackendPort ? { name: 'proxy', branch: options.localBranch || 'main' } : productionBackend(options.env ?? {}),
    publish_mode: 'editorial_workflow',
    slug: { encoding: 'ascii', clean_accents: true },
    ...(options.localBackendPort ? { local_backend: { url: `http://localhost:${options.localBackendPort}/api/v1` } } : {}),
    media_folder: 'content/images',
    public_folder: '../images',
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    i18n: cmsI18n,
    collections: [
      ...collections.map(folderCollection),
      {
        name: 'settings',
        label: 'Site settings',
        format: 'json',
        files: [
          ...siteSettingsFiles(),
          { name: 'redirects', label: 'Redirects', file: `content/${REDIRECTS_FILE}`, fields: fieldsOf(redirectsFile) },
        ],
      },
    ],
  };
}

/** config.yml text: JSON is valid YAML 1.2, which Decap's YAML parser reads. */
export function cmsConfigYaml(config: CmsConfig): string {
  return `# Generated by src/cms/config.ts from the content schemas: do not edit by hand.\n${JSON.stringify(config, null, 2)}\n`;
}
