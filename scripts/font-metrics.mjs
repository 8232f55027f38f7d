// Prints the @font-face overrides that make Arial (Liberation Sans on Linux) take the same space as the brand faces, so the
// swap to the web font moves nothing (CLS ≤ 0.01). Widths are measured in Chromium on a paragraph of site copy at the
// weight each face is used at; vertical metrics come from the font files' hhea tables (fontkit).
// Usage: node scripts/font-metrics.mjs   (copy the figures into src/styles/_fonts.scss)
import { createRequire } from 'node:module';
import fs from 'node:fs';
import * as fontkit from 'fontkit';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const sample = 'We design products people keep opening: dispatch boards, trading charts, patient timelines and apps, 2.63x faster.';
const faces = [
  { name: 'Inter Variable', file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: 400 },
  {
    name: 'Bricolage Grotesque Variable',
    file: '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
    weight: 700,
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const face of faces) {
  const file = require.resolve(face.file);
  const data = fs.readFileSync(file).toString('base64');
  const widths = await page.evaluate(
    async ({ name, data, weight, sample }) => {
      const font = new FontFace(name, `url(data:font/woff2;base64,${data})`, { weight: '100 900' });
      document.fonts.add(await font.load());
      const measure = (family) => {
        const span = document.createElement('span');
        span.style.cssText = `font: ${weight} 100px ${family}; white-space: nowrap; position: absolute`;
        span.textContent = sample;
        document.body.append(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      };
      return { web: measure(`'${name}'`), arial: measure('Arial') };
    },
    { name: face.name, data, weight: face.weight, sample },
  );
  const metrics = fontkit.openSync(file);
  const sizeAdjust = widths.web / widths.arial;
  const pct = (v) => `${(v * 100).toFixed(2)}%`;
  console.log(
    `${face.name} ${face.weight} over Arial: size-adjust: ${pct(sizeAdjust)}; ascent-override: ${pct(metrics.ascent / metrics.unitsPerEm / sizeAdjust)}; ` +
      `descent-override: ${pct(Math.abs(metrics.descent) / metrics.unitsPerEm / sizeAdjust)}; line-gap-override: ${pct(metrics.lineGap / metrics.unitsPerEm / sizeAdjust)};`,
  );
}
await browser.close();
