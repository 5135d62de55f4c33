import type { FastifyInstance } from 'fastify';

export async function grievanceRoutes(_app: FastifyInstance) {}
