import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/session';
import type { Actor } from './audit-service';

/** The operator making this call (behind requireOperator), as the audit log names them. */
export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, account: user.account };
}
