import net from 'node:net';

export interface RawAnswer {
  /** Everything the server wrote before it closed the connection. */
  text: string;
  status: number | null;
  /** The body after the blank line, parsed as JSON when it is. */
  body: unknown;
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
}

/**
 * Opens a TCP connection, lets `talk` write to it (at any pace), and resolves once the server
 * closes the connection, with what it answered. For what `inject` cannot do: timeouts and
 * requests Node's HTTP parser refuses.
 */
export function rawExchange(
  port: number,
  talk: (socket: net.Socket) => void,
  giveUpAfterMs = 10_000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1', () => talk(socket));
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${giveUpAfterMs} ms:\n${text}`));
    }, giveUpAfterMs);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    // Writing after the server closed fails; only the close matters here.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      const rawBody = text.split('\r\n\r\n').slice(1).join('\r\n\r\n');
      let body: unknown = rawBody;
      try {
        body = JSON.parse(rawBody);
      } catch {
        // Not JSON: kept as text.
      }
      resolve({
        text,
        status: status ? Number(status) : null,
        body,
        closedAfterMs: performance.now() - started,
      });
    });
  });
}
