/**
 * The W3C Nu HTML checker (vnu.jar, a Java program): the audits run it on the playground's
 * rendered pages, and the consumer checks on each server-rendered app's HTML.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/** The errors and warnings in the HTML `files`, each as "file: message [extract]". */
export async function nuFindings(files: string[]): Promise<string[]> {
  // --exit-zero-always: findings come back as JSON, not as a failed process.
  const { stdout } = await promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
    { maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: unknown) => {
    throw new Error(
      `The Nu HTML checker needs Java 11+ on the PATH (Debian: apt-get install -y default-jre-headless): ${String(error)}`,
    );
  });
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages
    .filter((message) => message.type === 'error' || message.subType === 'warning')
    .map(
      (message) =>
        `${message.url.replace(/.*\//, '')}: ${message.message} [${message.extract ?? ''}]`,
    );
}
