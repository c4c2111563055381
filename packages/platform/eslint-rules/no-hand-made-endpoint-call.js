// One way to call an endpoint. Every endpoint is declared once in @shop/contracts, and
// is called through the client built from its declaration: `callEndpoint` of @shop/platform in a
// service, `callEndpoint` of apps/web/src/lib/endpoint-client.ts in the web app. This rule finds
// the side doors: an HTTP call whose URL is written by hand, and a URL built onto a declared path.
// The files that implement the declared clients are allowed by eslint.config.js, file by file.

/** The functions that send a request: a URL written into their arguments is a hand-made call. */
const SENDERS = new Set(['fetch', 'request', 'apiJson', 'apiRequest', 'apiForm', 'callService']);

/** A path an endpoint answers at: /api/…, /internal/…, /paypal/…, alone or inside a URL. */
const ENDPOINT_PATH = /\/(?:api|internal|paypal)(?:[/?#]|$)/;

/** What a declared path is: `endpoint.path`, `API_PATHS.x`, a `*_ROUTE` constant, or endpointUrl/endpointPath's result. */
const BUILDERS = new Set(['endpointUrl', 'endpointPath']);

/** The text written beside a declared path that makes another path or a URL of it. */
const EXTENSION = /^[/?#]/;

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
    return callee.property.name;
  }
  return undefined;
}

/**
 * `getOrder.path`, `API_PATHS.orders`, `RESEND_LINKS_ROUTE`, `endpointUrl(getOrder, …)`, or a
 * constant or one-expression function of this file that is one (`const base = (id) => endpointUrl(…)`).
 */
function isDeclaredPath(context, node, depth = 0) {
  if (depth > 3) return false;
  if (node.type === 'Identifier') {
    if (/^[A-Z][A-Z0-9_]*_ROUTE$/.test(node.name)) return true;
    const value = constantValue(context, node);
    return value !== undefined && isDeclaredPath(context, value, depth + 1);
  }
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    // `SHOP_PAGES.contact.path` is a page of the shop, not an endpoint: only `<declaration>.path`.
    if (node.property.name === 'path' && node.object.type === 'Identifier') return true;
    return node.object.type === 'Identifier' && node.object.name === 'API_PATHS';
  }
  if (node.type === 'CallExpression') {
    if (BUILDERS.has(calleeName(node.callee))) return true;
    const helper = node.callee.type === 'Identifier' ? constantValue(context, node.callee) : undefined;
    const body = helper?.type === 'ArrowFunctionExpression' ? helper.body : undefined;
    return body !== undefined && body.type !== 'BlockStatement' && isDeclaredPath(context, body, depth + 1);
  }
  if (node.type === 'TemplateLiteral' || (node.type === 'BinaryExpression' && node.operator === '+')) {
    const first = pieces(node).find((piece) => piece !== '');
    return first !== undefined && typeof first !== 'string' && isDeclaredPath(context, first, depth + 1);
  }
  return false;
}

/** The string pieces of a template literal or a `+` chain, in order, literals as text. */
function pieces(node) {
  if (node.type === 'TemplateLiteral') {
    return node.quasis.flatMap((quasi, index) => {
      const expression = node.expressions[index];
      return expression ? [quasi.value.cooked ?? '', expression] : [quasi.value.cooked ?? ''];
    });
  }
  if (node.type === 'BinaryExpression' && node.operator === '+') return [...pieces(node.left), ...pieces(node.right)];
  if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
  return [node];
}

/** Whether a piece of text written by hand names an endpoint's path. */
function namesEndpointPath(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return ENDPOINT_PATH.test(node.value);
  if (node.type === 'TemplateLiteral' || (node.type === 'BinaryExpression' && node.operator === '+')) {
    const text = pieces(node)
      .map((piece) => (typeof piece === 'string' ? piece : '\u0000'))
      .join('');
    return ENDPOINT_PATH.test(text);
  }
  return false;
}

/** The initial value of a `const` the argument names, when it is declared in this file. */
function constantValue(context, node) {
  if (node.type !== 'Identifier') return undefined;
  let scope = context.sourceCode.getScope(node);
  while (scope) {
    const variable = scope.set.get(node.name);
    if (variable) {
      const definition = variable.defs[0];
      const declaration = definition?.parent;
      if (definition?.type === 'Variable' && declaration?.kind === 'const' && definition.node.init) {
        return definition.node.init;
      }
      return undefined;
    }
    scope = scope.upper;
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noHandMadeEndpointCall = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Call endpoints through the client built from their declaration (callEndpoint), never by a URL written by hand',
    },
    schema: [
      {
        type: 'object',
        properties: {
          /** Functions only the declared client's own files call (`apiJson` in the web app): any call elsewhere is reported. */
          clientOnly: { type: 'array', items: { type: 'string' }, uniqueItems: true },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      clientOnly:
        "{{callee}}() sends a request the declaration does not describe. Call the endpoint's declaration with callEndpoint (declare it in @shop/contracts if it is not).",
      handMadeCall:
        "This {{callee}}() call names an endpoint's path by hand. Call the endpoint's declaration in @shop/contracts with callEndpoint (declare it first if it is not).",
      extendsDeclaredPath:
        "This builds another URL onto a declared path. Declare the endpoint it reaches in @shop/contracts and call it with callEndpoint (its params and query go in the call's options).",
      fillsDeclaredPath:
        "This fills a declared path's parameters by hand. Call the endpoint with callEndpoint, whose `params` fill them.",
    },
  },
  create(context) {
    const clientOnly = new Set(context.options[0]?.clientOnly ?? []);
    function checkArguments(node, callee) {
      for (const argument of node.arguments) {
        const value = constantValue(context, argument) ?? argument;
        if (namesEndpointPath(value)) context.report({ node: argument, messageId: 'handMadeCall', data: { callee } });
      }
    }

    function checkBuilt(node) {
      const parts = pieces(node);
      const built = parts.some((part, index) => {
        if (typeof part === 'string' || !isDeclaredPath(context, part)) return false;
        // What follows the declared path: a path segment, a query or a fragment written by hand, or
        // a value appended to it (`${endpoint.path}${suffix}`); text such as ` answered 500` is a message.
        const next = parts.slice(index + 1).find((piece) => piece !== '');
        return next !== undefined && (typeof next !== 'string' || EXTENSION.test(next));
      });
      if (built) context.report({ node, messageId: 'extendsDeclaredPath' });
    }

    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (name && clientOnly.has(name)) {
          context.report({ node, messageId: 'clientOnly', data: { callee: name } });
          return;
        }
        if (name && SENDERS.has(name)) checkArguments(node, name);
        if (
          name === 'replace' &&
          node.callee.type === 'MemberExpression' &&
          isDeclaredPath(context, node.callee.object) &&
          node.callee.object.type !== 'CallExpression'
        ) {
          context.report({ node, messageId: 'fillsDeclaredPath' });
        }
      },
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'URL') checkArguments(node, 'new URL');
      },
      TemplateLiteral(node) {
        checkBuilt(node);
      },
      BinaryExpression(node) {
        // Only the outermost `+` of a chain, so `a + b + c` is reported once.
        if (node.operator !== '+' || (node.parent.type === 'BinaryExpression' && node.parent.operator === '+')) return;
        checkBuilt(node);
      },
    };
  },
};

/** The local plugin eslint.config.js registers as `endpoints`. */
export const endpointsPlugin = {
  meta: { name: 'endpoints' },
  rules: { 'no-hand-made-endpoint-call': noHandMadeEndpointCall },
};
