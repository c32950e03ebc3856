#!/usr/bin/env node
// Generates the console's notification sounds as small 16-bit mono WAV files (no downloads, no
// third-party audio): `node scripts/make-sounds.mjs` writes public/sounds/*.wav.
// Each sound is a short sequence of notes; every note is a sine with a few soft harmonics and an
// attack/decay envelope, so the files are pleasant at low volume and distinct from one another.
import { mkdirSync, writeFileSync } from 'fs';
import { dirname, join } from 'path';
import { fileURLToPath } from 'url';

const RATE = 22050;
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'sounds');

/** Note name (e.g. 'A5') to frequency in Hz. */
function freq(note) {
  const m = /^([A-G])(#?)(\d)$/.exec(note);
  if (!m) throw new Error(`bad note ${note}`);
  const semis = { C: -9, D: -7, E: -5, F: -4, G: -2, A: 0, B: 2 }[m[1]] + (m[2] ? 1 : 0) + (Number(m[3]) - 4) * 12;
  return 440 * 2 ** (semis / 12);
}

/** [note, seconds, gap] triples → samples in [-1, 1]. */
function render(notes, { harmonics = [1, 0.3, 0.1], attack = 0.008, volume = 0.55 } = {}) {
  const out = [];
  for (const [note, dur, gap = 0.02] of notes) {
    const f = freq(note);
    const n = Math.round(dur * RATE);
    for (let i = 0; i < n; i += 1) {
      const t = i / RATE;
      const env = Math.min(1, t / attack) * Math.exp((-4.5 * t) / dur);
      let s = 0;
      harmonics.forEach((h, k) => {
        s += h * Math.sin(2 * Math.PI * f * (k + 1) * t);
      });
      out.push((s / harmonics.reduce((a, b) => a + b, 0)) * env * volume);
    }
    for (let i = 0; i < Math.round(gap * RATE); i += 1) out.push(0);
  }
  return out;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVE', 8);
  head.write('fmt ', 12);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(1, 22); // mono
  head.writeUInt32LE(RATE, 24);
  head.writeUInt32LE(RATE * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

// File names are the SoundKind values of src/utils/sound.ts.
const SOUNDS = {
  // a light two-note "ding" for a chat message
  'new-message': render(
    [
      ['E6', 0.09],
      ['B6', 0.22],
    ],
    { harmonics: [1, 0.2] },
  ),
  // rising arpeggio: money is coming in
  'order-new': render([
    ['C5', 0.1],
    ['E5', 0.1],
    ['G5', 0.1],
    ['C6', 0.3],
  ]),
  // two low knocks: stock needs attention
  'order-stock': render(
    [
      ['G4', 0.14, 0.06],
      ['G4', 0.24],
    ],
    { harmonics: [1, 0.5, 0.25] },
  ),
  // a soft chime: something was done automatically
  'order-auto': render(
    [
      ['A5', 0.12],
      ['E6', 0.28],
    ],
    { harmonics: [1, 0.15, 0.05] },
  ),
  // three quick beeps: a deadline passed
  'order-timeout': render(
    [
      ['A5', 0.08, 0.05],
      ['A5', 0.08, 0.05],
      ['A5', 0.16],
    ],
    { harmonics: [1, 0.4, 0.2] },
  ),
  // falling pair: an order went away
  'order-cancel': render(
    [
      ['E5', 0.12],
      ['A4', 0.3],
    ],
    { harmonics: [1, 0.35, 0.1] },
  ),
  // a bright four-note motif reserved for supplier notices
  'supplier-notify': render(
    [
      ['D6', 0.08],
      ['A5', 0.08],
      ['D6', 0.08],
      ['F#6', 0.26],
    ],
    { harmonics: [1, 0.25] },
  ),
};

mkdirSync(OUT, { recursive: true });
for (const [name, samples] of Object.entries(SOUNDS)) {
  const file = join(OUT, `${name}.wav`);
  writeFileSync(file, wav(samples));
  console.log(`${file} ${((samples.length * 2 + 44) / 1024).toFixed(1)} KiB`);
}
