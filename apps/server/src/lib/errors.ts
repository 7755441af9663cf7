import { ErrorCode } from '@daigou/contract';

/**
 * An error the member may read. `msg` is Chinese; `httpStatus` follows architecture.md: business
 * refusals are 200 with a non-zero code; 400/401/403/404 otherwise.
 */
export class AppError extends Error {
  constructor(
    public readonly code: number,
    public readonly msg: string,
    public readonly httpStatus: number = 200,
    public readonly data: unknown = null,
  ) {
    super(msg);
    this.name = 'AppError';
  }
}

/** A business refusal: HTTP 200, non-zero code, Chinese message. */
export const refuse = (msg: string, data: unknown = null, code: number = ErrorCode.business) =>
  new AppError(code, msg, 200, data);
export const badRequest = (msg: string, data: unknown = null) => new AppError(ErrorCode.badRequest, msg, 400, data);
export const unauthorized = (msg = '请先登录') => new AppError(ErrorCode.unauthorized, msg, 401);
export const forbidden = (msg = '没有权限执行此操作') => new AppError(ErrorCode.forbidden, msg, 403);
export const notFound = (msg = '内容不存在') => new AppError(ErrorCode.notFound, msg, 404);
export const tooManyRequests = (msg: string) => new AppError(ErrorCode.tooMany, msg, 429);
