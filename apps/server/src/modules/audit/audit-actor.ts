import type { FastifyRequest } from 'fastify';
import { currentOperator } from '../../plugins/operator-guard';
import type { Actor } from './audit-service';

/** The operator making this call (a /api/admin call: the operator guard let them through), as the audit log names them. */
export function actorOf(request: FastifyRequest): Actor {
  const user = currentOperator(request);
  return { id: user.id, account: user.account };
}
