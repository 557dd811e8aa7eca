// The orders API's messages (ORDERS_MSG, verbatim) in the person's words, for the host to add to the client's
// translations (test/server-messages.test.ts checks them against the contract). English rewords nothing: the one
// form of the area (Cancel's reason) gets a message that reads well as it is; the filters are checked on the form.
import type { ServerMessages } from '@console/shared';
import {
  CURRENCY_EXPONENTS,
  ORDER_STATUSES,
  ORDER_TRANSITION_REFUSALS,
  type OrderAction,
  type OrderStatus,
  REASON_MAX,
  UNKNOWN_PARAMETER,
} from '@console/api-contract/values';
import zhStrings from './zh.json';

const zhStatus = zhStrings.status;

const RULE_IN_CHINESE: Readonly<Record<OrderAction, string>> = {
  pay: `只有${zhStatus.Waiting}的订单才能标记为${zhStatus.Paied}`,
  confirm: `只有${zhStatus.Paied}的订单才能确认收款`,
  cancel: `只有${zhStatus.Waiting}或${zhStatus.Paied}的订单才能取消`,
};
/** An action refused in the order's status (409), in Chinese, with the list's status labels. */
const refusalsInChinese = Object.fromEntries(
  Object.entries(ORDER_TRANSITION_REFUSALS).map(([key, english]) => {
    const [action, status] = key.split('.') as [OrderAction, OrderStatus];
    return [english, `${RULE_IN_CHINESE[action]}（此订单为${zhStatus[status]}）`];
  }),
);

const CURRENCIES = Object.keys(CURRENCY_EXPONENTS);

export const serverMessages: ServerMessages = {
  en: {},
  zh: {
    ...refusalsInChinese,
    [`status must be one or more of ${ORDER_STATUSES.join(', ')}, separated by commas`]: `状态须为 ${ORDER_STATUSES.join('、')} 中的一个或多个，以逗号分隔`,
    'orderNo may contain only letters, digits and "-" (at most 40)':
      '订单号只能包含字母、数字和“-”（最多 40 个字符）',
    'consumer must be 1 to 100 characters': '顾客须为 1 到 100 个字符',
    'consumerCode may contain only letters, digits and "-" (at most 32)':
      '顾客编号只能包含字母、数字和“-”（最多 32 个字符）',
    'payTimeFrom must be a date-time such as 2026-11-01T00:00:00Z':
      '付款开始时间须为日期时间，例如 2026-11-01T00:00:00Z',
    'payTimeTo must be a date-time such as 2026-11-30T00:00:00Z':
      '付款结束时间须为日期时间，例如 2026-11-30T00:00:00Z',
    'payTimeFrom must be before payTimeTo': '付款开始时间须早于结束时间',
    'minAmount must be a decimal amount such as 10 or 10.50': '最低金额须为金额，例如 10 或 10.50',
    'maxAmount must be a decimal amount such as 10 or 10.50': '最高金额须为金额，例如 10 或 10.50',
    'minAmount must not be more than maxAmount': '最低金额不能高于最高金额',
    [`currency must be one of ${CURRENCIES.join(', ')}`]: `币种须为 ${CURRENCIES.join('、')} 之一`,
    [UNKNOWN_PARAMETER]: '未知的参数 {name}',
    [`Please enter a reason (at most ${REASON_MAX} characters)`]: `请填写原因（最多 ${REASON_MAX} 个字符）`,
    'customerId must be a positive whole number': '店铺 ID 须为正整数',
    'signature must be 64 hexadecimal characters': '签名须为 64 个十六进制字符',
    'Invalid checkout signature': '店铺收银台的签名无效',
    'Order not found': '订单不存在',
    'Cart not found': '购物车不存在',
  },
};
