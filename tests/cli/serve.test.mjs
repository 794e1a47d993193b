// The playground's server from the command line (scripts/serve.mjs, what `npm start` runs last): `--port N` chooses
// the port as PORT does, and a port that is not one is refused with the option named, before anything listens.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const SERVE = fileURLToPath(new URL('../../scripts/serve.mjs', import.meta.url));

describe('scripts/serve.mjs', () => {
  it('serves on the port --port names (0: any free one) and says where', async () => {
    const child = spawn(process.execPath, [SERVE, '--port=0'], { env: { ...process.env, PORT: '1' } });
    try {
      const url = await new Promise((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d) => {
          out += d;
          const m = /http:\/\/localhost:(\d+)\//.exec(out);
          if (m) resolve(`http://127.0.0.1:${m[1]}/`);
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      assert.notEqual(new URL(url).port, '1', '--port wins over PORT');
      const page = await fetch(url);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<title/);
    } finally {
      child.kill();
    }
  });

  it('refuses a port that is not one (or none), naming the option and the range', () => {
    // (a timeout: a server that took such a value would listen for ever)
    const refused = (args, env = {}) =>
      spawnSync(process.execPath, [SERVE, ...args], {
        encoding: 'utf8',
        timeout: 10000,
        env: { ...process.env, ...env },
      });
    for (const [args, env, said] of [
      [['--port', 'eighty'], {}, '--port must be a port number 0..65535, got "eighty"'],
      [['--port=70000'], {}, '--port must be a port number 0..65535, got "70000"'],
      [['--port'], {}, '--port must be a port number 0..65535, got ""'],
      [[], { PORT: '' }, 'PORT must be a port number 0..65535, got ""'],
    ]) {
      const run = refused(args, env);
      assert.equal(run.status, 2, `${args.join(' ')} ${JSON.stringify(env)}: ${run.stdout}${run.stderr}`);
      assert.ok(run.stderr.includes(said), run.stderr);
    }
  });
});
