/** Next case: a labelled navigation landmark linking to the next case by its title. */
import { render, screen } from '@testing-library/react';
import { NextCase } from './NextCase';
import type { SectionOf } from '../types';
import { fakeFile } from '../../../__tests__/helpers/image';

const section: SectionOf<'NextCaseSection'> = {
  __typename: 'NextCaseSection',
  nextCaseProps: {
    label: 'Next case',
    case: {
      path: '/cases/credifyx-saas-ui-ux-design/',
      hero: { title: 'CredifyX: credit decisions with the reasons on screen' },
      metadata: { previewImage: fakeFile('preview', 300, 200) },
    },
  },
};

test('is a navigation named "Next case" linking to the next case page by its title', () => {
  render(<NextCase section={section} index={7} />);
  expect(screen.getByRole('navigation', { name: 'Next case' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'CredifyX: credit decisions with the reasons on screen' })).toHaveAttribute(
    'href',
    '/cases/credifyx-saas-ui-ux-design/',
  );
});
