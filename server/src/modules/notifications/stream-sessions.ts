// A notification stream belongs to the session that asked for its ticket, and ends with it (issue 29):
// logout, a password changed elsewhere, a suspension or a deleted account end the session on every API
// process at once (docs/adr/0006-sessions.md: NOTIFY, and the catch-up poll within SESSION_POLL_SECONDS),
// and each process then closes that session's open streams. The browser's reconnect asks for a new
// ticket, which the ended session no longer gets.
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface SessionStream {
  /** The session of the stream's ticket (null for a ticket from before sessions were recorded). */
  sessionId: string | null;
  reply: FastifyReply;
}

/** True when the stream's session has ended: nothing more may be written to it. */
export const streamSessionEnded = (app: FastifyInstance, stream: Pick<SessionStream, 'sessionId'>) =>
  stream.sessionId !== null && app.sessions.reasonOf(stream.sessionId) !== undefined;

/** Closes a stream for good: the last event says why, then the connection ends. */
function endStream(stream: SessionStream) {
  stream.reply.raw.write('event: session-ended\ndata: {}\n\n');
  stream.reply.raw.end();
}

/**
 * Closes, and takes out of `streams`, every open stream whose session ends from now on. Returns the
 * unsubscribe to call when the app closes.
 */
export function closeStreamsWhenSessionsEnd<S extends SessionStream>(
  app: FastifyInstance,
  streams: Set<S>,
): () => void {
  return app.sessions.onEnd((sessionId) => {
    for (const stream of streams) {
      if (stream.sessionId !== sessionId) continue;
      streams.delete(stream);
      endStream(stream);
    }
  });
}
