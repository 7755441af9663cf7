import type { FastifyInstance, FastifyRequest } from 'fastify';

const MINUTE = 60_000;

/**
 * Mails a request may cause per account (decision 043), counted in the rate-limit store so every instance
 * shares them: reset links (3 per 15 minutes — more are silently not sent, so the answer stays the same) and
 * confirmation links (5 per hour).
 */
export const ACCOUNT_MAIL_LIMITS = {
  resetMail: { max: 3, timeWindow: 15 * MINUTE },
  confirmMail: { max: 5, timeWindow: 60 * MINUTE },
} as const;

export function resetMailAllowance(app: FastifyInstance, request: FastifyRequest) {
  const limit = app.subjectLimit('reset-mail', ACCOUNT_MAIL_LIMITS.resetMail);
  return (userId: number) => limit(request, userId);
}

export function confirmMailAllowance(app: FastifyInstance, request: FastifyRequest) {
  const limit = app.subjectLimit('confirm-mail', ACCOUNT_MAIL_LIMITS.confirmMail);
  return (userId: number) => limit(request, userId);
}
