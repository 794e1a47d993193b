// Encoding an animation, frame by frame from a FrameRenderer: a GIF (gif.js, in this thread, yielding to
// the event loop after every frame so the page stays responsive and Cancel is seen at once), or a WebM
// recorded by the browser's MediaRecorder from the canvas, one requested frame every 1/fps seconds.
import { GifWriter, PaletteMapper } from './gif.js';
import { gifPalette } from './animation.js';

/** Frames per second the export accepts: GIF stores delays in hundredths of a second, and browsers
 *  slow frames shorter than 2 of them down. */
export const FPS_LIMITS = [1, 50];

/** Lets the browser paint and handle input (a Cancel click) between two frames. */
const breathe = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The WebM type this browser's MediaRecorder records a canvas as, or '' when it cannot. */
export function webmType() {
  if (typeof MediaRecorder === 'undefined' || typeof HTMLCanvasElement.prototype.captureStream !== 'function')
    return '';
  return (
    ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((t) => MediaRecorder.isTypeSupported(t)) ?? ''
  );
}

/**
 * A GIF of `steps` drawn by `renderer`, `fps` frames a second. `job.cancelled` is read between frames
 * (true: stops, returns null); `job.progress(done, total, bytes)` after each frame.
 * @returns {Promise<Blob | null>}
 */
export async function encodeGif(renderer, steps, fps, job) {
  const rgb = gifPalette(renderer.kit);
  const gif = new GifWriter(renderer.width, renderer.height, rgb);
  const mapper = new PaletteMapper(rgb);
  const indices = new Uint8Array(renderer.width * renderer.height);
  const delay = Math.round(100 / fps);
  for (let i = 0; i < steps.length; i++) {
    if (job.cancelled) return null;
    renderer.draw(steps[i]);
    gif.addFrame(mapper.map(renderer.pixels(), indices), delay);
    job.progress(i + 1, steps.length, gif.bytes);
    await breathe();
  }
  if (job.cancelled) return null;
  return new Blob(gif.finish(), { type: 'image/gif' });
}

/**
 * Bytes of a GIF of `frames` frames, estimated by encoding the first two of `steps` (the first is whole;
 * a later one stores what changed, so the second stands for the rest). An estimate: motion varies.
 */
export function estimateGif(renderer, steps, frames) {
  const rgb = gifPalette(renderer.kit);
  const gif = new GifWriter(renderer.width, renderer.height, rgb);
  const mapper = new PaletteMapper(rgb);
  const indices = new Uint8Array(renderer.width * renderer.height);
  renderer.draw(steps[0]);
  const first = gif.bytes + gif.addFrame(mapper.map(renderer.pixels(), indices), 10);
  if (frames < 2 || steps.length < 2) return first + 1;
  renderer.draw(steps[1]);
  return first + (frames - 1) * gif.addFrame(mapper.map(renderer.pixels(), indices), 10) + 1;
}

/** The bit rate a WebM is recorded at: about 0.1 bit a pixel a frame, within [0.25, 8] Mbit/s. */
export function webmBitrate(width, height, fps) {
  return Math.round(Math.min(8e6, Math.max(2.5e5, 0.1 * width * height * fps)));
}

/** A WebM of `steps`, recorded in real time (steps.length / fps seconds); `job` as encodeGif's. */
export async function encodeWebm(renderer, steps, fps, job) {
  const type = webmType();
  const canvas = renderer.canvas;
  renderer.draw(steps[0]);
  const stream = canvas.captureStream(0);
  const [track] = stream.getVideoTracks();
  const recorder = new MediaRecorder(stream, {
    mimeType: type,
    videoBitsPerSecond: webmBitrate(renderer.width, renderer.height, fps),
  });
  const chunks = [];
  let recorded = 0;
  recorder.ondataavailable = (e) => {
    if (e.data.size) {
      chunks.push(e.data);
      recorded += e.data.size;
    }
  };
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  recorder.start(250); // hand over what is encoded every 250 ms, not only at the end
  const frameMs = 1000 / fps;
  let bytes = 0;
  const t0 = performance.now();
  try {
    for (let i = 0; i < steps.length; i++) {
      if (job.cancelled) break;
      if (i > 0) renderer.draw(steps[i]);
      track.requestFrame();
      bytes = Math.round((webmBitrate(renderer.width, renderer.height, fps) / 8) * ((i + 1) / fps));
      job.progress(i + 1, steps.length, bytes);
      const wait = t0 + (i + 1) * frameMs - performance.now(); // keep to the clock: the recorder timestamps frames as they come
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    }
    await new Promise((resolve) => setTimeout(resolve, frameMs)); // the last frame is shown for its time too
    // A software encoder can lag the clock (about 0.5 s at 960 px in Chromium 156): stopping now would lose
    // every frame of a short recording. Drain: ask for data until two asks in a row bring nothing, at most 3 s.
    let quiet = 0;
    for (const t = performance.now(); !job.cancelled && quiet < 2 && performance.now() - t < 3000;) {
      const had = recorded;
      recorder.requestData();
      await new Promise((resolve) => setTimeout(resolve, 150));
      quiet = recorded > 0 && recorded === had ? quiet + 1 : 0;
    }
  } finally {
    if (recorder.state === 'recording') recorder.requestData();
    recorder.stop();
    track.stop();
    await stopped;
  }
  if (job.cancelled) return null;
  const blob = new Blob(chunks, { type: type.split(';')[0] });
  if (blob.size < 1000)
    throw Object.assign(new Error('anim-recorder-empty'), {
      id: 'anim-recorder-empty', // the dialog words it (this module imports no catalogue: see animation-dialog.js)
      args: { bytes: blob.size, frames: steps.length },
    });
  return blob;
}
