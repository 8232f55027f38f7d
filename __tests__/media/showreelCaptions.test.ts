/**
 * @jest-environment node
 */
/** The showreel's caption tracks (static/video/showreel.<lang>.vtt): valid WebVTT, the German one in German on the English one's timings, and each what the content says today. */
import fs from 'node:fs';
import path from 'node:path';
import english from '../../content/site.en.json';
import german from '../../content/site.de.json';
import { captionTrack, reelContent } from '../../scripts/media/showreel/captions';

const root = path.resolve(__dirname, '../..');
const trackFile = (locale: string) => path.join(root, 'static/video', `showreel.${locale}.vtt`);

/** A WebVTT file as a player reads it: the header line, then blank-line separated cues of id, timing and text. */
function parseVtt(text: string): { header: string; cues: { timing: string; text: string }[] } {
  const [header, ...blocks] = text.trim().split(/\n\n+/);
  const cues = blocks.map((block) => {
    const [, timing, ...lines] = block.split('\n');
    expect(timing).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}$/);
    return { timing, text: lines.join('\n') };
  });
  return { header, cues };
}

test('the English and the German track are WebVTT with the same cues at the same times, each in its language', () => {
  const en = parseVtt(fs.readFileSync(trackFile('en'), 'utf8'));
  const de = parseVtt(fs.readFileSync(trackFile('de'), 'utf8'));
  expect(en.header).toBe('WEBVTT');
  expect(de.header).toBe('WEBVTT');
  expect(en.cues.length).toBeGreaterThanOrEqual(12);
  expect(de.cues.map((cue) => cue.timing)).toEqual(en.cues.map((cue) => cue.timing));
  for (const cue of de.cues) expect(cue.text.startsWith(german.copy.showreel.reelSound)).toBe(true);
  for (const cue of en.cues) expect(cue.text.startsWith(english.copy.showreel.reelSound)).toBe(true);
  expect(de.cues[0].text).toContain(german.copy.showreel.reelOpening);
  expect(de.cues.at(-1)?.text).toContain(german.copy.showreel.reelClosing);
  expect(de.cues[1].text).toContain('Cargo: 3,42-fach');
  expect(en.cues[1].text).toContain('Cargo: 3.42x');
});

test.each(['en', 'de'] as const)(
  'the committed %s track is what the content says today (else: node --import tsx scripts/make-showreel.mjs --captions)',
  (locale) => {
    expect(fs.readFileSync(trackFile(locale), 'utf8')).toBe(captionTrack(reelContent(root, locale)));
  },
);
