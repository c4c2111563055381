import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noHandMadeEndpointCall } from '../eslint-rules/no-hand-made-endpoint-call.js';

// The lint rule eslint.config.js runs as `endpoints/no-hand-made-endpoint-call`.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });

tester.run('no-hand-made-endpoint-call', noHandMadeEndpointCall, {
  valid: [
    // The declared clients.
    'await callEndpoint(getOrder, { params: { id } });',
    'await callEndpoint(verifyPayment, { params: { paypalOrderId }, accept: [200, 404], requestId }, options);',
    // A link or preload named from its declaration.
    'const logo = endpointUrl(getShopLogo, {}, { v: version });',
    'const path = endpointPath(getOrder.path, { id });',
    "const url = pathUrl(API_PATHS.artworks, {}, { sort: 'newest' });",
    // Not endpoints: a page of the shop, PayPal's own API, a message naming a path.
    'const link = `${SHOP_PAGES.success.path}?order=${id}`;',
    "await fetch('https://api-m.paypal.com/v2/checkout/orders');",
    'throw new Error(`${endpoint.method} ${endpoint.path} answered ${status}`);',
    // A URL that does not come from a literal (the proxy forwards what it was asked).
    'await request(new URL(incoming.url, upstream));',
    // Only the functions named in `clientOnly` are the client's own.
    { code: 'await apiJson("GET", url);', options: [{ clientOnly: ['apiRequest'] }] },
  ],
  invalid: [
    { code: "await fetch('/api/orders');", errors: [{ messageId: 'handMadeCall' }] },
    { code: 'await fetch(`/api/orders/${id}`);', errors: [{ messageId: 'handMadeCall' }] },
    { code: "await apiJson('POST', '/api/downloads/resend', input);", errors: [{ messageId: 'handMadeCall' }] },
    { code: 'await request(`${base}/internal/payments/${id}/refunds`);', errors: [{ messageId: 'handMadeCall' }] },
    {
      code: "await callService(baseUrl + '/internal/artworks/lookup', init, options);",
      errors: [{ messageId: 'handMadeCall' }],
    },
    { code: "const url = new URL('/internal/captures', baseUrl);", errors: [{ messageId: 'handMadeCall' }] },
    { code: "const url = '/api/paypal/config'; await fetch(url);", errors: [{ messageId: 'handMadeCall' }] },
    { code: 'await window.fetch(`${origin}/paypal/order`);', errors: [{ messageId: 'handMadeCall' }] },
    // Building another endpoint's URL onto a declared path.
    { code: 'const url = `${commissionEndpoint.path}/deliver`;', errors: [{ messageId: 'extendsDeclaredPath' }] },
    { code: "const url = API_PATHS.artworks + '?' + params;", errors: [{ messageId: 'extendsDeclaredPath' }] },
    {
      code: 'const url = `${endpointUrl(getCommission, { id })}/files`;',
      errors: [{ messageId: 'extendsDeclaredPath' }],
    },
    {
      code: 'const base = (id) => endpointUrl(getCommission, { id });\nawait send(`${base(id)}/files/${fileId}`);',
      errors: [{ messageId: 'extendsDeclaredPath' }],
    },
    { code: 'const logo = `${getShopLogo.path}?v=${version}`;', errors: [{ messageId: 'extendsDeclaredPath' }] },
    { code: 'const url = `${API_PATHS.orders}${suffix}`;', errors: [{ messageId: 'extendsDeclaredPath' }] },
    { code: 'const url = getOrder.path + `/${id}`;', errors: [{ messageId: 'extendsDeclaredPath' }] },
    // Filling a declared path's parameters by hand.
    {
      code: "const path = RECEIPT_ROUTE.replace(':id', encodeURIComponent(id));",
      errors: [{ messageId: 'fillsDeclaredPath' }],
    },
    { code: "const path = getOrder.path.replace(':id', id);", errors: [{ messageId: 'fillsDeclaredPath' }] },
    // A function only the declared client may call.
    {
      code: "await apiJson('GET', endpointUrl(listArtworks));",
      options: [{ clientOnly: ['apiJson', 'apiRequest'] }],
      errors: [{ messageId: 'clientOnly' }],
    },
  ],
});
