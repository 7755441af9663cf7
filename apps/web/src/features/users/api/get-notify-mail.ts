import type { NotifyMailSettings } from '@daigou/contract';
import { notificationApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { usersKeys } from './keys';

/** GET /api/user/notifyMail: which notifications also come by mail, and where mail goes. */
export const getNotifyMail = (): Promise<NotifyMailSettings> => callRoute(notificationApi.userNotifyMail);

export const notifyMailQueryOptions = () => queryOptions({ queryKey: usersKeys.notifyMail(), queryFn: getNotifyMail });

export const useNotifyMail = () => useQuery(notifyMailQueryOptions());
