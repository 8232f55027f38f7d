// The shape of a case mock (scripts/media/cases/<slug>.mjs), in one documented constructor: make-case-media renders
// each screen on its own 1600x1000 stage and composes the card preview (1200x800) from the same screens.

/**
 * @param {{ theme: object, url?: string, screens: object[], preview: object }} data the case's JSON (cases/<slug>.json):
 *   `theme` is its palette (see kit.mjs `page`) and `url` the address desktop windows show;
 *   `screens` three or more `{ frame: 'desktop' | 'phone', html, describe, previewPhone?, stage?, url?, placement?: 'centre' | 'bleed', zoom?, gap?, align?, previewPhone? }`,
 *   where `describe` says what the screen shows (captions and alt text), `stage` is the colour behind it and `html` names
 *   the drawing (or the drawings side by side, a list) the case module passes in `html`, as do `previewPhone` (the phone a
 *   preview shows for this screen) and the preview's `phones`;
 *   `preview` `{ layout: 'desktop-phone' | 'windows' | 'phones' | 'crop', stage, describe, mirror?, phones?, x?, y? }`
 *   says how the card preview is composed, and its `describe` becomes the case's `metadata.previewAlt`
 * @param {Record<string, string>} html the case's drawings by name
 */
export function caseMock({ theme, url, screens, preview }, html) {
  const drawn = (names) =>
    [names]
      .flat()
      .map((name) => {
        if (!(name in html)) throw new Error(`caseMock: no drawing named ${name}`);
        return html[name];
      })
      .join('');
  return {
    theme,
    ...(url ? { url } : {}),
    screens: screens.map((s) => ({ ...s, html: drawn(s.html), ...(s.previewPhone ? { previewPhone: drawn(s.previewPhone) } : {}) })),
    preview: { ...preview, ...(preview.phones ? { phones: drawn(preview.phones) } : {}) },
  };
}
