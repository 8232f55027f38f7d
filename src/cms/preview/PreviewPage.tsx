/** The preview pane of a service or case: the entry's sections rendered by the site's own section components and styles, with the labels of the entry's language. */
import { Sections } from '../../sections/Sections';
import type { SectionData } from '../../sections/types';
import { sectionSchemas } from '../../content-model/sectionSchemas';
import { DurationBadge } from '../../components/DurationBadge/DurationBadge';
import { useCopy } from '../../components/useSiteSettings';
import { PageLanguage } from '../../components/usePageLanguage';
import { adaptSections, type PreviewContext } from './adapt';

interface EntryData {
  components?: unknown[];
  card?: { time?: string };
  hero?: { title?: string; text?: string };
}

export function PreviewPage({ data, ctx }: { data: EntryData; ctx: PreviewContext }) {
  return (
    <PageLanguage.Provider value={{ locale: ctx.locale, alternates: {} }}>
      <PreviewSections data={data} ctx={ctx} />
    </PageLanguage.Provider>
  );
}

function PreviewSections({ data, ctx }: { data: EntryData; ctx: PreviewContext }) {
  const sections = adaptSections(sectionSchemas, data.components ?? [], ctx) as unknown as SectionData[];
  const [first, ...rest] = sections;
  const copy = useCopy();
  return (
    <main>
      {data.hero?.title ? (
        <header style={{ padding: '48px 24px 0' }}>
          <h1>{data.hero.title}</h1>
          {data.hero.text ? <p>{data.hero.text}</p> : null}
        </header>
      ) : null}
      <Sections sections={first ? [first] : []} />
      {data.card?.time ? <DurationBadge time={data.card.time} label={copy.layout.duration} /> : null}
      <Sections sections={rest} offset={1} />
      {sections.length === 0 ? <p style={{ padding: 24 }}>{copy.cms.emptyPreview}</p> : null}
    </main>
  );
}
