/**
 * @jest-environment node
 */
/** Server render of the floating showreel is empty, so a stored "closed" choice can never cause a hydration mismatch. */
import { renderToString } from 'react-dom/server';
import { FloatingVideo } from './FloatingVideo';

test('renders nothing on the server', () => {
  expect(renderToString(<FloatingVideo agencyName="Oakline Studio" />)).toBe('');
});
