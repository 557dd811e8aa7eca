// The dashboard and statistics API's messages (STATS_MSG, verbatim) in the person's words, for the host to add to
// the client's translations (test/server-messages.test.ts checks them against the contract). English rewords
// nothing: the pages choose every parameter themselves, and what a person can meet (a range too long, a project
// gone) reads well as it is. The visit beacon's messages go to a project's site, not to a person here.
import type { ServerMessages } from '@console/shared';
import { RANGE_MAX_DAYS } from '@console/api-contract/values';

export const serverMessages: ServerMessages = {
  en: {},
  zh: {
    'days must be 7 or 30': '时间段须为 7 天或 30 天',
    'from must be a date such as 2026-11-01': '开始日期须为日期，例如 2026-11-01',
    'to must be a date such as 2026-11-30': '结束日期须为日期，例如 2026-11-30',
    'from must not be after to': '开始日期不能晚于结束日期',
    [`The range may cover at most ${RANGE_MAX_DAYS} days`]: `日期范围最多 ${RANGE_MAX_DAYS} 天`,
    'projectId must be a positive whole number': '项目 ID 须为正整数',
    'Project not found': '项目不存在',
    'siteKey must be 8 to 64 letters, digits, "_" or "-"': '站点标识须为 8 到 64 个字母、数字、“_”或“-”',
    'visitorId must be 8 to 64 letters, digits, ".", "_", ":" or "-"':
      '访客 ID 须为 8 到 64 个字母、数字、“.”、“_”、“:”或“-”',
    'referrer must be a URL of at most 2048 characters': '来源须为网址，最多 2048 个字符',
    'Unknown site': '未知的站点',
  },
};
