/** German search: the index the build writes for German pages, loaded as the browser loads it, finds plurals, inflected forms and a compound's parts. */
import { buildSearchIndex, loadSearchIndex, searchSite } from '../../src/lib/siteSearch';
import { searchDocument as doc } from '../helpers/searchDocument';
import { compoundParts, germanIndexOptions, knownStems, knownWordIn } from '../../src/gatsby-node/postBuild/searchCompounds';
import { germanTerm } from '../../src/lib/searchTerms';

const documents = [
  doc('/de/services/ux-audit/', { title: 'UX-Audit', body: 'Ein Team prüft Ihren Ablauf und nennt die Hürden.' }),
  doc('/de/services/prototyping/', { title: 'Klickbarer Prototyp', body: 'Ein Prototyp, den Ihr Team in der Forschung testet.' }),
  doc('/de/services/user-research/', {
    title: 'Nutzerforschung',
    headings: 'Interviews mit Nutzern',
    body: 'Ein Plan und seine Gestaltung aus Gesprächen.',
  }),
  doc('/de/cases/fintech/pry/', { kind: 'case', title: 'Ein CRM für Finanzberater', body: 'Beratung im Haus des Kunden.' }),
];
const index = loadSearchIndex(buildSearchIndex(documents, germanIndexOptions(documents)), 'de');
const found = (query: string) => searchSite(index, query).hits.map((hit) => hit.path);

describe('German search', () => {
  it('finds a page by the plural of a word it has in the singular, umlaut plurals too', () => {
    expect(found('Audits')).toEqual(['/de/services/ux-audit/']);
    expect(found('Prototypen')).toEqual(['/de/services/prototyping/']);
    expect(found('Pläne')).toEqual(['/de/services/user-research/']);
    expect(found('Abläufe')).toEqual(['/de/services/ux-audit/']);
    expect(found('Häuser')).toEqual(['/de/cases/fintech/pry/']);
  });

  it('finds inflected forms: another form of a verb, a verb for its noun', () => {
    expect(found('prüfen')).toEqual(['/de/services/ux-audit/']);
    expect(found('gestalten')).toEqual(['/de/services/user-research/']);
  });

  it('finds a compound by its last part when the pages use that part on its own, best title match first', () => {
    expect(found('Forschung')).toEqual(['/de/services/user-research/', '/de/services/prototyping/']);
    expect(found('Berater')).toEqual(['/de/cases/fintech/pry/']);
  });

  it('still finds words as they are typed, the last one in part', () => {
    expect(found('klickbarer Proto')).toEqual(['/de/services/prototyping/']);
    expect(found('Nutzerfor')).toEqual(['/de/services/user-research/']);
  });
});

describe('compoundParts', () => {
  const isWord = knownWordIn(new Set(['Nutzer', 'Forschung', 'Finanzen', 'Berater', 'Tests', 'ung'].map(germanTerm)));

  it('reads a compound as the known words it is made of, a linking s and three parts too', () => {
    expect(compoundParts('Nutzerforschung', isWord)).toEqual(['nutzer', 'forschung']);
    expect(compoundParts('nutzerforschungstest', isWord).sort()).toEqual(['forschungs', 'nutzer', 'test']);
    expect(compoundParts('Finanzberater', isWord)).toEqual(['finanz', 'berater']);
  });

  it('knows a first part by its linking s when the pages never use it alone', () => {
    const known = knownWordIn(knownStems(['Nutzerforschung', 'Nutzer', 'Forschungsfragen', 'Fragen']));
    expect(compoundParts('Nutzerforschung', known)).toContain('forschung');
    expect(compoundParts('Nutzerforschung', knownWordIn(knownStems(['Nutzerforschung', 'Nutzer'])))).not.toContain('forschung');
  });

  it('leaves a word alone that is no compound of known words, and never splits off an ending', () => {
    expect(compoundParts('gestaltung', isWord)).toEqual([]);
    expect(compoundParts('forschung', isWord)).toEqual([]);
    expect(compoundParts('beratung', isWord)).toEqual([]);
  });
});
