import type { FastifyInstance } from 'fastify';

export async function chatbotRoutes(_app: FastifyInstance) {}
