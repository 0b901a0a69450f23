import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Codes, GENERIC_ERROR_MESSAGE, httpStatusOf } from '@yzy/shared/contracts';
import { AppError } from '../lib/app-error';

/** Sends a business envelope with the HTTP status that mirrors its class. */
export function sendEnvelope(reply: FastifyReply, status: number, msg: string, data: unknown = null) {
  return reply.code(httpStatusOf(status)).send({ status, msg, data });
}

interface FieldError {
  field: string;
  message: string;
}

/**
 * The first bad field's sentence. Every zod message is already one a member understands (the
 * contract's own, or the shared mapping in contracts/messages.ts), so it is answered as is.
 */
function describeValidation(errors: FieldError[]): string {
  return errors[0]?.message ?? '提交的内容不完整，请检查后重试';
}

/** One error path for the whole API: typed errors and validation become envelopes; everything else is a logged 50000. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendEnvelope(reply, error.code, error.message, error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field:
          String(v.instancePath ?? '')
            .replace(/^\//, '')
            .replace(/\//g, '.') || String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? ''),
        message: v.message ?? '提交的内容格式不正确',
      }));
      return sendEnvelope(reply, Codes.invalidInput, describeValidation(errors), { errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return sendEnvelope(reply, Codes.invalidInput, '请求内容过大');
    }
    if (status === 429) {
      return sendEnvelope(reply, Codes.tooManyRequests, '操作过于频繁，请稍后再试');
    }
    if (status >= 400 && status < 500) {
      return sendEnvelope(reply, Codes.invalidInput, '请求格式错误');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendEnvelope(reply, Codes.internal, GENERIC_ERROR_MESSAGE);
  });
}
