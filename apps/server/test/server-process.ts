import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Where the server's package is: tsx reads the tsconfig of its working folder (the site's JSX). */
const serverRoot = path.resolve(import.meta.dirname, '..');

/** A server started as a process of its own, as a process manager runs it. */
export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
}

/**
 * Starts `src/main.ts` (`node --import tsx` in apps/server, as cli.test.ts runs the command line)
 * with `env` and nothing of the test's own configuration; resolves once it says where it listens.
 */
export function startServer(name: string, env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'JWT_SECRET',
    'DATA_DIR',
    'LOG_LEVEL',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'STORAGE',
    'S3_BUCKET',
  ])
    delete childEnv[key];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
    cwd: serverRoot,
    env: { ...childEnv, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', ...env },
  });
  let output = '';
  return new Promise<ServerProcess>((resolve, reject) => {
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const url = /School CMS is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) {
        resolve({ name, url, child, output: () => output });
      }
    });
    child.once('exit', (code) => {
      reject(new Error(`${name} exited with ${code} before it listened:\n${output}`));
    });
  });
}

/** SIGTERM, as a process manager stops it; main.ts closes the app and the database, then exits. */
export async function stopServer(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}
