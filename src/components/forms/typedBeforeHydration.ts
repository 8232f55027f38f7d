import { showsServerHtml } from '../../hydration/serverHtml';

/**
 * What the visitor typed into a server-rendered form before its code arrived. React keeps those DOM values while it
 * hydrates but its state starts empty, so without this a submit right after hydration would send blank fields.
 * Only while the server's page is on screen: after a client-side navigation the old page's forms are not this one.
 */
export function typedBeforeHydration<Field extends string>(
  idPrefix: string,
  fields: readonly Field[],
  radios: readonly Field[],
): Partial<Record<Field, string>> {
  if (typeof document === 'undefined' || !showsServerHtml()) return {};
  const typed: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const value = radios.includes(field)
      ? document.querySelector<HTMLInputElement>(`input[type="radio"][name="${idPrefix}-${field}"]:checked`)?.value
      : (document.getElementById(`${idPrefix}-${field}`) as HTMLInputElement | HTMLTextAreaElement | null)?.value;
    if (value) typed[field] = value;
  }
  return typed;
}
