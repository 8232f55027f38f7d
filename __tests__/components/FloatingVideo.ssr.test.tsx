/**
 * @jest-environment node
 */
/** Server render of the floating showreel is empty, so the widget can never cause a hydration mismatch. */
import { renderToString } from 'react-dom/server';
import site from '../../content/site.en.json';
import { FloatingVideo } from '../../src/components/FloatingVideo/FloatingVideo';

test('renders nothing on the server', () => {
  expect(renderToString(<FloatingVideo agencyName="Oakline Studio" labels={site.copy.showreel} />)).toBe('');
});
