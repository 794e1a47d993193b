#!/usr/bin/env node
// The script engine of the native tools (`sidestep`, `sidestep-viewer`): they run no JavaScript themselves, so
// they start this (`node scripts/script-server.mjs`, native/script_engine.cpp) and speak to it over two pipes,
// file descriptors 3 (in) and 4 (out). It runs the page's own runtime (web/script/runtime.js over
// quickjs-emscripten's QuickJS, the same wasm build), so a scripted scene gives the page's hash natively; the
// core stays native: every world call a script makes (castRay, neighbors, blocked, random, show) goes back
// over the pipe and the native core answers it in the same exchange.
//
// Frames both ways: a u32 length (little-endian, of what follows the type), a type byte, the payload.
//   in  H layout JSON                  -> h "" (ready) or the error
//   in  S u32 run, scripts JSON        the run's scripts ({ NAME: SOURCE }); a new run gets its own runtime
//   in  B u32 run, f64 dt, step, budget, u32 n, u32 scripts, (u32 k, str name, str texts)*, f64 rows
//                                      one step: calls go out as C/N/W until R
//   in  A f64 box, u32 count, f64 near  the answer to a C (not sent for show)
//   in  I u32 id                       the answer to an N
//   in  V scripts JSON                 -> v JSON [[name, line, column, message]...] (syntax errors)
//   in  D u32 run                      the run is gone
//   out C f64 box                      a world call (the layout's mailbox)
//   out N str name                     show()'s number for a name
//   out W u32 agent, f64 value, str name   show() by name
//   out R u32 n, f64 answers, u32 abandoned, u32 stops, (u32 k, str)*, u32 notes, (u32 agent, str)*, str memories
//   out E str message                  the server cannot go on
// (str: u32 byte length, UTF-8 bytes.) A step whose scripts run long is said on stderr, never cut short.
import { readSync, writeSync } from 'node:fs';

import { checkLayout } from '../web/script/contract.js';
import { ScriptRuntime, syntaxError } from '../web/script/runtime.js';
import { watchFromTerminal } from '../web/script/watch.js';

const IN = 3,
  OUT = 4;

/** Buffered frames from fd IN: next() gives { type, data } (data valid until the next call). */
class Frames {
  constructor() {
    this.buffer = Buffer.alloc(1 << 16);
    this.start = 0;
    this.end = 0;
  }
  #fill(bytes) {
    if (this.end - this.start >= bytes) return true;
    if (this.start + bytes > this.buffer.length) {
      const grown = Buffer.alloc(Math.max(this.buffer.length, 2 * bytes));
      this.buffer.copy(grown, 0, this.start, this.end);
      this.end -= this.start;
      this.start = 0;
      this.buffer = grown;
    }
    while (this.end - this.start < bytes) {
      let got;
      try {
        got = readSync(IN, this.buffer, this.end, this.buffer.length - this.end, null);
      } catch (error) {
        if (error.code === 'EAGAIN') continue;
        throw error;
      }
      if (got === 0) return false;
      this.end += got;
    }
    return true;
  }
  next() {
    if (!this.#fill(5)) return null;
    const length = this.buffer.readUInt32LE(this.start);
    const type = String.fromCharCode(this.buffer[this.start + 4]);
    if (!this.#fill(5 + length)) return null;
    const data = this.buffer.subarray(this.start + 5, this.start + 5 + length);
    this.start += 5 + length;
    if (this.start === this.end) this.start = this.end = 0;
    return { type, data };
  }
}

/** A frame's payload read in order. */
class Reader {
  constructor(data) {
    this.data = data;
    this.at = 0;
  }
  u32() {
    const v = this.data.readUInt32LE(this.at);
    this.at += 4;
    return v;
  }
  f64() {
    const v = this.data.readDoubleLE(this.at);
    this.at += 8;
    return v;
  }
  doubles(n) {
    const out = new Float64Array(n);
    for (let k = 0; k < n; k++) out[k] = this.data.readDoubleLE(this.at + 8 * k);
    this.at += 8 * n;
    return out;
  }
  str() {
    const n = this.u32();
    const s = this.data.toString('utf8', this.at, this.at + n);
    this.at += n;
    return s;
  }
  rest() {
    return this.data.toString('utf8', this.at);
  }
}

/** A frame being written. */
class Writer {
  constructor(type) {
    this.parts = [];
    this.type = type;
  }
  u32(v) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v >>> 0);
    this.parts.push(b);
    return this;
  }
  doubles(values) {
    const b = Buffer.alloc(8 * values.length);
    for (let k = 0; k < values.length; k++) b.writeDoubleLE(values[k], 8 * k);
    this.parts.push(b);
    return this;
  }
  str(s) {
    const b = Buffer.from(s, 'utf8');
    this.u32(b.length);
    this.parts.push(b);
    return this;
  }
  text(s) {
    this.parts.push(Buffer.from(s, 'utf8'));
    return this;
  }
  send() {
    const body = Buffer.concat(this.parts);
    const head = Buffer.alloc(5);
    head.writeUInt32LE(body.length);
    head[4] = this.type.charCodeAt(0);
    const frame = Buffer.concat([head, body]);
    for (let at = 0; at < frame.length;) at += writeSync(OUT, frame, at);
  }
}

