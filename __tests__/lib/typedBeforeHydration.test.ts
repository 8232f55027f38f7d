/**
 * @jest-environment jsdom
 */
import { markHydrating } from '../../src/hydration/serverHtml';
import { typedBeforeHydration } from '../../src/components/forms/typedBeforeHydration';

const fields = ['name', 'email', 'audience', 'message'] as const;

beforeEach(() => {
  document.body.innerHTML = `
    <input id="f-name" value="">
    <input id="f-email" value="">
    <input type="radio" name="f-audience" value="startup"><input type="radio" name="f-audience" value="enterprise">
    <textarea id="f-message"></textarea>`;
  (document.getElementById('f-name') as HTMLInputElement).value = 'Ines Duarte';
  (document.querySelector('input[value="enterprise"]') as HTMLInputElement).checked = true;
  (document.getElementById('f-message') as HTMLTextAreaElement).value = 'A booking flow';
});

test('before the server page hydrates nothing is read (the server render and client navigations start empty)', () => {
  expect(typedBeforeHydration('f', fields, ['audience'])).toEqual({});
});

test('while the server page hydrates, what was typed and chosen in its form is taken over; empty fields are left out', () => {
  markHydrating();
  expect(typedBeforeHydration('f', fields, ['audience'])).toEqual({
    name: 'Ines Duarte',
    audience: 'enterprise',
    message: 'A booking flow',
  });
  expect(typedBeforeHydration('other', fields, ['audience'])).toEqual({});
});
