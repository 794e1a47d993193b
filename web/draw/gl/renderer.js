// The WebGL2 renderer for crowds (loaded on demand by gl/choice.js): draws the agents' bodies, headings and
// failure rings, and with the "every agent" overlay their rays and goal lines, with instancing, on a canvas
// of its own layered over the page's canvas (the browser composites the layers: nothing is read back). The
// world under the agents (cells, circles, fields) stays in Canvas 2D on the page's canvas, and what goes over
// them (the selected agent, its forces and half-planes, every label) on a third, 2D canvas over the GL one:
// the same layers, in the same order, as one Canvas 2D frame. Per frame: one pass over the agent view into
// arrays kept from frame to frame, one bufferSubData per array, a few instanced draws; buffers grow only
// when the crowd does.
import { AGENT_COLORS, COLORS, COLOR_SLOTS, rgbaBytes } from '../palette.js';
import { AGENT_FLOATS, packAgents } from './agents.js';
import { SEGMENT_WORDS, packSegments } from './segments.js';
import {
  BODY_FRAGMENT,
  BODY_VERTEX,
  DOT_FRAGMENT,
  DOT_VERTEX,
  MODE,
  SEGMENT_FRAGMENT,
  SEGMENT_VERTEX,
  program,
} from './shaders.js';

/** A palette colour as premultiplied floats [r, g, b, a] in [0, 1]. */
function premultiplied(css) {
  const [r, g, b, a] = rgbaBytes(css);
  const k = a / 255 / 255;
  return [r * k, g * k, b * k, a / 255];
}

const SLOT_COLOURS = new Float32Array(COLOR_SLOTS.flatMap(premultiplied));
const COLOURS = {
  collision: premultiplied(COLORS.collision),
  outline: premultiplied(AGENT_COLORS.outline),
  heading: premultiplied(COLORS.heading),
};

/** A canvas laid exactly over the page's canvas (#world), under everything else on the stage; hidden. */
function layer(id) {
  const canvas = document.createElement('canvas');
  canvas.id = id;
  canvas.className = 'world-layer';
  canvas.hidden = true;
  canvas.setAttribute('aria-hidden', 'true');
  return canvas;
}

/**
 * A WebGL2 renderer whose layers sit over `world` (the page's canvas), or null where the browser has no
 * WebGL2. `lost` is true while its context is lost (render() then draws in Canvas 2D). `limits`: the body
 * sizes render() keeps ({ leastPx, dotPx }).
 */
export function createRenderer(world, limits) {
  const canvas = layer('world-gl'),
    over = layer('world-over');
  // The drawing buffer is kept after the page shows it, so that Picture can copy the layers into one PNG.
  const gl = canvas.getContext('webgl2', {
    alpha: true,
    premultipliedAlpha: true,
    antialias: false,
    depth: false,
    stencil: false,
    preserveDrawingBuffer: true,
  });
  if (!gl) return null;
  let state = setUp(gl); // throws (the driver's words) when a program does not build: gl/choice.js keeps Canvas 2D
  world.after(canvas, over);
  const overCtx = over.getContext('2d');
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  let shown = false;
  const show = (on) => {
    if (shown === on) return;
    canvas.hidden = over.hidden = !on;
    shown = on;
  };
  const renderer = {
    canvas,
    lost: false,
    gpu: String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER)),
    /** Draws the crowd on the GL layer and shows the layers; false when it cannot (a lost context): draw in 2D. */
    draw(view, sim, v, frame, options) {
      if (renderer.lost || gl.isContextLost()) {
        show(false);
        return false;
      }
      drawFrame(gl, state, limits, view, sim, v, frame, options);
      show(true);
      return true;
    },
    /** The 2D context of the layer over the agents, sized to the page's canvas and cleared. */
    overlay(view) {
      const w = view.canvas.width,
        h = view.canvas.height;
      if (over.width !== w || over.height !== h) {
        over.width = w;
        over.height = h;
      } else overCtx.clearRect(0, 0, w, h);
      return overCtx;
    },
    /** Hides the layers (a frame drawn wholly in Canvas 2D, or a compare's panes). */
    hide() {
      show(false);
    },
    /** The page's canvas with the layers over it, as one canvas (what a person sees), or null while hidden. */
    composed(world) {
      if (!shown) return null;
      const c = document.createElement('canvas');
      c.width = world.width;
      c.height = world.height;
      const ctx = c.getContext('2d');
      for (const layer of [world, canvas, over]) ctx.drawImage(layer, 0, 0);
      return c;
    },
  };
  canvas.addEventListener('webglcontextlost', (e) => {
    e.preventDefault();
    renderer.lost = true;
  });
  canvas.addEventListener('webglcontextrestored', () => {
    state = setUp(gl);
    renderer.lost = false;
  });
  return renderer;
}

