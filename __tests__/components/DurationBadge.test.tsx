/** The duration badge shows the content's wording untouched, with a label. */
import { render, screen } from '@testing-library/react';
import { DurationBadge } from '../../src/components/DurationBadge/DurationBadge';

it('shows the label and the duration exactly as worded', () => {
  render(<DurationBadge time="From 2 sprint" label="Duration" />);
  expect(screen.getByText('From 2 sprint')).toBeInTheDocument();
  expect(screen.getByText('From 2 sprint').closest('p')).toHaveTextContent('Duration: From 2 sprint');
});
