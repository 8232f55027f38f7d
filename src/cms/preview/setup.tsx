/**
 * /admin/cms-setup.js: registers the service and case previews with Decap. Decap renders its own React (19); the
 * preview mounts the site's section components with the site's React 18 into the element Decap gives it, so the
 * components run on the React they are written for. Styles come from /admin/preview.css (the same SCSS modules).
 */
import { createRoot, type Root } from 'react-dom/client';
import { PreviewPage } from './PreviewPage';
import type { PreviewContext } from './adapt';
import { previewImageSource } from './imageSource';
import type { PreviewSnapshot } from './adapt';
import { entryLocale, type PreviewEntry } from './entryLocale';

interface ImmutableLike {
  toJS(): unknown;
}

interface PreviewTemplateProps {
  entry: { get(key: 'data'): ImmutableLike; get(key: 'path'): string | undefined; getIn: PreviewEntry['getIn'] };
  getAsset(path: string): { toString(): string } | string | undefined;
}

interface ClassSpec {
  componentDidMount?(this: ClassInstance): void;
  componentDidUpdate?(this: ClassInstance): void;
  componentWillUnmount?(this: ClassInstance): void;
  render(this: ClassInstance): unknown;
}

interface ClassInstance {
  props: PreviewTemplateProps;
  element?: HTMLElement | null;
  root?: Root;
}

interface DecapGlobals {
  CMS: {
    registerPreviewTemplate(collection: string, component: unknown): void;
    registerPreviewStyle(url: string): void;
  };
  createClass(spec: ClassSpec): unknown;
  h(type: string, props: Record<string, unknown>): unknown;
}

const decap = window as unknown as Window & DecapGlobals;

/** Other records (testimonials, services, cases…) for references, and each language's site settings for components that read them. */
let snapshot: PreviewSnapshot = { sites: [], records: {} };
const ready = fetch('/admin/preview-data.json')
  .then((response) => response.json())
  .then((data: PreviewSnapshot) => {
    snapshot = data;
    window.__CMS_PREVIEW_SITES__ = data.sites;
  })
  .catch(() => undefined);

function render(instance: ClassInstance) {
  if (!instance.element) return;
  instance.root ??= createRoot(instance.element);
  // eslint-disable-next-line @typescript-eslint/unbound-method -- Decap passes plain functions that do not use `this`
  const { entry, getAsset } = instance.props;
  const locale = entryLocale(entry);
  const ctx: PreviewContext = {
    locale,
    assetUrl: (path, file) => {
      const entryPath = entry.get('path') || undefined;
      return previewImageSource(path, file ?? entryPath, entryPath, (value) => String(getAsset(value) ?? value));
    },
    records: snapshot.records[locale] ?? {},
  };
  instance.root.render(<PreviewPage data={entry.get('data').toJS() as Record<string, never>} ctx={ctx} />);
}

const Preview = decap.createClass({
  componentDidMount() {
    void ready.then(() => render(this));
  },
  componentDidUpdate() {
    render(this);
  },
  componentWillUnmount() {
    const root = this.root;
    setTimeout(() => root?.unmount());
  },
  render() {
    return decap.h('div', {
      ref: (element: HTMLElement | null) => {
        this.element = element;
      },
      'data-preview': 'sections',
    });
  },
});

decap.CMS.registerPreviewStyle('/admin/preview.css');
decap.CMS.registerPreviewTemplate('services', Preview);
decap.CMS.registerPreviewTemplate('cases', Preview);
