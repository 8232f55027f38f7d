/**
 * The editor at /admin/: Decap's prebuilt bundle (it carries its own React, so it never enters the site's webpack),
 * an index.html, the config generated from the schemas, the preview bundle (section components + their SCSS, built by
 * esbuild against the site's React 18) and a content snapshot for previews of references. Written into public/admin/
 * after the build's HTML passes; served from memory by `gatsby develop`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import * as sass from 'sass';
import { paletteScss } from '../lib/palette';
import { cmsConfig, cmsConfigYaml, type BackendEnv } from '../cms/config';
import { ADMIN_IMAGES_PREFIX } from '../cms/preview/imageSource';
import { previewData } from './previewData';

export const ADMIN_DIR = 'admin';
const root = path.resolve(__dirname, '../..');

/** The CMS page: no inline script, so its CSP needs no hash; `noindex` for crawlers that ignore the header. */
export const adminIndexHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor · Oakline Studio</title>
</head>
<body>
<script src="/admin/decap-cms.js"></script>
<script src="/admin/cms-setup.js"></script>
</body>
</html>
`;

/** Decap's prebuilt bundle: decap-cms.js, the chunks it loads on demand (<n>.decap-cms.js) and its WebAssembly files; no source maps. */
export function decapBundleFiles(): Record<string, string> {
  const require = createRequire(path.join(root, 'package.json'));
  const dist = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
  const names = fs.readdirSync(dist).filter((name) => /^(\d+\.)?decap-cms\.js$/.test(name) || name.endsWith('.wasm'));
  return Object.fromEntries(names.map((name) => [name, path.join(dist, name)]));
}

/** `@forward 'palette'` resolves to the palette module generated from src/lib/palette.ts, as in the site's own Sass build. */
const paletteModule: sass.Importer<'sync'> = {
  canonicalize: (url) => (url === 'palette' ? new URL('palette:palette') : null),
  load: () => ({ contents: paletteScss(), syntax: 'scss' }),
};

/** Compiles .scss (CSS modules for *.module.scss) with the site's include path and palette, for esbuild. */
const scssPlugin: esbuild.Plugin = {
  name: 'scss',
  setup(build) {
    build.onLoad({ filter: /\.scss$/ }, (args) => {
      const { css } = sass.compile(args.path, {
        loadPaths: [path.join(root, 'src/styles')],
        importers: [paletteModule],
        style: 'compressed',
      });
      return { contents: css, loader: args.path.endsWith('.module.scss') ? 'local-css' : 'css' };
    });
    /** webpack's `~package/file` URLs (the self-hosted fonts) resolve from node_modules; the fonts are inlined (the /admin/ CSP allows data: fonts). */
    build.onResolve({ filter: /^~/ }, (args) => ({ path: createRequire(path.join(root, 'package.json')).resolve(args.path.slice(1)) }));
  },
};

/** `process.env.GATSBY_*` of the build's environment, as esbuild defines (the components read e.g. GATSBY_CONTACT_ENDPOINT). */
function gatsbyEnvDefines(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).flatMap(([name, value]) =>
      name.startsWith('GATSBY_') && value !== undefined ? [[`process.env.${name}`, JSON.stringify(value)]] : [],
    ),
  );
}

/** cms-setup.js and preview.css: the preview registration with the real section components. */
export async function buildPreviewBundle(): Promise<{ js: string; css: string }> {
  const result = await esbuild.build({
    entryPoints: { 'cms-setup': path.join(root, 'src/cms/preview/entry.ts') },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    outdir: path.join(root, '.cache/admin-preview'),
    jsx: 'automatic',
    logLevel: 'silent',
    // As Gatsby does for the site: NODE_ENV and the GATSBY_* variables are inlined; any other process.env read is undefined.
    define: { 'process.env.NODE_ENV': '"production"', ...gatsbyEnvDefines(), 'process.env': '{}', __PATH_PREFIX__: '""' },
    alias: { gatsby: path.join(root, 'src/cms/preview/gatsbyShim.tsx') },
    loader: { '.woff2': 'dataurl' },
    plugins: [scssPlugin],
  });
  const text = (ext: string) => result.outputFiles.find((file) => file.path.endsWith(ext))?.text ?? '';
  return { js: text('.js'), css: text('.css') };
}

export interface AdminOptions {
  contentDir: string;
  /** Develop / `npm run cms`: the port of decap-server, which the CMS then writes through. */
  localBackendPort?: number;
  /** The branch decap-server publishes onto (`npm run cms`'s desk branch): drafts branch off it. */
  localBranch?: string;
  env?: BackendEnv;
  siteUrl?: string;
}

/** Every file of /admin/, by name. */
export async function adminFiles(options: AdminOptions): Promise<Record<string, string | Buffer>> {
  const preview = await buildPreviewBundle();
  return {
    'index.html': adminIndexHtml,
    'config.yml': cmsConfigYaml(cmsConfig(options)),
    ...Object.fromEntries(Object.entries(decapBundleFiles()).map(([name, file]) => [name, fs.readFileSync(file)])),
    'cms-setup.js': preview.js,
    'preview.css': preview.css,
    'preview-data.json': JSON.stringify(previewData(options.contentDir)),
  };
}

/** Build: writes public/admin/. */
export async function writeAdmin(publicDir: string, options: AdminOptions): Promise<string[]> {
  const dir = path.join(publicDir, ADMIN_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const files = await adminFiles(options);
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  // Previews load images in sub-folders from here (src/cms/preview/imageSource.ts; develop serves content/ directly).
  const images = path.join(options.contentDir, 'images');
  if (fs.existsSync(images)) fs.cpSync(images, path.join(publicDir, ADMIN_IMAGES_PREFIX), { recursive: true });
  return [...Object.keys(files), ADMIN_IMAGES_PREFIX];
}
