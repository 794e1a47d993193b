// The WebGL2 renderer's two programs, as GLSL ES 3.00 text: bodies (one point sprite per agent, or one
// instanced quad where a sprite would be larger than the GPU draws points: a disc or a square with its rim,
// a failure ring, or its heading line) and segments (one instanced quad per line: rays and goal lines).
// Every length in the shaders is in device pixels unless named in world units, and every rule (sizes,
// shapes, which agents) is the one the Canvas 2D drawing in draw/render.js keeps.

/** Bits of an agent's flags word (packed by gl/agents.js): colour slot, batch, grid agent, failure ring. */
export const FLAG = { slotBits: 5, groupShift: 5, gridShift: 7, failedShift: 8 };

/** What one draw of the bodies program draws (uniform uMode). */
export const MODE = { fill: 0, ring: 1, heading: 2 };

const CLIP = `
uniform vec2 uOrigin;   // device pixel of world (0, 0)
uniform float uScale;   // device pixels per world unit
uniform vec2 uCanvas;   // the canvas in device pixels
vec4 clip(vec2 device) { return vec4(device.x / uCanvas.x * 2.0 - 1.0, 1.0 - device.y / uCanvas.y * 2.0, 0.0, 1.0); }
const vec4 HIDDEN = vec4(2.0, 2.0, 2.0, 1.0); // outside the clip volume: nothing drawn
`;

export const BODY_VERTEX = `#version 300 es
layout(location = 0) in vec2 aCorner;  // the quad's corner, in [-1, 1]^2 (quads only)
layout(location = 1) in vec4 aBody;    // x, y (world), radius (world), flags
layout(location = 2) in vec4 aMotion;  // vx, vy, max speed, unused
${CLIP}
uniform bool uPoints;    // one point sprite per agent (else one instanced quad)
uniform int uMode;
uniform float uPixel;    // device pixels per CSS pixel
uniform float uLeast;    // smallest body radius drawn, CSS pixels
uniform float uDot;      // below this radius (CSS pixels) a body is drawn as a square
uniform float uHeadingWidth; // device pixels
out vec2 vLocal;         // from the centre, device pixels (quads; a point sprite finds it from gl_PointCoord)
out float vRadius;       // the body's radius, or the heading's length, device pixels
out float vExtent;       // half the sprite's side, device pixels
flat out int vFlags;
flat out int vSquare;
flat out vec2 vDir;      // the heading's direction
void main() {
  int flags = int(aBody.w + 0.5);
  int grid = (flags >> ${FLAG.gridShift}) & 1;
  vFlags = flags;
  vec2 centre = aBody.xy + (grid == 1 ? vec2(0.5) : vec2(0.0));
  vec2 at = uOrigin + centre * uScale;
  float extent;
  if (uMode == ${MODE.heading}) {
    float speed = length(aMotion.xy);
    if (grid == 1 || speed <= 1e-3) { gl_Position = HIDDEN; return; }
    vDir = aMotion.xy / speed;
    vRadius = (aBody.z + speed / aMotion.z * aBody.z * 1.6) * uScale;
    extent = vRadius + uHeadingWidth;
  } else {
    float r = max((grid == 1 ? 0.36 : aBody.z) * uScale, uLeast * uPixel);
    if (uMode == ${MODE.ring}) r += 3.0 * uPixel;
    vRadius = r;
    vSquare = grid == 1 ? 2 : (r < uDot * uPixel ? 1 : 0); // 2: rounded square, 1: square, 0: disc
    extent = r + uPixel + 0.5;
  }
  vExtent = extent;
  if (uPoints) {
    gl_PointSize = 2.0 * extent;
    gl_Position = clip(at);
  } else {
    vLocal = aCorner * extent;
    gl_Position = clip(at + vLocal);
  }
}
`;

export const BODY_FRAGMENT = `#version 300 es
precision highp float;
precision highp int;
in vec2 vLocal;
in float vRadius;
in float vExtent;
flat in int vFlags;
flat in int vSquare;
flat in vec2 vDir;
uniform bool uPoints;
uniform int uMode;
uniform float uPixel;
uniform bool uRounded;   // grid agents' squares have round corners (bodies drawn in detail)
uniform bool uOutlined;  // bodies a few pixels wide get a rim
uniform float uStoppedAlpha;
uniform vec4 uSlots[${1 << FLAG.slotBits}]; // palette.js's COLOR_SLOTS, premultiplied
uniform vec4 uCollision, uOutline, uHeading;
uniform float uHeadingWidth;
out vec4 colour;
float box(vec2 p, float r, float corner) {
  vec2 q = abs(p) - vec2(r - corner);
  return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - corner;
}
void main() {
  vec2 local = uPoints ? (gl_PointCoord - 0.5) * 2.0 * vExtent : vLocal;
  if (uMode == ${MODE.heading}) { // a line from the centre along the velocity, butt ends
    float along = dot(local, vDir), across = dot(local, vec2(-vDir.y, vDir.x));
    if (along < 0.0 || along > vRadius) discard;
    float cover = clamp(uHeadingWidth * 0.5 + 0.5 - abs(across), 0.0, 1.0);
    if (cover <= 0.0) discard;
    colour = uHeading * cover;
    return;
  }
  float d = vSquare == 0 ? length(local) - vRadius : box(local, vRadius, vSquare == 2 && uRounded ? vRadius * 0.35 : 0.0);
  if (uMode == ${MODE.ring}) { // 2 CSS pixels wide
    float cover = clamp(uPixel + 0.5 - abs(d), 0.0, 1.0);
    if (cover <= 0.0) discard;
    colour = uCollision * cover;
    return;
  }
  int group = (vFlags >> ${FLAG.groupShift}) & 3;
  vec4 fill = group == 2 ? uCollision : uSlots[vFlags & ${(1 << FLAG.slotBits) - 1}];
  if (group == 1) fill *= uStoppedAlpha;
  vec4 c = fill * clamp(0.5 - d, 0.0, 1.0);
  if (uOutlined) c = mix(c, uOutline, clamp(0.75 * uPixel + 0.5 - abs(d), 0.0, 1.0));
  if (c.a <= 0.0) discard;
  colour = c;
}
`;

