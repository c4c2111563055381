import { z } from 'zod';

export const ROLES = ['public', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const LoginBodySchema = z.object({ password: z.string().min(1).max(1024) }).strict();
export type LoginBody = z.infer<typeof LoginBodySchema>;
export const MeResponseSchema = z.object({ role: z.literal('admin') });

/** Headers the gateway sets for services and strips from every incoming request. */
export const INTERNAL_HEADERS = {
  token: 'x-internal-token',
  role: 'x-shop-role',
  requestId: 'x-request-id',
} as const;

export const SESSION_COOKIE = 'shop_session';
