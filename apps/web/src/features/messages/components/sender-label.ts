import type { Message } from '@daigou/contract';

export const SENDER_LABELS: Record<Message['sender'], string> = { member: '我', staff: '客服', system: '系统通知' };