/** Programs, the quad's corners, and the instance buffers with their vertex arrays: the agents' buffer is
 *  read per vertex (point sprites) or per instance (quads), the lines' per instance. */
function setUp(gl) {
  const bodies = program(gl, BODY_VERTEX, BODY_FRAGMENT);
  const segments = program(gl, SEGMENT_VERTEX, SEGMENT_FRAGMENT);
  const dots = program(gl, DOT_VERTEX, DOT_FRAGMENT);
  const corners = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, corners);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  const vertexArray = (buffer, quads, attributes) => {
    const vao = gl.createVertexArray();
    gl.bindVertexArray(vao);
    if (quads) {
      gl.bindBuffer(gl.ARRAY_BUFFER, corners);
      gl.enableVertexAttribArray(0);
      gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    }
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    attributes(quads ? 1 : 0);
    gl.bindVertexArray(null);
    return vao;
  };
  const agentStride = AGENT_FLOATS * 4,
    segmentStride = SEGMENT_WORDS * 4;
  const agentAttributes = (divisor) => {
    for (const [loc, offset] of [
      [1, 0],
      [2, 16],
    ]) {
      gl.enableVertexAttribArray(loc);
      gl.vertexAttribPointer(loc, 4, gl.FLOAT, false, agentStride, offset);
      gl.vertexAttribDivisor(loc, divisor);
    }
  };
  const agentBuffer = gl.createBuffer(),
    lineBuffer = gl.createBuffer();
  const lines = vertexArray(lineBuffer, true, () => {
    gl.enableVertexAttribArray(1);
    gl.vertexAttribPointer(1, 4, gl.FLOAT, false, segmentStride, 0);
    gl.vertexAttribDivisor(1, 1);
    gl.enableVertexAttribArray(2);
    gl.vertexAttribPointer(2, 4, gl.UNSIGNED_BYTE, true, segmentStride, 16);
    gl.vertexAttribDivisor(2, 1);
  });
  return {
    bodies,
    segments,
    dots,
    agents: {
      buffer: agentBuffer,
      bytes: 0,
      points: vertexArray(agentBuffer, false, agentAttributes),
      quads: vertexArray(agentBuffer, true, agentAttributes),
    },
    lines: { buffer: lineBuffer, bytes: 0, vao: lines },
    maxPoint: gl.getParameter(gl.ALIASED_POINT_SIZE_RANGE)[1],
    agentData: { data: new Float32Array(0) },
    lineData: { floats: new Float32Array(0), words: new Uint32Array(0) },
    counts: { rays: 0, goals: 0, rayAgents: 0 },
    agentCounts: { bodies: 0, rings: 0, largest: 0 },
  };
}

/** The bodies as dots, one point each, from the agents' buffer through its per-vertex array `vao`. */
function drawDots(gl, dots, vao, view, w, h, limits, count) {
  const u = dots.uniforms;
  gl.useProgram(dots.program);
  gl.bindVertexArray(vao);
  setCamera(gl, u, view, w, h);
  gl.uniform1f(u.uPixel, view.dpr);
  gl.uniform1f(u.uLeast, limits.leastPx);
  gl.uniform1f(u.uStoppedAlpha, 0.4);
  gl.uniform4fv(u.uSlots, SLOT_COLOURS);
  gl.uniform4fv(u.uCollision, COLOURS.collision);
  gl.drawArrays(gl.POINTS, 0, count);
}

/** Uploads `length` floats of `array` into the buffer, growing it (never shrinking) when they do not fit. */
function upload(gl, target, array, length) {
  gl.bindBuffer(gl.ARRAY_BUFFER, target.buffer);
  if (target.bytes < array.byteLength) {
    gl.bufferData(gl.ARRAY_BUFFER, array.byteLength, gl.DYNAMIC_DRAW); // sized to the store, which grows by doubling
    target.bytes = array.byteLength;
  }
  if (length > 0) gl.bufferSubData(gl.ARRAY_BUFFER, 0, array, 0, length);
}

/** The camera as the shaders take it (device pixels), for either program. */
function setCamera(gl, u, view, w, h) {
  const dpr = view.dpr;
  gl.uniform2f(u.uOrigin, view.originX * dpr, view.originY * dpr);
  gl.uniform1f(u.uScale, view.scale * dpr);
  gl.uniform2f(u.uCanvas, w, h);
}

