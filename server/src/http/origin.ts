// The origin the shopper sees. Behind a reverse proxy the request URL is the proxy's upstream address,
// so the de-facto X-Forwarded-* headers win when present.
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const first = (name: string) => request.headers.get(name)?.split(',')[0]?.trim() || null;
  const proto = first('x-forwarded-proto');
  const host = first('x-forwarded-host');
  const scheme = proto && /^https?$/i.test(proto) ? proto.toLowerCase() : url.protocol.replace(':', '');
  const authority = host && /^[a-z0-9.\-:[\]]+$/i.test(host) ? host : url.host;
  return `${scheme}://${authority}`;
}
