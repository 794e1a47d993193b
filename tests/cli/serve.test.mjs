// The playground's server from the command line (scripts/serve.mjs, what `npm start` runs last): `--port N` chooses
// the port as PORT does, and a port that is not one is refused with the option named, before anything listens.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const SERVE = fileURLToPath(new URL('../../scripts/serve.mjs', import.meta.url));

describe('scripts/serve.mjs', () => {
  it('serves on the port --port names (0: any free one) and says where', async () => {
    const child = spawn(process.execPath, [SERVE, '--port', '0'], { env: { ...process.env, PORT: '1' } });
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

  it('refuses a port that is not one, naming the option and the range', () => {
    const run = spawnSync(process.execPath, [SERVE, '--port', 'eighty'], { encoding: 'utf8' });
    assert.equal(run.status, 2);
    assert.match(run.stderr, /--port must be a port number 0\.\.65535, got "eighty"/);
  });
});
