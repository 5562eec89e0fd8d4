// `npm test`: every check, in as little wall time as two cores allow, in two phases that each
// keep both cores busy. First the Node steps: the static checks, the unit tests and the
// playground's build. Then the browser suites side by side: the component tests (one Chromium and
// two Firefox browsers) and the e2e tests on the built playground. Started all at once, the
// browsers and the TypeScript and ESLint processes slow each other down by more than the phases
// cost: on two cores the run takes more CPU time in all, and more wall time. A fault in the static
// checks also stops the run before a browser starts. A step's output is printed whole when it ends,
// so parallel steps never interleave; the first failure stops the run.
import { spawn } from 'node:child_process';

/** Runs `npm run <script>`, buffering its output. Resolves with it; rejects when it fails. */
function run(script, env = {}) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script], {
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a failure elsewhere can stop it and everything it started.
    detached: true,
  });
  running.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── ${script}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`);
      process.stdout.write(output);
      if (code === 0) resolve();
      else reject(new Error(`npm run ${script} failed`));
    });
  });
}

const running = new Set();
const started = Date.now();

try {
  await Promise.all([
    // The e2e suite's playground leaves out the docs pages (.ladle/config.mjs); the audits
    // build and check them.
    run('build:playground', { NODE_ENV: 'production', PLAYGROUND_STORIES: 'features' }),
    run('typecheck').then(() => run('api:check')),
    run('lint'),
    run('format:check')
      .then(() => run('docs:check'))
      .then(() => run('test:unit')),
  ]);
  await Promise.all([run('test:ct'), run('test:e2e', { PLAYGROUND_BUILT: '1' })]);
  console.log(`\nnpm test: passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  for (const child of running) process.kill(-child.pid, 'SIGTERM');
  console.error(`\nnpm test: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
