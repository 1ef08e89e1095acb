// The baseline: a bare Fastify hello-world on the same machine, in its own process like the app.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening on http://127.0.0.1:${app.server.address().port}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
