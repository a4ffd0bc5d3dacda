import { defineMessages, type KeyOf } from '../../../../lib/i18n/index';
import en, { type LabelMessages } from './en';

export type LabelKey = KeyOf<LabelMessages>;
const messages = defineMessages('labels', en, () => import('./hi'));
export const labelsT = messages.t;
