/** HTTP/1.1 requests written byte for byte on a connection of their own: lying lengths, broken framing and odd headers that a client library would refuse or tidy. */
import net from 'node:net';

export interface RawRequest {
  /** Header lines as sent, in order, repeated names allowed; Host and `Connection: close` come first. */
  headers: [string, string][];
  body: Buffer;
  /** Content-Length from the body's size unless the headers carry their own framing (or deliberately none). */
  autoLength?: boolean;
  /** Close our side after the body, for a request whose body never completes: the server sees the end instead of waiting. */
  halfClose?: boolean;
}

export interface RawAnswer {
  /** Status of every response the server wrote on the connection, in order (pipelined leftovers get their own). */
  statuses: number[];
}

export function rawRequestBytes({ headers, body, autoLength = true }: RawRequest): Buffer {
  const lines = [
    'POST /api/contact HTTP/1.1',
    'Host: localhost',
    'Connection: close',
    ...headers.map(([name, value]) => `${name}: ${value}`),
    ...(autoLength ? [`Content-Length: ${body.length}`] : []),
  ];
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body]);
}

/** Sends the request and reads until the server closes (or `timeoutMs`); an unanswered request has no statuses. */
export function rawExchange(port: number, request: RawRequest, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, 'localhost');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ statuses: [...text.matchAll(/^HTTP\/1\.[01] (\d{3}) /gm)].map((match) => Number(match[1])) });
    });
    socket.write(rawRequestBytes(request));
    if (request.halfClose) socket.end();
  });
}
