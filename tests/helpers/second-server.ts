// Another app server on the database of a test (DATABASE_URL and the rest from the environment), in
// a process of its own, as behind a load balancer: no seed, the /api app on a loopback port it
// prints as `listening <port>`. Started by tests/helpers/servers.ts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getPayload } from 'payload';
import config from '../../apps/cms/src/payload.config';
import { createApp } from '../../apps/cms/src/server/app';

const payload = await getPayload({ config });
const server = createServer(createApp({ payload }));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void payload.destroy().finally(() => process.exit(0));
});
