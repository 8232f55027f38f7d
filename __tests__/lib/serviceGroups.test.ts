/** groupServices keeps site.en.json's group order, sorts by title and never drops a service. */
import { groupServices } from '../../src/lib/serviceGroups';

const other = { moreGroupTitle: 'Elsewhere', moreGroupText: 'The rest.' };

const groups = [
  { id: 'strategy', title: 'Strategy and research', text: 'Why first.' },
  { id: 'ux', title: 'UX design', text: 'Flows.' },
  { id: 'brand', title: 'Brand', text: 'Logos.' },
];
const svc = (title: string, group: string) => ({ title, group, card: { title } });

describe('groupServices', () => {
  it('orders groups as site.en.json lists them and services by title', () => {
    const result = groupServices(groups, [svc('Wireframes', 'ux'), svc('Discovery', 'strategy'), svc('Flow map', 'ux')], other);
    expect(result.map((g) => g.id)).toEqual(['strategy', 'ux']);
    expect(result[1].services.map((s) => s.card.title)).toEqual(['Flow map', 'Wireframes']);
    expect(result[0]).toMatchObject({ title: 'Strategy and research', text: 'Why first.' });
  });

  it('leaves out empty groups', () => {
    expect(groupServices(groups, [svc('Logo design', 'brand')], other).map((g) => g.id)).toEqual(['brand']);
  });

  it('keeps services of an unknown group under a final group, so the count always matches', () => {
    const services = [svc('Logo design', 'brand'), svc('Odd one', 'nowhere')];
    const result = groupServices(groups, services, other);
    expect(result.map((g) => g.id)).toEqual(['brand', 'more']);
    expect(result[1]).toMatchObject({ title: 'Elsewhere', text: 'The rest.' });
    expect(result.flatMap((g) => g.services)).toHaveLength(services.length);
  });
});
