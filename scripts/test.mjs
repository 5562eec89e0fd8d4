// `npm test`, the gate: every check and the gate's browser tests (playwright/tiers.ts), within two
// minutes on two cores, in two phases that each keep both cores busy. First the Node steps in two
// lanes of about the same length, one per core: lint, then the unit tests; the typecheck, the API,
// format and docs checks, then the playground's build. Four steps at once took longer: on two
// cores they slow each other down by more than they overlap. Then the browser suites side by
// side: the component tests (one Chromium, one Firefox) and the e2e tests on the built
// playground, which wait on their browsers often enough to share the cores. Started with the Node
// steps, they slowed them down more again. A fault in the static checks also stops the run before
// a browser starts. A step's output is printed whole when it ends, so parallel steps never
// interleave; the first failure stops the run.
//
// `--slow` runs the slow tier instead (`npm run test:slow`, which `.ci/run` runs after the gate):
// the tests tagged for it: the unit tests' hydration in Chromium, the component tests, then the
// playground's build and the e2e tests. One after the other: side by side, five browsers on two
// cores made the tier's longest tests (many steps, or the accessibility tree of 1,000 rows) run
// five times slower than alone and time out, and this tier has no two-minute budget to keep.
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

const slow = process.argv.includes('--slow');
const name = slow ? 'npm run test:slow' : 'npm test';
const playground = { NODE_ENV: 'production', PLAYGROUND_STORIES: 'features' };
const tier = { TEST_TIER: slow ? 'slow' : 'gate' };

const e2e = () => run('test:e2e', { PLAYGROUND_BUILT: '1', ...tier });

try {
  if (slow) {
    await run('test:unit', tier);
    await run('test:ct', tier);
    await run('build:playground', playground).then(e2e);
  } else {
    // Two lanes of about the same length, one per core: lint is the longest step.
    await Promise.all([
      run('lint').then(() => run('test:unit', tier)),
      run('typecheck')
        .then(() => run('api:check'))
        .then(() => run('format:check'))
        .then(() => run('docs:check'))
        // The e2e suite's playground leaves out the docs pages (.ladle/config.mjs); the audits
        // build and check them.
        .then(() => run('build:playground', playground)),
    ]);
    await Promise.all([run('test:ct', tier), e2e()]);
  }
  console.log(`\n${name}: passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  for (const child of running) process.kill(-child.pid, 'SIGTERM');
  console.error(`\n${name}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
