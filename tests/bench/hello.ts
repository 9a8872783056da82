/** The baseline: a bare fastify hello-world, measured in the same run as the API. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.info(`hello listening on ${process.env.PORT}`);
