// Sound effects synthesised with the Web Audio API: no sound files to download. A few short cues, each a tiny
// envelope over one or two oscillators or a burst of noise. The AudioContext is made only after a person has
// touched the page (browsers refuse to start one earlier), and only while sound is on.

const CUES = {
  // a move or a tap: one soft click
  move: [{ type: "triangle", from: 660, to: 520, start: 0, length: 0.07, volume: 0.18 }],
  // a dice roll: a few rattles of noise
  dice: [
    { noise: true, start: 0, length: 0.05, volume: 0.35 },
    { noise: true, start: 0.07, length: 0.05, volume: 0.28 },
    { noise: true, start: 0.15, length: 0.06, volume: 0.22 },
  ],
  // a refusal: two low notes going down
  refusal: [
    { type: "square", from: 220, to: 220, start: 0, length: 0.09, volume: 0.08 },
    { type: "square", from: 165, to: 165, start: 0.11, length: 0.14, volume: 0.08 },
  ],
  // a win: a rising major arpeggio
  win: [
    { type: "triangle", from: 523, to: 523, start: 0, length: 0.14, volume: 0.2 },
    { type: "triangle", from: 659, to: 659, start: 0.12, length: 0.14, volume: 0.2 },
    { type: "triangle", from: 784, to: 784, start: 0.24, length: 0.14, volume: 0.2 },
    { type: "triangle", from: 1047, to: 1047, start: 0.36, length: 0.32, volume: 0.22 },
  ],
};

export const SOUND_CUES = Object.keys(CUES);

// enabled: whether sound starts on. Returns {play(cue), playAfterPaint(cue), enabled(), setEnabled(on)}; play() does nothing while sound
// is off, before the first user gesture, or where the browser has no Web Audio.
export function createSound({ enabled = true } = {}) {
  let on = enabled;
  let context = null;
  let lastPlayed = 0;

  function audio() {
    const Context = globalThis.AudioContext || globalThis.webkitAudioContext;
    if (!Context) return null;
    // Only after a gesture: an AudioContext made earlier stays suspended and the browser warns about it.
    if (!context && !navigator.userActivation?.hasBeenActive) return null;
    context ||= new Context();
    if (context.state === "suspended") context.resume().catch(() => {});
    return context;
  }

  function play(cue) {
    if (!on || !CUES[cue]) return;
    const ctx = audio();
    if (!ctx) return;
    const now = ctx.currentTime;
    if (now - lastPlayed < 0.05) return; // a burst of events makes one sound, not a buzz
    lastPlayed = now;
    for (const part of CUES[cue]) {
      const gain = ctx.createGain();
      const t0 = now + part.start;
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(part.volume, t0 + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + part.length);
      gain.connect(ctx.destination);
      let source;
      if (part.noise) {
        const length = Math.ceil(ctx.sampleRate * part.length);
        const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
        const data = buffer.getChannelData(0);
        for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length);
        source = ctx.createBufferSource();
        source.buffer = buffer;
      } else {
        source = ctx.createOscillator();
        source.type = part.type;
        source.frequency.setValueAtTime(part.from, t0);
        source.frequency.exponentialRampToValueAtTime(part.to, t0 + part.length);
      }
      source.connect(gain);
      source.start(t0);
      source.stop(t0 + part.length + 0.02);
    }
  }

  return {
    play,
    // Once the frame showing its move is painted: building the sound (and the first AudioContext, ~0.1 s) must not
    // hold up the drawing, and a frame (16 ms) is far below what an ear notices as late.
    playAfterPaint(cue) {
      requestAnimationFrame(() => setTimeout(() => play(cue), 0));
    },
    enabled: () => on,
    setEnabled(value) {
      on = !!value;
      if (on) play("move"); // turning sound on is a gesture: say so with a click
    },
  };
}

// The cue for one event when the renderer does not say (a renderer may export soundFor(event) → cue or null).
export function defaultSoundFor(event) {
  return /(^|\.)(re)?roll(ed|s)?$|\.start_rolls$/.test(event.key) ? "dice" : "move";
}
