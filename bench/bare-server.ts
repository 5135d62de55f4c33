import Fastify from 'fastify';

/** The yardstick: a bare Fastify route answering a small JSON object, nothing else. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ Status: 'Success', Data: [{ id: 1, title: 'hello' }] }));
await app.listen({ port: Number(process.env.PORT ?? 3202), host: '127.0.0.1' });
