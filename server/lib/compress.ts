// gzip for API answers (/graphql, /rest): JSON compresses ~5-10×, and on a phone's connection the
// uncompressed catalogue queries were the largest cost Lighthouse found after the bundle. Only when the
// client asks for it (load generators usually don't), and not for small bodies where it costs more than it saves.
import zlib from 'node:zlib';

const MIN_BYTES = 1024;

export function acceptsEncoding(request: Request, encoding: string): boolean {
  const header = request.headers.get('accept-encoding') ?? '';
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name?.trim().toLowerCase() === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

export async function gzipJson(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!/json/i.test(type) || response.headers.has('content-encoding') || !acceptsEncoding(request, 'gzip'))
    return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('vary', 'Accept-Encoding');
  if (body.byteLength < MIN_BYTES) return new Response(body, { status: response.status, headers });
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  const gzipped = zlib.gzipSync(body, { level: 5 });
  return new Response(gzipped, { status: response.status, statusText: response.statusText, headers });
}
