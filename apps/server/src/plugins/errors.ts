import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Codes, GENERIC_ERROR_MESSAGE, httpStatusOf } from '@yzy/shared/contracts';
import { fieldLabel } from '@yzy/shared/contracts';
import { AppError } from '../lib/app-error';

/** Sends a business envelope with the HTTP status that mirrors its class. */
export function sendEnvelope(reply: FastifyReply, status: number, msg: string, data: unknown = null) {
  return reply.code(httpStatusOf(status)).send({ status, msg, data });
}

interface FieldError {
  field: string;
  message: string;
}

/** Names the first bad field in Chinese: custom messages already say what is wrong; default ones get the field's label. */
function describeValidation(errors: FieldError[]): string {
  const first = errors[0];
  if (!first) {
    return '请求参数错误';
  }
  const label = fieldLabel(first.field);
  if (!label || first.message.includes(label) || /[请需须]/.test(first.message.slice(0, 2))) {
    return first.message;
  }
  return `${label}：${first.message}`;
}

/** One error path for the whole API: typed errors and validation become envelopes; everything else is a logged 50000. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendEnvelope(reply, error.code, error.message, error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: String(v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? ''),
        message: v.message ?? '格式不正确',
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
