/** NUL padding left by the streaming renderer is removed and nothing else changes. */
import { stripNulBytes } from '../../src/lib/nulBytes';

test('removes NUL bytes and keeps the text around them', () => {
  expect(stripNulBytes('builder for support\u0000\u0000…</span>')).toBe('builder for support…</span>');
  expect(stripNulBytes('<p>Déjà vu — 🚀</p>')).toBe('<p>Déjà vu — 🚀</p>');
});
