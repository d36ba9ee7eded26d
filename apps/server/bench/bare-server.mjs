// The yardstick: a bare node:http server answering the same reply as GET /api/health, byte for byte
// but for the date (the body and the headers the app sends, passed in BARE_HEADERS by bench/run.ts),
// so the ratio measures the framework and the app rather than the size of the reply.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok', database: 'ok' });
const headers = {
  ...JSON.parse(process.env.BARE_HEADERS ?? '{}'),
  'content-type': 'application/json; charset=utf-8',
  'content-length': Buffer.byteLength(body),
};
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
