import { defineMessages, type Translator } from '../../../lib/i18n/index';
import en, { type NotificationsMessages } from './en';

export type NotificationsT = Translator<NotificationsMessages>;

/** The notifications page's words (namespace `notifications`); Hindi loads only for those who choose it. */
const messages = defineMessages('notifications', en, () => import('./hi'));

export const useNotificationsT = messages.useT;
export const notificationsT = messages.t;
export const notificationsIn = messages.in;
