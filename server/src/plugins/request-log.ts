// One log line per request. Fastify's own request logging writes two lines at info for every call
// ("incoming request" and "request completed"), which on a busy list endpoint was ~15% of the server's
// CPU (issue 16). This controller writes nothing when the request arrives and one `request` line when
// the answer has gone out, at info — so LOG_LEVEL=warn silences it — or at error when the response
// failed. It names the method, the path without its query string (a query may carry an elder's name),
// the status, the time and the client address: never headers, bodies or query values.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      path: pathOf(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