/** One frame on the GL layer: the lines, then the bodies. */
function drawFrame(gl, s, limits, view, sim, v, frame, { crowd, rays, goals }) {
  const w = view.canvas.width,
    h = view.canvas.height,
    dpr = view.dpr;
  if (gl.canvas.width !== w || gl.canvas.height !== h) {
    gl.canvas.width = w;
    gl.canvas.height = h;
  }
  gl.viewport(0, 0, w, h);
  gl.clearColor(0, 0, 0, 0);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.enable(gl.BLEND);
  gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);

  // Rays and goal lines (every agent's, in a crowd with "every agent"), under the bodies as in 2D.
  const c = packSegments(s.lineData, sim, v, { rays, goals }, s.counts);
  frame.drawn.rays += c.rayAgents;
  if (c.rays + c.goals > 0) {
    upload(gl, s.lines, s.lineData.floats, (c.rays + c.goals) * SEGMENT_WORDS);
    const u = s.segments.uniforms;
    gl.useProgram(s.segments.program);
    setCamera(gl, u, view, w, h);
    gl.bindVertexArray(s.lines.vao);
    const segmentStride = SEGMENT_WORDS * 4;
    const range = (first, count, width, dash) => {
      if (!count) return;
      gl.bindBuffer(gl.ARRAY_BUFFER, s.lines.buffer);
      gl.vertexAttribPointer(1, 4, gl.FLOAT, false, segmentStride, first * segmentStride);
      gl.vertexAttribPointer(2, 4, gl.UNSIGNED_BYTE, true, segmentStride, first * segmentStride + 16);
      gl.uniform1f(u.uWidth, width * dpr);
      gl.uniform1f(u.uDash, dash * dpr);
      gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, count);
    };
    range(0, c.rays, 1.25, 0);
    range(c.rays, c.goals, 2, 4);
  }
  frame.drawn.goals += c.goals;

  // Bodies in draw/render.js's batch order, their headings, then the failures' rings.
  const { bodies, rings, largest } = packAgents(s.agentData, sim, v, view, crowd, s.agentCounts);
  frame.drawn.agents = bodies;
  upload(gl, s.agents, s.agentData.data, (bodies + rings) * AGENT_FLOATS);
  // A crowd seen whole as dots (bodies under DOT_PX, as draw/render.js fills them: squares); else point
  // sprites where the GPU draws them that large (a body, its ring or its heading), else quads.
  const dotted = crowd && largest * view.scale < limits.dotPx;
  const points = 2 * (2.6 * Math.max(largest, 0.36) * view.scale + 8) * dpr <= s.maxPoint;
  if (dotted) drawDots(gl, s.dots, s.agents.points, view, w, h, limits, bodies);
  const u = s.bodies.uniforms;
  gl.useProgram(s.bodies.program);
  setCamera(gl, u, view, w, h);
  gl.uniform1i(u.uPoints, points || dotted ? 1 : 0);
  gl.uniform1f(u.uPixel, dpr);
  gl.uniform1f(u.uLeast, limits.leastPx);
  gl.uniform1f(u.uDot, limits.dotPx);
  gl.uniform1i(u.uRounded, crowd ? 0 : 1);
  gl.uniform1i(u.uOutlined, view.scale * 0.3 >= 4 ? 1 : 0);
  gl.uniform1f(u.uStoppedAlpha, crowd ? 0.4 : 1);
  gl.uniform4fv(u.uSlots, SLOT_COLOURS);
  gl.uniform4fv(u.uCollision, COLOURS.collision);
  gl.uniform4fv(u.uOutline, COLOURS.outline);
  gl.uniform4fv(u.uHeading, COLOURS.heading);
  gl.uniform1f(u.uHeadingWidth, Math.min(2, 0.12 * view.scale) * dpr);
  gl.bindVertexArray(points || dotted ? s.agents.points : s.agents.quads);
  const pass = (mode, first, count) => {
    if (!count) return;
    gl.uniform1i(u.uMode, mode);
    if (points || dotted) {
      gl.drawArrays(gl.POINTS, first, count);
      return;
    }
    gl.bindBuffer(gl.ARRAY_BUFFER, s.agents.buffer);
    for (const [loc, offset] of [
      [1, 0],
      [2, 16],
    ])
      gl.vertexAttribPointer(loc, 4, gl.FLOAT, false, AGENT_FLOATS * 4, first * AGENT_FLOATS * 4 + offset);
    gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, count);
  };
  if (!dotted) pass(MODE.fill, 0, bodies);
  if (view.scale * 0.3 >= 2) pass(MODE.heading, 0, bodies);
  pass(MODE.ring, bodies, rings);
  gl.bindVertexArray(null);
}
