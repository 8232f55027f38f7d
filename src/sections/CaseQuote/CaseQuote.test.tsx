/** Case quote: the testimonial's words in a blockquote, with the person's name and role. */
import { render, screen } from '@testing-library/react';
import { CaseQuote } from './CaseQuote';
import type { SectionOf } from '../types';
import { fakeFile } from '../../../__tests__/helpers/image';

const section: SectionOf<'CaseQuoteSection'> = {
  __typename: 'CaseQuoteSection',
  caseQuoteProps: {
    heading: "In the client's words",
    testimonial: {
      name: 'Marco Bianchi',
      position: 'VP Operations, Cargo',
      text: 'Our dispatchers were the toughest critics in the company.',
      image: { alt: '', backgroundColor: '#dcf6ee', src: fakeFile('portrait', 72, 72) },
    },
  },
};

test('quotes the client under the heading and names them', () => {
  const { container } = render(<CaseQuote section={section} index={5} />);
  expect(screen.getByRole('heading', { level: 2, name: "In the client's words" })).toBeInTheDocument();
  expect(container.querySelector('blockquote')).toHaveTextContent('Our dispatchers were the toughest critics in the company.');
  expect(screen.getByRole('figure')).toHaveTextContent('Marco BianchiVP Operations, Cargo');
});
