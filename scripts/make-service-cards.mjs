// Renders each service's card image (content/images/services/<slug>/card.jpg, 1200x800, beside the title on the "next
// steps" cards) from the service's own subject: its hero scene through the scene's 3:2 `card` frame, or, for a service
// without a hero scene, its card scene in scripts/media/cards-*.mjs. Usage: node scripts/make-service-cards.mjs [slug…]
import fs from 'node:fs';
import path from 'node:path';
import { page } from './media/kit.mjs';
import { CARD, framed } from './media/cardKit.mjs';
import { renderJpeg, withChromium } from './media/render.mjs';
import { scenesA } from './media/services-a.mjs';
import { scenesB } from './media/services-b.mjs';
import { scenesC } from './media/services-c.mjs';
import { cardScenesA } from './media/cards-a.mjs';
import { cardScenesB } from './media/cards-b.mjs';

const root = path.resolve(import.meta.dirname, '..');
const servicesDir = path.join(root, 'content/services');
const theme = { primary: '#5536e8', accent: '#e2492b', ink: '#16131f', soft: '#ece8fd', canvas: '#f6f5f9' };
const heroScenes = { ...scenesA, ...scenesB, ...scenesC };
const cardScenes = { ...cardScenesA, ...cardScenesB };
const only = process.argv.slice(2);

const slugs = fs
  .readdirSync(servicesDir)
  .filter((f) => f.endsWith('.en.json'))
  .map((f) => path.basename(f, '.en.json'))
  .sort();
for (const slug of Object.keys(cardScenes))
  if (!slugs.includes(slug)) throw new Error(`scripts/media: card scene "${slug}" has no content/services/${slug}.en.json`);
/** The slug's content files in every language (`<slug>.en.json`, `<slug>.de.json`): all of them show the one card. */
const languageFiles = (slug) => fs.readdirSync(servicesDir).filter((f) => f.startsWith(`${slug}.`) && /^[^.]+\.[a-z]{2}\.json$/.test(f));

function sceneOf(slug) {
  const hero = heroScenes[slug];
  const own = cardScenes[slug];
  if (hero && own) throw new Error(`scripts/media: "${slug}" has a hero scene and a card scene; frame the hero scene instead`);
  if (own) return own;
  if (hero?.card) return { stage: hero.stage, html: framed(hero) };
  throw new Error(`scripts/media: "${slug}" needs a card frame on its hero scene or a card scene in scripts/media/cards-*.mjs`);
}

await withChromium(async (browser) => {
  for (const slug of slugs.filter((s) => only.length === 0 || only.includes(s))) {
    const expected = `../images/services/${slug}/card.jpg`;
    for (const name of languageFiles(slug)) {
      const data = JSON.parse(fs.readFileSync(path.join(servicesDir, name), 'utf8'));
      if (data.card?.image !== expected) throw new Error(`content/services/${name}: card.image should be "${expected}"`);
    }
    const scene = sceneOf(slug);
    const file = path.join(root, 'content/images/services', slug, 'card.jpg');
    await renderJpeg(
      browser,
      page(theme, `<div style="position:absolute;inset:0;overflow:hidden">${scene.html}</div>`, { ...CARD, background: scene.stage }),
      CARD,
      file,
      82,
    );
    console.log(`services/${slug}/card.jpg: ${Math.round(fs.statSync(file).size / 1024)} kB`);
  }
});
