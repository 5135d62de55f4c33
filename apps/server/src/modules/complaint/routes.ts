import type { FastifyInstance } from 'fastify';

export async function complaintRoutes(_app: FastifyInstance) {}
