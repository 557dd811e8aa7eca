// The booking API's messages (BOOKING_MSG, verbatim) in the person's words, for the host to add to the client's
// translations (test/server-messages.test.ts checks them against the contract). English rewords only the messages
// a form shows at a field, which name the API's fields.
import type { ServerMessages } from '@console/shared';
import {
  BOOKING_CALENDAR_MAX_DAYS as MAX_DAYS,
  BOOKING_CALENDAR_PER_DAY as PER_DAY,
  BOOKING_REASON_MAX as REASON_MAX,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  BOOKING_TRANSITION_REFUSALS,
  type BookingAction,
  type BookingStatus,
  UNKNOWN_PARAMETER,
} from '@console/api-contract/values';
import zhStrings from './zh.json';

const zhStatus = zhStrings.status;

/** An action refused in the booking's status (409), in Chinese, with the list's status labels. */
const refusalsInChinese = Object.fromEntries(
  Object.entries(BOOKING_TRANSITION_REFUSALS).map(([key, english]) => {
    const [action, status] = key.split('.') as [BookingAction, BookingStatus];
    const rule = BOOKING_TRANSITIONS[action];
    const from = rule.from.map((one) => zhStatus[one]).join('或');
    return [english, `只有${from}的预约才能改为${zhStatus[rule.to]}（此预约为${zhStatus[status]}）`];
  }),
);

export const serverMessages: ServerMessages = {
  en: {
    'opensAt must be a time such as 09:00': 'Enter an opening time such as 09:00',
    'closesAt must be a time such as 18:00 (24:00 for midnight), after opensAt':
      'Enter a closing time after the opening time, such as 18:00 (24:00 for midnight)',
    'slotMinutes must be a whole number of minutes from 15 to 480':
      'A slot lasts 15 to 480 minutes, and a whole slot must fit between opening and closing',
    'capacity must be a whole number from 1 to 1000': 'Enter 1 to 1000 places per slot',
    'daysAhead must be a whole number of days from 1 to 90': 'Enter 1 to 90 days',
  },
  zh: {
    ...refusalsInChinese,
    [`status must be one or more of ${BOOKING_STATUSES.join(', ')}, separated by commas`]: `状态须为 ${BOOKING_STATUSES.join('、')} 中的一个或多个，以逗号分隔`,
    'must be a date such as 2026-11-25': '须为日期，例如 2026-11-25',
    'dateFrom must be a date such as 2026-11-01': '开始日期须为日期，例如 2026-11-01',
    'dateTo must be a date such as 2026-11-30': '结束日期须为日期，例如 2026-11-30',
    'dateFrom must not be after dateTo': '开始日期不能晚于结束日期',
    [`from and to must be at most ${MAX_DAYS} days apart, from first`]: `起止日期最多相隔 ${MAX_DAYS} 天，且开始日期在前`,
    [`perDay must be a whole number from 1 to ${PER_DAY}`]: `每天条数须为 1 到 ${PER_DAY} 之间的整数`,
    'projectId must be a positive whole number': '项目 ID 须为正整数',
    'search must be 1 to 100 characters': '搜索内容须为 1 到 100 个字符',
    [UNKNOWN_PARAMETER]: '未知的参数 {name}',
    [`Please enter a reason (at most ${REASON_MAX} characters)`]: `请输入原因（最多 ${REASON_MAX} 个字符）`,
    [`The reason may be at most ${REASON_MAX} characters`]: `原因最多 ${REASON_MAX} 个字符`,
    'Booking not found': '预约不存在',
    'Project not found': '项目不存在',
    'opensAt must be a time such as 09:00': '请输入开门时间，例如 09:00',
    'closesAt must be a time such as 18:00 (24:00 for midnight), after opensAt':
      '请输入晚于开门时间的关门时间，例如 18:00（午夜为 24:00）',
    'slotMinutes must be a whole number of minutes from 15 to 480':
      '时段须为 15 到 480 分钟，且开门与关门之间至少放得下一个完整时段',
    'capacity must be a whole number from 1 to 1000': '每时段名额须为 1 到 1000',
    'daysAhead must be a whole number of days from 1 to 90': '可提前预约天数须为 1 到 90 天',
    'code must be a language code such as en or zh': '语言代码须为 en 或 zh 这样的代码',
  },
};
