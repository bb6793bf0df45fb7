import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { once } from 'node:events';

/** A port nobody listens on right now, picked by the system. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (typeof address !== 'object' || !address) throw new Error('No free port');
  return address.port;
}

export interface RunningProcess {
  readonly baseUrl: string;
  /** SIGTERM, then wait until it has exited (the server closes its database first). */
  stop(): Promise<void>;
}

export interface NodeProcessOptions {
  /** What it is, for error messages. */
  label: string;
  nodeArgs: readonly string[];
  env: Record<string, string>;
  port: number;
  /** A path that answers 200 once it is ready. */
  readyPath: string;
  /** Also wait until its output shows this (e.g. the banner a cluster prints when all listen). */
  readyOutput?: string;
  readyTimeoutMs?: number;
}

/**
 * Starts a Node process with only the given environment (plus PATH) and waits until it
 * answers on 127.0.0.1. Its output is kept and shown when it fails to start or exits early.
 */
export async function startNodeProcess(options: NodeProcessOptions): Promise<RunningProcess> {
  const child = spawn(process.execPath, options.nodeArgs, {
    env: { PATH: process.env.PATH ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: string) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);
  const exited = once(child, 'exit');
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (!running) {
      throw new Error(`${options.label} stopped before it was ready:\n${output}`);
    }
    const printed = options.readyOutput === undefined || output.includes(options.readyOutput);
    if (printed && (await answers(`${baseUrl}${options.readyPath}`))) break;
    if (Date.now() > deadline) {
      await stop(child, exited);
      throw new Error(`${options.label} was not ready in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  let stopping: Promise<void> | null = null;
  return {
    baseUrl,
    stop() {
      stopping ??= stop(child, exited);
      return stopping;
    },
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}
