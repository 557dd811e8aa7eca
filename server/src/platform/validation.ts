import type { FieldMessages } from '@console/api-contract';
import type { FastifyRequest, FastifySchema, FastifySchemaValidationError } from 'fastify';
import { invalidFields, type FieldErrors } from './errors.js';

interface PropertySchema {
  type?: string | string[];
  'x-messages'?: FieldMessages;
  'x-trim'?: boolean;
  'x-lines-checked'?: boolean;
}

interface ObjectSchema {
  properties?: Record<string, PropertySchema>;
}

type Part = 'body' | 'querystring' | 'params' | 'headers';

function partSchema(schema: FastifySchema | undefined, part: Part): ObjectSchema | undefined {
  if (!schema) return undefined;
  const found = schema[part];
  return found && typeof found === 'object' ? (found as ObjectSchema) : undefined;
}

function partData(request: FastifyRequest, part: Part): unknown {
  switch (part) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Runs before validation on every route with a schema:
 * - a missing body becomes `{}` so the required-field messages answer instead of a type error;
 * - string fields marked `x-trim` are trimmed;
 * - query values declared integer/number/boolean are converted from their string form.
 *   (Bodies are never coerced: a number where a string belongs is an error.)
 */
export async function normalizeInput(request: FastifyRequest): Promise<void> {
  const refused = refusedCharacters(request);
  if (refused) throw invalidFields(refused);
  const schema = request.routeOptions.schema;
  const body = partSchema(schema, 'body');
  if (body) {
    if (request.body === undefined || request.body === null) request.body = {};
    const data = request.body;
    if (isRecord(data)) {
      for (const [name, prop] of Object.entries(body.properties ?? {})) {
        const value = data[name];
        if (prop['x-trim'] && typeof value === 'string') data[name] = value.trim();
      }
    }
  }
  const query = partSchema(schema, 'querystring');
  if (query && isRecord(request.query)) {
    const data = request.query;
    for (const [name, prop] of Object.entries(query.properties ?? {})) {
      const value = data[name];
      if (typeof value !== 'string') continue;
      if ((prop.type === 'integer' || prop.type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) {
        data[name] = Number(value);
      } else if (prop.type === 'boolean' && (value === 'true' || value === 'false')) {
        data[name] = value === 'true';
      }
    }
  }
}

export const CHARACTERS_MESSAGE = 'Contains characters that are not allowed';

/**
 * Text no field of this API accepts: C0 control characters other than tab, line feed and carriage return (NUL
 * among them: PostgreSQL cannot store it in text, which used to end in a 500), DEL and the C1 controls, and lone
 * UTF-16 surrogates (no UTF-8 spelling: a driver would write U+FFFD instead of what was sent).
 */
const REFUSED_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is this expression's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first character the input check refuses in `text`, as U+XXXX, else undefined. */
export function refusedCharacterIn(text: string): string | undefined {
  const found = REFUSED_TEXT.exec(text)?.[0];
  return found === undefined
    ? undefined
    : `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** `text` without the characters the input check refuses: for giving a visitor's form back to them. */
export function withoutRefusedText(text: string): string {
  return text.replace(new RegExp(REFUSED_TEXT.source, 'g'), '');
}

function hasRefusedText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return REFUSED_TEXT.test(value);
  // Bodies are capped at 64 KiB; the depth cap only keeps a pathological nesting from walking long.
  if (typeof value !== 'object' || value === null || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => hasRefusedText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => REFUSED_TEXT.test(key) || hasRefusedText(item, depth + 1),
  );
}

/**
 * The one check for every route, schema or not, before anything reads the input: each path parameter, query
 * value and body field (at any depth) holding refused text is a field error named after its top-level field.
 */
export function refusedCharacters(request: FastifyRequest): FieldErrors | null {
  const fields: FieldErrors = {};
  // A body field marked `x-lines-checked` (an imported file) is checked by its route, which reports each line.
  const own = new Set(
    Object.entries(partSchema(request.routeOptions.schema, 'body')?.properties ?? {})
      .filter(([, prop]) => prop['x-lines-checked'])
      .map(([name]) => name),
  );
  const parts: [Part, unknown][] = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  for (const [part, data] of parts) {
    if (isRecord(data)) {
      for (const [name, value] of Object.entries(data)) {
        if (REFUSED_TEXT.test(name)) fields[part] ??= CHARACTERS_MESSAGE;
        else if (part === 'body' && own.has(name) && typeof value === 'string') continue;
        else if (hasRefusedText(value)) fields[name] ??= CHARACTERS_MESSAGE;
      }
    } else if (hasRefusedText(data)) {
      fields[part] ??= CHARACTERS_MESSAGE;
    }
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Turns AJV errors into `{ field: message }`, one message per field, in the schema's field order. */
export function validationFields(
  request: FastifyRequest,
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): FieldErrors {
  const part: Part =
    context === 'querystring' || context === 'params' || context === 'headers' ? context : 'body';
  const properties = partSchema(request.routeOptions.schema, part)?.properties ?? {};
  const data = partData(request, part);
  const record = isRecord(data) ? data : {};
  const found = new Map<string, string>();

  for (const error of errors) {
    const field =
      error.keyword === 'required'
        ? String((error.params as { missingProperty?: unknown }).missingProperty ?? '')
        : (error.instancePath.split('/')[1] ?? '');
    if (field === '') {
      // The part itself is wrong (e.g. a JSON array where an object belongs).
      const message = part === 'body' ? 'Request body must be a JSON object' : `Request ${part} is invalid`;
      if (!found.has(part)) found.set(part, message);
      continue;
    }
    if (found.has(field)) continue;
    const messages = properties[field]?.['x-messages'] ?? {};
    const missing = error.keyword === 'required' || isBlank(record[field]);
    const message =
      (missing ? messages.required : undefined) ??
      messages[error.keyword] ??
      messages.invalid ??
      (missing ? `Please enter ${field}` : `${field} is invalid`);
    found.set(field, message);
  }

  const order = Object.keys(properties);
  const rank = (field: string): number => order.indexOf(field);
  return Object.fromEntries([...found.entries()].sort(([a], [b]) => rank(a) - rank(b)));
}
