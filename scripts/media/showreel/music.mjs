// The showreel's sound track, synthesised here so the pipeline needs no recorded audio: a soft electric-piano and pad bed
// in C major whose chord changes with each scene, with a three-note bell figure as each case appears. Deterministic.
import fs from 'node:fs';

const RATE = 44100;
const midi = (note) => 440 * 2 ** ((note - 69) / 12);
/** Cmaj9, Am9, Fmaj7, G6 (MIDI notes, voiced around middle C), cycled scene by scene. */
const CHORDS = [
  [48, 55, 62, 64, 71],
  [45, 52, 59, 60, 67],
  [41, 48, 57, 60, 64],
  [43, 50, 59, 62, 64],
];

/** Adds a note to the stereo buffers: sine plus a soft octave, with its own attack/decay envelope and a small stereo detune. */
function addNote(left, right, { start, length, note, gain, attack, decay, pan = 0 }) {
  const f = midi(note);
  const from = Math.floor(start * RATE);
  const to = Math.min(left.length, Math.floor((start + length + decay) * RATE));
  for (let i = Math.max(0, from); i < to; i += 1) {
    const t = (i - from) / RATE;
    const env = Math.min(1, t / attack) * (t > length ? Math.exp(-(t - length) / (decay / 4)) : 1);
    const l = Math.sin(2 * Math.PI * f * t) + 0.25 * Math.sin(4 * Math.PI * f * t);
    const r = Math.sin(2 * Math.PI * (f + 0.8) * t) + 0.25 * Math.sin(4 * Math.PI * (f + 0.8) * t);
    left[i] += l * env * gain * (1 - pan);
    right[i] += r * env * gain * (1 + pan);
  }
}

/** Writes a 16-bit stereo WAV of `duration` seconds; `changes` are the scene start times in seconds. */
export function writeMusic(file, duration, changes) {
  const n = Math.ceil(duration * RATE);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  changes.forEach((start, index) => {
    const chord = CHORDS[index % CHORDS.length];
    const length = (changes[index + 1] ?? duration) - start;
    chord.forEach((note, k) => addNote(left, right, { start, length, note, gain: 0.07, attack: 0.5, decay: 1.2, pan: (k - 2) * 0.12 }));
    addNote(left, right, { start, length, note: chord[0] - 12, gain: 0.12, attack: 0.2, decay: 1 });
    if (index > 0)
      [chord[2] + 12, chord[3] + 12, chord[4] + 12].forEach((note, k) =>
        addNote(left, right, {
          start: start + 0.1 + k * 0.22,
          length: 0.05,
          note,
          gain: 0.08,
          attack: 0.005,
          decay: 1.6,
          pan: (k - 1) * 0.3,
        }),
      );
  });
  // Fade in over 1 s and out over the last 2 s, then normalise the peak to -3 dBFS.
  let peak = 0;
  for (let i = 0; i < n; i += 1) {
    const t = i / RATE;
    const fade = Math.min(1, t / 1, (duration - t) / 2);
    left[i] *= Math.max(0, fade);
    right[i] *= Math.max(0, fade);
    peak = Math.max(peak, Math.abs(left[i]), Math.abs(right[i]));
  }
  const scale = (0.7 / peak) * 32767;
  const data = Buffer.alloc(n * 4);
  for (let i = 0; i < n; i += 1) {
    data.writeInt16LE(Math.round(left[i] * scale), i * 4);
    data.writeInt16LE(Math.round(right[i] * scale), i * 4 + 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  fs.writeFileSync(file, Buffer.concat([header, data]));
}
