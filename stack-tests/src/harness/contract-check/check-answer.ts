import { answersOf, type Endpoint } from '@shop/contracts';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { z } from 'zod';

/** What a client got back, as the gateway sent it. */
export interface ReceivedAnswer {
  status: number;
  contentType: string | undefined;
  body: string;
}

const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
const compiled = new WeakMap<z.ZodType, ValidateFunction>();

/**
 * The JSON Schema the OpenAPI document shows for an answer: zod's output view, where an object
 * that does not say `.loose()` allows no other field. Parsing with zod alone would strip extra
 * fields silently, and a client reading the document would not expect them.
 */
function documentedSchemaOf(schema: z.ZodType): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));
    compiled.set(schema, validate);
  }
  return validate;
}

const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';

function bodyProblems(schema: z.ZodType, answer: ReceivedAnswer): string[] {
  if (mediaTypeOf(answer.contentType) !== 'application/json') {
    return [`content type ${answer.contentType ?? '(none)'}, declared application/json`];
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return ['the body is not JSON'];
  }
  const validate = documentedSchemaOf(schema);
  const problems = validate(body)
    ? []
    : (validate.errors ?? []).map(
        (error) => `body${error.instancePath} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
      );
  // zod's own checks (refinements, formats) that JSON Schema cannot carry.
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((issue) => `body.${issue.path.join('.')} ${issue.message}`));
  }
  return problems;
}

/** What, in an answer, the endpoint's declaration does not allow; empty when it conforms. */
export function checkAnswer(endpoint: Endpoint, answer: ReceivedAnswer): string[] {
  const declared = answersOf(endpoint)[answer.status];
  if (!declared) {
    const statuses = Object.keys(answersOf(endpoint)).join(', ');
    return [`status ${answer.status} is not declared (declared: ${statuses})`];
  }
  const mediaType = mediaTypeOf(answer.contentType);
  if (declared.contentTypes?.includes(mediaType)) return [];
  if (declared.schema) return bodyProblems(declared.schema, answer);
  if (declared.contentTypes) {
    return [`content type ${answer.contentType ?? '(none)'}, declared ${declared.contentTypes.join(' or ')}`];
  }
  return answer.body.length === 0 ? [] : [`a body of ${answer.body.length} characters where none is declared`];
}
