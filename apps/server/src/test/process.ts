import { type ChildProcess, spawn } from 'node:child_process';

export interface ServerProcess {
  url: string;
  pid: number;
  output: () => string;
  /** Sends SIGTERM (or the given signal) and resolves with the exit code (null on a kill). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ProcessOptions {
  cwd: string;
  env: Record<string, string>;
  /** Runs the command under this umask (e.g. '000'), whatever the test runner's own is. */
  umask?: string;
}

function spawnNode(args: string[], options: ProcessOptions): ChildProcess {
  const env = { PATH: process.env.PATH ?? '', ...options.env };
  if (options.umask === undefined) return spawn(process.execPath, args, { cwd: options.cwd, env });
  // exec keeps the pid: the shell becomes node, so signals reach the server itself.
  const script = `umask ${options.umask} && exec "$0" "$@"`;
  return spawn('/bin/sh', ['-c', script, process.execPath, ...args], { cwd: options.cwd, env });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Runs a command to completion and returns its exit code and output. */
export async function runToExit(
  args: string[],
  options: ProcessOptions,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnNode(args, options);
  const { stdout, stderr } = child;
  if (!stdout || !stderr) throw new Error('no output pipes');
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await exitOf(child);
  return { code, stdout: out, stderr: err };
}

/** Starts a server process and waits until it prints the address it listens on. */
export async function startServerProcess(
  args: string[],
  options: ProcessOptions & { timeoutMs?: number },
): Promise<ServerProcess> {
  const child = spawnNode(args, options);
  const { pid, stdout, stderr } = child;
  if (pid === undefined || !stdout || !stderr) throw new Error('could not spawn');
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, options.timeoutMs ?? 40_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /draait op (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    stdout.on('data', onData);
    stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    pid,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      const exited = exitOf(child);
      child.kill(signal);
      return exited;
    },
  };
}