/** A crowd seen whole: every body a square of a few pixels (as draw/render.js fills them below DOT_PX), one
 *  point each of one colour, with nothing to work out per pixel: the cheapest draw a software GL has. */
export const DOT_VERTEX = `#version 300 es
layout(location = 1) in vec4 aBody;    // x, y (world), radius (world), flags
${CLIP}
uniform float uPixel, uLeast, uStoppedAlpha;
uniform vec4 uSlots[16];
uniform vec4 uCollision;
flat out vec4 vColour;
void main() {
  int flags = int(aBody.w + 0.5);
  int group = (flags >> ${FLAG.groupShift}) & 3, grid = (flags >> ${FLAG.gridShift}) & 1;
  vec2 centre = aBody.xy + (grid == 1 ? vec2(0.5) : vec2(0.0));
  gl_PointSize = 2.0 * max((grid == 1 ? 0.36 : aBody.z) * uScale, uLeast * uPixel);
  gl_Position = clip(uOrigin + centre * uScale);
  vColour = group == 2 ? uCollision : uSlots[flags & ${(1 << FLAG.slotBits) - 1}] * (group == 1 ? uStoppedAlpha : 1.0);
}
`;

export const DOT_FRAGMENT = `#version 300 es
precision mediump float;
flat in vec4 vColour;
out vec4 colour;
void main() { colour = vColour; }
`;

export const SEGMENT_VERTEX = `#version 300 es
layout(location = 0) in vec2 aCorner;
layout(location = 1) in vec4 aEnds;    // x0, y0, x1, y1 (world)
layout(location = 2) in vec4 aColour;  // RGBA bytes, normalised
${CLIP}
uniform float uWidth;                  // device pixels
out vec2 vLocal;                       // along and across, device pixels
out float vLength;
out vec4 vColour;
void main() {
  vec2 a = uOrigin + aEnds.xy * uScale, b = uOrigin + aEnds.zw * uScale;
  float len = length(b - a);
  if (len < 1e-3) { gl_Position = HIDDEN; return; }
  vec2 dir = (b - a) / len, side = vec2(-dir.y, dir.x);
  vLocal = vec2((aCorner.x + 1.0) * 0.5 * len, aCorner.y * (uWidth * 0.5 + 1.0));
  vLength = len;
  vColour = vec4(aColour.rgb * aColour.a, aColour.a);
  gl_Position = clip(a + dir * vLocal.x + side * vLocal.y);
}
`;

export const SEGMENT_FRAGMENT = `#version 300 es
precision highp float;
precision highp int;
in vec2 vLocal;
in float vLength;
in vec4 vColour;
uniform float uWidth;
uniform float uDash;   // dash and gap length, device pixels (0: solid)
out vec4 colour;
void main() {
  if (uDash > 0.0 && mod(vLocal.x, 2.0 * uDash) >= uDash) discard;
  colour = vColour * clamp(uWidth * 0.5 + 0.5 - abs(vLocal.y), 0.0, 1.0);
}
`;

/** Compiles and links a program; throws with the driver's log when either fails. */
export function program(gl, vertex, fragment) {
  const p = gl.createProgram();
  for (const [type, text] of [
    [gl.VERTEX_SHADER, vertex],
    [gl.FRAGMENT_SHADER, fragment],
  ]) {
    const s = gl.createShader(type);
    gl.shaderSource(s, text);
    gl.compileShader(s);
    if (!gl.getShaderParameter(s, gl.COMPILE_STATUS) && !gl.isContextLost())
      throw new Error(`webgl: ${gl.getShaderInfoLog(s)}`);
    gl.attachShader(p, s);
  }
  gl.linkProgram(p);
  if (!gl.getProgramParameter(p, gl.LINK_STATUS) && !gl.isContextLost())
    throw new Error(`webgl: ${gl.getProgramInfoLog(p)}`);
  const uniforms = {};
  const n = gl.getProgramParameter(p, gl.ACTIVE_UNIFORMS) ?? 0;
  for (let i = 0; i < n; i++) {
    const name = gl.getActiveUniform(p, i).name.replace(/\[0\]$/, '');
    uniforms[name] = gl.getUniformLocation(p, name);
  }
  return { program: p, uniforms };
}
