import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSharedRow } from '../lib/shared-rows';

type Serializer = (data: unknown) => string;

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
    const whole = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serializer;
    return pageSerializer(jsonSchema, whole) ?? whole;
  } catch {
    return null;
  }
}

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; definitions?: Record<string, unknown> };

const EMPTY_CONTENT = '"content":[]';

/**
 * For an envelope whose data lists rows in `content` (pageOf, recommendPage): a shared row
 * (lib/shared-rows.ts) is written once per route and its JSON reused by every later answer that
 * lists it; the rest of the answer is written as usual with an empty `content`, into which the
 * rows' JSON is put. Writing the rows was most of a 找大学 or recommendation answer's
 * serialization (docs/performance.md, "Rows written once"). The answer stays a string: as bytes,
 * Node sends the headers and the body in two pieces, which cost a 3 kB school list more than the
 * encoding it saved. `"content":[]` cannot occur inside a JSON string (its quotes would be escaped), and
 * `content` is data's first property, so its first occurrence is the list's.
 */
function pageSerializer(jsonSchema: JsonSchema, whole: Serializer): Serializer | null {
  const itemSchema = jsonSchema.properties?.data?.properties?.content?.items;
  if (!itemSchema) {
    return null;
  }
  const item = fastJson({
    ...itemSchema,
    ...(jsonSchema.definitions && { definitions: jsonSchema.definitions }),
  } as Parameters<typeof fastJson>[0]) as Serializer;
  const written = new WeakMap<object, string>();
  const rowJson = (row: unknown): string => {
    if (!isSharedRow(row)) {
      return item(row);
    }
    let json = written.get(row);
    if (json === undefined) {
      json = item(row);
      written.set(row, json);
    }
    return json;
  };
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
    return `${rest.slice(0, split)}${rows.map(rowJson).join(',')}${rest.slice(split)}`;
  };
}

/**
 * In production and demo: the compiled serializer. Under tests (`verify`): zod validates every
 * answer as before, and the compiled serializer must write the very same JSON, so every server
 * test also proves the fast path faithful.
 */
export function responseSerializerCompiler(verify: boolean): FastifySerializerCompiler<unknown> {
  return (routeSchema) => {
    const checked = zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]) as Serializer;
    const fast = compileFromJsonSchema(routeSchema.schema);
    if (!fast) {
      return checked;
    }
    if (!verify) {
      return fast;
    }
    return (data) => {
      const json = checked(data);
      if (!isDeepStrictEqual(JSON.parse(fast(data)), JSON.parse(json))) {
        throw new Error(`${routeSchema.method} ${routeSchema.url}: the compiled serializer wrote other JSON than the zod schema`);
      }
      return json;
    };
  };
}
