import type { APIRequestContext } from '@playwright/test';
import { E2E } from './environment';

/** Signs the request context in as the curator (the cookie stays in the context). */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/auth/login', { data: { password: E2E.adminPassword } });
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`);
}
