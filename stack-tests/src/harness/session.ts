import { randomBytes } from 'node:crypto';
import { type Stack, TEST_ADMIN_PASSWORD } from './stack.js';

/** A caller address of its own, so one file's requests never share another's rate-limit bucket. */
export const freshAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** Signs in as the curator through the gateway; answers the session cookie as a header value. */
export async function signInAsCurator(stack: Stack): Promise<string> {
  const login = await stack.gateway.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { password: TEST_ADMIN_PASSWORD },
    remoteAddress: freshAddress(),
  });
  const cookie = login.cookies.find((c) => c.name === 'shop_session');
  return cookie ? `${cookie.name}=${cookie.value}` : '';
}
