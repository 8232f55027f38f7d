/** Props every section component receives: its own fragment's data (typed by GraphQL typegen) and its position on the page. */
export type SectionData = Queries.SectionListFragment;
export type SectionTypename = SectionData['__typename'];
export type SectionOf<T extends SectionTypename> = Extract<SectionData, { __typename: T }>;

export interface SectionProps<T extends SectionTypename> {
  section: SectionOf<T>;
  /** Position on the page: 0 is the page's opening section (it gets the h1 and eager images). */
  index: number;
}
