import type { FastifyInstance } from 'fastify';

export async function helpRoutes(_app: FastifyInstance) {}