const frames = new Frames();

let callFrame = null;
/** A C frame, the hot path: one buffer made once. */
function sendCall(box) {
  if (!callFrame) {
    callFrame = Buffer.alloc(5 + 8 * box.length);
    callFrame.writeUInt32LE(8 * box.length);
    callFrame[4] = 'C'.charCodeAt(0);
  }
  for (let k = 0; k < box.length; k++) callFrame.writeDoubleLE(box[k], 5 + 8 * k);
  for (let at = 0; at < callFrame.length;) at += writeSync(OUT, callFrame, at);
}
/** The next frame, which must be one of `types`; the server ends on anything else. */
function expect(...types) {
  const f = frames.next();
  if (!f) process.exit(0); // the native tool is gone
  if (!types.includes(f.type)) fatal(`expected a frame of type ${types.join(' or ')}, got ${f.type}`);
  return f;
}

function fatal(message) {
  new Writer('E').text(message).send();
  process.exit(1);
}

/** The runtime's view of one step over the pipe (see ScriptRuntime.steer). */
class PipeStepHost {
  constructor(layout, r) {
    this.layout = layout;
    this.dtValue = r.f64();
    this.stepValue = r.f64();
    this.budgetValue = r.f64();
    const n = r.u32();
    this.names = new Map();
    this.textsOf = new Map();
    for (let s = r.u32(); s > 0; s--) {
      const k = r.u32();
      this.names.set(k, r.str());
      this.textsOf.set(k, r.str());
    }
    this.rows = r.doubles(n * layout.batch.stride);
  }
  input() {
    return this.rows;
  }
  dt() {
    return this.dtValue;
  }
  step() {
    return this.stepValue;
  }
  budget() {
    return this.budgetValue;
  }
  scriptName(k) {
    return this.names.get(k) ?? '';
  }
  texts(k) {
    return this.textsOf.get(k) ?? '[]';
  }
  call(box) {
    const op = box[this.layout.box.op];
    sendCall(box);
    if (op === this.layout.calls.show) return null;
    const r = new Reader(expect('A').data);
    box.set(r.doubles(box.length));
    return r.doubles(r.u32() * this.layout.near.stride);
  }
  name(text) {
    new Writer('N').str(text).send();
    return new Reader(expect('I').data).u32();
  }
  show(i, name, value) {
    new Writer('W').u32(i).doubles([value]).str(name).send();
  }
  finish(output, stops, notes, memories, abandoned) {
    const w = new Writer('R').u32(output.length / this.layout.answer.stride).doubles(output);
    w.u32(abandoned ? 1 : 0).u32(stops.length);
    for (const [k, message] of stops) w.u32(k).str(message);
    w.u32(notes.length);
    for (const [i, text] of notes) w.u32(i).str(text);
    w.str(memories).send();
  }
}

let quickjs = null;
const runs = new Map(); // run -> ScriptRuntime

function serve(layout) {
  for (;;) {
    const { type, data } = expect('S', 'B', 'V', 'D');
    const r = new Reader(data);
    if (type === 'S') {
      const run = r.u32();
      const scripts = JSON.parse(r.rest());
      const runtime = runs.get(run);
      if (runtime) runtime.setScripts(scripts);
      else runs.set(run, watchFromTerminal(new ScriptRuntime(quickjs, scripts, layout)));
    } else if (type === 'B') {
      const runtime = runs.get(r.u32());
      if (!runtime) fatal('a step for a run that has no scripts');
      runtime.steer(new PipeStepHost(layout, r));
    } else if (type === 'V') {
      const errors = [];
      for (const [name, source] of Object.entries(JSON.parse(r.rest()))) {
        const e = syntaxError(quickjs, name, source);
        if (e) errors.push([name, e.line, e.column, e.message]);
      }
      new Writer('v').text(JSON.stringify(errors)).send();
    } else {
      const run = r.u32();
      runs.get(run)?.dispose();
      runs.delete(run);
    }
  }
}

const hello = expect('H');
let layout;
try {
  layout = checkLayout(new Reader(hello.data).rest());
  quickjs = await (await import('../web/script/quickjs-entry.js')).loadQuickJS();
} catch (error) {
  new Writer('h').text(String(error?.message ?? error)).send();
  process.exit(1);
}
new Writer('h').send();
serve(layout);
