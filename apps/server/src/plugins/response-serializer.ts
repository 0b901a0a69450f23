import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSharedRow } from '../lib/shared-rows';
import { COMPRESSION } from './compression';

type TextSerializer = (data: unknown) => string;
/** Most answers are written as a string; a large page of rows as bytes (pageSerializer). */
type Serializer = (data: unknown) => string | Buffer;

/**
 * Fastify's own serializer (fast-json-stringify) compiled from the JSON Schema of the route's zod
 * response schema: it writes only the schema's properties, like zod's parse did, without
 * re-validating output the server itself built. Parsing every answer with zod cost ~10% of a
 * recommendation request's CPU (docs/performance.md). A schema JSON Schema cannot express (a
 * transform, say) keeps the zod serializer.
 */
function compileFromJsonSchema(schema: unknown): Serializer | null {
  if (!(schema instanceof z.ZodType)) {
    return null;
  }
  try {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' }) as JsonSchema;
    const whole = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as TextSerializer;
    return pageSerializer(jsonSchema, whole) ?? whole;
  } catch {
    return null;
  }
}

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; definitions?: Record<string, unknown> };

const EMPTY_CONTENT = '"content":[]';
const COMMA = Buffer.from(',');

/**
 * For an envelope whose data lists rows in `content` (pageOf, recommendPage): a shared row
 * (lib/shared-rows.ts) is written once per route and its JSON reused by every later answer that
 * lists it; the rest of the answer is written as usual with an empty `content`, into which the
 * rows' JSON is put. Writing the rows was most of a 找大学 or recommendation answer's
 * serialization (docs/performance.md, "Rows written once"). A page of at least COMPRESSION.minBytes
 * (a 30 kB recommendation) is sent as bytes built from its rows' bytes, each row encoded to UTF-8
 * once: as a string, the text was joined, then counted and encoded for its length and the socket,
 * and again for the compressor. A smaller page stays a string: as bytes, Node sends the headers and
 * the body in two pieces, which cost a 3 kB school list more than the encoding it saved.
 * `"content":[]` cannot occur inside a JSON string (its quotes would be escaped), and `content` is
 * data's first property, so its first occurrence is the list's.
 */
function pageSerializer(jsonSchema: JsonSchema, whole: TextSerializer): Serializer | null {
  const itemSchema = jsonSchema.properties?.data?.properties?.content?.items;
  if (!itemSchema) {
    return null;
  }
  const item = fastJson({
    ...itemSchema,
    ...(jsonSchema.definitions && { definitions: jsonSchema.definitions }),
  } as Parameters<typeof fastJson>[0]) as TextSerializer;
  const written = new WeakMap<object, { text: string; bytes?: Buffer }>();
  const writtenOnce = (row: unknown) => {
    if (!isSharedRow(row)) {
      return { text: item(row) };
    }
    let once = written.get(row);
    if (once === undefined) {
      once = { text: item(row) };
      written.set(row, once);
    }
    return once;
  };
  const bytesOf = (once: { text: string; bytes?: Buffer }) => (once.bytes ??= Buffer.from(once.text));
  return (answer) => {
    const data = (answer as { data?: { content?: unknown } } | null)?.data;
    const rows = data?.content;
    if (!Array.isArray(rows) || !rows.some(isSharedRow)) {
      return whole(answer);
    }
    const rest = whole({ ...(answer as object), data: { ...data, content: [] } });
    const at = rest.indexOf(EMPTY_CONTENT);
    if (at < 0) {
      return whole(answer);
    }
    const split = at + EMPTY_CONTENT.length - 1;
    const pageRows = rows.map(writtenOnce);
    // Each UTF-16 unit is at least one byte: past the threshold by length alone.
    if (pageRows.reduce((units, row) => units + row.text.length, 0) < COMPRESSION.minBytes) {
      return `${rest.slice(0, split)}${pageRows.map((row) => row.text).join(',')}${rest.slice(split)}`;
    }
    const parts: Buffer[] = [Buffer.from(rest.slice(0, split))];
    pageRows.forEach((row, i) => {
      if (i > 0) {
        parts.push(COMMA);
      }
      parts.push(bytesOf(row));
    });
    parts.push(Buffer.from(rest.slice(split)));
    return Buffer.concat(parts);
  };
}

/**
 * In production and demo: the compiled serializer. Under tests (`verify`): zod validates every
 * answer as before, and the compiled serializer must write the very same JSON, so every server
 * test also proves the fast path faithful. Fastify's type says a serializer returns a string; a
 * Buffer is sent as it is (its reply's onSendEnd takes either).
 */
export function responseSerializerCompiler(verify: boolean): FastifySerializerCompiler<unknown> {
  return (routeSchema) => {
    const checked = zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]) as TextSerializer;
    const fast = compileFromJsonSchema(routeSchema.schema);
    if (!fast) {
      return checked;
    }
    if (!verify) {
      return fast as TextSerializer;
    }
    return (data) => {
      const json = checked(data);
      if (!isDeepStrictEqual(JSON.parse(fast(data).toString()), JSON.parse(json))) {
        throw new Error(`${routeSchema.method} ${routeSchema.url}: the compiled serializer wrote other JSON than the zod schema`);
      }
      return json;
    };
  };
}
