import type { FastifyRequest } from 'fastify';
import { Unauthorized } from './errors.js';

/** preHandler for curator routes: the gateway vouches for the role, so anything else has no session. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  if (request.role !== 'admin') throw new Unauthorized('Sign in as the curator to do this.');
}
