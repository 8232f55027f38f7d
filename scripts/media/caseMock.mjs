// The shape of a case mock (scripts/media/cases/<slug>.mjs), in one documented constructor: make-case-media renders
// each screen on its own 1600x1000 stage and composes the card preview (1200x800) from the same screens.

/**
 * @param {{ theme: object, url?: string }} product the case's palette (see kit.mjs `page`) and the address desktop windows show
 * @param {{ frame: 'desktop' | 'phone', html: string, describe: string, stage?: string, url?: string, placement?: 'centre' | 'bleed', zoom?: number, gap?: number, align?: string, previewPhone?: string }[]} screens
 *   three or more; `describe` says what the screen shows (captions and alt text), `stage` is the colour behind it
 * @param {{ layout: 'desktop-phone' | 'windows' | 'phones' | 'crop', stage: string, describe: string, mirror?: boolean, phones?: string, x?: number, y?: number }} preview
 *   how the card preview is composed; its `describe` becomes the case's `metadata.previewAlt`
 */
export const caseMock = ({ theme, url }, screens, preview) => ({ theme, ...(url ? { url } : {}), screens, preview });
