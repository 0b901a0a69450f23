import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serializer;
  } catch {
    return null;
  }
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
