import { LogController } from 'fastify';

/**
 * One log line per request, when it has been answered: its method, URL (redacted, see
 * log-serializers.ts), status and time taken. Fastify's default writes two, one on arrival and one
 * on answer, and at the default level the second line cost more than a read by id itself (issue 9's
 * profile, bench/README.md); nothing the arrival line said is lost. A request that never gets an
 * answer is still logged by whatever ended it (the error handler, a timeout, a closed stream).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>) {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}
