/**
 * The public site's strings (spec section 7: GET /open/common/v1/portal/unit/language/code/data answers them for a
 * language code; the renderer reads the same table). English is the fallback for every other code and key.
 * `{name}` marks are filled in by the renderer.
 */
const en = {
  siteTitle: '{shop}',
  language: 'Language',
  projects: 'Projects',
  noProjects: 'There are no open projects at the moment.',
  open: 'Open',
  book: 'Book',
  pay: 'How to pay',
  payDone: 'After paying',
  qrAlt: 'Payment QR code for {title}',
  coverAlt: 'Cover picture of {title}',
  logoAlt: '{shop} logo',
  closed: 'This project is closed and takes no bookings.',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no shop or project at this address.',
  home: 'All projects of {shop}',
  bookTitle: 'Book a visit',
  slot: 'Date and time',
  slotPlaces_one: '{time} ({left} place left)',
  slotPlaces_other: '{time} ({left} places left)',
  slotFull: '{time} (full)',
  noSlots: 'No free times in the coming days.',
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  people: 'Number of people',
  note: 'Note (optional)',
  submit: 'Book now',
  formError: 'Please correct the fields marked below.',
  errSlot: 'Please choose one of the offered times.',
  errSlotFull: 'Not enough places are left at this time; please choose another.',
  errName: 'Please enter your name (at most 100 characters).',
  errEmail: 'Please enter a valid email address.',
  errMobile: 'Please enter a mobile number (digits, spaces, +, - and brackets, 5 to 20).',
  errPeople: 'Please enter a whole number from 1 to {max}.',
  errNote: 'The note may be at most 1000 characters.',
  errCharacters: 'This field held characters that cannot be sent (control characters); they were removed.',
  tooMany: 'Too many bookings from your address. Please try again later.',
  errHoldAddress:
    'Bookings from your address already hold {max} places of this project that are not confirmed yet. Please confirm them from your mail first, or try again later.',
  errHoldEmail:
    'This email address already holds {max} places of this project that are not confirmed yet. Please confirm them from your mail first.',
  errHoldBusy:
    'Too many bookings of this project are waiting for their confirmation right now. Please try again in a few minutes.',
  thanksTitle: 'Almost done: please confirm your booking',
  thanksText:
    'Booking {no}: {people} on {date} at {time} at {title}. We sent a link to {email}: open it before {until} (UTC) to confirm your booking, or the places are released.',
  confirmTitle: 'Confirm your booking',
  confirmText: 'Booking {no} for {name}: {people} on {date} at {time} at {title}.',
  confirmButton: 'Confirm booking',
  confirmedTitle: 'Thank you, your booking is received',
  confirmedText: 'Booking {no} is confirmed by you. The shop will accept it and write to {email}.',
  confirmUsed: 'This link was already used: booking {no} is confirmed.',
  confirmExpired:
    'This link has expired: booking {no} was not confirmed within {minutes} minutes and its places were released. Please book again.',
  confirmCancelled: 'Booking {no} was cancelled by the shop and can no longer be confirmed.',
  back: 'Back to {title}',
  mailHold: 'Please confirm your booking {no}',
  mailHoldText:
    'Hello {name},\n\nplease confirm your booking {no} at {title} for {people} on {date} at {time} by opening this link before {until} (UTC):\n{link}\n\nUntil then the places are only held for you; without your confirmation they are released. If you did not book, ignore this mail.\n\n{shop}',
  mailReceived: 'Booking {no} received',
  mailReceivedText:
    'Hello {name},\n\nwe received your booking {no} at {title} for {people} on {date} at {time}.\nThe shop will confirm it soon.\n\n{shop}',
  mail_confirmed: 'Booking {no} confirmed',
  mail_declined: 'Booking {no} declined',
  mail_completed: 'Booking {no}: thank you for your visit',
  mail_no_show: 'Booking {no}: we missed you',
  mail_cancelled: 'Booking {no} cancelled',
  mailStatusText:
    'Hello {name},\n\nyour booking {no} at {title} on {date} at {time} is now: {status}.{reason}\n\n{shop}',
  mailReason: '\nReason: {reason}',
  status_held: 'waiting for your confirmation',
  status_expired: 'expired',
  status_pending: 'pending',
  status_confirmed: 'confirmed',
  status_declined: 'declined',
  status_completed: 'completed',
  status_no_show: 'missed',
  status_cancelled: 'cancelled',
};

export type PortalStrings = typeof en;

