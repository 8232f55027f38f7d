// The mock screens' content (names, figures, labels, alt texts) lives in a JSON file beside the module that draws it,
// as the site keeps its copy in content/*.json: an editor changes a mock's figures there, the module keeps the drawing.
import fs from 'node:fs';

/** The JSON beside a drawing module: `mockData(import.meta.url)` in cases/<slug>.mjs reads cases/<slug>.json. */
export const mockData = (moduleUrl) => JSON.parse(fs.readFileSync(new URL(moduleUrl.replace(/\.mjs$/, '.json')), 'utf8'));

/**
 * Scenes by id, each its JSON entry (stage, card frame, alt text) with its drawing as `html`. A drawing is HTML, or a
 * function of the entry's `content` (the fictional products' palettes, labels and coordinates it draws) returning HTML.
 */
export const scenes = (data, drawings) =>
  Object.fromEntries(
    Object.entries(drawings).map(([id, html]) => {
      if (!data[id]) throw new Error(`scenes: ${id} has no entry in the JSON`);
      const { content, ...meta } = data[id];
      return [id, { ...meta, html: typeof html === 'function' ? html(content) : html }];
    }),
  );
