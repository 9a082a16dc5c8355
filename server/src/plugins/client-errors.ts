// Client errors that Fastify, Node's HTTP parser and the multipart reader raise themselves, turned into
// the API's { message, code } with a Korean message that says what was wrong. None repeats the
// request's own text (a URL or a value could carry anything).
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ERROR_CODES, type ApiErrorBody } from '@dolbom/shared-api/contracts';
import { MESSAGES } from '../errors';

export const CLIENT_ERROR_MESSAGES = {
  badUrl: '요청 주소가 올바르지 않아요.',
  urlTooLong: '요청 주소가 너무 깁니다.',
  headersTooLarge: '요청 주소나 헤더가 너무 깁니다.',
  mediaType: '지원하지 않는 요청 형식이에요.',
  tooLarge: '파일 또는 요청이 너무 큽니다.',
  tooManyFiles: '파일이 너무 많아요. 사진은 한 장만 보내주세요.',
  tooManyFields: '입력 항목이 너무 많아요.',
  tooManyParts: '요청에 담긴 항목이 너무 많아요.',
  badMultipart: '보낸 파일을 읽을 수 없어요. 다시 올려주세요.',
  badRequest: '요청을 처리할 수 없어요. 입력값을 확인해주세요.',
} as const;
const M = CLIENT_ERROR_MESSAGES;

export interface ClientError {
  status: number;
  body: ApiErrorBody;
}
const clientError = (status: number, code: string, message: string): ClientError => ({
  status,
  body: { message, code },
});

/**
 * By Fastify's (and @fastify/multipart's) error code: the cases a status alone does not explain. Bad
 * JSON stays the plain validation answer (400 VALIDATION_ERROR, 입력값을 확인해주세요.).
 */
const BY_CODE: Record<string, ClientError> = {
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: clientError(400, 'BAD_REQUEST', M.badRequest),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: clientError(415, 'UNSUPPORTED_MEDIA_TYPE', M.mediaType),
  FST_ERR_CTP_BODY_TOO_LARGE: clientError(413, 'PAYLOAD_TOO_LARGE', M.tooLarge),
  FST_ERR_BAD_URL: clientError(400, 'BAD_URL', M.badUrl),
  FST_ERR_MAX_PARAM_LENGTH: clientError(414, 'URL_TOO_LONG', M.urlTooLong),
  FST_FILES_LIMIT: clientError(413, 'TOO_MANY_FILES', M.tooManyFiles),
  FST_FIELDS_LIMIT: clientError(413, 'TOO_MANY_FIELDS', M.tooManyFields),
  FST_PARTS_LIMIT: clientError(413, 'TOO_MANY_PARTS', M.tooManyParts),
  FST_INVALID_MULTIPART_CONTENT_TYPE: clientError(400, 'BAD_MULTIPART', M.badMultipart),
  FST_MP_PREMATURE_CLOSE: clientError(400, 'BAD_MULTIPART', M.badMultipart),
  FST_INVALID_JSON_FIELD_ERROR: clientError(400, 'BAD_MULTIPART', M.badMultipart),
};

/** Korean text and code for the remaining client errors, by status. */
const BY_STATUS: Record<number, ClientError> = {
  400: clientError(400, ERROR_CODES.VALIDATION, MESSAGES.validation),
  401: clientError(401, ERROR_CODES.UNAUTHORIZED, MESSAGES.unauthorized),
  403: clientError(403, ERROR_CODES.FORBIDDEN, MESSAGES.forbidden),
  404: clientError(404, ERROR_CODES.NOT_FOUND, MESSAGES.notFound),
  413: clientError(413, 'PAYLOAD_TOO_LARGE', M.tooLarge),
  414: clientError(414, 'URL_TOO_LONG', M.urlTooLong),
  415: clientError(415, 'UNSUPPORTED_MEDIA_TYPE', M.mediaType),
  429: clientError(429, ERROR_CODES.TOO_MANY_REQUESTS, MESSAGES.tooManyRequests),
  431: clientError(431, 'HEADERS_TOO_LARGE', M.headersTooLarge),
};

// busboy throws plain Errors (no status) for a body that is not the multipart it claims to be:
// 'Multipart: Boundary not found', 'Unexpected end of multipart data', '… terminated early due to …'.
const MULTIPART_FAILURE = /multipart|boundary/i;

/** The answer to an error the client caused, or undefined for a server fault (a 500). */
export function clientErrorFor(
  err: { code?: string; statusCode?: number; message?: string },
  request: FastifyRequest,
): ClientError | undefined {
  const byCode = err.code ? BY_CODE[err.code] : undefined;
  if (byCode) return byCode;
  const status = err.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return BY_STATUS[status] ?? clientError(status, 'BAD_REQUEST', M.badRequest);
  }
  const multipart = (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
  if (status === undefined && multipart && MULTIPART_FAILURE.test(err.message ?? '')) {
    return clientError(400, 'BAD_MULTIPART', M.badMultipart);
  }
  return undefined;
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/api/manager/elder/%`) or a path
 * parameter over the router's length limit, answered in our shape instead of Fastify's own.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  err,
  request,
  reply: FastifyReply,
) => {
  const answer = clientErrorFor(err, request) ?? clientError(400, 'BAD_REQUEST', M.badRequest);
  request.log.info({ code: err.code, status: answer.status }, 'client error');
  void reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request (an
 * over-long URL or header block → 431, a malformed request line → 400, a slow client → 408), written
 * straight to the socket as our JSON.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody left to answer (Node's own handler does the same).
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let answer: ClientError;
  if (err.code === 'HPE_HEADER_OVERFLOW') answer = BY_STATUS[431]!;
  else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    answer = clientError(408, 'REQUEST_TIMEOUT', M.badRequest);
  else answer = clientError(400, 'BAD_REQUEST', M.badRequest);
  if (socket.writable) {
    const body = JSON.stringify(answer.body);
    socket.write(
      `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}