const zh: PortalStrings = {
  siteTitle: '{shop}',
  language: '语言',
  projects: '项目',
  noProjects: '目前没有开放的项目。',
  open: '查看',
  book: '预约',
  pay: '付款方式',
  payDone: '付款之后',
  qrAlt: '{title} 的付款二维码',
  coverAlt: '{title} 的封面图片',
  logoAlt: '{shop} 的标志',
  closed: '该项目已关闭，不接受预约。',
  notFoundTitle: '页面不存在',
  notFoundText: '此地址没有店铺或项目。',
  home: '{shop} 的全部项目',
  bookTitle: '预约到访',
  slot: '日期和时间',
  slotPlaces_one: '{time}（剩余 {left} 个名额）',
  slotPlaces_other: '{time}（剩余 {left} 个名额）',
  slotFull: '{time}（已满）',
  noSlots: '近期没有空闲时段。',
  name: '姓名',
  email: '邮箱',
  mobile: '手机',
  people: '人数',
  note: '备注（可选）',
  submit: '立即预约',
  formError: '请更正下方标出的字段。',
  errSlot: '请选择提供的时段之一。',
  errSlotFull: '该时段剩余名额不足，请选择其他时段。',
  errName: '请输入姓名（最多 100 个字符）。',
  errEmail: '请输入有效的邮箱地址。',
  errMobile: '请输入手机号码（数字、空格、+、- 和括号，5 到 20 个字符）。',
  errPeople: '请输入 1 到 {max} 之间的整数。',
  errNote: '备注最多 1000 个字符。',
  errCharacters: '此项含有无法提交的字符（控制字符），已删除。',
  tooMany: '来自您地址的预约过多，请稍后再试。',
  errHoldAddress: '来自您地址的预约在本项目已暂留 {max} 个尚未确认的名额。请先通过邮件确认，或稍后再试。',
  errHoldEmail: '此邮箱在本项目已暂留 {max} 个尚未确认的名额。请先通过邮件确认。',
  errHoldBusy: '本项目当前等待确认的预约过多，请几分钟后再试。',
  thanksTitle: '即将完成：请确认您的预约',
  thanksText:
    '预约 {no}：{people} 人，{date} {time}，{title}。确认链接已发送至 {email}：请在 {until}（UTC）之前打开以确认预约，否则名额将被释放。',
  confirmTitle: '确认您的预约',
  confirmText: '预约 {no}（{name}）：{people} 人，{date} {time}，{title}。',
  confirmButton: '确认预约',
  confirmedTitle: '谢谢，已收到您的预约',
  confirmedText: '您已确认预约 {no}。店铺受理后将发送邮件至 {email}。',
  confirmUsed: '此链接已使用过：预约 {no} 已确认。',
  confirmExpired: '此链接已过期：预约 {no} 未在 {minutes} 分钟内确认，名额已释放。请重新预约。',
  confirmCancelled: '预约 {no} 已被店铺取消，无法再确认。',
  back: '返回 {title}',
  mailHold: '请确认您的预约 {no}',
  mailHoldText:
    '{name} 您好，\n\n请在 {until}（UTC）之前打开以下链接，确认您在 {title} 的预约 {no}：{people} 人，{date} {time}。\n{link}\n\n在此之前名额只为您暂留；未确认的预约将被释放。如果您没有预约，请忽略此邮件。\n\n{shop}',
  mailReceived: '已收到预约 {no}',
  mailReceivedText:
    '{name} 您好，\n\n我们已收到您在 {title} 的预约 {no}：{people} 人，{date} {time}。\n店铺将尽快确认。\n\n{shop}',
  mail_confirmed: '预约 {no} 已确认',
  mail_declined: '预约 {no} 已被拒绝',
  mail_completed: '预约 {no}：感谢您的光临',
  mail_no_show: '预约 {no}：您未到场',
  mail_cancelled: '预约 {no} 已取消',
  mailStatusText:
    '{name} 您好，\n\n您在 {title} 的预约 {no}（{date} {time}）现在的状态：{status}。{reason}\n\n{shop}',
  mailReason: '\n原因：{reason}',
  status_held: '等待您确认',
  status_expired: '已过期',
  status_pending: '待确认',
  status_confirmed: '已确认',
  status_declined: '已拒绝',
  status_completed: '已完成',
  status_no_show: '未到场',
  status_cancelled: '已取消',
};

const TABLES: Readonly<Record<string, PortalStrings>> = { en, zh };

/** The languages with strings of their own. */
export const PORTAL_LANGUAGES = Object.keys(TABLES);

/** The strings for a language code and the language they are really in (en when the code has none). */
export function portalStrings(code: string): { language: string; strings: PortalStrings } {
  const base = code.split('-')[0] ?? code;
  const table = TABLES[code] ?? TABLES[base];
  return table ? { language: TABLES[code] ? code : base, strings: table } : { language: 'en', strings: en };
}

/** Fills `{name}` marks. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark));

/**
 * A counted string: `<key>_one` or `<key>_other` by the language's plural rules (the suffixes i18next uses, so the
 * console's translators read one convention), filled with the count and `values`.
 */
export function plural(
  strings: PortalStrings,
  language: string,
  key: 'slotPlaces',
  count: number,
  values: Record<string, string | number>,
): string {
  const category = new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other';
  return fill(strings[`${key}_${category}`], values);
}
